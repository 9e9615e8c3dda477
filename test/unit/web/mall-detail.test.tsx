// @vitest-environment jsdom
/**
 * A listing's detail (web/src/features/mall/components/goods-detail.tsx) against a stub API: a visitor sees the goods
 * and is sent to log in by 加入购物车 (coming back here); a buyer adds the chosen quantity to the cart and is taken to
 * the order page by 立即购买 once the server finds nothing against it (or is told what); the seller sees the edit
 * link instead of buying; an off-sale listing shows 已下架 with its buttons disabled; a gone one says so. 联系卖家 asks
 * the server whom to talk to and opens the chat there with the goods card; a purchase intent offers 联系买家 and 报价,
 * whose dialog sends the chosen supplier goods' card and opens the chat with the note, or leads to 发布商品.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chatMessageRoute } from '../../../shared/routes/chat-messages.js';
import { mallRoute } from '../../../shared/routes/mall.js';
import { orderRoute } from '../../../shared/routes/order.js';
import type { Goods } from '../../../shared/schemas/mall-goods.js';
import { GoodsDetailPage } from '../../../web/src/features/mall/components/goods-detail.js';
import { onOpenChat, type ChatTarget } from '../../../web/src/lib/chat-open.js';
import { removeToken, setToken } from '../../../web/src/lib/token.js';
import { useApiStub } from './api-stub.js';
import { GOODS_ID, goodsOf } from './mall-fixtures.js';
import { renderPage } from './render-page.js';

const DETAIL = mallRoute('mall.goods.detail').path.replace('{id}', GOODS_ID);
const ADD = mallRoute('mall.cart.add').path;
const EVALUATIONS = orderRoute('order.evaluations').path;
const BUY = mallRoute('mall.goods.buyInfo').path.replace('{id}', GOODS_ID);
const CONTACT = mallRoute('mall.goods.contact').path.replace('{id}', GOODS_ID);
const MINE = mallRoute('mall.goods.mine').path;
const CARD = chatMessageRoute('chat.recommendGoods').path;
const STAFF_ID = '01JBCDEFGHJKMNPQRSTVWXYZ30';
const ok = (data: unknown) => ({ body: { code: 200, msg: '操作成功', data } });
const api = useApiStub();
const bodiesOf = (path: string) => api.seen.filter((request) => request.path === path).map((request) => JSON.parse(Buffer.from(request.body, 'latin1').toString('utf8')) as Record<string, unknown>);

const open = (goods: Goods) => {
  api.reply(DETAIL, ok(goods));
  return renderPage(`/mall/goodsDetail?goodsId=${GOODS_ID}`, <GoodsDetailPage goodsId={GOODS_ID} />, {
    routes: { '/login': <p>登录页</p>, '/mall/submitOrder': <p>确认订单</p>, '/mall/create': <p>发布商品</p> },
  });
};
const where = () => screen.getByTestId('where').textContent;
const button = (testId: string) => screen.getByTestId(testId) as HTMLButtonElement;

/** The chats the page asked to open (openChat's event). */
const chats: ChatTarget[] = [];
let stopListening: () => void = () => undefined;

beforeEach(() => {
  api.seen.length = 0;
  api.reply(ADD, ok({ count: 2 }));
  chats.length = 0;
  stopListening = onOpenChat((target) => chats.push(target));
});
afterEach(() => {
  stopListening();
  removeToken();
});

