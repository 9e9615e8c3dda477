/**
 * The demand change on the cooperation page (docs/cooperation.md "Demand change"), for both sides: the change open —
 * who proposed it and why, what becomes of each phase (kept, changed from what, removed with its documents, added),
 * the total before and after, what it does to the escrow (returned to party A, or party A's supplement), when it
 * lapses — with exactly the `actions` the server offers the viewer (同意变更 / 拒绝变更 with a reason / 取消变更, each
 * confirmed; 补缴托管费 opens the wallet's payment with the pay password); else the last change's outcome (its refund);
 * and 需求变更 (party A) or 申请需求变更 (party B's leader) when a change may be proposed, opening the editor. Mounted
 * by cooperation-page.tsx; reads `query_demand_change`, read again with the page's pushes.
 */
import { Badge, Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { CORE_ERRORS } from '../../../../../shared/errors/core.js';
import { PROJECT_ERRORS } from '../../../../../shared/errors/project.js';
import { NO_PASS_REASON_LENGTH } from '../../../../../shared/limits.js';
import { formatFen } from '../../../../../shared/money.js';
import type { ProcessAction } from '../../../../../shared/process/types.js';
import type { ChangeView } from '../../../../../shared/schemas/cooperation-change.js';
import type { CooperationDetail } from '../../../../../shared/schemas/cooperation.js';
import { usePanelStyles } from '../../../components/page-styles.js';
import { formatDateTime } from '../../../lib/format-time.js';
import { toast } from '../../../lib/notify.js';
import { useUserInfo } from '../../account/public.js';
import { WALLET_PAY_REFUSALS, WalletPay } from '../../wallet/public.js';
import { changeCall, isChangeCall, payChangeSupplement, useChange } from '../api/change.js';
import { tch, type ChangeTextKey } from '../change-texts.js';
import { useRefreshCenter } from '../hooks/use-refresh-center.js';
import { ActionButtons } from './action-buttons.js';
import { ChangeDialog } from './change-dialog.js';

const useStyles = makeStyles({
  wrap: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  head: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  line: { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
  note: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  money: { margin: 0, padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorPaletteDarkOrangeBackground1, color: tokens.colorPaletteDarkOrangeForeground1, fontWeight: tokens.fontWeightSemibold },
  refused: { margin: 0, padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorPaletteRedBackground1, color: tokens.colorPaletteRedForeground1, overflowWrap: 'anywhere' },
  table: { width: '100%', borderCollapse: 'collapse', fontSize: tokens.fontSizeBase200, '& th, & td': { textAlign: 'left', padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`, borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, verticalAlign: 'top' } },
  scroll: { overflowX: 'auto' },
  before: { color: tokens.colorNeutralForeground3, textDecorationLine: 'line-through', marginRight: tokens.spacingHorizontalXS },
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

const OPEN = ['A_PROPOSED', 'B_PROPOSED', 'AGREED'];
const KIND_COLOUR = { KEPT: 'informative', CHANGED: 'warning', ADDED: 'success', REMOVED: 'danger' } as const;
/** The supplement's own refusals beside the wallet's: the amount or the change moved meanwhile. */
const SUPPLEMENT_CHANGED: readonly number[] = [CORE_ERRORS.STALE_DATA.code, PROJECT_ERRORS.CHANGE_SUPPLEMENT_CHANGED.code];

const doneKey = (name: string): ChangeTextKey =>
  name.startsWith('agree') ? 'ch.done.agree' : name.startsWith('refuse') ? 'ch.done.refuse' : name.startsWith('cancel') ? 'ch.done.cancel' : name === 'proposeByB' ? 'ch.done.proposeByB' : 'ch.done.proposeByA';

/** A value before → after, the former struck through when it changed. */
const Changed = ({ before, after }: { before?: string | undefined; after: string }) => {
  const styles = useStyles();
  return (
    <>
      {before !== undefined && before !== after && <span className={styles.before}>{before}</span>}
      {after}
    </>
  );
};

const ChangeTable = ({ change }: { change: ChangeView }) => {
  const styles = useStyles();
  return (
    <div className={styles.scroll}>
      <table className={styles.table} data-testid="change-phases">
        <thead>
          <tr>
            <th>{tch('ch.col.phase')}</th>
            <th>{tch('ch.col.amount')}</th>
            <th>{tch('ch.col.days')}</th>
            <th>{tch('ch.col.deliverables')}</th>
          </tr>
        </thead>
        <tbody>
          {change.phases.map((p) => (
            <tr key={p.index} data-kind={p.kind}>
              <td>
                <Badge size="small" appearance="tint" color={KIND_COLOUR[p.kind]}>
                  {tch(`ch.kind.${p.kind}`)}
                </Badge>{' '}
                {tch('ch.phase', { index: p.index })} <Changed before={p.before?.name} after={p.name} />
                {p.kind === 'REMOVED' && p.documents !== undefined && p.documents > 0 && <div className={styles.note}>{tch('ch.documents', { count: p.documents })}</div>}
              </td>
              <td>
                <Changed before={p.before ? formatFen(p.before.amount) : undefined} after={formatFen(p.amount)} />
              </td>
              <td>
                <Changed before={p.before ? String(p.before.days) : undefined} after={String(p.days)} />
              </td>
              <td>
                <Changed before={p.before?.deliverables} after={p.deliverables} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};

/** 补缴托管费: the wallet's payment with the pay password, in a dialog. */
const SupplementDialog = ({ detail, change, onPaid, onClose }: { detail: Pick<CooperationDetail, 'projectId' | 'name'>; change: ChangeView; onPaid: () => void; onClose: () => void }) => {
  const { data: info } = useUserInfo();
  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{tch('ch.supplement.title')}</DialogTitle>
          <DialogContent>
            {info && (
              <WalletPay
                name="change-supplement"
                payer={info}
                shortfall="wallet"
                lines={[
                  { term: tch('ch.supplement.project'), value: detail.name },
                  { term: tch('ch.supplement.why'), value: tch('ch.supplement.whyText', { version: change.version }) },
                ]}
                amount={change.escrow.supplement}
                amountLabel={tch('ch.supplement.amount')}
                rule={tch('ch.supplement.rule')}
                notOperator={tch('ch.supplement.notOperator')}
                attempt={`change:${change.id}:${change.escrow.supplement}`}
                pay={(payPassword, requestId) =>
                  payChangeSupplement({ projectId: detail.projectId, changeId: change.id, amount: change.escrow.supplement, payPassword, requestId }, [...WALLET_PAY_REFUSALS, ...SUPPLEMENT_CHANGED])
                }
                onPaid={() => {
                  toast({ intent: 'success', text: tch('ch.done.supplement') });
                  onPaid();
                  onClose();
                }}
                onRefused={(refusal) => {
                  if (!SUPPLEMENT_CHANGED.includes(refusal.code)) return Promise.resolve(false);
                  toast({ intent: 'warning', text: tch('ch.supplement.changed') });
                  onPaid();
                  onClose();
                  return Promise.resolve(true);
                }}
              />
            )}
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};

export const ChangePanel = ({ detail }: { detail: CooperationDetail }) => {
  const panel = usePanelStyles();
  const styles = useStyles();
  const refresh = useRefreshCenter();
  const { data } = useChange(detail.projectId);
  const [proposing, setProposing] = useState<ProcessAction>();
  const [paying, setPaying] = useState(false);
  if (!data) return null;
  const { change } = data;
  const open = change && OPEN.includes(change.state) ? change : undefined;
  if (!open && !change && data.actions.length === 0) return null;

  const run = async (action: ProcessAction, reason?: string): Promise<unknown> => {
    if (!change) return undefined;
    try {
      await changeCall(action.name, { projectId: detail.projectId, changeId: change.id, ...(reason ? { reason } : {}) });
      toast({ intent: 'success', text: tch(doneKey(action.name)) });
    } finally {
      await refresh();
    }
    return undefined;
  };
  const press = (action: ProcessAction): boolean => {
    if (action.name === 'proposeByA' || action.name === 'proposeByB') {
      setProposing(action);
      return true;
    }
    if (action.name === 'paySupplement') {
      setPaying(true);
      return true;
    }
    return false;
  };
  const actions = [...(open?.actions ?? []).filter((a) => isChangeCall(a.name) || a.name === 'paySupplement'), ...data.actions];

  return (
    <section className={`${panel.panel} ${styles.wrap}`} aria-labelledby="coop-change-title" data-testid="coop-change">
      <h2 id="coop-change-title" className={styles.head}>
        {tch('ch.title')}
        {open && (
          <Badge appearance="filled" color="warning" data-testid="change-state">
            {open.stateLabel}
          </Badge>
        )}
      </h2>
      {open ? (
        <>
          <p className={styles.line}>
            {tch(`ch.proposedBy.${open.side}`)}
            {open.proposerName ? `（${open.proposerName}）` : ''} · {tch('ch.version', { base: open.baseVersion, version: open.version })} ·{' '}
            {tch('ch.total', { before: formatFen(open.totalBefore), after: formatFen(open.totalAfter) })}
          </p>
          <p className={styles.line} data-testid="change-reason-shown">
            {tch('ch.reason')}：{open.reason}
          </p>
          <ChangeTable change={open} />
          {open.escrow.refund > 0 && (
            <p className={styles.money} data-testid="change-refund">
              {tch('ch.refund', { amount: formatFen(open.escrow.refund) })}
            </p>
          )}
          {open.escrow.supplement > 0 && (
            <p className={styles.money} data-testid="change-supplement">
              {tch('ch.supplement', { amount: formatFen(open.escrow.supplement) })}
            </p>
          )}
          <p className={styles.note}>
            {tch('ch.held')}
            {open.expireAt ? ` ${tch('ch.expireAt', { time: formatDateTime(open.expireAt) })}` : ''}
          </p>
        </>
      ) : (
        change && (
          <p className={change.state === 'REFUSED' ? styles.refused : styles.note} data-testid="change-last">
            {tch('ch.last', { state: change.stateLabel })}
            {change.state === 'EFFECTIVE' && change.escrow.refund > 0 ? `，${tch('ch.refunded', { amount: formatFen(change.escrow.refund) })}` : ''}
            {change.refuseReason ? `，${tch('ch.refuseReason')}：${change.refuseReason}` : ''}
          </p>
        )
      )}
      {actions.length > 0 && <ActionButtons className={styles.bar} actions={actions} onRun={run} onPress={press} reasonRequired={(a) => a.reason === true} reasonMax={NO_PASS_REASON_LENGTH} />}
      {proposing && (
        <ChangeDialog
          detail={detail}
          version={data.termsVersion}
          title={proposing.label}
          side={proposing.name === 'proposeByA' ? 'partyA' : 'partyB'}
          onDone={() => {
            toast({ intent: 'success', text: tch(doneKey(proposing.name)) });
            void refresh();
          }}
          onClose={() => setProposing(undefined)}
        />
      )}
      {paying && open && <SupplementDialog detail={detail} change={open} onPaid={() => void refresh()} onClose={() => setPaying(false)} />}
    </section>
  );
};
