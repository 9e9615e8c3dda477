// Holds the CDK stack to the route table, the socket protocol and the security rules: synthesized once, then read.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, CfnElement, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { rolePolicyDocuments } from '../support/role-policies.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNIT_NAMES, grantsOf, triggersOf, type UnitName } from '../../shared/units.js';
import { unitOf } from '../../shared/routes/types.js';
import { WS_ROUTES, WS_ROUTE_SELECTION } from '../../shared/realtime.js';
import { deployedRoutes } from '../../shared/routes/index.js';
import { PRIVATE_KEY_PREFIXES } from '../../shared/limits.js';
import { ENV, FILES_PATH } from '../../shared/runtime-config.js';
import { LAMBDA_BUNDLE_BUDGET } from '../../infra/bundling.js';
import { TABLE_DESIGN } from '../../infra/table-design.js';
import { addHezuoStack } from '../../infra/stack/hezuo-app.js';
import { TRAVERSALS } from '../support/file-traversals.js';
import type { HezuoStack } from '../../infra/stack/hezuo-stack.js';
import { deployedRouteDomains, samplePath, selectRoute } from './stack-gateway.js';

type Resource = { Type: string; Properties: Record<string, unknown>; DeletionPolicy?: string };

let app: App;
let stack: HezuoStack;
let template: Template;
let resources: Record<string, Resource>;

const logicalId = (construct: IConstruct): string => {
  const element = construct instanceof CfnElement ? construct : construct.node.defaultChild;
  if (!(element instanceof CfnElement)) throw new Error(`${construct.node.path} has no CloudFormation resource`);
  return Stack.of(element).resolve(element.logicalId) as string;
};

const functionId = (domain: UnitName): string => {
  const fn = stack.functions.get(domain);
  if (!fn) throw new Error(`No function for ${domain}`);
  return logicalId(fn);
};

const ofType = (type: string): [string, Resource][] => Object.entries(resources).filter(([, r]) => r.Type === type);

/** The routes of one API, by route key. */
const routesOf = (api: IConstruct): Map<string, Resource> =>
  new Map(
    ofType('AWS::ApiGatewayV2::Route')
      .filter(([, r]) => JSON.stringify(r.Properties.ApiId).includes(logicalId(api)))
      .map(([, r]) => [r.Properties.RouteKey as string, r]),
  );

/** A route's target `integrations/<id>` -> the integration's URI, as JSON, to look for the function in it. */
const integrationUriOf = (route: Resource): string => {
  const target = JSON.stringify(route.Properties.Target);
  const [, integrationId] = /"Ref":"([^"]+)"/.exec(target) ?? [];
  const integration = integrationId ? resources[integrationId] : undefined;
  if (!integration) throw new Error(`Route target ${target} names no integration`);
  return JSON.stringify(integration.Properties.IntegrationUri);
};

