/**
 * The reindex lock (docs/search.md "Reindexing"): one reindex of a kind at a time. Two at once would each move
 * the aliases to their own new index and delete the other's start; the second is refused instead. The lock
 * expires by itself (an operator's crashed run does not block the next one for long).
 */
import { ttlAfter } from '../lib/ids.js';
import { deleteItem, putItem } from '../lib/store/client.js';
import { reindexLockKey } from './keys.js';
import type { SearchKind } from '../../shared/search.js';

/** Longer than a reindex of a kind takes (10,000 documents: seconds; a million: minutes). */
const LOCK_SECONDS = 60 * 60;


/** True when this run holds the kind's lock now; false when another holds it. */
export const claimReindex = async (kind: SearchKind, runId: string): Promise<boolean> => {
  const now = Math.floor(Date.now() / 1000);
  const result = await putItem(
    { ...reindexLockKey(kind), runId, startTime: Date.now(), ttl: ttlAfter(LOCK_SECONDS) },
    { expression: 'attribute_not_exists(pk) OR #ttl < :now', names: { '#ttl': 'ttl' }, values: { ':now': now } },
  );
  return result.written;
};

export const releaseReindex = async (kind: SearchKind, runId: string): Promise<void> => {
  await deleteItem(reindexLockKey(kind), { expression: 'runId = :run', values: { ':run': runId } });
};
