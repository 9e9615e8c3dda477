/** SWR's defaults for the whole SPA: every key is fetched through the one HTTP helper. */
import type { SWRConfiguration } from 'swr';
import { http, type QueryValue } from './http.js';

/** A key is a route-table path, or a path with its query: `['/api/pc/hezuo/consult/list', { current: 1 }]`. */
export type ApiKey = string | readonly [path: string, query: Readonly<Record<string, QueryValue>>];

export const apiFetcher = <T>(key: ApiKey): Promise<T> =>
  typeof key === 'string' ? http.get<T>(key) : http.get<T>(key[0], { query: key[1] });

export const swrConfig: SWRConfiguration = {
  fetcher: apiFetcher,
  // Spec §8 shows a modal for most failures: SWR's own retries and focus revalidation would repeat it.
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: true,
  dedupingInterval: 5_000,
};
