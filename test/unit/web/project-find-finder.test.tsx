// @vitest-environment jsdom
/**
 * The finder (web/src/features/project-find/components/project-finder.tsx) against a stub API: the address's
 * filters are what the search is asked (with fen bounds), a keyword waits 500 ms after the last keystroke before it
 * reaches the address and the search, a filter changed goes to the address (page 1), a parent category is asked
 * category by category and merged, and the search being unavailable (503) is shown in place with 重试, no modal.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { searchRoute } from '../../../shared/routes/search.js';
import { contentRoute } from '../../../shared/routes/content.js';
import type { ProjectCard } from '../../../shared/schemas/project.js';
import { ProjectFinder } from '../../../web/src/features/project-find/components/project-finder.js';
import { useApiStub } from './api-stub.js';
import { renderPage } from './render-page.js';

const SEARCH = searchRoute('search.projects').path;
const LIST = searchRoute('search.projectList').path;
const SIZES = searchRoute('search.pageSize').path;
const CATEGORIES = contentRoute('content.categories').path;

const api = useApiStub();

const card = (projectId: string, name: string, budget: number): ProjectCard => ({
  projectId,
  name,
  state: 'RELEASED',
  stateLabel: '已发布',
  budget,
  phaseCount: 0,
  updateTime: 0,
  releaseTime: Date.UTC(2026, 0, 1),
  publisher: { type: 'TEAM', id: 'T', name: '星火设计工作室' },
  applicantTypes: ['PERSONAGE'],
  visibility: 'PUBLIC',
  summary: '',
});

const page = (records: ProjectCard[]) => ({ code: 200, msg: '操作成功', data: { records, total: records.length, pages: 1, current: 1, size: 10 } });

/** The bodies the search routes were sent, in order. */
const asked = (path: string) => api.seen.filter((r) => r.path === path).map((r) => JSON.parse(Buffer.from(r.body, 'latin1').toString('utf8')) as Record<string, unknown>);

beforeEach(() => {
  api.seen.length = 0;
  api.reply(SIZES, { body: { code: 200, msg: '操作成功', data: { size: 10, sizes: [10, 20, 30] } } });
  api.reply(CATEGORIES, {
    body: {
      code: 200,
      msg: '操作成功',
      data: [{ id: 'it', name: '信息技术', children: [{ id: 'it-web', name: '网站开发', children: [] }, { id: 'it-app', name: 'App 与小程序', children: [] }] }],
    },
  });
  api.reply(LIST, { body: page([card('01JAAAAAAAAAAAAAAAAAAAAAA1', '官网改版', 300_000)]) });
  api.reply(SEARCH, { body: page([card('01JAAAAAAAAAAAAAAAAAAAAAA2', '微信小程序的开发', 800_000)]) });
});

afterEach(() => {
  api.reply(SEARCH, { body: page([]) });
});

describe('the finder', () => {
  it('asks the search what the address says, bounds in fen, and shows the result', async () => {
    const view = renderPage('/findProject?keyword=%E5%B0%8F%E7%A8%8B%E5%BA%8F%E5%BC%80%E5%8F%91&publisher=TEAM&min=1000.5&max=9000&sort=budgetHigh', <ProjectFinder />);
    expect(await screen.findByText('微信小程序的开发')).toBeTruthy();
    expect(asked(SEARCH)).toEqual([{ current: 1, size: 10, keyword: '小程序开发', publisherType: 'TEAM', budgetMin: 100_050, budgetMax: 900_000, sort: 'budgetHigh' }]);
    expect(asked(LIST)).toEqual([]);
    expect(screen.getByTestId('finder-total').textContent).toContain('共 1 个项目');
    expect((screen.getByTestId('finder-keyword') as HTMLInputElement).value).toBe('小程序开发');
    expect((screen.getByTestId('filter-budget-min') as HTMLInputElement).value).toBe('1000.5');
    view.unsubscribe();
  });

  it('searches a keyword 500 ms after the last keystroke, and puts it in the address', async () => {
    const view = renderPage('/findProject', <ProjectFinder />);
    expect(await screen.findByText('官网改版')).toBeTruthy();
    expect(asked(LIST)).toEqual([{ current: 1, size: 10, sort: 'newest' }]);
    const box = screen.getByTestId('finder-keyword');
    fireEvent.change(box, { target: { value: '小程' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    fireEvent.change(box, { target: { value: '小程序' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    // 300 ms after the last keystroke: nothing asked yet.
    expect(asked(SEARCH)).toEqual([]);
    expect(screen.getByTestId('where').textContent).toBe('/findProject');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/findProject?keyword=%E5%B0%8F%E7%A8%8B%E5%BA%8F'));
    await waitFor(() => expect(asked(SEARCH)).toEqual([{ current: 1, size: 10, keyword: '小程序', sort: 'relevance' }]));
    expect(await screen.findByText('微信小程序的开发')).toBeTruthy();
    // 相关度 is offered now that there is a keyword.
    expect(screen.getByRole('option', { name: '相关度' })).toBeTruthy();
    view.unsubscribe();
  });

  it('puts a changed filter and order into the address, back on page 1', async () => {
    const view = renderPage('/findProject?page=2', <ProjectFinder />);
    await screen.findByText('官网改版');
    fireEvent.change(screen.getByTestId('filter-applicant'), { target: { value: 'COMPANY' } });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/findProject?applicant=COMPANY'));
    fireEvent.change(screen.getByTestId('finder-sort'), { target: { value: 'deadline' } });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/findProject?applicant=COMPANY&sort=deadline'));
    await waitFor(() => expect(asked(LIST).at(-1)).toEqual({ current: 1, size: 10, applicantType: 'COMPANY', sort: 'deadline' }));
    fireEvent.change(screen.getByTestId('filter-budget-max'), { target: { value: '5000' } });
    fireEvent.blur(screen.getByTestId('filter-budget-max'));
    await waitFor(() => expect(asked(LIST).at(-1)).toEqual({ current: 1, size: 10, applicantType: 'COMPANY', budgetMax: 500_000, sort: 'deadline' }));
    view.unsubscribe();
  });

  it('asks a parent category and each one below it, merged into one list', async () => {
    const view = renderPage('/findProject?category=it&sort=budgetHigh', <ProjectFinder />);
    await screen.findByText('官网改版');
    await waitFor(() => expect(asked(LIST).map((body) => body.categoryId).sort()).toEqual(['it', 'it-app', 'it-web']));
    // Each category is asked for as many as the merged page needs, in the same order.
    expect(asked(LIST).every((body) => body.current === 1 && body.size === 10 && body.sort === 'budgetHigh')).toBe(true);
    view.unsubscribe();
  });

  it('says the search is unavailable (503) in place, with 重试, and no modal', async () => {
    api.reply(LIST, { status: 503, body: { code: 503, msg: '搜索服务暂时不可用，请稍后再试', data: null } });
    const view = renderPage('/findProject', <ProjectFinder />);
    expect(await screen.findByText('搜索服务暂时不可用')).toBeTruthy();
    expect(screen.getByText('搜索服务暂时不可用，请稍后再试')).toBeTruthy();
    expect(view.modals()).toEqual([]);
    api.reply(LIST, { body: page([card('01JAAAAAAAAAAAAAAAAAAAAAA3', '品牌设计', 100_000)]) });
    fireEvent.click(screen.getByTestId('finder-retry'));
    expect(await screen.findByText('品牌设计')).toBeTruthy();
    view.unsubscribe();
  });
});
