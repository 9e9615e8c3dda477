/**
 * Highlighting as OpenSearch's highlighters answer it (`highlight: { <field>: [fragments] }` per hit): the source text
 * of a field is analyzed again, the tokens whose terms the query looked for in that field are wrapped in
 * `pre_tags`/`post_tags` (overlapping tokens, such as CJK bigrams, merged into one mark), and the text is cut into
 * fragments of about `fragment_size` characters at sentence ends, `number_of_fragments` of them (0: the whole value).
 * `require_field_match` (default true) limits the terms to those queried on that field; `type: fvh` with
 * `matched_fields` combines the matches of several fields (`title` and `title.bigram`) into one, and needs
 * `term_vector: with_positions_offsets` in the mapping exactly as OpenSearch does.
 */
import { ANALYZERS } from './analysis.js';
import { illegalArgument, parsingError, unsupported } from './errors.js';
import type { CompiledMapping, FieldDef } from './mapping.js';
import { sourceValues } from './parse-document.js';

export interface HighlightOptions {
  preTags: string[];
  postTags: string[];
  fragmentSize: number;
  numberOfFragments: number;
  type: 'unified' | 'plain' | 'fvh';
  requireFieldMatch: boolean;
  noMatchSize: number;
  order: 'none' | 'score';
  encoder: 'default' | 'html';
  matchedFields?: string[];
}

export interface HighlightSpec {
  fields: { pattern: string; options: HighlightOptions }[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const OPTION_KEYS = [
  'pre_tags', 'post_tags', 'fragment_size', 'number_of_fragments', 'type', 'require_field_match', 'no_match_size', 'order',
  'encoder', 'boundary_scanner', 'boundary_chars', 'boundary_max_scan', 'fragmenter', 'phrase_limit', 'max_analyzed_offset',
  'force_source', 'boundary_scanner_locale',
];
const REFUSED_KEYS = ['highlight_query', 'tags_schema', 'fragment_offset', 'options', 'highlight_filter'];

const tags = (value: unknown, key: string): string[] => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value) && value.length > 0 && value.every((t) => typeof t === 'string')) return value as string[];
  throw parsingError(`[highlight] failed to parse field [${key}]`);
};

const intOf = (value: unknown, key: string): number => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < 0) throw parsingError(`[highlight] failed to parse field [${key}]`);
  return n;
};

const readOptions = (raw: Record<string, unknown>, base: HighlightOptions, fieldLevel: boolean): HighlightOptions => {
  const options = { ...base };
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'fields' && !fieldLevel) continue;
    if (key === 'matched_fields' && fieldLevel) {
      const list = typeof value === 'string' ? [value] : value;
      if (!Array.isArray(list) || list.some((f) => typeof f !== 'string')) throw parsingError('[highlight_field] failed to parse field [matched_fields]');
      options.matchedFields = list as string[];
      continue;
    }
    if (REFUSED_KEYS.includes(key)) throw unsupported(`[highlight] option [${key}]`);
    if (!OPTION_KEYS.includes(key)) throw parsingError(`[highlight${fieldLevel ? '_field' : ''}] unknown field [${key}]`);
    switch (key) {
      case 'pre_tags':
        options.preTags = tags(value, key);
        break;
      case 'post_tags':
        options.postTags = tags(value, key);
        break;
      case 'fragment_size':
        options.fragmentSize = intOf(value, key);
        break;
      case 'number_of_fragments':
        options.numberOfFragments = intOf(value, key);
        break;
      case 'no_match_size':
        options.noMatchSize = intOf(value, key);
        break;
      case 'type':
        if (value !== 'unified' && value !== 'plain' && value !== 'fvh') throw illegalArgument(`unknown highlighter type [${String(value)}] for the field`);
        options.type = value;
        break;
      case 'require_field_match':
        options.requireFieldMatch = value === true || value === 'true';
        break;
      case 'order':
        if (value !== 'score' && value !== 'none') throw illegalArgument(`Unknown order [${String(value)}]`);
        options.order = value;
        break;
      case 'encoder':
        if (value !== 'default' && value !== 'html') throw illegalArgument(`Unknown encoder [${String(value)}]`);
        options.encoder = value;
        break;
      case 'fragmenter':
        if (value !== 'simple' && value !== 'span') throw illegalArgument(`unknown fragmenter option [${String(value)}] for the field`);
        break;
      case 'boundary_scanner':
        if (value !== 'sentence' && value !== 'chars' && value !== 'word') throw illegalArgument(`Invalid boundary_scanner type: [${String(value)}]`);
        break;
      default:
        break; // accepted, no effect on these fragments (boundary chars, limits, force_source)
    }
  }
  return options;
};

