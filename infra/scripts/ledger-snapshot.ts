/**
 * The whole ledger read for reconciliation (`npm run ops -- reconcile`, functions/wallet/reconcile.ts): every account
 * with its entries, and every posting's claim. A Scan of the table: an operator's command on any stage, never a
 * request path (test/unit/no-scan.test.ts holds functions/ and shared/ to that).
 */
import { ScanCommand, type ScanCommandInput } from '@aws-sdk/lib-dynamodb';
import { ddb, queryAll, table } from '../../functions/lib/store/client.js';
import { accountKey, ENTRY_PREFIX } from '../../functions/wallet/keys.js';
import type { EntryItem } from '../../functions/wallet/ledger.js';
import type { LedgerSnapshot } from '../../functions/wallet/reconcile.js';
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
    scanAll<LedgerSnapshot['claims'][number]>({
      FilterExpression: 'begins_with(pk, :posting) AND sk = :postingSk',
      ExpressionAttributeValues: { ':posting': 'POSTING#', ':postingSk': 'POSTING' },
    }),
  ]);
  return { accounts: await Promise.all(accounts.map(async (account) => ({ account, entries: await entriesOf(account.accountId) }))), claims };
};
