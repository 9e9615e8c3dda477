/**
 * Demand changes of a running cooperation (需求变更, issue 30; docs/cooperation.md "Demand change"), run by the process
 * `demandChange` (shared/process/change.ts). One side proposes new terms for the phases not yet accepted — each kept,
 * changed (name, amount, days, deliverables) or removed (only a phase not begun), phases added at the end — and the
 * other side agrees or refuses; the proposer may cancel before an answer, and an answer not given in time lets the
 * change lapse. While it is open it is the cooperation's matter (./matters.ts): the phases are held, and the documents
 * of the phases it would remove are read-only.
 *
 * A change takes effect in one write, with its money: the phases rewritten (changed in place, removed ones marked and
 * kept, added ones after the highest number), the cooperation's total, phase count and terms' version, and the escrow
 * following the new terms — what escrow holds beyond what the new terms fund back to party A in the same posting
 * (`escrowSplitPosting`, under `change-<changeId>` in the escrow's scope), or what it lacks paid by party A with its
 * pay password (`change_supplement`: `escrowPosting` from its wallet, under the client's requestId), until which the
 * change is agreed but not in force and the phases stay held. Every write is conditioned on the revisions read.
 */
import type { z } from 'zod';
import { CHANGE_LIMITS, PROJECT_LIMITS } from '../../../shared/limits.js';
import { formatFen } from '../../../shared/money.js';
import { CHANGE_OPEN, type ChangeState } from '../../../shared/process/change.js';
import { actionsOf, decide, stateLabel } from '../../../shared/process/engine.js';
import type { Versioned } from '../../../shared/process/registry.js';
import { projectRegistry } from '../../../shared/process/registries.js';
import type { ProcessAction } from '../../../shared/process/types.js';
import type {
  ChangeAnswer,
  ChangeEscrow,
  ChangePhaseView,
  ChangeRecovery,
  ChangeRefunds,
  ChangeView,
  startChangeInput,
} from '../../../shared/schemas/cooperation-change.js';
import { checkPayPassword, publicPeople } from '../../account/public.js';
import type { TokenClaims } from '../../lib/auth/token.js';
import { fail } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { mustDecide, timerWrites } from '../../lib/process/run.js';
import { LedgerBusy, LedgerRefusal, findPosting, post, walletAccountId, walletOf } from '../../wallet/public.js';
import { settle, tell, type BacklogInput } from '../events.js';
import { projectKey } from '../keys.js';
import type { PartyRef } from '../model.js';
import { commit, type Step } from '../store.js';
import { cooperationLink, escrowBacklog } from './backlog.js';
import { escrowPosting, inEscrow } from './escrow.js';
import { escrowSplitPosting, resumedPhaseSteps, withMatter, withoutMatter } from './matters.js';
import { changeItemsOf, changeKey, changePut, documentCounts, getChangeItem } from './change-store.js';
import { isRemoved, type CooperationItem, type PhaseItem, type RecordItem } from './model.js';
import { loadSeat, type Seat } from './seats.js';
import { begun, DAY } from './starting.js';
import { cooperationStep, getCooperation, overdueTimerSteps, phasesOf, phaseSteps, recordStep } from './store.js';

// ---------------------------------------------------------------- the change item

/** A phase in a change's terms: its number (kept, or the next after the highest for an added one) and its terms. */
export interface ChangePhase {
  index: number;
  name: string;
  amount: number;
  days: number;
  deliverables: string;
  added?: true;
}

/** A demand change: `PROJECT#<projectId>` / `CHANGE#<id>` (ids are ULIDs: the changes of a cooperation in time order). */
export interface ChangeItem extends Versioned {
  pk: string;
  sk: string;
  projectId: string;
  id: string;
  state: ChangeState;
  side: 'partyA' | 'partyB';
  proposer: string;
  reason: string;
  /** The terms' version it changes, and the one it makes in force. */
  baseVersion: number;
  version: number;
  /** The phases not accepted when proposed, as they were; the new terms for them, in order (added ones last). */
  before: ChangePhase[];
  after: ChangePhase[];
  /** The numbers of the phases it removes. */
  removed: number[];
  totalBefore: number;
  totalAfter: number;
  /** What it does to the escrow: estimated at the proposal, fixed when agreed and when it takes effect. */
  escrow: ChangeEscrow;
  /** When it lapses unless answered (or, agreed, unless the supplement is paid). */
  lapseAt?: number;
  answeredBy?: string;
  answerTime?: number;
  refuseReason?: string;
  closeTime?: number;
  createTime: number;
  updateTime: number;
  rev: number;
}

export { changeKey } from './change-store.js';

export const getChange = (projectId: string, id: string): Promise<ChangeItem | undefined> => getChangeItem<ChangeItem>(projectId, id);

/** The cooperation's changes, newest first: one Query. */
export const changesOf = (projectId: string): Promise<ChangeItem[]> => changeItemsOf<ChangeItem>(projectId);

/** The change a cooperation has open (its matter), if any. */
const openChangeOf = async (coop: CooperationItem): Promise<ChangeItem | undefined> => {
  if (coop.matter?.kind !== 'CHANGE') return undefined;
  const change = await getChange(coop.projectId, coop.matter.id);
  return change && CHANGE_OPEN.includes(change.state) ? change : undefined;
};

