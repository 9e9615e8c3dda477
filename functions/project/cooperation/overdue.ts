/**
 * Overdue phases and their postponement (逾期延期, issue 30; docs/cooperation.md "Overdue and postponement"). The
 * phase process's timer at the phase's deadline (version 3, `markOverdue`) marks a phase not yet delivered overdue and
 * tells both sides; the postponement process then runs on the phase (shared/process/cooperation.ts): party B asks for
 * a new completion time with its reason, party A agrees — the deadline moves, the first one kept for the history's
 * delay rate — or refuses with its reason, and the phase stays overdue. Each step is decided by the process data and
 * written under a condition on the phase read, with a process record; the other side is told.
 */
import { OVERDUE_POSTPONE } from '../../../shared/limits.js';
import type { PostponementState } from '../../../shared/process/cooperation.js';
import { actionsOf, decide, stateLabel } from '../../../shared/process/engine.js';
import { projectRegistry } from '../../../shared/process/registries.js';
import type { ProcessAction } from '../../../shared/process/types.js';
import type { CooperationSide, OverdueAnswer, PostponementView } from '../../../shared/schemas/cooperation.js';
import type { TokenClaims } from '../../lib/auth/token.js';
import { fail } from '../../lib/errors.js';
import { mustDecide } from '../../lib/process/run.js';
import { settle, tell } from '../events.js';
import { commit } from '../store.js';
import { overdueBacklog } from './backlog.js';
import type { OverdueItem, PhaseItem } from './model.js';
import { cooperationRecords } from './records.js';
import { loadSeat, type Seat } from './seats.js';
import { cooperationStep, getCooperation, getPhase, overdueTimerSteps, phasesOf, phaseSteps, recordStep } from './store.js';

const DAY = 86_400_000;

/** The postponement's moves, each a transition of the postponement process and a route (shared/routes/cooperation.ts). */
export type PostponeMove = 'askPostpone' | 'agreePostpone' | 'refusePostpone';

export const postponementView = (o: OverdueItem): PostponementView => ({
  state: o.state,
  stateLabel: stateLabel(projectRegistry.of('postponement', o), o.state),
  since: o.since,
  dueTime: o.dueTime,
  ...(o.askedDueTime ? { askedDueTime: o.askedDueTime } : {}),
  ...(o.askReason ? { askReason: o.askReason } : {}),
  ...(o.askTime ? { askTime: o.askTime } : {}),
  ...(o.refuseReason ? { refuseReason: o.refuseReason } : {}),
  ...(o.answerTime ? { answerTime: o.answerTime } : {}),
});

/** What the viewer may do on the phase's postponement now: nothing once the phase is accepted. */
export const postponementActions = (phase: PhaseItem, roles: Seat['roles']): ProcessAction[] =>
  phase.overdue && phase.state !== 'ACCEPTED' ? actionsOf(projectRegistry.of('postponement', phase.overdue), { state: phase.overdue.state, roles }) : [];

/** Whole days begun since the phase's current deadline, by its acceptance or by `now` (0 when not past it). */
export const overdueDaysOf = (phase: Pick<PhaseItem, 'dueTime' | 'acceptTime'>, now: number): number =>
  phase.dueTime ? Math.max(0, Math.ceil(((phase.acceptTime ?? now) - phase.dueTime) / DAY)) : 0;

// ---------------------------------------------------------------- the timer

/**
 * The phase's overdue timer fired at `now`: the running phase, past its deadline and not delivered, is marked overdue
 * (a new postponement) and both sides are told. Nothing when the phase moved on (delivered, accepted), its deadline
 * moved later, it was marked for this deadline already (the timer set again by a move between the states it watches),
 * or it began on a version without the timer.
 */
export const fireOverdue = async (projectId: string, now = Date.now()): Promise<void> => {
  const coop = await getCooperation(projectId);
  // Held by a change, termination or dispute: marked, if still late, when it closes (./matters.ts resumedPhaseSteps).
  if (!coop || coop.state !== 'COOPERATING' || coop.matter) return;
  const phase = await getPhase(projectId, coop.current);
  if (!phase?.dueTime || phase.dueTime > now) return;
  if (!decide(projectRegistry.of('phase', phase), 'markOverdue', { state: phase.state, roles: ['platform'] }).ok) return;
  if (phase.overdue && phase.overdue.dueTime === phase.dueTime) return;
  const overdue: OverdueItem = { ...projectRegistry.start('postponement'), since: now, dueTime: phase.dueTime };
  const { steps } = phaseSteps(phase, { ...phase, overdue, updateTime: now }, now);
  steps.push(recordStep(projectId, cooperationRecords.overdue(phase.index, phase.dueTime), now));
  await commit(steps);
  await tell([
    { party: coop.partyB, event: 'project', projectId, id: projectId, backlog: overdueBacklog.marked(coop, phase, phase.dueTime, 'partyB') },
    { party: coop.partyA, event: 'project', projectId, id: projectId, backlog: overdueBacklog.marked(coop, phase, phase.dueTime, 'partyA') },
  ]);
};

// ---------------------------------------------------------------- the postponement's moves

