/**
 * Querying a kind (docs/search.md "Queries"): keywords, filters, ranges, a named sort and a page, answered as the
 * product's list shape `{ records, total, pages, current, size }` with the matched words of each record marked.
 *
 * Keywords are normalised (NFKC, so full-width ＡＰＰ１２ is APP12; spaces collapsed) and matched two ways at once:
 * by words (`smartcn`; every word must occur, in any order and with anything between, so 小程序开发 finds
 * 微信小程序的开发 and 开发小程序) and by overlapping two-character grams (`cjk`; every character of the keywords
 * must stand in a gram the document has, so each word of two characters or more is found however a dictionary
 * segments the keywords or the text), which finds what no dictionary segments well: a rare brand name, and 数据看板
 * in 门店数据分析看板V2. A document matching both ranks first. Every query is filtered to what the viewer may read
 * (`readers`), whatever else it asks.
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
  /**
   * Counts beside the filters (docs/search.md "Facets"): name → the filter whose values are counted, over the
   * documents the request finds with that filter (and those of `alsoApart`) left out; at most `size` values, most first.
   */
  facets?: Record<string, FacetRequest>;
}

export interface FacetRequest {
  filter: string;
  /** Filters left out of this facet's counts as well (a city is left out of the provinces' counts). */
  alsoApart?: readonly string[];
  size: number;
}

/** One value of a facet and the documents the request would find with it. */
export interface FacetCount {
  value: string;
  count: number;
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
  /** The counts of each facet asked (none when none was). */
  facets?: Record<string, FacetCount[]>;
}

/** A query clause, as the OpenSearch client's published types define the query DSL. */
type Query = Types.Common_QueryDsl.QueryContainer;

/** Keywords as the index sees text: NFKC width folding, one space between words, at most the limit's length. */
export const normaliseKeywords = (text: unknown): string =>
  (typeof text === 'string' ? text : '').normalize('NFKC').replace(/\s+/g, ' ').trim().slice(0, SEARCH_LIMITS.maxKeywordLength);

/**
 * Characters the `cjk` analyzer reads in overlapping two-character grams (Lucene's CJKBigramFilter: Han, Hiragana,
 * Katakana, Hangul); a run of them touching each other is one run of grams, anything else between ends it.
 */
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;

/**
 * What a document's grams must hold for the keywords (docs/search.md "Every word, however it is segmented";
 * docs/decisions.md, issue 28): every word of letters or digits, and every character of a run of Chinese characters
 * covered by a gram of the run that the field has. The words of 数据看板 are 数据 and 看板 to a reader, 数据 看 板 to jieba
 * and perhaps 数据 看板 to Smart Chinese, and 看板 is one word, or 看 and 板系统, in the titles depending on what follows
 * it; its grams 数据 据看 看板 are the same whatever the dictionary, but 据看 straddles the two words and is in no
 * title that has something between them. Covering every character asks for the first and last grams and, between
 * them, never two neighbours missing: one gram between two words may be absent, never a word's own (a word of two
 * characters is one gram; a longer one's inner grams cover its inner characters). So 数据看板 finds 数据 and 看板 in any
 * order with anything between, and 板看据数 (板看 据数 …) finds nothing. A lone character is matched as the analyzer
 * indexes one, alone. Each is a `match` of the gram's text on the field, so the field's analyzer makes the term.
 */
const gramsCover = (field: string, keywords: string): Query[] => {
  const required: Query[] = [];
  const gram = (text: string): Query => ({ match: { [field]: { query: text } } });
  const rest = keywords.replace(CJK_RUN, ' ').trim();
  // Letters and digits as whole words, all of them; a stop word alone (the analyzer drops it) asks nothing.
  if (rest) required.push({ match: { [field]: { query: rest, operator: 'and', zero_terms_query: 'all' } } });
  for (const [run] of keywords.matchAll(CJK_RUN)) {
    const chars = [...run];
    if (chars.length === 1) {
      required.push(gram(run));
      continue;
    }
    const grams = chars.slice(1).map((char, i) => `${chars[i]}${char}`);
    const [first] = grams;
    const last = grams[grams.length - 1];
    if (first !== undefined) required.push(gram(first));
    if (last !== undefined && grams.length > 1) required.push(gram(last));
    // Characters 2 … n−3 (the others are covered by the first or the last gram): the character with its neighbours,
    // whose two grams are the two holding it, one of them at least (a match's default `or`).
    for (let i = 2; i <= chars.length - 3; i += 1) required.push(gram(chars.slice(i - 1, i + 2).join('')));
  }
  return required;
};

/**
 * The grams clause on one bigram field: the coverage above as a filter (it decides what matches, not how well), and
 * every gram of the keywords as the score (BM25 of the grams the field has, so a title with the keywords as one
 * phrase, 据看 included, ranks above one with the words apart).
 */
const gramsClause = (field: string, keywords: string, boost: number): Query => ({
  bool: { filter: gramsCover(field, keywords), should: [{ match: { [field]: { query: keywords } } }], minimum_should_match: 1, boost },
});

/**
 * Both ways are asked once more of all the text fields together (`allText`): a query whose words stand in different
 * fields (日语 in the title, 翻译 in the category) still finds the document, ranked below those that have them all in
 * one field. The grams are asked field by field, the best field counting (as `best_fields` does).
 */
