/**
 * The cooperation's items (docs/data-model.md "Cooperation"), all in the project's partition `PROJECT#<id>`:
 *
 * | sk | item |
 * | --- | --- |
 * | `COOP` | the cooperation: both parties, the agreed terms' version, the escrow plan, the running phase, money so far; listed for each party on gsi1 (party A) and gsi2 (party B) by state and time |
 * | `PHASE#<nn>` | a phase: its terms, its state in the phase process, funded or not, clock, revision rounds, payment |
 * | `REC#<time>#<id>` | a process record: a transition, payment or handover, with who, the reason, the files |
 * | `TASK#<nn>#<id>` | a document task of phase nn (functions/project/documents) |
 *
 * A phase's timers (automatic acceptance and its reminders) live under `PROJECT#<id>#PHASE`: only the running phase
 * waits for acceptance, so one set serves the cooperation (functions/lib/timers/store.ts).
 */
import type { PhaseState, PostponementState } from '../../../shared/process/cooperation.js';
import type { TerminationState } from '../../../shared/process/termination.js';
import type { Versioned } from '../../../shared/process/registry.js';
import type { CooperationFigures } from '../../../shared/schemas/history.js';
import type { EscrowPlan } from '../../../shared/schemas/project.js';
import { partyList, projectKey, timeKey } from '../keys.js';
import type { PartyRef } from '../model.js';
import type { CooperationMatter } from './matters.js';

export const cooperationKey = (projectId: string) => ({ pk: projectKey(projectId).pk, sk: 'COOP' });
export const phaseKey = (projectId: string, index: number) => ({ pk: projectKey(projectId).pk, sk: `PHASE#${String(index).padStart(2, '0')}` });
export const PHASE_PREFIX = 'PHASE#';
export const recordKey = (projectId: string, time: number, id: string) => ({ pk: projectKey(projectId).pk, sk: `REC#${timeKey(time)}#${id}` });
export const RECORD_PREFIX = 'REC#';
/** The object key of the running phase's timers (one phase waits for acceptance at a time). */
export const phaseTimerPk = (projectId: string): string => `${projectKey(projectId).pk}#PHASE`;
/** The object key of the termination's timer (a proposal unanswered: ./termination.ts). */
export const terminationTimerPk = (projectId: string): string => `${projectKey(projectId).pk}#TERM`;

/** 合作中, 已完成 (every phase accepted), 已终止 (ended by agreement or a dispute's decision: ./termination.ts). */
export type CooperationState = 'COOPERATING' | 'COMPLETED' | 'TERMINATED';

export interface CooperationItem {
  pk: string;
  sk: string;
  projectId: string;
  projectName: string;
  state: CooperationState;
  negotiationId: string;
  version: number;
  partyA: PartyRef;
  partyB: PartyRef;
  partyAKey: string;
  partyBKey: string;
  /** The two people who agreed (the chat card went between them); the project group starts with them. */
  contactA: string;
  contactB: string;
  total: number;
  escrowPlan: EscrowPlan;
  /** The agreed start day (the terms' `startDate`): the plan runs from it, and no phase's days begin before it. */
  startDate?: number;
  phaseCount: number;
  /** The running phase, 1-based. */
  current: number;
  /** Fen: paid into escrow, paid out to party B (net of fees), kept as fees, returned to party A. */
  funded: number;
  paid: number;
  fees: number;
  refunded: number;
  groupId?: string;
  startTime: number;
  endTime?: number;
  /** The change, termination or dispute open now, one at a time (./matters.ts). */
  matter?: CooperationMatter;
  /** The terms' version in force: 1 as started, one more for each demand change that took effect (./changes.ts). */
  termsVersion?: number;
  /** Written when it completes or is terminated: what its history, performance and credit read (functions/project/history). */
  figures?: CooperationFigures;
  /** The termination (终止合作) and its recovery, the last one opened (./termination.ts). */
  termination?: TerminationItem;
  /** When a termination proposal was last refused: a dispute may be opened within its window (functions/project/cooperation/disputes). */
  terminationRefusedAt?: number;
  /** Once terminated: the reason its sides read, the kind its public history shows (协商终止 …), who ended it (its credit). */
  terminationReason?: string;
  terminationKind?: string;
  endedBy?: 'partyA' | 'partyB' | 'platform';
  updateTime: number;
  /** Moves by one on every write, under a condition on the one read (concurrent changes are refused, not lost). */
  rev: number;
  gsi1pk: string;
  gsi1sk: string;
  gsi2pk: string;
  gsi2sk: string;
}

export interface PhaseItem extends Versioned {
  pk: string;
  sk: string;
  projectId: string;
  index: number;
  name: string;
  amount: number;
  days: number;
  deliverables: string;
  state: PhaseState;
  funded: boolean;
  startTime?: number;
  dueTime?: number;
  deliverTime?: number;
  autoAcceptAt?: number;
  acceptTime?: number;
  acceptedBy?: 'partyA' | 'platform';
  /** Revision rounds: party A's no-passes (assessment, acceptance), and the last one's reason. */
  rounds: number;
  reason?: string;
  /** Party B's own check (审核): its no-passes and the last one's reason, never shown to party A. */
  checkRounds?: number;
  checkReason?: string;
  fee?: number;
  net?: number;
  /**
   * An agreed postponement moves `dueTime`; the deadline first planned stays here (the history's delay is measured from
   * it: functions/project/history/figures.ts), and the days the postponements added.
   */
  plannedDueTime?: number;
  postponedDays?: number;
  /** Marked overdue by the phase's timer (phase process version 3), with its postponement (./overdue.ts). */
  overdue?: OverdueItem;
  /**
   * A demand change removes it (./changes.ts): from the proposal its documents are read-only (`changeId`, `since`);
   * `done` once the change took effect — the phase is out of the cooperation for good, its documents kept. Cleared when
   * the change is refused, cancelled or lapses.
   */
  removal?: { changeId: string; since: number; done?: number };
  rev: number;
  updateTime: number;
}

