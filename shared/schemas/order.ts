/**
 * Orders (CONTRACT "Mall": the fixed paths and shapes; docs/orders.md): checkout, payment, delivery and logistics,
 * receipt, refunds and after-sale, evaluations and invoices. Amounts are integer fen. An order has one buyer and one
 * seller (accounts: a person, or a team or company working as one); checkout makes one order per seller.
 */
import { ORDER_LIMITS } from '../mall.js';
import { payPassword } from '../validation/rules.js';
import { flag, input, num, oneOf, pageInput, text, ulid } from '../validation/zod.js';
import type { ProcessAction } from '../process/types.js';
import type { InvoiceState, OrderState, RefundState } from '../process/order.js';
import { GOODS_LIMITS, type GoodsType } from './mall-goods.js';
import { fen, requestId } from './wallet.js';

const quantity = () => num('数量', { min: 1, max: GOODS_LIMITS.maxQuantity });

/**
 * An upload's key as the presign answered it (`<kind>/<owner>/<id>.<ext>`, or `<kind>/<id>/<proof>.<ext>` for a kind
 * that hides its owner): the server checks it is the caller's upload of that kind (docs/orders.md).
 */
const uploadKey = (kind: 'invoice' | 'refund-image' | 'evaluation-image', label: string) =>
  text(label, { max: 160, pattern: [new RegExp(`^${kind}(?:/[A-Za-z0-9_-]{1,64}){2}\\.[a-z0-9]{1,10}$`), `${label}格式不正确，请重新上传`] });

/** POST order/submit: lines (one order per seller), where to deliver, a remark; `fromCart` drops the lines from the cart. */
export const submitOrderInput = input({
  items: input({
    goodsId: ulid('商品'),
    quantity: quantity(),
    /** The unit price the buyer saw (fen): a change is refused, never charged. Left out with `fromCart`, the price the cart line was added at. */
    price: fen('单价').optional(),
  })
    .array()
    .min(1, '请选择商品')
    .max(ORDER_LIMITS.lines, `一次最多提交${ORDER_LIMITS.lines}种商品`),
  addressId: ulid('收货地址'),
  remark: text('订单备注', { min: 0, max: ORDER_LIMITS.remark }).optional(),
  fromCart: flag('来自购物车').optional(),
  requestId: requestId(),
});
export interface OrderSubmitted {
  orderIds: string[];
  /** What the orders cost in all (fen). */
  amount: number;
  /** When the unpaid orders are cancelled (epoch ms). */
  payDueTime: number;
}

/** POST order/pay: the orders of one checkout from the session's wallet (the buyer's). */
export const payOrdersInput = input({
  orderIds: ulid('订单').array().min(1, '请选择订单').max(ORDER_LIMITS.ordersPerPayment, `一次最多支付${ORDER_LIMITS.ordersPerPayment}个订单`),
  payPassword: payPassword(),
  requestId: requestId(),
});
export interface OrdersPaid {
  orderIds: string[];
  /** What was paid in all (fen), and when. */
  amount: number;
  payTime: number;
}
export const orderIdInput = input({ orderId: ulid('订单') });
export const orderPathInput = input({ id: ulid('订单') });
export const cancelOrderInput = input({ orderId: ulid('订单'), reason: text('取消原因', { min: 0, max: 100 }).optional() });

export const deliverInput = input({
  orderId: ulid('订单'),
  carrier: text('物流公司', { max: ORDER_LIMITS.carrier }),
  trackingNo: text('运单号', { min: 6, max: ORDER_LIMITS.trackingNo, pattern: [/^[A-Za-z0-9-]+$/, '运单号只能包含字母、数字和-'] }),
});

export const ORDER_SIDES = ['BUY', 'SELL'] as const;
export type OrderSide = (typeof ORDER_SIDES)[number];
/** The tabs of the purchase and sales orders (全部 is no status); 售后 lists orders with a refund open. */
export const ORDER_TABS = { UNPAID: '待付款', PAID: '待发货', DELIVERED: '待收货', COMPLETED: '已完成', CANCELLED: '已取消', CLOSED: '已关闭', AFTER_SALE: '售后' } as const;
export type OrderTab = keyof typeof ORDER_TABS;
export const orderListInput = input({
  side: oneOf('订单类型', ORDER_SIDES),
  status: oneOf('订单状态', Object.keys(ORDER_TABS) as [OrderTab, ...OrderTab[]]).optional(),
  ...pageInput(ORDER_LIMITS.pageSize, 50),
});

/** One line of an order: the goods as they were bought. */
export interface OrderLine {
  goodsId: string;
  goodsType: GoodsType;
  name: string;
  specification: string;
  unit: string;
  cover: string;
  unitPrice: number;
  quantity: number;
  amount: number;
  /** Whether the buyer has evaluated this line. */
  evaluated: boolean;
}

