/**
 * 变更与终止 on the cooperation page (docs/cooperation.md "Changes, endings and disputes", "Termination"): what the
 * viewer may start now (需求变更, 终止合作: offered, or why not — can_select_change_and_terminate), the matter open, and
 * the termination as it stands — its state, the newest proposal with its split, the refusal, the deadline to answer,
 * the settlement and the recovery window — with exactly the termination's `actions` for the viewer as buttons:
 * opening and countering ask TerminationDialog, recovering asks RecoverDialog (the pay password when the viewer's
 * side returns money), agreeing and refusing ask their confirmation and reason as every process action does.
 */
import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { NO_PASS_REASON_LENGTH } from '../../../../../shared/limits.js';
import { formatFen } from '../../../../../shared/money.js';
import type { ProcessAction } from '../../../../../shared/process/types.js';
import type { CooperationDetail } from '../../../../../shared/schemas/cooperation.js';
import type { OfferedMatter, TerminationAnswer } from '../../../../../shared/schemas/termination.js';
import { usePanelStyles } from '../../../components/page-styles.js';
import { formatDateTime } from '../../../lib/format-time.js';
import { toast } from '../../../lib/notify.js';
import { agreeTermination, counterTermination, proposeTermination, recoverCooperation, refuseTermination, useTermination } from '../api/termination.js';
import { useRefreshCenter } from '../hooks/use-refresh-center.js';
import { tte } from '../termination-texts.js';
import { ActionButtons } from './action-buttons.js';
import { RecoverDialog, TerminationDialog, type ProposalKind } from './termination-dialog.js';

