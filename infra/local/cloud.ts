/**
 * The local cloud: DynamoDB Local, the S3 server with its signature-checking front, the search endpoint (an
 * embedded engine speaking OpenSearch's REST API, infra/local/search), the HTTP API and WebSocket gateways invoking
 * the functions in-process, and the site (SPA, /config.json, /files), all on one machine with no Docker. `npm start`, the test setup and the benchmarks all start it through here.
 *
 * When AWS_ENDPOINT_URL (or AWS_ENDPOINT_URL_DYNAMODB / _S3) is set, or `external` is asked for, no emulator is
 * started: the same code talks to LocalStack or to AWS through the standard SDK configuration. The search endpoint is
 * started unless SEARCH_ENDPOINT names one already.
 */
import { createServer, type Server } from 'node:http';
import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { DynamoDBBatchResponse } from 'aws-lambda';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { routeById } from '../../shared/routes/index.js';
import { ENV, FILES_PATH, LOCAL_STAGE, type SiteConfig } from '../../shared/runtime-config.js';
import { LOCAL_TIMER_SWEEP_MS } from '../../shared/process/timers.js';
import { startDynamoDbLocal, type DynamoDbLocal } from './dynamodb-local.js';
import { handleApiRequest } from './gateway/http-api.js';
import { securityHeaders, serveConfig, serveFile, serveStatic } from './gateway/site.js';
import { startWebSocketApi } from './gateway/websocket-api.js';
import { ensureBucket, ensureTable } from './provision.js';
import { startLocalS3, type LocalS3 } from './s3/index.js';
import { startLocalSearch } from './search/index.js';
import { localSecrets } from './secrets.js';
import { startStreamPoller, streamsClient, type StreamPoller } from './stream-poller.js';
import { startTtlSweeper } from './ttl-sweeper.js';
import { freePort } from './wait.js';
import { ensureWebBuilt } from './web-build.js';
import { refuseTarget, targetOf } from './request-target.js';

const SANDBOX_NOTIFY_PATH = routeById('wallet.notify').path;

export const ROOT = resolve(import.meta.dirname, '..', '..');
export const DEFAULT_DATA_DIR = join(ROOT, '.local', 'data');
const CACHE_DIR = join(ROOT, '.local', 'cache');
const WS_PATH = '/ws';

/** What the local site listens on unless told otherwise: this machine only. */
export const LOOPBACK = '127.0.0.1';

/** Where a running cloud with a data folder leaves the functions' environment for tools. */
export const runningEnvFile = (dataDir: string): string => join(dataDir, 'running-env.json');

export interface CloudOptions {
  /** Site port; 0 = a free one. */
  port: number;
  /**
   * The address the site (SPA, API and sockets on one port) listens on: loopback only unless told (`HEZUO_HOST=0.0.0.0
   * npm start` to try the site from a phone on the local network; docs/SECURITY.md "The local cloud on the network").
   */
  host?: string;
  /** Where data is kept between restarts; undefined = in memory, gone on stop (tests). */
  dataDir?: string;
  /** Wipe dataDir first. */
  fresh?: boolean;
  /** Build the SPA if stale ('auto'), always ('force') or never ('skip'). */
  web?: 'auto' | 'force' | 'skip';
  /** Use the endpoints of the environment (LocalStack or AWS) instead of starting emulators. */
  external?: boolean;
  /** How often expired TTL items are removed (0: never; the test run's cloud, whose tests name what they expire). */
  ttlSweepMs?: number;
  /** How often the processes' due timers are fired (0: never; the test run's cloud, whose tests sweep named objects). */
  timerSweepMs?: number;
  /** Powertools log level of the functions. */
  logLevel?: string;
  /** Serve the test clock (`project.devSweep`, ENV.testClock): only for a cloud the tests start, never `npm start`. */
  testClock?: boolean;
  /** Idle timeout of sockets in seconds (API Gateway: 600). */
  wsIdleSeconds?: number;
}

export interface LocalCloud {
  siteUrl: string;
  apiUrl: string;
  wsUrl: string;
  wsCallbackUrl: string;
  dynamodbEndpoint?: string;
  s3Endpoint?: string;
  /** The OpenSearch REST endpoint (the embedded one, or SEARCH_ENDPOINT when that was set). */
  searchEndpoint: string;
  tableName: string;
  uploadBucket: string;
  /** The environment the functions run with (what a test needs to use the project's own modules directly). */
  env: Record<string, string>;
  connectionCount(): number;
  /** Resolves once the search indexer has caught up with the table's stream. */
  searchDrained(): Promise<void>;
  stop(): Promise<void>;
}

