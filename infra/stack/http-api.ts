// The HTTP API: one route per entry of the route table, each integrated with its domain's function.
import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { Domain } from '../../shared/domains.js';
import type { RouteDef } from '../../shared/routes/types.js';

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

/**
 * Adds every route of the table. One integration per domain, shared by that domain's routes, so there is one
 * Lambda permission per function rather than one per route.
 */
export const addHttpRoutes = (
  api: HttpApi,
  routes: readonly RouteDef[],
  functionOf: (domain: Domain) => IFunction,
): void => {
  const integrations = new Map<Domain, HttpLambdaIntegration>();
  for (const route of routes) {
    let integration = integrations.get(route.domain);
    if (!integration) {
      integration = new HttpLambdaIntegration(`${route.domain}-integration`, functionOf(route.domain));
      integrations.set(route.domain, integration);
    }
    const [httpRoute] = api.addRoutes({ path: route.path, methods: [HttpMethod[route.method]], integration });
    if (httpRoute) {
      Validations.of(httpRoute).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason:
          "Authorization is the domain function's job: the route table's `access` of each route (public, any " +
          'logged-in person, or listed account types) is enforced by the middleware in functions/lib, which checks ' +
          'the signed token and the server-side session; public routes (login, register, captcha) must stay open.',
      });
    }
  }
};
