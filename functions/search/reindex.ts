/**
 * Rebuilding a kind's index from the table (`npm run ops -- reindex [kind]`; docs/search.md "Reindexing"): after a
 * change of the kind's mapping or analyzers (a new version in shared/search.ts), or to repair an index. Without
 * downtime and without losing a write:
 *
 * 1. a fresh index is created from the kind's current declaration;
 * 2. the write alias moves to it, so the stream's indexer writes there from now on;
 * 3. every item of the kind is read by key (the keys-only `kinds` index, never a Scan) and written with its `rev`
 *    as external version, so a copy never overwrites what the stream wrote meanwhile;
 * 4. the read alias moves to it in one atomic call, and the old indices are deleted.
 *
 * Queries read the old index until step 4, and the new, complete one from then on. One reindex of a kind runs at a
 * time (a lock item in the table); a second is refused.
 */
import { randomUUID } from 'node:crypto';
import type { SearchKind } from '../../shared/search.js';
import { logger } from '../lib/logger.js';
import { createFreshIndex, indicesOf, itemsOfKind, moveAlias, readAlias, searchClient, writeAlias, writeStates, type ItemState } from '../lib/search/index.js';
import { KIND_SPECS } from './kinds.js';
import { claimReindex, releaseReindex } from './store.js';

export interface ReindexResult {
  kind: SearchKind;
  index: string;
  /** The indices the alias named before, now deleted. */
  replaced: string[];
  items: number;
  indexed: number;
  /** Items not to be found (drafts, private or closed ones), and copies older than what the stream wrote. */
  skipped: number;
  failed: number;
}

/** Another reindex of the kind is running (or crashed less than an hour ago: its lock expires then). */
export class ReindexRunning extends Error {
  constructor(kind: SearchKind) {
    super(`另一个 ${kind} 的重建索引正在进行，请等它结束后再试`);
  }
}

export const reindexKind = async (kind: SearchKind, onProgress?: (items: number) => void): Promise<ReindexResult> => {
  const runId = randomUUID();
  if (!(await claimReindex(kind, runId))) throw new ReindexRunning(kind);
  try {
    return await rebuild(kind, onProgress);
  } finally {
    await releaseReindex(kind, runId);
  }
};

const rebuild = async (kind: SearchKind, onProgress?: (items: number) => void): Promise<ReindexResult> => {
  const spec = KIND_SPECS[kind];
  const alias = readAlias(spec);
  const replaced = await indicesOf(alias);
  const index = await createFreshIndex(spec);
  await moveAlias(writeAlias(spec), index);
  const result: ReindexResult = { kind, index, replaced, items: 0, indexed: 0, skipped: 0, failed: 0 };
  for await (const items of itemsOfKind<Record<string, unknown>>(kind)) {
    // Only documents are copied: an item not to be found has none, and deleting nothing in a new index is no work.
    const states: ItemState[] = items
      .filter((item) => spec.toDocument(item as never) !== undefined)
      .map((item) => ({ key: { pk: String(item.pk), sk: String(item.sk) }, item }));
    const outcome = await writeStates(spec, states, index);
    result.items += items.length;
    result.indexed += outcome.indexed;
    result.skipped += items.length - states.length + outcome.unchanged;
    result.failed += outcome.failed.length;
    if (outcome.failed.length > 0) logger.warn('reindex: writes failed', { kind, failed: outcome.failed });
    onProgress?.(result.items);
  }
  if (result.failed > 0) throw new Error(`reindex of ${kind}: ${result.failed} document(s) failed; the read alias still names ${replaced.join(', ') || 'nothing'}`);
  await searchClient().indices.refresh({ index });
  await moveAlias(alias, index);
  const old = replaced.filter((name) => name !== index);
  if (old.length > 0) await searchClient().indices.delete({ index: old.join(','), ignore_unavailable: true });
  return result;
};
