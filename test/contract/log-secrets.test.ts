/**
 * No secret in any log line (docs/SECURITY.md "Secrets and logs"). This suite's handlers log at INFO with every
 * Lambda event logged whole (Powertools' POWERTOOLS_LOGGER_LOG_EVENT, set below before anything is imported): each
 * request's Authorization header, query and body reach the logger. It sends every route of the table, as a
 * logged-in caller, with an input its schema takes and secrets in every secret field; a registration, a login, SMS
 * codes, a pay password and a bank card as people make them; and socket connects with their `?token=`. Then it
 * searches what the handlers wrote (test/support/in-process-setup.ts keeps it in the run's log folder) for every
 * shape of secret and every secret the run knows. It also checks that the search finds what it looks for (planted
 * secrets). The run's other logs (the cloud's at WARN, the other workers') are searched by the global teardown.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { inject } from 'vitest';
import { REDACTED, redact } from '../../functions/lib/logger.js';
import { newId } from '../../functions/lib/ids.js';
import { bodyTypesOf } from '../../shared/routes/types.js';
import { api } from '../support/api.js';
import { contractRoutes } from '../support/contract/routes.js';
import { arbitraryOf, asText } from '../support/fuzz/zod-arbitrary.js';
import { cloudSecretValues, describeFindings, findFaults, findSecrets, testPasswordLiterals, workerLogFile } from '../support/log-secrets.js';
import { addBankCard, setPayPassword } from '../support/money.js';
import { newPerson, register, smsCodeFor, type TestPerson } from '../support/people.js';
import { send } from '../support/transport.js';

// Before any module of the functions is loaded: their logger reads its level and event logging when it is made
// (Powertools' POWERTOOLS_LOG_LEVEL and POWERTOOLS_LOGGER_LOG_EVENT; the run's cloud logs at WARN, without events).
vi.hoisted(() => {
  process.env.POWERTOOLS_LOG_LEVEL = 'INFO';
  process.env.POWERTOOLS_LOGGER_LOG_EVENT = 'true';
});

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIwMUpBQkMiLCJzaWQiOiJ4In0.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg';
const SIGNED_URL = 'http://127.0.0.1:9000/b/chat-image/u/1.png?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Signature=0a1b2c3d4e5f60718293a4b5c6d7e8f9';

/** A Lambda event carrying every kind of secret, as the gateway hands one to a function. */
const plantedEvent = {
  rawPath: '/api/pc/hezuo/user-personage/update-pay-password',
  rawQueryString: `token=${JWT}&channel=radio&code=482913`,
  headers: { authorization: `Bearer ${JWT}`, 'user-agent': 'node' },
  queryStringParameters: { token: JWT, channel: 'radio' },
  body: JSON.stringify({ phone: '13800000000', password: 'pass4821word', payPassword: '735190', code: '482913', fileUrl: SIGNED_URL, account: '6222020200112233445' }),
};
/** A secret in free text: no logger can know it is one, so only the search (not the redaction) is held to it. */
const plantedNote = 'the demo password hezuo2026';
const PLANTED_KINDS = ['JWT (session token)', 'bearer token', 'signed URL signature', 'SMS code', 'pay password', 'password field', 'token in a query', 'fixture password', 'known secret value', 'bank card'];

/** Fields whose values are secrets, filled with the kinds of value a client sends in them. */
const SECRET_FIELDS: Record<string, string> = { password: 'pass5173word', newPassword: 'pass6284word', oldPassword: 'pass7395word', payPassword: '802461', code: '570913', smsCode: '570913', account: '6222020200198765432' };

const literals = () => [...testPasswordLiterals(), ...cloudSecretValues(inject('cloud').env), ...Object.values(SECRET_FIELDS)];
const logText = () => {
  try {
    return readFileSync(workerLogFile(inject('cloudLog'), process.pid), 'utf8');
  } catch {
    return '';
  }
};

