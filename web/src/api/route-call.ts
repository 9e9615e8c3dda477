/**
 * Calls one route of the route table (`shared/routes`): its method and path come from the table, never retyped;
 * path parameters (`{id}`) are filled from the input; GET and DELETE send the rest as the query, the others as a
 * JSON body.
 */
import type { RouteDef } from '../../../shared/routes/types.js';
import { request, type QueryValue, type RequestOptions } from './http.js';

export type RouteInput = Readonly<Record<string, QueryValue>>;

// Optional fields left empty are left out, as the schemas expect (an empty string would fail `min(1)`).
const present = (input: RouteInput): Record<string, string | number | boolean> =>
  Object.fromEntries(
    Object.entries(input).filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== null && entry[1] !== ''),
  );

/** A route path with its `{name}` parameters taken from the input (URL-encoded), and the input left over. */
export const fillPath = <V>(path: string, input: Readonly<Record<string, V>>): { path: string; rest: Record<string, V> } => {
  const rest: Record<string, V> = { ...input };
  const filled = path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value ?? ''));
  });
  return { path: filled, rest };
};

export const callRoute = <T>(route: RouteDef, input: RouteInput = {}, options: RequestOptions = {}): Promise<T> => {
  const { path, rest } = fillPath(route.path, input);
  return route.method === 'GET' || route.method === 'DELETE'
    ? request<T>(route.method, path, undefined, { ...options, query: present(rest) })
    : request<T>(route.method, path, present(rest), options);
};
