/** Starts the local cloud as `npm start` does, in a child process (in memory, free ports), and reads its ready line. */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { CloudInfo } from './cloud-info.js';

const ROOT = join(import.meta.dirname, '..', '..');

export interface SpawnedCloud {
  info: CloudInfo;
  stop(): Promise<void>;
}

export const spawnCloud = async ({ logLevel = 'ERROR', web = false } = {}): Promise<SpawnedCloud> => {
  const args = ['--json', '--memory', '--port', '0', '--log-level', logLevel, ...(web ? [] : ['--no-web'])];
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'infra/local/start.ts'), ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, PORT: '' },
  });
  const lines = createInterface({ input: child.stdout });
  const info = await new Promise<CloudInfo>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The local cloud did not start within 90 s')), 90_000);
    child.once('exit', (code) => reject(new Error(`The local cloud exited with ${code}`)));
    lines.on('line', (line) => {
      if (!line.startsWith('{')) return void process.stdout.write(`[cloud] ${line}\n`);
      clearTimeout(timer);
      resolve(JSON.parse(line) as CloudInfo);
    });
  });
  child.removeAllListeners('exit');
  return {
    info,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
};
