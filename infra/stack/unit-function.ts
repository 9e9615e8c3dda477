// One Lambda function with the project's defaults baked in once (runtime, arch, bundling, logs, own role): one
// deployment unit's (shared/units.ts), whether it serves routes or only its triggers (the search indexer, the timers).
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { PolicyDocument, Role, ServicePrincipal, type AddToPrincipalPolicyResult, type PolicyStatement, type RoleProps } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { Charset } from 'aws-cdk-lib/aws-lambda-nodejs';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { UnitName } from '../../shared/units.js';
import { LAMBDA_BUNDLE, unitEntry } from '../bundling.js';
import { LOCK_FILE, REPO_ROOT } from './paths.js';

// infra/bundling.ts holds the esbuild settings (SDK v3 bundled in and tree-shaken, ESM, require shim) so that the
// benchmarks and the bundle-size test measure exactly the bundle deployed here; this maps them onto NodejsFunction's
// options.
const FORMATS = { esm: OutputFormat.ESM, cjs: OutputFormat.CJS } as const;

export interface UnitFunctionProps {
  /** The unit whose handler it runs (shared/units.ts); it names the role and the logs' service (`hezuo-<unit>`). */
  readonly unit: UnitName;
  /** Environment variables, named by `ENV` of shared/runtime-config.ts. */
  readonly environment: Record<string, string>;
  /** Defaults to 1024 MB: on arm64 CPU scales with memory, and scrypt hashing and cold starts are CPU-bound. */
  readonly memorySize?: number;
  /** Defaults to 10 s, for functions behind the HTTP API (see below); a worker that processes batches may need more. */
  readonly timeout?: Duration;
}

/**
 * A role whose every grant lands in one inline policy of the role itself, instead of the separate
 * `AWS::IAM::Policy` (DefaultPolicy) that CDK's grants create: one resource fewer per unit, which keeps the stack
 * small as units are added (docs/BENCHMARKS.md "Lambda bundles"), and the role's permissions exist the moment
 * the role does, so nothing can call the function before its grants are in place. The grant calls
 * (`grantRead`, `addToRolePolicy` …) work unchanged.
 */
export class InlineGrantsRole extends Role {
  private readonly inlineGrants: PolicyDocument;

  constructor(scope: Construct, id: string, props: RoleProps) {
    const grants = new PolicyDocument();
    super(scope, id, { ...props, inlinePolicies: { ...props.inlinePolicies, grants } });
    this.inlineGrants = grants;
  }

  override addToPrincipalPolicy(statement: PolicyStatement): AddToPrincipalPolicyResult {
    this.inlineGrants.addStatements(statement);
    return { statementAdded: true, policyDependable: this };
  }
}

export class UnitFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: UnitFunctionProps) {
    super(scope, id);

    // An explicit log group (instead of the LogRetention helper function) gives retention without a custom resource.
    this.logGroup = new LogGroup(this, 'Logs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });

    // An own role, so that the function may write only to its own log group rather than the AWS-managed
    // AWSLambdaBasicExecutionRole (which allows every log group in the account).
    const role = new InlineGrantsRole(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Hezuo ${props.unit} function`,
    });
    this.logGroup.grantWrite(role);

    this.fn = new NodejsFunction(this, 'Function', {
      entry: unitEntry(props.unit),
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
        // Powertools names the service in every log line: which unit wrote it.
        POWERTOOLS_SERVICE_NAME: `hezuo-${props.unit}`,
      },
      bundling: {
        minify: LAMBDA_BUNDLE.minify,
        charset: Charset.UTF8,
        // The same as `charset` above, for the CDK versions whose bundling does not pass it on to esbuild.
        esbuildArgs: { '--charset': 'utf8', '--alias': Object.entries(LAMBDA_BUNDLE.alias).map(([from, to]) => `${from}=${to}`) },
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
