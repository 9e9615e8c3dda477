/**
 * The avatar menu of the header (spec §2.3): 纠纷处理 for desk staff (with how many disputes wait), the organisation's management pages for a team session (成员管理) or a
 * company's administrator (单位管理, 单位钱包, 设置授权人), switch to the other account types the person can use (or 创建团队), then 退出登录. Switching is a logout followed by the login page of that type.
 */
import { Avatar, makeStyles } from '@fluentui/react-components';
import type { AccountType } from '../../../../../shared/domains.js';
import type { UserInfo } from '../../../../../shared/schemas/account.js';
import { DeferredMenu, type MenuEntry } from '../../../components/deferred-menu.js';
import { useHeaderNavStyles } from '../../../components/header-nav-styles.js';
import { t, type MessageKey } from '../../../lib/i18n.js';
import { paths } from '../../../config/paths.js';
import { accountSwitches } from '../account-view.js';
import { useDeskDisputeCount } from '../../project-center/public.js';

const SWITCH_LABELS: Readonly<Record<AccountType, MessageKey>> = {
  COMPANY: 'header.switchCompany',
  TEAM: 'header.switchTeam',
  PERSONAGE: 'header.switchPersonal',
};

const useStyles = makeStyles({
  chevron: { width: '10px', height: '10px', fill: 'none', stroke: 'currentColor', strokeWidth: '1.6', opacity: 0.8 },
});

export interface AccountMenuProps {
  info: UserInfo;
  onSwitch: (to: AccountType) => void;
  onCreateTeam: () => void;
  onLogout: () => void;
  /** Opens a page of the site (the organisation's management). */
  onOpen: (path: string) => void;
}

/**
 * The management pages of the organisation the session acts for, if any: a team's members; a company
 * administrator's staff, the company's wallet and its 授权人 (who runs the wallet with the administrator).
 */
const managementOf = (info: UserInfo): { path: string; label: MessageKey }[] => {
  if (info.userType === 'TEAM') return [{ path: paths.teamStaff, label: 'userCenter.teamManage' }];
  if (info.userType !== 'COMPANY' || !info.isAdmin) return [];
  return [
    { path: paths.comStaff, label: 'userCenter.unitManage' },
    { path: paths.comWallet, label: 'userCenter.comWallet' },
    { path: paths.setCertigier, label: 'userCenter.setCertigier' },
  ];
};

/** The menu's entries, in order; exported for the header's tests. `deskCount`: the disputes waiting for desk staff. */
export const accountMenuEntries = ({ info, onSwitch, onCreateTeam, onLogout, onOpen }: AccountMenuProps, deskCount = 0): MenuEntry[] => [
  // Desk staff's 纠纷处理 (docs/cooperation.md "Disputes"), with how many wait.
  ...(info.serviceStaff
    ? [{ key: paths.deskDisputes, label: deskCount > 0 ? `${t('header.disputeDesk')}（${deskCount}）` : t('header.disputeDesk'), onSelect: () => onOpen(paths.deskDisputes) }]
    : []),
  ...managementOf(info).map((page): MenuEntry => ({ key: page.path, label: t(page.label), onSelect: () => onOpen(page.path) })),
  ...accountSwitches(info).map((entry): MenuEntry =>
    entry.kind === 'create-team'
      ? { key: 'create-team', label: t('header.createTeam'), onSelect: onCreateTeam }
      : { key: `switch-${entry.to}`, label: t(SWITCH_LABELS[entry.to]), onSelect: () => onSwitch(entry.to) },
  ),
  { key: 'logout', label: t('header.logout'), onSelect: onLogout },
];

export const AccountMenu = (props: AccountMenuProps) => {
  const styles = useStyles();
  const nav = useHeaderNavStyles();
  const { info } = props;
  const deskCount = useDeskDisputeCount(info.serviceStaff);
  return (
    <DeferredMenu label={t('header.accountMenu')} triggerClassName={nav.iconButton} items={accountMenuEntries(props, deskCount)}>
      <Avatar size={32} name={info.nickname} color="colorful" {...(info.headPortrait ? { image: { src: info.headPortrait } } : {})} />
      <svg className={styles.chevron} viewBox="0 0 10 10" aria-hidden="true" focusable="false">
        <path d="M2 3.5 5 6.5 8 3.5" />
      </svg>
    </DeferredMenu>
  );
};
