/**
 * Routes of the order domain (CONTRACT "Mall": the fixed paths; spec §7.1 `order/sell-order-count`; docs/orders.md):
 * checkout and payment, delivery and logistics, receipt, after-sales, evaluations and invoices. The buyer and the
 * seller are accounts (the session's: a person's own, or the team's or company's when working as one); a seller's
 * orders are handled by its managers (administrator, authorised person, mall staff).
 */
import { APP } from '../domains.js';
import type { Page } from '../envelope.js';
import {
  applyInvoiceInput,
  applyRefundInput,
  cancelOrderInput,
  deliverInput,
  evaluateInput,
  evaluationsInput,
  issueInvoiceInput,
  orderIdInput,
  orderListInput,
  orderPathInput,
  payOrdersInput,
  refundIdInput,
  refundPathInput,
  refundReasonInput,
  replyInput,
  returnShipInput,
  submitOrderInput,
  type BuyOrderCount,
  type Evaluation,
  type Invoice,
  type LogisticsTrace,
  type Order,
  type OrderSubmitted,
  type OrdersPaid,
  type Refund,
  type SellOrderCount,
} from '../schemas/order.js';
import { devSweepInput } from '../schemas/project-backlog.js';
import { noInput } from '../validation/zod.js';
import { returns, route, routeLookup, servedBy } from './types.js';

const PC = `/api/pc/${APP}`;

