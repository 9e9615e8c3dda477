/**
 * 提出新条款: the terms editor, prefilled with the current version — phases (name, amount in yuan, working days,
 * deliverables; added, removed), the planned start day, the escrow plan and a remark — with the total and the
 * negotiation fee it would bring updated as one types. Sent with `project.propose` on the current `version`; a
 * version that moved on meanwhile (100002) is reloaded by the page.
 */
import { Button, Field, Input, Radio, RadioGroup, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { negotiationFeeOf, PROJECT_LIMITS as L } from '../../../../../shared/limits.js';
import { formatFen } from '../../../../../shared/money.js';
import { ESCROW_PLANS, ESCROW_PLAN_LABELS, type EscrowPlan, type NegotiationDetail, type Terms } from '../../../../../shared/schemas/project.js';
import { FormError } from '../../../components/form-error.js';
import { NARROW_MEDIA } from '../../../components/page-styles.js';
import { AmountInput } from '../../wallet/public.js';
import { diffTerms, draftOf, draftTotal, emptyPhase, readDraft, type DraftErrors, type PhaseDraft, type TermsDraft } from '../model/terms.js';
import { tp } from '../texts.js';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  note: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  phases: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  phase: {
    margin: 0,
    padding: tokens.spacingHorizontalL,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    minWidth: 0,
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1.2fr) minmax(0, 0.8fr)',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    [NARROW_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  input: { width: '100%', minWidth: 0, '& input': { minWidth: 0, width: '100%' } },
  legend: { padding: `0 ${tokens.spacingHorizontalXS}`, fontWeight: tokens.fontWeightSemibold },
  wide: { gridColumn: '1 / -1' },
  phaseFoot: { gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end' },
  row: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: tokens.spacingHorizontalL, [NARROW_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
  sums: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXXL}`,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  sum: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  sumLabel: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  sumValue: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

export interface TermsEditorProps {
  detail: Pick<NegotiationDetail, 'version' | 'versions'>;
  onSubmit: (terms: Terms) => Promise<void>;
  onCancel: () => void;
}

const errorOf = (errors: DraftErrors, name: string) => (errors[name] ? { validationState: 'error' as const, validationMessage: errors[name] } : {});

export const TermsEditor = ({ detail, onSubmit, onCancel }: TermsEditorProps) => {
  const styles = useStyles();
  const current = detail.versions.find((v) => v.version === detail.version) ?? detail.versions.at(-1);
  const [draft, setDraft] = useState<TermsDraft>(() =>
    current ? draftOf(current.terms) : { phases: [emptyPhase()], startDate: '', escrowPlan: 'PER_PHASE', remark: '' },
  );
  const [errors, setErrors] = useState<DraftErrors>({});
  const [formError, setFormError] = useState<string>();
  const [sending, setSending] = useState(false);

  const change = (next: Partial<TermsDraft>, field?: string) => {
    setDraft((d) => ({ ...d, ...next }));
    setFormError(undefined);
    if (field) setErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const changePhase = (index: number, field: keyof Omit<PhaseDraft, 'key'>, value: string) => {
    setDraft((d) => ({ ...d, phases: d.phases.map((p, i) => (i === index ? { ...p, [field]: value } : p)) }));
    setFormError(undefined);
    setErrors(({ [`phases.${index}.${field}`]: _gone, ...rest }) => rest);
  };

  const total = draftTotal(draft);
  const submit = async () => {
    const read = readDraft(draft);
    if ('errors' in read) {
      setErrors(read.errors);
      setFormError(read.errors.phases ?? tp('pc.terms.fix'));
      return;
    }
    if (current && diffTerms(current.terms, read.terms).same) {
      setFormError(tp('pc.terms.unchanged'));
      return;
    }
    setSending(true);
    try {
      await onSubmit(read.terms);
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={tp('pc.terms.editTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      data-testid="terms-editor"
    >
      <p className={styles.note}>{tp('pc.terms.editNote', { version: detail.version })}</p>
      <div className={styles.phases}>
        {draft.phases.map((phase, index) => {
          const n = index + 1;
          return (
            <fieldset key={phase.key} className={styles.phase} data-testid="phase-editor">
              <legend className={styles.legend}>{tp('pc.terms.phase', { n })}</legend>
              <Field label={tp('pc.terms.phaseName')} required {...errorOf(errors, `phases.${index}.name`)}>
                <Input className={styles.input} value={phase.name} maxLength={L.phaseName} onChange={(_e, d) => changePhase(index, 'name', d.value)} data-testid="phase-name" />
              </Field>
              <Field label={tp('pc.terms.amount')} required {...errorOf(errors, `phases.${index}.amount`)}>
                <AmountInput value={phase.amount} placeholder="0.00" onChange={(value) => changePhase(index, 'amount', value)} data-testid="phase-amount-input" />
              </Field>
              <Field label={tp('pc.terms.days')} required {...errorOf(errors, `phases.${index}.days`)}>
                <Input className={styles.input} value={phase.days} inputMode="numeric" onChange={(_e, d) => changePhase(index, 'days', d.value)} data-testid="phase-days" />
              </Field>
              <Field className={styles.wide} label={tp('pc.terms.deliverables')} required {...errorOf(errors, `phases.${index}.deliverables`)}>
                <Textarea value={phase.deliverables} maxLength={L.phaseDeliverables} resize="vertical" onChange={(_e, d) => changePhase(index, 'deliverables', d.value)} data-testid="phase-deliverables" />
              </Field>
              {draft.phases.length > 1 && (
                <div className={styles.phaseFoot}>
                  <Button
                    size="small"
                    appearance="subtle"
                    aria-label={tp('pc.terms.removePhase', { n })}
                    onClick={() => {
                      change({ phases: draft.phases.filter((_p, i) => i !== index) });
                      setErrors({});
                    }}
                  >
                    {tp('pc.terms.removePhase', { n })}
                  </Button>
                </div>
              )}
            </fieldset>
          );
        })}
        {draft.phases.length < L.phasesMax && (
          <div>
            <Button appearance="secondary" onClick={() => change({ phases: [...draft.phases, emptyPhase()] }, 'phases')}>
              {tp('pc.terms.addPhase')}
            </Button>
          </div>
        )}
      </div>
      <div className={styles.row}>
        <Field label={tp('pc.terms.startDate')} required {...errorOf(errors, 'startDate')}>
          <Input className={styles.input} type="date" value={draft.startDate} onChange={(_e, d) => change({ startDate: d.value }, 'startDate')} data-testid="terms-start-date" />
        </Field>
        <Field label={tp('pc.terms.escrow')} required>
          <RadioGroup value={draft.escrowPlan} onChange={(_e, d) => change({ escrowPlan: d.value as EscrowPlan })}>
            {ESCROW_PLANS.map((plan) => (
              <Radio key={plan} value={plan} label={ESCROW_PLAN_LABELS[plan]} />
            ))}
          </RadioGroup>
        </Field>
      </div>
      <Field label={tp('pc.terms.remark')} {...errorOf(errors, 'remark')}>
        <Textarea value={draft.remark} maxLength={L.note} resize="vertical" onChange={(_e, d) => change({ remark: d.value }, 'remark')} data-testid="terms-remark" />
      </Field>
      <div className={styles.sums} aria-live="polite">
        <div className={styles.sum}>
          <span className={styles.sumLabel}>{tp('pc.terms.total')}</span>
          <span className={styles.sumValue} data-testid="editor-total">
            {formatFen(total)}
          </span>
        </div>
        <div className={styles.sum}>
          <span className={styles.sumLabel}>{tp('pc.terms.fee')}</span>
          <span className={styles.sumValue} data-testid="editor-fee">
            {formatFen(total > 0 ? negotiationFeeOf(total) : 0)}
          </span>
        </div>
      </div>
      <FormError message={formError} />
      <div className={styles.buttons}>
        <Button appearance="primary" type="submit" disabled={sending}>
          {sending ? tp('pc.terms.submitting') : tp('pc.terms.submit')}
        </Button>
        <Button appearance="secondary" onClick={onCancel} disabled={sending}>
          {tp('pc.terms.cancel')}
        </Button>
      </div>
    </form>
  );
};
