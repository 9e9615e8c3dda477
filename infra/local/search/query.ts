/**
 * The query DSL subset: parsed strictly (an unknown query or option is OpenSearch's parsing_exception; a query or option
 * OpenSearch has but this endpoint does not implement is refused as well, saying so), then run against one index's
 * segment. Scoring is Lucene's BM25 as OpenSearch 2.x applies it (k1 1.2, b 0.75, the (k1 + 1) factor of its legacy
 * BM25), per field; filters and must_not do not score.
 *
 * Queries: match_all, match_none, bool (must, filter, should, must_not, minimum_should_match), match (operator,
 * minimum_should_match, analyzer, zero_terms_query, lenient), multi_match (best_fields with tie_breaker, most_fields;
 * field boosts `title^3`, wildcards), term, terms, range (numbers, dates with date math and time_zone, keywords), exists,
 * ids, constant_score, dis_max.
 */
import { ANALYZERS, isAnalyzerName, type Token } from './analysis.js';
import { parseDate, parseDateBound, checkDateFormat } from './dates.js';
import { parsingError, queryShardError, unsupported, type SearchError } from './errors.js';
import { convertNumber, isNumericType, type CompiledMapping, type FieldDef } from './mapping.js';
import { termKey, type Segment } from './segment.js';

type Scalar = string | number | boolean;

export type Query =
  | { kind: 'match_all'; boost: number }
  | { kind: 'match_none' }
  | { kind: 'bool'; must: Query[]; filter: Query[]; should: Query[]; mustNot: Query[]; msm?: string; boost: number }
  | { kind: 'match'; field: string; query: Scalar; operator: 'or' | 'and'; msm?: string; analyzer?: string; boost: number; zeroTerms: 'none' | 'all'; lenient: boolean }
  | {
      kind: 'multi_match';
      fields: string[];
      query: Scalar;
      type: 'best_fields' | 'most_fields';
      tieBreaker: number;
      operator: 'or' | 'and';
      msm?: string;
      analyzer?: string;
      boost: number;
      zeroTerms: 'none' | 'all';
      lenient: boolean;
    }
  | { kind: 'term'; field: string; value: Scalar; boost: number; caseInsensitive: boolean }
  | { kind: 'terms'; field: string; values: Scalar[]; boost: number }
  | { kind: 'range'; field: string; gt?: Scalar; gte?: Scalar; lt?: Scalar; lte?: Scalar; format?: string; timeZone?: string; boost: number }
  | { kind: 'exists'; field: string; boost: number }
  | { kind: 'ids'; values: string[]; boost: number }
  | { kind: 'constant_score'; filter: Query; boost: number }
  | { kind: 'dis_max'; queries: Query[]; tieBreaker: number; boost: number };

/** Queries OpenSearch has that this endpoint refuses (anything else unknown is "unknown query", as OpenSearch says). */
const KNOWN_UNSUPPORTED = new Set([
  'fuzzy', 'prefix', 'wildcard', 'regexp', 'query_string', 'simple_query_string', 'match_phrase', 'match_phrase_prefix',
  'match_bool_prefix', 'combined_fields', 'nested', 'has_child', 'has_parent', 'parent_id', 'function_score', 'script',
  'script_score', 'geo_bounding_box', 'geo_distance', 'geo_polygon', 'geo_shape', 'more_like_this', 'boosting', 'span_term',
  'span_near', 'span_or', 'span_not', 'span_first', 'span_multi', 'span_containing', 'span_within', 'field_masking_span',
  'intervals', 'distance_feature', 'rank_feature', 'percolate', 'wrapper', 'pinned', 'terms_set', 'type', 'neural', 'knn',
  'hybrid', 'xy_shape', 'template', 'neural_sparse', 'match_only_text',
]);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isScalar = (value: unknown): value is Scalar => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

const tokenName = (value: unknown): string =>
  Array.isArray(value)
    ? 'START_ARRAY'
    : isObject(value)
      ? 'START_OBJECT'
      : typeof value === 'string'
        ? 'VALUE_STRING'
        : typeof value === 'number'
          ? 'VALUE_NUMBER'
          : typeof value === 'boolean'
            ? 'VALUE_BOOLEAN'
            : 'VALUE_NULL';

const number = (value: unknown, query: string, key: string): number => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  if (!Number.isFinite(n)) throw parsingError(`[${query}] failed to parse field [${key}]`);
  return n;
};

const boolean = (value: unknown, query: string, key: string): boolean => {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw parsingError(`[${query}] failed to parse field [${key}]: Failed to parse value [${String(value)}] as only [true] or [false] are allowed.`);
};

