/**
 * What an outside client can throw at a route besides valid input: values of the wrong type, text that is empty,
 * huge, invisible (zero-width), reversed (RTL controls), astral (𠀀, two UTF-16 units), a lone surrogate, numbers out
 * of any range (NaN and ±Infinity become null in JSON, so they are also sent as text), prototype keys, deeply nested
 * values, and whole bodies that are not what any route parses; and, for the edges of each field
 * (requests.ts `edgeCasesFor`), text that shows nothing or carries one character a name must not, ids of the wrong
 * shape, Object.prototype's names as a choice, numbers as text.
 */
import fc from 'fast-check';

/** 100 000 characters, under the 256 KB body cap, so that it is the field rule that refuses it. */
export const HUGE_TEXT = 'x'.repeat(100_000);
/** 30 000 astral characters: 60 000 UTF-16 units, 120 KB of UTF-8. */
export const HUGE_ASTRAL = '𠀀'.repeat(30_000);

/** Text no field takes as it is, or that sits on an edge of what fields take. */
export const HOSTILE_TEXT: readonly string[] = [
  '',
  ' ',
  '\t\n\r',
  '\u3000',
  '\u200b',
  '\u200b\u200d\ufeff',
  '\u202eabc',
  '\u200f\u202b右到左',
  '𠀀',
  '𠀀'.repeat(13),
  '𠀀'.repeat(40),
  '\ud800',
  'a\udc00b',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '-1e308',
  '1e-400',
  '0x1F',
  ' 12 ',
  '１２３',
  '-1',
  '0',
  '2.5',
  '9007199254740993',
  'null',
  'undefined',
  'true',
  'false',
  '[]',
  '{}',
  '..%2F',
  '../../etc/passwd',
  '..\\..\\',
  '%00',
  '\u0000',
  'a\u0000b',
  '<script>alert(1)</script>',
  "' OR '1'='1",
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'A'.repeat(5000),
  '长'.repeat(3000),
  'javascript:alert(1)',
  'http://',
  'https://evil.example/\u0000',
];

/**
 * Text that shows nothing, each alone: zero-width spaces and joiners, word joiners, a BOM, blanks that `trim` removes
 * (U+3000, U+00A0) and blanks that it keeps (U+180E, U+2800, U+3164), control characters. A name, a title or a
 * reason made of these says nothing.
 */
export const INVISIBLE_TEXT: readonly string[] = [
  '\u200b\u200b\u200b',
  '\u200d\u200c',
  '\u2060\u2060',
  '\u2060\ufeff',
  '\u200b\u2060',
  '\u3000\u3000',
  '\u00a0\u00a0',
  '\u180e',
  '\u2800\u2800',
  '\u3164',
  '\u0000\u0001',
  '\u0007',
];

/**
 * Text that shows, with one character inside that a name must not carry: a control character (NUL, BEL, a newline,
 * an ANSI escape, DEL), a bidirectional override, isolate or mark, a zero-width space, a lone surrogate (high or low,
 * or two highs), and a path separator.
 */
export const TAINTED_TEXT: readonly string[] = [
  '项目\u0000名',
  '项目\u0007名',
  '项目\n名',
  '项目\u001b[31m名',
  '项目\u007f名',
  '\u202e目项的人别',
  '项目\u2066名\u2069',
  '项目\u200e名',
  '需求\u200b说明',
  '\ud800项目',
  '项目\udfff',
  '\udbff\udbff',
  'x/y',
];

/**
 * Ids of the wrong shape, made from a valid one (`id`): one character short or over, twice over, in another case,
 * of letters outside its alphabet (I, L, O, U are no ULID's), with a space, a key's `#`, a `;` or a `%` in it, a
 * table key's prefix, a path, markup, prototype names, another scheme's URL.
 */
