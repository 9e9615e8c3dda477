/**
 * The after-sale, evaluation and invoice calls of the order domain (shared/routes/order.ts): a refund's progress and
 * its moves (one route per action of the refund process), evaluating and replying, applying for and issuing invoices.
 */
import useSWR from 'swr';
import type { Page } from '../../../../../shared/envelope.js';
import { orderRoute } from '../../../../../shared/routes/order.js';
import type { Evaluation, Invoice, InvoiceKind, Refund, RefundType } from '../../../../../shared/schemas/order.js';
import type { HttpError } from '../../../api/http-error.js';
import { callRoute } from '../../../api/route-call.js';
import { orderKey } from './keys.js';

const NOT_THERE: readonly number[] = [403, 404];

export const useRefund = (id: string | null) =>
  useSWR<Refund, HttpError>(id ? orderKey('refund', { id }) : null, () => callRoute(orderRoute('order.refund.detail'), { id: id ?? '' }, { handledCodes: NOT_THERE }));

/** An order's invoice, when it has one (`enabled`: the order says so). */
export const useInvoice = (orderId: string | null, enabled = true) =>
  useSWR<Invoice, HttpError>(orderId && enabled ? orderKey('invoice', { orderId }) : null, () =>
    callRoute(orderRoute('order.invoice.detail'), { id: orderId ?? '' }, { handledCodes: NOT_THERE }),
  );

/** A goods' evaluations, from which the reply page finds the one of its order. */
export const useEvaluations = (goodsId: string | null) =>
  useSWR<Page<Evaluation>, HttpError>(goodsId ? orderKey('evaluations', { goodsId }) : null, () =>
    callRoute(orderRoute('order.evaluations'), { goodsId: goodsId ?? '', current: 1, size: 50 }),
  );

/** A seller's evaluations (every listing of theirs), newest first: the supplier's page. */
export const useSellerEvaluations = (sellerId: string | null) =>
  useSWR<Page<Evaluation>, HttpError>(sellerId ? orderKey('evaluations', { sellerId }) : null, () =>
    callRoute(orderRoute('order.evaluations'), { sellerId: sellerId ?? '', current: 1, size: 50 }),
  );

export interface RefundApplication {
  orderId: string;
  type: RefundType;
  amount: number;
  reason: string;
  pictures: string[];
  requestId: string;
}

export const applyRefund = (input: RefundApplication, handledCodes: readonly number[]): Promise<{ id: string }> =>
  callRoute(orderRoute('order.refund.apply'), { ...input, ...(input.pictures.length ? {} : { pictures: undefined }) }, { handledCodes });

/** The refund moves by the process action's name; shipReturn takes its dialog's carrier and tracking number. */
export const moveRefund = (name: string, refundId: string, extra: { reason?: string; carrier?: string; trackingNo?: string } = {}): Promise<unknown> => {
  switch (name) {
    case 'agree':
    case 'agreeReturn':
      return callRoute(orderRoute('order.refund.agree'), { refundId });
    case 'refuse':
      return callRoute(orderRoute('order.refund.refuse'), { refundId, reason: extra.reason ?? '' });
    case 'escalate':
      return callRoute(orderRoute('order.refund.escalate'), { refundId, reason: extra.reason ?? '' });
    case 'cancel':
      return callRoute(orderRoute('order.refund.cancel'), { refundId });
    case 'receiveReturn':
      return callRoute(orderRoute('order.refund.receiveReturn'), { refundId });
    case 'shipReturn':
      return callRoute(orderRoute('order.refund.returnShip'), { refundId, carrier: extra.carrier ?? '', trackingNo: extra.trackingNo ?? '' }, { handledCodes: [400] });
    default:
      return Promise.reject(new Error(`not a refund move: ${name}`));
  }
};

export const evaluate = (input: { orderId: string; goodsId: string; star: number; content: string; pictures: string[] }): Promise<null> =>
  callRoute(orderRoute('order.evaluate'), { ...input, ...(input.pictures.length ? {} : { pictures: undefined }) }, { handledCodes: [400] });

export const reply = (input: { orderId: string; goodsId: string; content: string }): Promise<null> => callRoute(orderRoute('order.reply'), input, { handledCodes: [400] });

export interface InvoiceApplication {
  orderId: string;
  kind: InvoiceKind;
  title: string;
  taxNo?: string;
  bankName?: string;
  bankAccount?: string;
  registeredAddress?: string;
  registeredPhone?: string;
  email?: string;
}

export const applyInvoice = (input: InvoiceApplication): Promise<null> => callRoute(orderRoute('order.invoice.apply'), input, { handledCodes: [400] });

export const issueInvoice = (input: { orderId: string; fileKey?: string; invoiceNo?: string; invoiceCode?: string }): Promise<null> =>
  callRoute(orderRoute('order.invoice.issue'), input, { handledCodes: [400] });
