/**
 * The whole `npm test` timed (`npm run bench -- suite [--label L] [--dir D]`): wall time, tests and the route
 * table's size, so that the suite's time per route can be followed as the table grows. `--dir` times another
 * checkout (an earlier commit in a git worktree) for the before figure. Each run adds a row to the suite section
 * of docs/BENCHMARKS.md, which a full `npm run bench` keeps as it is.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { ROOT_DIR } from '../../infra/bundling.js';
import { cpus } from 'node:os';
import { join } from 'node:path';

export const SUITE_START = '<!-- suite: rows added by `npm run bench -- suite` -->';
export const SUITE_END = '<!-- /suite -->';

export interface SuiteFigure {
  label: string;
  commit: string;
  seconds: number;
  tests: number;
  failed: number;
  routes: number;
}

const run = (command: string, args: string[], cwd: string): Promise<{ code: number; out: string }> =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, FORCE_COLOR: '0' } });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('close', (code) => resolve({ code: code ?? 1, out }));
  });

/** Times `npm test` in `dir`; the route count is read from that checkout's table through its own tsx. */
export const timeSuite = async (dir: string, label: string): Promise<SuiteFigure> => {
  const commit = (await run('git', ['rev-parse', '--short', 'HEAD'], dir)).out.trim();
  const routes = Number(
    (await run('npx', ['tsx', '-e', "import('./shared/routes/index.ts').then((m) => console.log(m.ROUTES.length))"], dir)).out.trim().split('\n').pop(),
  );
  const started = performance.now();
  const { out: raw } = await run('npm', ['test'], dir);
  const seconds = (performance.now() - started) / 1000;
  // eslint-disable-next-line no-control-regex -- the terminal colours vitest may print
  const out = raw.replace(/\u001b\[[0-9;]*m/g, '');
  mkdirSync(join(ROOT_DIR, 'test-results'), { recursive: true });
  writeFileSync(join(ROOT_DIR, 'test-results', `suite-${commit}.log`), out);
  const counts = /Tests\s+(?:(\d+) failed\s*\|\s*)?(\d+) passed/.exec(out);
  return { label, commit, seconds, tests: Number(counts?.[2] ?? 0) + Number(counts?.[1] ?? 0), failed: Number(counts?.[1] ?? 0), routes };
};

export const suiteRow = (f: SuiteFigure): string =>
  `| ${new Date().toISOString().slice(0, 10)} | ${f.label} | ${f.commit} | ${cpus().length} | ${(f.seconds / 60).toFixed(1)} min | ${f.tests} | ${f.failed} | ${f.routes} | ${(f.seconds / Math.max(1, f.routes)).toFixed(1)} s |`;

export const SUITE_HEADER = [
  '## The whole `npm test`',
  '',
  'Wall time of `npm test` (unit, integration and e2e with their local cloud and Chromium) on this machine, one row per',
  'timing; the issue 12 target is that the time per route falls and the whole stays under 10 minutes while the route',
  'table doubles.',
  '',
  '| date | what | commit | cores | wall time | tests | failed | routes | per route |',
  '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
];

/** The suite section of an existing BENCHMARKS.md (markers included), or a fresh one. */
export const suiteSection = (benchmarks: string | undefined, added: readonly string[] = []): string[] => {
  const start = benchmarks?.indexOf(SUITE_START) ?? -1;
  const end = benchmarks?.indexOf(SUITE_END) ?? -1;
  const rows = start >= 0 && end > start ? benchmarks!.slice(start + SUITE_START.length, end).split('\n').filter((l) => /^\| \d{4}-/.test(l)) : [];
  return [SUITE_START, ...SUITE_HEADER, ...rows, ...added, '', SUITE_END];
};

export const readBenchmarks = (root: string): string | undefined => {
  try {
    return readFileSync(join(root, 'docs', 'BENCHMARKS.md'), 'utf8');
  } catch {
    return undefined;
  }
};
