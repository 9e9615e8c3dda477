/**
 * A version of a negotiation's terms as a table — phases with their amounts, working days and deliverables, the
 * total, the start day, the escrow plan, the remark — with the cells that differ from the previous version
 * highlighted; and the history of versions, newest first, each with who proposed it, when, and what it changed.
 */
import { Badge, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { formatFen } from '../../../../../shared/money.js';
import { ESCROW_PLAN_LABELS, type ProjectParty, type Terms, type TermsVersion } from '../../../../../shared/schemas/project.js';
import { ScrollRegion } from '../../../components/scroll-region.js';
import { formatDate, formatDateTime } from '../../../lib/format-time.js';
import { changedCell, diffLines, diffTerms, phasesTotal, type PhaseField, type TermsDiff } from '../model/terms.js';
import { tp } from '../texts.js';

const useStyles = makeStyles({
  hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  table: { width: '100%', minWidth: '560px', borderCollapse: 'collapse', fontSize: tokens.fontSizeBase300 },
  th: {
    textAlign: 'left',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground2,
    fontWeight: tokens.fontWeightSemibold,
    whiteSpace: 'nowrap',
  },
  td: { padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`, borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, verticalAlign: 'top', overflowWrap: 'anywhere' },
  num: { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  changed: { backgroundColor: tokens.colorPaletteYellowBackground2, boxShadow: `inset 3px 0 0 ${tokens.colorPaletteYellowBorderActive}` },
  totalRow: { fontWeight: tokens.fontWeightSemibold },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    margin: `${tokens.spacingVerticalM} 0 0`,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
  valueChanged: { padding: `0 ${tokens.spacingHorizontalXS}`, borderRadius: tokens.borderRadiusSmall },
  legend: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, marginTop: tokens.spacingVerticalS, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  swatch: { width: '12px', height: '12px', borderRadius: tokens.borderRadiusSmall },
  history: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, margin: 0, padding: 0, listStyleType: 'none' },
  version: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderLeft: `3px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
  },
  versionCurrent: { borderLeftColor: tokens.colorBrandStroke1 },
  versionHead: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  versionName: { fontWeight: tokens.fontWeightSemibold },
  versionMeta: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  lines: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase300 },
  money: { fontVariantNumeric: 'tabular-nums', fontWeight: tokens.fontWeightSemibold },
});

const Cell = ({ diff, index, field, numeric = false, children }: { diff: TermsDiff; index: number; field: PhaseField; numeric?: boolean; children: ReactNode }) => {
  const styles = useStyles();
  const changed = changedCell(diff, index, field);
  return (
    <td className={mergeClasses(styles.td, numeric && styles.num, changed && styles.changed)} {...(changed ? { 'data-changed': 'true', title: tp('pc.nego.changed') } : {})}>
      {children}
    </td>
  );
};

