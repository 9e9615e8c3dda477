/** The three account types (spec §1), each in its header colour (spec §2.3) with its own login page. */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { LinkButton } from '../../../components/link-button.js';
import { paths } from '../../../config/paths.js';
import { headerColours } from '../../../config/theme.js';
import { useSectionStyles } from './section-styles.js';
import { th, type HomeTextKey } from '../texts.js';

type Account = 'company' | 'team' | 'personal';

const ACCOUNTS: readonly { account: Account; title: HomeTextKey; text: HomeTextKey; login: HomeTextKey; to: string }[] = [
  { account: 'company', title: 'home.account.company', text: 'home.account.companyText', login: 'home.account.companyLogin', to: paths.login },
  { account: 'team', title: 'home.account.team', text: 'home.account.teamText', login: 'home.account.teamLogin', to: paths.loginTeam },
  { account: 'personal', title: 'home.account.personal', text: 'home.account.personalText', login: 'home.account.personalLogin', to: paths.loginUser },
];

const useStyles = makeStyles({
  section: {
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXL} 56px`,
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    '@media (max-width: 860px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
    gap: tokens.spacingHorizontalL,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXL}`,
    borderRadius: tokens.borderRadiusXLarge,
    borderTopWidth: '4px',
    borderTopStyle: 'solid',
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  company: { borderTopColor: headerColours.company.background },
  team: { borderTopColor: headerColours.team.background },
  personal: { borderTopColor: headerColours.personal.background },
  title: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
  text: { margin: 0, flexGrow: 1, fontSize: tokens.fontSizeBase300, lineHeight: '1.7', color: tokens.colorNeutralForeground3 },
  login: { alignSelf: 'flex-start', marginTop: tokens.spacingVerticalS },
});

export const AccountEntries = () => {
  const styles = useStyles();
  const frame = useSectionStyles();
  return (
    <section className={mergeClasses(frame.section, styles.section)}>
      <h2 className={frame.heading}>{th('home.accounts.title')}</h2>
      <ul className={styles.grid}>
        {ACCOUNTS.map((entry) => (
          <li key={entry.account} className={mergeClasses(styles.card, styles[entry.account])}>
            <h3 className={styles.title}>{th(entry.title)}</h3>
            <p className={styles.text}>{th(entry.text)}</p>
            <LinkButton className={styles.login} appearance="secondary" to={entry.to}>
              {th(entry.login)}
            </LinkButton>
          </li>
        ))}
      </ul>
    </section>
  );
};
