/** Routes of the wallet domain (CONTRACT "Money": the fixed paths). The wallet acted on is the session's account type's. */
import { APP } from '../domains.js';
import type { Page } from '../envelope.js';
import { addWithdrawMethodInput, walletFlowInput, withdrawMethodIdInput, type FlowEntry, type WalletInfo, type WithdrawMethod } from '../schemas/wallet.js';
import { noInput } from '../validation/zod.js';
import { returns, route, routeLookup } from './types.js';

export const walletRoutes = [
  route({ id: 'wallet.info', method: 'GET', path: `/api/pc/${APP}/wallet/info`, domain: 'wallet', access: 'user', input: noInput, output: returns<WalletInfo>(), summary: '钱包：余额、可用、冻结（分），是否已设置支付密码；企业和团队钱包仅管理员（及企业授权人）' }),
  route({ id: 'wallet.flow', method: 'GET', path: `/api/pc/${APP}/wallet/flow`, domain: 'wallet', access: 'user', input: walletFlowInput, output: returns<Page<FlowEntry>>(), summary: '交易流水，最新在前：类型、金额（入为正、出为负）、变动后余额、时间、说明、业务单号；可按类型和时间筛选' }),
  route({ id: 'wallet.addMethod', method: 'POST', path: `/api/pc/${APP}/wallet/withdraw-method`, domain: 'wallet', access: 'user', input: addWithdrawMethodInput, output: returns<{ id: string }>(), summary: '添加提现方式：银行卡（户名、12–19 位卡号、开户银行）或支付宝账号（手机号或邮箱）；每个钱包最多 10 个' }),
  route({ id: 'wallet.methods', method: 'GET', path: `/api/pc/${APP}/wallet/withdraw-method`, domain: 'wallet', access: 'user', input: noInput, output: returns<WithdrawMethod[]>(), summary: '我的提现方式，最新在前；账号只显示掩码' }),
  route({ id: 'wallet.deleteMethod', method: 'DELETE', path: `/api/pc/${APP}/wallet/withdraw-method/{id}`, domain: 'wallet', access: 'user', input: withdrawMethodIdInput, output: returns<null>(), summary: '删除一个提现方式（仅本钱包的）' }),
] as const;

/** The SPA's lookup of a wallet route by id. */
export const walletRoute = routeLookup(walletRoutes);
