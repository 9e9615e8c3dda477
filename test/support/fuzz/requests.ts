/**
 * Requests to one route of the table, valid and hostile, as fast-check arbitraries; and what the server must answer
 * to each, worked out here from the route table alone (the gateway's matching and decoding, the body rules of
 * functions/lib/http/body.ts, the merge and the zod verdict of functions/lib/http/validate.ts), so that a fuzz test
 * can hold every answer to it: a refused input gets exactly the schema's first message and issues.
 */
import querystring from 'node:querystring';
import fc from 'fast-check';
import type { z } from 'zod';
import { maxBodyOf } from '../../../functions/lib/http/body.js';
import { SECRET_IN_QUERY, secretInQuery } from '../../../functions/lib/http/validate.js';
import type { ValidationIssue } from '../../../shared/envelope.js';
import { ERRORS } from '../../../shared/errors.js';
import { matchRoute } from '../../../shared/routes/index.js';
import { bodyTypesOf, type RouteDef } from '../../../shared/routes/types.js';
import { MESSAGES } from '../../../shared/validation/rules.js';
import { validate } from '../../../shared/validation/validate.js';
import { tableIdOf } from '../contract/routes.js';
import {
  CONTENT_TYPES,
  EXTRA_KEYS,
  HOSTILE_TEXT,
  hostileValue,
  INVISIBLE_TEXT,
  MALFORMED_JSON,
  nested,
  NUMBER_TEXT,
  ODD_BODIES,
  ODD_SEGMENTS,
  PROTOTYPE_NAMES,
  TAINTED_TEXT,
  wrongShapes,
} from './hostile.js';
import { arbitraryOf, asText, core, defOf, numberBounds, shapeOf, stringBounds } from './zod-arbitrary.js';

export interface FuzzCase {
  /** Which kind of input this is (for the summary and for reading a failure). */
  kind: string;
  method: string;
  /** The path as sent: parameters already in URL form (encoded, or raw for the odd-segment cases). */
  path: string;
  /** The query string without `?`, '' for none. */
  query: string;
  /** The body and its content type ('' sends none). */
  body?: { text: string; contentType: string };
}

export type Prediction =
  /** Refused before the handler: 400 with this message (and, for a schema verdict, these issues). */
  | { kind: 'refused'; msg: string; status?: number; issues?: ValidationIssue[]; firstCode?: string; firstPath?: PropertyKey[] }
  /** The schema takes it: the handler runs (a business refusal may still follow). */
  | { kind: 'valid' }
  /** No route has that path (after the URL's own normalisation of dot segments). */
  | { kind: 'notFound' }
  /** A path parameter whose escapes do not decode. */
  | { kind: 'badPath' }
  /** URL normalisation made it another route's path. */
  | { kind: 'otherRoute'; routeId: string };

const paramNames = (route: RouteDef): string[] => [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

/** A lone surrogate has no UTF-8 form: a URL carries U+FFFD instead (as URLSearchParams writes it). */
const wellFormed = (s: string): string => s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

/** Text cut until its URL form fits in `limit` characters (a URL is refused long before 100 KB). */
const fitUrl = (s: string, limit: number): string => {
  let value = wellFormed(s);
  while (encodeURIComponent(value).length > limit) value = wellFormed(value.slice(0, Math.floor(value.length / 2)));
  return value;
};

const fillPath = (route: RouteDef, params: Record<string, string>, raw: Record<string, string> = {}): string =>
  route.path.replace(/\{(\w+)\}/g, (_all, name: string) => raw[name] ?? encodeURIComponent(fitUrl(params[name] ?? '', 3_000)));

const queryOf = (values: Record<string, unknown>): string =>
  new URLSearchParams(Object.entries(values).filter(([, v]) => v !== undefined).map(([k, v]) => [k, fitUrl(asText(v), 2_000)])).toString();

/** JSON text of an object with extra own keys added as written (so `__proto__` stays a key, not a prototype). */
const withExtraKeys = (value: Record<string, unknown>, extra: [string, unknown][]): string => {
  const base = JSON.stringify(value);
  const added = extra.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',');
  return base === '{}' ? `{${added}}` : `${base.slice(0, -1)},${added}}`;
};

