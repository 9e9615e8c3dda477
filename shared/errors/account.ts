/** Accounts and sessions (1010xx). */
import { def } from './def.js';

export const ACCOUNT_ERRORS = {
  PHONE_REGISTERED: def(101001, 200, '该手机号已注册，请直接登录'),
  PHONE_NOT_REGISTERED: def(101002, 200, '该手机号尚未注册'),
  WRONG_PASSWORD: def(101003, 200, '手机号或密码错误'),
  CAPTCHA_REQUIRED: def(101004, 200, '请输入图形验证码'),
  CAPTCHA_WRONG: def(101005, 200, '图形验证码错误或已过期'),
  SMS_CODE_WRONG: def(101006, 200, '短信验证码错误或已过期'),
  SMS_TOO_FREQUENT: def(429, 429, '验证码发送过于频繁，请稍后再试'),
  ACCOUNT_CANCELLED: def(101007, 200, '该账号已注销，如需继续使用请先恢复账号'),
  ACCOUNT_DISABLED: def(101008, 200, '该账号已被禁用'),
  ACCOUNT_NOT_CANCELLED: def(101009, 200, '该账号未注销，无需恢复'),
  OLD_PASSWORD_WRONG: def(101010, 200, '原密码错误'),
  SAME_PHONE: def(101012, 200, '新手机号与原手机号相同'),
  CANNOT_CANCEL: def(101013, 200, '当前账号暂不能注销'),
  TICKET_INVALID: def(101014, 200, '注销凭证无效或已过期，请重新验证'),
  /** The code's 5 tries are spent: it is dead, a new one must be asked for. */
  SMS_CODE_SPENT: def(101015, 200, '验证码错误次数过多，请重新获取验证码'),
  /** Restoring a cancelled account after its 15-day restore period (用户协议 §14). */
  RESTORE_EXPIRED: def(101016, 200, '账号注销已超过15天，无法恢复'),
  LOGIN_LOCKED: def(429, 429, '登录失败次数过多，请15分钟后再试'),
} as const;
