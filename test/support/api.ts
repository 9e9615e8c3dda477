/**
 * A tiny client of the API for tests: sends like a browser would, returns the status and the envelope. Requests go
 * over HTTP through the local gateway, or in-process through the gateway's own dispatcher in the contract suites
 * (test/support/transport.ts).
 */
import type { Envelope } from '../../shared/envelope.js';
import { routeById, type RouteId, type RouteInputOf } from '../../shared/routes/index.js';
import { send } from './transport.js';

export interface Answer<T = unknown> {
  status: number;
  body: Envelope<T>;
}

export const api = async <T = unknown>(
  method: string,
  path: string,
  options: { token?: string; json?: unknown; form?: Record<string, string>; raw?: string; contentType?: string } = {},
): Promise<Answer<T>> => {
  const headers: Record<string, string> = { language: 'zh_CN' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['content-type'] = 'application/json';
  } else if (options.form) {
    body = new URLSearchParams(options.form).toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
  } else if (options.raw !== undefined) {
    body = options.raw;
  }
  if (options.contentType) headers['content-type'] = options.contentType;
  const { status, text } = await send({ method, path, headers, body });
  let parsed: Envelope<T>;
  try {
    parsed = JSON.parse(text) as Envelope<T>;
  } catch {
    throw new Error(`${method} ${path} answered ${status} with a body that is not JSON: ${text.slice(0, 200)}`);
  }
  return { status, body: parsed };
};

/**
 * Calls a route of the table by its id, as a client would: method and path from the table (path parameters filled
 * from the input), GET/DELETE input as the query, any other as a JSON body. The input is typed by the route's
 * schema, so a test that sends what the route does not take fails to compile.
 */
export const call = async <T = unknown, I extends RouteId = RouteId>(id: I, input: RouteInputOf<I>, token?: string): Promise<Answer<T>> => {
  const route = routeById(id);
  const rest: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  const path = route.path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value ?? ''));
  });
  if (route.method === 'GET' || route.method === 'DELETE') {
    const query = new URLSearchParams(
      Object.entries(rest)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : String(value)]),
    ).toString();
    return api<T>(route.method, query ? `${path}?${query}` : path, { token });
  }
  return api<T>(route.method, path, { token, json: rest });
};
