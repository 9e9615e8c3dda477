/**
 * GET .../info: the logged-in person (spec §3 "User info"). One SWR key for the whole app; the token is part of
 * it, so a new login never shows the previous session's person, and nothing is fetched without a token.
 */
import useSWR, { useSWRConfig } from 'swr';
import { accountRoute } from '../../../../../shared/routes/account.js';
import type { UserInfo } from '../../../../../shared/schemas/account.js';
import type { HttpError } from '../../../api/http-error.js';
import { callRoute } from '../../../api/route-call.js';
import { getToken } from '../../../lib/token.js';

const route = accountRoute('account.info');

export type UserInfoKey = readonly [path: string, token: string];

export const userInfoKey = (token: string | undefined = getToken()): UserInfoKey | null => (token ? [route.path, token] : null);

// Silent: the guard shows a failure its own way (spec §8 "Route guard user-info failure").
export const getUserInfo = (): Promise<UserInfo> => callRoute(route, {}, { silent: true });

export const useUserInfo = () =>
  // Loaded once per session; pages that change the person revalidate it with `useReloadUserInfo`.
  useSWR<UserInfo, HttpError, UserInfoKey | null>(userInfoKey(), getUserInfo, { revalidateIfStale: false });

export const useReloadUserInfo = () => {
  const { mutate } = useSWRConfig();
  return () => mutate(userInfoKey());
};
