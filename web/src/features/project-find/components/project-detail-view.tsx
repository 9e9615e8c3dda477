/**
 * A project's details as everyone who may see it reads them: name, state, publisher, category, place, budget, the
 * application deadline with the days left, who may apply, the phases, the demand book (sanitised rich text) and the
 * attachments. The page puts what the viewer may do beside it (`aside`): applying, an engagement, party A's panel.
 */
import { Avatar, Badge, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatFen } from '../../../../../shared/money.js';
import type { ProjectDetail } from '../../../../../shared/schemas/project.js';
import { NARROW_MEDIA } from '../../../components/page-styles.js';
import { RichText } from '../../../components/rich-text.js';
import { ScrollRegion } from '../../../components/scroll-region.js';
import { userInfoPath } from '../../../config/paths.js';
import { formatDate, formatDateTime } from '../../../lib/format-time.js';
import { getToken } from '../../../lib/token.js';
import { formatSize } from '../model/deadline.js';
import { tf } from '../texts.js';
import { CollectButton, FollowButton } from '../../collect/public.js';
import { deadlineLeftText, placeOf, typeLabel, typesLabel } from './labels.js';

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) 320px',
    gridTemplateAreas: '"head head" "main aside"',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    [NARROW_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateAreas: '"head" "aside" "main"', gap: tokens.spacingVerticalM },
  },
  single: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateAreas: '"head" "main"', [NARROW_MEDIA]: { gridTemplateAreas: '"head" "main"' } },
  card: {
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXXL}`,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
    minWidth: 0,
    [NARROW_MEDIA]: { padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}` },
  },
  head: { gridArea: 'head', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  main: { gridArea: 'main', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, minWidth: 0 },
  aside: {
    gridArea: 'aside',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    position: 'sticky',
    top: '76px',
    minWidth: 0,
    [NARROW_MEDIA]: { position: 'static' },
  },
  titleRow: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  title: { margin: 0, fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere', [NARROW_MEDIA]: { fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600 } },
  meta: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  publisher: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground1, fontSize: tokens.fontSizeBase300 },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  fact: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  factLabel: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  factValue: { margin: 0, color: tokens.colorNeutralForeground1, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  budget: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase500 },
  left: { display: 'block', fontWeight: tokens.fontWeightRegular, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  sectionTitle: { margin: `0 0 ${tokens.spacingVerticalM}`, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  tableFrame: { borderRadius: tokens.borderRadiusMedium, border: `1px solid ${tokens.colorNeutralStroke2}` },
  table: { width: '100%', minWidth: '560px', borderCollapse: 'collapse', fontSize: tokens.fontSizeBase300 },
  th: { textAlign: 'left', padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`, backgroundColor: tokens.colorNeutralBackground3, color: tokens.colorNeutralForeground2, fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap' },
  td: { padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`, borderTop: `1px solid ${tokens.colorNeutralStroke3}`, verticalAlign: 'top', overflowWrap: 'anywhere' },
  num: { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  deliverables: { whiteSpace: 'pre-wrap', minWidth: '200px' },
  totalRow: { fontWeight: tokens.fontWeightSemibold },
  muted: { margin: 0, color: tokens.colorNeutralForeground3 },
  files: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyle: 'none' },
  file: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  fileLink: { color: tokens.colorBrandForegroundLink, textDecoration: 'none', overflowWrap: 'anywhere', minWidth: 0, ':hover': { textDecoration: 'underline' } },
  fileSize: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, whiteSpace: 'nowrap' },
});

export interface ProjectDetailViewProps {
  detail: ProjectDetail;
  /** What the viewer may do, beside the details. */
  aside?: ReactNode;
  /** Above the title (the way back). */
  top?: ReactNode;
}

