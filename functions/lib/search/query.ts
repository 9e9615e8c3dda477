/**
 * Querying a kind (docs/search.md "Queries"): keywords, filters, ranges, a named sort and a page, answered as the
 * product's list shape `{ records, total, pages, current, size }` with the matched words of each record marked.
 *
 * Keywords are normalised (NFKC, so full-width ＡＰＰ１２ is APP12; spaces collapsed) and matched two ways at once:
 * by words (`smartcn`; every word must occur, in any order and with anything between, so 小程序开发 finds
 * 微信小程序的开发 and 开发小程序) and by overlapping two-character grams (`cjk`; all of them but one in four must
 * occur), which finds what no dictionary segments well, such as a rare brand name. A document matching both ranks
 * first. Every query is filtered to what the viewer may read (`readers`), whatever else it asks.
 */
import type { API, Types } from '@opensearch-project/opensearch';
import { ERRORS } from '../../../shared/errors.js';
import { SEARCH_LIMITS } from '../../../shared/search.js';
import { AppError, fieldError } from '../errors.js';
import { logger } from '../logger.js';
import { searchClient } from './client.js';
import { errorType, readAlias } from './indices.js';
import { ALL_TEXT_FIELD, READERS_FIELD, readersOf, type AnyKindSpec, type SortClause, type Viewer } from './kind.js';

export interface SearchRequest {
  keywords?: string;
  /** Filter name → one value, or any of several. */
  filters?: Record<string, string | readonly string[] | undefined>;
  /** Range name → bounds, both inclusive. */
  ranges?: Record<string, { min?: number; max?: number } | undefined>;
  /** A sort the kind declares, or `relevance` (the default with keywords; without them the kind's first sort). */
  sort?: string;
  current: number;
  size: number;
  viewer?: Viewer;
}

export interface SearchHit<Doc> {
  id: string;
  doc: Doc;
  /** Field → the field's text (or its best fragment) with the matched words in `<em>…</em>`, the rest HTML-escaped. */
  highlight: Record<string, string>;
}

export interface SearchPage<Doc> {
  records: SearchHit<Doc>[];
  total: number;
  pages: number;
  current: number;
  size: number;
}

/** A query clause, as the OpenSearch client's published types define the query DSL. */
type Query = Types.Common_QueryDsl.QueryContainer;

/** Keywords as the index sees text: NFKC width folding, one space between words, at most the limit's length. */
export const normaliseKeywords = (text: unknown): string =>
  (typeof text === 'string' ? text : '').normalize('NFKC').replace(/\s+/g, ' ').trim().slice(0, SEARCH_LIMITS.maxKeywordLength);

/**
 * The grams' share is `-25%` (of n grams, n − ⌊n/4⌋ must occur), not `75%` (⌊3n/4⌋): they differ by one gram unless
 * n is a multiple of four, and it matters on short queries, where the fallback must not be looser than the words.
 * `75%` of a three-character word's two grams is one, so 小程序 (小程, 程序) found 小区程序化停车 and a Java 程序员, and
 * ISO9001认证 (iso9001, 认证) found a PMP 认证. `-25%` asks for every gram of a query of up to three (a word of two or
 * three characters such as 小程序 or 小红书, a model number with a word), three of four, four of five, six of eight:
 * an unknown word in a longer query still matches with one gram in four missing.
 *
 * Both ways are asked once more of all the text fields together (`allText`): a query whose words stand in different
 * fields (日语 in the title, 翻译 in the category) still finds the document, ranked below those that have them all in
 * one field.
 */
const keywordQuery = (spec: AnyKindSpec, keywords: string): Query => {
  const words = Object.entries(spec.text).map(([field, boost]) => `${field}^${boost}`);
  const grams = Object.entries(spec.text).map(([field, boost]) => `${field}.bigram^${boost}`);
  return {
    bool: {
      should: [
        { multi_match: { query: keywords, fields: words, type: 'best_fields', operator: 'and', boost: 2 } },
        { multi_match: { query: keywords, fields: grams, type: 'best_fields', minimum_should_match: '-25%' } },
        { match: { [ALL_TEXT_FIELD]: { query: keywords, operator: 'and', boost: 0.5 } } },
        { match: { [`${ALL_TEXT_FIELD}.bigram`]: { query: keywords, minimum_should_match: '-25%', boost: 0.25 } } },
      ],
      minimum_should_match: 1,
    },
  };
};