export interface OrderParty {
  accountId: string;
  accountType: 'PERSONAGE' | 'TEAM' | 'COMPANY';
  name: string;
  headPortrait: string;
}

export interface Order {
  id: string;
  state: OrderState;
  stateLabel: string;
  buyer: OrderParty;
  seller: OrderParty;
  lines: OrderLine[];
  /** What the lines cost (fen); paid, refunded, and what the seller received (amount less refunds less commission). */
  amount: number;
  paid: number;
  refunded: number;
  commission: number;
  sellerIncome: number;
  /** Delivery address, the phone masked for the seller's staff (full for the buyer and the seller's managers). */
  address: { regionLabel: string; street: string; contact: string; phone: string };
  remark: string;
  carrier: string;
  trackingNo: string;
  /**
   * When each step was taken (epoch ms, 0 when not taken): placed (下单), paid (付款), shipped (发货), received and
   * completed (by the buyer or automatically: 收货/完成), cancelled (取消: by the buyer, or unpaid in time), closed
   * (关闭: everything paid refunded).
   */
  createTime: number;
  payTime: number;
  deliverTime: number;
  completeTime: number;
  cancelTime: number;
  closeTime: number;
  /** Why it was cancelled (the buyer's reason, or the platform's), empty when not cancelled. */
  cancelReason: string;
  /** The deadlines running now: an unpaid order's cancellation, a delivered order's automatic receipt (0 when none). */
  payDueTime: number;
  receiveDueTime: number;
  receiptExtended: boolean;
  /** The after-sale open now, if any, and the invoice. */
  refund: { id: string; state: RefundState; stateLabel: string } | null;
  invoice: { state: InvoiceState; stateLabel: string } | null;
  /** Which side the viewer is on, and what they may do now (the process engine's actions: the page's buttons). */
  viewerSide: 'BUYER' | 'SELLER';
  actions: ProcessAction[];
  /** The lines' evaluations with the seller's replies (`order.detail` only; absent in lists): the reply page's. */
  evaluations?: Evaluation[];
}

/** GET order/sell-order-count (spec §7.1): the seller's to-dos; the personal center's order count is their sum. */
export interface SellOrderCount {
  applyAfterSale: number;
  applyInvoices: number;
  waitDeliver: number;
  waitPay: number;
}
/** GET order/buy-order-count: the buyer's tabs. */
export interface BuyOrderCount {
  waitPay: number;
  waitDeliver: number;
  waitReceive: number;
  afterSale: number;
  waitEvaluate: number;
}

/** GET order/logistics/{id}: the carrier's trace, newest first (from the logistics provider: docs/orders.md). */
export interface LogisticsTrace {
  carrier: string;
  trackingNo: string;
  /** 已揽收, 运输中, 派送中, 已签收 */
  status: string;
  events: { time: number; text: string; place: string }[];
  /** Which provider answered (沙箱物流 locally). */
  provider: string;
}

// ---------------------------------------------------------------- refunds

export const REFUND_TYPES = { REFUND: '仅退款', RETURN_REFUND: '退货退款' } as const;
export type RefundType = keyof typeof REFUND_TYPES;

export const applyRefundInput = input({
  orderId: ulid('订单'),
  type: oneOf('售后类型', Object.keys(REFUND_TYPES) as [RefundType, ...RefundType[]]),
  amount: fen('退款金额'),
  reason: text('退款原因', { max: ORDER_LIMITS.refundReason }),
  pictures: uploadKey('refund-image', '凭证图片').array().max(ORDER_LIMITS.refundPictures, `凭证图片最多${ORDER_LIMITS.refundPictures}张`).optional(),
  requestId: requestId(),
});
export const refundIdInput = input({ refundId: ulid('售后单') });
export const refundPathInput = input({ id: ulid('售后单') });
export const refundReasonInput = input({ refundId: ulid('售后单'), reason: text('原因', { max: ORDER_LIMITS.refundReason }) });
export const returnShipInput = input({
  refundId: ulid('售后单'),
  carrier: text('物流公司', { max: ORDER_LIMITS.carrier }),
  trackingNo: text('运单号', { min: 6, max: ORDER_LIMITS.trackingNo, pattern: [/^[A-Za-z0-9-]+$/, '运单号只能包含字母、数字和-'] }),
});

