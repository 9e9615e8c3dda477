/**
 * What every store of the mall shares: committing a transaction whose items other calls may be writing at the same
 * moment (a seller's head counted by two new listings, a cart's head by two adds), and the paging of an index's list.
 */
import { countAll, ddb, isLive, table } from '../lib/store/client.js';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from '../../shared/envelope.js';

/**
 * One transaction, all or nothing: a failed condition answers `refusal(index)`; a collision with another transaction
 * (a seller's head counted by two new listings, a cart's head by two adds) is tried again (lib/store/client.ts).
 */
export { isConflict, transactRetrying as commit } from '../lib/store/client.js';

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
