/** A local HTTP server answering like the API (envelopes, statuses, delays), for the web helpers' unit tests. */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

export interface StubReply {
  status?: number;
  /** An object is sent as JSON; a string as it is. */
  body?: unknown;
  contentType?: string;
  delayMs?: number;
}

export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface ApiStub {
  origin: string;
  seen: SeenRequest[];
  reply: (path: string, reply: StubReply) => void;
  close: () => Promise<void>;
}

// The jsdom page lives on another origin, so its XMLHttpRequest needs CORS like a browser's would.
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'access-control-allow-headers': '*',
};

export const startApiStub = async (): Promise<ApiStub> => {
  const replies = new Map<string, StubReply>();
  const seen: SeenRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, CORS).end();
        return;
      }
      const url = new URL(req.url ?? '/', 'http://stub');
      seen.push({
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('latin1'),
      });
      const reply = replies.get(url.pathname) ?? { status: 404, body: { code: 404, msg: '访问资源不存在', data: null } };
      const send = () => {
        if (res.destroyed) return;
        const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? '');
        res.writeHead(reply.status ?? 200, { 'content-type': reply.contentType ?? 'application/json', ...CORS });
        res.end(text);
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    seen,
    reply: (path, reply) => replies.set(path, reply),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/**
 * One stub for a test file (or describe block), the web's API helper pointed at it: started before its tests,
 * closed after. The returned object always speaks for the current stub.
 */
export const useApiStub = (): ApiStub => {
  let stub: ApiStub | undefined;
  const current = (): ApiStub => {
    if (!stub) throw new Error('useApiStub(): the stub starts in beforeAll');
    return stub;
  };
  beforeAll(async () => {
    stub = await startApiStub();
    const { configureApi, restClient } = await import('../../../web/src/api/api-config.js');
    configureApi({ apiBase: `${stub.origin}/api` });
    // The REST client loads with the first call (a page-load saving); loaded here, a test's first call is not
    // slower than its waits on a busy machine.
    await restClient();
  });
  afterAll(async () => {
    await stub?.close();
  });
  return {
    get origin() {
      return current().origin;
    },
    get seen() {
      return current().seen;
    },
    reply: (path, reply) => current().reply(path, reply),
    close: () => current().close(),
  };
};
