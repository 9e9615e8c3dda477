/**
 * After-sales, evaluations and invoices through the local gateway (docs/orders.md): a refund only before delivery
 * closes the order when it returns everything (stock back); a partial refund leaves the rest to the seller; a return
 * and refund walks agree → ship back → receive; a refusal escalated is ruled by the service desk; the seller's silence
 * is agreement after 48 hours; an open after-sale holds the automatic receipt until it ends. Evaluations once per line,
 * a reply once, public and masked; invoices with the 专用发票's fields, issued by number, read by both sides.
 */
import { ERRORS } from '../../shared/errors.js';
import { orderCommissionOf } from '../../shared/mall.js';
import type { Page } from '../../shared/envelope.js';
import type { Evaluation, Invoice, Order, Refund, SellOrderCount, BuyOrderCount } from '../../shared/schemas/order.js';
import { ruleOnRefund } from '../../functions/order/refunds.js';
import { reconcileScoped } from '../../functions/wallet/reconcile.js';
import { orderEscrowAccountId, walletAccountId } from '../../functions/wallet/public.js';
import { readLedgerOf } from '../../infra/scripts/ledger-snapshot.js';
import { call } from '../support/api.js';
import { balanceOf } from '../support/ledger.js';
import { newRequestId } from '../support/money.js';
import { newPerson } from '../support/people.js';
import { detail, goodsNow, ok, paidOrder, sweepOrders } from '../support/orders.js';

const wallet = (userId: string) => walletAccountId('PERSONAGE', userId);
const apply = (token: string, orderId: string, type: 'REFUND' | 'RETURN_REFUND', amount: number, requestId = newRequestId()) =>
  call<{ id: string }>('order.refund.apply', { orderId, type, amount, reason: '商品与描述不符', requestId }, token);
const refundOf = async (token: string, id: string) => ok(await call<Refund>('order.refund.detail', { id }, token), 'refund');

