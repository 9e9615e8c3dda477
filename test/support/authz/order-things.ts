/**
 * The order routes' authorization declarations (test/support/authz/things.ts; docs/SECURITY.md "Authorization
 * matrix"): each order, after-sale and invoice built in the state its route acts on, through the order routes (the
 * listing and the address as the mall writes them: test/support/orders.ts), its owner the buyer or the seller.
 */
import type { RouteId } from '../../../shared/routes/index.js';
import type { OrderState, RefundState } from '../../../shared/process/order.js';
import type { RefundType } from '../../../shared/schemas/order.js';
import { call } from '../api.js';
import { ok } from '../orders.js';
import { newRequestId } from '../money.js';
import type { TestPerson } from '../people.js';
import { invoiceIn, orderIn, refundIn } from '../states/orders.js';
import type { Declaration, Scenario, ThingCase } from './things.js';

const thing = <I extends RouteId>(...cases: ThingCase<I>[]): Declaration<I> => ({ names: 'thing', cases });
const open = (why: string) => ({ names: 'open', why }) as const;
const nothing = { names: 'nothing' } as const;
const once = <T>(make: () => Promise<T>): (() => Promise<T>) => {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
};

interface Built {
  buyer: TestPerson;
  seller: TestPerson;
  orderId: string;
  goodsId: string;
  refundId?: string;
  watch: string[];
}

/** An order in a state of its process, built as its buyer and seller move it (test/support/states/orders.ts). */
const anOrder = async (state: OrderState): Promise<Built> => {
  const o = await orderIn({ state });
  return { ...o, watch: [`ORDER#${o.orderId}`, `GOODS#${o.goodsId}`] };
};

/** An after-sale of a delivered order, moved to a state of its process. */
const aRefund = async (state: RefundState, type: RefundType = 'REFUND'): Promise<Built & { refundId: string }> => {
  const r = await refundIn(state, type);
  return { ...r, watch: [`ORDER#${r.orderId}`, `GOODS#${r.goodsId}`, `REFUND#${r.refundId}`] };
};

const withInvoice = async (): Promise<Built> => {
  const o = await invoiceIn('APPLIED');
  return { ...o, watch: [`ORDER#${o.orderId}`, `GOODS#${o.goodsId}`] };
};

const sharedOrder = once(() => anOrder('DELIVERED'));
const sharedRefund = once(() => aRefund('REQUESTED'));
const sharedInvoice = once(withInvoice);

const reading = <I extends RouteId, F>(what: string, fixture: () => Promise<F>, scenario: (f: F) => Scenario<I>): ThingCase<I> => ({ thing: what, reads: true, build: async () => scenario(await fixture()) });
const building = <I extends RouteId>(what: string, build: () => Promise<Scenario<I>>): ThingCase<I> => ({ thing: what, build });