/** Flattens a Fn::Join of literals and references into one string, references shown as `<ref>`. */
const flatten = (value: unknown): string => {
  if (typeof value === 'string') return value;
  const join = (value as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
  return join ? join[1].map(flatten).join(join[0]) : '<ref>';
};

const wsFunctionDomains = (): UnitName[] => [...new Set(Object.values(WS_ROUTES))];

beforeAll(() => {
  // Prepare: the placeholder SPA keeps the synth fast; the functions are bundled for real (local esbuild).
  app = new App({ outdir: mkdtempSync(join(tmpdir(), 'hezuo-cdk-')) });
  stack = addHezuoStack(app, { stage: 'test', spaBuild: 'placeholder' });
  // Act: synthesizing runs cdk-nag too; an unacknowledged error would throw here.
  template = Template.fromStack(stack);
  resources = template.toJSON().Resources as Record<string, Resource>;
}, 300_000);

afterAll(() => rmSync(app.outdir, { recursive: true, force: true }));

describe('HTTP API', () => {
  const deployedDomains = () =>
    deployedRouteDomains(resources, logicalId(stack.httpApi), new Map([...stack.functions.keys()].map((d) => [d, functionId(d)])));

  it('serves every deployed route of the table by the function of its domain, mostly through proxy routes', () => {
    // Prepare
    const deployed = deployedDomains();
    const keys = [...deployed.keys()];

    for (const route of deployedRoutes()) {
      // Act: the route API Gateway picks for this route's method and a concrete path.
      const selected = selectRoute(keys, route.method, samplePath(route.path));

      // Assess: that route invokes the route's own function, whose router (built from the same table) serves it.
      expect(selected, route.id).toBeDefined();
      expect(deployed.get(selected!), `${route.id} via ${selected}`).toBe(unitOf(route));
    }
    expect(keys.some((key) => key.endsWith('/{proxy+}'))).toBe(true);
    expect(keys.length).toBeLessThan(deployedRoutes().length / 2);
    expect([...deployed.values()]).not.toContain(undefined);
  });

  it('hands every unknown path to a function, which answers the envelope 404, never API Gateway itself', () => {
    // Prepare
    const deployed = deployedDomains();
    const keys = [...deployed.keys()];

    // Act
    const selected = ['/api/no-such-thing', '/api/pc/hezuo/no-such-thing', '/api/pc/hezuo/user-personage/no-such-thing', '/'].map(
      (path) => selectRoute(keys, 'GET', path),
    );

    // Assess
    expect(keys).toContain('$default');
    for (const key of selected) expect(deployed.get(key!)).toBeDefined();
  });

  it('has one invoke permission per function for the whole HTTP API, not one per route', () => {
    // Prepare
    const apiId = logicalId(stack.httpApi);

    // Act
    const permissions = ofType('AWS::Lambda::Permission').filter(([, p]) => JSON.stringify(p.Properties.SourceArn).includes(apiId));

    // Assess
    expect(permissions).toHaveLength(new Set(deployedRoutes().map(unitOf)).size);
    for (const [, permission] of permissions) {
      expect(permission.Properties.Principal).toBe('apigateway.amazonaws.com');
      // `<api>/*`: every stage and route of this API, `$default` (`<api>/<stage>/$default`) included.
      expect(flatten(permission.Properties.SourceArn)).toMatch(/:<ref>\/\*$/);
    }
  });

  it('throttles and logs its stage', () => {
    // Assess
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      ApiId: { Ref: logicalId(stack.httpApi) },
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
    });
  });
});

describe('functions', () => {
  it('has exactly one arm64 Node.js 22 function per unit of shared/units.ts', () => {
    // Prepare: the units serving routes and WebSocket routes, and those with triggers only (timers, indexer).
    const withTriggers = UNIT_NAMES.filter((unit) => triggersOf(unit).some((t) => t !== 'websocket'));
    const expected = [...new Set([...deployedRoutes().map(unitOf), ...wsFunctionDomains(), ...withTriggers])].sort();

    // Act
    const ids = expected.map(functionId);

    // Assess
    expect([...stack.functions.keys()].sort()).toEqual(expected);
    expect(new Set(ids).size).toBe(expected.length);
    for (const id of ids) {
      expect(resources[id]?.Type).toBe('AWS::Lambda::Function');
      expect(resources[id]?.Properties).toMatchObject({ Architectures: ['arm64'], Runtime: 'nodejs22.x' });
    }
  });

  it('has no other functions than those and CDK helpers', () => {
    // Prepare
    const helperIds = stack.node
      .findAll()
      .filter((c): c is CfnFunction => c instanceof CfnFunction)
      .filter((c) => c.node.path.startsWith(`${stack.stackName}/Custom::CDKBucketDeployment`))
      .map(logicalId);
    // Every unit's, the search indexer's and the timers' included (test/unit/stack-search.test.ts).
    const domainIds = [...stack.functions.keys()].map(functionId);
    const workerIds: string[] = [];

    // Act
    const all = ofType('AWS::Lambda::Function').map(([id]) => id);

    // Assess
    expect(all.sort()).toEqual([...domainIds, ...workerIds, ...helperIds].sort());
  });

  it('gets the secret by ARN and never a secret value in its environment', () => {
    // Prepare
    const secretId = logicalId(stack.tokenSecret);

    for (const domain of stack.functions.keys()) {
      // Act
      const { Variables: variables } = resources[functionId(domain)]?.Properties.Environment as {
        Variables: Record<string, unknown>;
      };

      // Assess
      expect(variables[ENV.tokenSecret], domain).toBeUndefined();
      expect(variables[ENV.tokenSecretArn], domain).toEqual({ Ref: secretId });
      for (const name of [ENV.stage, ENV.tableName, ENV.uploadBucket, ENV.filesBaseUrl, ENV.wsCallbackUrl]) {
        expect(variables[name], `${domain} ${name}`).toBeDefined();
      }
      expect(flatten(variables[ENV.filesBaseUrl])).toMatch(new RegExp(`^https://<ref>${FILES_PATH}$`));
      for (const [name, value] of Object.entries(variables)) {
        // The logs' service name is the unit's, not a secret (hezuo-project-negotiation).
        if (typeof value !== 'string' || name === 'POWERTOOLS_SERVICE_NAME') continue;
        // A literal long run of random-looking characters is what a pasted key or password looks like.
        expect(value, `${domain} ${name}`).not.toMatch(/[A-Za-z0-9+/=_-]{24,}/);
        expect(name, domain).not.toMatch(/PASSWORD|PRIVATE|SECRET$|TOKEN$/);
      }
    }
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: Match.objectLike({ PasswordLength: 64 }),
      SecretString: Match.absent(),
    });
  });

  it('keeps every bundle, the AWS SDK included, under the budget', () => {
    // Every unit's function, the search indexer and the timers included.
    const bundled: [string, string][] = [...stack.functions.keys()].map((domain) => [domain, functionId(domain)]);
    for (const [domain, id] of bundled) {
      // Prepare
      const code = resources[id]?.Properties.Code as { S3Key: string };
      const assetDir = join(app.outdir, `asset.${code.S3Key.replace(/\.zip$/, '')}`);

      // Act
      const bytes = statSync(join(assetDir, 'index.mjs')).size;

      // Assess
      expect(bytes, `${domain}: ${bytes} bytes`).toBeLessThan(LAMBDA_BUNDLE_BUDGET);
    }
  });
});

