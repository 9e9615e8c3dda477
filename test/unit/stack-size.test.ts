// The stack as the product doubles: the route table padded to twice its size (spread over the units that serve
// routes) still synthesizes into a stack under CloudFormation's 500 resources with margin, every route served by its
// own unit's function, and under 340 resources (246 at issue 27 with 448 padded routes and 15 units; 300 at issue 31
// with 684 and 19 units: docs/BENCHMARKS.md "Lambda bundles", docs/decisions.md "Deployment at full size"). What keeps it
// there: one invoke permission per function, proxy routes per unit subtree (path-parameter routes included), and each
// unit's grants inline in its role rather than a policy resource of their own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack, type CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployedRoutes } from '../../shared/routes/index.js';
import type { RouteDef } from '../../shared/routes/types.js';
import { addHezuoStack } from '../../infra/stack/hezuo-app.js';
import { stackUnits, type HezuoStack } from '../../infra/stack/hezuo-stack.js';
import { unitOf } from '../../shared/routes/types.js';
import { triggersOf } from '../../shared/units.js';
import { deployedRouteDomains, paddedRoutes, samplePath, selectRoute } from './stack-gateway.js';

type Resource = { Type: string; Properties: Record<string, unknown> };

const FULL_SIZE = 2 * deployedRoutes('size').length;
/**
 * CloudFormation allows 500; the rest is room for what the next domains add besides routes. Issue 31 raised it from
 * 300: its 20 routes took the padded stack to exactly 300 with no new unit; a new unit costs about 29 at full size
 * (its function, role, log group, permission and proxies), so the next domain's units must come with a saving.
 */
const MAX_RESOURCES = 340;

let app: App;
let stack: HezuoStack;
let routes: RouteDef[];
const templates = new Map<string, Record<string, Resource>>();

const logicalId = (element: CfnElement): string => Stack.of(element).resolve(element.logicalId) as string;

beforeAll(() => {
  // Prepare: the table padded over the domains that have a function folder; the functions are not bundled
  // (an empty `aws:cdk:bundling-stacks` gives NodejsFunction a stand-in asset), which keeps this quick.
  routes = paddedRoutes(deployedRoutes('size'), stackUnits().filter((unit) => triggersOf(unit).length === 0), FULL_SIZE);
  app = new App({ outdir: mkdtempSync(join(tmpdir(), 'hezuo-cdk-size-')), context: { 'aws:cdk:bundling-stacks': [] } });
  stack = addHezuoStack(app, { stage: 'size', spaBuild: 'placeholder', routes });

  // Act: synthesizing runs cdk-nag too; an unacknowledged finding would throw here.
  for (const child of app.node.children) {
    if (child instanceof Stack) templates.set(child.stackName, Template.fromStack(child).toJSON().Resources as Record<string, Resource>);
  }
}, 120_000);

afterAll(() => rmSync(app.outdir, { recursive: true, force: true }));

describe('the stack at full size', () => {
  it(`keeps every stack under ${MAX_RESOURCES} resources with ${FULL_SIZE} routes`, () => {
    // Assess
    expect(routes).toHaveLength(FULL_SIZE);
    expect(templates.size).toBeGreaterThan(0);
    for (const [name, resources] of templates) {
      const count = Object.keys(resources).length;
      console.info(`${name}: ${count} resources for ${routes.length} routes`);
      expect(count, name).toBeLessThan(MAX_RESOURCES);
    }
  });

  it('has one invoke permission per function, not per route', () => {
    // Prepare
    const resources = templates.get(stack.stackName)!;
    const permissions = Object.values(resources).filter((r) => r.Type === 'AWS::Lambda::Permission');
    const apiId = logicalId(stack.httpApi.node.defaultChild as CfnElement);

    // Act
    const httpApiPermissions = permissions.filter((p) => JSON.stringify(p.Properties.SourceArn).includes(apiId));

    // Assess
    expect(httpApiPermissions).toHaveLength(new Set(routes.map(unitOf)).size);
  });

  it('serves every route of the padded table by its own function, through proxies for the most part', () => {
    // Prepare
    const functionIds = new Map([...stack.functions].map(([domain, fn]) => [domain, logicalId(fn.node.defaultChild as CfnElement)]));
    const deployed = deployedRouteDomains(templates.get(stack.stackName)!, logicalId(stack.httpApi.node.defaultChild as CfnElement), functionIds);
    const keys = [...deployed.keys()];

    for (const route of routes) {
      // Act
      const selected = selectRoute(keys, route.method, samplePath(route.path));

      // Assess
      expect(selected && deployed.get(selected), `${route.id} via ${selected}`).toBe(unitOf(route));
    }
    expect(keys).toContain('$default');
    expect(keys.length).toBeLessThan(routes.length / 2);
  });
});