/** Splits an input into path parameters and the rest, and sends the rest as a client would (a JSON body or the query). */
const senderOf = (route: RouteDef) => {
  const takesBody = bodyTypesOf(route).length > 0;
  const names = paramNames(route);
  const method = route.method;
  return (kind: string, input: Record<string, unknown>): FuzzCase => {
    const rest = { ...input };
    const params: Record<string, string> = {};
    for (const name of names) {
      params[name] = name in rest ? asText(rest[name]) : 'x';
      delete rest[name];
    }
    const path = fillPath(route, params);
    return takesBody
      ? { kind, method, path, query: '', body: { text: JSON.stringify(rest), contentType: 'application/json' } }
      : { kind, method, path, query: queryOf(rest) };
  };
};

/** Every request kind for one route, most of them hostile; `valid` is the share of likely-valid inputs. */
export const casesFor = (route: RouteDef): fc.Arbitrary<FuzzCase> => {
  const takesBody = bodyTypesOf(route).length > 0;
  const names = paramNames(route);
  const fields = [...new Set([...Object.keys(shapeOf(route.input)), ...names])];
  const valid = arbitraryOf(route.input).map((v) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {}));
  const send = senderOf(route);

  const field = fields.length > 0 ? fc.constantFrom(...fields) : fc.constant('any');
  const kinds: fc.WeightedArbitrary<FuzzCase>[] = [
    { weight: 3, arbitrary: valid.map((v) => send('valid', v)) },
    // One field of the wrong type or an odd value; for a query, its text.
    {
      weight: 6,
      arbitrary: fc.tuple(valid, field, hostileValue).map(([v, k, bad]) =>
        send('wrong field', { ...v, [k]: takesBody ? bad : asText(bad) }),
      ),
    },
    { weight: 3, arbitrary: fc.tuple(valid, field, fc.constantFrom(...HOSTILE_TEXT)).map(([v, k, bad]) => send('odd text', { ...v, [k]: bad })) },
    {
      weight: 2,
      arbitrary: fc.tuple(valid, field).map(([v, k]) => {
        const { [k]: _gone, ...rest } = v;
        return send('missing field', rest);
      }),
    },
  ];

  if (names.length > 0) {
    kinds.push({
      weight: 3,
      arbitrary: fc.tuple(valid, fc.constantFrom(...names), fc.constantFrom(...ODD_SEGMENTS)).map(([v, name, segment]) => {
        const c = send('odd path', v);
        const params = Object.fromEntries(names.map((n) => [n, asText(v[n] ?? 'x')]));
        return { ...c, path: fillPath(route, params, { [name]: segment }) };
      }),
    });
  }

  if (takesBody) {
    kinds.push(
      {
        weight: 2,
        arbitrary: fc.tuple(valid, fc.subarray([...EXTRA_KEYS], { minLength: 1 }), hostileValue).map(([v, keys, bad]) => ({
          ...send('extra keys', v),
          body: { text: withExtraKeys(v, keys.map((k) => [k, k === '__proto__' ? { isAdmin: true, polluted: bad } : bad])), contentType: 'application/json' },
        })),
      },
      {
        weight: 2,
        arbitrary: fc.tuple(valid, fc.oneof(fc.constantFrom<unknown>(null, true, 0, 'text', [], [{}], 1e308), fc.integer({ min: 50, max: 2_000 }).map(nested))).map(([v, whole]) => ({
          ...send('not an object', v),
          body: { text: JSON.stringify(whole), contentType: 'application/json' },
        })),
      },
      { weight: 2, arbitrary: fc.tuple(valid, fc.constantFrom(...MALFORMED_JSON)).map(([v, text]) => ({ ...send('malformed JSON', v), body: { text, contentType: 'application/json' } })) },
      {
        weight: 2,
        arbitrary: fc.tuple(valid, fc.constantFrom(...CONTENT_TYPES), fc.boolean()).map(([v, contentType, asForm]) => {
          const c = send('content type', v);
          return { ...c, body: { text: asForm ? queryOf(JSON.parse(c.body!.text) as Record<string, unknown>) : c.body!.text, contentType } };
        }),
      },
      {
        weight: 1,
        arbitrary: fc.tuple(valid, fc.constantFrom('', 'abc', 'a=1&a=2&b[c]=3', '__proto__[isAdmin]=1&constructor=x', '=&&=', '%', '%E0%A4%A=1')).map(([v, extra]) => {
          const c = send('form', v);
          const text = [queryOf(JSON.parse(c.body!.text) as Record<string, unknown>), extra].filter(Boolean).join('&');
          return { ...c, body: { text, contentType: 'application/x-www-form-urlencoded' } };
        }),
      },
      { weight: 1, arbitrary: valid.map((v) => ({ ...send('over the body cap', v), body: { text: JSON.stringify({ ...v, pad: '长'.repeat(90_000) }), contentType: 'application/json' } })) },
      // Any JSON at all, and the route's fields with values of any type (what a careless client sends).
      {
        weight: 1,
        arbitrary: fc
          .tuple(valid, fc.oneof(fc.jsonValue(), fc.dictionary(fc.constantFrom(...fields, 'other'), fc.oneof(fc.string({ maxLength: 50 }), fc.integer(), fc.boolean(), fc.constant(null), fc.double()), { maxKeys: 6 })))
          .map(([v, json]) => ({ ...send('random JSON', v), body: { text: JSON.stringify(json) ?? 'null', contentType: 'application/json' } })),
      },
      {
        weight: 1,
        arbitrary: valid.map((v) => {
          const c = send('fields in the query', v);
          return { ...c, query: queryOf(JSON.parse(c.body!.text) as Record<string, unknown>), body: undefined };
        }),
      },
    );
  } else {
    kinds.push({
      weight: 2,
      arbitrary: fc.tuple(valid, field, fc.constantFrom('__proto__=1', 'constructor=x', 'toString=x', 'a[b]=1', '=', '&&&', 'x=%00', `q=${'y'.repeat(5_000)}`, 'size=1&size=2', 'current=1e308', 'current=NaN', 'current=Infinity', 'current=-0', 'size=%20')).map(([v, k, extra]) => {
        const c = send('odd query', v);
        const repeated = new URLSearchParams([[k, fitUrl(asText(v[k] ?? ''), 2_000)]]).toString();
        return { ...c, query: [c.query, extra, repeated].filter(Boolean).join('&') };
      }),
    });
  }
  return fc.oneof(...kinds).map(shortly);
};

