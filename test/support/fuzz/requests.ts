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
import { validate } from '../../../shared/validation/validate.js';
import { tableIdOf } from '../contract/routes.js';
import { CONTENT_TYPES, EXTRA_KEYS, HOSTILE_TEXT, hostileValue, MALFORMED_JSON, nested, ODD_SEGMENTS } from './hostile.js';
import { arbitraryOf, asText, shapeOf } from './zod-arbitrary.js';

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

/** Every request kind for one route, most of them hostile; `valid` is the share of likely-valid inputs. */
export const casesFor = (route: RouteDef): fc.Arbitrary<FuzzCase> => {
  const takesBody = bodyTypesOf(route).length > 0;
  const names = paramNames(route);
  const fields = [...new Set([...Object.keys(shapeOf(route.input)), ...names])];
  const valid = arbitraryOf(route.input).map((v) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {}));
  const method = route.method;

  /** Splits an input into path parameters and the rest, and sends the rest as a client would. */
  const send = (kind: string, input: Record<string, unknown>): FuzzCase => {
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

const LABEL_SUFFIX = /(必须是文本|必须是数字|取值不正确|必须是列表|必须是一个对象)$/;

/**
 * The label a field's messages carry: what the schema says of a value of the wrong type at that path, without its
 * verb ('联系人必须是列表' -> '联系人'), or the path itself for zod's fallback messages ('picUrls：…').
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
  return fallback > 0 ? same.message.slice(0, fallback) : same.message.replace(LABEL_SUFFIX, '');
};
