/**
 * What may be started when, termination by agreement and recovery (issue 30; docs/cooperation.md "Changes, endings and
 * disputes", "Termination"): the inputs of their calls and the shapes of their answers. Amounts integer fen, times epoch ms.
 */
import { NO_PASS_REASON_LENGTH, PROJECT_LIMITS as L } from '../limits.js';
import type { ProcessAction } from '../process/types.js';
import { payPassword } from '../validation/rules.js';
import { input, num, oneOf, text, ulid } from '../validation/zod.js';
import { requestId } from './wallet.js';

/** A matter the caller may (or may not) open now, with why not. */
export interface OfferedMatter {
  kind: 'CHANGE' | 'TERMINATION';
  label: string;
  offered: boolean;
  /** Why it is not offered (Chinese). */
  reason?: string;
  /** A change: the phases it may touch (those not accepted). */
  phases?: number[];
}

/** can_select_change_and_terminate's core: 需求变更 and 终止合作 for the caller, and the matter open now. */
export interface MatterOffer {
  change: OfferedMatter;
  terminate: OfferedMatter;
  matter?: { kind: 'CHANGE' | 'TERMINATION' | 'DISPUTE'; label: string; side: 'partyA' | 'partyB'; since: number };
}

export const TERMINATION_KIND_LABELS = { NEGOTIATE: '协商终止', REQUEST: '申请终止', LEADER: '乙方负责人终止', DECISION: '纠纷裁决终止' } as const;
export type TerminationKind = keyof typeof TERMINATION_KIND_LABELS;

export interface TerminationProposalView {
  version: number;
  by: 'partyA' | 'partyB' | 'platform';
  reason: string;
  /** Party B's share (before the service fee), the fee on it, its net, and party A's share of `escrow`. */
  toB: number;
  fee: number;
  net: number;
  toA: number;
  escrow: number;
  time: number;
}

/** The cooperation's termination as its two sides see it. */
export interface TerminationView {
  id: string;
  state: string;
  stateLabel: string;
  kind: TerminationKind;
  kindLabel: string;
  /** Counter-proposals allowed (协商终止). */
  negotiable: boolean;
  openedBy: 'partyA' | 'partyB' | 'platform';
  openedAt: number;
  proposal: TerminationProposalView;
  refuseReason?: string;
  answerTime?: number;
  /** When an unanswered proposal is withdrawn by the platform. */
  expiresAt?: number;
  settled?: { toB: number; fee: number; net: number; toA: number; time: number };
  /** Until when the terminated cooperation may be recovered. */
  recoverUntil?: number;
  recovery?: { by: 'partyA' | 'partyB'; time: number };
  recoveredAt?: number;
  /** What the viewer may do on it now (the termination process). */
  actions: ProcessAction[];
}

/** can_select_change_and_terminate, and every termination call's answer: the offers, the termination, what escrow holds. */
export interface TerminationAnswer extends MatterOffer {
  /** What escrow holds now: the most a split may give party B. */
  inEscrow: number;
  termination?: TerminationView;
  /** The actions of the termination process the viewer may take now (opening ones included when offered). */
  actions: ProcessAction[];
}

const projectId = () => ulid('项目');
const reason = () => text('原因', { max: NO_PASS_REASON_LENGTH });
const fen = (label: string) => num(label, { min: 0, max: 1_000_000_000 });
const version = () => num('方案版本', { min: 1, max: 10_000 });

export const matterInput = input({ projectId: projectId() });
/**
 * A proposal (start_terminated_negotiate, start_terminated_project, leader_terminated_project, and a counter-proposal
 * terminated_negotiate with the `version` it answers): why, party B's share, and the escrow the page showed (refused
 * with 102114 when it has changed since).
 */
export const terminationProposalInput = input({ projectId: projectId(), reason: reason(), toB: fen('乙方所得金额'), escrow: fen('托管金额') });
export const terminationCounterInput = input({ projectId: projectId(), version: version(), reason: reason(), toB: fen('乙方所得金额'), escrow: fen('托管金额') });
/** agree_terminated_project: the version agreed to; the settlement is a posting idempotent by `requestId`. */
export const terminationAgreeInput = input({ projectId: projectId(), version: version(), requestId: requestId() });
/** no_agree_terminated_project: the version refused, and why. */
export const terminationRefuseInput = input({ projectId: projectId(), version: version(), reason: reason() });
export const RECOVER_ANSWERS = ['AGREE', 'REFUSE'] as const;
/**
 * recover_project: without `answer` asks the other side to recover; with it answers the other side's request. A side
 * that returns money in the recovery (party B what it received, party A what came back to it) gives its pay password,
 * asking or agreeing; the agreement's posting is idempotent by `requestId`.
 */
export const recoverInput = input({
  projectId: projectId(),
  answer: oneOf('答复', RECOVER_ANSWERS).optional(),
  payPassword: payPassword().optional(),
  requestId: requestId().optional(),
});

/** The list of terminated cooperations (已终止合作) pages as the other lists do. */
export const TERMINATED_PAGE_SIZE = L.pageSize;
