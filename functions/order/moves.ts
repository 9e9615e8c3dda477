/**
 * An order's moves after checkout (docs/orders.md "The order"): cancellation by the buyer or by the expiry timer
 * (stock returned), delivery (the automatic receipt's timer set), the one extension of the receipt (the timer moved),
 * and completion by the buyer or the timer: one ledger posting from the order's escrow to the seller's wallet (paid
 * less refunded less the commission) and the platform's fees account (the commission), with the order's state in the
 * same transaction. Each move is decided by the order's process on the order as read and written under its `rev`.
 */
import { ORDER_TIMING, orderCommissionOf } from '../../shared/mall.js';
import { decide } from '../../shared/process/engine.js';
import { orderRegistry } from '../../shared/process/order-registry.js';
import type { TokenClaims } from '../lib/auth/token.js';
import { fail } from '../lib/errors.js';
import { mustDecide, timerWrites } from '../lib/process/run.js';
import { postponeTimer, setTimer, type TimerItem } from '../lib/timers/store.js';
import { LedgerBusy, orderEscrowAccountId, platformAccountId, post, walletAccountId, type Leg } from '../wallet/public.js';
import { orderKey } from './keys.js';
import { orderClosedItem, returnStockItem } from '../mall/public.js';
import type { OrderItem } from './model.js';
import { tell } from './notify.js';
import { mustBeSide, type OrderRole } from './parties.js';
import { retrying } from './retry.js';
import { asSteps, commit, countSteps, getOrder, orderStep, type Step } from './store.js';

const DAY = 24 * 60 * 60 * 1000;
/** A receipt due while an after-sale is open waits, and is looked at again this much later. */
export const RECEIPT_RETRY_MS = 60 * 60 * 1000;

const processOf = (order: OrderItem) => orderRegistry.of('order', order);

/** Whether a guard of the order's process holds on the order as read. */
export const orderHolds = (order: OrderItem) => (guard: string): boolean => (guard === 'noOpenRefund' ? !order.openRefundId : guard === 'notExtended' ? !order.receiptExtended : true);

/** The order moved to `to` with its changes, one revision on. */
export const movedOrder = (order: OrderItem, to: OrderItem['state'], changes: Partial<OrderItem>, now: number): OrderItem => ({ ...order, ...changes, state: to, rev: order.rev + 1, updateTime: now });

/** The timer writes of the order's move (functions/lib/process/run.ts). */
export const orderTimerSteps = (order: OrderItem, next: OrderItem, now: number): Step[] =>
  asSteps(timerWrites(processOf(order), { pk: orderKey(order.id).pk, id: order.id, attributes: { ...next } }, order.state, next.state, now));

/** The listings' stock an order reserved, given back. */
export const returnStockSteps = (order: OrderItem): Step[] => order.lines.map((l) => ({ item: returnStockItem(l.goodsId, l.quantity) }));

const loadSide = async (claims: TokenClaims, orderId: string): Promise<{ order: OrderItem; role: OrderRole }> => mustBeSide(claims, await getOrder(orderId));

/**
 * An unpaid order cancelled: by its buyer (`cancel`), by the expiry timer or a checkout undone (`expire`). Its stock
 * returns. Answers false when the timer found it moved on (paid meanwhile: nothing to do).
 */
export const endUnpaid = async (orderId: string, name: 'cancel' | 'expire', now: number, reason: string, options: { claims?: TokenClaims; buyerUncounted?: boolean } = {}): Promise<boolean> => {
  const done = await retrying(async () => {
    const { order, role } = options.claims ? await loadSide(options.claims, orderId) : { order: await getOrder(orderId), role: 'platform' as const };
    if (!order) return undefined;
    const situation = { state: order.state, roles: [role] };
    if (name === 'expire' && !decide(processOf(order), name, situation).ok) return undefined;
    mustDecide(processOf(order), name, situation);
    const next = movedOrder(order, 'CANCELLED', { cancelReason: reason, cancelTime: now }, now);
    await commit([
      orderStep(next, order.rev),
      ...orderTimerSteps(order, next, now),
      ...returnStockSteps(order),
      ...countSteps([
        { accountId: order.seller.accountId, delta: { sWaitPay: -1 } },
        ...(options.buyerUncounted ? [] : [{ accountId: order.buyer.accountId, delta: { bWaitPay: -1 } }]),
      ]),
    ]);
    return next;
  });
  if (!done) return false;
  await tell(done, 'cancelled', { buyer: `订单已取消：${reason}`, seller: `订单已取消：${reason}` });
  return true;
};

export const cancelOrder = async (claims: TokenClaims, input: { orderId: string; reason?: string | undefined }): Promise<void> => {
  await endUnpaid(input.orderId, 'cancel', Date.now(), input.reason || '买家取消', { claims });
};

/** The seller ships: carrier and tracking number; the order is received automatically `receiveDays` later. */
export const deliverOrder = async (claims: TokenClaims, input: { orderId: string; carrier: string; trackingNo: string }): Promise<void> => {
  const next = await retrying(async () => {
    const { order, role } = await loadSide(claims, input.orderId);
    mustDecide(processOf(order), 'deliver', { state: order.state, roles: [role], holds: orderHolds(order) });
    const now = Date.now();
    const moved = movedOrder(order, 'DELIVERED', { carrier: input.carrier, trackingNo: input.trackingNo, deliverTime: now, receiveDueTime: now + ORDER_TIMING.receiveDays * DAY }, now);
    await commit([
      orderStep(moved, order.rev),
      ...orderTimerSteps(order, moved, now),
      ...countSteps([
        { accountId: order.buyer.accountId, delta: { bWaitDeliver: -1, bWaitReceive: 1 } },
        { accountId: order.seller.accountId, delta: { sWaitDeliver: -1 } },
      ]),
    ]);
    return moved;
  });
  await tell(next, 'delivered', { buyer: `卖家已发货：${next.carrier} ${next.trackingNo}` });
};

