// Search on AWS (issue 17): the OpenSearch domain, the table's stream, the indexer and its stream mapping, the
// dead-letter queue and who may use the domain, read from the synthesized template. The functions are not bundled
// here (test/unit/stack.test.ts and stack-bundles.test.ts hold the bundles); cdk-nag runs at synth as in every synth.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, CfnElement, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { roleStatements as statementsOfRole } from '../support/role-policies.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENV } from '../../shared/runtime-config.js';
import { SEARCH_KINDS, SEARCH_LIMITS, searchKinds } from '../../shared/search.js';
import { unitEntry } from '../../infra/bundling.js';
import { TABLE_DESIGN } from '../../infra/table-design.js';
import { addHezuoStack } from '../../infra/stack/hezuo-app.js';
import type { HezuoStack } from '../../infra/stack/hezuo-stack.js';
import { grantsOf } from '../../shared/units.js';

type Resource = { Type: string; Properties: Record<string, unknown>; DeletionPolicy?: string };
type Statement = { Effect: string; Action: string | string[]; Resource: unknown; Principal?: unknown; Condition?: unknown };

/** One synthesized stage: the stack, its resources and outputs. */
interface Synth {
  readonly app: App;
  readonly stack: HezuoStack;
  readonly resources: Record<string, Resource>;
  readonly outputs: Record<string, { Value: unknown }>;
}

const synthesize = (stage: string): Synth => {
  // Unbundled: an empty `aws:cdk:bundling-stacks` gives each function a stand-in asset (as stack-size.test.ts does).
  const app = new App({ outdir: mkdtempSync(join(tmpdir(), 'hezuo-cdk-search-')), context: { 'aws:cdk:bundling-stacks': [] } });
  const stack = addHezuoStack(app, { stage, spaBuild: 'placeholder' });
  // Synthesizing runs cdk-nag: an unacknowledged finding throws here.
  const json = Template.fromStack(stack).toJSON();
  return { app, stack, resources: json.Resources as Record<string, Resource>, outputs: json.Outputs as Synth['outputs'] };
};

let deployed: Synth;

beforeAll(() => {
  deployed = synthesize('test');
}, 180_000);

afterAll(() => {
  if (deployed) rmSync(deployed.app.outdir, { recursive: true, force: true });
});

const logicalId = (construct: IConstruct): string => {
  const element = construct instanceof CfnElement ? construct : construct.node.defaultChild;
  if (!(element instanceof CfnElement)) throw new Error(`${construct.node.path} has no CloudFormation resource`);
  return Stack.of(element).resolve(element.logicalId) as string;
};

const ofType = ({ resources }: Synth, type: string): [string, Resource][] => Object.entries(resources).filter(([, r]) => r.Type === type);

const only = <T>(items: T[], what: string): T => {
  expect(items, what).toHaveLength(1);
  return items[0]!;
};

const list = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

const domainOf = (synth: Synth): [string, Resource] => only(ofType(synth, 'AWS::OpenSearchService::Domain'), 'one OpenSearch domain');

const accessStatements = (synth: Synth): Statement[] =>
  (domainOf(synth)[1].Properties.AccessPolicies as { Statement: Statement[] }).Statement;

/** The logical ids of the roles a principal names; anything that is not `{ Fn::GetAtt: [<role>, 'Arn'] }` fails. */
const principalRoles = (principal: unknown): string[] => {
  const aws = (principal as { AWS?: unknown }).AWS;
  expect(aws, JSON.stringify(principal)).toBeDefined();
  expect(Object.keys(principal as object), 'an AWS principal only').toEqual(['AWS']);
  return list(aws).map((entry) => {
    const [id, attribute] = (entry as { 'Fn::GetAtt'?: [string, string] })['Fn::GetAtt'] ?? [];
    expect(attribute, `a role's ARN, not ${JSON.stringify(entry)}`).toBe('Arn');
    return id!;
  });
};

/** Every statement of the IAM policies attached to a role. */
const roleStatements = (synth: Synth, roleId: string): Statement[] => statementsOfRole(synth.resources, roleId);

const roleIdOf = (fn: HezuoStack['searchIndexer']): string => logicalId(fn.role!);

/** Matches a record against a Lambda event filter pattern: exact strings and `prefix`, as the patterns here use. */
const matches = (pattern: unknown, value: unknown): boolean => {
  if (Array.isArray(pattern)) {
    return pattern.some((rule) =>
      typeof rule === 'string'
        ? value === rule
        : typeof value === 'string' && typeof (rule as { prefix?: string }).prefix === 'string' && value.startsWith((rule as { prefix: string }).prefix),
    );
  }
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(pattern as Record<string, unknown>).every(([key, inner]) => matches(inner, (value as Record<string, unknown>)[key]));
};

