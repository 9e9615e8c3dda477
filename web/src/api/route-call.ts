/**
 * Calls one route of the route table (`shared/routes`): its method and path come from the table, never retyped;
 * GET and DELETE send the input as the query, the others as a JSON body.
 */
import type { RouteDef } from '../../../shared/routes/types.js';
import { request, type QueryValue, type RequestOptions } from './http.js';

export type RouteInput = Readonly<Record<string, QueryValue>>;

// Optional fields left empty are left out, as the schemas expect (an empty string would fail `min(1)`).
const present = (input: RouteInput): Record<string, string | number | boolean> =>
  Object.fromEntries(
    Object.entries(input).filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== null && entry[1] !== ''),
  );

export const callRoute = <T>(route: RouteDef, input: RouteInput = {}, options: RequestOptions = {}): Promise<T> =>
  route.method === 'GET' || route.method === 'DELETE'
    ? request<T>(route.method, route.path, undefined, { ...options, query: present(input) })
    : request<T>(route.method, route.path, present(input), options);
