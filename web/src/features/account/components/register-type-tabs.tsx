/**
 * The three account types side by side at the top of both registration pages. The header's 注册 leads to company
 * registration (spec §2.3); a person or a team chooses their own type here, in plain sight, with what it is for.
 */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.js';
import { tr } from '../register-texts.js';

export type RegisterType = 'PERSONAGE' | 'TEAM' | 'COMPANY';

const useStyles = makeStyles({
  tabs: { display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: tokens.spacingHorizontalS, margin: `0 0 ${tokens.spacingVerticalL}` },
  tab: {
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    textAlign: 'center',
    ':hover': { border: `1px solid ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  current: { border: `1px solid ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2, color: tokens.colorBrandForeground1 },
  name: { fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
  hint: { fontSize: tokens.fontSizeBase100, color: tokens.colorNeutralForeground3 },
});

const TYPES: readonly { type: RegisterType; to: string; name: Parameters<typeof tr>[0]; hint: Parameters<typeof tr>[0] }[] = [
  { type: 'PERSONAGE', to: paths.register, name: 'register.typePerson', hint: 'register.typePersonHint' },
  { type: 'TEAM', to: `${paths.register}?type=team`, name: 'register.typeTeam', hint: 'register.typeTeamHint' },
  { type: 'COMPANY', to: paths.registerCompany, name: 'register.typeCompany', hint: 'register.typeCompanyHint' },
];

export const RegisterTypeTabs = ({ current }: { current: RegisterType }) => {
  const styles = useStyles();
  return (
    <nav className={styles.tabs} aria-label={tr('register.typeLabel')} data-testid="register-types">
      {TYPES.map((item) => (
        <Link key={item.type} to={item.to} className={mergeClasses(styles.tab, item.type === current && styles.current)} aria-current={item.type === current ? 'page' : undefined}>
          <span className={styles.name}>{tr(item.name)}</span>
          <span className={styles.hint}>{tr(item.hint)}</span>
        </Link>
      ))}
    </nav>
  );
};
