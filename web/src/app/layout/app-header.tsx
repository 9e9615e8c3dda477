/**
 * The site header (spec §2.3). This issue draws the logged-out variant: logo menu, 首页, 注册 (company
 * registration), 登录 and the language label, in the anonymous colour; its width follows the path (spec §2.1).
 */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { NavLink, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths.js';
import { HEADER_WIDTHS, headerColours, headerWidth, type HeaderAccount } from '../../config/theme.js';
import { t } from '../../lib/i18n.js';
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
  },
  normal: { maxWidth: `${HEADER_WIDTHS.normal}px` },
  wide: { maxWidth: `${HEADER_WIDTHS.wide}px` },
  nav: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXXL, marginLeft: 'auto' },
  link: {
    color: 'inherit',
    textDecoration: 'none',
    fontSize: tokens.fontSizeBase300,
    lineHeight: '60px',
    borderBottom: '2px solid transparent',
    ':hover': { color: tokens.colorBrandForeground1 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  active: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold, borderBottomColor: tokens.colorBrandStroke1 },
  login: {
    color: tokens.colorNeutralForegroundOnBrand,
    backgroundColor: tokens.colorBrandBackground,
    textDecoration: 'none',
    fontSize: tokens.fontSizeBase300,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusCircular,
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  language: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    fontSize: tokens.fontSizeBase200,
    color: 'inherit',
    opacity: 0.75,
  },
  globe: { width: '14px', height: '14px', fill: 'none', stroke: 'currentColor', strokeWidth: '1.2' },
});

export const AppHeader = ({ account = 'anonymous' }: { account?: HeaderAccount }) => {
  const styles = useStyles();
  const { pathname } = useLocation();
  const width = headerWidth(pathname);
  const linkClass = ({ isActive }: { isActive: boolean }) => mergeClasses(styles.link, isActive && styles.active);
  return (
    <header className={mergeClasses(styles.bar, styles[account])}>
      <div className={mergeClasses(styles.inner, width === HEADER_WIDTHS.wide ? styles.wide : styles.normal)} data-header-width={width}>
        <LogoMenu />
        <nav className={styles.nav} aria-label={t('header.nav')}>
          <NavLink to={paths.home} className={linkClass}>
            {t('header.home')}
          </NavLink>
          <NavLink to={paths.registerCompany} className={linkClass}>
            {t('header.register')}
          </NavLink>
          <NavLink to={paths.login} end className={styles.login}>
            {t('header.login')}
          </NavLink>
          <span className={styles.language}>
            <svg className={styles.globe} viewBox="0 0 14 14" aria-hidden="true" focusable="false">
              <circle cx="7" cy="7" r="6" />
              <path d="M1 7h12M7 1c1.8 1.7 2.6 3.7 2.6 6S8.8 11.3 7 13C5.2 11.3 4.4 9.3 4.4 7S5.2 2.7 7 1Z" />
            </svg>
            {t('header.language')}
          </span>
        </nav>
      </div>
    </header>
  );
};
