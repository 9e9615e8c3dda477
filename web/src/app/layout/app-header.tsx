/**
 * The logged-out header (spec §2.3): logo menu, 首页, 找项目 (the public finder: visitors browse demands before they
 * sign up), 注册 (company registration), 登录 and the language label, in the anonymous colour. The logged-in one is `account-header.tsx`, loaded with the account's code.
 */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { NavLink } from 'react-router-dom';
import { useHeaderNavStyles } from '../../components/header-nav-styles.js';
import { paths } from '../../config/paths.js';
import { t } from '../../lib/i18n.js';
import { HeaderFrame } from './header-frame.js';

const useStyles = makeStyles({
  login: {
    color: tokens.colorNeutralForegroundOnBrand,
    backgroundColor: tokens.colorBrandBackground,
    textDecoration: 'none',
    fontSize: tokens.fontSizeBase300,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusCircular,
    whiteSpace: 'nowrap',
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  language: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    fontSize: tokens.fontSizeBase200,
    // Quieter than the links but still readable (4.5:1 on the header; an opacity of 0.6 gave 3.8:1).
    color: tokens.colorNeutralForeground2,
    whiteSpace: 'nowrap',
    cursor: 'default',
    userSelect: 'none',
    // On a phone the label gives way to the links (only zh_CN is offered anyway).
    '@media (max-width: 480px)': { display: 'none' },
  },
});

export const AppHeader = () => {
  const styles = useStyles();
  const nav = useHeaderNavStyles();
  const linkClass = ({ isActive }: { isActive: boolean }) => mergeClasses(nav.link, isActive && nav.active);
  return (
    <HeaderFrame account="anonymous" loggedIn={false}>
      <nav className={nav.nav} aria-label={t('header.nav')}>
        <NavLink to={paths.home} className={linkClass}>
          {t('header.home')}
        </NavLink>
        <NavLink to={paths.findProject} className={linkClass}>
          {t('header.findProject')}
        </NavLink>
        <NavLink to={paths.registerCompany} className={linkClass}>
          {t('header.register')}
        </NavLink>
        <NavLink to={paths.login} end className={styles.login}>
          {t('header.login')}
        </NavLink>
        {/* A statement, not a control: only zh_CN is offered, so nothing here looks like a menu. */}
        <span className={styles.language} title={t('header.languageOnly')}>
          {t('header.language')}
        </span>
      </nav>
    </HeaderFrame>
  );
};
