/**
 * What the HTTP API does with a request, apart from the socket it came on: the route table's match, API Gateway's
 * own answers (404 for no route, 413 above its 10 MB payload, 400 for a path parameter that does not decode), the
 * payload format 2.0 event, the unit handler's invocation in this process, and its result as a response.
 *
 * One event builder, shared: the local gateway (http-api.ts) reads an HTTP request into a `GatewayRequest` and
 * writes the `GatewayResponse` back; the contract suites (test/support/transport.ts) build the same
 * `GatewayRequest` from a test's call and dispatch it in their own process, so that a refused input costs
 * microseconds instead of an HTTP round trip, while the function sees exactly the event the gateway would give it.
 */
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { ERRORS } from '../../../shared/errors.js';
import { matchRoute } from '../../../shared/routes/index.js';
import { decodePathParameters, hasDotSegment, unitOf } from '../../../shared/routes/types.js';
import { loadHandler } from './handlers.js';
import { lambdaContext } from './lambda-context.js';

/** API Gateway's payload limit. */
export const MAX_PAYLOAD = 10 * 1024 * 1024;
const TEXTUAL = /^(text\/|application\/(json|.*\+json|x-www-form-urlencoded|xml|javascript))/i;

/** A request as the gateway received it. */
export interface GatewayRequest {
  method: string;
  /** The whole URL (its origin is the site's). */
  url: URL;
  /** The path as the request line sent it, before a URL parser resolved its dot segments. */
  rawPath?: string;
  /** Header names in lower case, repeated values joined with `,` (as Node's IncomingMessage gives them). */
  headers: Record<string, string>;
  /** The body as sent, or 'too-large' when it passed API Gateway's 10 MB limit before it ended. */
  body: Buffer | 'too-large';
  sourceIp: string;
  httpVersion?: string;
}

export interface GatewayResponse {
  status: number;
  headers: Record<string, string | string[]>;
  body?: Buffer;
}

const envelope = (status: number, body: unknown, extra: Record<string, string> = {}): GatewayResponse => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', ...extra },
  body: Buffer.from(JSON.stringify(body)),
});

/** The payload format 2.0 event API Gateway hands a function for `req` on `routeKey`. */
export const buildHttpEvent = (req: GatewayRequest, routeKey: string, pathParameters: Record<string, string>, body: Buffer): APIGatewayProxyEventV2 => {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) if (name !== 'cookie') headers[name] = value;
  const query: Record<string, string> = {};
  for (const [name, value] of req.url.searchParams) query[name] = Object.hasOwn(query, name) ? `${query[name]},${value}` : value;
  const contentType = headers['content-type'] ?? '';
  const textual = body.length === 0 || TEXTUAL.test(contentType);
  const now = Date.now();
  const requestId = randomUUID();
  return {
    version: '2.0',
    routeKey,
    rawPath: req.url.pathname,
    rawQueryString: req.url.search.slice(1),
    cookies: req.headers.cookie?.split(/;\s*/).filter(Boolean),
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(pathParameters).length ? pathParameters : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0] ?? 'localhost',
      http: {
        method: req.method,
        path: req.url.pathname,
        protocol: `HTTP/${req.httpVersion ?? '1.1'}`,
        sourceIp: req.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey,
      stage: '$default',
      time: new Date(now).toISOString(),
      timeEpoch: now,
    },
    body: body.length ? (textual ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: !textual,
  };
};

/** Handles one request as API Gateway and the function behind it would; never throws for what a client sends. */
export const dispatchHttp = async (req: GatewayRequest): Promise<GatewayResponse> => {
  const found = hasDotSegment(req.rawPath ?? req.url.pathname) ? { route: undefined } : matchRoute(req.method, req.url.pathname);
  if (!found.route) {
    const { code, msg } = ERRORS.NOT_FOUND;
    return envelope(404, { code, msg, data: null });
  }
  // API Gateway's own answer above its 10 MB payload limit, word for word (functions answer 413 in the envelope from
  // 256 KB: MAX_BODY_BYTES).
  if (req.body === 'too-large') return envelope(413, { message: 'Request Entity Too Large' }, { connection: 'close' });
  const { route, params } = found;
  // HTTP APIs hand the function its path parameters URL-decoded (`/queryByName/%E4%BA%A4` arrives as 交).
  const decoded = decodePathParameters(params);
  if (!decoded.ok) {
    // A path parameter that is not valid percent-encoding (`%ZZ`): the envelope's 400, naming the parameter.
    const { code, msg } = ERRORS.BAD_REQUEST;
    return envelope(400, { code, msg, data: { issues: [{ path: decoded.name, message: `${msg}：${decoded.name}` }] } });
  }
  const event = buildHttpEvent(req, `${route.method} ${route.path}`, decoded.params, req.body);
  const unit = unitOf(route);
  const handler = await loadHandler(unit);
  const result = (await handler(event, lambdaContext(`hezuo-${unit}`))) as APIGatewayProxyStructuredResultV2;
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  return {
    status: result.statusCode ?? 200,
    headers,
    body: result.body === undefined ? undefined : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8'),
  };
};