/** The change's timer lives beside the project (`PROJECT#<id>` / `TIMER#lapse`): one change is open at a time. */
const timerObject = (change: ChangeItem) => ({ pk: projectKey(change.projectId).pk, id: change.projectId, attributes: change as unknown as Record<string, unknown> });

/** The change's next revision, written over the one read (or as new), with its timers. */
const changeSteps = (previous: ChangeItem | undefined, next: ChangeItem, now: number): Step[] => {
  const process = projectRegistry.of('demandChange', next);
  const item: ChangeItem = { ...next, rev: (previous?.rev ?? 0) + 1 };
  return [
    changePut(item as unknown as Record<string, unknown>, previous?.rev),
    ...timerWrites(process, timerObject(item), previous?.state ?? 'NONE', item.state, now).map((t) => ({ item: t })),
  ];
};

const lapseOf = (state: ChangeState, now: number): number | undefined => (CHANGE_OPEN.includes(state) ? now + CHANGE_LIMITS.answerDays * DAY : undefined);

// ---------------------------------------------------------------- the rule of who may propose

/**
 * Whether a change may be proposed now (to party A, and to party B's leader): the cooperation runs, no matter is open
 * and a phase is not accepted yet. The same rule as `can_select_change_and_terminate` offers a change by; it is to be
 * replaced by matters.ts's `offeredMatters` once that is on main.
 */
export const changeOffered = (coop: Pick<CooperationItem, 'state' | 'matter'>, phases: readonly PhaseItem[]): boolean =>
  coop.state === 'COOPERATING' && !coop.matter && phases.some((p) => p.state !== 'ACCEPTED' && !isRemoved(p));

// ---------------------------------------------------------------- the terms

const asChangePhase = (p: Pick<PhaseItem, 'index' | 'name' | 'amount' | 'days' | 'deliverables'>): ChangePhase => ({ index: p.index, name: p.name, amount: p.amount, days: p.days, deliverables: p.deliverables });
const sameTerms = (a: ChangePhase, b: ChangePhase): boolean => a.name === b.name && a.amount === b.amount && a.days === b.days && a.deliverables === b.deliverables;
/** A phase not begun: waiting for its turn or for its escrow, its work not started (only such a phase may be removed). */
const notBegun = (p: PhaseItem): boolean => !p.startTime && (p.state === 'PENDING' || p.state === 'UNFUNDED');

/**
 * The new terms checked against the phases: every phase named is one not accepted (nor removed), in order and once;
 * new phases come after them and take the numbers after the highest; what is left out is removed, which only a phase
 * not begun may be; something changes; at most PROJECT_LIMITS.phasesMax phase numbers in all.
 */
export const planChange = (
  coop: Pick<CooperationItem, 'total'>,
  phases: readonly PhaseItem[],
  wanted: z.output<typeof startChangeInput>['phases'],
): Pick<ChangeItem, 'before' | 'after' | 'removed' | 'totalBefore' | 'totalAfter'> => {
  const live = phases.filter((p) => !isRemoved(p)).sort((a, b) => a.index - b.index);
  const open = live.filter((p) => p.state !== 'ACCEPTED');
  const byIndex = new Map(open.map((p) => [p.index, p]));
  let next = Math.max(0, ...phases.map((p) => p.index)) + 1;
  let last = 0;
  let adding = false;
  const after: ChangePhase[] = [];
  for (const p of wanted) {
    const terms = { name: p.name, amount: p.amount, days: p.days, deliverables: p.deliverables };
    if (p.index === undefined) {
      adding = true;
      after.push({ index: next, ...terms, added: true });
      next += 1;
      continue;
    }
    if (!byIndex.has(p.index) || adding || p.index <= last) throw fail('CHANGE_TERMS_INVALID');
    last = p.index;
    after.push({ index: p.index, ...terms });
  }
  if (next - 1 > PROJECT_LIMITS.phasesMax) throw fail('CHANGE_TOO_MANY_PHASES');
  const kept = new Set(after.map((p) => p.index));
  const removed = open.filter((p) => !kept.has(p.index));
  if (removed.some((p) => !notBegun(p))) throw fail('CHANGE_PHASE_BEGUN');
  const before = open.map(asChangePhase);
  if (!removed.length && after.every((p) => !p.added && sameTerms(p, before.find((b) => b.index === p.index)!))) throw fail('CHANGE_NOTHING');
  const accepted = live.filter((p) => p.state === 'ACCEPTED').reduce((sum, p) => sum + p.amount, 0);
  return { before, after, removed: removed.map((p) => p.index), totalBefore: coop.total, totalAfter: accepted + after.reduce((sum, p) => sum + p.amount, 0) };
};

/**
 * What escrow holds against what the new terms fund: the phases funded now at their new amounts (a removed one no
 * more), and the added ones when the whole project was funded at once (一次性托管, paid). The difference goes back to
 * party A, or party A pays it.
 */
