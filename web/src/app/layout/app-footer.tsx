/** The footer, shown on /home only (spec §2.3): service phone, copyright and the two filing numbers. */
import { makeStyles, tokens } from '@fluentui/react-components';
import { SITE_INFO } from '../../config/site-info.js';
import { t } from '../../lib/i18n.js';

const useStyles = makeStyles({
  footer: {
    backgroundColor: tokens.colorNeutralBackgroundInverted,
    color: tokens.colorNeutralForegroundInverted2,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase300,
  },
  inner: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'center',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalS,
    maxWidth: '1200px',
    marginInline: 'auto',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXL}`,
    boxSizing: 'border-box',
  },
  filing: {
    color: 'inherit',
    textDecoration: 'none',
    ':hover': { color: tokens.colorNeutralForegroundInverted, textDecoration: 'underline' },
  },
});

const years = (): string => {
  const now = new Date().getFullYear();
  return now > SITE_INFO.firstYear ? `${SITE_INFO.firstYear}-${now}` : String(now);
};

export const AppFooter = () => {
  const styles = useStyles();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <span>{t('footer.servicePhone', { phone: SITE_INFO.servicePhone })}</span>
        <span>{t('footer.copyright', { years: years(), holder: SITE_INFO.copyrightHolder })}</span>
        <a className={styles.filing} href={SITE_INFO.icpFiling.url} target="_blank" rel="noreferrer">
          {SITE_INFO.icpFiling.number}
        </a>
        <a className={styles.filing} href={SITE_INFO.policeFiling.url} target="_blank" rel="noreferrer">
          {SITE_INFO.policeFiling.number}
        </a>
      </div>
    </footer>
  );
};
