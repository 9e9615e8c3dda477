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
import { TIER_BASE, tierProjects } from './test/support/tiers.js';

export default defineConfig({
  test: { ...TIER_BASE, projects: tierProjects('test') },
});