export const changeEscrowOf = (coop: CooperationItem, phases: readonly PhaseItem[], change: Pick<ChangeItem, 'after'>): ChangeEscrow => {
  const byIndex = new Map(phases.map((p) => [p.index, p]));
  const held = inEscrow(coop);
  const needed = change.after.reduce((sum, p) => sum + (fundedAfter(coop, phases, p, byIndex.get(p.index)) ? p.amount : 0), 0);
  return { held, needed, refund: Math.max(0, held - needed), supplement: Math.max(0, needed - held) };
};

/** Whether a phase of the new terms is funded: as it was, or an added one when every phase was funded at once. */
const fundedAfter = (coop: CooperationItem, phases: readonly PhaseItem[], p: ChangePhase, phase: PhaseItem | undefined): boolean => {
  if (!p.added) return Boolean(phase?.funded);
  const running = phases.find((x) => x.index === coop.current);
  return coop.escrowPlan === 'ALL_AT_ONCE' && Boolean(running?.funded);
};

// ---------------------------------------------------------------- records and backlog

type NewRecord = Omit<RecordItem, 'pk' | 'sk' | 'projectId' | 'id' | 'createTime'>;
const sideName = (side: 'partyA' | 'partyB') => (side === 'partyA' ? '甲方' : '乙方');
const describe = (change: Pick<ChangeItem, 'version' | 'after' | 'removed' | 'totalAfter'>): string => {
  const added = change.after.filter((p) => p.added).length;
  return `第${change.version}版条款：${change.after.length}个未验收阶段${change.removed.length ? `，删除${change.removed.length}个` : ''}${added ? `，新增${added}个` : ''}，项目合计 ${formatFen(change.totalAfter)}`;
};

export const changeRecords = {
  proposed: (change: ChangeItem): NewRecord => ({ kind: 'proposeChange', label: change.side === 'partyA' ? '发起需求变更' : '申请需求变更', by: change.side, byUser: change.proposer, reason: change.reason, message: describe(change) }),
  agreed: (change: ChangeItem, by: 'partyA' | 'partyB', userId: string): NewRecord => ({
    kind: 'agreeChange',
    label: '同意需求变更',
    by,
    byUser: userId,
    message: change.escrow.supplement ? `待甲方补缴托管费 ${formatFen(change.escrow.supplement)}` : '变更生效',
  }),
  refused: (by: 'partyA' | 'partyB', userId: string, reason: string): NewRecord => ({ kind: 'refuseChange', label: '拒绝需求变更', by, byUser: userId, reason }),
  cancelled: (by: 'partyA' | 'partyB', userId: string): NewRecord => ({ kind: 'cancelChange', label: '取消需求变更', by, byUser: userId, message: '各阶段按原条款继续' }),
  lapsed: (change: ChangeItem): NewRecord => ({
    kind: 'lapseChange',
    label: '需求变更失效',
    by: 'platform',
    message: change.state === 'AGREED' ? `甲方${CHANGE_LIMITS.answerDays}天内未补缴托管费，各阶段按原条款继续` : `${sideName(change.side === 'partyA' ? 'partyB' : 'partyA')}${CHANGE_LIMITS.answerDays}天内未答复，各阶段按原条款继续`,
  }),
  effective: (change: ChangeItem, escrow: ChangeEscrow): NewRecord => ({
    kind: 'changeEffective',
    label: '需求变更生效',
    by: 'platform',
    ...(escrow.refund ? { amount: escrow.refund } : {}),
    message: `${describe(change)}${escrow.refund ? `；托管金额 ${formatFen(escrow.refund)} 退回甲方` : ''}`,
  }),
  supplement: (userId: string, amount: number): NewRecord => ({ kind: 'changeSupplement', label: '补缴托管费', by: 'partyA', byUser: userId, amount, message: '需求变更所需的托管差额' }),
};

const aboutOf = (change: Pick<ChangeItem, 'projectId' | 'id'>) => `${change.projectId}#change#${change.id}`;

