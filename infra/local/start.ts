/**
 * `npm start`: the whole product on this machine at http://localhost:3000 (PORT overrides). The site listens on
 * 127.0.0.1 only; HEZUO_HOST=0.0.0.0 (or one of the machine's addresses) exposes it on the local network.
 *   --fresh        wipe the local data first          --port N     site port (0 = free)
 *   --memory       keep nothing between restarts      --no-web     do not build the SPA
 *   --json         print one JSON line when ready (for tools)
 *   --data-dir D   keep data in D instead of .local/data   --ttl-sweep-ms N   how often expired items go (0: never)
 *   --timer-sweep-ms N   how often due process timers fire (0: never; only the test clock's named objects)
 *   --test-clock   serve the test clock, POST /api/dev/timers/sweep (the test harness's cloud; anyone who can reach
 *                  the port could fire others' timers early with it, so a product people use never has it)
 *   --aws          use the AWS SDK configuration of the environment (AWS or LocalStack), start no emulator
 *   --ws-idle-seconds N   close a socket after N s without a frame (API Gateway: 600)
 *   --verbose      print the functions' INFO logs (every request, socket connect and push); by default only
 *                  the banner, warnings and errors, as local development servers do
 *   --log-level L  the functions' log level (DEBUG, INFO, WARN, ERROR); --dev means DEBUG
 */
import { parseArgs } from 'node:util';
import { DEFAULT_DATA_DIR, startLocalCloud } from './cloud.js';
import { MissingJavaError } from './dynamodb-local.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.js';

const { values: args } = parseArgs({
  options: {
    fresh: { type: 'boolean', default: false },
    memory: { type: 'boolean', default: false },
    port: { type: 'string' },
    'no-web': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    aws: { type: 'boolean', default: false },
    'data-dir': { type: 'string' },
    'ttl-sweep-ms': { type: 'string' },
    'timer-sweep-ms': { type: 'string' },
    'ws-idle-seconds': { type: 'string' },
    dev: { type: 'boolean', default: false },
    'test-clock': { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
    'log-level': { type: 'string' },
  },
});

// Node 20 here, Node 22 on Lambda: the SDK's notice about its 2027 releases is recorded in docs/decisions.md.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/**
 * A whole number of milliseconds or seconds from the command line, or undefined when not given. Anything else stops
 * the start: `Number('abc')` is NaN, and `setInterval(NaN)` runs about every millisecond (a whole-table scan each time).
 */
const countOption = (name: 'ttl-sweep-ms' | 'timer-sweep-ms' | 'ws-idle-seconds' | 'port', fallback?: string): number | undefined => {
  const raw = args[name] ?? fallback;
  if (raw === undefined) return undefined;
  if (!/^\d{1,9}$/.test(raw)) {
    console.error(`--${name} takes a whole number (0 or more), not "${raw}"`);
    process.exit(2);
  }
  return Number(raw);
};

const started = Date.now();
try {
  const cloud = await startLocalCloud({
    port: countOption('port', process.env.PORT) ?? 3000,
    host: process.env.HEZUO_HOST || undefined,
    dataDir: args.memory ? undefined : (args['data-dir'] ?? DEFAULT_DATA_DIR),
    fresh: args.fresh,
    web: args['no-web'] ? 'skip' : 'auto',
    external: args.aws,
    ttlSweepMs: countOption('ttl-sweep-ms'),
    timerSweepMs: countOption('timer-sweep-ms'),
    wsIdleSeconds: countOption('ws-idle-seconds'),
    testClock: args['test-clock'],
    logLevel: args['log-level'] ?? (args.dev ? 'DEBUG' : args.verbose ? 'INFO' : 'WARN'),
  });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    if (!args.json) console.log(`\n${signal}: stopping the local cloud ...`);
    await cloud.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  if (args.json) {
    const { env, stop: _stop, connectionCount: _count, ...urls } = cloud;
    console.log(JSON.stringify({ ready: true, ...urls, env }));
  } else {
    console.log(
      [
        '',
        `合作云 Hezuo is running (${((Date.now() - started) / 1000).toFixed(1)} s)`,
        `  site and SPA      ${cloud.siteUrl}  (${process.env.HEZUO_HOST ? `listening on ${process.env.HEZUO_HOST}: other machines can reach it` : 'this machine only; HEZUO_HOST=0.0.0.0 exposes it on the local network'})`,
        `  HTTP API          ${cloud.apiUrl}`,
        `  WebSocket API     ${cloud.wsUrl}`,
        `  @connections      ${cloud.wsCallbackUrl}`,
        `  DynamoDB          ${cloud.dynamodbEndpoint ?? '(from the AWS SDK configuration)'}  table ${cloud.tableName}`,
        `  S3                ${cloud.s3Endpoint ?? '(from the AWS SDK configuration)'}  bucket ${cloud.uploadBucket}`,
        `  OpenSearch        ${cloud.searchEndpoint}  (SEARCH_ENDPOINT)`,
        `  data              ${args.memory ? 'in memory' : (args['data-dir'] ?? DEFAULT_DATA_DIR)}`,
        '',
        `Demo accounts (password ${DEMO_PASSWORD}):`,
        ...DEMO_ACCOUNTS.map((a) => `  ${a.phone}  ${a.nickname}  ${a.login}`),
        `SMS codes are not sent locally: read them at ${cloud.apiUrl}/dev/sms?phone=<phone>`,
        '',
        'Ctrl-C stops everything.',
      ].join('\n'),
    );
  }
} catch (error) {
  if (error instanceof MissingJavaError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
