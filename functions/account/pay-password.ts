/**
 * The pay password (支付密码; CONTRACT "Money"): money leaving a wallet needs the operator's 6 digits. Every try is
 * counted before it is judged, so tries sent at once are judged in turn and no more than five are ever judged in a
 * window; the fifth wrong one locks paying for 30 minutes from then, and each wrong one before says how many tries
 * are left. A sixth try while five are still being judged is told to wait, not that it is locked. A right one clears the count, as does
 * setting a new pay password (security.ts).
 */
import { PAY_PASSWORD_LOCK } from '../../shared/limits.js';
import { fail } from '../lib/errors.js';
import { payFailuresKey } from './keys.js';
import { verifyPassword } from './password.js';
import { clearAttempts, countAttempt, countWrongAttempt, getPerson, restartAttemptWindow, wrongAttempts } from './store.js';

const minutesUntil = (unixSeconds: number): number => Math.max(1, Math.ceil((unixSeconds * 1000 - Date.now()) / 60_000));

const locked = (until: number) =>
  fail('PAY_LOCKED', `支付密码错误次数过多，请${minutesUntil(until)}分钟后再试`, { wait: Math.max(1, until - Math.floor(Date.now() / 1000)) });

/** Passes when `typed` is the person's pay password; else PAY_PASSWORD_NOT_SET, PAY_PASSWORD_WRONG or PAY_LOCKED. */
export const checkPayPassword = async (userId: string, typed: string): Promise<void> => {
  const person = await getPerson(userId);
  if (!person?.payPasswordHash) throw fail('PAY_PASSWORD_NOT_SET');
  const key = payFailuresKey(userId);
  const { count, until } = await countAttempt(key, PAY_PASSWORD_LOCK.seconds);
  if (count > PAY_PASSWORD_LOCK.tries) {
    // Beyond five at once: locked if five were wrong; else others of this person's are being judged right now.
    if ((await wrongAttempts(key)) >= PAY_PASSWORD_LOCK.tries) throw locked(until);
    throw fail('TOO_MANY_REQUESTS', '支付请求过于频繁，请稍后再试');
  }
  if (await verifyPassword(typed, person.payPasswordHash)) {
    await clearAttempts(key);
    return;
  }
  await countWrongAttempt(key);
  const remaining = PAY_PASSWORD_LOCK.tries - count;
  if (remaining <= 0) throw locked(await restartAttemptWindow(key, PAY_PASSWORD_LOCK.seconds));
  throw fail('PAY_PASSWORD_WRONG', `支付密码错误，还可以输入${remaining}次`, { remaining });
};

/** A new pay password starts with a clean count. */
export const clearPayFailures = (userId: string): Promise<void> => clearAttempts(payFailuresKey(userId));
