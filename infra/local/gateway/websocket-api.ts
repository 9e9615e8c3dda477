/**
 * The WebSocket API as API Gateway runs it: `$connect` decides whether the upgrade is accepted, frames are
 * routed by their `messageType` (the route selection expression) to the unit's handler, `$disconnect`
 * follows every close, and the `@connections` management endpoint (POST, GET, DELETE; 410 GoneException for
 * an unknown id) lets `@aws-sdk/client-apigatewaymanagementapi` work unchanged.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { WS_LIMITS, WS_ROUTES } from '../../../shared/realtime.js';
import { loadHandler } from './handlers.js';
import { lambdaContext } from './lambda-context.js';
import { refuseTarget, refuseUpgradeTarget, targetOf } from '../request-target.js';

/** API Gateway's largest frame. */
const MAX_FRAME = 128 * 1024;

interface LiveConnection {
  socket: WebSocket;
  connectedAt: number;
  lastActiveAt: number;
  sourceIp: string;
  userAgent: string;
  idleTimer?: NodeJS.Timeout;
  maxTimer: NodeJS.Timeout;
}

export interface WebSocketApiOptions {
  stage: string;
  /** Public path the sockets connect on, e.g. `/ws`. */
  path: string;
  /** Port of the management endpoint (127.0.0.1 only); 0 = a free one. */
  managementPort: number;
  idleSeconds?: number;
  maxConnectionSeconds?: number;
}