export const wrongShapes = (id: string): string[] => {
  const mid = Math.max(1, Math.floor(id.length / 2));
  return [
    id.slice(0, -1),
    `${id}${id.at(-1) ?? 'x'}`,
    `${id}${id}`,
    id.toLowerCase(),
    id.toUpperCase(),
    'ILOU'.repeat(Math.ceil(Math.max(id.length, 4) / 4)).slice(0, Math.max(id.length, 4)),
    `${id.slice(0, mid)} ${id.slice(mid)}`,
    `${id}#`,
    `${id};`,
    `${id.slice(0, Math.max(1, id.length - 6))}%`,
    `NEGO#${id}`,
    'DOCNOTE#',
    '*',
    '../../etc/passwd',
    '..%2F..%2Fx',
    '<script>',
    '__proto__',
    'constructor',
    'javascript:alert(1)',
  ];
};

/** Names an object has from Object.prototype, as the value of a field that takes one of a few words. */
export const PROTOTYPE_NAMES: readonly string[] = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

/** Text a number field may be sent: exponent and hex forms, a number with a statement after it, words. */
export const NUMBER_TEXT: readonly string[] = ['1e3', '0x64', '1; drop', 'abc', ' 12 '];

/**
 * Whole bodies a route may be sent besides its input (each route taking a body gets every one): JSON that is no
 * object, cut JSON, control characters.
 */
export const ODD_BODIES: readonly string[] = ['null', '[]', '"text"', '12', '{', '{"projectId":', '\u0000\u0001'];

/** Values of every JSON type that are wrong for most fields, and numbers beyond any range. */
export const HOSTILE_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -0,
  -1,
  1.5,
  2 ** 53,
  2 ** 53 + 2,
  1e308,
  -1e308,
  5e-324,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  {},
  [],
  [[]],
  [null],
  { a: 1 },
  ['x', 1, null],
  HUGE_TEXT,
  HUGE_ASTRAL,
];

/** An object nested `depth` levels deep. */
export const nested = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? { a: value } : [value];
  return value;
};

export const hostileText = fc.constantFrom(...HOSTILE_TEXT);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileText },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_VALUES) },
  { weight: 1, arbitrary: fc.integer({ min: 20, max: 400 }).map(nested) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
);

/** Keys a body may carry that no schema declares, some of them Object.prototype's own names. */
export const EXTRA_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', 'isAdmin', 'userId', 'accountType', ''];

/** Bodies that are no JSON at all, or JSON of a shape no route takes as a whole. */
export const MALFORMED_JSON: readonly string[] = [
  '{',
  '{"a": ',
  '{"a":1}}',
  "{'a': 1}",
  '{a: 1}',
  '{"a": 1,}',
  '{"a": NaN}',
  '{"a": Infinity}',
  '{"a": undefined}',
  '\ufeff{}',
  'nul',
  '"unterminated',
  '\u0000',
  '['.repeat(20_000) + ']'.repeat(20_000),
  '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000),
  '{"size": 1e400, "current": -1e400}',
  '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"isAdmin": true}}}',
  'null',
  'true',
  '0',
  '"text"',
  '[]',
  '[{}]',
];

/** Content types a client might send: wrong ones, odd spellings of right ones, none at all (''). */
export const CONTENT_TYPES: readonly string[] = [
  'text/plain',
  'text/plain;charset=UTF-8',
  'application/xml',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  '',
  'application/json;',
  'APPLICATION/JSON',
  'Application/Json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/vnd.api+json',
  'application/jsonx',
  'application/x-www-form-urlencoded',
  'APPLICATION/X-WWW-FORM-URLENCODED',
  'application/x-www-form-urlencoded; charset=utf-8',
];

/**
 * What a path parameter may be written as, raw (already in URL form): encoded dot segments and slashes, NUL, a
 * very long id, characters the ids never have, and one malformed escape.
 */
export const ODD_SEGMENTS: readonly string[] = [
  '..%2F',
  '..%2F..%2Fapi',
  '%2e%2e',
  '..',
  '.',
  '%00',
  'a%00b',
  '%252F',
  '%5C..%5C',
  'A'.repeat(3000),
  '0'.repeat(200),
  '%E4%BA%A4',
  '%F0%A0%80%80',
  '%E2%80%8B',
  '%E2%80%AE',
  '%20',
  'x%3By',
  '%3F',
  '%23',
  '__proto__',
  'constructor',
  'null',
  '-1',
  '1e308',
  'NaN',
  '%E0%A4%A',
];
