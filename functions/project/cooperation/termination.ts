/**
 * Termination by agreement and recovery (终止合作与恢复, issue 30; docs/cooperation.md "Termination"). The termination
 * process (shared/process/termination.ts) runs on the cooperation item (`termination`): each move is decided by the
 * process data and written under the cooperation's revision, with a process record; the other side is told.
 *
 * - A proposal opens the cooperation's matter (./matters.ts: the phases are held) with a reason and a split of what
 *   escrow holds (`toB` to party B, the rest to party A); the other side counters (a negotiation only, versioned),
 *   refuses (the matter closes, the phases go on, `terminationRefusedAt` is set: a dispute may follow) or agrees.
 * - Agreement ends it in one posting (`terminateWithSplit`, which a dispute's decision calls too): the split out of
 *   escrow (party B's share less the service fee), the cooperation and the project 已终止, the history's figures, the
 *   records; then both sides are told.
 * - Recovery within TERMINATION_LIMITS.recoverDays: one side asks, the other agrees — the settlement reversed exactly
 *   in one posting (refused with 102117, nothing moved, when a wallet no longer holds its part) — or refuses.
 */
import { TERMINATION_LIMITS } from '../../../shared/limits.js';
import { formatFen } from '../../../shared/money.js';
import { decide } from '../../../shared/process/engine.js';
import { projectRegistry } from '../../../shared/process/registries.js';
import type { TerminationState } from '../../../shared/process/termination.js';
import { TERMINATION_KIND_LABELS, type TerminationKind } from '../../../shared/schemas/termination.js';
import type { TokenClaims } from '../../lib/auth/token.js';
import { newId } from '../../lib/ids.js';
import { AppError, fail } from '../../lib/errors.js';
import { mustDecide, timerWrites } from '../../lib/process/run.js';
import { escrowAccountId, findPosting, LedgerBusy, LedgerRefusal, post } from '../../wallet/public.js';
import { settle, tell } from '../events.js';
import { projectWrites } from '../projects.js';
import { commit, getProject, type Step } from '../store.js';
import { beijingMonth, figuresOf, terminationWrites } from '../history/figures.js';
import { inEscrow } from './escrow.js';
import { escrowSplitPosting, resumedPhaseSteps, withMatter, withoutMatter } from './matters.js';
import { terminationTimerPk, type CooperationItem, type TerminationItem } from './model.js';
import { loadSeat } from './seats.js';
import { cooperationStep, getCooperation, phasesOf, recordStep } from './store.js';

import { ABOUT, backlogOf, byRole, decideMove, other, partyOf, processOf, SIDE_LABEL, splitOf, splitText, stateOf, tellMove, timerSteps, type Side } from './termination-model.js';

// ---------------------------------------------------------------- ending: terminateWithSplit

interface EndInput {
  toB: number;
  reason: string;
  by: Side | 'platform';
  requestId: string;
  extraSteps?: Step[];
}

/**
 * Ends the cooperation on a split, in one posting: `toB` to party B less the service fee, the rest of what escrow holds
 * to party A (`escrowSplitPosting`), with the cooperation going to 已终止 (its matter closed), the project's state (a
 * project on process version 1 upgraded to version 2 in the same write), the termination's state, the records, the
 * history's figures and `extra` (the caller's own writes); then both sides are told. `termination` is the termination
 * as it ends (the agreed proposal, or the decision's).
 */
