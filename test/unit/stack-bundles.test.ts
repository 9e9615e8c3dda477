// Every function's bundle, built with the stack's own esbuild options (infra/bundling.ts: the AWS SDK bundled in,
// tree-shaken, minified, ESM), stays under the budget. esbuild only, no synth: a few seconds.
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { LAMBDA_BUNDLE, LAMBDA_BUNDLE_BUDGET, esbuildEntryOptions, unitEntry } from '../../infra/bundling.js';
import { stackUnits } from '../../infra/stack/hezuo-stack.js';

describe('Lambda bundles', () => {
  it('bundle the AWS SDK instead of leaving it to the runtime', () => {
    // Assess
    expect(LAMBDA_BUNDLE.external).toEqual([]);
    expect(LAMBDA_BUNDLE).toMatchObject({ format: 'esm', minify: true, target: 'node22' });
  });

  it('are each under the budget, the SDK included', async () => {
    // Prepare: every unit's function (shared/units.ts), those that serve routes and those with triggers only.
    const domains = stackUnits();

    // Act: one esbuild run with every handler as an entry point (each output self-contained, as without
    // splitting), so that the shared modules and the SDK are parsed once; metafile to see the SDK is inside.
    const result = await build({
      ...esbuildEntryOptions(unitEntry(domains[0]!)),
      entryPoints: Object.fromEntries(domains.map((domain) => [domain, unitEntry(domain)])),
      outdir: 'bundles',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const results = domains.map((domain) => {
      const file = result.outputFiles.find((f) => f.path.endsWith(`/bundles/${domain}.js`));
      const output = Object.entries(result.metafile.outputs).find(([path]) => path.endsWith(`bundles/${domain}.js`))?.[1];
      const inputs = Object.keys(output?.inputs ?? {});
      const sdk = inputs.some((input) => input.includes('node_modules/@aws-sdk/'));
      // The search module's own client (functions/lib/search/client.ts) speaks to OpenSearch: the official client
      // (~300 KB with its dependencies) is a devDependency for the tests, never in a bundle (docs/decisions.md).
      const opensearch = inputs.filter((input) => /node_modules\/(@opensearch-project|aws4|json11)\//.test(input));
      // The credential chain is the role's environment alone (functions/lib/aws/env-credentials.ts): none of the
      // profile, SSO, STS or metadata providers and their clients.
      const chain = inputs.filter((input) => /node_modules\/@aws-sdk\/(credential-provider-(?!env)|nested-clients)/.test(input));
      return { domain, bytes: file?.contents.length ?? Infinity, sdk, opensearch, chain };
    });

    // Assess
    expect(results.length).toBeGreaterThan(0);
    for (const { domain, bytes, sdk, opensearch, chain } of results) {
      expect(bytes, `${domain}: ${bytes} bytes`).toBeLessThan(LAMBDA_BUNDLE_BUDGET);
      expect(sdk, `${domain} bundles the AWS SDK`).toBe(true);
      expect(opensearch, `${domain} bundles the official OpenSearch client`).toEqual([]);
      expect(chain, `${domain} bundles the SDK's full credential chain`).toEqual([]);
    }
  }, 60_000);
});
