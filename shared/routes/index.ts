/** The route table: every HTTP route of Hezuo, declared once (ARCHITECTURE.md "One route table"). */
import type { Domain } from '../domains.js';
import { pathPattern, type HttpMethod, type RouteDef } from './types.js';
import { accountRoutes } from './account.js';
import { chatRoutes } from './chat.js';
import { contentRoutes } from './content.js';
import { orgRoutes } from './org.js';
import { uploadRoutes } from './upload.js';

export const ROUTES: readonly RouteDef[] = [...accountRoutes, ...chatRoutes, ...contentRoutes, ...orgRoutes, ...uploadRoutes];

/** Routes that a deployed stack serves (the local-only ones, like the SMS outbox, are left out). */
export const deployedRoutes = (): readonly RouteDef[] => ROUTES.filter((r) => !r.localOnly);

export const routesOf = (domain: Domain): readonly RouteDef[] => ROUTES.filter((r) => r.domain === domain);

/** Domains that have HTTP routes, hence an HTTP-invoked function. */
export const httpDomains = (): Domain[] => [...new Set(ROUTES.map((r) => r.domain))];

export const routeById = (id: string): RouteDef => {
  const found = ROUTES.find((r) => r.id === id);
  if (!found) throw new Error(`No route ${id} in the route table`);
  return found;
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