export const changeBacklog = {
  /** To the side that answers: a change waits for it. */
  proposed: (coop: Pick<CooperationItem, 'projectId' | 'projectName'>, change: ChangeItem): BacklogInput => ({
    type: 'CHANGE_PROPOSED',
    title: `${sideName(change.side)}${change.side === 'partyA' ? '发起' : '申请'}了需求变更：${coop.projectName}`,
    content: `${describe(change)}，请在${CHANGE_LIMITS.answerDays}天内答复。说明：${change.reason}`,
    link: cooperationLink(coop.projectId),
    projectId: coop.projectId,
    aboutId: aboutOf(change),
    todo: true,
  }),
  /** To the proposer: agreed (in force, or waiting for party A's supplement) or refused with its reason. */
  answered: (coop: Pick<CooperationItem, 'projectId' | 'projectName'>, change: ChangeItem, agreed: boolean): BacklogInput => ({
    type: 'CHANGE_ANSWERED',
    title: `${agreed ? '对方同意了需求变更' : '对方拒绝了需求变更'}：${coop.projectName}`,
    content: agreed
      ? change.state === 'AGREED'
        ? `待甲方补缴托管费 ${formatFen(change.escrow.supplement)} 后生效`
        : `第${change.version}版条款已生效${change.escrow.refund ? `，托管金额 ${formatFen(change.escrow.refund)} 已退回甲方钱包` : ''}`
      : `原因：${change.refuseReason ?? ''}`,
    link: cooperationLink(coop.projectId),
    projectId: coop.projectId,
    aboutId: aboutOf(change),
    todo: false,
  }),
  /** To party A: the supplement is due before the change takes effect. */
  supplementDue: (coop: Pick<CooperationItem, 'projectId' | 'projectName'>, change: ChangeItem): BacklogInput => ({
    type: 'CHANGE_SUPPLEMENT_DUE',
    title: `待补缴托管费：${coop.projectName}`,
    content: `需求变更已同意，补缴 ${formatFen(change.escrow.supplement)} 后生效，${CHANGE_LIMITS.answerDays}天内未补缴变更将失效`,
    link: cooperationLink(coop.projectId),
    projectId: coop.projectId,
    aboutId: aboutOf(change),
    todo: true,
  }),
  /** A notice: the change ended (cancelled, lapsed) or took effect after the supplement. */
  ended: (coop: Pick<CooperationItem, 'projectId' | 'projectName'>, change: ChangeItem, what: string): BacklogInput => ({
    type: 'CHANGE_ENDED',
    title: `需求变更${what}：${coop.projectName}`,
    content: change.state === 'EFFECTIVE' ? `第${change.version}版条款已生效，各阶段继续` : '各阶段按原条款继续',
    link: cooperationLink(coop.projectId),
    projectId: coop.projectId,
    aboutId: aboutOf(change),
    todo: false,
  }),
};

/** Tells both sides: `to` each side's backlog entry (if any), and a push to both. */
const tellSides = (coop: CooperationItem, entries: { partyA?: BacklogInput; partyB?: BacklogInput }) =>
  tell(
    (['partyA', 'partyB'] as const).map((side) => ({
      party: coop[side] as PartyRef,
      event: 'project' as const,
      projectId: coop.projectId,
      id: coop.projectId,
      ...(entries[side] ? { backlog: entries[side] } : {}),
    })),
  );

// ---------------------------------------------------------------- taking effect

/**
 * The writes that put a change in force at `now`, with the escrow as `escrow` says: each phase of the new terms
 * written (changed in place: a begun phase's deadline moves by the days changed; added after the highest number,
 * funded when every phase was funded at once), each removed phase marked removed (its documents kept read-only), the
 * running phase replaced by the first phase left when it was removed, its timers set again (./matters.ts), and the
 * cooperation's total, phase count, terms' version, money and matter; the change and its records.
 */
const effectWrites = (coop: CooperationItem, phases: readonly PhaseItem[], change: ChangeItem, next: ChangeItem, escrow: ChangeEscrow, now: number): { steps: Step[]; coop: CooperationItem; started?: PhaseItem } => {
  const byIndex = new Map(phases.map((p) => [p.index, p]));
  const steps: Step[] = [];
  const written: PhaseItem[] = [];
  const removedRunning = change.removed.includes(coop.current);
  const current = removedRunning ? change.after[0]!.index : coop.current;
  let started: PhaseItem | undefined;
  for (const p of change.after) {
    const old = byIndex.get(p.index);
    const terms = { name: p.name, amount: p.amount, days: p.days, deliverables: p.deliverables };
    if (!old) {
      const added: PhaseItem = { pk: '', sk: '', projectId: coop.projectId, index: p.index, ...terms, ...projectRegistry.start('phase'), funded: fundedAfter(coop, phases, p, undefined), rounds: 0, rev: 0, updateTime: now };
      const item = p.index === current ? { ...added, ...begun(added, coop, now) } : added;
      if (p.index === current) started = item as PhaseItem;
      const w = phaseSteps(undefined, item, now);
      steps.push(...w.steps);
      written.push(w.item);
      continue;
    }
    // A begun phase's deadline moves by the days changed (the first deadline, when a postponement kept it, too).
    const shift = (p.days - old.days) * DAY;
    const changed: PhaseItem = {
      ...old,
      ...terms,
      ...(old.dueTime ? { dueTime: old.dueTime + shift } : {}),
      ...(old.plannedDueTime ? { plannedDueTime: old.plannedDueTime + shift } : {}),
      updateTime: now,
    };
    if (p.index === current && removedRunning) {
      // The running phase was removed: this one begins now (待托管, or 编写中 when funded).
      const item = { ...changed, ...begun(changed, coop, now) } as PhaseItem;
      started = item;
      const w = phaseSteps(old, item, now);
      steps.push(...w.steps);
      written.push(w.item);
      continue;
    }
    // The running phase goes on: a delivery waiting for acceptance gets its full time again (./matters.ts).
    const resumed = p.index === current ? resumedPhaseSteps(changed, now) : { steps: [] };
    if (resumed.item) {
      steps.push(...resumed.steps);
      written.push(resumed.item);
    } else {
      const w = phaseSteps(old, changed, now);
      steps.push(...w.steps);
      if (shift) steps.push(...overdueTimerSteps(w.item));
      written.push(w.item);
    }
  }
  for (const index of change.removed) {
    const old = byIndex.get(index)!;
    const w = phaseSteps(old, { ...old, removal: { changeId: change.id, since: old.removal?.since ?? now, done: now }, updateTime: now }, now);
    steps.push(...w.steps);
    written.push(w.item);
  }
  const all = phases.map((p) => written.find((w) => w.index === p.index) ?? p).concat(written.filter((w) => !byIndex.has(w.index)));
  const { item: nextCoop, step } = cooperationStep(coop, {
    ...withoutMatter(coop, change.id, now),
    total: change.totalAfter,
    phaseCount: Math.max(...all.map((p) => p.index)),
    termsVersion: change.version,
    current,
    funded: coop.funded + escrow.supplement,
    refunded: coop.refunded + escrow.refund,
    updateTime: now,
  });
  steps.push(step, ...changeSteps(change, next, now));
  steps.push(recordStep(coop.projectId, changeRecords.effective(next, escrow), now + 1));
  return { steps, coop: nextCoop, ...(started ? { started } : {}) };
};

