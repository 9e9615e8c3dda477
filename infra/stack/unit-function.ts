// One Lambda function with the project's defaults baked in once (runtime, arch, bundling, logs, own role): a domain's,
// or a worker's that serves no route (the search indexer).
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { Domain } from '../../shared/domains.js';
import { LAMBDA_BUNDLE, WORKER_ENTRIES, handlerEntry, type WorkerName } from '../bundling.js';
import { LOCK_FILE, REPO_ROOT } from './paths.js';

// infra/bundling.ts holds the esbuild settings (SDK v3 bundled in and tree-shaken, ESM, require shim) so that the
// benchmarks and the bundle-size test measure exactly the bundle deployed here; this maps them onto NodejsFunction's
// options.
const FORMATS = { esm: OutputFormat.ESM, cjs: OutputFormat.CJS } as const;

export interface DomainFunctionProps {
  /**
   * The domain whose handler (functions/<domain>/handler.ts) it runs, or a worker of WORKER_ENTRIES
   * (infra/bundling.ts); it names the role and the logs' service (`hezuo-<name>`) either way.
   */
  readonly domain: Domain | WorkerName;
  /** Environment variables, named by `ENV` of shared/runtime-config.ts. */
  readonly environment: Record<string, string>;
  /** Defaults to 1024 MB: on arm64 CPU scales with memory, and scrypt hashing and cold starts are CPU-bound. */
  readonly memorySize?: number;
  /** Defaults to 10 s, for functions behind the HTTP API (see below); a worker that processes batches may need more. */
  readonly timeout?: Duration;
}

const isWorker = (name: Domain | WorkerName): name is WorkerName => Object.hasOwn(WORKER_ENTRIES, name);

/** The handler file of a domain or worker. */
export const functionEntry = (name: Domain | WorkerName): string => (isWorker(name) ? WORKER_ENTRIES[name] : handlerEntry(name));

export class DomainFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: DomainFunctionProps) {
    super(scope, id);

    // An explicit log group (instead of the LogRetention helper function) gives retention without a custom resource.
    this.logGroup = new LogGroup(this, 'Logs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });

    // An own role, so that the function may write only to its own log group rather than the AWS-managed
    // AWSLambdaBasicExecutionRole (which allows every log group in the account).
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Hezuo ${props.domain} function`,
    });
    this.logGroup.grantWrite(role);

    this.fn = new NodejsFunction(this, 'Function', {
      entry: functionEntry(props.domain),
      handler: 'handler',
      projectRoot: REPO_ROOT,
      depsLockFilePath: LOCK_FILE,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 1024,
      // HTTP API waits 30 s at most and every handler is a few DynamoDB calls; 10 s fails fast on a stuck call.
      timeout: props.timeout ?? Duration.seconds(10),
      role,
      logGroup: this.logGroup,
      environment: {
        ...props.environment,
        NODE_OPTIONS: '--enable-source-maps',
        // Powertools names the service in every log line: which domain (or worker) wrote it.
        POWERTOOLS_SERVICE_NAME: `hezuo-${props.domain}`,
      },
      bundling: {
        minify: LAMBDA_BUNDLE.minify,
        sourceMap: LAMBDA_BUNDLE.sourcemap,
        target: LAMBDA_BUNDLE.target,
        format: FORMATS[LAMBDA_BUNDLE.format],
        mainFields: [...LAMBDA_BUNDLE.mainFields],
        banner: LAMBDA_BUNDLE.banner,
        // Empty: CDK's default for Node.js 18+ runtimes would leave `@aws-sdk/*` to the runtime.
        externalModules: [...LAMBDA_BUNDLE.external],
        bundleAwsSDK: true,
      },
    });
    Validations.of(this.fn).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Node.js 22 is the runtime the project is built and tested for (design card; target node22 in the bundle). ' +
        'Moving to a newer runtime is a deliberate change here, after the tests pass on it, not an automatic one.',
    });
  }
}
