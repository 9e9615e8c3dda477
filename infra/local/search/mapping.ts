/**
 * Mappings: checked as OpenSearch checks them (unknown types and parameters refused, unknown analyzers refused),
 * compiled into the fields the index keeps (sub-fields of `fields` included, `title.bigram`), merged by
 * `PUT /<index>/_mapping`, and the numeric types' ranges. How a document is read against a mapping (values converted,
 * `dynamic` honoured) is parse-document.ts.
 */
import { isAnalyzerName, type AnalyzerName } from './analysis.js';
import { checkDateFormat, DEFAULT_DATE_FORMAT } from './dates.js';
import { illegalArgument, mapperParsing, unsupported, type SearchError } from './errors.js';

export type NumericType = 'long' | 'integer' | 'short' | 'byte' | 'double' | 'float' | 'half_float';
export type LeafType = 'text' | 'keyword' | 'date' | 'boolean' | NumericType;
export type Dynamic = 'true' | 'false' | 'strict';

const NUMERIC_TYPES = new Set<string>(['long', 'integer', 'short', 'byte', 'double', 'float', 'half_float']);
export const isNumericType = (type: string): type is NumericType => NUMERIC_TYPES.has(type);

const INTEGER_RANGE: Record<string, [number, number]> = {
  byte: [-128, 127],
  short: [-32768, 32767],
  integer: [-2147483648, 2147483647],
  // ±2^63, as near as a double gets (OpenSearch's long is exact; values beyond 2^53 lose precision here).
  long: [-(2 ** 63), 2 ** 63],
};

/** Types OpenSearch has that this endpoint does not: refused as unsupported rather than as unknown. */
const KNOWN_UNSUPPORTED_TYPES = new Set([
  'nested', 'flat_object', 'geo_point', 'geo_shape', 'ip', 'binary', 'completion', 'search_as_you_type', 'match_only_text',
  'unsigned_long', 'scaled_float', 'date_nanos', 'alias', 'join', 'percolator', 'rank_feature', 'rank_features', 'knn_vector',
  'integer_range', 'long_range', 'float_range', 'double_range', 'date_range', 'ip_range', 'token_count', 'constant_keyword',
  'wildcard', 'murmur3', 'annotated-text', 'icu_collation_keyword',
]);

/** Per type: the parameters this endpoint honours, and those OpenSearch knows that it refuses. */
const PARAMETERS: Record<string, { ok: string[]; refused: string[] }> = {
  text: {
    ok: ['type', 'analyzer', 'search_analyzer', 'fields', 'index', 'norms', 'store', 'term_vector', 'index_options', 'position_increment_gap'],
    refused: ['copy_to', 'fielddata', 'fielddata_frequency_filter', 'search_quote_analyzer', 'similarity', 'index_prefixes', 'index_phrases', 'boost', 'eager_global_ordinals', 'meta'],
  },
  keyword: {
    ok: ['type', 'ignore_above', 'index', 'doc_values', 'store', 'null_value', 'fields', 'eager_global_ordinals', 'norms', 'index_options'],
    refused: ['normalizer', 'copy_to', 'split_queries_on_whitespace', 'similarity', 'boost', 'meta'],
  },
  numeric: { ok: ['type', 'index', 'doc_values', 'store', 'null_value', 'coerce'], refused: ['ignore_malformed', 'copy_to', 'boost', 'meta', 'fields'] },
  date: { ok: ['type', 'format', 'index', 'doc_values', 'store', 'null_value'], refused: ['ignore_malformed', 'locale', 'copy_to', 'boost', 'meta', 'fields', 'print_format'] },
  boolean: { ok: ['type', 'index', 'doc_values', 'store', 'null_value'], refused: ['copy_to', 'boost', 'meta', 'fields'] },
  object: { ok: ['type', 'properties', 'dynamic', 'enabled'], refused: ['subobjects'] },
};

const paramGroup = (type: string) => (isNumericType(type) ? 'numeric' : type);

export interface FieldDef {
  path: string;
  type: LeafType;
  /** Where the value is in `_source` (a sub-field reads its parent's). */
  sourcePath: string;
  analyzer: AnalyzerName;
  searchAnalyzer: AnalyzerName;
  /** Text: length normalisation in BM25 (keyword fields have none). */
  norms: boolean;
  indexed: boolean;
  docValues: boolean;
  ignoreAbove?: number;
  format: string;
  nullValue?: unknown;
  /** `term_vector: with_positions_offsets` (required by the fvh highlighter, as in OpenSearch). */
  termVectorOffsets: boolean;
  /** Paths of its `fields` sub-fields. */
  subFields: string[];
  isSubField: boolean;
}

