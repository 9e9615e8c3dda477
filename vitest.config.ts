/**
 * One `npm test` runs every project: unit (pure rules, no I/O), integration (through the local gateway against
 * real DynamoDB Local and the S3 front) and e2e (the built SPA in headless Chromium). The local cloud is started
 * once per run by the global setup, on free ports, and stopped at the end.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globals: true,
    // The machine runs Node 20; the SDK's notice about its 2027 releases needing Node 22 is in docs/decisions.md.
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    // Tests wait for conditions, never for a time: on a busy 2-core machine a condition may take seconds to hold.
    expect: { poll: { timeout: 10_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['test/unit/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          globalSetup: ['test/support/global-setup.ts'],
          setupFiles: ['test/support/cloud-env.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/support/global-setup.ts'],
          setupFiles: ['test/support/cloud-env.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
