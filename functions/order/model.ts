/**
 * The order domain's items as stored (docs/orders.md "Items"): an order, an after-sale (refund), an invoice, an
 * evaluation, a checkout's claim, an account's counts. Every change of an order or a refund is a process transition
 * (shared/process/order.ts) written whole under a condition on the revision read (`rev`), so two moves of one order
 * never both win: a payment racing the expiry, a refund racing the automatic receipt.
 */
import type { AccountType } from '../../shared/domains.js';
import type { InvoiceState, RefundState } from '../../shared/process/order.js';
import type { Evaluation, Invoice, Order, OrderLine, Refund } from '../../shared/schemas/order.js';

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

/** A step of an after-sale's progress (time, label, text), as stored and answered. */
export type RefundStep = Refund['steps'][number];

/**
 * An after-sale as stored: the answer's fields (`Refund`) but its label, the viewer's side and actions; the pictures'
 * keys (answered as signed URLs), the buyer's reason for escalating, and what only the server keeps.
 */
export interface RefundItem extends Omit<Refund, 'stateLabel' | 'pictureUrls' | 'viewerSide' | 'actions'> {
  processVersion: number;
  rev: number;
  pictures: string[];
  escalateReason: string;
  buyerId: string;
  sellerId: string;
  requestId: string;
  updateTime: number;
}

/** An invoice as stored: the answer's fields (`Invoice`) but its label, download URL and actions; its file's key. */
export interface InvoiceItem extends Omit<Invoice, 'stateLabel' | 'fileUrl' | 'actions'> {
  processVersion: number;
  rev: number;
  /** The `invoice` upload's key (answered as a short-lived signed URL), empty when none. */
  fileKey: string;
  buyerId: string;
  sellerId: string;
}

/**
 * An evaluation as stored: the answer's fields (`Evaluation`), the buyer's name whole (masked when answered), the
 * pictures' keys (answered as URLs), and whose order it was: never answered.
 */
export interface EvaluationItem extends Omit<Evaluation, 'id' | 'pictureUrls'> {
  /** Its own id (answered to the public instead of the order's); absent on evaluations written before it was kept. */
  id?: string;
  orderId: string;
  sellerId: string;
  buyerId: string;
  pictures: string[];
}

/** An account's counts: its purchase tabs (b…) and its sales to-dos (s…). Moved by `ADD` in each change's transaction. */
export const COUNT_FIELDS = ['bWaitPay', 'bWaitDeliver', 'bWaitReceive', 'bAfterSale', 'bWaitEvaluate', 'sWaitPay', 'sWaitDeliver', 'sAfterSale', 'sInvoices'] as const;
export type CountField = (typeof COUNT_FIELDS)[number];
export type CountDelta = Partial<Record<CountField, number>>;
