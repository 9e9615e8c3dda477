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
  PAY_PASSWORD_NOT_SET: def(105004, 200, '请先设置支付密码'),
  /** The message names the tries left (`data.remaining`): 支付密码错误，还可以输入3次. */
  PAY_PASSWORD_WRONG: def(105005, 200, '支付密码错误'),
  /** Five wrong tries lock paying for 30 minutes (`data.wait` seconds). */
  PAY_LOCKED: def(105006, 200, '支付密码错误次数过多，请30分钟后再试'),
  INSUFFICIENT_BALANCE: def(105007, 200, '可用余额不足'),
  /** `data.need`: ID_CARD or LICENCE, what to upload (the wallet's identity page). */
  IDENTITY_REQUIRED: def(105008, 200, '单笔提现超过1万元或30天内累计提现超过5万元，请先上传身份证件'),
  PAYMENT_NOT_FOUND: def(404, 404, '支付单不存在'),
  PAYMENT_DECIDED: def(105009, 200, '该支付单已支付或已关闭'),
  PAYMENT_EXPIRED: def(105010, 200, '支付单已超时，请重新发起充值'),
  /** A notify whose signature does not verify: nothing is done with it. */
  NOTIFY_SIGNATURE_INVALID: def(401, 401, '签名校验失败'),
  /** A notify that names another amount than its payment's. */
  NOTIFY_MISMATCH: def(400, 400, '通知内容与支付单不符'),
  WITHDRAWAL_NOT_FOUND: def(404, 404, '提现记录不存在'),
  WITHDRAWAL_ENDED: def(105015, 200, '该提现已处理'),
  FLOW_ENTRY_NOT_FOUND: def(404, 404, '流水不存在'),
  /** A requestId the wallet used for another kind of movement. */
  REQUEST_ID_USED: def(105014, 200, '该请求编号已用于其他操作，请刷新后重试'),
} as const;