/** Every kind's index made sure of, then the stream poller running the indexer (imported once the env is set). */
/**
 * Sends every unit with a schedule (shared/units.ts: the timers) the sweep event every `everyMs`, one sweep at a
 * time each, as their EventBridge rules do on AWS; answers how to stop it.
 */
const startTimerSweeper = async (everyMs: number): Promise<() => void> => {
  const [{ loadHandler }, { TIMER_SWEEP_EVENT }, { UNIT_NAMES, triggersOf }] = await Promise.all([
    import('./gateway/handlers.js'),
    import('../../shared/process/timers.js'),
    import('../../shared/units.js'),
  ]);
  const handlers = await Promise.all(UNIT_NAMES.filter((unit) => triggersOf(unit).includes('schedule')).map(loadHandler));
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    Promise.all(handlers.map((handler) => handler(TIMER_SWEEP_EVENT, {})))
      .catch((error: unknown) => console.error('[timers]', error))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
};

const startSearchIndexing = async (dynamodb: DynamoDBClient, tableName: string, dataDir: string | undefined): Promise<StreamPoller> => {
  const [{ handler }, { KIND_SPECS }, { aliasVersion, ensureIndex }, { reindexKind }, { SEARCH_KINDS }] = await Promise.all([
    import('../../functions/search/indexer.js'),
    import('../../functions/search/kinds.js'),
    import('../../functions/lib/search/index.js'),
    import('../../functions/search/reindex.js'),
    import('../../shared/search.js'),
  ]);
  for (const spec of Object.values(KIND_SPECS)) {
    await ensureIndex(spec);
    // An index kept in .local/data from an older declaration is rebuilt from the table, as an operator would.
    const version = await aliasVersion(spec);
    if (version !== undefined && version < SEARCH_KINDS[spec.kind].version) {
      console.log(`[search] ${spec.kind}: the index is version ${version}, the code's ${SEARCH_KINDS[spec.kind].version}: reindexing`);
      await reindexKind(spec.kind);
    }
  }
  return startStreamPoller({
    dynamodb,
    streams: streamsClient(),
    tableName,
    handler,
    deadLetterFile: dataDir && join(dataDir, 'search-dead-letters.ndjson'),
  });
};

/**
 * Every unit on the stream that does not index (shared/units.ts), run under its unit's grants as the gateway runs
 * requests, from the stream's newest records as their mappings start on AWS (StartingPosition.LATEST).
 */
const startStreamReactions = async (dynamodb: DynamoDBClient, tableName: string, dataDir: string | undefined): Promise<StreamPoller[]> => {
  const [{ loadHandler }, { UNIT_NAMES, grantsOf, triggersOf }] = await Promise.all([import('./gateway/handlers.js'), import('../../shared/units.js')]);
  const units = UNIT_NAMES.filter((unit) => triggersOf(unit).includes('stream') && grantsOf(unit).search !== 'index');
  return Promise.all(
    units.map(async (unit) => {
      const handler = await loadHandler(unit);
      return startStreamPoller({
        dynamodb,
        streams: streamsClient(),
        tableName,
        handler: (event) => handler(event, {}) as Promise<DynamoDBBatchResponse>,
        from: 'LATEST',
        deadLetterFile: dataDir && join(dataDir, `${unit}-dead-letters.ndjson`),
      });
    }),
  );
};

