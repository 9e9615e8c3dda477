/**
 * The termination's shared reading (./termination.ts, ./recovery.ts, ./termination-views.ts): its process and state,
 * the caller's side, a split's figures, the guards of its moves, and what the sides are told.
 */
import { formatFen } from '../../../shared/money.js';
import { projectRegistry } from '../../../shared/process/registries.js';
import type { TerminationState } from '../../../shared/process/termination.js';
import type { TransitionDef } from '../../../shared/process/types.js';
import { phaseServiceFeeOf, TERMINATION_LIMITS } from '../../../shared/limits.js';
import { mustDecide, timerWrites } from '../../lib/process/run.js';
import { settle, tell, type BacklogInput } from '../events.js';
import type { PartyRef } from '../model.js';
import type { Step } from '../store.js';
import { cooperationLink } from './backlog.js';
import { inEscrow } from './escrow.js';
import { terminationTimerPk, type CooperationItem, type TerminationItem } from './model.js';
import type { Seat } from './seats.js';

export const DAY = 86_400_000;

export type Side = 'partyA' | 'partyB';
export const other = (side: Side): Side => (side === 'partyA' ? 'partyB' : 'partyA');
export const SIDE_LABEL: Record<Side | 'platform', string> = { partyA: '甲方', partyB: '乙方', platform: '平台' };
export const partyOf = (coop: Pick<CooperationItem, 'partyA' | 'partyB'>, side: Side): PartyRef => (side === 'partyA' ? coop.partyA : coop.partyB);

/** The process of a termination (its stored version), and where it stands: none opened yet is 未发起. */
export const processOf = (t: TerminationItem | undefined) => projectRegistry.of('termination', t ?? { processVersion: projectRegistry.latest('termination').version });
export const stateOf = (coop: Pick<CooperationItem, 'termination'>): TerminationState => coop.termination?.state ?? 'NONE';

/** The side a caller acts for, from its roles (staff of either side act for none). */
export const actingSide = (seat: Seat): Side | undefined => (seat.roles.includes('partyA') ? 'partyA' : seat.roles.includes('partyB') ? 'partyB' : undefined);

/** A split of `escrow`: party B's share, the fee on it, its net, party A's share. */
export const splitOf = (toB: number, escrow: number) => {
  const fee = toB > 0 ? phaseServiceFeeOf(toB) : 0;
  return { toB, fee, net: toB - fee, toA: escrow - toB };
};

/** Until when a terminated cooperation may be recovered. */
export const recoverUntil = (t: TerminationItem): number | undefined => (t.settled ? t.settled.time + TERMINATION_LIMITS.recoverDays * DAY : undefined);

/** Whether each guard of a termination move holds for this cooperation now (the process names them; ./matters.ts opens). */
export const guardsOf = (coop: CooperationItem, input: { toB?: number; escrow?: number; version?: number }, now: number) => (guard: string): boolean => {
  const t = coop.termination;
  switch (guard) {
    case 'running':
      return coop.state === 'COOPERATING';
    case 'noMatter':
      return !coop.matter;
    case 'splitValid':
      return input.toB !== undefined && input.toB >= 0 && input.toB <= inEscrow(coop);
    case 'versionCurrent':
      return input.version === t?.proposal.version;
    case 'negotiable':
      return t?.kind === 'NEGOTIATE';
    case 'escrowUnchanged':
      return t?.proposal.escrow === inEscrow(coop);
    case 'withinWindow': {
      const until = t ? recoverUntil(t) : undefined;
      return until !== undefined && now <= until;
    }
    default:
      return true;
  }
};

// ---------------------------------------------------------------- what the sides are told

export const ABOUT = (projectId: string) => `${projectId}#termination`;

/**
 * After a move of the termination by `side`: its own to-do about the ending settled, its pages refreshed, and the other
 * side told with `backlog` (a to-do or a notice).
 */
export const tellMove = async (coop: Pick<CooperationItem, 'projectId' | 'partyA' | 'partyB'>, side: Side, backlog: BacklogInput): Promise<void> => {
  await settle(partyOf(coop, side), ABOUT(coop.projectId));
  await tell([
    { party: partyOf(coop, side), event: 'project', projectId: coop.projectId, id: coop.projectId },
    { party: partyOf(coop, other(side)), event: 'project', projectId: coop.projectId, id: coop.projectId, backlog },
  ]);
};

export const backlogOf = (coop: Pick<CooperationItem, 'projectId' | 'projectName'>, type: BacklogInput['type'], title: string, content: string, todo: boolean): BacklogInput => ({
  type,
  title: `${title}：${coop.projectName}`,
  content,
  link: cooperationLink(coop.projectId),
  projectId: coop.projectId,
  aboutId: ABOUT(coop.projectId),
  todo,
});

export const splitText = (toB: number, escrow: number): string => {
  const s = splitOf(toB, escrow);
  return `托管中 ${formatFen(escrow)}：乙方所得 ${formatFen(s.toB)}（扣除平台服务费 ${formatFen(s.fee)} 后 ${formatFen(s.net)}），退回甲方 ${formatFen(s.toA)}`;
};

export const byRole = (seat: Seat, names: Record<Side, string>): { side: Side; name: string } => {
  const side = actingSide(seat);
  // Staff of either side: the process refuses them as no actor of it.
  if (!side) return { side: 'partyA', name: names.partyA };
  return { side, name: names[side] };
};

/** A move's refusal (the process's, with this cooperation's guards), or the transition. */
export const decideMove = (seat: Seat, name: string, input: { toB?: number; escrow?: number; version?: number }, now: number): TransitionDef<TerminationState> => {
  const coop = seat.coop;
  return mustDecide(processOf(coop.termination), name, { state: stateOf(coop), roles: seat.roles, holds: guardsOf(coop, input, now) }) as TransitionDef<TerminationState>;
};

/** The termination's expire timer written with a move (set entering a waiting state, dropped leaving it). */
export const timerSteps = (coop: CooperationItem, from: TerminationState, to: TerminationState, t: TerminationItem, now: number): Step[] =>
  timerWrites(processOf(t), { pk: terminationTimerPk(coop.projectId), id: coop.projectId, attributes: {} }, from, to, now).map((item) => ({ item }));
