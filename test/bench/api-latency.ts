/** API latency on the local cloud: the calls a person makes most, p50/p99 over 500 requests each. */
import { randomInt } from 'node:crypto';
import type { CloudInfo } from '../support/cloud-info.js';
import { measure, type Latency } from './stats.js';

export interface RouteFigure extends Latency {
  route: string;
}

const REQUESTS = 500;
const CONCURRENCY = 8;
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
  // One person, registered as a person would be: SMS code from the local outbox, register, login.
  const phone = `139${String(randomInt(0, 1e8)).padStart(8, '0')}`;
  const password = 'bench12345';
  await send('POST', `${BASE}/get-code`, { phone, scene: 'register' });
  const { code } = (await send('GET', `/api/dev/sms?phone=${phone}`)).body.data as { code: string };
  await send('POST', `${BASE}/register`, { phone, code, password, userType: 'PERSONAGE', nickname: '压测', agreement: true });
  const loginBody = { phone, password, userType: 'PERSONAGE' };
  const ok = (call: Promise<{ body: { code: number } }>) => call.then((a) => a.body.code === 200);

  const cases: [string, () => Promise<boolean>][] = [
    ['POST …/user-personage/login (scrypt N=2^15)', () => ok(send('POST', `${BASE}/login`, loginBody))],
  ];
  const figures: RouteFigure[] = [];
  for (const [route, task] of cases) {
    await measure(20, CONCURRENCY, task);
    figures.push({ route, ...(await measure(REQUESTS, CONCURRENCY, task)) });
  }
  // The logins above replaced the session; measure the rest with a fresh one.
  const live = (await send('POST', `${BASE}/login`, loginBody)).body.data as string;
  const rest: [string, () => Promise<boolean>][] = [
    ['GET …/user-personage/info', () => ok(send('GET', `${BASE}/info`, undefined, live))],
    ['POST /api/common/upload/presign', () => ok(send('POST', '/api/common/upload/presign', { kind: 'chat-image', fileName: 'a.png', size: 1024 }, live))],
    ['(gateway) 400 validation answer', async () => (await send('POST', '/api/common/upload/presign', {}, live)).status === 400],
  ];
  for (const [route, task] of rest) {
    await measure(50, CONCURRENCY, task);
    figures.push({ route, ...(await measure(REQUESTS, CONCURRENCY, task)) });
  }
  return figures;
};