/**
 * The writes that close a change without effect at `now` (refused, cancelled, lapsed): the phases it would remove get
 * their documents back, the cooperation's matter closes and its running phase's timers are set again (./matters.ts).
 */
const releaseWrites = (coop: CooperationItem, phases: readonly PhaseItem[], change: ChangeItem, next: ChangeItem, now: number): Step[] => {
  const steps: Step[] = [];
  const running = phases.find((p) => p.index === coop.current);
  const resumed = resumedPhaseSteps(running, now);
  steps.push(...resumed.steps);
  for (const p of phases) {
    if (p.removal?.changeId !== change.id || p.removal.done || (resumed.item && p.index === resumed.item.index)) continue;
    const { removal: _kept, ...restored } = p;
    steps.push(...phaseSteps(p, { ...restored, updateTime: now }, now).steps);
  }
  steps.push(cooperationStep(coop, withoutMatter(coop, change.id, now)).step, ...changeSteps(change, next, now));
  return steps;
};

// ---------------------------------------------------------------- the calls

const sideOf = (seat: Seat): 'partyA' | 'partyB' => (seat.side.startsWith('partyA') ? 'partyA' : 'partyB');
/** The transition a call of the viewer's side is: each side has its own (by A, by B). */
const byside = (seat: Seat, a: string, b: string) => (sideOf(seat) === 'partyA' ? a : b);

const loadChange = async (seat: Seat, changeId: string): Promise<ChangeItem> => {
  const change = await getChange(seat.coop.projectId, changeId);
  if (!change) throw fail('CHANGE_NOT_FOUND');
  return change;
};

/**
 * `start_demand_change`: party A proposes new terms for the phases not accepted, or party B's leader asks for them.
 * Decided by the process against the change open (none: `NONE`), then the cooperation's matter is opened in the same
 * write, the phases it would remove marked (their documents read-only), the other side told.
 */
export const startChange = async (claims: TokenClaims, input: z.output<typeof startChangeInput>): Promise<ChangeView> => {
  const seat = await loadSeat(claims, input.projectId);
  const { coop } = seat;
  const open = await openChangeOf(coop);
  mustDecide(open ? projectRegistry.of('demandChange', open) : projectRegistry.latest('demandChange'), byside(seat, 'proposeByA', 'proposeByB'), {
    state: open?.state ?? 'NONE',
    roles: seat.roles,
    holds: (g) => (g === 'versionCurrent' ? input.version === (coop.termsVersion ?? 1) : true),
  });
  const now = Date.now();
  const id = newId();
  const side = sideOf(seat);
  const opened = withMatter(coop, { kind: 'CHANGE', id, side, since: now });
  const phases = await phasesOf(coop.projectId);
  const plan = planChange(coop, phases, input.phases);
  const start = projectRegistry.start('demandChange');
  const state: ChangeState = side === 'partyA' ? 'A_PROPOSED' : 'B_PROPOSED';
  const change: ChangeItem = {
    ...changeKey(coop.projectId, id),
    projectId: coop.projectId,
    id,
    ...start,
    state,
    side,
    proposer: claims.userId,
    reason: input.reason,
    baseVersion: coop.termsVersion ?? 1,
    version: (coop.termsVersion ?? 1) + 1,
    ...plan,
    escrow: changeEscrowOf(coop, phases, plan),
    ...(lapseOf(state, now) ? { lapseAt: lapseOf(state, now) } : {}),
    createTime: now,
    updateTime: now,
    rev: 0,
  };
  const steps: Step[] = [cooperationStep(coop, opened).step, ...changeSteps(undefined, change, now)];
  // The documents of the phases it would remove are read-only from now (restored if it does not take effect).
  for (const index of plan.removed) {
    const p = phases.find((x) => x.index === index)!;
    steps.push(...phaseSteps(p, { ...p, removal: { changeId: id, since: now }, updateTime: now }, now).steps);
  }
  steps.push(recordStep(coop.projectId, changeRecords.proposed(change), now));
  await commit(steps);
  const other = side === 'partyA' ? 'partyB' : 'partyA';
  await tellSides(coop, { [other]: changeBacklog.proposed(coop, change) });
  return changeView({ ...change, rev: 1 }, seat, await namesOf([change]), plan.removed.length ? await documentCounts(coop.projectId) : undefined);
};

