/**
 * The terms of a negotiation as a person edits them and as the pages compare them: a draft of text fields (amounts
 * in yuan, exactly as typed), read into Terms in integer fen (shared/money.ts: digit by digit, never floating
 * point) with a Chinese message under each refused field; the running total; and what changed from one version to
 * the next (the highlighted cells of the terms table, the lines of the version history).
 */
import dayjs from 'dayjs';
import { formatFen, yuanRefusalText, yuanToFen } from '../../../../../shared/money.js';
import { PROJECT_LIMITS as L } from '../../../../../shared/limits.js';
import { ESCROW_PLAN_LABELS, type EscrowPlan, type ProjectPhase, type Terms } from '../../../../../shared/schemas/project.js';

export interface PhaseDraft {
  /** Stable React key of the row while editing. */
  key: string;
  name: string;
  /** Yuan, as typed. */
  amount: string;
  days: string;
  deliverables: string;
}

export interface TermsDraft {
  phases: PhaseDraft[];
  /** `YYYY-MM-DD`, the date input's value. */
  startDate: string;
  escrowPlan: EscrowPlan;
  remark: string;
}

/** Field names of the errors: `phases.0.amount`, `startDate`, `phases` (the list itself), `remark`. */
export type DraftErrors = Record<string, string>;

let keySeq = 0;
const nextKey = (): string => `phase-${(keySeq += 1)}`;

/** Yuan to put into a field for `fen`: plain digits, two decimals when there are fen. */
export const fenToYuanText = (fen: number): string => (fen % 100 === 0 ? String(fen / 100) : `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`);

export const dayText = (epochMs: number): string => dayjs(epochMs).format('YYYY-MM-DD');

export const emptyPhase = (): PhaseDraft => ({ key: nextKey(), name: '', amount: '', days: '', deliverables: '' });

/** A draft prefilled with `terms` (the current version). */
export const draftOf = (terms: Terms): TermsDraft => ({
  phases: terms.phases.map((p) => ({ key: nextKey(), name: p.name, amount: fenToYuanText(p.amount), days: String(p.days), deliverables: p.deliverables })),
  startDate: dayText(terms.startDate),
  escrowPlan: terms.escrowPlan,
  remark: terms.remark,
});

/** Fen of a typed amount, or undefined when it cannot be read. */
export const amountFen = (typed: string): number | undefined => {
  const read = yuanToFen(typed);
  return 'fen' in read ? read.fen : undefined;
};

/** The phases' amounts together in fen, counting only those that can be read (the live total under the editor). */
export const draftTotal = (draft: Pick<TermsDraft, 'phases'>): number => draft.phases.reduce((sum, p) => sum + (amountFen(p.amount) ?? 0), 0);

export const phasesTotal = (phases: readonly Pick<ProjectPhase, 'amount'>[]): number => phases.reduce((sum, p) => sum + p.amount, 0);

const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/;

/** The draft read into Terms, or the message under each refused field. */
export const readDraft = (draft: TermsDraft): { terms: Terms } | { errors: DraftErrors } => {
  const errors: DraftErrors = {};
  if (draft.phases.length === 0) errors.phases = '请至少填写一个项目阶段';
  if (draft.phases.length > L.phasesMax) errors.phases = `项目阶段最多${L.phasesMax}个`;
  const phases: ProjectPhase[] = draft.phases.map((p, i) => {
    const name = p.name.trim();
    if (!name) errors[`phases.${i}.name`] = '请填写阶段名称';
    else if (name.length > L.phaseName) errors[`phases.${i}.name`] = `阶段名称不能超过${L.phaseName}个字符`;
    const read = yuanToFen(p.amount);
    let amount = 0;
    if ('refused' in read) errors[`phases.${i}.amount`] = yuanRefusalText(read.refused, '阶段金额');
    else if (read.fen < L.phaseAmountMin) errors[`phases.${i}.amount`] = `阶段金额不能少于${formatFen(L.phaseAmountMin)}`;
    else if (read.fen > L.phaseAmountMax) errors[`phases.${i}.amount`] = `阶段金额不能超过${formatFen(L.phaseAmountMax)}`;
    else amount = read.fen;
    const daysText = p.days.normalize('NFKC').trim();
    const days = /^\d+$/.test(daysText) ? Number(daysText) : NaN;
    if (daysText === '') errors[`phases.${i}.days`] = '请填写工期';
    else if (!Number.isInteger(days) || days < 1 || days > L.phaseDaysMax) errors[`phases.${i}.days`] = `工期为1至${L.phaseDaysMax}天的整数`;
    const deliverables = p.deliverables.trim();
    if (!deliverables) errors[`phases.${i}.deliverables`] = '请填写交付内容';
    else if (deliverables.length > L.phaseDeliverables) errors[`phases.${i}.deliverables`] = `交付内容不能超过${L.phaseDeliverables}个字符`;
    return { name, amount, days, deliverables };
  });
  const start = DAY_TEXT.test(draft.startDate) ? dayjs(draft.startDate) : undefined;
  if (!start || !start.isValid()) errors.startDate = '请选择计划开始日期';
  const remark = draft.remark.trim();
  if (remark.length > L.note) errors.remark = `备注不能超过${L.note}个字符`;
  if (Object.keys(errors).length > 0) return { errors };
  return { terms: { phases, startDate: start!.valueOf(), escrowPlan: draft.escrowPlan, remark } };
};

