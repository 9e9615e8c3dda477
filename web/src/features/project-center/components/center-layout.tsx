/**
 * /work/project-center (spec §2.4): its sub-tabs as real links, each with its count from the personal center count
 * (at most 99+, spec §9), and the tab's page below. The entries come from the `projectCenter` menu, read by the
 * route (the app layer); this feature adds the counts and keeps them fresh through the project pushes.
 */
import { CounterBadge, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { LIST_LIMITS } from '../../../../../shared/limits.js';
import { NARROW_MEDIA } from '../../../components/page-styles.js';
import { TAB_COUNTS, useCenterCount } from '../api/counts.js';
import { useProjectRadio } from '../hooks/use-project-radio.js';
import { tp } from '../texts.js';

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
    [NARROW_MEDIA]: { position: 'static', flexDirection: 'row', overflowX: 'auto', padding: 0 },
  },
  entry: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL} ${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    textDecoration: 'none',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
    borderLeft: '3px solid transparent',
    whiteSpace: 'nowrap',
    ':hover': { color: tokens.colorBrandForeground1, backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
    [NARROW_MEDIA]: { borderLeftStyle: 'none', borderBottom: '3px solid transparent', padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}` },
  },
  active: {
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
    borderLeftColor: tokens.colorBrandStroke1,
    backgroundColor: tokens.colorBrandBackground2,
    [NARROW_MEDIA]: { borderBottomColor: tokens.colorBrandStroke1 },
  },
});

export interface CenterTab {
  to: string;
  label: string;
}

export const CenterLayout = ({ tabs, children }: { tabs: readonly CenterTab[]; children: ReactNode }) => {
  const styles = useStyles();
  useProjectRadio();
  const { data: count } = useCenterCount();
  return (
    <div className={styles.layout}>
      <nav className={styles.menu} aria-label={tp('pc.tabs')}>
        {tabs.map((tab) => {
          const field = TAB_COUNTS[tab.to];
          const n = field && count ? count[field] : 0;
          const id = tab.to.split('/').at(-1) ?? tab.to;
          return (
            <NavLink key={tab.to} to={tab.to} className={({ isActive }) => mergeClasses(styles.entry, isActive && styles.active)}>
              <span>{tab.label}</span>
              {n > 0 && (
                <CounterBadge
                  count={n}
                  overflowCount={LIST_LIMITS.badgeMax}
                  size="small"
                  color="danger"
                  aria-label={`${n > LIST_LIMITS.badgeMax ? `${LIST_LIMITS.badgeMax}+` : n}`}
                  data-testid={`center-count-${id}`}
                />
              )}
            </NavLink>
          );
        })}
      </nav>
      {children}
    </div>
  );
};
