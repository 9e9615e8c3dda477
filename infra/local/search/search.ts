/**
 * `_search` and `_count`: the request body (and the URL parameters that may stand for parts of it) checked strictly,
 * the query run on every index named (each scored on its own statistics, as each shard is), hits sorted (`_score`,
 * keyword, numeric, date and boolean fields, `_doc`; sort.ts), paged with `from`/`size` within
 * `index.max_result_window`, counted as `track_total_hits` asks, `_source` filtered and highlighted; `post_filter`
 * and the `terms` and `filter` aggregations (aggregations.ts).
 */
import { performance } from 'node:perf_hooks';
import { parseAggregations, runAggregations, type Aggregation, type DocSets } from './aggregations.js';
import type { Cluster, ResolveOptions } from './cluster.js';
import { illegalArgument, parsingError, searchPhaseFailure, SearchError, unsupported } from './errors.js';
import { highlightField, highlightFields, parseHighlight, type HighlightSpec } from './highlight.js';
import { PRIMARY_TERM, type IndexData } from './index-data.js';
import { parseQuery, type Query } from './query.js';
import { runQuery } from './query-run.js';
import type { QueryContext } from './query-scoring.js';
import { checkSortFields, compareCandidates, parseSortEntry, sortValue, type Candidate, type SortSpec } from './sort.js';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const tokenName = (value: unknown): string =>
  Array.isArray(value) ? 'START_ARRAY' : isObject(value) ? 'START_OBJECT' : typeof value === 'string' ? 'VALUE_STRING' : typeof value === 'number' ? 'VALUE_NUMBER' : typeof value === 'boolean' ? 'VALUE_BOOLEAN' : 'VALUE_NULL';

interface SourceFilter {
  enabled: boolean;
  includes: string[];
  excludes: string[];
}

export interface SearchRequest {
  query: Query;
  /** Applied to the hits after the aggregations have counted (aggregations.ts). */
  postFilter?: Query;
  aggs?: Record<string, Aggregation>;
  from: number;
  size: number;
  sort?: SortSpec[];
  trackTotalHits: boolean | number;
  source: SourceFilter;
  highlight?: HighlightSpec;
  minScore?: number;
  trackScores: boolean;
  version: boolean;
  seqNoPrimaryTerm: boolean;
  totalAsInt: boolean;
}

const BODY_KEYS = new Set(['query', 'post_filter', 'aggs', 'aggregations', 'from', 'size', 'sort', 'highlight', 'track_total_hits', '_source', 'timeout', 'min_score', 'track_scores', 'version', 'seq_no_primary_term', 'explain', 'profile']);
const REFUSED_BODY_KEYS = new Set([
  'search_after', 'stored_fields', 'docvalue_fields', 'fields', 'script_fields', 'collapse',
  'rescore', 'suggest', 'indices_boost', 'pit', 'slice', 'stats', 'ext', 'terminate_after', 'runtime_mappings', 'search_pipeline',
  'derived', 'verbose_pipeline', 'include_named_queries_score',
]);

export const SEARCH_PARAMS = new Set([
  'from', 'size', 'sort', 'track_total_hits', '_source', '_source_includes', '_source_excludes', 'rest_total_hits_as_int', 'seq_no_primary_term',
  'version', 'track_scores', 'typed_keys', 'ignore_unavailable', 'allow_no_indices', 'expand_wildcards', 'search_type', 'request_cache', 'timeout',
  'preference', 'allow_partial_search_results', 'batched_reduce_size', 'pre_filter_shard_size', 'max_concurrent_shard_requests',
  'ccs_minimize_roundtrips', 'ignore_throttled', 'routing', 'explain',
]);
export const REFUSED_SEARCH_PARAMS = new Set(['q', 'df', 'analyzer', 'default_operator', 'lenient', 'analyze_wildcard', 'scroll', 'stored_fields', 'docvalue_fields', 'terminate_after', 'stats', 'suggest_field', 'search_pipeline', 'phase_took', 'cancel_after_time_interval', 'include_named_queries_score', 'verbose_pipeline']);

const intParam = (value: unknown, name: string): number => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  if (!Number.isInteger(n)) throw parsingError(`[${name}] failed to parse, expected an integer but got [${String(value)}]`);
  return n;
};

const boolParam = (value: unknown, name: string): boolean => {
  if (value === true || value === 'true' || value === '') return true;
  if (value === false || value === 'false') return false;
  throw illegalArgument(`Failed to parse value [${String(value)}] as only [true] or [false] are allowed. (parameter [${name}])`);
};

