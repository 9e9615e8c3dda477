/**
 * Fresh people for tests. Until the account domain exists, a test person is a session started with the
 * project's own session module against the local cloud's table; each test gets its own person.
 */
import { randomUUID } from 'node:crypto';
import type { AccountType } from '../../shared/domains.js';

export interface TestPerson {
  userId: string;
  token: string;
}

export const newPerson = async (accountType: AccountType = 'PERSONAGE'): Promise<TestPerson> => {
  const { startSession } = await import('../../functions/lib/auth/session.js');
  const userId = `t-${randomUUID()}`;
  const { token } = await startSession(userId, accountType, accountType === 'PERSONAGE' ? undefined : `org-${randomUUID()}`);
  return { userId, token };
};
