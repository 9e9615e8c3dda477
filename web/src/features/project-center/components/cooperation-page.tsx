/**
 * /project/cooperate/:projectId (`project.coop.info`), the cooperation of an agreed project for both parties (docs/cooperation.md
 * "Pages"): the project, the parties, its state and money (total, in escrow, paid to party B, fees); the running
 * phase with the next step said for the viewer, the acceptance countdown and exactly the `actions` the server
 * offers (each asking its `confirm`, and a reason where the action says so; 支付托管费 leads to the trusteeship page);
 * the handovers the viewer's side may send; then, as tabs, the phases as a stepper, a phase's documents (文档: its
 * directory, who writes, party B's leader's changes) and the process records. A project push (NEED_RADIO) reads it
 * all again; the documents tab also follows the document pushes.
 */
import { Badge, Button, Spinner, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { NO_PASS_REASON_LENGTH } from '../../../../../shared/limits.js';
import { formatFen } from '../../../../../shared/money.js';
import type { ProcessAction } from '../../../../../shared/process/types.js';
import type { CooperationDetail } from '../../../../../shared/schemas/cooperation.js';
import { EmptyState } from '../../../components/empty-state.js';
import { NARROW_MEDIA, usePageStyles, usePanelStyles } from '../../../components/page-styles.js';
import { TextLink } from '../../../components/text-link.js';
import { paths, projectDetailsPath } from '../../../config/paths.js';
import { formatDate } from '../../../lib/format-time.js';
import { t } from '../../../lib/i18n.js';
import { toast } from '../../../lib/notify.js';
import { useUserInfo } from '../../account/public.js';
import { PhaseDocuments } from '../../document-editor/public.js';
import { askPostpone, isPhaseMove, movePhase, useCooperation } from '../api/cooperation.js';
import { tco } from '../cooperation-texts.js';
import { useNow } from '../hooks/use-now.js';
import { useProjectRadio } from '../hooks/use-project-radio.js';
import { useRefreshCenter } from '../hooks/use-refresh-center.js';
import { acceptanceCountdown, actsIn, doneText, handoversFor, overdueNote, trusteeshipFeePath, type HandoverKind } from '../model/cooperation.js';
import { tp } from '../texts.js';
import { ActionButtons } from './action-buttons.js';
import { ChangePanel } from './change-panel.js';
import { HandoverDialog } from './handover-dialog.js';
import { PartyName } from './party-name.js';
import { phaseColour, PhaseTimeline } from './phase-timeline.js';
import { DisputePanel } from './dispute-panel.js';
import { PostponeDialog } from './postpone-dialog.js';
import { TerminationPanel } from './termination-panel.js';
import { ProcessRecords } from './process-records.js';
import { useCenterStyles } from './styles.js';

const useStyles = makeStyles({
  wrap: { maxWidth: '1000px', marginInline: 'auto', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  back: { fontSize: tokens.fontSizeBase200 },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  titles: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  title: { margin: 0, fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  sub: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  parties: {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalL,
    marginTop: tokens.spacingVerticalL,
    [NARROW_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalS },
  },
  party: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, padding: tokens.spacingHorizontalM, borderRadius: tokens.borderRadiusLarge, backgroundColor: tokens.colorNeutralBackground2, minWidth: 0 },
  label: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  partyValue: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  money: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
    gap: tokens.spacingHorizontalL,
    margin: `${tokens.spacingVerticalL} 0 0`,
    [NARROW_MEDIA]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: tokens.spacingVerticalS },
  },
  tile: { display: 'flex', flexDirection: 'column-reverse', gap: tokens.spacingVerticalXXS, padding: tokens.spacingHorizontalM, borderRadius: tokens.borderRadiusLarge, border: `1px solid ${tokens.colorNeutralStroke2}`, minWidth: 0 },
  tileValue: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' },
  section: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, overflowWrap: 'anywhere' },
  now: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  next: { margin: 0, fontSize: tokens.fontSizeBase400, color: tokens.colorNeutralForeground1, overflowWrap: 'anywhere' },
  nextLabel: { color: tokens.colorNeutralForeground3, marginRight: tokens.spacingHorizontalS },
  countdown: {
    alignSelf: 'flex-start',
    margin: 0,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorPaletteDarkOrangeBackground1,
    color: tokens.colorPaletteDarkOrangeForeground1,
    fontWeight: tokens.fontWeightSemibold,
  },
  reason: { margin: 0, padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorPaletteRedBackground1, color: tokens.colorPaletteRedForeground1, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  handovers: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingTop: tokens.spacingVerticalM,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  handoverLabel: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3, marginRight: tokens.spacingHorizontalXS },
  note: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  tabs: { marginBottom: tokens.spacingVerticalL, overflowX: 'auto' },
});

