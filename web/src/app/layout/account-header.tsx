/**
 * The logged-in header (spec §2.3), loaded only with a token: the bar in the account type's colour, the
 * greeting, 工作台, the sound toggle and the avatar menu (switching account, 创建团队, 退出登录 after a confirmation).
 */
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AccountType } from '../../../../shared/domains.js';
import { headerAccountOf } from '../../features/account/account-view.js';
import { useUserInfo } from '../../features/account/api/get-user-info.js';
import { AccountNav } from '../../features/account/components/account-nav.js';
import { useLogout } from '../../features/account/hooks/use-logout.js';
import { loginPhoneFor } from '../../features/account/login-phone.js';
import { LOGIN_PAGES } from '../../config/paths.js';
import { t } from '../../lib/i18n.js';
import { modal, toast } from '../../lib/notify.js';
import { HeaderFrame } from './header-frame.js';
import { ta } from '../../features/account/form-texts.js';

// A dialog few people open: its code arrives when it is asked for.
const CreateTeamDialog = lazy(() => import('../../features/org/components/create-team-dialog.js').then((m) => ({ default: m.CreateTeamDialog })));

export const AccountHeader = () => {
  const { data: info } = useUserInfo();
  const logout = useLogout();
  const navigate = useNavigate();
  const [creatingTeam, setCreatingTeam] = useState(false);
  if (!info) return <HeaderFrame account="anonymous" loggedIn />;

  const switchTo = (type: AccountType) => void logout(LOGIN_PAGES[type], { switched: { phone: loginPhoneFor(info.phone), from: info.userType } });
  const confirmLogout = () =>
    modal({
      title: t('notice.title'),
      text: t('header.logoutConfirm'),
      actions: [{ label: t('notice.confirm'), primary: true, run: () => void logout() }, { label: t('notice.cancel') }],
    });

  return (
    <HeaderFrame account={headerAccountOf(info.userType)} loggedIn>
      <AccountNav info={info} onSwitch={switchTo} onCreateTeam={() => setCreatingTeam(true)} onLogout={confirmLogout} onOpen={(path) => void navigate(path)} />
      {creatingTeam && (
        <Suspense fallback={null}>
          <CreateTeamDialog
            onClose={() => setCreatingTeam(false)}
            onCreated={(teamName) => {
              setCreatingTeam(false);
              toast({ intent: 'success', text: ta('team.created', { name: teamName }) });
              switchTo('TEAM');
            }}
          />
        </Suspense>
      )}
    </HeaderFrame>
  );
};
