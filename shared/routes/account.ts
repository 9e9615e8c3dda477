/** Routes of the account domain: spec §7.2's exact paths under `/api/pc/hezuo/user-personage`, the captcha and the local SMS outbox. */
import { APP } from '../domains.js';
import {
  accusationInput,
  baseInfoInput,
  captchaQuery,
  changePasswordInput,
  changePhoneInput,
  checkNameInput,
  devSmsInput,
  forgetPasswordInput,
  getCodeInput,
  loginInput,
  newUserInput,
  publicInfoInput,
  reactivateInput,
  registerInput,
  unsubscribeInput,
  unsubscribeVerifyInput,
  updatePayPasswordInput,
} from '../schemas/account.js';
import { devSweepInput } from '../schemas/project-backlog.js';
import { noInput } from '../validation/zod.js';
import type { CaptchaImage, NewUser, Registered, UnsubscribeTicket, UserInfo } from '../schemas/account.js';
import { returns, route, routeLookup, servedBy } from './types.js';

const base = `/api/pc/${APP}/user-personage`;

export const accountRoutes = servedBy('account', [
  route({ id: 'account.captchaImage', method: 'GET', path: '/api/captchaImage', domain: 'account', access: 'public', input: captchaQuery, output: returns<CaptchaImage>(), summary: '图形验证码；带 phone 时告知该手机号是否需要验证码' }),
  route({ id: 'account.getCode', method: 'POST', path: `${base}/get-code`, domain: 'account', access: 'public', input: getCodeInput, output: returns<null>(), summary: '发送短信验证码（6 位，5 分钟有效，每手机号 60 秒一次）' }),
  route({ id: 'account.register', method: 'POST', path: `${base}/register`, domain: 'account', access: 'public', input: registerInput, body: ['form', 'json'], output: returns<Registered>(), summary: '注册个人、团队或企业账号' }),
  route({ id: 'account.login', method: 'POST', path: `${base}/login`, domain: 'account', access: 'public', input: loginInput, output: returns<string>(), summary: '登录（按账号类型），data 为令牌' }),
  route({ id: 'account.logout', method: 'POST', path: `${base}/logout`, domain: 'account', access: 'user', input: noInput, output: returns<null>(), summary: '退出登录，服务端结束会话' }),
  route({ id: 'account.info', method: 'GET', path: `${base}/info`, domain: 'account', access: 'user', input: noInput, output: returns<UserInfo>(), summary: '当前登录用户信息' }),
  route({ id: 'account.publicInfo', method: 'GET', path: `${base}/info/{a}/{b}`, domain: 'account', access: 'user', input: publicInfoInput, summary: '他人的公开信息（a 为用户，b 为账号类型）' }),
  route({ id: 'account.updateBaseInfo', method: 'POST', path: `${base}/update-base-info`, domain: 'account', access: 'user', input: baseInfoInput, output: returns<null>(), summary: '保存个人基本信息' }),
  route({ id: 'account.forgetPassword', method: 'POST', path: `${base}/forget-password`, domain: 'account', access: 'public', input: forgetPasswordInput, output: returns<null>(), summary: '凭短信验证码重设密码' }),
  route({ id: 'account.changePassword', method: 'POST', path: `${base}/change-password`, domain: 'account', access: 'user', input: changePasswordInput, output: returns<null>(), summary: '修改登录密码' }),
  // Spec §7.2 lists both paths for the one capability: changing one's login password with the old one (docs/decisions.md).
  route({ id: 'account.updatePersonagePassword', method: 'POST', path: `${base}/update-personage-password`, domain: 'account', access: 'user', input: changePasswordInput, output: returns<null>(), summary: '修改登录密码（同 change-password：凭原密码设置新密码）' }),
  route({ id: 'account.changePhone', method: 'POST', path: `${base}/change-phone`, domain: 'account', access: 'user', input: changePhoneInput, output: returns<null>(), summary: '更换手机号（验证码发往新手机号）' }),
  route({ id: 'account.updatePayPassword', method: 'POST', path: `${base}/update-pay-password`, domain: 'account', access: 'user', input: updatePayPasswordInput, output: returns<null>(), summary: '设置或修改支付密码' }),
  route({ id: 'account.unsubscribeVerify', method: 'POST', path: `${base}/unsubscribe-verify`, domain: 'account', access: 'user', input: unsubscribeVerifyInput, output: returns<UnsubscribeTicket>(), summary: '注销前验证：核对短信验证码与注销条件，发放注销凭证' }),
  route({ id: 'account.unsubscribePersonage', method: 'POST', path: `${base}/unsubscribe-userPersonage`, domain: 'account', access: 'user', input: unsubscribeInput, output: returns<null>(), summary: '注销个人账号' }),
  route({ id: 'account.unsubscribeOrg', method: 'POST', path: `${base}/unsubscribe-teamCom-account`, domain: 'account', access: ['TEAM', 'COMPANY'], input: unsubscribeInput, output: returns<null>(), summary: '管理员注销团队或企业账号' }),
  route({ id: 'account.reactivate', method: 'POST', path: `${base}/reactivate`, domain: 'account', access: 'public', input: reactivateInput, output: returns<null>(), summary: '恢复已注销的账号' }),
  route({ id: 'account.checkName', method: 'GET', path: `${base}/check-name`, domain: 'account', access: 'public', input: checkNameInput, output: returns<boolean>(), summary: '企业或团队名称是否可用' }),
  route({ id: 'account.cancellationAndLoginTime', method: 'GET', path: `${base}/ancellationAndLoginTime`, domain: 'account', access: 'user', input: noInput, summary: '注册、最近登录与注销时间' }),
  route({ id: 'account.newUser', method: 'GET', path: `${base}/new-user/{id}`, domain: 'account', access: 'user', input: newUserInput, output: returns<NewUser>(), summary: '是否新用户：注册未满 7 天为新用户，并给出注册时间与新用户截止时间（id 须为本人）' }),
  route({ id: 'account.accusation', method: 'POST', path: `${base}/accusation-user`, domain: 'account', access: 'user', input: accusationInput, summary: '举报用户' }),
  route({ id: 'account.devSweep', method: 'POST', path: '/api/dev/account-timers/sweep', domain: 'account', access: 'public', input: devSweepInput, localOnly: true, testClockOnly: true, output: returns<{ fired: number; failed: number }>(), summary: '测试用本地环境：立即触发指定用户到期（或到指定时间为止到期）的账号定时器（注销恢复期届满后删除或匿名化个人信息），供测试模拟时间流逝' }),
  route({ id: 'account.devSms', method: 'GET', path: '/api/dev/sms', domain: 'account', access: 'public', input: devSmsInput, localOnly: true, summary: '本地环境的短信发件箱：最近一条验证码' }),
] as const);

/** A route of the account domain by its id, typed by its literal id, schema and output (without the rest of the table). */
export const accountRoute = routeLookup(accountRoutes);