const streamRecord = (eventName: 'INSERT' | 'MODIFY' | 'REMOVE', pk: string, sk: string) => {
  const keys = { [TABLE_DESIGN.partitionKey]: { S: pk }, [TABLE_DESIGN.sortKey]: { S: sk } };
  const image = { ...keys, title: { S: '小程序开发' } };
  return {
    eventName,
    eventSource: 'aws:dynamodb',
    dynamodb: {
      Keys: keys,
      ...(eventName !== 'INSERT' ? { OldImage: image } : {}),
      ...(eventName !== 'REMOVE' ? { NewImage: image } : {}),
      StreamViewType: 'NEW_AND_OLD_IMAGES',
    },
  };
};

describe('the OpenSearch domain', () => {
  it('is encrypted at rest and between nodes, and takes HTTPS only, TLS 1.2 or newer', () => {
    // Act
    const [, domain] = domainOf(deployed);

    // Assess
    expect(domain.Properties.EncryptionAtRestOptions).toEqual({ Enabled: true });
    expect(domain.Properties.NodeToNodeEncryptionOptions).toEqual({ Enabled: true });
    expect(domain.Properties.DomainEndpointOptions).toMatchObject({ EnforceHTTPS: true });
    expect((domain.Properties.DomainEndpointOptions as { TLSSecurityPolicy: string }).TLSSecurityPolicy).toMatch(/^Policy-Min-TLS-1-2-/);
    expect(domain.Properties.EngineVersion).toMatch(/^OpenSearch_2\./);
  });

  it('spreads its data nodes over two zones on gp3 volumes, and goes with the stack (reindex rebuilds it)', () => {
    // Act
    const [, domain] = domainOf(deployed);

    // Assess
    expect(domain.Properties.ClusterConfig).toMatchObject({ InstanceCount: 2, ZoneAwarenessEnabled: true, ZoneAwarenessConfig: { AvailabilityZoneCount: 2 } });
    expect(domain.Properties.EBSOptions).toMatchObject({ EBSEnabled: true, VolumeType: 'gp3' });
    expect(domain.DeletionPolicy).toBe('Delete');
    expect(domain.Properties.VPCOptions).toBeUndefined();
  });

  it('publishes its slow logs and error log to log groups of its own, through a policy limited to this domain', () => {
    // Prepare
    const [, domain] = domainOf(deployed);
    const publishing = domain.Properties.LogPublishingOptions as Record<string, { Enabled: boolean; CloudWatchLogsLogGroupArn: unknown }>;
    const [, logsPolicy] = only(ofType(deployed, 'AWS::Logs::ResourcePolicy'), 'one log resource policy');

    // Act
    const policy = JSON.stringify(logsPolicy.Properties.PolicyDocument);

    // Assess
    for (const log of ['SEARCH_SLOW_LOGS', 'INDEX_SLOW_LOGS', 'ES_APPLICATION_LOGS']) {
      expect(publishing[log]?.Enabled, log).toBe(true);
      const [groupId] = (publishing[log]?.CloudWatchLogsLogGroupArn as { 'Fn::GetAtt': [string] })['Fn::GetAtt'];
      expect(deployed.resources[groupId]?.Type).toBe('AWS::Logs::LogGroup');
      expect(policy, log).toContain(groupId);
    }
    expect(policy).toContain('es.amazonaws.com');
    expect(policy).toContain('aws:SourceArn');
    expect(policy).toContain(':domain/hezuo-test-search');
    // No custom resource writes policies (CDK's would, with a Lambda function of its own).
    expect(Object.values(deployed.resources).filter((r) => r.Type.startsWith('Custom::') && r.Type !== 'Custom::CDKBucketDeployment')).toEqual([]);
  });

  it('lets in only the indexer and the search function: their roles by ARN, no `*` principal, no other condition', () => {
    // Prepare
    const indexerRole = roleIdOf(deployed.stack.searchIndexer);
    const projectRole = logicalId(deployed.stack.functions.get('search-query')!.role!);

    // Act
    const statements = accessStatements(deployed);

    // Assess
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      expect(statement.Effect).toBe('Allow');
      expect(JSON.stringify(statement.Principal)).not.toContain('"*"');
      expect(statement.Condition).toBeUndefined();
    }
    expect([...new Set(statements.flatMap((s) => principalRoles(s.Principal)))].sort()).toEqual([indexerRole, projectRole].sort());
    expect(deployed.resources[indexerRole]?.Type).toBe('AWS::IAM::Role');
    expect(JSON.stringify(statements)).toContain(':domain/hezuo-test-search/*');
  });

  it("lets a querying unit _search and _count its kinds' read aliases, nothing else, and names its role beside the indexer", () => {
    // Prepare
    const indexerRole = roleIdOf(deployed.stack.searchIndexer);
    const queryRole = logicalId(deployed.stack.functions.get('search-query')!.role!);

    // Act
    const statements = accessStatements(deployed);
    const ofQueries = statements.filter((s) => principalRoles(s.Principal).includes(queryRole));

    // Assess
    expect(new Set(statements.flatMap((s) => principalRoles(s.Principal)))).toEqual(new Set([indexerRole, queryRole]));
    expect(ofQueries.length).toBeGreaterThan(0);
    for (const statement of ofQueries) {
      expect(list(statement.Action).sort()).toEqual(['es:ESHttpGet', 'es:ESHttpPost']);
      const paths = list(statement.Resource).map((r) => JSON.stringify(r));
      expect(paths.length).toBeGreaterThan(0);
      for (const path of paths) expect(path).toMatch(/:domain\/hezuo-test-search\/(projects|goods|talent|units)\/_(search|count)"/);
    }
  });
});