export const TermsTable = ({ terms, previous }: { terms: Terms; previous?: Terms | undefined }) => {
  const styles = useStyles();
  const diff = diffTerms(previous, terms);
  const total = phasesTotal(terms.phases);
  const mark = (changed: boolean) => (changed ? { className: mergeClasses(styles.value, styles.valueChanged, styles.changed), 'data-changed': 'true' } : { className: styles.value });
  return (
    <div data-testid="terms-table">
      <ScrollRegion label={tp('pc.nego.phases')}>
        <table className={styles.table}>
          <caption className={styles.hidden}>
            {tp('pc.nego.phases')}
          </caption>
          <thead>
            <tr>
              <th className={styles.th} scope="col">{tp('pc.nego.phaseNo')}</th>
              <th className={styles.th} scope="col">{tp('pc.nego.phaseName')}</th>
              <th className={mergeClasses(styles.th, styles.num)} scope="col">{tp('pc.nego.amount')}</th>
              <th className={mergeClasses(styles.th, styles.num)} scope="col">{tp('pc.nego.days')}</th>
              <th className={styles.th} scope="col">{tp('pc.nego.deliverables')}</th>
            </tr>
          </thead>
          <tbody>
            {terms.phases.map((phase, index) => (
              <tr key={index} data-testid="terms-phase">
                <td className={styles.td}>{index + 1}</td>
                <Cell diff={diff} index={index} field="name">
                  {phase.name}
                </Cell>
                <Cell diff={diff} index={index} field="amount" numeric>
                  <span data-testid="phase-amount">{formatFen(phase.amount)}</span>
                </Cell>
                <Cell diff={diff} index={index} field="days" numeric>
                  {phase.days}
                </Cell>
                <Cell diff={diff} index={index} field="deliverables">
                  {phase.deliverables}
                </Cell>
              </tr>
            ))}
            <tr className={styles.totalRow}>
              <td className={styles.td} colSpan={2}>
                {tp('pc.total.label')}
              </td>
              <td className={mergeClasses(styles.td, styles.num, diff.total && styles.changed)} data-testid="terms-total">
                {formatFen(total)}
              </td>
              <td className={mergeClasses(styles.td, styles.num)}>{terms.phases.reduce((sum, p) => sum + p.days, 0)}</td>
              <td className={styles.td} />
            </tr>
          </tbody>
        </table>
      </ScrollRegion>
      <dl className={styles.facts}>
        <dt className={styles.term}>{tp('pc.nego.startDate')}</dt>
        <dd {...mark(diff.startDate)}>{formatDate(terms.startDate)}</dd>
        <dt className={styles.term}>{tp('pc.nego.escrow')}</dt>
        <dd {...mark(diff.escrowPlan)}>{ESCROW_PLAN_LABELS[terms.escrowPlan]}</dd>
        <dt className={styles.term}>{tp('pc.nego.remark')}</dt>
        <dd {...mark(diff.remark)}>{terms.remark || tp('pc.nego.noRemark')}</dd>
      </dl>
      {previous && !diff.same && (
        <span className={styles.legend}>
          <span className={mergeClasses(styles.swatch, styles.changed)} aria-hidden="true" />
          {tp('pc.nego.changed')}
        </span>
      )}
    </div>
  );
};

export const VersionHistory = ({ versions, partyA, partyB }: { versions: readonly TermsVersion[]; partyA: ProjectParty; partyB: ProjectParty }) => {
  const styles = useStyles();
  const ordered = [...versions].sort((a, b) => a.version - b.version);
  const newest = ordered.at(-1)?.version;
  return (
    <ol className={styles.history} data-testid="version-history">
      {ordered
        .map((v, i) => ({ v, prev: ordered[i - 1] }))
        .reverse()
        .map(({ v, prev }) => {
          const lines = diffLines(prev?.terms, v.terms);
          const side = v.proposedBy === 'partyA' ? tp('pc.partyA') : tp('pc.partyB');
          const name = v.proposerName || (v.proposedBy === 'partyA' ? partyA.name : partyB.name);
          return (
            <li key={v.version} className={mergeClasses(styles.version, v.version === newest && styles.versionCurrent)} data-testid="terms-version">
              <div className={styles.versionHead}>
                <span className={styles.versionName}>{tp('pc.negotiation.version', { version: v.version })}</span>
                {v.version === newest && (
                  <Badge size="small" appearance="tint" color="brand">
                    {tp('pc.nego.current')}
                  </Badge>
                )}
                <span className={styles.versionMeta}>
                  {tp('pc.nego.proposedBy', { side, name })} · {formatDateTime(v.createTime)}
                </span>
              </div>
              <span className={styles.versionMeta}>
                {tp('pc.total.label')} <span className={styles.money}>{formatFen(v.total)}</span>
              </span>
              {!prev ? (
                <span className={styles.versionMeta}>{tp('pc.nego.firstVersion')}</span>
              ) : lines.length === 0 ? (
                <span className={styles.versionMeta}>{tp('pc.nego.sameAsPrevious')}</span>
              ) : (
                <ul className={styles.lines} data-testid="version-changes">
                  {lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
    </ol>
  );
};