describe('WebSocket API', () => {
  it('selects routes by the frame and integrates each WS route with its domain function', () => {
    // Act
    const byKey = routesOf(stack.webSocketApi);

    // Assess
    expect(resources[logicalId(stack.webSocketApi)]?.Properties).toMatchObject({
      ProtocolType: 'WEBSOCKET',
      RouteSelectionExpression: WS_ROUTE_SELECTION,
    });
    expect([...byKey.keys()]).toEqual(expect.arrayContaining(['$connect', '$disconnect', '$default']));
    expect([...byKey.keys()].sort()).toEqual(Object.keys(WS_ROUTES).sort());
    for (const [routeKey, domain] of Object.entries(WS_ROUTES)) {
      expect(integrationUriOf(byKey.get(routeKey)!), routeKey).toContain(functionId(domain));
    }
  });

  it('deploys the WebSocket API on an auto-deployed stage whose callback URL is an output for the ops command', () => {
    // Assess
    const stages = ofType('AWS::ApiGatewayV2::Stage').filter(([, s]) => JSON.stringify(s.Properties.ApiId).includes(logicalId(stack.webSocketApi)));
    expect(stages).toHaveLength(1);
    expect(stages[0]![1].Properties).toMatchObject({ StageName: 'test', AutoDeploy: true });
    expect(Object.keys(template.toJSON().Outputs as object)).toEqual(expect.arrayContaining(['WebSocketUrl', 'WebSocketCallbackUrl']));
  });

  it('lets the units that push send to connections of its stage only, and no other unit', () => {
    for (const domain of stack.functions.keys()) {
      // Act
      const policies = rolePolicyDocuments(resources, logicalId(stack.functions.get(domain)!.role!));

      // Assess
      if (grantsOf(domain).push) expect(JSON.stringify(policies), domain).toMatch(/execute-api:ManageConnections.*\/test\/\*\/@connections\/\*/);
      else expect(JSON.stringify(policies), domain).not.toContain('execute-api');
    }
  });
});

