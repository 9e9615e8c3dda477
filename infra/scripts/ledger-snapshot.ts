/**
 * The whole ledger read for reconciliation (`npm run ops -- reconcile`, functions/wallet/reconcile.ts): every account
 * with its entries, and every posting's claim. A Scan of the table: an operator's command on any stage, never a
 * request path (test/unit/no-scan.test.ts holds functions/ and shared/ to that).
 */
import { QueryCommand, ScanCommand, type ScanCommandInput } from '@aws-sdk/lib-dynamodb';
import { ddb, table } from '../../functions/lib/store/client.js';
import { ENTRY_PREFIX } from '../../functions/wallet/keys.js';
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

const entriesOf = async (accountId: string): Promise<EntryItem[]> => {
  const items: EntryItem[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :entry)',
        ExpressionAttributeValues: { ':pk': `ACCT#${accountId}`, ':entry': ENTRY_PREFIX },
        ExclusiveStartKey: start,
        ConsistentRead: true,
      }),
    );
    items.push(...((page.Items ?? []) as EntryItem[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
};

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