const useStyles = makeStyles({
  heading: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, margin: `0 0 ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase400 },
  // The termination's own heading, below the offers: apart from them.
  subheading: { marginTop: tokens.spacingVerticalM },
  offers: { display: 'flex', flexWrap: 'wrap', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalXL}`, margin: 0, padding: 0, listStyleType: 'none', fontSize: tokens.fontSizeBase300 },
  unavailable: { color: tokens.colorNeutralForeground3 },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalM}`, margin: `${tokens.spacingVerticalS} 0`, fontSize: tokens.fontSizeBase300 },
  label: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  note: { margin: `${tokens.spacingVerticalXS} 0`, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase300 },
  warn: { margin: `${tokens.spacingVerticalXS} 0`, color: tokens.colorPaletteDarkOrangeForeground1, fontSize: tokens.fontSizeBase300 },
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalS },
});

const sideText = (side: 'partyA' | 'partyB' | 'platform'): string => tte(`te.side.${side}`);

const OPENING: Record<string, 'negotiate' | 'request'> = { negotiateByA: 'negotiate', negotiateByB: 'negotiate', requestByA: 'request', requestByB: 'request' };
const COUNTER = /^counterBy[AB]$/;
const RECOVERING = /^(recover|agreeRecover)By[AB]$/;

/** One offer's line: available, or why not. */
const Offer = ({ offer }: { offer: OfferedMatter }) => {
  const styles = useStyles();
  return (
    <li data-testid={`offer-${offer.kind}`} className={offer.offered ? undefined : styles.unavailable}>
      {offer.label}：{offer.offered ? tte('te.offer.available') : tte('te.offer.unavailable', { reason: offer.reason ?? '' })}
    </li>
  );
};

/** The termination's facts: state, the newest proposal and its split, the refusal, deadlines, settlement, recovery. */
const TerminationFacts = ({ answer }: { answer: TerminationAnswer }) => {
  const styles = useStyles();
  const t = answer.termination;
  if (!t) return null;
  const p = t.proposal;
  return (
    <>
      <h3 className={`${styles.heading} ${styles.subheading}`}>
        {tte('te.state')}
        <Badge appearance="tint" color={t.state === 'TERMINATED' ? 'danger' : t.state.startsWith('WAIT') || t.state.startsWith('RECOVER_WAIT') ? 'warning' : 'informative'} data-testid="termination-state">
          {t.stateLabel}
        </Badge>
        <Badge appearance="outline">{t.kindLabel}</Badge>
      </h3>
      <dl className={styles.facts} data-testid="termination-proposal">
        <dt className={styles.label}>{tte('te.proposal', { version: p.version, side: sideText(p.by) })}</dt>
        <dd className={styles.value}>{tte('te.dialog.split', { net: formatFen(p.net), fee: formatFen(p.fee), toA: formatFen(p.toA) })}</dd>
        <dt className={styles.label}>{tte('te.escrow')}</dt>
        <dd className={styles.value}>{formatFen(p.escrow)}</dd>
        <dt className={styles.label}>{tte('te.toB')}</dt>
        <dd className={styles.value}>{formatFen(p.toB)}</dd>
        <dt className={styles.label}>{tte('te.reason')}</dt>
        <dd className={styles.value}>{p.reason}</dd>
        {t.refuseReason && (
          <>
            <dt className={styles.label}>{tte('te.refused')}</dt>
            <dd className={styles.value} data-testid="termination-refused">
              {t.refuseReason}
            </dd>
          </>
        )}
      </dl>
      {t.expiresAt !== undefined && <p className={styles.warn}>{tte('te.expires', { time: formatDateTime(t.expiresAt) })}</p>}
      {t.settled && (
        <p className={styles.note} data-testid="termination-settled">
          {tte('te.settled', { time: formatDateTime(t.settled.time), net: formatFen(t.settled.net), fee: formatFen(t.settled.fee), toA: formatFen(t.settled.toA) })}
        </p>
      )}
      {t.recoverUntil !== undefined && <p className={styles.note}>{tte('te.recoverUntil', { time: formatDateTime(t.recoverUntil) })}</p>}
      {t.recovery && t.state.startsWith('RECOVER_WAIT') && <p className={styles.warn}>{tte('te.recovery', { side: sideText(t.recovery.by), time: formatDateTime(t.recovery.time) })}</p>}
      {t.recoveredAt !== undefined && <p className={styles.note}>{tte('te.recovered', { time: formatDateTime(t.recoveredAt) })}</p>}
    </>
  );
};

/** What the viewer's side returns in a recovery: party B what it received, party A what came back to it. */
const returnsOf = (answer: TerminationAnswer, side: CooperationDetail['side']): number => {
  const settled = answer.termination?.settled;
  if (!settled) return 0;
  return side === 'partyB' ? settled.net : side === 'partyA' ? settled.toA : 0;
};

export const TerminationPanel = ({ detail }: { detail: CooperationDetail }) => {
  const panel = usePanelStyles();
  const styles = useStyles();
  const refresh = useRefreshCenter();
  const { data } = useTermination(detail.projectId);
  const [proposing, setProposing] = useState<readonly ProposalKind[]>();
  const [recovering, setRecovering] = useState<ProcessAction>();
  if (!data) return null;
  const { projectId } = detail;
  const version = data.termination?.proposal.version ?? 1;
  const openings = data.actions.filter((a) => a.name in OPENING);
  // One 终止合作 button for both ways of opening (the dialog chooses); the other actions as they are.
  const shown: ProcessAction[] = [
    ...(openings.length ? [{ name: 'open', label: data.terminate.label }] : []),
    ...data.actions.filter((a) => !(a.name in OPENING)),
  ];

  const done = async (label: string, work: () => Promise<unknown>) => {
    try {
      await work();
      toast({ intent: 'success', text: tte('te.done', { label }) });
    } finally {
      await refresh();
    }
  };
  const run = async (action: ProcessAction, reason?: string): Promise<unknown> => {
    if (/^agreeBy[AB]$/.test(action.name)) return done(action.label, () => agreeTermination({ projectId, version }));
    if (/^refuseBy[AB]$/.test(action.name)) return done(action.label, () => refuseTermination({ projectId, version, reason: reason ?? '' }));
    if (/^refuseRecoverBy[AB]$/.test(action.name)) return done(action.label, () => recoverCooperation({ projectId, answer: 'REFUSE' }));
    return undefined;
  };
  const press = (action: ProcessAction): boolean => {
    if (action.name === 'open') {
      setProposing(openings.map((a) => OPENING[a.name]!).filter((k, i, all) => all.indexOf(k) === i));
      return true;
    }
    if (COUNTER.test(action.name)) {
      setProposing(['counter']);
      return true;
    }
    if (RECOVERING.test(action.name)) {
      setRecovering(action);
      return true;
    }
    return false;
  };

  return (
    <section className={panel.panel} aria-labelledby="coop-termination-title" data-testid="coop-termination">
      <h2 id="coop-termination-title" className={styles.heading}>
        {tte('te.title')}
      </h2>
      <ul className={styles.offers}>
        <Offer offer={data.change} />
        <Offer offer={data.terminate} />
      </ul>
      {data.matter && (
        <p className={styles.warn} data-testid="coop-matter">
          {tte('te.matter', { label: data.matter.label, side: sideText(data.matter.side), time: formatDateTime(data.matter.since) })}
        </p>
      )}
      <TerminationFacts answer={data} />
      {shown.length > 0 && <ActionButtons className={styles.bar} actions={shown} onRun={run} onPress={press} reasonRequired={(a) => a.reason === true} reasonMax={NO_PASS_REASON_LENGTH} />}
      {proposing && (
        <TerminationDialog
          kinds={proposing}
          escrow={data.inEscrow}
          onSubmit={({ kind, reason, toB }) =>
            done(kind === 'counter' ? tte('te.dialog.counter') : data.terminate.label, () =>
              kind === 'counter' ? counterTermination({ projectId, version, reason, toB, escrow: data.inEscrow }) : proposeTermination(kind, { projectId, reason, toB, escrow: data.inEscrow }),
            )
          }
          onClose={() => setProposing(undefined)}
        />
      )}
      {recovering && (
        <RecoverDialog
          title={recovering.label}
          returns={returnsOf(data, detail.side)}
          onSubmit={(payPassword) =>
            done(recovering.label, () => recoverCooperation({ projectId, ...(recovering.name.startsWith('agree') ? { answer: 'AGREE' as const } : {}), ...(payPassword ? { payPassword } : {}) }))
          }
          onClose={() => setRecovering(undefined)}
        />
      )}
    </section>
  );
};

