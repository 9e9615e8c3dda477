// @vitest-environment jsdom
/**
 * 确认订单 (web/src/features/order/components/submit-order-page.tsx) against a stub API: the cart's selected lines
 * grouped by seller (one order each) with price × quantity and the totals; the default address chosen; 提交订单
 * sends the prices seen with a requestId and goes to the pay page; 库存不足 shows under its line, a changed price
 * reloads the lines and shows the old and the new price, an address that went shows under the addresses.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ORDER_ERRORS } from '../../../shared/errors/order.js';
import { mallRoute } from '../../../shared/routes/mall.js';
import { orderRoute } from '../../../shared/routes/order.js';
import { SubmitOrderPage } from '../../../web/src/features/order/components/submit-order-page.js';
import { groupBySeller, totalOf, type CheckoutLine } from '../../../web/src/features/order/model/checkout.js';
import { useApiStub } from './api-stub.js';
import { address, cartOf, goods, ok, refused, seller } from './order-fixtures.js';
import { renderPage } from './render-page.js';

const CART = mallRoute('mall.cart.list').path;
const ADDRESSES = mallRoute('mall.address.list').path;
const SUBMIT = orderRoute('order.submit').path;
const api = useApiStub();

const acme = seller('S1', '示范科技有限公司');
const spark = seller('S2', '星火电子');
const camera = goods('01JGOODS000000000000000001', '工业相机', 120_000, acme);
const lens = goods('01JGOODS000000000000000002', '定焦镜头', 35_050, acme);
const board = goods('01JGOODS000000000000000003', '开发板', 9_900, spark);
const cart = (cameraPrice = 120_000) =>
  cartOf([
    { goods: { ...camera, unitPrice: cameraPrice, price: cameraPrice }, quantity: 2 },
    { goods: board, quantity: 3 },
    { goods: lens, quantity: 1 },
    { goods: goods('01JGOODS000000000000000004', '未选中', 100, spark), quantity: 1, selected: false },
    { goods: goods('01JGOODS000000000000000005', '已下架', 100, spark), quantity: 1, problem: '已下架' },
  ]);

let unsubscribe: (() => void) | undefined;
beforeEach(() => {
  api.seen.length = 0;
  api.reply(CART, ok(cart()));
  api.reply(ADDRESSES, ok([address('01JADDR0000000000000000001'), address('01JADDR0000000000000000002', { isDefault: true, contact: '陈总' })]));
});
afterEach(() => unsubscribe?.());

const show = () => {
  const page = renderPage('/mall/submitOrder?from=cart', <SubmitOrderPage />, { routes: { '/mall/pay': <p>pay</p> } });
  unsubscribe = page.unsubscribe;
  return page;
};
const submitted = () => api.seen.filter((request) => request.path === SUBMIT).map((request) => JSON.parse(Buffer.from(request.body, 'latin1').toString('utf8')) as Record<string, unknown>);

describe('grouping and totals', () => {
  it('groups lines by seller in the order they first appear, and adds each group and the whole', () => {
    const line = (goodsId: string, sellerId: string, unitPrice: number, quantity: number): CheckoutLine => ({
      goodsId, name: goodsId, specification: '', unit: '件', cover: '', unitPrice, quantity, seller: seller(sellerId, sellerId),
    });
    const groups = groupBySeller([line('a', 'S1', 100, 2), line('b', 'S2', 5, 3), line('c', 'S1', 1, 1)]);
    expect(groups.map((group) => [group.seller.sellerId, group.lines.map((l) => l.goodsId), group.amount])).toEqual([
      ['S1', ['a', 'c'], 201],
      ['S2', ['b'], 15],
    ]);
    expect(totalOf(groups)).toBe(216);
  });

  it('shows the cart’s selected lines that can be bought, one panel per seller, with the totals in yuan', async () => {
    show();
    await waitFor(() => expect(screen.getAllByTestId('checkout-group')).toHaveLength(2));
    const [first, second] = screen.getAllByTestId('checkout-group');
    expect(within(first!).getByTestId('checkout-seller').textContent).toBe('示范科技有限公司');
    expect(within(first!).getAllByTestId('checkout-line').map((line) => line.textContent)).toEqual([
      expect.stringContaining('¥1,200.00 × 2台'),
      expect.stringContaining('¥350.50 × 1台'),
    ]);
    expect(within(first!).getByTestId('group-amount').textContent).toBe('¥2,750.50');
    expect(within(second!).getByTestId('group-amount').textContent).toBe('¥297.00');
    expect(screen.queryByText('未选中')).toBeNull();
    expect(screen.queryByText('已下架')).toBeNull();
    expect(screen.getByTestId('order-total').textContent).toBe('¥3,047.50');
    // The default address is chosen at once.
    await waitFor(() => expect((screen.getAllByRole('radio')[1] as HTMLInputElement).checked).toBe(true));
    expect(screen.getByRole('link', { name: '管理收货地址' }).getAttribute('href')).toContain('/work/userCenter/address');
  });
});

describe('提交订单', () => {
  it('sends the lines (in the cart’s order) with the prices seen, the address and a requestId, then goes to the pay page', async () => {
    api.reply(SUBMIT, ok({ orderIds: ['O1', 'O2'], amount: 304_750, payDueTime: Date.now() + 1_800_000 }));
    const page = show();
    await waitFor(() => expect((screen.getByTestId('order-submit') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.change(screen.getByTestId('order-remark'), { target: { value: '请开发票' } });
    fireEvent.click(screen.getByTestId('order-submit'));
    await waitFor(() => expect(page.getByTestId('where').textContent).toBe('/mall/pay?orderIds=O1%2CO2'));
    const [body] = submitted();
    expect(body).toMatchObject({
      items: [
        { goodsId: camera.id, quantity: 2, price: 120_000 },
        { goodsId: lens.id, quantity: 1, price: 35_050 },
        { goodsId: board.id, quantity: 3, price: 9_900 },
      ],
      addressId: '01JADDR0000000000000000002',
      remark: '请开发票',
      fromCart: true,
    });
    expect(body?.requestId).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it('shows 库存不足 under its line', async () => {
    api.reply(SUBMIT, refused(ORDER_ERRORS.ORDER_STOCK_SHORT.code, ORDER_ERRORS.ORDER_STOCK_SHORT.msg, { goodsId: board.id, stock: 2 }));
    show();
    await waitFor(() => expect((screen.getByTestId('order-submit') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('order-submit'));
    const note = await screen.findByTestId('line-refusal');
    expect(note.textContent).toBe('商品库存不足，仅剩 2 件');
    expect(note.closest('[data-testid="checkout-line"]')?.textContent).toContain('开发板');
    expect(screen.getByText('部分商品不能购买，请调整后重新提交')).toBeTruthy();
  });

  it('reloads a changed price and shows the old and the new one, the next submit sending the new price', async () => {
    api.reply(SUBMIT, refused(ORDER_ERRORS.ORDER_PRICE_CHANGED.code, ORDER_ERRORS.ORDER_PRICE_CHANGED.msg, { goodsId: camera.id, price: 125_000 }));
    show();
    await waitFor(() => expect((screen.getByTestId('order-submit') as HTMLButtonElement).disabled).toBe(false));
    api.reply(CART, ok(cart(125_000)));
    fireEvent.click(screen.getByTestId('order-submit'));
    const changed = await screen.findByTestId('price-changed');
    expect(changed.textContent).toBe('价格已变动：原价 ¥1,200.00，现价 ¥1,250.00');
    await waitFor(() => expect(screen.getByTestId('order-total').textContent).toBe('¥3,147.50'));
    expect(screen.getByText(ORDER_ERRORS.ORDER_PRICE_CHANGED.msg)).toBeTruthy();
    fireEvent.click(screen.getByTestId('order-submit'));
    await waitFor(() => expect(submitted()).toHaveLength(2));
    const [first, second] = submitted();
    expect((second?.items as { price: number }[])[0]?.price).toBe(125_000);
    // A refused attempt is over: the next one has its own requestId.
    expect(second?.requestId).not.toBe(first?.requestId);
  });

  it('shows an address that went under the addresses', async () => {
    api.reply(SUBMIT, refused(ORDER_ERRORS.ORDER_ADDRESS_NOT_FOUND.code, ORDER_ERRORS.ORDER_ADDRESS_NOT_FOUND.msg));
    show();
    await waitFor(() => expect((screen.getByTestId('order-submit') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('order-submit'));
    expect((await screen.findByTestId('address-error')).textContent).toBe('收货地址不存在，请重新选择');
  });
});