// ---------------------------------------------------------------- differences between versions

export type PhaseField = 'name' | 'amount' | 'days' | 'deliverables';

export interface PhaseChange {
  index: number;
  /** `added`: a phase the previous version did not have; `removed`: one it had (shown from the previous version). */
  kind: 'changed' | 'added' | 'removed';
  fields: PhaseField[];
  before?: ProjectPhase;
  after?: ProjectPhase;
}

export interface TermsDiff {
  phases: PhaseChange[];
  startDate: boolean;
  escrowPlan: boolean;
  remark: boolean;
  total: boolean;
  /** Nothing differs. */
  same: boolean;
}

const PHASE_FIELDS: readonly PhaseField[] = ['name', 'amount', 'days', 'deliverables'];

/** What `next` changes from `prev`, phase by phase in order (the first version differs from nothing). */
export const diffTerms = (prev: Terms | undefined, next: Terms): TermsDiff => {
  if (!prev) return { phases: [], startDate: false, escrowPlan: false, remark: false, total: false, same: true };
  const phases: PhaseChange[] = [];
  const longest = Math.max(prev.phases.length, next.phases.length);
  for (let index = 0; index < longest; index += 1) {
    const before = prev.phases[index];
    const after = next.phases[index];
    if (before && after) {
      const fields = PHASE_FIELDS.filter((f) => before[f] !== after[f]);
      if (fields.length > 0) phases.push({ index, kind: 'changed', fields, before, after });
    } else if (after) phases.push({ index, kind: 'added', fields: [...PHASE_FIELDS], after });
    else if (before) phases.push({ index, kind: 'removed', fields: [...PHASE_FIELDS], before });
  }
  const startDate = dayText(prev.startDate) !== dayText(next.startDate);
  const escrowPlan = prev.escrowPlan !== next.escrowPlan;
  const remark = prev.remark !== next.remark;
  const total = phasesTotal(prev.phases) !== phasesTotal(next.phases);
  return { phases, startDate, escrowPlan, remark, total, same: phases.length === 0 && !startDate && !escrowPlan && !remark };
};

/** Whether a cell of the current terms' table differs from the previous version. */
export const changedCell = (diff: TermsDiff, index: number, field: PhaseField): boolean =>
  diff.phases.some((c) => c.index === index && c.kind !== 'removed' && c.fields.includes(field));

const FIELD_LABELS: Readonly<Record<PhaseField, string>> = { name: '名称', amount: '金额', days: '工期', deliverables: '交付内容' };

const fieldValue = (phase: ProjectPhase, field: PhaseField): string =>
  field === 'amount' ? formatFen(phase.amount) : field === 'days' ? `${phase.days}天` : phase[field];

/** The differences in Chinese, one line each (the version history). */
export const diffLines = (prev: Terms | undefined, next: Terms): string[] => {
  const diff = diffTerms(prev, next);
  if (!prev) return [];
  const lines: string[] = [];
  for (const change of diff.phases) {
    const n = change.index + 1;
    if (change.kind === 'added' && change.after) lines.push(`新增阶段${n}「${change.after.name}」：${formatFen(change.after.amount)}，${change.after.days}天`);
    else if (change.kind === 'removed' && change.before) lines.push(`删除阶段${n}「${change.before.name}」`);
    else if (change.before && change.after) {
      for (const field of change.fields) {
        lines.push(`阶段${n}「${change.after.name}」${FIELD_LABELS[field]}：${fieldValue(change.before, field)} → ${fieldValue(change.after, field)}`);
      }
    }
  }
  if (diff.total) lines.push(`合计：${formatFen(phasesTotal(prev.phases))} → ${formatFen(phasesTotal(next.phases))}`);
  if (diff.startDate) lines.push(`计划开始日期：${dayText(prev.startDate).replaceAll('-', '/')} → ${dayText(next.startDate).replaceAll('-', '/')}`);
  if (diff.escrowPlan) lines.push(`托管方式：${ESCROW_PLAN_LABELS[prev.escrowPlan]} → ${ESCROW_PLAN_LABELS[next.escrowPlan]}`);
  if (diff.remark) lines.push(`备注：${prev.remark || '无'} → ${next.remark || '无'}`);
  return lines;
};