/**
 * `agree_demand_change`: the other side agrees. When the new terms need no more escrow than it holds the change takes
 * effect at once, its refund (if any) in the same posting; else it waits for party A's supplement, the phases held.
 */
export const agreeChange = async (claims: TokenClaims, input: { projectId: string; changeId: string }): Promise<ChangeView> => {
  const seat = await loadSeat(claims, input.projectId);
  const change = await loadChange(seat, input.changeId);
  const process = projectRegistry.of('demandChange', change);
  const agree = mustDecide(process, byside(seat, 'agreeByA', 'agreeByB'), { state: change.state, roles: seat.roles });
  const { coop } = seat;
  const phases = await phasesOf(coop.projectId);
  const escrow = changeEscrowOf(coop, phases, change);
  const now = Date.now();
  const by = sideOf(seat);
  const agreed: ChangeItem = { ...change, state: agree.to as ChangeState, escrow, answeredBy: claims.userId, answerTime: now, updateTime: now };
  let final: ChangeItem;
  let started: PhaseItem | undefined;
  if (decide(process, 'takeEffect', { state: agreed.state, roles: ['platform'], holds: () => escrow.supplement === 0 }).ok) {
    final = { ...agreed, state: 'EFFECTIVE', closeTime: now };
    delete final.lapseAt;
    const effect = effectWrites(coop, phases, change, final, escrow, now);
    started = effect.started;
    const steps = [...effect.steps, recordStep(coop.projectId, changeRecords.agreed(agreed, by, claims.userId), now)];
    if (escrow.refund > 0) {
      try {
        const outcome = await post(escrowSplitPosting(coop, { toB: 0, toA: escrow.refund }, { requestId: `change-${change.id}`, title: `需求变更退款：${coop.projectName}` }, steps).posting);
        if (outcome.replayed) return changeView((await getChange(coop.projectId, change.id)) ?? final, seat, await namesOf([change]));
      } catch (error) {
        if (error instanceof LedgerBusy) throw fail('LEDGER_BUSY');
        throw error;
      }
    } else {
      await commit(steps);
    }
  } else {
    final = { ...agreed, lapseAt: lapseOf(agreed.state, now)! };
    await commit([
      ...changeSteps(change, final, now),
      cooperationStep(coop, { ...coop, updateTime: now }).step,
      recordStep(coop.projectId, changeRecords.agreed(final, by, claims.userId), now),
    ]);
  }
  const proposer = change.side;
  await settle(coop[by], aboutOf(change));
  const entries: { partyA?: BacklogInput; partyB?: BacklogInput } = { [proposer]: changeBacklog.answered(coop, final, true) };
  if (final.state === 'AGREED') entries.partyA = changeBacklog.supplementDue(coop, final);
  else if (started?.state === 'UNFUNDED') entries.partyA = escrowBacklog(coop, started);
  await tellSides(coop, entries);
  return changeView({ ...final, rev: change.rev + 1 }, { ...seat, coop }, await namesOf([change]));
};

/** `refuse_demand_change`: the other side refuses with its reason; the phases go on under the terms in force. */
export const refuseChange = async (claims: TokenClaims, input: { projectId: string; changeId: string; reason: string }): Promise<ChangeView> => {
  const seat = await loadSeat(claims, input.projectId);
  const change = await loadChange(seat, input.changeId);
  const refuse = mustDecide(projectRegistry.of('demandChange', change), byside(seat, 'refuseByA', 'refuseByB'), { state: change.state, roles: seat.roles });
  const now = Date.now();
  const by = sideOf(seat);
  const next: ChangeItem = { ...change, state: refuse.to as ChangeState, answeredBy: claims.userId, answerTime: now, refuseReason: input.reason, closeTime: now, updateTime: now };
  delete next.lapseAt;
  const phases = await phasesOf(seat.coop.projectId);
  await commit([...releaseWrites(seat.coop, phases, change, next, now), recordStep(seat.coop.projectId, changeRecords.refused(by, claims.userId, input.reason), now)]);
  await settle(seat.coop[by], aboutOf(change));
  await tellSides(seat.coop, { [change.side]: changeBacklog.answered(seat.coop, next, false) });
  return changeView({ ...next, rev: change.rev + 1 }, seat, await namesOf([change]));
};

/**
 * `cancel_demand_change` (party A's change) and `leader_cancel_change` (party B's, by its leader): the proposer takes
 * it back before an answer; the phases go on, the documents of the phases it would remove are restored.
 */