export const ORDER_DECLARATIONS = {
  'order.submit': open('names listings anyone may buy and an address looked up in the caller’s own account only (another’s is 107006, nothing written)'),
  'order.pay': thing<'order.pay'>(building('an unpaid order', async () => {
    const o = await anOrder('UNPAID'); // its buyer has the price in the wallet
    return { owner: o.buyer, input: { orderIds: [o.orderId], payPassword: '135790', requestId: newRequestId() }, watch: o.watch };
  })),
  'order.cancel': thing<'order.cancel'>(building('an unpaid order', async () => {
    const o = await anOrder('UNPAID');
    return { owner: o.buyer, input: { orderId: o.orderId }, watch: o.watch };
  })),
  'order.deliver': thing<'order.deliver'>(building('a paid order (its seller ships)', async () => {
    const o = await anOrder('PAID');
    return { owner: o.seller, input: { orderId: o.orderId, carrier: '顺丰速运', trackingNo: 'SF3000000003' }, watch: o.watch };
  })),
  'order.logistics': thing<'order.logistics'>(reading('a shipped order', sharedOrder, (o) => ({ owner: o.buyer, input: { id: o.orderId }, watch: o.watch }))),
  'order.confirmReceipt': thing<'order.confirmReceipt'>(building('a shipped order', async () => {
    const o = await anOrder('DELIVERED');
    return { owner: o.buyer, input: { orderId: o.orderId }, watch: o.watch };
  })),
  'order.extendReceipt': thing<'order.extendReceipt'>(building('a shipped order', async () => {
    const o = await anOrder('DELIVERED');
    return { owner: o.buyer, input: { orderId: o.orderId }, watch: o.watch };
  })),
  'order.detail': thing<'order.detail'>(reading('an order', sharedOrder, (o) => ({ owner: o.seller, input: { id: o.orderId }, watch: o.watch }))),
  'order.list': nothing,
  'order.sellCount': nothing,
  'order.buyCount': nothing,
  'order.refund.apply': thing<'order.refund.apply'>(building('a paid order', async () => {
    const o = await anOrder('PAID');
    return { owner: o.buyer, input: { orderId: o.orderId, type: 'REFUND', amount: 1_000, reason: '不想要了', requestId: newRequestId() }, watch: o.watch };
  })),
  'order.refund.agree': thing<'order.refund.agree'>(building('an after-sale waiting for the seller', async () => {
    const r = await aRefund('REQUESTED');
    return { owner: r.seller, input: { refundId: r.refundId }, watch: r.watch };
  })),
  'order.refund.refuse': thing<'order.refund.refuse'>(building('an after-sale waiting for the seller', async () => {
    const r = await aRefund('REQUESTED');
    return { owner: r.seller, input: { refundId: r.refundId, reason: '商品无质量问题' }, watch: r.watch };
  })),
  'order.refund.cancel': thing<'order.refund.cancel'>(building('an after-sale', async () => {
    const r = await aRefund('REQUESTED');
    return { owner: r.buyer, input: { refundId: r.refundId }, watch: r.watch };
  })),
  'order.refund.returnShip': thing<'order.refund.returnShip'>(building('a return the seller agreed to', async () => {
    const r = await aRefund('RETURNING', 'RETURN_REFUND');
    return { owner: r.buyer, input: { refundId: r.refundId, carrier: '圆通速递', trackingNo: 'YT4000000004' }, watch: r.watch };
  })),
  'order.refund.receiveReturn': thing<'order.refund.receiveReturn'>(building('a return shipped back', async () => {
    const r = await aRefund('RETURNED', 'RETURN_REFUND');
    return { owner: r.seller, input: { refundId: r.refundId }, watch: r.watch };
  })),
  'order.refund.escalate': thing<'order.refund.escalate'>(building('an after-sale the seller refused', async () => {
    const r = await aRefund('REFUSED');
    return { owner: r.buyer, input: { refundId: r.refundId, reason: '卖家拒绝不合理' }, watch: r.watch };
  })),
  'order.refund.detail': thing<'order.refund.detail'>(reading('an after-sale', sharedRefund, (r) => ({ owner: r.buyer, input: { id: r.refundId }, watch: r.watch }))),
  'order.evaluate': thing<'order.evaluate'>(building('a completed order', async () => {
    const o = await anOrder('COMPLETED');
    return { owner: o.buyer, input: { orderId: o.orderId, star: 5, content: '很好' }, watch: o.watch };
  })),
  'order.reply': thing<'order.reply'>(building('an evaluation of a completed order', async () => {
    const o = await anOrder('COMPLETED');
    ok(await call('order.evaluate', { orderId: o.orderId, star: 4, content: '不错' }, o.buyer.token), 'evaluate');
    return { owner: o.seller, input: { orderId: o.orderId, goodsId: o.goodsId, content: '感谢惠顾' }, watch: o.watch };
  })),
  'order.evaluations': open('evaluations are public (the goods page shows them without login), the buyer’s name masked'),
  'order.invoice.apply': thing<'order.invoice.apply'>(building('a paid order', async () => {
    const o = await anOrder('PAID');
    return { owner: o.buyer, input: { orderId: o.orderId, kind: 'NORMAL', title: '合作云测试' }, watch: o.watch };
  })),
  'order.invoice.issue': thing<'order.invoice.issue'>(building('an applied invoice', async () => {
    const o = await withInvoice();
    return { owner: o.seller, input: { orderId: o.orderId, invoiceNo: '12345678', invoiceCode: '3300123456' }, watch: o.watch };
  })),
  'order.invoice.detail': thing<'order.invoice.detail'>(reading('an invoice', sharedInvoice, (o) => ({ owner: o.buyer, input: { id: o.orderId }, watch: o.watch }))),
  'order.devSweep': open('the local stage’s clock for order timers, standing in for the scheduler (never deployed)'),
} satisfies { [I in Extract<RouteId, `order.${string}`>]: Declaration<I> };
