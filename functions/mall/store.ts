/**
 * What every store of the mall shares: committing a transaction whose items other calls may be writing at the same
 * moment (a seller's head counted by two new listings, a cart's head by two adds), and the paging of an index's list.
 */
import { fail } from '../lib/errors.js';
import { countAll, ddb, isLive, table, transact, type TransactItems } from '../lib/store/client.js';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from '../../shared/envelope.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether an error is only a collision with another transaction on the same items (it was late, not refused). */
export const isConflict = (error: unknown): boolean => {
  const { name, CancellationReasons: reasons = [] } = error as { name?: string; CancellationReasons?: { Code?: string }[] };
  return name === 'TransactionConflictException' || (name === 'TransactionCanceledException' && reasons.some((r) => r.Code === 'TransactionConflict'));
};

/**
 * One transaction, all or nothing. A failed condition answers `refusal(index)` (the rule of the item that refused);
 * a collision with another transaction is tried again, a few times with jittered backoff, then answered STALE_DATA.
 */
export const commit = async (items: TransactItems, refusal: (index: number) => Error): Promise<void> => {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await transact(items, refusal);
      return;
    } catch (error) {
      if (!isConflict(error)) throw error;
      if (attempt >= 8) throw fail('STALE_DATA');
      await sleep(Math.random() * Math.min(800, 20 * 2 ** attempt));
    }
  }
};

/** A page of an index partition's items whose sort key begins with `prefix`, newest (greatest sort key) first. */
export const indexPage = async <T>(index: 'gsi1' | 'gsi2', partition: string, prefix: string, current: number, size: number, filter?: { expression: string; names: Record<string, string>; values: Record<string, unknown> }): Promise<Page<T>> => {
  const condition = {
    IndexName: index,
    // DynamoDB takes no empty prefix: the whole partition is its key alone.
    KeyConditionExpression: prefix ? `${index}pk = :pk AND begins_with(${index}sk, :prefix)` : `${index}pk = :pk`,
    ExpressionAttributeValues: { ':pk': partition, ...(prefix ? { ':prefix': prefix } : {}), ...filter?.values },
    ...(filter ? { FilterExpression: filter.expression, ExpressionAttributeNames: filter.names } : {}),
  };
  const total = await countAll(condition);
  const wanted = current * size;
  const records: T[] = [];
  let start: Record<string, unknown> | undefined;
  // The pages up to the one asked (a seller has at most GOODS_LIMITS.perAccount listings), then its slice.
  while (records.length < wanted) {
    const page = await ddb.send(new QueryCommand({ ...condition, TableName: table(), ScanIndexForward: false, Limit: filter ? undefined : wanted - records.length, ExclusiveStartKey: start }));
    for (const item of page.Items ?? []) if (isLive(item)) records.push(item as T);
    start = page.LastEvaluatedKey;
    if (!start) break;
  }
  return { records: records.slice((current - 1) * size, wanted), total, pages: Math.ceil(total / size), current, size };
};
