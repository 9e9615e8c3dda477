/**
 * A cooperation's phases as a stepper: each phase with its state (the phase process's label), amount and whether it
 * is funded, its days, planned and actual dates, revision rounds, the last no-pass reason, the acceptance countdown
 * while it waits for party A, what its acceptance paid, and its own records on demand.
 */
import { Badge, Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import { formatFen } from '../../../../../shared/money.js';
import type { CooperationDetail, PhaseView } from '../../../../../shared/schemas/cooperation.js';
import { NARROW_MEDIA } from '../../../components/page-styles.js';
import { formatDate, formatDateTime } from '../../../lib/format-time.js';
import { tco } from '../cooperation-texts.js';
import { tch } from '../change-texts.js';
import { acceptanceCountdown, plannedDates, stepStatus, type StepStatus } from '../model/cooperation.js';
import { PhaseRecords } from './process-records.js';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyleType: 'none' },
  step: { display: 'grid', gridTemplateColumns: '36px minmax(0, 1fr)', columnGap: tokens.spacingHorizontalM, position: 'relative' },
  rail: { display: 'flex', flexDirection: 'column', alignItems: 'center' },
  marker: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '32px',
    height: '32px',
    flexShrink: 0,
    borderRadius: tokens.borderRadiusCircular,
    border: `2px solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground3,
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
    boxSizing: 'border-box',
  },
  markerDone: { border: 'none', backgroundColor: tokens.colorPaletteGreenBackground3, color: tokens.colorNeutralForegroundOnBrand },
  markerCurrent: { border: 'none', backgroundColor: tokens.colorBrandBackground, color: tokens.colorNeutralForegroundOnBrand },
  line: { flexGrow: 1, width: '2px', minHeight: tokens.spacingVerticalL, backgroundColor: tokens.colorNeutralStroke2 },
  lineDone: { backgroundColor: tokens.colorPaletteGreenBorder2 },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, paddingBottom: tokens.spacingVerticalXL, minWidth: 0 },
  bodyCurrent: {
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    marginBottom: tokens.spacingVerticalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorBrandBackground2,
    [NARROW_MEDIA]: { padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}` },
  },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, minHeight: '32px' },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere', minWidth: 0 },
  no: { color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightRegular, marginRight: tokens.spacingHorizontalXS },
  amount: { marginLeft: 'auto', fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums', [NARROW_MEDIA]: { marginLeft: 0 } },
  facts: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalXXL}`,
    margin: 0,
    fontSize: tokens.fontSizeBase200,
    [NARROW_MEDIA]: { flexDirection: 'column' },
  },
  fact: { display: 'flex', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  term: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
  value: { margin: 0, color: tokens.colorNeutralForeground2, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' },
  deliverables: { margin: 0, fontSize: tokens.fontSizeBase300, color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
  countdown: {
    alignSelf: 'flex-start',
    margin: 0,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorPaletteDarkOrangeBackground1,
    color: tokens.colorPaletteDarkOrangeForeground1,
    fontSize: tokens.fontSizeBase200,
  },
  reason: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalS,
    borderLeft: `3px solid ${tokens.colorPaletteRedBorder2}`,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
    overflowWrap: 'anywhere',
    whiteSpace: 'pre-wrap',
  },
  payout: { margin: 0, fontSize: tokens.fontSizeBase300, color: tokens.colorPaletteGreenForeground1 },
  toggle: { alignSelf: 'flex-start', paddingLeft: 0, paddingRight: 0, minWidth: 0, color: tokens.colorBrandForegroundLink, fontWeight: tokens.fontWeightRegular },
  records: { padding: `0 ${tokens.spacingHorizontalM}`, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground2 },
});

/** A phase state's badge colour (the states of the phase process, shared/process/cooperation.ts). */
export const phaseColour = (state: string): 'brand' | 'success' | 'warning' | 'danger' | 'informative' | 'subtle' => {
  if (state === 'ACCEPTED') return 'success';
  if (state === 'UNFUNDED' || state === 'ACCEPTING' || state === 'ASSESSING') return 'warning';
  if (state === 'REJECTED') return 'danger';
  if (state === 'PENDING') return 'subtle';
  return 'brand';
};

const Fact = ({ term, children, testId }: { term: string; children: ReactNode; testId?: string }) => {
  const styles = useStyles();
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
};

/**
 * One phase of the stepper. `stopped`: the cooperation ended (terminated) before this phase was accepted — it shows as
 * ended, not as the state it was in, and what escrow held for it as settled by the termination.
 */
const PhaseStep = ({ projectId, phase, status, planned, last, now, stopped }: { projectId: string; phase: PhaseView; status: StepStatus; planned: { start: number; end: number }; last: boolean; now: number; stopped: boolean }) => {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const countdown = acceptanceCountdown(phase, now);
  const recordsId = `phase-records-${phase.index}`;
  return (
    <li className={styles.step} data-testid="coop-phase" data-state={phase.state} data-status={status} aria-current={status === 'current' ? 'step' : undefined}>
      <div className={styles.rail} aria-hidden="true">
        <span className={mergeClasses(styles.marker, status === 'done' && styles.markerDone, status === 'current' && styles.markerCurrent)}>{status === 'done' ? '✓' : phase.index}</span>
        {!last && <span className={mergeClasses(styles.line, status === 'done' && styles.lineDone)} />}
      </div>
      <div className={mergeClasses(styles.body, status === 'current' && styles.bodyCurrent)}>
        <div className={styles.head}>
          <h3 className={styles.title}>
            <span className={styles.no}>{tco('co.phase.no', { index: phase.index })}</span>
            {phase.name}
          </h3>
          <Badge appearance="tint" color={stopped ? 'danger' : phaseColour(phase.state)} data-testid="phase-state">
            {stopped ? tco('co.phase.stopped') : phase.stateLabel}
          </Badge>
          {phase.overdue && phase.state !== 'ACCEPTED' && !stopped && (
            <Badge appearance="filled" color={phase.overdue.state === 'POSTPONED' ? 'warning' : 'danger'} size="small" data-testid="phase-overdue">
              {phase.overdue.state === 'OVERDUE' ? tco('co.overdue.badge') : phase.overdue.stateLabel}
            </Badge>
          )}
          {(phase.removed || phase.removing) && (
            <Badge appearance="filled" color={phase.removed ? 'danger' : 'warning'} size="small" data-testid="phase-removed">
              {tch(phase.removed ? 'ch.phase.removed' : 'ch.phase.removing')}
            </Badge>
          )}
          {status === 'current' && phase.state !== 'ACCEPTED' && !stopped && (
            <Badge appearance="filled" color="brand" size="small">
              {tco('co.phase.current')}
            </Badge>
          )}
          <span className={styles.amount} data-testid="phase-amount">
            {formatFen(phase.amount)}
          </span>
        </div>
        <dl className={styles.facts}>
          <Fact term={tco('co.phase.escrow')}>{phase.funded ? tco(stopped ? 'co.phase.settled' : 'co.phase.funded') : tco('co.phase.unfunded')}</Fact>
          <Fact term={tco('co.phase.days')}>{tco('co.phase.daysValue', { days: phase.days })}</Fact>
          <Fact term={tco('co.phase.planned')}>{`${formatDate(planned.start)} – ${formatDate(planned.end)}`}</Fact>
          {phase.startTime !== undefined && <Fact term={tco('co.phase.actualStart')}>{formatDateTime(phase.startTime)}</Fact>}
          {phase.dueTime !== undefined && phase.state !== 'ACCEPTED' && <Fact term={tco('co.phase.due')}>{formatDate(phase.dueTime)}</Fact>}
          {phase.deliverTime !== undefined && <Fact term={tco('co.phase.delivered')}>{formatDateTime(phase.deliverTime)}</Fact>}
          {phase.acceptTime !== undefined && (
            <Fact term={tco('co.phase.accepted')}>
              {formatDateTime(phase.acceptTime)}
              {phase.acceptedBy ? `（${tco(`co.phase.acceptedBy.${phase.acceptedBy}`)}）` : ''}
            </Fact>
          )}
          <Fact term={tco('co.phase.rounds')} testId="phase-rounds">
            {tco('co.phase.roundsValue', { rounds: phase.rounds })}
          </Fact>
          {phase.checkRounds !== undefined && (
            <Fact term={tco('co.phase.checkRounds')} testId="phase-check-rounds">
              {tco('co.phase.checkRoundsValue', { rounds: phase.checkRounds })}
            </Fact>
          )}
        </dl>
        {phase.deliverables && (
          <p className={styles.deliverables}>
            <span className={styles.term}>{tco('co.phase.deliverables')}：</span>
            {phase.deliverables}
          </p>
        )}
        {countdown && (
          <p className={styles.countdown} data-testid="phase-countdown">
            {countdown}
          </p>
        )}
        {phase.reason && (
          <p className={styles.reason} data-testid="phase-reason">
            <span className={styles.term}>{tco('co.phase.reason')}：</span>
            {phase.reason}
          </p>
        )}
        {phase.checkReason && (
          <p className={styles.reason} data-testid="phase-check-reason">
            <span className={styles.term}>{tco('co.phase.checkReason')}：</span>
            {phase.checkReason}
          </p>
        )}
        {phase.net !== undefined && phase.fee !== undefined && (
          <p className={styles.payout} data-testid="phase-payout">
            {tco('co.phase.payout', { net: formatFen(phase.net), fee: formatFen(phase.fee) })}
          </p>
        )}
        <Button className={styles.toggle} appearance="transparent" size="small" aria-expanded={open} aria-controls={open ? recordsId : undefined} onClick={() => setOpen((was) => !was)}>
          {open ? tco('co.phase.hideRecords') : tco('co.phase.records')}
        </Button>
        {open && (
          <div id={recordsId} className={styles.records}>
            <PhaseRecords projectId={projectId} phase={phase.index} />
          </div>
        )}
      </div>
    </li>
  );
};

/** A phase the termination stopped: not accepted, and not removed by a change before. */
const stoppedBy = (detail: Pick<CooperationDetail, 'state'>, phase: Pick<PhaseView, 'state' | 'removed'>): boolean => detail.state === 'TERMINATED' && phase.state !== 'ACCEPTED' && !phase.removed;

export const PhaseTimeline = ({ detail, now }: { detail: CooperationDetail; now: number }) => {
  const styles = useStyles();
  const planned = plannedDates(detail.startDate, detail.phases);
  return (
    <ol className={styles.list} data-testid="coop-phases">
      {detail.phases.map((phase, i) => (
        <PhaseStep
          key={phase.index}
          projectId={detail.projectId}
          phase={phase}
          status={stoppedBy(detail, phase) ? 'upcoming' : stepStatus(phase, detail.current)}
          stopped={stoppedBy(detail, phase)}
          planned={planned[i] ?? { start: detail.startDate, end: detail.startDate }}
          last={i === detail.phases.length - 1}
          now={now}
        />
      ))}
    </ol>
  );
};
