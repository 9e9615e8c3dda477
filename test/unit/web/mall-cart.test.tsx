// @vitest-environment jsdom
/**
 * 购物车 (web/src/features/mall/components/cart-page.tsx) against a stub API: lines grouped by seller with the seller's
 * and 全选's checkbox states, a line with a problem shown and not choosable, 价格已变动 with the price when added, the
 * chosen lines' count and total at today's prices, quantity changes and choices sent to the server, 结算 to the order
 * page; and the pure rules beside it.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mallRoute } from '../../../shared/routes/mall.js';
import { CartPage } from '../../../web/src/features/mall/components/cart-page.js';
import { clampQuantity } from '../../../web/src/features/mall/components/quantity-stepper.js';
import { checkStateOf, selectionOf } from '../../../web/src/features/mall/model/cart-view.js';
import { useApiStub } from './api-stub.js';
import { cartOf, lineOf } from './mall-fixtures.js';
import { renderPage } from './render-page.js';

const LIST = mallRoute('mall.cart.list').path;
const UPDATE = mallRoute('mall.cart.update').path;
const SELECT = mallRoute('mall.cart.select').path;
const ok = (data: unknown) => ({ body: { code: 200, msg: '操作成功', data } });
const api = useApiStub();
const bodiesOf = (path: string) => api.seen.filter((request) => request.path === path).map((request) => JSON.parse(Buffer.from(request.body, 'latin1').toString('utf8')) as Record<string, unknown>);

const OTHER_SELLER = { sellerId: '01JBCDEFGHJKMNPQRSTVWXYZ21', sellerType: 'PERSONAGE' as const, name: '林晓', headPortrait: '', regionLabel: '' };
const lathe = lineOf({ quantity: 2, goods: { id: '01JBCDEFGHJKMNPQRSTVWXYZ11', name: '数控车床', price: 100_000, unitPrice: 100_000, stock: 10 } });
const drill = lineOf({ quantity: 1, addedPrice: 30_000, goods: { id: '01JBCDEFGHJKMNPQRSTVWXYZ12', name: '台钻', price: 25_050, unitPrice: 25_050, stock: 10 } });
const gone = lineOf({ quantity: 1, problem: '已下架', goods: { id: '01JBCDEFGHJKMNPQRSTVWXYZ13', name: '旧机床', isOnSale: false, price: 9_900 } });
const ink = lineOf({ quantity: 3, selected: false, goods: { id: '01JBCDEFGHJKMNPQRSTVWXYZ14', name: '墨盒', price: 1_000, stock: 5, minOrderQuantity: 2, seller: OTHER_SELLER } });

beforeEach(() => {
  api.seen.length = 0;
  api.reply(LIST, ok(cartOf([lathe, drill, gone, ink])));
  api.reply(UPDATE, ok(null));
  api.reply(SELECT, ok(null));
});

describe('the cart’s rules', () => {
  it('add up only the chosen lines that can be bought, at today’s prices', () => {
    expect(selectionOf(cartOf([lathe, drill, gone, ink]))).toEqual({ count: 2, amount: 2 * 100_000 + 25_050, goodsIds: [lathe.goodsId, drill.goodsId] });
    expect(checkStateOf([lathe, drill, gone])).toBe(true);
    expect(checkStateOf([lathe, ink])).toBe('mixed');
    expect(checkStateOf([gone])).toBe(false);
  });

  it('keep a quantity between the minimum order and the stock', () => {
    expect(clampQuantity(0, 2, 5)).toBe(2);
    expect(clampQuantity(9, 2, 5)).toBe(5);
    expect(clampQuantity(Number.NaN, 2, 5)).toBe(2);
    expect(clampQuantity(3.7, 1, 5)).toBe(3);
  });
});

describe('the cart page', () => {
  it('groups lines by seller and shows the total, the changes of price and the problems', async () => {
    renderPage('/work/userCenter/shopcar', <CartPage />, { routes: { '/mall/submitOrder': <p>确认订单</p> } });
    const groups = await screen.findAllByTestId('cart-group');
    expect(groups).toHaveLength(2);
    expect(within(groups[0]!).getAllByTestId('cart-line')).toHaveLength(3);
    expect(within(groups[1]!).getByText('林晓')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '购物车（4）' })).toBeTruthy();
    expect(screen.getByTestId('cart-total').textContent).toBe('¥2,250.50');
    expect(screen.getByTestId('cart-selected').textContent).toBe('已选 2 种商品');
    expect(screen.getByTestId('price-changed').textContent).toBe('价格已变动，加入时 ¥300.00');
    expect(screen.getByTestId('cart-problem').textContent).toBe('已下架');
    expect((screen.getByRole('checkbox', { name: '选择旧机床' }) as HTMLInputElement).disabled).toBe(true);
    // The first seller's choosable lines are all chosen; the whole cart's only some.
    expect((screen.getByRole('checkbox', { name: '选择合作云示范科技有限公司的全部商品' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('checkbox', { name: '全选' }).getAttribute('aria-checked') ?? String((screen.getByRole('checkbox', { name: '全选' }) as HTMLInputElement).indeterminate)).toMatch(/mixed|true/);

    // 全选 chooses every line that can be bought (not the one off sale).
    fireEvent.click(screen.getByRole('checkbox', { name: '全选' }));
    await waitFor(() => expect(bodiesOf(SELECT)).toEqual([{ goodsIds: [lathe.goodsId, drill.goodsId, ink.goodsId], selected: true }]));
  });

  it('sends a changed quantity and a choice, and leads 结算 to the order page', async () => {
    renderPage('/work/userCenter/shopcar', <CartPage />, { routes: { '/mall/submitOrder': <p>确认订单</p> } });
    await screen.findAllByTestId('cart-group');
    const line = screen.getAllByTestId('cart-line')[0]!;
    fireEvent.click(within(line).getByRole('button', { name: '增加数量' }));
    await waitFor(() => expect(bodiesOf(UPDATE)).toEqual([{ goodsId: lathe.goodsId, quantity: 3 }]));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择墨盒' }));
    await waitFor(() => expect(bodiesOf(UPDATE)).toContainEqual({ goodsId: ink.goodsId, selected: true }));
    fireEvent.click(screen.getByTestId('cart-checkout'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/mall/submitOrder?from=cart'));
  });

  it('says the cart is empty', async () => {
    api.reply(LIST, ok({ groups: [], count: 0, selectedAmount: 0 }));
    renderPage('/work/userCenter/shopcar', <CartPage />);
    expect(await screen.findByText('购物车是空的')).toBeTruthy();
  });
});
