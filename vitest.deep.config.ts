/**
 * `npm run test:deep`, the second tier, run by CI after `npm test` (docs/testing.md): the storms and chaos (the
 * ledger's 1,000 operations, the cooperations' money and issue 30's storm of changes, terminations, recoveries and
 * disputes, chat chaos and bursts), the outside probes, fuzzing at depth (the contract suite's route inputs at 200
 * random inputs per route), the search probe and relevance set, the e2e journeys and the full page walk at both widths
 * with axe, and last the whole ledger's reconciliation over everything the tier moved. A new storm or probe goes here
 * (test/deep).
 */
import { defineConfig } from 'vitest/config';
import { TIER_BASE, tierProjects } from './test/support/tiers.js';

export default defineConfig({
  test: { ...TIER_BASE, projects: tierProjects('deep') },
});