const endCooperation = async (coop: CooperationItem, termination: TerminationItem, input: EndInput, now: number): Promise<CooperationItem> => {
  if (coop.state !== 'COOPERATING') throw fail('COOPERATION_NOT_RUNNING');
  const escrow = inEscrow(coop);
  if (!Number.isSafeInteger(input.toB) || input.toB < 0 || input.toB > escrow) throw fail('TERMINATION_SPLIT_INVALID');
  const split = splitOf(input.toB, escrow);
  const [project, phases] = await Promise.all([getProject(coop.projectId), phasesOf(coop.projectId)]);
  if (!project) throw fail('PROJECT_NOT_FOUND');
  // Projects begun on version 1 have no 已终止: version 2 adds it and changes nothing else, so the project is upgraded
  // to it in this very write (docs/processes.md "Versions").
  const projectProcess = projectRegistry.latest('project');
  const move = mustDecide(projectProcess, 'terminate', { state: project.state, roles: ['platform'] });
  const month = beijingMonth(now);
  const figures = figuresOf(phases);
  const ended: TerminationItem = {
    ...termination,
    state: 'TERMINATED',
    answerTime: now,
    settled: { toB: split.toB, fee: split.fee, net: split.net, toA: split.toA, time: now, month, requestId: input.requestId, current: coop.current },
  };
  // Whatever matter is open closes with it (the termination's own, or the dispute whose decision this is).
  const rest = coop.matter ? withoutMatter(coop, coop.matter.id, now) : coop;
  const kind = TERMINATION_KIND_LABELS[ended.kind];
  const { item, step } = cooperationStep(coop, {
    ...rest,
    state: 'TERMINATED',
    endTime: now,
    paid: coop.paid + split.net,
    fees: coop.fees + split.fee,
    refunded: coop.refunded + split.toA,
    figures,
    termination: ended,
    terminationReason: input.reason,
    terminationKind: kind,
    endedBy: input.by,
    updateTime: now,
  });
  const timers = timerWrites(processOf(termination), { pk: terminationTimerPk(coop.projectId), id: coop.projectId, attributes: {} }, termination.state, 'TERMINATED', now);
  const steps: Step[] = [
    step,
    ...projectWrites(project, { ...project, state: move.to ?? project.state, processVersion: projectProcess.version, updateTime: now }).writes,
    ...timers.map((t) => ({ item: t })),
    recordStep(coop.projectId, { kind: 'terminate', label: '合作终止', by: input.by, amount: escrow, reason: input.reason, message: `${kind}。${splitText(split.toB, escrow)}` }, now),
    ...terminationWrites(coop, figures, split.toA, input.by, month),
    ...(input.extraSteps ?? []),
  ];
  if (escrow > 0) {
    const { posting } = escrowSplitPosting(coop, { toB: split.toB, toA: split.toA }, { requestId: input.requestId, title: `终止合作：${coop.projectName}` }, steps);
    try {
      const outcome = await post(posting);
      if (outcome.replayed) return (await getCooperation(coop.projectId)) ?? item;
    } catch (error) {
      if (error instanceof LedgerBusy) throw fail('LEDGER_BUSY');
      if (error instanceof LedgerRefusal) throw fail('STALE_DATA');
      throw error;
    }
  } else {
    await commit(steps);
  }
  // The to-dos of the termination and of the running phase (its escrow, its moves, a postponement) wait no more.
  const { projectId } = coop;
  const about = [ABOUT(projectId), `${projectId}#phase#${coop.current}`, `${projectId}#escrow#${coop.current}`, `${projectId}#postpone#${coop.current}`];
  await Promise.all(about.flatMap((id) => [settle(coop.partyA, id), settle(coop.partyB, id)]));
  const told = (side: Side) =>
    backlogOf(
      coop,
      'COOPERATION_TERMINATED',
      '合作已终止',
      `${kind}，原因：${input.reason}。${side === 'partyB' ? `您收到 ${formatFen(split.net)}（平台服务费 ${formatFen(split.fee)}）` : `退回您 ${formatFen(split.toA)}`}；${TERMINATION_LIMITS.recoverDays}天内双方同意可恢复合作`,
      false,
    );
  await tell([
    { party: coop.partyA, event: 'project', projectId: coop.projectId, id: coop.projectId, backlog: told('partyA') },
    { party: coop.partyB, event: 'project', projectId: coop.projectId, id: coop.projectId, backlog: told('partyB') },
  ]);
  return item;
};

/**
 * Ends a running cooperation with a split — the dispute desk's decision (functions/project/cooperation/disputes), and
 * this module's agreement: `toB` to party B less the service fee, the rest of what escrow holds to party A, in one
 * posting (idempotent by `requestId` in the escrow's scope) with the cooperation going to 已终止 (its matter closed,
 * whatever it is), the project's state, the records, the history's figures and `extraSteps` (the caller's own write),
 * all in one transaction; then both parties are told. `by` is who ended it (its credit: the side that ended it loses
 * points; none for the platform). Refused: not running 102111, `toB` beyond what escrow holds 102118, a cooperation
 * that moved since it was read 100002. The caller's `requestId` must be its own in the escrow's scope: not
 * `accept-<projectId>-<nn>` (a phase's acceptance), `recover-…` (a recovery) nor `terminate-…` (an agreed termination).
 */
