/** The event API Gateway hands a function behind a proxy route of the stack (`ANY <prefix>/{proxy+}` or `$default`). */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** The payload 2.0 event of API Gateway for a request that the deployed routes send to `routeKey`. */
export const proxiedEvent = (method: string, path: string, routeKey: string, body?: string): APIGatewayProxyEventV2 => {
  const greedy = routeKey.endsWith('/{proxy+}') ? routeKey.slice(routeKey.indexOf(' ') + 1, -'/{proxy+}'.length) : undefined;
  return {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: '',
    headers: { 'content-type': 'application/json', 'user-agent': 'vitest' },
    pathParameters: greedy ? { proxy: path.slice(greedy.length + 1) } : undefined,
    requestContext: {
      accountId: '000000000000',
      apiId: 'api',
      domainName: 'api.example',
      domainPrefix: 'api',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '192.0.2.1', userAgent: 'vitest' },
      requestId: 'request-1',
      routeKey,
      stage: '$default',
      time: new Date(0).toISOString(),
      timeEpoch: 0,
    },
    body,
    isBase64Encoded: false,
  };
};

