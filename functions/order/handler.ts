/**
 * The order unit's Lambda (shared/units.ts `order`): the order routes (shared/routes/order.ts), and on its schedule the
 * sweep of the order domain's timers (unpaid orders expiring, automatic receipts, after-sales answered by time).
 */
import { orderRoutes } from '../../shared/routes/order.js';
import { isTimerSweep } from '../../shared/process/timers.js';
import { routeIn } from '../../shared/routes/types.js';
import { authOf, bind, none, unitHandler } from '../lib/http/unit-handler.js';
import { submitOrder } from './checkout.js';
import { evaluateOrder, listEvaluations, replyEvaluation } from './evaluations.js';
import { applyInvoice, invoiceDetail, issueInvoice } from './invoices.js';
import { orderLogistics } from './logistics.js';
import { cancelOrder, confirmReceipt, deliverOrder, extendReceipt } from './moves.js';
import { payOrders } from './payment.js';
import { buyCount, orderDetail, orderList, refundDetail, sellCount } from './reads.js';
import { agreeRefund, applyRefund, cancelRefund, escalateRefund, receiveReturn, refuseRefund, shipReturn } from './refunds.js';
import { sweepOrderTimers } from './timers.js';

const r = <const I extends (typeof orderRoutes)[number]['id']>(id: I) => routeIn(orderRoutes, id);

const http = unitHandler('order', orderRoutes, [
  bind(r('order.submit'), (input, ctx) => submitOrder(authOf(ctx), input)),
  bind(r('order.pay'), (input, ctx) => payOrders(authOf(ctx), input)),
  bind(r('order.cancel'), (input, ctx) => none(cancelOrder(authOf(ctx), input))),
  bind(r('order.deliver'), (input, ctx) => none(deliverOrder(authOf(ctx), input))),
  bind(r('order.logistics'), (input, ctx) => orderLogistics(authOf(ctx), input.id)),
  bind(r('order.confirmReceipt'), (input, ctx) => none(confirmReceipt(authOf(ctx), input))),
  bind(r('order.extendReceipt'), (input, ctx) => none(extendReceipt(authOf(ctx), input))),
  bind(r('order.detail'), (input, ctx) => orderDetail(authOf(ctx), input.id)),
  bind(r('order.list'), (input, ctx) => orderList(authOf(ctx), input)),
  bind(r('order.sellCount'), (_input, ctx) => sellCount(authOf(ctx))),
  bind(r('order.buyCount'), (_input, ctx) => buyCount(authOf(ctx))),
  bind(r('order.refund.apply'), (input, ctx) => applyRefund(authOf(ctx), input)),
  bind(r('order.refund.agree'), (input, ctx) => none(agreeRefund(authOf(ctx), input.refundId))),
  bind(r('order.refund.refuse'), (input, ctx) => none(refuseRefund(authOf(ctx), input))),
  bind(r('order.refund.cancel'), (input, ctx) => none(cancelRefund(authOf(ctx), input.refundId))),
  bind(r('order.refund.returnShip'), (input, ctx) => none(shipReturn(authOf(ctx), input))),
  bind(r('order.refund.receiveReturn'), (input, ctx) => none(receiveReturn(authOf(ctx), input.refundId))),
  bind(r('order.refund.escalate'), (input, ctx) => none(escalateRefund(authOf(ctx), input))),
  bind(r('order.refund.detail'), (input, ctx) => refundDetail(authOf(ctx), input.id)),
  bind(r('order.evaluate'), (input, ctx) => none(evaluateOrder(authOf(ctx), input))),
  bind(r('order.reply'), (input, ctx) => none(replyEvaluation(authOf(ctx), input))),
  bind(r('order.evaluations'), (input) => listEvaluations(input)),
  bind(r('order.invoice.apply'), (input, ctx) => none(applyInvoice(authOf(ctx), input))),
  bind(r('order.invoice.issue'), (input, ctx) => none(issueInvoice(authOf(ctx), input))),
  bind(r('order.invoice.detail'), (input, ctx) => invoiceDetail(authOf(ctx), input.id)),
  bind(r('order.devSweep'), (input) => sweepOrderTimers(input.now, input.objectIds)),
]);

/** HTTP routes, and the order domain's timer sweep on its schedule (docs/processes.md "Timers"). */
export const handler = (event: Parameters<typeof http>[0], context: Parameters<typeof http>[1]) => (isTimerSweep(event) ? sweepOrderTimers() : http(event, context));
