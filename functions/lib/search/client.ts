/**
 * The OpenSearch client of the search module (docs/search.md "The client"): a small client of our own on Node's
 * `fetch`, for the calls the module makes and nothing else, on `SEARCH_ENDPOINT`. On AWS (an `https://` endpoint of
 * Amazon OpenSearch Service) every request is signed with SigV4 (./sign.ts) with the function's role from the default
 * credential chain; on one machine the local cloud's endpoint (infra/local/search) takes the same requests unsigned
 * over plain HTTP. Why not the official `@opensearch-project/opensearch` client: docs/decisions.md "Our own small
 * OpenSearch client" (its ~300 KB in every search bundle). Its published types still type every request body and
 * answer here (type imports only: no byte of it is bundled), so `npm run lint` refuses a request OpenSearch's API
 * does not allow.
 *
 * Methods answer the engine's answer itself (the official client's `.body`); an error status throws
 * `SearchResponseError` (`statusCode`, `body`, `type`), no answer `SearchConnectionError` (./transport.ts).
 */
import { defaultProvider } from '@aws-sdk/credential-provider-node';
import type { API, Types } from '@opensearch-project/opensearch';
import { ENV } from '../../../shared/runtime-config.js';
import { sigV4Signer } from './sign.js';
import { createTransport, type EngineRequest, type Exchange, type Signer } from './transport.js';

export { SearchConnectionError, SearchDeserializationError, SearchResponseError, type Exchange } from './transport.js';

/** Amazon OpenSearch Service endpoints: `search-<name>-<id>.<region>.es.amazonaws.com` (and VPC ones: `vpc-…`). */
const AWS_ENDPOINT = /\.([a-z0-9-]+)\.es\.amazonaws\.com(\.cn)?$/;

/**
 * A call and its one retry take at most 8 s: the API's own timeout is 10 s, and a stuck engine must be answered
 * SEARCH_UNAVAILABLE within it, not time the whole request out.
 */
export const REQUEST_TIMEOUT_MS = 4_000;
export const MAX_RETRIES = 1;

export interface SearchClient {
  indices: {
    exists(params: { index: string }): Promise<boolean>;
    existsAlias(params: { name: string }): Promise<boolean>;
    create(params: { index: string; body: API.Indices_Create_RequestBody }): Promise<API.Indices_Create_ResponseBody>;
    get(params: { index: string }): Promise<API.Indices_Get_ResponseBody>;
    getAlias(params: { name: string }): Promise<API.Indices_GetAlias_ResponseBody>;
    updateAliases(params: { body: API.Indices_UpdateAliases_RequestBody }): Promise<API.Indices_UpdateAliases_ResponseBody>;
    refresh(params: { index: string }): Promise<API.Indices_Refresh_ResponseBody>;
    /** `index` may name several, comma-separated. */
    delete(params: { index: string; ignore_unavailable?: boolean }): Promise<API.Indices_Delete_ResponseBody>;
  };
  search<Doc = Record<string, unknown>>(params: { index: string; body: API.Search_RequestBody }): Promise<Types.Core_Search.SearchResult<Doc>>;
  /** `_bulk`: action lines and documents, sent as NDJSON. */
  bulk(params: { body: API.Bulk_RequestBody; refresh?: boolean | 'wait_for' }): Promise<API.Bulk_ResponseBody>;
  /** Calls `observer` with every answer the engine gives this client, until the returned function is called. */
  observe(observer: (exchange: Exchange) => void): () => void;
}

export interface SearchClientOptions {
  endpoint: string;
  /** Signs every request (Amazon OpenSearch Service); none for the local endpoint. */
  signer?: Signer;
  requestTimeout?: number;
  maxRetries?: number;
  /** `fetch` to use (tests); by default the global one. */
  fetch?: typeof fetch;
}

const segment = (name: string): string => `/${encodeURIComponent(name)}`;
const json = (method: EngineRequest['method'], path: string, body: unknown): EngineRequest => ({ method, path, body: JSON.stringify(body), contentType: 'application/json' });

export const createSearchClient = (options: SearchClientOptions): SearchClient => {
  const observers = new Set<(exchange: Exchange) => void>();
  const transport = createTransport(
    {
      endpoint: options.endpoint.replace(/\/$/, ''),
      requestTimeout: options.requestTimeout ?? REQUEST_TIMEOUT_MS,
      maxRetries: options.maxRetries ?? MAX_RETRIES,
      signer: options.signer,
      fetch: options.fetch,
    },
    observers,
  );
  // The engine's answer, typed as the API documents it: the callers check what they rely on (query.ts, write.ts).
  const send = <T>(request: EngineRequest) => transport(request) as Promise<T>;
  return {
    indices: {
      exists: ({ index }) => send({ method: 'HEAD', path: segment(index) }),
      existsAlias: ({ name }) => send({ method: 'HEAD', path: `/_alias${segment(name)}` }),
      create: ({ index, body }) => send(json('PUT', segment(index), body)),
      get: ({ index }) => send({ method: 'GET', path: segment(index) }),
      getAlias: ({ name }) => send({ method: 'GET', path: `/_alias${segment(name)}` }),
      updateAliases: ({ body }) => send(json('POST', '/_aliases', body)),
      refresh: ({ index }) => send({ method: 'POST', path: `${segment(index)}/_refresh` }),
      delete: ({ index, ignore_unavailable }) => send({ method: 'DELETE', path: segment(index), query: { ignore_unavailable } }),
    },
    search: ({ index, body }) => send(json('POST', `${segment(index)}/_search`, body)),
    // NDJSON: one line per action and per document, each ending with a newline (the last one too).
    bulk: ({ body, refresh }) =>
      send({ method: 'POST', path: '/_bulk', query: { refresh }, body: body.map((line) => `${JSON.stringify(line)}\n`).join(''), contentType: 'application/x-ndjson' }),
    observe: (observer) => {
      observers.add(observer);
      return () => observers.delete(observer);
    },
  };
};

export const searchEndpoint = (): string => {
  const endpoint = process.env[ENV.searchEndpoint];
  if (!endpoint) throw new Error(`Missing environment variable ${ENV.searchEndpoint}`);
  return endpoint.replace(/\/$/, '');
};

let cached: { endpoint: string; client: SearchClient } | undefined;

/** The client for the configured endpoint (one per warm function; a changed endpoint gets a new one). */
export const searchClient = (): SearchClient => {
  const endpoint = searchEndpoint();
  if (cached?.endpoint === endpoint) return cached.client;
  const region = AWS_ENDPOINT.exec(new URL(endpoint).hostname)?.[1];
  const client = createSearchClient({ endpoint, ...(region ? { signer: sigV4Signer({ region, credentials: defaultProvider() }) } : {}) });
  cached = { endpoint, client };
  return client;
};