/** An overdue phase's postponement, kept on the phase (shared/process/cooperation.ts `postponementProcess`). */
export interface OverdueItem extends Versioned {
  state: PostponementState;
  /** When the timer marked it, and the deadline that had passed. */
  since: number;
  dueTime: number;
  /** Party B's request: the completion time asked for, its reason, when and by whom. */
  askedDueTime?: number;
  askReason?: string;
  askTime?: number;
  askedBy?: string;
  /** Party A's last refusal and its reason; when party A last answered. */
  refuseReason?: string;
  answerTime?: number;
}

/** A termination's proposal: the split of what escrow held when it was made, and why. */
export interface TerminationProposal {
  /** 1, 2, …: a counter-proposal is the next version; answers name the one they answer. */
  version: number;
  /** The side that proposed it, or the platform (a dispute's decision). */
  by: 'partyA' | 'partyB' | 'platform';
  userId: string;
  reason: string;
  /** What party B keeps of what escrow holds (`escrow`), before the service fee; party A gets the rest. */
  toB: number;
  escrow: number;
  time: number;
}

/**
 * The cooperation's termination (shared/process/termination.ts `terminationProcess`), kept on the cooperation item:
 * the proposal waiting (or agreed), the refusal, the settlement posted, and a recovery asked for.
 */
export interface TerminationItem {
  processVersion?: number;
  id: string;
  state: TerminationState;
  /** NEGOTIATE: start_terminated_negotiate (counter-proposals allowed); REQUEST: start_terminated_project; LEADER: party B's leader_terminated_project. */
  kind: 'NEGOTIATE' | 'REQUEST' | 'LEADER' | 'DECISION';
  /** Who opened it (the side that ends the cooperation, for its credit). */
  openedBy: 'partyA' | 'partyB' | 'platform';
  openedAt: number;
  proposal: TerminationProposal;
  refuseReason?: string;
  answerTime?: number;
  /** The posting that ended it: party B's share, its fee and net, party A's share, when, the month it was counted in. */
  settled?: { toB: number; fee: number; net: number; toA: number; time: number; month: string; requestId: string; current: number };
  /** A recovery asked for: by whom, when. */
  recovery?: { by: 'partyA' | 'partyB'; userId: string; time: number };
  recoveredAt?: number;
  /** The client's requestId of the agreement that recovered it: its repeat answers as the first (./recovery.ts). */
  recoveryRequestId?: string;
}

export interface RecordItem {
  pk: string;
  sk: string;
  projectId: string;
  id: string;
  phase?: number;
  kind: string;
  label: string;
  by: 'partyA' | 'partyB' | 'platform';
  byUser?: string;
  reason?: string;
  message?: string;
  files?: { name: string; url: string; size: number }[];
  amount?: number;
  createTime: number;
}

/**
 * A cooperation's state, derived from its phases (docs/processes.md "Statuses derived from facts"): 已完成 once every
 * phase is accepted but those a demand change removed, 合作中 until then. What a cooperation's detail shows is this; the cooperation item keeps the same
 * value, written with this function in the posting that accepts a phase, because its lists are indexed by it.
 */
export const cooperationStateOf = (phases: readonly Pick<PhaseItem, 'state' | 'removal'>[]): CooperationState =>
  phases.some((p) => p.state === 'ACCEPTED') && phases.every((p) => p.state === 'ACCEPTED' || p.removal?.done) ? 'COMPLETED' : 'COOPERATING';

/** Whether a demand change removed the phase (it is out of the cooperation: never run, funded or accepted). */
export const isRemoved = (phase: Pick<PhaseItem, 'removal'>): boolean => Boolean(phase.removal?.done);

/** The cooperation's list keys for both parties: `<state>#<time>#<projectId>`, ongoing and completed apart. */
export const cooperationListKeys = (c: Pick<CooperationItem, 'partyAKey' | 'partyBKey' | 'state' | 'updateTime' | 'projectId'>) => {
  const sk = `${c.state}#${timeKey(c.updateTime)}#${c.projectId}`;
  return { gsi1pk: partyList(c.partyAKey, 'COOP'), gsi1sk: sk, gsi2pk: partyList(c.partyBKey, 'COOP'), gsi2sk: sk };
};

/** A document task of a phase (functions/project/documents owns it; the phase process reads and reopens them). */
export const taskKey = (projectId: string, phase: number, taskId: string) => ({ pk: projectKey(projectId).pk, sk: `${taskPrefix(phase)}${taskId}` });
export const taskPrefix = (phase: number): string => `TASK#${String(phase).padStart(2, '0')}#`;
/** The tasks of every phase. */
export const TASK_PREFIX = 'TASK#';
