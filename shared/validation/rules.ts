/**
 * The field rules of spec §5 (phone, password, pay password, postcode) and docs/conventions.md (SMS code, unified social
 * credit code), each with its Chinese message, used by the web forms and the API schemas alike.
 */
import { toHalfWidth } from '../money.js';
import { text } from './zod.js';

export const PHONE = /^1[3-9]\d{9}$/;
export const PHONE_LENGTH = 11;
export const PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{8,20}$/;
export const PAY_PASSWORD = /^\d{6}$/;
export const POSTCODE = /^\d{6}$/;
export const SMS_CODE = /^\d{6}$/;

export const MESSAGES = {
  phone: '请输入正确的11位手机号',
  password: '密码为8-20位字母和数字的组合，须同时包含字母和数字',
  payPassword: '支付密码为6位数字',
  postcode: '邮政编码为6位数字',
  smsCode: '短信验证码为6位数字',
  creditCode: '统一社会信用代码不正确',
  email: '请输入正确的邮箱地址',
} as const;

// GB 32100-2015: 18 characters from this alphabet (no I, O, S, V, Z); the last is a check character.
const CREDIT_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character of the first 17 characters of a unified social credit code, or undefined if not valid. */
export const creditCodeCheck = (first17: string): string | undefined => {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const value = CREDIT_ALPHABET.indexOf(first17[i] ?? '?');
    if (value < 0) return undefined;
    sum += value * (CREDIT_WEIGHTS[i] as number);
  }
  return CREDIT_ALPHABET[(31 - (sum % 31)) % 31];
};

export const isCreditCode = (code: string): boolean =>
  /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code) && creditCodeCheck(code.slice(0, 17)) === code[17];

export const phone = (label = '手机号') => text(label, { max: PHONE_LENGTH, pattern: [PHONE, MESSAGES.phone] });
export const password = (label = '密码') => text(label, { max: 20, pattern: [PASSWORD, MESSAGES.password] });
/** Six digits; full-width ones (a Chinese keyboard's １２３４５６) are the digits they show, to set a pay password and to pay with it. */
export const payPassword = (label = '支付密码') => text(label, { max: 6, pattern: [PAY_PASSWORD, MESSAGES.payPassword], normalise: toHalfWidth });
export const postcode = (label = '邮政编码') => text(label, { max: 6, pattern: [POSTCODE, MESSAGES.postcode] });
export const smsCode = (label = '短信验证码') => text(label, { max: 6, pattern: [SMS_CODE, MESSAGES.smsCode] });
export const creditCode = (label = '统一社会信用代码') =>
  text(label, { max: 18 }).refine((v) => isCreditCode(v.toUpperCase()), MESSAGES.creditCode);
