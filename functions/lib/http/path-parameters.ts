/**
 * A route's path parameters as API Gateway hands them on the route's own key (`GET /detail/{id}`): URL-decoded,
 * and nothing else. On AWS most parameterised routes are not routes of their own but reach their function through
 * a greedy route `ANY <prefix>/{proxy+}` (docs/decisions.md "HTTP routes: proxy routes per domain"); then the event
 * carries only `{ proxy }` and middy's router fills the route's parameters from the path as it was sent
 * (`%E4%BA%A4`). This decodes them from `rawPath`, so that a handler sees the same input on either way in.
 */
import type middy from '@middy/core';
import { decodePathParameters, type RouteDef } from '../../../shared/routes/types.js';
import { ERRORS } from '../../../shared/errors.js';
import { fail } from '../errors.js';
import type { HezuoContext, HttpEvent } from './context.js';

const PARAMETER = /^\{(\w+)\}$/;

/** The route's parameters in `rawPath`, decoded; the name of the first one that is no valid percent-encoding otherwise. */
export const pathParametersOf = (routePath: string, rawPath: string): ReturnType<typeof decodePathParameters> => {
  const sent = rawPath.split('/');
  const raw: Record<string, string> = {};
  routePath.split('/').forEach((segment, index) => {
    const name = PARAMETER.exec(segment)?.[1];
    if (name !== undefined) raw[name] = sent[index] ?? '';
  });
  return decodePathParameters(raw);
};

export const pathParameters = (route: RouteDef): middy.MiddlewareObj<HttpEvent, unknown, Error, HezuoContext> => ({
  before: (request) => {
    const event = request.event;
    // Through the route's own key, API Gateway has decoded the parameters already.
    if (event.routeKey === `${route.method} ${route.path}` || !route.path.includes('{')) return;
    const found = pathParametersOf(route.path, event.rawPath ?? event.requestContext.http.path);
    if (!found.ok) {
      // The answer the local gateway gives (infra/local/gateway/http-event.ts), naming the parameter.
      const { msg } = ERRORS.BAD_REQUEST;
      throw fail('BAD_REQUEST', msg, { issues: [{ path: found.name, message: `${msg}：${found.name}` }] });
    }
    event.pathParameters = found.params;
  },
});