describe('data and storage', () => {
  it('has the single table with TTL, on-demand billing, PITR, the generic GSIs and the other indexes of the design', () => {
    // Assess
    expect(TABLE_DESIGN.indexes.slice(0, 3).map((index) => index.name)).toEqual(['gsi1', 'gsi2', 'gsi3']);
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        BillingMode: 'PAY_PER_REQUEST',
        TimeToLiveSpecification: { AttributeName: 'ttl', Enabled: true },
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        DeletionProtectionEnabled: true,
        // Every index of infra/table-design.ts (which the local cloud creates too), all attributes unless it says.
        GlobalSecondaryIndexes: TABLE_DESIGN.indexes.map((index) => ({
          IndexName: index.name,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'projection' in index ? index.projection : 'ALL' },
        })),
      }),
    });
  });

  it('keeps the uploads bucket private, short-lived for tmp/ and open to POST from the site only', () => {
    // Prepare
    const bucket = resources[logicalId(stack.uploadBucket)]?.Properties ?? {};
    const { CorsRules: cors } = bucket.CorsConfiguration as {
      CorsRules: { AllowedMethods: string[]; AllowedOrigins: unknown[] }[];
    };

    // Assess
    expect(bucket.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(bucket.LifecycleConfiguration).toEqual({
      Rules: expect.arrayContaining([
        expect.objectContaining({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } }),
        expect.objectContaining({ Prefix: 'tmp/', ExpirationInDays: 1 }),
      ]),
    });
    expect(cors).toHaveLength(1);
    expect(cors[0]?.AllowedMethods).toContain('POST');
    expect(cors[0]?.AllowedOrigins.map(flatten)).toEqual(['https://<ref>']);
    expect(JSON.stringify(cors[0]?.AllowedOrigins)).toContain(logicalId(stack.distribution));
  });
});

