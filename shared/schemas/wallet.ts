/**
 * The wallet's calls (CONTRACT "Money": fixed paths and shapes): the wallet's amounts and its flow (流水). Amounts are
 * integer fen; the SPA shows them with shared/money.ts.
 */
import { MAX_AMOUNT_FEN, toHalfWidth } from '../money.js';
import { payPassword } from '../validation/rules.js';
import { fileUrl, id, input, num, oneOf, pageInput, text, ulid } from '../validation/zod.js';

/** The kinds of movement a flow shows, with their Chinese names (the flow's type filter). */
export const FLOW_TYPES = {
  RECHARGE: '充值',
  WITHDRAW: '提现',
  WITHDRAW_PAID: '提现到账',
  WITHDRAW_FAILED: '提现退回',
  ESCROW: '托管',
  ESCROW_RELEASE: '托管结算',
  REFUND: '退款',
  PAYMENT: '支付',
  INCOME: '收入',
  FEE: '服务费',
} as const;
export type FlowType = keyof typeof FLOW_TYPES;
const FLOW_TYPE_NAMES = Object.keys(FLOW_TYPES) as [FlowType, ...FlowType[]];

/** spec §2.1 /withdraw/transactionRecord: 10 a page. */
export const FLOW_PAGE_SIZE = 10;

/** The widest time a filter may name: from 2020 to 2100, in epoch milliseconds. */
const TIME = { min: Date.UTC(2020, 0, 1), max: Date.UTC(2100, 0, 1) };

export const walletFlowInput = input({
  ...pageInput(FLOW_PAGE_SIZE),
  type: oneOf('流水类型', FLOW_TYPE_NAMES).optional(),
  start: num('开始时间', TIME).optional(),
  end: num('结束时间', TIME).optional(),
});

/** GET wallet/info. */
export interface WalletInfo {
  balance: number;
  available: number;
  frozen: number;
  payPasswordSet: boolean;
}

/** One line of the flow: `amount` signed (+ in, − out), the balance after it. */
export interface FlowEntry {
  id: string;
  type: string;
  amount: number;
  balanceAfter: number;
  createTime: number;
  title: string;
  bizId: string;
  /** How the entry moved available and frozen (a withdrawal's hold moves 100 from one to the other: amount 0). */
  available: number;
  frozen: number;
  availableAfter: number;
  frozenAfter: number;
  /** The other side, in Chinese (充值渠道, 提现在途, 项目托管, another wallet). */
  counterpart: string;
}

/** Withdrawal methods (spec §2.1 /withdraw/withdrawMethod): a bank card or an Alipay account. */
export const WITHDRAW_METHOD_TYPES = ['BANK', 'ALIPAY'] as const;
export type WithdrawMethodType = (typeof WITHDRAW_METHOD_TYPES)[number];

/** At most this many methods per wallet. */
export const MAX_WITHDRAW_METHODS = 10;

/** A bank card number: 12 to 19 digits (spaces between groups allowed and removed, full-width digits read as ASCII). */
export const BANK_CARD = /^\d{12,19}$/;
/** An Alipay account: a mainland mobile number or an e-mail address. */
export const ALIPAY_ACCOUNT = /^(1[3-9]\d{9}|[^\s@]{1,64}@[^\s@]{1,190}\.[A-Za-z]{2,})$/;

/** A holder's name as banks print it: Chinese characters or Latin letters, with · between the parts of a name. */
const HOLDER_NAME = /^[\p{Script=Han}A-Za-z][\p{Script=Han}A-Za-z·. ]*[\p{Script=Han}A-Za-z.]$/u;
/** A bank's name: Chinese characters, Latin letters, digits, brackets and spaces (中国工商银行, 招商银行（深圳分行）). */
const BANK_NAME = /^[\p{Script=Han}A-Za-z0-9（）() ]+$/u;

export const addWithdrawMethodInput = input({
  type: oneOf('提现方式', WITHDRAW_METHOD_TYPES),
  name: text('户名', { min: 2, max: 50, pattern: [HOLDER_NAME, '户名只能包含汉字、字母和间隔号·'] }),
  // Full-width digits (a Chinese keyboard's) read as ASCII, as amounts are; spaces between groups removed.
  account: text('账号', { max: 254 }).transform((v) => toHalfWidth(v).replace(/\s+/g, '')),
  bankName: text('开户银行', { max: 50, pattern: [BANK_NAME, '开户银行只能包含汉字、字母、数字和括号'] }).optional(),
});
export const withdrawMethodIdInput = input({ id: ulid('提现方式') });

/** A method as its owner sees it: the account number masked, always. */
export interface WithdrawMethod {
  id: string;
  type: WithdrawMethodType;
  name: string;
  account: string;
  bankName: string;
  createTime: number;
}

// ---------------------------------------------------------------- movements of money (CONTRACT "Money")

/** Fen in an API: a whole positive number up to MAX_AMOUNT_FEN (¥100,000,000.00). */
export const fen = (label: string, min = 1) => num(label, { min, max: MAX_AMOUNT_FEN });

/** A client's id of a movement of money: 8 to 64 letters, digits, `-` and `_`; a repeat answers the first outcome. */
export const requestId = () => text('请求编号', { min: 8, max: 64, pattern: [/^[A-Za-z0-9_-]{8,64}$/, '请求编号应为8至64位字母、数字、-或_'] });

/** Recharge: the amount in fen; answered with the payment and where to pay it. */
export const rechargeInput = input({ amount: fen('充值金额'), requestId: requestId() });
export interface RechargeStarted {
  payId: string;
  /** The provider's cashier (收银台): on the sandbox, the SPA's own page `/#/cashier/<payId>`. */
  cashierUrl: string;
}

