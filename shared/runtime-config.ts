/**
 * The names the deployable stack and the local cloud use to configure the functions (environment variables),
 * and the shape of `/config.json` that the SPA reads at start-up (docs/conventions.md "Names").
 * AWS endpoints are not here on purpose: they come from the standard SDK configuration (AWS_ENDPOINT_URL*).
 */
export const ENV = {
  stage: 'STAGE',
  tableName: 'TABLE_NAME',
  uploadBucket: 'UPLOAD_BUCKET',
  /** Public base URL under which uploaded objects are readable (CloudFront `/files`, or the local gateway). */
  filesBaseUrl: 'FILES_BASE_URL',
  /** The token signing secret itself (local stage), or the ARN of the Secrets Manager secret holding it. */
  tokenSecret: 'TOKEN_SECRET',
  tokenSecretArn: 'TOKEN_SECRET_ARN',
  /** The WebSocket API's management endpoint (`https://{api}.execute-api.{region}.amazonaws.com/{stage}`). */
  wsCallbackUrl: 'WS_CALLBACK_URL',
  /** `true` where the S3 endpoint only understands path-style addressing (the local cloud, LocalStack). */
  s3ForcePathStyle: 'S3_FORCE_PATH_STYLE',
  /**
   * Overrides CHAT_SEND_LIMIT (shared/limits.ts): `<messages>/<seconds>`, or `off` for load tests and benchmarks that
   * measure the machine rather than a person. The stack never sets it.
   */
  chatSendLimit: 'CHAT_SEND_LIMIT',
  /**
   * Client addresses the per-address limits (RATE_LIMITS.smsPerAddress) do not count, comma-separated: the test
   * runner and the benchmarks, whose hundreds of registrations all come from 127.0.0.1. The stack never sets it.
   */
  rateExemptAddresses: 'RATE_EXEMPT_ADDRESSES',
  /** `on` on sandbox stages: the sandbox payment provider's cashier and notify routes exist (docs/payments.md). */
  paySandbox: 'PAY_SANDBOX',
  /** The sandbox provider's notify signing key (local stage), or the ARN of the secret holding it (AWS). */
  paySandboxKey: 'PAY_SANDBOX_KEY',
  paySandboxKeyArn: 'PAY_SANDBOX_KEY_ARN',
  /**
   * Where the sandbox provider sends its notify (the product's notify endpoint, as a real provider calls it from
   * outside). Unset, the sandbox hands the signed notify to the same verification in process (a deployed stage, whose
   * own URL its functions cannot name without a cycle in the stack).
   */
  payNotifyUrl: 'PAY_NOTIFY_URL',
  /**
   * The OpenSearch endpoint of the search module (`http(s)://host[:port]`): on AWS the Amazon OpenSearch Service domain
   * (requests signed with SigV4), locally the embedded endpoint the local cloud starts (infra/local/search), which speaks
   * the subset of OpenSearch's REST API the module uses. Set before `npm start`, the local cloud uses it instead.
   */
  searchEndpoint: 'SEARCH_ENDPOINT',
  /**
   * `on` in a local cloud started for tests (`npm start -- --test-clock`, which the test harness passes): the route
   * that moves process timers' time for named objects (`project.devSweep`) exists. `npm start` alone never sets it
   * (timers fire by the clock; anyone could otherwise fire others' timers early), and the stack never does.
   */
  testClock: 'TEST_CLOCK',
} as const;

export const LOCAL_STAGE = 'local';

/**
 * Whether a stage pays through the sandbox provider (docs/payments.md "The sandbox"): the local stage and the stages
 * named as test stages — `dev`, `test`, `staging`, `sandbox`, or one of those followed by `-<name>`. Any other name
 * (`prod`, `production`, `cn-north`) is a live stage: its wallets are never credited by a sandbox button.
 */
export const isSandboxStage = (stage: string): boolean => /^(local|dev|test|staging|sandbox)(-[a-z0-9-]+)?$/.test(stage);

/** `/config.json`, generated per stage. Production and local use the same SPA build. */
export interface SiteConfig {
  apiBase: string;
  wsUrl: string;
  stage: string;
}

/** The path prefix under which uploaded files are served (CloudFront behaviour and local gateway alike). */
export const FILES_PATH = '/files';
