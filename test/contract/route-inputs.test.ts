/**
 * Bad input gets a clear answer, for every route of the table (issue 14; issue 26 folded route-inputs and
 * route-fuzz into this one generated suite, and then the outside probes' hand-written input cases): for each route,
 * the bad inputs every route gets (fixedCasesFor: malformed JSON, a content type it does not take, a body over its
 * limit, a huge string in each field, the empty input, undecodable path parameters), each field at and beyond the
 * edges of its schema, nested fields and list elements included (edgeCasesFor: lengths, bounds, fractions, numbers
 * as text, invisible, control, bidirectional and lone-surrogate text, ids of the wrong shape, choices named like
 * Object.prototype, lists one over their limit, values of the wrong type; bodies that are no object), and random
 * inputs derived from its zod schema with hostile mutations of them (casesFor), sent as a caller the route allows.
 * Every answer is held to docs/conventions.md and to what the route table predicts of it
 * (test/support/fuzz/requests.ts): never a 5xx, always the envelope `{ code, msg, data }`, and a refused input is
 * answered 400 (413 above the body limit) with exactly the schema's first message, which is Chinese and names the
 * field (its label, or the spec's text of the rule), and writes nothing: the items of its caller's partition (one
 * person of each account type gets every refused input of the file) are the same after the last route as before the
 * first. Inputs the schema takes go to a fresh person of the route, so their side effects stay there.
 *
 * In-process (test/support/transport.ts): the request is handed to the local gateway's own dispatcher and the
 * handler runs in this worker with the API Gateway v2 event the gateway builds; the gateway's socket side keeps its
 * own tests over HTTP (test/integration/gateway.test.ts).
 *
 * FUZZ_RUNS random inputs per route (default 10 in `npm test`, 200 in `npm run test:deep`; a fresh seed each run);
 * at FUZZ_RUNS >= 200 every edge value, below it one value of each kind of edge per field, another each run.
 * FUZZ_SEED fixes the seed (fast-check prints the seed and path of any failure; the summary prints the edges' seed);
 * FUZZ_ROUTE runs only the routes whose id contains it.
 */
import fc from 'fast-check';
import type { ValidationIssue } from '../../shared/envelope.js';
import { routeById, type RouteId } from '../../shared/routes/index.js';
import type { RouteDef } from '../../shared/routes/types.js';
import { contractRoutes } from '../support/contract/routes.js';
import { caseOf, casesFor, edgeCasesFor, fixedCasesFor, labelAt, namesField, predict, sampleInputOf, type FuzzCase, type Prediction } from '../support/fuzz/requests.js';
import { RefusedCallers } from '../support/fuzz/refused-callers.js';
import { newPerson } from '../support/people.js';
import { sendCase, type CaseAnswer } from '../support/fuzz/send-case.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
/** Every value of every kind of edge at depth; one of each kind per field, another each run, in `npm test`. */
const EVERY_EDGE = RUNS >= 200;
const EDGE_SEED = SEED ?? Math.floor(Math.random() * 2 ** 31);
const ONLY = process.env.FUZZ_ROUTE;
const CHINESE = /[\u4e00-\u9fa5]/;

const routes = contractRoutes().filter((r) => !ONLY || ONLY.split(',').some((part) => r.id.includes(part)));

interface Tally {
  inputs: number;
  refused: number;
  valid: number;
  kinds: Record<string, number>;
}
const tallies = new Map<string, Tally>();
const started = Date.now();

afterAll(() => {
  const all = [...tallies.values()];
  const inputs = all.reduce((n, t) => n + t.inputs, 0);
  const refused = all.reduce((n, t) => n + t.refused, 0);
  const fewest = Math.min(...all.map((t) => t.inputs));
  const neverValid = [...tallies].filter(([, t]) => t.valid === 0).map(([id]) => id);
  console.log(
    `route-fuzz: ${tallies.size}/${routes.length} routes covered, ${inputs} inputs tried (${refused} refused by the schema or body rules, ` +
      `at least ${fewest} per route), ${((Date.now() - started) / 1000).toFixed(1)} s, seed ${SEED ?? 'random'}, ` +
      `${EVERY_EDGE ? 'every edge value' : `one edge value of each kind (FUZZ_SEED=${EDGE_SEED} sends these again)`}; ` +
      (neverValid.length ? `no input its schema takes was drawn for ${neverValid.join(', ')}` : 'every route also got inputs its schema takes'),
  );
});

