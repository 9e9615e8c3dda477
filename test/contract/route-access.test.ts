/**
 * Every route declares who may call it, and its function holds it to that (a test that iterates the table, in-process
 * with the gateway's own events: test/support/transport.ts): no token, a forged one and a replaced session are 401;
 * an account type the route does not allow is 403.
 */
import { ACCOUNT_TYPES, type AccountType } from '../../shared/domains.js';
import { startSession } from '../../functions/lib/auth/session.js';
import { api } from '../support/api.js';
import { contractRoutes } from '../support/contract/routes.js';
import { newPerson, type TestPerson } from '../support/people.js';

const guarded = contractRoutes().filter((r) => r.access !== 'public');
const concrete = (path: string) => path.replace(/\{\w+\}/g, '1');

// The callers every route is tried with, made once: one person of each account type, and a token whose session a
// newer login replaced.
const callers = {} as Record<AccountType, TestPerson> & { replaced: string };
beforeAll(async () => {
  const people = await Promise.all(ACCOUNT_TYPES.map((type) => newPerson(type)));
  ACCOUNT_TYPES.forEach((type, i) => (callers[type] = people[i]!));
  const person = await newPerson();
  await startSession(person.userId, 'PERSONAGE');
  callers.replaced = person.token;
});

describe.each(guarded.map((r) => [r.id, r] as const))('%s', (_id, route) => {
  it('refuses a caller without a token with 401', async () => {
    const answer = await api(route.method, concrete(route.path), { json: route.method === 'GET' ? undefined : {} });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ code: 401, msg: '认证失败，无法访问系统资源' });
  });

  it('refuses a forged or foreign token with 401', async () => {
    const header = Buffer.from('{"alg":"HS256"}').toString('base64url');
    const claims = Buffer.from(JSON.stringify({ sub: 'someone', typ: 'PERSONAGE', sid: 'x', iss: 'hezuo' })).toString('base64url');
    const answer = await api(route.method, concrete(route.path), { token: `${header}.${claims}.c2lnbmF0dXJl` });
    expect(answer.status).toBe(401);
    expect(answer.body.msg).toBe('登录状态已过期，请重新登录');
  });

  it('refuses a session that a newer login replaced with 401', async () => {
    const answer = await api(route.method, concrete(route.path), { token: callers.replaced });
    expect(answer.status).toBe(401);
  });

  const allowed = route.access;
  if (Array.isArray(allowed)) {
    it('refuses other account types with 403', async () => {
      for (const type of ACCOUNT_TYPES.filter((t) => !allowed.includes(t))) {
        const answer = await api(route.method, concrete(route.path), { token: callers[type].token });
        expect(answer.status).toBe(403);
      }
    });
  }
});
