/**
 * The phase process's moves that move no money (docs/cooperation.md): party A or party B moves the running phase —
 * check, assessment, delivery, a no-pass with its reason — each decided by the process data and written under a
 * condition on the phase read, the other side told.
 */
import { PARTY_B_INTERNAL_MOVES, type PhaseState } from '../../../shared/process/cooperation.js';
import type { TransitionDef } from '../../../shared/process/types.js';
import { projectRegistry } from '../../../shared/process/registries.js';
import type { CooperationSide } from '../../../shared/schemas/cooperation.js';
import type { TokenClaims } from '../../lib/auth/token.js';
import { fail } from '../../lib/errors.js';
import { logger } from '../../lib/logger.js';
import { mustDecide } from '../../lib/process/run.js';
import { settle, tell } from '../events.js';
import type { PartyRef } from '../model.js';
import { commit } from '../store.js';
import type { CooperationItem, PhaseItem } from './model.js';
import { cooperationBacklog, TOLD, type PhaseMove } from './backlog.js';
import { mustNotBeHeld } from './matters.js';
import { cooperationRecords } from './records.js';
import { loadSeat, type Seat } from './seats.js';
import { cooperationStep, getPhase, phaseSteps, recordStep } from './store.js';
import { documentsSubmitted, reopenTasks } from './tasks.js';

const partyOfSide = (coop: CooperationItem, side: 'partyA' | 'partyB'): PartyRef => (side === 'partyA' ? coop.partyA : coop.partyB);

/** A phase of the cooperation for a move: the running one (an earlier phase is accepted, a later one not begun). */
const loadPhase = async (seat: Seat, index: number): Promise<PhaseItem> => {
  const phase = await getPhase(seat.coop.projectId, index);
  if (!phase) throw fail('PHASE_NOT_FOUND');
  return phase;
};

/**
 * The phase after a move of party A or party B (not the acceptance, which pays: acceptPhase) at `now`: its state, a
 * revision round and the reason of party A's no-pass (party B's check's kept apart), and a delivery's time and automatic acceptance (off once it leaves 待验收).
 */
export const movedPhase = (phase: Omit<PhaseItem, 'pk' | 'sk' | 'rev'>, transition: TransitionDef<PhaseState>, now: number, reason?: string): Omit<PhaseItem, 'pk' | 'sk' | 'rev'> => {
  const to = (transition.to ?? phase.state) as PhaseState;
  const next: Omit<PhaseItem, 'pk' | 'sk' | 'rev'> = { ...phase, state: to, updateTime: now };
  // Party A's no-pass is a revision round, with its reason; party B's check keeps its own count and reason apart
  // (a phase of version 1 still counts its check no-pass as a round, as it began, but its reason stays party B's).
  if (transition.effects?.includes('countRound')) next.rounds = phase.rounds + 1;
  if (transition.effects?.includes('countCheckRound')) next.checkRounds = (phase.checkRounds ?? 0) + 1;
  if (transition.ask?.reason) {
    if (PARTY_B_INTERNAL_MOVES.includes(transition.name)) next.checkReason = reason;
    else next.reason = reason;
  }
  const delivering = transition.name === 'goAcceptance' || transition.name === 'syncModify';
  if (delivering && to === 'ACCEPTING') {
    next.deliverTime = now;
    next.autoAcceptAt = now + (projectRegistry.of('phase', phase).transitions.find((t) => t.name === 'autoAccept')?.timer?.after ?? 0);
  }
  if (to !== 'ACCEPTING') {
    delete next.autoAcceptAt;
  }
  return next;
};

/** Party A or party B moves the running phase along its process; a no-pass carries its reason. Answers the phase and the mover's side (what it may be shown). */
export const movePhase = async (claims: TokenClaims, move: PhaseMove, input: { projectId: string; phase: number; reason?: string }): Promise<{ phase: PhaseItem; side: CooperationSide }> => {
  const seat = await loadSeat(claims, input.projectId);
  const { coop } = seat;
  mustNotBeHeld(coop);
  const phase = await loadPhase(seat, input.phase);
  const transition: TransitionDef<PhaseState> = mustDecide(projectRegistry.of('phase', phase), move, {
    state: phase.state,
    roles: seat.roles,
    holds: () => true,
  });
  // Guards that read more than the phase, asked only when the rest holds.
  if (transition.guards?.includes('documentsSubmitted') && !(await documentsSubmitted(coop.projectId, phase.index))) throw fail('DOCUMENTS_NOT_SUBMITTED');
  const now = Date.now();
  const next = movedPhase(phase, transition, now, input.reason);
  const to = next.state;
  const { item, steps } = phaseSteps(phase, next, now, move === 'syncModify' && to === 'ACCEPTING');
  const side = seat.roles.includes('partyA') ? 'partyA' : 'partyB';
  steps.push(recordStep(coop.projectId, cooperationRecords.move(phase.index, transition, side, claims.userId, input.reason), now));
  // The cooperation's rev moves too: a move and a payment of the same cooperation never pass each other.
  const { step } = cooperationStep(coop, { ...coop, updateTime: now });
  await commit([...steps, step]);

  if (transition.effects?.includes('reopenDocuments')) await reopenTasks(coop.projectId, phase.index).catch((error: unknown) => logger.warn('documents not reopened', { error: (error as Error).message }));
  const told = TOLD[move];
  const aboutId = `${coop.projectId}#phase#${phase.index}`;
  await settle(partyOfSide(coop, side), aboutId);
  await tell([
    { party: partyOfSide(coop, side), event: 'project', projectId: coop.projectId, id: coop.projectId },
    {
      party: partyOfSide(coop, side === 'partyA' ? 'partyB' : 'partyA'),
      event: 'project',
      projectId: coop.projectId,
      id: coop.projectId,
      ...(told ? { backlog: cooperationBacklog.moved(move, coop, phase, transition.ask?.reason ? input.reason : undefined)! } : {}),
    },
  ]);
  return { phase: item, side: seat.side };
};
