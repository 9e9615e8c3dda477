/**
 * One login page per account type (spec §2.1, §6): company /login, team /login/team, personal /login/user. The
 * three are links at the top of the card; the form, 注册 and 忘记密码 follow.
 */
import { makeStyles, MessageBar, MessageBarBody, mergeClasses, tokens } from '@fluentui/react-components';
import { NavLink, useLocation } from 'react-router-dom';
import type { AccountSwitch, LeftTeam } from '../../../features/account/hooks/use-logout.js';
import type { AccountType } from '../../../../../shared/domains.js';
import { TextLink } from '../../../components/text-link.js';
import { LoginForm } from '../../../features/account/components/login-form.js';
import { LOGIN_PAGES, paths } from '../../../config/paths.js';
import { t } from '../../../lib/i18n.js';
import { ta, type FormTextKey } from '../../../features/account/form-texts.js';

const TYPES: readonly { type: AccountType; label: FormTextKey; title: FormTextKey }[] = [
  { type: 'COMPANY', label: 'login.tab.company', title: 'login.title.company' },
  { type: 'TEAM', label: 'login.tab.team', title: 'login.title.team' },
  { type: 'PERSONAGE', label: 'login.tab.personal', title: 'login.title.personal' },
];

/** Where 注册 leads from each login page: companies register a company; teams switch the team option on. */
const REGISTER_PAGES: Readonly<Record<AccountType, string>> = {
  COMPANY: paths.registerCompany,
  TEAM: `${paths.register}?type=team`,
  PERSONAGE: paths.register,
};

const useStyles = makeStyles({
  tabs: { display: 'flex', gap: tokens.spacingHorizontalXS, marginBottom: tokens.spacingVerticalXL, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  tab: {
    flexGrow: 1,
    padding: `${tokens.spacingVerticalS} 0`,
    textAlign: 'center',
    textDecoration: 'none',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
    borderBottom: '2px solid transparent',
    marginBottom: '-1px',
    ':hover': { color: tokens.colorBrandForeground1 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  active: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold, borderBottomColor: tokens.colorBrandStroke1 },
  title: { margin: `0 0 ${tokens.spacingVerticalL}`, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
  links: { display: 'flex', justifyContent: 'space-between', marginTop: tokens.spacingVerticalL, fontSize: tokens.fontSizeBase300 },
  switched: { marginBottom: tokens.spacingVerticalL },
});

const switchOf = (state: unknown): AccountSwitch | undefined => {
  const value = state as Partial<AccountSwitch> | null | undefined;
  return typeof value?.from === 'string' && (value.phone === undefined || typeof value.phone === 'string') ? (value as AccountSwitch) : undefined;
};

const leftTeamOf = (state: unknown): LeftTeam | undefined => {
  const value = state as Partial<LeftTeam> | null | undefined;
  return typeof value?.leftTeam === 'string' ? (value as LeftTeam) : undefined;
};

export const LoginPage = ({ userType }: { userType: AccountType }) => {
  const styles = useStyles();
  const current = TYPES.find((entry) => entry.type === userType) ?? TYPES[0]!;
  // Came by switching account type (spec §2.3: a switch is a logout): the reason, and the phone filled in.
  const { state, search } = useLocation();
  const switched = switchOf(state);
  // The other account types' tabs keep where to go back to (`?redirect=`, spec §2.2).
  const redirect = new URLSearchParams(search).get('redirect');
  const keep = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  // Came from leaving a team (退出团队): that team's login is over.
  const left = leftTeamOf(state);
  return (
    <>
      <title>{`${ta(current.title)} - ${t('app.name')}`}</title>
      <nav className={styles.tabs} aria-label={ta('login.types')}>
        {TYPES.map((entry) => (
          <NavLink key={entry.type} to={`${LOGIN_PAGES[entry.type]}${keep}`} end className={({ isActive }) => mergeClasses(styles.tab, isActive && styles.active)}>
            {ta(entry.label)}
          </NavLink>
        ))}
      </nav>
      <h1 className={styles.title}>{ta(current.title)}</h1>
      {switched && (
        <MessageBar intent="info" className={styles.switched} data-testid="login-switched">
          <MessageBarBody>{ta(switched.phone ? 'login.switched' : 'login.switchedNoPhone', { from: ta(`login.accountOf.${switched.from}`) })}</MessageBarBody>
        </MessageBar>
      )}
      {left && (
        <MessageBar intent="success" className={styles.switched} data-testid="login-left-team">
          <MessageBarBody>{ta('login.leftTeam', { name: left.leftTeam })}</MessageBarBody>
        </MessageBar>
      )}
      <LoginForm key={userType} userType={userType} phone={switched?.phone} />
      <div className={styles.links}>
        <TextLink to={REGISTER_PAGES[userType]}>{ta('login.toRegister')}</TextLink>
        <TextLink to={paths.forget}>{ta('login.toForget')}</TextLink>
      </div>
    </>
  );
};
