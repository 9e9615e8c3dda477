/**
 * The Vitest projects of the two test tiers (docs/testing.md), one declaration for both configs: `npm test`
 * (vitest.config.ts) and `npm run test:deep` (vitest.deep.config.ts). Projects of one group run at the same time and
 * groups run in order: the e2e projects after the others (Chromium beside the integration suites starved both on 2
 * cores), the deep tier's whole-ledger reconciliation last of all.
 */
import type { TestProjectInlineConfiguration } from 'vitest/config';

const CLOUD_SETUP = { globalSetup: ['test/support/global-setup.ts'], setupFiles: ['test/support/cloud-env.ts'] };

/** Projects whose handlers run in the worker (test/support/transport.ts). */
const inProcess = (name: string, include: string[], env: Record<string, string> = {}): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name,
    include,
    ...CLOUD_SETUP,
    setupFiles: [...CLOUD_SETUP.setupFiles, 'test/support/in-process-setup.ts'],
    env: { HEZUO_TRANSPORT: 'in-process', ...env },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    sequence: { groupOrder: 0 },
  },
});

/** Projects that reach the API over HTTP through the local gateway. */
const overHttp = (name: string, include: string[], env: Record<string, string> = {}, groupOrder = 0): TestProjectInlineConfiguration => ({
  extends: true,
  test: { name, include, ...CLOUD_SETUP, env, testTimeout: 30_000, hookTimeout: 60_000, sequence: { groupOrder } },
});

/** Projects in headless Chromium, one file at a time, after the others. */
const inBrowser = (name: string, include: string[]): TestProjectInlineConfiguration => ({
  extends: true,
  test: { name, include, ...CLOUD_SETUP, testTimeout: 60_000, hookTimeout: 120_000, fileParallelism: false, sequence: { groupOrder: 1 } },
});

export const tierProjects = (tier: 'test' | 'deep'): TestProjectInlineConfiguration[] =>
  tier === 'test'
    ? [
        {
          extends: true,
          // A component test waits for what the screen shows (test/unit/setup.ts gives testing-library 20 s): its own
          // time limit must be longer than its longest wait, or a busy machine fails it before the wait is over.
          test: { name: 'unit', include: ['test/unit/**/*.test.{ts,tsx}'], environment: 'node', setupFiles: ['test/unit/setup.ts'], testTimeout: 30_000, sequence: { groupOrder: 0 } },
        },
        inProcess('contract', ['test/contract/**/*.test.ts']),
        overHttp('integration', ['test/integration/**/*.test.ts']),
        inBrowser('e2e', ['test/e2e/**/*.test.ts']),
      ]
    : [
        // Fuzzing at depth: the contract suite's route inputs at 200 random inputs per route.
        inProcess('deep-fuzz', ['test/contract/route-inputs.test.ts'], { FUZZ_RUNS: process.env.FUZZ_RUNS ?? '200' }),
        // The socket door at depth: the npm test file at 600 frames per socket.
        overHttp('deep-socket', ['test/integration/socket-fuzz.test.ts'], { FUZZ_SOCKET_RUNS: process.env.FUZZ_SOCKET_RUNS ?? '600' }),
        overHttp('deep', ['test/deep/integration/**/*.test.ts']),
        inBrowser('deep-e2e', ['test/deep/e2e/**/*.test.ts']),
        // The whole ledger reconciled once, after everything the tier moved.
        overHttp('deep-last', ['test/deep/last/**/*.test.ts'], {}, 2),
      ];
