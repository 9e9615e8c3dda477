/**
 * How a test's request reaches the API: over HTTP through the local gateway (integration and e2e tests: the wire,
 * the gateway's socket handling and the cloud's event loop are part of what they check), or in this process
 * (the contract suites, `HEZUO_TRANSPORT=in-process`: test/contract), where the same request is handed to the
 * gateway's own dispatcher (infra/local/gateway/http-event.ts) and the domain handler runs in the test worker with
 * exactly the API Gateway v2 event the gateway would build. Either way the handlers talk to the same DynamoDB Local,
 * S3 server, search endpoint and `@connections` endpoint of the run's local cloud.
 */
import { inject } from 'vitest';
import type * as HttpEvent from '../../infra/local/gateway/http-event.js';

export interface SentRequest {
  method: string;
  /** Path and query, as a client puts them in its request line. */
  path: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** A string body gets fetch's `text/plain;charset=UTF-8` unless a content type is given; bytes get none. */
  body?: string | Buffer;
}

export interface Received {
  status: number;
  headers: Record<string, string | string[]>;
  text: string;
}

/**
 * The local cloud's site: the test run's (vitest's `inject`), or, for the bench (test/bench/run.ts), which uses the
 * test clients outside vitest, the one it names in HEZUO_BENCH_SITE.
 */
export const siteUrl = (): string => process.env.HEZUO_BENCH_SITE ?? inject('cloud').siteUrl;

export const inProcess = (): boolean => process.env.HEZUO_TRANSPORT === 'in-process';

/** What fetch (undici) sends besides what the caller sets, so that an in-process event carries the same headers. */
const fetchHeaders = (site: URL, body: SentRequest['body']): Record<string, string> => ({
  host: site.host,
  connection: 'keep-alive',
  accept: '*/*',
  'accept-language': '*',
  'sec-fetch-mode': 'cors',
  'user-agent': 'node',
  'accept-encoding': 'gzip, deflate',
  ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
  ...(typeof body === 'string' ? { 'content-type': 'text/plain;charset=UTF-8' } : {}),
});

let dispatcher: Promise<typeof HttpEvent> | undefined;

/** In this worker, through the gateway's own dispatcher. */
export const sendInProcess = async (request: SentRequest): Promise<Received> => {
  dispatcher ??= import('../../infra/local/gateway/http-event.js');
  const { dispatchHttp, MAX_PAYLOAD } = await dispatcher;
  const site = new URL(siteUrl());
  // The URL as fetch would send it (dot segments resolved, characters escaped), read back by the gateway.
  const url = new URL(request.path, site);
  const body = request.body === undefined ? Buffer.alloc(0) : Buffer.from(request.body);
  const answer = await dispatchHttp({
    method: request.method.toUpperCase(),
    url,
    headers: { ...fetchHeaders(site, request.body), ...request.headers },
    body: body.length > MAX_PAYLOAD ? 'too-large' : body,
    sourceIp: '127.0.0.1',
  });
  return { status: answer.status, headers: answer.headers, text: answer.body?.toString('utf8') ?? '' };
};

/** Over HTTP, through the local gateway's socket. */
export const sendHttp = async (request: SentRequest): Promise<Received> => {
  // Bytes go as a Blob without a type, so that fetch adds no content type of its own.
  const body = typeof request.body === 'string' || request.body === undefined ? request.body : new Blob([new Uint8Array(request.body)]);
  const res = await fetch(`${siteUrl()}${request.path}`, { method: request.method, headers: request.headers, body });
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => (headers[name] = value));
  return { status: res.status, headers, text: await res.text() };
};

/** Sends one request the way this test project reaches the API (see the top of this file). */
export const send = (request: SentRequest): Promise<Received> => (inProcess() ? sendInProcess(request) : sendHttp(request));