export interface WebSocketApi {
  /** `http://127.0.0.1:<port>/<stage>`, what the functions get as WS_CALLBACK_URL. */
  callbackUrl: string;
  /** Accepts an upgrade on the public server; false if the path is not ours. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  connectionCount(): number;
  stop(): Promise<void>;
}

// API Gateway's ids look like `L0SM9cOFvHcCIhw=`.
export const newConnectionId = (): string => `${randomBytes(10).toString('base64url')}=`;

const identityOf = (req: IncomingMessage) => ({
  sourceIp: req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1',
  userAgent: req.headers['user-agent'] ?? '',
});

/**
 * The `requestContext` of a WebSocket API event as API Gateway builds it (the gateway below, and the tests that hand
 * a `$connect` to a function in their own process: test/contract/log-secrets.test.ts).
 */
export const socketRequestContext = (c: {
  stage: string;
  routeKey: string;
  eventType: string;
  connectionId: string;
  connectedAt?: number;
  identity?: { sourceIp: string; userAgent: string };
  extra?: Record<string, unknown>;
}) => {
  const now = Date.now();
  return {
    routeKey: c.routeKey,
    eventType: c.eventType,
    connectionId: c.connectionId,
    messageDirection: 'IN',
    extendedRequestId: randomUUID(),
    requestId: randomUUID(),
    requestTime: new Date(now).toUTCString(),
    requestTimeEpoch: now,
    connectedAt: c.connectedAt ?? now,
    stage: c.stage,
    domainName: 'localhost',
    apiId: 'local',
    identity: c.identity ?? { sourceIp: '127.0.0.1', userAgent: '' },
    ...c.extra,
  };
};

/** The `$connect` event of a socket opened with `query` and `headers` (what `handleUpgrade` hands the function). */
export const connectEvent = (stage: string, connectionId: string, query: Record<string, string>, headers: Record<string, string>, identity: { sourceIp: string; userAgent: string }) => ({
  requestContext: socketRequestContext({ stage, routeKey: '$connect', eventType: 'CONNECT', connectionId, identity }),
  headers,
  queryStringParameters: Object.keys(query).length ? query : undefined,
  isBase64Encoded: false,
});

export const startWebSocketApi = async (options: WebSocketApiOptions): Promise<WebSocketApi> => {
  const idleMs = (options.idleSeconds ?? WS_LIMITS.idleSeconds) * 1000;
  const maxMs = (options.maxConnectionSeconds ?? WS_LIMITS.maxConnectionSeconds) * 1000;
  const live = new Map<string, LiveConnection>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME });

  const requestContext = (routeKey: string, eventType: string, connectionId: string, extra: Record<string, unknown> = {}) => {
    const c = live.get(connectionId);
    return socketRequestContext({ stage: options.stage, routeKey, eventType, connectionId, connectedAt: c?.connectedAt, identity: c && { sourceIp: c.sourceIp, userAgent: c.userAgent }, extra });
  };

  const invoke = async (routeKey: string, event: Record<string, unknown>): Promise<{ statusCode?: number }> => {
    const unit = WS_ROUTES[routeKey] ?? WS_ROUTES.$default;
    if (!unit) return { statusCode: 500 };
    try {
      const handler = await loadHandler(unit);
      return ((await handler(event, lambdaContext(`hezuo-${unit}`))) ?? {}) as { statusCode?: number };
    } catch (error) {
      console.error(`[ws] ${routeKey} handler failed`, error);
      return { statusCode: 500 };
    }
  };

  /** The `$disconnect` invocations under way: the gateway's stop waits for them, before the table they write goes. */
  const disconnecting = new Set<Promise<unknown>>();
  const disconnect = async (connectionId: string, statusCode: number, reason: string) => {
    const c = live.get(connectionId);
    if (!c) return;
    live.delete(connectionId);
    clearTimeout(c.idleTimer);
    clearTimeout(c.maxTimer);
    const run = invoke('$disconnect', {
      requestContext: requestContext('$disconnect', 'DISCONNECT', connectionId, {
        disconnectStatusCode: statusCode,
        disconnectReason: reason,
      }),
      isBase64Encoded: false,
    });
    disconnecting.add(run);
    try {
      await run;
    } finally {
      disconnecting.delete(run);
    }
  };

  const touch = (connectionId: string) => {
    const c = live.get(connectionId);
    if (!c) return;
    c.lastActiveAt = Date.now();
    clearTimeout(c.idleTimer);
    c.idleTimer = setTimeout(() => c.socket.close(1001, 'Going away'), idleMs);
    c.idleTimer.unref();
  };

  const onMessage = async (connectionId: string, data: Buffer) => {
    touch(connectionId);
    const body = data.toString('utf8');
    let routeKey = '$default';
    try {
      const type = (JSON.parse(body) as { messageType?: unknown }).messageType;
      if (typeof type === 'string' && Object.hasOwn(WS_ROUTES, type) && !type.startsWith('$')) routeKey = type;
    } catch {
      // Not JSON: API Gateway falls back to $default as well.
    }
    await invoke(routeKey, {
      requestContext: requestContext(routeKey, 'MESSAGE', connectionId, { messageId: randomUUID() }),
      body,
      isBase64Encoded: false,
    });
  };

  const handleUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): boolean => {
    const url = targetOf(req);
    if (!url) {
      refuseUpgradeTarget(socket);
      return true;
    }
    if (url.pathname !== options.path) return false;
    const connectionId = newConnectionId();
    const query = Object.fromEntries(url.searchParams);
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : (v ?? '')]));
    const identity = identityOf(req);
    void (async () => {
      const result = await invoke('$connect', connectEvent(options.stage, connectionId, query, headers, identity));
      const status = result.statusCode ?? 200;
      if (status < 200 || status >= 300 || socket.destroyed) {
        socket.end(`HTTP/1.1 ${status} ${status === 401 ? 'Unauthorized' : status === 403 ? 'Forbidden' : 'Error'}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) => {
        const now = Date.now();
        const maxTimer = setTimeout(() => ws.close(1001, 'Going away'), maxMs);
        maxTimer.unref();
        live.set(connectionId, { socket: ws, connectedAt: now, lastActiveAt: now, maxTimer, ...identity });
        touch(connectionId);
        ws.on('message', (data: Buffer) => void onMessage(connectionId, data));
        ws.on('close', (code, reason) => void disconnect(connectionId, code, reason.toString() || 'Connection closed'));
        ws.on('error', () => ws.terminate());
      });
    })();
    return true;
  };

  const management: Server = createServer((req, res) => {
    const prefix = `/${options.stage}/@connections/`;
    const url = targetOf(req);
    if (!url) return refuseTarget(res);
    if (!url.pathname.startsWith(prefix)) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not Found"}');
      return;
    }
    let connectionId: string;
    try {
      connectionId = decodeURIComponent(url.pathname.slice(prefix.length));
    } catch {
      return refuseTarget(res);
    }
    const connection = live.get(connectionId);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (!connection || connection.socket.readyState !== connection.socket.OPEN) {
        res.writeHead(410, { 'content-type': 'application/json', 'x-amzn-errortype': 'GoneException' }).end('{"message":null}');
        return;
      }
      switch (req.method) {
        case 'POST': {
          const payload = Buffer.concat(chunks);
          if (payload.length > MAX_FRAME) {
            res.writeHead(413, { 'content-type': 'application/json', 'x-amzn-errortype': 'PayloadTooLargeException' }).end('{}');
            return;
          }
          connection.socket.send(payload.toString('utf8'));
          res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
          return;
        }
        case 'GET':
          res.writeHead(200, { 'content-type': 'application/json' }).end(
            JSON.stringify({
              connectedAt: new Date(connection.connectedAt).toISOString(),
              lastActiveAt: new Date(connection.lastActiveAt).toISOString(),
              identity: { sourceIp: connection.sourceIp, userAgent: connection.userAgent },
            }),
          );
          return;
        case 'DELETE':
          connection.socket.close(1000, 'Connection deleted');
          res.writeHead(204).end();
          return;
        default:
          res.writeHead(405, { 'content-type': 'application/json' }).end('{"message":"Method Not Allowed"}');
      }
    });
  });
  await new Promise<void>((resolve) => management.listen(options.managementPort, '127.0.0.1', resolve));
  const address = management.address();
  const port = typeof address === 'object' && address ? address.port : options.managementPort;

  return {
    callbackUrl: `http://127.0.0.1:${port}/${options.stage}`,
    handleUpgrade,
    connectionCount: () => live.size,
    stop: async () => {
      for (const c of live.values()) c.socket.terminate();
      await Promise.all([...live.keys()].map((id) => disconnect(id, 1001, 'Going away')));
      // Those a socket's own close event began (a client that left just before, or the terminate above) as well.
      await Promise.all([...disconnecting]);
      wss.close();
      await new Promise<void>((resolve) => management.close(() => resolve()));
    },
  };
};
