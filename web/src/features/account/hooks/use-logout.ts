/**
 * Logging out from the interface (spec §2.3, §4): the server's session ends, the token goes, the other tabs
 * follow, every cached answer is dropped, and the page goes to a login page (the one of the type switched to).
 */
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { paths } from '../../../config/paths.js';
import { endSessionHere, logout } from '../api/logout.js';

export const useLogout = () => {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  /** `server: false` when the server already ended the session (asking it again would only meet a 401). */
  return async (to: string = paths.login, { server = true }: { server?: boolean } = {}): Promise<void> => {
    if (server) await logout();
    else endSessionHere();
    await navigate(to, { replace: true });
    // After leaving the page: what the previous person saw must not show to the next one.
    void mutate(() => true, undefined, { revalidate: false });
  };
};
