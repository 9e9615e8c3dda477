/**
 * Points aws-amplify's REST category at the site's API from `/config.json`'s `apiBase`. The category (and Amplify's
 * configuration code) is loaded with the first call rather than with the page: together they are the largest part
 * of the first load that the first paint does not need.
 */
import { TIMING } from '../../../shared/timing.js';
import type { SiteConfig } from '../../../shared/runtime-config.js';
import type * as AmplifyApi from 'aws-amplify/api';

/** The name of the one REST API in the Amplify configuration. */
export const API_NAME = 'hezuo';

/** docs/conventions.md: every HTTP call is under `/api`, and the route table spells paths with that prefix. */
export const API_PREFIX = '/api';

/** How long a call may take before the helper gives up with 系统接口请求超时. */
export const REQUEST_TIMEOUT_MS = TIMING.requestTimeoutMs;

/** The absolute REST endpoint: `apiBase` may be a path on this origin (`/api`) or a full URL. */
export const apiEndpoint = (apiBase: string, origin: string = window.location.origin): string =>
  new URL(apiBase, origin).href.replace(/\/+$/, '');

/** Route-table paths (`/api/common/upload/presign`) relative to the endpoint, which already stands for `/api`. */
export const toApiPath = (path: string): string =>
  path === API_PREFIX || path.startsWith(`${API_PREFIX}/`) ? path.slice(API_PREFIX.length) : path;

/** aws-amplify's REST category, configured. */
export type RestClient = typeof AmplifyApi;

let endpoint: string | undefined;
let client: Promise<RestClient> | undefined;

/** Records the API's address at start-up; the REST category is configured with it on the first call. */
export const configureApi = (config: Pick<SiteConfig, 'apiBase'>): void => {
  endpoint = apiEndpoint(config.apiBase);
  client = undefined;
};

const loadClient = async (): Promise<RestClient> => {
  if (!endpoint) throw new Error('configureApi() must run before the first call');
  const [{ Amplify }, rest] = await Promise.all([import('aws-amplify'), import('aws-amplify/api')]);
  Amplify.configure(
    { API: { REST: { [API_NAME]: { endpoint } } } },
    {
      API: {
        REST: {
          // Amplify would otherwise retry 5xx answers and network failures with backoff: a POST that moves
          // money must not be sent twice behind the user's back, and spec §8's messages must not wait.
          retryStrategy: { strategy: 'no-retry' },
          // Calls carry our own bearer token; without this Amplify first asks Cognito for credentials.
          defaultAuthMode: 'none',
          timeout: () => REQUEST_TIMEOUT_MS,
        },
      },
    },
  );
  return rest;
};

/** The configured REST category: loaded once; a load that failed (offline) is tried again by the next call. */
export const restClient = (): Promise<RestClient> => {
  client ??= loadClient().catch((error: unknown) => {
    client = undefined;
    throw error;
  });
  return client;
};
