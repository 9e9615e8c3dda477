/**
 * A demand as others will see it (the preview before release): its facts, the phases with their amounts and days,
 * the attachments and the demand book (sanitised rich text).
 */
import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { formatFileSize } from '../../../../../shared/limits.js';
import { formatFen } from '../../../../../shared/money.js';
import { regionLabel } from '../../../../../shared/regions/index.js';
import type { ProjectDetail } from '../../../../../shared/schemas/project.js';
import { LineIcon } from '../../../components/line-icon.js';
import { NARROW_MEDIA } from '../../../components/page-styles.js';
import { RichText } from '../../../components/rich-text.js';
import { formatDateTime } from '../../../lib/format-time.js';
import { td } from '../texts.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL, minWidth: 0 },
  top: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXL, borderRadius: tokens.borderRadiusXLarge, backgroundColor: tokens.colorNeutralBackground2, [NARROW_MEDIA]: { padding: tokens.spacingHorizontalL } },
  nameRow: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  name: { margin: 0, fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600, fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1, overflowWrap: 'anywhere' },
  budgetRow: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalS, margin: 0 },
  budgetLabel: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  budget: { fontSize: '28px', lineHeight: '36px', fontWeight: tokens.fontWeightBold, color: tokens.colorPaletteRedForeground1, fontVariantNumeric: 'tabular-nums' },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXL}`,
    margin: 0,
    [NARROW_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
  },
  fact: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 },
  term: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  value: { margin: 0, color: tokens.colorNeutralForeground1, overflowWrap: 'anywhere' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  heading: { margin: 0, paddingBottom: tokens.spacingVerticalS, borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  count: { marginLeft: tokens.spacingHorizontalS, fontSize: tokens.fontSizeBase200, fontWeight: tokens.fontWeightRegular, color: tokens.colorNeutralForeground3 },
  phases: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyleType: 'none' },
  phase: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    alignItems: 'baseline',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
  },
  phaseNo: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1, whiteSpace: 'nowrap' },
  phaseName: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  phaseAmount: { fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  phaseMore: { gridColumn: '2 / -1', margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap', [NARROW_MEDIA]: { gridColumn: '1 / -1' } },
  files: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0, padding: 0, listStyleType: 'none' },
  file: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  fileLink: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: tokens.colorBrandForegroundLink },
  fileSize: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
  book: { padding: tokens.spacingHorizontalL, border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusLarge },
  none: { margin: 0, color: tokens.colorNeutralForeground3 },
});

export const DemandSummary = ({ detail }: { detail: ProjectDetail }) => {
  const styles = useStyles();
  const unset = td('preview.unset');
  const region = detail.regionLabel || regionLabel(detail.provinceCode, detail.cityCode, detail.districtCode);
  const facts: [string, string][] = [
    [td('preview.category'), detail.categoryName ?? unset],
    [td('preview.region'), region || unset],
    [td('preview.deadline'), detail.applyDeadline ? formatDateTime(detail.applyDeadline) : unset],
    [td('preview.applicants'), detail.applicantTypes.length > 0 ? detail.applicantTypes.map((type) => td(`party.${type}`)).join('、') : unset],
    [td('preview.visibility'), td(`form.visibility.${detail.visibility}`)],
    [td('preview.publisher'), detail.publisher.name || unset],
  ];
  return (
    <article className={styles.root} aria-labelledby="demand-summary-name">
      <div className={styles.top}>
        <div className={styles.nameRow}>
          <h2 id="demand-summary-name" className={styles.name} data-testid="preview-name">
            {detail.name}
          </h2>
          <Badge appearance="tint" color={detail.state === 'DRAFT' ? 'informative' : 'brand'}>
            {detail.stateLabel}
          </Badge>
        </div>
        <p className={styles.budgetRow}>
          <span className={styles.budgetLabel}>{td('preview.budget')}</span>
          <span className={styles.budget} data-testid="preview-budget">
            {formatFen(detail.budget)}
          </span>
        </p>
        <dl className={styles.facts}>
          {facts.map(([term, value]) => (
            <div key={term} className={styles.fact}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.value}>{value}</dd>
            </div>
          ))}
        </dl>
      </div>

      <section className={styles.section} aria-labelledby="demand-summary-phases">
        <h3 id="demand-summary-phases" className={styles.heading}>
          {td('preview.phases')}
          <span className={styles.count}>{td('preview.phaseCount', { count: detail.phases.length })}</span>
        </h3>
        {detail.phases.length === 0 ? (
          <p className={styles.none}>{unset}</p>
        ) : (
          <ol className={styles.phases}>
            {detail.phases.map((phase, index) => (
              <li key={`${index}-${phase.name}`} className={styles.phase} data-testid="preview-phase">
                <span className={styles.phaseNo}>{td('form.phase', { n: index + 1 })}</span>
                <span className={styles.phaseName}>{phase.name}</span>
                <span className={styles.phaseAmount}>{formatFen(phase.amount)}</span>
                <p className={styles.phaseMore}>
                  {td('preview.days', { days: phase.days })} · {phase.deliverables}
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>

      {detail.attachments.length > 0 && (
        <section className={styles.section} aria-labelledby="demand-summary-files">
          <h3 id="demand-summary-files" className={styles.heading}>
            {td('preview.attachments')}
          </h3>
          <ul className={styles.files}>
            {detail.attachments.map((file, index) => (
              <li key={`${file.url}-${index}`} className={styles.file}>
                <LineIcon name="file" size={16} />
                <a className={styles.fileLink} href={file.url} target="_blank" rel="noopener noreferrer">
                  {file.name}
                </a>
                <span className={styles.fileSize}>{formatFileSize(file.size)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className={styles.section} aria-labelledby="demand-summary-book">
        <h3 id="demand-summary-book" className={styles.heading}>
          {td('preview.book')}
        </h3>
        {detail.bookHtml ? (
          <div className={styles.book} data-testid="preview-book">
            <RichText html={detail.bookHtml} />
          </div>
        ) : (
          <p className={styles.none}>{td('preview.noBook')}</p>
        )}
      </section>
    </article>
  );
};
