/**
 * Running a parsed query on one index's segment: every matching document with its score, bool clauses combined as
 * OpenSearch combines them (filters and must_not do not score), match analyzed with the field's search analyzer,
 * multi_match fields resolved against the mapping, ranges, and the metadata fields `_id` and `_index`.
 */
import { ANALYZERS, isAnalyzerName, type Token } from './analysis.js';
import { parseDateBound } from './dates.js';
import { parsingError, unsupported } from './errors.js';
import { isNumericType, type FieldDef } from './mapping.js';
import type { MatchOptions, Query, Scalar } from './query.js';
import { allDocs, compareValues, constant, exactScores, fieldValue, remember, shardError, termScores, type QueryContext, type Scores } from './query-scoring.js';

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

const groupByPosition = (tokens: Token[]): string[][] => {
  const groups = new Map<number, Set<string>>();
  for (const t of tokens) {
    let g = groups.get(t.position);
    if (!g) groups.set(t.position, (g = new Set()));
    g.add(t.term);
  }
  return [...groups.values()].map((g) => [...g]);
};

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
