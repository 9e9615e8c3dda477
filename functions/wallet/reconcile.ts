/**
 * Reconciliation (`npm run ops -- reconcile`; docs/operations.md): proves on any stage that the ledger holds.
 *
 * - every account's entries are numbered 1 … seq without a gap, each moves what it says, and they add up to the
 *   account's available and frozen amounts (and each entry's balance after is the running sum);
 * - no wallet or escrow account is below zero;
 * - all balances together sum to zero (money was neither created nor lost);
 * - every posting's entries exist once, under one claim of one requestId (nothing applied twice), and every entry
 *   belongs to a claimed posting.
 *
 * The checks are pure; the snapshot they judge is read by the operator's command (infra/scripts/ledger-snapshot.ts,
 * a Scan of the whole table), never by a request.
 */
import { mayGoNegative } from './accounts.js';
import type { EntryItem, PostedEntry } from './ledger.js';
import type { AccountState } from './rules.js';

export interface Reconciliation {
  accounts: number;
  entries: number;
  postings: number;
  /** The sum of every account's balance: zero when nothing was created or lost. */
  total: number;
  findings: string[];
}

/** What the reconciliation reads: every account with its entries (in number order), and every posting's claim. */
export interface LedgerSnapshot {
  accounts: { account: AccountState; entries: EntryItem[] }[];
  claims: { pk: string; postingId: string; entries: PostedEntry[] }[];
}

/** Checks one account against its entries. */
const checkAccount = (account: AccountState, entries: EntryItem[], findings: string[]): void => {
  let available = 0;
  let frozen = 0;
  entries.forEach((entry, index) => {
    if (entry.seq !== index + 1) findings.push(`${account.accountId}: entry ${index + 1} is numbered ${entry.seq} (a gap or a repeat)`);
    available += entry.available;
    frozen += entry.frozen;
    if (entry.availableAfter !== available || entry.frozenAfter !== frozen || entry.balanceAfter !== available + frozen) {
      findings.push(`${account.accountId}: entry ${entry.seq} says ${entry.balanceAfter} after, its entries add up to ${available + frozen}`);
    }
    if (entry.amount !== entry.available + entry.frozen) findings.push(`${account.accountId}: entry ${entry.seq} moves ${entry.amount}, its parts ${entry.available + entry.frozen}`);
  });
  if (entries.length !== account.seq) findings.push(`${account.accountId}: ${entries.length} entries, the account counts ${account.seq}`);
  if (available !== account.available || frozen !== account.frozen) {
    findings.push(`${account.accountId}: available ${account.available} and frozen ${account.frozen}, its entries add up to ${available} and ${frozen}`);
  }
  if (!mayGoNegative(account.accountId) && (account.available < 0 || account.frozen < 0)) findings.push(`${account.accountId}: below zero (${account.available}, ${account.frozen})`);
};

/** The checks, on a snapshot of the whole ledger (read by infra/scripts/ledger-snapshot.ts). */
export const reconcile = ({ accounts, claims }: LedgerSnapshot): Reconciliation => {
  const findings: string[] = [];
  // Every entry of every account, by posting.
  const byPosting = new Map<string, EntryItem[]>();
  let entryCount = 0;
  let total = 0;
  for (const { account, entries } of accounts) {
    entryCount += entries.length;
    total += account.available + account.frozen;
    checkAccount(account, entries, findings);
    for (const entry of entries) {
      const seen = byPosting.get(entry.postingId);
      if (seen) seen.push(entry);
      else byPosting.set(entry.postingId, [entry]);
    }
  }
  if (total !== 0) findings.push(`all balances sum to ${total}, not 0`);

  const claimed = new Set<string>();
  for (const claim of claims) {
    if (claimed.has(claim.postingId)) findings.push(`posting ${claim.postingId} is claimed by more than one requestId`);
    claimed.add(claim.postingId);
    const written = byPosting.get(claim.postingId) ?? [];
    const expected = claim.entries.map((e) => `${e.accountId}#${e.seq}`).sort();
    const actual = written.map((e) => `${e.accountId}#${e.seq}`).sort();
    if (expected.join() !== actual.join()) findings.push(`posting ${claim.postingId} (${claim.pk}): claimed entries ${expected.join(' ')}, written ${actual.join(' ')}`);
    const sum = written.reduce((s, e) => s + e.amount, 0);
    if (sum !== 0) findings.push(`posting ${claim.postingId} moves ${sum} in all, not 0`);
  }
  for (const postingId of byPosting.keys()) if (!claimed.has(postingId)) findings.push(`posting ${postingId} has entries but no claimed requestId`);
  return { accounts: accounts.length, entries: entryCount, postings: claims.length, total, findings };
};
