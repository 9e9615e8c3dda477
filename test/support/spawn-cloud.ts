/** Starts the local cloud as `npm start` does, in a child process (in memory, free ports), and reads its ready line. */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { dirname } from 'node:path';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { ENV } from '../../shared/runtime-config.js';
import type { CloudInfo } from './cloud-info.js';

const ROOT = join(import.meta.dirname, '..', '..');

/**
 * The caller's environment without what would point the new cloud elsewhere: a test worker carries the shared
 * cloud's endpoints and names, and with those the child would attach to that cloud instead of starting its own.
 */
const cleanEnv = (): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '' };
  for (const name of Object.keys(env)) {
    if (name.startsWith('AWS_') || (Object.values(ENV) as string[]).includes(name)) delete env[name];
  }
  env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  return env;
};

/** How start.ts's `--json` ready line begins (`JSON.stringify({ ready: true, ... })`). */
const READY = '{"ready":true';

export interface SpawnedCloud {
  info: CloudInfo;
  pid: number;
  stop(): Promise<void>;
}

export interface SpawnOptions {
  logLevel?: string;
  web?: boolean;
  /** Keep data in this folder (default: in memory). */
  dataDir?: string;
  fresh?: boolean;
  /**
   * How often expired items go (default 20 s; 0: never). Each sweep scans the whole table: the test run's cloud has
   * none (its tests name what they expire: test/support/expire.ts).
   */
  ttlSweepMs?: number;
  /** How often due process timers fire by themselves (default: as `npm start`; 0: never, only the named sweeps). */
  timerSweepMs?: number;
  /**
   * Keep the cloud's whole output (stdout and stderr, the functions' logs) in this file as well; the ready line,
   * which hands the harness the cloud's own secrets, is the one line left out. Written until the cloud exits.
   */
  logFile?: string;
  /** More environment for the cloud (e.g. POWERTOOLS_LOGGER_LOG_EVENT). */
  env?: Record<string, string>;
  /** Serve the test clock (`--test-clock`: `project.devSweep`); default on, as the tests move time with it. */
  testClock?: boolean;
}

export const spawnCloud = async ({
  logLevel = 'ERROR',
  web = false,
  dataDir,
  fresh = false,
  ttlSweepMs = 20_000,
  timerSweepMs,
  logFile,
  env,
  testClock = true,
}: SpawnOptions = {}): Promise<SpawnedCloud> => {
  const args = [
    '--json',
    '--port',
    '0',
    '--log-level',
    logLevel,
    '--ttl-sweep-ms',
    String(ttlSweepMs),
    ...(timerSweepMs === undefined ? [] : ['--timer-sweep-ms', String(timerSweepMs)]),
    ...(dataDir ? ['--data-dir', dataDir] : ['--memory']),
    ...(fresh ? ['--fresh'] : []),
    ...(testClock ? ['--test-clock'] : []),
    ...(web ? [] : ['--no-web']),
  ];
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'infra/local/start.ts'), ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', logFile ? 'pipe' : 'inherit'],
    env: { ...cleanEnv(), ...env },
  });
  let log: WriteStream | undefined;
  if (logFile) {
    mkdirSync(dirname(logFile), { recursive: true });
    log = createWriteStream(logFile, { flags: 'a', mode: 0o600 });
    child.stderr?.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      log?.write(chunk);
    });
  }
  const closed = new Promise<void>((resolve) => child.once('close', () => (log ? log.end(resolve) : resolve())));
  if (!child.stdout) throw new Error('The local cloud has no stdout');
  const lines = createInterface({ input: child.stdout });
  let ready = false;
  if (log) {
    lines.on('line', (line) => {
      if (!ready && line.startsWith(READY)) return void (ready = true);
      log?.write(`${line}\n`);
    });
  }
  const info = await new Promise<CloudInfo>((resolve, reject) => {
    // Generous: on 2 cores shared by several engineers' runs, DynamoDB Local's JVM and the seed can take minutes.
    const timer = setTimeout(() => {
      // Stopped, so that it stops what it started (DynamoDB Local's JVM would outlive a killed test run).
      child.kill('SIGTERM');
      reject(new Error('The local cloud did not start within 180 s'));
    }, 180_000);
    child.once('exit', (code) => reject(new Error(`The local cloud exited with ${code}`)));
    lines.on('line', (line) => {
      // Only the ready line: the functions' JSON log lines (at INFO) may come before it.
      if (!line.startsWith(READY)) return void (line.startsWith('{') || process.stdout.write(`[cloud] ${line}\n`));
      clearTimeout(timer);
      resolve(JSON.parse(line) as CloudInfo);
    });
  });
  child.removeAllListeners('exit');
  return {
    info,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }).then(() => (log ? closed : undefined)),
  };
};
