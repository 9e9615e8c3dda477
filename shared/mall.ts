/**
 * The mall's and orders' numbers (docs/orders.md), defined once for the server, the SPA and the docs: the order's
 * clocks, the platform's commission, the sizes of an order.
 */

export const ORDER_TIMING = {
  /** An unpaid order is cancelled this long after checkout, its stock returned (待付款 → 已取消). */
  payMinutes: 30,
  /** A delivered order is received automatically this long after delivery (待收货 → 已完成). */
  receiveDays: 10,
  /** A buyer may extend the receipt once, by this much. */
  extendDays: 5,
  /** A seller answers a refund within this many hours, else it is agreed automatically. */
  refundAnswerHours: 48,
  /** A buyer ships a return within this many days of the seller's agreement, else the after-sale closes. */
  returnShipDays: 7,
  /** A seller confirms a shipped return within this many days, else the refund is made automatically. */
  returnReceiveDays: 10,
  /** After a seller's refusal the buyer may ask the platform within this many days, else the after-sale closes. */
  escalateDays: 7,
  /** Evaluations are open this long after completion. */
  evaluateDays: 30,
} as const;

/**
 * The platform's commission on a completed order: basis points of what the seller is paid (the order's amount less
 * refunds), rounded half up to the fen, never more than the amount.
 */
export const ORDER_COMMISSION = { basisPoints: 200 } as const;
export const orderCommissionOf = (amount: number): number => Math.min(amount, Math.floor((amount * ORDER_COMMISSION.basisPoints + 5_000) / 10_000));

export const ORDER_LIMITS = {
  /** Lines of one checkout (across sellers), and orders paid at once. */
  lines: 50,
  ordersPerPayment: 20,
  remark: 200,
  refundReason: 500,
  refundPictures: 6,
  evaluation: 500,
  evaluationPictures: 6,
  reply: 300,
  carrier: 30,
  trackingNo: 40,
  pageSize: 10,
} as const;

/**
 * The push that tells an order's sides of a step (docs/orders.md "Notices"): a global-socket frame of this type whose
 * JSON content has this `kind` (`{ kind, event, orderId, refundId?, text }`); the SPA's order pages revalidate on it.
 */
export const ORDER_PUSH = { messageType: 'NEED_RADIO', kind: 'order' } as const;

/**
 * The order count of the personal center (spec §3: "the sum of applyAfterSale, applyInvoices, waitDeliver, waitPay" of
 * `order/sell-order-count`), shown on 销售订单; on 采购订单 what waits for the buyer: paying and receiving.
 */
export const sellOrderTotal = (c: { applyAfterSale: number; applyInvoices: number; waitDeliver: number; waitPay: number }): number =>
  c.applyAfterSale + c.applyInvoices + c.waitDeliver + c.waitPay;
export const buyOrderWaiting = (c: { waitPay: number; waitReceive: number }): number => c.waitPay + c.waitReceive;

/**
 * Who manages an organisation's mall — its listings, addresses, cart and orders — now (docs/mall.md "Who manages an
 * organisation's goods"): an active member who is its administrator, or its authorised person or mall staff for this
 * very membership (the join time each was named for). The mall decides with it (functions/mall/managers.ts), and so do
 * the domains below the mall that show an organisation's order entries only to the people who manage its orders now
 * (the backlog and its count, docs/orders.md "Counts and notices"): they read the mall staff item by `mallStaffKey`.
 */
export const managesMall = (member: { status: string; role: string; joinTime: number } | undefined, certigierSince: number | undefined, staffSince: number | undefined): boolean =>
  member?.status === 'ACTIVE' && (member.role === 'ADMIN' || certigierSince === member.joinTime || staffSince === member.joinTime);

/** An organisation's mall staff item (商城管理员, functions/mall/staff-store.ts writes it): `{ since }`, the join time of the membership it was given to. */
export const mallStaffKey = (orgId: string, userId: string) => ({ pk: `SELLER#${orgId}`, sk: `STAFF#${userId}` });

/**
 * A person's favourites and follows head (docs/data-model.md "Favourites and following"): `favourites` and `follows`,
 * kept exact by the transactions that add and remove them. Published here because the personal center count (content,
 * a lower layer than the mall) reads `follows` as the count object's `myAttention`.
 */
export const collectHeadKey = (userId: string) => ({ pk: `FAV#${userId}`, sk: 'HEAD' });
