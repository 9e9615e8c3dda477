/**
 * A phase's acceptance and payment (docs/cooperation.md): by party A, or by the platform when its acceptance timer
 * runs out; the phase paid out of escrow in one posting (the fee to the platform, the rest to party B), the next
 * phase begun, or after the last the project completed and what escrow is left returned to party A. With the
 * acceptance timers (accept, or remind party A).
 */
import type { PhaseState } from '../../../shared/process/cooperation.js';
import { phaseServiceFeeOf } from '../../../shared/limits.js';
import type { TransitionDef } from '../../../shared/process/types.js';
import { projectRegistry } from '../../../shared/process/registries.js';
import type { TokenClaims } from '../../lib/auth/token.js';
import { ERRORS } from '../../../shared/errors.js';
import { AppError, fail } from '../../lib/errors.js';
import { mustDecide } from '../../lib/process/run.js';
import { escrowAccountId, LedgerBusy, platformAccountId, post, walletAccountId, type Leg, type PostingInput } from '../../wallet/public.js';
import { settle, tell } from '../events.js';
import type { ProjectItem } from '../model.js';
import { projectWrites } from '../projects.js';
import { getProject, type Step } from '../store.js';
import { cooperationStateOf, isRemoved, type CooperationItem, type PhaseItem } from './model.js';
import { completionWrites } from '../history/figures.js';
import { cooperationBacklog, cooperationLink, escrowBacklog } from './backlog.js';
import { inEscrow } from './escrow.js';
import { mustNotBeHeld, withoutMatter } from './matters.js';
import { cooperationRecords } from './records.js';
import { loadSeat, type Seat } from './seats.js';
import { begun, DAY } from './starting.js';
import { cooperationStep, getCooperation, getPhase, phasesOf, phaseSteps, recordStep } from './store.js';

// ---------------------------------------------------------------- acceptance and payment

/** The phase accepted at `now` (by party A, or by the platform): paid its amount less the service fee; no acceptance clock any more. */
export const acceptedPhase = (phase: PhaseItem, transition: TransitionDef<PhaseState>, by: 'partyA' | 'platform', now: number): Omit<PhaseItem, 'pk' | 'sk' | 'rev'> => {
  const fee = phaseServiceFeeOf(phase.amount);
  const { autoAcceptAt: _clock, ...rest } = phase;
  return { ...rest, state: transition.to as PhaseState, acceptTime: now, acceptedBy: by, fee, net: phase.amount - fee, updateTime: now };
};

/**
 * The acceptance's posting, in the escrow's scope under `accept-<projectId>-<nn>` (the timer and party A racing pay
 * once): the phase's amount out of escrow, the fee to a shard of the platform's fees (chosen by the project), the rest
 * to party B, and at completion what escrow is left (`refund`) back to party A; with the acceptance's writes.
 */
export const acceptancePosting = (
  coop: Pick<CooperationItem, 'projectId' | 'projectName' | 'partyA' | 'partyB'>,
  phase: Pick<PhaseItem, 'index' | 'amount' | 'fee' | 'net'>,
  refund: number,
  steps: readonly Step[],
): PostingInput => {
  const { projectId } = coop;
  const escrow = escrowAccountId(projectId);
  const fee = phase.fee ?? 0;
  const legs: Leg[] = [
    { accountId: escrow, available: -(phase.amount + refund), frozen: 0 },
    { accountId: walletAccountId(coop.partyB.type, coop.partyB.id), available: phase.net ?? 0, frozen: 0 },
  ];
  if (fee > 0) legs.push({ accountId: platformAccountId('fees', (parseInt(projectId.slice(-2), 36) % 16) / 16), available: fee, frozen: 0 });
  if (refund > 0) legs.push({ accountId: walletAccountId(coop.partyA.type, coop.partyA.id), available: refund, frozen: 0 });
  return {
    scope: escrow,
    requestId: `accept-${projectId}-${String(phase.index).padStart(2, '0')}`,
    type: 'ESCROW_RELEASE',
    title: `阶段验收：${coop.projectName} 第${phase.index}阶段`,
    bizId: projectId,
    legs,
    extra: { items: steps.map((s) => s.item), refusal: (i) => steps[i]?.refusal?.() ?? fail('STALE_DATA') },
  };
};

/**
 * The running phase accepted — by party A, or by the platform when its time ran out — and paid in one posting: the
 * phase amount out of escrow, the fee to the platform, the rest to party B; the next phase begins, or after the last
 * the project completes and any escrow left returns to party A. A second acceptance (the timer racing party A) finds
 * the phase accepted, or replays the posting: nothing is paid twice.
 */
