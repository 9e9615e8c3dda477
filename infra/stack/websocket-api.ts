// The WebSocket API: routes chosen by the frame's `messageType`, each served by its unit's function.
import { Validations } from 'aws-cdk-lib';
import { WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import type { UnitName } from '../../shared/units.js';

/** Messages per second and burst for the stage; heartbeats of every open socket count against it. */
export const WS_THROTTLE = { rateLimit: 100, burstLimit: 200 } as const;

export interface HezuoWebSocketApi {
  readonly api: WebSocketApi;
  readonly stage: WebSocketStage;
}

/**
 * The API and its stage come first, without routes: the functions need the stage's callback URL in their
 * environment, and the routes need the functions. The callback URL is a string built from the API id, the
 * region and the stage's literal name, so a function refers to the API only, never to the stage or a route,
 * and no cycle forms.
 */
export const createWebSocketApi = (
  scope: Construct,
  stageName: string,
  routeSelectionExpression: string,
): HezuoWebSocketApi => {
  const api = new WebSocketApi(scope, 'WebSocketApi', {
    apiName: `hezuo-${stageName}-ws`,
    description: 'Hezuo sockets: the global radio socket and the chat sockets (docs/conventions.md "Realtime")',
    routeSelectionExpression,
  });
  const stage = new WebSocketStage(scope, 'WebSocketStage', {
    webSocketApi: api,
    stageName,
    autoDeploy: true,
    throttle: WS_THROTTLE,
  });
  Validations.of(stage).acknowledge({
    id: 'AwsSolutions-APIG1',
    reason:
      'WebSocket access logs need the account-wide API Gateway CloudWatch role, a per-account setting this stack ' +
      'must not take over from other stacks. Every WebSocket route invokes a function whose log group records each ' +
      'invocation (Lambda START/REPORT lines) and each failure with the connection id and route key.',
  });
  return { api, stage };
};

const WS_ROUTE_AUTH_REASON =
  'Browsers cannot set headers on a WebSocket handshake, so the token rides in the $connect query string and the ' +
  'realtime function verifies it and the server-side session before storing the connection (a bad token is ' +
  'refused with 401). Later frames are only accepted on connections stored that way; API Gateway offers no ' +
  'authorizer for non-$connect routes.';

/** Adds every route of WS_ROUTES, `$connect`, `$disconnect` and `$default` included; one integration per unit. */
export const addWebSocketRoutes = (
  api: WebSocketApi,
  routes: Readonly<Record<string, UnitName>>,
  functionOf: (unit: UnitName) => IFunction,
): void => {
  const integrations = new Map<UnitName, WebSocketLambdaIntegration>();
  for (const [routeKey, unit] of Object.entries(routes)) {
    let integration = integrations.get(unit);
    if (!integration) {
      integration = new WebSocketLambdaIntegration(`${unit}-ws-integration`, functionOf(unit));
      integrations.set(unit, integration);
    }
    const route = api.addRoute(routeKey, { integration });
    Validations.of(route).acknowledge({ id: 'AwsSolutions-APIG4', reason: WS_ROUTE_AUTH_REASON });
  }
};
