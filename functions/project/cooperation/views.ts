/**
 * What each seat sees of a cooperation (docs/cooperation.md): the detail with the running phase's actions for the
 * viewer, the lists of the project center's 进行中 and 已完成 tabs, the process records, progress and dates, the
 * next step said for the viewer.
 */
import { actionsOf, stateLabel } from '../../../shared/process/engine.js';
import { projectProcess } from '../../../shared/process/project.js';
import { projectRegistry } from '../../../shared/process/registries.js';
import { PARTY_B_INTERNAL_MOVES } from '../../../shared/process/cooperation.js';
import type { CooperationCard, CooperationDetail, CooperationSide, CooperationTab, ListSide, PhaseView, ProcessRecordView } from '../../../shared/schemas/cooperation.js';
import { ESCROW_PLAN_LABELS, type ProjectParty } from '../../../shared/schemas/project.js';
import type { TokenClaims } from '../../lib/auth/token.js';
import { fail } from '../../lib/errors.js';
import { publicPeople } from '../../account/public.js';
import { keyOfParty, type PartyRef } from '../model.js';
import { partyList } from '../keys.js';
import { partyOf, partyProfiles, viewingParty } from '../parties.js';
import { pageAnswer } from '../views.js';
import type { Page } from '../../../shared/envelope.js';
import { cooperationStateOf, isRemoved, type CooperationItem, type PhaseItem, type RecordItem } from './model.js';
import { loadSeat, type Seat } from './seats.js';
import { cooperationPage, phasesOf, recordsOf, runningPhases } from './store.js';
import { escrowDue, inEscrow } from './service.js';
import { postponementActions, postponementView } from './overdue.js';
import { MATTER_LABELS } from './matters.js';

const DAY = 86_400_000;

/** The agreed start date the plan runs from (a cooperation started before it was kept: the day it started). */
export const agreedStart = (coop: Pick<CooperationItem, 'startDate' | 'startTime'>): number => coop.startDate ?? coop.startTime;

/** Whether the viewer is of party B (acting or staff): only party B is shown its own check (审核). */
const ofPartyB = (side: CooperationSide): boolean => side === 'partyB' || side === 'partyBStaff';

/** A phase as the viewer may see it: party B's check rounds and reason to party B only (party A by default). */
export const phaseView = (p: PhaseItem, side: CooperationSide = 'partyA'): PhaseView => ({
  index: p.index,
  name: p.name,
  amount: p.amount,
  days: p.days,
  deliverables: p.deliverables,
  state: p.state,
  stateLabel: stateLabel(projectRegistry.of('phase', p), p.state),
  funded: p.funded,
  rounds: p.rounds ?? 0,
  ...(p.startTime ? { startTime: p.startTime } : {}),
  ...(p.dueTime ? { dueTime: p.dueTime } : {}),
  ...(p.deliverTime ? { deliverTime: p.deliverTime } : {}),
  ...(p.autoAcceptAt && p.state === 'ACCEPTING' ? { autoAcceptAt: p.autoAcceptAt } : {}),
  ...(p.acceptTime ? { acceptTime: p.acceptTime } : {}),
  ...(p.acceptedBy ? { acceptedBy: p.acceptedBy } : {}),
  ...(p.reason ? { reason: p.reason } : {}),
  ...(ofPartyB(side) ? { checkRounds: p.checkRounds ?? 0, ...(p.checkReason ? { checkReason: p.checkReason } : {}) } : {}),
  ...(p.fee !== undefined ? { fee: p.fee } : {}),
  ...(p.net !== undefined ? { net: p.net } : {}),
  ...(p.plannedDueTime ? { plannedDueTime: p.plannedDueTime } : {}),
  ...(p.postponedDays ? { postponedDays: p.postponedDays } : {}),
  ...(p.overdue ? { overdue: postponementView(p.overdue) } : {}),
  // A demand change removed it, or would (docs/cooperation.md "Demand change").
  ...(p.removal?.done ? { removed: true } : p.removal ? { removing: true } : {}),
});

