/**
 * The calls that change what proves a person is themselves: SMS codes, passwords, phone, pay password, and the
 * cancellation of an account (and its reactivation). Each ends the sessions it must.
 */
import { randomBytes } from 'node:crypto';
import { ACCOUNT_RESTORE_DAYS } from '../../shared/limits.js';
import { ACCOUNT_TYPES, type AccountType } from '../../shared/domains.js';
import { OWN_PHONE_SCENES, type SmsScene } from '../../shared/schemas/account.js';
import { PAY_PASSWORD_TRIVIAL, trivialPayPassword } from '../../shared/schemas/wallet-pay-password.js';
import { endSessionsOf } from '../lib/auth/session.js';
import type { TokenClaims } from '../lib/auth/token.js';
import { fail, fieldError } from '../lib/errors.js';
import { transact } from '../lib/store/client.js';
import { requireAddressRate, requireRate } from '../lib/store/rate.js';
import { getMember, getOrg, liveMemberships, membershipsOf, membersOf, setOrgStatus } from './org-store.js';
import { hashPassword, verifyPassword } from './password.js';
import { checkCode, consumeCode, sendCode, spendCode } from './sms.js';
import { cancelAccount, restoreAccount } from './cancellation.js';
import { CANCELLATION_BLOCKERS, partyKeyOf } from '../../shared/party-lists.js';
import { countPartyList } from '../lib/store/party-lists.js';
import { clearPayFailures } from './pay-password.js';
import {
  changePhoneItems,
  consumeUnsubscribeTicket,
  getPerson,
  getPersonByPhone,
  putUnsubscribeTicket,
  setPersonFields,
  type PersonItem,
} from './store.js';

const me = async (userId: string): Promise<PersonItem> => {
  const person = await getPerson(userId);
  if (!person || person.status !== 'NORMAL') throw fail('SESSION_EXPIRED');
  return person;
};

/**
 * Sends a code for a scene; the scenes about one's own account go to the logged-in person's phone. Every request
 * takes a place in its client address's RATE_LIMITS.smsPerAddress first, refused ones included (a script asking
 * codes for many phones, or probing which phones are registered, is stopped by its address).
 */
export const requestCode = async (phone: string | undefined, scene: SmsScene, auth: TokenClaims | undefined, address: string): Promise<void> => {
  await requireAddressRate('smsPerAddress', address);
  if (OWN_PHONE_SCENES.includes(scene) || scene === 'change-phone') {
    if (!auth) throw fail('UNAUTHORIZED');
  }
  if (OWN_PHONE_SCENES.includes(scene)) return sendCode((await me(auth!.userId)).phone, scene);
  const target = phone as string;
  const person = await getPersonByPhone(target);
  if ((scene === 'forget' || scene === 'login') && !person) throw fail('PHONE_NOT_REGISTERED');
  if (scene === 'change-phone' && person) throw fail('PHONE_REGISTERED', '该手机号已被其他账号使用');
  return sendCode(target, scene);
};

export const forgetPassword = async (phone: string, code: string, password: string): Promise<void> => {
  // The phone's code first, as in reactivate: whether the phone is registered is told only to its owner.
  const checked = await checkCode(phone, 'forget', code);
  const person = await getPersonByPhone(phone);
  if (!person) throw fail('PHONE_NOT_REGISTERED');
  await spendCode(checked);
  await setPersonFields(person.userId, { passwordHash: await hashPassword(password) });
  await endSessionsOf(person.userId, ACCOUNT_TYPES);
};

export const changePassword = async (claims: TokenClaims, oldPassword: string, password: string): Promise<void> => {
  const person = await me(claims.userId);
  // Each attempt judges a guess of the password: counted before it is judged, as the login's are (docs/SECURITY.md "Abuse limits").
  await requireRate('passwordChange', person.userId);
  if (!(await verifyPassword(oldPassword, person.passwordHash))) throw fail('OLD_PASSWORD_WRONG');
  await setPersonFields(person.userId, { passwordHash: await hashPassword(password) });
  // Everyone else holding the old password is logged out; this session stays.
  await endSessionsOf(person.userId, ACCOUNT_TYPES, { keepSessionId: claims.sessionId });
};

export const changePhone = async (claims: TokenClaims, phone: string, code: string): Promise<void> => {
  const person = await me(claims.userId);
  if (person.phone === phone) throw fail('SAME_PHONE');
  await consumeCode(phone, 'change-phone', code);
  await transact(changePhoneItems(person.userId, person.phone, phone), (index) =>
    index === 1 ? fail('PHONE_REGISTERED', '该手机号已被其他账号使用') : fail('STALE_DATA'),
  );
};

export const updatePayPassword = async (claims: TokenClaims, payPassword: string, code: string): Promise<void> => {
  const person = await me(claims.userId);
  // The schema refused 111111 and 123456; the person's own phone is known only here (its last six digits, any six).
  if (trivialPayPassword(payPassword, person.phone) === 'PHONE') throw fieldError('payPassword', PAY_PASSWORD_TRIVIAL.PHONE);
  await consumeCode(person.phone, 'pay-password', code);
  await setPersonFields(person.userId, { payPasswordHash: await hashPassword(payPassword) });
  await clearPayFailures(person.userId);
};