export interface ObjectDef {
  dynamic?: Dynamic;
  enabled: boolean;
}

export type MappingJson = Record<string, unknown> & { properties?: Record<string, Record<string, unknown>> };

export interface CompiledMapping {
  json: MappingJson;
  fields: Map<string, FieldDef>;
  /** Object fields by path; '' is the root. */
  objects: Map<string, ObjectDef>;
  dateDetection: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const parseDynamic = (value: unknown, where: string): Dynamic => {
  if (value === true || value === 'true') return 'true';
  if (value === false || value === 'false') return 'false';
  if (value === 'strict') return 'strict';
  if (value === 'runtime') throw unsupported(`[dynamic: runtime] on [${where}]`, 'mapper_parsing_exception');
  throw mapperParsing(`Failed to parse mapping [_doc]: Could not convert [${where}.dynamic] to boolean`);
};

const asBoolean = (value: unknown, name: string, field: string): boolean => {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw mapperParsing(`Failed to parse mapping [_doc]: Failed to parse value [${String(value)}] as only [true] or [false] are allowed. (parameter [${name}] of field [${field}])`);
};

const ROOT_OK = new Set(['properties', 'dynamic', '_meta', 'date_detection', 'numeric_detection', '_source']);
const ROOT_REFUSED = new Set(['dynamic_templates', '_routing', 'dynamic_date_formats', '_field_names', 'runtime', '_size']);

/** Checks a mapping's JSON and compiles it; any error is OpenSearch's mapper_parsing_exception (or unsupported). */
export const compileMapping = (json: unknown): CompiledMapping => {
  if (json === undefined || json === null) json = {};
  if (!isObject(json)) throw mapperParsing('Failed to parse mapping [_doc]: Expected map for property [mappings]');
  const fields = new Map<string, FieldDef>();
  const objects = new Map<string, ObjectDef>();
  const extra = Object.entries(json).filter(([k]) => !ROOT_OK.has(k));
  const refused = extra.find(([k]) => ROOT_REFUSED.has(k));
  if (refused) throw unsupported(`mapping parameter [${refused[0]}]`, 'mapper_parsing_exception');
  if (extra.length) {
    throw mapperParsing(
      `Root mapping definition has unsupported parameters:  ${extra.map(([k, v]) => `[${k} : ${JSON.stringify(v)}]`).join(' ')}`,
    );
  }
  const source = json._source;
  if (source !== undefined && !(isObject(source) && Object.keys(source).every((k) => k === 'enabled') && source.enabled !== false)) {
    throw unsupported('[_source] options other than enabled: true', 'mapper_parsing_exception');
  }
  if (json.numeric_detection === true || json.numeric_detection === 'true') throw unsupported('[numeric_detection: true]', 'mapper_parsing_exception');
  const normalised: MappingJson = {};
  if (json.dynamic !== undefined) normalised.dynamic = parseDynamic(json.dynamic, '_doc');
  if (json._meta !== undefined) normalised._meta = json._meta;
  if (json.date_detection !== undefined) normalised.date_detection = asBoolean(json.date_detection, 'date_detection', '_doc');
  if (json._source !== undefined) normalised._source = json._source;
  objects.set('', { dynamic: normalised.dynamic as Dynamic | undefined, enabled: true });
  if (json.properties !== undefined) {
    if (!isObject(json.properties)) throw mapperParsing('Failed to parse mapping [_doc]: Expected map for property [properties]');
    normalised.properties = compileProperties(json.properties, '', fields, objects);
  }
  return { json: normalised, fields, objects, dateDetection: normalised.date_detection !== false };
};

const compileProperties = (
  properties: Record<string, unknown>,
  prefix: string,
  fields: Map<string, FieldDef>,
  objects: Map<string, ObjectDef>,
): Record<string, Record<string, unknown>> => {
  const out: Record<string, Record<string, unknown>> = {};
  for (const name of Object.keys(properties).sort()) {
    const def = properties[name];
    if (!name.trim()) throw mapperParsing('Failed to parse mapping [_doc]: field name cannot be an empty string');
    if (name.includes('.')) throw unsupported(`a dotted field name in a mapping ([${name}]; nest it under properties)`, 'mapper_parsing_exception');
    if (!isObject(def)) throw mapperParsing(`Failed to parse mapping [_doc]: Expected map for property [fields] on field [${name}] but got a class java.lang.String`);
    const path = prefix ? `${prefix}.${name}` : name;
    out[name] = compileProperty(def, path, fields, objects, false);
  }
  return out;
};

const compileProperty = (
  def: Record<string, unknown>,
  path: string,
  fields: Map<string, FieldDef>,
  objects: Map<string, ObjectDef>,
  isSubField: boolean,
  sourcePath = path,
): Record<string, unknown> => {
  const type = typeof def.type === 'string' ? def.type : def.properties !== undefined || def.dynamic !== undefined ? 'object' : undefined;
  if (type === undefined) throw mapperParsing(`Failed to parse mapping [_doc]: No type specified for field [${path}]`);
  if (KNOWN_UNSUPPORTED_TYPES.has(type)) throw unsupported(`field type [${type}] (field [${path}])`, 'mapper_parsing_exception');
  const group = PARAMETERS[paramGroup(type)] as { ok: string[]; refused: string[] } | undefined;
  if (!group) throw mapperParsing(`Failed to parse mapping [_doc]: No handler for type [${type}] declared on field [${path}]`);
  if (isSubField && type === 'object') throw mapperParsing(`Failed to parse mapping [_doc]: Type [object] cannot be used in multi field`);
  for (const key of Object.keys(def)) {
    if (group.refused.includes(key)) throw unsupported(`mapping parameter [${key}] on field [${path}]`, 'mapper_parsing_exception');
    if (!group.ok.includes(key)) {
      throw mapperParsing(`Failed to parse mapping [_doc]: unknown parameter [${key}] on mapper [${path.split('.').pop()}] of type [${type}]`);
    }
  }
  if (type === 'object') {
    const out: Record<string, unknown> = {};
    const dynamic = def.dynamic === undefined ? undefined : parseDynamic(def.dynamic, path);
    const enabled = def.enabled === undefined ? true : asBoolean(def.enabled, 'enabled', path);
    if (def.type !== undefined) out.type = 'object';
    if (dynamic !== undefined) out.dynamic = dynamic;
    if (def.enabled !== undefined) out.enabled = enabled;
    objects.set(path, { dynamic, enabled });
    if (def.properties !== undefined) {
      if (!isObject(def.properties)) throw mapperParsing(`Failed to parse mapping [_doc]: Expected map for property [properties] on field [${path}]`);
      out.properties = compileProperties(def.properties, path, fields, objects);
    }
    return out;
  }
  const leafType = type as LeafType;
  const analyzerOf = (key: 'analyzer' | 'search_analyzer'): AnalyzerName | undefined => {
    const value = def[key];
    if (value === undefined) return undefined;
    if (!isAnalyzerName(value)) {
      throw mapperParsing(`Failed to parse mapping [_doc]: analyzer [${String(value)}] has not been configured in mappings`, {
        type: 'illegal_argument_exception',
        reason: `analyzer [${String(value)}] has not been configured in mappings`,
      });
    }
    return value;
  };
  const analyzer = leafType === 'text' ? (analyzerOf('analyzer') ?? 'standard') : 'keyword';
  const searchAnalyzer = leafType === 'text' ? (analyzerOf('search_analyzer') ?? analyzer) : 'keyword';
  if (def.search_analyzer !== undefined && def.analyzer === undefined) {
    throw mapperParsing(`Failed to parse mapping [_doc]: analyzer on field [${path}] must be set when search_analyzer is set`);
  }
  const format = def.format === undefined ? DEFAULT_DATE_FORMAT : String(def.format);
  if (leafType === 'date') {
    const bad = checkDateFormat(format);
    if (bad) throw bad;
  }
  const termVector = def.term_vector === undefined ? 'no' : String(def.term_vector);
  const TERM_VECTORS = ['no', 'yes', 'with_positions', 'with_offsets', 'with_positions_offsets', 'with_positions_payloads', 'with_positions_offsets_payloads'];
  if (!TERM_VECTORS.includes(termVector)) throw mapperParsing(`Failed to parse mapping [_doc]: Unknown term vector setting: ${termVector}`);
  let ignoreAbove: number | undefined;
  if (def.ignore_above !== undefined) {
    ignoreAbove = Number(def.ignore_above);
    if (!Number.isInteger(ignoreAbove) || ignoreAbove < 0) throw mapperParsing(`Failed to parse mapping [_doc]: [ignore_above] must be positive, got [${String(def.ignore_above)}]`);
  }
  const subFields: string[] = [];
  const field: FieldDef = {
    path,
    type: leafType,
    sourcePath,
    analyzer,
    searchAnalyzer,
    norms: leafType === 'text' ? (def.norms === undefined ? true : asBoolean(def.norms, 'norms', path)) : false,
    indexed: def.index === undefined ? true : asBoolean(def.index, 'index', path),
    docValues: leafType === 'text' ? false : def.doc_values === undefined ? true : asBoolean(def.doc_values, 'doc_values', path),
    ignoreAbove,
    format,
    nullValue: def.null_value ?? undefined,
    termVectorOffsets: termVector.includes('offsets'),
    subFields,
    isSubField,
  };
  fields.set(path, field);
  const out: Record<string, unknown> = { ...def };
  if (def.fields !== undefined) {
    if (!isObject(def.fields)) throw mapperParsing(`Failed to parse mapping [_doc]: Expected map for property [fields] on field [${path}]`);
    const subs: Record<string, unknown> = {};
    for (const name of Object.keys(def.fields).sort()) {
      const sub = def.fields[name];
      if (!isObject(sub)) throw mapperParsing(`Failed to parse mapping [_doc]: Expected map for property [fields] on field [${name}]`);
      if (sub.fields !== undefined) throw mapperParsing(`Failed to parse mapping [_doc]: Field [${name}] of type [${String(sub.type)}] can't be used in multifields`);
      subs[name] = compileProperty(sub, `${path}.${name}`, fields, objects, true, sourcePath);
      subFields.push(`${path}.${name}`);
    }
    out.fields = subs;
  }
  return out;
};

/** `PUT /<index>/_mapping`: new fields and sub-fields are added; a changed field is refused as OpenSearch refuses it. */
export const mergeMappings = (current: MappingJson, incoming: unknown): CompiledMapping => {
  const next = compileMapping(incoming); // checks the incoming definition on its own first
  const merged = structuredClone(current);
  const mergeProps = (into: Record<string, Record<string, unknown>>, from: Record<string, Record<string, unknown>>, prefix: string) => {
    for (const [name, def] of Object.entries(from)) {
      const path = prefix ? `${prefix}.${name}` : name;
      const existing = into[name];
      if (!existing) {
        into[name] = def;
        continue;
      }
      const oldType = (existing.type as string | undefined) ?? 'object';
      const newType = (def.type as string | undefined) ?? 'object';
      if (oldType !== newType) throw illegalArgument(`mapper [${path}] cannot be changed from type [${oldType}] to [${newType}]`);
      if (oldType === 'object') {
        if (def.dynamic !== undefined) existing.dynamic = def.dynamic;
        if (def.properties) mergeProps((existing.properties ??= {}) as Record<string, Record<string, unknown>>, def.properties as Record<string, Record<string, unknown>>, path);
        continue;
      }
      for (const key of new Set([...Object.keys(existing), ...Object.keys(def)])) {
        if (key === 'fields') continue;
        if (JSON.stringify(existing[key]) !== JSON.stringify(def[key]) && !(key === 'ignore_above')) {
          throw illegalArgument(
            `Mapper for [${path}] conflicts with existing mapper:\n\tCannot update parameter [${key}] from [${String(existing[key] ?? 'default')}] to [${String(def[key] ?? 'default')}]`,
          );
        }
        if (key === 'ignore_above') existing[key] = def[key];
      }
      if (def.fields) {
        const subs = (existing.fields ??= {}) as Record<string, Record<string, unknown>>;
        for (const [sub, subDef] of Object.entries(def.fields as Record<string, Record<string, unknown>>)) {
          if (subs[sub] && JSON.stringify(subs[sub]) !== JSON.stringify(subDef)) {
            throw illegalArgument(`Mapper for [${path}.${sub}] conflicts with existing mapper`);
          }
          subs[sub] = subDef;
        }
      }
    }
  };
  if (next.json.dynamic !== undefined) merged.dynamic = next.json.dynamic;
  if (next.json._meta !== undefined) merged._meta = next.json._meta;
  if (next.json.date_detection !== undefined) merged.date_detection = next.json.date_detection;
  if (next.json.properties) mergeProps((merged.properties ??= {}), next.json.properties, '');
  return compileMapping(merged);
};

/** A value for a numeric field (documents and queries alike): coerced from strings, integers truncated, range-checked. */
export const convertNumber = (field: { type: LeafType }, value: unknown, fail: () => SearchError): number => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(n)) throw fail();
  const range = INTEGER_RANGE[field.type];
  if (!range) return field.type === 'float' || field.type === 'half_float' ? Math.fround(n) : n;
  const int = Math.trunc(n);
  if (int < range[0] || int > range[1]) throw fail();
  return int;
};
