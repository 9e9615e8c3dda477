/**
 * The frame of /login and its children (spec §2.1): a short word on the platform beside a card holding the
 * page (a login form, registration, password reset), on the pale blue of the logged-out header.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { Outlet } from 'react-router-dom';
import { hezuoTokens } from '../../../config/theme.js';
import { t } from '../../../lib/i18n.js';
import { ta, type FormTextKey } from '../../../features/account/form-texts.js';
import { th } from '../../../features/home/texts.js';

const POINTS: readonly FormTextKey[] = ['login.aside.point1', 'login.aside.point2', 'login.aside.point3'];

const useStyles = makeStyles({
  page: {
    flexGrow: 1,
    backgroundImage: `linear-gradient(180deg, ${hezuoTokens.hezuoAccountAnonymousBackground} 0%, ${tokens.colorNeutralBackground2} 100%)`,
  },
  inner: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) 440px',
    alignItems: 'start',
    gap: '64px',
    maxWidth: '1200px',
    marginInline: 'auto',
    padding: `56px ${tokens.spacingHorizontalXL} 72px`,
    boxSizing: 'border-box',
    '@media (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)', justifyItems: 'center', paddingTop: tokens.spacingVerticalXXL },
  },
  aside: { paddingTop: '48px', '@media (max-width: 900px)': { display: 'none' } },
  title: { margin: 0, fontSize: '40px', lineHeight: '1.2', fontWeight: tokens.fontWeightBold, letterSpacing: '4px', color: tokens.colorNeutralForeground1 },
  lead: { margin: `${tokens.spacingVerticalL} 0 ${tokens.spacingVerticalXXL}`, fontSize: tokens.fontSizeBase400, lineHeight: '1.7', color: tokens.colorNeutralForeground2 },
  points: { margin: 0, padding: 0, listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  point: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    fontSize: tokens.fontSizeBase300,
    color: tokens.colorNeutralForeground2,
    '::before': {
      content: '""',
      width: '8px',
      height: '8px',
      borderRadius: tokens.borderRadiusCircular,
      backgroundColor: tokens.colorBrandBackground,
      flexShrink: 0,
    },
  },
  card: {
    width: '100%',
    maxWidth: '440px',
    padding: `${tokens.spacingVerticalXXL} 36px`,
    boxSizing: 'border-box',
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
  },
});

export const Component = () => {
  const styles = useStyles();
  return (
    <div className={styles.page}>
      <div className={styles.inner}>
        <section className={styles.aside} aria-label={t('app.name')}>
          <p className={styles.title}>{t('app.name')}</p>
          <p className={styles.lead}>{th('home.pitch')}</p>
          <ul className={styles.points}>
            {POINTS.map((key) => (
              <li key={key} className={styles.point}>
                {ta(key)}
              </li>
            ))}
          </ul>
        </section>
        <div className={styles.card}>
          <Outlet />
        </div>
      </div>
    </div>
  );
};
