/** The shape of one entry of the route table (docs/architecture.md "One route table"). */
import type { z } from 'zod';
import type { AccountType, Domain } from '../domains.js';
import type { UnitName } from '../units.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call a route: anyone; any logged-in person; or a logged-in person using one of the listed account
 * types. Finer rules (owner of a thing, party A of a project) are the domain service's job.
 */
export type Access = 'public' | 'user' | readonly AccountType[];

/** How a route takes its body. GET and DELETE routes take none (their input is the query and the path). */
export type BodyType = 'json' | 'form';

/**
 * What a route answers (the envelope's `data`), declared for the type checker only: `output: returns<UserInfo>()`.
 * Nothing is checked at run time; the web's `callRoute` returns `Promise<UserInfo>` for such a route, and
 * `Promise<unknown>` for a route without a declaration. The types come from shared/schemas.
 */
export interface Returns<O> {
  /** Never set: it only carries the type (covariantly, so any route is still a `RouteDef`). */
  readonly __returns?: O;
}

const RETURNS: Returns<never> = Object.freeze({});

/** Declares a route's output type (see `Returns`): one shared empty object at run time. */
export const returns = <O>(): Returns<O> => RETURNS as Returns<O>;

/** The declared output of a route, `unknown` when it declares none. */
export type OutputOf<R> = R extends { readonly output?: Returns<infer O> } ? O : unknown;

export interface RouteDef<S extends z.ZodType = z.ZodType, O = unknown> {
  /** Stable name, `<domain>.<action>`, used by handlers, tests and the API reference. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Full path under the site, `{name}` for path parameters, exactly as in spec §7. */
  readonly path: string;
  readonly domain: Domain;
  /**
   * The deployment unit that serves it (shared/units.ts): set for a whole list by `servedBy`, or on one route that
   * another unit of its list's domain serves (the test clock's sweep is the timer unit's).
   */
  readonly unit?: UnitName;
  readonly access: Access;
  /** The zod schema of the whole input: path parameters, query and body merged into one object. */
  readonly input: S;
  /** Body formats accepted; defaults to JSON for POST and PUT. */
  readonly body?: readonly BodyType[];
  /** The largest body it takes in bytes, where its input needs more than the API's 256 KB (`MAX_BODY_BYTES`). */
  readonly maxBodyBytes?: number;
  /** Only exists on the local stage (never in a deployed stack), e.g. the SMS outbox. */
  readonly localOnly?: boolean;
  /**
   * Only in a local cloud started for tests (`--test-clock`, ENV.testClock), never in `npm start`'s product nor a
   * deployed stack: the test clock that fires named objects' timers early. Such a route is also `localOnly`.
   */
  readonly testClockOnly?: boolean;
  /**
   * Only on the local stage and on sandbox stages (a deployed stage whose payments go through the sandbox provider:
   * the test stages, docs/payments.md): the sandbox cashier's button and the sandbox's notify.
   */
  readonly sandboxOnly?: boolean;
  /** One Chinese line for the API reference. */
  readonly summary: string;
  /** What it answers, for typed callers (`returns<T>()`); left out, callers get `unknown`. */
  readonly output?: Returns<O>;
}

/**
 * Declares a route, keeping its id as a literal type so that handlers can find it by id (`routeIn`), and its
 * declared output (`returns<T>()`) as a type.
 */
export const route = <const I extends string, S extends z.ZodType, O = unknown>(def: RouteDef<S, O> & { id: I }): RouteDef<S, O> & { id: I } => def;

/**
 * Names the unit that serves a list of routes (shared/units.ts), keeping each route's literal type; a route that
 * names its own unit keeps it.
 */
export const servedBy = <const U extends UnitName, const R extends readonly RouteDef[]>(unit: U, routes: R): { readonly [K in keyof R]: R[K] & { readonly unit: UnitName } } =>
  routes.map((r) => (r.unit ? r : { ...r, unit })) as unknown as { readonly [K in keyof R]: R[K] & { readonly unit: UnitName } };

/** The unit that serves a route of the table (every route has one: test/unit/units.test.ts). */
export const unitOf = (route: RouteDef): UnitName => {
  if (!route.unit) throw new Error(`Route ${route.id} names no unit (servedBy in its list)`);
  return route.unit;
};

/** The route with this id in a domain's list, typed by its own schema. */
export const routeIn = <const R extends readonly (RouteDef & { id: string })[], const I extends R[number]['id']>(
  routes: R,
  id: I,
): Extract<R[number], { id: I }> => {
  const found = routes.find((r) => r.id === id);
  if (!found) throw new Error(`No route ${id}`);
  return found as Extract<R[number], { id: I }>;
};

/**
 * A typed lookup by id over one domain's own list: `accountRoute('account.info')` is that route, typed by its
 * literal id, schema and output. A web chunk that uses it carries that domain's routes and schemas only, not the
 * whole table of shared/routes/index.ts.
 */
export const routeLookup =
  <const R extends readonly (RouteDef & { id: string })[]>(routes: R) =>
  <const I extends R[number]['id']>(id: I): Extract<R[number], { id: I }> =>
    routeIn(routes, id);

export const bodyTypesOf = (def: RouteDef): readonly BodyType[] =>
  def.method === 'GET' || def.method === 'DELETE' ? [] : (def.body ?? ['json']);

/** `/api/a/{id}` -> a RegExp matching a concrete path, capturing the parameters by name. */
export const pathPattern = (path: string): RegExp =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')}$`);

/**
 * Whether a request's path, as sent, has a dot segment (`.` or `..`, percent-encoded or not). No route of the table has
 * one, and what resolves them differs along the way (a URL parser does, a router does not), so the local gateway and
 * every unit answer such a path the envelope's 404 before routing: `flow/../info` is never `info` on one side and
 * nothing on the other.
 */
export const hasDotSegment = (rawPath: string): boolean =>
  rawPath.split('?')[0]!.split('/').some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment));

/**
 * Path parameters URL-decoded, as API Gateway hands them to a function on a route's own key: the values, or the name
 * of the first one that is no valid percent-encoding (`%ZZ`). The local gateway and the units behind a proxy route
 * (functions/lib/http/path-parameters.ts) decode with this.
 */
export const decodePathParameters = (raw: Readonly<Record<string, string>>): { ok: true; params: Record<string, string> } | { ok: false; name: string } => {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    try {
      params[name] = decodeURIComponent(value);
    } catch {
      return { ok: false, name };
    }
  }
  return { ok: true, params };
};
