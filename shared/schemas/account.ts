/** Inputs and outputs of the account and organisation calls (spec §3 "User info", §7.2; docs/conventions.md "Identity and sessions"). */
import { literal, preprocess, type z } from 'zod';
import { ACCOUNT_TYPES, type AccountType } from '../domains.js';
import { creditCode, MESSAGES, password, phone, postcode, smsCode } from '../validation/rules.js';
import { newPayPassword } from './wallet-pay-password.js';
import { visibleName } from './project-common.js';
import { fileUrl, flag, id, input, num, oneOf, text, ulid } from '../validation/zod.js';

export const SEXES = ['男', '女'] as const;
export type Sex = (typeof SEXES)[number];

/** What an SMS code may be used for (docs/conventions.md). */
export const SMS_SCENES = ['register', 'login', 'forget', 'change-phone', 'pay-password', 'unsubscribe'] as const;
export type SmsScene = (typeof SMS_SCENES)[number];

export const ORG_NAME_TYPES = ['COMPANY', 'TEAM'] as const;

const userType = () => oneOf('账号类型', ACCOUNT_TYPES);
const nickname = () => text('昵称', { max: 20 });
/**
 * An organisation's name is unique among its kind and read by people telling organisations apart: no invisible or
 * control character that would make a twin of another's name (团队A and 团队A\u200b), as project names (VISIBLE_NAME).
 */
export const teamName = () => visibleName('团队名称', 30);
const companyName = () => visibleName('企业名称', 50);

export const captchaQuery = input({ phone: phone().optional() });

/** Scenes whose code goes to the logged-in person's own phone: the client sends no phone (it only knows it masked). */
export const OWN_PHONE_SCENES: readonly SmsScene[] = ['pay-password', 'unsubscribe'];

export const getCodeInput = input({ phone: phone().optional(), scene: oneOf('验证码用途', SMS_SCENES) }).superRefine((v, ctx) => {
  if (!v.phone && !OWN_PHONE_SCENES.includes(v.scene)) ctx.addIssue({ code: 'custom', path: ['phone'], message: '请填写手机号' });
});

/** The consent registration requires (PIPL): the box 「我已阅读并同意《用户协议》《隐私政策》」, never checked for the person. */
export const AGREEMENT_MESSAGE = '请阅读并同意《用户协议》《隐私政策》';
/** The version of the agreements a registration consents to (their 更新日期), recorded with the person. */
export const AGREEMENT_VERSION = '2026-11-25';
const agreement = () => preprocess((v) => v === true || v === 'true', literal(true, { error: AGREEMENT_MESSAGE }));

export const registerInput = input({
  phone: phone(),
  code: smsCode(),
  password: password(),
  userType: userType(),
  nickname: nickname(),
  teamName: teamName().optional(),
  companyName: companyName().optional(),
  creditCode: creditCode().optional(),
  agreement: agreement(),
}).superRefine((v, ctx) => {
  if (v.userType === 'TEAM' && !v.teamName) ctx.addIssue({ code: 'custom', path: ['teamName'], message: '请填写团队名称' });
  if (v.userType === 'COMPANY' && !v.companyName) ctx.addIssue({ code: 'custom', path: ['companyName'], message: '请填写企业名称' });
  if (v.userType === 'COMPANY' && !v.creditCode) ctx.addIssue({ code: 'custom', path: ['creditCode'], message: '请填写统一社会信用代码' });
});

export const loginInput = input({
  phone: phone(),
  // Not the registration rule: a wrong password is answered as wrong, whatever its shape.
  password: text('密码', { max: 20 }),
  userType: userType(),
  teamId: id('团队').optional(),
  uuid: text('图形验证码标识', { max: 64 }).optional(),
  code: text('图形验证码', { max: 8 }).optional(),
});

export const forgetPasswordInput = input({ phone: phone(), code: smsCode(), password: password('新密码') });

export const changePasswordInput = input({ oldPassword: text('原密码', { max: 20 }), password: password('新密码') });

/** The code is the one sent to the new phone (scene change-phone). */
export const changePhoneInput = input({ phone: phone('新手机号'), code: smsCode() });

/** The code is the one sent to the person's own phone (scene pay-password). */
/** The new pay password is held to wallet-pay-password.ts (no 111111, 123456; the phone's digits checked by the function). */
export const updatePayPasswordInput = input({ payPassword: newPayPassword(), code: smsCode() });

/** Step one of cancelling: the SMS code (scene unsubscribe) proves it is the owner; answers a ticket. */
export const unsubscribeVerifyInput = input({ code: smsCode() });

export const unsubscribeInput = input({ ticket: text('注销凭证', { max: 64 }) });

export const reactivateInput = input({ phone: phone(), code: smsCode(), password: text('密码', { max: 20 }) });

export const checkNameInput = input({ data: text('名称', { max: 50 }), type: oneOf('名称类型', ORG_NAME_TYPES) });

export const accusationInput = input({
  userId: id('被举报人'),
  reason: text('举报原因', { max: 500 }),
  picUrls: fileUrl('图片').array().max(4, '最多上传4张图片').optional(),
});

/** `info/{a}/{b}`: another person's public card, as the given account type shows it. */
export const publicInfoInput = input({ a: id('用户'), b: userType() });