const accountTypeOf = (route: RouteDef) => (route.access === 'public' || route.access === 'user' ? 'PERSONAGE' : route.access[0]!);

const show = (c: FuzzCase) => String(c);

/** The answer as docs/conventions.md and the prediction require it. */
const hold = (route: RouteDef, c: FuzzCase, expected: Prediction, answer: CaseAnswer) => {
  const where = `${route.id} ${show(c)} -> ${answer.status} ${answer.text.slice(0, 500)}`;
  expect(answer.status, where).toBeLessThan(500);
  if (expected.kind === 'badPath') {
    // The local gateway refuses an escape that does not decode before any function runs (as API Gateway does).
    expect(answer.status, where).toBe(400);
    return;
  }
  expect(answer.body, `not the envelope: ${where}`).toEqual(expect.objectContaining({ code: expect.any(Number), msg: expect.any(String) }));
  expect(Object.hasOwn(answer.body, 'data'), where).toBe(true);
  const { code, msg } = answer.body;
  if (code < 1000) expect(code, where).toBe(answer.status);
  else expect(answer.status, where).toBe(200);
  if (answer.status >= 400) expect(msg, where).toMatch(CHINESE);
  switch (expected.kind) {
    case 'notFound':
      expect(answer.status, where).toBe(404);
      return;
    case 'otherRoute':
    case 'valid':
      return;
    case 'refused': {
      expect(answer.status, where).toBe(expected.status ?? 400);
      expect(msg, where).toBe(expected.msg);
      if (!expected.issues) return;
      const issues = (answer.body.data as { issues?: ValidationIssue[] } | null)?.issues;
      expect(issues, where).toEqual(expected.issues);
      // Names the field: a value of the wrong type is answered with the field's label; any other refusal too, or
      // with the spec's own text of the rule ('请输入正确的11位手机号'). A rule of its own (a refinement, a rule over
      // several fields: code `custom`) writes its own text, held above as the exact message.
      if (expected.firstPath?.length) {
        const label = labelAt(route.input, expected.firstPath);
        if (expected.firstCode === 'invalid_type') {
          expect(label, `no label for ${expected.firstPath.join('.')}: ${where}`).toBeTruthy();
          expect(msg, where).toContain(label);
        } else if (expected.firstCode !== 'custom') {
          expect(namesField(route.input, expected.firstPath, msg), `the message does not name ${label}: ${where}`).toBe(true);
        }
      }
      return;
    }
    default:
      // Valid for the schema: a business rule may still refuse it (a 400 with a field, a six-digit code).
  }
};

/**
 * The refusers: one person of each account type, for the whole file, who gets only the inputs that must be refused
 * before any handler runs; their partitions are read before their first input and after the last route (afterAll
 * below), any change traced to its input (test/support/fuzz/refused-callers.ts). Each route's inputs its schema takes
 * go to a fresh person of the route (the taker), so that their side effects stay there.
 */
const refusers = new RefusedCallers();

afterAll(async () => {
  expect(await refusers.changes(), 'a refused input wrote to its caller').toEqual([]);
}, 600_000);