const msmSpec = (value: unknown, query: string): string => {
  if (typeof value !== 'string' && typeof value !== 'number') throw parsingError(`[${query}] minimum_should_match must be a number or a string`);
  const spec = String(value).trim();
  if (/[<\s]/.test(spec)) throw unsupported(`[${query}] combined minimum_should_match [${spec}]`);
  if (!/^-?\d+%?$/.test(spec)) throw parsingError(`[${query}] failed to parse minimum_should_match [${spec}]`);
  return spec;
};

/** How many of n optional clauses must match, as OpenSearch computes it (integers, negatives, percentages). */
export const minimumShouldMatch = (n: number, spec: string | undefined, fallback: number): number => {
  if (spec === undefined) return fallback;
  let result: number;
  if (spec.endsWith('%')) {
    const percent = Number(spec.slice(0, -1));
    const calc = Math.trunc((n * percent) / 100);
    result = percent < 0 ? n + calc : calc;
  } else {
    const count = Number(spec);
    result = count < 0 ? n + count : count;
  }
  return Math.max(0, Math.min(n, result));
};

const checkKeys = (query: string, obj: Record<string, unknown>, ok: string[], refused: string[] = []) => {
  for (const key of Object.keys(obj)) {
    if (ok.includes(key)) continue;
    if (refused.includes(key) || key === '_name') throw unsupported(`[${query}] option [${key}]`);
    throw parsingError(`[${query}] query does not support [${key}]`);
  }
};

/** `{ field: value }` or `{ field: { ...options } }`, exactly one field (plus boost/_name where OpenSearch allows). */
const singleField = (query: string, body: Record<string, unknown>, topLevel: string[] = []): [string, unknown] => {
  const [first, second] = Object.entries(body).filter(([k]) => !topLevel.includes(k));
  if (!first) throw parsingError(`[${query}] query malformed, no field specified`);
  if (second) throw parsingError(`[${query}] query doesn't support multiple fields, found [${first[0]}] and [${second[0]}]`);
  return first;
};

const clauses = (value: unknown, where: string): Query[] => {
  if (Array.isArray(value)) return value.map((v) => parseQuery(v, where));
  return [parseQuery(value, where)];
};

const scalar = (value: unknown, query: string, what = 'value'): Scalar => {
  if (!isScalar(value)) throw parsingError(`[${query}] unknown token [${tokenName(value)}] after [${what}]`);
  return value;
};

const operatorOf = (value: unknown, query: string): 'or' | 'and' => {
  const op = String(value).toLowerCase();
  if (op !== 'or' && op !== 'and') throw parsingError(`[${query}] failed to parse field [operator]: operator needs to be either [or] or [and], got [${String(value)}]`);
  return op;
};

const zeroTermsOf = (value: unknown, query: string): 'none' | 'all' => {
  const z = String(value).toLowerCase();
  if (z !== 'none' && z !== 'all') throw parsingError(`[${query}] Unsupported zero_terms_query value [${String(value)}]`);
  return z;
};

const analyzerParam = (value: unknown): string => {
  if (typeof value !== 'string') throw parsingError('[analyzer] must be a string');
  return value;
};

