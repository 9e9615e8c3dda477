/**
 * The HTTP server of the local search endpoint: reads a request (its body decompressed, at most 100 MiB), finds its
 * route (rest-routes.ts) with OpenSearch's 405 for a wrong method, refuses an unknown URL parameter as OpenSearch
 * refuses it and a parameter or endpoint OpenSearch has but this one does not in OpenSearch's error shape (printed to
 * stderr, never ignored), and writes the answer as JSON (`?pretty` indented).
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { gunzipSync, inflateSync } from 'node:zlib';
import type { Cluster } from './cluster.js';
import { illegalArgument, SearchError, unsupported } from './errors.js';
import type { Request } from './rest-request.js';
import { buildRoutes, type Route } from './rest-routes.js';
import { refuseTarget, targetOf } from '../request-target.js';

const MAX_BODY_BYTES = 100 * 1024 * 1024;

/** Parameters every endpoint takes (output format); `filter_path` is OpenSearch's too but not implemented. */
const COMMON_PARAMS = ['pretty', 'human', 'error_trace', 'source', 'source_content_type'];
const REFUSED_COMMON = ['filter_path', 'format'];

/** The route for a path: its params bound, or which methods the path has (405), or none. */
const match = (routes: Route[], method: string, segments: string[]): { route?: Route; params: Record<string, string>; allowed: string[] } => {
  const allowed: string[] = [];
  for (const r of routes) {
    if (r.pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let ok = true;
    for (const [i, s] of segments.entries()) {
      const p = r.pattern[i] ?? '';
      if (p.startsWith('{')) {
        const name = p.slice(1, -1);
        // An index name never starts with '_' (except `_all`): `/_search` is the API, not an index called _search.
        if (name === 'index' && s.startsWith('_') && s !== '_all') {
          ok = false;
          break;
        }
        params[name] = s;
      } else if (p !== s) {
        ok = false;
        break;
      }
    }
    if (!ok) continue;
    if (r.method === method) return { route: r, params, allowed };
    allowed.push(r.method);
  }
  return { params: {}, allowed };
};

const send = (res: ServerResponse, method: string, status: number, body: unknown, pretty: boolean) => {
  const text = body === undefined ? '' : JSON.stringify(body, null, pretty ? 2 : undefined) + (pretty ? '\n' : '');
  res.writeHead(status, {
    'content-type': 'application/json; charset=UTF-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(method === 'HEAD' ? undefined : text);
};

const readBody = (req: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new SearchError(413, { type: 'content_too_long_exception', reason: `Request content length [${size}] exceeds the limit` }));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const encoding = String(req.headers['content-encoding'] ?? '').toLowerCase();
      try {
        resolve(encoding.includes('gzip') ? gunzipSync(raw) : encoding.includes('deflate') ? inflateSync(raw) : raw);
      } catch (error) {
        reject(error);
      }
    });
    req.on('error', reject);
  });

export const createSearchServer = (cluster: Cluster): Server => {
  const routes = buildRoutes(cluster, randomUUID().replace(/-/g, '').slice(0, 22));
  return createServer((req, res) => {
    const method = (req.method ?? 'GET').toUpperCase();
    const url = targetOf(req);
    if (!url) return refuseTarget(res);
    const pretty = url.searchParams.has('pretty') && url.searchParams.get('pretty') !== 'false';
    const fail = (error: unknown) => {
      if (error instanceof SearchError) {
        if (error.unsupported) console.warn(`[search] refused ${method} ${url.pathname}: ${error.message}`);
        send(res, method, error.status, error.body(), pretty);
        return;
      }
      console.error('[search]', error);
      const cause = { type: 'exception', reason: error instanceof Error ? error.message : String(error) };
      send(res, method, 500, { error: { root_cause: [cause], ...cause }, status: 500 }, pretty);
    };
    readBody(req)
      .then(async (raw) => {
        let segments: string[];
        try {
          segments = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
        } catch {
          throw illegalArgument(`unable to decode the path [${url.pathname}]`);
        }
        const found = match(routes, method, segments);
        if (!found.route) {
          if (found.allowed.length) {
            send(res, method, 405, { error: `Incorrect HTTP method for uri [${url.pathname}] and method [${method}], allowed: [${found.allowed.join(', ')}]`, status: 405 }, pretty);
            return;
          }
          throw unsupported(`the endpoint [${method} ${url.pathname}]`, 'illegal_argument_exception');
        }
        const route = found.route;
        const unknown: string[] = [];
        for (const name of new Set(url.searchParams.keys())) {
          if (route.params.includes(name) || COMMON_PARAMS.includes(name)) continue;
          if (route.refused?.includes(name) || REFUSED_COMMON.includes(name)) throw unsupported(`the parameter [${name}] of [${method} ${url.pathname}]`, 'illegal_argument_exception');
          unknown.push(name);
        }
        if (unknown.length) {
          throw illegalArgument(
            `request [${url.pathname}] contains unrecognized parameter${unknown.length > 1 ? 's' : ''}: ${unknown.map((u) => `[${u}]`).join(', ')}`,
          );
        }
        const request: Request = { method, path: url.pathname, segments, params: url.searchParams, raw, pathParams: found.params };
        const answer = await route.handler(request);
        cluster.flush();
        send(res, method, answer.status, answer.body, pretty);
      })
      .catch((error: unknown) => {
        try {
          cluster.flush();
        } catch (flushError) {
          console.error('[search] could not write the translog', flushError);
        }
        fail(error);
      });
  });
};
