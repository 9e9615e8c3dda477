/** The shape of one entry of the route table (docs/architecture.md "One route table"). */
import type { z } from 'zod';
import type { AccountType, Domain } from '../domains.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call a route: anyone; any logged-in person; or a logged-in person using one of the listed account
 * types. Finer rules (owner of a thing, party A of a project) are the domain service's job.
 */
export type Access = 'public' | 'user' | readonly AccountType[];

/** How a route takes its body. GET and DELETE routes take none (their input is the query and the path). */
export type BodyType = 'json' | 'form';

export interface RouteDef<S extends z.ZodType = z.ZodType> {
  /** Stable name, `<domain>.<action>`, used by handlers, tests and the API reference. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Full path under the site, `{name}` for path parameters, exactly as in spec §7. */
  readonly path: string;
  readonly domain: Domain;
  readonly access: Access;
  /** The zod schema of the whole input: path parameters, query and body merged into one object. */
  readonly input: S;
  /** Body formats accepted; defaults to JSON for POST and PUT. */
  readonly body?: readonly BodyType[];
  /** Only exists on the local stage (never in a deployed stack), e.g. the SMS outbox. */
  readonly localOnly?: boolean;
  /** One Chinese line for the API reference. */
  readonly summary: string;
}

/** Declares a route, keeping its id as a literal type so that handlers can find it by id (`routeIn`). */
export const route = <const I extends string, S extends z.ZodType>(def: RouteDef<S> & { id: I }): RouteDef<S> & { id: I } => def;

/** The route with this id in a domain's list, typed by its own schema. */
export const routeIn = <const R extends readonly (RouteDef & { id: string })[], const I extends R[number]['id']>(
  routes: R,
  id: I,
): Extract<R[number], { id: I }> => {
  const found = routes.find((r) => r.id === id);
  if (!found) throw new Error(`No route ${id}`);
  return found as Extract<R[number], { id: I }>;
};

export const bodyTypesOf = (def: RouteDef): readonly BodyType[] =>
  def.method === 'GET' || def.method === 'DELETE' ? [] : (def.body ?? ['json']);

/** `/api/a/{id}` -> a RegExp matching a concrete path, capturing the parameters by name. */
export const pathPattern = (path: string): RegExp =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')}$`);
