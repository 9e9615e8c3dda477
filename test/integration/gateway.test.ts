/**
 * The local gateway's own fidelity over HTTP (the contract suites hand their requests to its dispatcher in-process:
 * test/support/transport.ts, test/contract). What only the socket side does: a body over API Gateway's 10 MB is
 * answered with its 413 and the answer reaches the client; a path parameter that does not decode and a path no
 * route has are answered before any function runs. And the two doors answer alike: for one route of each domain
 * and method, the same bad requests sent over HTTP and in-process get the same status, envelope and function
 * headers, so what the contract suites find in-process holds for clients on the wire.
 */
import { inject } from 'vitest';
import { ROUTES } from '../../shared/routes/index.js';
import type { RouteDef } from '../../shared/routes/types.js';
import { arbitraryOf } from '../support/fuzz/zod-arbitrary.js';
import { fixedCasesFor, type FuzzCase } from '../support/fuzz/requests.js';
import { newPerson } from '../support/people.js';
import { rawExchange } from '../support/raw-http.js';
import { sendHttp, sendInProcess, type Received, type SentRequest } from '../support/transport.js';
import fc from 'fast-check';

const site = () => inject('cloud').siteUrl;

/** One route of each domain and method: the doors' likeness does not depend on the route's own rules. */
const SAMPLE = [...new Map(ROUTES.map((r) => [`${r.domain} ${r.method}`, r] as const)).values()];

/** What a function decides of a response: its status, body and own headers (the site adds security headers). */
const decided = (r: Received) => ({
  status: r.status,
  body: r.text,
  headers: Object.fromEntries(Object.entries(r.headers).filter(([name]) => ['content-type', 'cache-control', 'set-cookie'].includes(name.toLowerCase()))),
});

const requestOf = (c: FuzzCase, token: string | undefined): SentRequest => ({
  method: c.method,
  path: `${c.path}${c.query ? `?${c.query}` : ''}`,
  headers: { language: 'zh_CN', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(c.body?.contentType ? { 'content-type': c.body.contentType } : {}) },
  body: c.body ? Buffer.from(c.body.text, 'utf8') : undefined,
});

describe('the local gateway over HTTP', () => {
  it('answers a request line that names no URL with 400 on every server of the cloud, and keeps serving', async () => {
    // `GET //[` once threw out of the site's request handler and ended the whole local cloud (outside probe 26).
    const { siteUrl, wsCallbackUrl, env } = inject('cloud');
    const bad = (target: string, extra = '') => `GET ${target} HTTP/1.1\r\nHost: localhost\r\n${extra}Connection: close\r\n\r\n`;
    const upgrade = 'Upgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n';
    const answers = {
      site: await rawExchange(siteUrl, bad('//[')),
      siteAbsolute: await rawExchange(siteUrl, bad('http://x:-1/')),
      socketUpgrade: await rawExchange(siteUrl, bad('http://[', upgrade).replace('Connection: close', 'Connection: Upgrade')),
      connections: await rawExchange(wsCallbackUrl, bad('//[')),
      connectionsUndecodable: await rawExchange(wsCallbackUrl, bad(`${new URL(wsCallbackUrl).pathname}/@connections/%E0%A4%A`)),
      search: await rawExchange(env.SEARCH_ENDPOINT!, bad('//[')),
    };
    expect(answers).toEqual({
      site: 'HTTP/1.1 400 Bad Request',
      siteAbsolute: 'HTTP/1.1 400 Bad Request',
      socketUpgrade: 'HTTP/1.1 400 Bad Request',
      connections: 'HTTP/1.1 400 Bad Request',
      connectionsUndecodable: 'HTTP/1.1 400 Bad Request',
      search: 'HTTP/1.1 400 Bad Request',
    });
    expect((await fetch(`${siteUrl}/config.json`)).status).toBe(200);
  });

  it('answers a body over API Gateway’s 10 MB with its 413, and the answer reaches the client', async () => {
    const route = ROUTES.find((r) => r.id === 'chat.groupEdit')!;
    const res = await fetch(`${site()}${route.path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(12 * 1024 * 1024) });
    expect([res.status, await res.json()]).toEqual([413, { message: 'Request Entity Too Large' }]);
  });

  it('answers a path parameter that is not valid percent-encoding with a 400 envelope naming it', async () => {
    const route = ROUTES.find((r) => /\{\w+\}/.test(r.path) && r.access === 'public') ?? ROUTES.find((r) => /\{\w+\}/.test(r.path))!;
    const person = await newPerson(Array.isArray(route.access) ? route.access[0] : 'PERSONAGE');
    const res = await fetch(`${site()}${route.path.replace(/\{\w+\}/g, '%ZZ')}`, { method: route.method, headers: { authorization: `Bearer ${person.token}` } });
    const body = (await res.json()) as { code: number; data: { issues: { path: string }[] } };
    expect([res.status, body.code, body.data.issues[0]!.path]).toEqual([400, 400, /\{(\w+)\}/.exec(route.path)![1]]);
  });

  it('answers a path no route has with the 404 envelope', async () => {
    const res = await fetch(`${site()}/api/pc/hezuo/no-such-route`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect([res.status, ((await res.json()) as { code: number }).code]).toEqual([404, 404]);
  });
});

describe('the two doors answer alike', () => {
  it.each(SAMPLE.map((r) => [r.id, r] as const))('%s: the same bad requests over HTTP and in-process', async (_id, route: RouteDef) => {
    const person = route.access === 'public' ? undefined : await newPerson(Array.isArray(route.access) ? route.access[0] : 'PERSONAGE');
    const sample = fc.sample(arbitraryOf(route.input), { numRuns: 1, seed: 26 })[0];
    const cases = fixedCasesFor(route, typeof sample === 'object' && sample !== null && !Array.isArray(sample) ? (sample as Record<string, unknown>) : {});
    for (const c of cases) {
      const request = requestOf(c, person?.token);
      const [wire, inProcess] = await Promise.all([sendHttp(request), sendInProcess(request)]);
      expect(decided(inProcess), `${route.id} ${c.kind}`).toEqual(decided(wire));
    }
  });
});
