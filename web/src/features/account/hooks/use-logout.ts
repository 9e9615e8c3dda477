/**
 * Logging out from the interface (spec §2.3, §4): the server's session ends, the token goes, the other tabs
 * follow, every cached answer is dropped, and the page goes to a login page (the one of the type switched to).
 */
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { paths } from '../../../config/paths.js';
import type { AccountType } from '../../../../../shared/domains.js';
import { endSessionHere, logout } from '../api/logout.js';

/** What a login page is told when the person came by switching account type (spec §2.3: a switch is a logout). */
export interface AccountSwitch {
  /** The person's phone, when this tab knows it (it logged in here). */
  phone?: string;
  from: AccountType;
}

/** What a login page is told when the person left a team: that login ended with it (user-team/leave). */
export interface LeftTeam {
  leftTeam: string;
}

export const useLogout = () => {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  /**
   * `server: false` when the server already ended the session (asking it again would only meet a 401); `switched`
   * when the person switches account type: the login page fills in their phone and says why they are there;
   * `leftTeam` (the team's name) when they left the team they were logged in as: the login page says so.
   */
  return async (
    to: string = paths.login,
    { server = true, switched, leftTeam }: { server?: boolean; switched?: AccountSwitch; leftTeam?: string } = {},
  ): Promise<void> => {
    if (server) await logout();
    else endSessionHere();
    // History state, never the URL: the phone stays out of addresses, logs and referrers.
    const state: AccountSwitch | LeftTeam | undefined = switched ?? (leftTeam === undefined ? undefined : { leftTeam });
    await navigate(to, { replace: true, state });
    // After leaving the page: what the previous person saw must not show to the next one.
    void mutate(() => true, undefined, { revalidate: false });
  };
};
