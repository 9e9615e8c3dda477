/**
 * The order domain's objects put in each state of their processes (shared/process/order.ts): an order, an after-sale
 * and an invoice, built as their buyer and seller move them through the order routes (the listing and the address
 * written as the mall writes them: test/support/orders.ts), the service desk's ruling through its ops module. Used by
 * the generated process tests (test/contract/order-process.test.ts); the walks are short (at most six calls), so
 * unlike the project domain's (./index.ts) they are not told in memory first.
 */
import type { OrderState, RefundState } from '../../../shared/process/order.js';
import type { RefundType } from '../../../shared/schemas/order.js';
import { ruleOnRefund } from '../../../functions/order/refunds.js';
import { call } from '../api.js';
import { newRequestId } from '../money.js';
import { listGoods, newBuyer, ok, pay, sellerOf, submit } from '../orders.js';
import { newPerson, type TestPerson } from '../people.js';

/** What an order's builders price: one line of one piece. */
export const ORDER_PRICE = 1_000;
/** A partial refund's amount (the order stays open); a CLOSED order's refund is the whole price. */
export const PART_REFUND = 500;

export interface OrderWorld {
  buyer: TestPerson;
  seller: TestPerson;
  orderId: string;
  goodsId: string;
}

export interface RefundWorld extends OrderWorld {
  refundId: string;
  type: RefundType;
}

/** Besides its state, what an order's guards read: an open after-sale (noOpenRefund), the receipt extended (notExtended). */
export interface OrderSituation {
  state: OrderState;
  openRefund?: boolean;
  extended?: boolean;
}

const applyRefund = async (o: OrderWorld, type: RefundType, amount = PART_REFUND): Promise<string> =>
  ok(await call<{ id: string }>('order.refund.apply', { orderId: o.orderId, type, amount, reason: '质量问题', requestId: newRequestId() }, o.buyer.token), 'apply').id;

/**
 * An order in a situation. The buyer always has a pay password and, for an unpaid order, the price in the wallet (so
 * paying it is possible when the process allows it).
 */
export const orderIn = async (s: OrderSituation): Promise<OrderWorld> => {
  const seller = await newPerson();
  const goodsId = await listGoods(sellerOf(seller), { stock: 10, price: ORDER_PRICE });
  const buyer = await newBuyer(ORDER_PRICE);
  const orderId = ok(await submit(buyer, [{ goodsId, quantity: 1, price: ORDER_PRICE }]), 'submit').orderIds[0]!;
  const o: OrderWorld = { buyer: buyer.person, seller, orderId, goodsId };
  if (s.state === 'UNPAID') return o;
  if (s.state === 'CANCELLED') {
    ok(await call('order.cancel', { orderId }, buyer.person.token), 'cancel');
    return o;
  }
  ok(await pay(buyer.person, [orderId]), 'pay');
  if (s.state === 'CLOSED') {
    ok(await call('order.refund.agree', { refundId: await applyRefund(o, 'REFUND', ORDER_PRICE) }, seller.token), 'agree all');
    return o;
  }
  if (s.state !== 'PAID') ok(await call('order.deliver', { orderId, carrier: '顺丰速运', trackingNo: 'SF1000000001' }, seller.token), 'deliver');
  if (s.extended) ok(await call('order.extendReceipt', { orderId }, buyer.person.token), 'extend');
  if (s.state === 'COMPLETED') ok(await call('order.confirmReceipt', { orderId }, buyer.person.token), 'receive');
  if (s.openRefund) await applyRefund(o, 'REFUND');
  return o;
};

/** The refund states of each type (a return's states need RETURN_REFUND; REFUSED and the ends are reached by both). */
export const REFUND_SITUATIONS: readonly { state: RefundState; type: RefundType }[] = [
  { state: 'REQUESTED', type: 'REFUND' },
  { state: 'REQUESTED', type: 'RETURN_REFUND' },
  { state: 'RETURNING', type: 'RETURN_REFUND' },
  { state: 'RETURNED', type: 'RETURN_REFUND' },
  { state: 'REFUSED', type: 'REFUND' },
  { state: 'REFUSED', type: 'RETURN_REFUND' },
  { state: 'ARBITRATING', type: 'REFUND' },
  { state: 'REFUNDED', type: 'REFUND' },
  { state: 'CANCELLED', type: 'REFUND' },
  { state: 'CLOSED', type: 'REFUND' },
];

/** An after-sale of a delivered order (PART_REFUND of it), moved to `state`. */
export const refundIn = async (state: RefundState, type: RefundType = 'REFUND'): Promise<RefundWorld> => {
  const o = await orderIn({ state: 'DELIVERED' });
  const refundId = await applyRefund(o, type);
  const w: RefundWorld = { ...o, refundId, type };
  const as = (side: 'buyer' | 'seller') => (side === 'buyer' ? o.buyer.token : o.seller.token);
  const step = async (id: Parameters<typeof call>[0], side: 'buyer' | 'seller', extra: Record<string, unknown> = {}) => ok(await call(id, { refundId, ...extra } as never, as(side)), id);
  const returned = async () => {
    await step('order.refund.agree', 'seller');
    await step('order.refund.returnShip', 'buyer', { carrier: '圆通速递', trackingNo: 'YT2000000002' });
  };
  switch (state) {
    case 'REQUESTED':
      return w;
    case 'RETURNING':
      await step('order.refund.agree', 'seller');
      return w;
    case 'RETURNED':
      await returned();
      return w;
    case 'REFUSED':
      if (type === 'RETURN_REFUND') await returned();
      await step('order.refund.refuse', 'seller', { reason: '商品无质量问题' });
      return w;
    case 'ARBITRATING':
    case 'CLOSED':
      await step('order.refund.refuse', 'seller', { reason: '商品无质量问题' });
      await step('order.refund.escalate', 'buyer', { reason: '卖家拒绝不合理' });
      if (state === 'CLOSED') await ruleOnRefund(refundId, 'reject', '聊天记录不能证明质量问题');
      return w;
    case 'REFUNDED':
      await step('order.refund.agree', 'seller');
      if (type === 'RETURN_REFUND') {
        await step('order.refund.returnShip', 'buyer', { carrier: '圆通速递', trackingNo: 'YT2000000002' });
        await step('order.refund.receiveReturn', 'seller');
      }
      return w;
    case 'CANCELLED':
      await step('order.refund.cancel', 'buyer');
      return w;
  }
};

/** An invoice of a paid order: applied by the buyer, and issued by the seller for ISSUED. */
export const invoiceIn = async (state: 'APPLIED' | 'ISSUED'): Promise<OrderWorld> => {
  const o = await orderIn({ state: 'PAID' });
  ok(await call('order.invoice.apply', { orderId: o.orderId, kind: 'NORMAL', title: '合作云测试' }, o.buyer.token), 'invoice');
  if (state === 'ISSUED') ok(await call('order.invoice.issue', { orderId: o.orderId, invoiceNo: '12345678', invoiceCode: '3300123456' }, o.seller.token), 'issue');
  return o;
};
