/**
 * What a logged-out click on something that needs a login does (spec §6: the chat button; the feedback helper
 * does the same): 温馨提示 says the login has expired and offers 重新登录 (back to this page after) or 取消.
 */
import { useLocation, useNavigate } from 'react-router-dom';
import { loginPath } from '../../../config/paths.js';
import { t } from '../../../lib/i18n.js';
import { modal } from '../../../lib/notify.js';

export const useLoginPrompt = () => {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (): void =>
    modal({
      title: t('notice.title'),
      text: t('chat.loginExpired'),
      actions: [{ label: t('chat.relogin'), primary: true, run: () => void navigate(loginPath(`${pathname}${search}`)) }, { label: t('notice.cancel') }],
    });
};
