/**
 * 平台介入 on the cooperation page (docs/cooperation.md "Disputes"), for the two sides as they act: 申请平台介入 while
 * the window is open (verify_over_dispute_last_time: the kind and until when), else why not; and the cooperation's
 * newest dispute — its state, who asked and when, the claim, the evidence time, both sides' evidence and the service
 * desk's questions (files open through their signed addresses), the ruling with its split and reason — with exactly the
 * dispute's `actions` for the viewer: 提交证据 asks EvidenceDialog, 撤回平台介入 its confirmation.
 */
import { Badge, Button, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { formatFen } from '../../../../../shared/money.js';
import type { ProcessAction } from '../../../../../shared/process/types.js';
import type { CooperationDetail } from '../../../../../shared/schemas/cooperation.js';
import type { DisputeEntryView, DisputeView } from '../../../../../shared/schemas/cooperation-dispute.js';
import { usePanelStyles } from '../../../components/page-styles.js';
import { formatDateTime } from '../../../lib/format-time.js';
import { toast } from '../../../lib/notify.js';
import { openDispute, submitEvidence, useDispute, useDisputeWindow, withdrawDispute } from '../api/disputes.js';
import { tdi } from '../dispute-texts.js';
import { useRefreshCenter } from '../hooks/use-refresh-center.js';
import { ActionButtons } from './action-buttons.js';
import { DisputeDialog, EvidenceDialog } from './dispute-dialog.js';

const useStyles = makeStyles({
  heading: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, margin: `0 0 ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase400 },
  note: { margin: `${tokens.spacingVerticalXS} 0`, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase300 },
  warn: { margin: `${tokens.spacingVerticalXS} 0`, color: tokens.colorPaletteDarkOrangeForeground1, fontSize: tokens.fontSizeBase300 },
  entries: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: `${tokens.spacingVerticalS} 0`, padding: 0, listStyleType: 'none' },
  entry: { padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground2 },
  desk: { backgroundColor: tokens.colorBrandBackground2 },
  meta: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  text: { margin: `${tokens.spacingVerticalXXS} 0`, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  link: { display: 'block', fontSize: tokens.fontSizeBase200, color: tokens.colorBrandForegroundLink, overflowWrap: 'anywhere' },
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalS },
});

const sideText = (side: 'partyA' | 'partyB' | 'desk' | 'both'): string => (side === 'both' ? tdi('di.to.both') : tdi(`di.side.${side}`));

const Entry = ({ entry }: { entry: DisputeEntryView }) => {
  const styles = useStyles();
  const desk = entry.by === 'desk';
  return (
    <li className={desk ? `${styles.entry} ${styles.desk}` : styles.entry} data-testid="dispute-entry">
      <p className={styles.meta}>
        {desk ? tdi('di.entryTo', { to: sideText(entry.to ?? 'both'), time: formatDateTime(entry.createTime) }) : tdi('di.entry', { name: entry.byName, side: sideText(entry.by), time: formatDateTime(entry.createTime) })}
      </p>
      <p className={styles.text}>{entry.text}</p>
      {entry.files.map((f) => (
        <a key={f.url} className={styles.link} href={f.url} target="_blank" rel="noreferrer">
          {f.name}
        </a>
      ))}
    </li>
  );
};

/** Both sides' evidence and the desk's questions, oldest first (the parties' panel and the desk's case page). */
export const DisputeEntries = ({ entries }: { entries: readonly DisputeEntryView[] }) => {
  const styles = useStyles();
  if (entries.length === 0) return <p className={styles.note}>{tdi('di.noEntries')}</p>;
  return (
    <ul className={styles.entries} aria-label={tdi('di.entries')}>
      {entries.map((e) => (
        <Entry key={e.id} entry={e} />
      ))}
    </ul>
  );
};

/** The dispute's case as the viewer's side reads it. */
export const DisputeCaseView = ({ dispute, onRun, onEvidence }: { dispute: DisputeView; onRun: (action: ProcessAction) => Promise<unknown>; onEvidence: () => void }) => {
  const styles = useStyles();
  const r = dispute.ruling;
  return (
    <div data-testid="dispute-case">
      <p className={styles.note}>
        {dispute.kindLabel} · {tdi('di.openedBy', { side: sideText(dispute.openedBy), time: formatDateTime(dispute.openTime) })}
        {dispute.askedToB !== undefined && ` · ${tdi('di.askedToB')} ${formatFen(dispute.askedToB)}`}
      </p>
      {dispute.evidenceDue && <p className={styles.warn}>{tdi('di.evidenceDue', { time: formatDateTime(dispute.evidenceDue) })}</p>}
      {dispute.escalated && <p className={styles.warn}>{tdi('di.escalated')}</p>}
      {r && (
        <div data-testid="dispute-ruling">
          <p className={styles.text}>{tdi('di.ruling', { label: r.label })}</p>
          {r.toB !== undefined && <p className={styles.note}>{tdi('di.rulingSplit', { toB: formatFen(r.toB), fee: formatFen(r.fee ?? 0), toA: formatFen(r.toA ?? 0) })}</p>}
          <p className={styles.note}>{tdi('di.rulingReason', { reason: r.reason })}</p>
        </div>
      )}
      <DisputeEntries entries={dispute.entries} />
      {dispute.actions.length > 0 && (
        <ActionButtons
          className={styles.bar}
          actions={dispute.actions}
          onRun={onRun}
          onPress={(action) => {
            // 提交证据 opens its own dialog (a text and files).
            if (action.name !== 'submitEvidence') return false;
            onEvidence();
            return true;
          }}
        />
      )}
    </div>
  );
};

export const DisputePanel = ({ detail }: { detail: Pick<CooperationDetail, 'projectId' | 'money'> }) => {
  const { projectId } = detail;
  const panel = usePanelStyles();
  const styles = useStyles();
  const refresh = useRefreshCenter();
  const { data: window } = useDisputeWindow(projectId);
  const { data: dispute } = useDispute(projectId);
  const [opening, setOpening] = useState(false);
  const [evidence, setEvidence] = useState(false);
  // Nothing to show: no window, nothing disputed before.
  if (!window || (!window.canOpen && !dispute && !window.lastTime)) return null;
  const onRun = async (action: ProcessAction) => {
    if (!dispute) return;
    if (action.name === 'withdraw') {
      await withdrawDispute({ projectId, disputeId: dispute.id });
      toast({ intent: 'success', text: tdi('di.withdrawn') });
      await refresh();
    }
  };
  return (
    <section className={panel.panel} data-testid="dispute-panel">
      <h2 className={styles.heading}>
        {tdi('di.title')}
        {dispute && (
          <Badge appearance="tint" color={dispute.state === 'DECIDED' || dispute.state === 'WITHDRAWN' || dispute.state === 'CLOSED' ? 'informative' : 'danger'} data-testid="dispute-state">
            {dispute.stateLabel}
          </Badge>
        )}
      </h2>
      {window.canOpen && window.kind && window.lastTime ? (
        <>
          <p className={styles.note}>{tdi('di.window', { kind: window.kindLabel ?? '', time: formatDateTime(window.lastTime) })}</p>
          <Button appearance="primary" onClick={() => setOpening(true)} data-testid="dispute-open">
            {tdi('di.open')}
          </Button>
        </>
      ) : (
        !dispute && window.reason && <p className={styles.note}>{tdi('di.closed', { reason: window.reason })}</p>
      )}
      {dispute && <DisputeCaseView dispute={dispute} onRun={onRun} onEvidence={() => setEvidence(true)} />}
      {opening && window.kind && window.lastTime && (
        <DisputeDialog
          kind={window.kind}
          kindLabel={window.kindLabel ?? ''}
          lastTime={window.lastTime}
          inEscrow={detail.money.inEscrow}
          onOpen={async (input) => {
            await openDispute({ projectId, ...input });
            toast({ intent: 'success', text: tdi('di.dialog.opened') });
            await refresh();
          }}
          onClose={() => setOpening(false)}
        />
      )}
      {evidence && dispute && (
        <EvidenceDialog
          onSubmit={async (input) => {
            await submitEvidence({ projectId, disputeId: dispute.id, ...input });
            toast({ intent: 'success', text: tdi('di.evidence.sent') });
            await refresh();
          }}
          onClose={() => setEvidence(false)}
        />
      )}
    </section>
  );
};
