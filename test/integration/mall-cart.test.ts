/**
 * Delivery addresses and the cart through the local gateway (docs/mall.md), and the steps the order domain will build
 * on (functions/mall/public.ts) against DynamoDB Local: addresses up to the limit with one default, the cart's refusals
 * and accumulating adds (at once too), each line checked against its listing as it is now, strangers refused, and stock
 * reserved under a condition so that concurrent reservations never oversell.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ERRORS } from '../../shared/errors.js';
import { ADDRESS_LIMITS, type Address, type CartView } from '../../shared/schemas/mall-cart.js';
import { ddb, table, transact } from '../../functions/lib/store/client.js';
import { goodsKey } from '../../functions/mall/keys.js';
import { isConflict } from '../../functions/mall/store.js';
import { addressOf, cartLinesOf, evaluationItem, goodsByIds, removeCartLineItems, reserveStockItem, returnStockItem } from '../../functions/mall/public.js';
import { call } from '../support/api.js';
import { aListing, anAddress, inCart, rowOf } from '../support/mall.js';
import { newPerson } from '../support/people.js';

const itemOf = async (id: string) => (await ddb.send(new GetCommand({ TableName: table(), Key: goodsKey(id), ConsistentRead: true }))).Item;

describe('delivery addresses', () => {
  it('are listed default first with the phone in full, the first one the default, one default at a time, up to the limit', async () => {
    const person = await newPerson();
    const first = await anAddress(person);
    const second = await anAddress(person, { phone: '13711112222', label: '公司' });
    let list = (await call<Address[]>('mall.address.list', {}, person.token)).body.data;
    expect(list.map((a) => [a.id, a.isDefault])).toEqual([[first, true], [second, false]]);
    expect(list[1]).toMatchObject({ phone: '13711112222', label: '公司', regionLabel: '浙江省 杭州市 西湖区' });
    expect((await call('mall.address.default', { id: second }, person.token)).body.code).toBe(200);
    list = (await call<Address[]>('mall.address.list', {}, person.token)).body.data;
    expect(list.map((a) => [a.id, a.isDefault])).toEqual([[second, true], [first, false]]);
    const third = await anAddress(person, { isDefault: true });
    expect((await call<Address[]>('mall.address.list', {}, person.token)).body.data.filter((a) => a.isDefault).map((a) => a.id)).toEqual([third]);
    // Deleting the default makes the newest other one the default.
    expect((await call('mall.address.delete', { id: third }, person.token)).body.code).toBe(200);
    list = (await call<Address[]>('mall.address.list', {}, person.token)).body.data;
    expect(list.map((a) => [a.id, a.isDefault])).toEqual([[second, true], [first, false]]);
    // Up to the limit, also when saved at once.
    const answers = await Promise.all(Array.from({ length: ADDRESS_LIMITS.perAccount }, () => call('mall.address.save', { provinceCode: '110000', cityCode: '110100', street: '长安街 1 号', contact: '李四', phone: '13812345678' }, person.token)));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(ADDRESS_LIMITS.perAccount - 2);
    expect(answers.filter((a) => a.body.code !== 200).map((a) => a.body.code)).toEqual([ERRORS.ADDRESS_LIMIT.code, ERRORS.ADDRESS_LIMIT.code]);
    expect((await call<Address[]>('mall.address.list', {}, person.token)).body.data).toHaveLength(ADDRESS_LIMITS.perAccount);
    expect(await addressOf(person.userId, first)).toMatchObject({ id: first, contact: '王小明' });
  });

  it('refuse a region that does not hold together, and are another’s to a stranger (404, nothing changed)', async () => {
    const [owner, stranger] = await Promise.all([newPerson(), newPerson()]);
    const bad = await call('mall.address.save', { provinceCode: '330000', street: '文三路', contact: '王', phone: '13912345678' }, owner.token);
    expect({ status: bad.status, path: (bad.body.data as { issues: { path: string }[] }).issues[0]!.path }).toEqual({ status: 400, path: 'cityCode' });
    const id = await anAddress(owner);
    for (const answer of [
      await call('mall.address.delete', { id }, stranger.token),
      await call('mall.address.default', { id }, stranger.token),
      await call('mall.address.save', { id, provinceCode: '110000', cityCode: '110100', street: 'x', contact: 'y', phone: '13812345678' }, stranger.token),
    ]) {
      expect(answer.status).toBe(404);
    }
    expect((await call<Address[]>('mall.address.list', {}, owner.token)).body.data).toEqual([expect.objectContaining({ id, street: '文三路 100 号', isDefault: true })]);
    expect(await addressOf(stranger.userId, id)).toBeUndefined();
  });
});

describe('the cart', () => {
  it('refuses one’s own goods, purchase intents, goods off sale or deleted, and quantities beyond the stock or below the minimum', async () => {
    const [seller, buyer] = await Promise.all([newPerson(), newPerson()]);
    const [goods, intent, off, gone] = await Promise.all([aListing(seller, 1), aListing(seller, 0), aListing(seller, 1, { isOnSale: false }), aListing(seller, 1)]);
    await call('mall.goods.delete', { id: gone }, seller.token);
    const codeOf = async (goodsId: string, quantity: number, who = buyer) => (await call('mall.cart.add', { goodsId, quantity }, who.token)).body;
    expect((await codeOf(goods, 2, seller)).code).toBe(ERRORS.GOODS_OWN.code);
    expect((await codeOf(intent, 2)).code).toBe(ERRORS.GOODS_NOT_ORDERABLE.code);
    expect((await codeOf(off, 2)).code).toBe(ERRORS.GOODS_OFF_SALE.code);
    expect((await codeOf(gone, 2)).code).toBe(ERRORS.GOODS_DELETED.code);
    expect(await codeOf(goods, 101)).toMatchObject({ code: ERRORS.GOODS_OVER_STOCK.code, msg: '库存不足（剩 100 件）' });
    expect(await codeOf(goods, 1)).toMatchObject({ code: ERRORS.GOODS_BELOW_MINIMUM.code, msg: '低于起订量 2 件' });
    expect(await codeOf(goods, 2)).toMatchObject({ code: 200, data: { count: 1 } });
    expect((await codeOf(goods, 99)).code).toBe(ERRORS.GOODS_OVER_STOCK.code);
  });

  it('accumulates adds made at once, each counted once', async () => {
    const [seller, buyer] = await Promise.all([newPerson(), newPerson()]);
    const goodsId = await aListing(seller, 1, { minOrderQuantity: 1, stock: 1_000 });
    const answers = await Promise.all(Array.from({ length: 12 }, () => call('mall.cart.add', { goodsId, quantity: 3 }, buyer.token)));
    expect(answers.map((a) => a.body.code)).toEqual(Array(12).fill(200));
    const cart = (await call<CartView>('mall.cart.list', {}, buyer.token)).body.data;
    expect(cart.count).toBe(1);
    expect(cart.groups[0]!.lines[0]).toMatchObject({ goodsId, quantity: 36, selected: true, problem: '' });
  });

  it('lists lines by seller, checked against the listings now: a price change shown, and why a line cannot be ordered', async () => {
    const [a, b, buyer] = await Promise.all([newPerson(), newPerson(), newPerson()]);
    const [priced, sold, off, gone, other] = await Promise.all([aListing(a, 1), aListing(a, 1), aListing(a, 1), aListing(a, 1), aListing(b, 2)]);
    for (const id of [priced, sold, off, gone]) await inCart(buyer, id, 10);
    await inCart(buyer, other, 1);
    await call('mall.goods.edit', { id: priced, goodsType: 1, ...rowOf(1, { unitPrice: 1_500 }) } as never, a.token);
    await call('mall.goods.edit', { id: sold, goodsType: 1, ...rowOf(1, { stock: 4 }) } as never, a.token);
    await call('mall.goods.show', { id: off, isOnSale: false }, a.token);
    await call('mall.goods.delete', { id: gone }, a.token);
    const cart = (await call<CartView>('mall.cart.list', {}, buyer.token)).body.data;
    expect(cart.count).toBe(5);
    expect(cart.groups.map((g) => g.seller.sellerId)).toEqual([b.userId, a.userId]);
    const lines = Object.fromEntries(cart.groups.flatMap((g) => g.lines).map((l) => [l.goodsId, l]));
    expect(lines[priced]).toMatchObject({ addedPrice: 1_250, goods: { unitPrice: 1_500, price: 1_500 }, problem: '' });
    expect(lines[sold]!.problem).toBe('库存不足（剩 4 件）');
    expect(lines[off]!.problem).toBe('已下架');
    expect(lines[gone]!.problem).toBe('商品已删除');
    expect(lines[other]).toMatchObject({ addedPrice: 8_000_000, problem: '' });
    expect(cart.selectedAmount).toBe(1_500 * 10 + 8_000_000);
    // Unselected lines are not in the amount; an update is held to the listing now.
    expect((await call('mall.cart.select', { goodsIds: [other], selected: false }, buyer.token)).body.code).toBe(200);
    expect((await call<CartView>('mall.cart.list', {}, buyer.token)).body.data.selectedAmount).toBe(15_000);
    expect((await call('mall.cart.update', { goodsId: sold, quantity: 5 }, buyer.token)).body.code).toBe(ERRORS.GOODS_OVER_STOCK.code);
    expect((await call('mall.cart.update', { goodsId: sold, quantity: 4 }, buyer.token)).body.code).toBe(200);
    expect((await call('mall.cart.select', { selected: true }, buyer.token)).body.code).toBe(200);
    expect((await call('mall.cart.remove', { goodsIds: [off, gone] }, buyer.token)).body.code).toBe(200);
    expect((await call('mall.cart.remove', { goodsIds: [off] }, buyer.token)).status).toBe(404);
    const after = (await call<CartView>('mall.cart.list', {}, buyer.token)).body.data;
    expect(after.count).toBe(3);
    expect(after.selectedAmount).toBe(1_500 * 10 + 1_250 * 4 + 8_000_000);
  });

  it('is its account’s own: a stranger naming its lines is refused with 404 and changes nothing', async () => {
    const [seller, buyer, stranger] = await Promise.all([newPerson(), newPerson(), newPerson()]);
    const goodsId = await aListing(seller, 1);
    await inCart(buyer, goodsId, 4);
    for (const answer of [
      await call('mall.cart.update', { goodsId, quantity: 6 }, stranger.token),
      await call('mall.cart.remove', { goodsIds: [goodsId] }, stranger.token),
      await call('mall.cart.select', { goodsIds: [goodsId], selected: false }, stranger.token),
    ]) {
      expect(answer.status).toBe(404);
    }
    expect((await call<CartView>('mall.cart.list', {}, buyer.token)).body.data.groups[0]!.lines[0]).toMatchObject({ quantity: 4, selected: true });
    expect((await call<CartView>('mall.cart.list', {}, stranger.token)).body.data).toEqual({ groups: [], count: 0, selectedAmount: 0 });
  });
});

describe('the order domain’s steps (functions/mall/public.ts)', () => {
  it('reserve stock under a condition, so reservations at once never oversell, return it, count evaluations, and take lines out of a cart', async () => {
    const [seller, buyer] = await Promise.all([newPerson(), newPerson()]);
    const goodsId = await aListing(seller, 1, { stock: 100, minOrderQuantity: 1 });
    // A collision with another reservation is tried again, as the order domain's commit does; a failed condition is final.
    const reserve = async (): Promise<void> => {
      for (;;) {
        try {
          return await transact([reserveStockItem(goodsId, 30)], () => new Error('no stock'));
        } catch (error) {
          if (!isConflict(error)) throw error;
        }
      }
    };
    const tries = await Promise.allSettled(Array.from({ length: 5 }, reserve));
    expect(tries.filter((t) => t.status === 'fulfilled')).toHaveLength(3);
    expect(await itemOf(goodsId)).toMatchObject({ stock: 10, sales: 90, openOrders: 3, rev: 4 });
    await transact([returnStockItem(goodsId, 30)]);
    await transact([evaluationItem(goodsId, 4)]);
    expect((await goodsByIds([goodsId])).get(goodsId)).toMatchObject({ stock: 40, sales: 60, openOrders: 2, evaluationCount: 1, starSum: 4, rev: 6 });
    // Off sale, nothing is reserved; the seller cannot delete a listing with open orders.
    await call('mall.goods.show', { id: goodsId, isOnSale: false }, seller.token);
    await expect(transact([reserveStockItem(goodsId, 1)], () => new Error('off sale'))).rejects.toThrow('off sale');
    expect((await call('mall.goods.delete', { id: goodsId }, seller.token)).body.code).toBe(ERRORS.GOODS_OPEN_ORDERS.code);
    const other = await aListing(seller, 1);
    await inCart(buyer, other, 2);
    const lines = await cartLinesOf(buyer.userId);
    await transact(removeCartLineItems(buyer.userId, lines.map((l) => l.goodsId)));
    expect((await call<CartView>('mall.cart.list', {}, buyer.token)).body.data.count).toBe(0);
  });
});
