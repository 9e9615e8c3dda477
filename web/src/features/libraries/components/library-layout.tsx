/**
 * /work/library (资料文献): its two libraries as real links in a side menu (a row on a phone), and the chosen library
 * beside them. The entries come from the `library` menu (app/pages.ts), read by the route (the app layer).
 */
import { mergeClasses } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useSideMenuStyles } from '../../../components/side-menu-styles.js';
import { tl } from '../texts.js';

export interface LibraryTab {
  to: string;
  label: string;
}

export const LibraryLayout = ({ tabs, children }: { tabs: readonly LibraryTab[]; children: ReactNode }) => {
  const styles = useSideMenuStyles();
  return (
    <div className={styles.layout}>
      <nav className={styles.menu} aria-label={tl('lib.menu')}>
        {tabs.map((tab) => (
          <NavLink key={tab.to} to={tab.to} className={({ isActive }) => mergeClasses(styles.entry, isActive && styles.active)}>
            <span>{tab.label}</span>
          </NavLink>
        ))}
      </nav>
      {children}
    </div>
  );
};