describe('CloudFront', () => {
  it('routes /api/* to the HTTP API uncached and /files/* to the uploads', () => {
    // Assess
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        Logging: Match.objectLike({ Bucket: Match.anyValue() }),
        CacheBehaviors: Match.arrayWith([
          Match.objectLike({
            PathPattern: '/api/*',
            AllowedMethods: Match.arrayWith(['PUT', 'POST', 'DELETE']),
            // The managed CachingDisabled and AllViewerExceptHostHeader policies.
            CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
            OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
          }),
          Match.objectLike({ PathPattern: `${FILES_PATH}/*`, FunctionAssociations: Match.anyValue() }),
        ]),
      }),
    });
  });

  it('sends a Content-Security-Policy that allows the sockets and the uploads endpoint', () => {
    // Prepare
    const distribution = resources[logicalId(stack.distribution)]?.Properties.DistributionConfig as {
      DefaultCacheBehavior: { ResponseHeadersPolicyId: { Ref: string } };
    };

    // Act
    const policy = resources[distribution.DefaultCacheBehavior.ResponseHeadersPolicyId.Ref]?.Properties as {
      ResponseHeadersPolicyConfig: { SecurityHeadersConfig: { ContentSecurityPolicy: Record<string, unknown> } };
    };
    const csp = flatten(
      policy.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy,
    );

    // Assess
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob: https://hezuo-test-uploads-");
    // The socket's origin (API id, region, URL suffix) and the uploads bucket's regional endpoint.
    expect(csp).toContain("connect-src 'self' wss://<ref>.execute-api.<ref>.<ref> https://hezuo-test-uploads-");
    expect(csp).toContain("form-action 'self' https://hezuo-test-uploads-<ref>-<ref>.s3.<ref>.<ref>");
  });

  it('serves /files/<key> as the key, and refuses the private kinds however their path is encoded', () => {
    // Prepare: the viewer-request function of the /files/* behaviour, run as CloudFront runs it.
    const [, fn] = ofType('AWS::CloudFront::Function').find(([, r]) => JSON.stringify(r.Properties.FunctionConfig).includes('Strips')) ?? [];
    const code = String(fn?.Properties.FunctionCode);
    const handler = new Function(`${code}; return handler;`)() as (event: { request: { uri: string } }) => { uri?: string; statusCode?: number };
    const at = (uri: string) => handler({ request: { uri } });

    // Assess
    expect(at(`${FILES_PATH}/image/u1/01J.png`)).toEqual({ uri: '/image/u1/01J.png' });
    for (const kind of PRIVATE_KEY_PREFIXES) {
      expect(at(`${FILES_PATH}/${kind}u1/01J.png`)).toMatchObject({ statusCode: 403 });
      expect(at(`${FILES_PATH}/${encodeURIComponent(kind).replace(/-/g, '%2D')}u1/01J.png`)).toMatchObject({ statusCode: 403 });
    }
    expect(at(`${FILES_PATH}/%E0%A4%A`)).toMatchObject({ statusCode: 400 });
    // Dot segments and encoded or double-encoded slashes never reach S3 (docs/SECURITY.md "Files").
    for (const path of TRAVERSALS) expect(at(`${FILES_PATH}/${path}`).statusCode, path).toBeGreaterThanOrEqual(400);
    expect(at(`${FILES_PATH}/avatar/01J/demo.png`)).toEqual({ uri: '/avatar/01J/demo.png' });
    expect(at(`${FILES_PATH}/content/0123abcd.svg`)).toEqual({ uri: '/content/0123abcd.svg' });
  });

  it('lets the chat units read the chat files, the wallet the identity documents, the project documents unit the library files, the disputes unit disputes’ evidence, the order unit invoices and refund pictures and the org unit licence pictures, nothing else private', () => {
    // Prepare
    const uploads = logicalId(stack.uploadBucket);
    const readsOfRole = (roleId: string) =>
      rolePolicyDocuments(resources, roleId)
        .flatMap((document) => document.Statement)
        .filter((statement) => JSON.stringify(statement.Action).includes('"s3:GetObject') && JSON.stringify(statement.Resource).includes(uploads));
    const reads = ofType('AWS::IAM::Role').flatMap(([roleId]) => readsOfRole(roleId));
    const readsOf = (domain: 'chat' | 'realtime' | 'wallet' | 'project-documents' | 'project-disputes' | 'order' | 'org') => {
      const found = readsOfRole(logicalId(stack.functions.get(domain)!.role!));
      expect(found).toHaveLength(1);
      return JSON.stringify(found[0]);
    };

    // Assess
    expect(reads).toHaveLength(7);
    const order = readsOf('order');
    for (const kind of ['invoice/', 'refund-image/']) expect(order).toContain(`/${kind}*`);
    expect(order).not.toContain('/chat-');
    expect(order).not.toContain('/identity/*');
    const chat = readsOf('chat');
    const realtime = readsOf('realtime');
    const wallet = readsOf('wallet');
    const project = readsOf('project-documents');
    for (const kind of ['chat-image/', 'chat-file/']) expect(chat).toContain(`/${kind}*`);
    expect(chat).not.toContain('/identity/*');
    for (const kind of ['chat-image/', 'chat-file/']) expect(realtime).toContain(`/${kind}*`);
    expect(realtime).not.toContain('/identity/*');
    expect(realtime).not.toContain('/library-file/*');
    expect(wallet).toContain('/identity/*');
    expect(wallet).not.toContain('/chat-');
    expect(project).toContain('/library-file/*');
    expect(project).not.toContain('/chat-');
    expect(project).not.toContain('/identity/*');
    const disputes = readsOf('project-disputes');
    expect(disputes).toContain('/dispute-file/*');
    expect(disputes).not.toContain('/chat-');
    expect(disputes).not.toContain('/library-file/*');
    expect(project).not.toContain('/dispute-file/*');
    // Licence pictures: the org unit alone (a company resume's photo, signed for its administrator only).
    const org = readsOf('org');
    expect(org).toContain('/licence/*');
    for (const kind of ['chat-', 'identity/', 'library-file/', 'dispute-file/', 'invoice/']) expect(org).not.toContain(`/${kind}`);
    for (const document of [chat, realtime, wallet, project, disputes, order, org]) expect(document).not.toMatch(/"\/\*"/);
    for (const document of [chat, realtime, wallet, project, disputes, order]) expect(document).not.toContain('/licence/');
    expect(PRIVATE_KEY_PREFIXES).toEqual(['chat-image/', 'chat-file/', 'licence/', 'identity/', 'library-file/', 'invoice/', 'refund-image/', 'dispute-file/']);
  });
});

describe('cdk-nag', () => {
  it('reports no finding that has not been acknowledged with a reason', () => {
    // Act
    const report = new AwsSolutionsChecks().validateScope(app);

    // Assess
    const findings = report.violations.map(
      (v) => `${v.severity} ${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`,
    );
    expect(findings).toEqual([]);
  });
});
