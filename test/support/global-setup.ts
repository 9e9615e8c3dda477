/**
 * One local cloud per test run, shared by the projects of the run (contract, integration and e2e; the deep tier's
 * likewise): started as `npm start` would start it (a child process, in memory, on free ports), handed to the tests
 * through `inject('cloud')`, stopped at the end, when the run's logs are searched for secrets and faults.
 */
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureWebBuilt } from '../../infra/local/web-build.js';
import { checkRunLog, runLogFile, TEST_CLIENT_ENV } from './log-secrets.js';
import { spawnCloud, type SpawnedCloud } from './spawn-cloud.js';

const ROOT = join(import.meta.dirname, '..', '..');

interface Shared {
  users: number;
  cloud: Promise<SpawnedCloud>;
  /** The cloud's whole output, searched for secrets at the end (docs/SECURITY.md "Secrets and logs"). */
  logFile: string;
}

// Vitest runs each project's global setup in the same process; the cloud is shared through this slot.
const slot = globalThis as typeof globalThis & { __hezuoCloud?: Shared };

export default async function setup(project: TestProject) {
  if (project.name.endsWith('e2e')) ensureWebBuilt(ROOT);
  if (!slot.__hezuoCloud) {
    const logFile = runLogFile();
    // No whole-table work behind the tests' backs: no TTL sweep (a Scan) and no sweep of every due timer; the tests
    // name what they expire and whose timers fire. The cloud logs at WARN (the secrets suite logs every event itself).
    slot.__hezuoCloud = { users: 0, cloud: spawnCloud({ logLevel: 'WARN', env: TEST_CLIENT_ENV, logFile, ttlSweepMs: 0, timerSweepMs: 0 }), logFile };
  }
  const shared = slot.__hezuoCloud;
  shared.users += 1;
  project.provide('cloud', (await shared.cloud).info);
  project.provide('cloudLog', shared.logFile);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    slot.__hezuoCloud = undefined;
    const cloud = await shared.cloud;
    await cloud.stop();
    // The whole run's log, now complete. A teardown's error does not fail a vitest run, so the exit code is set.
    if (!checkRunLog(shared.logFile, cloud.info.env)) process.exitCode = 1;
  };
}