const filterClauses = (spec: AnyKindSpec, request: SearchRequest): Query[] => {
  const clauses: Query[] = [{ terms: { [READERS_FIELD]: readersOf(request.viewer) } }];
  for (const [name, value] of Object.entries(request.filters ?? {})) {
    const field = Object.hasOwn(spec.filters, name) ? spec.filters[name] : undefined;
    if (!field) throw new Error(`search: the ${spec.kind} kind declares no filter ${name}`);
    // Only text values filter (a route's schema has checked them); at most the page window's worth of alternatives.
    const values = (typeof value === 'string' ? [value] : Array.isArray(value) ? value : []).filter((v): v is string => typeof v === 'string').slice(0, SEARCH_LIMITS.maxWindow);
    if (values.length === 0) continue;
    clauses.push(values.length === 1 ? { term: { [field]: values[0] as string } } : { terms: { [field]: values } });
  }
  for (const [name, bounds] of Object.entries(request.ranges ?? {})) {
    const field = Object.hasOwn(spec.ranges, name) ? spec.ranges[name] : undefined;
    if (!field) throw new Error(`search: the ${spec.kind} kind declares no range ${name}`);
    // A bound that is no finite number bounds nothing; one beyond what a field holds is cut to it.
    const bound = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? Math.min(Math.max(value, -Number.MAX_SAFE_INTEGER), Number.MAX_SAFE_INTEGER) : undefined);
    const min = bound(bounds?.min);
    const max = bound(bounds?.max);
    if (min === undefined && max === undefined) continue;
    clauses.push({ range: { [field]: { ...(min !== undefined ? { gte: min } : {}), ...(max !== undefined ? { lte: max } : {}) } } });
  }
  return clauses;
};

const sortClauses = (spec: AnyKindSpec, sort: string | undefined, hasKeywords: boolean): Types.Common.SortCombinations[] => {
  const toSort = (clauses: readonly SortClause[]): Types.Common.SortCombinations[] => clauses.map(({ field, order }) => ({ [field]: { order } }));
  const tie = toSort([spec.tieBreaker]);
  const named = sort && sort !== 'relevance' && Object.hasOwn(spec.sorts, sort) ? spec.sorts[sort] : undefined;
  if (sort && sort !== 'relevance' && !named) throw new Error(`search: the ${spec.kind} kind declares no sort ${sort}`);
  if (named) return [...toSort(named), ...tie];
  const fallback = Object.values(spec.sorts)[0] ?? [];
  return hasKeywords ? [{ _score: { order: 'desc' } }, ...toSort(fallback), ...tie] : [...toSort(fallback), ...tie];
};

const highlightBody = (spec: AnyKindSpec): Types.Core_Search.Highlight => ({
  pre_tags: ['<em>'],
  post_tags: ['</em>'],
  // The text around the marks is HTML-escaped by the engine: a fragment is safe to show as markup with only <em>.
  encoder: 'html',
  fields: Object.fromEntries(
    spec.highlight.map((field) => [
      field,
      { type: 'fvh', matched_fields: [field, `${field}.bigram`], fragment_size: 120, number_of_fragments: 1, no_match_size: 0 },
    ]),
  ),
});

/** One page of a kind's documents the viewer may read, matching the request. */
export const searchDocuments = async <Doc extends object>(
  spec: AnyKindSpec,
  request: SearchRequest,
  options: { alias?: string } = {},
): Promise<SearchPage<Doc>> => {
  // Whole numbers within the limits, whatever was passed (a route's schema answers a 400 first).
  const whole = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? Math.floor(value) : fallback);
  const size = Math.min(Math.max(1, whole(request.size, 10)), SEARCH_LIMITS.maxPageSize);
  const current = Math.max(1, whole(request.current, 1));
  const from = (current - 1) * size;
  const empty: SearchPage<Doc> = { records: [], total: 0, pages: 0, current, size };
  // Deep pages are no product need and cost the engine: a route's schema stops them first (SEARCH_LIMITS.maxWindow).
  if (from + size > SEARCH_LIMITS.maxWindow) throw fieldError('current', `最多查看前${SEARCH_LIMITS.maxWindow}条结果`);
  const keywords = normaliseKeywords(request.keywords);
  const body: API.Search_RequestBody = {
    query: { bool: { ...(keywords ? { must: [keywordQuery(spec, keywords)] } : {}), filter: filterClauses(spec, request) } },
    sort: sortClauses(spec, request.sort, keywords !== ''),
    from,
    size,
    track_total_hits: true,
    ...(keywords && spec.highlight.length > 0 ? { highlight: highlightBody(spec) } : {}),
  };
  let answer: Types.Core_Search.SearchResult<Record<string, unknown>>;
  try {
    answer = await searchClient().search({ index: options.alias ?? readAlias(spec), body });
  } catch (error) {
    if (errorType(error) === 'index_not_found_exception') return empty;
    logger.error('search failed', { kind: spec.kind, error: error as Error });
    throw new AppError(ERRORS.SEARCH_UNAVAILABLE);
  }
  const hits = answer?.hits;
  if (!hits || !Array.isArray(hits.hits)) {
    // An engine (or something in front of it) answering 200 with no search result: not the client's fault.
    logger.error('search answered no hits', { kind: spec.kind });
    throw new AppError(ERRORS.SEARCH_UNAVAILABLE);
  }
  const total = typeof hits.total === 'number' ? hits.total : (hits.total?.value ?? 0);
  return {
    records: hits.hits.map((hit) => {
      const { [READERS_FIELD]: _readers, [ALL_TEXT_FIELD]: _all, ...doc } = hit._source ?? {};
      return {
        // A hit lacks `_id` only under `stored_fields: _none_`, which no query here asks for (the client's type allows it).
        id: hit._id as string,
        doc: doc as Doc,
        highlight: Object.fromEntries(Object.entries(hit.highlight ?? {}).map(([field, fragments]) => [field, fragments[0] ?? ''])),
      };
    }),
    total,
    pages: Math.ceil(total / size),
    current,
    size,
  };
};
