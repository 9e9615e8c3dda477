// Least privilege per deployment unit: the synthesized template gives each unit's role exactly the actions its
// grants declare (shared/units.ts, tabled by infra/stack/unit-permissions.ts and docs/units.md), writes to the table
// only under its LeadingKeys, and a read-only unit no write at all.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack, type CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { roleStatements } from '../support/role-policies.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addHezuoStack } from '../../infra/stack/hezuo-app.js';
import type { HezuoStack } from '../../infra/stack/hezuo-stack.js';
import { TABLE_WRITE_ACTIONS, declaredPermissions, leadingKeyPattern, unitsMarkdown } from '../../infra/stack/unit-permissions.js';
import { grantsOf, type UnitName } from '../../shared/units.js';

type Resource = { Type: string; Properties: Record<string, unknown> };
interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, string[]>>;
}

let app: App;
let stack: HezuoStack;
let resources: Record<string, Resource>;

beforeAll(() => {
  // Unbundled (a stand-in asset per function), on a sandbox stage so that the sandbox key's grant is there too.
  app = new App({ outdir: mkdtempSync(join(tmpdir(), 'hezuo-cdk-grants-')), context: { 'aws:cdk:bundling-stacks': [] } });
  stack = addHezuoStack(app, { stage: 'test', spaBuild: 'placeholder' });
  resources = Template.fromStack(stack).toJSON().Resources as Record<string, Resource>;
}, 300_000);

afterAll(() => rmSync(app.outdir, { recursive: true, force: true }));

const list = (value: string | string[]): string[] => (Array.isArray(value) ? value : [value]);

const roleId = (unit: UnitName): string => {
  const role = stack.functions.get(unit)?.role;
  if (!role) throw new Error(`No role for ${unit}`);
  return Stack.of(stack).resolve((role.node.defaultChild as CfnElement).logicalId) as string;
};

/** Every statement of every policy attached to the unit's role. */
const statementsOf = (unit: UnitName): Statement[] => roleStatements(resources, roleId(unit));

describe('each unit’s role', () => {
  const units = () => [...stack.functions.keys()];

  it('has exactly the actions its grants declare, no more, no fewer', () => {
    for (const unit of units()) {
      // Act
      const granted = new Set(statementsOf(unit).flatMap((s) => list(s.Action)));
      const declared = new Set(declaredPermissions(unit).flatMap((row) => row.actions));

      // Assess
      expect([...granted].sort(), unit).toEqual([...declared].sort());
      for (const statement of statementsOf(unit)) expect(statement.Effect, unit).toBe('Allow');
    }
  });

  it('writes to the table only under its partition families, by dynamodb:LeadingKeys', () => {
    for (const unit of units()) {
      // Act
      const writes = statementsOf(unit).filter((s) => list(s.Action).some((a) => (TABLE_WRITE_ACTIONS as readonly string[]).includes(a)));
      const families = grantsOf(unit).write;

      // Assess
      expect(writes, unit).toHaveLength(families.length > 0 ? 1 : 0);
      for (const statement of writes) {
        expect(list(statement.Action).sort(), unit).toEqual([...TABLE_WRITE_ACTIONS].sort());
        expect(statement.Condition, unit).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': families.map(leadingKeyPattern) } });
      }
    }
  });

  it('refuses every write to a read-only unit (search), but the query function’s counted views under RESUME#', () => {
    for (const unit of ['search-query', 'search-indexer'] as const) {
      // Act
      const actions = statementsOf(unit).flatMap((s) => list(s.Action));
      const writes = statementsOf(unit).filter((s) => list(s.Action).some((a) => /^dynamodb:(Put|Update|Delete|BatchWrite)/.test(a)));

      // Assess: search-query writes a viewer's mark and the count of a unit's resume (search.unitBrowse), nothing else.
      expect(grantsOf(unit).write, unit).toEqual(unit === 'search-query' ? ['RESUME#'] : []);
      if (unit === 'search-query') {
        expect(writes.map((s) => JSON.stringify(s.Condition)), unit).toEqual([expect.stringContaining(leadingKeyPattern('RESUME#'))]);
        expect(actions.filter((a) => /^(s3:Put|es:ESHttpPut|es:ESHttpDelete)|\*$/.test(a)), unit).toEqual([]);
        continue;
      }
      expect(actions.filter((a) => /^dynamodb:(Put|Update|Delete|BatchWrite)|\*$/.test(a)), unit).toEqual([]);
    }
  });

  it('pushes to sockets only where its grants say so', () => {
    for (const unit of units()) {
      // Act
      const pushes = statementsOf(unit).some((s) => list(s.Action).includes('execute-api:ManageConnections'));

      // Assess
      expect(pushes, unit).toBe(Boolean(grantsOf(unit).push));
    }
  });
});

describe('docs/units.md', () => {
  it('is the table generated from the declaration (npm run docs:api)', () => {
    expect(readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'units.md'), 'utf8')).toBe(unitsMarkdown());
  });
});
