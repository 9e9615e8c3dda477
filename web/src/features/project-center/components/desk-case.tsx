/**
 * /desk/disputes/:projectId/:disputeId, a dispute's whole case for the service desk (`project.desk.case`,
 * docs/cooperation.md "Disputes"): the project and its two parties, the dispute (kind, phase, state, who asked and when,
 * the claim and the split asked for, the evidence deadline, 加急, the ruling), both sides' evidence and the desk's
 * questions with their private files (opened through the signed addresses the case hands out), and as tabs the phases and
 * escrow, the process records, the documents and the project group's talk. Its buttons are exactly the case's `actions`:
 * 受理 and 结束举证 after a confirmation, 要求补充证据 and 裁决 in their dialogs (components/desk-dialogs.tsx). The
 * desk's push naming the dispute (NEED_RADIO `kind: 'desk'`) reads it again, as each of the desk's own moves does.
 */
import { Badge, Button, Spinner, Tab, TabList, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { DISPUTE } from '../../../../../shared/limits.js';
import { formatFen } from '../../../../../shared/money.js';
import type { ProcessAction } from '../../../../../shared/process/types.js';
import type { DisputeCase } from '../../../../../shared/schemas/cooperation-dispute.js';
import { isHttpError } from '../../../api/http-error.js';
import { EmptyState } from '../../../components/empty-state.js';
import { NARROW_MEDIA, usePanelStyles } from '../../../components/page-styles.js';
import { TextLink } from '../../../components/text-link.js';
import { paths } from '../../../config/paths.js';
import { formatDateTime } from '../../../lib/format-time.js';
import { toast } from '../../../lib/notify.js';
import { onRadio } from '../../../lib/radio-events.js';
import { askCase, closeCaseEvidence, decideCase, takeCase, useDeskCase } from '../api/desk.js';
import { tdi } from '../dispute-texts.js';
import { tdk } from '../desk-texts.js';
import { readDeskPush } from '../../../lib/project-push.js';
import { ActionButtons } from './action-buttons.js';
import { AskDialog, DecideDialog } from './desk-dialogs.js';
import { DisputeEntries } from './dispute-panel.js';
import { PartyName } from './party-name.js';
import { RecordList } from './process-records.js';
import { useCenterStyles } from './styles.js';

const useStyles = makeStyles({
  wrap: { maxWidth: '1000px', marginInline: 'auto', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  back: { fontSize: tokens.fontSizeBase200 },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  titles: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  title: { margin: 0, fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  sub: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  parties: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalL,
    marginTop: tokens.spacingVerticalL,
    [NARROW_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalS },
  },
  party: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, padding: tokens.spacingHorizontalM, borderRadius: tokens.borderRadiusLarge, backgroundColor: tokens.colorNeutralBackground2, minWidth: 0 },
  label: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  strong: { margin: 0, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  block: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, marginTop: tokens.spacingVerticalL },
  warn: { margin: 0, color: tokens.colorPaletteDarkOrangeForeground1, fontSize: tokens.fontSizeBase300 },
  ruling: { padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorBrandBackground2, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, overflowWrap: 'anywhere' },
  line: { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalL },
  section: { margin: `0 0 ${tokens.spacingVerticalM}`, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  tabs: { marginBottom: tokens.spacingVerticalL, overflowX: 'auto' },
  money: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
    gap: tokens.spacingHorizontalL,
    margin: `0 0 ${tokens.spacingVerticalL}`,
    [NARROW_MEDIA]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: tokens.spacingVerticalS },
  },
  tile: { display: 'flex', flexDirection: 'column-reverse', gap: tokens.spacingVerticalXXS, padding: tokens.spacingHorizontalM, borderRadius: tokens.borderRadiusLarge, border: `1px solid ${tokens.colorNeutralStroke2}`, minWidth: 0 },
  tileLabel: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  tileValue: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' },
  rows: { display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyleType: 'none' },
  row: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, padding: `${tokens.spacingVerticalS} 0`, borderBottom: `1px solid ${tokens.colorNeutralStroke3}`, minWidth: 0 },
  rowHead: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, margin: 0, overflowWrap: 'anywhere' },
  meta: { margin: 0, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
  reason: { margin: 0, fontSize: tokens.fontSizeBase300, color: tokens.colorPaletteRedForeground1, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
  chat: { maxHeight: '480px', overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyleType: 'none' },
  chatLine: { padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground2, minWidth: 0 },
});

