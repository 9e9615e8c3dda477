/**
 * /work, the workbench (spec §2.4): its top tabs as real links, and the tab's page below them. The tabs are the
 * pages listed in the `workbench` menu (app/pages.ts). Where they do not fit (a phone) the row scrolls sideways and
 * shows it: a shadow on each side that has more tabs, and the current tab brought into view.
 */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
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
    // The tabs' offsets are measured from the row.
    position: 'relative',
    // Scroll shadows: the covers (`local`) move with the tabs and hide each shadow (`scroll`, fixed to the row's
    // edges) while that edge is reached; where more tabs lie beyond an edge, its shadow shows.
    backgroundColor: tokens.colorNeutralBackground1,
    backgroundImage: [
      `linear-gradient(to right, ${tokens.colorNeutralBackground1} 30%, transparent)`,
      `linear-gradient(to left, ${tokens.colorNeutralBackground1} 30%, transparent)`,
      'radial-gradient(farthest-side at 0 50%, rgba(0, 0, 0, 0.22), transparent)',
      'radial-gradient(farthest-side at 100% 50%, rgba(0, 0, 0, 0.22), transparent)',
    ].join(', '),
    backgroundPosition: 'left center, right center, left center, right center',
    backgroundSize: '40px 100%, 40px 100%, 14px 100%, 14px 100%',
    backgroundRepeat: 'no-repeat',
    backgroundAttachment: 'local, local, scroll, scroll',
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
  const row = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    // The current tab in view, without moving the page (only the row scrolls).
    const current = row.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (row.current && current) {
      const { offsetLeft, offsetWidth } = current;
      const { scrollLeft, clientWidth } = row.current;
      if (offsetLeft < scrollLeft || offsetLeft + offsetWidth > scrollLeft + clientWidth) row.current.scrollLeft = offsetLeft - (clientWidth - offsetWidth) / 2;
    }
  }, [pathname, tabs.length]);
  return (
    <>
      <div className={styles.bar}>
        <nav ref={row} className={styles.tabs} aria-label={t('work.tabs')}>
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
