/**
 * 为你推荐 (docs/search.md "Matching"): the session's own party's suggested demands, each with why, on the workbench's
 * 找项目. A party whose resume names no tag and no place is asked to fill it in; a failure shows in place with 重试.
 */
import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { formatFen } from '../../../../../shared/money.js';
import type { SuggestedProject } from '../../../../../shared/schemas/matching.js';
import { LinkButton } from '../../../components/link-button.js';
import { NARROW_MEDIA } from '../../../components/page-styles.js';
import type { AccountType } from '../../../../../shared/domains.js';
import { paths, projectFindDetailsPath } from '../../../config/paths.js';
import { useUserInfo } from '../../account/public.js';
import { useSuggestedProjects } from '../api/matching.js';
import { tm } from '../texts.js';
import { Reasons } from './reasons.js';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
    borderRadius: tokens.borderRadiusXLarge,
    border: `1px solid ${tokens.colorBrandStroke2}`,
    backgroundColor: tokens.colorBrandBackground2,
    [NARROW_MEDIA]: { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}` },
  },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalM}` },
  title: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  intro: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))', gap: tokens.spacingHorizontalM, margin: 0, padding: 0, listStyle: 'none', [NARROW_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
  card: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    height: '100%',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
    ':hover': { boxShadow: tokens.shadow8 },
    ':focus-within': { boxShadow: tokens.shadow8 },
  },
  name: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, lineHeight: tokens.lineHeightBase400, overflowWrap: 'anywhere' },
  link: {
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: tokens.borderRadiusLarge },
    ':hover': { color: tokens.colorBrandForeground1 },
    ':focus-visible': { outline: 'none', '::after': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' } },
  },
  facts: { margin: 0, display: 'flex', flexWrap: 'wrap', gap: `0 ${tokens.spacingHorizontalM}`, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
  budget: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  state: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase300 },
});

/** Where the session's party writes its tags: a person's resume, the team's, the company's. */
const RESUME_PAGES: Readonly<Record<AccountType, string>> = { PERSONAGE: paths.resume, TEAM: paths.teamResume, COMPANY: paths.comResume };

const ProjectSuggestion = ({ suggestion }: { suggestion: SuggestedProject }) => {
  const styles = useStyles();
  const { project } = suggestion;
  return (
    <li className={styles.card} data-testid="suggested-project" data-project-id={project.projectId}>
      <h3 className={styles.name}>
        <Link className={styles.link} to={projectFindDetailsPath(project.projectId)} aria-label={tm('mt.projects.view', { name: project.name })}>
          {project.name}
        </Link>
      </h3>
      <p className={styles.facts}>
        <span className={styles.budget}>{tm('mt.projects.budget', { budget: formatFen(project.budget) })}</span>
        <span>{tm('mt.projects.publisher', { name: project.publisher.name })}</span>
      </p>
      <Reasons reasons={suggestion.reasons} score={suggestion.score} />
    </li>
  );
};

export const SuggestedProjectsPanel = () => {
  const styles = useStyles();
  const { data, error, isLoading, mutate } = useSuggestedProjects(true);
  const { data: info } = useUserInfo();
  // Nothing to show to a party that has nothing suggested and could do nothing about it (no basis is asked for below).
  if (data && data.records.length === 0 && (data.tags.length > 0 || data.regionLabel)) return null;
  const basis = data ? [...data.tags, ...(data.regionLabel ? [data.regionLabel] : [])].join('、') : '';
  return (
    <section className={styles.panel} aria-labelledby="suggested-projects-title" data-testid="suggested-projects">
      <div className={styles.head}>
        <h2 id="suggested-projects-title" className={styles.title}>
          {tm('mt.projects.title')}
        </h2>
        <p className={styles.intro}>{basis ? tm('mt.projects.basis', { basis }) : tm('mt.projects.intro')}</p>
      </div>
      {!data && isLoading && <Spinner size="small" label={tm('mt.loading')} />}
      {!data && error && (
        <div className={styles.state} role="alert">
          <span>{`${tm('mt.projects.failed')}：${error.msg}`}</span>
          <Button size="small" onClick={() => void mutate()}>
            {tm('mt.retry')}
          </Button>
        </div>
      )}
      {data && data.records.length === 0 && (
        <div className={styles.state}>
          <span>{tm('mt.projects.noBasis')}</span>
          <LinkButton size="small" to={RESUME_PAGES[info?.userType ?? 'PERSONAGE']}>
            {tm('mt.projects.toResume')}
          </LinkButton>
        </div>
      )}
      {data && data.records.length > 0 && (
        <ul className={styles.grid}>
          {data.records.map((s) => (
            <ProjectSuggestion key={s.project.projectId} suggestion={s} />
          ))}
        </ul>
      )}
    </section>
  );
};
