/**
 * Orders: checkout, payment, delivery, receipt, refunds and after-sale, evaluations, invoices (1070xx; CONTRACT "Mall",
 * docs/orders.md). A transition an order's or refund's process does not allow is 102001 / 102002, as for every process.
 */
import { def } from './def.js';

export const ORDER_ERRORS = {
  ORDER_NOT_FOUND: def(404, 404, '订单不存在'),
  REFUND_NOT_FOUND: def(404, 404, '售后单不存在'),
  INVOICE_NOT_FOUND: def(404, 404, '发票不存在'),
  /** Checkout: a line's goods are off sale, deleted, or cannot be ordered (a purchase intent). */
  ORDER_GOODS_UNAVAILABLE: def(107001, 200, '商品已下架或不存在'),
  /** Checkout: not enough in stock now (`data.goodsId`, `data.stock`); nothing was reserved. */
  ORDER_STOCK_SHORT: def(107002, 200, '商品库存不足'),
  /** Checkout: the unit price changed since the buyer saw it (`data.goodsId`, `data.price`): shown, never charged silently. */
  ORDER_PRICE_CHANGED: def(107003, 200, '商品价格已变动，请确认后重新提交'),
  ORDER_BELOW_MINIMUM: def(107004, 200, '购买数量低于起订量'),
  ORDER_OWN_GOODS: def(107005, 200, '不能购买自己的商品'),
  ORDER_ADDRESS_NOT_FOUND: def(107006, 200, '收货地址不存在，请重新选择'),
  /** Pay: the orders of one payment must be the payer's, unpaid and of one checkout's account. */
  ORDER_NOT_PAYABLE: def(107007, 200, '订单已支付、已取消或已超时，请刷新后重试'),
  /** The same requestId was used for another checkout or payment. */
  ORDER_REQUEST_REUSED: def(107008, 200, '请求编号已用于其他操作'),
  ORDER_RECEIPT_EXTENDED: def(107009, 200, '每个订单只能延长收货一次'),
  /** A refund is open on the order: one at a time. */
  REFUND_OPEN: def(107010, 200, '该订单已有进行中的售后'),
  /** The refund asks more than what was paid and not yet refunded (`data.refundable` fen). */
  REFUND_TOO_MUCH: def(107011, 200, '退款金额不能超过可退金额'),
  /** Return and refund only once the goods have been shipped. */
  REFUND_NOT_SHIPPED: def(107012, 200, '商品尚未发货，请选择仅退款'),
  ORDER_EVALUATED: def(107013, 200, '该商品已评价'),
  EVALUATION_REPLIED: def(107014, 200, '已回复过该评价'),
  INVOICE_APPLIED: def(107015, 200, '该订单已申请发票'),
  INVOICE_ISSUED: def(107016, 200, '发票已开具'),
  /** An order with a refund open cannot be received or completed until the refund ends. */
  ORDER_REFUND_PENDING: def(107017, 200, '售后处理中，请等待售后结束'),
  /** A seller's staff who is not the seller's mall staff, administrator or authorised person. */
  NOT_SELLER_STAFF: def(403, 403, '只有卖家的管理员或商城管理员可以处理该订单'),
} as const;