const CASE_TABS = ['phases', 'records', 'documents', 'chat'] as const;
type CaseTab = (typeof CASE_TABS)[number];
const TAB_LABELS = { phases: 'dk.section.phases', records: 'dk.section.records', documents: 'dk.section.documents', chat: 'dk.section.chat' } as const;

const Phases = ({ c }: { c: DisputeCase }) => {
  const styles = useStyles();
  const money: [string, number, string][] = [
    [tdk('dk.money.total'), c.money.total, 'total'],
    [tdk('dk.money.funded'), c.money.funded, 'funded'],
    [tdk('dk.money.inEscrow'), c.money.inEscrow, 'in-escrow'],
    [tdk('dk.money.paid'), c.money.paid, 'paid'],
    [tdk('dk.money.fees'), c.money.fees, 'fees'],
    [tdk('dk.money.refunded'), c.money.refunded, 'refunded'],
  ];
  return (
    <>
      <dl className={styles.money}>
        {money.map(([label, value, id]) => (
          <div key={id} className={styles.tile}>
            <dt className={styles.tileLabel}>{label}</dt>
            <dd className={styles.tileValue} data-testid={`desk-money-${id}`}>
              {formatFen(value)}
            </dd>
          </div>
        ))}
      </dl>
      <ol className={styles.rows}>
        {c.phases.map((p) => (
          <li key={p.index} className={styles.row} data-testid="desk-phase">
            <div className={styles.rowHead}>
              <span className={styles.strong}>
                {tdk('dk.phase', { phase: p.index })} {p.name}
              </span>
              <Badge appearance="tint" color={p.state === 'ACCEPTED' ? 'success' : p.state === 'REJECTED' ? 'danger' : 'brand'} data-testid="desk-phase-state">
                {p.stateLabel}
              </Badge>
            </div>
            <p className={styles.meta}>
              {formatFen(p.amount)} · {p.funded ? tdk('dk.funded') : tdk('dk.unfunded')}
              {p.rounds > 0 && ` · ${tdk('dk.rounds', { rounds: p.rounds })}`}
            </p>
            {p.reason && <p className={styles.reason}>{tdk('dk.reason', { reason: p.reason })}</p>}
          </li>
        ))}
      </ol>
    </>
  );
};

const Documents = ({ c }: { c: DisputeCase }) => {
  const styles = useStyles();
  if (c.documents.length === 0) return <EmptyState title={tdk('dk.noDocuments')} />;
  return (
    <ul className={styles.rows}>
      {c.documents.map((d, i) => (
        <li key={`${d.phase}-${d.title}-${i}`} className={styles.row} data-testid="desk-document">
          <div className={styles.rowHead}>
            <span className={styles.strong}>{d.title}</span>
            <Badge appearance="tint" color="informative">
              {d.stateLabel}
            </Badge>
          </div>
          <p className={styles.meta}>
            {tdk('dk.phase', { phase: d.phase })}
            {d.writer && ` · ${tdk('dk.docWriter', { writer: d.writer })}`}
            {d.version !== undefined && ` · ${tdk('dk.docVersion', { version: d.version })}`}
          </p>
        </li>
      ))}
    </ul>
  );
};

