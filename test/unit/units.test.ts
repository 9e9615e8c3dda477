// The deployment units' declaration (shared/units.ts) against the route table, the code and the key registry.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../../shared/routes/index.js';
import { unitOf } from '../../shared/routes/types.js';
import { WS_ROUTES } from '../../shared/realtime.js';
import { UNITS, UNIT_NAMES, grantsOf, triggersOf } from '../../shared/units.js';
import { TABLE_PARTITIONS } from '../../functions/lib/store/partitions.js';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { AccessDeniedException, asUnit, enforceUnitGrants, inFamilies, writtenKeys } from '../../infra/local/gateway/unit-grants.js';
import { ddb } from '../../functions/lib/store/client.js';

describe('deployment units', () => {
  it('serve every route of the table, each route by a unit of its own domain', () => {
    for (const route of ROUTES) {
      // Act
      const unit = unitOf(route);

      // Assess
      expect(UNIT_NAMES, route.id).toContain(unit);
      expect(UNITS[unit].domain, route.id).toBe(route.domain);
    }
  });

  it('each run a handler file that exists, and serve something', () => {
    const served = new Set([...ROUTES.map(unitOf), ...Object.values(WS_ROUTES)]);
    for (const unit of UNIT_NAMES) {
      expect(existsSync(join(import.meta.dirname, '..', '..', 'functions', UNITS[unit].entry)), unit).toBe(true);
      expect(served.has(unit) || triggersOf(unit).some((t) => t !== 'websocket'), unit).toBe(true);
    }
  });

  it('give the WebSocket routes to units that declare the socket trigger', () => {
    for (const [routeKey, unit] of Object.entries(WS_ROUTES)) expect(triggersOf(unit), routeKey).toContain('websocket');
  });

  it('write only registered partition families', () => {
    const families = Object.keys(TABLE_PARTITIONS);
    for (const unit of UNIT_NAMES) for (const family of grantsOf(unit).write) expect(families, `${unit} ${family}`).toContain(family);
  });
});

describe("the local gateway's table grants", () => {
  afterEach(() => vi.unstubAllEnvs());

  it('find the partition key of every kind of write, transactions and batches included', () => {
    // Assess
    expect(writtenKeys('PutCommand', { Item: { pk: 'USER#1' } })).toEqual(['USER#1']);
    expect(writtenKeys('UpdateCommand', { Key: { pk: 'ORG#1' } })).toEqual(['ORG#1']);
    expect(writtenKeys('DeleteCommand', { Key: { pk: 'CONN#1' } })).toEqual(['CONN#1']);
    expect(
      writtenKeys('TransactWriteCommand', {
        TransactItems: [{ Put: { Item: { pk: 'ACCT#1' } } }, { ConditionCheck: { Key: { pk: 'USER#1' } } }, { Update: { Key: { pk: 'POSTING#1' } } }, { Delete: { Key: { pk: 'HOLD#1' } } }],
      }),
    ).toEqual(['ACCT#1', 'POSTING#1', 'HOLD#1']);
    expect(writtenKeys('BatchWriteCommand', { RequestItems: { t: [{ PutRequest: { Item: { pk: 'DM#1' } } }, { DeleteRequest: { Key: { pk: 'STATS' } } }] } })).toEqual(['DM#1', 'STATS']);
    expect(writtenKeys('GetCommand', { Key: { pk: 'ACCT#1' } })).toEqual([]);
    // As the middleware sees them: DynamoDB's names, values marshalled or not.
    expect(writtenKeys('PutItemCommand', { Item: { pk: { S: 'USER#2' } } })).toEqual(['USER#2']);
    expect(writtenKeys('TransactWriteItemsCommand', { TransactItems: [{ Update: { Key: { pk: 'ACCT#2' } } }] })).toEqual(['ACCT#2']);
    expect(writtenKeys('BatchWriteItemCommand', { RequestItems: { t: [{ DeleteRequest: { Key: { pk: 'CONN#2' } } }] } })).toEqual(['CONN#2']);
    expect(writtenKeys('UpdateItemCommand', { Key: { pk: 'ORG#2' } })).toEqual(['ORG#2']);
  });

  it('match a family as IAM StringLike does: a prefix ending in #, or one whole partition', () => {
    expect(inFamilies('USER#01', ['USER#'])).toBe(true);
    expect(inFamilies('USERX', ['USER#'])).toBe(false);
    expect(inFamilies('STATS', ['STATS'])).toBe(true);
    expect(inFamilies('STATS#1', ['STATS'])).toBe(false);
    expect(inFamilies(undefined, ['USER#'])).toBe(false);
  });

  it("refuse a unit's write outside its families before it leaves the process, as IAM would", async () => {
    // Prepare: a region and credentials for the client's configuration; the refusal comes before any request.
    vi.stubEnv('AWS_REGION', 'us-east-1');
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'LOCALTEST');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'local-test-secret');
    enforceUnitGrants();
    const put = (pk: string) => ddb.send(new PutCommand({ TableName: 'no-table', Item: { pk, sk: 'X' } }));

    // Act + Assess: the search query unit is read-only; the account unit may not touch the ledger.
    await expect(asUnit('search-query', () => put('USER#1'))).rejects.toBeInstanceOf(AccessDeniedException);
    await expect(asUnit('account', () => put('ACCT#1'))).rejects.toThrow(/Unit account may not write ACCT#1/);
  });
});
