/**
 * A refund's money (`refundFromEscrow`; docs/orders.md "After-sale"): one ledger posting from the order's escrow
 * account to the buyer's wallet, written with the refund's and the order's new states. When it returns the last
 * paid fen of an order not yet completed, the order closes in the same posting (`closeRefunded`): its stock comes
 * back and its automatic receipt's timer goes.
 */
import { orderRegistry } from '../../shared/process/order-registry.js';
import { fail } from '../lib/errors.js';
import { mustDecide } from '../lib/process/run.js';
import { LedgerBusy, orderEscrowAccountId, post, walletAccountId } from '../wallet/public.js';
import type { CountDelta, OrderItem, RefundItem } from './model.js';
import { movedOrder, orderTimerSteps, returnStockSteps } from './moves.js';
import { commit, dropAppliedInvoiceStep, type Step } from './store.js';

/** The order after a refund of `amount` ends in REFUNDED: refunded more, closed when nothing paid is left. */
export const orderAfterRefund = (order: OrderItem, amount: number, now: number): { next: OrderItem; steps: Step[]; counts: { buyer: CountDelta; seller: CountDelta } } => {
  const refunded = order.refunded + amount;
  if (refunded < order.paid) return { next: { ...order, refunded, rev: order.rev + 1, updateTime: now }, steps: [], counts: { buyer: {}, seller: {} } };
  mustDecide(orderRegistry.of('order', order), 'closeRefunded', { state: order.state, roles: ['platform'] });
  // An invoice applied for and not issued has nothing left to invoice: it goes (docs/orders.md "Invoices").
  const dropsInvoice = order.invoiceState === 'APPLIED';
  const next = movedOrder(order, 'CLOSED', { refunded, closeTime: now, ...(dropsInvoice ? { invoiceState: '' as const } : {}) }, now);
  const wasPaid = order.state === 'PAID';
  const invoiceCount = dropsInvoice ? { sInvoices: -1 } : {};
  return {
    next,
    // The declaration's `returnStock`: the reservation ends (its listings' open orders counted down with it).
    steps: [...orderTimerSteps(order, next, now), ...returnStockSteps(order), ...(dropsInvoice ? [dropAppliedInvoiceStep(order.id)] : [])],
    counts: wasPaid ? { buyer: { bWaitDeliver: -1 }, seller: { sWaitDeliver: -1, ...invoiceCount } } : { buyer: { bWaitReceive: -1 }, seller: { ...invoiceCount } },
  };
};

/** Posts the refund with the writes of its move (the refund's and the order's items, timers, counts). */
export const refundPosting = async (refund: RefundItem, order: OrderItem, steps: readonly Step[]): Promise<void> => {
  if (refund.amount <= 0) {
    await commit(steps);
    return;
  }
  try {
    await post({
      scope: `order:${order.id}`,
      requestId: `refund-${refund.id}`,
      type: 'REFUND',
      title: `订单退款：${order.lines[0]?.name ?? ''}`,
      bizId: order.id,
      legs: [
        { accountId: orderEscrowAccountId(order.id), available: -refund.amount, frozen: 0 },
        { accountId: walletAccountId(order.buyer.accountType, order.buyer.accountId), available: refund.amount, frozen: 0 },
      ],
      extra: { items: steps.map((s) => s.item), refusal: (index) => steps[index]?.refusal?.() ?? fail('STALE_DATA') },
    });
  } catch (error) {
    if (error instanceof LedgerBusy) throw fail('STALE_DATA');
    throw error;
  }
};
