/**
 * Enforces the route's declared access (shared/routes) in two steps around the input's checks (docs/decisions.md,
 * "The middy chain"). Before any input is read, the token decides who may call: none or a bad or expired one is 401,
 * an account type the route does not take 403. Once the input is well formed, one consistent read confirms that the
 * session is still the person's live one (401 if a newer login, a logout or a cancellation ended it). A malformed
 * request is thus refused without a database read, and a handler never runs for an ended session.
 */
import type middy from '@middy/core';
import type { RouteDef } from '../../../shared/routes/types.js';
import { bearerToken, isSessionLive } from '../auth/session.js';
import { verifyToken } from '../auth/token.js';
import { fail } from '../errors.js';
import type { HezuoContext, HttpEvent } from './context.js';

type Middleware = middy.MiddlewareObj<HttpEvent, unknown, Error, HezuoContext>;

/** The first step: the token's signature, expiry and account type; no database read. */
export const authorize = (route: RouteDef): Middleware => ({
  before: async (request) => {
    const token = bearerToken(request.event.headers?.authorization);
    if (route.access === 'public') {
      // A public route serves anyone; a valid token makes the caller known once its session is confirmed.
      if (token) request.context.hezuo.claimed = await verifyToken(token);
      return;
    }
    if (!token) throw fail('UNAUTHORIZED');
    const claims = await verifyToken(token);
    if (!claims) throw fail('SESSION_EXPIRED');
    if (route.access !== 'user' && !route.access.includes(claims.accountType)) {
      // An ended session is told that it ended rather than that its account type may not call here.
      throw fail((await isSessionLive(claims)) ? 'FORBIDDEN' : 'SESSION_EXPIRED');
    }
    request.context.hezuo.claimed = claims;
  },
});

/** The second step, after the input's checks: the session the token names is still live. */
export const confirmSession = (route: RouteDef): Middleware => ({
  before: async (request) => {
    const claims = request.context.hezuo.claimed;
    if (!claims) return;
    if (await isSessionLive(claims)) request.context.hezuo.auth = claims;
    else if (route.access !== 'public') throw fail('SESSION_EXPIRED');
  },
});