const Chat = ({ c }: { c: DisputeCase }) => {
  const styles = useStyles();
  if (c.chat.length === 0) return <EmptyState title={tdk('dk.noChat')} />;
  return (
    <ol className={styles.chat} tabIndex={0} aria-label={tdk('dk.section.chat')} data-testid="desk-chat">
      {c.chat.map((line) => (
        <li key={line.seq} className={styles.chatLine}>
          <p className={styles.meta}>
            {line.fromName} · {formatDateTime(line.time)}
          </p>
          <p className={styles.line}>{line.content}</p>
        </li>
      ))}
    </ol>
  );
};

const CaseTabPanel = ({ tab, c }: { tab: CaseTab; c: DisputeCase }) =>
  tab === 'phases' ? <Phases c={c} /> : tab === 'records' ? c.records.length ? <RecordList records={c.records} /> : <EmptyState title={tdk('dk.noRecords')} /> : tab === 'documents' ? <Documents c={c} /> : <Chat c={c} />;

/** The desk's actions as the case offers them, 受理 and 结束举证 with their confirmation sentence. */
const withConfirm = (actions: readonly ProcessAction[]): ProcessAction[] =>
  actions.map((a) =>
    a.name === 'take' ? { ...a, confirm: tdk('dk.take.confirm', { days: DISPUTE.evidenceDays }) } : a.name === 'closeEvidence' ? { ...a, confirm: tdk('dk.close.confirm') } : a,
  );

const sideText = (side: 'partyA' | 'partyB'): string => tdi(`di.side.${side}`);

const Case = ({ c, refresh }: { c: DisputeCase; refresh: () => Promise<unknown> }) => {
  const panel = usePanelStyles();
  const styles = useStyles();
  const [tab, setTab] = useState<CaseTab>('phases');
  const [asking, setAsking] = useState(false);
  const [deciding, setDeciding] = useState(false);
  const ids = { projectId: c.projectId, disputeId: c.id };
  const r = c.ruling;

  const run = async (action: ProcessAction) => {
    try {
      if (action.name === 'take') {
        await takeCase(ids);
        toast({ intent: 'success', text: tdk('dk.take.done') });
      } else if (action.name === 'closeEvidence') {
        await closeCaseEvidence(ids);
        toast({ intent: 'success', text: tdk('dk.close.done') });
      }
    } finally {
      await refresh();
    }
  };
  const press = (action: ProcessAction): boolean => {
    if (action.name === 'ask') setAsking(true);
    else if (action.name === 'decide') setDeciding(true);
    else return false;
    return true;
  };

  return (
    <>
      <section className={panel.panel} aria-labelledby="desk-case-title" data-testid="desk-case">
        <div className={styles.head}>
          <div className={styles.titles}>
            <h1 id="desk-case-title" className={styles.title}>
              {c.projectName}
            </h1>
            <p className={styles.sub}>
              {c.kindLabel}
              {c.phase !== undefined && ` · ${tdk('dk.phase', { phase: c.phase })}`} · {tdk('dk.openedBy', { side: sideText(c.openedBy), time: formatDateTime(c.openTime) })}
              {c.endTime !== undefined && ` · ${tdk('dk.ended', { time: formatDateTime(c.endTime) })}`}
            </p>
          </div>
          <span className={styles.badges}>
            {c.escalated && (
              <Badge size="large" appearance="filled" color="danger">
                {tdk('dk.escalated')}
              </Badge>
            )}
            <Badge size="large" appearance="tint" color={c.state === 'DECIDED' || c.state === 'WITHDRAWN' || c.state === 'CLOSED' ? 'informative' : 'warning'} data-testid="desk-case-state">
              {c.stateLabel}
            </Badge>
          </span>
        </div>
        <div className={styles.parties}>
          <div className={styles.party}>
            <span className={styles.label}>{tdi('di.side.partyA')}</span>
            <span className={styles.strong} data-testid="desk-party-a">
              <PartyName party={c.partyA} />
            </span>
          </div>
          <div className={styles.party}>
            <span className={styles.label}>{tdi('di.side.partyB')}</span>
            <span className={styles.strong} data-testid="desk-party-b">
              <PartyName party={c.partyB} />
            </span>
          </div>
        </div>
        <div className={styles.block}>
          <span className={styles.label}>{tdk('dk.claim')}</span>
          <p className={styles.line} data-testid="desk-claim">
            {c.claim}
          </p>
          {c.askedToB !== undefined && <p className={styles.sub}>{tdk('dk.askedToB', { amount: formatFen(c.askedToB) })}</p>}
          {c.evidenceDue !== undefined && <p className={styles.warn}>{tdk('dk.evidenceDue', { time: formatDateTime(c.evidenceDue) })}</p>}
        </div>
        {r && (
          <div className={mergeClasses(styles.block, styles.ruling)} data-testid="desk-ruling">
            <p className={styles.strong}>{tdk('dk.ruling', { label: r.label })}</p>
            {r.toB !== undefined && <p className={styles.line}>{tdk('dk.rulingSplit', { toB: formatFen(r.toB), fee: formatFen(r.fee ?? 0), toA: formatFen(r.toA ?? 0) })}</p>}
            <p className={styles.line}>{tdk('dk.rulingReason', { reason: r.reason })}</p>
          </div>
        )}
        {c.actions.length > 0 && <ActionButtons className={styles.bar} actions={withConfirm(c.actions)} onRun={run} onPress={press} />}
      </section>

      <section className={panel.panel} aria-labelledby="desk-evidence-title">
        <h2 id="desk-evidence-title" className={styles.section}>
          {tdk('dk.section.evidence')}
        </h2>
        <DisputeEntries entries={c.entries} />
      </section>

      <section className={panel.panel} aria-label={tdk('dk.section.case')}>
        <TabList className={styles.tabs} selectedValue={tab} onTabSelect={(_e, d) => setTab(d.value as CaseTab)}>
          {CASE_TABS.map((name) => (
            <Tab key={name} value={name}>
              {tdk(TAB_LABELS[name])}
            </Tab>
          ))}
        </TabList>
        <CaseTabPanel tab={tab} c={c} />
      </section>

      {asking && (
        <AskDialog
          onAsk={async (input) => {
            await askCase({ ...ids, ...input });
            toast({ intent: 'success', text: tdk('dk.ask.sent') });
            await refresh();
          }}
          onClose={() => setAsking(false)}
        />
      )}
      {deciding && (
        <DecideDialog
          kind={c.kind}
          inEscrow={c.inEscrow}
          onDecide={async (input) => {
            await decideCase({ ...ids, ...input });
            toast({ intent: 'success', text: tdk('dk.decide.done') });
            await refresh();
          }}
          onClose={() => setDeciding(false)}
        />
      )}
    </>
  );
};

