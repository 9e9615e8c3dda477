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
import { actionsOf, decide, stateLabel } from '../../../shared/process/engine.js';
import { projectRegistry } from '../../../shared/process/registries.js';
import type { TerminationState } from '../../../shared/process/termination.js';
import type { ProcessAction, TransitionDef } from '../../../shared/process/types.js';
import { TERMINATION_KIND_LABELS, type TerminationAnswer, type TerminationKind, type TerminationView } from '../../../shared/schemas/termination.js';
import { phaseServiceFeeOf } from '../../../shared/limits.js';
import { checkPayPassword } from '../../account/public.js';
import type { TokenClaims } from '../../lib/auth/token.js';
import { newId } from '../../lib/ids.js';
import { fail } from '../../lib/errors.js';
import { mustDecide, timerWrites } from '../../lib/process/run.js';
import { escrowAccountId, findPosting, LedgerBusy, LedgerRefusal, platformAccountId, post, walletAccountId, walletOf, type Leg } from '../../wallet/public.js';
import { settle, tell, type BacklogInput } from '../events.js';
import type { PartyRef } from '../model.js';
import { projectWrites } from '../projects.js';
import { commit, getProject, type Step } from '../store.js';
import { beijingMonth, figuresOf, terminationWrites } from '../history/figures.js';
import { cooperationLink } from './backlog.js';
import { inEscrow } from './escrow.js';
import { escrowSplitPosting, offeredMatters, resumedPhaseSteps, withMatter, withoutMatter } from './matters.js';
import { terminationTimerPk, type CooperationItem, type PhaseItem, type TerminationItem } from './model.js';
import { beijingDay } from './records.js';
import { loadSeat, type Seat } from './seats.js';
import { cooperationStep, getCooperation, overdueTimerSteps, phasesOf, recordStep } from './store.js';

const DAY = 86_400_000;

type Side = 'partyA' | 'partyB';
const other = (side: Side): Side => (side === 'partyA' ? 'partyB' : 'partyA');
const SIDE_LABEL: Record<Side | 'platform', string> = { partyA: '甲方', partyB: '乙方', platform: '平台' };
const partyOf = (coop: Pick<CooperationItem, 'partyA' | 'partyB'>, side: Side): PartyRef => (side === 'partyA' ? coop.partyA : coop.partyB);

/** The process of a termination (its stored version), and where it stands: none opened yet is 未发起. */
const processOf = (t: TerminationItem | undefined) => projectRegistry.of('termination', t ?? { processVersion: projectRegistry.latest('termination').version });
const stateOf = (coop: Pick<CooperationItem, 'termination'>): TerminationState => coop.termination?.state ?? 'NONE';

/** The side a caller acts for, from its roles (staff of either side act for none). */
const actingSide = (seat: Seat): Side | undefined => (seat.roles.includes('partyA') ? 'partyA' : seat.roles.includes('partyB') ? 'partyB' : undefined);

/** A split of `escrow`: party B's share, the fee on it, its net, party A's share. */
const splitOf = (toB: number, escrow: number) => {
  const fee = toB > 0 ? phaseServiceFeeOf(toB) : 0;
  return { toB, fee, net: toB - fee, toA: escrow - toB };
};

/** Until when a terminated cooperation may be recovered. */
const recoverUntil = (t: TerminationItem): number | undefined => (t.settled ? t.settled.time + TERMINATION_LIMITS.recoverDays * DAY : undefined);

