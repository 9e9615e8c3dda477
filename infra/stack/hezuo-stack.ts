// The Hezuo stack: table, buckets, secret, one function per deployment unit (shared/units.ts), HTTP and WebSocket
// APIs, CloudFront, search.
import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { HttpApi, WebSocketApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { WS_ROUTES, WS_ROUTE_SELECTION } from '../../shared/realtime.js';
import { deployedRoutes, isSandboxStage } from '../../shared/routes/index.js';
import { unitOf, type RouteDef } from '../../shared/routes/types.js';
import { UNIT_NAMES, grantsOf, triggersOf, type UnitName } from '../../shared/units.js';
import { ENV, FILES_PATH, LOCAL_STAGE } from '../../shared/runtime-config.js';
import { createTable } from './data.js';
import { UnitFunction } from './unit-function.js';
import { addHttpRoutes, createHttpApi } from './http-api.js';
import type { HttpRoutePlanEntry } from './http-routes.js';
import { acknowledgeBucketDeploymentHelper } from './nag.js';
import { grantUnit } from './permissions.js';
import { SearchService, attachSearchIndexer, attachStreamReaction } from './search.js';
import { scheduleTimerSweep } from './timers.js';
import type { Rule } from 'aws-cdk-lib/aws-events';
import { createPaySandboxKey, createTokenSecret } from './secrets.js';
import { createSite, deploySpa } from './site.js';
import { spaSource, type SpaBuild } from './spa-asset.js';
import { allowSiteOrigin, createLogBucket, createSpaBucket, createUploadBucket, uploadBucketName } from './storage.js';
import { addWebSocketRoutes, createWebSocketApi } from './websocket-api.js';

export interface HezuoStackProps extends StackProps {
  /** The deployed stage (`dev`, `prod`, ...): lower case, it names the buckets and APIs. */
  readonly stage: string;
  readonly spaBuild: SpaBuild;
  /**
   * The HTTP routes this stack serves; the deployed routes of shared/routes by default. A prop so that tests can
   * synthesize the stack at the spec's full size (test/unit/stack-size.test.ts) without touching the table.
   */
  readonly routes?: readonly RouteDef[];
}

// Bucket names allow lower case, digits and hyphens; 12 characters keep the uploads bucket name under 63.
const STAGE_PATTERN = /^[a-z][a-z0-9-]{0,11}$/;

/**
 * Every unit with a function: those serving a route of `routes`, a WebSocket route, or a trigger of their own (the
 * timers' schedule, the table's stream), in the order of shared/units.ts.
 */
export const stackUnits = (routes: readonly RouteDef[] = deployedRoutes()): UnitName[] => {
  const used = new Set<UnitName>([...routes.map(unitOf), ...Object.values(WS_ROUTES)]);
  return UNIT_NAMES.filter((unit) => used.has(unit) || triggersOf(unit).some((t) => t !== 'websocket'));
};

export class HezuoStack extends Stack {
  /** One function per unit of stackUnits(). */
  readonly functions: ReadonlyMap<UnitName, NodejsFunction>;
  readonly table: Table;
  readonly uploadBucket: Bucket;
  readonly httpApi: HttpApi;
  readonly webSocketApi: WebSocketApi;
  readonly distribution: Distribution;
  readonly tokenSecret: Secret;
  /** The API Gateway routes serving the route table: `$default`, proxies and exact routes (http-routes.ts). */
  readonly httpRoutes: readonly HttpRoutePlanEntry[];
  /** The OpenSearch domain, its indexer on the table's stream and the indexer's dead-letter queue (search.ts). */
  readonly search: SearchService;
  readonly searchIndexer: NodejsFunction;
  readonly searchIndexerDlq: Queue;
  /** The rules that sweep the processes' timers once a minute, one per unit with a schedule (infra/stack/timers.ts). */
  readonly timerSweeps: readonly Rule[];

  constructor(scope: Construct, id: string, props: HezuoStackProps) {
    super(scope, id, props);
    const { stage } = props;
    const routes = props.routes ?? deployedRoutes(stage);
    if (!isSandboxStage(stage) && routes.some((r) => r.sandboxOnly)) throw new Error(`The sandbox cashier is never deployed to ${stage}`);
    if (routes.some((r) => r.localOnly)) throw new Error('Local-only routes (the SMS outbox) are never deployed');
    if (!STAGE_PATTERN.test(stage)) throw new Error(`Stage "${stage}" must match ${STAGE_PATTERN}`);
    // The functions treat the local stage as the machine-local cloud (inline secret, SMS outbox): never deploy it.
    if (stage === LOCAL_STAGE) throw new Error(`Stage "${LOCAL_STAGE}" is the local cloud's, not a deployable stage`);

    const table = createTable(this);
    const tokenSecret = createTokenSecret(this, stage);
    // Sandbox stages pay through the sandbox provider, whose notifies are signed with this key (docs/payments.md).
    const paySandboxKey = isSandboxStage(stage) ? createPaySandboxKey(this, stage) : undefined;
    const logBucket = createLogBucket(this);
    const uploadBucket = createUploadBucket(this, stage, logBucket);
    const spaBucket = createSpaBucket(this, logBucket);
    const http = createHttpApi(this, stage);
    const ws = createWebSocketApi(this, stage, WS_ROUTE_SELECTION);
    const search = new SearchService(this, 'Search', { stage });
    const site = createSite(this, {
      spaBucket,
      logBucket,
      uploadBucket,
      uploadBucketName: uploadBucketName(stage),
      httpApi: http.api,
      webSocketApi: ws.api,
    });
    allowSiteOrigin(uploadBucket, site.origin);
    this.table = table;
    this.tokenSecret = tokenSecret;
    this.uploadBucket = uploadBucket;
    this.httpApi = http.api;
    this.webSocketApi = ws.api;
    this.distribution = site.distribution;

    // Functions refer to the distribution (FILES_BASE_URL) and to the WebSocket API (callback URL); neither of
    // those refers back to a function (CloudFront reaches the HTTP API by its id, not through its routes).
    const environment: Record<string, string> = {
      [ENV.stage]: stage,
      [ENV.tableName]: table.tableName,
      [ENV.uploadBucket]: uploadBucket.bucketName,
      [ENV.filesBaseUrl]: `${site.origin}${FILES_PATH}`,
      [ENV.tokenSecretArn]: tokenSecret.secretArn,
      [ENV.wsCallbackUrl]: ws.stage.callbackUrl,
      ...(paySandboxKey ? { [ENV.paySandbox]: 'on', [ENV.paySandboxKeyArn]: paySandboxKey.secretArn } : {}),
    };
    const functions = new Map<UnitName, NodejsFunction>();
    for (const unit of stackUnits(routes)) {
      const grants = grantsOf(unit);
      const { fn } = new UnitFunction(this, `${pascal(unit)}Fn`, {
        unit,
        environment: grants.search ? { ...environment, [ENV.searchEndpoint]: search.endpoint } : environment,
        // A stream batch is one BatchGetItem and one _bulk request; a slow engine gets time before it is retried.
        ...(triggersOf(unit).includes('stream') ? { timeout: Duration.seconds(60) } : {}),
      });
      grantUnit(fn, grants, { table, tokenSecret, webSocketStage: ws.stage, uploadBucket, search, paySandboxKey });
      functions.set(unit, fn);
    }
    this.functions = functions;
    const functionOf = (unit: UnitName): NodejsFunction => {
      const fn = functions.get(unit);
      if (!fn) throw new Error(`No function for unit ${unit}`);
      return fn;
    };

    // The table's stream: the search indexer (the one unit that writes the search engine) and the reactions beside it
    // (the followers' notices), each on a mapping of its own fed the same searchable items.
    const streamUnits = stackUnits(routes).filter((unit) => triggersOf(unit).includes('stream'));
    const indexers = streamUnits.filter((unit) => grantsOf(unit).search === 'index');
    if (indexers.length !== 1) throw new Error(`One unit indexes the table's stream: ${indexers.join(', ')}`);
    const indexer = attachSearchIndexer(this, functionOf(indexers[0]!), table);
    for (const unit of streamUnits.filter((u) => !indexers.includes(u))) attachStreamReaction(this, unit, functionOf(unit), table);
    this.timerSweeps = stackUnits(routes)
      .filter((unit) => triggersOf(unit).includes('schedule'))
      .map((unit) => scheduleTimerSweep(this, unit, functionOf(unit)));
    this.search = search;
    this.searchIndexer = functionOf(indexers[0]!);
    this.searchIndexerDlq = indexer.deadLetterQueue;

    this.httpRoutes = addHttpRoutes(http.api, routes, functionOf);
    addWebSocketRoutes(ws.api, WS_ROUTES, functionOf);

    deploySpa(this, {
      spaBucket,
      distribution: site.distribution,
      spa: spaSource(props.spaBuild),
      config: { apiBase: '/api', wsUrl: ws.stage.url, stage },
    });
    acknowledgeBucketDeploymentHelper(this, [spaBucket]);

    new CfnOutput(this, 'SiteUrl', { value: site.origin });
    new CfnOutput(this, 'HttpApiUrl', { value: http.stage.url });
    new CfnOutput(this, 'WebSocketUrl', { value: ws.stage.url });
    // What `npm run ops` needs as WS_CALLBACK_URL to push to this stage's sockets (docs/operations.md).
    new CfnOutput(this, 'WebSocketCallbackUrl', { value: ws.stage.callbackUrl });
    new CfnOutput(this, 'TableName', { value: table.tableName });
    new CfnOutput(this, 'UploadBucketName', { value: uploadBucket.bucketName });
    new CfnOutput(this, 'SiteBucketName', { value: spaBucket.bucketName });
    new CfnOutput(this, 'LogBucketName', { value: logBucket.bucketName });
    // What `npm run ops -- reindex` needs as SEARCH_ENDPOINT, and where failed stream batches wait (docs/deploy.md).
    new CfnOutput(this, 'SearchEndpoint', { value: search.endpoint });
    new CfnOutput(this, 'SearchIndexerDlqUrl', { value: indexer.deadLetterQueue.queueUrl });
  }
}

const pascal = (name: string): string => name.split('-').map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join('');
