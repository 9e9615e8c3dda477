// The security headers CloudFront sends (docs/SECURITY.md "Headers and transport"), read from the synthesized
// template: every behaviour has a response headers policy, and the policies hold exactly the values of
// infra/site-headers.ts, the module the local site uses too (test/integration/site-headers.test.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_SCRIPT_SOURCE, FILES_CSP, HSTS_MAX_AGE_SECONDS, REFERRER_POLICY, securityHeaderValues, siteCsp } from '../../infra/site-headers.js';
import { addHezuoStack } from '../../infra/stack/hezuo-app.js';
import { FILES_PATH } from '../../shared/runtime-config.js';

type Resource = { Type: string; Properties: Record<string, unknown> };
interface Behavior {
  PathPattern?: string;
  ViewerProtocolPolicy: string;
  ResponseHeadersPolicyId?: { Ref: string };
}
interface SecurityHeadersConfig {
  ContentSecurityPolicy: { ContentSecurityPolicy: unknown; Override: boolean };
  ContentTypeOptions: { Override: boolean };
  FrameOptions: { FrameOption: string; Override: boolean };
  ReferrerPolicy: { ReferrerPolicy: string; Override: boolean };
  StrictTransportSecurity: { AccessControlMaxAgeSec: number; IncludeSubdomains: boolean; Preload?: boolean; Override: boolean };
  XSSProtection: { Protection: boolean; Override: boolean };
}

let app: App;
let resources: Record<string, Resource>;
let behaviors: Behavior[];

/** Flattens a Fn::Join of literals and references into one string, references shown as `<ref>`. */
const flatten = (value: unknown): string => {
  if (typeof value === 'string') return value;
  const join = (value as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
  return join ? join[1].map(flatten).join(join[0]) : '<ref>';
};

const headersOf = (behavior: Behavior): SecurityHeadersConfig => {
  const policy = behavior.ResponseHeadersPolicyId ? resources[behavior.ResponseHeadersPolicyId.Ref] : undefined;
  expect(policy?.Type, behavior.PathPattern ?? 'default').toBe('AWS::CloudFront::ResponseHeadersPolicy');
  return (policy!.Properties.ResponseHeadersPolicyConfig as { SecurityHeadersConfig: SecurityHeadersConfig }).SecurityHeadersConfig;
};

const behaviorAt = (pattern: string | undefined): Behavior => {
  const found = behaviors.find((b) => b.PathPattern === pattern);
  if (!found) throw new Error(`no behaviour ${pattern ?? 'default'}`);
  return found;
};

/** The values both policies share, from the same module as the local site's. */
const expectCommon = (config: SecurityHeadersConfig, what: string) => {
  expect(config.ContentTypeOptions, what).toEqual({ Override: true });
  expect(config.ReferrerPolicy, what).toEqual({ ReferrerPolicy: REFERRER_POLICY, Override: true });
  // HTTPS everywhere on AWS: a year, subdomains included, overriding whatever an origin says.
  expect(config.StrictTransportSecurity, what).toMatchObject({ AccessControlMaxAgeSec: HSTS_MAX_AGE_SECONDS, IncludeSubdomains: true, Override: true });
  expect(HSTS_MAX_AGE_SECONDS).toBeGreaterThanOrEqual(31_536_000);
  // X-XSS-Protection: 0 (the legacy auditor off; the CSP does the job).
  expect(config.XSSProtection, what).toEqual({ Protection: false, Override: true });
  expect(config.ContentSecurityPolicy.Override, what).toBe(true);
};

beforeAll(() => {
  // Prepare: the placeholder SPA keeps the synth fast.
  app = new App({ outdir: mkdtempSync(join(tmpdir(), 'hezuo-cdk-headers-')) });
  const stack = addHezuoStack(app, { stage: 'test', spaBuild: 'placeholder' });
  resources = Template.fromStack(stack).toJSON().Resources as Record<string, Resource>;
  const [distribution] = Object.values(resources).filter((r) => r.Type === 'AWS::CloudFront::Distribution');
  const config = distribution!.Properties.DistributionConfig as { DefaultCacheBehavior: Behavior; CacheBehaviors: Behavior[] };
  behaviors = [config.DefaultCacheBehavior, ...config.CacheBehaviors];
}, 300_000);

afterAll(() => rmSync(app.outdir, { recursive: true, force: true }));

describe('CloudFront security headers', () => {
  it('gives every behaviour a response headers policy and serves it over HTTPS only', () => {
    // Assess: the SPA, /api/* and /files/*, and no behaviour without headers or reachable over plain http.
    expect(behaviors.map((b) => b.PathPattern ?? 'default').sort()).toEqual(['/api/*', `${FILES_PATH}/*`, 'default']);
    for (const behavior of behaviors) {
      expect(behavior.ResponseHeadersPolicyId, behavior.PathPattern ?? 'default').toBeDefined();
      expect(['redirect-to-https', 'https-only'], behavior.PathPattern ?? 'default').toContain(behavior.ViewerProtocolPolicy);
    }
  });

  it('uses one site policy for the SPA and the API, and the sandboxing files policy for /files', () => {
    // Act
    const spa = behaviorAt(undefined).ResponseHeadersPolicyId;
    const apiPolicy = behaviorAt('/api/*').ResponseHeadersPolicyId;
    const files = behaviorAt(`${FILES_PATH}/*`).ResponseHeadersPolicyId;

    // Assess
    expect(apiPolicy).toEqual(spa);
    expect(files).not.toEqual(spa);
    expect(Object.values(resources).filter((r) => r.Type === 'AWS::CloudFront::ResponseHeadersPolicy')).toHaveLength(2);
  });

  it('sends the site CSP, built by the shared module, denying frames', () => {
    // Prepare: the origins the stack knows only as references (the socket API, the uploads bucket's endpoint).
    const expected = siteCsp({
      sockets: ['wss://<ref>.execute-api.<ref>.<ref>'],
      storage: ['https://hezuo-test-uploads-<ref>-<ref>.s3.<ref>.<ref>'],
    });

    // Act
    const config = headersOf(behaviorAt(undefined));

    // Assess
    expectCommon(config, 'site');
    expect(flatten(config.ContentSecurityPolicy.ContentSecurityPolicy)).toBe(expected);
    expect(expected).toContain("frame-ancestors 'none'");
    expect(expected).toContain(`script-src 'self' ${BOOT_SCRIPT_SOURCE};`);
    expect(config.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
    expect(securityHeaderValues('site', expected, { https: true }).frameOptions).toBe('DENY');
  });

  it('sends the sandboxing CSP on uploaded files', () => {
    // Act
    const config = headersOf(behaviorAt(`${FILES_PATH}/*`));

    // Assess
    expectCommon(config, 'files');
    expect(config.ContentSecurityPolicy.ContentSecurityPolicy).toBe(FILES_CSP);
    expect(FILES_CSP).toMatch(/(^|; )sandbox(;|$)/);
    expect(FILES_CSP).toContain("default-src 'none'");
    expect(config.FrameOptions).toEqual({ FrameOption: 'SAMEORIGIN', Override: true });
  });
});
