// Search on AWS (issue 17): the OpenSearch Service domain, the indexer that keeps it in step with the table through
// the table's stream, and the grants of the functions that query it. docs/decisions.md "Search on AWS".
import { Aws, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { EbsDeviceVolumeType } from 'aws-cdk-lib/aws-ec2';
import { PolicyDocument, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq, type DynamoEventSourceProps } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, ResourcePolicy, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { type CfnDomain, Domain, EngineVersion, TLSSecurityPolicy } from 'aws-cdk-lib/aws-opensearchservice';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { SEARCH_KINDS, SEARCH_LIMITS, searchKinds, type SearchKind } from '../../shared/search.js';
import { TABLE_DESIGN } from '../table-design.js';
import { INDEXING_ACTIONS, QUERY_ACTIONS, QUERY_PATHS } from './unit-permissions.js';
import { acknowledgeAll, iam5Resource, nagArnPrefix } from './nag.js';


/** Engine, size and layout of the domain; the reasons and the cost are in docs/decisions.md "Search on AWS". */
export const SEARCH_DOMAIN_SIZE = {
  /**
   * The newest 2.x: the REST API the local endpoint answers is OpenSearch 2.17's, and 2.x minors keep it; 3.x is a
   * major version with breaking changes the local endpoint does not model.
   */
  version: EngineVersion.OPENSEARCH_2_19,
  dataNodes: 2,
  /** General purpose Graviton, offered in every commercial region; supports encryption at rest and gp3. */
  instanceType: 'm6g.large.search',
  /** One node per zone, each index's replica in the other zone. */
  availabilityZones: 2,
  volumeGiB: 20,
} as const;

/** Lambda accepts at most five filters on one event source mapping (a quota that can be raised to ten). */
const MAX_STREAM_FILTERS = 5;

/** What the indexer sends: documents, bulk requests, index existence checks. */



const roleOf = (fn: NodejsFunction) => {
  const role = fn.role;
  if (!role) throw new Error(`${fn.node.path} has no role`);
  return role;
};

/**
 * The Amazon OpenSearch Service domain. Its access policy names each role that may use it, with what that role may
 * do (resource policies allow by themselves, so each statement is as narrow as the role's own policy); there is no
 * `*` principal, so an unsigned or foreign request is refused before it reaches OpenSearch.
 */
export class SearchService extends Construct {
  readonly domain: Domain;
  /** `https://<domain endpoint>`, what ENV.searchEndpoint holds. */
  readonly endpoint: string;
  /** The domain's ARN built from its name: its own access policy and log policy cannot refer to its attribute. */
  readonly domainArn: string;
  /** Fixed per stage, so that roles and the access policy name the domain without referring to it (no cycle). */
  readonly domainName: string;
  private readonly accessPolicy = new PolicyDocument();

  constructor(scope: Construct, id: string, { stage }: { readonly stage: string }) {
    super(scope, id);
    // A fixed name, so that the access policy can name the domain without referring to it; 28 characters at most.
    const domainName = `hezuo-${stage}-search`;
    this.domainName = domainName;
    if (domainName.length > 28) throw new Error(`Search domain name ${domainName} is longer than 28 characters`);
    this.domainArn = Stack.of(this).formatArn({ service: 'es', resource: 'domain', resourceName: domainName });

    // Slow logs (what cdk-nag asks for; the index settings set the thresholds) and the error log, kept a month.
    const logGroup = (logId: string) =>
      new LogGroup(this, logId, { retention: RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.DESTROY });
    const slowSearchLogGroup = logGroup('SlowSearchLogs');
    const slowIndexLogGroup = logGroup('SlowIndexLogs');
    const appLogGroup = logGroup('AppLogs');
    // The service writes to those groups through a CloudWatch Logs resource policy. Written here as a plain
    // AWS::Logs::ResourcePolicy (CDK's own is a custom resource, a Lambda function of its own), limited to this
    // account and this domain.
    const logsPolicy = new ResourcePolicy(this, 'LogsPolicy', {
      resourcePolicyName: `${domainName}-logs`,
      policyStatements: [
        new PolicyStatement({
          principals: [new ServicePrincipal('es.amazonaws.com')],
          actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
          resources: [slowSearchLogGroup, slowIndexLogGroup, appLogGroup].map((group) => group.logGroupArn),
          conditions: { StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID }, ArnLike: { 'aws:SourceArn': this.domainArn } },
        }),
      ],
    });

    this.domain = new Domain(this, 'Domain', {
      domainName,
      version: SEARCH_DOMAIN_SIZE.version,
      capacity: {
        dataNodes: SEARCH_DOMAIN_SIZE.dataNodes,
        dataNodeInstanceType: SEARCH_DOMAIN_SIZE.instanceType,
        // Multi-AZ with standby needs three zones and dedicated master nodes.
        multiAzWithStandbyEnabled: false,
      },
      zoneAwareness: { enabled: true, availabilityZoneCount: SEARCH_DOMAIN_SIZE.availabilityZones },
      ebs: { volumeSize: SEARCH_DOMAIN_SIZE.volumeGiB, volumeType: EbsDeviceVolumeType.GP3 },
      encryptionAtRest: { enabled: true },
      nodeToNodeEncryption: true,
      enforceHttps: true,
      tlsSecurityPolicy: TLSSecurityPolicy.TLS_1_2_PFS,
      logging: {
        slowSearchLogEnabled: true,
        slowSearchLogGroup,
        slowIndexLogEnabled: true,
        slowIndexLogGroup,
        appLogEnabled: true,
        appLogGroup,
      },
      suppressLogsResourcePolicy: true,
      // Engine upgrades in place (blue/green) rather than a new domain; service software patched in the off-peak window.
      enableVersionUpgrade: true,
      enableAutoSoftwareUpdate: true,
      offPeakWindowEnabled: true,
      // Everything in it is derived from the table and rebuilt by `npm run ops -- reindex`: it goes with the stack.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.domain.node.addDependency(logsPolicy);
    // Set on the CloudFormation resource itself: CDK's `accessPolicies` would write it through a custom resource
    // (another Lambda function). The document is resolved at synth, after every role has been added.
    (this.domain.node.defaultChild as CfnDomain).accessPolicies = this.accessPolicy;
    this.endpoint = `https://${this.domain.domainEndpoint}`;

    Validations.of(this.domain).acknowledge(
      {
        id: 'AwsSolutions-OS1',
        reason:
          'The functions run outside a VPC (no NAT, no VPC endpoints to pay for or keep); the domain admits only ' +
          'SigV4-signed requests of the roles its access policy names, over HTTPS with TLS 1.2 or newer.',
      },
      {
        id: 'AwsSolutions-OS3',
        reason:
          'Lambda functions have no fixed source addresses to allow-list; access is granted to IAM roles instead, ' +
          'each named in the access policy with its own actions and paths, and every request must be signed.',
      },
      {
        id: 'AwsSolutions-OS4',
        reason:
          'Two data nodes in two zones hold only derived data (rebuilt from the table by `npm run ops -- reindex`); ' +
          'three dedicated master nodes would more than double the cost of a small domain. Add them when the domain ' +
          'grows beyond a few data nodes (docs/decisions.md "Search on AWS").',
      },
    );
  }

  /** The indexer: documents and bulk writes, index existence checks, on the whole domain. */
  allowIndexing(fn: NodejsFunction): void {
    const role = roleOf(fn);
    fn.addToRolePolicy(
      new PolicyStatement({ actions: [...INDEXING_ACTIONS], resources: [this.domainArn, `${this.domainArn}/*`] }),
    );
    this.accessPolicy.addStatements(
      new PolicyStatement({
        principals: [role],
        actions: [...INDEXING_ACTIONS],
        resources: [this.domainArn, `${this.domainArn}/*`],
      }),
    );
    acknowledgeAll(
      role,
      [iam5Resource(`${nagArnPrefix('es')}domain/${this.domainName}/*`)],
      "The indexer writes documents of every searchable kind's indices, whose names carry a version (projects-v1); " +
        'the grant is limited to this one domain and to HTTP actions.',
    );
  }

  /** A function that queries these kinds: `_search` and `_count` of their read aliases, nothing that writes. */
  allowQueries(fn: NodejsFunction, kinds: readonly SearchKind[]): void {
    const role = roleOf(fn);
    const paths = kinds.flatMap((kind) => QUERY_PATHS.map((path) => `${SEARCH_KINDS[kind].alias}/${path}`));
    fn.addToRolePolicy(new PolicyStatement({ actions: [...QUERY_ACTIONS], resources: paths.map((path) => `${this.domainArn}/${path}`) }));
    this.accessPolicy.addStatements(
      new PolicyStatement({
        principals: [role],
        actions: [...QUERY_ACTIONS],
        resources: paths.map((path) => `${this.domainArn}/${path}`),
      }),
    );
  }
}

export interface SearchIndexer {
  readonly fn: NodejsFunction;
  /** Where the stream's batches go that still fail after every retry (their shard and sequence numbers, not the items). */
  readonly deadLetterQueue: Queue;
}

/**
 * A mapping of the table's stream onto `fn`, fed only the records of searchable items (SEARCH_KINDS, by key: `Keys`
 * is present on INSERT, MODIFY and REMOVE alike; one filter per kind, a record passes if any matches), one batch per
 * shard at a time so that an item's changes are applied in the order they happened, failed batches to a dead-letter
 * queue of its own. `mapping` says where the mapping starts and how it retries.
 */
const attachStreamMapping = (
  scope: Construct,
  dlqId: string,
  what: string,
  fn: NodejsFunction,
  table: Table,
  mapping: Pick<DynamoEventSourceProps, 'startingPosition' | 'retryAttempts' | 'maxBatchingWindow' | 'reportBatchItemFailures'>,
): Queue => {
  const deadLetterQueue = new Queue(scope, dlqId, { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true, retentionPeriod: Duration.days(14) });
  Validations.of(deadLetterQueue).acknowledge({
    id: 'AwsSolutions-SQS3',
    reason: `It is a dead-letter queue: the on-failure destination of ${what}'s stream mapping, which cdk-nag only recognises on queues and functions, not on event source mappings.`,
  });
  const kinds = searchKinds();
  if (kinds.length > MAX_STREAM_FILTERS) throw new Error(`${kinds.length} searchable kinds: one stream mapping takes ${MAX_STREAM_FILTERS} filters`);
  fn.addEventSource(
    new DynamoEventSource(table, {
      batchSize: SEARCH_LIMITS.batchSize,
      bisectBatchOnError: true,
      // A record still failing after 6 hours goes to the queue so that the shard moves on.
      maxRecordAge: Duration.hours(6),
      parallelizationFactor: 1,
      onFailure: new SqsDlq(deadLetterQueue),
      filters: kinds.map((kind) =>
        FilterCriteria.filter({
          dynamodb: {
            Keys: {
              [TABLE_DESIGN.partitionKey]: { S: FilterRule.beginsWith(SEARCH_KINDS[kind].pkPrefix) },
              [TABLE_DESIGN.sortKey]: { S: FilterRule.isEqual(SEARCH_KINDS[kind].sk) },
            },
          },
        }),
      ),
      ...mapping,
    }),
  );
  acknowledgeAll(
    roleOf(fn),
    [iam5Resource('*')],
    "The stream mapping's grant (CDK's grantStreamRead): dynamodb:ListStreams takes no resource, and it lists stream " +
      "ARNs, no data; reading records is granted on this table's stream only.",
  );
  return deadLetterQueue;
};

/**
 * The indexer unit's triggers (shared/units.ts `search-indexer`): its stream mapping (above) and its dead-letter queue.
 * What it may do is its unit's grants (infra/stack/permissions.ts).
 */
export const attachSearchIndexer = (scope: Construct, fn: NodejsFunction, table: Table): Omit<SearchIndexer, 'fn'> => {
  const batchWindowSeconds = SEARCH_LIMITS.batchWindowMs / 1000;
  if (!Number.isInteger(batchWindowSeconds)) throw new Error('Lambda batches stream records for whole seconds: SEARCH_LIMITS.batchWindowMs');
  const deadLetterQueue = attachStreamMapping(scope, 'SearchIndexerDlq', 'the indexer', fn, table, {
    // From the oldest record the stream holds: nothing written between the stream's start and the mapping's is
    // missed, and a recreated mapping replays at most the stream's 24 hours, which the indexer applies idempotently.
    startingPosition: StartingPosition.TRIM_HORIZON,
    maxBatchingWindow: Duration.seconds(batchWindowSeconds),
    // The indexer answers { batchItemFailures }: the batch resumes at the first failed record, not from the start;
    // reindex repairs what still fails.
    reportBatchItemFailures: true,
    retryAttempts: 10,
  });
  return { deadLetterQueue };
};

/**
 * A reaction on the table's stream beside the indexer (a unit with the `stream` trigger that does not index: the
 * followers' notices, shared/units.ts `mall-followers`): a mapping of its own, newest records only (a reaction
 * replayed from the stream's start would tell again what it told a day ago: it claims each telling, and starts where
 * the stream is).
 */
export const attachStreamReaction = (scope: Construct, unit: string, fn: NodejsFunction, table: Table): Queue => {
  const name = unit.split('-').map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join('');
  return attachStreamMapping(scope, `${name}Dlq`, `the ${unit} reaction`, fn, table, { startingPosition: StartingPosition.LATEST, retryAttempts: 3 });
};
