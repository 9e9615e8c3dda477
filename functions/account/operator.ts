/**
 * Operator actions on accounts, run by `npm run ops` (never an HTTP route): disabling an account ends every
 * session of it and tells its browsers DISABLE_ACCOUNT; enabling lets it log in again.
 */
import { ACCOUNT_TYPES } from '../../shared/domains.js';
import { PHONE } from '../../shared/validation/rules.js';
import { endSessionsOf } from '../lib/auth/session.js';
import { getPerson, getPersonByPhone, getPersonByUserNo, setPersonFields, type PersonItem } from './store.js';

/** A person named by phone, 8-digit userNo or userId. */
export const findPerson = async (who: string): Promise<PersonItem | undefined> => {
  if (PHONE.test(who)) return getPersonByPhone(who);
  if (/^\d{8}$/.test(who)) return getPersonByUserNo(who);
  return getPerson(who);
};

export interface OperatorResult {
  userId: string;
  phone: string;
  status: PersonItem['status'];
  /** Sessions ended by the action. */
  endedSessions: number;
}

export const disableAccount = async (person: PersonItem): Promise<OperatorResult> => {
  if (person.status === 'CANCELLED') throw new Error('该账号已注销，无需禁用');
  await setPersonFields(person.userId, { status: 'DISABLED' });
  const ended = await endSessionsOf(person.userId, ACCOUNT_TYPES, { notify: 'DISABLE_ACCOUNT' });
  return { userId: person.userId, phone: person.phone, status: 'DISABLED', endedSessions: ended.length };
};

export const enableAccount = async (person: PersonItem): Promise<OperatorResult> => {
  if (person.status !== 'DISABLED') throw new Error('该账号未被禁用');
  await setPersonFields(person.userId, { status: 'NORMAL' });
  return { userId: person.userId, phone: person.phone, status: 'NORMAL', endedSessions: 0 };
};