const profileOf = (profiles: Map<string, ProjectParty>, party: PartyRef): ProjectParty => profiles.get(keyOfParty(party)) ?? { type: party.type, id: party.id, name: '' };

/** The next step of a cooperation, said for the one who reads it. */
export const nextStepOf = (seat: Seat, phases: readonly PhaseItem[]): string => {
  const { coop } = seat;
  if (coop.state === 'COMPLETED') return '项目已完成';
  const mineSide = (side: 'A' | 'B') => (side === 'A' ? seat.side.startsWith('partyA') : seat.side.startsWith('partyB'));
  // A termination waiting for an answer, or a terminated cooperation (./termination.ts), comes before the phases.
  const t = coop.termination;
  if (coop.state === 'TERMINATED') {
    if (t?.state === 'RECOVER_WAIT_A') return mineSide('A') ? '乙方申请恢复合作，请答复' : '等待甲方答复恢复合作的申请';
    if (t?.state === 'RECOVER_WAIT_B') return mineSide('B') ? '甲方申请恢复合作，请答复' : '等待乙方答复恢复合作的申请';
    return '合作已终止';
  }
  if (t?.state === 'WAIT_A') return mineSide('A') ? '乙方申请终止合作，请答复' : '等待甲方答复终止合作的申请';
  if (t?.state === 'WAIT_B') return mineSide('B') ? '甲方申请终止合作，请答复' : '等待乙方答复终止合作的申请';
  const phase = phases.find((p) => p.index === coop.current);
  if (!phase) return '';
  const mine = (side: 'A' | 'B') => (side === 'A' ? seat.side.startsWith('partyA') : seat.side.startsWith('partyB'));
  const say = (side: 'A' | 'B', own: string, other: string) => (mine(side) ? own : other);
  const n = `第${phase.index}阶段`;
  // A change, termination or dispute holds the phases (./matters.ts): that comes first.
  if (coop.matter) return `项目正在${MATTER_LABELS[coop.matter.kind]}，各阶段暂停，处理完毕后继续`;
  // Party B asked to postpone the overdue phase: party A's answer comes first (逾期延期).
  if (phase.overdue?.state === 'ASKED' && phase.state !== 'ACCEPTED') return say('A', `请答复乙方对${n}的延期申请`, `等待甲方答复${n}的延期申请`);
  switch (phase.state) {
    case 'UNFUNDED':
      // One-time escrow: what is due is the whole project's (every phase not funded yet), not the running phase's.
      return coop.escrowPlan === 'ALL_AT_ONCE' ? say('A', '请一次性支付整个项目的托管费', '等待甲方一次性支付整个项目的托管费') : say('A', `请支付${n}的托管费`, `等待甲方支付${n}的托管费`);
    case 'COMPILING':
      return say('B', `${n}编写中：完成文档后提交审核`, `乙方正在编写${n}的文档`);
    case 'CHECKING':
      return say('B', `${n}待负责人审核`, `乙方负责人正在审核${n}的文档`);
    case 'CHECKED':
      return say('B', `${n}审核通过：提交甲方评估或提交验收`, `乙方正在准备交付${n}`);
    case 'ASSESSING':
      return say('A', `请评估${n}的文档`, `等待甲方评估${n}`);
    case 'ACCEPTING':
      return say('A', `请验收${n}`, `等待甲方验收${n}`);
    case 'REJECTED':
      return say('B', `${n}验收未通过：确认后修改`, `等待乙方确认修改${n}`);
    default:
      return '';
  }
};