describe('functions and search', () => {
  it('gives the querying unit the endpoint and a role policy for _search and _count of its aliases only', () => {
    // Prepare
    const fn = deployed.stack.functions.get('search-query')!;
    const domainId = domainOf(deployed)[0];

    // Act
    const variables = (deployed.resources[logicalId(fn)]?.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    const es = roleStatements(deployed, logicalId(fn.role!)).filter((s) => list(s.Action).some((a) => a.startsWith('es:')));

    // Assess
    expect(JSON.stringify(variables[ENV.searchEndpoint])).toContain(`"${domainId}","DomainEndpoint"`);
    expect(es).toHaveLength(1);
    expect(list(es[0]!.Action).sort()).toEqual(['es:ESHttpGet', 'es:ESHttpPost']);
    // The role names the domain by its fixed name (not by reference: the domain's access policy names the role).
    const domainName = deployed.resources[domainId]?.Properties.DomainName as string;
    expect(list(es[0]!.Resource).map((r) => JSON.stringify(r))).toEqual([
      expect.stringMatching(new RegExp(`:es:.*:domain/${domainName}/projects/_search"`)),
      expect.stringMatching(new RegExp(`:es:.*:domain/${domainName}/projects/_count"`)),
      expect.stringMatching(new RegExp(`:es:.*:domain/${domainName}/goods/_search"`)),
      expect.stringMatching(new RegExp(`:es:.*:domain/${domainName}/goods/_count"`)),
      expect.stringMatching(new RegExp(`:es:.*:domain/${domainName}/talent/_search"`)),
      expect.stringMatching(new RegExp(`:es:.*:domain/${domainName}/talent/_count"`)),
      expect.stringMatching(new RegExp(`:es:.*:domain/${domainName}/units/_search"`)),
      expect.stringMatching(new RegExp(`:es:.*:domain/${domainName}/units/_count"`)),
    ]);
  });

  it('gives no unit without a search grant the endpoint or any es: action', () => {
    // Assess
    for (const [domain, fn] of deployed.stack.functions) {
      const variables = (deployed.resources[logicalId(fn)]?.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      const actions = roleStatements(deployed, logicalId(fn.role!)).flatMap((s) => list(s.Action));
      if (grantsOf(domain).search) continue;
      expect(variables[ENV.searchEndpoint], domain).toBeUndefined();
      expect(actions.filter((a) => a.startsWith('es:')), domain).toEqual([]);
    }
  });
});

describe('the table and the indexer', () => {
  /** The indexer's own mapping (a reaction beside it, the followers' notices, has one of its own). */
  const indexerMapping = () =>
    only(
      ofType(deployed, 'AWS::Lambda::EventSourceMapping').filter(([, m]) => JSON.stringify(m.Properties.FunctionName).includes(logicalId(deployed.stack.searchIndexer))),
      "the indexer's event source mapping",
    );

  it('feeds a stream reaction (the followers’ notices) from its own mapping: the same searchable items, from the newest records, to a queue of its own', () => {
    // Act
    const mappings = ofType(deployed, 'AWS::Lambda::EventSourceMapping');
    const [, reaction] = only(
      mappings.filter(([, m]) => !JSON.stringify(m.Properties.FunctionName).includes(logicalId(deployed.stack.searchIndexer))),
      'the reaction mapping',
    );

    // Assess
    expect(mappings).toHaveLength(2);
    expect(reaction.Properties.StartingPosition).toBe('LATEST');
    expect(reaction.Properties.FilterCriteria).toEqual(indexerMapping()[1].Properties.FilterCriteria);
    expect(JSON.stringify(reaction.Properties.DestinationConfig)).not.toContain(logicalId(deployed.stack.searchIndexerDlq));
  });

  it('streams new and old images of changed items, as the design (and the local cloud) says', () => {
    // Act
    const [, table] = only(ofType(deployed, 'AWS::DynamoDB::Table'), 'one table');

    // Assess
    expect(TABLE_DESIGN.stream).toBe('NEW_AND_OLD_IMAGES');
    expect(table.Properties.StreamSpecification).toEqual({ StreamViewType: 'NEW_AND_OLD_IMAGES' });
  });

  it('runs the indexer handler on arm64 Node.js 22 with the table name and https://<domain endpoint>', () => {
    // Prepare
    const fn = deployed.resources[logicalId(deployed.stack.searchIndexer)];
    const domainId = domainOf(deployed)[0];
    const tableId = logicalId(deployed.stack.table);

    // Act
    const variables = (fn?.Properties.Environment as { Variables: Record<string, unknown> }).Variables;

    // Assess
    expect(fn?.Type).toBe('AWS::Lambda::Function');
    expect(fn?.Properties).toMatchObject({ Architectures: ['arm64'], Runtime: 'nodejs22.x', Handler: 'index.handler' });
    expect(unitEntry('search-indexer')).toMatch(/\/functions\/search\/indexer\.ts$/);
    expect(variables[ENV.tableName]).toEqual({ Ref: tableId });
    expect(variables[ENV.searchEndpoint]).toEqual({ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [domainId, 'DomainEndpoint'] }]] });
    expect(variables[ENV.stage]).toBe('test');
    expect(variables.POWERTOOLS_SERVICE_NAME).toBe('hezuo-search-indexer');
    // Its own log group and role, like every function.
    expect(JSON.stringify(fn?.Properties.LoggingConfig)).toContain('SearchIndexerFnLogs');
    expect(JSON.stringify(fn?.Properties.Role)).toContain(roleIdOf(deployed.stack.searchIndexer));
  });

  it('feeds the indexer from the stream: in order, item failures reported, failing batches halved, then the queue', () => {
    // Prepare
    const indexerId = logicalId(deployed.stack.searchIndexer);
    const dlqId = logicalId(deployed.stack.searchIndexerDlq);
    const tableId = logicalId(deployed.stack.table);

    // Act
    const [, mapping] = indexerMapping();

    // Assess
    expect(mapping.Properties).toMatchObject({
      EventSourceArn: { 'Fn::GetAtt': [tableId, 'StreamArn'] },
      FunctionName: { Ref: indexerId },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      BisectBatchOnFunctionError: true,
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: SEARCH_LIMITS.batchSize,
      MaximumBatchingWindowInSeconds: SEARCH_LIMITS.batchWindowMs / 1000,
      ParallelizationFactor: 1,
      MaximumRetryAttempts: 10,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [dlqId, 'Arn'] } } },
    });
    expect(mapping.Properties.MaximumRecordAgeInSeconds).toBeGreaterThanOrEqual(3600);
    expect(mapping.Properties.MaximumRecordAgeInSeconds).toBeLessThanOrEqual(24 * 3600);
    expect(deployed.resources[dlqId]?.Type).toBe('AWS::SQS::Queue');
  });

  it('passes INSERT, MODIFY and REMOVE of searchable items, and nothing else, by the filter on their keys', () => {
    // Prepare
    const [, mapping] = indexerMapping();
    const patterns = (mapping.Properties.FilterCriteria as { Filters: { Pattern: string }[] }).Filters.map((f) => JSON.parse(f.Pattern) as unknown);
    const passes = (record: unknown) => patterns.some((pattern) => matches(pattern, record));

    // Assess
    expect(patterns).toHaveLength(searchKinds().length);
    expect(JSON.stringify(patterns)).toContain('{"prefix":"PROJECT#"}');
    for (const kind of searchKinds()) {
      const { pkPrefix, sk } = SEARCH_KINDS[kind];
      for (const eventName of ['INSERT', 'MODIFY', 'REMOVE'] as const) {
        expect(passes(streamRecord(eventName, `${pkPrefix}01J9SAMPLE`, sk)), `${kind} ${eventName}`).toBe(true);
        // Another item of the same partition, and the same sort key under another partition, are not the kind's.
        expect(passes(streamRecord(eventName, `${pkPrefix}01J9SAMPLE`, `${sk}#MEMBER#01J9`)), `${kind} ${eventName} other sk`).toBe(false);
        expect(passes(streamRecord(eventName, `X${pkPrefix}01J9SAMPLE`, sk)), `${kind} ${eventName} other pk`).toBe(false);
      }
    }
    expect(passes(streamRecord('INSERT', 'USER#01J9SAMPLE', 'PROFILE'))).toBe(false);
    expect(passes(streamRecord('MODIFY', 'SESSION#01J9SAMPLE', 'SESSION'))).toBe(false);
  });

  it('sends failed batches to an encrypted, SSL-only queue that keeps them 14 days', () => {
    // Prepare
    const dlqId = logicalId(deployed.stack.searchIndexerDlq);

    // Act
    const queue = deployed.resources[dlqId]!;
    const [, queuePolicy] = only(
      ofType(deployed, 'AWS::SQS::QueuePolicy').filter(([, p]) => JSON.stringify(p.Properties.Queues).includes(dlqId)),
      'the queue policy',
    );

    // Assess
    expect(queue.Properties.SqsManagedSseEnabled === true || queue.Properties.KmsMasterKeyId !== undefined).toBe(true);
    expect(queue.Properties.MessageRetentionPeriod).toBe(14 * 24 * 3600);
    expect(JSON.stringify(queuePolicy.Properties.PolicyDocument)).toMatch(/"Effect":"Deny".*"aws:SecureTransport":"false"|"aws:SecureTransport":"false".*"Effect":"Deny"/);
  });

  it('lets the indexer write the domain and read items by key: GetItem, BatchGetItem, Query, no Scan, no writes', () => {
    // Prepare
    const roleId = roleIdOf(deployed.stack.searchIndexer);
    const domainId = domainOf(deployed)[0];
    const tableId = logicalId(deployed.stack.table);

    // Act
    const statements = roleStatements(deployed, roleId);
    const onTable = statements.filter((s) => list(s.Action).some((a) => a.startsWith('dynamodb:')) && JSON.stringify(s.Resource).includes(`"${tableId}","Arn"`));
    const es = statements.filter((s) => list(s.Action).some((a) => a.startsWith('es:')));
    const dynamodbActions = statements.flatMap((s) => list(s.Action)).filter((a) => a.startsWith('dynamodb:'));

    // Assess
    expect(onTable.flatMap((s) => list(s.Action)).sort()).toEqual(['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query']);
    for (const statement of onTable) expect(list(statement.Resource)).toEqual([{ 'Fn::GetAtt': [tableId, 'Arn'] }]);
    // Beyond those, only the stream's own actions (the mapping reads the stream with the function's role).
    expect(dynamodbActions.filter((a) => !['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'].includes(a)).sort()).toEqual([
      'dynamodb:DescribeStream',
      'dynamodb:GetRecords',
      'dynamodb:GetShardIterator',
      'dynamodb:ListStreams',
    ]);
    expect(dynamodbActions.some((a) => /Scan|Put|Update|Delete|Write|\*/.test(a))).toBe(false);
    expect(JSON.stringify(statements)).not.toContain('/index/');
    expect(es).toHaveLength(1);
    expect(list(es[0]!.Action).sort()).toEqual(['es:ESHttpDelete', 'es:ESHttpGet', 'es:ESHttpHead', 'es:ESHttpPost', 'es:ESHttpPut']);
    const domainName = deployed.resources[domainId]?.Properties.DomainName as string;
    expect(list(es[0]!.Resource).map((r) => JSON.stringify(r))).toEqual([
      expect.stringMatching(new RegExp(`:es:.*:domain/${domainName}"`)),
      expect.stringMatching(new RegExp(`:es:.*:domain/${domainName}/\\*"`)),
    ]);
  });
});

describe('outputs', () => {
  it('give operators the search endpoint (SEARCH_ENDPOINT of the reindex command) and the dead-letter queue', () => {
    // Prepare
    const domainId = domainOf(deployed)[0];
    const dlqId = logicalId(deployed.stack.searchIndexerDlq);

    // Assess
    expect(deployed.outputs.SearchEndpoint?.Value).toEqual({ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [domainId, 'DomainEndpoint'] }]] });
    expect(deployed.outputs.SearchIndexerDlqUrl?.Value).toEqual({ Ref: dlqId });
  });
});
