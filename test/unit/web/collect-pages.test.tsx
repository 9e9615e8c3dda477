// @vitest-environment jsdom
/**
 * 我的收藏 and 我的关注 (web/src/features/collect) against a stub API: the four tabs each ask their own list and show
 * its rows (or the tab's empty state), 取消收藏 and 取消关注 send the target, and the 收藏 / 关注 toggles say what
 * holds now and change it; a visitor (no token) sees no toggle.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { collectRoute } from '../../../shared/routes/collect.js';
import type { CollectRecord, FollowRecord } from '../../../shared/schemas/collect.js';
import { MyAttentionPage, MyCollectPage } from '../../../web/src/features/collect/components/collect-pages.js';
import { CollectButton, FollowButton } from '../../../web/src/features/collect/public.js';
import { removeToken, setToken } from '../../../web/src/lib/token.js';
import { useApiStub } from './api-stub.js';
import { renderPage } from './render-page.js';

const path = (id: Parameters<typeof collectRoute>[0]) => collectRoute(id).path;
const ok = (data: unknown) => ({ body: { code: 200, msg: '操作成功', data } });
const page = <T,>(records: T[]) => ({ records, total: records.length, pages: records.length ? 1 : 0, current: 1, size: 10 });
const api = useApiStub();
const bodiesOf = (p: string) => api.seen.filter((r) => r.path === p).map((r) => JSON.parse(Buffer.from(r.body, 'latin1').toString('utf8')) as Record<string, unknown>);

const PROJECT: CollectRecord = { targetType: 'PROJECT', targetId: '01JBCDEFGHJKMNPQRSTVWXYZ11', tab: 'project', name: '门店预约微信小程序的开发', ownerName: '合作云示范科技有限公司', amount: 1_000_000, collectTime: Date.UTC(2026, 10, 20) };
const COMPANY: FollowRecord = { targetType: 'COMPANY', targetId: '01JBCDEFGHJKMNPQRSTVWXYZ12', name: '合作云示范科技有限公司', followTime: Date.UTC(2026, 10, 21) };

beforeEach(() => {
  api.seen.length = 0;
  setToken('token-of-a-person');
});
afterEach(() => removeToken());

describe('我的收藏', () => {
  it('lists the project tab first, asks each tab for its own list, and removes a favourite', async () => {
    let records: CollectRecord[] = [PROJECT];
    api.reply(path('mall.collect.list'), ok(page(records)));
    api.reply(path('mall.collect.del'), ok(null));
    renderPage('/work/userCenter/myCollect', <MyCollectPage />);
    expect(await screen.findByText('门店预约微信小程序的开发')).toBeTruthy();
    expect(screen.getByText(/发布方：合作云示范科技有限公司/)).toBeTruthy();
    expect(screen.getByText(/¥10,000.00/)).toBeTruthy();
    expect(screen.getAllByRole('tab')).toHaveLength(4);
    for (const name of ['项目', '供应商品', '采购商品', '单位/人才']) expect(screen.getByRole('tab', { name })).toBeTruthy();
    expect(bodiesOf(path('mall.collect.list'))[0]).toMatchObject({ tab: 'project', current: 1 });

    records = [];
    api.reply(path('mall.collect.list'), ok(page(records)));
    fireEvent.click(screen.getByRole('button', { name: '取消收藏' }));
    await waitFor(() => expect(bodiesOf(path('mall.collect.del'))).toEqual([{ targetType: 'PROJECT', targetId: PROJECT.targetId }]));
    expect(await screen.findByText('还没有收藏')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: '单位/人才' }));
    await waitFor(() => expect(bodiesOf(path('mall.collect.list')).some((b) => b.tab === 'party')).toBe(true));
    expect(await screen.findByText(/在单位或人才的主页点击/)).toBeTruthy();
  });
});

describe('我的关注', () => {
  it('lists the people and units followed with how many, and unfollows', async () => {
    api.reply(path('mall.follow.list'), ok(page([COMPANY])));
    api.reply(path('mall.follow.del'), ok(null));
    renderPage('/work/userCenter/myAttention', <MyAttentionPage />);
    expect(await screen.findByText('合作云示范科技有限公司')).toBeTruthy();
    expect(screen.getByText('企业')).toBeTruthy();
    expect(screen.getByText('共 1 个')).toBeTruthy();
    // The unit's own page (/userInfo: resume, demands, goods), not only its shop.
    expect(screen.getByTestId('follow-row').querySelector('a')?.getAttribute('href')).toBe(`/userInfo?userId=${COMPANY.targetId}&type=COMPANY`);
    fireEvent.click(screen.getByRole('button', { name: '取消关注' }));
    await waitFor(() => expect(bodiesOf(path('mall.follow.del'))).toEqual([{ targetType: 'COMPANY', targetId: COMPANY.targetId }]));
  });
});

describe('the toggles', () => {
  it('say what holds now and change it', async () => {
    api.reply(path('mall.collect.is'), ok({ collected: false }));
    api.reply(path('mall.collect.add'), ok(null));
    api.reply(path('mall.follow.is'), ok({ following: true }));
    api.reply(path('mall.follow.del'), ok(null));
    renderPage(
      '/mall/goodsDetail',
      <>
        <CollectButton targetType="GOODS" targetId="01JBCDEFGHJKMNPQRSTVWXYZ13" />
        <FollowButton targetType="TEAM" targetId="01JBCDEFGHJKMNPQRSTVWXYZ14" />
      </>,
    );
    const collect = await screen.findByRole('button', { name: '收藏' });
    expect(collect.getAttribute('aria-pressed')).toBe('false');
    expect((await screen.findByRole('button', { name: '已关注' })).getAttribute('aria-pressed')).toBe('true');
    api.reply(path('mall.collect.is'), ok({ collected: true }));
    fireEvent.click(collect);
    expect(await screen.findByRole('button', { name: '已收藏' })).toBeTruthy();
    expect(bodiesOf(path('mall.collect.add'))).toEqual([{ targetType: 'GOODS', targetId: '01JBCDEFGHJKMNPQRSTVWXYZ13' }]);
    api.reply(path('mall.follow.is'), ok({ following: false }));
    fireEvent.click(screen.getByRole('button', { name: '已关注' }));
    expect(await screen.findByRole('button', { name: '关注' })).toBeTruthy();
    expect(bodiesOf(path('mall.follow.del'))).toEqual([{ targetType: 'TEAM', targetId: '01JBCDEFGHJKMNPQRSTVWXYZ14' }]);
  });

  it('are not shown to a visitor', async () => {
    removeToken();
    renderPage('/mall/goodsDetail', <CollectButton targetType="GOODS" targetId="01JBCDEFGHJKMNPQRSTVWXYZ13" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button')).toBeNull();
    expect(api.seen.filter((r) => r.path === path('mall.collect.is'))).toEqual([]);
  });
});