/** The whole of a cooperation for the caller. */
export const cooperationDetail = async (claims: TokenClaims, projectId: string): Promise<CooperationDetail> => {
  const seat = await loadSeat(claims, projectId);
  const { coop } = seat;
  const [phases, profiles] = await Promise.all([phasesOf(projectId), partyProfiles([coop.partyA, coop.partyB])]);
  const running = phases.find((p) => p.index === coop.current);
  // A terminated cooperation is so by its ending, not by its phases (they stay as they were: a recovery returns to them).
  const state = coop.state === 'TERMINATED' ? 'TERMINATED' : cooperationStateOf(phases);
  return {
    projectId,
    name: coop.projectName,
    state,
    stateLabel: stateLabel(projectProcess, state),
    partyA: profileOf(profiles, coop.partyA),
    partyB: profileOf(profiles, coop.partyB),
    side: seat.side,
    escrowPlan: coop.escrowPlan,
    escrowPlanLabel: ESCROW_PLAN_LABELS[coop.escrowPlan],
    negotiationId: coop.negotiationId,
    version: coop.version,
    termsVersion: coop.termsVersion ?? 1,
    ...(coop.matter ? { matter: coop.matter } : {}),
    startTime: coop.startTime,
    startDate: agreedStart(coop),
    ...(coop.endTime ? { endTime: coop.endTime } : {}),
    current: coop.current,
    phases: phases.map((p) => phaseView(p, seat.side)),
    money: { total: coop.total, funded: coop.funded, inEscrow: inEscrow(coop), paid: coop.paid, fees: coop.fees, refunded: coop.refunded },
    escrowDue: escrowDue(coop, phases),
    // The running phase's moves (none while a change, termination or dispute holds the phases: ./matters.ts), then its
    // postponement's when it is overdue (逾期延期).
    actions:
      running && state === 'COOPERATING'
        ? [...(coop.matter ? [] : actionsOf(projectRegistry.of('phase', running), { state: running.state, roles: seat.roles })), ...postponementActions(running, seat.roles)]
        : [],
    nextStep: nextStepOf(seat, phases),
    ...(coop.groupId ? { groupId: coop.groupId } : {}),
    ...(coop.terminationReason ? { terminationReason: coop.terminationReason } : {}),
    ...(coop.terminationKind ? { terminationKind: coop.terminationKind } : {}),
  };
};

export const cooperationCard = (coop: CooperationItem, profiles: Map<string, ProjectParty>, running?: PhaseItem): CooperationCard => ({
  projectId: coop.projectId,
  name: coop.projectName,
  state: coop.state,
  stateLabel: stateLabel(projectProcess, coop.state),
  partyA: profileOf(profiles, coop.partyA),
  partyB: profileOf(profiles, coop.partyB),
  total: coop.total,
  current: coop.current,
  phaseCount: coop.phaseCount,
  phaseName: running?.name ?? '',
  phaseState: running?.state ?? '',
  phaseStateLabel: running ? stateLabel(projectRegistry.of('phase', running), running.state) : '',
  startTime: coop.startTime,
  ...(coop.endTime ? { endTime: coop.endTime } : {}),
  updateTime: coop.updateTime,
  ...(coop.terminationReason ? { terminationReason: coop.terminationReason } : {}),
});

const TAB_STATE: Record<CooperationTab, CooperationItem['state']> = { ongoing: 'COOPERATING', completed: 'COMPLETED', terminated: 'TERMINATED' };

const NO_COOPERATIONS = { items: [], total: 0 } as const;

/**
 * The caller's party's cooperations of a tab, as party A and as party B together (or one side, `side`: a unit's
 * 项目管理 page), newest first.
 */
