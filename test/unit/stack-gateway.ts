/**
 * For the stack tests: API Gateway's route selection for HTTP APIs, over a set of route keys, and a route table
 * padded to the spec's full size. Route selection as documented: an exact match of path and method first (path
 * variables match one segment; a named method before ANY), then the greedy route `{proxy+}` with the longest
 * prefix, then `$default`.
 */
import { z } from 'zod';
import { UNITS, type UnitName } from '../../shared/units.js';
import { route, type HttpMethod, type RouteDef } from '../../shared/routes/types.js';

export { samplePath, selectRoute } from '../../infra/stack/http-routes.js';

/**
 * The table padded with synthetic routes up to `size`, spread over `units` the way the spec's table is: most
 * in the unit's own path groups, some in another unit's group (like `submitFeedback` among account's
 * `user-personage` routes), some with a path parameter.
 */
export const paddedRoutes = (table: readonly RouteDef[], units: readonly UnitName[], size: number): RouteDef[] => {
  const domains = units;
  const padded = [...table];
  const methods: HttpMethod[] = ['GET', 'POST', 'POST', 'PUT', 'DELETE'];
  for (let i = 0; padded.length < size; i += 1) {
    const domain = domains[i % domains.length]!;
    const method = methods[i % methods.length]!;
    const group = Math.floor(i / domains.length) % 6;
    const neighbour = domains[(i + 1) % domains.length]!;
    const base =
      i % 11 === 0
        ? `/api/pc/hezuo/${neighbour}-group0` // a stray inside another domain's group
        : i % 3 === 0
          ? `/api/mall/${domain}-group${group}`
          : `/api/pc/hezuo/${domain}-group${group}`;
    const path = i % 7 === 0 ? `${base}/synthetic-${i}/{id}` : `${base}/synthetic-${i}`;
    padded.push(route({ id: `synthetic.${i}`, method, path, domain: UNITS[domain].domain, unit: domain, access: 'user', input: z.object({}), summary: '合成路由' }));
  }
  return padded;
};

type TemplateResource = { Type: string; Properties: Record<string, unknown> };

/**
 * The routes of one API in a synthesized template, by route key, each with the unit of the function its
 * integration invokes (`functionIds`: unit → the function's logical id).
 */
export const deployedRouteDomains = (
  resources: Record<string, TemplateResource>,
  apiLogicalId: string,
  functionIds: ReadonlyMap<UnitName, string>,
): Map<string, UnitName | undefined> => {
  const byKey = new Map<string, UnitName | undefined>();
  for (const resource of Object.values(resources)) {
    if (resource.Type !== 'AWS::ApiGatewayV2::Route') continue;
    if (!JSON.stringify(resource.Properties.ApiId).includes(apiLogicalId)) continue;
    const [, integrationId] = /"Ref":"([^"]+)"/.exec(JSON.stringify(resource.Properties.Target)) ?? [];
    const uri = JSON.stringify(integrationId ? resources[integrationId]?.Properties.IntegrationUri : undefined);
    const owners = [...functionIds].filter(([, id]) => uri.includes(`"${id}"`)).map(([domain]) => domain);
    byKey.set(resource.Properties.RouteKey as string, owners.length === 1 ? owners[0] : undefined);
  }
  return byKey;
};
