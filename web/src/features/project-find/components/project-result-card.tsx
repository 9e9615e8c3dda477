/**
 * One project in the finder's results: its name (the search's highlight), state, category, place and publisher,
 * the start of its demand, budget, deadline with the days left, and who may apply. The name is the link to its
 * public details.
 */
import { Avatar, Badge, makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { formatFen } from '../../../../../shared/money.js';
import type { ProjectCard } from '../../../../../shared/schemas/project.js';
import { NARROW_MEDIA } from '../../../components/page-styles.js';
import { projectFindDetailsPath, userInfoPath } from '../../../config/paths.js';
import { formatDate } from '../../../lib/format-time.js';
import { getToken } from '../../../lib/token.js';
import { tf } from '../texts.js';
import { HighlightText } from '../../../components/highlight-text.js';
import { deadlineLeftText, placeOf, typeLabel, typesLabel } from './labels.js';
import { lineClamp } from '../../../components/line-clamp.js';

const useStyles = makeStyles({
  card: {
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    transitionProperty: 'box-shadow, border-color',
    transitionDuration: tokens.durationFaster,
    ':hover': { boxShadow: tokens.shadow8, borderTopColor: tokens.colorBrandStroke2, borderRightColor: tokens.colorBrandStroke2, borderBottomColor: tokens.colorBrandStroke2, borderLeftColor: tokens.colorBrandStroke2 },
    ':focus-within': { boxShadow: tokens.shadow8 },
    [NARROW_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)', padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}` },
  },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  top: { display: 'flex', alignItems: 'center', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`, flexWrap: 'wrap' },
  name: {
    margin: 0,
    flex: '0 1 auto',
    minWidth: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    overflowWrap: 'anywhere',
  },
  link: {
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    // The whole card answers the click; the link stays the one focusable thing.
    '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: tokens.borderRadiusLarge },
    ':hover': { color: tokens.colorBrandForeground1 },
    ':focus-visible': { outline: 'none', '::after': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' } },
  },
  facts: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalM}`,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
  fact: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0, overflowWrap: 'anywhere' },
  summary: {
    margin: 0,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    ...lineClamp(),
    overflowWrap: 'anywhere',
  },
  side: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-end',
    justifyContent: 'space-between',
    gap: tokens.spacingVerticalS,
    minWidth: '168px',
    textAlign: 'right',
    [NARROW_MEDIA]: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'baseline', minWidth: 0, textAlign: 'left', paddingTop: tokens.spacingVerticalS, borderTop: `1px solid ${tokens.colorNeutralStroke3}` },
  },
  budgetLabel: { display: 'block', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  budget: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
  deadline: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  soon: { color: tokens.colorPaletteDarkOrangeForeground1, fontWeight: tokens.fontWeightSemibold },
});

export const ProjectResultCard = ({ card, now }: { card: ProjectCard; now: number }) => {
  const styles = useStyles();
  const place = placeOf(card);
  const summary = card.highlight?.summary || card.summary;
  const titleId = `project-card-${card.projectId}`;
  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="project-card">
      <div className={styles.main}>
        <div className={styles.top}>
          <h3 className={styles.name} id={titleId}>
            <Link className={styles.link} to={projectFindDetailsPath(card.projectId)} data-testid="project-card-name">
              <HighlightText highlighted={card.highlight?.name} text={card.name} />
            </Link>
          </h3>
          <Badge appearance="tint" color={card.state === 'NEGOTIATING' ? 'warning' : 'brand'} shape="rounded">
            {card.stateLabel}
          </Badge>
        </div>
        <ul className={styles.facts}>
          {card.categoryName && (
            <li className={styles.fact}>
              <Badge appearance="outline" color="informative" shape="rounded" size="small">
                {card.categoryName}
              </Badge>
            </li>
          )}
          <li className={styles.fact}>{place || tf('pf.card.noRegion')}</li>
          <li className={styles.fact}>
            <Avatar size={16} name={card.publisher.name || typeLabel(card.publisher.type)} image={card.publisher.headPortrait ? { src: card.publisher.headPortrait } : undefined} aria-hidden />
            <span data-testid="project-card-publisher">
              {/* The publisher's page (/userInfo) for anyone logged in (issue 31). */}
              {getToken() && card.publisher.name ? <Link to={userInfoPath(card.publisher.id, card.publisher.type)}>{card.publisher.name}</Link> : card.publisher.name || tf('pf.details.noValue')} ·{' '}
              {typeLabel(card.publisher.type)}
            </span>
          </li>
          {card.applicantTypes.length > 0 && <li className={styles.fact}>{`${tf('pf.card.applicants')}：${typesLabel(card.applicantTypes)}`}</li>}
          {card.releaseTime !== undefined && <li className={styles.fact}>{tf('pf.card.released', { date: formatDate(card.releaseTime) })}</li>}
        </ul>
        {summary && (
          <p className={styles.summary} data-testid="project-card-summary">
            <HighlightText highlighted={card.highlight?.summary} text={card.summary} />
          </p>
        )}
      </div>
      <div className={styles.side}>
        <div>
          <span className={styles.budgetLabel}>{tf('pf.card.budget')}</span>
          <span className={styles.budget} data-testid="project-card-budget">
            {formatFen(card.budget)}
          </span>
        </div>
        {card.applyDeadline !== undefined && (
          <span className={styles.deadline}>
            {`${tf('pf.card.deadline')} ${formatDate(card.applyDeadline)} `}
            <span className={card.applyDeadline - now < 3 * 86_400_000 ? styles.soon : undefined}>{`（${deadlineLeftText(card.applyDeadline, now)}）`}</span>
          </span>
        )}
      </div>
    </article>
  );
};
