/** The session items' conditional writes (session.ts says what a session is): ending one, and the checks other writes hold with theirs. */
import type { AccountType } from '../../../shared/domains.js';
import { table, type TransactItems } from '../store/client.js';
import { sessionKey } from './keys.js';

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
