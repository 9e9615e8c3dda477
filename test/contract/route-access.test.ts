/**
 * Every route declares who may call it, and its function holds it to that (a test that iterates the table, in-process
 * with the gateway's own events: test/support/transport.ts): no token and a forged one are 401 whatever the input; a
 * session a newer login replaced is 401 for any input its schema takes (a malformed one is told so first: the
 * session is read after the input's checks, docs/decisions.md "The middy chain"); an account type the route does not
 * allow is 403, or 401 if its session ended.
 */
import { ACCOUNT_TYPES, type AccountType } from '../../shared/domains.js';
import { CORE_ERRORS } from '../../shared/errors/core.js';
import { startSession } from '../../functions/lib/auth/session.js';
import { api } from '../support/api.js';
import { concretePath, contractRoutes } from '../support/contract/routes.js';
import { validCaseOf } from '../support/fuzz/requests.js';
import { sendCase } from '../support/fuzz/send-case.js';
import { newPerson, type TestPerson } from '../support/people.js';

const guarded = contractRoutes().filter((r) => r.access !== 'public');

// The callers every route is tried with, made once: one person of each account type, and a token whose session a
// newer login replaced.
const callers = {} as Record<AccountType, TestPerson>;
/** A token of each account type whose session a newer login replaced. */
const endedOf = {} as Record<AccountType, string>;
beforeAll(async () => {
  const people = await Promise.all(ACCOUNT_TYPES.map((type) => newPerson(type)));
  ACCOUNT_TYPES.forEach((type, i) => (callers[type] = people[i]!));
  const ended = await Promise.all(ACCOUNT_TYPES.map((type) => newPerson(type)));
  await Promise.all(ended.map((person, i) => startSession(person.userId, ACCOUNT_TYPES[i]!)));
  ACCOUNT_TYPES.forEach((type, i) => (endedOf[type] = ended[i]!.token));
});

describe.each(guarded.map((r) => [r.id, r] as const))('%s', (_id, route) => {
  it('refuses a caller without a token with 401', async () => {
    const answer = await api(route.method, concretePath(route.path), { json: route.method === 'GET' ? undefined : {} });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ code: 401, msg: CORE_ERRORS.UNAUTHORIZED.msg });
  });

  it('refuses a forged or foreign token with 401', async () => {
    const header = Buffer.from('{"alg":"HS256"}').toString('base64url');
    const claims = Buffer.from(JSON.stringify({ sub: 'someone', typ: 'PERSONAGE', sid: 'x', iss: 'hezuo' })).toString('base64url');
    const answer = await api(route.method, concretePath(route.path), { token: `${header}.${claims}.c2lnbmF0dXJl` });
    expect(answer.status).toBe(401);
    expect(answer.body.msg).toBe(CORE_ERRORS.SESSION_EXPIRED.msg);
  });

  it('refuses a session that a newer login replaced with 401, given input its schema takes', async () => {
    const valid = validCaseOf(route);
    expect(valid, `no input ${route.id}'s schema takes was drawn (test/support/fuzz/zod-arbitrary.ts)`).toBeDefined();
    const type: AccountType = Array.isArray(route.access) ? route.access[0]! : 'PERSONAGE';
    const answer = await sendCase(valid!, endedOf[type]);
    expect({ status: answer.status, msg: answer.body.msg }).toEqual({ status: 401, msg: CORE_ERRORS.SESSION_EXPIRED.msg });
  });

  const allowed = route.access;
  if (Array.isArray(allowed)) {
    it('refuses other account types with 403', async () => {
      for (const type of ACCOUNT_TYPES.filter((t) => !allowed.includes(t))) {
        const answer = await api(route.method, concretePath(route.path), { token: callers[type].token });
        expect(answer.status).toBe(403);
      }
      // Whatever the input, a session that ended is told so rather than that its account type may not call.
      const ended = endedOf[ACCOUNT_TYPES.find((t) => !allowed.includes(t))!];
      const answer = await api(route.method, concretePath(route.path), { token: ended });
      expect({ status: answer.status, msg: answer.body.msg }).toEqual({ status: 401, msg: CORE_ERRORS.SESSION_EXPIRED.msg });
    });
  }
});