export const baseInfoInput = input({
  nickname: nickname(),
  headPortrait: fileUrl('头像'),
  sex: oneOf('性别', SEXES),
  realName: text('真实姓名', { max: 20 }).optional(),
  email: text('邮箱', { max: 100, pattern: [/^[^\s@]+@[^\s@]+\.[^\s@]+$/, MESSAGES.email] }).optional(),
  birthday: text('出生日期', { max: 10, pattern: [/^\d{4}-\d{2}-\d{2}$/, '出生日期格式为 YYYY-MM-DD'] }).optional(),
  address: text('所在地址', { max: 100 }).optional(),
  postcode: postcode().optional(),
  introduction: text('个人简介', { max: 500 }).optional(),
});

export const devSmsInput = input({ phone: phone() });

export const staffListInput = input({
  current: num('页码', { min: 1, max: 100_000 }).default(1),
  size: num('每页条数', { min: 1, max: 100 }).default(20),
});
export const addStaffInput = input({ phone: phone('员工手机号') });
export const removeStaffInput = input({ userId: id('员工') });
export const removeTeamMemberInput = input({ userId: id('成员') });
/** The administrator names (or un-names) a member a project leader (项目负责人). */
export const projectLeaderInput = input({ userId: id('成员'), leader: flag('是否为项目负责人') });
/** /company/setCertigier: the company's authorised person (授权人), who operates its wallet with the administrator. */
export const setCertigierInput = input({ userId: id('授权人') });
export interface Certigier {
  userId: string;
  nickname: string;
  headPortrait: string;
  /** Masked, as in the staff list. */
  phone: string;
  setTime: number;
}
export const createTeamInput = input({ teamName: teamName(), headPortrait: fileUrl('团队头像').optional() });

export type RegisterInput = z.output<typeof registerInput>;
export type LoginInput = z.output<typeof loginInput>;
export type BaseInfoInput = z.output<typeof baseInfoInput>;

/** An organisation the person belongs to, as the account switcher shows it. */
export interface Membership {
  orgId: string;
  name: string;
  type: 'TEAM' | 'COMPANY';
  isAdmin: boolean;
}

/** Spec §3 "User info", plus what the shell needs to switch accounts. `phone` is masked. */
export interface UserInfo {
  id: string;
  userNo: string;
  userType: AccountType;
  nickname: string;
  headPortrait: string;
  sex: Sex | '';
  teamName: string;
  teamId: string;
  companyName: string;
  companyId: string;
  /** Whether the person administers the organisation of this account. */
  isAdmin: boolean;
  /**
   * Whether this account may see and operate its wallet (docs/payments.md "Who operates a wallet"): a person's own; a
   * team's administrator; a company's administrator or authorised person.
   */
  walletOperator: boolean;
  /** Whether the person answers the platform's service chat (the desk's role): the chat panel shows them the desk. */
  serviceStaff: boolean;
  completeBaseInfoEdit: boolean;
  phone: string;
  realName: string;
  email: string;
  birthday: string;
  address: string;
  postcode: string;
  introduction: string;
  hasPayPassword: boolean;
  createTime: number;
  teams: Membership[];
  company: Membership | null;
}

/** What anyone logged in may see of another person. */
export interface PublicUserInfo {
  id: string;
  userNo: string;
  userType: AccountType;
  nickname: string;
  headPortrait: string;
  sex: Sex | '';
  teamName: string;
  companyName: string;
  userStatus: string;
}

/** `new-user/{id}`: whether the person registered less than NEW_USER_DAYS ago, and until when they count as new. */
export interface NewUser {
  newUser: boolean;
  createTime: number;
  newUntil: number;
}

/** `new-user/{id}`: the person, who may ask about themself only. */
export const newUserInput = input({ id: ulid('用户') });

export interface CaptchaImage {
  captchaEnabled: boolean;
  uuid: string;
  /** `data:image/svg+xml;base64,...` */
  img: string;
}

export interface StaffMember {
  userId: string;
  nickname: string;
  headPortrait: string;
  phone: string;
  role: 'ADMIN' | 'STAFF';
  /** Named by the administrator to run the organisation's projects (docs/projects.md "Who may act"). */
  projectLeader: boolean;
  /** '' while employed; '已离职' once removed. */
  userStatus: '' | '已离职';
  joinTime: number;
}

/** What `register` answers: the new person and their user number. */
export interface Registered {
  userId: string;
  userNo: string;
}

/**
 * What `unsubscribe-verify` answers: a one-time ticket, and the reasons the account may not be cancelled yet
 * (organisations it administers).
 */
export interface UnsubscribeTicket {
  ticket: string;
  reasons?: string[];
}

/** What `user-team/create` answers: the new team. */
export interface CreatedTeam {
  teamId: string;
}

/** Spec §2.3: which basic-information fields `completeBaseInfoEdit` requires. */
export const REQUIRED_BASE_INFO = ['nickname', 'headPortrait', 'sex'] as const;

export const isBaseInfoComplete = (info: Partial<Record<(typeof REQUIRED_BASE_INFO)[number], string>>): boolean =>
  REQUIRED_BASE_INFO.every((field) => Boolean(info[field]));
