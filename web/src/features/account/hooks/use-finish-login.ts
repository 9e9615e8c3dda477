/**
 * What every way in ends with (login, registration, reactivation): the token is kept, the person's info loaded
 * once into the app-wide SWR key, the other tabs told, and the page goes to `?redirect=` or the workbench (by way of
 * completing the basic information when it is incomplete).
 */
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { isHttpError } from '../../../api/http-error.js';
import type { UserInfo } from '../../../../../shared/schemas/account.js';
import { afterLoginStep } from '../../../config/base-info.js';
import { afterLoginPath } from '../../../config/paths.js';
import { toast } from '../../../lib/notify.js';
import { announceSessionStarted } from '../../../lib/session-channel.js';
import { removeToken, setToken } from '../../../lib/token.js';
import { getUserInfo, userInfoKey } from '../api/get-user-info.js';
import { infoFailureText } from '../info-failure.js';

export const useFinishLogin = () => {
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  return async (token: string): Promise<void> => {
    setToken(token);
    let info: UserInfo;
    try {
      info = await getUserInfo();
      await mutate(userInfoKey(token), info, { revalidate: false });
    } catch (error) {
      // Spec §8: a session whose user info cannot be read is no session.
      removeToken();
      if (!isHttpError(error) || error.code !== 401) toast({ intent: 'error', text: infoFailureText(error) });
      return;
    }
    announceSessionStarted();
    // A person whose basic information is incomplete (a new one, above all) goes to the one step that completes it,
    // which brings them on to where they were going: no modal, no blocked page.
    navigate(afterLoginStep(afterLoginPath(query.get('redirect')), info), { replace: true });
  };
};
