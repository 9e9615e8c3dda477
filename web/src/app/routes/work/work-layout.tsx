/**
 * /work, the workbench (spec §2.4): its top tabs as real links, and the tab's page below them. The tabs are the
 * pages listed in the `workbench` menu (app/pages.ts).
 */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { NavLink, Outlet } from 'react-router-dom';
import { t } from '../../../lib/i18n.js';
import { useMenu } from '../../menus.js';

const useStyles = makeStyles({
  bar: { backgroundColor: tokens.colorNeutralBackground1, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  tabs: {
    display: 'flex',
    gap: tokens.spacingHorizontalXS,
    maxWidth: '1200px',
    marginInline: 'auto',
    paddingInline: tokens.spacingHorizontalXL,
    boxSizing: 'border-box',
    overflowX: 'auto',
  },
  tab: {
    padding: `0 ${tokens.spacingHorizontalL}`,
    lineHeight: '48px',
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase400,
    borderBottom: '3px solid transparent',
    ':hover': { color: tokens.colorBrandForeground1 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  active: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold, borderBottomColor: tokens.colorBrandStroke1 },
  body: {
    width: '100%',
    maxWidth: '1200px',
    marginInline: 'auto',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXL} 56px`,
    boxSizing: 'border-box',
  },
});

export const Component = () => {
  const styles = useStyles();
  const tabs = useMenu('workbench');
  return (
    <>
      <div className={styles.bar}>
        <nav className={styles.tabs} aria-label={t('work.tabs')}>
          {tabs.map((tab) => (
            <NavLink key={tab.to} to={tab.to} className={({ isActive }) => mergeClasses(styles.tab, isActive && styles.active)}>
              {t(tab.label)}
            </NavLink>
          ))}
        </nav>
      </div>
      <div className={styles.body}>
        <Outlet />
      </div>
    </>
  );
};
