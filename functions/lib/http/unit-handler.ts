/**
 * Builds a unit's Lambda handler from the route table (shared/units.ts): middy's router over the unit's routes, each route
 * running the chain "authorize (the token) -> parse body -> validate -> confirm the session -> handler", errors mapped
 * to the envelope.
 * Handlers stay thin: they receive typed, validated input and call a service.
 */
import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpRouter from '@middy/http-router';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import { hasDotSegment, unitOf, type RouteDef } from '../../../shared/routes/types.js';
import type { UnitName } from '../../../shared/units.js';
import { ENV, LOCAL_STAGE } from '../../../shared/runtime-config.js';
import { logger } from '../logger.js';
import { authorize, confirmSession } from './authenticate.js';
import { parseBody } from './body.js';
import { pathParameters } from './path-parameters.js';
import { requestIdOf, type HezuoContext, type HttpEvent, type RequestContext } from './context.js';
import { errorResponse, success } from './respond.js';
import { validateInput } from './validate.js';

export type RouteHandler<S extends z.ZodType> = (input: z.output<S>, ctx: RequestContext) => Promise<unknown>;

export interface Binding {
  route: RouteDef;
  handle: RouteHandler<z.ZodType>;
}

/** Pairs a route of the table with the function that serves it, typed by the route's schema. */
export const bind = <S extends z.ZodType>(route: RouteDef<S>, handle: RouteHandler<S>): Binding => ({
  route,
  handle: handle as RouteHandler<z.ZodType>,
});

/** A route that answers `data: null`: runs the work and drops what it returns. */
export const none = async (work: Promise<unknown>): Promise<null> => {
  await work;
  return null;
};

/** A handler whose caller must be logged in: `ctx.auth` is then always there. */
export const authOf = (ctx: RequestContext) => {
  if (!ctx.auth) throw new Error('authOf() used on a route without access control');
  return ctx.auth;
};

const routeHandler = ({ route, handle }: Binding) =>
  middy<HttpEvent, APIGatewayProxyStructuredResultV2, Error, HezuoContext>()
    // The table's route, not API Gateway's route key (a proxy route serves many: docs/decisions.md).
    .before(() => logger.appendKeys({ route: route.id }))
    .use(pathParameters(route))
    .use(authorize(route))
    .use(parseBody(route))
    .use(validateInput(route))
    .use(confirmSession(route))
    .handler(async (_event, context) => {
      const { input, claimed: _claimed, ...ctx } = context.hezuo;
      return success(await handle(input, ctx), ctx.requestId);
    });

export type HttpHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/**
 * `routes` are the lists the unit's routes are in (shared/routes/<area>.ts), not the whole table, so that a
 * function's bundle carries only its own schemas; the unit serves those of them that name it (`servedBy`), and
 * every one of those must be bound, none other.
 */
export const unitHandler = (unit: UnitName, lists: readonly RouteDef[], bindings: Binding[]): HttpHandler => {
  const routes = lists.filter((r) => unitOf(r) === unit);
  const local = process.env[ENV.stage] === LOCAL_STAGE;
  const sandbox = local || process.env[ENV.paySandbox] === 'on';
  const testClock = local && process.env[ENV.testClock] === 'on';
  const declared = routes.filter((r) => (!r.localOnly || local) && (!r.testClockOnly || testClock) && (!r.sandboxOnly || sandbox));
  const missing = declared.filter((r) => !bindings.some((b) => b.route.id === r.id));
  const unknown = bindings.filter((b) => !routes.includes(b.route) || (!declared.includes(b.route) && !b.route.localOnly && !b.route.sandboxOnly));
  if (missing.length || unknown.length) {
    throw new Error(
      `Unit ${unit} does not match the route table: missing ${missing.map((r) => r.id)}; unknown ${unknown.map((b) => b.route.id)}`,
    );
  }
  const routed = bindings
    .filter((b) => declared.includes(b.route))
    .map((b) => ({ method: b.route.method, path: b.route.path, handler: routeHandler(b) }));

  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, HezuoContext>()
    .use(httpHeaderNormalizer())
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use({
      before: (request) => {
        const event = request.event;
        const requestId = requestIdOf(event, request.context);
        request.context.hezuo = {
          requestId,
          sourceIp: event.requestContext?.http?.sourceIp ?? '',
          userAgent: event.headers?.['user-agent'] ?? '',
          // The body as it came, for a route that verifies a signature over it (a payment provider's notify).
          rawBody: typeof event.body === 'string' ? (event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body) : '',
          headers: event.headers ?? {},
        };
        logger.appendKeys({ requestId, gatewayRoute: event.routeKey });
      },
      onError: (request) => {
        request.response = errorResponse(request.error, request.context.hezuo?.requestId ?? request.context.awsRequestId);
      },
    })
    .handler(strictRouter(httpRouter(routed as never) as unknown as RouterHandler) as never) as unknown as HttpHandler;
};

type RouterHandler = (event: APIGatewayProxyEventV2, context: Context, abort?: unknown) => unknown;

/**
 * middy's router takes every path with a trailing slash as the path without (`/wallet/info/`, `/recharge/{payId}/`,
 * and `/withdraw/` as the list `/withdraw`), while the local gateway and API Gateway's own routes match the table's
 * paths exactly: through a proxy route the same request would be served on AWS and refused locally. A path with a
 * trailing slash is no route of the table, so it is the envelope's 404 here too; so is a path with a dot segment
 * (`hasDotSegment`), which the local gateway refuses before resolving it.
 */
const strictRouter =
  (router: RouterHandler): RouterHandler =>
  (event, context, abort) => {
    const path = event.requestContext?.http?.path ?? '';
    const notFound = (path.length > 1 && path.endsWith('/')) || hasDotSegment(event.rawPath ?? path);
    if (notFound) throw Object.assign(new Error('Route does not exist'), { statusCode: 404 });
    return router(event, context, abort);
  };