export const acceptPhase = async (projectId: string, index: number, by: { side: 'partyA'; claims: TokenClaims; roles: Seat['roles'] } | { side: 'platform'; at: number } | DeskAcceptance): Promise<PhaseItem> => {
  const coop = await getCooperation(projectId);
  if (!coop) throw fail('COOPERATION_NOT_FOUND');
  // Held by a change, termination or dispute: party A waits, and the platform's timer does nothing (set again when it
  // closes). The desk's ruling is what ends the dispute holding it: its matter closes in this acceptance's posting.
  if (by.side === 'desk') {
    if (coop.matter?.id !== by.matterId) throw fail('STALE_DATA');
  } else mustNotBeHeld(coop);
  const phases = await phasesOf(projectId);
  const phase = phases.find((p) => p.index === index);
  if (!phase) throw fail('PHASE_NOT_FOUND');
  // The desk's 验收通过 is the dispute process's ruling (shared/process/dispute.ts), taken on the phase where it stands.
  const transition =
    by.side === 'desk'
      ? deskAcceptance(phase)
      : mustDecide(projectRegistry.of('phase', phase), by.side === 'platform' ? 'autoAccept' : 'acceptancePass', { state: phase.state, roles: by.side === 'platform' ? ['platform'] : by.roles });
  // The platform accepts only once the phase's own deadline passed: a timer read before 同步修改 restarted the clock is
  // not its time any more (the phase written is the one read, so the deadline checked is the one committed).
  if (by.side === 'platform' && (phase.autoAcceptAt ?? 0) > by.at) throw fail('PROCESS_WRONG_STATE');
  // The platform accepts at the sweep's time (the local stage's sweep moves time forward: a late acceptance is late).
  const now = by.side === 'partyA' ? Date.now() : by.at;
  // The phase after it: the next one a demand change did not remove (numbers are kept, ./changes.ts).
  const following = phases.filter((p) => p.index > index && !isRemoved(p)).sort((x, y) => x.index - y.index)[0];
  const last = !following;
  const acceptedNext = acceptedPhase(phase, transition, by.side === 'partyA' ? 'partyA' : 'platform', now);
  const { fee = 0, net = 0 } = acceptedNext;
  const accepted = phaseSteps(phase, acceptedNext, now);
  const steps: Step[] = [...accepted.steps];
  const paidCoop = { ...coop, paid: coop.paid + net, fees: coop.fees + fee, updateTime: now };
  if (last) {
    const project: ProjectItem | undefined = await getProject(projectId);
    if (!project) throw fail('PROJECT_NOT_FOUND');
    // Completed meanwhile: the phase was accepted by the other caller (the timer, or party A) a moment ago.
    if (project.state === 'COMPLETED') throw fail('PHASE_ACCEPTED');
    const completion = mustDecide(projectRegistry.of('project', project), 'complete', { state: project.state, roles: ['platform'], holds: () => true });
    steps.push(...projectWrites(project, { ...project, state: completion.to ?? project.state, updateTime: now }).writes);
  } else if (following) {
    steps.push(...phaseSteps(following, begun(following, coop, now), now).steps);
  }
  // What the escrow holds once this phase is paid: returned to party A when the cooperation completes.
  const refund = last ? inEscrow(coop) - phase.amount : 0;
  // The phases as this acceptance leaves them: the cooperation's state is derived from them (cooperationStateOf).
  const after = phases.map((p) => (p.index === index ? accepted.item : p));
  // The last acceptance completes the cooperation: its figures and both parties' monthly summaries are written in
  // the same posting (docs/cooperation.md "History, performance and credit").
  const completion = last ? completionWrites({ ...coop, refunded: coop.refunded + refund }, after, now) : undefined;
  const { step } = cooperationStep(coop, {
    ...(by.side === 'desk' ? withoutMatter(paidCoop, by.matterId, now) : paidCoop),
    state: cooperationStateOf(after),
    refunded: coop.refunded + refund,
    ...(completion ? { endTime: now, figures: completion.figures } : { current: following?.index ?? index + 1 }),
  });
  steps.push(step, ...(completion?.steps ?? []), ...(by.side === 'desk' ? by.steps : []));
  // A phase accepted from a state its overdue timer watches (the desk's ruling on a refused phase) drops that timer,
  // and the next phase begun sets its own, the same item beside the project: one transaction writes an item once.
  steps.splice(0, steps.length, ...oneWriteEach(steps));
  steps.push(
    recordStep(projectId, cooperationRecords.accept(phase, transition, by.side === 'partyA' ? { side: 'partyA', userId: by.claims.userId } : { side: 'platform' }, net, fee), now),
  );
  if (last) steps.push(recordStep(projectId, cooperationRecords.complete(refund), now + 1));
  try {
    const outcome = await post(acceptancePosting(coop, accepted.item, refund, steps));
    if (outcome.replayed) return (await getPhase(projectId, index)) ?? accepted.item;
  } catch (error) {
    if (error instanceof LedgerBusy) throw fail('LEDGER_BUSY');
    throw error;
  }
  const aboutId = `${projectId}#phase#${index}`;
  // A postponement party A had not answered is moot once the phase is accepted (./overdue.ts).
  await Promise.all([settle(coop.partyA, aboutId), settle(coop.partyB, aboutId), settle(coop.partyA, `${projectId}#postpone#${index}`)]);
  const nextPhase = following;
  await tell([
    {
      party: coop.partyB,
      event: 'project',
      projectId,
      id: projectId,
      backlog: cooperationBacklog.paid(coop, phase, by.side, net, fee),
    },
    {
      party: coop.partyA,
      event: 'project',
      projectId,
      id: projectId,
      ...(nextPhase && !nextPhase.funded ? { backlog: escrowBacklog(coop, nextPhase) } : last ? { backlog: cooperationBacklog.completed(coop, refund) } : {}),
    },
  ]);
  return accepted.item;
};

