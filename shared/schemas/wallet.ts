/**
 * The wallet's calls (CONTRACT "Money": fixed paths and shapes): the wallet's amounts and its flow (流水). Amounts are
 * integer fen; the SPA shows them with shared/money.ts.
 */
import { input, num, oneOf, pageInput } from '../validation/zod.js';

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
