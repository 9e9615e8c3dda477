/**
 * How the contract suites' time grows with the route table (`npm run bench -- contract-growth`): the contract project
 * (`vitest run --project contract`) timed on the table as it is and on the table padded to twice its size
 * (HEZUO_PAD_ROUTES=2: every route gets a twin with the same schema, access, handler and authorization declaration,
 * test/support/contract/routes.ts), each on its own fresh local cloud. Issue 26 asks that the padded run take at most
 * 20 % longer: what a route costs in these suites is in-process work, not HTTP round trips and a cloud's event loop.
 */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT_DIR } from '../../infra/bundling.js';

export interface GrowthRun {
  factor: number;
  seconds: number;
  /** The test files' own time (from their first test to their last), summed: the run without the cloud's start. */
  filesSeconds: number;
  tests: number;
  failed: number;
  routes: number;
  /** Each test file's own time (s), by its path under test/. */
  files: Record<string, number>;
}

interface JsonReport {
  numTotalTests: number;
  numFailedTests: number;
  testResults: { name: string; startTime: number; endTime: number }[];
}

const runContract = (factor: number): Promise<GrowthRun> =>
  new Promise((resolve, reject) => {
    const report = join(tmpdir(), `hezuo-growth-${process.pid}-${factor}.json`);
    rmSync(report, { force: true });
    const started = performance.now();
    const child = spawn('npx', ['vitest', 'run', '--project', 'contract', '--reporter=dot', '--reporter=json', `--outputFile.json=${report}`], {
      cwd: ROOT_DIR,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, HEZUO_PAD_ROUTES: String(factor), FORCE_COLOR: '0' },
    });
    child.once('error', reject);
    child.once('close', () => {
      const seconds = (performance.now() - started) / 1000;
      try {
        const json = JSON.parse(readFileSync(report, 'utf8')) as JsonReport;
        const filesSeconds = json.testResults.reduce((s, r) => s + (r.endTime - r.startTime) / 1000, 0);
        const files = Object.fromEntries(json.testResults.map((r) => [r.name.replace(/^.*?\/test\//, ''), (r.endTime - r.startTime) / 1000]));
        resolve({ factor, seconds, filesSeconds, tests: json.numTotalTests, failed: json.numFailedTests, routes: 0, files });
      } catch (error) {
        reject(new Error(`the contract run at ×${factor} left no report: ${(error as Error).message}`));
      } finally {
        rmSync(report, { force: true });
      }
    });
  });

/**
 * `pairs` pairs of runs, ×1 and ×2 alternating (×1, ×2, ×1, ×2 …), so that whatever else slows the machine for a while
 * falls on both sides; one pair moved by ±20 % between runs, which is the size of what is measured.
 */
export const contractGrowth = async (routes: number, pairs = 3): Promise<GrowthRun[]> => {
  const runs: GrowthRun[] = [];
  for (let pair = 0; pair < pairs; pair += 1) for (const factor of [1, 2]) runs.push({ ...(await runContract(factor)), routes: routes * factor });
  return runs;
};

const pct = (after: number, before: number) => `${after >= before ? '+' : ''}${((100 * (after - before)) / before).toFixed(0)} %`;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export const growthSection = (runs: GrowthRun[], commit: string): string[] => {
  const of = (factor: number) => runs.filter((r) => r.factor === factor);
  const [one, two] = [of(1), of(2)];
  const wall = [median(one.map((r) => r.seconds)), median(two.map((r) => r.seconds))] as const;
  const files = [median(one.map((r) => r.filesSeconds)), median(two.map((r) => r.filesSeconds))] as const;
  return [
    '<!-- contract-growth -->',
    '## The contract suites as the route table doubles',
    '',
    '`npm run bench -- contract-growth`: the contract project (`vitest run --project contract`: the authorization matrix',
    'with strangers, every route\'s bad and random inputs, the access checks, the processes, the secrets suite) on the',
    'route table as it is and padded to twice its size (each route with a twin of the same schema, access, handler and',
    'authorization declaration), each on a fresh local cloud, in pairs taken in turn (×1, ×2, ×1, ×2 …); the growth is',
    'that of the medians. Issue 26 asks for at most 20 % more time at twice the routes.',
    '',
    `Run: ${new Date().toISOString()} · commit ${commit}`,
    '',
    '| run | table | routes | tests | failed | wall time | test files\' time |',
    '| ---: | --- | ---: | ---: | ---: | ---: | ---: |',
    ...runs.map((r, i) => `| ${i + 1} | ×${r.factor} | ${r.routes} | ${r.tests} | ${r.failed} | ${r.seconds.toFixed(1)} s | ${r.filesSeconds.toFixed(1)} s |`),
    `| median | ×1 | | | | ${wall[0].toFixed(1)} s | ${files[0].toFixed(1)} s |`,
    `| median | ×2 | | | | ${wall[1].toFixed(1)} s | ${files[1].toFixed(1)} s |`,
    `| growth | | | | | **${pct(wall[1], wall[0])}** | ${pct(files[1], files[0])} |`,
    '',
    'Each file\'s own time, median of its runs:',
    '',
    '| file | ×1 | ×2 | growth |',
    '| --- | ---: | ---: | ---: |',
    ...[...new Set(runs.flatMap((r) => Object.keys(r.files)))].sort().map((name) => {
      const [a, b] = [median(one.map((r) => r.files[name] ?? 0)), median(two.map((r) => r.files[name] ?? 0))];
      return `| ${name} | ${a.toFixed(1)} s | ${b.toFixed(1)} s | ${pct(b, a)} |`;
    }),
    '',
    '<!-- /contract-growth -->',
  ];
};
