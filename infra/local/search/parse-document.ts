/**
 * A document read against its index's mapping: each value converted to its field's type (a value that does not fit
 * is OpenSearch's mapper_parsing_exception), `dynamic: strict | false | true` honoured (true adds fields as
 * OpenSearch's dynamic mapping does: strings as text with a `keyword` sub-field, or dates when they look like one),
 * and a field's values read back from a `_source`.
 */
import { parseDate } from './dates.js';
import { mapperParsing, strictDynamicMapping, type SearchError } from './errors.js';
import { compileMapping, convertNumber, type CompiledMapping, type Dynamic, type FieldDef, type MappingJson } from './mapping.js';

/** A document's indexed values per field path: strings for text and keyword, numbers for numeric, date (ms) and boolean (1/0). */
export type FieldValues = Map<string, (string | number)[]>;

const preview = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value)).slice(0, 20);

const fieldError = (field: FieldDef, id: string, value: unknown, causedBy?: { type: string; reason: string }): SearchError =>
  mapperParsing(
    `failed to parse field [${field.path}] of type [${field.type}] in document with id '${id}'. Preview of field's value: '${preview(value)}'`,
    causedBy,
  );

const convert = (field: FieldDef, value: unknown, id: string): string | number | undefined => {
  if (value === null || value === undefined) {
    if (field.nullValue === undefined) return undefined;
    value = field.nullValue;
  }
  if (typeof value === 'object') {
    throw fieldError(field, id, value, { type: 'illegal_state_exception', reason: `Can't get text on a START_OBJECT at 1:1` });
  }
  switch (field.type) {
    case 'text':
      return String(value);
    case 'keyword': {
      const text = String(value);
      return field.ignoreAbove !== undefined && [...text].length > field.ignoreAbove ? undefined : text;
    }
    case 'boolean':
      if (value === true || value === 'true') return 1;
      if (value === false || value === 'false' || value === '') return 0;
      throw fieldError(field, id, value, {
        type: 'illegal_argument_exception',
        reason: `Failed to parse value [${String(value)}] as only [true] or [false] are allowed.`,
      });
    case 'date': {
      const ms = parseDate(value, field.format);
      if (ms === undefined) {
        throw fieldError(field, id, value, {
          type: 'illegal_argument_exception',
          reason: `failed to parse date field [${String(value)}] with format [${field.format}]`,
        });
      }
      return ms;
    }
    default:
      return convertNumber(field, value, () =>
        fieldError(field, id, value, { type: 'number_format_exception', reason: `For input string: "${String(value)}"` }),
      );
  }
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const dynamicFieldFor = (value: unknown, dateDetection: boolean): Record<string, unknown> | undefined => {
  if (typeof value === 'string') {
    if (dateDetection && parseDate(value, 'strict_date_optional_time||yyyy/MM/dd HH:mm:ss||yyyy/MM/dd') !== undefined && /^\d{4}[-/]/.test(value)) {
      return { type: 'date' };
    }
    return { type: 'text', fields: { keyword: { type: 'keyword', ignore_above: 256 } } };
  }
  if (typeof value === 'number') return { type: Number.isInteger(value) ? 'long' : 'float' };
  if (typeof value === 'boolean') return { type: 'boolean' };
  if (isObject(value)) return { properties: {} };
  return undefined;
};

const METADATA_FIELDS = new Set(['_id', '_index', '_source', '_routing', '_seq_no', '_primary_term', '_version', '_type', '_field_names', '_ignored', '_doc_count', '_size', '_meta', '_data_stream_timestamp']);

export interface ParsedDocument {
  values: FieldValues;
  /** The mapping with the fields this document added dynamically (undefined when it added none). */
  mapping?: CompiledMapping;
}

/** A document's values per field, checked against the mapping (strict refuses unknown fields, true adds them). */
export const parseDocument = (mapping: CompiledMapping, source: unknown, id: string): ParsedDocument => {
  if (!isObject(source)) throw mapperParsing('failed to parse, document is empty');
  let current = mapping;
  let json: MappingJson | undefined;
  const values: FieldValues = new Map();

  const addDynamic = (path: string, def: Record<string, unknown>) => {
    json ??= structuredClone(current.json);
    const segments = path.split('.');
    let props = (json.properties ??= {});
    for (const segment of segments.slice(0, -1)) {
      const obj = (props[segment] ??= {});
      props = (obj.properties ??= {}) as Record<string, Record<string, unknown>>;
    }
    props[segments[segments.length - 1] ?? path] = def;
    current = compileMapping(json);
  };

  const dynamicOf = (objectPath: string): Dynamic => {
    let path = objectPath;
    for (;;) {
      const d = current.objects.get(path)?.dynamic;
      if (d) return d;
      if (!path) return 'true';
      path = path.includes('.') ? path.slice(0, path.lastIndexOf('.')) : '';
    }
  };

  const push = (field: FieldDef, raw: unknown) => {
    const value = convert(field, raw, id);
    if (value === undefined || !field.indexed && !field.docValues) return;
    const list = values.get(field.path);
    if (list) list.push(value);
    else values.set(field.path, [value]);
  };

  const visit = (value: unknown, path: string, parent: string) => {
    if (Array.isArray(value)) {
      for (const element of value) visit(element, path, parent);
      return;
    }
    let field = current.fields.get(path);
    let object = current.objects.get(path);
    if (!field && !object) {
      if (value === null) return;
      const name = path.slice(parent ? parent.length + 1 : 0);
      const dynamic = dynamicOf(parent);
      if (dynamic === 'strict') throw strictDynamicMapping(name, parent || '_doc');
      if (dynamic === 'false') return;
      const def = dynamicFieldFor(value, current.dateDetection);
      if (!def) return;
      addDynamic(path, def);
      field = current.fields.get(path);
      object = current.objects.get(path);
    }
    if (object) {
      if (value === null) return;
      if (!isObject(value)) {
        throw mapperParsing(`object mapping for [${path}] tried to parse field [${path.split('.').pop()}] as object, but found a concrete value`);
      }
      if (!object.enabled) return;
      visitObject(value, path);
      return;
    }
    if (!field) return;
    push(field, value);
    for (const sub of field.subFields) {
      const subField = current.fields.get(sub);
      if (subField && value !== null && typeof value !== 'object') push(subField, value);
    }
  };

  const visitObject = (obj: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(obj)) {
      if (!key || key.startsWith('.') || key.endsWith('.') || key.includes('..')) {
        throw mapperParsing(`field name cannot contain only whitespace or dots: ['${key}']`);
      }
      if (!prefix && METADATA_FIELDS.has(key)) {
        throw mapperParsing(`Field [${key}] is a metadata field and cannot be added inside a document. Use the index API request parameters.`);
      }
      // A dotted key is a path through objects: {"a.b": 1} is {"a": {"b": 1}}.
      const segments = key.split('.');
      let parent = prefix;
      for (const segment of segments.slice(0, -1)) {
        const path = parent ? `${parent}.${segment}` : segment;
        if (!current.objects.has(path)) {
          if (current.fields.has(path)) throw mapperParsing(`Could not dynamically add mapping for field [${key}]. Existing mapping for [${path}] must be of type object but found [${current.fields.get(path)?.type}].`);
          const dynamic = dynamicOf(parent);
          if (dynamic === 'strict') throw strictDynamicMapping(segment, parent || '_doc');
          if (dynamic === 'false') return;
          addDynamic(path, { properties: {} });
        }
        if (!current.objects.get(path)?.enabled) return;
        parent = path;
      }
      visit(value, parent ? `${parent}.${segments[segments.length - 1]}` : key, parent);
    }
  };

  visitObject(source, '');
  return { values, mapping: json ? current : undefined };
};

/** The value at a dotted path of a source, flattened over arrays (what a field's source values are). */
export const sourceValues = (source: unknown, path: string): unknown[] => {
  const out: unknown[] = [];
  const walk = (node: unknown, segments: string[]) => {
    if (Array.isArray(node)) {
      for (const element of node) walk(element, segments);
      return;
    }
    if (segments.length === 0) {
      if (node !== null && node !== undefined) out.push(node);
      return;
    }
    if (!isObject(node)) return;
    // Keys may themselves be dotted ({"a.b": 1}): try every split.
    for (let i = segments.length; i >= 1; i -= 1) {
      const key = segments.slice(0, i).join('.');
      if (key in node) walk(node[key], segments.slice(i));
    }
  };
  walk(source, path.split('.'));
  return out;
};
