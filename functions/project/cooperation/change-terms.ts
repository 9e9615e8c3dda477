/**
 * A demand change's item and its terms (./changes.ts; docs/cooperation.md "Demand change"): the new terms checked
 * against the phases, what they do to the escrow, and whether a change may be proposed now.
 */
import type { z } from 'zod';
import { PROJECT_LIMITS } from '../../../shared/limits.js';
import { CHANGE_OPEN, type ChangeState } from '../../../shared/process/change.js';
import type { Versioned } from '../../../shared/process/registry.js';
import type { ChangeEscrow, startChangeInput } from '../../../shared/schemas/cooperation-change.js';
import { fail } from '../../lib/errors.js';
import { inEscrow } from './escrow.js';
import { changeItemsOf, getChangeItem } from './change-store.js';
import { isRemoved, type CooperationItem, type PhaseItem } from './model.js';

// ---------------------------------------------------------------- the change item

/** A phase in a change's terms: its number (kept, or the next after the highest for an added one) and its terms. */
export interface ChangePhase {
  index: number;
  name: string;
  amount: number;
  days: number;
  deliverables: string;
  added?: true;
}

/** A demand change: `PROJECT#<projectId>` / `CHANGE#<id>` (ids are ULIDs: the changes of a cooperation in time order). */
export interface ChangeItem extends Versioned {
  pk: string;
  sk: string;
  projectId: string;
  id: string;
  state: ChangeState;
  side: 'partyA' | 'partyB';
  proposer: string;
  reason: string;
  /** The terms' version it changes, and the one it makes in force. */
  baseVersion: number;
  version: number;
  /** The phases not accepted when proposed, as they were; the new terms for them, in order (added ones last). */
  before: ChangePhase[];
  after: ChangePhase[];
  /** The numbers of the phases it removes. */
  removed: number[];
  totalBefore: number;
  totalAfter: number;
  /** What it does to the escrow: estimated at the proposal, fixed when agreed and when it takes effect. */
  escrow: ChangeEscrow;
  /** When it lapses unless answered (or, agreed, unless the supplement is paid). */
  lapseAt?: number;
  answeredBy?: string;
  answerTime?: number;
  refuseReason?: string;
  closeTime?: number;
  createTime: number;
  updateTime: number;
  rev: number;
}

export { changeKey } from './change-store.js';

export const getChange = (projectId: string, id: string): Promise<ChangeItem | undefined> => getChangeItem<ChangeItem>(projectId, id);

/** The cooperation's changes, newest first: one Query. */
export const changesOf = (projectId: string): Promise<ChangeItem[]> => changeItemsOf<ChangeItem>(projectId);

/** The change a cooperation has open (its matter), if any. */
export const openChangeOf = async (coop: CooperationItem): Promise<ChangeItem | undefined> => {
  if (coop.matter?.kind !== 'CHANGE') return undefined;
  const change = await getChange(coop.projectId, coop.matter.id);
  return change && CHANGE_OPEN.includes(change.state) ? change : undefined;
};

/** The change's timer lives beside the project (`PROJECT#<id>` / `TIMER#lapse`): one change is open at a time. */
// ---------------------------------------------------------------- the rule of who may propose

/**
 * Whether a change may be proposed now (to party A, and to party B's leader): the cooperation runs, no matter is open
 * and a phase is not accepted yet. The same rule as `can_select_change_and_terminate` offers a change by; it is to be
 * replaced by matters.ts's `offeredMatters` once that is on main.
 */
export const changeOffered = (coop: Pick<CooperationItem, 'state' | 'matter'>, phases: readonly PhaseItem[]): boolean =>
  coop.state === 'COOPERATING' && !coop.matter && phases.some((p) => p.state !== 'ACCEPTED' && !isRemoved(p));

// ---------------------------------------------------------------- the terms

