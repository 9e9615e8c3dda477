/** API latency on the local cloud: the calls a person makes most, p50/p99 over API_REQUESTS each. */
import { randomInt } from 'node:crypto';
import type { CloudInfo } from '../support/cloud-info.js';
import { measure, type Latency } from './stats.js';

export interface RouteFigure extends Latency {
  route: string;
}

/**
 * Requests measured per route: the login, bound by its password hash (200, was 500: at about 12 a second the 500 took
 * most of the bench's API stage; p99 of 200 is their third slowest), and the others.
 */
export const API_REQUESTS = { login: 200, fast: 500 };
export const API_CONCURRENCY = 8;
/** People the requests take turns among (see below); presign's limit needs (50 + 500) / 60 = 10 at least. */
export const API_PEOPLE = 16;
const BASE = '/api/pc/hezuo/user-personage';

export const apiLatency = async (cloud: CloudInfo): Promise<RouteFigure[]> => {
  const send = async (method: string, path: string, body?: unknown, token?: string) => {
    const res = await fetch(`${cloud.siteUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { code: number; data: unknown } };
  };
  // API_PEOPLE people, registered as a person would be: SMS code from the local outbox, register, login. Requests take
  // turns among them, so no person has more than a few in flight: a phone's login attempts are counted before they
  // are judged (3 at once would ask for a captcha), and one person may presign RATE_LIMITS.presign.count a minute.
  const password = 'bench12345';
  const people = await Promise.all(
    Array.from({ length: API_PEOPLE }, async () => {
      const phone = `139${String(randomInt(0, 1e8)).padStart(8, '0')}`;
      await send('POST', `${BASE}/get-code`, { phone, scene: 'register' });
      const { code } = (await send('GET', `/api/dev/sms?phone=${phone}`)).body.data as { code: string };
      await send('POST', `${BASE}/register`, { phone, code, password, userType: 'PERSONAGE', nickname: '压测', agreement: true });
      return { phone, password, userType: 'PERSONAGE' };
    }),
  );
  const ok = (call: Promise<{ body: { code: number } }>) => call.then((a) => a.body.code === 200);

  const figures: RouteFigure[] = [];
  const login = (i: number) => ok(send('POST', `${BASE}/login`, people[i % API_PEOPLE]));
  await measure(10, API_CONCURRENCY, login);
  figures.push({ route: 'POST …/user-personage/login (scrypt N=2^15)', ...(await measure(API_REQUESTS.login, API_CONCURRENCY, login)) });
  // The logins above replaced the sessions; measure the rest with fresh ones.
  const live = await Promise.all(people.map(async (body) => (await send('POST', `${BASE}/login`, body)).body.data as string));
  const rest: [string, (i: number) => Promise<boolean>][] = [
    ['GET …/user-personage/info', (i) => ok(send('GET', `${BASE}/info`, undefined, live[i % API_PEOPLE]))],
    ['POST /api/common/upload/presign', (i) => ok(send('POST', '/api/common/upload/presign', { kind: 'chat-image', fileName: 'a.png', size: 1024 }, live[i % API_PEOPLE]))],
    ['(gateway) 400 validation answer', async (i) => (await send('POST', '/api/common/upload/presign', {}, live[i % API_PEOPLE])).status === 400],
  ];
  for (const [route, task] of rest) {
    await measure(50, API_CONCURRENCY, task);
    figures.push({ route, ...(await measure(API_REQUESTS.fast, API_CONCURRENCY, task)) });
  }
  return figures;
};
