/**
 * The query DSL subset, parsed strictly: an unknown query or option is OpenSearch's parsing_exception; a query or option
 * OpenSearch has but this endpoint does not implement is refused as well, saying so. Running a parsed query is
 * query-run.ts, on the scoring of query-scoring.ts.
 *
 * Queries: match_all, match_none, bool (must, filter, should, must_not, minimum_should_match), match (operator,
 * minimum_should_match, analyzer, zero_terms_query, lenient), multi_match (best_fields with tie_breaker, most_fields;
 * field boosts `title^3`, wildcards), term, terms, range (numbers, dates with date math and time_zone, keywords), exists,
 * ids, constant_score, dis_max.
 */
import { checkDateFormat } from './dates.js';
import { parsingError, unsupported } from './errors.js';

export type Scalar = string | number | boolean;

/** How a match or multi_match query matches its text in a field (query-run.ts). */
export interface MatchOptions {
  operator: 'or' | 'and';
  msm?: string;
  analyzer?: string;
  boost: number;
  zeroTerms: 'none' | 'all';
  lenient: boolean;
}

export type Query =
  | { kind: 'match_all'; boost: number }
  | { kind: 'match_none' }
  | { kind: 'bool'; must: Query[]; filter: Query[]; should: Query[]; mustNot: Query[]; msm?: string; boost: number }
  | ({ kind: 'match'; field: string; query: Scalar } & MatchOptions)
  | ({ kind: 'multi_match'; fields: string[]; query: Scalar; type: 'best_fields' | 'most_fields'; tieBreaker: number } & MatchOptions)
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