export const cooperationList = async (claims: TokenClaims, input: { tab: CooperationTab; side?: ListSide; current: number; size: number }): Promise<Page<CooperationCard>> => {
  const party = await viewingParty(claims);
  const listPk = partyList(keyOfParty(party), 'COOP');
  const state = TAB_STATE[input.tab];
  // Each side's first `current × size`, merged: the page is within them. A side left out is not read.
  const [asA, asB] = await Promise.all([
    input.side === 'partyB' ? NO_COOPERATIONS : cooperationPage('gsi1', listPk, state, 1, input.current * input.size),
    input.side === 'partyA' ? NO_COOPERATIONS : cooperationPage('gsi2', listPk, state, 1, input.current * input.size),
  ]);
  const merged = [...asA.items, ...asB.items].sort((a, b) => b.updateTime - a.updateTime || b.projectId.localeCompare(a.projectId));
  const page = merged.slice((input.current - 1) * input.size, input.current * input.size);
  const [profiles, runnings] = await Promise.all([partyProfiles(page.flatMap((c) => [c.partyA, c.partyB])), runningPhases(page)]);
  return pageAnswer(page.map((c) => cooperationCard(c, profiles, runnings.get(c.projectId))), asA.total + asB.total, input.current, input.size);
};

// ---------------------------------------------------------------- records

/** The records the seat may read: party B's own check (its moves, their reasons) is never party A's. */
const visibleRecords = (seat: Seat, records: readonly RecordItem[]): RecordItem[] => (ofPartyB(seat.side) ? [...records] : records.filter((r) => !PARTY_B_INTERNAL_MOVES.includes(r.kind)));

const recordViews = async (seat: Seat, records: readonly RecordItem[]): Promise<ProcessRecordView[]> => {
  const people = await publicPeople([...new Set(records.map((r) => r.byUser).filter((u): u is string => Boolean(u)))]);
  return records.map((r) => ({
    id: r.id,
    ...(r.phase ? { phase: r.phase } : {}),
    kind: r.kind,
    label: r.label,
    by: r.by,
    byName: r.by === 'platform' ? '合作云平台' : ((people.get(r.byUser ?? '')?.nickname as string | undefined) ?? (r.by === 'partyA' ? '甲方' : '乙方')),
    ...(r.reason ? { reason: r.reason } : {}),
    ...(r.message ? { message: r.message } : {}),
    ...(r.files?.length ? { files: r.files } : {}),
    ...(r.amount !== undefined ? { amount: r.amount } : {}),
    createTime: r.createTime,
  }));
};

/** A page of the cooperation's records, newest first. */
export const processRecords = async (claims: TokenClaims, input: { projectId: string; current: number; size: number }): Promise<Page<ProcessRecordView>> => {
  const seat = await loadSeat(claims, input.projectId);
  const all = visibleRecords(seat, await recordsOf(input.projectId)).reverse();
  return pageAnswer(await recordViews(seat, all.slice((input.current - 1) * input.size, input.current * input.size)), all.length, input.current, input.size);
};

/** The records of one phase, oldest first. */
export const phaseRecords = async (claims: TokenClaims, input: { projectId: string; phase: number }): Promise<ProcessRecordView[]> => {
  const seat = await loadSeat(claims, input.projectId);
  if (input.phase > seat.coop.phaseCount) throw fail('PHASE_NOT_FOUND');
  return recordViews(seat, visibleRecords(seat, await recordsOf(input.projectId)).filter((r) => r.phase === input.phase));
};

// ---------------------------------------------------------------- progress, status, dates

export interface PhaseProgress {
  index: number;
  name: string;
  state: string;
  stateLabel: string;
  /** Planned: from the agreed start day, each phase after the one before. Actual: as it ran. */
  plannedStart: number;
  plannedEnd: number;
  startTime?: number;
  endTime?: number;
  /** Days beyond the planned days (0 when in time or not yet late). */
  overdueDays: number;
}

