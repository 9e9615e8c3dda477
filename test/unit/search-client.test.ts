/**
 * The search module's own OpenSearch client (functions/lib/search/client.ts, transport.ts, sign.ts), without a
 * network: `fetch` is a fake that records what would go out and answers what a test says.
 *
 * - SigV4: at a fixed time with fixed credentials, every request kind the module sends is signed exactly as the
 *   official client's signer (`@opensearch-project/opensearch/aws-v3`, aws4 underneath: what reached Amazon
 *   OpenSearch Service until now) signs the same request, and what `fetch` gets is what was signed;
 * - the retry rules: once after no answer (refused, cut, timed out) or 502/503/504, never after anything else;
 * - the requests' shapes (method, path, query, body, content type) and the errors' information;
 * - what the module makes of the engine's failures: an empty page for a missing index, SEARCH_UNAVAILABLE for an
 *   engine that cannot answer, a missing alias as no index, an index another function created first as done.
 */
import { createHash, createHmac } from 'node:crypto';
import { AwsSigv4Signer } from '@opensearch-project/opensearch/aws-v3';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { AppError } from '../../functions/lib/errors.js';
import { logger } from '../../functions/lib/logger.js';
import {
  createSearchClient,
  ensureIndex,
  forgetEnsuredIndices,
  indicesOf,
  searchClient,
  SearchConnectionError,
  SearchDeserializationError,
  searchDocuments,
  SearchResponseError,
  type AnyKindSpec,
} from '../../functions/lib/search/index.js';
import { sigV4Signer } from '../../functions/lib/search/sign.js';
import { projectSearch } from '../../functions/project/public.js';
import { ERRORS } from '../../shared/errors.js';

interface Sent {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: string | undefined;
}

type Answer = { status: number; body?: unknown; type?: string } | 'refused' | 'hang';

/** A fetch answering `answers` in turn (the last one again when they run out), recording every request. */
const fakeFetch = (...answers: Answer[]) => {
  const sent: Sent[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    sent.push({ method: init?.method ?? 'GET', url: new URL(String(input)), headers: { ...(init?.headers as Record<string, string>) }, body: init?.body as string | undefined });
    const answer = answers[Math.min(sent.length, answers.length) - 1] ?? { status: 200, body: {} };
    if (answer === 'refused') throw new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' }) });
    if (answer === 'hang') {
      return new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    }
    const text = typeof answer.body === 'string' ? answer.body : answer.body === undefined ? '' : JSON.stringify(answer.body);
    return new Response(init?.method === 'HEAD' ? null : text, { status: answer.status, headers: { 'content-type': answer.type ?? 'application/json; charset=UTF-8' } });
  };
  return { fetch: fetch as typeof globalThis.fetch, sent };
};

/** A fetch whose answer's body breaks off while it is read (the connection cut mid-answer), then answers `then`. */
const cutThen = (then: Answer) => {
  const ok = fakeFetch(then);
  let calls = 0;
  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    calls += 1;
    if (calls > 1) return ok.fetch(input, init);
    ok.sent.push({ method: init?.method ?? 'GET', url: new URL(String(input)), headers: {}, body: undefined });
    const body = new ReadableStream({ start: (controller) => controller.error(new TypeError('terminated')) });
    return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { fetch: fetch as typeof globalThis.fetch, sent: ok.sent };
};

const ENDPOINT = 'http://search.test:9200';
const client = (fetch: typeof globalThis.fetch, requestTimeout?: number) => createSearchClient({ endpoint: ENDPOINT, fetch, ...(requestTimeout ? { requestTimeout } : {}) });
const errorOf = async (promise: Promise<unknown>): Promise<unknown> => promise.then(() => undefined, (error: unknown) => error);

const notFound = { status: 404, body: { error: { root_cause: [{ type: 'index_not_found_exception', reason: 'no such index [x]' }], type: 'index_not_found_exception', reason: 'no such index [x]' }, status: 404 } };

