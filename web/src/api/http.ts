/**
 * The one HTTP helper (spec §7, §8; docs/conventions.md "Envelope and status codes"): aws-amplify's REST category
 * underneath, the bearer token and language on every call, the envelope unwrapped from success and error
 * answers alike, and the error rules of spec §8 applied before the caller sees the typed HttpError.
 */
import type { post } from 'aws-amplify/api';
import { isSuccessCode, type Envelope } from '../../../shared/envelope.js';
import { CORE_ERRORS as ERRORS } from '../../../shared/errors/core.js';
import { t } from '../lib/i18n.js';
import { activeLanguage } from '../lib/language.js';
import { getToken } from '../lib/token.js';
import { API_NAME, restClient, toApiPath, type RestClient } from './api-config.js';
import { reactToFailure } from './error-rules.js';
import { HttpError, NO_ANSWER_CODE } from './http-error.js';

type Rest = RestClient;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A JSON value or a FormData, as aws-amplify's REST category accepts. */
export type RequestBody = NonNullable<NonNullable<Parameters<typeof post>[0]['options']>['body']>;

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** Query parameters; null and undefined ones are left out. */
  query?: Readonly<Record<string, QueryValue>>;
  /** No toast or modal for this call's failure (spec §8; chat screens ignore non-200 codes). */
  silent?: boolean;
  signal?: AbortSignal;
  /** Overrides the default REQUEST_TIMEOUT_MS. */
  timeoutMs?: number;
  /**
   * Envelope codes the caller shows in its own way (a 400's issues under the form's fields, the captcha row of
   * CAPTCHA_REQUIRED): no toast or modal for these. A 401 still ends the session.
   */
  handledCodes?: readonly number[];
}

const requestHeaders = (): Record<string, string> => {
  const token = getToken();
  return { ...(token ? { Authorization: `Bearer ${token}` } : {}), language: activeLanguage() };
};

const queryParams = (query: RequestOptions['query']): Record<string, string> | undefined => {
  if (!query) return undefined;
  const entries = Object.entries(query).filter(([, value]) => value !== null && value !== undefined);
  return Object.fromEntries(entries.map(([name, value]) => [name, String(value)]));
};

const parseEnvelope = (text: string | undefined): Envelope | undefined => {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number') {
      return value as Envelope;
    }
  } catch {
    // Not JSON: a gateway's or proxy's page, classified by its status below.
  }
  return undefined;
};

/** Spec §8's default texts for answers that carry no envelope of ours. */
const statusMessage = (status: number): string => {
  if (status === 401) return ERRORS.UNAUTHORIZED.msg;
  if (status === 403) return ERRORS.FORBIDDEN.msg;
  if (status === 404) return ERRORS.NOT_FOUND.msg;
  return t('http.statusError', { code: status });
};

const fromEnvelope = (envelope: Envelope, status: number): HttpError =>
  new HttpError({
    kind: 'business',
    code: envelope.code,
    msg: typeof envelope.msg === 'string' && envelope.msg !== '' ? envelope.msg : statusMessage(envelope.code),
    data: envelope.data,
    status,
  });

const noAnswer = (kind: 'network' | 'timeout' | 'canceled', msg: string): HttpError =>
  new HttpError({ kind, code: NO_ANSWER_CODE, msg, status: 0 });

/** Whatever aws-amplify or fetch threw, as an HttpError. */
const toHttpError = (thrown: unknown, { ApiError, isCancelError }: Pick<Rest, 'ApiError' | 'isCancelError'>): HttpError => {
  if (thrown instanceof HttpError) return thrown;
  if (isCancelError(thrown)) return noAnswer('canceled', t('http.canceled'));
  if (thrown instanceof Error && thrown.name === 'TimeoutError') return noAnswer('timeout', t('http.timeout'));
  if (thrown instanceof ApiError && thrown.response) {
    const { statusCode, body } = thrown.response;
    const envelope = parseEnvelope(body);
    if (envelope) return fromEnvelope(envelope, statusCode);
    if (statusCode === 504) return new HttpError({ kind: 'timeout', code: statusCode, msg: t('http.timeout'), status: statusCode });
    return new HttpError({ kind: 'http', code: statusCode, msg: statusMessage(statusCode), status: statusCode });
  }
  // aws-amplify reports a failed fetch as a NetworkError; anything else thrown before an answer is alike to us.
  return noAnswer('network', t('http.offline'));
};

const send = async <T>(rest: Rest, method: HttpMethod, path: string, body: RequestBody | undefined, options: RequestOptions): Promise<T> => {
  const operations = { GET: rest.get, POST: rest.post, PUT: rest.put, DELETE: rest.del } as const;
  const operation = operations[method]({
    apiName: API_NAME,
    path: toApiPath(path),
    options: {
      headers: requestHeaders(),
      ...(options.query ? { queryParams: queryParams(options.query) } : {}),
      ...(body === undefined ? {} : { body }),
      ...(options.timeoutMs ? { timeout: options.timeoutMs } : {}),
    },
  });
  const { signal } = options;
  const cancel = () => operation.cancel();
  if (signal?.aborted) cancel();
  else signal?.addEventListener('abort', cancel, { once: true });
  try {
    const response = await operation.response;
    const envelope = parseEnvelope(await response.body.text());
    if (!envelope) {
      throw new HttpError({ kind: 'http', code: response.statusCode, msg: t('http.badResponse'), status: response.statusCode });
    }
    if (!isSuccessCode(envelope.code)) throw fromEnvelope(envelope, response.statusCode);
    return envelope.data as T;
  } finally {
    signal?.removeEventListener('abort', cancel);
  }
};

/** Sends one call; resolves the envelope's `data`, or rejects with an HttpError after spec §8's reaction. */
export const request = async <T>(
  method: HttpMethod,
  path: string,
  body?: RequestBody,
  options: RequestOptions = {},
): Promise<T> => {
  let loaded: Rest | undefined;
  try {
    loaded = await restClient();
    return await send<T>(loaded, method, path, body, options);
  } catch (thrown) {
    // A chunk that failed to load is a network failure like any other.
    const error = loaded ? toHttpError(thrown, loaded) : noAnswer('network', t('http.offline'));
    const handled = error.kind === 'business' && (options.handledCodes?.includes(error.code) ?? false);
    reactToFailure(error, (options.silent ?? false) || handled);
    throw error;
  }
};

/** Paths are the route table's, with the `/api` prefix (a route's `.path`); a call of one route goes through `callRoute`. */
export const http = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: RequestBody, options?: RequestOptions) => request<T>('POST', path, body, options),
  put: <T>(path: string, body?: RequestBody, options?: RequestOptions) => request<T>('PUT', path, body, options),
  del: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
};
