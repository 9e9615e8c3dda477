/**
 * The kinds of search documents and the table items they come from (docs/search.md). The search module
 * (functions/lib/search) declares each kind's mapping and how an item becomes a document; this file holds what
 * the stack and the local cloud need as well: which items a kind reads (the stream's filter, by key prefix), the
 * alias queries go through, and the version of the index behind it.
 */

export interface SearchSource {
  /** The alias every query and write goes through: `projects` → `projects-v1`. */
  alias: string;
  /**
   * The version of the index's settings and mapping: a change to either is a new version, built by
   * `npm run ops -- reindex <kind>` and swapped in behind the alias.
   */
  version: number;
  /** The items of this kind: `pk` begins with this, `sk` equals `sk`. */
  pkPrefix: string;
  sk: string;
}

// Versions: project 2 — every text field in one (`allText`), so a query's words may stand in different fields.
// goods 1 — the mall's listings of the three kinds (issue 29; functions/search/goods-kind.ts).
// talent 1 — people's resumes (`USER#<u>` / `RESUME`), found under 人才; unit 1 — teams' and companies' resumes
// (`RESUME#<TEAM|COMPANY>#<id>` / `RESUME`), found under 单位 and a team's under 人才 too (issue 31;
// functions/search/resume-kind.ts; docs/search.md "Resumes").
export const SEARCH_KINDS = {
  project: { alias: 'projects', version: 2, pkPrefix: 'PROJECT#', sk: 'PROJECT' },
  goods: { alias: 'goods', version: 1, pkPrefix: 'GOODS#', sk: 'GOODS' },
  talent: { alias: 'talent', version: 1, pkPrefix: 'USER#', sk: 'RESUME' },
  unit: { alias: 'units', version: 1, pkPrefix: 'RESUME#', sk: 'RESUME' },
} as const satisfies Record<string, SearchSource>;

export type SearchKind = keyof typeof SEARCH_KINDS;

export const searchKinds = (): SearchKind[] => Object.keys(SEARCH_KINDS) as SearchKind[];

/** The kind of a table item by its key, or undefined for items no search reads. */
export const searchKindOfKey = (pk: unknown, sk: unknown): SearchKind | undefined =>
  typeof pk === 'string' && typeof sk === 'string'
    ? searchKinds().find((kind) => pk.startsWith(SEARCH_KINDS[kind].pkPrefix) && sk === SEARCH_KINDS[kind].sk)
    : undefined;

/** The concrete index of a kind's version: `projects-v1`. */
export const indexName = (kind: SearchKind, version: number = SEARCH_KINDS[kind].version): string => `${SEARCH_KINDS[kind].alias}-v${version}`;

/** The search module's limits: a page of results (the search routes' schemas refuse more: shared/schemas/project-search.ts), the deepest page, a query's length. */
export const SEARCH_LIMITS = {
  maxPageSize: 50,
  /** from + size never beyond this (OpenSearch's max_result_window is 10,000; deep pages are not a product need). */
  maxWindow: 1_000,
  maxKeywordLength: 50,
  /**
   * OpenSearch's `indices.query.bool.max_clause_count` (1,024 by default, as on the domain): the term queries a search
   * may hold in all; the longest keywords' query must stay below it (test/unit/search-keyword-query.test.ts).
   */
  maxQueryClauses: 1_024,
  /** Stream records handed to the indexer at once, and how long the poller waits to fill a batch. */
  batchSize: 100,
  batchWindowMs: 0,
} as const;
