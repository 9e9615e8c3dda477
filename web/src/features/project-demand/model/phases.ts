/**
 * The planned phases of a demand as the form holds them: typed text per row (the amount in yuan, the days), read
 * into the API's phases (integer fen, whole days) only when saved. The budget shown live is the sum of the amounts
 * that read; amounts are turned into fen digit by digit (shared/money.ts), never through floating point.
 */
import { formatFen, yuanRefusalText, yuanToFen } from '../../../../../shared/money.js';
import { PROJECT_LIMITS } from '../../../../../shared/limits.js';
import type { ProjectPhase } from '../../../../../shared/schemas/project.js';
import { td } from '../texts.js';

const L = PROJECT_LIMITS;

export interface PhaseRow {
  /** A row's own key (React lists), never sent. */
  key: string;
  name: string;
  /** Yuan, as typed. */
  amount: string;
  /** Whole days, as typed. */
  days: string;
  deliverables: string;
}

let nextKey = 1;
export const phaseKey = (): string => `phase-${nextKey++}`;

export const emptyPhase = (): PhaseRow => ({ key: phaseKey(), name: '', amount: '', days: '', deliverables: '' });

/** Yuan to show for `fen`: plain digits, two decimals when there are fen. */
export const fenToYuanText = (fen: number): string => (fen % 100 === 0 ? String(fen / 100) : `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`);

export const rowOfPhase = (phase: ProjectPhase): PhaseRow => ({
  key: phaseKey(),
  name: phase.name,
  amount: fenToYuanText(phase.amount),
  days: String(phase.days),
  deliverables: phase.deliverables,
});

/** A phase's amount in fen, or the Chinese reason it is refused (empty, not a number, below ¥1.00, above ¥10,000,000.00). */
export const phaseAmount = (typed: string): { fen: number } | { error: string } => {
  const read = yuanToFen(typed);
  if ('refused' in read) {
    if (read.refused === 'ZERO') return { error: td('err.amountMin', { min: formatFen(L.phaseAmountMin) }) };
    if (read.refused === 'TOO_LARGE') return { error: td('err.amountMax', { max: formatFen(L.phaseAmountMax) }) };
    return { error: yuanRefusalText(read.refused, '阶段金额') };
  }
  if (read.fen < L.phaseAmountMin) return { error: td('err.amountMin', { min: formatFen(L.phaseAmountMin) }) };
  if (read.fen > L.phaseAmountMax) return { error: td('err.amountMax', { max: formatFen(L.phaseAmountMax) }) };
  return { fen: read.fen };
};

/** Whole days from 1 to PROJECT_LIMITS.phaseDaysMax, typed with ASCII or full-width digits. */
export const phaseDays = (typed: string): { days: number } | { error: string } => {
  const text = typed.normalize('NFKC').trim();
  if (text === '') return { error: td('err.days') };
  if (!/^\d{1,4}$/.test(text)) return { error: td('err.daysRange', { max: L.phaseDaysMax }) };
  const days = Number(text);
  return days >= 1 && days <= L.phaseDaysMax ? { days } : { error: td('err.daysRange', { max: L.phaseDaysMax }) };
};

/** Whether nothing was typed into the row (an empty row is left out of a draft). */
export const isBlankPhase = (row: PhaseRow): boolean => [row.name, row.amount, row.days, row.deliverables].every((value) => value.trim() === '');

export type PhaseField = 'name' | 'amount' | 'days' | 'deliverables';

/** The row's problems by field, and the phase when it has none. */
export const readPhase = (row: PhaseRow): { phase?: ProjectPhase; errors: Partial<Record<PhaseField, string>> } => {
  const errors: Partial<Record<PhaseField, string>> = {};
  const name = row.name.trim();
  if (name === '') errors.name = td('err.phaseName');
  else if (name.length > L.phaseName) errors.name = td('err.phaseNameLong', { max: L.phaseName });
  const amount = phaseAmount(row.amount);
  if ('error' in amount) errors.amount = amount.error;
  const days = phaseDays(row.days);
  if ('error' in days) errors.days = days.error;
  const deliverables = row.deliverables.trim();
  if (deliverables === '') errors.deliverables = td('err.deliverables');
  else if (deliverables.length > L.phaseDeliverables) errors.deliverables = td('err.deliverablesLong', { max: L.phaseDeliverables });
  if (Object.keys(errors).length > 0 || 'error' in amount || 'error' in days) return { errors };
  return { phase: { name, amount: amount.fen, days: days.days, deliverables }, errors };
};

/** The budget: the sum in fen of the amounts that read (a row still being typed counts as nothing). */
export const budgetOf = (rows: readonly PhaseRow[]): number =>
  rows.reduce((sum, row) => {
    const amount = phaseAmount(row.amount);
    return 'fen' in amount ? sum + amount.fen : sum;
  }, 0);
