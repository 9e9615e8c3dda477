/**
 * Reading orders (docs/orders.md "Reads"): an order's detail and an after-sale's progress for its buyer and its
 * seller's managers (with the actions their process allows the viewer now: the page's buttons), an account's purchase
 * or sales orders by tab (a Query of the account's index), and the counts of the tabs and the seller's to-dos (one
 * GetItem of the account's counts, kept by every change's transaction).
 */
import type { Page } from '../../shared/envelope.js';
import { maskPhone } from '../../shared/masking.js';
import { actionsOf } from '../../shared/process/engine.js';
import { orderRegistry } from '../../shared/process/order-registry.js';
import type { BuyOrderCount, Order, OrderSide, OrderTab, Refund, SellOrderCount } from '../../shared/schemas/order.js';
import type { TokenClaims } from '../lib/auth/token.js';
import { config } from '../lib/config.js';
import { fail } from '../lib/errors.js';
import { readableFileUrl } from '../lib/s3/private-file-reads.js';
import { mallAccountOf } from '../mall/public.js';
import type { OrderItem } from './model.js';
import { orderHolds } from './moves.js';
import { isPlainStaff, mustBeSide, type OrderRole } from './parties.js';
import { toEvaluation } from './evaluations.js';
import { countsOf, evaluationsOfOrder, getOrder, getRefund, ordersPage } from './store.js';

const fileUrl = (key: string): string => (key ? `${config.filesBaseUrl}/${key}` : '');

export const toOrder = (order: OrderItem, role: OrderRole, maskedPhone: boolean): Order => {
  const process = orderRegistry.of('order', order);
  const refundProcess = orderRegistry.latest('refund');
  const invoiceProcess = orderRegistry.latest('invoice');
  return {
    id: order.id,
    state: order.state,
    stateLabel: process.states[order.state].label,
    buyer: order.buyer,
    seller: order.seller,
    lines: order.lines.map((l) => ({ ...l, cover: fileUrl(l.cover) })),
    amount: order.amount,
    paid: order.paid,
    refunded: order.refunded,
    commission: order.commission,
    sellerIncome: order.sellerIncome,
    address: { ...order.address, phone: maskedPhone ? maskPhone(order.address.phone) : order.address.phone },
    remark: order.remark,
    carrier: order.carrier,
    trackingNo: order.trackingNo,
    createTime: order.createTime,
    payTime: order.payTime,
    deliverTime: order.deliverTime,
    completeTime: order.completeTime,
    // Orders ended before these times were kept: a cancelled order's last write was its cancellation.
    cancelTime: order.cancelTime ?? (order.state === 'CANCELLED' ? order.updateTime : 0),
    closeTime: order.closeTime ?? 0,
    cancelReason: order.cancelReason,
    payDueTime: order.state === 'UNPAID' ? order.payDueTime : 0,
    receiveDueTime: order.state === 'DELIVERED' ? order.receiveDueTime : 0,
    receiptExtended: order.receiptExtended,
    refund: order.lastRefundId && order.lastRefundState ? { id: order.lastRefundId, state: order.lastRefundState, stateLabel: refundProcess.states[order.lastRefundState].label } : null,
    invoice: order.invoiceState ? { state: order.invoiceState, stateLabel: invoiceProcess.states[order.invoiceState].label } : null,
    viewerSide: role === 'buyer' ? 'BUYER' : 'SELLER',
    actions: actionsOf(process, { state: order.state, roles: [role], holds: orderHolds(order) }),
  };
};

export const orderDetail = async (claims: TokenClaims, orderId: string): Promise<Order> => {
  const { order, role } = await mustBeSide(claims, await getOrder(orderId));
  const [masked, evaluations] = await Promise.all([role === 'seller' && isPlainStaff(claims, order.seller), order.lines.some((l) => l.evaluated) ? evaluationsOfOrder(order.id) : []]);
  return { ...toOrder(order, role, masked), evaluations: evaluations.map(toEvaluation) };
};

const TAB_STATES: Partial<Record<OrderTab, string[]>> = { UNPAID: ['UNPAID'], PAID: ['PAID'], DELIVERED: ['DELIVERED'], COMPLETED: ['COMPLETED'], CANCELLED: ['CANCELLED'], CLOSED: ['CLOSED'] };

export const orderList = async (claims: TokenClaims, input: { side: OrderSide; status?: OrderTab | undefined; current: number; size: number }): Promise<Page<Order>> => {
  const account = await mallAccountOf(claims);
  const filter = input.status === 'AFTER_SALE' ? { refundOpen: true } : { states: input.status ? TAB_STATES[input.status] : undefined };
  const page = await ordersPage(input.side, account.id, filter, input.current, input.size);
  const role: OrderRole = input.side === 'BUY' ? 'buyer' : 'seller';
  const masked = role === 'seller' && page.records[0] ? await isPlainStaff(claims, page.records[0].seller) : false;
  return { ...page, records: page.records.map((o) => toOrder(o, role, masked)) };
};

export const sellCount = async (claims: TokenClaims): Promise<SellOrderCount> => {
  const c = await countsOf((await mallAccountOf(claims)).id);
  return { applyAfterSale: c.sAfterSale, applyInvoices: c.sInvoices, waitDeliver: c.sWaitDeliver, waitPay: c.sWaitPay };
};

export const buyCount = async (claims: TokenClaims): Promise<BuyOrderCount> => {
  const c = await countsOf((await mallAccountOf(claims)).id);
  return { waitPay: c.bWaitPay, waitDeliver: c.bWaitDeliver, waitReceive: c.bWaitReceive, afterSale: c.bAfterSale, waitEvaluate: c.bWaitEvaluate };
};

export const refundDetail = async (claims: TokenClaims, refundId: string): Promise<Refund> => {
  const refund = await getRefund(refundId);
  if (!refund) throw fail('REFUND_NOT_FOUND');
  const { role } = await mustBeSide(claims, await getOrder(refund.orderId), 'REFUND_NOT_FOUND');
  const process = orderRegistry.of('refund', refund);
  const holds = (guard: string) => (guard === 'returnRefund' ? refund.type === 'RETURN_REFUND' : guard === 'refundOnly' ? refund.type === 'REFUND' : true);
  return {
    id: refund.id,
    orderId: refund.orderId,
    type: refund.type,
    state: refund.state,
    stateLabel: process.states[refund.state].label,
    amount: refund.amount,
    reason: refund.reason,
    pictureUrls: await Promise.all(refund.pictures.map((key) => readableFileUrl(fileUrl(key)))),
    refuseReason: refund.refuseReason,
    ruling: refund.ruling,
    returnCarrier: refund.returnCarrier,
    returnTrackingNo: refund.returnTrackingNo,
    steps: refund.steps,
    dueTime: refund.dueTime,
    createTime: refund.createTime,
    viewerSide: role === 'buyer' ? 'BUYER' : 'SELLER',
    actions: actionsOf(process, { state: refund.state, roles: [role], holds }),
  };
};
