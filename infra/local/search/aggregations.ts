/**
 * Aggregations of `_search`, the subset the product's facets use (functions/lib/search/query.ts "facets"), answered as
 * OpenSearch 2.17 answers them:
 *   - `terms` on a keyword or numeric field: `field`, `size` (10 by default), `min_doc_count` (1); buckets of
 *     `{ key, doc_count }`, most documents first and then by key, with `doc_count_error_upper_bound` (0: one shard
 *     counts exactly) and `sum_other_doc_count` (the documents of the buckets left out);
 *   - `filter`: a query; `{ doc_count, <its sub-aggregations> }`.
 * They count the documents the query matched (before `post_filter`, as OpenSearch does). Any other aggregation, an
 * option not listed, or sub-aggregations under `terms` are refused as not implemented (never answered otherwise).
 */
import { illegalArgument, parsingError, unsupported } from './errors.js';
import type { IndexData } from './index-data.js';
import { parseQuery, type Query } from './query.js';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export type Aggregation =
  | { kind: 'terms'; field: string; size: number; minDocCount: number }
  | { kind: 'filter'; query: Query; aggs: Record<string, Aggregation> };

const AGG_NAME = /^[^[\]>]+$/;

export const parseAggregations = (value: unknown): Record<string, Aggregation> => {
  if (!isObject(value)) throw parsingError('Expected [START_OBJECT] under [aggregations], but got a different token');
  const out: Record<string, Aggregation> = {};
  for (const [name, body] of Object.entries(value)) {
    if (!AGG_NAME.test(name)) throw parsingError(`Invalid aggregation name [${name}]. Aggregation names can contain any character except '[', ']', and '>'`);
    if (!isObject(body)) throw parsingError(`Expected [START_OBJECT] under [${name}], but got a different token`);
    const { aggs, aggregations, ...rest } = body;
    const types = Object.keys(rest);
    if (types.length !== 1) throw parsingError(types.length === 0 ? `Missing definition for aggregation [${name}]` : `Found two aggregation type definitions in [${name}]: [${types.join(', ')}]`);
    const type = types[0] as string;
    const sub = aggs ?? aggregations;
    if (type === 'filter') {
      out[name] = { kind: 'filter', query: parseQuery(rest.filter, 'filter'), aggs: sub === undefined ? {} : parseAggregations(sub) };
    } else if (type === 'terms') {
      if (sub !== undefined) throw unsupported(`sub-aggregations of [terms] aggregation [${name}]`);
      const terms = rest.terms;
      if (!isObject(terms)) throw parsingError(`[terms] aggregation [${name}] must be an object`);
      for (const key of Object.keys(terms)) if (!['field', 'size', 'min_doc_count'].includes(key)) throw unsupported(`[terms] aggregation option [${key}]`);
      if (typeof terms.field !== 'string') throw illegalArgument(`Required [field] for [terms] aggregation [${name}]`);
      const size = terms.size === undefined ? 10 : Number(terms.size);
      if (!Number.isInteger(size) || size <= 0) throw illegalArgument(`[size] must be greater than 0. Found [${String(terms.size)}] in [${name}]`);
      const minDocCount = terms.min_doc_count === undefined ? 1 : Number(terms.min_doc_count);
      if (!Number.isInteger(minDocCount) || minDocCount < 1) throw unsupported(`[min_doc_count] other than a positive integer in [terms] aggregation [${name}]`);
      out[name] = { kind: 'terms', field: terms.field, size, minDocCount };
    } else {
      throw unsupported(`[${type}] aggregation`);
    }
  }
  return out;
};

/** The documents an aggregation counts: per index, the internal numbers of the matched documents. */
export type DocSets = Map<IndexData, Set<number>>;

/** Runs a query on an index: the documents it matches. */
export type Matcher = (index: IndexData, query: Query) => Set<number>;

const termsOf = (agg: Extract<Aggregation, { kind: 'terms' }>, docs: DocSets): Record<string, unknown> => {
  const counts = new Map<string | number, number>();
  for (const [index, set] of docs) {
    const field = index.mapping.fields.get(agg.field);
    if (!field) continue; // an unmapped field counts nothing, as OpenSearch answers it
    if (field.type === 'text') {
      throw illegalArgument(
        `Text fields are not optimised for operations that require per-document field data like aggregations and sorting, so these operations are disabled by default. Please use a keyword field instead. Alternatively, set fielddata=true on [${agg.field}] in order to load field data by uninverting the inverted index. Note that this can use significant memory.`,
      );
    }
    if (field.type === 'date' || field.type === 'boolean') throw unsupported(`[terms] aggregation on a [${field.type}] field`);
    if (!field.docValues) throw illegalArgument(`Can't load fielddata on [${agg.field}] because fielddata is unsupported on fields of type [${field.type}]. Use doc values instead.`);
    const byDoc = index.segment.values.get(field.path);
    for (const doc of set) {
      for (const value of new Set(byDoc?.get(doc) ?? [])) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
  }
  const all = [...counts].filter(([, count]) => count >= agg.minDocCount).sort(([ka, a], [kb, b]) => b - a || (ka < kb ? -1 : ka > kb ? 1 : 0));
  const kept = all.slice(0, agg.size);
  const other = all.slice(agg.size).reduce((sum, [, count]) => sum + count, 0);
  return { doc_count_error_upper_bound: 0, sum_other_doc_count: other, buckets: kept.map(([key, doc_count]) => ({ key, doc_count })) };
};

export const runAggregations = (aggs: Record<string, Aggregation>, docs: DocSets, match: Matcher): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const [name, agg] of Object.entries(aggs)) {
    if (agg.kind === 'terms') {
      out[name] = termsOf(agg, docs);
      continue;
    }
    const inner: DocSets = new Map();
    let count = 0;
    for (const [index, set] of docs) {
      const matched = match(index, agg.query);
      const kept = new Set([...set].filter((doc) => matched.has(doc)));
      inner.set(index, kept);
      count += kept.size;
    }
    out[name] = { doc_count: count, ...runAggregations(agg.aggs, inner, match) };
  }
  return out;
};
