/**
 * The order domain's keys (docs/orders.md "Items"; docs/data-model.md "Orders"). An order has its own partition: the
 * order, its timers, its invoice and its lines' evaluations. An after-sale (refund) has its own, with its timers. A
 * checkout's requestId is claimed per buyer account; an account's order counts are one item. Accounts (buyer,
 * seller) are a person's or an organisation's id: ULIDs, never the same for two accounts.
 */

/** Times in index keys: 13 digits, so that a string order is the time order. */
export const timeKey = (ms: number): string => String(Math.max(0, Math.floor(ms))).padStart(13, '0');

export const orderKey = (orderId: string) => ({ pk: `ORDER#${orderId}`, sk: 'ORDER' });
export const invoiceKey = (orderId: string) => ({ pk: `ORDER#${orderId}`, sk: 'INVOICE' });
export const evaluationKey = (orderId: string, goodsId: string) => ({ pk: `ORDER#${orderId}`, sk: `EVAL#${goodsId}` });
export const EVALUATION_PREFIX = 'EVAL#';

export const refundKey = (refundId: string) => ({ pk: `REFUND#${refundId}`, sk: 'REFUND' });

/** A checkout's claim of its requestId in the buyer account's scope: the orders it made (a repeat answers them). */
export const checkoutClaimKey = (buyerId: string, requestId: string) => ({ pk: `OREQ#${buyerId}#${requestId}`, sk: 'OREQ' });

/** An account's order counts: its purchase tabs and its sales to-dos (spec §7.1 sell-order-count). */
export const orderCountKey = (accountId: string) => ({ pk: `OCOUNT#${accountId}`, sk: 'COUNT' });

/** gsi1: an account's purchase orders, newest first; gsi2: its sales orders. */
export const buyerIndex = (buyerId: string, createTime: number, orderId: string) => ({ gsi1pk: `OBUY#${buyerId}`, gsi1sk: `${timeKey(createTime)}#${orderId}` });
export const sellerIndex = (sellerId: string, createTime: number, orderId: string) => ({ gsi2pk: `OSELL#${sellerId}`, gsi2sk: `${timeKey(createTime)}#${orderId}` });
export const buyerPartition = (buyerId: string): string => `OBUY#${buyerId}`;
export const sellerPartition = (sellerId: string): string => `OSELL#${sellerId}`;

/** gsi1: a listing's evaluations, newest first; gsi2: a seller's. */
export const goodsEvaluationIndex = (goodsId: string, createTime: number, orderId: string) => ({ gsi1pk: `GOODSEVAL#${goodsId}`, gsi1sk: `${timeKey(createTime)}#${orderId}` });
export const sellerEvaluationIndex = (sellerId: string, createTime: number, orderId: string, goodsId: string) => ({
  gsi2pk: `SELLEREVAL#${sellerId}`,
  gsi2sk: `${timeKey(createTime)}#${orderId}#${goodsId}`,
});
export const goodsEvaluationPartition = (goodsId: string): string => `GOODSEVAL#${goodsId}`;
export const sellerEvaluationPartition = (sellerId: string): string => `SELLEREVAL#${sellerId}`;

/** gsi3: the after-sales waiting for the service desk's ruling, oldest first. */
export const ARBITRATION_LIST = 'REFUNDS#ARBITRATING';
