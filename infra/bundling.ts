/**
 * How every Lambda is bundled, shared by the CDK construct and the benchmarks so that the measured bundle is
 * the deployed one. The AWS SDK v3 (`@aws-sdk/*` and its `@smithy/*` parts) is left out: the Node.js 22 runtime
 * ships it, and bundling it would put each function at 650 KB+ instead of ~150 KB (CDK's own default for
 * Node >= 18 runtimes is the same `@aws-sdk/*` exclusion).
 */
import { join } from 'node:path';
import type { Domain } from '../shared/domains.js';

export const ROOT_DIR = join(import.meta.dirname, '..');

export const LAMBDA_EXTERNALS = ['@aws-sdk/*', '@smithy/*'];

export const LAMBDA_BUNDLE = {
  target: 'node22',
  format: 'esm',
  platform: 'node',
  minify: true,
  sourcemap: true,
  mainFields: ['module', 'main'],
  external: LAMBDA_EXTERNALS,
  // Some dependencies still call require(); ESM output needs it defined.
  banner: "import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);",
} as const;

export const handlerEntry = (domain: Domain): string => join(ROOT_DIR, 'functions', domain, 'handler.ts');

/** The budget of issue 2: every bundle at most this many bytes, minified. */
export const LAMBDA_BUNDLE_BUDGET = 250 * 1024;
