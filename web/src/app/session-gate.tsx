/**
 * The logged-in half of the guard (spec §2.2, §5), loaded only with a token: the user info is loaded once; if
 * that fails the token is cleared, the message shown and the person sent to log in again, back to this path;
 * incomplete basic information keeps the gated pages behind the '请填写个人信息中的必填项。' dialog; and the global
 * socket runs while the session lasts.
 */
import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { EmptyState } from '../components/empty-state.js';
import { LinkButton } from '../components/link-button.js';
import { loginPath, paths } from '../config/paths.js';
import { useUserInfo } from '../features/account/api/get-user-info.js';
import { askForBaseInfo } from '../features/account/hooks/use-base-info-gate.js';
import { t } from '../lib/i18n.js';
import { toast } from '../lib/notify.js';
import { getToken, removeToken } from '../lib/token.js';
import { blockedByBaseInfo } from './guard-rule.js';
import { useRealtime } from './use-realtime.js';
import { ta } from '../features/account/form-texts.js';
import { infoFailureText } from '../features/account/info-failure.js';

const useStyles = makeStyles({
  waiting: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalXXXL },
});

export const SessionGate = ({ children }: { children: ReactNode }) => {
  const styles = useStyles();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { data: info, error } = useUserInfo();
  const path = `${pathname}${search}`;
  const blocked = info ? blockedByBaseInfo(path, info) : false;
  useRealtime(getToken(), info?.id);

  useEffect(() => {
    // A 401 already ends the session through the HTTP helper (toast, then the login page after 2 s).
    if (!error || error.code === 401) return;
    removeToken();
    toast({ intent: 'error', text: infoFailureText(error) });
    void navigate(loginPath(path), { replace: true });
    // Only a new failure acts; the path it remembers is the one it failed on.
  }, [error]);

  useEffect(() => {
    if (blocked) askForBaseInfo(() => void navigate(paths.resume));
  }, [blocked, pathname, navigate]);

  if (!info) {
    return error ? null : (
      <div className={styles.waiting}>
        <Spinner size="small" label={t('app.loading')} />
      </div>
    );
  }
  if (blocked) {
    return (
      <EmptyState
        title={ta('account.baseInfoRequired')}
        text={ta('account.baseInfoRequiredText')}
        actions={
          <LinkButton appearance="primary" to={paths.resume}>
            {ta('account.fillBaseInfo')}
          </LinkButton>
        }
      />
    );
  }
  return children;
};
