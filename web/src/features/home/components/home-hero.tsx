/** The first screen of /home: the name, the one-line pitch, the way in, and the cooperation flow at a glance. */
import { makeStyles, tokens } from '@fluentui/react-components';
import { LinkButton } from '../../../components/link-button.js';
import { paths } from '../../../config/paths.js';
import { hezuoTokens } from '../../../config/theme.js';
import { t } from '../../../lib/i18n.js';
import { getToken } from '../../../lib/token.js';
import { th, type HomeTextKey } from '../texts.js';

const FLOW_STEPS: readonly (readonly [HomeTextKey, HomeTextKey])[] = [
  ['home.flow.release', 'home.flow.releaseText'],
  ['home.flow.negotiate', 'home.flow.negotiateText'],
  ['home.flow.deliver', 'home.flow.deliverText'],
  ['home.flow.accept', 'home.flow.acceptText'],
];

const useStyles = makeStyles({
  hero: {
    backgroundImage: `linear-gradient(180deg, ${hezuoTokens.hezuoAccountAnonymousBackground} 0%, ${tokens.colorNeutralBackground2} 100%)`,
  },
  inner: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1.15fr) minmax(0, 0.85fr)',
    alignItems: 'center',
    gap: '56px',
    maxWidth: '1200px',
    marginInline: 'auto',
    padding: `72px ${tokens.spacingHorizontalXL} 64px`,
    boxSizing: 'border-box',
    '@media (max-width: 860px)': { gridTemplateColumns: 'minmax(0, 1fr)', paddingTop: '40px' },
  },
  eyebrow: {
    display: 'inline-block',
    margin: 0,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
  },
  title: {
    margin: `${tokens.spacingVerticalL} 0 0`,
    fontSize: '56px',
    lineHeight: '1.15',
    fontWeight: tokens.fontWeightBold,
    letterSpacing: '6px',
    color: tokens.colorNeutralForeground1,
  },
  pitch: {
    margin: `${tokens.spacingVerticalL} 0 0`,
    maxWidth: '600px',
    fontSize: tokens.fontSizeBase500,
    lineHeight: '1.7',
    color: tokens.colorNeutralForeground2,
    // Break at the punctuation only, into lines of even length, never inside a word such as 商品.
    wordBreak: 'keep-all',
    textWrap: 'balance',
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, marginTop: '36px' },
  action: { minWidth: '132px' },
  flow: {
    margin: 0,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}`,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
  },
  flowTitle: {
    margin: `0 0 ${tokens.spacingVerticalL}`,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  steps: { listStyleType: 'none', margin: 0, padding: 0 },
  step: {
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: '32px minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalM,
    paddingBottom: tokens.spacingVerticalL,
    // The line joining one step's number to the next.
    '::after': {
      content: '""',
      position: 'absolute',
      left: '15px',
      top: '34px',
      bottom: '4px',
      width: '2px',
      backgroundColor: tokens.colorBrandStroke2,
    },
    ':last-child': { paddingBottom: 0 },
    ':last-child::after': { display: 'none' },
  },
  number: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '32px',
    height: '32px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontWeight: tokens.fontWeightSemibold,
  },
  stepName: {
    margin: 0,
    fontSize: tokens.fontSizeBase300,
    lineHeight: '32px',
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  stepText: { gridColumnStart: 2, margin: 0, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
});

export const HomeHero = () => {
  const styles = useStyles();
  const loggedIn = getToken() !== undefined;
  return (
    <section className={styles.hero}>
      <div className={styles.inner}>
        <div>
          <p className={styles.eyebrow}>{th('home.eyebrow')}</p>
          <h1 className={styles.title}>{t('app.name')}</h1>
          <p className={styles.pitch}>{th('home.pitch')}</p>
          <div className={styles.actions}>
            {/* A logged-in person is taken to work, not offered a login. */}
            {loggedIn ? (
              <>
                <LinkButton className={styles.action} appearance="primary" size="large" to={paths.work}>
                  {th('home.toWorkbench')}
                </LinkButton>
                <LinkButton className={styles.action} appearance="outline" size="large" to={paths.demandRelease}>
                  {th('home.postDemand')}
                </LinkButton>
              </>
            ) : (
              <>
                <LinkButton className={styles.action} appearance="primary" size="large" to={paths.login}>
                  {th('home.login')}
                </LinkButton>
                <LinkButton className={styles.action} appearance="outline" size="large" to={paths.registerCompany}>
                  {th('home.register')}
                </LinkButton>
              </>
            )}
          </div>
        </div>
        <figure className={styles.flow}>
          <figcaption className={styles.flowTitle}>{th('home.flow.title')}</figcaption>
          <ol className={styles.steps}>
            {FLOW_STEPS.map(([name, text], index) => (
              <li key={name} className={styles.step}>
                <span className={styles.number} aria-hidden="true">
                  {index + 1}
                </span>
                <p className={styles.stepName}>{th(name)}</p>
                <p className={styles.stepText}>{th(text)}</p>
              </li>
            ))}
          </ol>
        </figure>
      </div>
    </section>
  );
};
