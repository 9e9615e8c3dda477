// What a proxy route of the stack hands a function: the event API Gateway sends for a request matched by
// `ANY <prefix>/{proxy+}` or `$default` reaches the right route of the function's router, and a path that is no
// route answers the envelope's 404, the same answer the local gateway gives (infra/local/gateway/http-api.ts).
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import type { Domain } from '../../shared/domains.js';
import { UNITS } from '../../shared/units.js';
import { ERRORS } from '../../shared/errors.js';
import { deployedRoutes } from '../../shared/routes/index.js';
import { planHttpRoutes, routeKeyOf } from '../../infra/stack/http-routes.js';
import { proxiedEvent } from '../support/proxied-event.js';
import { selectRoute } from './stack-gateway.js';

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

const plan = planHttpRoutes(deployedRoutes());
const keys = plan.map(routeKeyOf);

const context = { awsRequestId: 'aws-request-1', functionName: 'hezuo-test', getRemainingTimeInMillis: () => 10_000 } as Context;

/** Sends a request as the deployed HTTP API would: route selection, then the chosen function's handler. */
const send = async (method: string, path: string, body?: string) => {
  const routeKey = selectRoute(keys, method, path);
  const entry = plan.find((e) => routeKeyOf(e) === routeKey);
  if (!routeKey || !entry) throw new Error(`No route for ${method} ${path}`);
  const { handler } = (await import(`../../functions/${UNITS[entry.unit].entry}`)) as { handler: Handler };
  const result = await handler(proxiedEvent(method, path, routeKey, body), context);
  return { domain: UNITS[entry.unit].domain as Domain, unit: entry.unit, routeKey, status: result.statusCode, body: JSON.parse(String(result.body)) as unknown };
};

describe('a request through a proxy route', () => {
  it('reaches its route in the function: login under ANY …/user-personage/{proxy+} validates its input', async () => {
    // Act
    const answer = await send('POST', '/api/pc/hezuo/user-personage/login', '{}');

    // Assess: the login route's own schema refused the empty body, so the router found the route.
    expect(answer.routeKey).toMatch(/^ANY .*\/\{proxy\+\}$/);
    expect(answer.domain).toBe('account');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 400, data: { issues: expect.any(Array) } });
  }, 30_000);

  it('answers the envelope 404 for a path of the proxy that is no route, and for a wrong method', async () => {
    // Prepare
    const { code, msg } = ERRORS.NOT_FOUND;

    // Act
    const unknown = await send('GET', '/api/pc/hezuo/user-personage/no-such-thing');
    const wrongMethod = await send('DELETE', '/api/pc/hezuo/user-personage/login');

    // Assess
    for (const answer of [unknown, wrongMethod]) {
      expect(answer.routeKey).toMatch(/\{proxy\+\}$/);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ code, msg, data: null });
    }
  }, 30_000);

  it('answers the envelope 404 for a path no proxy covers, through $default', async () => {
    // Prepare
    const { code, msg } = ERRORS.NOT_FOUND;

    // Act
    const answers = [await send('GET', '/api/no-such-thing'), await send('GET', '/api/dev/sms')];

    // Assess: the local-only SMS outbox does not exist on AWS either.
    for (const answer of answers) {
      expect(answer.routeKey).toBe('$default');
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ code, msg, data: null });
    }
  }, 30_000);

  it('serves a path-parameter route through its unit’s proxy, and answers 400 naming a parameter that is no valid encoding', async () => {
    // Act
    const answer = await send('GET', '/api/pc/hezuo/user-rule/queryByName/%ZZ');

    // Assess: the same answer as the local gateway's (infra/local/gateway/http-event.ts).
    expect(answer.routeKey).toMatch(/\{proxy\+\}$/);
    expect(answer.unit).toBe('content');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 400, msg: ERRORS.BAD_REQUEST.msg, data: { issues: [{ path: 'x' }] } });
  }, 30_000);

  it('answers the envelope 404 for a trailing slash or a dot segment, as the local gateway does, before any route runs', async () => {
    // Prepare
    const { code, msg } = ERRORS.NOT_FOUND;

    // Act: paths a URL parser would resolve into routes (`flow/../info` is wallet info), and one with a trailing slash.
    const answers = [
      await send('GET', '/api/pc/hezuo/wallet/flow/../info'),
      await send('GET', '/api/pc/hezuo/wallet/withdraw/%2E%2e'),
      await send('GET', '/api/pc/hezuo/user-rule/queryByName/./x'),
      await send('GET', '/api/pc/hezuo/wallet/info/'),
    ];

    // Assess
    for (const answer of answers) {
      expect(answer.status, answer.routeKey).toBe(404);
      expect(answer.body).toEqual({ code, msg, data: null });
    }
  }, 30_000);

  it('passes the proxy path parameter through every route schema unnoticed (unknown keys are dropped)', () => {
    for (const route of deployedRoutes()) {
      // Act: the input the router builds for a proxied request carries `proxy` besides the route's own fields.
      const verdict = route.input.safeParse({ proxy: 'a/b' });

      // Assess
      const issues = verdict.success ? [] : verdict.error.issues.map((issue) => issue.path.join('.'));
      expect(issues, route.id).not.toContain('proxy');
      if (verdict.success) expect(verdict.data, route.id).not.toHaveProperty('proxy');
    }
  });
});
