/** Wallet and ledger (1050xx; CONTRACT "Money"). */
import { def } from './def.js';

export const WALLET_ERRORS = {
  /** A team's or company's wallet is run by its administrator (and a company's authorised person), no other staff. */
  NOT_WALLET_OPERATOR: def(403, 403, '只有管理员或授权人可以查看和操作钱包'),
  /** A posting kept losing to others for all its attempts: nothing moved. */
  LEDGER_BUSY: def(105001, 200, '当前操作的人较多，请稍后重试'),
  WITHDRAW_METHODS_FULL: def(105002, 200, '最多添加10个提现方式'),
  WITHDRAW_METHOD_EXISTS: def(105003, 200, '该账号已添加'),
  WITHDRAW_METHOD_NOT_FOUND: def(404, 404, '提现方式不存在'),
} as const;
