/**
 * Bad input gets a clear answer, for every route of the table: malformed JSON, a wrong content type, a missing
 * field, a 60,000-character string and random JSON each get a 400 envelope with a Chinese message, a body over the API's
 * 256 KB limit a 413 envelope, never a 500.
 */
import fc from 'fast-check';
import { inject } from 'vitest';
import { ACCOUNT_TYPES, type AccountType } from '../../shared/domains.js';
import { ROUTES } from '../../shared/routes/index.js';
import { bodyTypesOf, type RouteDef } from '../../shared/routes/types.js';
import { maxBodyOf } from '../../functions/lib/http/body.js';
import { api, type Answer } from '../support/api.js';
import { newPerson } from '../support/people.js';
import { fieldsOf } from '../support/schema-fields.js';

const CHINESE = /[\u4e00-\u9fa5]/;
/** 60,000 characters, 180 KB of UTF-8: far over every text limit, under the body limit (a bigger body is a 413). */
const HUGE = '长'.repeat(60_000);

const tokenFor = async (route: RouteDef): Promise<string | undefined> => {
  if (route.access === 'public') return undefined;
  const type: AccountType = route.access === 'user' ? 'PERSONAGE' : (route.access[0] ?? ACCOUNT_TYPES[0]);
  return (await newPerson(type)).token;
};

/** A concrete path: every `{param}` filled with a value no path schema accepts (not an id, too long for a name). */
const concrete = (route: RouteDef) => route.path.replace(/\{\w+\}/g, '~'.repeat(70));


const expectBadRequest = (answer: Answer) => {
  expect(answer.status).toBe(400);
  expect(answer.body.code).toBe(400);
  expect(answer.body.msg).toMatch(CHINESE);
};

describe.each(ROUTES.map((r) => [r.id, r] as const))('%s', (_id, route) => {
  const takesBody = bodyTypesOf(route).length > 0;
  let token: string | undefined;
  beforeAll(async () => {
    token = await tokenFor(route);
  });

  // Routes without a body (GET, DELETE) get only the checks that apply to them.
  if (takesBody) {
    it('answers malformed JSON with a 400', async () => {
      expectBadRequest(await api(route.method, concrete(route), { token, raw: '{"kind": ', contentType: 'application/json' }));
    });

    it('answers a content type it does not take with a 400', async () => {
      const answer = await api(route.method, concrete(route), { token, raw: 'kind=image', contentType: 'text/plain' });
      expectBadRequest(answer);
      expect(answer.body.msg).toBe('请求内容类型不受支持，请使用 JSON 或表单格式');
    });

    it('answers a body over the 256 KB limit (or the route’s own) with a 413 envelope', async () => {
      const answer = await api(route.method, concrete(route), { token, json: { [fieldsOf(route.input)[0] ?? 'content']: 'x'.repeat(maxBodyOf(route)) } });
      expect({ status: answer.status, code: answer.body.code, msg: answer.body.msg }).toEqual({ status: 413, code: 413, msg: '请求内容过大，请精简后重试' });
    });

    it('answers a 60,000-character string in any field with a 400', async () => {
      for (const field of fieldsOf(route.input)) {
        expectBadRequest(await api(route.method, concrete(route), { token, json: { [field]: HUGE } }));
      }
    });
  }

  if (!takesBody) {
    // A URL cannot carry 100 KB (API Gateway refuses it first); 8 KB is above every text limit of the schemas.
    it('answers an over-long query value in any field with a 400', async () => {
      for (const field of fieldsOf(route.input)) {
        expectBadRequest(await api(route.method, `${concrete(route)}?${field}=${'x'.repeat(8 * 1024)}`, { token }));
      }
    });
  }

  it('names the missing field, or takes an empty input when nothing is required', async () => {
    const answer = await api(route.method, concrete(route), takesBody ? { token, json: {} } : { token });
    if (route.input.safeParse({}).success) {
      expect(answer.status).not.toBe(400);
      return;
    }
    expectBadRequest(answer);
    const issues = (answer.body.data as { issues: { path: string; message: string }[] }).issues;
    expect(issues.length).toBeGreaterThan(0);
    expect(issues[0]!.message).toBe(answer.body.msg);
  });

  it('never answers 5xx to random input', async () => {
    const value = fc.oneof(fc.string({ maxLength: 50 }), fc.integer(), fc.boolean(), fc.constant(null), fc.double());
    const body = fc.dictionary(fc.constantFrom(...fieldsOf(route.input), 'other'), value, { maxKeys: 6 });
    await fc.assert(
      fc.asyncProperty(fc.oneof(body, fc.jsonValue()), async (json) => {
        const answer = takesBody
          ? await api(route.method, concrete(route), { token, json })
          : await api(route.method, `${concrete(route)}?q=${encodeURIComponent(JSON.stringify(json)).slice(0, 500)}`, { token });
        expect(answer.status).toBeLessThan(500);
        expect(answer.body.msg).toMatch(CHINESE);
      }),
      { numRuns: 25 },
    );
  });
});

describe('the gateway in front of the routes', () => {
  const withParams = ROUTES.filter((r) => /\{\w+\}/.test(r.path));

  it(`answers a path parameter that is not valid percent-encoding with a 400 envelope naming it (${withParams.length} routes)`, async () => {
    for (const route of withParams) {
      const answer = await api(route.method, route.path.replace(/\{\w+\}/g, '%ZZ'), { token: await tokenFor(route) });
      expectBadRequest(answer);
      const name = /\{(\w+)\}/.exec(route.path)![1]!;
      expect((answer.body.data as { issues: { path: string }[] }).issues[0]!.path, route.id).toBe(name);
    }
  });

  it('answers a body over API Gateway’s 10 MB with its 413, and the answer reaches the client', async () => {
    const route = ROUTES.find((r) => r.id === 'chat.groupEdit')!;
    const res = await fetch(`${inject('cloud').siteUrl}${route.path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(12 * 1024 * 1024) });
    expect([res.status, await res.json()]).toEqual([413, { message: 'Request Entity Too Large' }]);
  });
});