const sourceList = (value: unknown, what: string): string[] => {
  if (typeof value === 'string') return value.split(',').filter(Boolean);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value as string[];
  throw parsingError(`[_source] failed to parse [${what}]`);
};

export const parseSourceFilter = (value: unknown): SourceFilter => {
  if (value === undefined) return { enabled: true, includes: [], excludes: [] };
  if (value === true || value === 'true') return { enabled: true, includes: [], excludes: [] };
  if (value === false || value === 'false') return { enabled: false, includes: [], excludes: [] };
  if (typeof value === 'string' || Array.isArray(value)) return { enabled: true, includes: sourceList(value, 'includes'), excludes: [] };
  if (isObject(value)) {
    for (const key of Object.keys(value)) if (!['includes', 'excludes', 'include', 'exclude'].includes(key)) throw parsingError(`[_source] unknown field [${key}]`);
    const inc = value.includes ?? value.include;
    const exc = value.excludes ?? value.exclude;
    return { enabled: true, includes: inc === undefined ? [] : sourceList(inc, 'includes'), excludes: exc === undefined ? [] : sourceList(exc, 'excludes') };
  }
  throw parsingError('[_source] failed to parse');
};

/** The `_source` a hit or GET answers with, after `_source` filtering (dotted paths, `*` wildcards). */
export const filterSource = (source: Record<string, unknown>, filter: SourceFilter): Record<string, unknown> | undefined => {
  if (!filter.enabled) return undefined;
  if (filter.includes.length === 0 && filter.excludes.length === 0) return source;
  const match = (patterns: string[], path: string, prefixOk: boolean) =>
    patterns.some((p) => {
      const re = new RegExp(`^${p.split('*').map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}${prefixOk ? '(\\..*)?' : ''}$`);
      return re.test(path) || (prefixOk && p.startsWith(`${path}.`));
    });
  const walk = (node: Record<string, unknown>, prefix: string): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (filter.excludes.length && match(filter.excludes, path, false)) continue;
      const included = filter.includes.length === 0 || match(filter.includes, path, true);
      if (!included) continue;
      if (isObject(value)) {
        const fullyIncluded = filter.includes.length === 0 || filter.includes.some((p) => p === path || path.startsWith(`${p}.`) || (p.includes('*') && !p.startsWith(`${path}.`) && match([p], path, false)));
        const inner = walk(value, path);
        if (fullyIncluded || Object.keys(inner).length) out[key] = fullyIncluded && filter.excludes.length === 0 ? value : inner;
      } else {
        out[key] = value;
      }
    }
    return out;
  };
  return walk(source, '');
};

