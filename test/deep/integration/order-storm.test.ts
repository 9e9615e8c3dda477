/**
 * The order domain under a storm (docs/orders.md "Money"; docs/testing.md deep tier): 200 buyers race for 50 units of
 * one listing, each sending its checkout twice with the same requestId; then, all at once, the payment timeouts fire
 * (test clock), buyers cancel, pay (twice with one requestId) and ask refunds, sellers ship, and the automatic
 * receipts fire beside the sellers' silence on refunds. Never oversold, the stock exact, every refund exact, the
 * seller paid exactly its completed orders less commission, and the ledger of every account involved reconciles.
 */
import { ERRORS } from '../../../shared/errors.js';
import { orderCommissionOf } from '../../../shared/mall.js';
import { reconcileScoped } from '../../../functions/wallet/reconcile.js';
import { orderEscrowAccountId, walletAccountId } from '../../../functions/wallet/public.js';
import { readLedgerOf } from '../../../infra/scripts/ledger-snapshot.js';
import { call } from '../../support/api.js';
import { balanceOf } from '../../support/ledger.js';
import { newRequestId } from '../../support/money.js';
import { newPerson } from '../../support/people.js';
import { detail, goodsNow, listGoods, newBuyer, ok, pay, sellerOf, submit, sweepOrders } from '../../support/orders.js';

const PRICE = 1_000;
const STOCK = 50;
const BUYERS = 200;

const inBatches = async <T, R>(items: readonly T[], size: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> => {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map((item, j) => work(item, i + j)))));
  return out;
};

const sweepAll = (now: number, ids: readonly string[]) => Promise.all(Array.from({ length: Math.ceil(ids.length / 20) }, (_, i) => sweepOrders(now, ...ids.slice(i * 20, i * 20 + 20))));

describe('an order storm', () => {
  it('never oversells, and every fen ends where the orders say', { timeout: 600_000 }, async () => {
    const seller = await newPerson();
    const goodsId = await listGoods(sellerOf(seller), { stock: STOCK, price: PRICE });
    const buyers = await inBatches(Array.from({ length: BUYERS }), 20, () => newBuyer(PRICE));

    // The race: every buyer sends the same checkout twice at once.
    const answers = await Promise.all(
      buyers.map(async (buyer) => {
        const requestId = newRequestId();
        const [a, b] = await Promise.all([submit(buyer, [{ goodsId, quantity: 1, price: PRICE }], requestId), submit(buyer, [{ goodsId, quantity: 1, price: PRICE }], requestId)]);
        return { buyer, a: a.body, b: b.body };
      }),
    );
    for (const { a, b } of answers) {
      expect([200, ERRORS.ORDER_STOCK_SHORT.code, ERRORS.STALE_DATA.code]).toContain(a.code);
      if (a.code === 200 && b.code === 200) expect(b.data).toEqual(a.data);
    }
    const winners = answers.filter((x) => x.a.code === 200 || x.b.code === 200).map((x) => ({ buyer: x.buyer, orderId: ((x.a.code === 200 ? x.a.data : x.b.data) as { orderIds: string[] }).orderIds[0]! }));
    expect(winners.length).toBeLessThanOrEqual(STOCK);
    expect((await goodsNow(goodsId)).stock).toBe(STOCK - winners.length);
    expect(winners.length).toBeGreaterThanOrEqual(STOCK - 5);

    // Roles: some never pay (their 30 minutes pass), some cancel, the rest pay — all at once, with the timeouts firing.
    const unpaid = winners.slice(0, 10);
    const cancelling = winners.slice(10, 15);
    const paying = winners.slice(15);
    const late = Date.now() + 31 * 60_000;
    await Promise.all([
      sweepAll(late, unpaid.map((w) => w.orderId)),
      ...cancelling.map((w) => call('order.cancel', { orderId: w.orderId }, w.buyer.person.token).then((r) => ok(r, 'cancel'))),
      ...paying.map(async (w) => {
        const requestId = newRequestId();
        const [x, y] = await Promise.all([pay(w.buyer.person, [w.orderId], requestId), pay(w.buyer.person, [w.orderId], requestId)]);
        ok(x, 'pay');
        ok(y, 'pay again');
      }),
    ]);
    for (const w of [...unpaid, ...cancelling]) expect((await detail(w.buyer.person, w.orderId)).state).toBe('CANCELLED');
    const stockAfterCancels = STOCK - paying.length;
    expect((await goodsNow(goodsId)).stock).toBe(stockAfterCancels);

    // Some get their money back before shipping; the seller ships the rest; some of those ask part back.
    const refundedWhole = paying.slice(0, 10);
    const shipped = paying.slice(10);
    const partly = shipped.slice(0, 5);
    await Promise.all([
      ...refundedWhole.map(async (w) => {
        const { id } = ok(await call<{ id: string }>('order.refund.apply', { orderId: w.orderId, type: 'REFUND', amount: PRICE, reason: '不要了', requestId: newRequestId() }, w.buyer.person.token), 'apply');
        ok(await call('order.refund.agree', { refundId: id }, seller.token), 'agree');
      }),
      ...shipped.map((w) => call('order.deliver', { orderId: w.orderId, carrier: '顺丰速运', trackingNo: `SF${w.orderId.slice(-10)}` }, seller.token).then((r) => ok(r, 'deliver'))),
    ]);
    const refunds = await Promise.all(
      partly.map(async (w) => ok(await call<{ id: string }>('order.refund.apply', { orderId: w.orderId, type: 'REFUND', amount: 300, reason: '少发一件', requestId: newRequestId() }, w.buyer.person.token), 'apply').id),
    );

    // Ten days on: the automatic receipts and the sellers' silence on the refunds fire together; then once more an hour on.
    const tenDays = Date.now() + 11 * 24 * 3_600_000;
    await Promise.all([sweepAll(tenDays, shipped.map((w) => w.orderId)), sweepAll(tenDays, refunds)]);
    await sweepAll(tenDays + 2 * 3_600_000, shipped.map((w) => w.orderId));
    for (const w of shipped) expect((await detail(w.buyer.person, w.orderId)).state).toBe('COMPLETED');
    for (const w of refundedWhole) expect((await detail(w.buyer.person, w.orderId)).state).toBe('CLOSED');

    // The stock: what was taken by the orders that stand, exactly.
    expect((await goodsNow(goodsId)).stock).toBe(STOCK - shipped.length);
    expect((await goodsNow(goodsId)).sales).toBe(shipped.length);
    // The money: each refund exact, the seller paid its completed orders less commission, every escrow empty.
    for (const w of refundedWhole) expect((await balanceOf(walletAccountId('PERSONAGE', w.buyer.person.userId))).available).toBe(PRICE);
    for (const w of partly) expect((await balanceOf(walletAccountId('PERSONAGE', w.buyer.person.userId))).available).toBe(300);
    const expected = (shipped.length - partly.length) * (PRICE - orderCommissionOf(PRICE)) + partly.length * (PRICE - 300 - orderCommissionOf(PRICE - 300));
    expect((await balanceOf(walletAccountId('PERSONAGE', seller.userId))).available).toBe(expected);
    for (const w of paying) expect(await balanceOf(orderEscrowAccountId(w.orderId))).toEqual({ available: 0, frozen: 0 });
    const report = reconcileScoped(
      await readLedgerOf([walletAccountId('PERSONAGE', seller.userId), ...winners.map((w) => walletAccountId('PERSONAGE', w.buyer.person.userId)), ...paying.map((w) => orderEscrowAccountId(w.orderId))]),
    );
    expect(report.findings, report.findings.join('\n')).toEqual([]);
  });
});
