/**
 * Spec §5: while the basic information is incomplete, the workbench, rule center, notices, chat and feedback
 * are refused with one dialog whose confirmation leads to the resume page. Pages are refused by the guard;
 * panels (chat, feedback) ask `useBaseInfoGate()` before they open.
 */
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths.js';
import { t } from '../../../lib/i18n.js';
import { modal } from '../../../lib/notify.js';
import { useUserInfo } from '../api/get-user-info.js';
import { ta } from '../form-texts.js';

export const askForBaseInfo = (goToResume: () => void): void =>
  modal({
    title: t('notice.title'),
    text: ta('account.baseInfoRequired'),
    actions: [{ label: t('notice.confirm'), primary: true, run: goToResume }],
  });

/** A check for panels: true when they may open, else false after asking for the basic information. */
export const useBaseInfoGate = () => {
  const { data: info } = useUserInfo();
  const navigate = useNavigate();
  return (): boolean => {
    if (!info || info.completeBaseInfoEdit) return true;
    askForBaseInfo(() => void navigate(paths.resume));
    return false;
  };
};