describe('secrets never reach the logs', () => {
  it('finds every kind of planted secret, in a log line as it would be written without redaction', () => {
    // Act
    const findings = findSecrets(JSON.stringify({ level: 'INFO', message: 'Lambda invocation event', event: plantedEvent, note: plantedNote }), literals());

    // Assess
    expect(new Set(findings.map((f) => f.kind))).toEqual(new Set(PLANTED_KINDS));
    // The report never repeats a secret whole.
    expect(describeFindings('x', findings)).not.toContain(JWT);
  });

  it('finds the cloud’s own signing key and every password literal of the tests', () => {
    // Prepare
    const values = literals();

    // Act + Assess
    expect(values).toEqual(expect.arrayContaining(['hezuo2026', 'fixture2026pass', inject('cloud').env.TOKEN_SECRET]));
    for (const value of values) expect(findSecrets(`{"message":"x","v":"${value}"}`, values), value).not.toEqual([]);
  });

  it('finds nothing once the logger has redacted the same line', () => {
    // Act: the logger's replacer, as Powertools applies it to every key and value of a line.
    const line = JSON.stringify({ level: 'INFO', message: 'Lambda invocation event', event: plantedEvent }, redact);

    // Assess
    expect(findSecrets(line, literals())).toEqual([]);
    expect(line).toContain(REDACTED);
    expect(line).toContain('13800000000');
  });

  it('logs every route’s event whole, with its token, query and body, and no secret of any of them', { timeout: 120_000 }, async () => {
    // Prepare: a caller of each account type; each route's input with secrets in its secret fields.
    const callers = Object.fromEntries(await Promise.all((['PERSONAGE', 'TEAM', 'COMPANY'] as const).map(async (t) => [t, await newPerson(t)] as const))) as Record<string, TestPerson>;
    const sent: string[] = [];

    // Act: every route once, as a caller it allows.
    await Promise.all(
      contractRoutes().map(async (route) => {
        const caller = callers[Array.isArray(route.access) ? route.access[0]! : 'PERSONAGE']!;
        const sample = fc.sample(arbitraryOf(route.input), { numRuns: 1 })[0];
        const input: Record<string, unknown> = { ...(typeof sample === 'object' && sample !== null && !Array.isArray(sample) ? sample : {}) };
        for (const field of Object.keys(input)) if (field in SECRET_FIELDS) input[field] = SECRET_FIELDS[field];
        const path = route.path.replace(/\{(\w+)\}/g, (_all, name: string) => {
          // Not a segment of dots alone: a URL's `.` and `..` (even escaped) are resolved away before sending.
          const text = encodeURIComponent(asText(input[name] ?? newId()));
          const value = /^\.{1,2}$/.test(text) ? newId() : text;
          delete input[name];
          return value;
        });
        const takesBody = bodyTypesOf(route).length > 0;
        const query = takesBody ? '' : new URLSearchParams(Object.entries(input).map(([k, v]) => [k, asText(v)])).toString();
        await send({
          method: route.method,
          path: query ? `${path}?${query}` : path,
          headers: { language: 'zh_CN', authorization: `Bearer ${caller.token}`, ...(takesBody ? { 'content-type': 'application/json' } : {}) },
          body: takesBody ? JSON.stringify(input) : undefined,
        });
        sent.push(path);
      }),
    );

    // Assess: every route's event is in the log, and the log holds no secret.
    const text = logText();
    const events = text.split('\n').filter((l) => l.includes('Lambda invocation event'));
    const logged = new Set(events.map((l) => /"rawPath":"([^"]*)"/.exec(l)?.[1]));
    expect(sent.filter((path) => !logged.has(path))).toEqual([]);
    for (const caller of Object.values(callers)) expect(text.includes(caller.token), 'a session token').toBe(false);
    const findings = findSecrets(text, literals());
    expect(findings, describeFindings('this worker’s log', findings)).toEqual([]);
  });

  it('logs a registration, login, SMS codes, a pay password, a bank card and socket connects without their secrets', { timeout: 60_000 }, async () => {
    // Prepare + Act: as a person makes them.
    const person = await register();
    const code = await smsCodeFor(person.phone, 'pay-password', person.token);
    const paid = await api('POST', '/api/pc/hezuo/user-personage/update-pay-password', { token: person.token, json: { payPassword: '246810', code } });
    expect(paid.body.code).toBe(200);
    const payer = await newPerson();
    await setPayPassword(payer);
    await addBankCard(payer);
    // A socket's $connect as the WebSocket gateway hands it to the realtime function, its token in the query.
    const [{ connectEvent, newConnectionId }, { loadHandler }, { lambdaContext }] = await Promise.all([
      import('../../infra/local/gateway/websocket-api.js'),
      import('../../infra/local/gateway/handlers.js'),
      import('../../infra/local/gateway/lambda-context.js'),
    ]);
    const realtime = await loadHandler('realtime');
    for (const channel of ['radio', 'chat']) {
      const connectionId = newConnectionId();
      const event = connectEvent('local', connectionId, { token: person.token, channel }, { host: 'localhost', 'user-agent': 'node' }, { sourceIp: '127.0.0.1', userAgent: 'node' });
      await realtime(event, lambdaContext('hezuo-realtime'));
      await realtime({ requestContext: { ...event.requestContext, routeKey: '$disconnect', eventType: 'DISCONNECT' }, isBase64Encoded: false }, lambdaContext('hezuo-realtime'));
    }

    // Assess: the login's event is there with its password redacted; no secret of these, nor any other.
    const text = logText();
    const loginLine = text.split('\n').find((l) => l.includes('Lambda invocation event') && l.includes('/user-personage/login') && l.includes(person.phone));
    expect(loginLine).toContain(`\\"password\\":\\"${REDACTED}\\"`);
    expect(text.split('\n').some((l) => l.includes('Lambda invocation event') && l.includes('$connect'))).toBe(true);
    for (const secret of [person.password, person.token, payer.token]) expect(text.includes(secret), 'a secret of this test').toBe(false);
    const findings = findSecrets(text, [...literals(), person.password, person.token, '246810']);
    expect(findings, describeFindings('this worker’s log', findings)).toEqual([]);
  });

  it('finds a fault as the logger writes one (the global teardown fails the run on any in its logs)', () => {
    const planted = JSON.stringify({ level: 'ERROR', message: 'chat frame failed', error: { name: 'ValidationException', location: 'x', message: 'unused value' } });
    expect(findFaults(planted)).toEqual(['chat frame failed: ValidationException: unused value']);
    expect(findFaults(logText())).toEqual([]);
  });
});
