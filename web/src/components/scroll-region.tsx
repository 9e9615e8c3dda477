/**
 * A box that scrolls sideways around something wider than a phone's screen (a table at 390 px). A keyboard user
 * must be able to reach it and scroll it with the arrow keys (WCAG 2.1.1; axe's `scrollable-region-focusable`), so
 * it is a named, focusable region: `label` is what a screen reader announces when focus lands on it.
 */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  region: {
    overflowX: 'auto',
    maxWidth: '100%',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
});

export interface ScrollRegionProps {
  label: string;
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
}

export const ScrollRegion = ({ label, children, className, ...rest }: ScrollRegionProps) => {
  const styles = useStyles();
  return (
    <div role="region" aria-label={label} tabIndex={0} className={mergeClasses(styles.region, className)} {...rest}>
      {children}
    </div>
  );
};
