/**
 * Writing documents (docs/search.md "Freshness and order"): an item becomes an index or a delete request carrying
 * the item's version as an external version, sent in one `_bulk`. OpenSearch keeps an index only if its version is
 * at least what it holds (`external_gte`) and a delete only if newer (`external`), so a replayed stream record, two
 * deliveries out of order, or a reindex copying an item while the stream writes it can never put an older state over
 * a newer one: such a write answers 409 and counts as done. Whatever is written is the table's state read now (the indexer reads the items again by key), never an
 * image from the stream.
 */
import type { API, Types } from '@opensearch-project/opensearch';
import { SEARCH_KINDS } from '../../../shared/search.js';
import type { Key } from '../store/client.js';
import { logger } from '../logger.js';
import { searchClient } from './client.js';
import { ALL_TEXT_FIELD, allTextOf, READERS_FIELD, type AnyKindSpec } from './kind.js';

/** What to write for one item key: its current item, or undefined when the table no longer has it. */
export interface ItemState {
  key: Key;
  item: Record<string, unknown> | undefined;
  /** For a vanished item: the newest version the caller saw of it (a stream image), so the delete outranks it. */
  lastVersion?: number;
}

export interface WriteOutcome {
  indexed: number;
  deleted: number;
  /** Writes OpenSearch refused as older than (or the same as) what it holds, and deletes of nothing. */
  unchanged: number;
  /** Keys whose write failed for a passing reason (throttled, the engine unavailable): the caller retries them (the
   *  stream's retries, then its DLQ). */
  failed: { key: Key; status: number; reason: string }[];
  /** Keys whose item cannot become a document (a malformed item, a `rev` that is no version, a document the mapping
   *  refuses): retrying cannot help, so they are logged as errors and not retried; their old document stays. */
  rejected: { key: Key; status: number; reason: string }[];
  /** Keys whose table item has a lower rev than their indexed document (a writer let rev go back): logged as errors. */
  behind: Key[];
}

/** A version OpenSearch takes: a whole number from 0 to 2^53 − 1 (a number, or its decimal text); else undefined. */
export const versionOf = (value: unknown): number | undefined => {
  const version = typeof value === 'string' && /^\d{1,16}$/.test(value) ? Number(value) : value;
  return typeof version === 'number' && Number.isSafeInteger(version) && version >= 0 ? version : undefined;
};

/** A bulk item's failure that a retry may mend: throttling, the engine's own trouble, no answer. */
const passing = (status: number): boolean => status === 0 || status === 429 || status >= 500;

/** An action line of `_bulk`, as the client's published types define it. */
type Operation = Types.Core_Bulk.OperationContainer;

/** The document id of an item: its pk after the kind's prefix (`PROJECT#01J…` → `01J…`). */
export const documentId = (spec: Pick<AnyKindSpec, 'kind'>, key: Key): string => key.pk.slice(SEARCH_KINDS[spec.kind].pkPrefix.length);

/** Writes the documents of `states` into `target` (an index, or the kind's write alias) in one bulk request. */
export const writeStates = async (spec: AnyKindSpec, states: readonly ItemState[], target: string): Promise<WriteOutcome> => {
  const outcome: WriteOutcome = { indexed: 0, deleted: 0, unchanged: 0, failed: [], rejected: [], behind: [] };
  const body: API.Bulk_RequestBody = [];
  // Per bulk line pair: its key, its version, and why its item was rejected (its document is then deleted).
  const sent: { key: Key; version: number; rejected?: string }[] = [];
  const remove = (key: Key, version: number, rejected?: string) => {
    body.push({ delete: { _index: target, _id: documentId(spec, key), version, version_type: 'external' } } satisfies Operation);
    sent.push({ key, version, rejected });
  };
  for (const { key, item, lastVersion } of states) {
    // Gone from the table: its document goes, outranking every version the stream showed.
    if (!item) {
      remove(key, (versionOf(lastVersion) ?? 0) + 1);
      continue;
    }
    const version = versionOf(spec.version(item as never));
    let indexed;
    try {
      if (version === undefined) throw new Error('its rev is no version (a whole number from 0)');
      indexed = spec.toDocument(item as never);
    } catch (error) {
      // Fail closed: what cannot be read may have turned private or closed, so its document goes too.
      remove(key, version ?? (versionOf(lastVersion) ?? 0) + 1, (error as Error).message.slice(0, 300));
      continue;
    }
    if (indexed) {
      // external_gte: the same version written again is the same state (the table's, read now), and it is what lets an
      // item written after its delete with the next rev (the tombstone's version) be found again.
      body.push({ index: { _index: target, _id: documentId(spec, key), version, version_type: 'external_gte' } } satisfies Operation);
      body.push({ ...indexed.doc, [READERS_FIELD]: indexed.readers, [ALL_TEXT_FIELD]: allTextOf(spec, indexed.doc as Record<string, unknown>) });
      sent.push({ key, version });
    } else {
      // No longer to be found (a draft, a private or closed one): its document goes.
      remove(key, version);
    }
  }
  if (sent.length === 0) return outcome;
  const answer = await searchClient().bulk({ body, refresh: false });
  if (!Array.isArray(answer?.items) || answer.items.length !== sent.length) throw new Error('search: _bulk answered no item per request');
  const refused: ItemState[] = [];
  answer.items.forEach((entry, i) => {
    const [op, result] = Object.entries(entry)[0] ?? [];
    const { key, version, rejected } = sent[i]!;
    if (!op || !result) return outcome.failed.push({ key, status: 0, reason: 'no answer' });
    const ok = result.status === 409 || (op === 'delete' && result.status === 404) || (result.status >= 200 && result.status < 300);
    if (ok && rejected) outcome.rejected.push({ key, status: 0, reason: rejected });
    else if (result.status === 409 || (op === 'delete' && result.status === 404)) outcome.unchanged += 1;
    else if (result.status >= 200 && result.status < 300) {
      if (op === 'delete') outcome.deleted += 1;
      else outcome.indexed += 1;
    } else if (passing(result.status)) outcome.failed.push({ key, status: result.status, reason: `${result.error?.type ?? ''}: ${result.error?.reason ?? ''}`.slice(0, 300) });
    else {
      // The mapping refused the document: rejected, and (fail closed) its older document is deleted below.
      const reason = `${result.error?.type ?? ''}: ${result.error?.reason ?? ''}`.slice(0, 300);
      if (op === 'index') refused.push({ key, item: undefined, lastVersion: version - 1 });
      outcome.rejected.push({ key, status: result.status, reason });
    }
  });
  // A write refused as older than the stored document while the table holds it: the item's rev went back (a writer
  // broke the rule that rev only grows). The index then differs from the table until a newer write or a reindex.
  const older = sent.filter((entry, i) => !entry.rejected && Object.keys(answer.items[i] ?? {})[0] === 'index' && Object.values(answer.items[i] ?? {})[0]?.status === 409);
  outcome.behind.push(...older.map((o) => o.key));
  if (older.length > 0) {
    logger.error('search: an item\'s rev is below its indexed version; the index differs from the table', { kind: spec.kind, keys: older.map((o) => o.key) });
  }
  if (refused.length > 0) {
    const closing = await writeStates(spec, refused, target);
    outcome.failed.push(...closing.failed);
  }
  return outcome;
};
