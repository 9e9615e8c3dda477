/**
 * The three list pages of finding projects around the one finder: /findProject and /find-project (public, visitors
 * too, a title band like the other public pages), the workbench's 找项目 (为你推荐 above it, followed categories by default) and
 * 搜索资源 › 项目 (the keyword first).
 */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { NARROW_MEDIA, usePageStyles, usePanelStyles } from '../../../components/page-styles.js';
import { t } from '../../../lib/i18n.js';
import { SuggestedProjectsPanel } from '../../matching/public.js';
import { tf } from '../texts.js';
import { ProjectFinder } from './project-finder.js';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  hero: {
    padding: `${tokens.spacingVerticalXXL} 40px`,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    backgroundImage: `linear-gradient(110deg, ${tokens.colorBrandBackground2} 0%, ${tokens.colorNeutralBackground1} 72%)`,
    boxShadow: tokens.shadow2,
    [NARROW_MEDIA]: { padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}` },
  },
  title: { margin: 0, fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold },
  intro: { margin: `${tokens.spacingVerticalS} 0 0`, maxWidth: '640px', color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase300 },
  heading: { marginBottom: tokens.spacingVerticalXS },
  lead: { margin: `0 0 ${tokens.spacingVerticalL}`, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase300 },
  suggestions: { marginBottom: tokens.spacingVerticalXL },
});

export const PublicFindPage = () => {
  const styles = useStyles();
  const page = usePageStyles();
  return (
    <div className={mergeClasses(page.page, styles.stack)}>
      <title>{`${tf('pf.find.title')} - ${t('app.name')}`}</title>
      <header className={styles.hero}>
        <h1 className={styles.title}>{tf('pf.find.title')}</h1>
        <p className={styles.intro}>{tf('pf.find.intro')}</p>
      </header>
      <ProjectFinder />
    </div>
  );
};

export const WorkFindPage = () => {
  const panel = usePanelStyles();
  const styles = useStyles();
  return (
    <section className={panel.panel} aria-labelledby="work-find-title">
      <title>{`${tf('pf.find.title')} - ${t('app.name')}`}</title>
      <h1 id="work-find-title" className={mergeClasses(panel.heading, styles.heading)}>
        {tf('pf.find.title')}
      </h1>
      <p className={styles.lead}>{tf('pf.find.intro')}</p>
      <div className={styles.suggestions}>
        <SuggestedProjectsPanel />
      </div>
      <ProjectFinder followed />
    </section>
  );
};

export const SearchProjectPage = () => {
  const panel = usePanelStyles();
  const styles = useStyles();
  return (
    <section className={panel.panel} aria-labelledby="search-project-title">
      <title>{`${tf('pf.find.searchTitle')} - ${t('app.name')}`}</title>
      <h1 id="search-project-title" className={mergeClasses(panel.heading, styles.heading)}>
        {tf('pf.find.searchTitle')}
      </h1>
      <p className={styles.lead}>{tf('pf.find.searchIntro')}</p>
      <ProjectFinder searchFirst />
    </section>
  );
};
