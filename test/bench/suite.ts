/**
 * A test tier timed (`npm run bench -- suite [--tier test|deep] [--label L] [--dir D] [--as NAME]`): wall time, tests,
 * the route table's size, a per-file table read from Vitest's JSON report (wall time, tests, share of the run) and
 * the CPU time of every process of the run by kind (the local cloud, DynamoDB Local, Chromium, the Vitest workers),
 * sampled from /proc. `--dir` times another checkout (an earlier commit in a git worktree) for a before figure; its
 * own `npm test` is given the JSON reporter on the command line, so any commit can be measured. Each run adds a row
 * to the history of docs/BENCHMARKS.md and replaces that tier's per-file table (`--as before` keeps it as the
 * "before" table instead); a full `npm run bench` keeps the section as it is.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, relative } from 'node:path';
import { ROOT_DIR } from '../../infra/bundling.js';

export const SUITE_START = '<!-- suite: rows added by `npm run bench -- suite` -->';
export const SUITE_END = '<!-- /suite -->';

export type Tier = 'test' | 'deep';

export interface FileFigure {
  file: string;
  seconds: number;
  tests: number;
  failed: number;
}

export interface SuiteFigure {
  label: string;
  tier: Tier;
  commit: string;
  seconds: number;
  tests: number;
  failed: number;
  routes: number;
  files: FileFigure[];
  /** CPU seconds (user + system) by kind of process, over the run. */
  cpu: Record<string, number>;
}

const run = (command: string, args: string[], cwd: string, onStart?: (pid: number) => void): Promise<{ code: number; out: string }> =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, FORCE_COLOR: '0' } });
    if (child.pid) onStart?.(child.pid);
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (onStart) process.stdout.write(d);
    });
    child.stderr.on('data', (d: Buffer) => {
      out += d.toString();
      if (onStart) process.stderr.write(d);
    });
    child.on('close', (code) => resolve({ code: code ?? 1, out }));
  });

/** What a process of the run is, from its command line. */
const kindOf = (cmdline: string): string => {
  if (cmdline.includes('infra/local/start.ts')) return 'local cloud (gateway, functions, search, indexer)';
  if (cmdline.includes('DynamoDBLocal')) return 'DynamoDB Local (Java)';
  if (/chrom/i.test(cmdline)) return 'Chromium';
  if (/vitest|tinypool|node_modules\/tsx|esbuild/.test(cmdline)) return 'Vitest and its workers';
  return 'other';
};

const CLK_TCK = 100;

/**
 * Samples /proc every second for the processes under `rootPid` and keeps each one's latest CPU time (utime + stime);
 * a process's time is counted once, under the kind of its command line. Processes living less than a second are
 * missed, which the figures say.
 */
const cpuSampler = (rootPid: number) => {
  const seen = new Map<number, { kind: string; ticks: number }>();
  const sample = () => {
    let pids: number[];
    try {
      pids = readdirSync('/proc').filter((n) => /^\d+$/.test(n)).map(Number);
    } catch {
      return;
    }
    const parent = new Map<number, number>();
    const stats = new Map<number, number>();
    for (const pid of pids) {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        parent.set(pid, Number(fields[1]));
        stats.set(pid, Number(fields[11]) + Number(fields[12]));
      } catch {
        // gone meanwhile
      }
    }
    const under = (pid: number): boolean => {
      for (let p = pid, hops = 0; p > 1 && hops < 64; p = parent.get(p) ?? 0, hops += 1) if (p === rootPid) return true;
      return false;
    };
    for (const [pid, ticks] of stats) {
      if (!under(pid)) continue;
      let known = seen.get(pid);
      if (!known) {
        let cmdline = '';
        try {
          cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
        } catch {
          continue;
        }
        known = { kind: kindOf(cmdline), ticks };
        seen.set(pid, known);
      }
      known.ticks = Math.max(known.ticks, ticks);
    }
  };
  const timer = setInterval(sample, 1000);
  return {
    stop: (): Record<string, number> => {
      clearInterval(timer);
      const byKind: Record<string, number> = {};
      for (const { kind, ticks } of seen.values()) byKind[kind] = (byKind[kind] ?? 0) + ticks / CLK_TCK;
      return byKind;
    },
  };
};

