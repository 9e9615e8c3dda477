/**
 * The HTTP exchange under the search module's client (./client.ts): one request to the engine on Node's `fetch`,
 * signed when the endpoint needs it (./sign.ts), with the timeout and retry rules the official
 * `@opensearch-project/opensearch` client applied, and its answers read the way that client read them.
 *
 * - **Timeout**: each attempt has `requestTimeout` for the whole exchange, the answer's body included.
 * - **Retry**: `maxRetries` more attempts, at once, only when there was no answer (the connection failed or was cut,
 *   or the attempt timed out) or the answer was 502, 503 or 504 (the engine, or what is in front of it, cannot serve
 *   now). Nothing else is retried: not 429 (the indexer's stream retries throttled keys itself), not 500 or another
 *   error status (the same request would get the same answer), not an unreadable answer, and not a failure to get
 *   credentials or to sign. A retried write is safe: the module's writes carry external versions.
 * - **Answers**: a JSON answer (`application/json`, `application/vnd.opensearch+json`) is parsed, any other is its
 *   text; a HEAD answers whether the status is below 400, its 404 being `false` and no error. A status of 400 or more
 *   is a `SearchResponseError` carrying the status and the engine's answer (OpenSearch's error shape
 *   `{ error: { type, reason, root_cause }, status }`).
 */

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';

export interface EngineRequest {
  method: Method;
  /** The path, each segment already URI-encoded (`/projects-v2-0/_search`). */
  path: string;
  /** Query parameters; undefined ones are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  /** The body as sent: JSON, or NDJSON for `_bulk`. */
  body?: string;
  contentType?: 'application/json' | 'application/x-ndjson';
}

/** What a signer is given: the request as it will go out (the URL's host is what `fetch` sends as Host). */
export interface OutgoingRequest {
  method: Method;
  /** The URL as sent: its path (encoded) and host are signed. */
  url: URL;
  /** The URL's query parameters, decoded. */
  query: Record<string, string>;
  headers: Record<string, string>;
  body?: string;
}

/** Signs a request: the headers to send, signature included (never Host: `fetch` derives it from the URL). */
export type Signer = (request: OutgoingRequest) => Promise<Record<string, string>>;

/** One answer the engine gave (an observer's view: the contract test records them). */
export interface Exchange {
  method: Method;
  path: string;
  /** The query string as sent, without `?`. */
  query: string;
  /** The body as sent. */
  body?: string;
  statusCode: number;
  /** The answer as the client reads it: parsed JSON, text, or for a HEAD a boolean. */
  answer: unknown;
}

export interface TransportOptions {
  /** The endpoint, without a trailing slash (`https://search-….es.amazonaws.com`, `http://127.0.0.1:9200`). */
  endpoint: string;
  requestTimeout: number;
  maxRetries: number;
  signer?: Signer;
  /** `fetch` to use; by default the global one, looked up at each call. */
  fetch?: typeof fetch;
}

/** The engine answered a status of 400 or more (after the retries, for 502–504). */
export class SearchResponseError extends Error {
  override readonly name = 'SearchResponseError';

  constructor(
    readonly statusCode: number,
    /** The answer: OpenSearch's error shape when the engine gave it, else its text. */
    readonly body: unknown,
    request: Pick<EngineRequest, 'method' | 'path'>,
  ) {
    super(`${request.method} ${request.path} answered ${statusCode}${describeError(body)}`);
  }

  /** OpenSearch's error type (`index_not_found_exception`, `resource_already_exists_exception`, …), if it gave one. */
  get type(): string | undefined {
    const error = (this.body as { error?: unknown } | undefined)?.error;
    return typeof error === 'object' && error !== null && typeof (error as { type?: unknown }).type === 'string' ? (error as { type: string }).type : undefined;
  }
}

/** No answer: the connection failed or was cut, or the attempt timed out (after the retries). */
export class SearchConnectionError extends Error {
  override readonly name = 'SearchConnectionError';

  constructor(
    request: Pick<EngineRequest, 'method' | 'path'>,
    readonly timedOut: boolean,
    cause: unknown,
  ) {
    super(`${request.method} ${request.path}: no answer (${timedOut ? 'timed out' : reasonOf(cause)})`, { cause });
  }
}

