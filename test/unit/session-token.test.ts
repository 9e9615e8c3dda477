/**
 * Session tokens (functions/lib/auth/token.ts): a warm function checks a token's signature once and remembers it
 * until it expires; a token changed by one byte, signed with another secret or past its expiry is refused all the same.
 */
import { SignJWT } from 'jose';
import { ENV } from '../../shared/runtime-config.js';

process.env[ENV.tokenSecret] = 'unit-test-secret-of-the-session-tokens';
const { signToken, verifyToken } = await import('../../functions/lib/auth/token.js');

const claims = { userId: '01M8USER', accountType: 'TEAM' as const, orgId: '01M8ORG', sessionId: 'sid-1' };

afterEach(() => vi.useRealTimers());

describe('verifyToken', () => {
  it('answers the claims of a token it signed, the same on a second call', async () => {
    const token = await signToken(claims, 3600);
    expect(await verifyToken(token)).toEqual(claims);
    expect(await verifyToken(token)).toEqual(claims);
  });

  it('refuses a remembered token once its last character is changed to any other', async () => {
    const token = await signToken(claims, 3600);
    expect(await verifyToken(token)).toEqual(claims);
    // Every other base64url character, including the three that decode to the same signature bytes (spare bits).
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (const last of alphabet.replace(token.at(-1)!, '')) {
      expect(await verifyToken(`${token.slice(0, -1)}${last}`), last).toBeUndefined();
    }
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'someone-else', typ: 'COMPANY', sid: 'x', iss: 'hezuo', exp: 9_999_999_999 })).toString('base64url');
    expect(await verifyToken(`${header}.${forged}.${signature}`)).toBeUndefined();
  });

  it('refuses a remembered token after it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await signToken(claims, 60);
    expect(await verifyToken(token)).toEqual(claims);
    vi.setSystemTime(Date.now() + 61_000);
    expect(await verifyToken(token)).toBeUndefined();
  });

  it('refuses a token signed with another secret, or without an expiry', async () => {
    const other = await new SignJWT({ typ: 'PERSONAGE', sid: 's' }).setProtectedHeader({ alg: 'HS256' }).setSubject('u').setIssuer('hezuo').setExpirationTime('1h').sign(new TextEncoder().encode('another-secret-another-secret'));
    expect(await verifyToken(other)).toBeUndefined();
    const timeless = await new SignJWT({ typ: 'PERSONAGE', sid: 's' }).setProtectedHeader({ alg: 'HS256' }).setSubject('u').setIssuer('hezuo').sign(new TextEncoder().encode(process.env[ENV.tokenSecret]));
    expect(await verifyToken(timeless)).toBeUndefined();
  });

  it('gives callers claims they cannot change for the next caller', async () => {
    const token = await signToken(claims, 3600);
    const first = await verifyToken(token);
    expect(() => Object.assign(first!, { userId: 'someone-else' })).toThrow(TypeError);
    expect((await verifyToken(token))!.userId).toBe(claims.userId);
  });
});
