/**
 * The order domain's items as stored (docs/orders.md "Items"): an order, an after-sale (refund), an invoice, an
 * evaluation, a checkout's claim, an account's counts. Every change of an order or a refund is a process transition
 * (shared/process/order.ts) written whole under a condition on the revision read (`rev`), so two moves of one order
 * never both win: a payment racing the expiry, a refund racing the automatic receipt.
 */
import type { AccountType } from '../../shared/domains.js';
import type { InvoiceState, OrderState, RefundState } from '../../shared/process/order.js';
import type { InvoiceKind, OrderParty, RefundType } from '../../shared/schemas/order.js';
import type { GoodsType } from '../../shared/schemas/mall-goods.js';

/** An account of the mall: a person's own, or an organisation's (a team's or a company's). */
export interface Account {
  type: AccountType;
  id: string;
}

export interface OrderLineItem {
  goodsId: string;
  goodsType: GoodsType;
  name: string;
  specification: string;
  unit: string;
  /** The key of the listing's first picture as it was bought (public), or empty. */
  cover: string;
  unitPrice: number;
  quantity: number;
  amount: number;
  evaluated: boolean;
}

export interface OrderItem {
  id: string;
  processVersion: number;
  state: OrderState;
  /** Grows with every write: the condition of the next one. */
  rev: number;
  buyer: OrderParty;
  seller: OrderParty;
  /** The person who placed it (for the service desk's records). */
  placedBy: string;
  lines: OrderLineItem[];
  amount: number;
  paid: number;
  refunded: number;
  commission: number;
  sellerIncome: number;
  address: { regionLabel: string; street: string; contact: string; phone: string };
  remark: string;
  carrier: string;
  trackingNo: string;
  createTime: number;
  payTime: number;
  deliverTime: number;
  payDueTime: number;
  receiveDueTime: number;
  receiptExtended: boolean;
  completeTime: number;
  updateTime: number;
  /** The checkout's requestId (buyer scope) and the payment's, once paid. */
  checkoutRequest: string;
  payRequest: string;
  /** The open after-sale (one at a time), and the latest one of any state (shown on the order). */
  openRefundId: string;
  lastRefundId: string;
  lastRefundState: RefundState | '';
  invoiceState: InvoiceState | '';
  /** Why a cancellation, by whom (buyer or platform). */
  cancelReason: string;
}

export interface RefundStep {
  time: number;
  label: string;
  text: string;
}

export interface RefundItem {
  id: string;
  orderId: string;
  processVersion: number;
  state: RefundState;
  rev: number;
  type: RefundType;
  amount: number;
  reason: string;
  pictures: string[];
  refuseReason: string;
  escalateReason: string;
  ruling: string;
  returnCarrier: string;
  returnTrackingNo: string;
  steps: RefundStep[];
  /** When the open step ends on its own (its timer's due time), 0 when none. */
  dueTime: number;
  buyerId: string;
  sellerId: string;
  requestId: string;
  createTime: number;
  updateTime: number;
}

export interface InvoiceItem {
  orderId: string;
  processVersion: number;
  state: InvoiceState;
  rev: number;
  kind: InvoiceKind;
  title: string;
  taxNo: string;
  bankName: string;
  bankAccount: string;
  registeredAddress: string;
  registeredPhone: string;
  email: string;
  amount: number;
  invoiceNo: string;
  invoiceCode: string;
  fileKey: string;
  fileName: string;
  buyerId: string;
  sellerId: string;
  applyTime: number;
  issueTime: number;
}

export interface EvaluationItem {
  orderId: string;
  goodsId: string;
  goodsName: string;
  sellerId: string;
  buyerId: string;
  buyerName: string;
  star: number;
  content: string;
  pictures: string[];
  reply: string;
  createTime: number;
  replyTime: number;
}

/** An account's counts: its purchase tabs (b…) and its sales to-dos (s…). Moved by `ADD` in each change's transaction. */
export const COUNT_FIELDS = ['bWaitPay', 'bWaitDeliver', 'bWaitReceive', 'bAfterSale', 'bWaitEvaluate', 'sWaitPay', 'sWaitDeliver', 'sAfterSale', 'sInvoices'] as const;
export type CountField = (typeof COUNT_FIELDS)[number];
export type CountDelta = Partial<Record<CountField, number>>;