/** Parses one query clause of the DSL. */
export const parseQuery = (json: unknown, where = 'query'): Query => {
  if (!isObject(json)) throw parsingError(`[_na] query malformed, must start with start_object`);
  const names = Object.keys(json);
  if (names.length === 0) throw parsingError(`query malformed, empty clause found in [${where}]`);
  const name = names[0] as string;
  if (names.length > 1) throw parsingError(`[${name}] malformed query, expected [END_OBJECT] but found [FIELD_NAME]`);
  const body = json[name];
  if (KNOWN_UNSUPPORTED.has(name)) throw unsupported(`[${name}] query`);
  switch (name) {
    case 'match_all': {
      if (!isObject(body)) throw parsingError('[match_all] query malformed, no start_object after query name');
      checkKeys('match_all', body, ['boost']);
      return { kind: 'match_all', boost: body.boost === undefined ? 1 : number(body.boost, 'match_all', 'boost') };
    }
    case 'match_none': {
      if (!isObject(body)) throw parsingError('[match_none] query malformed, no start_object after query name');
      checkKeys('match_none', body, ['boost']);
      return { kind: 'match_none' };
    }
    case 'bool': {
      if (!isObject(body)) throw parsingError('[bool] query malformed, no start_object after query name');
      checkKeys('bool', body, ['must', 'filter', 'should', 'must_not', 'minimum_should_match', 'boost', 'adjust_pure_negative']);
      return {
        kind: 'bool',
        must: body.must === undefined ? [] : clauses(body.must, 'must'),
        filter: body.filter === undefined ? [] : clauses(body.filter, 'filter'),
        should: body.should === undefined ? [] : clauses(body.should, 'should'),
        mustNot: body.must_not === undefined ? [] : clauses(body.must_not, 'must_not'),
        msm: body.minimum_should_match === undefined ? undefined : msmSpec(body.minimum_should_match, 'bool'),
        boost: body.boost === undefined ? 1 : number(body.boost, 'bool', 'boost'),
      };
    }
    case 'match': {
      if (!isObject(body)) throw parsingError('[match] query malformed, no start_object after query name');
      const [field, spec] = singleField('match', body);
      if (!isObject(spec)) return { kind: 'match', field, query: scalar(spec, 'match', field), operator: 'or', boost: 1, zeroTerms: 'none', lenient: false };
      checkKeys(
        'match',
        spec,
        ['query', 'operator', 'minimum_should_match', 'analyzer', 'boost', 'zero_terms_query', 'lenient', 'auto_generate_synonyms_phrase_query'],
        ['fuzziness', 'prefix_length', 'max_expansions', 'fuzzy_transpositions', 'fuzzy_rewrite', 'cutoff_frequency'],
      );
      if (spec.query === undefined) throw parsingError(`[match] requires query value`);
      if (spec.auto_generate_synonyms_phrase_query !== undefined) boolean(spec.auto_generate_synonyms_phrase_query, 'match', 'auto_generate_synonyms_phrase_query');
      return {
        kind: 'match',
        field,
        query: scalar(spec.query, 'match', 'query'),
        operator: spec.operator === undefined ? 'or' : operatorOf(spec.operator, 'match'),
        msm: spec.minimum_should_match === undefined ? undefined : msmSpec(spec.minimum_should_match, 'match'),
        analyzer: spec.analyzer === undefined ? undefined : analyzerParam(spec.analyzer),
        boost: spec.boost === undefined ? 1 : number(spec.boost, 'match', 'boost'),
        zeroTerms: spec.zero_terms_query === undefined ? 'none' : zeroTermsOf(spec.zero_terms_query, 'match'),
        lenient: spec.lenient === undefined ? false : boolean(spec.lenient, 'match', 'lenient'),
      };
    }
    case 'multi_match': {
      if (!isObject(body)) throw parsingError('[multi_match] query malformed, no start_object after query name');
      checkKeys(
        'multi_match',
        body,
        ['query', 'fields', 'type', 'tie_breaker', 'operator', 'minimum_should_match', 'analyzer', 'boost', 'zero_terms_query', 'lenient', 'auto_generate_synonyms_phrase_query'],
        ['fuzziness', 'prefix_length', 'max_expansions', 'fuzzy_transpositions', 'fuzzy_rewrite', 'cutoff_frequency', 'slop'],
      );
      if (body.query === undefined) throw parsingError('[multi_match] requires query value');
      if (body.fields === undefined) throw unsupported('[multi_match] without [fields] (index.query.default_field)');
      const fields = typeof body.fields === 'string' ? [body.fields] : body.fields;
      if (!Array.isArray(fields) || fields.some((f) => typeof f !== 'string')) throw parsingError('[multi_match] query does not support [fields] of this shape');
      const type = body.type === undefined ? 'best_fields' : String(body.type).toLowerCase();
      if (['cross_fields', 'phrase', 'phrase_prefix', 'bool_prefix'].includes(type)) throw unsupported(`[multi_match] type [${type}]`);
      if (type !== 'best_fields' && type !== 'most_fields') throw parsingError(`[multi_match] query does not support type ${type}`);
      if (body.tie_breaker !== undefined && type !== 'best_fields') {
        throw parsingError(`[multi_match] tie_breaker not allowed in type [${type}]`);
      }
      return {
        kind: 'multi_match',
        fields: fields as string[],
        query: scalar(body.query, 'multi_match', 'query'),
        type,
        tieBreaker: body.tie_breaker === undefined ? 0 : number(body.tie_breaker, 'multi_match', 'tie_breaker'),
        operator: body.operator === undefined ? 'or' : operatorOf(body.operator, 'multi_match'),
        msm: body.minimum_should_match === undefined ? undefined : msmSpec(body.minimum_should_match, 'multi_match'),
        analyzer: body.analyzer === undefined ? undefined : analyzerParam(body.analyzer),
        boost: body.boost === undefined ? 1 : number(body.boost, 'multi_match', 'boost'),
        zeroTerms: body.zero_terms_query === undefined ? 'none' : zeroTermsOf(body.zero_terms_query, 'multi_match'),
        lenient: body.lenient === undefined ? false : boolean(body.lenient, 'multi_match', 'lenient'),
      };
    }
    case 'term': {
      if (!isObject(body)) throw parsingError('[term] query malformed, no start_object after query name');
      const [field, spec] = singleField('term', body);
      if (!isObject(spec)) return { kind: 'term', field, value: scalar(spec, 'term', field), boost: 1, caseInsensitive: false };
      checkKeys('term', spec, ['value', 'boost', 'case_insensitive']);
      if (spec.value === undefined) throw parsingError('[term] query requires a value');
      return {
        kind: 'term',
        field,
        value: scalar(spec.value, 'term'),
        boost: spec.boost === undefined ? 1 : number(spec.boost, 'term', 'boost'),
        caseInsensitive: spec.case_insensitive === undefined ? false : boolean(spec.case_insensitive, 'term', 'case_insensitive'),
      };
    }
    case 'terms': {
      if (!isObject(body)) throw parsingError('[terms] query malformed, no start_object after query name');
      const [field, values] = singleField('terms', body, ['boost', '_name', 'value_type']);
      if (body._name !== undefined) throw unsupported('[terms] option [_name]');
      if (body.value_type !== undefined) throw unsupported('[terms] option [value_type]');
      if (isObject(values)) throw unsupported('[terms] lookup (terms from another document)');
      if (!Array.isArray(values)) throw parsingError(`[terms] query does not support [${field}]`);
      if (values.length > 65536) throw parsingError('The number of terms [' + values.length + '] used in the Terms Query request has exceeded the allowed maximum of [65536].');
      return {
        kind: 'terms',
        field,
        values: values.map((v) => scalar(v, 'terms')),
        boost: body.boost === undefined ? 1 : number(body.boost, 'terms', 'boost'),
      };
    }
    case 'range': {
      if (!isObject(body)) throw parsingError('[range] query malformed, no start_object after query name');
      const [field, spec] = singleField('range', body);
      if (!isObject(spec)) throw parsingError(`[range] query malformed, after field missing start object`);
      checkKeys('range', spec, ['gt', 'gte', 'lt', 'lte', 'from', 'to', 'include_lower', 'include_upper', 'format', 'time_zone', 'boost', 'relation']);
      if (spec.relation !== undefined && String(spec.relation).toLowerCase() !== 'intersects') throw unsupported(`[range] relation [${String(spec.relation)}]`);
      const q: Extract<Query, { kind: 'range' }> = { kind: 'range', field, boost: spec.boost === undefined ? 1 : number(spec.boost, 'range', 'boost') };
      const bound = (v: unknown, key: string) => (v === null || v === undefined ? undefined : scalar(v, 'range', key));
      const includeLower = spec.include_lower === undefined ? true : boolean(spec.include_lower, 'range', 'include_lower');
      const includeUpper = spec.include_upper === undefined ? true : boolean(spec.include_upper, 'range', 'include_upper');
      if (spec.from !== undefined) q[includeLower ? 'gte' : 'gt'] = bound(spec.from, 'from');
      if (spec.to !== undefined) q[includeUpper ? 'lte' : 'lt'] = bound(spec.to, 'to');
      if (spec.gt !== undefined) q.gt = bound(spec.gt, 'gt');
      if (spec.gte !== undefined) q.gte = bound(spec.gte, 'gte');
      if (spec.lt !== undefined) q.lt = bound(spec.lt, 'lt');
      if (spec.lte !== undefined) q.lte = bound(spec.lte, 'lte');
      if (spec.format !== undefined) {
        q.format = String(spec.format);
        const bad = checkDateFormat(q.format);
        if (bad) throw bad;
      }
      if (spec.time_zone !== undefined) q.timeZone = String(spec.time_zone);
      return q;
    }
    case 'exists': {
      if (!isObject(body)) throw parsingError('[exists] query malformed, no start_object after query name');
      checkKeys('exists', body, ['field', 'boost']);
      if (typeof body.field !== 'string') throw parsingError('[exists] must be provided with a [field]');
      return { kind: 'exists', field: body.field, boost: body.boost === undefined ? 1 : number(body.boost, 'exists', 'boost') };
    }
    case 'ids': {
      if (!isObject(body)) throw parsingError('[ids] query malformed, no start_object after query name');
      checkKeys('ids', body, ['values', 'boost', 'type']);
      if (!Array.isArray(body.values)) throw parsingError('[ids] failed to parse field [values]');
      return { kind: 'ids', values: body.values.map((v) => String(scalar(v, 'ids'))), boost: body.boost === undefined ? 1 : number(body.boost, 'ids', 'boost') };
    }
    case 'constant_score': {
      if (!isObject(body)) throw parsingError('[constant_score] query malformed, no start_object after query name');
      checkKeys('constant_score', body, ['filter', 'boost']);
      if (body.filter === undefined) throw parsingError('[constant_score] requires a \'filter\' element');
      return { kind: 'constant_score', filter: parseQuery(body.filter, 'filter'), boost: body.boost === undefined ? 1 : number(body.boost, 'constant_score', 'boost') };
    }
    case 'dis_max': {
      if (!isObject(body)) throw parsingError('[dis_max] query malformed, no start_object after query name');
      checkKeys('dis_max', body, ['queries', 'tie_breaker', 'boost']);
      if (!Array.isArray(body.queries)) throw parsingError('[dis_max] requires \'queries\' field with at least one clause');
      return {
        kind: 'dis_max',
        queries: body.queries.map((q) => parseQuery(q, 'queries')),
        tieBreaker: body.tie_breaker === undefined ? 0 : number(body.tie_breaker, 'dis_max', 'tie_breaker'),
        boost: body.boost === undefined ? 1 : number(body.boost, 'dis_max', 'boost'),
      };
    }
    default:
      throw parsingError(`unknown query [${name}]`);
  }
};

