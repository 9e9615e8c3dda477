/**
 * What the query runner scores with: Lucene's BM25 as OpenSearch 2.x applies it (k1 1.2, b 0.75, the (k1 + 1) factor
 * of its legacy BM25), per field; constant scores for what does not score; a query's value converted to what a
 * non-text field keeps; and the order of kept values (which sorting uses too).
 */
import { parseDate } from './dates.js';
import { queryShardError, type SearchError } from './errors.js';
import { convertNumber, type CompiledMapping, type FieldDef } from './mapping.js';
import type { Scalar } from './query.js';
import { termKey, type Segment } from './segment.js';

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

export const shardError = (ctx: QueryContext, reason: string, causedBy?: { type: string; reason: string }): SearchError =>
  queryShardError(ctx.index, ctx.uuid, reason, causedBy);

export const remember = (ctx: QueryContext, field: string, terms: Iterable<string>, positive: boolean) => {
  if (!positive) return;
  let set = ctx.highlightTerms.get(field);
  if (!set) ctx.highlightTerms.set(field, (set = new Set()));
  for (const t of terms) set.add(t);
};

/** BM25 of one term in one field, for every document having it. */
export const termScores = (ctx: QueryContext, field: FieldDef, term: string, boost: number, out: Scores = new Map()): Scores => {
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

export const constant = (docs: Iterable<number>, boost: number, out: Scores = new Map()): Scores => {
  for (const d of docs) out.set(d, boost);
  return out;
};

export const allDocs = (ctx: QueryContext, boost: number): Scores => constant(ctx.segment.docs.keys(), boost);

/** A value of a query for a non-text field, converted to what the field keeps (number, ms, 1/0, string). */
export const fieldValue = (ctx: QueryContext, field: FieldDef, value: Scalar, format?: string, timeZone?: string): string | number => {
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
export const exactScores = (ctx: QueryContext, field: FieldDef, values: (string | number)[], boost: number, scored: boolean): Scores => {
  const out: Scores = new Map();
  if (field.type === 'keyword' && scored && values.length === 1) return termScores(ctx, field, String(values[0]), boost, out);
  const postings = ctx.segment.postings.get(field.path);
  for (const v of values) {
    const list = postings?.get(field.type === 'keyword' || field.type === 'text' ? String(v) : termKey(v));
    if (list) constant(list.keys(), boost, out);
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
