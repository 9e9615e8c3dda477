// @vitest-environment jsdom
/**
 * The chat's goods (web/src/features/chat): a goods card (RECOMMEND_GOODS) opens the goods' detail page; 推荐商品 lists
 * one's own goods on sale (`mall.goods.recommend`) and sends the chosen one into the conversation as a card with its
 * kind and category.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { chatMessageRoute } from '../../../shared/routes/chat-messages.js';
import { mallRoute } from '../../../shared/routes/mall.js';
import { MessageCard } from '../../../web/src/features/chat/components/message-card.js';
import { PanelNavContext } from '../../../web/src/features/chat/components/panel-nav.js';
import { RecommendGoodsButton } from '../../../web/src/features/chat/components/recommend-goods-button.js';
import { QuoteDialog } from '../../../web/src/features/mall/components/quote-dialog.js';
import { useApiStub } from './api-stub.js';
import { chatFrameNav } from './fixtures.js';
import { GOODS_ID, goodsOf } from './mall-fixtures.js';
import { renderPage } from './render-page.js';

const RECOMMEND = mallRoute('mall.goods.recommend').path;
const MINE = mallRoute('mall.goods.mine').path;
const CONTACT = mallRoute('mall.goods.contact').path.replace('{id}', GOODS_ID);
const SEND = chatMessageRoute('chat.recommendGoods').path;
const ok = (data: unknown) => ({ body: { code: 200, msg: '操作成功', data } });
const api = useApiStub();
const bodiesOf = (path: string) => api.seen.filter((request) => request.path === path).map((request) => JSON.parse(Buffer.from(request.body, 'latin1').toString('utf8')) as Record<string, unknown>);

const nav = chatFrameNav();

beforeEach(() => {
  api.seen.length = 0;
  api.reply(RECOMMEND, ok({ records: [goodsOf({ goodsType: 2, goodsCategory: '13', name: '节能电机专利', price: 5_000_000 })], total: 1, pages: 1, current: 1, size: 20 }));
  api.reply(SEND, ok({ messageId: 'm1' }));
  api.reply(MINE, ok({ records: [goodsOf({ id: 'g-lathe', name: '数控车床', specification: 'CK6150', brand: '沈机' }), goodsOf({ id: 'g-mill', name: '立式铣床', brand: '大连' })], total: 2, pages: 1, current: 1, size: 20 }));
  api.reply(CONTACT, ok({ joinUserId: '01JBCDEFGHJKMNPQRSTVWXYZ51', title: '采购方' }));
});

describe('goods in the chat', () => {
  it('open the goods’ detail from their card', async () => {
    const card = JSON.stringify({ goodsId: GOODS_ID, goodsCategory: '01', goodsType: 1, name: '数控车床', userId: 'u2' });
    renderPage(
      '/home',
      <PanelNavContext.Provider value={nav}>
        <MessageCard type="RECOMMEND_GOODS" content={card} />
      </PanelNavContext.Provider>,
      { routes: { '/mall/goodsDetail': <p>详情</p> } },
    );
    fireEvent.click(screen.getByTestId('goods-card'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`/mall/goodsDetail?goodsId=${GOODS_ID}`));
  });

  it('are recommended from one’s own goods on sale, as a card of their kind', async () => {
    renderPage('/home', <RecommendGoodsButton messageType="MSG" joinUserId="01JBCDEFGHJKMNPQRSTVWXYZ50" />);
    fireEvent.click(screen.getByTestId('recommend-goods-button'));
    fireEvent.click(await screen.findByRole('button', { name: /节能电机专利/ }));
    await waitFor(() => expect(bodiesOf(SEND)).toHaveLength(1));
    expect(bodiesOf(SEND)[0]).toMatchObject({ messageType: 'MSG', joinUserId: '01JBCDEFGHJKMNPQRSTVWXYZ50', goodsId: GOODS_ID, name: '节能电机专利', goodsCategory: '13', goodsType: 2 });
  });

  it('are quoted from one’s own supplier goods: the one chosen is marked, and its card goes to whom the intent names', async () => {
    renderPage('/home', <QuoteDialog intent={{ id: GOODS_ID, name: '求购数控车床' }} onClose={() => undefined} />);
    const lathe = await screen.findByRole('button', { name: /数控车床/ });
    expect(lathe.textContent).toContain('CK6150 · 沈机');
    expect(lathe.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(lathe);
    expect(lathe.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: /立式铣床/ }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByTestId('quote-send'));
    await waitFor(() => expect(bodiesOf(SEND)).toHaveLength(1));
    expect(api.seen.filter((r) => r.path === CONTACT)).toHaveLength(1);
    expect(bodiesOf(SEND)[0]).toMatchObject({ messageType: 'MSG', joinUserId: '01JBCDEFGHJKMNPQRSTVWXYZ51', goodsId: 'g-lathe', name: '数控车床' });
  });
});
