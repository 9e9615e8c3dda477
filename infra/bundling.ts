/**
 * How every Lambda is bundled, shared by the CDK construct (infra/stack/unit-function.ts), the bundle-size unit
 * test and the benchmarks, so that what is measured is what is deployed.
 *
 * The AWS SDK v3 (`@aws-sdk/*` and its `@smithy/*` parts) is bundled in, tree-shaken and minified, not taken from
 * the runtime: the runtime's copy is the full CommonJS packages, and loading them was most of a cold start
 * (chat: ~415 ms to import with the SDK external, ~350 ms of it the SDK clients; ~220 ms bundled). It also pins
 * the SDK version to the lock file instead of whatever the runtime ships. Bundles grow to ~0.5-0.8 MB, under the
 * 1 MB budget below (docs/decisions.md "AWS SDK bundled into each function").
 */
import { join } from 'node:path';
import { UNITS, type UnitName } from '../shared/units.js';

export const ROOT_DIR = join(import.meta.dirname, '..');

/** Nothing is left to the runtime: the SDK is bundled (see above). */
export const LAMBDA_EXTERNALS: readonly string[] = [];

/** The former setting, SDK from the runtime: kept only so that the bench can show before and after in one run. */
export const SDK_EXTERNALS: readonly string[] = ['@aws-sdk/*', '@smithy/*'];

export const LAMBDA_BUNDLE = {
  target: 'node22',
  format: 'esm',
  platform: 'node',
  minify: true,
  sourcemap: true,
  // `module` first: the SDK's ES module builds (dist-es) are what esbuild can tree-shake.
  mainFields: ['module', 'main'],
  // Chinese texts (messages, the region data) as UTF-8 rather than \uXXXX escapes: a third of their bytes.
  charset: 'utf8',
  external: LAMBDA_EXTERNALS,
  // Some dependencies still call require(); ESM output needs it defined.
  banner: "import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);",
  // The SDK's credential chain reduced to what a function uses, the role's credentials from its environment
  // (functions/lib/aws/env-credentials.ts; docs/decisions.md "One credential provider in the bundles").
  alias: { '@aws-sdk/credential-provider-node': join(ROOT_DIR, 'functions', 'lib', 'aws', 'env-credentials.ts') },
} as const;

/** esbuild's own options for one unit's bundle, as NodejsFunction runs it; `sdk: 'external'` is the old way. */
export const esbuildOptions = (unit: UnitName, sdk: 'bundled' | 'external' = 'bundled') => esbuildEntryOptions(unitEntry(unit), sdk);

/** The same for any handler file. */
export const esbuildEntryOptions = (entry: string, sdk: 'bundled' | 'external' = 'bundled') => ({
  entryPoints: [entry],
  bundle: true,
  target: LAMBDA_BUNDLE.target,
  format: LAMBDA_BUNDLE.format,
  platform: LAMBDA_BUNDLE.platform,
  minify: LAMBDA_BUNDLE.minify,
  charset: LAMBDA_BUNDLE.charset,
  mainFields: [...LAMBDA_BUNDLE.mainFields],
  banner: { js: LAMBDA_BUNDLE.banner },
  external: [...(sdk === 'bundled' ? LAMBDA_BUNDLE.external : SDK_EXTERNALS)],
  ...(sdk === 'bundled' ? { alias: { ...LAMBDA_BUNDLE.alias } } : {}),
});

/** The handler file of a unit (shared/units.ts). */
export const unitEntry = (unit: UnitName): string => join(ROOT_DIR, 'functions', UNITS[unit].entry);

/**
 * Every unit's bundle (index.mjs, minified, without its source map) stays under this many bytes. It was 250 KB while
 * the SDK came from the runtime and 1 MB once it was bundled in, when a function was a whole domain; units and an S3
 * module without the S3 client bring it to 700 KB (docs/decisions.md "Deployment units").
 */
export const LAMBDA_BUNDLE_BUDGET = 700 * 1024;
