/**
 * Every item of a searchable kind, by key (docs/search.md "Reindexing"): an item of a kind carries `kindpk`
 * (`<kind>#<shard>`, sixteen shards so that no partition of the keys-only `kinds` index grows hot) and `kindsk`
 * (its pk), written with the item by its domain (`kindKeys`). A reindex Queries the shards and reads the items back
 * by key in batches of 100, never a Scan of the table.
 */
import { createHash } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { SearchKind } from '../../../shared/search.js';
import { batchGet, ddb, table, type Key } from '../store/client.js';

export const KIND_SHARDS = 16;

const shardOf = (pk: string): string => String(createHash('sha1').update(pk).digest().readUInt16BE(0) % KIND_SHARDS).padStart(2, '0');

/** The attributes an item of a searchable kind carries so that a reindex finds it. */
export const kindKeys = (kind: SearchKind, pk: string): { kindpk: string; kindsk: string } => ({ kindpk: `${kind}#${shardOf(pk)}`, kindsk: pk });

/** The items of a kind, a page (up to 100) at a time, read strongly consistent from the table by key. */
export async function* itemsOfKind<T>(kind: SearchKind, pageSize = 100): AsyncGenerator<T[]> {
  for (let shard = 0; shard < KIND_SHARDS; shard += 1) {
    let start: Record<string, unknown> | undefined;
    do {
      const page = await ddb.send(
        new QueryCommand({
          TableName: table(),
          IndexName: 'kinds',
          KeyConditionExpression: 'kindpk = :k',
          ExpressionAttributeValues: { ':k': `${kind}#${String(shard).padStart(2, '0')}` },
          Limit: pageSize,
          ExclusiveStartKey: start,
        }),
      );
      const keys = (page.Items ?? []).map((item) => ({ pk: String(item.pk), sk: String(item.sk) }));
      if (keys.length > 0) yield await batchGet<T>(keys, undefined, undefined, true);
      start = page.LastEvaluatedKey;
    } while (start);
  }
}

/** Items by key, strongly consistent (what the indexer writes is the table's state now, not the stream's). */
export const currentItems = <T>(keys: Key[]): Promise<T[]> => batchGet<T>(keys, undefined, undefined, true);
