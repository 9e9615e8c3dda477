/**
 * /work/userCenter, the personal center (spec §2.4): a side menu of its entries and the chosen one beside it.
 * 个人简历 and 账号设置 work now; a company administrator's 单位管理 leads to the staff page. The entries are the
 * pages listed in the `userCenter` menu (app/pages.ts), those the person may see.
 */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { NavLink, Outlet } from 'react-router-dom';
import { useUserInfo } from '../../../features/account/api/get-user-info.js';
import { NARROW_MEDIA } from '../../../components/page-styles.js';
import { t } from '../../../lib/i18n.js';
import { useMenu, visibleEntries } from '../../menus.js';

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: '200px minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    [NARROW_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalM },
  },
  menu: {
    display: 'flex',
    flexDirection: 'column',
    padding: `${tokens.spacingVerticalS} 0`,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
    position: 'sticky',
    top: '76px',
    // On a phone the menu is a row above the page that scrolls sideways.
    [NARROW_MEDIA]: { position: 'static', flexDirection: 'row', overflowX: 'auto', padding: 0 },
  },
  entry: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    textDecoration: 'none',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
    borderLeft: '3px solid transparent',
    whiteSpace: 'nowrap',
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
  const entries = visibleEntries(useMenu('userCenter'), info);
  return (
    <div className={styles.layout}>
      <nav className={styles.menu} aria-label={t('userCenter.menu')}>
        {entries.map((entry) => (
          <NavLink key={entry.to} to={entry.to} className={({ isActive }) => mergeClasses(styles.entry, isActive && styles.active)}>
            {t(entry.label)}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
};
