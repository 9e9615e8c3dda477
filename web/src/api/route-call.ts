/**
 * Calls one route of the route table (`shared/routes`): its method and path come from the table, never retyped;
 * path parameters (`{id}`) are filled from the input; GET and DELETE send the rest as the query, the others as a
 * JSON body. The input is typed by the route's schema, the answer by the route's declared output:
 * `callRoute(accountRoute('account.info'), {})` is a `Promise<UserInfo>`, with no type argument to get wrong.
 * Routes come from their own domain's lookup (`accountRoute`, `chatGroupRoute`, …), never from the whole table.
 */
import type { z } from 'zod';
import type { OutputOf, RouteDef } from '../../../shared/routes/types.js';
import { request, type QueryValue, type RequestBody, type RequestOptions } from './http.js';

/** What a caller sends to `route`: path, query and body merged, as the route's schema accepts it. */
export type InputOf<R extends RouteDef> = z.input<R['input']>;

/** What `route` answers (the envelope's `data`), as the route declares it; `unknown` when it declares nothing. */
export type { OutputOf };

/** A route's input: query values, and lists (a JSON body carries them as they are; a query joins them with commas). */
export type RouteInput = Readonly<Record<string, QueryValue | readonly string[]>>;

type Present = string | number | boolean | readonly string[];

// Optional fields left empty are left out, as the schemas expect (an empty string would fail `min(1)`).
const present = (input: RouteInput): Record<string, Present> =>
  Object.fromEntries(Object.entries(input).filter((entry): entry is [string, Present] => entry[1] !== undefined && entry[1] !== null && entry[1] !== ''));

const asQuery = (input: Record<string, Present>): Record<string, string | number | boolean> =>
  Object.fromEntries(Object.entries(input).map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : (value as string | number | boolean)]));

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

export const callRoute = <R extends RouteDef>(route: R, input: InputOf<R>, options: RequestOptions = {}): Promise<OutputOf<R>> => {
  // The schemas' inputs are flat objects of query values and lists (docs/conventions.md "Data").
  const { path, rest } = fillPath(route.path, input as RouteInput);
  return route.method === 'GET' || route.method === 'DELETE'
    ? request<OutputOf<R>>(route.method, path, undefined, { ...options, query: asQuery(present(rest)) })
    : // Readonly lists are JSON like any other; the SDK types its body with mutable arrays.
      request<OutputOf<R>>(route.method, path, present(rest) as RequestBody, options);
};