describe.concurrent.each(routes.map((r) => [r.id, r] as const))('%s', (_id, route) => {
  it(`answers every kind of bad input and ${RUNS} random valid and hostile ones by the conventions, writing nothing for a refused one`, { timeout: 300_000 }, async () => {
    const type = accountTypeOf(route);
    const [refuser, taker] = await Promise.all([refusers.of(type), newPerson(type)]);
    const tally: Tally = { inputs: 0, refused: 0, valid: 0, kinds: {} };
    tallies.set(route.id, tally);
    const sample = sampleInputOf(route, SEED);

    const check = async (c: FuzzCase, anonymous: boolean) => {
      const expected = predict(route, c);
      const refusedEarly = expected.kind === 'refused' || expected.kind === 'notFound' || expected.kind === 'badPath';
      // Public routes are called anonymously, and (for the partition check) also with the refuser's token.
      const person = refusedEarly ? refuser : taker;
      const token = route.access === 'public' && (anonymous || !refusedEarly) ? undefined : person.token;
      const answer = await sendCase(c, token);
      tally.inputs += 1;
      tally.kinds[c.kind] = (tally.kinds[c.kind] ?? 0) + 1;
      if (refusedEarly) {
        tally.refused += 1;
        refusers.refused(type, `${route.id} ${show(c)}`, (again) => sendCase(c, again));
      }
      if (expected.kind === 'valid') tally.valid += 1;
      hold(route, c, expected, answer);
    };
    // The sample itself first: every route's handler runs with an input its schema takes in every run.
    for (const c of [caseOf(route, 'sample', sample), ...fixedCasesFor(route, sample), ...edgeCasesFor(route, sample, { every: EVERY_EDGE, seed: EDGE_SEED })]) {
      await check(c, true);
    }
    await fc.assert(fc.asyncProperty(casesFor(route), fc.boolean(), check), { numRuns: RUNS, seed: SEED, endOnFailure: true });
  });
});

// What the fuzzing found, each kept as a case of its own.
describe('bodies the fuzzing found misread', () => {
  it('parses a JSON or form body whatever the case of its media type, or a bare `;` after it (RFC 9110 §8.3.1)', async () => {
    // Was: `Application/JSON` or `application/json;` passed the body check but middy's case-sensitive parser left
    // the body unparsed, and a valid body was refused with 请求内容必须是一个对象.
    const person = await newPerson();
    const cases: [string, string, string][] = [
      ['upload.presign', JSON.stringify({ kind: 'avatar', fileName: 'me.exe', size: 1 }), 'Application/JSON'],
      ['upload.presign', JSON.stringify({ kind: 'avatar', fileName: 'me.exe', size: 1 }), 'APPLICATION/JSON; charset=utf-8'],
      ['upload.presign', JSON.stringify({ kind: 'avatar', fileName: 'me.exe', size: 1 }), 'application/json;'],
      ['account.register', 'phone=12&code=123456', 'APPLICATION/X-WWW-FORM-URLENCODED'],
    ];
    for (const [id, text, contentType] of cases) {
      const route = routeById(id as RouteId);
      const c: FuzzCase = { kind: 'found', method: route.method, path: route.path, query: '', body: { text, contentType } };
      const expected = predict(route, { ...c, body: { text, contentType: id === 'account.register' ? 'application/x-www-form-urlencoded' : 'application/json' } });
      expect(expected.kind).toBe('refused');
      const answer = await sendCase(c, route.access === 'public' ? undefined : person.token);
      expect({ contentType, status: answer.status, msg: answer.body.msg }).toEqual({ contentType, status: 400, msg: (expected as { msg: string }).msg });
    }
  });

  it('answers a deeply nested body with a 400, not a 500', async () => {
    // Found 2026-11-25 with FUZZ_SEED=42: 20 000 nested arrays, or 5 000 nested objects, broke a log line (the
    // secret redaction's JSON replacer in functions/lib/logger.ts recursed past the stack) and the call answered 500.
    const person = await newPerson();
    const route = routeById('chat.addGroup');
    for (const text of ['['.repeat(20_000) + ']'.repeat(20_000), '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000)]) {
      const c: FuzzCase = { kind: 'found', method: route.method, path: route.path, query: '', body: { text, contentType: 'application/json' } };
      const expected = predict(route, c);
      const answer = await sendCase(c, person.token);
      expect({ status: answer.status, msg: answer.body.msg }).toEqual({ status: 400, msg: (expected as { msg: string }).msg });
    }
  });
});