/** The engine answered JSON that does not parse. */
export class SearchDeserializationError extends Error {
  override readonly name = 'SearchDeserializationError';

  constructor(
    readonly statusCode: number,
    request: Pick<EngineRequest, 'method' | 'path'>,
    cause: unknown,
  ) {
    super(`${request.method} ${request.path} answered ${statusCode} with JSON that does not parse`, { cause });
  }
}

/** `type: reason` of OpenSearch's error shape (or its text, when `error` is one), for the message. */
const describeError = (body: unknown): string => {
  const error = (body as { error?: unknown } | undefined)?.error;
  if (typeof error === 'string') return `: ${error.slice(0, 300)}`;
  if (typeof error !== 'object' || error === null) return '';
  const { type, reason } = error as { type?: unknown; reason?: unknown };
  return `: ${String(type)}${typeof reason === 'string' ? `: ${reason.slice(0, 300)}` : ''}`;
};

const reasonOf = (cause: unknown): string => {
  const inner = (cause as { cause?: { code?: unknown; message?: unknown } } | undefined)?.cause;
  return String(inner?.code ?? inner?.message ?? (cause as Error | undefined)?.message ?? cause);
};

/** RFC 3986 encoding, as SigV4 canonicalises a query: `encodeURIComponent` leaves `!'()*` as they are. */
const encodeQuery = (text: string): string => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const RETRIED_STATUS = new Set([502, 503, 504]);
const JSON_TYPE = /^application\/(?:vnd\.opensearch\+)?json\b/i;

/** A function sending requests to one endpoint: the parsed answer, or the error above. */
export type Transport = (request: EngineRequest) => Promise<unknown>;

export const createTransport = (options: TransportOptions, observers: ReadonlySet<(exchange: Exchange) => void>): Transport => {
  type Answered = { statusCode: number; contentType: string; text: string };
  const attempt = async (request: EngineRequest, url: URL, query: Record<string, string>): Promise<Answered | SearchConnectionError> => {
    const headers: Record<string, string> = request.contentType ? { 'content-type': request.contentType } : {};
    // Signed at each attempt (a fresh date); a failure to get credentials is thrown as it is, never retried.
    const sent = options.signer ? await options.signer({ method: request.method, url, query, headers, body: request.body }) : headers;
    const signal = AbortSignal.timeout(options.requestTimeout);
    try {
      const response = await (options.fetch ?? fetch)(url, { method: request.method, headers: sent, body: request.body, signal });
      const text = await response.text();
      return { statusCode: response.status, contentType: response.headers.get('content-type') ?? '', text };
    } catch (error) {
      return new SearchConnectionError(request, signal.aborted, error);
    }
  };

  return async (request) => {
    const query = Object.fromEntries(Object.entries(request.query ?? {}).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));
    const search = Object.entries(query).map(([key, value]) => `${encodeQuery(key)}=${encodeQuery(value)}`).join('&');
    const url = new URL(`${options.endpoint}${request.path}${search ? `?${search}` : ''}`);
    const notify = (answered: Pick<Exchange, 'statusCode' | 'answer'>): void => {
      for (const observer of observers) observer({ method: request.method, path: request.path, query: search, body: request.body, ...answered });
    };
    for (let attempts = 1; ; attempts += 1) {
      const result = await attempt(request, url, query);
      const retry = attempts <= options.maxRetries;
      if (result instanceof SearchConnectionError) {
        if (retry) continue;
        throw result;
      }
      const { statusCode, contentType, text } = result;
      if (RETRIED_STATUS.has(statusCode) && retry) {
        notify({ statusCode, answer: text });
        continue;
      }
      let answer: unknown = text;
      if (request.method === 'HEAD') answer = statusCode < 400;
      else if (text !== '' && JSON_TYPE.test(contentType)) {
        try {
          answer = JSON.parse(text) as unknown;
        } catch (error) {
          throw new SearchDeserializationError(statusCode, request, error);
        }
      }
      notify({ statusCode, answer });
      if (statusCode >= 400 && !(request.method === 'HEAD' && statusCode === 404)) throw new SearchResponseError(statusCode, request.method === 'HEAD' ? undefined : answer, request);
      return answer;
    }
  };
};
