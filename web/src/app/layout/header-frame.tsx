/**
 * The frame of the site header (spec §2.3): the bar in the colour of the account type, as wide as the path asks
 * (spec §2.1), the logo menu on the left and the navigation given as children on the right.
 */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { HEADER_WIDTHS, headerColours, headerWidth, type HeaderAccount } from '../../config/theme.js';
import { NARROW_MEDIA } from '../../components/page-styles.js';
import { LogoMenu } from './logo-menu.js';

const useStyles = makeStyles({
  bar: {
    position: 'sticky',
    top: 0,
    zIndex: 10,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  team: { backgroundColor: headerColours.team.background, color: headerColours.team.foreground },
  company: { backgroundColor: headerColours.company.background, color: headerColours.company.foreground },
  personal: { backgroundColor: headerColours.personal.background, color: headerColours.personal.foreground },
  anonymous: { backgroundColor: headerColours.anonymous.background, color: headerColours.anonymous.foreground },
  inner: {
    display: 'flex',
    alignItems: 'center',
    height: '60px',
    marginInline: 'auto',
    paddingInline: tokens.spacingHorizontalXL,
    boxSizing: 'border-box',
    [NARROW_MEDIA]: { paddingInline: tokens.spacingHorizontalM },
  },
  normal: { maxWidth: `${HEADER_WIDTHS.normal}px` },
  wide: { maxWidth: `${HEADER_WIDTHS.wide}px` },
});

export interface HeaderFrameProps {
  account: HeaderAccount;
  /** Whether the logo menu offers 返回首页 (spec §2.3: only when logged in). */
  loggedIn: boolean;
  children?: ReactNode;
}

export const HeaderFrame = ({ account, loggedIn, children }: HeaderFrameProps) => {
  const styles = useStyles();
  const { pathname } = useLocation();
  const width = headerWidth(pathname);
  return (
    <header className={mergeClasses(styles.bar, styles[account])} data-account={account}>
      <div className={mergeClasses(styles.inner, width === HEADER_WIDTHS.wide ? styles.wide : styles.normal)} data-header-width={width}>
        <LogoMenu loggedIn={loggedIn} />
        {children}
      </div>
    </header>
  );
};
