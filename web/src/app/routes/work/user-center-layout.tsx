/**
 * /work/userCenter, the personal center (spec §2.4): a side menu of its entries and the chosen one beside it.
 * 个人简历 and 账号设置 work now; a company administrator's 单位管理 leads to the staff page.
 */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { NavLink, Outlet } from 'react-router-dom';
import type { UserInfo } from '../../../../../shared/schemas/account.js';
import { useUserInfo } from '../../../features/account/api/get-user-info.js';
import { paths } from '../../../config/paths.js';
import { t, type MessageKey } from '../../../lib/i18n.js';

interface MenuEntry {
  to: string;
  label: MessageKey;
}

const COMMON: readonly MenuEntry[] = [
  { to: paths.resume, label: 'userCenter.resume' },
  { to: paths.adrate, label: 'userCenter.adrate' },
  { to: paths.shopcar, label: 'userCenter.shopcar' },
  { to: paths.shopOrder, label: 'userCenter.shopOrder' },
  { to: paths.saleOrder, label: 'userCenter.saleOrder' },
  { to: paths.performance, label: 'userCenter.performance' },
  { to: paths.wallet, label: 'userCenter.wallet' },
  { to: paths.myCollect, label: 'userCenter.myCollect' },
  { to: paths.myAttention, label: 'userCenter.myAttention' },
  { to: paths.setting, label: 'userCenter.setting' },
];

/** Spec §2.4 "my unit/unit management, my team/team management": by the account and whether it administers. */
const organisationEntry = (info: UserInfo): MenuEntry | undefined => {
  if (info.userType === 'COMPANY') return info.isAdmin ? { to: paths.comStaff, label: 'userCenter.unitManage' } : undefined;
  return undefined;
};

export const userCenterEntries = (info: UserInfo | undefined): MenuEntry[] => {
  const organisation = info ? organisationEntry(info) : undefined;
  return organisation ? [...COMMON, organisation] : [...COMMON];
};

const useStyles = makeStyles({
  layout: { display: 'grid', gridTemplateColumns: '200px minmax(0, 1fr)', gap: tokens.spacingHorizontalXL, alignItems: 'start' },
  menu: {
    display: 'flex',
    flexDirection: 'column',
    padding: `${tokens.spacingVerticalS} 0`,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
    position: 'sticky',
    top: '76px',
  },
  entry: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    textDecoration: 'none',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
    borderLeft: '3px solid transparent',
    ':hover': { color: tokens.colorBrandForeground1, backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  active: {
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
    borderLeftColor: tokens.colorBrandStroke1,
    backgroundColor: tokens.colorBrandBackground2,
  },
});

export const Component = () => {
  const styles = useStyles();
  const { data: info } = useUserInfo();
  return (
    <div className={styles.layout}>
      <nav className={styles.menu} aria-label={t('userCenter.menu')}>
        {userCenterEntries(info).map((entry) => (
          <NavLink key={entry.to} to={entry.to} className={({ isActive }) => mergeClasses(styles.entry, isActive && styles.active)}>
            {t(entry.label)}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
};
