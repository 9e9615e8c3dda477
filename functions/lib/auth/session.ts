/**
 * Server-side sessions. A login writes the person's session for that account type, replacing any older one
 * (whose token then no longer matches and gets 401); every call checks the token against it.
 */
import type { AccountType } from '../../../shared/domains.js';
import { randomToken, ttlAfter } from '../ids.js';
import { closeSessionSockets, radioFrame } from '../socket/push.js';
import { getItem, swapItem } from '../store/client.js';
import { sessionKey } from './keys.js';
import { deleteSessionIfCurrent, deleteSessionUnless } from './session-store.js';
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

/** A new session's item and claims (its id drawn afresh), written by startSession. */
export const newSession = (userId: string, accountType: AccountType, orgId?: string): { item: SessionItem; claims: TokenClaims } => {
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
  return { item, claims };
};

/** The token of a session's claims, valid as long as the session lasts. */
export const sessionToken = (claims: TokenClaims): Promise<string> => signToken(claims, SESSION_SECONDS);

/** Starts a session, ending the person's older one of the same account type. */
export const startSession = async (userId: string, accountType: AccountType, orgId?: string): Promise<StartedSession> => {
  const { item, claims } = newSession(userId, accountType, orgId);
  const old = await swapItem<SessionItem>({ ...item });
  const replaced = old && old.sessionId !== claims.sessionId ? old : undefined;
  // The older login's browsers show "logged in on another device" and go to the login page (spec §4).
  if (replaced) await closeSessionSockets(userId, [replaced.sessionId], radioFrame('KICK_USER_OFFLINE'));
  return { token: await sessionToken(claims), claims, replaced };
};

/** The claims of a token whose session is still the live one, or undefined. */
export const authenticate = async (token: string): Promise<TokenClaims | undefined> => {
  const claims = await verifyToken(token);
  if (!claims) return undefined;
  return (await isSessionLive(claims)) ? claims : undefined;
};

/**
 * Where a session stands: still the person's live one of that account type, replaced by a newer login (spec §4's
 * "logged in on another device"), or ended (logged out, expired). One consistent GetItem.
 */
export const sessionStanding = async ({ userId, accountType, sessionId }: Pick<TokenClaims, 'userId' | 'accountType' | 'sessionId'>): Promise<'live' | 'replaced' | 'ended'> => {
  const session = await getItem<SessionItem>(sessionKey(userId, accountType), { consistent: true });
  if (!session) return 'ended';
  return session.sessionId === sessionId ? 'live' : 'replaced';
};

/** Whether the session is still the person's live one of that account type. */
export const isSessionLive = async (claims: Pick<TokenClaims, 'userId' | 'accountType' | 'sessionId'>): Promise<boolean> =>
  (await sessionStanding(claims)) === 'live';

/** The person's live session of one account type, read strongly consistent. */
export const sessionOf = (userId: string, accountType: AccountType): Promise<SessionItem | undefined> =>
  getItem<SessionItem>(sessionKey(userId, accountType), { consistent: true });

/** Ends a session server-side, only if it is still the one the token names. */
export const endSession = async (claims: TokenClaims): Promise<void> => {
  await deleteSessionIfCurrent(claims.userId, claims.accountType, claims.sessionId);
  // The browser closes its own sockets on logout; a client that does not is closed here.
  await closeSessionSockets(claims.userId, [claims.sessionId]);
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
  const ended = await Promise.all(types.map((type) => deleteSessionUnless<SessionItem>(userId, type, { keepSessionId, orgId })));
  const live = ended.filter((session): session is SessionItem => session !== undefined);
  await closeSessionSockets(userId, live.map((session) => session.sessionId), radioFrame(notify));
  return live;
};
