/** The search domain's own items: a kind's reindex lock (docs/data-model.md). */
import type { SearchKind } from '../../shared/search.js';

export const reindexLockKey = (kind: SearchKind): { pk: string; sk: string } => ({ pk: `SEARCHLOCK#${kind}`, sk: 'REINDEX' });