describe('SigV4 signing for Amazon OpenSearch Service', () => {
  const HOST = 'search-hezuo-abcdefghijklmnopqrstuvwxyz.ap-east-1.es.amazonaws.com';
  const NOW = new Date('2026-03-01T08:30:00.000Z');
  // AWS's documentation example credentials (not a secret).
  const KEYS = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };
  const SESSION = { ...KEYS, sessionToken: 'IQoJb3JpZ2luX2VjEXAMPLETOKEN' };

  /** What our client sends for `call`, signed at NOW with `credentials`. */
  const ours = async (credentials: typeof KEYS, call: (c: ReturnType<typeof createSearchClient>) => Promise<unknown>): Promise<Sent> => {
    const { fetch, sent } = fakeFetch({ status: 200, body: { acknowledged: true, items: [] } });
    const signed = createSearchClient({ endpoint: `https://${HOST}`, fetch, signer: sigV4Signer({ region: 'ap-east-1', credentials, now: () => NOW }) });
    await call(signed);
    expect(sent).toHaveLength(1);
    return sent[0]!;
  };

  /** The official client's signer on the same request (its aws4 signs the headers it is given). */
  const official = (request: Sent, credentials: typeof KEYS): Record<string, string> => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    try {
      const signer = AwsSigv4Signer({ region: 'ap-east-1', service: 'es', getCredentials: async () => credentials });
      const { authorization: _a, 'x-amz-date': _d, 'x-amz-content-sha256': _h, 'x-amz-security-token': _t, ...given } = request.headers;
      const signed = signer.buildSignedRequestObject({
        method: request.method,
        hostname: HOST,
        path: `${request.url.pathname}${request.url.search}`,
        body: request.body,
        headers: { ...given, host: HOST, 'x-amz-date': '20260301T083000Z', ...(credentials === SESSION ? { 'x-amz-security-token': SESSION.sessionToken } : {}) },
        doNotModifyHeaders: true,
        auth: { credentials, region: 'ap-east-1', service: 'es' },
      } as never) as unknown as { headers: Record<string, string> };
      return Object.fromEntries(Object.entries(signed.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
    } finally {
      vi.useRealTimers();
    }
  };

  const calls: [string, (c: ReturnType<typeof createSearchClient>) => Promise<unknown>][] = [
    ['a search', (c) => c.search({ index: 'projects', body: { query: { match: { name: { query: '小程序开发', operator: 'and' } } }, size: 10 } })],
    ['a bulk write with its refresh parameter', (c) => c.bulk({ body: [{ index: { _index: 'projects-write', _id: '01J', version: 3, version_type: 'external_gte' } }, { name: '企业官网改版（一期）' }], refresh: false })],
    ['an alias look-up (HEAD, no body)', (c) => c.indices.existsAlias({ name: 'projects' })],
    ['a deletion of two indices, ignore_unavailable', (c) => c.indices.delete({ index: 'projects-v2-a,projects-v2-b', ignore_unavailable: true })],
    ['an index creation', (c) => c.indices.create({ index: 'projects-v2-0', body: { settings: { number_of_shards: 1 }, mappings: { dynamic: 'strict', properties: { name: { type: 'text' } } } } })],
  ];

  it.each(calls)('signs %s as the official client’s signer does, and sends what it signed', async (_name, call) => {
    for (const credentials of [KEYS, SESSION]) {
      const request = await ours(credentials, call);
      const expected = official(request, credentials);
      expect(request.headers.authorization).toBe(expected.authorization);
      expect(request.headers['x-amz-date']).toBe('20260301T083000Z');
      // The body's digest, which Amazon OpenSearch Service requires of a signed request with a body.
      expect(request.headers['x-amz-content-sha256']).toBe(createHash('sha256').update(request.body ?? '').digest('hex'));
      expect(request.headers['x-amz-security-token']).toBe(credentials === SESSION ? SESSION.sessionToken : undefined);
      // Host comes from the URL (fetch sets it); it is signed, not passed as a header.
      expect(request.headers.host).toBeUndefined();
      expect(request.url.host).toBe(HOST);
      expect(request.headers.authorization).toMatch(
        new RegExp(`^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20260301/ap-east-1/es/aws4_request, SignedHeaders=${request.body ? 'content-type;' : ''}host;x-amz-content-sha256;x-amz-date${credentials === SESSION ? ';x-amz-security-token' : ''}, Signature=[0-9a-f]{64}$`),
      );
    }
  });

  it('signs a known request as SigV4 spells it out, step by step (canonical request, string to sign, key)', async () => {
    const request = await ours(KEYS, (c) => c.search({ index: 'projects', body: { query: { match_all: {} } } }));
    const body = '{"query":{"match_all":{}}}';
    expect(request.body).toBe(body);
    const hex = (data: string) => createHash('sha256').update(data).digest('hex');
    const canonical = ['POST', '/projects/_search', '', 'content-type:application/json', `host:${HOST}`, `x-amz-content-sha256:${hex(body)}`, 'x-amz-date:20260301T083000Z', '', 'content-type;host;x-amz-content-sha256;x-amz-date', hex(body)].join('\n');
    const toSign = ['AWS4-HMAC-SHA256', '20260301T083000Z', '20260301/ap-east-1/es/aws4_request', hex(canonical)].join('\n');
    const key = ['20260301', 'ap-east-1', 'es', 'aws4_request'].reduce<Buffer | string>((k, part) => createHmac('sha256', k).update(part).digest(), `AWS4${KEYS.secretAccessKey}`);
    const signature = createHmac('sha256', key).update(toSign).digest('hex');
    // The same figure, computed once more outside Node (Python's hmac), so that a change in both is seen too.
    expect(signature).toBe('e43b6a822564a0b2b359fae9e9596cbc16fcc4ebe623f8305118f36ad86244ac');
    expect(request.headers.authorization).toBe(`AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20260301/ap-east-1/es/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=${signature}`);
  });

  describe('searchClient() on the configured endpoint', () => {
    const NAMES = ['SEARCH_ENDPOINT', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN'] as const;
    const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));
    afterEach(() => {
      for (const name of NAMES) {
        if (saved[name] === undefined) delete process.env[name];
        else process.env[name] = saved[name];
      }
      vi.unstubAllGlobals();
    });

    it('signs for an Amazon OpenSearch Service endpoint, with the region of its host and the default credential chain', async () => {
      const { fetch, sent } = fakeFetch({ status: 200, body: true });
      vi.stubGlobal('fetch', fetch);
      Object.assign(process.env, { SEARCH_ENDPOINT: `https://${HOST}/`, AWS_ACCESS_KEY_ID: KEYS.accessKeyId, AWS_SECRET_ACCESS_KEY: KEYS.secretAccessKey });
      delete process.env.AWS_SESSION_TOKEN;
      await searchClient().indices.refresh({ index: 'projects' });
      expect(sent[0]?.url.href).toBe(`https://${HOST}/projects/_refresh`);
      expect(sent[0]?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/ap-east-1\/es\/aws4_request, /);
    });

    it('sends the local endpoint’s requests unsigned', async () => {
      const { fetch, sent } = fakeFetch({ status: 200, body: {} });
      vi.stubGlobal('fetch', fetch);
      process.env.SEARCH_ENDPOINT = 'http://127.0.0.1:9201';
      await searchClient().indices.refresh({ index: 'projects' });
      expect(sent[0]?.url.href).toBe('http://127.0.0.1:9201/projects/_refresh');
      expect(sent[0]?.headers).toEqual({});
    });
  });
});