export const startLocalCloud = async (options: CloudOptions): Promise<LocalCloud> => {
  const stops: (() => Promise<void> | void)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await Promise.resolve(stop()).catch((e: unknown) => console.error(e));
  };
  try {
    if (options.fresh && options.dataDir) rmSync(options.dataDir, { recursive: true, force: true });
    const external = options.external || Boolean(process.env.AWS_ENDPOINT_URL || process.env.AWS_ENDPOINT_URL_DYNAMODB);
    const secrets = localSecrets(options.dataDir ? join(options.dataDir, 'secrets.json') : undefined);
    const port = options.port === 0 ? await freePort() : options.port;
    const siteUrl = `http://localhost:${port}`;
    const tableName = process.env[ENV.tableName] ?? 'hezuo-local';
    const uploadBucket = process.env[ENV.uploadBucket] ?? 'hezuo-uploads-local';

    let ddbLocal: DynamoDbLocal | undefined;
    let s3Local: LocalS3 | undefined;
    if (!external) {
      [ddbLocal, s3Local] = await Promise.all([
        freePort().then((p) =>
          startDynamoDbLocal({ cacheDir: CACHE_DIR, port: p, dataDir: options.dataDir && join(options.dataDir, 'dynamodb') }),
        ),
        startLocalS3({
          directory: options.dataDir && join(options.dataDir, 's3'),
          port: 0,
          accessKeyId: secrets.s3AccessKeyId,
          secretAccessKey: secrets.s3SecretAccessKey,
          buckets: [uploadBucket],
          corsOrigins: [siteUrl, `http://127.0.0.1:${port}`],
        }),
      ]);
      stops.push(() => ddbLocal?.stop(), () => s3Local?.stop());
    }

    // The search endpoint, data under <dataDir>/search like the table's (in memory without a data folder).
    let searchEndpoint = process.env[ENV.searchEndpoint];
    if (!searchEndpoint) {
      const search = await startLocalSearch({ directory: options.dataDir && join(options.dataDir, 'search'), port: 0 });
      stops.push(() => search.stop());
      searchEndpoint = search.endpoint;
    }

    const ws = await startWebSocketApi({ stage: LOCAL_STAGE, path: WS_PATH, managementPort: 0, idleSeconds: options.wsIdleSeconds });
    stops.push(() => ws.stop());

    // The functions' environment: exactly the variables the stack sets on AWS, plus the SDK's standard ones.
    const env: Record<string, string> = {
      [ENV.stage]: LOCAL_STAGE,
      [ENV.tableName]: tableName,
      [ENV.uploadBucket]: uploadBucket,
      [ENV.filesBaseUrl]: `${siteUrl}${FILES_PATH}`,
      [ENV.tokenSecret]: process.env[ENV.tokenSecret] ?? secrets.tokenSecret,
      [ENV.wsCallbackUrl]: ws.callbackUrl,
      [ENV.paySandboxKey]: process.env[ENV.paySandboxKey] ?? secrets.paySandboxKey,
      // The sandbox provider calls the product's notify endpoint over HTTP, as a real provider does.
      [ENV.payNotifyUrl]: `http://127.0.0.1:${port}${SANDBOX_NOTIFY_PATH}`,
      [ENV.searchEndpoint]: searchEndpoint,
      [ENV.s3ForcePathStyle]: external ? (process.env[ENV.s3ForcePathStyle] ?? 'false') : 'true',
      AWS_REGION: process.env.AWS_REGION ?? 'us-east-1',
      POWERTOOLS_LOG_LEVEL: options.logLevel ?? process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN',
      POWERTOOLS_DEV: 'false',
      ...(options.testClock ? { [ENV.testClock]: 'on' } : {}),
    };
    if (ddbLocal && s3Local) {
      Object.assign(env, {
        AWS_ENDPOINT_URL_DYNAMODB: ddbLocal.endpoint,
        // DynamoDB Local serves its streams on the same endpoint.
        AWS_ENDPOINT_URL_DYNAMODB_STREAMS: ddbLocal.endpoint,
        AWS_ENDPOINT_URL_S3: s3Local.endpoint,
        AWS_ACCESS_KEY_ID: secrets.s3AccessKeyId,
        AWS_SECRET_ACCESS_KEY: secrets.s3SecretAccessKey,
      });
    }
    Object.assign(process.env, env);

    const dynamodb = new DynamoDBClient({});
    const s3 = new S3Client({ forcePathStyle: env[ENV.s3ForcePathStyle] === 'true' });
    await ensureTable(dynamodb, tableName);
    await ensureBucket(s3, uploadBucket, [siteUrl]);
    if (!external && options.ttlSweepMs !== 0) stops.push(startTtlSweeper(DynamoDBDocumentClient.from(dynamodb), tableName, options.ttlSweepMs ?? 30_000));
    // The search indexer follows the table's stream, as the stack's event source mapping has Lambda do on AWS.
    const poller = await startSearchIndexing(dynamodb, tableName, options.dataDir);
    stops.push(() => poller.stop());
    // The reactions beside it (the followers' notices: shared/units.ts `mall-followers`), each on a poller of its own.
    const reactions = await startStreamReactions(dynamodb, tableName, options.dataDir);
    stops.push(async () => {
      await Promise.all(reactions.map((r) => r.stop()));
    });
    // Imported only now: the functions' modules read their configuration from the environment set above.
    if (!external) {
      await (await import('./seed.js')).seedDemoData(s3, uploadBucket, siteUrl);
      // The platform content (notices ...), published as an operator would: edits apply, nothing doubles.
      await (await import('../scripts/content.js')).publishContent();
      // Demo demands (once, also on data kept from before projects existed).
      await (await import('./seed-projects.js')).seedDemoProjects();
      // Demo goods of each kind (once, also on data kept from before the mall).
      await (await import('./seed-mall.js')).seedDemoMall();
      // Demo resumes (once, also on data kept from before resumes): found under 人才 and 单位 and as suggested partners.
      await (await import('./seed-resumes.js')).seedDemoResumes();
      // A demo cooperation already running (once, also on data kept from before it was seeded). Data kept from
      // before may not allow it (a demo account's pay password changed or removed): the product starts without it.
      await (await import('./seed-cooperation.js')).seedDemoCooperation().catch((error: unknown) => {
        console.warn(`demo cooperation not seeded: ${(error as Error).message} (\`npm start -- --fresh\` starts from fresh demo data)`);
      });
    }

    // The processes' timers, swept as the stack's scheduled rule does on AWS (docs/processes.md "Timers").
    if (options.timerSweepMs !== 0) stops.push(await startTimerSweeper(options.timerSweepMs ?? LOCAL_TIMER_SWEEP_MS));

    if (options.web !== 'skip') ensureWebBuilt(ROOT, { force: options.web === 'force' });

    const site: SiteConfig = { apiBase: '/api', wsUrl: `ws://localhost:${port}${WS_PATH}`, stage: LOCAL_STAGE };
    const headers = securityHeaders([`ws://localhost:${port}`, `ws://127.0.0.1:${port}`, s3Local?.endpoint ?? 'https:'].filter(Boolean));
    const distDir = join(ROOT, 'web', 'dist');
    const server: Server = createServer((req, res) => {
      const url = targetOf(req, siteUrl);
      if (!url) return refuseTarget(res);
      const done = (error: unknown) => {
        console.error('[gateway]', error);
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
        res.end('{"message":"Internal server error"}');
      };
      if (url.pathname.startsWith('/api/')) {
        // The site's security headers, as CloudFront's /api/* behaviour adds them; the function's own headers win.
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        handleApiRequest(req, res, url).catch(done);
      }
      else if (url.pathname === '/config.json') serveConfig(res, site);
      else if (url.pathname.startsWith(`${FILES_PATH}/`))
        serveFile(req, res, s3, uploadBucket, url.pathname.slice(FILES_PATH.length + 1)).catch(done);
      else serveStatic(req, res, distDir, url.pathname, headers);
    });
    server.on('upgrade', (req, socket, head) => {
      if (!ws.handleUpgrade(req, socket, head)) socket.destroy();
    });
    await new Promise<void>((resolveListen, reject) => {
      server.once('error', reject);
      server.listen(port, options.host ?? LOOPBACK, resolveListen);
    });
    stops.push(
      () =>
        new Promise<void>((r) => {
          server.closeAllConnections();
          server.close(() => r());
        }),
    );

    // Tools (infra/scripts/invoke.ts) find the running cloud's endpoints here; gone when it stops.
    if (options.dataDir) {
      const file = runningEnvFile(options.dataDir);
      writeFileSync(file, JSON.stringify(env, null, 2), { mode: 0o600 });
      stops.unshift(() => rmSync(file, { force: true }));
    }

    return {
      siteUrl,
      apiUrl: `${siteUrl}/api`,
      wsUrl: site.wsUrl,
      wsCallbackUrl: ws.callbackUrl,
      dynamodbEndpoint: ddbLocal?.endpoint ?? process.env.AWS_ENDPOINT_URL_DYNAMODB ?? process.env.AWS_ENDPOINT_URL,
      s3Endpoint: s3Local?.endpoint ?? process.env.AWS_ENDPOINT_URL_S3 ?? process.env.AWS_ENDPOINT_URL,
      searchEndpoint,
      tableName,
      uploadBucket,
      env,
      connectionCount: () => ws.connectionCount(),
      searchDrained: () => poller.drained(),
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
};