// ---------------------------------------------------------------------------------------------------------------------
// Running a query on one index

export type Scores = Map<number, number>;

export interface QueryContext {
  index: string;
  uuid: string;
  mapping: CompiledMapping;
  segment: Segment;
  now: number;
  /** Terms the query looks for per field, outside must_not (what the highlighter marks). */
  highlightTerms: Map<string, Set<string>>;
}

const K1 = 1.2;
const B = 0.75;

const shardError = (ctx: QueryContext, reason: string, causedBy?: { type: string; reason: string }): SearchError =>
  queryShardError(ctx.index, ctx.uuid, reason, causedBy);

const remember = (ctx: QueryContext, field: string, terms: Iterable<string>, positive: boolean) => {
  if (!positive) return;
  let set = ctx.highlightTerms.get(field);
  if (!set) ctx.highlightTerms.set(field, (set = new Set()));
  for (const t of terms) set.add(t);
};

/** BM25 of one term in one field, for every document having it. */
const termScores = (ctx: QueryContext, field: FieldDef, term: string, boost: number, out: Scores = new Map()): Scores => {
  const postings = ctx.segment.postings.get(field.path)?.get(term);
  if (!postings) return out;
  const stats = ctx.segment.stats.get(field.path) ?? { docCount: postings.size, sumLength: postings.size };
  const n = Math.max(stats.docCount, postings.size);
  const idf = Math.log(1 + (n - postings.size + 0.5) / (postings.size + 0.5));
  const avgdl = field.norms && stats.docCount > 0 ? stats.sumLength / stats.docCount : 1;
  const weight = boost * idf * (K1 + 1);
  for (const [doc, rawTf] of postings) {
    const tf = field.type === 'text' ? rawTf : 1;
    const dl = field.norms ? (ctx.segment.docs.get(doc)?.lengths.get(field.path) ?? avgdl) : avgdl;
    out.set(doc, (out.get(doc) ?? 0) + (weight * tf) / (tf + K1 * (1 - B + (B * dl) / avgdl)));
  }
  return out;
};