describe('after-sale', () => {
  it('a full refund before delivery returns the money and the stock and closes the order; limits hold', async () => {
    const o = await paidOrder({ price: 2_000, quantity: 3, stock: 5 });
    const buyer = o.buyer.person;
    expect((await apply(buyer.token, o.orderId, 'RETURN_REFUND', 1_000)).body.code).toBe(ERRORS.REFUND_NOT_SHIPPED.code);
    expect((await apply(buyer.token, o.orderId, 'REFUND', 6_001)).body).toMatchObject({ code: ERRORS.REFUND_TOO_MUCH.code, data: { refundable: 6_000 } });
    expect((await apply(o.seller.token, o.orderId, 'REFUND', 1_000)).body.code).toBe(ERRORS.PROCESS_WRONG_ACTOR.code);
    const requestId = newRequestId();
    const [first, twin] = await Promise.all([apply(buyer.token, o.orderId, 'REFUND', 6_000, requestId), apply(buyer.token, o.orderId, 'REFUND', 6_000, requestId)]);
    const { id } = ok(first, 'apply');
    expect(ok(twin, 'twin').id).toBe(id);
    expect((await apply(buyer.token, o.orderId, 'REFUND', 10)).body.code).toBe(ERRORS.REFUND_OPEN.code);
    // The seller cannot ship while the after-sale is open.
    expect((await call('order.deliver', { orderId: o.orderId, carrier: '顺丰', trackingNo: 'SF5550000' }, o.seller.token)).body.code).toBe(ERRORS.ORDER_REFUND_PENDING.code);
    const waiting = await refundOf(o.seller.token, id);
    expect(waiting).toMatchObject({ state: 'REQUESTED', viewerSide: 'SELLER' });
    expect(waiting.actions.map((a) => a.name)).toEqual(['agree', 'refuse']);
    expect(waiting.dueTime - waiting.createTime).toBe(48 * 3_600_000);
    expect(ok(await call<SellOrderCount>('order.sellCount', {}, o.seller.token), 'count').applyAfterSale).toBe(1);
    expect((await call('order.refund.detail', { id }, (await newPerson()).token)).body.code).toBe(404);

    const beforeAgree = Date.now();
    ok(await call('order.refund.agree', { refundId: id }, o.seller.token), 'agree');
    expect((await refundOf(buyer.token, id)).state).toBe('REFUNDED');
    const closed = await detail(buyer, o.orderId);
    expect(closed).toMatchObject({ state: 'CLOSED', refunded: 6_000, refund: { id, state: 'REFUNDED' }, cancelTime: 0, completeTime: 0 });
    expect(closed.closeTime).toBeGreaterThanOrEqual(beforeAgree);
    expect((await detail(o.seller, o.orderId)).closeTime).toBe(closed.closeTime);
    expect(await balanceOf(wallet(buyer.userId))).toEqual({ available: 6_000, frozen: 0 });
    expect(await balanceOf(orderEscrowAccountId(o.orderId))).toEqual({ available: 0, frozen: 0 });
    expect((await goodsNow(o.goodsId)).stock).toBe(5);
    expect(ok(await call<SellOrderCount>('order.sellCount', {}, o.seller.token), 'count')).toEqual({ applyAfterSale: 0, applyInvoices: 0, waitDeliver: 0, waitPay: 0 });
  });

  it('a partial refund after delivery, then receipt: the seller gets the rest less commission on the rest', async () => {
    const o = await paidOrder({ price: 10_000, quantity: 1 });
    ok(await call('order.deliver', { orderId: o.orderId, carrier: '顺丰', trackingNo: 'SF6660000' }, o.seller.token), 'deliver');
    const { id } = ok(await apply(o.buyer.person.token, o.orderId, 'REFUND', 3_000), 'apply');
    // The automatic receipt waits while the after-sale is open.
    const due = (await detail(o.buyer.person, o.orderId)).receiveDueTime;
    await sweepOrders(due + 60_000, o.orderId);
    expect((await detail(o.buyer.person, o.orderId)).state).toBe('DELIVERED');
    expect((await call('order.confirmReceipt', { orderId: o.orderId }, o.buyer.person.token)).body.code).toBe(ERRORS.ORDER_REFUND_PENDING.code);
    // The seller's silence: agreed after 48 hours.
    expect((await sweepOrders(Date.now() + 49 * 3_600_000, id)).fired).toBeGreaterThanOrEqual(1);
    expect((await refundOf(o.buyer.person.token, id)).state).toBe('REFUNDED');
    // The receipt, looked at again once the after-sale ended, completes the order.
    expect((await sweepOrders(due + 2 * 3_600_000, o.orderId)).fired).toBe(1);
    const done = await detail(o.seller, o.orderId);
    const rest = 7_000;
    expect(done).toMatchObject({ state: 'COMPLETED', refunded: 3_000, commission: orderCommissionOf(rest), sellerIncome: rest - orderCommissionOf(rest) });
    expect((await balanceOf(wallet(o.seller.userId))).available).toBe(rest - orderCommissionOf(rest));
    expect((await balanceOf(wallet(o.buyer.person.userId))).available).toBe(3_000);
    const report = reconcileScoped(await readLedgerOf([wallet(o.seller.userId), wallet(o.buyer.person.userId), orderEscrowAccountId(o.orderId)]));
    expect(report.findings, report.findings.join('\n')).toEqual([]);
  });

  it('return and refund: agree, ship back, receive; a refusal escalated and ruled by the service desk', async () => {
    const o = await paidOrder({ price: 4_000, quantity: 2 });
    const buyer = o.buyer.person;
    ok(await call('order.deliver', { orderId: o.orderId, carrier: '中通', trackingNo: 'ZT7770000' }, o.seller.token), 'deliver');
    const ret = ok(await apply(buyer.token, o.orderId, 'RETURN_REFUND', 4_000), 'apply').id;
    ok(await call('order.refund.agree', { refundId: ret }, o.seller.token), 'agree return');
    expect((await refundOf(buyer.token, ret)).actions.map((a) => a.name)).toEqual(['shipReturn', 'cancel']);
    ok(await call('order.refund.returnShip', { refundId: ret, carrier: '圆通', trackingNo: 'YT8880000' }, buyer.token), 'ship');
    expect((await call('order.refund.receiveReturn', { refundId: ret }, buyer.token)).body.code).toBe(ERRORS.PROCESS_WRONG_ACTOR.code);
    ok(await call('order.refund.receiveReturn', { refundId: ret }, o.seller.token), 'receive');
    const returned = await refundOf(buyer.token, ret);
    expect(returned.state).toBe('REFUNDED');
    expect(returned.steps.map((s) => s.label)).toEqual(['申请售后', '同意退货', '填写退货物流', '确认收到退货']);

    const second = ok(await apply(buyer.token, o.orderId, 'REFUND', 4_000), 'apply').id;
    ok(await call('order.refund.refuse', { refundId: second, reason: '已超过退款期限' }, o.seller.token), 'refuse');
    ok(await call('order.refund.escalate', { refundId: second, reason: '卖家拒绝不合理' }, buyer.token), 'escalate');
    expect((await refundOf(buyer.token, second)).state).toBe('ARBITRATING');
    await ruleOnRefund(second, 'refund', '聊天记录显示商品存在质量问题，判定退款');
    expect(await detail(buyer, o.orderId)).toMatchObject({ state: 'CLOSED', refunded: 8_000 });
    expect((await balanceOf(wallet(buyer.userId))).available).toBe(8_000);
    expect(ok(await call<BuyOrderCount>('order.buyCount', {}, buyer.token), 'count')).toMatchObject({ afterSale: 0, waitReceive: 0 });
  });
});

