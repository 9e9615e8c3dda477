/**
 * Key builders of the account domain: people, their unique phone and number, codes, captchas, login failures; and
 * the organisations people hold accounts in — the org, its members (also listed per person on gsi1), unique names
 * and credit codes, a person's employer.
 */
import type { SmsScene } from '../../shared/schemas/account.js';
import { uniquePartition, userIndexPartition, userPartition } from '../lib/store/partitions.js';

export const personKey = (userId: string) => ({ pk: userPartition(userId), sk: 'PROFILE' });
export const phoneKey = (phone: string) => ({ pk: uniquePartition('PHONE', phone), sk: 'UNIQUE' });
export const userNoKey = (userNo: string) => ({ pk: uniquePartition('USERNO', userNo), sk: 'UNIQUE' });
export const smsCodeKey = (phone: string, scene: SmsScene) => ({ pk: `SMS#${phone}`, sk: `CODE#${scene}` });
export const smsRateKey = (phone: string) => ({ pk: `SMS#${phone}`, sk: 'RATE' });
/** The local stage's outbox: the last code sent to a phone, readable at /api/dev/sms. */
export const smsOutboxKey = (phone: string) => ({ pk: `SMS#${phone}`, sk: 'OUTBOX' });
export const captchaKey = (uuid: string) => ({ pk: `CAPTCHA#${uuid}`, sk: 'CAPTCHA' });
export const loginFailuresKey = (phone: string) => ({ pk: `LOGINFAIL#${phone}`, sk: 'LOGINFAIL' });
/** Wrong pay passwords of a person: 5 lock paying for 30 minutes. */
export const payFailuresKey = (userId: string) => ({ pk: userPartition(userId), sk: 'PAYFAIL' });
/**
 * A person's resume (issue 31; written by the org domain, functions/org/resume-store.ts): beside the profile, so that
 * the erasure of a cancelled account deletes it in its own transaction (cancellation-store.ts erasePerson).
 */
export const personResumeKey = (userId: string) => ({ pk: userPartition(userId), sk: 'RESUME' });
export const unsubscribeTicketKey = (userId: string) => ({ pk: userPartition(userId), sk: 'TICKET#UNSUBSCRIBE' });
/** Reports wait for the operators on gsi3, oldest first. */
export const reportKey = (reportId: string) => ({ pk: `REPORT#${reportId}`, sk: 'REPORT', gsi3pk: 'REPORT#OPEN', gsi3sk: reportId });

// ---------------------------------------------------------------- organisations (org-store.ts)

export type OrgType = 'TEAM' | 'COMPANY';

export const orgKey = (orgId: string) => ({ pk: `ORG#${orgId}`, sk: 'ORG' });
export const memberKey = (orgId: string, userId: string) => ({ pk: `ORG#${orgId}`, sk: `MEMBER#${userId}` });
/** gsi1: every organisation of a person, by type. */
export const personOrgsIndex = (userId: string, type?: OrgType, orgId?: string) => ({
  gsi1pk: userIndexPartition(userId, 'ORG'),
  ...(type && orgId ? { gsi1sk: `${type}#${orgId}` } : {}),
});
export const orgNameKey = (type: OrgType, name: string) => ({ pk: uniquePartition('ORGNAME', `${type}#${name}`), sk: 'UNIQUE' });
export const creditCodeKey = (code: string) => ({ pk: uniquePartition('CREDIT', code), sk: 'UNIQUE' });
/** A person works for at most one company at a time: this item names it, written with the membership. */
export const employerKey = (userId: string) => ({ pk: userPartition(userId), sk: 'EMPLOYER' });
