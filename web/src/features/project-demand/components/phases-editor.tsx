/**
 * 项目阶段: one card per planned phase (name, amount in yuan, days, deliverables), added up to
 * PROJECT_LIMITS.phasesMax and removed down to one; the budget under them is the sum of the amounts, live.
 */
import { Button, Field, Input, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { formatFen } from '../../../../../shared/money.js';
import { PROJECT_LIMITS } from '../../../../../shared/limits.js';
import { LineIcon } from '../../../components/line-icon.js';
import { NARROW_MEDIA } from '../../../components/page-styles.js';
import { phaseErrorKey } from '../model/demand-form.js';
import { budgetOf, emptyPhase, type PhaseField, type PhaseRow } from '../model/phases.js';
import { td } from '../texts.js';

const L = PROJECT_LIMITS;

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, margin: 0, padding: 0, listStyleType: 'none' },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    [NARROW_MEDIA]: { padding: tokens.spacingHorizontalM },
  },
  cardHead: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, minHeight: '32px' },
  cardTitle: { margin: 0, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1.2fr) minmax(0, 1fr)',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    alignItems: 'start',
    [NARROW_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
  },
  wide: { [NARROW_MEDIA]: { gridColumn: '1 / -1' } },
  input: { width: '100%', minWidth: 0, '& input': { minWidth: 0 } },
  foot: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    marginTop: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  budget: { display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  budgetLabel: { color: tokens.colorNeutralForeground2 },
  budgetValue: { fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightBold, fontVariantNumeric: 'tabular-nums', color: tokens.colorPaletteRedForeground1 },
  budgetHint: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  error: { margin: 0, color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200 },
});

/** The id of a row's field, where the form moves the focus to a message. */
export const phaseFieldId = (row: number, field: PhaseField): string => `demand-phase-${row}-${field}`;
export const ADD_PHASE_ID = 'demand-add-phase';

export interface PhasesEditorProps {
  rows: readonly PhaseRow[];
  onChange: (rows: PhaseRow[]) => void;
  /** A removed row: its messages go, those below it move up. */
  onRemove: (index: number) => void;
  onBlur: (key: string) => void;
  errorOf: (key: string) => string | undefined;
  /** The list's own message (no phase at all). */
  error?: string;
}

export const PhasesEditor = ({ rows, onChange, onRemove, onBlur, errorOf, error }: PhasesEditorProps) => {
  const styles = useStyles();
  const budget = budgetOf(rows);
  const set = (index: number, field: PhaseField, value: string) => onChange(rows.map((row, at) => (at === index ? { ...row, [field]: value } : row)));
  const fieldProps = (index: number, field: PhaseField) => {
    const message = errorOf(phaseErrorKey(index, field));
    return { validationState: message ? ('error' as const) : ('none' as const), validationMessage: message };
  };
  const inputProps = (index: number, field: PhaseField) => ({
    id: phaseFieldId(index, field),
    value: rows[index]?.[field] ?? '',
    onChange: (_event: unknown, data: { value: string }) => set(index, field, data.value),
    onBlur: () => onBlur(phaseErrorKey(index, field)),
  });
  return (
    <div>
      <ol className={styles.list}>
        {rows.map((row, index) => (
          <li key={row.key} className={styles.card} data-testid="demand-phase">
            <div className={styles.cardHead}>
              <h3 className={styles.cardTitle}>{td('form.phase', { n: index + 1 })}</h3>
              {rows.length > 1 && (
                <Button appearance="subtle" size="small" icon={<LineIcon name="remove" size={14} />} aria-label={td('form.removePhase', { n: index + 1 })} onClick={() => onRemove(index)} />
              )}
            </div>
            <div className={styles.grid}>
              <Field label={td('form.phaseName')} required className={styles.wide} {...fieldProps(index, 'name')}>
                <Input {...inputProps(index, 'name')} className={styles.input} maxLength={L.phaseName + 10} />
              </Field>
              <Field label={td('form.phaseAmount')} required {...fieldProps(index, 'amount')}>
                <Input {...inputProps(index, 'amount')} className={styles.input} inputMode="decimal" autoComplete="off" contentBefore={<span aria-hidden="true">¥</span>} />
              </Field>
              <Field label={td('form.phaseDays')} required {...fieldProps(index, 'days')}>
                <Input {...inputProps(index, 'days')} className={styles.input} inputMode="numeric" autoComplete="off" contentAfter={<span aria-hidden="true">天</span>} />
              </Field>
            </div>
            <Field label={td('form.phaseDeliverables')} required {...fieldProps(index, 'deliverables')}>
              <Textarea {...inputProps(index, 'deliverables')} resize="vertical" rows={2} maxLength={L.phaseDeliverables + 50} placeholder={td('form.phaseDeliverablesPlaceholder')} />
            </Field>
          </li>
        ))}
      </ol>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.foot}>
        <Button id={ADD_PHASE_ID} icon={<LineIcon name="add" size={16} />} disabled={rows.length >= L.phasesMax} onClick={() => onChange([...rows, emptyPhase()])}>
          {td('form.addPhase')}
        </Button>
        <div className={styles.budget} aria-live="polite">
          <span className={styles.budgetLabel}>{td('form.budget')}</span>
          <span className={styles.budgetValue} data-testid="demand-budget">
            {formatFen(budget)}
          </span>
          <span className={styles.budgetHint}>{td('form.budgetHint')}</span>
        </div>
      </div>
    </div>
  );
};