/** The phase after a postponement move at `now`: party B's request, party A's agreement (the deadline moves) or refusal. */
const postponedPhase = (phase: PhaseItem, overdue: OverdueItem, move: PostponeMove, to: PostponementState, now: number, input: { dueTime?: number; reason?: string }, userId: string): PhaseItem => {
  if (move === 'askPostpone') {
    return { ...phase, overdue: { ...overdue, state: to, askedDueTime: input.dueTime, askReason: input.reason, askTime: now, askedBy: userId }, updateTime: now };
  }
  if (move === 'refusePostpone') return { ...phase, overdue: { ...overdue, state: to, refuseReason: input.reason, answerTime: now }, updateTime: now };
  const due = overdue.askedDueTime ?? phase.dueTime ?? now;
  const before = phase.dueTime ?? due;
  return {
    ...phase,
    dueTime: due,
    // The deadline first planned stays: the history's delay is measured from it (the delay is not forgiven).
    plannedDueTime: phase.plannedDueTime ?? before,
    postponedDays: (phase.postponedDays ?? 0) + Math.max(0, Math.ceil((due - before) / DAY)),
    overdue: { ...overdue, state: to, answerTime: now },
    updateTime: now,
  };
};

/**
 * Party B asks to postpone an overdue phase, or party A agrees or refuses (decided by the postponement process of the
 * phase's mark); answers the phase and the mover's side. Refused: the phase not found (404), accepted (102061), not
 * overdue (102070); by the process, the wrong state (102071, 102072) or side (102002); a time asked for that is not
 * after now and the phase's deadline, or more than OVERDUE_POSTPONE.maxDays ahead (102073).
 */
export const postpone = async (claims: TokenClaims, move: PostponeMove, input: { projectId: string; phase: number; dueTime?: number; reason?: string }): Promise<{ phase: PhaseItem; side: CooperationSide }> => {
  const seat = await loadSeat(claims, input.projectId);
  const { coop } = seat;
  const phase = await getPhase(coop.projectId, input.phase);
  if (!phase) throw fail('PHASE_NOT_FOUND');
  if (phase.state === 'ACCEPTED') throw fail('PHASE_ACCEPTED');
  const overdue = phase.overdue;
  if (!overdue) throw fail('PHASE_NOT_OVERDUE');
  const transition = mustDecide(projectRegistry.of('postponement', overdue), move, { state: overdue.state, roles: seat.roles });
  const now = Date.now();
  // A postponement postpones: after now and after the deadline that passed, at most OVERDUE_POSTPONE.maxDays ahead.
  const earliest = Math.max(now, phase.dueTime ?? now);
  if (move === 'askPostpone' && (input.dueTime === undefined || input.dueTime <= earliest || input.dueTime > now + OVERDUE_POSTPONE.maxDays * DAY)) throw fail('POSTPONE_DATE_INVALID');
  const next = postponedPhase(phase, overdue, move, transition.to as PostponementState, now, input, claims.userId);
  const { item, steps } = phaseSteps(phase, next, now);
  if (move === 'agreePostpone') steps.push(...overdueTimerSteps(item));
  const side = seat.roles.includes('partyA') ? 'partyA' : 'partyB';
  steps.push(recordStep(coop.projectId, cooperationRecords.postpone(phase.index, transition, side, claims.userId, next.overdue?.askedDueTime ?? item.dueTime ?? now, input.reason), now));
  // The cooperation's rev moves too, as with every move of a phase (./moves.ts).
  const { step } = cooperationStep(coop, { ...coop, updateTime: now });
  await commit([...steps, step]);

  const due = next.overdue?.askedDueTime ?? now;
  if (move === 'askPostpone') {
    await settle(coop.partyB, `${coop.projectId}#phase#${phase.index}`);
    await tell([
      { party: coop.partyB, event: 'project', projectId: coop.projectId, id: coop.projectId },
      { party: coop.partyA, event: 'project', projectId: coop.projectId, id: coop.projectId, backlog: overdueBacklog.asked(coop, phase, due, input.reason ?? '') },
    ]);
  } else {
    await settle(coop.partyA, `${coop.projectId}#postpone#${phase.index}`);
    await tell([
      { party: coop.partyA, event: 'project', projectId: coop.projectId, id: coop.projectId },
      { party: coop.partyB, event: 'project', projectId: coop.projectId, id: coop.projectId, backlog: overdueBacklog.answered(coop, phase, move === 'agreePostpone', due, input.reason) },
    ]);
  }
  return { phase: item, side: seat.side };
};

// ---------------------------------------------------------------- query_overdue

/** The cooperation's phases marked overdue, with their postponements and what the viewer may do (both sides; others 404). */
export const queryOverdue = async (claims: TokenClaims, projectId: string): Promise<OverdueAnswer> => {
  const seat = await loadSeat(claims, projectId);
  const phases = await phasesOf(projectId);
  const now = Date.now();
  const running = phases.find((p) => p.index === seat.coop.current);
  return {
    overdue: Boolean(running?.overdue && running.state !== 'ACCEPTED' && running.overdue.state !== 'POSTPONED'),
    phases: phases.flatMap((p) =>
      p.overdue
        ? [
            {
              index: p.index,
              name: p.name,
              state: p.state,
              stateLabel: stateLabel(projectRegistry.of('phase', p), p.state),
              ...(p.dueTime ? { dueTime: p.dueTime } : {}),
              ...(p.plannedDueTime ? { plannedDueTime: p.plannedDueTime } : {}),
              postponedDays: p.postponedDays ?? 0,
              overdueDays: overdueDaysOf(p, now),
              postponement: postponementView(p.overdue),
              actions: postponementActions(p, seat.roles),
            },
          ]
        : [],
    ),
  };
};
