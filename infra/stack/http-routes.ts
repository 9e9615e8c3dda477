/**
 * Which API Gateway routes serve the route table (docs/decisions.md "HTTP routes: proxy routes per domain").
 *
 * The spec's paths carry no unit prefix and the units interleave (`/api/pc/hezuo/user-personage/*` is
 * account's but for `submitFeedback`, content's), so the grouping is computed from the table: a prefix tree of
 * the paths, where a greedy route `ANY <prefix>/{proxy+}` hands a whole subtree to one unit's function and
 * exact routes take out the paths of other units inside it (API Gateway picks an exact route over a greedy one,
 * and the longest greedy prefix over a shorter one). The `$default` route catches every other path. The choice
 * of proxies is the one with the fewest routes in all. A function's own router (middy's, built from the same
 * table) then dispatches the request, and answers the envelope's 404 for a path of its subtree that is not one
 * of its routes, as the local gateway answers an unknown path.
 *
 * Routes with path parameters (`/detail/{id}`) go under the proxies like the others; where no proxy of their unit
 * covers them they are exact routes, on which API Gateway hands the function the parameters URL-decoded. Through a
 * proxy the function decodes them itself (functions/lib/http/path-parameters.ts), so a handler sees the same
 * input either way. A proxy never starts below a path parameter. Last, every route of the table is put through
 * API Gateway's route selection (`selectRoute`) over the plan, and one that would reach another unit (a static
 * path that an exact `{id}` route of another unit shadows) becomes an exact route of its own.
 *
 * Pure (no CDK), so that the unit tests and the docs can call it on any table.
 */
import type { UnitName } from '../../shared/units.js';
import { pathPattern, unitOf, type HttpMethod, type RouteDef } from '../../shared/routes/types.js';

export type HttpRoutePlanEntry =
  /** API Gateway's catch-all: every request no other route matches. */
  | { readonly kind: 'default'; readonly unit: UnitName }
  /** `ANY <prefix>/{proxy+}`: every path under the prefix (not the prefix itself), unless an exact route matches. */
  | { readonly kind: 'proxy'; readonly unit: UnitName; readonly prefix: string }
  /** One route of the table as it is. */
  | { readonly kind: 'exact'; readonly unit: UnitName; readonly method: HttpMethod; readonly path: string };

export const PROXY_SEGMENT = '{proxy+}';

/** The route key API Gateway shows for an entry. */
export const routeKeyOf = (entry: HttpRoutePlanEntry): string =>
  entry.kind === 'default'
    ? '$default'
    : entry.kind === 'proxy'
      ? `ANY ${entry.prefix}/${PROXY_SEGMENT}`
      : `${entry.method} ${entry.path}`;

interface PathNode {
  readonly path: string;
  readonly children: Map<string, PathNode>;
  /** Static routes whose path is exactly this node's. */
  readonly ending: RouteDef[];
  /** Every unit with a static route at or under this node. */
  readonly units: Set<UnitName>;
}

const newNode = (path: string): PathNode => ({ path, children: new Map(), ending: [], units: new Set() });

const hasParameters = (path: string): boolean => path.includes('{');

const buildTree = (routes: readonly RouteDef[]): PathNode => {
  const root = newNode('');
  for (const route of routes) {
    let node = root;
    node.units.add(unitOf(route));
    for (const segment of route.path.split('/').filter(Boolean)) {
      let child = node.children.get(segment);
      if (!child) {
        child = newNode(`${node.path}/${segment}`);
        node.children.set(segment, child);
      }
      node = child;
      node.units.add(unitOf(route));
    }
    node.ending.push(route);
  }
  return root;
};

interface Plan {
  readonly cost: number;
  readonly entries: readonly HttpRoutePlanEntry[];
}

const exact = (route: RouteDef): HttpRoutePlanEntry => ({ kind: 'exact', unit: unitOf(route), method: route.method, path: route.path });

/**
 * The fewest routes that serve every static route of the table, given the unit that catches the requests of
 * this subtree so far (`catcher`: from a proxy above, or `$default`).
 */
