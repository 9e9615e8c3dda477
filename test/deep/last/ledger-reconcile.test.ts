/**
 * The one reconciliation of the whole ledger in the test runs (issue 26: no whole-table work in tests, but once at
 * the end of the deep tier): after every other group of `npm run test:deep` (the project 'deep-last', ordered last in
 * test/support/tiers.ts), `reconcile(readLedger())` — the same Scan and checks as `npm run ops -- reconcile` — over
 * the tier's whole table. The tests before it reconcile only the accounts they moved; this adds what only the whole
 * ledger shows: all balances summing to zero, the platform's accounts (each shard's flow gapless and adding up), and
 * claims or entries that no reconciliation by key reaches.
 */
import { reconcile } from '../../../functions/wallet/reconcile.js';
import { readLedger } from '../../../infra/scripts/ledger-snapshot.js';

describe('the whole ledger after the deep tier', () => {
  it('reconciles with no finding, all balances summing to zero', { timeout: 300_000 }, async () => {
    const report = reconcile(await readLedger());
    console.log(`whole ledger: ${report.accounts} accounts, ${report.entries} entries, ${report.postings} postings, total ${report.total}, ${report.findings.length} findings`);
    expect(report.findings, report.findings.slice(0, 10).join('\n')).toEqual([]);
    expect(report.total).toBe(0);
  });
});
