/**
 * SMS codes (docs/conventions.md): 6 digits, valid 5 minutes, at most one per 60 s and 10 a day per phone, at most 5
 * tries; stored hashed and consumed on use. The local stage keeps the last code in an outbox instead of sending it.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { SmsScene } from '../../shared/schemas/account.js';
import { config } from '../lib/config.js';
import { fail } from '../lib/errors.js';
import { requireRate } from '../lib/store/rate.js';
import { claimSmsSend, consumeSmsCode, getSmsCode, saveOutbox, saveSmsCode, takeSmsTry } from './challenge-store.js';
import { sendSms } from './sms-sender.js';

const VALID_SECONDS = 5 * 60;
const RESEND_SECONDS = 60;
const MAX_TRIES = 5;

const digest = (phone: string, code: string) => createHash('sha256').update(`${phone}:${code}`).digest('base64url');

/**
 * Sends a code: one per 60 s per phone, whatever the scene, and at most RATE_LIMITS.smsPerPhone a day per phone,
 * whatever the scenes and client addresses. The day's count is taken only by an ask that won the 60-second claim,
 * so a burst at the wait uses none of the phone's codes.
 */
export const sendCode = async (phone: string, scene: SmsScene): Promise<void> => {
  const now = Date.now();
  const claim = await claimSmsSend(phone, now, RESEND_SECONDS);
  if (!claim.claimed) {
    const wait = Math.max(1, Math.ceil((claim.sentAt + RESEND_SECONDS * 1000 - now) / 1000));
    throw fail('SMS_TOO_FREQUENT', `验证码发送过于频繁，请${wait}秒后再试`);
  }
  await requireRate('smsPerPhone', phone);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await saveSmsCode(phone, scene, digest(phone, code), now, VALID_SECONDS);
  if (config.isLocal) {
    await saveOutbox(phone, { code, scene, sendTime: now }, VALID_SECONDS);
  } else {
    await sendSms(phone, `【合作云】您的验证码为${code}，5分钟内有效。如非本人操作，请忽略本短信。`);
  }
};

/**
 * Checks and consumes a code. Every check counts a try first, atomically and only while fewer than 5 were counted,
 * so that a burst of guesses sent at once is judged 5 times at most; after 5 the code is dead (SMS_CODE_SPENT).
 */
export const consumeCode = async (phone: string, scene: SmsScene, code: string): Promise<void> => {
  await spendCode(await checkCode(phone, scene, code));
};

/** A code checked and not yet spent (`checkCode`), to be spent once the rest of the call holds (`spendCode`). */
export interface CheckedCode {
  phone: string;
  scene: SmsScene;
  codeHash: string;
}

/**
 * Judges a code, counting the try first (5 at most, as `consumeCode`), without spending it: a call that must also
 * check a password checks the code *first*, so that nobody can try passwords without the phone's code (the
 * password is never an oracle), and spends it only when the password held too.
 */
export const checkCode = async (phone: string, scene: SmsScene, code: string): Promise<CheckedCode> => {
  const found = await takeSmsTry(phone, scene, MAX_TRIES, Math.floor(Date.now() / 1000));
  if (!found) throw fail((await getSmsCode(phone, scene)) ? 'SMS_CODE_SPENT' : 'SMS_CODE_WRONG');
  const given = Buffer.from(digest(phone, code));
  const expected = Buffer.from(found.codeHash);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw fail(found.tries >= MAX_TRIES ? 'SMS_CODE_SPENT' : 'SMS_CODE_WRONG');
  return { phone, scene, codeHash: found.codeHash };
};

/** Spends a checked code; of two calls spending it at once, one wins. */
export const spendCode = async ({ phone, scene, codeHash }: CheckedCode): Promise<void> => {
  // Only the request that deletes the code may use it: two concurrent uses of one code cannot both pass.
  if (!(await consumeSmsCode(phone, scene, codeHash))) throw fail('SMS_CODE_WRONG');
};
