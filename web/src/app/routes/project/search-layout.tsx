/**
 * /work/search, 搜索资源 (spec §2.4): its subtabs (项目, 人才, 供应商品, 采购商品, 单位/企业/团队) as real links — the
 * pages listed in the `search` menu (app/pages.ts) — and the chosen one below them.
 */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { NavLink, Outlet } from 'react-router-dom';
import { t } from '../../../lib/i18n.js';
import { useMenu } from '../../menus.js';

const useStyles = makeStyles({
  layout: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  tabs: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    overflowX: 'auto',
    padding: tokens.spacingVerticalXXS,
    margin: `calc(-1 * ${tokens.spacingVerticalXXS})`,
  },
  tab: {
    flexShrink: 0,
    padding: `${tokens.spacingVerticalSNudge} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusCircular,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    ':hover': { color: tokens.colorBrandForeground1, borderTopColor: tokens.colorBrandStroke2, borderRightColor: tokens.colorBrandStroke2, borderBottomColor: tokens.colorBrandStroke2, borderLeftColor: tokens.colorBrandStroke2 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
  active: {
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontWeight: tokens.fontWeightSemibold,
    borderTopColor: tokens.colorBrandBackground,
    borderRightColor: tokens.colorBrandBackground,
    borderBottomColor: tokens.colorBrandBackground,
    borderLeftColor: tokens.colorBrandBackground,
    ':hover': { color: tokens.colorNeutralForegroundOnBrand, backgroundColor: tokens.colorBrandBackgroundHover },
  },
});

export const Component = () => {
  const styles = useStyles();
  const entries = useMenu('search');
  return (
    <div className={styles.layout}>
      <nav className={styles.tabs} aria-label={t('work.tab.search')}>
        {entries.map((entry) => (
          <NavLink key={entry.to} to={entry.to} className={({ isActive }) => mergeClasses(styles.tab, isActive && styles.active)}>
            {t(entry.label)}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
};
