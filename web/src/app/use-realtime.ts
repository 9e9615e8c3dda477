/**
 * Runs the global socket while this tab has a logged-in session (spec §4 "opens only when logged in"): the
 * realtime code is fetched as its own chunk once the user info is loaded, and stopped when the session gate
 * goes (logout, a session ended here or in another tab, a 401) or the token changes.
 */
import { useEffect } from 'react';
import { mutate } from 'swr';
import { getUserInfo, userInfoKey } from '../features/account/public.js';
import type { SessionHooks } from '../realtime/handlers.js';
import { siteConfig } from '../lib/site-config.js';

/** The account feature's hooks into the realtime layer (which imports no feature). */
export const realtimeSession: SessionHooks = {
  refreshPrivileges: () => {
    const key = userInfoKey();
    if (key) void mutate(key);
  },
  probeSession: () => getUserInfo(),
};

/** `userId`: the person of the loaded user info, undefined until it is loaded. */
export const useRealtime = (token: string | undefined, userId: string | undefined): void => {
  useEffect(() => {
    const wsUrl = siteConfig()?.wsUrl;
    if (!token || !userId || !wsUrl) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    import('../realtime/start-realtime.js').then(
      ({ startRealtime }) => {
        if (!cancelled) stop = startRealtime({ wsUrl, session: realtimeSession, userId });
      },
      (error: unknown) => console.error('[radio] could not load the realtime code', error),
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [token, userId]);
};
