/**
 * The order domain's processes (docs/orders.md; docs/processes.md is generated from these): an order from checkout to
 * completion, an after-sale (refund) of an order, and an order's invoice. Money follows the states: paying moves the
 * amount from the buyer's wallet into the order's escrow account; completion releases it to the seller less the
 * platform's commission (ORDER_COMMISSION); a refund returns part or all of it to the buyer.
 */
import { ORDER_TIMING } from '../mall.js';
import { defineProcess, type StateOf } from './types.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The order's sides, with their Chinese names; `platform` is the product itself (timers, other objects' effects). */
export const ORDER_ACTORS = { buyer: '买家', seller: '卖家', service: '平台客服', platform: '平台' } as const;

export const orderProcess = defineProcess({
  name: 'order',
  domain: 'order',
  version: 1,
  label: '订单',
  actors: ORDER_ACTORS,
  initial: 'UNPAID',
  states: {
    UNPAID: { label: '待付款' },
    PAID: { label: '待发货' },
    DELIVERED: { label: '待收货' },
    COMPLETED: { label: '已完成', final: true },
    CANCELLED: { label: '已取消', final: true, refusal: 'ORDER_NOT_PAYABLE' },
    /** Every paid fen refunded before completion. */
    CLOSED: { label: '已关闭', final: true },
  },
  guards: {
    noOpenRefund: { label: '没有进行中的售后', error: 'ORDER_REFUND_PENDING' },
    notExtended: { label: '尚未延长过收货', error: 'ORDER_RECEIPT_EXTENDED' },
  },
  effects: {
    reserveStock: '按数量扣减库存（库存不足时整单不提交）',
    returnStock: '退回扣减的库存',
    escrowIn: '买家钱包的货款转入订单托管账户',
    releaseToSeller: '托管账户中未退款的货款扣除平台佣金后转入卖家钱包',
    tell: '通知买卖双方（站内消息与实时推送）',
  },
  transitions: [
    {
      name: 'pay',
      label: '支付',
      actors: ['buyer'],
      from: ['UNPAID'],
      to: 'PAID',
      effects: ['escrowIn', 'tell'],
    },
    { name: 'cancel', label: '取消订单', actors: ['buyer'], from: ['UNPAID'], to: 'CANCELLED', effects: ['returnStock', 'tell'], ask: { confirm: '确定取消该订单吗？' } },
    {
      name: 'expire',
      label: '超时未付款自动取消',
      actors: ['platform'],
      from: ['UNPAID'],
      to: 'CANCELLED',
      effects: ['returnStock', 'tell'],
      timer: { after: ORDER_TIMING.payMinutes * 60 * 1000, label: `下单后${ORDER_TIMING.payMinutes}分钟未付款自动取消，库存退回` },
    },
    { name: 'deliver', label: '发货', actors: ['seller'], from: ['PAID'], to: 'DELIVERED', guards: ['noOpenRefund'], effects: ['tell'] },
    {
      name: 'confirmReceipt',
      label: '确认收货',
      actors: ['buyer'],
      from: ['DELIVERED'],
      to: 'COMPLETED',
      guards: ['noOpenRefund'],
      effects: ['releaseToSeller', 'tell'],
      ask: { confirm: '请确认已收到货物。确认收货后，货款将支付给卖家。' },
    },
    {
      name: 'extendReceipt',
      label: '延长收货',
      actors: ['buyer'],
      from: ['DELIVERED'],
      guards: ['notExtended'],
      ask: { confirm: `确定延长收货时间${ORDER_TIMING.extendDays}天吗？每个订单只能延长一次。` },
    },
    {
      name: 'autoReceive',
      label: '自动确认收货',
      actors: ['platform'],
      from: ['DELIVERED'],
      to: 'COMPLETED',
      guards: ['noOpenRefund'],
      effects: ['releaseToSeller', 'tell'],
      timer: { at: 'receiveDueTime', label: `发货后${ORDER_TIMING.receiveDays}天自动确认收货（延长收货后顺延；售后进行中时暂停）` },
    },
    /** The refund process's effect when a refund returns every paid fen before completion. */
    { name: 'closeRefunded', label: '全额退款后关闭', actors: ['platform'], from: ['PAID', 'DELIVERED'], to: 'CLOSED', effects: ['returnStock', 'tell'] },
  ],
});

export type OrderState = StateOf<typeof orderProcess>;

/** Refunds and after-sale of an order (京东/1688 售后): refund only, or return and refund. */
export const refundProcess = defineProcess({
  name: 'refund',
  domain: 'order',
  version: 1,
  label: '售后',
  actors: ORDER_ACTORS,
  initial: 'REQUESTED',
  states: {
    REQUESTED: { label: '待卖家处理' },
    RETURNING: { label: '待买家退货' },
    RETURNED: { label: '待卖家收货' },
    REFUSED: { label: '卖家已拒绝' },
    ARBITRATING: { label: '平台处理中' },
    REFUNDED: { label: '退款成功', final: true },
    CANCELLED: { label: '已撤销', final: true },
    CLOSED: { label: '售后关闭', final: true },
  },
  guards: {
    returnRefund: { label: '售后类型为退货退款', error: 'PROCESS_WRONG_STATE' },
    refundOnly: { label: '售后类型为仅退款', error: 'PROCESS_WRONG_STATE' },
  },
  effects: {
    refundFromEscrow: '退款金额从订单托管账户退回买家钱包；全部退完时订单关闭',
    tell: '通知买卖双方（站内消息与实时推送）',
  },
  transitions: [
    { name: 'agree', label: '同意退款', actors: ['seller'], from: ['REQUESTED'], to: 'REFUNDED', guards: ['refundOnly'], effects: ['refundFromEscrow', 'tell'], ask: { confirm: '同意后，退款将立即从订单托管中退回买家。' } },
    { name: 'agreeReturn', label: '同意退货', actors: ['seller'], from: ['REQUESTED'], to: 'RETURNING', guards: ['returnRefund'], effects: ['tell'] },
    { name: 'refuse', label: '拒绝', actors: ['seller'], from: ['REQUESTED', 'RETURNED'], to: 'REFUSED', effects: ['tell'], ask: { reason: true } },
    {
      name: 'autoAgree',
      label: '超时自动同意',
      actors: ['platform'],
      from: ['REQUESTED'],
      to: 'REFUNDED',
      guards: ['refundOnly'],
      effects: ['refundFromEscrow', 'tell'],
      timer: { after: ORDER_TIMING.refundAnswerHours * HOUR, label: `卖家${ORDER_TIMING.refundAnswerHours}小时内未处理，自动同意退款` },
    },
    {
      name: 'autoAgreeReturn',
      label: '超时自动同意退货',
      actors: ['platform'],
      from: ['REQUESTED'],
      to: 'RETURNING',
      guards: ['returnRefund'],
      effects: ['tell'],
      timer: { after: ORDER_TIMING.refundAnswerHours * HOUR, label: `卖家${ORDER_TIMING.refundAnswerHours}小时内未处理，自动同意退货` },
    },
    { name: 'shipReturn', label: '填写退货物流', actors: ['buyer'], from: ['RETURNING'], to: 'RETURNED', effects: ['tell'] },
    {
      name: 'returnTimeout',
      label: '超时未退货关闭',
      actors: ['platform'],
      from: ['RETURNING'],
      to: 'CLOSED',
      effects: ['tell'],
      timer: { after: ORDER_TIMING.returnShipDays * DAY, label: `${ORDER_TIMING.returnShipDays}天内未填写退货物流，售后关闭` },
    },
    { name: 'receiveReturn', label: '确认收到退货', actors: ['seller'], from: ['RETURNED'], to: 'REFUNDED', effects: ['refundFromEscrow', 'tell'], ask: { confirm: '确认收到退货后，退款将立即退回买家。' } },
    {
      name: 'autoReceiveReturn',
      label: '超时自动确认收到退货',
      actors: ['platform'],
      from: ['RETURNED'],
      to: 'REFUNDED',
      effects: ['refundFromEscrow', 'tell'],
      timer: { after: ORDER_TIMING.returnReceiveDays * DAY, label: `买家退货后${ORDER_TIMING.returnReceiveDays}天卖家未处理，自动退款` },
    },
    { name: 'escalate', label: '申请平台介入', actors: ['buyer'], from: ['REFUSED'], to: 'ARBITRATING', effects: ['tell'], ask: { reason: true } },
    {
      name: 'refusedTimeout',
      label: '拒绝后超时关闭',
      actors: ['platform'],
      from: ['REFUSED'],
      to: 'CLOSED',
      effects: ['tell'],
      timer: { after: ORDER_TIMING.escalateDays * DAY, label: `卖家拒绝后${ORDER_TIMING.escalateDays}天内未申请平台介入，售后关闭` },
    },
    { name: 'ruleRefund', label: '平台判定退款', actors: ['service'], from: ['ARBITRATING'], to: 'REFUNDED', effects: ['refundFromEscrow', 'tell'], ask: { reason: true } },
    { name: 'ruleReject', label: '平台判定不退款', actors: ['service'], from: ['ARBITRATING'], to: 'CLOSED', effects: ['tell'], ask: { reason: true } },
    { name: 'cancel', label: '撤销申请', actors: ['buyer'], from: ['REQUESTED', 'RETURNING', 'REFUSED'], to: 'CANCELLED', effects: ['tell'], ask: { confirm: '撤销后本次售后结束。确定撤销吗？' } },
  ],
});

export type RefundState = StateOf<typeof refundProcess>;

/** An order's invoice: the buyer applies, the seller issues it (an electronic invoice file, or its number and code). */
export const invoiceProcess = defineProcess({
  name: 'invoice',
  domain: 'order',
  version: 1,
  label: '发票',
  actors: ORDER_ACTORS,
  initial: 'APPLIED',
  states: {
    APPLIED: { label: '待开票' },
    ISSUED: { label: '已开票', final: true, refusal: 'INVOICE_ISSUED' },
  },
  guards: {},
  effects: { tell: '通知买卖双方（站内消息与实时推送）' },
  transitions: [
    { name: 'issue', label: '开具发票', actors: ['seller'], from: ['APPLIED'], to: 'ISSUED', effects: ['tell'] },
    { name: 'modify', label: '修改开票信息', actors: ['buyer'], from: ['APPLIED'] },
  ],
});

export type InvoiceState = StateOf<typeof invoiceProcess>;
