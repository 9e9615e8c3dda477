/**
 * 需求变更 / 申请需求变更 (docs/cooperation.md "Demand change"): the new terms of the phases not accepted, prefilled
 * with the terms in force — each phase's name, amount in yuan, working days and deliverables; a phase not begun may be
 * removed (its documents are then kept read-only), a begun one only changed; phases added at the end — with the reason
 * and the total it makes. The phases are read as the negotiation's terms editor reads them (model/terms.ts). Sent
 * with `start_demand_change` on the terms' version in force; the dialog closes once sent, a refusal is told by the
 * HTTP helper and leaves it open.
 */
import { Button, Field, Input, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { CHANGE_LIMITS, PROJECT_LIMITS as L } from '../../../../../shared/limits.js';
import { formatFen } from '../../../../../shared/money.js';
import type { CooperationDetail, PhaseView } from '../../../../../shared/schemas/cooperation.js';
import { useOneAtATime } from '../../../components/async-button.js';
import { FormDialog } from '../../../components/form-dialog.js';
import { NARROW_MEDIA } from '../../../components/page-styles.js';
import { startChange, type ChangePhaseInput } from '../api/change.js';
import { tch } from '../change-texts.js';
import { amountFen, emptyPhase, fenToYuanText, readDraft, type PhaseDraft } from '../model/terms.js';

const useStyles = makeStyles({
  note: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  phase: {
    margin: 0,
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    minWidth: 0,
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1.2fr) minmax(0, 0.8fr)',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    [NARROW_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  removed: { opacity: 0.6, backgroundColor: tokens.colorNeutralBackground3 },
  legend: { padding: `0 ${tokens.spacingHorizontalXS}`, fontWeight: tokens.fontWeightSemibold },
  wide: { gridColumn: '1 / -1' },
  foot: { gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  total: { margin: 0, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
  // An input fills its grid cell and no more (Fluent's Input keeps a minimum width that overflowed the narrow 工期 column).
  input: { minWidth: 0, width: '100%' },
  // The dialog's body is a column that scrolls: its buttons keep their height.
  add: { flexShrink: 0, alignSelf: 'flex-start' },
});

/** A row of the editor: a phase in force (its number, whether it began) or an added one, and whether it goes. */
interface Row extends PhaseDraft {
  index?: number;
  begun: boolean;
  removed: boolean;
}

/** A phase not begun may be removed: waiting for its turn or its escrow, its work not started. */
const begunOf = (p: PhaseView): boolean => Boolean(p.startTime) || !(p.state === 'PENDING' || p.state === 'UNFUNDED');

const rowsOf = (detail: Pick<CooperationDetail, 'phases'>): Row[] =>
  detail.phases
    .filter((p) => p.state !== 'ACCEPTED' && !p.removed)
    .map((p) => ({ ...emptyPhase(), index: p.index, begun: begunOf(p), removed: false, name: p.name, amount: fenToYuanText(p.amount), days: String(p.days), deliverables: p.deliverables }));

export interface ChangeDialogProps {
  detail: Pick<CooperationDetail, 'projectId' | 'phases'>;
  /** The terms' version in force (`termsVersion`), which the change changes. */
  version: number;
  /** The action's label (需求变更, 申请需求变更), from the process; party B's submit says 提交申请. */
  title: string;
  side: 'partyA' | 'partyB';
  onDone: () => void;
  onClose: () => void;
}

export const ChangeDialog = ({ detail, version, title, side, onDone, onClose }: ChangeDialogProps) => {
  const styles = useStyles();
  const [rows, setRows] = useState<Row[]>(() => rowsOf(detail));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const { pending, run } = useOneAtATime();
  const accepted = detail.phases.filter((p) => p.state === 'ACCEPTED' && !p.removed).reduce((sum, p) => sum + p.amount, 0);
  const kept = rows.filter((r) => !r.removed);
  const total = accepted + kept.reduce((sum, r) => sum + (amountFen(r.amount) ?? 0), 0);

  const edit = (key: string, field: keyof Pick<Row, 'name' | 'amount' | 'days' | 'deliverables'>, value: string) => {
    setRows((all) => all.map((r) => (r.key === key ? { ...r, [field]: value } : r)));
    setErrors(({ [`${key}.${field}`]: _gone, ...rest }) => rest);
    setFormError(undefined);
  };
  const toggle = (row: Row) => setRows((all) => (row.index === undefined ? all.filter((r) => r.key !== row.key) : all.map((r) => (r.key === row.key ? { ...r, removed: !r.removed } : r))));

  const submit = async () => {
    const found: Record<string, string> = {};
    if (!reason.trim()) found.reason = tch('ch.editor.reasonRequired');
    if (kept.length === 0) setFormError(tch('ch.editor.keepOne'));
    // The phases read as the terms editor reads them: amounts in yuan to fen, digit by digit.
    const read = readDraft({ phases: kept, startDate: '2000-01-01', escrowPlan: 'PER_PHASE', remark: '' });
    if ('errors' in read) {
      for (const [name, message] of Object.entries(read.errors)) {
        const [, i, field] = name.split('.');
        if (field && kept[Number(i)]) found[`${kept[Number(i)]!.key}.${field}`] = message;
        else setFormError(message);
      }
    }
    setErrors(found);
    if (Object.keys(found).length || kept.length === 0 || 'errors' in read) return;
    const phases: ChangePhaseInput[] = read.terms.phases.map((p, i) => ({ ...(kept[i]!.index !== undefined ? { index: kept[i]!.index } : {}), ...p }));
    await run(async () => {
      try {
        await startChange({ projectId: detail.projectId, version, phases, reason: reason.trim() });
        onDone();
        onClose();
      } catch {
        // Told by the HTTP helper; the dialog stays for another try.
      }
    });
  };

  const fieldError = (key: string) => (errors[key] ? { validationState: 'error' as const, validationMessage: errors[key] } : {});
  return (
    <FormDialog
      title={title}
      submitLabel={side === 'partyA' ? tch('ch.editor.submit') : tch('ch.editor.submitB')}
      submitting={pending}
      {...(formError ? { formError } : {})}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className={styles.note}>{tch('ch.editor.note')}</p>
      {rows.map((row) => (
        <fieldset key={row.key} className={`${styles.phase} ${row.removed ? styles.removed : ''}`} data-testid="change-phase">
          <legend className={styles.legend}>{row.index === undefined ? tch('ch.newPhase') : tch('ch.phase', { index: row.index })}</legend>
          <Field label={tch('ch.col.phase')} required {...fieldError(`${row.key}.name`)}>
            <Input className={styles.input} value={row.name} disabled={row.removed} maxLength={L.phaseName} onChange={(_event, data) => edit(row.key, 'name', data.value)} />
          </Field>
          <Field label={tch('ch.col.amount')} required {...fieldError(`${row.key}.amount`)}>
            <Input className={styles.input} value={row.amount} disabled={row.removed} inputMode="decimal" contentBefore="¥" onChange={(_event, data) => edit(row.key, 'amount', data.value)} data-testid="change-amount" />
          </Field>
          <Field label={tch('ch.col.days')} required {...fieldError(`${row.key}.days`)}>
            <Input className={styles.input} value={row.days} disabled={row.removed} inputMode="numeric" onChange={(_event, data) => edit(row.key, 'days', data.value)} />
          </Field>
          <Field className={styles.wide} label={tch('ch.col.deliverables')} required {...fieldError(`${row.key}.deliverables`)}>
            <Textarea value={row.deliverables} disabled={row.removed} resize="vertical" maxLength={L.phaseDeliverables} onChange={(_event, data) => edit(row.key, 'deliverables', data.value)} />
          </Field>
          <div className={styles.foot}>
            <span className={styles.note}>{row.removed ? tch('ch.editor.removed') : row.begun ? tch('ch.editor.begun') : ''}</span>
            {!row.begun && (
              <Button size="small" appearance="subtle" onClick={() => toggle(row)} data-testid="change-remove">
                {row.removed ? tch('ch.editor.restore') : tch('ch.editor.remove')}
              </Button>
            )}
          </div>
        </fieldset>
      ))}
      {rows.length < L.phasesMax && (
        <Button className={styles.add} appearance="secondary" onClick={() => setRows((all) => [...all, { ...emptyPhase(), begun: false, removed: false }])} data-testid="change-add">
          {tch('ch.editor.add')}
        </Button>
      )}
      <p className={styles.total} data-testid="change-total">
        {tch('ch.editor.total')}：{formatFen(total)}
      </p>
      <Field label={tch('ch.reason')} required {...(errors.reason ? { validationState: 'error' as const, validationMessage: errors.reason } : {})}>
        <Textarea value={reason} resize="vertical" maxLength={CHANGE_LIMITS.reason} onChange={(_event, data) => setReason(data.value)} data-testid="change-reason" />
      </Field>
    </FormDialog>
  );
};
