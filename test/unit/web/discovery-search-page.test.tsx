// @vitest-environment jsdom
/**
 * The 人才 and 单位 tabs (web/src/features/talent-search, 搜索资源 › 人才 and 单位) against a stub API: the address's
 * filters are what `search.talent` / `search.units` are asked (people by default on 人才; tags added with Enter, every
 * one sent), a card shows the matched words marked and links to the public resume under the tab, a sort is asked,
 * the resume page shows the public view and counts a team's or company's view, nothing found is an empty state.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resumeRoute } from '../../../shared/routes/resume.js';
import { searchRoute } from '../../../shared/routes/search.js';
import type { DiscoveryCard, DiscoveryPage } from '../../../shared/schemas/discovery.js';
import { TalentSearchPage, UnitSearchPage } from '../../../web/src/features/talent-search/components/discovery-pages.js';
import { useApiStub } from './api-stub.js';
import { renderPage } from './render-page.js';

const TALENT = searchRoute('search.talent').path;
const UNITS = searchRoute('search.units').path;
const BROWSE = searchRoute('search.unitBrowse').path;
const api = useApiStub();

const card = (id: string, fields: Partial<DiscoveryCard> = {}): DiscoveryCard => ({
  id,
  type: 'PERSONAGE',
  name: '林女士',
  headPortrait: '',
  tags: ['小程序开发', 'React'],
  summary: '前端工程师 · 杭州云启科技',
  regionLabel: '浙江省 杭州市',
  browseNum: 0,
  record: 3,
  updateTime: 0,
  ...fields,
});
const answer = (records: DiscoveryCard[]) => ({ code: 200, msg: '操作成功', data: { records, total: records.length, pages: 1, current: 1, size: 12 } satisfies DiscoveryPage });
const asked = (path: string) => api.seen.filter((r) => r.path === path).map((r) => JSON.parse(Buffer.from(r.body, 'latin1').toString('utf8')) as Record<string, unknown>);

beforeEach(() => {
  api.seen.length = 0;
  api.reply(TALENT, { body: answer([card('01JAAAAAAAAAAAAAAAAAAAAAA1', { highlight: { tags: '<em>小程序</em>开发 React' } })]) });
  api.reply(UNITS, { body: answer([card('01JAAAAAAAAAAAAAAAAAAAAAA2', { type: 'COMPANY', name: '杭州云启软件有限公司', staff: 180, scale: 'L', browseNum: 12, highlight: { name: '杭州<em>云启</em>软件有限公司' } })]) });
});

describe('the talent tab', () => {
  it('asks people by default with what the address says, and links a card to the public resume under the tab', async () => {
    const view = renderPage('/work/search/talent?keyword=%E5%B0%8F%E7%A8%8B%E5%BA%8F&tags=React&province=330000&sort=record', <TalentSearchPage />);
    const found = await screen.findByTestId('discovery-card');
    expect(asked(TALENT)[0]).toEqual({ type: 'PERSONAGE', keyword: '小程序', tags: ['React'], provinceCode: '330000', sort: 'record', current: 1, size: 12 });
    expect(found.getAttribute('href')).toBe('/work/search/talent/resume?type=PERSONAGE&id=01JAAAAAAAAAAAAAAAAAAAAAA1');
    expect(found.textContent).toContain('林女士');
    expect(found.textContent).toContain('前端工程师 · 杭州云启科技');
    expect(found.textContent).toContain('浙江省 杭州市');
    expect(screen.getByTestId('discovery-sort-record').getAttribute('aria-pressed')).toBe('true');
    // People's views are not counted: 最受关注 is offered for teams only.
    expect(screen.queryByTestId('discovery-sort-popular')).toBeNull();
    view.unsubscribe();
  });

  it('adds a tag with Enter, switches to teams and sorts, each asked from page 1', async () => {
    const view = renderPage('/work/search/talent?page=2', <TalentSearchPage />);
    await screen.findByTestId('discovery-card');
    fireEvent.change(screen.getByTestId('discovery-tag-input'), { target: { value: '前端开发' } });
    fireEvent.submit(screen.getByTestId('discovery-tag-input').closest('form')!);
    await waitFor(() => expect(asked(TALENT).at(-1)).toMatchObject({ tags: ['前端开发'], current: 1 }));
    fireEvent.click(screen.getByTestId('discovery-type-TEAM'));
    await waitFor(() => expect(asked(TALENT).at(-1)).toMatchObject({ type: 'TEAM', tags: ['前端开发'] }));
    fireEvent.click(screen.getByTestId('discovery-sort-popular'));
    await waitFor(() => expect(asked(TALENT).at(-1)).toMatchObject({ type: 'TEAM', sort: 'popular' }));
    view.unsubscribe();
  });

  it('says nothing was found', async () => {
    api.reply(TALENT, { body: answer([]) });
    const view = renderPage('/work/search/talent?keyword=zz', <TalentSearchPage />);
    expect(await screen.findByText('没有找到符合条件的结果')).toBeTruthy();
    view.unsubscribe();
  });
});

describe('the unit tab', () => {
  it('asks either type with a size band, marks the matched words and shows staff and views', async () => {
    const view = renderPage('/work/search/unit?scale=L', <UnitSearchPage />);
    const found = await screen.findByTestId('discovery-card');
    expect(asked(UNITS)[0]).toEqual({ scale: 'L', sort: 'relevance', current: 1, size: 12 });
    expect(found.querySelector('mark')?.textContent).toBe('云启');
    expect(found.textContent).toContain('180 人');
    expect(found.textContent).toContain('12 次浏览');
    expect(found.getAttribute('href')).toBe('/work/search/unit/resume?type=COMPANY&id=01JAAAAAAAAAAAAAAAAAAAAAA2');
    view.unsubscribe();
  });

  it('opens the public resume under the tab and counts the company’s view once there', async () => {
    const publicPath = resumeRoute('org.publicResume').path.replace('{a}', '01JAAAAAAAAAAAAAAAAAAAAAA2').replace('{b}', 'COMPANY');
    api.reply(publicPath, { body: { code: 200, msg: '操作成功', data: { kind: 'COMPANY', owner: { id: '01JAAAAAAAAAAAAAAAAAAAAAA2', type: 'COMPANY', name: '杭州云启软件有限公司', headPortrait: '' }, licenceNumber: '91************3456', publicEmail: '', address: '浙江省杭州市', tags: ['软件开发'], advantages: '十年经验', staff: { doctor: 0, master: 0, bachelor: 0, college: 0, other: 0 }, turnover: [], equipment: [], products: [], awards: [], patents: [], trademarks: [], softwareCopyrights: [], qualifications: [], updateTime: 1 } } });
    api.reply(BROWSE, { body: { code: 200, msg: '操作成功', data: { browseNum: 13, counted: true } } });
    const view = renderPage('/work/search/unit/resume?type=COMPANY&id=01JAAAAAAAAAAAAAAAAAAAAAA2', <UnitSearchPage />);
    expect(await screen.findByText('十年经验')).toBeTruthy();
    await waitFor(() => expect(asked(BROWSE)).toEqual([{ type: 'COMPANY', id: '01JAAAAAAAAAAAAAAAAAAAAAA2' }]));
    expect(screen.getByTestId('discovery-resume-back').getAttribute('href')).toBe('/work/search/unit');
    view.unsubscribe();
  });
});
