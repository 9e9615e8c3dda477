/**
 * The wallet's calls (CONTRACT "Money": fixed paths and shapes): the wallet's amounts and its flow (流水). Amounts are
 * integer fen; the SPA shows them with shared/money.ts.
 */
import { input, num, oneOf, pageInput, text, ulid } from '../validation/zod.js';

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
}

/** Withdrawal methods (spec §2.1 /withdraw/withdrawMethod): a bank card or an Alipay account. */
export const WITHDRAW_METHOD_TYPES = ['BANK', 'ALIPAY'] as const;
export type WithdrawMethodType = (typeof WITHDRAW_METHOD_TYPES)[number];

/** At most this many methods per wallet. */
export const MAX_WITHDRAW_METHODS = 10;

/** A bank card number: 12 to 19 digits (spaces between groups allowed and removed). */
export const BANK_CARD = /^\d{12,19}$/;
/** An Alipay account: a mainland mobile number or an e-mail address. */
export const ALIPAY_ACCOUNT = /^(1[3-9]\d{9}|[^\s@]{1,64}@[^\s@]{1,190}\.[A-Za-z]{2,})$/;

export const addWithdrawMethodInput = input({
  type: oneOf('提现方式', WITHDRAW_METHOD_TYPES),
  name: text('户名', { min: 2, max: 50 }),
  account: text('账号', { max: 254 }).transform((v) => v.replace(/\s+/g, '')),
  bankName: text('开户银行', { max: 50 }).optional(),
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