/** The search request from its body and URL parameters. */
export const parseSearchRequest = (body: unknown, params: URLSearchParams): SearchRequest => {
  if (body !== undefined && !isObject(body)) throw parsingError('request body or source parameter is required');
  const b = (body ?? {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(b)) {
    if (REFUSED_BODY_KEYS.has(key)) throw unsupported(`[${key}] in a search request`);
    if (!BODY_KEYS.has(key)) throw parsingError(`Unknown key for a ${tokenName(value)} in [${key}].`);
  }
  if (b.explain === true || params.get('explain') === 'true') throw unsupported('[explain]');
  if (b.profile === true) throw unsupported('[profile]');
  const from = params.has('from') ? intParam(params.get('from'), 'from') : b.from === undefined ? 0 : intParam(b.from, 'from');
  const size = params.has('size') ? intParam(params.get('size'), 'size') : b.size === undefined ? 10 : intParam(b.size, 'size');
  if (from < 0) throw illegalArgument('[from] parameter cannot be negative');
  if (size < 0) throw illegalArgument(`[size] parameter cannot be negative, found [${size}]`);
  let sort: SortSpec[] | undefined;
  if (params.has('sort')) {
    sort = (params.get('sort') ?? '').split(',').filter(Boolean).map((s) => {
      const [field, order] = s.split(':');
      const spec = parseSortEntry(field);
      if (order) spec.order = order === 'desc' ? 'desc' : order === 'asc' ? 'asc' : (() => { throw illegalArgument(`Unknown SortOrder [${order}]`); })();
      return spec;
    });
  } else if (b.sort !== undefined) {
    sort = (Array.isArray(b.sort) ? b.sort : [b.sort]).map(parseSortEntry);
  }
  let trackTotalHits: boolean | number = 10_000;
  const rawTrack = params.has('track_total_hits') ? params.get('track_total_hits') : b.track_total_hits;
  if (rawTrack !== undefined && rawTrack !== null) {
    if (rawTrack === true || rawTrack === 'true') trackTotalHits = true;
    else if (rawTrack === false || rawTrack === 'false') trackTotalHits = false;
    else {
      trackTotalHits = intParam(rawTrack, 'track_total_hits');
      if (trackTotalHits < -1) throw illegalArgument(`[track_total_hits] parameter must be positive or equals to -1, got ${trackTotalHits}`);
      if (trackTotalHits === -1) trackTotalHits = true;
    }
  }
  const totalAsInt = params.has('rest_total_hits_as_int') && boolParam(params.get('rest_total_hits_as_int'), 'rest_total_hits_as_int');
  if (totalAsInt && typeof trackTotalHits === 'number' && rawTrack !== undefined) {
    throw illegalArgument('[rest_total_hits_as_int] cannot be used if the tracking of total hits is not accurate, got ' + trackTotalHits);
  }
  let source = parseSourceFilter(params.has('_source') ? params.get('_source') : b._source);
  if (params.has('_source_includes')) source = { ...source, enabled: true, includes: sourceList(params.get('_source_includes'), 'includes') };
  if (params.has('_source_excludes')) source = { ...source, enabled: true, excludes: sourceList(params.get('_source_excludes'), 'excludes') };
  const minScore = b.min_score === undefined ? undefined : Number(b.min_score);
  if (minScore !== undefined && !Number.isFinite(minScore)) throw parsingError('[min_score] failed to parse');
  if (b.aggs !== undefined && b.aggregations !== undefined) throw parsingError('Found two aggregation definitions: [aggs] and [aggregations]');
  const aggs = b.aggs ?? b.aggregations;
  return {
    query: b.query === undefined ? { kind: 'match_all', boost: 1 } : parseQuery(b.query),
    ...(b.post_filter !== undefined ? { postFilter: parseQuery(b.post_filter, 'post_filter') } : {}),
    ...(aggs !== undefined ? { aggs: parseAggregations(aggs) } : {}),
    from,
    size,
    sort,
    trackTotalHits: totalAsInt ? true : trackTotalHits,
    source,
    highlight: b.highlight === undefined ? undefined : parseHighlight(b.highlight),
    minScore,
    trackScores: params.has('track_scores') ? boolParam(params.get('track_scores'), 'track_scores') : b.track_scores === true,
    version: params.has('version') ? boolParam(params.get('version'), 'version') : b.version === true,
    seqNoPrimaryTerm: params.has('seq_no_primary_term') ? boolParam(params.get('seq_no_primary_term'), 'seq_no_primary_term') : b.seq_no_primary_term === true,
    totalAsInt,
  };
};

const runOnIndex = (index: IndexData, query: Query, now: number): { scores: Map<number, number>; terms: Map<string, Set<string>> } => {
  const ctx: QueryContext = { index: index.name, uuid: index.uuid, mapping: index.mapping, segment: index.segment, now, highlightTerms: new Map() };
  try {
    return { scores: runQuery(query, ctx), terms: ctx.highlightTerms };
  } catch (error) {
    if (error instanceof SearchError && error.cause_.type !== 'parsing_exception') throw searchPhaseFailure(index.name, index.uuid, error);
    throw error;
  }
};

const shardsOf = (indices: IndexData[]) => ({ total: indices.length, successful: indices.length, skipped: 0, failed: 0 });

export const search = (cluster: Cluster, expression: string | undefined, request: SearchRequest, resolveOptions: ResolveOptions): Record<string, unknown> => {
  const started = performance.now();
  const indices = cluster.resolve(expression, resolveOptions);
  const now = Date.now();
  for (const index of indices) {
    if (request.from + request.size > index.settings.maxResultWindow) {
      throw searchPhaseFailure(
        index.name,
        index.uuid,
        illegalArgument(
          `Result window is too large, from + size must be less than or equal to: [${index.settings.maxResultWindow}] but was [${request.from + request.size}]. See the scroll api for a more efficient way to request large data sets. This limit can be set by changing the [index.max_result_window] index level setting.`,
        ),
      );
    }
    if (request.sort) {
      try {
        checkSortFields(index, request.sort);
      } catch (error) {
        throw error instanceof SearchError ? searchPhaseFailure(index.name, index.uuid, error) : error;
      }
    }
    if (request.highlight) {
      try {
        highlightFields(request.highlight, index.mapping);
      } catch (error) {
        throw error instanceof SearchError ? searchPhaseFailure(index.name, index.uuid, error) : error;
      }
    }
  }
  const sort = request.sort ?? [{ kind: 'score', order: 'desc', missing: '_last' } as SortSpec];
  const sortedByScoreOnly = !request.sort || request.sort[0]?.kind === 'score';
  const scoring = sortedByScoreOnly || request.trackScores || sort.some((s) => s.kind === 'score');
  const candidates: Candidate[] = [];
  const counted: DocSets = new Map();
  for (const index of indices) {
    const { scores, terms } = runOnIndex(index, request.query, now);
    const docs = new Set<number>();
    counted.set(index, docs);
    const post = request.postFilter ? runOnIndex(index, request.postFilter, now).scores : undefined;
    for (const [doc, score] of scores) {
      if (request.minScore !== undefined && score < request.minScore) continue;
      docs.add(doc);
      if (post && !post.has(doc)) continue;
      const c: Candidate = { index, doc, score, terms };
      c.sortValues = sort.map((spec) => (spec.kind === 'score' ? score : spec.kind === 'doc' ? doc : sortValue(index, doc, spec)));
      candidates.push(c);
    }
  }
  candidates.sort(compareCandidates(sort));
  const total = candidates.length;
  const page = candidates.slice(request.from, request.from + request.size);
  const hits = page.map((c) => {
    const live = c.index.segment.docs.get(c.doc);
    if (!live) throw new Error('a hit without its document');
    const hit: Record<string, unknown> = { _index: c.index.name, _id: live.id };
    if (request.version) hit._version = live.version;
    if (request.seqNoPrimaryTerm) {
      hit._seq_no = live.seqNo;
      hit._primary_term = PRIMARY_TERM;
    }
    hit._score = request.sort && !scoring ? null : c.score;
    const source = filterSource(live.source, request.source);
    if (source !== undefined) hit._source = source;
    if (request.highlight) {
      const highlight: Record<string, string[]> = {};
      for (const target of highlightFields(request.highlight, c.index.mapping)) {
        const fragments = highlightField(live.source, target, c.index.mapping, c.terms);
        if (fragments) highlight[target.name] = fragments;
      }
      if (Object.keys(highlight).length) hit.highlight = highlight;
    }
    if (request.sort) {
      hit.sort = request.sort.map((spec, i) => {
        const v = c.sortValues?.[i] ?? null;
        return spec.kind === 'score' ? c.score : v;
      });
    }
    return hit;
  });
  const maxScore = request.sort && !scoring ? null : candidates.length === 0 || request.size === 0 ? null : Math.max(...candidates.map((c) => c.score));
  const hitsOut: Record<string, unknown> = {};
  if (request.trackTotalHits !== false) {
    if (request.totalAsInt) hitsOut.total = total;
    else if (request.trackTotalHits === true || total <= request.trackTotalHits) hitsOut.total = { value: total, relation: 'eq' };
    else hitsOut.total = { value: request.trackTotalHits, relation: 'gte' };
  }
  hitsOut.max_score = maxScore;
  hitsOut.hits = hits;
  let aggregations: Record<string, unknown> | undefined;
  try {
    aggregations = request.aggs ? runAggregations(request.aggs, counted, (index, query) => new Set(runOnIndex(index, query, now).scores.keys())) : undefined;
  } catch (error) {
    // A field that cannot be aggregated fails on the shard, as a sort on one does.
    const first = indices[0];
    throw error instanceof SearchError && first && !error.unsupported ? searchPhaseFailure(first.name, first.uuid, error) : error;
  }
  return {
    took: Math.max(0, Math.round(performance.now() - started)),
    timed_out: false,
    _shards: shardsOf(indices),
    hits: hitsOut,
    ...(aggregations ? { aggregations } : {}),
  };
};

export const count = (cluster: Cluster, expression: string | undefined, body: unknown, resolveOptions: ResolveOptions): Record<string, unknown> => {
  if (body !== undefined && !isObject(body)) throw parsingError('request body must be an object');
  const b = (body ?? {}) as Record<string, unknown>;
  for (const key of Object.keys(b)) if (key !== 'query') throw parsingError(`request does not support [${key}]`);
  const query = b.query === undefined ? ({ kind: 'match_all', boost: 1 } as Query) : parseQuery(b.query);
  const indices = cluster.resolve(expression, resolveOptions);
  let total = 0;
  const now = Date.now();
  for (const index of indices) total += runOnIndex(index, query, now).scores.size;
  return { count: total, _shards: shardsOf(indices) };
};