export const cancelChange = async (claims: TokenClaims, move: 'cancelByA' | 'cancelByB', input: { projectId: string; changeId: string }): Promise<ChangeView> => {
  const seat = await loadSeat(claims, input.projectId);
  const change = await loadChange(seat, input.changeId);
  const cancel = mustDecide(projectRegistry.of('demandChange', change), move, { state: change.state, roles: seat.roles });
  const now = Date.now();
  const next: ChangeItem = { ...change, state: cancel.to as ChangeState, closeTime: now, updateTime: now };
  delete next.lapseAt;
  const phases = await phasesOf(seat.coop.projectId);
  const by = move === 'cancelByA' ? 'partyA' : 'partyB';
  await commit([...releaseWrites(seat.coop, phases, change, next, now), recordStep(seat.coop.projectId, changeRecords.cancelled(by, claims.userId), now)]);
  const other = by === 'partyA' ? 'partyB' : 'partyA';
  await settle(seat.coop[other], aboutOf(change));
  await tellSides(seat.coop, { [other]: changeBacklog.ended(seat.coop, next, '已取消') });
  return changeView({ ...next, rev: change.rev + 1 }, seat, await namesOf([change]));
};

/**
 * `change_supplement`: party A pays what the agreed change needs beyond what escrow holds, from its wallet with its
 * pay password, under its requestId; the change takes effect in the same posting. A repeated request answers the
 * change as it is.
 */
export const paySupplement = async (claims: TokenClaims, input: { projectId: string; changeId: string; amount: number; payPassword: string; requestId: string }): Promise<ChangeView> => {
  const seat = await loadSeat(claims, input.projectId);
  const change = await loadChange(seat, input.changeId);
  const wallet = await walletOf(claims);
  const earlier = seat.roles.includes('partyA') ? await findPosting(wallet, input.requestId) : undefined;
  if (earlier) {
    if (earlier.bizId !== change.id || earlier.type !== 'ESCROW') throw fail('REQUEST_ID_USED');
    return changeView(change, seat, await namesOf([change]));
  }
  const pay = mustDecide(projectRegistry.of('demandChange', change), 'paySupplement', { state: change.state, roles: seat.roles });
  const { coop } = seat;
  const phases = await phasesOf(coop.projectId);
  const escrow = changeEscrowOf(coop, phases, change);
  if (escrow.supplement !== input.amount) throw fail('CHANGE_SUPPLEMENT_CHANGED');
  if (wallet !== walletAccountId(coop.partyA.type, coop.partyA.id)) throw fail('NOT_WALLET_OPERATOR');
  await checkPayPassword(claims.userId, input.payPassword);
  const now = Date.now();
  const next: ChangeItem = { ...change, state: pay.to as ChangeState, escrow, closeTime: now, updateTime: now };
  delete next.lapseAt;
  const effect = effectWrites(coop, phases, change, next, escrow, now);
  const steps = [...effect.steps, recordStep(coop.projectId, changeRecords.supplement(claims.userId, escrow.supplement), now)];
  try {
    const outcome = await post({ ...escrowPosting(coop, wallet, escrow.supplement, input.requestId, steps), title: `需求变更补缴托管费：${coop.projectName}`, bizId: change.id });
    if (outcome.replayed) {
      if (outcome.bizId !== change.id || outcome.type !== 'ESCROW') throw fail('REQUEST_ID_USED');
      return changeView((await getChange(coop.projectId, change.id)) ?? next, seat, await namesOf([change]));
    }
  } catch (error) {
    if (error instanceof LedgerRefusal) throw fail('INSUFFICIENT_BALANCE');
    if (error instanceof LedgerBusy) throw fail('LEDGER_BUSY');
    throw error;
  }
  await settle(coop.partyA, aboutOf(change));
  await tellSides(coop, {
    partyB: changeBacklog.ended(coop, next, '已生效'),
    ...(effect.started?.state === 'UNFUNDED' ? { partyA: escrowBacklog(coop, effect.started) } : {}),
  });
  return changeView({ ...next, rev: change.rev + 1 }, seat, await namesOf([change]));
};

/**
 * The change's timer (`lapse`): a change not answered — or agreed and its supplement not paid — within
 * CHANGE_LIMITS.answerDays days lapses, and the phases go on under the terms in force. Nothing when it moved on.
 */
export const lapseChange = async (projectId: string, now = Date.now()): Promise<void> => {
  const coop = await getCooperation(projectId);
  if (!coop) return;
  const change = await openChangeOf(coop);
  if (!change || (change.lapseAt ?? Infinity) > now) return;
  const lapse = decide(projectRegistry.of('demandChange', change), 'lapse', { state: change.state, roles: ['platform'] });
  if (!lapse.ok) return;
  const next: ChangeItem = { ...change, state: lapse.transition.to as ChangeState, closeTime: now, updateTime: now };
  delete next.lapseAt;
  const phases = await phasesOf(projectId);
  await commit([...releaseWrites(coop, phases, change, next, now), recordStep(projectId, changeRecords.lapsed(change), now)]);
  await Promise.all([settle(coop.partyA, aboutOf(change)), settle(coop.partyB, aboutOf(change))]);
  await tellSides(coop, { partyA: changeBacklog.ended(coop, next, '已失效'), partyB: changeBacklog.ended(coop, next, '已失效') });
};

// ---------------------------------------------------------------- what both sides read

const namesOf = async (changes: readonly ChangeItem[]): Promise<Map<string, string>> => {
  const people = await publicPeople([...new Set(changes.map((c) => c.proposer))]);
  return new Map([...people].map(([id, p]) => [id, (p.nickname as string | undefined) ?? '']));
};