const planBelow = (node: PathNode, catcher: UnitName, memo: Map<PathNode, Map<UnitName, Plan>>): Plan => {
  const known = memo.get(node)?.get(catcher);
  if (known) return known;
  const entries: HttpRoutePlanEntry[] = [];
  let cost = 0;
  for (const child of node.children.values()) {
    // Without a proxy here: the child's own routes of other units are exact routes.
    const strangers = child.ending.filter((r) => unitOf(r) !== catcher);
    const keep = planBelow(child, catcher, memo);
    let best: Plan = { cost: strangers.length + keep.cost, entries: [...strangers.map(exact), ...keep.entries] };
    // With a proxy here for one of the subtree's units: `<child>/{proxy+}` does not match the child's own path,
    // so every route ending exactly at the child is an exact route (whichever unit would have caught it).
    for (const unit of hasParameters(child.path) ? [] : [...child.units].sort()) {
      if (unit === catcher) continue;
      const below = planBelow(child, unit, memo);
      const withProxy = 1 + child.ending.length + below.cost;
      // Ties keep the exact routes: a proxy is only worth it when it saves routes.
      if (withProxy < best.cost) {
        best = {
          cost: withProxy,
          entries: [{ kind: 'proxy', unit, prefix: child.path }, ...child.ending.map(exact), ...below.entries],
        };
      }
    }
    cost += best.cost;
    entries.push(...best.entries);
  }
  const plan = { cost, entries };
  memo.set(node, (memo.get(node) ?? new Map<UnitName, Plan>()).set(catcher, plan));
  return plan;
};

/**
 * The API Gateway routes for a route table: one `$default`, proxies per unit subtree, exact routes for the
 * rest. Every route of the table is served by its own unit's function (asserted by test/unit/stack-routes.test.ts).
 */
export const planHttpRoutes = (routes: readonly RouteDef[]): HttpRoutePlanEntry[] => {
  if (routes.length === 0) return [];
  const root = buildTree(routes);
  const candidates = [...new Set(routes.map((r) => unitOf(r)))].sort();
  const memo = new Map<PathNode, Map<UnitName, Plan>>();
  // The `$default` unit is the one that leaves the fewest routes; on a tie, the one with the most routes.
  const routeCount = (unit: UnitName) => routes.filter((r) => unitOf(r) === unit).length;
  let best: { unit: UnitName; plan: Plan } | undefined;
  for (const unit of candidates) {
    const plan = planBelow(root, unit, memo);
    if (
      !best ||
      plan.cost < best.plan.cost ||
      (plan.cost === best.plan.cost && routeCount(unit) > routeCount(best.unit))
    ) {
      best = { unit, plan };
    }
  }
  if (!best) return [];
  return shadowedAsExact(routes, [{ kind: 'default', unit: best.unit }, ...best.plan.entries]);
};

/** Adds an exact route for every route of the table that the plan would send to another unit's function. */
const shadowedAsExact = (routes: readonly RouteDef[], plan: HttpRoutePlanEntry[]): HttpRoutePlanEntry[] => {
  for (;;) {
    const byKey = new Map(plan.map((entry) => [routeKeyOf(entry), entry]));
    const keys = [...byKey.keys()];
    const lost = routes.filter((route) => {
      const selected = selectRoute(keys, route.method, samplePath(route.path));
      return !selected || byKey.get(selected)?.unit !== unitOf(route);
    });
    if (lost.length === 0) return plan;
    plan = [...plan, ...lost.map(exact)];
  }
};

const GREEDY = `/${PROXY_SEGMENT}`;

const variables = (path: string): number => (path.match(/\{/g) ?? []).length;

/**
 * The route key API Gateway picks for a request among `routeKeys`, or undefined (its own `{"message":"Not Found"}`):
 * as documented for HTTP APIs, an exact match of path and method first (path variables match one segment, fewer
 * variables first; a named method before ANY), then the greedy route with the longest prefix, then `$default`.
 */
export const selectRoute = (routeKeys: readonly string[], method: string, path: string): string | undefined => {
  const routes = routeKeys
    .filter((key) => key !== '$default')
    .map((key) => {
      const [keyMethod = '', keyPath = ''] = key.split(' ');
      return { key, method: keyMethod, path: keyPath };
    })
    .filter((r) => r.method === method || r.method === 'ANY');
  const byMethod = (a: { method: string }, b: { method: string }) => Number(a.method === 'ANY') - Number(b.method === 'ANY');
  const exactMatches = routes
    .filter((r) => !r.path.endsWith(GREEDY) && pathPattern(r.path).test(path))
    .sort((a, b) => variables(a.path) - variables(b.path) || byMethod(a, b));
  if (exactMatches[0]) return exactMatches[0].key;
  const greedy = routes
    .filter((r) => r.path.endsWith(GREEDY))
    .map((r) => ({ ...r, prefix: r.path.slice(0, -GREEDY.length) }))
    .filter((r) => path.startsWith(`${r.prefix}/`) && path.length > r.prefix.length + 1)
    .sort((a, b) => b.prefix.length - a.prefix.length || byMethod(a, b));
  if (greedy[0]) return greedy[0].key;
  return routeKeys.includes('$default') ? '$default' : undefined;
};

/** A concrete path for a table path: each `{name}` filled with a value no static segment has. */
export const samplePath = (path: string): string => path.replace(/\{(\w+)\}/g, '01J9SAMPLE$1');
