/**
 * Probes of the two-step authorization (functions/lib/http/authenticate.ts: the token before any input is read, the
 * session after the input's checks) and of the verified-token cache (functions/lib/auth/token.ts), as an outside
 * client sees them (docs/decisions.md "The middy chain"): a token whose session ended (logout, newer login,
 * cancellation) never reaches a handler and writes nothing, whatever its input; a malformed request with such a token
 * is 400 and writes nothing; a wrong account type with an ended session is 401; a tampered token is refused even
 * after the original was remembered; concurrent callers with many tokens each get their own answer; a session ended
 * in the middle of a burst refuses every later call; a public route and the socket connect treat an ended token as
 * no one.
 */
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { ACCOUNT_TYPES, type AccountType } from '../../../shared/domains.js';
import { CORE_ERRORS } from '../../../shared/errors/core.js';
import { routeById } from '../../../shared/routes/index.js';
import type { UserInfo } from '../../../shared/schemas/account.js';
import { bodyTypesOf, type RouteDef } from '../../../shared/routes/types.js';
import { endSession, startSession } from '../../../functions/lib/auth/session.js';
import { signToken, verifyToken } from '../../../functions/lib/auth/token.js';
import { connectionById, deleteConnection } from '../../../functions/lib/socket/connection-store.js';
import { handler as realtimeHandler } from '../../../functions/realtime/handler.js';
import { config } from '../../../functions/lib/config.js';
import { newId } from '../../../functions/lib/ids.js';
import { opaqueUploadKey } from '../../../functions/lib/s3/upload-owner.js';
import { lambdaContext } from '../../../infra/local/gateway/lambda-context.js';
import { api, call, type Answer } from '../../support/api.js';
import { concretePath, contractRoutes } from '../../support/contract/routes.js';
import { partitionItems } from '../../support/fuzz/partition.js';
import { validCaseOf } from '../../support/fuzz/requests.js';
import { sendCase } from '../../support/fuzz/send-case.js';
import { login, newPerson, smsCodeFor, type TestPerson } from '../../support/people.js';

const EXPIRED = { status: 401, msg: CORE_ERRORS.SESSION_EXPIRED.msg };
const INFO = routeById('account.info').path;

const guarded = contractRoutes().filter((r) => r.access !== 'public');
const typeFor = (route: RouteDef): AccountType => (Array.isArray(route.access) ? route.access[0]! : 'PERSONAGE');

/** A person of the account type whose first token a newer session (same person, same type) replaced. */
const replacedPerson = async (type: AccountType): Promise<{ person: TestPerson; ended: string; live: string }> => {
  const person = await newPerson(type);
  const claims = (await verifyToken(person.token))!;
  const next = await startSession(person.userId, type, claims.orgId);
  return { person, ended: person.token, live: next.token };
};

/** An avatar URL the profile takes from that person (a key of their own upload, with its proof; nothing checks that it exists). */
const avatarOf = async (userId: string) => `${config.filesBaseUrl}/${await opaqueUploadKey('avatar', userId, newId().toLowerCase(), 'png')}`;

const infoOf = (token: string) => api<UserInfo>('GET', INFO, { token });
const statusMsg = (a: { status: number; body: { msg?: string } }) => ({ status: a.status, msg: a.body?.msg });