describe('retries: once after no answer or 502/503/504, never after anything else', () => {
  it.each([502, 503, 504])('asks again after a %i, and answers what the second attempt got', async (status) => {
    const { fetch, sent } = fakeFetch({ status, body: '<html>Bad Gateway</html>', type: 'text/html' }, { status: 200, body: { acknowledged: true } });
    expect(await client(fetch).indices.updateAliases({ body: { actions: [] } })).toEqual({ acknowledged: true });
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
  });

  it('gives up after the one retry with the second answer’s error', async () => {
    const { fetch, sent } = fakeFetch({ status: 503, body: 'busy', type: 'text/plain' }, { status: 504, body: { error: 'gateway', status: 504 } });
    const error = await errorOf(client(fetch).search({ index: 'projects', body: {} }));
    expect(sent).toHaveLength(2);
    expect(error).toBeInstanceOf(SearchResponseError);
    expect(error).toMatchObject({ statusCode: 504, body: { error: 'gateway', status: 504 } });
  });

  it.each([
    [429, 'too_many_requests'],
    [500, 'exception'],
    [400, 'parsing_exception'],
    [404, 'index_not_found_exception'],
    [409, 'version_conflict_engine_exception'],
  ])('does not ask again after a %i', async (status, type) => {
    const { fetch, sent } = fakeFetch({ status, body: { error: { type, reason: 'r', root_cause: [{ type, reason: 'r' }] }, status } });
    const error = await errorOf(client(fetch).search({ index: 'projects', body: {} }));
    expect(sent).toHaveLength(1);
    expect(error).toBeInstanceOf(SearchResponseError);
    expect(error).toMatchObject({ statusCode: status, type });
  });

  it('asks again after a refused connection, and a second refusal is a SearchConnectionError', async () => {
    const once = fakeFetch('refused', { status: 200, body: { items: [], errors: false, took: 1 } });
    expect(await client(once.fetch).bulk({ body: [{ delete: { _index: 'i', _id: '1' } }] })).toMatchObject({ items: [] });
    expect(once.sent).toHaveLength(2);
    const twice = fakeFetch('refused');
    const error = await errorOf(client(twice.fetch).bulk({ body: [{ delete: { _index: 'i', _id: '1' } }] }));
    expect(twice.sent).toHaveLength(2);
    expect(error).toBeInstanceOf(SearchConnectionError);
    expect(error).toMatchObject({ timedOut: false, message: 'POST /_bulk: no answer (ECONNREFUSED)' });
  });

  it('asks again after an answer cut off while it is read', async () => {
    const { fetch, sent } = cutThen({ status: 200, body: { projects: { aliases: {} } } });
    expect(await client(fetch).indices.getAlias({ name: 'projects' })).toEqual({ projects: { aliases: {} } });
    expect(sent).toHaveLength(2);
  });

  it('ends an attempt after the request timeout, and the call after its retry (4 s each by default)', async () => {
    const { fetch, sent } = fakeFetch('hang');
    const started = Date.now();
    const error = await errorOf(client(fetch, 50).search({ index: 'projects', body: {} }));
    expect(sent).toHaveLength(2);
    expect(error).toBeInstanceOf(SearchConnectionError);
    expect(error).toMatchObject({ timedOut: true });
    expect(Date.now() - started).toBeGreaterThanOrEqual(95);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('does not ask again when the answer is unreadable JSON, or when there are no credentials to sign with', async () => {
    const garbled = fakeFetch({ status: 200, body: '{"hits":', type: 'application/json' });
    const error = await errorOf(client(garbled.fetch).search({ index: 'projects', body: {} }));
    expect(garbled.sent).toHaveLength(1);
    expect(error).toBeInstanceOf(SearchDeserializationError);
    expect(error).toMatchObject({ statusCode: 200 });

    const unsigned = fakeFetch({ status: 200, body: {} });
    const signer = vi.fn(async () => {
      throw new Error('Could not load credentials from any providers');
    });
    const failed = await errorOf(createSearchClient({ endpoint: ENDPOINT, fetch: unsigned.fetch, signer }).search({ index: 'projects', body: {} }));
    expect(failed).toHaveProperty('message', 'Could not load credentials from any providers');
    expect(signer).toHaveBeenCalledTimes(1);
    expect(unsigned.sent).toHaveLength(0);
  });
});

describe('requests and answers', () => {
  it('sends each call as OpenSearch’s REST API has it', async () => {
    const { fetch, sent } = fakeFetch({ status: 200, body: {} });
    const c = client(fetch);
    await c.search({ index: 'projects', body: { size: 1 } });
    await c.bulk({ body: [{ index: { _index: 'projects-write', _id: 'a', version: 2, version_type: 'external_gte' } }, { name: '门店预约' }, { delete: { _index: 'projects-write', _id: 'b', version: 3, version_type: 'external' } }], refresh: false });
    await c.indices.create({ index: 'projects-v2-0', body: { aliases: { projects: {} } } });
    await c.indices.getAlias({ name: 'projects' });
    await c.indices.updateAliases({ body: { actions: [{ add: { index: 'projects-v2-0', alias: 'projects' } }] } });
    await c.indices.refresh({ index: 'projects-v2-0' });
    await c.indices.delete({ index: 'a,b', ignore_unavailable: true });
    await c.indices.delete({ index: 'c' });
    await c.indices.get({ index: 'projects-*' });
    expect(sent.map((r) => [r.method, `${r.url.pathname}${r.url.search}`, r.headers['content-type'], r.body])).toEqual([
      ['POST', '/projects/_search', 'application/json', '{"size":1}'],
      [
        'POST',
        '/_bulk?refresh=false',
        'application/x-ndjson',
        '{"index":{"_index":"projects-write","_id":"a","version":2,"version_type":"external_gte"}}\n{"name":"门店预约"}\n{"delete":{"_index":"projects-write","_id":"b","version":3,"version_type":"external"}}\n',
      ],
      ['PUT', '/projects-v2-0', 'application/json', '{"aliases":{"projects":{}}}'],
      ['GET', '/_alias/projects', undefined, undefined],
      ['POST', '/_aliases', 'application/json', '{"actions":[{"add":{"index":"projects-v2-0","alias":"projects"}}]}'],
      ['POST', '/projects-v2-0/_refresh', undefined, undefined],
      ['DELETE', '/a%2Cb?ignore_unavailable=true', undefined, undefined],
      ['DELETE', '/c', undefined, undefined],
      ['GET', '/projects-*', undefined, undefined],
    ]);
  });

  it('answers HEAD with whether it exists: 404 is false, not an error', async () => {
    expect(await client(fakeFetch({ status: 200 }).fetch).indices.existsAlias({ name: 'projects' })).toBe(true);
    const missing = fakeFetch({ status: 404 });
    expect(await client(missing.fetch).indices.exists({ index: 'gone' })).toBe(false);
    expect(missing.sent).toHaveLength(1);
    expect(await errorOf(client(fakeFetch({ status: 403 }).fetch).indices.exists({ index: 'x' }))).toMatchObject({ statusCode: 403 });
  });

  it('carries the engine’s error in the error: status, body, type, and a message naming the request', async () => {
    const error = await errorOf(client(fakeFetch(notFound).fetch).search({ index: 'x', body: {} }));
    expect(error).toBeInstanceOf(SearchResponseError);
    expect(error).toMatchObject({ name: 'SearchResponseError', statusCode: 404, body: notFound.body, type: 'index_not_found_exception' });
    expect((error as Error).message).toBe('POST /x/_search answered 404: index_not_found_exception: no such index [x]');
    // A missing alias is answered with `error` as a string (OpenSearch's own shape for it): no type.
    const alias = await errorOf(client(fakeFetch({ status: 404, body: { error: 'alias [p] missing', status: 404 } }).fetch).indices.getAlias({ name: 'p' }));
    expect(alias).toMatchObject({ statusCode: 404, type: undefined, message: 'GET /_alias/p answered 404: alias [p] missing' });
  });

  it('reads an answer that is not JSON as its text', async () => {
    expect(await client(fakeFetch({ status: 200, body: 'green', type: 'text/plain' }).fetch).indices.get({ index: 'x' })).toBe('green');
  });

  it('tells observers every answer, retried ones included, until they stop', async () => {
    const { fetch } = fakeFetch({ status: 503, body: 'busy', type: 'text/plain' }, { status: 200, body: { acknowledged: true } });
    const c = client(fetch);
    const seen: unknown[] = [];
    const stop = c.observe((x) => seen.push(x));
    await c.indices.delete({ index: 'old', ignore_unavailable: true });
    stop();
    await c.indices.delete({ index: 'other' });
    expect(seen).toEqual([
      { method: 'DELETE', path: '/old', query: 'ignore_unavailable=true', body: undefined, statusCode: 503, answer: 'busy' },
      { method: 'DELETE', path: '/old', query: 'ignore_unavailable=true', body: undefined, statusCode: 200, answer: { acknowledged: true } },
    ]);
  });
});

describe('what the module makes of the engine’s failures', () => {
  const spec = projectSearch as unknown as AnyKindSpec;
  const saved = process.env.SEARCH_ENDPOINT;
  let logged: MockInstance<typeof logger.error>;
  beforeEach(() => {
    process.env.SEARCH_ENDPOINT = 'http://module.search.test:9200';
    forgetEnsuredIndices();
    logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.SEARCH_ENDPOINT;
    else process.env.SEARCH_ENDPOINT = saved;
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  const search = () => searchDocuments(spec, { keywords: '开发', current: 1, size: 10 });

  it('answers an empty page for a kind without an index yet', async () => {
    vi.stubGlobal('fetch', fakeFetch(notFound).fetch);
    expect(await search()).toEqual({ records: [], total: 0, pages: 0, current: 1, size: 10 });
  });

  it.each<[string, Answer[]]>([
    ['an engine that refuses connections', ['refused']],
    ['an engine unavailable twice', [{ status: 503, body: 'busy', type: 'text/plain' }]],
    ['an engine answering 500', [{ status: 500, body: { error: { type: 'exception', reason: 'boom' }, status: 500 } }]],
    ['an engine answering 200 with no search result', [{ status: 200, body: {} }]],
    ['an engine answering 200 with broken JSON', [{ status: 200, body: '{"hits"', type: 'application/json' }]],
  ])('answers SEARCH_UNAVAILABLE for %s', async (_name, answers) => {
    vi.stubGlobal('fetch', fakeFetch(...answers).fetch);
    const error = await errorOf(search());
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: ERRORS.SEARCH_UNAVAILABLE.code, status: 503 });
    // And the cause is in the log, for the operator.
    expect(logged.mock.calls.map(([message]) => message)).toEqual([expect.stringMatching(/^search (failed|answered no hits)$/)]);
  });

  it('reads a missing alias as no index, and another error as the error', async () => {
    vi.stubGlobal('fetch', fakeFetch({ status: 404, body: { error: 'alias [projects] missing', status: 404 } }).fetch);
    expect(await indicesOf('projects')).toEqual([]);
    vi.stubGlobal('fetch', fakeFetch({ status: 403, body: { message: 'denied' } }).fetch);
    expect(await errorOf(indicesOf('projects'))).toMatchObject({ statusCode: 403 });
  });

  it('takes an index another function created first as done, and refuses other failures to create one', async () => {
    const exists = { status: 400, body: { error: { type: 'resource_already_exists_exception', reason: 'index [projects-v2-0] already exists' }, status: 400 } };
    const raced = fakeFetch({ status: 404 }, exists);
    vi.stubGlobal('fetch', raced.fetch);
    await ensureIndex(spec);
    expect(raced.sent.map((r) => `${r.method} ${r.url.pathname}`)).toEqual(['HEAD /_alias/projects', 'PUT /projects-v2-0']);
    forgetEnsuredIndices();
    vi.stubGlobal('fetch', fakeFetch({ status: 404 }, { status: 400, body: { error: { type: 'mapper_parsing_exception', reason: 'bad' }, status: 400 } }).fetch);
    expect(await errorOf(ensureIndex(spec))).toMatchObject({ statusCode: 400, type: 'mapper_parsing_exception' });
  });
});
