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
import { createFreshIndex, indicesOf, itemsOfKind, moveAlias, readAlias, searchClient, writeAlias, writeStates, type AnyKindSpec, type ItemState, type WriteOutcome } from '../lib/search/index.js';
import { KIND_SPECS } from './kinds.js';
import { withOwners } from './resume-owners.js';
import { claimReindex, releaseReindex } from './store.js';

export interface ReindexResult {
  kind: SearchKind;
  index: string;
  /** The indices the alias named before, now deleted. */
  replaced: string[];
  items: number;
  indexed: number;
  /** Items not to be found (drafts, closed ones), and copies older than what the stream wrote. */
  skipped: number;
  /** Malformed items (logged as errors; the reindex goes on without them). */
  rejected: number;
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

/** Writes a page of states, retrying the keys that failed for a passing reason (throttling) a few times. */
const copyPage = async (spec: AnyKindSpec, states: ItemState[], index: string): Promise<WriteOutcome> => {
  const total: WriteOutcome = { indexed: 0, deleted: 0, unchanged: 0, failed: [], rejected: [], behind: [] };
  let pending = states;
  for (let attempt = 0; pending.length > 0; attempt += 1) {
    const outcome = await writeStates(spec, pending, index);
    total.indexed += outcome.indexed;
    total.unchanged += outcome.unchanged;
    total.rejected.push(...outcome.rejected);
    const again = new Set(outcome.failed.map((f) => f.key.pk));
    pending = pending.filter((state) => again.has(state.key.pk));
    if (attempt >= 3) {
      total.failed.push(...outcome.failed);
      break;
    }
    if (pending.length > 0) await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** attempt));
  }
  return total;
};

const rebuild = async (kind: SearchKind, onProgress?: (items: number) => void): Promise<ReindexResult> => {
  const spec = KIND_SPECS[kind];
  const alias = readAlias(spec);
  const replaced = await indicesOf(alias);
  const writing = await indicesOf(writeAlias(spec));
  const index = await createFreshIndex(spec);
  await moveAlias(writeAlias(spec), index);
  const result: ReindexResult = { kind, index, replaced, items: 0, indexed: 0, skipped: 0, rejected: 0, failed: 0 };
  try {
    for await (const page of itemsOfKind<Record<string, unknown>>(kind)) {
      const items = await withOwners(kind, page);
      // Every item goes through the writer (a malformed one is rejected there, not here); an item not to be found
      // becomes a delete, which in a new index deletes nothing.
      const states: ItemState[] = items.map((item) => ({ key: { pk: String(item.pk), sk: String(item.sk) }, item }));
      const outcome = await copyPage(spec, states, index);
      result.items += items.length;
      result.indexed += outcome.indexed;
      result.skipped += items.length - outcome.indexed - outcome.rejected.length - outcome.failed.length;
      result.rejected += outcome.rejected.length;
      result.failed += outcome.failed.length;
      // A malformed item is the writing domain's bug: named, and the reindex goes on without it.
      if (outcome.rejected.length > 0) logger.error('reindex: items rejected', { kind, rejected: outcome.rejected });
      if (outcome.failed.length > 0) throw new Error(`reindex of ${kind}: ${outcome.failed.length} document(s) could not be written: ${outcome.failed[0]?.reason ?? ''}`);
      onProgress?.(result.items);
    }
    await searchClient().indices.refresh({ index });
    await moveAlias(alias, index);
  } catch (error) {
    // Back to where it was: the stream writes where queries read, and the half-built index goes.
    if (writing[0]) await moveAlias(writeAlias(spec), writing[0]);
    await searchClient().indices.delete({ index, ignore_unavailable: true });
    throw error;
  }
  const old = replaced.filter((name) => name !== index);
  if (old.length > 0) await searchClient().indices.delete({ index: old.join(','), ignore_unavailable: true });
  return result;
};