interface JsonReport {
  testResults: { name: string; startTime: number; endTime: number; assertionResults: { status: string }[] }[];
}

/** The per-file figures of Vitest's JSON report, slowest first. */
export const fileFigures = (report: JsonReport, root: string): FileFigure[] =>
  report.testResults
    .map((r) => ({
      file: relative(root, r.name),
      seconds: Math.max(0, (r.endTime - r.startTime) / 1000),
      tests: r.assertionResults.length,
      failed: r.assertionResults.filter((a) => a.status === 'failed').length,
    }))
    .sort((a, b) => b.seconds - a.seconds);

/** The command of a tier in a checkout: its package.json's script when it has one (an old checkout has no deep tier). */
const tierCommand = (dir: string, tier: Tier): string[] | undefined => {
  const scripts = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  if (tier === 'test') return ['test'];
  return scripts['test:deep'] ? ['run', 'test:deep'] : undefined;
};

/** Times a tier in `dir`; the route count is read from that checkout's table through its own tsx. */
export const timeSuite = async (dir: string, label: string, tier: Tier = 'test'): Promise<SuiteFigure> => {
  const commit = (await run('git', ['rev-parse', '--short', 'HEAD'], dir)).out.trim();
  const routes = Number(
    (await run('npx', ['tsx', '-e', "import('./shared/routes/index.ts').then((m) => console.log(m.ROUTES.length))"], dir)).out.trim().split('\n').pop(),
  );
  const command = tierCommand(dir, tier);
  if (!command) throw new Error(`${dir} has no ${tier} tier`);
  mkdirSync(join(ROOT_DIR, 'test-results'), { recursive: true });
  const reportFile = join(ROOT_DIR, 'test-results', `suite-${commit}-${tier}.json`);
  const started = performance.now();
  let sampler: ReturnType<typeof cpuSampler> | undefined;
  const { out: raw } = await run('npm', [...command, '--', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`], dir, (pid) => {
    sampler = cpuSampler(pid);
  });
  const seconds = (performance.now() - started) / 1000;
  const cpu = sampler?.stop() ?? {};
  // eslint-disable-next-line no-control-regex -- the terminal colours vitest may print
  const out = raw.replace(/\u001b\[[0-9;]*m/g, '');
  writeFileSync(join(ROOT_DIR, 'test-results', `suite-${commit}-${tier}.log`), out);
  const files = existsSync(reportFile) ? fileFigures(JSON.parse(readFileSync(reportFile, 'utf8')) as JsonReport, dir) : [];
  const counts = /Tests\s+(?:(\d+) failed\s*\|\s*)?(\d+) passed/.exec(out);
  return { label, tier, commit, seconds, tests: Number(counts?.[2] ?? 0) + Number(counts?.[1] ?? 0), failed: Number(counts?.[1] ?? 0), routes, files, cpu };
};

const minutes = (seconds: number) => `${(seconds / 60).toFixed(1)} min`;

export const suiteRow = (f: SuiteFigure): string =>
  `| ${new Date().toISOString().slice(0, 10)} | ${f.label} | ${f.tier === 'deep' ? '`npm run test:deep`' : '`npm test`'} | ${f.commit} | ${cpus().length} | ${minutes(f.seconds)} | ${f.tests} | ${f.failed} | ${f.routes} | ${(f.seconds / Math.max(1, f.routes)).toFixed(1)} s |`;

/** The per-file table of one timing, with the CPU by kind of process under it. */
export const fileTable = (f: SuiteFigure, name: string): string[] => {
  const total = f.files.reduce((n, x) => n + x.seconds, 0) || 1;
  return [
    `<!-- suite-files:${name} -->`,
    `### ${name === 'before' ? 'Before' : name === 'deep' ? 'Latest `npm run test:deep`' : 'Latest `npm test`'}: ${f.label} (${f.commit}, ${minutes(f.seconds)}, ${f.tests} tests, ${f.files.length} files)`,
    '',
    'Each file\'s wall time from its first test to its last (files run two at a time, so the times add up to more than',
    'the run); share = the file\'s part of the sum of all files\' times.',
    '',
    '| file | wall time | tests | failed | share |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...f.files.map((x) => `| ${x.file} | ${x.seconds.toFixed(1)} s | ${x.tests} | ${x.failed} | ${((100 * x.seconds) / total).toFixed(1)} % |`),
    '',
    'CPU time over the run by kind of process (user + system, sampled from /proc each second; processes living less',
    'than a second are missed):',
    '',
    '| process | CPU time |',
    '| --- | ---: |',
    ...Object.entries(f.cpu)
      .sort((a, b) => b[1] - a[1])
      .map(([kind, s]) => `| ${kind} | ${s.toFixed(0)} s |`),
    '',
    `<!-- /suite-files:${name} -->`,
  ];
};

export const SUITE_HEADER = [
  '## The whole test run',
  '',
  'Wall time of each tier on this machine, one row per timing: `npm test` (unit, contract suites, one integration flow',
  'per process path, socket and gateway fidelity, e2e smoke of every page group; budget 12 minutes on 2 cores) and',
  '`npm run test:deep` (storms, chaos, fuzzing at depth, the full page walk, probes; budget 25 minutes). Before issue 26',
  'there was one tier, the whole `npm test`. Per route = wall time / routes.',
  '',
  '| date | what | tier | commit | cores | wall time | tests | failed | routes | per route |',
  '| --- | --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
];
/** The history table's columns (the tier column included). */
const SUITE_HEADER_COLUMNS = SUITE_HEADER.at(-2)!.split('|').length - 2;

const blockOf = (text: string, name: string): string[] | undefined => {
  const start = text.indexOf(`<!-- suite-files:${name} -->`);
  const end = text.indexOf(`<!-- /suite-files:${name} -->`);
  return start >= 0 && end > start ? text.slice(start, end + `<!-- /suite-files:${name} -->`.length).split('\n') : undefined;
};

/** The suite section of an existing BENCHMARKS.md (markers included), or a fresh one; `tables` replace those kept. */
export const suiteSection = (benchmarks: string | undefined, added: readonly string[] = [], tables: Record<string, string[]> = {}): string[] => {
  const start = benchmarks?.indexOf(SUITE_START) ?? -1;
  const end = benchmarks?.indexOf(SUITE_END) ?? -1;
  const kept = start >= 0 && end > start ? benchmarks!.slice(start + SUITE_START.length, end) : '';
  // Rows of the one-tier history (before issue 26: nine columns, so eleven pieces between and around the bars) gain
  // the tier column; rows that have it are kept as they are.
  const rows = kept
    .split('\n')
    .filter((l) => /^\| \d{4}-/.test(l))
    .map((l) => (l.split('|').length === SUITE_HEADER_COLUMNS + 1 ? l.replace(/^(\| [^|]+\| [^|]+\|)/, '$1 `npm test` |') : l));
  const blocks = ['before', 'test', 'deep'].flatMap((name) => {
    const block = tables[name] ?? blockOf(kept, name);
    return block ? ['', ...block] : [];
  });
  return [SUITE_START, ...SUITE_HEADER, ...rows, ...added, ...blocks, '', SUITE_END];
};

export const readBenchmarks = (root: string): string | undefined => {
  try {
    return readFileSync(join(root, 'docs', 'BENCHMARKS.md'), 'utf8');
  } catch {
    return undefined;
  }
};
