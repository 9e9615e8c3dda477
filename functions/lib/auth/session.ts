/**
 * Server-side sessions. A login writes the person's session for that account type, replacing any older one
 * (whose token then no longer matches and gets 401); every call checks the token against it.
 */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { AccountType } from '../../../shared/domains.js';
import { randomToken, ttlAfter } from '../ids.js';
import { pushToSessions, radioFrame } from '../socket/push.js';
import { ddb, isLive, table } from '../store/client.js';
import { sessionKey } from './keys.js';
import { signToken, verifyToken, type TokenClaims } from './token.js';

/** How long a login lasts without logging in again. */
export const SESSION_SECONDS = 7 * 24 * 60 * 60;

export interface SessionItem {
  pk: string;
  sk: string;
  sessionId: string;
  userId: string;
  accountType: AccountType;
  orgId?: string;
  createTime: number;
  ttl: number;
}

export interface StartedSession {
  token: string;
  claims: TokenClaims;
  /** The session this login replaced, if any: its sockets are to be told (KICK_USER_OFFLINE). */
  replaced?: SessionItem;
}

/** Starts a session, ending the person's older one of the same account type. */
export const startSession = async (userId: string, accountType: AccountType, orgId?: string): Promise<StartedSession> => {
  const claims: TokenClaims = { userId, accountType, orgId, sessionId: randomToken(18) };
  const item: SessionItem = {
    ...sessionKey(userId, accountType),
    sessionId: claims.sessionId,
    userId,
    accountType,
    orgId,
    createTime: Date.now(),
    ttl: ttlAfter(SESSION_SECONDS),
  };
  const out = await ddb.send(new PutCommand({ TableName: table(), Item: item, ReturnValues: 'ALL_OLD' }));
  const old = out.Attributes as SessionItem | undefined;
  const replaced = isLive(old) && old?.sessionId !== claims.sessionId ? old : undefined;
  // The older login's browsers show "logged in on another device" and go to the login page (spec §4).
  if (replaced) await pushToSessions(userId, [replaced.sessionId], radioFrame('KICK_USER_OFFLINE'));
  return { token: await signToken(claims, SESSION_SECONDS), claims, replaced };
};

/** The claims of a token whose session is still the live one, or undefined. */
export const authenticate = async (token: string): Promise<TokenClaims | undefined> => {
  const claims = await verifyToken(token);
  if (!claims) return undefined;
  return (await isSessionLive(claims)) ? claims : undefined;
};

/** Whether the session is still the person's live one of that account type: one consistent GetItem. */
export const isSessionLive = async ({ userId, accountType, sessionId }: Pick<TokenClaims, 'userId' | 'accountType' | 'sessionId'>): Promise<boolean> => {
  const out = await ddb.send(new GetCommand({ TableName: table(), Key: sessionKey(userId, accountType), ConsistentRead: true }));
  const session = out.Item as SessionItem | undefined;
  return isLive(session) && session?.sessionId === sessionId;
};

/** Ends a session server-side, only if it is still the one the token names. */
export const endSession = async (claims: TokenClaims): Promise<void> => {
  await ddb
    .send(
      new DeleteCommand({
        TableName: table(),
        Key: sessionKey(claims.userId, claims.accountType),
        ConditionExpression: 'sessionId = :sid',
        ExpressionAttributeValues: { ':sid': claims.sessionId },
      }),
    )
    .catch((error: unknown) => {
      if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    });
};

/** The bearer token of a request: `Authorization: Bearer <t>` (HTTP) or `?token=` (sockets). */
export const bearerToken = (authorization: string | undefined): string | undefined => {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match?.[1];
};

/**
 * Ends a person's sessions of the given account types (a password reset, a cancellation), keeping the one
 * named by `keepSessionId`; with `orgId`, only sessions acting for that organisation (a removed staff member).
 * The ended sessions' sockets are told with `notify` (SERVER_LOGIN_EXPIRED unless told: DISABLE_ACCOUNT).
 */
export const endSessionsOf = async (
  userId: string,
  types: readonly AccountType[],
  { keepSessionId, orgId, notify = 'SERVER_LOGIN_EXPIRED' }: { keepSessionId?: string; orgId?: string; notify?: 'SERVER_LOGIN_EXPIRED' | 'DISABLE_ACCOUNT' } = {},
): Promise<SessionItem[]> => {
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
  const ended = await Promise.all(
    types.map((type) =>
      ddb
        .send(
          new DeleteCommand({
            TableName: table(),
            Key: sessionKey(userId, type),
            ReturnValues: 'ALL_OLD',
            ...(conditions.length ? { ConditionExpression: conditions.join(' AND '), ExpressionAttributeValues: values } : {}),
          }),
        )
        .then((out) => out.Attributes as SessionItem | undefined)
        .catch((error: unknown) => {
          if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
          return undefined;
        }),
    ),
  );
  const live = ended.filter((session): session is SessionItem => isLive(session));
  await pushToSessions(userId, live.map((session) => session.sessionId), radioFrame(notify));
  return live;
};
