/** Each Lambda's bundle, built exactly as the stack builds it: minified size and module-init time. */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { WS_ROUTES } from '../../shared/realtime.js';
import { httpDomains } from '../../shared/routes/index.js';
import { LAMBDA_BUNDLE, LAMBDA_BUNDLE_BUDGET, ROOT_DIR, handlerEntry } from '../../infra/bundling.js';
import type { Domain } from '../../shared/domains.js';
import { percentile } from './stats.js';

export interface BundleFigure {
  domain: Domain;
  bytes: number;
  withinBudget: boolean;
  initMs: number;
}

const INIT_RUNS = 7;

// Module init as a cold Lambda does it: a fresh Node process importing the bundle, the SDK from node_modules.
const initTime = (file: string, env: Record<string, string>): number => {
  const script = `const t=performance.now();await import(${JSON.stringify(file)});console.log(performance.now()-t)`;
  const runs: number[] = [];
  for (let i = 0; i < INIT_RUNS; i += 1) {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { env: { ...process.env, ...env }, cwd: ROOT_DIR });
    runs.push(Number(String(out).trim()));
  }
  return percentile(runs.sort((a, b) => a - b), 50);
};

export const bundleFigures = async (env: Record<string, string>): Promise<BundleFigure[]> => {
  const domains = [...new Set<Domain>([...httpDomains(), ...Object.values(WS_ROUTES)])].sort();
  const outDir = join(ROOT_DIR, '.local', 'bench');
  mkdirSync(outDir, { recursive: true });
  const figures: BundleFigure[] = [];
  for (const domain of domains) {
    const result = await build({
      ...LAMBDA_BUNDLE,
      banner: { js: LAMBDA_BUNDLE.banner },
      external: [...LAMBDA_BUNDLE.external],
      mainFields: [...LAMBDA_BUNDLE.mainFields],
      sourcemap: false,
      entryPoints: [handlerEntry(domain)],
      bundle: true,
      write: false,
    });
    const code = result.outputFiles?.[0]?.contents ?? new Uint8Array();
    const file = join(outDir, `${domain}.mjs`);
    writeFileSync(file, code);
    figures.push({ domain, bytes: code.length, withinBudget: code.length <= LAMBDA_BUNDLE_BUDGET, initMs: initTime(file, env) });
  }
  return figures;
};
