/**
 * The index side of matching (docs/search.md "Matching"): the candidates of a kind that have any of a profile's tags
 * or stand in its region, best first, filtered as every query is (readers, the caller's filters and ranges). Unlike
 * `searchDocuments`, whose keywords are all required, a candidate needs one tag or the region: each tag is asked by
 * words and by grams of all the document's text (`allText`), each a `should`, and the region's codes add to the score.
 */
import type { Types } from '@opensearch-project/opensearch';
import { ERRORS } from '../../shared/errors.js';
import { AppError } from '../lib/errors.js';
import { logger } from '../lib/logger.js';
import { searchClient } from '../lib/search/client.js';
import { errorType, readAlias } from '../lib/search/indices.js';
import type { AnyKindSpec } from '../lib/search/kind.js';
import { filterClauses, normaliseKeywords, type SearchRequest } from '../lib/search/query.js';

type Query = Types.Common_QueryDsl.QueryContainer;

const ANY_OF_CHARS = 500;

/** The document field every text field is joined into (functions/lib/search/kind.ts ALL_TEXT_FIELD). */
const ALL_TEXT = 'allText';

/** One tag: its words all present, or all its grams (a name no dictionary segments alike: docs/search.md). */
export const tagClause = (tag: string): Query => ({
  bool: {
    should: [
      { match: { [ALL_TEXT]: { query: tag, operator: 'and', boost: 2 } } },
      { match: { [`${ALL_TEXT}.bigram`]: { query: tag, operator: 'and' } } },
    ],
    minimum_should_match: 1,
  },
});

export interface MatchRequest {
  /** The profile's tags, each a clause of its own (one is enough). */
  tags: readonly string[];
  /**
   * Or the other way round: a text whose words are asked of a text field (any of them; a demand's words of the resumes'
   * tags). Cut to its first 500 characters, so that the query stays far below the engine's clause limit.
   */
  anyOf?: { field: string; text: string };
  /** Keyword fields and the values that put a candidate in the profile's region (province, city), with their boosts. */
  region?: readonly { field: string; value: string; boost: number }[];
  filters?: SearchRequest['filters'];
  ranges?: SearchRequest['ranges'];
  viewer?: SearchRequest['viewer'];
  /** Candidates to answer, best first (the score of the engine; the service ranks them again by its own). */
  size: number;
  /** Among equal scores: the kind's sort clauses (newest first …). */
  then: readonly { field: string; order: 'asc' | 'desc' }[];
}

/** The candidates' documents, best first; none when the profile asks nothing (no tag, no region) or the kind has no index yet. */
export const matchDocuments = async <Doc extends object>(spec: AnyKindSpec, request: MatchRequest): Promise<{ id: string; doc: Doc }[]> => {
  const tags = request.tags.map(normaliseKeywords).filter(Boolean);
  const anyText = request.anyOf ? request.anyOf.text.normalize('NFKC').replace(/\s+/g, ' ').trim().slice(0, ANY_OF_CHARS) : '';
  const should: Query[] = [
    ...tags.map(tagClause),
    ...(request.anyOf && anyText ? [{ match: { [request.anyOf.field]: { query: anyText, boost: 2 } } }] : []),
    ...(request.region ?? []).map(({ field, value, boost }) => ({ term: { [field]: { value, boost } } }))];
  if (should.length === 0) return [];
  const body = {
    query: { bool: { should, minimum_should_match: 1, filter: filterClauses(spec, { current: 1, size: request.size, filters: request.filters, ranges: request.ranges, viewer: request.viewer }) } },
    sort: [{ _score: { order: 'desc' } }, ...request.then.map(({ field, order }) => ({ [field]: { order } })), { [spec.tieBreaker.field]: { order: spec.tieBreaker.order } }] as Types.Common.SortCombinations[],
    size: request.size,
    track_total_hits: false,
  };
  let answer: Types.Core_Search.SearchResult<Record<string, unknown>>;
  try {
    answer = await searchClient().search({ index: readAlias(spec), body });
  } catch (error) {
    if (errorType(error) === 'index_not_found_exception') return [];
    logger.error('matching failed', { kind: spec.kind, error: error as Error });
    throw new AppError(ERRORS.SEARCH_UNAVAILABLE);
  }
  if (!answer?.hits || !Array.isArray(answer.hits.hits)) {
    logger.error('matching answered no hits', { kind: spec.kind });
    throw new AppError(ERRORS.SEARCH_UNAVAILABLE);
  }
  return answer.hits.hits.map((hit) => {
    const { readers: _readers, [ALL_TEXT]: _all, ...doc } = hit._source ?? {};
    return { id: hit._id as string, doc: doc as Doc };
  });
};