export const keywordQuery = (spec: Pick<AnyKindSpec, 'text'>, keywords: string): Query => {
  const words = Object.entries(spec.text).map(([field, boost]) => `${field}^${boost}`);
  return {
    bool: {
      should: [
        { multi_match: { query: keywords, fields: words, type: 'best_fields', operator: 'and', boost: 2 } },
        { dis_max: { queries: Object.entries(spec.text).map(([field, boost]) => gramsClause(`${field}.bigram`, keywords, boost)) } },
        { match: { [ALL_TEXT_FIELD]: { query: keywords, operator: 'and', boost: 0.5 } } },
        gramsClause(`${ALL_TEXT_FIELD}.bigram`, keywords, 0.25),
      ],
      minimum_should_match: 1,
    },
  };
};

/** The clause of one named filter (one value, or any of several), or undefined when it asks nothing. */
const filterClause = (spec: AnyKindSpec, name: string, value: unknown): Query | undefined => {
  const field = Object.hasOwn(spec.filters, name) ? spec.filters[name] : undefined;
  if (!field) throw new Error(`search: the ${spec.kind} kind declares no filter ${name}`);
  // Only text values filter (a route's schema has checked them); at most the page window's worth of alternatives.
  const values = (typeof value === 'string' ? [value] : Array.isArray(value) ? value : []).filter((v): v is string => typeof v === 'string').slice(0, SEARCH_LIMITS.maxWindow);
  if (values.length === 0) return undefined;
  return values.length === 1 ? { term: { [field]: values[0] as string } } : { terms: { [field]: values } };
};

/** The filters and ranges of a request, but those named in `apart` (a facet's: asked after the counts, facets.ts). */
export const filterClauses = (spec: AnyKindSpec, request: SearchRequest, apart: ReadonlySet<string> = new Set()): Query[] => {
  const clauses: Query[] = [{ terms: { [READERS_FIELD]: readersOf(request.viewer) } }];
  for (const [name, value] of Object.entries(request.filters ?? {})) {
    const clause = filterClause(spec, name, value);
    if (clause && !apart.has(name)) clauses.push(clause);
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

/**
 * Facets in one request, as OpenSearch counts them beside filters: the filters some facet counts are taken out of the
 * query and asked after the counts (`post_filter`), so the hits still obey them; each facet counts its field's values
 * (`terms`) over the query's documents that pass the other such filters (`filter`), its own left out. So a category's
 * count is what choosing that category instead would find.
 */
const facetParts = (spec: AnyKindSpec, request: SearchRequest): { apart: Set<string>; body: Pick<API.Search_RequestBody, 'post_filter' | 'aggs'> } => {
  const facets = Object.entries(request.facets ?? {});
  if (facets.length === 0) return { apart: new Set(), body: {} };
  const apart = new Set(facets.flatMap(([, facet]) => [facet.filter, ...(facet.alsoApart ?? [])]));
  const clausesBut = (left: ReadonlySet<string>): Query[] =>
    [...apart].filter((name) => !left.has(name)).flatMap((name) => filterClause(spec, name, request.filters?.[name]) ?? []);
  const allOf = (clauses: Query[]): Query => (clauses.length === 0 ? { match_all: {} } : { bool: { filter: clauses } });
  const post = clausesBut(new Set());
  const aggs: NonNullable<API.Search_RequestBody['aggs']> = {};
  for (const [name, facet] of facets) {
    const field = Object.hasOwn(spec.filters, facet.filter) ? spec.filters[facet.filter] : undefined;
    if (!field) throw new Error(`search: the ${spec.kind} kind declares no filter ${facet.filter}`);
    const size = Math.min(Math.max(1, Math.floor(facet.size)), 100);
    // The client's published types leave `field` out of the terms aggregation (OpenSearch's own API has it, the
    // documentation's every example uses it): the one shape here they do not spell.
    const terms = { field, size } as Types.Common_Aggregations.TermsAggregationFields;
    aggs[name] = { filter: allOf(clausesBut(new Set([facet.filter, ...(facet.alsoApart ?? [])]))), aggs: { values: { terms } } };
  }
  return { apart, body: { ...(post.length > 0 ? { post_filter: allOf(post) } : {}), aggs } };
};

/** The buckets of each facet's `terms`, read defensively (an engine answering without them counts nothing). */
const facetCounts = (asked: Record<string, FacetRequest>, aggregations: unknown): Record<string, FacetCount[]> => {
  const aggs = (typeof aggregations === 'object' && aggregations !== null ? aggregations : {}) as Record<string, { values?: { buckets?: unknown } }>;
  return Object.fromEntries(
    Object.keys(asked).map((name) => {
      const buckets = Object.hasOwn(aggs, name) && Array.isArray(aggs[name]?.values?.buckets) ? (aggs[name]?.values?.buckets as { key?: unknown; doc_count?: unknown }[]) : [];
      return [name, buckets.filter((b) => (typeof b.key === 'string' || typeof b.key === 'number') && typeof b.doc_count === 'number').map((b) => ({ value: String(b.key), count: b.doc_count as number }))];
    }),
  );
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
  const facets = facetParts(spec, request);
  const body: API.Search_RequestBody = {
    query: { bool: { ...(keywords ? { must: [keywordQuery(spec, keywords)] } : {}), filter: filterClauses(spec, request, facets.apart) } },
    ...facets.body,
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
    ...(request.facets ? { facets: facetCounts(request.facets, answer.aggregations) } : {}),
  };
};
