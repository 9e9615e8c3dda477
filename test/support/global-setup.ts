/**
 * One local cloud per test run, shared by the integration and e2e projects: started as `npm start` would start
 * it (a child process, in memory, on free ports), handed to the tests through `inject('cloud')`, stopped at the end.
 */
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureWebBuilt } from '../../infra/local/web-build.js';
import { spawnCloud, type SpawnedCloud } from './spawn-cloud.js';

const ROOT = join(import.meta.dirname, '..', '..');

interface Shared {
  users: number;
  cloud: Promise<SpawnedCloud>;
}

// Vitest runs each project's global setup in the same process; the cloud is shared through this slot.
const slot = globalThis as typeof globalThis & { __hezuoCloud?: Shared };

export default async function setup(project: TestProject) {
  if (project.name === 'e2e') ensureWebBuilt(ROOT);
  slot.__hezuoCloud ??= { users: 0, cloud: spawnCloud() };
  const shared = slot.__hezuoCloud;
  shared.users += 1;
  project.provide('cloud', (await shared.cloud).info);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    slot.__hezuoCloud = undefined;
    await (await shared.cloud).stop();
  };
}