const Fact = ({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) => {
  const styles = useStyles();
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
};

export const ProjectDetailView = ({ detail, aside, top }: ProjectDetailViewProps) => {
  const styles = useStyles();
  const place = placeOf(detail);
  const total = detail.phases.reduce((sum, phase) => sum + phase.amount, 0);
  // 收藏 and 关注 for others than its own side, on a demand anyone may see (docs/data-model.md "Favourites and following").
  const others = detail.relation !== 'partyA' && detail.relation !== 'partyAStaff' && detail.visibility === 'PUBLIC' && detail.state !== 'DRAFT';
  return (
    <div className={mergeClasses(styles.layout, !aside && styles.single)}>
      <header className={mergeClasses(styles.card, styles.head)}>
        {top}
        <div className={styles.titleRow}>
          <h1 className={styles.title} data-testid="project-name">
            {detail.name}
          </h1>
          <Badge appearance="tint" color={detail.state === 'NEGOTIATING' ? 'warning' : detail.state === 'RELEASED' ? 'brand' : 'informative'} shape="rounded" data-testid="project-state">
            {detail.stateLabel}
          </Badge>
          {detail.visibility === 'PRIVATE' && (
            <Badge appearance="outline" color="subtle" shape="rounded">
              {tf('pf.details.private')}
            </Badge>
          )}
          {others && <CollectButton targetType="PROJECT" targetId={detail.projectId} size="small" />}
        </div>
        <div className={styles.meta}>
          <span className={styles.publisher}>
            <Avatar size={24} name={detail.publisher.name || typeLabel(detail.publisher.type)} image={detail.publisher.headPortrait ? { src: detail.publisher.headPortrait } : undefined} aria-hidden />
            <span data-testid="project-publisher">
              {/* The publisher's page (/userInfo) for anyone logged in: a visitor would only be sent to log in. */}
              {getToken() && detail.publisher.name ? <Link to={userInfoPath(detail.publisher.id, detail.publisher.type)}>{detail.publisher.name}</Link> : detail.publisher.name || tf('pf.details.noValue')} ·{' '}
              {typeLabel(detail.publisher.type)}
            </span>
            {others && <FollowButton targetType={detail.publisher.type} targetId={detail.publisher.id} />}
          </span>
          {detail.releaseTime !== undefined && <span>{`${tf('pf.details.released')}：${formatDateTime(detail.releaseTime)}`}</span>}
          <span data-testid="project-browse">{tf('pf.details.browse', { count: detail.browseNum })}</span>
        </div>
        <dl className={styles.facts}>
          <Fact label={tf('pf.details.budget')} testId="project-budget">
            <span className={styles.budget}>{formatFen(detail.budget)}</span>
          </Fact>
          <Fact label={tf('pf.details.deadline')} testId="project-deadline">
            {detail.applyDeadline !== undefined ? (
              <>
                {formatDate(detail.applyDeadline)}
                <span className={styles.left}>{deadlineLeftText(detail.applyDeadline)}</span>
              </>
            ) : (
              tf('pf.details.noValue')
            )}
          </Fact>
          <Fact label={tf('pf.details.category')}>{detail.categoryName || tf('pf.details.noValue')}</Fact>
          <Fact label={tf('pf.details.region')}>{place || tf('pf.details.noValue')}</Fact>
          <Fact label={tf('pf.details.applicants')}>{detail.applicantTypes.length > 0 ? typesLabel(detail.applicantTypes) : tf('pf.details.noValue')}</Fact>
          <Fact label={tf('pf.details.phaseCount')}>{tf('pf.details.phaseCountValue', { count: detail.phases.length })}</Fact>
        </dl>
      </header>

      {aside && <aside className={styles.aside}>{aside}</aside>}

      <div className={styles.main}>
        <section className={styles.card} aria-labelledby="project-phases">
          <h2 id="project-phases" className={styles.sectionTitle}>
            {tf('pf.details.phases')}
          </h2>
          {detail.phases.length === 0 ? (
            <p className={styles.muted}>{tf('pf.details.noPhases')}</p>
          ) : (
            <ScrollRegion className={styles.tableFrame} label={tf('pf.details.phases')}>
              <table className={styles.table} data-testid="project-phases">
                <thead>
                  <tr>
                    <th className={styles.th} scope="col">
                      {tf('pf.details.phaseIndex')}
                    </th>
                    <th className={styles.th} scope="col">
                      {tf('pf.details.phaseName')}
                    </th>
                    <th className={mergeClasses(styles.th, styles.num)} scope="col">
                      {tf('pf.details.phaseAmount')}
                    </th>
                    <th className={mergeClasses(styles.th, styles.num)} scope="col">
                      {tf('pf.details.phaseDays')}
                    </th>
                    <th className={styles.th} scope="col">
                      {tf('pf.details.phaseDeliverables')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {detail.phases.map((phase, index) => (
                    <tr key={index}>
                      <td className={styles.td}>{index + 1}</td>
                      <td className={styles.td}>{phase.name}</td>
                      <td className={mergeClasses(styles.td, styles.num)}>{formatFen(phase.amount)}</td>
                      <td className={mergeClasses(styles.td, styles.num)}>{phase.days}</td>
                      <td className={mergeClasses(styles.td, styles.deliverables)}>{phase.deliverables}</td>
                    </tr>
                  ))}
                  <tr className={styles.totalRow}>
                    <td className={styles.td} colSpan={2}>
                      {tf('pf.details.phaseTotal')}
                    </td>
                    <td className={mergeClasses(styles.td, styles.num)}>{formatFen(total)}</td>
                    <td className={mergeClasses(styles.td, styles.num)}>{detail.phases.reduce((sum, phase) => sum + phase.days, 0)}</td>
                    <td className={styles.td} />
                  </tr>
                </tbody>
              </table>
            </ScrollRegion>
          )}
        </section>

        <section className={styles.card} aria-labelledby="project-book">
          <h2 id="project-book" className={styles.sectionTitle}>
            {tf('pf.details.book')}
          </h2>
          {detail.bookHtml.trim() ? <RichText html={detail.bookHtml} /> : <p className={styles.muted}>{tf('pf.details.noBook')}</p>}
        </section>

        {detail.attachments.length > 0 && (
          <section className={styles.card} aria-labelledby="project-files">
            <h2 id="project-files" className={styles.sectionTitle}>
              {tf('pf.details.attachments')}
            </h2>
            <ul className={styles.files}>
              {detail.attachments.map((file) => (
                <li key={file.url} className={styles.file}>
                  <a className={styles.fileLink} href={file.url} target="_blank" rel="noopener noreferrer" download={file.name} aria-label={tf('pf.details.download', { name: file.name })}>
                    {file.name}
                  </a>
                  <span className={styles.fileSize}>{formatSize(file.size)}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
};
