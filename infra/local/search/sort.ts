/**
 * Sorting search hits: a `sort` entry parsed (`_score`, `_doc`, a field with order, missing, mode, unmapped_type), the
 * sort fields checked against an index's mapping, each hit's sort values, and the order of hits they give.
 */
import { illegalArgument, parsingError, queryShardError, unsupported } from './errors.js';
import type { IndexData } from './index-data.js';
import { compareValues } from './query-scoring.js';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const tokenName = (value: unknown): string =>
  Array.isArray(value) ? 'START_ARRAY' : isObject(value) ? 'START_OBJECT' : typeof value === 'string' ? 'VALUE_STRING' : typeof value === 'number' ? 'VALUE_NUMBER' : typeof value === 'boolean' ? 'VALUE_BOOLEAN' : 'VALUE_NULL';

export interface SortSpec {
  kind: 'score' | 'doc' | 'field';
  field?: string;
  order: 'asc' | 'desc';
  missing: '_last' | '_first' | string | number;
  mode?: 'min' | 'max' | 'sum' | 'avg' | 'median';
  unmappedType?: string;
}

export const parseSortEntry = (entry: unknown): SortSpec => {
  if (typeof entry === 'string') {
    if (entry === '_score') return { kind: 'score', order: 'desc', missing: '_last' };
    if (entry === '_doc') return { kind: 'doc', order: 'asc', missing: '_last' };
    return { kind: 'field', field: entry, order: 'asc', missing: '_last' };
  }
  if (!isObject(entry) || Object.keys(entry).length !== 1) throw parsingError('[sort] each entry must be a field name or an object with one field');
  const [name, spec] = Object.entries(entry)[0] as [string, unknown];
  if (name === '_geo_distance' || name === '_script') throw unsupported(`[sort] by [${name}]`);
  const kind: SortSpec['kind'] = name === '_score' ? 'score' : name === '_doc' ? 'doc' : 'field';
  const sort: SortSpec = { kind, field: kind === 'field' ? name : undefined, order: kind === 'score' ? 'desc' : 'asc', missing: '_last' };
  const order = (value: unknown) => {
    const o = String(value).toLowerCase();
    if (o !== 'asc' && o !== 'desc') throw illegalArgument(`Unknown SortOrder [${String(value)}]`);
    return o;
  };
  if (typeof spec === 'string') {
    sort.order = order(spec);
    return sort;
  }
  if (!isObject(spec)) throw parsingError(`[sort] unknown token [${tokenName(spec)}] for [${name}]`);
  for (const [key, value] of Object.entries(spec)) {
    switch (key) {
      case 'order':
        sort.order = order(value);
        break;
      case 'missing':
        if (kind !== 'field') throw parsingError(`[${kind === 'score' ? '_score' : '_doc'}] unknown field [missing]`);
        if (typeof value !== 'string' && typeof value !== 'number') throw parsingError('[field_sort] failed to parse field [missing]');
        sort.missing = value;
        break;
      case 'mode':
        if (!['min', 'max', 'sum', 'avg', 'median'].includes(String(value))) throw illegalArgument(`Unknown SortMode [${String(value)}]`);
        sort.mode = value as SortSpec['mode'];
        break;
      case 'unmapped_type':
        sort.unmappedType = String(value);
        break;
      case 'nested':
      case 'nested_path':
      case 'nested_filter':
      case 'numeric_type':
      case 'format':
        throw unsupported(`[sort] option [${key}]`);
      default:
        throw parsingError(`[field_sort] unknown field [${key}]`);
    }
  }
  return sort;
};

export interface Candidate {
  index: IndexData;
  doc: number;
  score: number;
  sortValues?: (string | number | null)[];
  terms: Map<string, Set<string>>;
}

export const sortValue = (index: IndexData, doc: number, spec: SortSpec): string | number | null => {
  const field = spec.field ? index.mapping.fields.get(spec.field) : undefined;
  const values = field && index.segment.values.get(field.path)?.get(doc);
  if (!values || values.length === 0) {
    // A `missing` value other than _first/_last stands in for the document's own.
    if (spec.missing === '_first' || spec.missing === '_last') return null;
    return field && field.type !== 'keyword' ? Number(spec.missing) : spec.missing;
  }
  const mode = spec.mode ?? (spec.order === 'asc' ? 'min' : 'max');
  if (typeof values[0] === 'number' && (mode === 'sum' || mode === 'avg' || mode === 'median')) {
    const nums = (values as number[]).slice().sort((a, b) => a - b);
    if (mode === 'sum') return nums.reduce((a, b) => a + b, 0);
    if (mode === 'avg') return nums.reduce((a, b) => a + b, 0) / nums.length;
    const mid = Math.floor(nums.length / 2);
    return nums.length % 2 ? (nums[mid] ?? 0) : ((nums[mid - 1] ?? 0) + (nums[mid] ?? 0)) / 2;
  }
  let best: string | number | undefined;
  for (const v of values) if (best === undefined || (mode === 'max' ? compareValues(v, best) > 0 : compareValues(v, best) < 0)) best = v;
  return best ?? null;
};

/** Checks that every sort field can be sorted on in this index, as OpenSearch refuses it on the shard. */
export const checkSortFields = (index: IndexData, sort: SortSpec[]) => {
  for (const spec of sort) {
    if (spec.kind !== 'field' || !spec.field) continue;
    const field = index.mapping.fields.get(spec.field);
    if (!field) {
      if (spec.unmappedType) continue;
      throw queryShardError(index.name, index.uuid, `No mapping found for [${spec.field}] in order to sort on`);
    }
    if (field.type === 'text') {
      throw illegalArgument(
        `Text fields are not optimised for operations that require per-document field data like aggregations and sorting, so these operations are disabled by default. Please use a keyword field instead. Alternatively, set fielddata=true on [${spec.field}] in order to load field data by uninverting the inverted index. Note that this can use significant memory.`,
      );
    }
    if (!field.docValues) {
      throw illegalArgument(`Can't load fielddata on [${spec.field}] because fielddata is unsupported on fields of type [${field.type}]. Use doc values instead.`);
    }
  }
};

export const compareCandidates = (sort: SortSpec[]) => (a: Candidate, b: Candidate): number => {
  for (const [i, spec] of sort.entries()) {
    const x = a.sortValues?.[i] ?? null;
    const y = b.sortValues?.[i] ?? null;
    if (x === null || y === null) {
      if (x === y) continue;
      const missingFirst = spec.missing === '_first';
      return (x === null) === missingFirst ? -1 : 1;
    }
    const c = compareValues(x, y);
    if (c !== 0) return spec.order === 'asc' ? c : -c;
  }
  // Ties: the index named first, then the order documents were written in.
  return a.index.name === b.index.name ? a.doc - b.doc : a.index.name < b.index.name ? -1 : 1;
};