export interface Refund {
  id: string;
  orderId: string;
  type: RefundType;
  state: RefundState;
  stateLabel: string;
  amount: number;
  reason: string;
  pictureUrls: string[];
  /** The seller's refusal and the platform's ruling, where given. */
  refuseReason: string;
  ruling: string;
  returnCarrier: string;
  returnTrackingNo: string;
  /** The steps so far, oldest first (申请 → 卖家处理 → 退货 → 退款), for the progress page. */
  steps: { time: number; label: string; text: string }[];
  /** When the open step ends on its own (auto agree, return timeout …), 0 when none. */
  dueTime: number;
  createTime: number;
  viewerSide: 'BUYER' | 'SELLER';
  actions: ProcessAction[];
}

// ---------------------------------------------------------------- evaluations

export const evaluateInput = input({
  orderId: ulid('订单'),
  /** Left out: every line not evaluated yet gets this evaluation. */
  goodsId: ulid('商品').optional(),
  star: num('评分', { min: 1, max: 5 }),
  content: text('评价内容', { min: 0, max: ORDER_LIMITS.evaluation }),
  pictures: uploadKey('evaluation-image', '评价图片').array().max(ORDER_LIMITS.evaluationPictures, `评价图片最多${ORDER_LIMITS.evaluationPictures}张`).optional(),
});
export const replyInput = input({ orderId: ulid('订单'), goodsId: ulid('商品'), content: text('回复内容', { max: ORDER_LIMITS.reply }) });
export const evaluationsInput = input({ goodsId: ulid('商品').optional(), sellerId: ulid('卖家').optional(), ...pageInput(ORDER_LIMITS.pageSize, 50) });

/**
 * An evaluation as anyone reads it (`order.evaluations`, public): its own id, never its order's (an order's id tells
 * when it was placed, and every order route answers a stranger 404 anyway).
 */
export interface Evaluation {
  id: string;
  goodsId: string;
  goodsName: string;
  /** The buyer's name, masked (spec §5 masking) for everyone but the buyer. */
  buyerName: string;
  star: number;
  content: string;
  pictureUrls: string[];
  reply: string;
  createTime: number;
  replyTime: number;
}

// ---------------------------------------------------------------- invoices

export const INVOICE_KINDS = { NORMAL: '增值税普通发票', SPECIAL: '增值税专用发票' } as const;
export type InvoiceKind = keyof typeof INVOICE_KINDS;
/** 统一社会信用代码 or 纳税人识别号: 15, 18 or 20 characters of digits and capitals. */
export const TAX_NO = /^[0-9A-Z]{15}$|^[0-9A-Z]{18}$|^[0-9A-Z]{20}$/;

export const applyInvoiceInput = input({
  orderId: ulid('订单'),
  kind: oneOf('发票类型', Object.keys(INVOICE_KINDS) as [InvoiceKind, ...InvoiceKind[]]),
  title: text('发票抬头', { max: 100 }),
  taxNo: text('税号', { min: 0, max: 20, pattern: [TAX_NO, '税号应为15、18或20位数字或大写字母'] }).optional(),
  /** 专用发票: the buyer's bank, account, registered address and phone. */
  bankName: text('开户银行', { min: 0, max: 50 }).optional(),
  bankAccount: text('银行账号', { min: 0, max: 30, pattern: [/^\d{8,30}$/, '银行账号应为8至30位数字'] }).optional(),
  registeredAddress: text('注册地址', { min: 0, max: 120 }).optional(),
  registeredPhone: text('注册电话', { min: 0, max: 20, pattern: [/^[\d-]{7,20}$/, '注册电话格式不正确'] }).optional(),
  email: text('接收邮箱', { min: 0, max: 100, pattern: [/^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/, '接收邮箱格式不正确'] }).optional(),
});
/** POST order/invoice/issue: an electronic invoice file (PDF or OFD, upload kind `invoice`) and/or its number and code. */
export const issueInvoiceInput = input({
  orderId: ulid('订单'),
  fileKey: uploadKey('invoice', '发票文件').optional(),
  /** The file's own name as chosen for upload (shown and downloaded under it; the upload fixed it in its Content-Disposition). */
  fileName: text('发票文件名', { min: 0, max: 100 }).optional(),
  invoiceNo: text('发票号码', { min: 0, max: 20, pattern: [/^\d{8,20}$/, '发票号码应为8至20位数字'] }).optional(),
  invoiceCode: text('发票代码', { min: 0, max: 12, pattern: [/^\d{10,12}$/, '发票代码应为10至12位数字'] }).optional(),
});

export interface Invoice {
  orderId: string;
  state: InvoiceState;
  stateLabel: string;
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
  /** A short-lived signed URL of the file, for the buyer and the seller's managers; empty when none. */
  fileUrl: string;
  fileName: string;
  applyTime: number;
  issueTime: number;
  actions: ProcessAction[];
}
