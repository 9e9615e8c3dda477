/**
 * The footer, shown on /home only (spec §2.3): the link groups (jumpName, jumpUrl), the service phone, the
 * copyright line and the two filing numbers linking to their registries, all as operators published them
 * (infra/content/site.json → getBotList, get-tel). Until they arrive the footer keeps its height.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { SiteLink } from '../../components/site-link.js';
import { useBottomList, useServicePhone } from '../../features/content/api/home.js';
import { t } from '../../lib/i18n.js';
import { openChat } from '../../lib/chat-open.js';

const useStyles = makeStyles({
  footer: {
    backgroundColor: tokens.colorNeutralBackgroundInverted,
    color: tokens.colorNeutralForegroundInverted2,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase300,
    minHeight: '180px',
  },
  inner: { maxWidth: '1200px', marginInline: 'auto', padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXL}`, boxSizing: 'border-box' },
  groups: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
    gap: tokens.spacingHorizontalXL,
    paddingBottom: tokens.spacingVerticalXL,
    marginBottom: tokens.spacingVerticalL,
    borderBottom: `1px solid ${tokens.colorNeutralStrokeOnBrand}`,
  },
  groupName: { margin: `0 0 ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForegroundInverted },
  links: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  line: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', columnGap: tokens.spacingHorizontalXXL, rowGap: tokens.spacingVerticalS },
  serviceButton: {
    padding: 0,
    border: 'none',
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
    textDecoration: 'underline',
  },
  link: {
    color: 'inherit',
    textDecoration: 'none',
    ':hover': { color: tokens.colorNeutralForegroundInverted, textDecoration: 'underline' },
  },
});

export const AppFooter = () => {
  const styles = useStyles();
  const { data: bottom } = useBottomList();
  const { data: phone } = useServicePhone();
  return (
    <footer className={styles.footer} data-testid="site-footer">
      <div className={styles.inner}>
        {bottom && bottom.groups.length > 0 && (
          <nav className={styles.groups} aria-label={t('footer.links')}>
            {bottom.groups.map((group) => (
              <div key={group.name}>
                <h2 className={styles.groupName}>{group.name}</h2>
                <ul className={styles.links}>
                  {group.items.map((item) => (
                    <li key={`${item.jumpName}${item.jumpUrl}`}>
                      <SiteLink className={styles.link} href={item.jumpUrl}>
                        {item.jumpName}
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        )}
        <div className={styles.line}>
          {phone && <span>{t('footer.servicePhone', { phone })}</span>}
          <button type="button" className={styles.serviceButton} onClick={() => openChat('service')} data-testid="footer-service">
            {t('footer.onlineService')}
          </button>
          {bottom?.copyright && <span>{bottom.copyright}</span>}
          {bottom?.filings.map((filing) => (
            <SiteLink key={filing.text} className={styles.link} href={filing.url}>
              {filing.text}
            </SiteLink>
          ))}
        </div>
      </div>
    </footer>
  );
};
