/** Routes of the wallet domain (CONTRACT "Money": the fixed paths). The wallet acted on is the session's account type's. */
import { APP } from '../domains.js';
import type { Page } from '../envelope.js';
import {
  addWithdrawMethodInput,
  flowEntryInput,
  payIdInput,
  paymentNotifyInput,
  rechargeInput,
  sandboxPayInput,
  saveIdentityInput,
  walletFlowInput,
  withdrawalIdInput,
  withdrawalsInput,
  withdrawInput,
  withdrawMethodIdInput,
  type FlowEntry,
  type IdentityDocuments,
  type Payment,
  type RechargeStarted,
  type WalletInfo,
  type Withdrawal,
  type WithdrawMethod,
  type WithdrawStarted,
} from '../schemas/wallet.js';
import { noInput } from '../validation/zod.js';
import { returns, route, routeLookup, servedBy } from './types.js';

export const walletRoutes = servedBy('wallet', [
  route({ id: 'wallet.info', method: 'GET', path: `/api/pc/${APP}/wallet/info`, domain: 'wallet', access: 'user', input: noInput, output: returns<WalletInfo>(), summary: '钱包：余额、可用、冻结（分），是否已设置支付密码；企业和团队钱包仅管理员（及企业授权人）' }),
  route({ id: 'wallet.flow', method: 'GET', path: `/api/pc/${APP}/wallet/flow`, domain: 'wallet', access: 'user', input: walletFlowInput, output: returns<Page<FlowEntry>>(), summary: '交易流水，最新在前：类型、金额（入为正、出为负）、变动后余额、时间、说明、业务单号；可按类型和时间筛选' }),
  route({ id: 'wallet.addMethod', method: 'POST', path: `/api/pc/${APP}/wallet/withdraw-method`, domain: 'wallet', access: 'user', input: addWithdrawMethodInput, output: returns<{ id: string }>(), summary: '添加提现方式：银行卡（户名、12–19 位卡号、开户银行）或支付宝账号（手机号或邮箱）；每个钱包最多 10 个' }),
  route({ id: 'wallet.methods', method: 'GET', path: `/api/pc/${APP}/wallet/withdraw-method`, domain: 'wallet', access: 'user', input: noInput, output: returns<WithdrawMethod[]>(), summary: '我的提现方式，最新在前；账号只显示掩码' }),
  route({ id: 'wallet.flowEntry', method: 'GET', path: `/api/pc/${APP}/wallet/flow/{id}`, domain: 'wallet', access: 'user', input: flowEntryInput, output: returns<FlowEntry>(), summary: '一条流水的详情（本钱包的）：金额、可用与冻结的变动、变动后余额、对方、业务单号' }),
  route({ id: 'wallet.recharge', method: 'POST', path: `/api/pc/${APP}/wallet/recharge`, domain: 'wallet', access: 'user', input: rechargeInput, output: returns<RechargeStarted>(), summary: '充值：创建支付单（15 分钟内有效），返回收银台地址；同一 requestId 重复提交返回同一支付单' }),
  route({ id: 'wallet.payment', method: 'GET', path: `/api/pc/${APP}/wallet/recharge/{payId}`, domain: 'wallet', access: 'user', input: payIdInput, output: returns<Payment>(), summary: '支付单状态（仅发起人）：待支付、支付成功、支付失败、已超时' }),
  route({ id: 'wallet.withdraw', method: 'POST', path: `/api/pc/${APP}/wallet/withdraw`, domain: 'wallet', access: 'user', input: withdrawInput, output: returns<WithdrawStarted>(), summary: '提现：校验支付密码（错 5 次锁定 30 分钟），金额从可用转入冻结，返回预计到账日（3–5 个工作日）；单笔超过 1 万元或 30 天累计超过 5 万元需先上传证件' }),
  route({ id: 'wallet.withdrawals', method: 'GET', path: `/api/pc/${APP}/wallet/withdraw`, domain: 'wallet', access: 'user', input: withdrawalsInput, output: returns<Page<Withdrawal>>(), summary: '提现记录，最新在前：金额、状态、提现方式（掩码）、预计或实际到账时间、失败原因' }),
  route({ id: 'wallet.withdrawal', method: 'GET', path: `/api/pc/${APP}/wallet/withdraw/{id}`, domain: 'wallet', access: 'user', input: withdrawalIdInput, output: returns<Withdrawal>(), summary: '一条提现记录（本钱包的）' }),
  route({ id: 'wallet.identity', method: 'GET', path: `/api/pc/${APP}/wallet/identity`, domain: 'wallet', access: 'user', input: noInput, output: returns<IdentityDocuments>(), summary: '大额提现所需证件：个人和团队为身份证正反面，企业为营业执照；是否已上传' }),
  route({ id: 'wallet.saveIdentity', method: 'POST', path: `/api/pc/${APP}/wallet/identity`, domain: 'wallet', access: 'user', input: saveIdentityInput, output: returns<null>(), summary: '上传大额提现所需证件（先用 upload/presign 的 identity 类型上传图片）' }),
  route({ id: 'wallet.sandboxPay', method: 'POST', path: '/api/pay/sandbox/pay/{payId}', domain: 'wallet', access: 'user', input: sandboxPayInput, sandboxOnly: true, output: returns<Payment>(), summary: '沙箱收银台的按钮（仅本地与沙箱环境）：支付成功或支付失败；沙箱渠道随即向通知地址发送签名通知' }),
  route({ id: 'wallet.notify', method: 'POST', path: '/api/pay/notify/sandbox', domain: 'wallet', access: 'public', input: paymentNotifyInput, output: returns<{ code: 'SUCCESS' }>(), sandboxOnly: true, summary: '沙箱渠道的结果通知：HMAC-SHA256 签名校验（原始请求体），重复或乱序的通知只入账一次' }),
  route({ id: 'wallet.deleteMethod', method: 'DELETE', path: `/api/pc/${APP}/wallet/withdraw-method/{id}`, domain: 'wallet', access: 'user', input: withdrawMethodIdInput, output: returns<null>(), summary: '删除一个提现方式（仅本钱包的）' }),
] as const);

/** The SPA's lookup of a wallet route by id. */
export const walletRoute = routeLookup(walletRoutes);