describe('the goods’ detail', () => {
  it('shows a visitor the goods, and sends them to log in to buy, coming back here', async () => {
    open(goodsOf({ minOrderQuantity: 2, evaluationCount: 0 }));
    expect((await screen.findByTestId('goods-name')).textContent).toContain('数控车床');
    expect(screen.getByTestId('goods-price').textContent).toBe('¥128,000.00/台');
    expect(screen.getByText('CK6140')).toBeTruthy();
    expect(screen.getByText('5台')).toBeTruthy();
    expect(screen.getByText('暂无评价')).toBeTruthy();
    expect(screen.getByRole('link', { name: '进入店铺' }).getAttribute('href')).toContain(`/supplierInfo?userId=`);
    expect((screen.getByTestId('quantity-input') as HTMLInputElement).value).toBe('2');
    fireEvent.click(button('add-to-cart'));
    await waitFor(() => expect(where()).toBe(`/login?redirect=${encodeURIComponent(`/mall/goodsDetail?goodsId=${GOODS_ID}`)}`));
    expect(api.seen.filter((request) => request.path === ADD)).toHaveLength(0);
  });

  it('adds the chosen quantity to a buyer’s cart, bounded by the stock', async () => {
    setToken('token-buyer');
    const view = open(goodsOf({ stock: 3 }));
    await screen.findByTestId('goods-name');
    fireEvent.click(screen.getByRole('button', { name: '增加数量' }));
    fireEvent.click(screen.getByRole('button', { name: '增加数量' }));
    expect(button('add-to-cart').disabled).toBe(false);
    expect((screen.getByRole('button', { name: '增加数量' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button('add-to-cart'));
    await waitFor(() => expect(bodiesOf(ADD)).toEqual([{ goodsId: GOODS_ID, quantity: 3 }]));
    await waitFor(() => expect(view.notices.some((n) => n.kind === 'toast' && n.text === '已加入购物车，购物车共 2 种商品')).toBe(true));
  });

  it('checks 立即购买 with the server and goes to the order page, or says what stands against it', async () => {
    setToken('token-buyer');
    api.reply(BUY, ok({ goods: goodsOf(), quantity: 1, amount: 12_800_000, problem: '库存不足' }));
    const view = open(goodsOf());
    await screen.findByTestId('goods-name');
    fireEvent.click(button('buy-now'));
    await waitFor(() => expect(view.notices.some((n) => n.kind === 'toast' && n.text === '库存不足')).toBe(true));
    expect(where()).toBe(`/mall/goodsDetail?goodsId=${GOODS_ID}`);
    api.reply(BUY, ok({ goods: goodsOf(), quantity: 1, amount: 12_800_000, problem: '' }));
    fireEvent.click(button('buy-now'));
    await waitFor(() => expect(where()).toBe(`/mall/submitOrder?goodsId=${GOODS_ID}&quantity=1`));
  });

  it('shows the seller their edit link instead of buying', async () => {
    setToken('token-seller');
    open(goodsOf({ mine: true }));
    await screen.findByTestId('goods-name');
    expect(screen.queryByTestId('add-to-cart')).toBeNull();
    expect(screen.getByText('这是您发布的商品')).toBeTruthy();
    expect(screen.getByRole('link', { name: '编辑商品' }).getAttribute('href')).toContain(`/mall/create?id=${GOODS_ID}`);
  });

  it('marks an off-sale listing 已下架 and disables its buttons', async () => {
    setToken('token-buyer');
    open(goodsOf({ isOnSale: false, evaluationCount: 4, starAverage: 4.5 }));
    expect((await screen.findByTestId('off-sale')).textContent).toBe('已下架');
    expect(button('add-to-cart').disabled).toBe(true);
    expect(button('buy-now').disabled).toBe(true);
    expect(button('contact-seller').disabled).toBe(true);
    expect(screen.getByText('共 4 条评价，平均 4.5 星')).toBeTruthy();
  });

  it('lists the evaluations with the seller’s reply, not a promise that they come later', async () => {
    const evaluation = { id: 'E1', goodsId: GOODS_ID, goodsName: '数控车床', buyerName: '林*', star: 4, content: '做工扎实', pictureUrls: [], reply: '感谢支持', createTime: 1_700_000_000_000, replyTime: 1_700_000_100_000 };
    api.reply(EVALUATIONS, ok({ records: [evaluation], total: 1, pages: 1, current: 1, size: 50 }));
    open(goodsOf({ evaluationCount: 1, starAverage: 4 }));
    expect((await screen.findByTestId('goods-evaluation')).textContent).toContain('做工扎实');
    expect(screen.getByTestId('goods-evaluation').textContent).toContain('林*');
    expect(screen.getByRole('img', { name: '4星' }).textContent).toBe('★★★★☆');
    expect(screen.getByTestId('goods-evaluation-reply').textContent).toBe('卖家回复：感谢支持');
    expect(api.seen.find((request) => request.path === EVALUATIONS)?.query.get('goodsId')).toBe(GOODS_ID);
    expect(screen.queryByText(/随订单功能上线/)).toBeNull();
  });

  it('offers no cart for a purchase intent, only the talk', async () => {
    setToken('token-buyer');
    open(goodsOf({ goodsType: 0, unitPrice: undefined, budget: 500_000, price: 500_000, quantity: 10, unit: '吨' }));
    await screen.findByTestId('goods-name');
    expect(screen.queryByTestId('add-to-cart')).toBeNull();
    expect(screen.getByText('采购预算')).toBeTruthy();
    expect(screen.getByTestId('goods-price').textContent).toBe('¥5,000.00');
    expect(button('contact-seller').disabled).toBe(false);
  });

  it('asks whom 联系卖家 talks to about a company’s goods, and opens the chat there with the goods card', async () => {
    setToken('token-buyer');
    api.reply(CONTACT, ok({ joinUserId: STAFF_ID, title: '合作云示范科技有限公司' }));
    open(goodsOf());
    await screen.findByTestId('goods-name');
    expect(button('contact-seller').textContent).toBe('联系卖家');
    fireEvent.click(button('contact-seller'));
    await waitFor(() => expect(chats).toHaveLength(1));
    expect(chats[0]).toEqual({ joinUserId: STAFF_ID, title: '合作云示范科技有限公司', goods: { goodsId: GOODS_ID, goodsName: '数控车床', goodsCategory: '01', goodsType: 1 } });
  });

  it('says why 联系卖家 cannot reach anyone, and opens no chat', async () => {
    setToken('token-buyer');
    api.reply(CONTACT, { body: { code: 106011, msg: '暂时无法联系该商品的发布方，请稍后再试', data: null } });
    const view = open(goodsOf());
    await screen.findByTestId('goods-name');
    fireEvent.click(button('contact-seller'));
    await waitFor(() => expect(view.notices.some((n) => n.text === '暂时无法联系该商品的发布方，请稍后再试')).toBe(true));
    expect(chats).toEqual([]);
  });

  it('answers a purchase intent with 报价: the chosen supplier goods’ card to the buyer, then the chat with the note', async () => {
    setToken('token-supplier');
    const supplied = goodsOf({ id: '01JBCDEFGHJKMNPQRSTVWXYZ40', name: '不锈钢法兰', goodsCategory: '04' });
    api.reply(MINE, ok({ records: [supplied], total: 1, pages: 1, current: 1, size: 10 }));
    api.reply(CONTACT, ok({ joinUserId: STAFF_ID, title: '采购方' }));
    api.reply(CARD, ok({ messageId: '1', seq: 1, sendTime: 1 }));
    open(goodsOf({ goodsType: 0, name: '采购法兰', unitPrice: undefined, budget: 500_000, price: 500_000, quantity: 10 }));
    await screen.findByTestId('goods-name');
    expect(button('contact-seller').textContent).toBe('联系买家');
    fireEvent.click(button('quote'));
    expect((await screen.findByRole('dialog')).textContent).toContain('报价：采购法兰');
    fireEvent.click(await screen.findByRole('button', { name: /不锈钢法兰/ }));
    fireEvent.change(screen.getByTestId('quote-note'), { target: { value: '单价 12.50 元，含运费' } });
    fireEvent.click(button('quote-send'));
    await waitFor(() => expect(chats).toHaveLength(1));
    expect(bodiesOf(CARD)).toEqual([expect.objectContaining({ messageType: 'MSG', joinUserId: STAFF_ID, goodsId: supplied.id, goodsType: 1, goodsCategory: '04', name: '不锈钢法兰' })]);
    expect(chats[0]).toEqual({ joinUserId: STAFF_ID, title: '采购方', note: '单价 12.50 元，含运费' });
    expect(api.seen.find((request) => request.path === MINE)?.query.get('goodsType')).toBe('1');
  });

  it('leads a supplier without supplier goods on sale to 发布商品', async () => {
    setToken('token-supplier');
    api.reply(MINE, ok({ records: [], total: 0, pages: 0, current: 1, size: 10 }));
    open(goodsOf({ goodsType: 0, unitPrice: undefined, budget: 500_000, price: 500_000, quantity: 10 }));
    await screen.findByTestId('goods-name');
    fireEvent.click(button('quote'));
    expect(await screen.findByText('还没有在售的供应商品')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去发布商品' }).getAttribute('href')).toContain('/mall/create?goodsType=1');
    expect(screen.queryByTestId('quote-send')).toBeNull();
  });

  it('says so when the goods are gone', async () => {
    api.reply(DETAIL, { status: 404, body: { code: 404, msg: '访问资源不存在', data: null } });
    renderPage(`/mall/goodsDetail?goodsId=${GOODS_ID}`, <GoodsDetailPage goodsId={GOODS_ID} />);
    expect(await screen.findByText('商品不存在或已下架')).toBeTruthy();
  });
});