/** The buyer extends the receipt once: the automatic receipt's timer moves `extendDays` later. */
export const extendReceipt = async (claims: TokenClaims, input: { orderId: string }): Promise<void> => {
  const next = await retrying(async () => {
    const { order, role } = await loadSide(claims, input.orderId);
    mustDecide(processOf(order), 'extendReceipt', { state: order.state, roles: [role], holds: orderHolds(order) });
    const now = Date.now();
    const moved = movedOrder(order, order.state, { receiptExtended: true, receiveDueTime: order.receiveDueTime + ORDER_TIMING.extendDays * DAY }, now);
    await commit([
      orderStep(moved, order.rev),
      { item: setTimer(orderKey(order.id).pk, { domain: 'order', process: 'order', transition: 'autoReceive', objectId: order.id, due: moved.receiveDueTime }) },
    ]);
    return moved;
  });
  await tell(next, 'extended', { seller: `买家延长收货${ORDER_TIMING.extendDays}天` });
};

/** The completion's legs: escrow out; the seller's wallet in (less the commission); the platform's fees in. */
export const releaseLegs = (order: OrderItem): { legs: Leg[]; commission: number; income: number } => {
  const net = order.paid - order.refunded;
  const commission = orderCommissionOf(net);
  const income = net - commission;
  return {
    commission,
    income,
    legs: [
      { accountId: orderEscrowAccountId(order.id), available: -net, frozen: 0 },
      { accountId: walletAccountId(order.seller.accountType, order.seller.accountId), available: income, frozen: 0 },
      ...(commission > 0 ? [{ accountId: platformAccountId('fees', Math.random()), available: commission, frozen: 0 }] : []),
    ],
  };
};

/**
 * Completes a delivered order (`confirmReceipt` by its buyer, `autoReceive` by its timer): the release posting with
 * the order's state, its timer dropped, its listings' open orders counted down. Answers 'done', or for the timer
 * 'moved' (nothing to do) or 'wait' (an after-sale is open, or the receipt was extended meanwhile).
 */
export const completeOrder = async (orderId: string, name: 'confirmReceipt' | 'autoReceive', now: number, claims?: TokenClaims): Promise<'done' | 'moved' | 'wait'> => {
  const outcome = await retrying(async (): Promise<OrderItem | 'moved' | 'wait'> => {
    const { order, role } = claims ? await loadSide(claims, orderId) : { order: await getOrder(orderId), role: 'platform' as const };
    if (!order) return 'moved';
    const situation = { state: order.state, roles: [role], holds: orderHolds(order) };
    if (!claims) {
      const decision = decide(processOf(order), name, situation);
      if (!decision.ok) return decision.error === 'ORDER_REFUND_PENDING' ? 'wait' : 'moved';
      if (order.receiveDueTime > now) return 'wait';
    }
    mustDecide(processOf(order), name, situation);
    const { legs, commission, income } = releaseLegs(order);
    const next = movedOrder(order, 'COMPLETED', { commission, sellerIncome: income, completeTime: now }, now);
    const steps: Step[] = [
      orderStep(next, order.rev),
      ...orderTimerSteps(order, next, now),
      ...order.lines.map((l) => ({ item: orderClosedItem(l.goodsId) })),
      ...countSteps([{ accountId: order.buyer.accountId, delta: { bWaitReceive: -1, bWaitEvaluate: 1 } }]),
    ];
    if (order.paid - order.refunded <= 0) {
      await commit(steps);
      return next;
    }
    try {
      await post({
        scope: `order:${order.id}`,
        requestId: `complete-${order.id}`,
        type: 'INCOME',
        title: `订单收入：${order.lines[0]?.name ?? ''}`,
        bizId: order.id,
        legs,
        extra: { items: steps.map((s) => s.item), refusal: (index) => steps[index]?.refusal?.() ?? fail('STALE_DATA') },
      });
    } catch (error) {
      if (error instanceof LedgerBusy) throw fail('STALE_DATA');
      throw error;
    }
    return next;
  });
  if (typeof outcome === 'string') return outcome;
  await tell(outcome, 'received', { buyer: '订单已完成，欢迎评价', seller: `订单已完成，货款已结算：${(outcome.sellerIncome / 100).toFixed(2)}元` });
  return 'done';
};

export const confirmReceipt = async (claims: TokenClaims, input: { orderId: string }): Promise<void> => {
  await completeOrder(input.orderId, 'confirmReceipt', Date.now(), claims);
};

/** The automatic receipt's timer: completes the order, or waits while an after-sale is open (looked at again later). */
export const fireAutoReceive = async (timer: TimerItem, now: number): Promise<void> => {
  if ((await completeOrder(timer.objectId, 'autoReceive', now)) !== 'wait') return;
  const order = await getOrder(timer.objectId);
  if (order?.state === 'DELIVERED' && order.receiveDueTime <= now) await postponeTimer(timer, now + RECEIPT_RETRY_MS);
};
