/**
 * The ledger's reads and its one write (functions/wallet/ledger.ts decides what they carry): accounts and claims read
 * strongly consistent, and a posting's transaction, whose refusal is told apart by item — the claim (a repeat), the
 * caller's own items (its business refusal), or anything else (a conflict to retry).
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, getItem, queryAll, table, type TransactItems } from '../lib/store/client.js';
import { accountKey, entryKey, ENTRY_PREFIX, postingKey } from './keys.js';
import type { EntryItem } from './ledger.js';
import type { AccountState, Leg } from './rules.js';

export const readAccount = (accountId: string): Promise<AccountState | undefined> => getItem<AccountState>(accountKey(accountId), { consistent: true });

export const readClaimItem = <T>(scope: string, requestId: string): Promise<T | undefined> => getItem<T>(postingKey(scope, requestId), { consistent: true });

// ---------------------------------------------------------------- a posting's items

/** The posting's claim of its (scope, requestId), its record for good: refused when the request was posted before. */
export const claimItem = (scope: string, requestId: string, claim: object): TransactItems[number] => ({
  Put: { TableName: table(), Item: { ...postingKey(scope, requestId), ...claim }, ConditionExpression: 'attribute_not_exists(pk)' },
});

/** An account's first posting: the account is new. */
export const newAccountItem = (accountId: string, state: AccountState, now: number): TransactItems[number] => ({
  Put: { TableName: table(), Item: { ...accountKey(accountId), ...state, createTime: now }, ConditionExpression: 'attribute_not_exists(pk)' },
});

/**
 * A leg moving an account's amounts and version on from the version read; `guarded`, only if what leaves is there
 * (an account that may not go below zero).
 */
export const accountMoveItem = (leg: Leg, version: number, guarded: boolean): TransactItems[number] => {
  const guard = guarded ? ' AND available >= :needAvailable AND frozen >= :needFrozen' : '';
  return {
    Update: {
      TableName: table(),
      Key: accountKey(leg.accountId),
      UpdateExpression: 'SET available = available + :available, frozen = frozen + :frozen, version = version + :one, seq = seq + :one',
      ConditionExpression: `version = :version${guard}`,
      ExpressionAttributeValues: {
        ':available': leg.available,
        ':frozen': leg.frozen,
        ':one': 1,
        ':version': version,
        ...(guard ? { ':needAvailable': Math.max(0, -leg.available), ':needFrozen': Math.max(0, -leg.frozen) } : {}),
      },
    },
  };
};

/** An account's numbered entry (its number is new). */
export const newEntryItem = (entry: EntryItem): TransactItems[number] => ({
  Put: { TableName: table(), Item: { ...entryKey(entry.accountId, entry.seq), ...entry }, ConditionExpression: 'attribute_not_exists(pk)' },
});

/** How a posting's transaction ended. */
export type WriteResult = { written: true } | { written: false; cause: 'claimed' | 'conflict' } | { written: false; cause: 'extra'; index: number };

/** Writes a posting's items: the claim first, the caller's own items from `extraFrom` on. */
export const writePosting = async (items: TransactItems, extraFrom: number): Promise<WriteResult> => {
  try {
    await ddb.send(new TransactWriteCommand({ TransactItems: items }));
    return { written: true };
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const reasons = error.CancellationReasons ?? [];
    if (reasons[0]?.Code === 'ConditionalCheckFailed') return { written: false, cause: 'claimed' };
    const extra = reasons.findIndex((r, index) => index >= extraFrom && r.Code === 'ConditionalCheckFailed');
    if (extra >= 0) return { written: false, cause: 'extra', index: extra - extraFrom };
    return { written: false, cause: 'conflict' };
  }
};

/** An account's entries numbered `from` … `to`, newest first: one Query on the key range. */
export const entriesBetween = (accountId: string, from: number, to: number): Promise<EntryItem[]> =>
  queryAll<EntryItem>({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': accountKey(accountId).pk, ':from': entryKey(accountId, from).sk, ':to': entryKey(accountId, to).sk },
    ScanIndexForward: false,
  });

/**
 * An account's entries of one type and/or within a time, newest first: a Query of the account's partition with a
 * filter (the partition is the owner's alone; an index per type comes when flows grow long).
 */
export const entriesMatching = (accountId: string, filter: { type?: string; start?: number; end?: number }): Promise<EntryItem[]> => {
  const conditions: string[] = [];
  const values: Record<string, unknown> = { ':pk': accountKey(accountId).pk, ':entry': ENTRY_PREFIX };
  if (filter.type) {
    conditions.push('#type = :type');
    values[':type'] = filter.type;
  }
  if (filter.start !== undefined) {
    conditions.push('createTime >= :start');
    values[':start'] = filter.start;
  }
  if (filter.end !== undefined) {
    conditions.push('createTime <= :end');
    values[':end'] = filter.end;
  }
  return queryAll<EntryItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :entry)',
    ...(conditions.length ? { FilterExpression: conditions.join(' AND ') } : {}),
    ...(filter.type ? { ExpressionAttributeNames: { '#type': 'type' } } : {}),
    ExpressionAttributeValues: values,
    ScanIndexForward: false,
  });
};
