/**
 * fast-check arbitraries derived from a route's zod (v4) schema, read through zod's own introspection
 * (`schema._zod.def`: its `type`, its `checks`, and the inner schemas of object, optional, default, pipe, array,
 * union). Only the kinds the route table uses are understood: object, string (trim, min/max length, regex, refine),
 * number (int, bounds), boolean, enum, literal, array (min/max), optional, default, pipe (a `preprocess`), union and
 * discriminated union; anything else becomes any JSON value. What comes out is *likely* valid: cross-field rules
 * (superRefine) and refinements are not modelled, so a test classifies each value with the schema itself.
 */
import fc from 'fast-check';
import type { z } from 'zod';
import { citiesOf, districtsOf, provinces } from '../../../shared/regions/index.js';

/** A few real places, down to a district, for schemas with region codes (made when first needed). */
let realRegions: { provinceCode: string; cityCode: string; districtCode?: string }[] | undefined;
const REAL_REGIONS = () =>
  (realRegions ??= provinces()
    .slice(0, 6)
    .flatMap((province) => citiesOf(province.code).slice(0, 2).map((city) => ({ provinceCode: province.code, cityCode: city.code, districtCode: districtsOf(city.code)[0]?.code }))));

interface CheckDef {
  check: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  value?: number | bigint;
  inclusive?: boolean;
  pattern?: RegExp;
}

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  checks?: { _zod: { def: CheckDef } }[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
}

export const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const checksOf = (schema: z.ZodType): CheckDef[] => (defOf(schema).checks ?? []).map((c) => c._zod.def);

/** The schema under optional, default and preprocess wrappers: the one that judges the value. */
export const core = (schema: z.ZodType): z.ZodType => {
  const def = defOf(schema);
  if ((def.type === 'optional' || def.type === 'default' || def.type === 'nullable' || def.type === 'prefault') && def.innerType) return core(def.innerType);
  if (def.type === 'pipe' && def.in && def.out) return core(defOf(def.in).type === 'transform' ? def.out : def.in);
  return schema;
};

/** Whether an object field may be left out (optional, or filled by a default). */
export const isOptional = (schema: z.ZodType): boolean => {
  const type = defOf(schema).type;
  return type === 'optional' || type === 'default' || type === 'prefault';
};

/** The fields of an object schema (empty for anything else). */
export const shapeOf = (schema: z.ZodType): Record<string, z.ZodType> => defOf(schema).shape ?? {};

export interface StringBounds {
  min: number;
  max: number;
  patterns: RegExp[];
}

export const stringBounds = (schema: z.ZodType): StringBounds => {
  let min = 0;
  let max = Infinity;
  const patterns: RegExp[] = [];
  for (const check of checksOf(schema)) {
    if (check.check === 'min_length' && check.minimum !== undefined) min = Math.max(min, check.minimum);
    if (check.check === 'max_length' && check.maximum !== undefined) max = Math.min(max, check.maximum);
    if (check.check === 'string_format' && check.pattern) patterns.push(check.pattern);
  }
  return { min, max, patterns };
};

export interface NumberBounds {
  min: number;
  max: number;
  int: boolean;
}

export const numberBounds = (schema: z.ZodType): NumberBounds => {
  let min = -Number.MAX_VALUE;
  let max = Number.MAX_VALUE;
  let int = false;
  for (const check of checksOf(schema)) {
    if (check.check === 'number_format' && (check.format === 'safeint' || check.format === 'int32')) int = true;
    if (check.check === 'greater_than') min = Math.max(min, Number(check.value) + (check.inclusive ? 0 : int ? 1 : Number.EPSILON));
    if (check.check === 'less_than') max = Math.min(max, Number(check.value) - (check.inclusive ? 0 : int ? 1 : Number.EPSILON));
  }
  if (int) {
    min = Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER);
    max = Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER);
  }
  return { min, max, int };
};

/**
 * Characters free text is made of: plain ones, CJK, an astral CJK character (two UTF-16 units), zero-width and
 * bidirectional controls, an emoji, whitespace.
 */
const TEXT_UNITS = ['a', 'Z', '7', '长', '合', '作', '𠀀', '😀', '\u200b', '\u200d', '\ufeff', '\u202e', '\u200f', ' ', '-', '_', '.', '@', '<', '"', '\\'];
const textChar = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...TEXT_UNITS) }, { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) });

/**
 * A regular expression without its lookaheads and its `i` flag (fast-check's `stringMatching` takes neither); values are
 * re-checked against the original.
 */
