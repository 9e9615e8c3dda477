/**
 * Each Lambda's bundle, built exactly as the stack builds it (infra/bundling.ts), and, for comparison, as it was
 * built before the SDK was bundled in (SDK left to the runtime): minified size and module-init time of both.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { stackUnits } from '../../infra/stack/hezuo-stack.js';
import { LAMBDA_BUNDLE_BUDGET, ROOT_DIR, esbuildOptions } from '../../infra/bundling.js';
import type { UnitName } from '../../shared/units.js';
import { percentile } from './stats.js';

export interface BuildFigure {
  bytes: number;
  initMs: number;
}

export interface BundleFigure {
  domain: UnitName;
  /** As deployed: the AWS SDK bundled in, tree-shaken. */
  bundled: BuildFigure;
  /** The former build: the AWS SDK left to the runtime (here: imported from node_modules). */
  external: BuildFigure;
  withinBudget: boolean;
}

export const INIT_RUNS = 7;

// Module init as a cold Lambda does it: a fresh Node process importing the bundle; for the SDK-external build the
// SDK comes from node_modules, as the runtime's own copy would (both are the full CommonJS/ES packages on disk).
const initTime = (file: string, env: Record<string, string>): number => {
  const script = `const t=performance.now();await import(${JSON.stringify(file)});console.log(performance.now()-t)`;
  const runs: number[] = [];
  for (let i = 0; i < INIT_RUNS; i += 1) {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { env: { ...process.env, ...env }, cwd: ROOT_DIR });
    runs.push(Number(String(out).trim()));
  }
  return percentile(runs.sort((a, b) => a - b), 50);
};

const buildOne = async (domain: UnitName, sdk: 'bundled' | 'external', outDir: string, env: Record<string, string>): Promise<BuildFigure> => {
  const result = await build({ ...esbuildOptions(domain, sdk), write: false, logLevel: 'warning' });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  const file = join(outDir, `${domain}.${sdk}.mjs`);
  writeFileSync(file, code);
  return { bytes: code.length, initMs: initTime(file, env) };
};

export const bundleFigures = async (env: Record<string, string>): Promise<BundleFigure[]> => {
  // Every unit the stack deploys (shared/units.ts), in its order.
  const domains = stackUnits();
  // Inside the repository, so that the SDK-external build resolves the SDK from its node_modules.
  const outDir = join(ROOT_DIR, '.local', 'bench');
  mkdirSync(outDir, { recursive: true });
  const figures: BundleFigure[] = [];
  for (const domain of domains) {
    // Alternated per function, so that a machine getting busier mid-run does not favour one build.
    const external = await buildOne(domain, 'external', outDir, env);
    const bundled = await buildOne(domain, 'bundled', outDir, env);
    figures.push({ domain, bundled, external, withinBudget: bundled.bytes < LAMBDA_BUNDLE_BUDGET });
  }
  return figures;
};