export const terminateWithSplit = async (
  coop: CooperationItem,
  input: { toB: number; reason: string; by: 'partyA' | 'partyB' | 'platform'; requestId: string; extraSteps?: Step[] },
  now: number,
): Promise<CooperationItem> => {
  const previous = coop.termination;
  const decided = mustDecide(processOf(previous), 'decide', { state: stateOf(coop), roles: ['platform'] });
  // A new ending: the recovery of an ending before it (its request, agreement and time) is not this one's.
  const { recovery: _recovery, recoveredAt: _recoveredAt, recoveryRequestId: _recoveryRequestId, ...kept } = previous ?? ({} as Partial<TerminationItem>);
  const termination: TerminationItem = {
    ...kept,
    ...(previous ? {} : { processVersion: projectRegistry.latest('termination').version }),
    id: previous?.id ?? newId(),
    state: decided.to as TerminationState,
    kind: input.by === 'platform' ? 'DECISION' : (previous?.kind ?? 'REQUEST'),
    openedBy: previous?.openedBy ?? input.by,
    openedAt: previous?.openedAt ?? now,
    proposal: { version: (previous?.proposal.version ?? 0) + 1, by: input.by, userId: '', reason: input.reason, toB: input.toB, escrow: inEscrow(coop), time: now },
  };
  return endCooperation(coop, termination, input, now);
};

// ---------------------------------------------------------------- proposals and answers

export type TerminationOpening = 'NEGOTIATE' | 'REQUEST' | 'LEADER';

const OPENING_MOVE: Record<TerminationOpening, Record<Side, string>> = {
  NEGOTIATE: { partyA: 'negotiateByA', partyB: 'negotiateByB' },
  REQUEST: { partyA: 'requestByA', partyB: 'requestByB' },
  // Party B's leader's own call: the same request, party B's only (party A is refused as the wrong side).
  LEADER: { partyA: 'requestByB', partyB: 'requestByB' },
};

/**
 * A side opens a termination: start_terminated_negotiate (NEGOTIATE), start_terminated_project (REQUEST) or party B's
 * leader_terminated_project (LEADER), with its reason and party B's share of what escrow holds (`escrow`: what the page
 * showed). The cooperation's matter opens in the same write (the phases are held). Refused: a stranger 404; the
 * wrong side or staff 102002; a cooperation not running 102111; a matter open 102110; a proposal waiting 102119; a
 * share beyond escrow 102118; an escrow changed since the page read it 102114.
 */
export const openTermination = async (claims: TokenClaims, opening: TerminationOpening, input: { projectId: string; reason: string; toB: number; escrow: number }): Promise<void> => {
  const seat = await loadSeat(claims, input.projectId);
  const { coop } = seat;
  const now = Date.now();
  const { side, name } = byRole(seat, OPENING_MOVE[opening]);
  const transition = decideMove(seat, name, input, now);
  if (input.escrow !== inEscrow(coop)) throw fail('TERMINATION_ESCROW_CHANGED');
  const id = newId();
  const termination: TerminationItem = {
    ...projectRegistry.start('termination'),
    id,
    state: transition.to as TerminationState,
    kind: opening,
    openedBy: side,
    openedAt: now,
    proposal: { version: 1, by: side, userId: claims.userId, reason: input.reason, toB: input.toB, escrow: input.escrow, time: now },
  };
  const opened = withMatter(coop, { kind: 'TERMINATION', id, side, since: now });
  const { step } = cooperationStep(coop, { ...opened, termination, updateTime: now });
  await commit([
    step,
    ...timerSteps(coop, stateOf(coop), termination.state, termination, now),
    recordStep(coop.projectId, { kind: transition.name, label: transition.label, by: side, byUser: claims.userId, reason: input.reason, amount: input.escrow, message: splitText(input.toB, input.escrow) }, now),
  ]);
  const asked = other(side);
  await tell([
    { party: partyOf(coop, side), event: 'project', projectId: coop.projectId, id: coop.projectId },
    {
      party: partyOf(coop, asked),
      event: 'project',
      projectId: coop.projectId,
      id: coop.projectId,
      backlog: backlogOf(coop, 'TERMINATION_PROPOSED', `${SIDE_LABEL[side]}${TERMINATION_KIND_LABELS[opening]}`, `原因：${input.reason}。${splitText(input.toB, input.escrow)}；请在${TERMINATION_LIMITS.answerDays}天内答复`, true),
    },
  ]);
};