/** A change as both sides see it, with what the viewer may do on it now. */
export const changeView = (change: ChangeItem, seat: Seat, names: Map<string, string>, documents?: Map<number, number>): ChangeView => {
  const process = projectRegistry.of('demandChange', change);
  const after = new Map(change.after.map((p) => [p.index, p]));
  const terms = (p: ChangePhase) => ({ name: p.name, amount: p.amount, days: p.days, deliverables: p.deliverables });
  const phases: ChangePhaseView[] = [
    ...change.before.map((b): ChangePhaseView => {
      const a = after.get(b.index);
      const docs = documents?.has(b.index) ? { documents: documents.get(b.index)! } : {};
      if (!a) return { index: b.index, ...terms(b), kind: 'REMOVED', before: terms(b), ...docs };
      return sameTerms(a, b) ? { index: b.index, ...terms(a), kind: 'KEPT', ...docs } : { index: b.index, ...terms(a), kind: 'CHANGED', before: terms(b), ...docs };
    }),
    ...change.after.filter((p) => p.added).map((p): ChangePhaseView => ({ index: p.index, ...terms(p), kind: 'ADDED' })),
  ];
  return {
    id: change.id,
    state: change.state,
    stateLabel: stateLabel(process, change.state),
    side: change.side,
    proposerName: names.get(change.proposer) ?? '',
    reason: change.reason,
    baseVersion: change.baseVersion,
    version: change.version,
    phases,
    totalBefore: change.totalBefore,
    totalAfter: change.totalAfter,
    escrow: change.escrow,
    ...(change.refuseReason ? { refuseReason: change.refuseReason } : {}),
    ...(change.answerTime ? { answerTime: change.answerTime } : {}),
    ...(change.closeTime ? { closeTime: change.closeTime } : {}),
    ...(change.lapseAt ? { expireAt: change.lapseAt } : {}),
    createTime: change.createTime,
    actions: actionsOf(process, { state: change.state, roles: seat.roles }),
  };
};

/** `query_demand_change`: the terms' version in force, the change open (else the last), and whether the viewer may propose one. */
export const queryChange = async (claims: TokenClaims, projectId: string): Promise<ChangeAnswer> => {
  const seat = await loadSeat(claims, projectId);
  const [phases, changes] = await Promise.all([phasesOf(projectId), changesOf(projectId)]);
  const change = changes.find((c) => c.id === seat.coop.matter?.id) ?? changes[0];
  const actions: ProcessAction[] = changeOffered(seat.coop, phases) ? actionsOf(projectRegistry.latest('demandChange'), { state: 'NONE', roles: seat.roles }) : [];
  const documents = change && CHANGE_OPEN.includes(change.state) ? await documentCounts(projectId) : undefined;
  return {
    termsVersion: seat.coop.termsVersion ?? 1,
    ...(change ? { change: changeView(change, seat, await namesOf([change]), documents) } : {}),
    actions,
  };
};

/** `change_refund`: what the cooperation's changes returned to party A (each in its agreement's posting). */
export const changeRefunds = async (claims: TokenClaims, projectId: string): Promise<ChangeRefunds> => {
  await loadSeat(claims, projectId);
  const refunds = (await changesOf(projectId))
    .filter((c) => c.state === 'EFFECTIVE' && c.escrow.refund > 0)
    .map((c) => ({ changeId: c.id, version: c.version, amount: c.escrow.refund, time: c.closeTime ?? c.updateTime }));
  return { total: refunds.reduce((sum, r) => sum + r.amount, 0), refunds };
};

/**
 * `judge_can_cancel_change_recover_doc`: for the open change, whether the viewer may cancel it and the phases whose
 * documents that restores; and, by a side acting, the documents of phases left read-only by a change no longer open
 * restored (none is, once its closing wrote: this repairs what a failed write would have left).
 */
export const recoverChangeDocs = async (claims: TokenClaims, projectId: string): Promise<ChangeRecovery> => {
  const seat = await loadSeat(claims, projectId);
  const { coop } = seat;
  const [open, phases, documents] = await Promise.all([openChangeOf(coop), phasesOf(projectId), documentCounts(projectId)]);
  const cancel = open ? actionsOf(projectRegistry.of('demandChange', open), { state: open.state, roles: seat.roles }).some((a) => a.name === 'cancelByA' || a.name === 'cancelByB') : false;
  const held = phases.filter((p) => p.removal && !p.removal.done && p.removal.changeId === open?.id);
  const stale = phases.filter((p) => p.removal && !p.removal.done && p.removal.changeId !== open?.id);
  if (stale.length && seat.roles.length) {
    const now = Date.now();
    await commit(stale.flatMap((p) => {
      const { removal: _left, ...restored } = p;
      return phaseSteps(p, { ...restored, updateTime: now }, now).steps;
    }));
  }
  return {
    ...(open ? { changeId: open.id, state: open.state } : {}),
    canCancel: cancel,
    phases: held.map((p) => ({ index: p.index, name: p.name, documents: documents.get(p.index) ?? 0 })),
    recovered: seat.roles.length ? stale.map((p) => p.index) : [],
  };
};

