/** The termination as its two sides see it, and can_select_change_and_terminate's answer (docs/cooperation.md "Termination"). */
import { actionsOf, stateLabel } from '../../../shared/process/engine.js';
import type { ProcessAction } from '../../../shared/process/types.js';
import { TERMINATION_KIND_LABELS, type TerminationAnswer, type TerminationView } from '../../../shared/schemas/termination.js';
import type { TokenClaims } from '../../lib/auth/token.js';
import { inEscrow } from './escrow.js';
import { offeredMatters } from './matters.js';
import type { CooperationItem } from './model.js';
import { loadSeat, type Seat } from './seats.js';
import { phasesOf } from './store.js';

import { guardsOf, processOf, recoverUntil, splitOf, stateOf } from './termination-model.js';

// ---------------------------------------------------------------- views

export const terminationView = (coop: CooperationItem, roles: Seat['roles'], now = Date.now()): TerminationView | undefined => {
  const t = coop.termination;
  if (!t) return undefined;
  const process = processOf(t);
  const split = splitOf(t.proposal.toB, t.proposal.escrow);
  const waiting = t.state === 'WAIT_A' || t.state === 'WAIT_B';
  const expire = process.transitions.find((x) => x.name === 'expire')?.timer?.after ?? 0;
  const until = recoverUntil(t);
  return {
    id: t.id,
    state: t.state,
    stateLabel: stateLabel(process, t.state),
    kind: t.kind,
    kindLabel: TERMINATION_KIND_LABELS[t.kind],
    negotiable: t.kind === 'NEGOTIATE',
    openedBy: t.openedBy,
    openedAt: t.openedAt,
    proposal: { version: t.proposal.version, by: t.proposal.by, reason: t.proposal.reason, escrow: t.proposal.escrow, time: t.proposal.time, ...split },
    ...(t.refuseReason ? { refuseReason: t.refuseReason } : {}),
    ...(t.answerTime ? { answerTime: t.answerTime } : {}),
    ...(waiting ? { expiresAt: t.proposal.time + expire } : {}),
    ...(t.settled ? { settled: { toB: t.settled.toB, fee: t.settled.fee, net: t.settled.net, toA: t.settled.toA, time: t.settled.time } } : {}),
    ...(until && (t.state === 'TERMINATED' || t.state === 'RECOVER_WAIT_A' || t.state === 'RECOVER_WAIT_B') ? { recoverUntil: until } : {}),
    ...(t.recovery ? { recovery: { by: t.recovery.by, time: t.recovery.time } } : {}),
    ...(t.recoveredAt ? { recoveredAt: t.recoveredAt } : {}),
    actions: terminationActions(coop, roles, now),
  };
};

/** The termination moves the viewer may take now, the openings among them while the cooperation runs with no matter. */
export const terminationActions = (coop: CooperationItem, roles: Seat['roles'], now = Date.now()): ProcessAction[] => {
  const t = coop.termination;
  const holds = guardsOf(coop, { toB: 0, version: t?.proposal.version }, now);
  return actionsOf(processOf(t), { state: stateOf(coop), roles, holds });
};

/** can_select_change_and_terminate, and every termination call's answer. */
export const terminationAnswer = async (claims: TokenClaims, projectId: string): Promise<TerminationAnswer> => {
  const seat = await loadSeat(claims, projectId);
  const phases = await phasesOf(projectId);
  const now = Date.now();
  const termination = terminationView(seat.coop, seat.roles, now);
  return {
    ...offeredMatters(seat.coop, phases, seat.roles),
    inEscrow: inEscrow(seat.coop),
    ...(termination ? { termination } : {}),
    actions: terminationActions(seat.coop, seat.roles, now),
  };
};
