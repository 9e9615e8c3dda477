/** The session items' conditional writes (session.ts says what a session is): ending one, and the checks other writes hold with theirs. */
import type { AccountType } from '../../../shared/domains.js';
import { deleteItem, table, type TransactItems } from '../store/client.js';
import { sessionKey } from './keys.js';

/** Deletes the person's session of an account type if it is still `sessionId` (a logout of that very session). */
export const deleteSessionIfCurrent = async (userId: string, type: AccountType, sessionId: string): Promise<void> => {
  await deleteItem(sessionKey(userId, type), { expression: 'sessionId = :sid', values: { ':sid': sessionId } });
};

/**
 * Deletes the person's session of an account type, unless it is `keepSessionId`, and with `orgId` only if it acts for
 * that organisation; answers the session deleted, if any.
 */
export const deleteSessionUnless = async <T>(userId: string, type: AccountType, { keepSessionId, orgId }: { keepSessionId?: string; orgId?: string }): Promise<T | undefined> => {
  const conditions: string[] = [];
  const values: Record<string, string> = {};
  if (keepSessionId) {
    conditions.push('sessionId <> :keep');
    values[':keep'] = keepSessionId;
  }
  if (orgId) {
    conditions.push('orgId = :org');
    values[':org'] = orgId;
  }
  return deleteItem<T>(sessionKey(userId, type), conditions.length ? { expression: conditions.join(' AND '), values } : undefined);
};

/** Ends the person's session of an account type within another write's transaction: refused unless it is still `sessionId`. */
export const endSessionItem = (userId: string, type: AccountType, sessionId: string): TransactItems[number] => ({
  Delete: {
    TableName: table(),
    Key: sessionKey(userId, type),
    ConditionExpression: 'sessionId = :sid',
    ExpressionAttributeValues: { ':sid': sessionId },
  },
});

/** Holds another write's transaction to the person not being logged in as this organisation: refused if they are. */
export const noSessionForOrgItem = (userId: string, type: AccountType, orgId: string): TransactItems[number] => ({
  ConditionCheck: {
    TableName: table(),
    Key: sessionKey(userId, type),
    ConditionExpression: 'attribute_not_exists(pk) OR attribute_not_exists(orgId) OR orgId <> :org',
    ExpressionAttributeValues: { ':org': orgId },
  },
});