/** The tabs of a cooperation's content: the phases, a phase's documents (features/document-editor's PhaseDocuments), the records. */
const COOPERATION_TABS = ['phases', 'documents', 'records'] as const;
type CooperationTabName = (typeof COOPERATION_TABS)[number];

const CooperationTabPanel = ({ tab, detail, now }: { tab: CooperationTabName; detail: CooperationDetail; now: number }) =>
  tab === 'phases' ? (
    <PhaseTimeline detail={detail} now={now} />
  ) : tab === 'documents' ? (
    <PhaseDocuments detail={detail} />
  ) : (
    <ProcessRecords projectId={detail.projectId} />
  );

const Cooperation = ({ detail }: { detail: CooperationDetail }) => {
  const panel = usePanelStyles();
  const styles = useStyles();
  const center = useCenterStyles();
  const navigate = useNavigate();
  const refresh = useRefreshCenter();
  const { data: info } = useUserInfo();
  const now = useNow(30_000, detail);
  const [tab, setTab] = useState<CooperationTabName>('phases');
  const [handover, setHandover] = useState<HandoverKind>();
  const [postponing, setPostponing] = useState<ProcessAction>();
  const running = detail.phases.find((p) => p.index === detail.current);
  const cooperating = detail.state === 'COOPERATING';
  const mine = detail.side.startsWith('partyA') ? 'partyA' : 'partyB';
  const countdown = running && cooperating ? acceptanceCountdown(running, now) : undefined;
  const overdue = running && cooperating ? overdueNote(running, now) : undefined;
  // The server's actions, each one this page can take (a phase move, or paying the escrow on its own page).
  const actions = detail.actions.filter((action) => action.name === 'fund' || isPhaseMove(action.name));
  const handovers = handoversFor(detail.side, detail.state);

  const run = async (action: ProcessAction, reason?: string, dueTime?: number): Promise<unknown> => {
    try {
      if (action.name === 'askPostpone') await askPostpone({ projectId: detail.projectId, phase: detail.current, dueTime: dueTime ?? 0, reason: reason ?? '' });
      else await movePhase(action.name, { projectId: detail.projectId, phase: detail.current, ...(reason ? { reason } : {}) });
      toast({ intent: 'success', text: doneText(action) });
    } finally {
      await refresh();
    }
    return undefined;
  };
  const press = (action: ProcessAction): boolean => {
    // 申请延期 asks its own dialog: the new date and the reason.
    if (action.name === 'askPostpone') {
      setPostponing(action);
      return true;
    }
    if (action.name !== 'fund') return false;
    void navigate(trusteeshipFeePath(info?.userType, detail.projectId));
    return true;
  };

  const money: [string, number, string][] = [
    [tco('co.money.total'), detail.money.total, 'total'],
    [tco('co.money.inEscrow'), detail.money.inEscrow, 'in-escrow'],
    [tco('co.money.paid'), detail.money.paid, 'paid'],
    [tco('co.money.fees'), detail.money.fees, 'fees'],
    ...(detail.money.refunded > 0 ? [[tco('co.money.refunded'), detail.money.refunded, 'refunded'] as [string, number, string]] : []),
  ];

  return (
    <>
      <section className={panel.panel} aria-labelledby="coop-title">
        <div className={styles.head}>
          <div className={styles.titles}>
            <h1 id="coop-title" className={styles.title}>
              <Link to={projectDetailsPath(detail.projectId)} className={center.titleLink}>
                {detail.name}
              </Link>
            </h1>
            <p className={styles.sub}>
              {tco('co.started')} {formatDate(detail.startTime)} · <span data-testid="coop-start-date">{tco('co.startDate')} {formatDate(detail.startDate)}</span> · {tco('co.escrowPlan')}{' '}
              <span data-testid="coop-escrow-plan">{detail.escrowPlanLabel}</span>
              {detail.endTime !== undefined && ` · ${tco(detail.state === 'TERMINATED' ? 'co.terminated' : 'co.ended')} ${formatDate(detail.endTime)}`}
            </p>
          </div>
          <Badge size="large" appearance="tint" color={detail.state === 'COMPLETED' ? 'success' : detail.state === 'TERMINATED' ? 'danger' : 'brand'} data-testid="coop-state">
            {detail.stateLabel}
          </Badge>
        </div>
        <div className={styles.parties}>
          <div className={styles.party}>
            <span className={styles.label}>{tp('pc.partyA')}</span>
            <span className={styles.partyValue} data-testid="coop-party-a">
              <PartyName party={detail.partyA} me={mine === 'partyA'} />
            </span>
          </div>
          <div className={styles.party}>
            <span className={styles.label}>{tp('pc.partyB')}</span>
            <span className={styles.partyValue} data-testid="coop-party-b">
              <PartyName party={detail.partyB} me={mine === 'partyB'} />
            </span>
          </div>
          <div className={styles.party}>
            <span className={styles.label}>{tco('co.role')}</span>
            <span className={styles.partyValue} data-testid="coop-side">
              {tco(`co.side.${detail.side}`)}
            </span>
          </div>
        </div>
        <dl className={styles.money}>
          {money.map(([label, value, id]) => (
            <div key={id} className={styles.tile}>
              <dt className={styles.label}>{label}</dt>
              <dd className={styles.tileValue} data-testid={`coop-money-${id}`}>
                {formatFen(value)}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section className={`${panel.panel} ${styles.now}`} aria-labelledby="coop-now-title" data-testid="coop-now">
        <h2 id="coop-now-title" className={styles.section}>
          {running && cooperating ? (
            <>
              {tco('co.current')}：{tco('co.currentPhase', { index: running.index, name: running.name })}
              <Badge appearance="tint" color={phaseColour(running.state)} data-testid="coop-phase-state">
                {running.stateLabel}
              </Badge>
              {running.overdue && (
                <Badge appearance="filled" color={running.overdue.state === 'POSTPONED' ? 'warning' : 'danger'} data-testid="coop-overdue-state">
                  {running.overdue.state === 'OVERDUE' ? tco('co.overdue.badge') : running.overdue.stateLabel}
                </Badge>
              )}
            </>
          ) : (
            detail.stateLabel
          )}
        </h2>
        <p className={styles.next} data-testid="coop-next-step">
          <span className={styles.nextLabel}>{tco('co.nextStep')}</span>
          {detail.nextStep}
        </p>
        {countdown && (
          <p className={styles.countdown} role="timer" data-testid="coop-countdown">
            {countdown}
          </p>
        )}
        {overdue && (
          <p className={running?.overdue?.state === 'POSTPONED' ? styles.countdown : styles.reason} data-testid="coop-overdue">
            {overdue}
          </p>
        )}
        {running && cooperating && running.reason && (
          <p className={styles.reason} data-testid="coop-reason">
            {tco('co.phase.reason')}：{running.reason}
          </p>
        )}
        {running && cooperating && running.checkReason && running.state === 'COMPILING' && (
          <p className={styles.reason} data-testid="coop-check-reason">
            {tco('co.phase.checkReason')}：{running.checkReason}
          </p>
        )}
        {actions.length > 0 && (
          <ActionButtons
            className={styles.bar}
            actions={actions}
            onRun={run}
            onPress={press}
            reasonRequired={(action) => action.reason === true}
            reasonMax={NO_PASS_REASON_LENGTH}
          />
        )}
        {!actsIn(detail.side) && cooperating && <p className={styles.note}>{tco('co.readOnly')}</p>}
        {handovers.length > 0 && (
          <div className={styles.handovers} role="group" aria-label={tco('co.handover.title')}>
            <span className={styles.handoverLabel}>{tco('co.handover.title')}</span>
            {handovers.map((kind) => (
              <Button key={kind} size="small" appearance="secondary" onClick={() => setHandover(kind)} data-handover={kind}>
                {tco(`co.handover.${kind}`)}
              </Button>
            ))}
          </div>
        )}
      </section>

      {/* 需求变更 (docs/cooperation.md "Demand change"): the change open, its answers, or proposing one. */}
      <ChangePanel detail={detail} />

      {actsIn(detail.side) && detail.state !== 'COMPLETED' && <TerminationPanel detail={detail} />}

      {actsIn(detail.side) && <DisputePanel detail={detail} />}

      <section className={panel.panel} aria-label={tco('co.tabs')}>
        <TabList className={styles.tabs} selectedValue={tab} onTabSelect={(_event, data) => setTab(data.value as CooperationTabName)}>
          {COOPERATION_TABS.map((name) => (
            <Tab key={name} value={name}>
              {tco(`co.tab.${name}`)}
            </Tab>
          ))}
        </TabList>
        <div role="tabpanel" aria-label={tco(`co.tab.${tab}`)}>
          <CooperationTabPanel tab={tab} detail={detail} now={now} />
        </div>
      </section>

      {postponing && running && (
        <PostponeDialog
          title={postponing.label}
          now={now}
          {...(running.dueTime ? { dueTime: running.dueTime } : {})}
          onAsk={(input) => run(postponing, input.reason, input.dueTime)}
          onClose={() => setPostponing(undefined)}
        />
      )}
      {handover && (
        <HandoverDialog
          kind={handover}
          projectId={detail.projectId}
          to={mine === 'partyA' ? 'partyB' : 'partyA'}
          {...(running && cooperating ? { phase: { index: running.index, name: running.name } } : {})}
          onSent={() => void refresh()}
          onClose={() => setHandover(undefined)}
        />
      )}
    </>
  );
};

export const CooperationPage = ({ projectId }: { projectId: string | null }) => {
  const page = usePageStyles();
  const panel = usePanelStyles();
  const styles = useStyles();
  const center = useCenterStyles();
  useProjectRadio();
  const { data, error, mutate } = useCooperation(projectId);
  // Shown again (back from the editor, where project pushes are not followed), the cooperation is read afresh: a
  // timer or the other side may have moved it meanwhile, and the cached answer must not stand in for it.
  const shownFromCache = useRef(data !== undefined);
  useEffect(() => {
    if (shownFromCache.current) void mutate();
  }, [mutate]);
  return (
    <div className={page.page}>
      <div className={styles.wrap}>
        <title>{`${data ? `${data.name} - ` : ''}${tco('co.title')} - ${t('app.name')}`}</title>
        <TextLink to={data?.state === 'COMPLETED' ? paths.completedProject : data?.state === 'TERMINATED' ? paths.terminatedProjectCooperate : paths.ongoingProject} className={styles.back}>
          ‹ {tco('co.back')}
        </TextLink>
        {!projectId || (error && !data) ? (
          <section className={panel.panel}>
            <EmptyState title={tco('co.notFound')} />
          </section>
        ) : !data ? (
          <div className={center.waiting}>
            <Spinner size="small" label={tp('pc.loading')} />
          </div>
        ) : (
          <Cooperation detail={data} />
        )}
      </div>
    </div>
  );
};
