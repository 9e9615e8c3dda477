/**
 * What a cooperation comes to, in figures (docs/cooperation.md "History, performance and credit"): how late each
 * phase was accepted, the cooperation's figures, and the writes that record them when it completes — on the
 * cooperation's item and on both parties' summaries of the month, in the posting that pays the last phase.
 */
import { CREDIT_ITEM_LABELS, CREDIT_RULE, type CooperationFigures, type CreditItem, type CreditItemKind, type HistorySide, type HistoryState } from '../../../shared/schemas/history.js';
import type { CooperationItem, PhaseItem } from '../cooperation/model.js';
import type { Step } from '../store.js';
import { performanceStep } from './store.js';

const DAY = 86_400_000;
const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The month of a moment in Beijing time, `YYYY-MM`. */
export const beijingMonth = (time: number): string => new Date(time + BEIJING_OFFSET_MS).toISOString().slice(0, 7);

/** A ratio kept to four decimals (what the answers carry). */
export const ratio = (part: number, whole: number): number => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0);

export interface PhaseDelay {
  /** Accepted within its planned days; undefined while it runs or waits. */
  onTime?: boolean;
  /** Whole days (rounded up) beyond its planned days: by its acceptance, or by `now` while it runs. */
  delayDays: number;
  /** The delay days over the planned days. */
  delayRate: number;
}

/**
 * How late a phase is: its planned days run from when it began (编写中, funded) for `days` calendar days
 * (`dueTime`); accepted by then it is on time, after it is late by the days begun since. An overdue phase whose
 * postponement party A agreed to has a later `dueTime`, but its delay is kept (issue 30): it is measured from the
 * deadline first planned (`plannedDueTime`), so the postponed days count in the delay rate.
 */
export const phaseDelay = (phase: Pick<PhaseItem, 'days' | 'startTime' | 'dueTime' | 'plannedDueTime' | 'acceptTime'>, now: number): PhaseDelay => {
  const due = phase.plannedDueTime ?? phase.dueTime;
  if (!phase.startTime || !due) return { delayDays: 0, delayRate: 0 };
  const end = phase.acceptTime ?? now;
  const delayDays = Math.max(0, Math.ceil((end - due) / DAY));
  return { ...(phase.acceptTime !== undefined ? { onTime: phase.acceptTime <= due } : {}), delayDays, delayRate: ratio(delayDays, phase.days) };
};

/** The figures of a cooperation's accepted phases. */
export const figuresOf = (phases: readonly PhaseItem[]): CooperationFigures => {
  const accepted = phases.filter((p) => p.acceptTime !== undefined);
  const delays = accepted.map((p) => phaseDelay(p, p.acceptTime!));
  return {
    phases: accepted.length,
    onTime: delays.filter((d) => d.onTime).length,
    late: delays.filter((d) => d.onTime === false).length,
    delayDays: delays.reduce((sum, d) => sum + d.delayDays, 0),
    rounds: phases.reduce((sum, p) => sum + (p.rounds ?? 0), 0),
    autoAccepted: accepted.filter((p) => p.acceptedBy === 'platform').length,
    amount: accepted.reduce((sum, p) => sum + p.amount, 0),
    net: accepted.reduce((sum, p) => sum + (p.net ?? 0), 0),
    fees: accepted.reduce((sum, p) => sum + (p.fee ?? 0), 0),
  };
};

/**
 * What an ended cooperation does to one side's credit (docs/decisions.md "Credit", `CREDIT_RULE`): a line per kind
 * that counts, with its points. Party B answers for its phases' timing and revision rounds, party A for the phases it
 * left to the platform's automatic acceptance.
 */
export const creditItemsOf = (side: HistorySide, state: HistoryState, figures: CooperationFigures, endedBy?: HistorySide | 'platform'): CreditItem[] => {
  const line = (kind: CreditItemKind, count: number): CreditItem[] => (count > 0 ? [{ kind, label: CREDIT_ITEM_LABELS[kind], count, points: count * CREDIT_RULE[kind] }] : []);
  return [
    ...line('completed', state === 'COMPLETED' ? 1 : 0),
    // A terminated cooperation costs the side that ended it (the side that opened the termination; none for a decision).
    ...line('terminated', state === 'TERMINATED' && endedBy === side ? 1 : 0),
    ...(side === 'partyB' ? [...line('onTimePhase', figures.onTime), ...line('latePhase', figures.late), ...line('round', figures.rounds)] : line('autoAccepted', figures.autoAccepted)),
  ];
};

export const pointsOf = (items: readonly CreditItem[]): number => items.reduce((sum, item) => sum + item.points, 0);

/**
 * The writes of a completion: the cooperation's figures (for its item) and one summary update for each party in the
 * month it completes, with the credit points it earns each. Written in the posting that pays the last phase, so a
 * completion is counted once, with it.
 */
export const completionWrites = (coop: Pick<CooperationItem, 'partyAKey' | 'partyBKey' | 'refunded'>, phases: readonly PhaseItem[], now: number): { figures: CooperationFigures; steps: Step[] } => {
  const figures = figuresOf(phases);
  const month = beijingMonth(now);
  return {
    figures,
    steps: [
      performanceStep(coop.partyAKey, month, 'A', figures, { completed: 1, refunded: coop.refunded, points: pointsOf(creditItemsOf('partyA', 'COMPLETED', figures)) }),
      performanceStep(coop.partyBKey, month, 'B', figures, { completed: 1, refunded: 0, points: pointsOf(creditItemsOf('partyB', 'COMPLETED', figures)) }),
    ],
  };
};

/**
 * The writes of a termination (functions/project/cooperation/termination.ts): the cooperation's figures (its accepted
 * phases, as a completion counts them) and one summary update for each party in the month it ends — terminated one,
 * party A's share of the split as returned, the credit points of each side (−5 to the side that ended it). Written in
 * the settlement's posting; `sign: -1` takes the same back out of the same month when the cooperation is recovered.
 */
export const terminationWrites = (
  coop: Pick<CooperationItem, 'partyAKey' | 'partyBKey'>,
  figures: CooperationFigures,
  toA: number,
  endedBy: HistorySide | 'platform',
  month: string,
  sign: 1 | -1 = 1,
): Step[] => {
  const signed = Object.fromEntries(Object.entries(figures).map(([k, v]) => [k, sign * v])) as unknown as CooperationFigures;
  return [
    performanceStep(coop.partyAKey, month, 'A', signed, { completed: 0, terminated: sign, refunded: sign * toA, points: sign * pointsOf(creditItemsOf('partyA', 'TERMINATED', figures, endedBy)) }),
    performanceStep(coop.partyBKey, month, 'B', signed, { completed: 0, terminated: sign, refunded: 0, points: sign * pointsOf(creditItemsOf('partyB', 'TERMINATED', figures, endedBy)) }),
  ];
};