/** 60,000 characters, 180 KB of UTF-8: far over every text limit, under the body limit. */
const HUGE_FIELD = '长'.repeat(60_000);

/**
 * The bad inputs every route gets, whatever the random draws (once folded in from route-inputs.test.ts): malformed
 * JSON, a content type it does not take, a body over its limit, a 60,000-character string in each field (8 KB in a
 * query, which a URL can carry), the empty input, and path parameters that are not percent-encoding. `sample` is an
 * input the route's schema likely takes, so that each case has exactly one thing wrong with it.
 */
export const fixedCasesFor = (route: RouteDef, sample: Record<string, unknown>): FuzzCase[] => {
  const takesBody = bodyTypesOf(route).length > 0;
  const names = paramNames(route);
  const fields = [...new Set([...Object.keys(shapeOf(route.input)), ...names])];
  const params = Object.fromEntries(names.map((n) => [n, asText(sample[n] ?? 'x')]));
  const rest = Object.fromEntries(Object.entries(sample).filter(([k]) => !names.includes(k)));
  const path = fillPath(route, params);
  const method = route.method;
  const json = (kind: string, text: string, contentType = 'application/json'): FuzzCase => ({ kind, method, path, query: '', body: { text, contentType } });
  const cases: FuzzCase[] = [];
  if (takesBody) {
    cases.push(
      json('malformed JSON', '{"kind": '),
      json('content type', 'kind=image', 'text/plain'),
      json('over the body cap', JSON.stringify({ ...rest, [fields[0] ?? 'content']: 'x'.repeat(maxBodyOf(route)) })),
      json('missing field', '{}'),
      ...fields.map((field) => json(`huge ${field}`, JSON.stringify({ ...rest, [field]: HUGE_FIELD }))),
    );
  } else {
    cases.push(
      { kind: 'missing field', method, path, query: '' },
      ...fields.filter((f) => !names.includes(f)).map((field) => ({ kind: `huge ${field}`, method, path, query: queryOf({ ...rest, [field]: 'x'.repeat(8 * 1024) }) })),
    );
  }
  for (const name of names) {
    const odd = route.path.replace(/\{(\w+)\}/g, (_all, n: string) => (n === name ? '%ZZ' : encodeURIComponent(params[n] ?? 'x')));
    cases.push({ ...(takesBody ? json(`undecodable ${name}`, JSON.stringify(rest)) : { kind: `undecodable ${name}`, method, path: odd, query: queryOf(rest) }), path: odd });
  }
  return cases.map(shortly);
};

