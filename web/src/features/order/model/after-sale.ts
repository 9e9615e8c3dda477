/**
 * The after-sale and invoice rules the order pages show before the server holds them (shared/routes/order.ts,
 * shared/process/order.ts): which refund types an order may ask for now, how much it may still get back, when a
 * buyer may ask for an invoice or evaluate, and what a 专用发票 needs.
 */
import type { OrderState } from '../../../../../shared/process/order.js';
import { REFUND_TYPES, type InvoiceKind, type Order, type RefundType } from '../../../../../shared/schemas/order.js';

/** 仅退款 before and after delivery; 退货退款 only once the goods were shipped (107012). */
export const refundTypesFor = (state: OrderState): RefundType[] =>
  state === 'PAID' ? ['REFUND'] : state === 'DELIVERED' ? (Object.keys(REFUND_TYPES) as RefundType[]) : [];

/** What is paid and not refunded yet (fen): the most a refund may ask (107011). */
export const refundableOf = (order: Pick<Order, 'paid' | 'refunded'>): number => Math.max(0, order.paid - order.refunded);

/** A buyer may ask for an after-sale on a paid order not completed, with none open. */
export const canApplyRefund = (order: Order): boolean => order.viewerSide === 'BUYER' && !order.refund && refundTypesFor(order.state).length > 0;

/** A buyer asks for an invoice once the order is paid (not cancelled or closed) and has none. */
export const canApplyInvoice = (order: Order): boolean =>
  order.viewerSide === 'BUYER' && !order.invoice && (order.state === 'PAID' || order.state === 'DELIVERED' || order.state === 'COMPLETED');

/** A buyer evaluates a completed order's lines not evaluated yet. */
export const canEvaluate = (order: Order): boolean => order.viewerSide === 'BUYER' && order.state === 'COMPLETED' && order.lines.some((line) => !line.evaluated);

/** The fields an invoice of each kind requires besides its title (a 专用发票: the tax number, bank and registration). */
export const INVOICE_REQUIRED: Readonly<Record<InvoiceKind, readonly string[]>> = {
  NORMAL: [],
  SPECIAL: ['taxNo', 'bankName', 'bankAccount', 'registeredAddress', 'registeredPhone'],
};