/**
 * terminated_negotiate: the side asked counters a negotiation with its own split and reason, the next version; the
 * other side is asked in turn. Refused: a direct request 102115; a version not the newest 100002; nothing waiting for
 * the caller 102113 or 102119; a split beyond escrow 102118; an escrow changed 102114.
 */
export const counterTermination = async (claims: TokenClaims, input: { projectId: string; version: number; reason: string; toB: number; escrow: number }): Promise<void> => {
  const seat = await loadSeat(claims, input.projectId);
  const { coop } = seat;
  const now = Date.now();
  const { side, name } = byRole(seat, { partyA: 'counterByA', partyB: 'counterByB' });
  const transition = decideMove(seat, name, input, now);
  if (input.escrow !== inEscrow(coop)) throw fail('TERMINATION_ESCROW_CHANGED');
  const t = coop.termination!;
  const next: TerminationItem = {
    ...t,
    state: transition.to as TerminationState,
    proposal: { version: t.proposal.version + 1, by: side, userId: claims.userId, reason: input.reason, toB: input.toB, escrow: input.escrow, time: now },
  };
  const { step } = cooperationStep(coop, { ...coop, termination: next, updateTime: now });
  await commit([
    step,
    // A new proposal gives the side asked its full time to answer.
    ...timerWrites(processOf(t), { pk: terminationTimerPk(coop.projectId), id: coop.projectId, attributes: {} }, undefined, next.state, now).map((item) => ({ item })),
    recordStep(coop.projectId, { kind: transition.name, label: transition.label, by: side, byUser: claims.userId, reason: input.reason, amount: input.escrow, message: `第${next.proposal.version}版方案：${splitText(input.toB, input.escrow)}` }, now),
  ]);
  await tellMove(coop, side, backlogOf(coop, 'TERMINATION_PROPOSED', `${SIDE_LABEL[side]}提出新的终止方案`, `原因：${input.reason}。${splitText(input.toB, input.escrow)}`, true));
};

/**
 * agree_terminated_project: the side asked agrees to the newest proposal; the cooperation ends on its split
 * (`endCooperation`). A repeat of the same `requestId` answers as the first. Refused: a version not the newest
 * 100002; an escrow changed since the proposal 102114; nothing waiting for the caller 102113 or 102119.
 */
export const agreeTermination = async (claims: TokenClaims, input: { projectId: string; version: number; requestId: string }): Promise<void> => {
  const seat = await loadSeat(claims, input.projectId);
  const { coop } = seat;
  // The client's id within the escrow's scope, apart from the platform's own ids there (`accept-<projectId>-<nn>` of a
  // phase's acceptance, `recover-<id>`): a client naming one of those must not take, or replay, a posting not its own.
  const requestId = `terminate-${input.requestId}`;
  const done = seat.roles.length ? await findPosting(escrowAccountId(coop.projectId), requestId) : undefined;
  if (done) {
    // The cooperation read before the posting may be its twin's, read a moment before it ended it: read it again.
    if (done.bizId === coop.projectId && (coop.state === 'TERMINATED' || (await endedBy(coop.projectId, requestId)))) return;
    throw fail('REQUEST_ID_USED');
  }
  // With nothing in escrow the agreement posted nothing: its settlement names the request it ended on.
  if (seat.roles.length && coop.state === 'TERMINATED' && coop.termination?.settled?.requestId === requestId) return;
  const now = Date.now();
  const { name } = byRole(seat, { partyA: 'agreeByA', partyB: 'agreeByB' });
  try {
    decideMove(seat, name, input, now);
    const t = coop.termination!;
    // Who ended it: the side that opened the termination (the one agreeing only accepted it).
    const by = t.openedBy;
    await endCooperation(coop, t, { toB: t.proposal.toB, reason: t.proposal.reason, by, requestId }, now);
  } catch (error) {
    // The same request sent twice at once: the one that read the cooperation before its twin ended it finds it (or
    // the project) moved by that very agreement (100002, 102001, 102111). It answers as its twin did.
    if (error instanceof AppError && seat.roles.length && (await endedBy(input.projectId, requestId))) return;
    throw error;
  }
};

