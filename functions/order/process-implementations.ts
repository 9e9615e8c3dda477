/**
 * The order domain's implementations of its processes' effects and timers (docs/processes.md "Effects and timers"),
 * by the names its declarations use (shared/process/order.ts; every version in shared/process/registries.ts
 * `orderRegistry`). The timers are fired from here by the domain's sweep (./timers.ts); the effects are carried out by
 * the moves that have them, in the move's transaction (the stock, the postings) or right after it (the pushes), with
 * the functions named here. test/unit/process-implementations.test.ts holds every declared effect and timer to one.
 */
import { orderRegistry } from '../../shared/process/order-registry.js';
import { implementProcesses } from '../lib/process/implementations.js';
import { reserveStockItem } from '../mall/public.js';
import { endUnpaid, fireAutoReceive, releaseLegs, returnStockSteps } from './moves.js';
import { tell } from './notify.js';
import { payOrders } from './payment.js';
import { refundPosting } from './refund-money.js';
import { fireRefundTimer } from './refunds.js';
import { fireFollowSellerName, followRenamedSeller } from './seller-names.js';

export const orderImplementations = implementProcesses(orderRegistry, {
  order: {
    effects: {
      // Checkout's transaction reserves each line under a condition on the listing's stock (./checkout.ts).
      reserveStock: reserveStockItem,
      returnStock: returnStockSteps,
      escrowIn: payOrders,
      releaseToSeller: releaseLegs,
      tell,
    },
    timers: {
      expire: async (timer, now) => void (await endUnpaid(timer.objectId, 'expire', now, '超时未付款，系统自动取消')),
      autoReceive: fireAutoReceive,
    },
  },
  refund: {
    effects: { refundFromEscrow: refundPosting, tell },
    timers: {
      autoAgree: fireRefundTimer,
      autoAgreeReturn: fireRefundTimer,
      returnTimeout: fireRefundTimer,
      autoReceiveReturn: fireRefundTimer,
      refusedTimeout: fireRefundTimer,
    },
  },
  invoice: { effects: { tell }, timers: {} },
  // A team or company renamed (shared/process/seller-name.ts): its listings' seller name follows.
  sellerRenamed: {
    effects: { followSellerName: followRenamedSeller },
    timers: { followSellerName: fireFollowSellerName },
  },
});