/**
 * An input of the route that its schema takes (the first of a few draws that does), so that a case made from it has
 * exactly one thing wrong; the first draw if none does.
 */
export const sampleInputOf = (route: RouteDef, seed?: number): Record<string, unknown> => {
  const send = senderOf(route);
  const arbitrary = arbitraryOf(route.input);
  // Up to 50 draws, five at a time: most routes' first draws already pass.
  let first: Record<string, unknown> | undefined;
  for (let round = 0; round < 10; round += 1) {
    const draws = fc.sample(arbitrary, { numRuns: 5, seed: seed === undefined ? undefined : seed + round }).map((v) => (isPlainObject(v) ? v : {}));
    first ??= draws[0];
    const taken = draws.find((v) => predict(route, send('valid', v)).kind === 'valid');
    if (taken) return taken;
  }
  return first ?? {};
};

/** The request of an input as a client sends it (path parameters in the path, the rest in the body or the query). */
export const caseOf = (route: RouteDef, kind: string, input: Record<string, unknown>): FuzzCase => senderOf(route)(kind, input);

/**
 * A request of the route that its schema takes, made from sampleInputOf's input (seed 1 by default, so that every
 * run sends the same); undefined if none was drawn.
 */
export const validCaseOf = (route: RouteDef, seed = 1): FuzzCase | undefined => {
  const c = caseOf(route, 'valid', sampleInputOf(route, seed));
  return predict(route, c).kind === 'valid' ? c : undefined;
};

/** A value of a schema that it takes, for a field the sample left out (fixed seed: the same every run). */
const someValueOf = (schema: z.ZodType): unknown => {
  const draws = fc.sample(arbitraryOf(schema), { numRuns: 30, seed: 26 });
  return draws.find((v) => schema.safeParse(v).success) ?? draws[0];
};

interface Edge {
  what: string;
  value: unknown;
}

const edge = (what: string, value: unknown): Edge => ({ what, value });

/**
 * Values of one field at and beyond the edges of what its schema takes, each with one thing wrong (`sample` is the
 * value the field has otherwise): for text, one character over its limit and exactly at it, empty and blank text,
 * and, in free text, every invisible or tainted text of test/support/fuzz/hostile.ts, in text of a fixed shape (ids,
 * codes, addresses), ids of the wrong shape; for numbers, one below and above the bounds and at them, 0, -1, a
 * fraction where whole units are taken, ±1e308, beyond 2^53, and numbers as text; for a choice, the names of
 * Object.prototype, an unknown word, the value in another case; for a list, one element over its limit, none, an
 * element instead of the list, an object with index keys, a repeated element, and each edge of its first element; for
 * an object, each edge of each of its fields. Besides, values of the wrong type (a number, true, null, the value in a
 * list, an operator object), left out where the field is sent as text (a query or a path) and they would be its text.
 * `room` is how many characters the field may have before the request itself is refused (body cap, URL length).
 */
