/**
 * The ledger read for reconciliation (functions/wallet/reconcile.ts).
 *
 * - `readLedger`: the whole ledger, every account with its entries and every posting's claim — a Scan of the table,
 *   for `npm run ops -- reconcile` on any stage and the deep test tier's last step, never a request path
 *   (test/unit/no-scan.test.ts holds functions/ and shared/ to that).
 * - `readLedgerOf`: some accounts only, by key — what a test reconciles after its own work, so that it reads none of
 *   what the rest of the run wrote: each named account and its entries (a Query each), the claim of every posting
 *   they belong to (a GetItem by the claim key each entry carries), and the entries of other accounts those claims
 *   list (a GetItem each: a platform account's growing flow is never read, only its entries in these postings).
 */
import { ScanCommand, type ScanCommandInput } from '@aws-sdk/lib-dynamodb';
import { batchGet, ddb, getItem, queryAll, table } from '../../functions/lib/store/client.js';
import { accountKey, claimKeyOf, ENTRY_PREFIX, entryKey } from '../../functions/wallet/keys.js';
import type { EntryItem } from '../../functions/wallet/ledger.js';
import type { ClaimRecord, LedgerSnapshot, ScopedLedgerSnapshot } from '../../functions/wallet/reconcile.js';
import type { AccountState } from '../../functions/wallet/rules.js';

const scanAll = async <T>(input: Omit<ScanCommandInput, 'TableName' | 'ExclusiveStartKey'>): Promise<T[]> => {
  const items: T[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(new ScanCommand({ ...input, TableName: table(), ExclusiveStartKey: start, ConsistentRead: true }));
    items.push(...((page.Items ?? []) as T[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
};

/** An account's entries in number order (the reconciliation checks they are 1 … n). */
const entriesOf = (accountId: string): Promise<EntryItem[]> =>
  queryAll<EntryItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :entry)',
    ExpressionAttributeValues: { ':pk': accountKey(accountId).pk, ':entry': ENTRY_PREFIX },
    ConsistentRead: true,
  });

export const readLedger = async (): Promise<LedgerSnapshot> => {
  const [accounts, claims] = await Promise.all([
    scanAll<AccountState>({ FilterExpression: 'begins_with(pk, :acct) AND sk = :acctSk', ExpressionAttributeValues: { ':acct': 'ACCT#', ':acctSk': 'ACCT' } }),
    scanAll<ClaimRecord>({
      FilterExpression: 'begins_with(pk, :posting) AND sk = :postingSk',
      ExpressionAttributeValues: { ':posting': 'POSTING#', ':postingSk': 'POSTING' },
    }),
  ]);
  return { accounts: await Promise.all(accounts.map(async (account) => ({ account, entries: await entriesOf(account.accountId) }))), claims };
};

/** Runs `work` on every item, at most `limit` at once (a run's hundreds of accounts would otherwise be read at once). */
const mapLimited = async <T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> => {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next;
        next += 1;
        results[i] = await work(items[i]!);
      }
    }),
  );
  return results;
};

/** Items by key, strongly consistent, in BatchGets of 100 run a few at once (a storm's wallets name over a thousand claims). */
const readByKey = async <T>(keys: { pk: string; sk: string }[]): Promise<T[]> => {
  const chunks = Array.from({ length: Math.ceil(keys.length / 100) }, (_, i) => keys.slice(i * 100, i * 100 + 100));
  return (await mapLimited(chunks, 4, (chunk) => batchGet<T>(chunk, undefined, undefined, true))).flat();
};

/**
 * The named accounts (wallets, escrow accounts) and every posting that touched them, read by key, for
 * `reconcileScoped`. An account never posted to reads as all zero with no entry (its entries, were there any, would
 * not add up to it). Read after the work it judges: postings still running would show as half-read.
 */
export const readLedgerOf = async (accountIds: Iterable<string>): Promise<ScopedLedgerSnapshot> => {
  const named = [...new Set(accountIds)];
  const accounts = await mapLimited(named, 16, async (accountId) => {
    const [account, entries] = await Promise.all([getItem<AccountState>(accountKey(accountId), { consistent: true }), entriesOf(accountId)]);
    return { account: account ?? { accountId, available: 0, frozen: 0, version: 0, seq: 0 }, entries };
  });
  // Each posting's claim once, by the key its entries carry (an entry without one is left to the reconciliation).
  const claimPks = new Set(accounts.flatMap((a) => a.entries.flatMap((e) => (e.claim === undefined ? [] : [e.claim]))));
  const claims = await readByKey<ClaimRecord>([...claimPks].map(claimKeyOf));
  // The entries those postings wrote on accounts not named, each by its key.
  const isNamed = new Set(named);
  const otherKeys = new Map<string, ReturnType<typeof entryKey>>();
  for (const claim of claims) {
    for (const e of claim.entries) if (!isNamed.has(e.accountId)) otherKeys.set(`${e.accountId}#${e.seq}`, entryKey(e.accountId, e.seq));
  }
  const others = await readByKey<EntryItem>([...otherKeys.values()]);
  return { accounts, claims, others };
};
