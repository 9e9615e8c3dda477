/**
 * The search indexer (docs/search.md "The indexer"): a Lambda on the table's stream (on one machine the local
 * cloud's stream poller calls the same handler). The stream's filter hands it only items of searchable kinds; for
 * each changed key it reads the item as the table holds it now (strongly consistent, by key, a batch at a time) and
 * writes its document, or deletes it, with the item's `rev` as the external version. Replayed, repeated or
 * reordered records therefore change nothing: the table's current state is written, and an older version never
 * replaces a newer one. Keys that failed for a passing reason are reported (`batchItemFailures`) so the stream retries
 * from the first of them, and after the retries the records go to the dead-letter queue; an item that cannot become a
 * document (malformed, its `rev` no version, refused by the mapping) is logged as an error and not retried, so one
 * bad item never holds up the others.
 */
import type { AttributeValue as StreamAttribute, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { searchKindOfKey, type SearchKind } from '../../shared/search.js';
import { logger } from '../lib/logger.js';
import { currentItems, ensureIndex, versionOf, writeAlias, writeStates, type ItemState, type WriteOutcome } from '../lib/search/index.js';
import type { Key } from '../lib/store/client.js';
import { KIND_SPECS } from './kinds.js';
import { withOwners } from './resume-owners.js';

interface Change {
  kind: SearchKind;
  key: Key;
  /** The newest `rev` the stream showed of the item (its old or new image). */
  lastVersion?: number;
  /** The sequence number of this key's first record in the batch: where a retry must start. */
  firstSequence: string;
}

const image = (value: Record<string, StreamAttribute> | undefined): Record<string, unknown> | undefined =>
  value ? unmarshall(value as Record<string, AttributeValue>) : undefined;

/** The batch's changed keys by kind, each key once, with the newest version seen. */
export const changesOf = (records: readonly DynamoDBRecord[]): Change[] => {
  const byKey = new Map<string, Change>();
  for (const record of records) {
    const keys = image(record.dynamodb?.Keys);
    const kind = searchKindOfKey(keys?.pk, keys?.sk);
    if (!kind || !keys) continue;
    const key = { pk: String(keys.pk), sk: String(keys.sk) };
    const versions = [image(record.dynamodb?.NewImage)?.rev, image(record.dynamodb?.OldImage)?.rev].map(versionOf).filter((v): v is number => v !== undefined);
    const seen = byKey.get(`${key.pk}\u0000${key.sk}`);
    const lastVersion = Math.max(seen?.lastVersion ?? 0, ...versions) || undefined;
    byKey.set(`${key.pk}\u0000${key.sk}`, { kind, key, lastVersion, firstSequence: seen?.firstSequence ?? record.dynamodb?.SequenceNumber ?? '' });
  }
  return [...byKey.values()];
};

/** Writes the documents of one kind's changed keys; the keys that failed. */
const indexKind = async (kind: SearchKind, changes: Change[]): Promise<{ outcome?: WriteOutcome; failed: Change[]; unlisted: Key[] }> => {
  const spec = KIND_SPECS[kind];
  try {
    await ensureIndex(spec);
    // A resume is read with its owner beside it (one BatchGet more a batch: ./resume-owners.ts).
    const items = await withOwners(kind, await currentItems<Record<string, unknown>>(changes.map((c) => c.key)));
    const found = new Map(items.map((item) => [`${String(item.pk)}\u0000${String(item.sk)}`, item]));
    const states: ItemState[] = changes.map((c) => ({ key: c.key, item: found.get(`${c.key.pk}\u0000${c.key.sk}`), lastVersion: c.lastVersion }));
    const outcome = await writeStates(spec, states, writeAlias(spec));
    const failedKeys = new Set(outcome.failed.map((f) => `${f.key.pk}\u0000${f.key.sk}`));
    if (outcome.failed.length > 0) logger.warn('search writes failed', { kind, failed: outcome.failed });
    // An item that cannot become a document is the writing domain's bug: loud, but no reason to hold the stream up.
    if (outcome.rejected.length > 0) logger.error('search rejected items', { kind, rejected: outcome.rejected });
    const unlisted = changes.filter((c) => {
      const item = found.get(`${c.key.pk}\u0000${c.key.sk}`);
      return item !== undefined && (typeof item.kindpk !== 'string' || typeof item.kindsk !== 'string');
    });
    if (unlisted.length > 0) logger.error('searchable items lack their kinds keys: a reindex would miss them', { kind, keys: unlisted.map((c) => c.key) });
    return { outcome, failed: changes.filter((c) => failedKeys.has(`${c.key.pk}\u0000${c.key.sk}`)), unlisted: unlisted.map((c) => c.key) };
  } catch (error) {
    logger.error('search indexing failed', { kind, keys: changes.length, error: error as Error });
    return { failed: changes, unlisted: [] };
  }
};

/** Indexes a batch of stream records; the sequence numbers to retry from (none when all went well). */
export const indexRecords = async (records: readonly DynamoDBRecord[]): Promise<{ failed: string[]; outcomes: WriteOutcome[]; unlisted: Key[] }> => {
  const changes = changesOf(records);
  const kinds = [...new Set(changes.map((c) => c.kind))];
  const results = await Promise.all(kinds.map((kind) => indexKind(kind, changes.filter((c) => c.kind === kind))));
  const failed = results.flatMap((r) => r.failed.map((c) => c.firstSequence));
  return { failed, outcomes: results.flatMap((r) => (r.outcome ? [r.outcome] : [])), unlisted: results.flatMap((r) => r.unlisted) };
};

/**
 * The stream retries from the lowest sequence number reported; records before it are done. Reporting the first
 * failed key's first record is enough: the keys after it are written again, which changes nothing.
 */
export const handler = async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  const { failed, outcomes } = await indexRecords(event.Records);
  const totals = outcomes.reduce(
    (sum, o) => ({ indexed: sum.indexed + o.indexed, deleted: sum.deleted + o.deleted, unchanged: sum.unchanged + o.unchanged, rejected: sum.rejected + o.rejected.length }),
    { indexed: 0, deleted: 0, unchanged: 0, rejected: 0 },
  );
  logger.info('search batch', { records: event.Records.length, ...totals, failed: failed.length });
  const first = failed.sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1))[0];
  return { batchItemFailures: first ? [{ itemIdentifier: first }] : [] };
};
