/**
 * A new pay password (支付密码) as Chinese payment apps take it: six digits that are not trivial to guess — not one
 * digit six times (111111), not a straight run up or down (123456, 987654), not six digits of the owner's phone in
 * a row (its last six, or any six together). The first two rules are the schema's (the SPA's form and the function
 * parse with it); the phone's is checked where the phone is known (the function, with the person's own phone).
 * Only a password being set is held to them: paying checks the password as it was set.
 */
import { toHalfWidth } from '../money.js';
import { PAY_PASSWORD, payPassword } from '../validation/rules.js';

export const PAY_PASSWORD_TRIVIAL = {
  SAME: '支付密码不能是6位相同的数字',
  SEQUENCE: '支付密码不能是连续递增或递减的数字',
  PHONE: '支付密码不能使用手机号中的连续6位数字',
} as const;
export type TrivialPayPassword = keyof typeof PAY_PASSWORD_TRIVIAL;

/** Whether each digit is the one before it plus `step` (no wrapping: 890123 is not a run). */
const run = (digits: string, step: 1 | -1): boolean => [...digits].every((digit, index) => index === 0 || Number(digit) - Number(digits[index - 1]) === step);

/** Why a pay password of six digits is too easy to guess (undefined when it is not, or is no such password); `phone`, when known, is the owner's. */
export const trivialPayPassword = (password: string, phone?: string): TrivialPayPassword | undefined => {
  if (!PAY_PASSWORD.test(password)) return undefined;
  if (/^(\d)\1*$/.test(password)) return 'SAME';
  if (run(password, 1) || run(password, -1)) return 'SEQUENCE';
  if (phone?.includes(password)) return 'PHONE';
  return undefined;
};

/** The field of a pay password being set or changed: six digits, neither one digit repeated nor a straight run. */
export const newPayPassword = (label = '支付密码') =>
  payPassword(label)
    .refine((value) => trivialPayPassword(value) !== 'SAME', PAY_PASSWORD_TRIVIAL.SAME)
    .refine((value) => trivialPayPassword(value) !== 'SEQUENCE', PAY_PASSWORD_TRIVIAL.SEQUENCE);

/** What a pay-password box keeps of what was typed: the digits (full-width １２３ as 123, as amounts read them), at most six. */
export const payPasswordTyped = (typed: string): string => toHalfWidth(typed).replace(/\D/g, '').slice(0, 6);