const withoutLookarounds = (pattern: RegExp): RegExp => new RegExp(pattern.source.replace(/\(\?[=!][^()]*\)/g, ''), pattern.flags.replace('i', ''));

const ANY_TEXT = /^\^\[\\s\\S\][*+]\$$/;

/**
 * Text arbitraries by bounds and patterns, made once per worker: fast-check's generator for a pattern runs its
 * default strings through every character class when it is made, which, made anew for each route, was a tenth of
 * the contract suites' time. Most patterns (ids, phones, names) serve many routes.
 */
const textArbitraries = new Map<string, fc.Arbitrary<string>>();

const stringArbitrary = (schema: z.ZodType): fc.Arbitrary<string> => {
  const { min, max, patterns } = stringBounds(schema);
  const key = `${min} ${max} ${patterns.map((p) => `/${p.source}/${p.flags}`).join(' ')}`;
  let made = textArbitraries.get(key);
  if (!made) {
    made = textArbitraryOf(min, max, patterns);
    textArbitraries.set(key, made);
  }
  return made;
};

const textArbitraryOf = (min: number, max: number, patterns: readonly RegExp[]): fc.Arbitrary<string> => {
  const cap = Math.min(max, 40);
  const fits = (s: string) => {
    const t = s.trim();
    return t.length >= min && t.length <= max && patterns.every((p) => p.test(t));
  };
  // A pattern that takes any text once its lookarounds are gone (shared/schemas/project.ts VISIBLE_NAME): free text,
  // checked against the whole pattern.
  if (patterns.length > 0 && !ANY_TEXT.test(withoutLookarounds(patterns[0]!).source)) {
    const matching = fc.stringMatching(withoutLookarounds(patterns[0]!)).filter(fits);
    // A few with the surrounding whitespace that `trim` removes.
    return fc.oneof({ weight: 5, arbitrary: matching }, { weight: 1, arbitrary: matching.map((s) => ` ${s}\t`) });
  }
  return fc.string({ unit: textChar, minLength: Math.min(min, cap), maxLength: Math.max(cap, Math.min(min, cap)) }).filter(fits);
};

/** Likely-valid values of a schema (JSON-shaped: what a body carries). */
export const arbitraryOf = (schema: z.ZodType): fc.Arbitrary<unknown> => {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = shapeOf(schema);
      const keys = Object.keys(shape);
      const record = Object.fromEntries(keys.map((k) => [k, arbitraryOf(shape[k]!)]));
      const drawn = fc.record(record, { requiredKeys: keys.filter((k) => !isOptional(shape[k]!)) });
      // Region codes are judged together against the data set (shared/regions' refineRegion): six random digits are
      // almost never a province with that city, so a schema with them would seldom get a valid input. Where the
      // codes are drawn at all, they are a real province and one of its cities (or none).
      if (!('provinceCode' in shape)) return drawn;
      return fc.tuple(drawn, fc.constantFrom(...REAL_REGIONS())).map(([value, region]) => {
        // The levels drawn keep their place (a province alone stays alone), each taken from one real place.
        const out = { ...(value as Record<string, unknown>) };
        if (!('provinceCode' in out) && !('cityCode' in out) && !('districtCode' in out)) return out;
        out.provinceCode = region.provinceCode;
        if ('cityCode' in out || 'districtCode' in out) out.cityCode = region.cityCode;
        if ('districtCode' in out) {
          if (region.districtCode) out.districtCode = region.districtCode;
          else delete out.districtCode;
        }
        return out;
      });
    }
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nullable':
      return arbitraryOf(def.innerType!);
    case 'pipe':
      return arbitraryOf(defOf(def.in!).type === 'transform' ? def.out! : def.in!);
    case 'string':
      return stringArbitrary(schema);
    case 'number': {
      const { min, max, int } = numberBounds(schema);
      return int ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { none: 'none' }));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'array': {
      const { min, max } = stringBounds(schema);
      return fc.array(arbitraryOf(def.element!), { minLength: min, maxLength: Math.max(min, Math.min(max, 4)) });
    }
    case 'union':
      return fc.oneof(...(def.options ?? []).map((o) => arbitraryOf(o)));
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
};

/** A value as a query string or path carries it (every value is text there). */
export const asText = (value: unknown): string =>
  Array.isArray(value) ? value.map(asText).join(',') : typeof value === 'string' ? value : typeof value === 'number' ? String(value) : (JSON.stringify(value) ?? '');