describe('a token whose session a newer login replaced, on every guarded route', () => {
  const ended = {} as Record<AccountType, { person: TestPerson; ended: string; live: string }>;
  const before = {} as Record<AccountType, string[]>;
  beforeAll(async () => {
    const made = await Promise.all(ACCOUNT_TYPES.map((t) => replacedPerson(t)));
    ACCOUNT_TYPES.forEach((t, i) => (ended[t] = made[i]!));
    await Promise.all(ACCOUNT_TYPES.map(async (t) => (before[t] = await partitionItems(ended[t].person.userId))));
  });

  it('is 401 for well-formed input and writes nothing to the person', async () => {
    const wrong: string[] = [];
    for (const route of guarded) {
      const c = validCaseOf(route);
      if (!c) {
        wrong.push(`${route.id}: no well-formed input drawn`);
        continue;
      }
      const type = typeFor(route);
      const answer = await sendCase(c, ended[type].ended);
      if (answer.status !== 401 || answer.body?.msg !== EXPIRED.msg) wrong.push(`${route.id} ${c.method} ${c.path}?${c.query} -> ${answer.status} ${answer.text.slice(0, 200)}`);
    }
    expect(wrong).toEqual([]);
    for (const t of ACCOUNT_TYPES) expect(await partitionItems(ended[t].person.userId), t).toEqual(before[t]);
  });

  it('is 400 for a malformed body (told about its input first) and writes nothing', async () => {
    const wrong: string[] = [];
    for (const route of guarded.filter((r) => bodyTypesOf(r).length > 0 && r.method !== 'GET')) {
      const token = ended[typeFor(route)].ended;
      for (const raw of ['{"a":', '[]']) {
        const answer = await api(route.method, concretePath(route.path), { token, raw, contentType: 'application/json' });
        if (answer.status !== 400 || answer.body.code !== 400) wrong.push(`${route.id} body ${raw} -> ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
      }
    }
    expect(wrong).toEqual([]);
    for (const t of ACCOUNT_TYPES) expect(await partitionItems(ended[t].person.userId), t).toEqual(before[t]);
  });

  it('of an account type the route does not take is 401 (not 403), well-formed or malformed input alike', async () => {
    const wrong: string[] = [];
    for (const route of guarded.filter((r) => Array.isArray(r.access))) {
      const other = ACCOUNT_TYPES.find((t) => !(route.access as readonly AccountType[]).includes(t))!;
      const token = ended[other].ended;
      const c = validCaseOf(route);
      const answers = [
        ...(c ? [await sendCase(c, token)] : []),
        await api(route.method, concretePath(route.path), { token, raw: '{"a":', contentType: 'application/json' }),
      ];
      for (const answer of answers) {
        if (answer.status !== 401 || answer.body?.msg !== EXPIRED.msg) wrong.push(`${route.id} as ${other} -> ${answer.status} ${answer.body?.msg}`);
      }
      // The same person's live token of that type is still refused with 403 (the control).
      const live = await api(route.method, concretePath(route.path), { token: ended[other].live, raw: '{"a":', contentType: 'application/json' });
      if (live.status !== 403) wrong.push(`${route.id} live ${other} -> ${live.status} ${live.body.msg}`);
    }
    expect(wrong).toEqual([]);
  });

  it('leaves the newer token working', async () => {
    for (const t of ACCOUNT_TYPES) {
      const answer = await infoOf(ended[t].live);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ id: ended[t].person.userId, userType: t });
    }
  });
});

describe('sessions ended through the API', () => {
  const profileWrite = async (person: TestPerson, token: string) =>
    call('account.updateBaseInfo', { nickname: '改名者', headPortrait: await avatarOf(person.userId), sex: '女' }, token);

  it('a logged-out token cannot write, log out again or read, with well-formed or malformed input', async () => {
    const person = await newPerson();
    expect((await call('account.logout', {}, person.token)).status).toBe(200);
    const start = await partitionItems(person.userId);
    expect(statusMsg(await profileWrite(person, person.token))).toEqual(EXPIRED);
    // changePassword with the right old password would, if its handler ran, change the password and end sessions.
    expect(statusMsg(await call('account.changePassword', { oldPassword: person.password, password: 'newpass2026x' }, person.token))).toEqual(EXPIRED);
    expect(statusMsg(await call('account.logout', {}, person.token))).toEqual(EXPIRED);
    expect(statusMsg(await infoOf(person.token))).toEqual(EXPIRED);
    const malformed = await api('POST', '/api/pc/hezuo/user-personage/update-base-info', { token: person.token, json: { nickname: 5 } });
    expect(malformed.status).toBe(400);
    expect(await partitionItems(person.userId)).toEqual(start);
    // The old password still logs in: nothing was changed.
    expect((await login(person.phone, person.password, 'PERSONAGE')).body.code).toBe(200);
  });

  it('a token replaced by a login through the API is 401 and writes nothing; the new one works', async () => {
    const person = await newPerson();
    const fresh = (await login(person.phone, person.password, 'PERSONAGE')).body.data;
    const start = await partitionItems(person.userId);
    expect(statusMsg(await profileWrite(person, person.token))).toEqual(EXPIRED);
    expect(await partitionItems(person.userId)).toEqual(start);
    expect((await infoOf(fresh)).body.data.id).toBe(person.userId);
    // The control: the same write with the live token is taken, so the refusal above was the session's.
    expect((await profileWrite(person, fresh)).status).toBe(200);
    expect(await partitionItems(person.userId)).not.toEqual(start);
  });

  it('a cancelled account token is 401 and writes nothing', async () => {
    const person = await newPerson();
    const code = await smsCodeFor(person.phone, 'unsubscribe', person.token);
    const verified = await call<{ ticket: string }>('account.unsubscribeVerify', { code }, person.token);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    const cancelled = await call('account.unsubscribePersonage', { ticket: verified.body.data.ticket }, person.token);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const start = await partitionItems(person.userId);
    expect(statusMsg(await profileWrite(person, person.token))).toEqual(EXPIRED);
    expect(statusMsg(await call('account.unsubscribePersonage', { ticket: verified.body.data.ticket }, person.token))).toEqual(EXPIRED);
    expect(statusMsg(await infoOf(person.token))).toEqual(EXPIRED);
    expect((await api('POST', '/api/pc/hezuo/user-personage/update-base-info', { token: person.token, raw: '{', contentType: 'application/json' })).status).toBe(400);
    expect(await partitionItems(person.userId)).toEqual(start);
  });
});

describe('tampered tokens after the original was remembered', () => {
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const parts = (token: string) => token.split('.') as [string, string, string];
  const payloadOf = (token: string) => JSON.parse(Buffer.from(parts(token)[1], 'base64url').toString('utf8')) as Record<string, unknown>;

  it('a changed payload that keeps the old signature is 401, on guarded and public routes alike', async () => {
    const [a, b] = await Promise.all([newPerson(), newPerson('TEAM')]);
    // Both originals are verified and remembered first.
    expect((await infoOf(a.token)).body.data.id).toBe(a.userId);
    expect((await infoOf(b.token)).body.data.id).toBe(b.userId);
    const [head, , sigA] = parts(a.token);
    const forged = [
      // Another person's id under A's signature.
      `${head}.${b64({ ...payloadOf(a.token), sub: b.userId })}.${sigA}`,
      // A's own claims with another account type.
      `${head}.${b64({ ...payloadOf(a.token), typ: 'COMPANY' })}.${sigA}`,
      // A later expiry.
      `${head}.${b64({ ...payloadOf(a.token), exp: Number(payloadOf(a.token).exp) + 3600 })}.${sigA}`,
      // B's payload (remembered) with A's signature (remembered).
      `${head}.${parts(b.token)[1]}.${sigA}`,
      // alg none, and an empty signature.
      `${b64({ alg: 'none' })}.${parts(a.token)[1]}.`,
      `${head}.${parts(a.token)[1]}.`,
    ];
    for (const token of forged) {
      expect(statusMsg(await infoOf(token)), token).toEqual(EXPIRED);
      const c = validCaseOf(guarded.find((r) => r.id === 'account.updateBaseInfo')!)!;
      expect((await sendCase(c, token)).status, token).toBe(401);
    }
    // A public route that needs a known caller (the pay-password code goes to the caller's own phone) is 401 for them.
    for (const token of forged) {
      const answer = await api('POST', '/api/pc/hezuo/user-personage/get-code', { token, json: { scene: 'pay-password' } });
      expect(answer.status, token).toBe(401);
    }
    expect((await api('GET', `/api/dev/sms?phone=${b.phone}`)).status).toBe(404);
    // The originals still work and still name their own people.
    expect((await infoOf(a.token)).body.data).toMatchObject({ id: a.userId, userType: 'PERSONAGE' });
    expect((await infoOf(b.token)).body.data).toMatchObject({ id: b.userId, userType: 'TEAM' });
  });
});

describe('the remembered tokens', () => {
  it('a remembered token stops working when it expires, though its session is live', async () => {
    const person = await newPerson();
    const { claims } = await startSession(person.userId, 'PERSONAGE');
    // A token of the live session that expires in 2 s (the signing key and claims are the project's own).
    const short = await signToken(claims, 2);
    expect((await infoOf(short)).body.data.id).toBe(person.userId);
    await new Promise((r) => setTimeout(r, 3_100));
    expect(statusMsg(await infoOf(short))).toEqual(EXPIRED);
    expect((await sendCase(validCaseOf(guarded.find((r) => r.id === 'account.updateBaseInfo')!)!, short)).status).toBe(401);
    // An already expired one is refused outright.
    expect(statusMsg(await infoOf(await signToken(claims, -5)))).toEqual(EXPIRED);
  });

  it('after more than 1,000 other tokens, an early token is verified again: its own person if live, 401 if tampered', async () => {
    const person = await newPerson();
    expect((await infoOf(person.token)).body.data.id).toBe(person.userId);
    // 1,100 other valid tokens (sessions that do not exist) go through the API and push it out of the cache.
    const fillers = await Promise.all(
      Array.from({ length: 1_100 }, (_, i) => signToken({ userId: `filler${i}`, accountType: 'PERSONAGE', sessionId: `s${i}` }, 600)),
    );
    for (let i = 0; i < fillers.length; i += 100) {
      const answers = await Promise.all(fillers.slice(i, i + 100).map((t) => infoOf(t)));
      for (const a of answers) expect(statusMsg(a)).toEqual(EXPIRED);
    }
    expect((await infoOf(person.token)).body.data).toMatchObject({ id: person.userId });
    const [head, payload, sig] = person.token.split('.');
    const other = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: 'filler1' })).toString('base64url');
    expect(statusMsg(await infoOf(`${head}.${other}.${sig}`))).toEqual(EXPIRED);
  });
});

describe('concurrent callers', () => {
  it('a burst of 200 calls of many people with many tokens: every answer is its own caller, ended tokens 401', async () => {
    // 24 people: each has two replaced tokens and one live one; plus a few TEAM and COMPANY people.
    const people = await Promise.all(Array.from({ length: 20 }, () => newPerson()));
    const tokens: { token: string; userId: string; type: AccountType; live: boolean }[] = [];
    for (const person of people) {
      const second = await startSession(person.userId, 'PERSONAGE');
      const third = await startSession(person.userId, 'PERSONAGE');
      tokens.push({ token: person.token, userId: person.userId, type: 'PERSONAGE', live: false });
      tokens.push({ token: second.token, userId: person.userId, type: 'PERSONAGE', live: false });
      tokens.push({ token: third.token, userId: person.userId, type: 'PERSONAGE', live: true });
    }
    const orgs = await Promise.all((['TEAM', 'TEAM', 'COMPANY', 'COMPANY'] as const).map((t) => newPerson(t)));
    orgs.forEach((p, i) => tokens.push({ token: p.token, userId: p.userId, type: i < 2 ? 'TEAM' : 'COMPANY', live: true }));
    // None of these tokens was verified before: the cache fills under the burst.
    const plan = Array.from({ length: 200 }, (_, i) => tokens[(i * 37) % tokens.length]!);
    const answers = await Promise.all(plan.map((t) => infoOf(t.token)));
    const wrong = answers
      .map((answer, i) => ({ answer, t: plan[i]! }))
      .filter(({ answer, t }) =>
        t.live
          ? answer.status !== 200 || answer.body.data.id !== t.userId || answer.body.data.userType !== t.type
          : answer.status !== 401 || answer.body.msg !== EXPIRED.msg,
      )
      .map(({ answer, t }) => `${t.userId} live=${t.live} -> ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`);
    expect(wrong).toEqual([]);
  });

  it('concurrent writes of many people: each writes only its own profile', async () => {
    const people = await Promise.all(Array.from({ length: 10 }, () => newPerson()));
    const replaced = await Promise.all(people.map(async (p) => ({ p, live: (await startSession(p.userId, 'PERSONAGE')).token })));
    const avatars = await Promise.all(people.map((p) => avatarOf(p.userId)));
    const writes = replaced.flatMap(({ live, p }, i) => [
      call('account.updateBaseInfo', { nickname: `新名${i}`, headPortrait: avatars[i]!, sex: '男' }, live).then((a) => ({ a, ok: true, i })),
      call('account.updateBaseInfo', { nickname: `旧名${i}`, headPortrait: avatars[i]!, sex: '女' }, p.token).then((a) => ({ a, ok: false, i })),
    ]);
    for (const { a, ok } of await Promise.all(writes)) expect(a.status, JSON.stringify(a.body)).toBe(ok ? 200 : 401);
    const infos = await Promise.all(replaced.map(({ live }) => infoOf(live)));
    infos.forEach((info, i) => expect(info.body.data).toMatchObject({ id: people[i]!.userId, nickname: `新名${i}` }));
  });

  it('a session ended in the middle of a burst: every call sent after it ended is 401 and writes nothing', async () => {
    const person = await newPerson();
    const avatar = await avatarOf(person.userId);
    const { token, claims } = await startSession(person.userId, 'PERSONAGE');
    const early = Array.from({ length: 60 }, () => infoOf(token));
    await endSession(claims);
    const start = await partitionItems(person.userId);
    const late = await Promise.all([
      ...Array.from({ length: 60 }, () => infoOf(token)),
      ...Array.from({ length: 20 }, () => call('account.updateBaseInfo', { nickname: '晚到者', headPortrait: avatar, sex: '女' }, token)),
    ]);
    for (const answer of late) expect(statusMsg(answer as Answer)).toEqual(EXPIRED);
    // Calls already under way when it ended are either served as that person or refused.
    for (const answer of await Promise.all(early)) {
      if (answer.status === 200) expect(answer.body.data.id).toBe(person.userId);
      else expect(statusMsg(answer)).toEqual(EXPIRED);
    }
    expect(await partitionItems(person.userId)).toEqual(start);
  });
});

describe('public routes and the socket with an ended token', () => {
  it('a public route treats an ended token as no one: no pay-password code is sent to its phone', async () => {
    const [gone, live] = await Promise.all([newPerson(), newPerson()]);
    // The token is verified (and remembered) while live, then its session ends.
    expect((await infoOf(gone.token)).status).toBe(200);
    expect((await call('account.logout', {}, gone.token)).status).toBe(200);
    const answer = await api('POST', '/api/pc/hezuo/user-personage/get-code', { token: gone.token, json: { scene: 'pay-password' } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(401);
    expect((await api('GET', `/api/dev/sms?phone=${gone.phone}`)).status).toBe(404);
    // Malformed input with the ended token: 400, and still no code.
    const bad = await api('POST', '/api/pc/hezuo/user-personage/get-code', { token: gone.token, json: { scene: 'nope' } });
    expect(bad.status).toBe(400);
    expect((await api('GET', `/api/dev/sms?phone=${gone.phone}`)).status).toBe(404);
    // The control: a live token gets its code at its own phone.
    const sent = await api('POST', '/api/pc/hezuo/user-personage/get-code', { token: live.token, json: { scene: 'pay-password' } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect((await api('GET', `/api/dev/sms?phone=${live.phone}`)).status).toBe(200);
  });

  it('a public route still serves an ended token as a visitor (not 401)', async () => {
    const person = await newPerson();
    await call('account.logout', {}, person.token);
    const answer = await call('content.tel', {}, person.token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  });

  const connect = (token: string): Promise<{ id: string; result: APIGatewayProxyResultV2 }> => {
    const id = `probe-${randomUUID()}`;
    const event = { requestContext: { routeKey: '$connect', connectionId: id, eventType: 'CONNECT' }, queryStringParameters: { token, channel: 'radio' } };
    return (realtimeHandler(event as never, lambdaContext('hezuo-realtime')) as Promise<APIGatewayProxyResultV2>).then((result) => ({ id, result }));
  };

  it('the socket connect refuses an ended token (401) and stores no connection; a live one is stored', async () => {
    const person = await newPerson();
    const live = await connect(person.token);
    expect(live.result).toMatchObject({ statusCode: 200 });
    expect(await connectionById(live.id, true)).toMatchObject({ userId: person.userId });
    await deleteConnection(live.id);
    const { token } = await startSession(person.userId, 'PERSONAGE');
    // The first token, verified and remembered above, now names a replaced session.
    const replaced = await connect(person.token);
    expect(replaced.result).toMatchObject({ statusCode: 401 });
    expect(await connectionById(replaced.id, true)).toBeUndefined();
    expect((await call('account.logout', {}, token)).status).toBe(200);
    const loggedOut = await connect(token);
    expect(loggedOut.result).toMatchObject({ statusCode: 401 });
    expect(await connectionById(loggedOut.id, true)).toBeUndefined();
  });
});