export const orderRoutes = servedBy('order', [
  // Checkout and payment.
  route({ id: 'order.submit', method: 'POST', path: `${PC}/order/submit`, domain: 'order', access: 'user', input: submitOrderInput, output: returns<OrderSubmitted>(), summary: '提交订单：按卖家拆单，按当前价格核对（价格变动时拒绝并告知），以条件写入扣减库存（不超卖）；30 分钟未付款自动取消；同一 requestId 重复提交返回同一结果' }),
  route({ id: 'order.pay', method: 'POST', path: `${PC}/order/pay`, domain: 'order', access: 'user', input: payOrdersInput, output: returns<OrdersPaid>(), summary: '用钱包支付一次提交的订单：校验支付密码，货款转入各订单的托管账户（一笔记账，requestId 幂等）' }),
  route({ id: 'order.cancel', method: 'POST', path: `${PC}/order/cancel`, domain: 'order', access: 'user', input: cancelOrderInput, output: returns<null>(), summary: '买家取消待付款的订单，库存退回' }),
  // Delivery and receipt.
  route({ id: 'order.deliver', method: 'POST', path: `${PC}/order/deliver`, domain: 'order', access: 'user', input: deliverInput, output: returns<null>(), summary: '卖家发货：物流公司与运单号；10 天后自动确认收货' }),
  route({ id: 'order.logistics', method: 'GET', path: `${PC}/order/logistics/{id}`, domain: 'order', access: 'user', input: orderPathInput, output: returns<LogisticsTrace>(), summary: '物流轨迹（买家与卖家）：来自物流服务接口，本地为沙箱物流' }),
  route({ id: 'order.confirmReceipt', method: 'POST', path: `${PC}/order/confirm-receipt`, domain: 'order', access: 'user', input: orderIdInput, output: returns<null>(), summary: '买家确认收货：订单完成，货款扣除平台佣金后转入卖家钱包' }),
  route({ id: 'order.extendReceipt', method: 'POST', path: `${PC}/order/extend-receipt`, domain: 'order', access: 'user', input: orderIdInput, output: returns<null>(), summary: '买家延长收货 5 天（每个订单一次）' }),
  // Reads.
  route({ id: 'order.detail', method: 'GET', path: `${PC}/order/detail/{id}`, domain: 'order', access: 'user', input: orderPathInput, output: returns<Order>(), summary: '订单详情（买家、卖家及其商城管理员）：商品、金额、地址、物流、售后、发票，以及当前可进行的操作' }),
  route({ id: 'order.list', method: 'GET', path: `${PC}/order/list`, domain: 'order', access: 'user', input: orderListInput, output: returns<Page<Order>>(), summary: '我的采购订单（BUY）或销售订单（SELL），最新在前，可按状态筛选' }),
  route({ id: 'order.sellCount', method: 'GET', path: `${PC}/order/sell-order-count`, domain: 'order', access: 'user', input: noInput, output: returns<SellOrderCount>(), summary: '销售订单的待办数：待处理售后、待开发票、待发货、待付款' }),
  route({ id: 'order.buyCount', method: 'GET', path: `${PC}/order/buy-order-count`, domain: 'order', access: 'user', input: noInput, output: returns<BuyOrderCount>(), summary: '采购订单各标签的数量：待付款、待发货、待收货、售后、待评价' }),
  // After-sales.
  route({ id: 'order.refund.apply', method: 'POST', path: `${PC}/order/refund/apply`, domain: 'order', access: 'user', input: applyRefundInput, output: returns<{ id: string }>(), summary: '申请退款：仅退款（发货前后）或退货退款（发货后），金额不超过可退金额；卖家 48 小时未处理自动同意' }),
  route({ id: 'order.refund.agree', method: 'POST', path: `${PC}/order/refund/agree`, domain: 'order', access: 'user', input: refundIdInput, output: returns<null>(), summary: '卖家同意：仅退款立即从订单托管退回买家；退货退款等待买家退货' }),
  route({ id: 'order.refund.refuse', method: 'POST', path: `${PC}/order/refund/refuse`, domain: 'order', access: 'user', input: refundReasonInput, output: returns<null>(), summary: '卖家拒绝（须写明原因）；买家 7 天内可申请平台介入' }),
  route({ id: 'order.refund.cancel', method: 'POST', path: `${PC}/order/refund/cancel`, domain: 'order', access: 'user', input: refundIdInput, output: returns<null>(), summary: '买家撤销售后申请' }),
  route({ id: 'order.refund.returnShip', method: 'POST', path: `${PC}/order/refund/return-ship`, domain: 'order', access: 'user', input: returnShipInput, output: returns<null>(), summary: '买家填写退货物流' }),
  route({ id: 'order.refund.receiveReturn', method: 'POST', path: `${PC}/order/refund/receive-return`, domain: 'order', access: 'user', input: refundIdInput, output: returns<null>(), summary: '卖家确认收到退货，退款退回买家' }),
  route({ id: 'order.refund.escalate', method: 'POST', path: `${PC}/order/refund/escalate`, domain: 'order', access: 'user', input: refundReasonInput, output: returns<null>(), summary: '买家申请平台介入（客服以聊天记录为证据处理）' }),
  route({ id: 'order.refund.detail', method: 'GET', path: `${PC}/order/refund/detail/{id}`, domain: 'order', access: 'user', input: refundPathInput, output: returns<Refund>(), summary: '售后进度（买家与卖家）：每一步的时间与说明、到期自动处理的时间、当前可进行的操作' }),
  // Evaluations.
  route({ id: 'order.evaluate', method: 'POST', path: `${PC}/order/evaluate`, domain: 'order', access: 'user', input: evaluateInput, output: returns<null>(), summary: '买家评价已完成订单的商品（每件商品一次）：星级、内容、图片' }),
  route({ id: 'order.reply', method: 'POST', path: `${PC}/order/reply`, domain: 'order', access: 'user', input: replyInput, output: returns<null>(), summary: '卖家回复一条评价（一次）' }),
  route({ id: 'order.evaluations', method: 'GET', path: `${PC}/order/evaluations`, domain: 'order', access: 'public', input: evaluationsInput, output: returns<Page<Evaluation>>(), summary: '商品或卖家的评价（无需登录），最新在前；买家名称脱敏' }),
  // Invoices.
  route({ id: 'order.invoice.apply', method: 'POST', path: `${PC}/order/invoice/apply`, domain: 'order', access: 'user', input: applyInvoiceInput, output: returns<null>(), summary: '买家申请发票：增值税普通发票或专用发票（专票需开户银行、账号、注册地址与电话）' }),
  route({ id: 'order.invoice.issue', method: 'POST', path: `${PC}/order/invoice/issue`, domain: 'order', access: 'user', input: issueInvoiceInput, output: returns<null>(), summary: '卖家开具发票：上传电子发票（PDF 或 OFD）或填写发票号码与代码' }),
  route({ id: 'order.invoice.detail', method: 'GET', path: `${PC}/order/invoice/{id}`, domain: 'order', access: 'user', input: orderPathInput, output: returns<Invoice>(), summary: '订单的发票（买家与卖家）：开票信息、状态、电子发票的下载地址（短时有效）' }),
  // The test clock (a local cloud started for tests only): the order domain's timers of named orders and refunds.
  route({ id: 'order.devSweep', method: 'POST', path: '/api/dev/order-timers/sweep', domain: 'order', access: 'public', input: devSweepInput, localOnly: true, testClockOnly: true, output: returns<{ fired: number; failed: number }>(), summary: '测试用本地环境：立即触发指定订单或售后单到期（或到指定时间为止到期）的定时器（超时取消、自动收货、售后自动处理），供测试模拟时间流逝' }),
] as const);

/** The SPA's lookup of an order route by id. */
export const orderRoute = routeLookup(orderRoutes);
