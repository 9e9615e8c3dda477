/**
 * Who each resume of a batch is of, read now beside it (docs/search.md "Resumes"; one BatchGet a batch:
 * ./resume-store.ts): the indexer and the reindex hand every resume item through here before it becomes a document.
 */
import type { SearchKind } from '../../shared/search.js';
import { resumeOwners } from './resume-store.js';

type Item = Record<string, unknown>;

/** The items of a kind ready to become documents: a resume with its owner beside it (`owner`); any other kind as it is. */
export const withOwners = async (kind: SearchKind, items: Item[]): Promise<Item[]> => {
  if (kind !== 'talent' && kind !== 'unit') return items;
  const owners = await resumeOwners(kind, items.map((item) => (typeof item.ownerId === 'string' ? item.ownerId : '')));
  return items.map((item) => ({ ...item, owner: typeof item.ownerId === 'string' ? owners.get(item.ownerId) : undefined }));
};
