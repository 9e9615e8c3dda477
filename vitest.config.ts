/**
 * `npm test`, the tier a developer runs before every stop (docs/testing.md): unit tests (pure rules, no I/O); the
 * contract suites over every route (test/contract: the authorization matrix with strangers, input validation and
 * fuzzing at a modest depth, the processes' transitions, secrets in logs), whose handlers run in the test worker with
 * the gateway's own events; one integration flow per process path, and the socket and gateway fidelity
 * (test/integration, over HTTP through the local gateway against DynamoDB Local and the S3 server); and an e2e smoke of
 * every page group in headless Chromium (test/e2e). The storms, chaos, probes, fuzzing at depth and the full page walk
 * are `npm run test:deep` (vitest.deep.config.ts). The local cloud is started once per run by the global setup, on
 * free ports, and stopped at the end; e2e runs after the others, never beside them on 2 cores.
 */
import { defineConfig } from 'vitest/config';
import { tierProjects } from './test/support/tiers.js';

export default defineConfig({
  test: {
    globals: true,
    // The machine runs Node 20; the SDK's notice about its 2027 releases needing Node 22 is in docs/decisions.md.
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    // Tests wait for conditions, never for a time: on a busy 2-core machine a condition may take seconds to hold.
    expect: { poll: { timeout: 10_000 } },
    maxWorkers: 2,
    projects: tierProjects('test'),
  },
});
