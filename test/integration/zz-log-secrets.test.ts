/**
 * No secret in any log line (docs/SECURITY.md "Secrets and logs"). The run's cloud logs at INFO with every Lambda
 * event logged whole, into a file (test/support/global-setup.ts); the global teardown searches the complete file
 * after the cloud stops and fails the run on a finding. This file checks that the search can find what it looks
 * for (planted secrets), that the capture really holds request events, and searches the log written so far.
 */
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { REDACTED, redact } from '../../functions/lib/logger.js';
import { api } from '../support/api.js';
import { cloudSecretValues, describeFindings, findFaults, findSecrets, testPasswordLiterals } from '../support/log-secrets.js';
import { register, smsCodeFor } from '../support/people.js';

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

describe('secrets never reach the logs', () => {
  const literals = () => [...testPasswordLiterals(), ...cloudSecretValues(inject('cloud').env)];

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

  it('captures the request events of this run, redacted, and the log so far holds no secret', async () => {
    // Prepare: a registration, login, SMS codes and a pay password, as a person makes them.
    const file = inject('cloudLog');
    expect(file).not.toBe('');
    const person = await register();
    const code = await smsCodeFor(person.phone, 'pay-password', person.token);
    const paid = await api('POST', '/api/pc/hezuo/user-personage/update-pay-password', { token: person.token, json: { payPassword: '246810', code } });
    expect(paid.body.code).toBe(200);

    // Act: the log line of that login, once written.
    const loginLine = async () =>
      readFileSync(file, 'utf8')
        .split('\n')
        .find((l) => l.includes('Lambda invocation event') && l.includes('/user-personage/login') && l.includes(person.phone));
    await expect.poll(loginLine).toBeDefined();
    const text = readFileSync(file, 'utf8');

    // Assess: the event is there, its secrets are not; nor any other secret of the run so far.
    expect(await loginLine()).toContain(`\\"password\\":\\"${REDACTED}\\"`);
    for (const secret of [person.password, person.token]) expect(text.includes(secret), 'a secret of this test').toBe(false);
    const findings = findSecrets(text, [...literals(), person.password, person.token, '246810']);
    expect(findings, describeFindings(file, findings)).toEqual([]);
  });

  it('holds no fault: no function logged an ERROR so far (a frame that fails is answered with silence)', () => {
    // The search itself finds a fault as the logger writes one.
    const planted = JSON.stringify({ level: 'ERROR', message: 'chat frame failed', error: { name: 'ValidationException', location: 'x', message: 'unused value' } });
    expect(findFaults(planted)).toEqual(['chat frame failed: ValidationException: unused value']);
    expect(findFaults(readFileSync(inject('cloudLog'), 'utf8'))).toEqual([]);
  });
});
