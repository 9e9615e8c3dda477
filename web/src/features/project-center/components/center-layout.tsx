/**
 * /work/project-center (spec §2.4): its sub-tabs as real links, each with its count from the personal center count
 * (at most 99+, spec §9), and the tab's page below. The entries come from the `projectCenter` menu, read by the
 * route (the app layer); this feature adds the counts and keeps them fresh through the project pushes.
 */
import { CounterBadge, mergeClasses } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { LIST_LIMITS } from '../../../../../shared/limits.js';
import { useSideMenuStyles } from '../../../components/side-menu-styles.js';
import { useCenterCount } from '../../content/public.js';
import { TAB_COUNTS } from '../api/counts.js';
import { useProjectRadio } from '../hooks/use-project-radio.js';
import { tp } from '../texts.js';

export interface CenterTab {
  to: string;
  label: string;
}

export const CenterLayout = ({ tabs, children }: { tabs: readonly CenterTab[]; children: ReactNode }) => {
  const styles = useSideMenuStyles();
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
