/**
 * The route table: every HTTP route of Hezuo, declared once (docs/architecture.md "One route table"), for the
 * stack, the local gateway, the API reference and the tests. The SPA never imports this file (it would carry every
 * domain's schemas into each chunk): it looks routes up through their own domain's module (`accountRoute`,
 * `chatGroupRoute`, …), which lint enforces.
 */
import type { z } from 'zod';
import type { Domain } from '../domains.js';
import { pathPattern, type HttpMethod, type OutputOf, type RouteDef } from './types.js';
import { accountRoutes } from './account.js';
import { chatRoutes } from './chat.js';
import { contentRoutes } from './content.js';
import { cooperationRoutes, disputeRoutes } from './cooperation.js';
import { terminationRoutes } from './termination.js';
import { documentRoutes } from './documents.js';
import { libraryRoutes } from './libraries.js';
import { mallRoutes } from './mall.js';
import { collectRoutes } from './collect.js';
import { historyRoutes } from './history.js';
import { orderRoutes } from './order.js';
import { orgRoutes } from './org.js';
import { projectRoutes } from './project.js';
import { resumeRoutes } from './resume.js';
import { searchRoutes } from './search.js';
import { uploadRoutes } from './upload.js';
import { walletRoutes } from './wallet.js';
import { isSandboxStage } from '../runtime-config.js';

const TABLE = [...accountRoutes, ...chatRoutes, ...contentRoutes, ...orgRoutes, ...resumeRoutes, ...projectRoutes, ...cooperationRoutes, ...terminationRoutes, ...disputeRoutes, ...documentRoutes, ...libraryRoutes, ...historyRoutes, ...searchRoutes, ...uploadRoutes, ...walletRoutes, ...mallRoutes, ...collectRoutes, ...orderRoutes] as const;

/** Every route of the table, each typed by its own id and schema. */
export type AppRoute = (typeof TABLE)[number];
/** The id of a route of the table: a literal type, so a misspelt id is a type error. */
export type RouteId = AppRoute['id'];
/** The route with this id. */
export type RouteOf<I extends RouteId> = Extract<AppRoute, { id: I }>;
/** What a caller sends to a route (path, query and body merged), as its schema accepts it. */
export type RouteInputOf<I extends RouteId> = z.input<RouteOf<I>['input']>;
/** What a route answers (the envelope's `data`) as it declares it (`returns<T>()`), `unknown` when it does not. */
export type RouteOutputOf<I extends RouteId> = OutputOf<RouteOf<I>>;

export const ROUTES: readonly RouteDef[] = TABLE;

/**
 * Routes that a deployed stack serves: the local-only ones (the SMS outbox) are left out, and the sandbox cashier's
 * ones unless the stage is a sandbox stage.
 */
export { isSandboxStage };

export const deployedRoutes = (stage = 'dev'): readonly RouteDef[] => ROUTES.filter((r) => !r.localOnly && (!r.sandboxOnly || isSandboxStage(stage)));

export const routesOf = (domain: Domain): readonly RouteDef[] => ROUTES.filter((r) => r.domain === domain);

/** Domains that have HTTP routes, hence an HTTP-invoked function. */
export const httpDomains = (): Domain[] => [...new Set(ROUTES.map((r) => r.domain))];

export const routeById = <I extends RouteId>(id: I): RouteOf<I> => {
  const found = ROUTES.find((r) => r.id === id);
  if (!found) throw new Error(`No route ${id} in the route table`);
  return found as RouteOf<I>;
};

const compiled = ROUTES.map((r) => ({ route: r, pattern: pathPattern(r.path) }));

/** Finds the route for a concrete request, with its path parameters (the local gateway's dispatch). */
export const matchRoute = (
  method: string,
  path: string,
): { route: RouteDef; params: Record<string, string> } | { route: undefined; methodMismatch: boolean } => {
  let methodMismatch = false;
  for (const { route, pattern } of compiled) {
    const m = pattern.exec(path);
    if (!m) continue;
    if (route.method === (method.toUpperCase() as HttpMethod)) return { route, params: { ...m.groups } };
    methodMismatch = true;
  }
  return { route: undefined, methodMismatch };
};
