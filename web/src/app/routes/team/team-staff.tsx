/**
 * /team/teamStaff, 成员管理: the members of the team the person is logged in as, with their roles and 已离职. The
 * administrator invites friends (邀请成员) and removes members (移除, asked first); a member may leave (退出团队,
 * asked first), which ends their login as the team: the token goes as on a logout, and the personal login page
 * says why. Anyone not logged in as a team sees the 403 page.
 */
import { Button } from '@fluentui/react-components';
import { lazy, Suspense, useState } from 'react';
import { Navigate } from 'react-router-dom';
import type { UserInfo } from '../../../../../shared/schemas/account.js';
import { useUserInfo } from '../../../features/account/api/get-user-info.js';
import { useLogout } from '../../../features/account/hooks/use-logout.js';
import { leaveTeam } from '../../../features/org/api/leave-team.js';
import { useConfirmRemoval } from '../../../features/org/hooks/use-confirm-removal.js';
import { StaffPanel } from '../../../features/org/components/staff-panel.js';
import { to } from '../../../features/org/texts.js';
import { usePageStyles } from '../../../components/page-styles.js';
import { paths } from '../../../config/paths.js';
import { t } from '../../../lib/i18n.js';
import { modal, toast } from '../../../lib/notify.js';

const InviteMembersDialog = lazy(() => import('../../../features/org/components/invite-members-dialog.js').then((m) => ({ default: m.InviteMembersDialog })));

const TeamStaffPage = ({ info }: { info: UserInfo }) => {
  const page = usePageStyles();
  const logout = useLogout();
  const [inviting, setInviting] = useState(false);

  const confirmRemoval = useConfirmRemoval('team');

  const confirmLeaving = () =>
    modal({
      title: t('notice.title'),
      text: to('team.leaveConfirm', { name: info.teamName }),
      actions: [
        {
          label: to('team.leave'),
          primary: true,
          run: () =>
            void leaveTeam().then(
              // The server ended this login with the membership: it ends here too, without asking the server again.
              () => logout(paths.loginUser, { server: false, leftTeam: info.teamName }),
              () => undefined,
            ),
        },
        { label: t('notice.cancel') },
      ],
    });

  return (
    <div className={page.page}>
      <StaffPanel
        kind="team"
        title={to('team.title')}
        orgName={info.teamName}
        {...(info.isAdmin ? { onRemove: confirmRemoval, leaders: true } : {})}
        actions={
          info.isAdmin ? (
            <Button appearance="primary" onClick={() => setInviting(true)}>
              {to('team.invite')}
            </Button>
          ) : (
            <Button appearance="secondary" onClick={confirmLeaving}>
              {to('team.leave')}
            </Button>
          )
        }
      />
      {inviting && (
        <Suspense fallback={null}>
          <InviteMembersDialog
            teamId={info.teamId}
            onClose={() => setInviting(false)}
            onInvited={() => {
              setInviting(false);
              toast({ intent: 'success', text: to('team.invited') });
            }}
          />
        </Suspense>
      )}
    </div>
  );
};

export const Component = () => {
  const { data: info } = useUserInfo();
  if (!info) return null;
  if (info.userType !== 'TEAM') return <Navigate to={paths.forbidden} replace />;
  return (
    <>
      <title>{`${to('team.title')} - ${t('app.name')}`}</title>
      <TeamStaffPage info={info} />
    </>
  );
};