/** Whether each guard of a termination move holds for this cooperation now (the process names them; ./matters.ts opens). */
const guardsOf = (coop: CooperationItem, input: { toB?: number; escrow?: number; version?: number }, now: number) => (guard: string): boolean => {
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

// ---------------------------------------------------------------- what the sides are told

const ABOUT = (projectId: string) => `${projectId}#termination`;

const backlogOf = (coop: Pick<CooperationItem, 'projectId' | 'projectName'>, type: BacklogInput['type'], title: string, content: string, todo: boolean): BacklogInput => ({
  type,
  title: `${title}：${coop.projectName}`,
  content,
  link: cooperationLink(coop.projectId),
  projectId: coop.projectId,
  aboutId: ABOUT(coop.projectId),
  todo,
});

const splitText = (toB: number, escrow: number): string => {
  const s = splitOf(toB, escrow);
  return `托管中 ${formatFen(escrow)}：乙方所得 ${formatFen(s.toB)}（扣除平台服务费 ${formatFen(s.fee)} 后 ${formatFen(s.net)}），退回甲方 ${formatFen(s.toA)}`;
};

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
  await Promise.all([settle(coop.partyA, ABOUT(coop.projectId)), settle(coop.partyB, ABOUT(coop.projectId))]);
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
 * that moved since it was read 100002.
 */
export const terminateWithSplit = async (
  coop: CooperationItem,
  input: { toB: number; reason: string; by: 'partyA' | 'partyB' | 'platform'; requestId: string; extraSteps?: Step[] },
  now: number,
): Promise<CooperationItem> => {
  const previous = coop.termination;
  const decided = mustDecide(processOf(previous), 'decide', { state: stateOf(coop), roles: ['platform'] });
  const termination: TerminationItem = {
    ...(previous ?? {}),
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

const byRole = (seat: Seat, names: Record<Side, string>): { side: Side; name: string } => {
  const side = actingSide(seat);
  // Staff of either side: the process refuses them as no actor of it.
  if (!side) return { side: 'partyA', name: names.partyA };
  return { side, name: names[side] };
};

/** A move's refusal (the process's, with this cooperation's guards), or the transition. */
const decideMove = (seat: Seat, name: string, input: { toB?: number; escrow?: number; version?: number }, now: number): TransitionDef<TerminationState> => {
  const coop = seat.coop;
  return mustDecide(processOf(coop.termination), name, { state: stateOf(coop), roles: seat.roles, holds: guardsOf(coop, input, now) }) as TransitionDef<TerminationState>;
};

/** The termination's expire timer written with a move (set entering a waiting state, dropped leaving it). */
const timerSteps = (coop: CooperationItem, from: TerminationState, to: TerminationState, t: TerminationItem, now: number): Step[] =>
  timerWrites(processOf(t), { pk: terminationTimerPk(coop.projectId), id: coop.projectId, attributes: {} }, from, to, now).map((item) => ({ item }));

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
  await settle(partyOf(coop, side), ABOUT(coop.projectId));
  await tell([
    { party: partyOf(coop, side), event: 'project', projectId: coop.projectId, id: coop.projectId },
    {
      party: partyOf(coop, other(side)),
      event: 'project',
      projectId: coop.projectId,
      id: coop.projectId,
      backlog: backlogOf(coop, 'TERMINATION_PROPOSED', `${SIDE_LABEL[side]}提出新的终止方案`, `原因：${input.reason}。${splitText(input.toB, input.escrow)}`, true),
    },
  ]);
};

/**
 * agree_terminated_project: the side asked agrees to the newest proposal; the cooperation ends on its split
 * (`endCooperation`). A repeat of the same `requestId` answers as the first. Refused: a version not the newest
 * 100002; an escrow changed since the proposal 102114; nothing waiting for the caller 102113 or 102119.
 */
export const agreeTermination = async (claims: TokenClaims, input: { projectId: string; version: number; requestId: string }): Promise<void> => {
  const seat = await loadSeat(claims, input.projectId);
  const { coop } = seat;
  const done = seat.roles.length ? await findPosting(escrowAccountId(coop.projectId), input.requestId) : undefined;
  if (done) {
    if (done.bizId !== coop.projectId || coop.state !== 'TERMINATED') throw fail('REQUEST_ID_USED');
    return;
  }
  const now = Date.now();
  const { name } = byRole(seat, { partyA: 'agreeByA', partyB: 'agreeByB' });
  decideMove(seat, name, input, now);
  const t = coop.termination!;
  // Who ended it: the side that opened the termination (the one agreeing only accepted it).
  const by = t.openedBy;
  await endCooperation(coop, t, { toB: t.proposal.toB, reason: t.proposal.reason, by, requestId: input.requestId }, now);
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
  await settle(partyOf(coop, side), ABOUT(coop.projectId));
  await tell([
    { party: partyOf(coop, side), event: 'project', projectId: coop.projectId, id: coop.projectId },
    {
      party: partyOf(coop, other(side)),
      event: 'project',
      projectId: coop.projectId,
      id: coop.projectId,
      backlog: backlogOf(coop, 'TERMINATION_ANSWERED', `${SIDE_LABEL[side]}拒绝终止`, `原因：${input.reason}。合作继续；如有争议可申请纠纷处理`, false),
    },
  ]);
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

// ---------------------------------------------------------------- recovery

/** What a side returns in a recovery: party B what it received (net), party A what came back to it. */
const owedBy = (t: TerminationItem, side: Side): number => (side === 'partyB' ? (t.settled?.net ?? 0) : (t.settled?.toA ?? 0));

/**
 * A side that returns money in a recovery consents with its wallet: the caller must operate the side's wallet and give
 * its pay password (403 / 105005 otherwise). Nothing when the side returns nothing.
 */
const mustConsentToPay = async (claims: TokenClaims, party: PartyRef, amount: number, payPassword: string | undefined): Promise<void> => {
  if (amount <= 0) return;
  const wallet = await walletOf(claims);
  if (wallet !== walletAccountId(party.type, party.id)) throw fail('NOT_WALLET_OPERATOR');
  if (!payPassword) throw fail('PAY_PASSWORD_WRONG', '请输入支付密码');
  await checkPayPassword(claims.userId, payPassword);
};

/**
 * recover_project: without `answer` a side asks to recover the terminated cooperation (within the window); with it the
 * other side agrees — the settlement reversed exactly in one posting: party B returns its net, the platform the fee,
 * party A its share, all back into escrow; the cooperation and the project back to 合作中 with the phases as they
 * were, the history's figures taken back out — or refuses (it stays terminated). Refused: past the window 102116; a
 * wallet short 102117 (nothing moved); nothing asked 102113; the caller's own request waiting 102119.
 */
export const recoverCooperation = async (claims: TokenClaims, input: { projectId: string; answer?: 'AGREE' | 'REFUSE'; payPassword?: string }): Promise<void> => {
  const seat = await loadSeat(claims, input.projectId);
  const { coop } = seat;
  const now = Date.now();
  const names = !input.answer
    ? { partyA: 'recoverByA', partyB: 'recoverByB' }
    : input.answer === 'AGREE'
      ? { partyA: 'agreeRecoverByA', partyB: 'agreeRecoverByB' }
      : { partyA: 'refuseRecoverByA', partyB: 'refuseRecoverByB' };
  const { side, name } = byRole(seat, names);
  const transition = decideMove(seat, name, {}, now);
  const t = coop.termination!;
  if (input.answer === 'AGREE') return agreeRecovery(claims, seat, side, transition, input.payPassword, now);
  if (!input.answer) await mustConsentToPay(claims, partyOf(coop, side), owedBy(t, side), input.payPassword);
  const next: TerminationItem = {
    ...t,
    state: transition.to as TerminationState,
    ...(input.answer ? {} : { recovery: { by: side, userId: claims.userId, time: now } }),
  };
  const { step } = cooperationStep(coop, { ...coop, termination: next, updateTime: now });
  await commit([step, recordStep(coop.projectId, { kind: transition.name, label: transition.label, by: side, byUser: claims.userId }, now)]);
  await settle(partyOf(coop, side), ABOUT(coop.projectId));
  const until = recoverUntil(t);
  await tell([
    { party: partyOf(coop, side), event: 'project', projectId: coop.projectId, id: coop.projectId },
    {
      party: partyOf(coop, other(side)),
      event: 'project',
      projectId: coop.projectId,
      id: coop.projectId,
      backlog: input.answer
        ? backlogOf(coop, 'TERMINATION_ANSWERED', `${SIDE_LABEL[side]}拒绝恢复合作`, '合作保持终止', false)
        : backlogOf(coop, 'RECOVERY_ASKED', `${SIDE_LABEL[side]}申请恢复合作`, `同意后终止时的结算原样退回托管账户，合作回到终止前的状态${until ? `；请在${beijingDay(until)}前答复` : ''}`, true),
    },
  ]);
};

const agreeRecovery = async (claims: TokenClaims, seat: Seat, side: Side, transition: TransitionDef<TerminationState>, payPassword: string | undefined, now: number): Promise<void> => {
  const { coop } = seat;
  const t = coop.termination!;
  const settled = t.settled!;
  await mustConsentToPay(claims, partyOf(coop, side), owedBy(t, side), payPassword);
  const [project, phases] = await Promise.all([getProject(coop.projectId), phasesOf(coop.projectId)]);
  if (!project) throw fail('PROJECT_NOT_FOUND');
  mustDecide(projectRegistry.of('project', project), 'recover', { state: project.state, roles: ['platform'] });
  const next: TerminationItem = { ...t, state: transition.to as TerminationState, recoveredAt: now };
  const {
    endTime: _end,
    figures,
    terminationReason: _reason,
    terminationKind: _kind,
    endedBy,
    ...rest
  } = coop;
  const { step } = cooperationStep(coop, {
    ...rest,
    state: 'COOPERATING',
    paid: coop.paid - settled.net,
    fees: coop.fees - settled.fee,
    refunded: coop.refunded - settled.toA,
    termination: next,
    updateTime: now,
  });
  const running = phases.find((p) => p.index === coop.current);
  const resumed = resumedPhaseSteps(running, now);
  const overdue = running && !resumed.item ? overdueTimerSteps(running as PhaseItem) : [];
  const steps: Step[] = [
    step,
    ...projectWrites(project, { ...project, state: 'COOPERATING', updateTime: now }).writes,
    ...resumed.steps,
    ...overdue,
    recordStep(coop.projectId, { kind: transition.name, label: '合作恢复', by: side, byUser: claims.userId, amount: settled.toB + settled.toA, message: `终止时的结算已退回托管账户：乙方退回 ${formatFen(settled.net)}，平台退回服务费 ${formatFen(settled.fee)}，甲方退回 ${formatFen(settled.toA)}` }, now),
    ...(figures ? terminationWrites(coop, figures, settled.toA, endedBy ?? 'platform', settled.month, -1) : []),
  ];
  const total = settled.toB + settled.toA;
  if (total > 0) {
    const { projectId } = coop;
    const legs: Leg[] = [{ accountId: escrowAccountId(projectId), available: total, frozen: 0 }];
    if (settled.net > 0) legs.push({ accountId: walletAccountId(coop.partyB.type, coop.partyB.id), available: -settled.net, frozen: 0 });
    if (settled.fee > 0) legs.push({ accountId: platformAccountId('fees', (parseInt(projectId.slice(-2), 36) % 16) / 16), available: -settled.fee, frozen: 0 });
    if (settled.toA > 0) legs.push({ accountId: walletAccountId(coop.partyA.type, coop.partyA.id), available: -settled.toA, frozen: 0 });
    try {
      await post({
        scope: escrowAccountId(projectId),
        // One recovery per termination: its settlement's own id.
        requestId: `recover-${t.id}`,
        type: 'ESCROW',
        title: `恢复合作：${coop.projectName}`,
        bizId: projectId,
        legs,
        extra: { items: steps.map((s) => s.item), refusal: (i) => steps[i]?.refusal?.() ?? fail('STALE_DATA') },
      });
    } catch (error) {
      if (error instanceof LedgerRefusal) throw fail('RECOVERY_FUNDS_SHORT');
      if (error instanceof LedgerBusy) throw fail('LEDGER_BUSY');
      throw error;
    }
  } else {
    await commit(steps);
  }
  await Promise.all([settle(coop.partyA, ABOUT(coop.projectId)), settle(coop.partyB, ABOUT(coop.projectId))]);
  const told = backlogOf(coop, 'COOPERATION_RECOVERED', '合作已恢复', '终止时的结算已退回托管账户，合作回到终止前的状态继续进行', false);
  await tell([
    { party: coop.partyA, event: 'project', projectId: coop.projectId, id: coop.projectId, backlog: told },
    { party: coop.partyB, event: 'project', projectId: coop.projectId, id: coop.projectId, backlog: told },
  ]);
};

export type { TerminationKind };