/** Whether the cooperation stands terminated by the agreement of this request. */
const endedBy = async (projectId: string, requestId: string): Promise<boolean> => {
  const now = await getCooperation(projectId);
  return now?.state === 'TERMINATED' && now.termination?.settled?.requestId === requestId;
};

/**
 * no_agree_terminated_project: the side asked refuses with its reason; the matter closes, the phases go on (their
 * acceptance time given again), and the refusal's time is kept (`terminationRefusedAt`: a dispute may be opened).
 */
export const refuseTermination = async (claims: TokenClaims, input: { projectId: string; version: number; reason: string }): Promise<void> => {
  const seat = await loadSeat(claims, input.projectId);
  const { coop } = seat;
  const now = Date.now();
  const { side, name } = byRole(seat, { partyA: 'refuseByA', partyB: 'refuseByB' });
  const transition = decideMove(seat, name, input, now);
  const t = coop.termination!;
  const next: TerminationItem = { ...t, state: transition.to as TerminationState, refuseReason: input.reason, answerTime: now };
  await closeMatter(coop, next, now, [recordStep(coop.projectId, { kind: transition.name, label: transition.label, by: side, byUser: claims.userId, reason: input.reason }, now)], { terminationRefusedAt: now });
  await tellMove(coop, side, backlogOf(coop, 'TERMINATION_ANSWERED', `${SIDE_LABEL[side]}拒绝终止`, `原因：${input.reason}。合作继续；如有争议可申请纠纷处理`, false));
};

/** The termination closed without ending the cooperation: the matter cleared, the running phase's timers set again. */
const closeMatter = async (coop: CooperationItem, next: TerminationItem, now: number, extra: Step[], fields: Partial<CooperationItem> = {}): Promise<void> => {
  const phases = await phasesOf(coop.projectId);
  const running = phases.find((p) => p.index === coop.current);
  const resumed = resumedPhaseSteps(running, now);
  const { step } = cooperationStep(coop, { ...withoutMatter(coop, next.id, now), termination: next, ...fields, updateTime: now });
  await commit([step, ...timerSteps(coop, coop.termination!.state, next.state, next, now), ...resumed.steps, ...extra]);
};

/** The termination's timer: a proposal unanswered for TERMINATION_LIMITS.answerDays is withdrawn; the phases go on. */
export const fireTerminationTimer = async (projectId: string, now = Date.now()): Promise<void> => {
  const coop = await getCooperation(projectId);
  const t = coop?.termination;
  if (!coop || !t) return;
  const decision = decide(processOf(t), 'expire', { state: t.state, roles: ['platform'] });
  if (!decision.ok) return;
  const after = decision.transition.timer?.after ?? 0;
  // A newer proposal restarted the time: its own timer fires later.
  if (t.proposal.time + after > now) return;
  const next: TerminationItem = { ...t, state: decision.transition.to as TerminationState, answerTime: now };
  await closeMatter(coop, next, now, [recordStep(projectId, { kind: 'expire', label: decision.transition.label, by: 'platform', message: `${TERMINATION_LIMITS.answerDays}天内未答复，终止申请已撤回，合作继续` }, now)]);
  await Promise.all([settle(coop.partyA, ABOUT(projectId)), settle(coop.partyB, ABOUT(projectId))]);
  const told = backlogOf(coop, 'TERMINATION_ANSWERED', '终止申请已撤回', `${TERMINATION_LIMITS.answerDays}天内未答复，终止申请已自动撤回，合作继续`, false);
  await tell([
    { party: coop.partyA, event: 'project', projectId, id: projectId, backlog: told },
    { party: coop.partyB, event: 'project', projectId, id: projectId, backlog: told },
  ]);
};

export type { TerminationKind };
