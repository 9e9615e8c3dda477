/** Signed session tokens (docs/conventions.md: a JWT naming the person, the account type, the organisation and a session id). */
import { createSecretKey, type KeyObject } from 'node:crypto';
import { SignJWT, jwtVerify, errors } from 'jose';
import { ACCOUNT_TYPES, type AccountType } from '../../../shared/domains.js';
import { tokenSecret } from './secret.js';

export interface TokenClaims {
  userId: string;
  accountType: AccountType;
  /** The team or company the account acts for; absent for PERSONAGE. */
  orgId?: string;
  sessionId: string;
}

const ISSUER = 'hezuo';

let signingKey: Promise<KeyObject> | undefined;

/**
 * The signing secret as a key object, made once per process: jose keeps the key it derives from it, where given the
 * secret's bytes it imports them again on every call, which was most of what checking a token cost.
 */
const hmacKey = (): Promise<KeyObject> => {
  if (!signingKey) {
    const loading = tokenSecret().then((bytes) => createSecretKey(bytes));
    // A failed fetch of the secret is tried again by the next call.
    loading.catch(() => signingKey === loading && (signingKey = undefined));
    signingKey = loading;
  }
  return signingKey;
};

export const signToken = async (claims: TokenClaims, ttlSeconds: number): Promise<string> =>
  new SignJWT({ typ: claims.accountType, org: claims.orgId, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(await hmacKey());

/**
 * Tokens this process has verified, with their expiry (ms), so that a warm function checks a signature once per
 * token rather than once per call: the token's text is the key, so a changed byte is verified anew, and an entry
 * past its expiry is dropped. Whether the session is still live is read on every call all the same (session.ts).
 */
const verified = new Map<string, { claims: TokenClaims; expires: number }>();
const VERIFIED_MAX = 1_000;

const remember = (token: string, claims: TokenClaims, expires: number): TokenClaims => {
  if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
  // Shared by every call that brings the token: read-only.
  verified.set(token, { claims: Object.freeze(claims), expires });
  return claims;
};

/**
 * Whether the signature is written the one way base64url writes those bytes. The last character of a 32-byte
 * signature carries two spare bits, so three other texts decode to the same bytes and would pass the signature check;
 * only the canonical one is taken, so a token has one text (the key the verified tokens are remembered by).
 */
const canonicalSignature = (token: string): boolean => {
  const signature = token.slice(token.lastIndexOf('.') + 1);
  return Buffer.from(signature, 'base64url').toString('base64url') === signature;
};

/** The claims of a valid token, or undefined for anything else (bad signature, expired, malformed). */
export const verifyToken = async (token: string): Promise<TokenClaims | undefined> => {
  if (token.length > 2048 || !canonicalSignature(token)) return undefined;
  const known = verified.get(token);
  if (known) {
    if (known.expires > Date.now()) return known.claims;
    verified.delete(token);
    return undefined;
  }
  try {
    const { payload } = await jwtVerify(token, await hmacKey(), { issuer: ISSUER, algorithms: ['HS256'] });
    const accountType = payload.typ as AccountType;
    if (!payload.sub || typeof payload.sid !== 'string' || !ACCOUNT_TYPES.includes(accountType) || !payload.exp) return undefined;
    const claims: TokenClaims = {
      userId: payload.sub,
      accountType,
      orgId: typeof payload.org === 'string' ? payload.org : undefined,
      sessionId: payload.sid,
    };
    return remember(token, claims, payload.exp * 1000);
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined;
    throw error;
  }
};