const constant = (docs: Iterable<number>, boost: number, out: Scores = new Map()): Scores => {
  for (const d of docs) out.set(d, boost);
  return out;
};

const allDocs = (ctx: QueryContext, boost: number): Scores => constant(ctx.segment.docs.keys(), boost);

/** A value of a query for a non-text field, converted to what the field keeps (number, ms, 1/0, string). */
const fieldValue = (ctx: QueryContext, field: FieldDef, value: Scalar, format?: string, timeZone?: string): string | number => {
  switch (field.type) {
    case 'keyword':
    case 'text':
      return String(value);
    case 'boolean':
      if (value === true || value === 'true') return 1;
      if (value === false || value === 'false' || value === '') return 0;
      throw shardError(ctx, `failed to create query: Can't parse boolean value [${String(value)}], expected [true] or [false]`);
    case 'date': {
      const ms = parseDate(value, format ?? field.format, timeZone);
      if (ms === undefined) {
        throw shardError(ctx, `failed to create query: failed to parse date field [${String(value)}] with format [${format ?? field.format}]`);
      }
      return ms;
    }
    default:
      return convertNumber(field, value, () =>
        shardError(ctx, `failed to create query: For input string: "${String(value)}"`, {
          type: 'number_format_exception',
          reason: `For input string: "${String(value)}"`,
        }),
      );
  }
};

