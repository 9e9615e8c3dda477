/** The search domain's own items: a kind's reindex lock (docs/data-model.md); a viewer's mark on a unit's resume. */
import type { SearchKind } from '../../shared/search.js';
import { SEARCH_KINDS } from '../../shared/search.js';

export const reindexLockKey = (kind: SearchKind): { pk: string; sk: string } => ({ pk: `SEARCHLOCK#${kind}`, sk: 'REINDEX' });

/** A team's or company's resume (the organisation domain's item, `ResumeSearchItem`): its views are counted on it. */
export const unitResumeKey = (type: 'TEAM' | 'COMPANY', orgId: string): { pk: string; sk: string } => ({ pk: `${SEARCH_KINDS.unit.pkPrefix}${type}#${orgId}`, sk: SEARCH_KINDS.unit.sk });

/** That a person's view of a team's or company's resume was counted (once: `search.unitBrowse`), in the resume's partition. */
export const unitBrowseKey = (type: 'TEAM' | 'COMPANY', orgId: string, userId: string): { pk: string; sk: string } => ({ pk: `${SEARCH_KINDS.unit.pkPrefix}${type}#${orgId}`, sk: `BROWSE#${userId}` });