/**
 * Why the person may not cancel their personal account now: organisations they still administer, and their own open
 * demands, negotiations and cooperations (shared/party-lists.ts `CANCELLATION_BLOCKERS`, counted in the lists the
 * project domain publishes).
 */
const cancellationBlockers = async (userId: string): Promise<string[]> => {
  const party = partyKeyOf('PERSONAGE', userId);
  const [memberships, running] = await Promise.all([
    membershipsOf(userId).then(liveMemberships),
    Promise.all(
      CANCELLATION_BLOCKERS.map(async ({ counts, reason }) =>
        (await Promise.all(counts.map((count) => countPartyList(party, count, { userId, managesOrders: false })))).some((n) => n > 0) ? [reason] : [],
      ),
    ),
  ]);
  const administered = memberships
    .filter((m) => m.isAdmin)
    .map((m) => `您是${m.type === 'TEAM' ? '团队' : '企业'}「${m.name}」的管理员，请先注销该${m.type === 'TEAM' ? '团队' : '企业'}账号`);
  return [...administered, ...running.flat()];
};

/**
 * Why the administrator may not dissolve the team or company now (issue 31, 团队设置): its own open demands,
 * negotiations and cooperations, and cooperations terminated within the recovery window — counted in the
 * organisation's lists as a person's are in theirs. A dissolved party could neither answer nor be paid.
 */
const orgCancellationBlockers = async (type: AccountType, orgId: string, userId: string): Promise<string[]> => {
  const party = partyKeyOf(type, orgId);
  const running = await Promise.all(
    CANCELLATION_BLOCKERS.map(async ({ counts, reason }) =>
      (await Promise.all(counts.map((count) => countPartyList(party, count, { userId, managesOrders: false })))).some((n) => n > 0) ? [reason] : [],
    ),
  );
  return running.flat();
};

/** What stands in the way of cancelling the account the session is: the person's, or the organisation it acts for. */
const blockersOf = (claims: TokenClaims, userId: string): Promise<string[]> =>
  claims.accountType === 'PERSONAGE' || !claims.orgId ? cancellationBlockers(userId) : orgCancellationBlockers(claims.accountType, claims.orgId, userId);

export const unsubscribeVerify = async (claims: TokenClaims, code: string): Promise<{ ticket: string; reasons: string[] }> => {
  const person = await me(claims.userId);
  await consumeCode(person.phone, 'unsubscribe', code);
  const ticket = randomBytes(24).toString('base64url');
  await putUnsubscribeTicket(person.userId, ticket);
  return { ticket, reasons: await blockersOf(claims, person.userId) };
};

export const unsubscribePersonage = async (claims: TokenClaims, ticket: string): Promise<void> => {
  if (!(await consumeUnsubscribeTicket(claims.userId, ticket))) throw fail('TICKET_INVALID');
  const reasons = await cancellationBlockers(claims.userId);
  if (reasons.length) throw fail('CANNOT_CANCEL', reasons[0], { reasons });
  // Starts the cancellation's process: its timer erases the personal information after the restore period.
  await cancelAccount(claims.userId);
  await endSessionsOf(claims.userId, ACCOUNT_TYPES);
};

/** The administrator cancels the team or company the session acts for; every member's session for it ends. */
export const unsubscribeOrganisation = async (claims: TokenClaims, ticket: string): Promise<void> => {
  const orgId = claims.orgId as string;
  const member = await getMember(orgId, claims.userId);
  if (member?.role !== 'ADMIN' || member.status !== 'ACTIVE') throw fail('NOT_ORG_ADMIN');
  if (!(await consumeUnsubscribeTicket(claims.userId, ticket))) throw fail('TICKET_INVALID');
  const org = await getOrg(orgId);
  if (!org || org.status !== 'ACTIVE') throw fail('ORG_CANCELLED');
  const reasons = await orgCancellationBlockers(org.type as AccountType, orgId, claims.userId);
  if (reasons.length) throw fail('CANNOT_CANCEL', reasons[0], { reasons });
  await setOrgStatus(orgId, 'CANCELLED');
  const type = org.type as AccountType;
  await Promise.all((await membersOf(orgId)).map((m) => endSessionsOf(m.userId, [type], { orgId })));
};

export const reactivate = async (phone: string, code: string, password: string): Promise<void> => {
  // The phone's code first: nothing about the account (registered, cancelled, its password) is told to anyone else.
  const checked = await checkCode(phone, 'login', code);
  const person = await getPersonByPhone(phone);
  if (!person) throw fail('PHONE_NOT_REGISTERED');
  if (person.status !== 'CANCELLED') throw fail('ACCOUNT_NOT_CANCELLED');
  if (!(await verifyPassword(password, person.passwordHash))) throw fail('WRONG_PASSWORD');
  if (Date.now() - (person.cancelTime ?? 0) > ACCOUNT_RESTORE_DAYS * 86_400_000) throw fail('RESTORE_EXPIRED');
  await spendCode(checked);
  await restoreAccount(person);
};