/** Exact values on a non-text field (term, terms, match on keyword/number/date/boolean). */
const exactScores = (ctx: QueryContext, field: FieldDef, values: (string | number)[], boost: number, scored: boolean): Scores => {
  const out: Scores = new Map();
  if (field.type === 'keyword' && scored && values.length === 1) return termScores(ctx, field, String(values[0]), boost, out);
  const postings = ctx.segment.postings.get(field.path);
  for (const v of values) {
    const list = postings?.get(field.type === 'keyword' || field.type === 'text' ? String(v) : termKey(v));
    if (list) constant(list.keys(), boost, out);
  }
  return out;
};

const groupByPosition = (tokens: Token[]): string[][] => {
  const groups = new Map<number, Set<string>>();
  for (const t of tokens) {
    let g = groups.get(t.position);
    if (!g) groups.set(t.position, (g = new Set()));
    g.add(t.term);
  }
  return [...groups.values()].map((g) => [...g]);
};

interface MatchOptions {
  operator: 'or' | 'and';
  msm?: string;
  analyzer?: string;
  boost: number;
  zeroTerms: 'none' | 'all';
  lenient: boolean;
}

/** A match query on one field: analyzed with the field's search analyzer, tokens at one position as alternatives. */
const matchField = (ctx: QueryContext, field: FieldDef, value: Scalar, opts: MatchOptions, positive: boolean): Scores => {
  if (field.type !== 'text' && field.type !== 'keyword') {
    try {
      return exactScores(ctx, field, [fieldValue(ctx, field, value)], opts.boost, true);
    } catch (error) {
      if (opts.lenient) return new Map();
      throw error;
    }
  }
  const analyzerName = opts.analyzer ?? field.searchAnalyzer;
  if (!isAnalyzerName(analyzerName)) throw shardError(ctx, `[match] analyzer [${analyzerName}] not found`);
  const tokens = ANALYZERS[analyzerName](String(value));
  const groups = groupByPosition(tokens);
  if (groups.length === 0) return opts.zeroTerms === 'all' ? allDocs(ctx, opts.boost) : new Map();
  remember(ctx, field.path, groups.flat(), positive);
  const only = groups.length === 1 ? groups[0] : undefined;
  if (field.type === 'keyword' && only?.length === 1) return termScores(ctx, field, only[0] as string, opts.boost);
  const required = opts.operator === 'and' ? groups.length : Math.max(1, minimumShouldMatch(groups.length, opts.msm, 1));
  const scores: Scores = new Map();
  const counts = new Map<number, number>();
  for (const group of groups) {
    const groupScores: Scores = new Map();
    for (const term of group) termScores(ctx, field, term, opts.boost, groupScores);
    for (const [doc, s] of groupScores) {
      scores.set(doc, (scores.get(doc) ?? 0) + s);
      counts.set(doc, (counts.get(doc) ?? 0) + 1);
    }
  }
  if (required > 1) for (const [doc, c] of counts) if (c < required) scores.delete(doc);
  return scores;
};

