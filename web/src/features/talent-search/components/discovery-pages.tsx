/**
 * 搜索资源 › 人才 and 单位 (spec §2.4, /work/search/talent and /work/search/unit): the finder under its heading; below
 * its own address (`…/resume?type=&id=`) the public resume a card opens.
 */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useLocation } from 'react-router-dom';
import { usePanelStyles } from '../../../components/page-styles.js';
import { t } from '../../../lib/i18n.js';
import { RESUME_SUBPATH, tabPath, type DiscoveryTab } from '../model/resume-link.js';
import { td } from '../texts.js';
import { DiscoveryFinder } from './discovery-finder.js';
import { DiscoveryResumePage } from './resume-page.js';

const useStyles = makeStyles({
  heading: { marginBottom: tokens.spacingVerticalXS },
  lead: { margin: `0 0 ${tokens.spacingVerticalL}`, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase300 },
});

const DiscoveryPage = ({ tab }: { tab: DiscoveryTab }) => {
  const panel = usePanelStyles();
  const styles = useStyles();
  const { pathname } = useLocation();
  if (pathname === `${tabPath(tab)}/${RESUME_SUBPATH}`) return <DiscoveryResumePage tab={tab} />;
  const title = td(`ds.${tab}.title`);
  return (
    <section className={panel.panel} aria-labelledby={`discovery-${tab}`}>
      <title>{`${title} - ${t('app.name')}`}</title>
      <h1 id={`discovery-${tab}`} className={mergeClasses(panel.heading, styles.heading)}>
        {title}
      </h1>
      <p className={styles.lead}>{td(`ds.${tab}.intro`)}</p>
      <DiscoveryFinder tab={tab} />
    </section>
  );
};

export const TalentSearchPage = () => <DiscoveryPage tab="talent" />;
export const UnitSearchPage = () => <DiscoveryPage tab="unit" />;
