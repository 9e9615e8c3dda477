/**
 * The HTTP API as API Gateway runs it: a request is matched against the route table, turned into a payload
 * format 2.0 event and handed to its domain's handler in-process; the handler's result becomes the response.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { matchRoute } from '../../../shared/routes/index.js';
import { ERRORS } from '../../../shared/errors.js';
import { loadHandler } from './handlers.js';
import { lambdaContext } from './lambda-context.js';

/** API Gateway's payload limit. */
const MAX_PAYLOAD = 10 * 1024 * 1024;
const TEXTUAL = /^(text\/|application\/(json|.*\+json|x-www-form-urlencoded|xml|javascript))/i;

const readBody = (req: IncomingMessage): Promise<Buffer | 'too-large'> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_PAYLOAD) {
        // Answered at once, as API Gateway does; the rest is read and dropped so that the answer reaches the client
        // (destroying the socket here would cut it off with no answer at all).
        resolve('too-large');
        req.removeAllListeners('data');
        req.resume();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

const send = (res: ServerResponse, status: number, body: unknown): void => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};

export const toEvent = (
  req: IncomingMessage,
  url: URL,
  routeKey: string,
  pathParameters: Record<string, string>,
  body: Buffer,
): APIGatewayProxyEventV2 => {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && name !== 'cookie') headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) query[name] = Object.hasOwn(query, name) ? `${query[name]},${value}` : value;
  const contentType = headers['content-type'] ?? '';
  const textual = body.length === 0 || TEXTUAL.test(contentType);
  const now = Date.now();
  const requestId = randomUUID();
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
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
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1',
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

export const handleApiRequest = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
  const match = matchRoute(req.method ?? 'GET', url.pathname);
  if (!match.route) {
    const { code, msg } = ERRORS.NOT_FOUND;
    return send(res, 404, { code, msg, data: null });
  }
  const body = await readBody(req);
  if (body === 'too-large') {
    res.setHeader('connection', 'close');
    // API Gateway's own answer above its 10 MB payload limit, word for word (functions answer 413 in the envelope
    // from 256 KB: MAX_BODY_BYTES).
    return send(res, 413, { message: 'Request Entity Too Large' });
  }
  const { route, params } = match;
  // HTTP APIs hand the function its path parameters URL-decoded (`/queryByName/%E4%BA%A4` arrives as 交).
  const decoded: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    try {
      decoded[name] = decodeURIComponent(value);
    } catch {
      // A path parameter that is not valid percent-encoding (`%ZZ`): the envelope's 400, naming the parameter.
      const { code, msg } = ERRORS.BAD_REQUEST;
      return send(res, 400, { code, msg, data: { issues: [{ path: name, message: `${msg}：${name}` }] } });
    }
  }
  const event = toEvent(req, url, `${route.method} ${route.path}`, decoded, body);
  const handler = await loadHandler(route.domain);
  const result = (await handler(event, lambdaContext(`hezuo-${route.domain}`))) as APIGatewayProxyStructuredResultV2;
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  res.writeHead(result.statusCode ?? 200, headers);
  res.end(result.body === undefined ? undefined : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8'));
};
