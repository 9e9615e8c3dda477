/**
 * Reconciliation (`npm run ops -- reconcile`; docs/operations.md): proves on any stage that the ledger holds.
 *
 * - every account's entries are numbered 1 … seq without a gap, each moves what it says, and they add up to the
 *   account's available and frozen amounts (and each entry's balance after is the running sum);
 * - no wallet or escrow account is below zero;
 * - all balances together sum to zero (money was neither created nor lost);
 * - every posting's entries exist once, under one claim of one requestId (nothing applied twice), they sum to zero,
 *   and every entry belongs to a claimed posting.
 *
 * The same checks run on some accounts only (`reconcileScoped`: a test names the accounts its own work moved, so
 * that it reads none of what other tests wrote): every check above but the sum of all balances, which needs every
 * account. The checks are pure; the snapshots they judge are read by infra/scripts/ledger-snapshot.ts — the whole
 * ledger with a Scan (the operator's command, the deep test tier's last step), some accounts by key — never by a
 * request.
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

/** One posting's claim as stored: its key, its id and the entries it wrote. */
export interface ClaimRecord {
  pk: string;
  postingId: string;
  entries: PostedEntry[];
}

/** What the reconciliation reads: every account with its entries (in number order), and every posting's claim. */
export interface LedgerSnapshot {
  accounts: { account: AccountState; entries: EntryItem[] }[];
  claims: ClaimRecord[];
}

/**
 * What a reconciliation of some accounts reads: the named accounts with every one of their entries (in number
 * order; an account never posted to is all zero with no entry), the claim of every posting those entries belong to,
 * and the entries of other accounts that those claims list (read by key: an entry a claim lists that is not there is
 * simply absent here, and found missing).
 */
export interface ScopedLedgerSnapshot {
  accounts: { account: AccountState; entries: EntryItem[] }[];
  claims: ClaimRecord[];
  others: EntryItem[];
}

/** A reconciliation of some accounts: no total, since the sum of all balances needs every account. */
export type ScopedReconciliation = Omit<Reconciliation, 'total'> & {
  /** Entries of other accounts read by key, for the postings they share with the named ones. */
  others: number;
};

/** Checks that one entry moves what its parts say. */
const checkEntry = (entry: EntryItem, findings: string[]): void => {
  if (entry.amount !== entry.available + entry.frozen) findings.push(`${entry.accountId}: entry ${entry.seq} moves ${entry.amount}, its parts ${entry.available + entry.frozen}`);
};

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
    checkEntry(entry, findings);
  });
  if (entries.length !== account.seq) findings.push(`${account.accountId}: ${entries.length} entries, the account counts ${account.seq}`);
  if (available !== account.available || frozen !== account.frozen) {
    findings.push(`${account.accountId}: available ${account.available} and frozen ${account.frozen}, its entries add up to ${available} and ${frozen}`);
  }
  if (!mayGoNegative(account.accountId) && (account.available < 0 || account.frozen < 0)) findings.push(`${account.accountId}: below zero (${account.available}, ${account.frozen})`);
};

/** Entries by the posting they belong to. */
const byPosting = (entries: Iterable<EntryItem>): Map<string, EntryItem[]> => {
  const map = new Map<string, EntryItem[]>();
  for (const entry of entries) {
    const seen = map.get(entry.postingId);
    if (seen) seen.push(entry);
    else map.set(entry.postingId, [entry]);
  }
  return map;
};

/**
 * Checks every claim against the entries written for its posting (each listed entry there, once, and nothing else
 * of it; each naming this claim; the entries summing to zero; one claim per posting), and that each entry of
 * `mustBeClaimed` belongs to a claimed posting. `byKey`: the claims were read by the keys the entries name.
 */
const checkPostings = (claims: readonly ClaimRecord[], written: Map<string, EntryItem[]>, mustBeClaimed: Iterable<EntryItem>, findings: string[], byKey = false): void => {
  const claimed = new Set<string>();
  for (const claim of claims) {
    if (claimed.has(claim.postingId)) findings.push(`posting ${claim.postingId} is claimed by more than one requestId`);
    claimed.add(claim.postingId);
    const entries = written.get(claim.postingId) ?? [];
    const expected = claim.entries.map((e) => `${e.accountId}#${e.seq}`).sort();
    const actual = entries.map((e) => `${e.accountId}#${e.seq}`).sort();
    if (expected.join() !== actual.join()) findings.push(`posting ${claim.postingId} (${claim.pk}): claimed entries ${expected.join(' ')}, written ${actual.join(' ')}`);
    for (const e of entries) if (e.claim !== undefined && e.claim !== claim.pk) findings.push(`${e.accountId}: entry ${e.seq} of posting ${claim.postingId} names the claim ${e.claim}, not ${claim.pk}`);
    const sum = entries.reduce((s, e) => s + e.amount, 0);
    if (sum !== 0) findings.push(`posting ${claim.postingId} moves ${sum} in all, not 0`);
  }
  const reported = new Set<string>();
  for (const entry of mustBeClaimed) {
    if (claimed.has(entry.postingId) || reported.has(entry.postingId)) continue;
    reported.add(entry.postingId);
    // Read by key, an entry from before entries named their claim cannot be tied to it: said so, for the operator.
    const why = byKey && entry.claim === undefined ? ` (${entry.accountId} entry ${entry.seq} names no claim: only the whole ledger's reconciliation can find it)` : '';
    findings.push(`posting ${entry.postingId} has entries but no claimed requestId${why}`);
  }
};

/** The checks, on a snapshot of the whole ledger (read by infra/scripts/ledger-snapshot.ts readLedger). */
export const reconcile = ({ accounts, claims }: LedgerSnapshot): Reconciliation => {
  const findings: string[] = [];
  let total = 0;
  for (const { account, entries } of accounts) {
    total += account.available + account.frozen;
    checkAccount(account, entries, findings);
  }
  if (total !== 0) findings.push(`all balances sum to ${total}, not 0`);
  const entries = accounts.flatMap((a) => a.entries);
  checkPostings(claims, byPosting(entries), entries, findings);
  return { accounts: accounts.length, entries: entries.length, postings: claims.length, total, findings };
};

/**
 * The checks on some accounts (read by infra/scripts/ledger-snapshot.ts readLedgerOf): each named account as
 * `reconcile` checks it, and each posting that touches one as `reconcile` checks it — over all of the posting's
 * entries, the other accounts' ones included — but not the sum of all balances. Money created or lost by a posting
 * shows as a posting not summing to zero or a named account not adding up to its entries; a posting applied twice,
 * as an entry listed by no claim, a posting with two claims or an entry written twice.
 */
export const reconcileScoped = ({ accounts, claims, others }: ScopedLedgerSnapshot): ScopedReconciliation => {
  const findings: string[] = [];
  for (const { account, entries } of accounts) checkAccount(account, entries, findings);
  for (const entry of others) checkEntry(entry, findings);
  const named = accounts.flatMap((a) => a.entries);
  // Only the named accounts' entries must each belong to a claimed posting: another account's entry was read
  // because a claim listed it, and one there of another posting is found as that claim's mismatch.
  checkPostings(claims, byPosting([...named, ...others]), named, findings, true);
  return { accounts: accounts.length, entries: named.length, others: others.length, postings: claims.length, findings };
};
