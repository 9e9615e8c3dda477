/**
 * Calls a messenger route of the route table (shared/routes/chat*.ts) by its method and path (spec §7.4), so a
 * request file never retypes more than the spec's path. Path parameters (`{id}`) are filled from the input.
 * Every call is silent: spec §8 says chat screens ignore non-200 codes (a 401 still ends the session); screens
 * that must explain a refusal show the error's msg themselves.
 */
import { APP } from '../../../../../shared/domains.js';
import { ROUTES } from '../../../../../shared/routes/index.js';
import type { HttpMethod } from '../../../../../shared/routes/types.js';
import { request, type QueryValue } from '../../../api/http.js';
import { fillPath } from '../../../api/route-call.js';

export const MESSAGE_BASE = '/api/mall/message';
export const SEARCH_BASE = `/api/pc/${APP}/search`;

export interface ChatRoute {
  method: HttpMethod;
  path: string;
  /** Whether the route table declares it (false: built against the spec's shape, see web/README.md). */
  declared: boolean;
}

/** The route with this method and path in the table; the spec's own when the table does not declare it yet. */
export const chatRoute = (method: HttpMethod, path: string): ChatRoute => {
  const found = ROUTES.find((r) => r.method === method && r.path === path);
  return { method, path, declared: found !== undefined };
};

export type ChatInput = Readonly<Record<string, QueryValue | readonly string[]>>;

const fill = (path: string, input: ChatInput): { path: string; rest: Record<string, unknown> } => {
  const { path: filled, rest } = fillPath<unknown>(path, input);
  for (const [name, value] of Object.entries(rest)) if (value === undefined || value === null || value === '') delete rest[name];
  return { path: filled, rest };
};

export const callChat = <T>(route: ChatRoute, input: ChatInput = {}, signal?: AbortSignal): Promise<T> => {
  const { path, rest } = fill(route.path, input);
  const options = { silent: true, ...(signal ? { signal } : {}) };
  if (route.method === 'GET' || route.method === 'DELETE') {
    const query = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : (v as QueryValue)]));
    return request<T>(route.method, path, undefined, { ...options, query });
  }
  return request<T>(route.method, path, rest as Record<string, string>, options);
};

/** Lists come as an array or as a page's `records`. */
export const asList = <T>(data: unknown): T[] => {
  if (Array.isArray(data)) return data as T[];
  if (data && typeof data === 'object' && Array.isArray((data as { records?: unknown }).records)) return (data as { records: T[] }).records;
  return [];
};
