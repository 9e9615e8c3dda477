/** Builds the SPA when its sources are newer than the last build, so `npm start` always serves current code. */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const newestIn = (path: string): number => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'dist' || entry === 'node_modules') continue;
    newest = Math.max(newest, newestIn(join(path, entry)));
  }
  return newest;
};

export const ensureWebBuilt = (root: string, { force = false } = {}): 'built' | 'current' => {
  const index = join(root, 'web', 'dist', 'index.html');
  const sources = Math.max(newestIn(join(root, 'web')), newestIn(join(root, 'shared')));
  if (!force && existsSync(index) && statSync(index).mtimeMs >= sources) return 'current';
  execFileSync(join(root, 'node_modules', '.bin', 'vite'), ['build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    // Callers such as vitest set NODE_ENV=test, with which Vite would ship React's development build.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return 'built';
};