export const asChangePhase = (p: Pick<PhaseItem, 'index' | 'name' | 'amount' | 'days' | 'deliverables'>): ChangePhase => ({ index: p.index, name: p.name, amount: p.amount, days: p.days, deliverables: p.deliverables });
export const sameTerms = (a: ChangePhase, b: ChangePhase): boolean => a.name === b.name && a.amount === b.amount && a.days === b.days && a.deliverables === b.deliverables;
/** A phase not begun: waiting for its turn or for its escrow, its work not started (only such a phase may be removed). */
export const notBegun = (p: PhaseItem): boolean => !p.startTime && (p.state === 'PENDING' || p.state === 'UNFUNDED');

/**
 * The new terms checked against the phases: every phase named is one not accepted (nor removed), in order and once;
 * new phases come after them and take the numbers after the highest; what is left out is removed, which only a phase
 * not begun may be; something changes; at most PROJECT_LIMITS.phasesMax phase numbers in all.
 */
export const planChange = (
  coop: Pick<CooperationItem, 'total'>,
  phases: readonly PhaseItem[],
  wanted: z.output<typeof startChangeInput>['phases'],
): Pick<ChangeItem, 'before' | 'after' | 'removed' | 'totalBefore' | 'totalAfter'> => {
  const live = phases.filter((p) => !isRemoved(p)).sort((a, b) => a.index - b.index);
  const open = live.filter((p) => p.state !== 'ACCEPTED');
  const byIndex = new Map(open.map((p) => [p.index, p]));
  let next = Math.max(0, ...phases.map((p) => p.index)) + 1;
  let last = 0;
  let adding = false;
  const after: ChangePhase[] = [];
  for (const p of wanted) {
    const terms = { name: p.name, amount: p.amount, days: p.days, deliverables: p.deliverables };
    if (p.index === undefined) {
      adding = true;
      after.push({ index: next, ...terms, added: true });
      next += 1;
      continue;
    }
    if (!byIndex.has(p.index) || adding || p.index <= last) throw fail('CHANGE_TERMS_INVALID');
    last = p.index;
    after.push({ index: p.index, ...terms });
  }
  if (next - 1 > PROJECT_LIMITS.phasesMax) throw fail('CHANGE_TOO_MANY_PHASES');
  const kept = new Set(after.map((p) => p.index));
  const removed = open.filter((p) => !kept.has(p.index));
  if (removed.some((p) => !notBegun(p))) throw fail('CHANGE_PHASE_BEGUN');
  const before = open.map(asChangePhase);
  if (!removed.length && after.every((p) => !p.added && sameTerms(p, before.find((b) => b.index === p.index)!))) throw fail('CHANGE_NOTHING');
  const accepted = live.filter((p) => p.state === 'ACCEPTED').reduce((sum, p) => sum + p.amount, 0);
  return { before, after, removed: removed.map((p) => p.index), totalBefore: coop.total, totalAfter: accepted + after.reduce((sum, p) => sum + p.amount, 0) };
};

/**
 * What escrow holds against what the new terms fund: the phases funded now at their new amounts (a removed one no
 * more), and the added ones when the whole project was funded at once (一次性托管, paid). The difference goes back to
 * party A, or party A pays it.
 */
export const changeEscrowOf = (coop: CooperationItem, phases: readonly PhaseItem[], change: Pick<ChangeItem, 'after'>): ChangeEscrow => {
  const byIndex = new Map(phases.map((p) => [p.index, p]));
  const held = inEscrow(coop);
  const needed = change.after.reduce((sum, p) => sum + (fundedAfter(coop, phases, p, byIndex.get(p.index)) ? p.amount : 0), 0);
  return { held, needed, refund: Math.max(0, held - needed), supplement: Math.max(0, needed - held) };
};

/** Whether a phase of the new terms is funded: as it was, or an added one when every phase was funded at once. */
export const fundedAfter = (coop: CooperationItem, phases: readonly PhaseItem[], p: ChangePhase, phase: PhaseItem | undefined): boolean => {
  if (!p.added) return Boolean(phase?.funded);
  const running = phases.find((x) => x.index === coop.current);
  return coop.escrowPlan === 'ALL_AT_ONCE' && Boolean(running?.funded);
};