/** Field names of multi_match (`title^3`, `title.*`) resolved against the mapping, with their boosts. */
const resolveFields = (ctx: QueryContext, patterns: string[]): [FieldDef, number][] => {
  const out = new Map<string, [FieldDef, number]>();
  for (const pattern of patterns) {
    const caret = pattern.lastIndexOf('^');
    const name = caret > 0 ? pattern.slice(0, caret) : pattern;
    const boost = caret > 0 ? Number(pattern.slice(caret + 1)) : 1;
    if (!Number.isFinite(boost)) throw parsingError(`[multi_match] failed to parse field boost of [${pattern}]`);
    if (name.includes('*')) {
      const re = new RegExp(`^${name.split('*').map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
      for (const field of ctx.mapping.fields.values()) {
        // Wildcards pick fields a text query can run on, as OpenSearch does for `*`.
        if (re.test(field.path) && (field.type === 'text' || field.type === 'keyword')) out.set(field.path, [field, boost]);
      }
    } else {
      const field = ctx.mapping.fields.get(name);
      if (field) out.set(field.path, [field, boost]);
    }
  }
  return [...out.values()];
};

const combineMax = (parts: Scores[], tieBreaker: number, boost: number): Scores => {
  const max = new Map<number, number>();
  const sum = new Map<number, number>();
  for (const part of parts) {
    for (const [doc, s] of part) {
      max.set(doc, Math.max(max.get(doc) ?? -Infinity, s));
      sum.set(doc, (sum.get(doc) ?? 0) + s);
    }
  }
  const out: Scores = new Map();
  for (const [doc, m] of max) out.set(doc, (m + tieBreaker * ((sum.get(doc) ?? 0) - m)) * boost);
  return out;
};

const rangeMatches = (ctx: QueryContext, q: Extract<Query, { kind: 'range' }>, field: FieldDef): Scores => {
  const out: Scores = new Map();
  if (field.type === 'text') throw unsupported('[range] on a text field');
  let lower: string | number | undefined;
  let upper: string | number | undefined;
  let lowerInclusive = true;
  let upperInclusive = true;
  const bound = (value: Scalar, roundUp: boolean): string | number => {
    if (field.type !== 'date') return fieldValue(ctx, field, value);
    const ms = parseDateBound(value, q.format ?? field.format, q.timeZone, roundUp, ctx.now);
    if (ms === undefined) {
      throw shardError(ctx, `failed to parse date field [${String(value)}] with format [${q.format ?? field.format}]`, {
        type: 'illegal_argument_exception',
        reason: `failed to parse date field [${String(value)}] with format [${q.format ?? field.format}]`,
      });
    }
    return ms;
  };
  if (q.gte !== undefined) lower = bound(q.gte, false);
  if (q.gt !== undefined) {
    lower = bound(q.gt, true);
    lowerInclusive = false;
  }
  if (q.lte !== undefined) upper = bound(q.lte, true);
  if (q.lt !== undefined) {
    upper = bound(q.lt, false);
    upperInclusive = false;
  }
  const values = ctx.segment.values.get(field.path);
  if (!values) return out;
  for (const [doc, list] of values) {
    for (const v of list) {
      if (lower !== undefined && (lowerInclusive ? compareValues(v, lower) < 0 : compareValues(v, lower) <= 0)) continue;
      if (upper !== undefined && (upperInclusive ? compareValues(v, upper) > 0 : compareValues(v, upper) >= 0)) continue;
      out.set(doc, q.boost);
      break;
    }
  }
  return out;
};

/** Numbers numerically, strings by code point (Lucene compares UTF-8 bytes, which orders the same way). */
export const compareValues = (a: string | number, b: string | number): number => {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const x = String(a);
  const y = String(b);
  if (x === y) return 0;
  // UTF-16 order differs from code point order only where a surrogate pair meets U+E000..U+FFFF.
  for (let i = 0, j = 0; i < x.length && j < y.length; ) {
    const a = x.codePointAt(i) ?? 0;
    const b = y.codePointAt(j) ?? 0;
    if (a !== b) return a - b;
    i += a > 0xffff ? 2 : 1;
    j += b > 0xffff ? 2 : 1;
  }
  return x.length - y.length;
};

const intersect = (a: Scores, b: Scores, addScores: boolean): Scores => {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  const out: Scores = new Map();
  for (const [doc, s] of small) {
    const other = large.get(doc);
    if (other !== undefined) out.set(doc, addScores ? s + other : (a.get(doc) ?? 0));
  }
  return out;
};

/** `term`/`terms` on the metadata fields `_id` and `_index` (constant score, as OpenSearch scores them). */
const metadataTerms = (ctx: QueryContext, field: string, values: Scalar[], boost: number): Scores | undefined => {
  if (field === '_id') {
    const out: Scores = new Map();
    for (const v of values) {
      const doc = ctx.segment.byId.get(String(v));
      if (doc !== undefined) out.set(doc, boost);
    }
    return out;
  }
  if (field === '_index') return values.some((v) => String(v) === ctx.index) ? allDocs(ctx, boost) : new Map();
  if (field.startsWith('_') && !ctx.mapping.fields.has(field)) throw unsupported(`a query on the metadata field [${field}]`);
  return undefined;
};

/** Runs a query on one index: every matching document with its score (0 where nothing scores). */
export const runQuery = (q: Query, ctx: QueryContext, positive = true): Scores => {
  switch (q.kind) {
    case 'match_all':
      return allDocs(ctx, q.boost);
    case 'match_none':
      return new Map();
    case 'bool': {
      let result: Scores | undefined;
      for (const clause of q.must) {
        const s = runQuery(clause, ctx, positive);
        result = result ? intersect(result, s, true) : s;
      }
      for (const clause of q.filter) {
        const s = constant(runQuery(clause, ctx, positive).keys(), 0);
        result = result ? intersect(result, s, true) : s;
      }
      const required = result !== undefined;
      if (q.should.length > 0) {
        const min = minimumShouldMatch(q.should.length, q.msm, required ? 0 : 1);
        const shouldScores: Scores = new Map();
        const counts = new Map<number, number>();
        for (const clause of q.should) {
          for (const [doc, s] of runQuery(clause, ctx, positive)) {
            if (result && !result.has(doc)) continue;
            shouldScores.set(doc, (shouldScores.get(doc) ?? 0) + s);
            counts.set(doc, (counts.get(doc) ?? 0) + 1);
          }
        }
        if (min > 0) {
          const base: Scores = result ?? new Map();
          const out: Scores = new Map();
          for (const [doc, c] of counts) if (c >= min) out.set(doc, (base.get(doc) ?? 0) + (shouldScores.get(doc) ?? 0));
          result = out;
        } else if (result) {
          for (const [doc, s] of shouldScores) result.set(doc, (result.get(doc) ?? 0) + s);
        } else {
          result = shouldScores;
        }
      }
      if (!result) result = q.mustNot.length > 0 ? allDocs(ctx, 0) : allDocs(ctx, 1);
      for (const clause of q.mustNot) for (const doc of runQuery(clause, ctx, false).keys()) result.delete(doc);
      if (q.boost !== 1) for (const [doc, s] of result) result.set(doc, s * q.boost);
      return result;
    }
    case 'match': {
      if (q.field === '_id' || q.field === '_index') return metadataTerms(ctx, q.field, [q.query], q.boost) ?? new Map();
      const field = ctx.mapping.fields.get(q.field);
      if (!field) return new Map();
      return matchField(ctx, field, q.query, q, positive);
    }
    case 'multi_match': {
      const fields = resolveFields(ctx, q.fields);
      const parts = fields.map(([field, boost]) => matchField(ctx, field, q.query, { ...q, boost }, positive));
      if (q.type === 'most_fields') {
        const out: Scores = new Map();
        for (const part of parts) for (const [doc, s] of part) out.set(doc, (out.get(doc) ?? 0) + s * q.boost);
        return out;
      }
      return combineMax(parts, q.tieBreaker, q.boost);
    }
    case 'term': {
      const meta = metadataTerms(ctx, q.field, [q.value], q.boost);
      if (meta) return meta;
      const field = ctx.mapping.fields.get(q.field);
      if (!field) return new Map();
      if (field.type === 'text') {
        remember(ctx, field.path, [String(q.value)], positive);
        return termScores(ctx, field, String(q.value), q.boost);
      }
      if (q.caseInsensitive && field.type === 'keyword') {
        const wanted = String(q.value).toLowerCase();
        const out: Scores = new Map();
        for (const [term, list] of ctx.segment.postings.get(field.path) ?? []) {
          if (term.toLowerCase() === wanted) {
            remember(ctx, field.path, [term], positive);
            constant(list.keys(), q.boost, out);
          }
        }
        return out;
      }
      const value = fieldValue(ctx, field, q.value);
      if (field.type === 'keyword') remember(ctx, field.path, [String(value)], positive);
      return exactScores(ctx, field, [value], q.boost, true);
    }
    case 'terms': {
      const meta = metadataTerms(ctx, q.field, q.values, q.boost);
      if (meta) return meta;
      const field = ctx.mapping.fields.get(q.field);
      if (!field) return new Map();
      const values = q.values.map((v) => fieldValue(ctx, field, v));
      if (field.type === 'text' || field.type === 'keyword') remember(ctx, field.path, values.map(String), positive);
      return exactScores(ctx, field, values, q.boost, false);
    }
    case 'range': {
      if (q.field.startsWith('_') && !ctx.mapping.fields.has(q.field)) throw unsupported(`[range] on the metadata field [${q.field}]`);
      const field = ctx.mapping.fields.get(q.field);
      if (!field) return new Map();
      return rangeMatches(ctx, q, field);
    }
    case 'exists': {
      if (q.field === '_id' || q.field === '_index') return allDocs(ctx, q.boost);
      const out: Scores = new Map();
      const prefix = `${q.field}.`;
      for (const [path, docs] of ctx.segment.fieldDocs) {
        if (path === q.field || (ctx.mapping.objects.has(q.field) && path.startsWith(prefix))) constant(docs, q.boost, out);
      }
      return out;
    }
    case 'ids': {
      const out: Scores = new Map();
      for (const id of q.values) {
        const doc = ctx.segment.byId.get(id);
        if (doc !== undefined) out.set(doc, q.boost);
      }
      return out;
    }
    case 'constant_score':
      return constant(runQuery(q.filter, ctx, positive).keys(), q.boost);
    case 'dis_max':
      return combineMax(q.queries.map((sub) => runQuery(sub, ctx, positive)), q.tieBreaker, q.boost);
  }
};

export const isNumericField = (field: FieldDef): boolean => isNumericType(field.type);
