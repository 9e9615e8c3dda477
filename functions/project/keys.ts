/**
 * The project domain's keys (docs/data-model.md "Projects"). A party — the person, team or company on one side of
 * a project — is spelled `<TYPE>:<id>` (`partyKey`): the person's id for PERSONAGE, the organisation's otherwise.
 */
import { SEARCH_KINDS } from '../../shared/search.js';
import { uniquePartition } from '../lib/store/partitions.js';
import { nameKey } from '../../shared/schemas/project.js';
import { listTimeKey, partyKeyOf, partyListPartition } from '../../shared/party-lists.js';

const PROJECT = SEARCH_KINDS.project.pkPrefix;

/** `<TYPE>:<id>`: one side of a project (shared/party-lists.ts, which the personal center counts by). */
export { partyKeyOf };

/** A project's item: `PROJECT#<id>` / `PROJECT`, the item the search kind reads. */
export const projectKey = (projectId: string): { pk: string; sk: string } => ({ pk: `${PROJECT}${projectId}`, sk: SEARCH_KINDS.project.sk });
/** Its demand book (HTML): kept beside the project so that lists and the search indexer read a small item. */
export const bookKey = (projectId: string) => ({ pk: `${PROJECT}${projectId}`, sk: 'BOOK' });
/** Its counters that change often (views, applications, invitations): never the project's own item, whose rev is the search version. */
export const countsKey = (projectId: string) => ({ pk: `${PROJECT}${projectId}`, sk: 'COUNTS' });
/** One party B's engagement with the project: its one live invitation or application, and its negotiation. */
export const engagementKey = (projectId: string, partyKey: string) => ({ pk: `${PROJECT}${projectId}`, sk: `PARTY#${partyKey}` });
export const ENGAGEMENT_PREFIX = 'PARTY#';

/** A project name's claim, unique per owner, compared as `nameKey` does (ＡＢＣ and ABC are one name). */
export const projectNameKey = (ownerKey: string, name: string) => ({ pk: uniquePartition('PROJNAME', `${ownerKey}#${nameKey(name)}`), sk: 'UNIQUE' });

/** An invitation or an application. */
export const requestKey = (requestId: string) => ({ pk: `REQ#${requestId}`, sk: 'REQ' });
/** A negotiation, and its versions of the terms. */
export const negotiationKey = (negotiationId: string) => ({ pk: `NEGO#${negotiationId}`, sk: 'NEGO' });
export const termsKey = (negotiationId: string, version: number) => ({ pk: `NEGO#${negotiationId}`, sk: `V#${String(version).padStart(5, '0')}` });
export const TERMS_PREFIX = 'V#';

/** A party's own categories and the categories a party follows. */
export const customCategoryKey = (ownerKey: string, categoryId: string) => ({ pk: `PARTY#${ownerKey}`, sk: `CAT#${categoryId}` });
export const CUSTOM_CATEGORY_PREFIX = 'CAT#';
/** A party's claim of one category name (NFKC), and its count of live categories (under the cap). */
export const categoryNameKey = (ownerKey: string, name: string) => ({ pk: `PARTY#${ownerKey}`, sk: `CATNAME#${nameKey(name)}` });
export const categoryCountKey = (ownerKey: string) => ({ pk: `PARTY#${ownerKey}`, sk: 'CATCOUNT' });
export const selectedCategoriesKey = (ownerKey: string) => ({ pk: `PARTY#${ownerKey}`, sk: 'CATSEL' });
/** A party's backlog entry (待办). */
export const backlogKey = (ownerKey: string, entryId: string) => ({ pk: `PARTY#${ownerKey}`, sk: `BACKLOG#${entryId}` });
export const BACKLOG_PREFIX = 'BACKLOG#';

/**
 * A party's summary of one month as one side (`A` or `B`): what its cooperations that ended that month came to,
 * moved in the posting that completes each (functions/project/history).
 */
export const performanceKey = (ownerKey: string, month: string, side: 'A' | 'B') => ({ pk: `PARTY#${ownerKey}`, sk: `PERF#${month}#${side}` });
export const PERFORMANCE_PREFIX = 'PERF#';

/** The GSI lists of a party (docs/data-model.md "Projects"), spelled as shared/party-lists.ts publishes them. */
export const partyList = partyListPartition;

/** A time in a sort key: 13 digits, so that keys sort by time (the lists' spelling, which others count by). */
export const timeKey = listTimeKey;