export const cooperationProgress = async (claims: TokenClaims, projectId: string): Promise<{ percent: number; accepted: number; phaseCount: number; phases: PhaseProgress[] }> => {
  const seat = await loadSeat(claims, projectId);
  // A phase a demand change removed is out of the plan (docs/cooperation.md "Demand change").
  const phases = (await phasesOf(projectId)).filter((p) => !isRemoved(p));
  let cursor = agreedStart(seat.coop);
  const now = Date.now();
  const out = phases.map((p) => {
    const plannedStart = cursor;
    const plannedEnd = plannedStart + p.days * DAY;
    cursor = plannedEnd;
    const end = p.acceptTime ?? (p.startTime ? now : undefined);
    // Measured from the deadline first planned: an agreed postponement does not forgive the delay.
    const due = p.plannedDueTime ?? p.dueTime;
    const overdueDays = due && end ? Math.max(0, Math.floor((end - due) / DAY)) : 0;
    return { index: p.index, name: p.name, state: p.state, stateLabel: stateLabel(projectRegistry.of('phase', p), p.state), plannedStart, plannedEnd, ...(p.startTime ? { startTime: p.startTime } : {}), ...(p.acceptTime ? { endTime: p.acceptTime } : {}), overdueDays };
  });
  const accepted = phases.filter((p) => p.state === 'ACCEPTED').length;
  const amountDone = phases.filter((p) => p.state === 'ACCEPTED').reduce((s, p) => s + p.amount, 0);
  return { percent: seat.coop.total ? Math.round((amountDone / seat.coop.total) * 100) : 0, accepted, phaseCount: phases.length, phases: out };
};

/** Where the cooperation stands: the project's state, the running phase's, the next step for the caller. */
export const cooperationStatus = async (claims: TokenClaims, projectId: string) => {
  const seat = await loadSeat(claims, projectId);
  const phases = await phasesOf(projectId);
  const running = phases.find((p) => p.index === seat.coop.current);
  return {
    state: seat.coop.state,
    stateLabel: stateLabel(projectProcess, seat.coop.state),
    phase: seat.coop.current,
    phaseState: running?.state ?? '',
    phaseStateLabel: running ? stateLabel(projectRegistry.of('phase', running), running.state) : '',
    side: seat.side,
    nextStep: nextStepOf(seat, phases),
  };
};

/** Whether the platform's service (the escrow) covers the running phase: what is held and what is due. */
export const serviceStatus = async (claims: TokenClaims, projectId: string) => {
  const seat = await loadSeat(claims, projectId);
  const phases = await phasesOf(projectId);
  const due = escrowDue(seat.coop, phases);
  return { escrowFunded: due === 0, escrowDue: due, inEscrow: inEscrow(seat.coop), escrowPlan: seat.coop.escrowPlan, escrowPlanLabel: ESCROW_PLAN_LABELS[seat.coop.escrowPlan] };
};

/** The project's dates: when it started and its agreed start, each phase's planned and actual days, the planned and actual end. */
export const cooperationDates = async (claims: TokenClaims, projectId: string) => {
  const progress = await cooperationProgress(claims, projectId);
  const seat = await loadSeat(claims, projectId);
  return {
    startTime: seat.coop.startTime,
    startDate: agreedStart(seat.coop),
    plannedEnd: progress.phases.at(-1)?.plannedEnd ?? agreedStart(seat.coop),
    ...(seat.coop.endTime ? { endTime: seat.coop.endTime } : {}),
    phases: progress.phases.map(({ index, name, plannedStart, plannedEnd, startTime, endTime, overdueDays }) => ({ index, name, plannedStart, plannedEnd, startTime, endTime, overdueDays })),
  };
};

/** The completion of a cooperation: what was paid and returned (only a completed one). */
export const completionOf = async (claims: TokenClaims, projectId: string) => {
  const seat = await loadSeat(claims, projectId);
  if (seat.coop.state !== 'COMPLETED') throw fail('PROCESS_WRONG_STATE');
  const phases = await phasesOf(projectId);
  return {
    projectId,
    name: seat.coop.projectName,
    startTime: seat.coop.startTime,
    endTime: seat.coop.endTime ?? seat.coop.updateTime,
    total: seat.coop.total,
    paid: seat.coop.paid,
    fees: seat.coop.fees,
    refunded: seat.coop.refunded,
    rounds: phases.reduce((s, p) => s + (p.rounds ?? 0), 0),
    autoAccepted: phases.filter((p) => p.acceptedBy === 'platform').length,
  };
};

export { partyOf };