const edgesOf = (schema: z.ZodType, sample: unknown, room: number, textOnly: boolean): Edge[] => {
  const inner = core(schema);
  const def = defOf(inner);
  const value = sample === undefined ? someValueOf(schema) : sample;
  const wrongTypes = (...values: [string, unknown][]): Edge[] =>
    values.filter(([, v]) => !textOnly || typeof v !== 'object' || v === null).map(([what, v]) => edge(`wrong type: ${what}`, v));
  switch (def.type) {
    case 'string': {
      const { min, max, patterns } = stringBounds(inner);
      const text = (typeof value === 'string' ? value.trim() : '') || 'x';
      // Free text takes words (a name, a title, a message); the rest is of a fixed shape.
      const free = patterns.every((p) => p.test('合作 x'));
      const edges: Edge[] = [];
      if (Number.isFinite(max) && max + 1 <= room) {
        edges.push(edge(`length: over ${max} characters`, 'x'.repeat(max + 1)));
        if (free) edges.push(edge(`length: ${max} characters`, 'x'.repeat(max)));
      }
      if (free && min > 1) edges.push(edge(`length: ${min - 1} characters`, 'x'.repeat(min - 1)));
      edges.push(edge('blank: empty', ''), edge('blank: spaces', '   '));
      if (free) edges.push(...INVISIBLE_TEXT.map((t, i) => edge(`text: invisible ${i}`, t)), ...TAINTED_TEXT.map((t, i) => edge(`text: tainted ${i}`, t)));
      else edges.push(...wrongShapes(text).map((t, i) => edge(`text: wrong shape ${i}`, t)));
      return [...edges, ...wrongTypes(['a number', 12], ['true', true], ['null', null], ['in a list', [text]], ['an operator object', { $eq: text }])];
    }
    case 'number': {
      const { min, max, int } = numberBounds(inner);
      const n = typeof value === 'number' ? value : 1;
      const edges: Edge[] = [];
      if (min > -Number.MAX_VALUE) edges.push(edge(`bounds: below ${min}`, min - 1), edge(`bounds: ${min}`, min));
      if (max < Number.MAX_VALUE) edges.push(edge(`bounds: above ${max}`, max + 1), edge(`bounds: ${max}`, max));
      edges.push(...[0, -1, 1e308, -1e308, 2 ** 53 + 2].map((v) => edge(`odd number: ${v}`, v)));
      if (int) edges.push(edge('odd number: a fraction', (min > -Number.MAX_VALUE ? min : 0) + 0.5));
      edges.push(...NUMBER_TEXT.map((t) => edge(`odd number: ${JSON.stringify(t)}`, t)));
      return [...edges, ...wrongTypes(['null', null], ['true', true], ['in a list', [n]], ['an object', {}])];
    }
    case 'boolean':
      return [edge('not one of its values: yes', 'yes'), edge('not one of its values: TRUE', 'TRUE'), ...wrongTypes(['1', 1], ['null', null], ['in a list', [value]])];
    case 'enum': {
      const values = Object.values(def.entries ?? {}).map(String);
      const word = typeof value === 'string' ? value : (values[0] ?? 'x');
      // Object.prototype's names, an unknown word, the value in another case or with a space, nothing.
      const others = [...PROTOTYPE_NAMES, 'ADMIN', word.toLowerCase(), word.toUpperCase(), `${word.charAt(0).toUpperCase()}${word.slice(1).toLowerCase()}`, `${word} `, ''];
      const unknown = [...new Set(others)].filter((w) => !values.includes(w));
      return [...unknown.map((w) => edge(`not one of its values: ${JSON.stringify(w)}`, w)), ...wrongTypes(['a number', 12], ['null', null], ['in a list', [word]])];
    }
    case 'array': {
      const { min, max } = stringBounds(inner);
      const list = Array.isArray(value) && value.length > 0 ? value : [someValueOf(def.element!)];
      const first = list[0];
      const edges: Edge[] = [];
      if (Number.isFinite(max) && max < 1_000) edges.push(edge(`list: ${max + 1} elements`, Array.from({ length: max + 1 }, () => first)));
      if (min >= 1) edges.push(edge('list: no element', []));
      if (max >= 2) edges.push(edge('list: a repeated element', [first, first]));
      edges.push(edge('list: an element, not a list', first));
      edges.push(...wrongTypes(['an object with index keys', { 0: first }], ['null', null], ['text', 'x']));
      return [...edges, ...edgesOf(def.element!, first, room, textOnly).map((e) => edge(`[0] ${e.what}`, [e.value, ...list.slice(1)]))];
    }
    case 'object': {
      const object = isPlainObject(value) ? value : {};
      const shape = shapeOf(inner);
      return [
        ...wrongTypes(['a list', [object]], ['text', 'x'], ['null', null]),
        ...Object.keys(shape).flatMap((k) => edgesOf(shape[k]!, object[k], room, textOnly).map((e) => edge(`.${k} ${e.what}`, { ...object, [k]: e.value }))),
      ];
    }
    default:
      return [];
  }
};

/** Which of `n` values of one kind a run sends: a hash of the seed, the route and the kind. */
const choice = (seed: number, key: string, n: number): number => {
  let h = seed | 0;
  for (let i = 0; i < key.length; i += 1) h = Math.imul(h ^ key.charCodeAt(i), 16_777_619);
  return (h >>> 0) % n;
};

