/** The account domain's short-lived challenges: captcha answers and SMS codes (with their resend mark and the local outbox). */
import type { SmsScene } from '../../shared/schemas/account.js';
import { ttlAfter } from '../lib/ids.js';
import { deleteItem, getItem, putItem, updateItem } from '../lib/store/client.js';
import { captchaKey, smsCodeKey, smsOutboxKey, smsRateKey } from './keys.js';

export const saveCaptcha = async (uuid: string, answer: string, validSeconds: number): Promise<void> => {
  await putItem({ ...captchaKey(uuid), answer, ttl: ttlAfter(validSeconds) });
};

/** Takes a captcha's answer out: one answer per challenge, right or wrong. */
export const takeCaptchaAnswer = async (uuid: string): Promise<string | undefined> =>
  (await deleteItem<{ answer: string }>(captchaKey(uuid)))?.answer;

/** Marks a code sent to `phone` unless one was sent within `resendSeconds`; otherwise when that one was sent. */
export const claimSmsSend = async (phone: string, now: number, resendSeconds: number): Promise<{ claimed: true } | { claimed: false; sentAt: number }> => {
  const out = await putItem(
    { ...smsRateKey(phone), sentAt: now, ttl: ttlAfter(resendSeconds, now) },
    { expression: 'attribute_not_exists(pk) OR sentAt < :cutoff', values: { ':cutoff': now - resendSeconds * 1000 } },
    true,
  );
  return out.written ? { claimed: true } : { claimed: false, sentAt: Number(out.old?.sentAt ?? now) };
};

export interface CodeItem {
  codeHash: string;
  tries: number;
  ttl: number;
}

export const saveSmsCode = async (phone: string, scene: SmsScene, codeHash: string, now: number, validSeconds: number): Promise<void> => {
  await putItem({ ...smsCodeKey(phone, scene), codeHash, tries: 0, ttl: ttlAfter(validSeconds, now) });
};

export const getSmsCode = (phone: string, scene: SmsScene): Promise<CodeItem | undefined> => getItem<CodeItem>(smsCodeKey(phone, scene), { consistent: true });

/**
 * Counts one try of a live code *before* it is judged, only while fewer than `max` were counted: the code as it now
 * is, or undefined when there is none (or it expired) or its tries are spent. Concurrent guesses therefore get at
 * most `max` judgements between them, however many arrive at once.
 */
export const takeSmsTry = (phone: string, scene: SmsScene, max: number, nowSeconds: number): Promise<CodeItem | undefined> =>
  updateItem<CodeItem>(
    smsCodeKey(phone, scene),
    { expression: 'ADD tries :one', values: { ':one': 1 } },
    { expression: 'attribute_exists(codeHash) AND tries < :max AND #ttl > :now', values: { ':max': max, ':now': nowSeconds }, names: { '#ttl': 'ttl' } },
  );

/** Deletes the code only if it is still the one checked: of two concurrent uses, one wins. */
export const consumeSmsCode = async (phone: string, scene: SmsScene, codeHash: string): Promise<boolean> =>
  (await deleteItem(smsCodeKey(phone, scene), { expression: 'codeHash = :h', values: { ':h': codeHash } })) !== undefined;

export interface OutboxEntry {
  code: string;
  scene: SmsScene;
  sendTime: number;
}

export const saveOutbox = async (phone: string, entry: OutboxEntry, validSeconds: number): Promise<void> => {
  await putItem({ ...smsOutboxKey(phone), ...entry, ttl: ttlAfter(validSeconds, entry.sendTime) });
};

export const readOutbox = async (phone: string): Promise<OutboxEntry | undefined> => {
  const item = await getItem<OutboxEntry>(smsOutboxKey(phone), { consistent: true });
  return item ? { code: item.code, scene: item.scene, sendTime: item.sendTime } : undefined;
};