/** The steps without a timer's Delete that a Put of the same item (the timer set again) replaces. */
const oneWriteEach = (steps: readonly Step[]): Step[] => {
  const keyOf = (k: Record<string, unknown> | undefined) => (k ? `${String(k.pk)}\u0000${String(k.sk)}` : undefined);
  const puts = new Set(steps.map((s) => keyOf(s.item.Put?.Item)).filter(Boolean));
  return steps.filter((s) => !(s.item.Delete && !s.item.Delete.ConditionExpression && puts.has(keyOf(s.item.Delete.Key))));
};

/**
 * The service desk's 验收通过 of a dispute's phase (docs/cooperation.md "Disputes"): paid as an acceptance by the
 * platform, in the posting that closes the dispute (`matterId`) with the dispute's own writes (`steps`).
 */
export interface DeskAcceptance {
  side: 'desk';
  at: number;
  matterId: string;
  steps: readonly Step[];
}

/** The phase's move to 已验收 by the desk's ruling, from wherever it stands short of it. */
const deskAcceptance = (phase: PhaseItem): TransitionDef<PhaseState> => {
  if (phase.state === 'ACCEPTED') throw fail('PHASE_ACCEPTED');
  return { name: 'deskAccept', label: '平台裁决验收通过', actors: ['platform'], from: [phase.state], to: 'ACCEPTED' };
};

/** Party A accepts the running phase (验收通过). */
export const acceptanceByPartyA = async (claims: TokenClaims, input: { projectId: string; phase: number }): Promise<PhaseItem> => {
  const seat = await loadSeat(claims, input.projectId);
  return acceptPhase(input.projectId, input.phase, { side: 'partyA', claims, roles: seat.roles });
};

// ---------------------------------------------------------------- timers

/** The acceptance timers of the running phase: accept it, or remind party A. Nothing when the phase moved on. */
export const firePhaseTimer = async (projectId: string, transition: string, now = Date.now()): Promise<void> => {
  const coop = await getCooperation(projectId);
  if (!coop || coop.state !== 'COOPERATING' || coop.matter) return;
  const phase = await getPhase(projectId, coop.current);
  if (!phase || phase.state !== 'ACCEPTING') return;
  if (transition === 'autoAccept') {
    // Restarted meanwhile (同步修改): the newer timer fires at the new deadline.
    if ((phase.autoAcceptAt ?? 0) > now) return;
    try {
      await acceptPhase(projectId, phase.index, { side: 'platform', at: now });
    } catch (error) {
      // Party A (or another sweep) accepted it between the read above and this acceptance: the phase moved on and
      // the timer has nothing to do (nothing was paid twice: one posting per phase, docs/cooperation.md).
      if (error instanceof AppError && (error.code === ERRORS.PHASE_ACCEPTED.code || error.code === ERRORS.PROCESS_WRONG_STATE.code)) return;
      throw error;
    }
    return;
  }
  const days = Math.max(0, Math.ceil(((phase.autoAcceptAt ?? now) - now) / DAY));
  await tell([
    {
      party: coop.partyA,
      event: 'project',
      projectId,
      id: projectId,
      backlog: { type: 'PHASE_ACCEPT', title: `请及时验收：${coop.projectName}`, content: `第${phase.index}阶段「${phase.name}」将在${days}天后自动验收通过`, link: cooperationLink(projectId), projectId, aboutId: `${projectId}#phase#${phase.index}`, todo: true },
    },
  ]);
};