/**
 * Each field of the route at and beyond its edges (`edgesOf`), nested fields and list elements included, sent as a
 * client would with the rest of `sample` (an input the schema takes: `sampleInputOf`); for a route that takes a body,
 * bodies that are no object or cut JSON (`ODD_BODIES`), an own `__proto__` and `constructor`, and a field nested 2,000
 * deep; for a query, each field sent twice. Once the hand-written input cases of the outside probes. With `every`,
 * every value; otherwise one value of each kind of each field and list element (`length`, `blank`, `text`, `wrong
 * type`, `bounds`, `odd number`, `not one of its values`, `list`: what comes before the colon), chosen by `seed`.
 */
export const edgeCasesFor = (route: RouteDef, sample: Record<string, unknown>, { every = true, seed = 0 }: { every?: boolean; seed?: number } = {}): FuzzCase[] => {
  const takesBody = bodyTypesOf(route).length > 0;
  const names = paramNames(route);
  const shape = shapeOf(route.input);
  const send = senderOf(route);
  const cases: FuzzCase[] = [];
  for (const field of Object.keys(shape)) {
    const inPath = names.includes(field);
    const room = inPath ? 1_000 : takesBody ? maxBodyOf(route) - 16 * 1024 : 1_800;
    const kinds = new Map<string, Edge[]>();
    for (const e of edgesOf(shape[field]!, sample[field], room, inPath || !takesBody)) {
      const kind = e.what.split(':')[0]!;
      kinds.set(kind, [...(kinds.get(kind) ?? []), e]);
    }
    for (const [kind, edges] of kinds) {
      const sent = every ? edges : [edges[choice(seed, `${route.id} ${field}${kind}`, edges.length)]!];
      for (const e of sent) cases.push(send(`edge ${field}${e.what.startsWith('[') || e.what.startsWith('.') ? '' : ' '}${e.what}`, { ...sample, [field]: e.value }));
    }
  }
  const valid = send('valid', sample);
  if (takesBody) {
    const rest = Object.fromEntries(Object.entries(sample).filter(([k]) => !names.includes(k)));
    const body = (kind: string, text: string): FuzzCase => ({ ...valid, kind, body: { text, contentType: 'application/json' } });
    const odd = ODD_BODIES.map((text) => body('odd body', text));
    const own = [
      body('own __proto__', withExtraKeys(rest, [['__proto__', { polluted: true, isAdmin: true }]])),
      body('own constructor', withExtraKeys(rest, [['constructor', { prototype: { polluted: true } }]])),
    ];
    cases.push(...(every ? [...odd, ...own] : [odd[choice(seed, `${route.id} odd body`, odd.length)]!, own[choice(seed, `${route.id} own`, own.length)]!]));
    const first = Object.keys(shape).find((k) => !names.includes(k));
    if (first) cases.push(body(`${first} nested 2,000 deep`, JSON.stringify({ ...rest, [first]: nested(2_000) })));
  } else {
    for (const field of Object.keys(shape).filter((k) => !names.includes(k) && sample[k] !== undefined)) {
      const once = new URLSearchParams([[field, fitUrl(asText(sample[field]), 2_000)]]).toString();
      cases.push({ ...valid, kind: `${field} twice`, query: [valid.query, once].filter(Boolean).join('&') });
    }
  }
  const seen = new Set<string>();
  return cases
    .filter((c) => {
      const key = `${c.method} ${c.path}?${c.query} ${c.body?.text ?? ''}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map(shortly);
};

const cut = (s: string) => (s.length > 300 ? `${s.slice(0, 300)}…(${s.length} characters)` : s);

/** A case that prints itself short (fast-check prints counterexamples with it): huge values are cut. */
const shortly = (c: FuzzCase): FuzzCase => {
  const text = () => JSON.stringify({ ...c, path: cut(c.path), query: cut(c.query), body: c.body && { ...c.body, text: cut(c.body.text) } });
  return Object.defineProperties(c, { toString: { value: text }, [fc.toStringMethod]: { value: text } });
};

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
// Media types are case-insensitive (RFC 9110 §8.3.1).
const isJson = (type: string) => /^application\/(.+\+)?json(;.*)?$/i.test(type);
const isForm = (type: string) => /^application\/x-www-form-urlencoded(;.*)?$/i.test(type);
const refused = (msg: string, status = 400): Prediction => ({ kind: 'refused', msg, status });

/** What the server must answer to `c` on `route` (see the top of this file). */
export const predict = (route: RouteDef, c: FuzzCase): Prediction => {
  const url = new URL(`${c.path}${c.query ? `?${c.query}` : ''}`, 'http://localhost');
  const match = matchRoute(c.method, url.pathname);
  if (!match.route) return { kind: 'notFound' };
  // A twin of the padded measurement (test/support/contract/routes.ts) is its original's path.
  if (match.route.id !== tableIdOf(route.id)) return { kind: 'otherRoute', routeId: match.route.id };
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(match.params)) {
    try {
      params[name] = decodeURIComponent(value);
    } catch {
      return { kind: 'badPath' };
    }
  }
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) query[name] = Object.hasOwn(query, name) ? `${query[name]},${value}` : value;

  let body: unknown;
  const accepted = bodyTypesOf(route);
  if (c.body && c.body.text.length > 0 && accepted.length > 0) {
    const { text, contentType } = c.body;
    if (Buffer.byteLength(text, 'utf8') > maxBodyOf(route)) return refused(ERRORS.BODY_TOO_LARGE.msg, ERRORS.BODY_TOO_LARGE.status);
    if (accepted.includes('json') && isJson(contentType)) {
      try {
        body = JSON.parse(text);
      } catch {
        return refused(ERRORS.MALFORMED_JSON.msg);
      }
    } else if (accepted.includes('form') && isForm(contentType)) {
      const form = Object.assign({}, querystring.parse(text)) as Record<string, unknown>;
      if (form[text] === '') return refused('表单内容格式不正确');
      body = form;
    } else {
      return refused(ERRORS.UNSUPPORTED_CONTENT_TYPE.msg);
    }
    if (!isPlainObject(body)) return refused('请求内容必须是一个对象');
  }
  const secret = secretInQuery(route, query);
  if (secret) return { kind: 'refused', msg: SECRET_IN_QUERY.msg, issues: [{ path: secret, message: SECRET_IN_QUERY.issue }] };
  const merged = { ...query, ...(body as Record<string, unknown> | undefined), ...params };
  const verdict = validate(route.input, merged);
  if (verdict.ok) return { kind: 'valid' };
  const first = (route.input as z.ZodType).safeParse(merged).error?.issues[0];
  return { kind: 'refused', msg: verdict.msg, issues: verdict.issues, firstCode: first?.code, firstPath: first?.path };
};

const LABEL_SUFFIX = /(必须是文本|必须是数字|取值不正确|必须是列表|必须是一个对象|格式不正确)$/;
const LABEL_PREFIX = /^(请选择|请填写|请上传|请指定)/;

/**
 * The label a field's messages carry: what the schema says of a value of the wrong type at that path, without its
 * verb ('联系人必须是列表' -> '联系人', '请选择项目' -> '项目'), or the path itself for zod's fallback messages
 * ('picUrls：…').
 */
export const labelAt = (schema: z.ZodType, path: PropertyKey[]): string | undefined => {
  if (path.length === 0) return undefined;
  let value: unknown = Symbol('wrong');
  for (let i = path.length - 1; i >= 0; i -= 1) {
    const key = path[i]!;
    value = typeof key === 'number' ? Array.from({ length: key + 1 }, () => value) : { [key]: value };
  }
  const issues = schema.safeParse(value).error?.issues ?? [];
  const same = issues.find((issue) => issue.path.join('.') === path.join('.'));
  if (!same) return undefined;
  const fallback = same.message.indexOf('：');
  return fallback > 0 ? same.message.slice(0, fallback) : same.message.replace(LABEL_SUFFIX, '').replace(LABEL_PREFIX, '');
};

/**
 * Whether a refusal's message names the field at `path` (docs/conventions.md): it carries the field's Chinese label,
 * or it is one of the spec's own texts for a rule (`MESSAGES`: '请输入正确的11位手机号', …). A field whose messages
 * have no Chinese label (a list declared without one: zod's fallback names its path) is not held to it.
 */
export const namesField = (schema: z.ZodType, path: PropertyKey[], msg: string): boolean => {
  const label = labelAt(schema, path);
  if (!label || !/[\u4e00-\u9fa5]/.test(label)) return true;
  return msg.includes(label) || (Object.values(MESSAGES) as string[]).includes(msg);
};
