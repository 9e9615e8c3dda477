/**
 * What a logged-out click on something that needs a login does (spec §6: the chat button; the feedback helper
 * does the same). When the server ended this browser's last session (expired, logged in elsewhere), 温馨提示 says
 * the login has expired and offers 重新登录 (back to this page after) or 取消, as spec §6 has it. A visitor who never
 * logged in (or logged out) is invited instead: 请先登录, with 登录, 注册 and 取消.
 */
import { useLocation, useNavigate } from 'react-router-dom';
import { loginPath, paths } from '../../../config/paths.js';
import { t } from '../../../lib/i18n.js';
import { modal } from '../../../lib/notify.js';
import { sessionEndedByServer } from '../../../lib/token.js';
import { ta } from '../form-texts.js';

export const useLoginPrompt = () => {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const login = () => void navigate(loginPath(`${pathname}${search}`));
  return (): void =>
    sessionEndedByServer()
      ? modal({
          title: t('notice.title'),
          text: t('chat.loginExpired'),
          actions: [{ label: t('chat.relogin'), primary: true, run: login }, { label: t('notice.cancel') }],
        })
      : modal({
          title: ta('account.loginFirst'),
          text: ta('account.loginFirstText'),
          actions: [
            { label: t('header.login'), primary: true, run: login },
            { label: t('header.register'), run: () => void navigate(paths.register) },
            { label: t('notice.cancel') },
          ],
        });
};
