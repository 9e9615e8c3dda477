// The HTTP API: the routes that serve the route table (http-routes.ts), each integrated with its unit's function.
import { RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpRoute, HttpRouteKey, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { UnitName } from '../../shared/units.js';
import type { RouteDef } from '../../shared/routes/types.js';
import { PROXY_SEGMENT, planHttpRoutes, type HttpRoutePlanEntry } from './http-routes.js';

/** Steady requests per second and burst for the whole stage; a first guard, the functions rate-limit per person. */
export const HTTP_THROTTLE = { rateLimit: 200, burstLimit: 400 } as const;

// Only variables HTTP APIs support; one JSON line per request, tied to the function's log by requestId.
const ACCESS_LOG_FORMAT = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    ip: '$context.identity.sourceIp',
    time: '$context.requestTimeEpoch',
    method: '$context.httpMethod',
    path: '$context.path',
    routeKey: '$context.routeKey',
    status: '$context.status',
    bytes: '$context.responseLength',
    latencyMs: '$context.responseLatency',
    integrationLatencyMs: '$context.integrationLatency',
    integrationError: '$context.integrationErrorMessage',
    userAgent: '$context.identity.userAgent',
  }),
);

export interface HezuoHttpApi {
  readonly api: HttpApi;
  readonly stage: HttpStage;
}

export const createHttpApi = (scope: Construct, stageName: string): HezuoHttpApi => {
  // No CORS: the SPA calls the API on its own origin through CloudFront's `/api/*`.
  const api = new HttpApi(scope, 'HttpApi', {
    apiName: `hezuo-${stageName}-http`,
    description: 'Hezuo HTTP API (reached through CloudFront /api/*)',
    createDefaultStage: false,
  });
  const accessLogs = new LogGroup(scope, 'HttpApiAccessLogs', {
    retention: RetentionDays.ONE_MONTH,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  // `$default` serves paths as they are (`/api/...`, no stage prefix), which is what CloudFront forwards.
  const stage = new HttpStage(scope, 'HttpApiStage', {
    httpApi: api,
    stageName: '$default',
    autoDeploy: true,
    throttle: HTTP_THROTTLE,
    accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: ACCESS_LOG_FORMAT },
  });
  return { api, stage };
};

const ROUTE_AUTH_REASON =
  "Authorization is the unit function's job: the route table's `access` of each route (public, any " +
  'logged-in person, or listed account types) is enforced by the middleware in functions/lib, which checks ' +
  'the signed token and the server-side session; public routes (login, register, captcha) must stay open. Proxy ' +
  "routes and $default reach the function's router, which serves only the table's routes (404 envelope otherwise).";

/**
 * A Lambda integration that adds no invoke permission of its own: CDK's adds one per route it is bound to (a
 * resource per route, and a function policy that outgrows Lambda's 20 KB limit at a few hundred routes).
 * addHttpRoutes grants each function once for the whole API instead.
 */
class SharedPermissionLambdaIntegration extends HttpLambdaIntegration {
  protected override completeBind(): void {
    // The function's one permission is added by addHttpRoutes.
  }
}

/**
 * Adds the routes that serve the table (http-routes.ts: `$default`, one proxy per unit subtree, exact routes
 * for the rest), one integration and one invoke permission per function, whatever the number of routes.
 */
export const addHttpRoutes = (
  api: HttpApi,
  routes: readonly RouteDef[],
  functionOf: (unit: UnitName) => IFunction,
): HttpRoutePlanEntry[] => {
  const plan = planHttpRoutes(routes);
  const integrations = new Map<UnitName, HttpLambdaIntegration>();
  const integrationOf = (unit: UnitName): HttpLambdaIntegration => {
    let integration = integrations.get(unit);
    if (!integration) {
      const fn = functionOf(unit);
      integration = new SharedPermissionLambdaIntegration(`${unit}-integration`, fn);
      integrations.set(unit, integration);
      // Any route and stage of this API, `$default` included (its source ARN is `<api>/<stage>/$default`, which
      // CDK's API-wide `<api>/*/*/*` would not match).
      fn.addPermission('HttpApiInvoke', {
        principal: new ServicePrincipal('apigateway.amazonaws.com'),
        sourceArn: Stack.of(api).formatArn({ service: 'execute-api', resource: api.apiId, resourceName: '*' }),
      });
    }
    return integration;
  };
  for (const entry of plan) {
    const integration = integrationOf(entry.unit);
    const created =
      entry.kind === 'default'
        ? [new HttpRoute(api, 'DefaultRoute', { httpApi: api, routeKey: HttpRouteKey.DEFAULT, integration })]
        : entry.kind === 'proxy'
          ? api.addRoutes({ path: `${entry.prefix}/${PROXY_SEGMENT}`, methods: [HttpMethod.ANY], integration })
          : api.addRoutes({ path: entry.path, methods: [HttpMethod[entry.method]], integration });
    for (const route of created) Validations.of(route).acknowledge({ id: 'AwsSolutions-APIG4', reason: ROUTE_AUTH_REASON });
  }
  return plan;
};