describe('evaluations', () => {
  it('once per line within 30 days of completion; one reply; public and masked', async () => {
    const o = await paidOrder({ price: 1_000, quantity: 1 });
    expect((await call('order.evaluate', { orderId: o.orderId, star: 5, content: '好' }, o.buyer.person.token)).body.code).toBe(ERRORS.PROCESS_WRONG_STATE.code);
    ok(await call('order.deliver', { orderId: o.orderId, carrier: '顺丰', trackingNo: 'SF9990000' }, o.seller.token), 'deliver');
    ok(await call('order.confirmReceipt', { orderId: o.orderId }, o.buyer.person.token), 'receive');
    expect(ok(await call<BuyOrderCount>('order.buyCount', {}, o.buyer.person.token), 'count').waitEvaluate).toBe(1);
    ok(await call('order.evaluate', { orderId: o.orderId, star: 4, content: '刀片耐用，发货快' }, o.buyer.person.token), 'evaluate');
    expect((await call('order.evaluate', { orderId: o.orderId, star: 1, content: '再评' }, o.buyer.person.token)).body.code).toBe(ERRORS.ORDER_EVALUATED.code);
    expect(await goodsNow(o.goodsId)).toMatchObject({ evaluationCount: 1, starSum: 4 });
    expect(ok(await call<BuyOrderCount>('order.buyCount', {}, o.buyer.person.token), 'count').waitEvaluate).toBe(0);
    ok(await call('order.reply', { orderId: o.orderId, goodsId: o.goodsId, content: '感谢支持' }, o.seller.token), 'reply');
    expect((await call('order.reply', { orderId: o.orderId, goodsId: o.goodsId, content: '再回' }, o.seller.token)).body.code).toBe(ERRORS.EVALUATION_REPLIED.code);
    const page = ok(await call<Page<Evaluation>>('order.evaluations', { goodsId: o.goodsId, current: 1, size: 10 }), 'evaluations');
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({ star: 4, content: '刀片耐用，发货快', reply: '感谢支持' });
    expect(page.records[0]!.buyerName).not.toBe(o.buyer.person.nickname);
    const bySeller = ok(await call<Page<Evaluation>>('order.evaluations', { sellerId: o.seller.userId, current: 1, size: 10 }), 'evaluations');
    expect(bySeller.records.map((e) => e.id)).toEqual([page.records[0]!.id]);
    // The public answer names the evaluation, never its order (whose id tells when it was placed).
    expect(page.records[0]!.id).toMatch(/^[0-9A-Z]{26}$/);
    expect(page.records[0]!.id).not.toBe(o.orderId);
    expect(JSON.stringify([page, bySeller])).not.toContain(o.orderId);
    // The order's sides read its lines' evaluations on its detail (the seller's reply page does); lists do not carry them.
    for (const who of [o.buyer.person, o.seller]) expect((await detail(who, o.orderId)).evaluations).toEqual([page.records[0]]);
    const listed = ok(await call<Page<Order>>('order.list', { side: 'SELL', current: 1, size: 10 }, o.seller.token), 'list');
    expect(listed.records[0]!.evaluations).toBeUndefined();
  });
});

describe('invoices', () => {
  it('专用发票 names the missing field; the buyer applies and changes it, the seller issues it by number, both read it', async () => {
    const o = await paidOrder({ price: 50_000, quantity: 1 });
    const special = await call('order.invoice.apply', { orderId: o.orderId, kind: 'SPECIAL', title: '合作云示范科技有限公司', taxNo: '91330106MA2XXXXX1X' }, o.buyer.person.token);
    expect(special.body).toMatchObject({ code: 400, data: { issues: [{ path: 'bankName' }] } });
    ok(await call('order.invoice.apply', { orderId: o.orderId, kind: 'NORMAL', title: '王小明' }, o.buyer.person.token), 'apply');
    expect(ok(await call<SellOrderCount>('order.sellCount', {}, o.seller.token), 'count').applyInvoices).toBe(1);
    ok(
      await call('order.invoice.apply', { orderId: o.orderId, kind: 'SPECIAL', title: '合作云示范科技有限公司', taxNo: '91330106MA2XXXXX1X', bankName: '中国工商银行杭州分行', bankAccount: '1202020209900012345', registeredAddress: '杭州市西湖区文三路90号', registeredPhone: '0571-88888888' }, o.buyer.person.token),
      'change',
    );
    expect((await call('order.invoice.issue', { orderId: o.orderId }, o.seller.token)).body.code).toBe(400);
    expect((await call('order.invoice.issue', { orderId: o.orderId, invoiceNo: '12345678', invoiceCode: '3300123456' }, o.buyer.person.token)).body.code).toBe(ERRORS.PROCESS_WRONG_ACTOR.code);
    ok(await call('order.invoice.issue', { orderId: o.orderId, invoiceNo: '12345678', invoiceCode: '3300123456' }, o.seller.token), 'issue');
    const invoice = ok(await call<Invoice>('order.invoice.detail', { id: o.orderId }, o.buyer.person.token), 'detail');
    expect(invoice).toMatchObject({ state: 'ISSUED', kind: 'SPECIAL', invoiceNo: '12345678', amount: 50_000, fileUrl: '' });
    expect((await call('order.invoice.issue', { orderId: o.orderId, invoiceNo: '12345679', invoiceCode: '3300123456' }, o.seller.token)).body.code).toBe(ERRORS.INVOICE_ISSUED.code);
    expect(ok(await call<SellOrderCount>('order.sellCount', {}, o.seller.token), 'count').applyInvoices).toBe(0);
    expect((await detail(o.buyer.person, o.orderId)).invoice).toEqual({ state: 'ISSUED', stateLabel: '已开票' });
  });
});