export const parseHighlight = (raw: unknown): HighlightSpec => {
  if (!isObject(raw)) throw parsingError('[highlight] must be an object');
  const base = readOptions(raw, {
    preTags: ['<em>'],
    postTags: ['</em>'],
    fragmentSize: 100,
    numberOfFragments: 5,
    type: 'unified',
    requireFieldMatch: true,
    noMatchSize: 0,
    order: 'none',
    encoder: 'default',
  }, false);
  if (raw.fields === undefined) throw parsingError('[highlight] requires [fields]');
  const entries: [string, unknown][] = [];
  if (Array.isArray(raw.fields)) {
    for (const item of raw.fields) {
      if (!isObject(item) || Object.keys(item).length !== 1) throw parsingError('[highlight] fields must be an array of single-field objects');
      entries.push(Object.entries(item)[0] as [string, unknown]);
    }
  } else if (isObject(raw.fields)) {
    entries.push(...Object.entries(raw.fields));
  } else {
    throw parsingError('[highlight] failed to parse field [fields]');
  }
  return {
    fields: entries.map(([pattern, options]) => {
      if (!isObject(options)) throw parsingError(`[highlight_field] failed to parse [${pattern}]`);
      return { pattern, options: readOptions(options, base, true) };
    }),
  };
};

/** Fields a highlight pattern names in one index's mapping (only text and keyword fields highlight). */
export const highlightFields = (spec: HighlightSpec, mapping: CompiledMapping): { name: string; field: FieldDef; options: HighlightOptions }[] => {
  const out: { name: string; field: FieldDef; options: HighlightOptions }[] = [];
  for (const { pattern, options } of spec.fields) {
    const re = pattern.includes('*') ? new RegExp(`^${pattern.split('*').map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`) : undefined;
    for (const field of mapping.fields.values()) {
      if (re ? !re.test(field.path) : field.path !== pattern) continue;
      if (field.type !== 'text' && field.type !== 'keyword') continue;
      if (options.type === 'fvh') {
        for (const name of [field.path, ...(options.matchedFields ?? [])]) {
          const f = mapping.fields.get(name);
          if (f && !f.termVectorOffsets) {
            throw illegalArgument(`the field [${name}] should be indexed with term vector with position offsets to be used with fast vector highlighter`);
          }
        }
      }
      out.push({ name: field.path, field, options });
    }
  }
  return out;
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c] ?? c);

type Span = [number, number];

const mergeSpans = (spans: Span[]): Span[] => {
  const sorted = [...spans].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const out: Span[] = [];
  for (const s of sorted) {
    const last = out[out.length - 1];
    if (last && s[0] < last[1]) last[1] = Math.max(last[1], s[1]);
    else out.push([s[0], s[1]]);
  }
  return out;
};

/** Sentence pieces of a text: [start, end) ranges ending after 。！？!?；; or a line break. */
const sentences = (text: string): Span[] => {
  const out: Span[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charAt(i);
    if ('。！？!?；;\n'.includes(c) || (c === '.' && (text.charAt(i + 1) === ' ' || i + 1 === text.length))) {
      out.push([start, i + 1]);
      start = i + 1;
    }
  }
  if (start < text.length) out.push([start, text.length]);
  return out;
};

