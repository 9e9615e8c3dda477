/**
 * Login per account type (docs/conventions.md): a captcha after 3 failed attempts within 15 minutes, 429 after 10 (each
 * attempt counted before it is judged, so concurrent ones cannot all pass as the first); a cancelled
 * or disabled account refused; the organisation of a TEAM or COMPANY login checked; one live session per person
 * and account type (a new login ends the older one).
 */
import type { AccountType } from '../../shared/domains.js';
import type { LoginInput, Membership } from '../../shared/schemas/account.js';
import { startSession } from '../lib/auth/session.js';
import { fail } from '../lib/errors.js';
import { liveMemberships, membershipsOf } from './org-store.js';
import { checkCaptcha } from './captcha.js';
import { verifyPassword } from './password.js';
import { clearLoginFailures, countLoginAttempt, getPersonByPhone, loginFailures, setPersonFields } from './store.js';

export const CAPTCHA_AFTER_FAILURES = 3;
export const LOCK_AFTER_FAILURES = 10;

/** Which organisation a TEAM or COMPANY login acts for; PERSONAGE acts for none. */
const organisationFor = async (userId: string, type: AccountType, teamId?: string): Promise<string | undefined> => {
  if (type === 'PERSONAGE') return undefined;
  const members = await membershipsOf(userId);
  const live = (await liveMemberships(members)).filter((m) => m.type === type);
  if (type === 'COMPANY') {
    if (live[0]) return live[0].orgId;
    throw members.some((m) => m.orgType === 'COMPANY' && m.status === 'RESIGNED') ? fail('STAFF_RESIGNED') : fail('NOT_COMPANY_STAFF');
  }
  if (live.length === 0) throw fail('NO_TEAM');
  if (teamId) {
    if (live.some((m) => m.orgId === teamId)) return teamId;
    throw fail('NO_TEAM', '您不是该团队的成员');
  }
  if (live.length === 1) return (live[0] as Membership).orgId;
  throw fail('CHOOSE_TEAM', undefined, { teams: live });
};

export const login = async (input: LoginInput): Promise<string> => {
  // Every attempt is counted before it is judged, so attempts sent at once are judged in turn: 3 without a captcha,
  // 10 in all within the window, however many arrive together. `failures` is how many came before this one.
  const failures = (await countLoginAttempt(input.phone)) - 1;
  if (failures >= LOCK_AFTER_FAILURES) throw fail('LOGIN_LOCKED');
  const captchaRequired = failures >= CAPTCHA_AFTER_FAILURES;
  if (captchaRequired) {
    if (!input.uuid || !input.code) throw fail('CAPTCHA_REQUIRED', undefined, { captchaRequired: true });
    if (!(await checkCaptcha(input.uuid, input.code))) throw fail('CAPTCHA_WRONG', undefined, { captchaRequired: true });
  }
  const person = await getPersonByPhone(input.phone);
  if (!(await verifyPassword(input.password, person?.passwordHash)) || !person) {
    throw fail('WRONG_PASSWORD', undefined, { captchaRequired: failures + 1 >= CAPTCHA_AFTER_FAILURES });
  }
  // The password was right: whatever is refused next (a cancelled account, no team) is not a guess.
  await clearLoginFailures(input.phone);
  if (person.status === 'CANCELLED') throw fail('ACCOUNT_CANCELLED');
  if (person.status === 'DISABLED') throw fail('ACCOUNT_DISABLED');
  const orgId = await organisationFor(person.userId, input.userType, input.teamId);
  const { token } = await startSession(person.userId, input.userType, orgId);
  await setPersonFields(person.userId, { loginTime: Date.now() });
  return token;
};

/** Whether the login page must show the captcha for this phone (GET /captchaImage?phone=). */
export const captchaNeeded = async (phone: string | undefined): Promise<boolean> =>
  phone ? (await loginFailures(phone)) >= CAPTCHA_AFTER_FAILURES : false;