/** A payment waits PENDING for the provider's word for 15 minutes, then EXPIRED; PAID and FAILED are final. */
export const PAYMENT_STATUSES = { PENDING: '待支付', PAID: '支付成功', FAILED: '支付失败', EXPIRED: '已超时' } as const;
export type PaymentStatus = keyof typeof PAYMENT_STATUSES;
/** How long a payment waits for the provider before it expires. */
export const PAYMENT_TTL_MS = 15 * 60 * 1000;
/** The sandbox cashier's channels (its look only: both pay through the sandbox). */
export const PAY_CHANNELS = { ALIPAY: '支付宝', WECHAT: '微信支付' } as const;
export type PayChannel = keyof typeof PAY_CHANNELS;

export interface Payment {
  payId: string;
  amount: number;
  status: PaymentStatus;
  /** What is paid for, in Chinese (钱包充值). */
  subject: string;
  createTime: number;
  /** When a PENDING payment expires (createTime + 15 minutes). */
  expireTime: number;
  paidTime?: number;
}
export const payIdInput = input({ payId: ulid('支付单') });

/** The sandbox cashier's buttons (local and sandbox stages only). */
export const SANDBOX_RESULTS = ['SUCCESS', 'FAIL'] as const;
export const sandboxPayInput = input({ payId: ulid('支付单'), result: oneOf('支付结果', SANDBOX_RESULTS), channel: oneOf('支付方式', ['ALIPAY', 'WECHAT']).optional() });

/**
 * The provider's notify (支付结果通知) as the sandbox sends it: JSON, signed with HMAC-SHA256 over the raw body in the
 * `x-sandbox-signature` header (`t=<unix seconds>,v1=<hex>`; the signed text is `<t>.<raw body>`).
 */
export const paymentNotifyInput = input({
  payId: ulid('支付单'),
  tradeNo: id('渠道交易号'),
  amount: fen('金额'),
  result: oneOf('支付结果', SANDBOX_RESULTS),
  channel: oneOf('支付方式', ['ALIPAY', 'WECHAT']),
  time: num('通知时间', { min: 0, max: 4_102_444_800_000 }),
});
export const NOTIFY_SIGNATURE_HEADER = 'x-sandbox-signature';

// ---------------------------------------------------------------- withdrawals (spec §2.1 /withdraw/*, §9)

/** spec §9: at least 1 yuan; above 10,000 yuan in one, or above 50,000 yuan in 30 days, identity documents first. */
export const WITHDRAW_RULES = {
  minFen: 100,
  singleLimitFen: 1_000_000,
  windowLimitFen: 5_000_000,
  windowDays: 30,
  /** Arrival: 3 to 5 working days of mainland China's calendar (holidays and make-up workdays counted). */
  arrivalWorkdays: { min: 3, max: 5 },
} as const;

export const withdrawInput = input({
  amount: fen('提现金额').refine((v) => v >= WITHDRAW_RULES.minFen, '提现金额不能少于1元'),
  methodId: ulid('提现方式'),
  payPassword: payPassword(),
  requestId: requestId(),
});
export interface WithdrawStarted {
  id: string;
  /** The latest expected arrival date, `YYYY-MM-DD` (5 working days); `expectedFrom` the earliest (3). */
  expectedArrival: string;
  expectedFrom: string;
  /**
   * The dates are estimates (预计): a working day counted falls in a year whose official holiday schedule is not
   * published yet, so Monday to Friday were counted (functions/lib/calendar.ts).
   */
  arrivalEstimated?: boolean;
}

export const WITHDRAWAL_STATUSES = { PENDING: '处理中', PAID: '已到账', FAILED: '提现失败' } as const;
export type WithdrawalStatus = keyof typeof WITHDRAWAL_STATUSES;

export interface Withdrawal {
  id: string;
  amount: number;
  status: WithdrawalStatus;
  method: { type: WithdrawMethodType; name: string; account: string; bankName: string };
  createTime: number;
  expectedFrom: string;
  expectedArrival: string;
  /** As in WithdrawStarted: the dates are estimates until the year's official schedule is published. */
  arrivalEstimated?: boolean;
  /** When an operator marked it paid or failed. */
  endTime?: number;
  failReason?: string;
}
export const WITHDRAWAL_PAGE_SIZE = 10;
export const withdrawalsInput = input({ ...pageInput(WITHDRAWAL_PAGE_SIZE), status: oneOf('提现状态', ['PENDING', 'PAID', 'FAILED']).optional() });
export const withdrawalIdInput = input({ id: ulid('提现记录') });

/** One flow entry with what its details page shows (spec §2.1 /withdraw/flowDetails). */
export const flowEntryInput = input({ id: num('流水号', { min: 1, max: 1_000_000_000 }) });

// ---------------------------------------------------------------- identity documents (spec §9 thresholds)

/** What a wallet's owner uploads before large withdrawals: a person's or team's ID card, a company's licence. */
export const IDENTITY_KINDS = { ID_CARD: '身份证正反面', LICENCE: '营业执照' } as const;
export type IdentityKind = keyof typeof IDENTITY_KINDS;
/** The files are the uploader's own uploads of kind `identity` (upload/presign), named by their `fileUrl`. */
export const saveIdentityInput = input({
  front: fileUrl('身份证人像面').optional(),
  back: fileUrl('身份证国徽面').optional(),
  licence: fileUrl('营业执照').optional(),
}).refine((v) => Boolean(v.licence || v.front || v.back), { path: ['front'], message: '请上传证件图片：身份证正反面，或营业执照' });
export interface IdentityDocuments {
  kind: IdentityKind;
  submitted: boolean;
  submitTime?: number;
  /** Signed URLs of the owner's own files, for the page to show them. */
  files: { front?: string; back?: string; licence?: string };
}