/** Fragments of about `size` characters: whole sentences joined while they fit, longer ones cut around their matches. */
const fragmentsOf = (text: string, size: number, spans: Span[]): Span[] => {
  const pieces: Span[] = [];
  let current: Span | undefined;
  for (const s of sentences(text)) {
    if (current && s[1] - current[0] <= size) {
      current[1] = s[1];
      continue;
    }
    if (current) pieces.push(current);
    current = [s[0], s[1]];
  }
  if (current) pieces.push(current);
  const out: Span[] = [];
  for (const piece of pieces) {
    if (piece[1] - piece[0] <= Math.max(size, 1) * 1.5) {
      out.push(piece);
      continue;
    }
    // A long sentence: windows of `size` characters, each starting a little before a match it holds.
    let cursor = piece[0];
    for (const span of spans) {
      if (span[0] < cursor || span[0] >= piece[1]) continue;
      const start = Math.max(cursor, Math.min(span[0] - Math.floor(size / 4), piece[1] - size));
      const end = Math.min(piece[1], Math.max(start + size, span[1]));
      out.push([start, end]);
      cursor = end;
    }
    if (cursor === piece[0]) out.push([piece[0], Math.min(piece[1], piece[0] + size)]);
  }
  return out;
};

const mark = (text: string, range: Span, spans: Span[], options: HighlightOptions): string => {
  const encode = options.encoder === 'html' ? escapeHtml : (t: string) => t;
  let out = '';
  let at = range[0];
  for (const [s, e] of spans) {
    const start = Math.max(s, range[0]);
    const end = Math.min(e, range[1]);
    if (end <= start) continue;
    out += encode(text.slice(at, start)) + options.preTags[0] + encode(text.slice(start, end)) + (options.postTags[0] ?? '');
    at = end;
  }
  return out + encode(text.slice(at, range[1]));
};

/** The spans of a text that match: each analyzing field's tokens whose terms the query looked for in that field. */
const matchSpans = (text: string, analyzing: { field: FieldDef; terms: Set<string> }[]): Span[] => {
  const spans: Span[] = [];
  for (const { field, terms } of analyzing) {
    if (terms.size === 0) continue;
    if (field.type === 'keyword') {
      if (terms.has(text)) spans.push([0, text.length]);
      continue;
    }
    for (const t of ANALYZERS[field.analyzer](text)) if (terms.has(t.term)) spans.push([t.start, t.end]);
  }
  return mergeSpans(spans);
};

/** The highlight of one field of one hit, or undefined when nothing in it matched (and no_match_size is 0). */
export const highlightField = (
  source: unknown,
  target: { field: FieldDef; options: HighlightOptions },
  mapping: CompiledMapping,
  queryTerms: Map<string, Set<string>>,
): string[] | undefined => {
  const { field, options } = target;
  const allTerms = () => new Set([...queryTerms.values()].flatMap((s) => [...s]));
  const names = options.type === 'fvh' && options.matchedFields ? [...new Set([field.path, ...options.matchedFields])] : [field.path];
  const analyzing = names
    .map((name) => mapping.fields.get(name))
    .filter((f): f is FieldDef => f !== undefined && (f.type === 'text' || f.type === 'keyword'))
    .map((f) => ({ field: f, terms: options.requireFieldMatch ? (queryTerms.get(f.path) ?? new Set<string>()) : allTerms() }));
  const texts = sourceValues(source, field.sourcePath).filter((v) => typeof v !== 'object').map(String);
  const candidates: { text: string; range: Span; spans: Span[]; score: number; order: number }[] = [];
  for (const text of texts) {
    const spans = matchSpans(text, analyzing);
    if (spans.length === 0) continue;
    const ranges = options.numberOfFragments === 0 ? [[0, text.length] as Span] : fragmentsOf(text, options.fragmentSize, spans);
    for (const range of ranges) {
      const inside = spans.filter(([s, e]) => s < range[1] && e > range[0]);
      if (inside.length === 0) continue;
      const distinct = new Set(inside.map(([s, e]) => text.slice(s, e))).size;
      candidates.push({ text, range, spans: inside, score: distinct * 10 + inside.length, order: candidates.length });
    }
  }
  if (candidates.length === 0) {
    const text = texts[0];
    if (options.noMatchSize > 0 && text !== undefined) {
      return [mark(text, [0, Math.min(text.length, options.noMatchSize)], [], options)];
    }
    return undefined;
  }
  let chosen = candidates;
  if (options.numberOfFragments > 0) {
    chosen = [...candidates].sort((a, b) => b.score - a.score || a.order - b.order).slice(0, options.numberOfFragments);
    if (options.order === 'none') chosen.sort((a, b) => a.order - b.order);
  }
  return chosen.map((c) => mark(c.text, c.range, c.spans, options));
};
