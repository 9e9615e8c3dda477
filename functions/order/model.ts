/**
 * The order domain's items as stored (docs/orders.md "Items"): an order, an after-sale (refund), an invoice, an
 * evaluation, a checkout's claim, an account's counts. Every change of an order or a refund is a process transition
 * (shared/process/order.ts) written whole under a condition on the revision read (`rev`), so two moves of one order
 * never both win: a payment racing the expiry, a refund racing the automatic receipt.
 */
import type { AccountType } from '../../shared/domains.js';
import type { InvoiceState, RefundState } from '../../shared/process/order.js';
import type { InvoiceKind, Order, OrderLine, RefundType } from '../../shared/schemas/order.js';

/** An account of the mall: a person's own, or an organisation's (a team's or a company's). */
export interface Account {
  type: AccountType;
  id: string;
}

/** A line as stored: the answer's (`OrderLine`), its `cover` the picture's key (answered as its URL). */
export type OrderLineItem = OrderLine;

/**
 * An order as stored: the answer's fields (`Order`, shared/schemas/order.ts: the parties, lines, money, address, and
 * every time it shows) but what the answer works out when it is read (the state's label, the after-sale and invoice as
 * summaries, the viewer's side and actions), and what only the server keeps. Stored, the phone is whole (masked when
 * answered to the seller's staff) and the due times stay once their state is left (answered 0 then).
 */
export interface OrderItem extends Omit<Order, 'stateLabel' | 'refund' | 'invoice' | 'viewerSide' | 'actions' | 'evaluations'> {
  processVersion: number;
  /** Grows with every write: the condition of the next one. */
  rev: number;
  /** The person who placed it (for the service desk's records). */
  placedBy: string;
  updateTime: number;
  /** The checkout's requestId (buyer scope) and the payment's, once paid. */
  checkoutRequest: string;
  payRequest: string;
  /** The open after-sale (one at a time), and the latest one of any state (shown on the order). */
  openRefundId: string;
  lastRefundId: string;
  lastRefundState: RefundState | '';
  invoiceState: InvoiceState | '';
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
  /** Its own id (answered to the public instead of the order's); absent on evaluations written before it was kept. */
  id?: string;
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