export const DeskCase = ({ projectId, disputeId }: { projectId: string; disputeId: string }) => {
  const styles = useStyles();
  const center = useCenterStyles();
  const { data, error, mutate } = useDeskCase(projectId, disputeId);

  // The desk's push about this dispute (another member of the desk, a side's evidence, a timer) reads it again.
  useEffect(
    () =>
      onRadio('NEED_RADIO', (frame) => {
        if (readDeskPush(frame.content)?.id === disputeId) void mutate();
      }),
    [disputeId, mutate],
  );

  let body;
  if (data) body = <Case c={data} refresh={() => mutate()} />;
  else if (error)
    body =
      isHttpError(error) && error.code === 404 ? (
        <EmptyState title={tdk('dk.notFound')} />
      ) : (
        <EmptyState
          title={tdk('dk.loadFailed')}
          text={error.msg}
          actions={
            <Button appearance="secondary" onClick={() => void mutate()}>
              {tdk('dk.retry')}
            </Button>
          }
        />
      );
  else
    body = (
      <div className={center.waiting}>
        <Spinner size="small" label={tdk('dk.loading')} />
      </div>
    );

  return (
    <div className={styles.wrap}>
      <TextLink to={paths.deskDisputes} className={styles.back}>
        ‹ {tdk('dk.back')}
      </TextLink>
      {body}
    </div>
  );
};
