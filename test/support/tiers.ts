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
const overHttp = (name: string, include: string[], env: Record<string, string> = {}, groupOrder = 0, exclude: string[] = []): TestProjectInlineConfiguration => ({
  extends: true,
  test: { name, include, exclude, ...CLOUD_SETUP, env, testTimeout: 30_000, hookTimeout: 60_000, sequence: { groupOrder } },
});

/** Projects in headless Chromium, one file at a time, after the others. */
const inBrowser = (name: string, include: string[], groupOrder = 1): TestProjectInlineConfiguration => ({
  extends: true,
  test: { name, include, ...CLOUD_SETUP, testTimeout: 60_000, hookTimeout: 120_000, fileParallelism: false, sequence: { groupOrder } },
});

/** What both tiers' configs share (vitest.config.ts, vitest.deep.config.ts): everything but their projects. */
export const TIER_BASE = {
  globals: true,
  // The machine runs Node 20; the SDK's notice about its 2027 releases needing Node 22 is in docs/decisions.md.
  env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
  // Tests wait for conditions, never for a time: on a busy 2-core machine a condition may take seconds to hold.
  expect: { poll: { timeout: 10_000 } },
  // Two files at a time: most of a file's time is waiting on the local cloud, DynamoDB Local or Chromium.
  maxWorkers: 2,
} as const;

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
        // Fuzzing at depth: the contract suite's route inputs at 200 random inputs per route; and the probes that run
        // in-process (test/deep/contract).
        inProcess('deep-fuzz', ['test/contract/route-inputs.test.ts', 'test/deep/contract/**/*.test.ts'], { FUZZ_RUNS: process.env.FUZZ_RUNS ?? '200' }),
        overHttp('deep', ['test/deep/integration/**/*.test.ts'], {}, 0, ['test/deep/integration/chat-chaos.test.ts']),
        // Chat chaos in a group of its own, beside the socket door at depth (600 frames per socket) only: beside the
        // ledger's storm and the fuzzing at depth, its sockets' reconnections starved (the first deep run: > 240 s).
        overHttp('deep-chaos', ['test/deep/integration/chat-chaos.test.ts'], {}, 1),
        overHttp('deep-socket', ['test/integration/socket-fuzz.test.ts'], { FUZZ_SOCKET_RUNS: process.env.FUZZ_SOCKET_RUNS ?? '600' }, 1),
        inBrowser('deep-e2e', ['test/deep/e2e/**/*.test.ts'], 2),
        // The whole ledger reconciled once, after everything the tier moved.
        overHttp('deep-last', ['test/deep/last/**/*.test.ts'], {}, 3),
      ];
