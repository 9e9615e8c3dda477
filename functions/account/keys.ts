/** Key builders of the account domain: people, their unique phone and number, codes, captchas, login failures. */
import type { SmsScene } from '../../shared/schemas/account.js';
import { uniquePartition, userPartition } from '../lib/store/partitions.js';

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
export const unsubscribeTicketKey = (userId: string) => ({ pk: userPartition(userId), sk: 'TICKET#UNSUBSCRIBE' });
/** Reports wait for the operators on gsi3, oldest first. */
export const reportKey = (reportId: string) => ({ pk: `REPORT#${reportId}`, sk: 'REPORT', gsi3pk: 'REPORT#OPEN', gsi3sk: reportId });
