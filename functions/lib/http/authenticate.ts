/** Enforces the route's declared access (shared/routes): who may call it is decided before any input is read. */
import type middy from '@middy/core';
import type { RouteDef } from '../../../shared/routes/types.js';
import { authenticate, bearerToken } from '../auth/session.js';
import { fail } from '../errors.js';
import type { HezuoContext, HttpEvent } from './context.js';

export const authorize = (route: RouteDef): middy.MiddlewareObj<HttpEvent, unknown, Error, HezuoContext> => ({
  before: async (request) => {
    const token = bearerToken(request.event.headers?.authorization);
    if (route.access === 'public') {
      if (token) request.context.hezuo.auth = await authenticate(token);
      return;
    }
    if (!token) throw fail('UNAUTHORIZED');
    const claims = await authenticate(token);
    if (!claims) throw fail('SESSION_EXPIRED');
    if (route.access !== 'user' && !route.access.includes(claims.accountType)) throw fail('FORBIDDEN');
    request.context.hezuo.auth = claims;
  },
});
