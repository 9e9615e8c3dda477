/**
 * What runs beside a cooperation's phases (issue 30; docs/cooperation.md "Changes, endings and disputes"): a demand
 * change (需求变更), a termination (终止合作) or a dispute (纠纷). One at a time per cooperation: the cooperation item
 * names the one open (`matter`), set in the transaction that opens it and cleared in the one that closes it, both under
 * the cooperation's revision — two opened at once, or one opened while a phase moves, and one of them is refused.
 *
 * While a matter is open the phases not yet accepted are held: party A and party B make no phase move, no escrow is
 * paid, and no acceptance timer pays a phase (its timer finds the cooperation held and does nothing); when the matter
 * closes and the cooperation goes on, the running phase's timers are set again from then (`resumedPhaseSteps`).
 *
 * The money of a matter moves in one posting in the escrow's scope: what escrow holds split between the parties
 * (`escrowSplitPosting`, a termination's or a dispute's split, a change's refund), the platform's service fee taken on
 * party B's share as on an accepted phase.
 */
import { phaseServiceFeeOf } from '../../../shared/limits.js';
import type { MatterOffer } from '../../../shared/schemas/termination.js';
import { projectRegistry } from '../../../shared/process/registries.js';
import { fail } from '../../lib/errors.js';
import { escrowAccountId, platformAccountId, walletAccountId, type Leg, type PostingInput } from '../../wallet/public.js';
import type { Step } from '../store.js';
import { isRemoved, type CooperationItem, type PhaseItem } from './model.js';
import { overdueTimerSteps, phaseSteps } from './store.js';

export type MatterKind = 'CHANGE' | 'TERMINATION' | 'DISPUTE';

/** The matter a cooperation has open: its kind, its object's id, who opened it and when. */
export interface CooperationMatter {
  kind: MatterKind;
  id: string;
  side: 'partyA' | 'partyB';
  since: number;
}

export const MATTER_LABELS: Record<MatterKind, string> = { CHANGE: '需求变更', TERMINATION: '终止合作', DISPUTE: '纠纷处理' };

/** The cooperation with `matter` opened: refused while another is open (or the cooperation is not running). */
export const withMatter = <C extends Pick<CooperationItem, 'state' | 'matter'>>(coop: C, matter: CooperationMatter): C & { updateTime: number } => {
  if (coop.state !== 'COOPERATING') throw fail('COOPERATION_NOT_RUNNING');
  if (coop.matter) throw fail('COOPERATION_MATTER_OPEN');
  return { ...coop, matter, updateTime: matter.since };
};

/** The cooperation with its matter `id` closed; refused when that is not the one open (closed meanwhile). */
export const withoutMatter = <C extends Pick<CooperationItem, 'matter'>>(coop: C, id: string, now: number): Omit<C, 'matter'> & { updateTime: number } => {
  if (coop.matter?.id !== id) throw fail('STALE_DATA');
  const { matter: _closed, ...rest } = coop;
  return { ...rest, updateTime: now };
};

/**
 * Party moves and payments of the phases wait while a matter is open: refused with what holds them. A terminated
 * cooperation's phases stay as they were (a recovery returns to them) and move no more: 102111.
 */
export const mustNotBeHeld = (coop: Pick<CooperationItem, 'matter'> & Partial<Pick<CooperationItem, 'state'>>): void => {
  if (coop.state === 'TERMINATED') throw fail('COOPERATION_NOT_RUNNING', '合作已终止，各阶段不能再进行操作');
  if (coop.matter) throw fail('COOPERATION_HELD', `项目正在${MATTER_LABELS[coop.matter.kind]}，各阶段暂停，处理完毕后才能继续`);
};

/** Why a matter is not offered now (can_select_change_and_terminate), one text each. */
export const MATTER_REFUSALS = {
  changeNotSide: '只有甲方或乙方负责人可以发起需求变更',
  terminationNotSide: '只有甲方或乙方负责人可以发起终止合作',
  completed: '项目已完成',
  terminated: '合作已终止',
  allAccepted: '所有阶段都已验收，没有可以变更的阶段',
} as const;

/**
 * Which matters the caller may open now (can_select_change_and_terminate; the change's own routes ask the same): a
 * demand change (需求变更) to party A only, while the cooperation runs with no matter open and a phase not yet accepted
 * — the phases it may touch are those (`phases`); a termination (终止合作) to either side while the cooperation runs with
 * no matter open. Each not offered says why, in Chinese.
 */
export const offeredMatters = (
  coop: Pick<CooperationItem, 'state' | 'matter'>,
  phases: readonly Pick<PhaseItem, 'index' | 'state' | 'removal'>[],
  roles: readonly string[],
): MatterOffer => {
  const open = coop.matter;
  const notRunning = coop.state === 'COMPLETED' ? MATTER_REFUSALS.completed : coop.state === 'TERMINATED' ? MATTER_REFUSALS.terminated : undefined;
  const held = open ? `项目正在${MATTER_LABELS[open.kind]}，处理完毕后才能发起` : undefined;
  // Either side proposes a change (the other answers: docs/cooperation.md "Demand change") of the phases not accepted
  // and not removed by an earlier change.
  const touchable = phases.filter((p) => p.state !== 'ACCEPTED' && !isRemoved(p)).map((p) => p.index);
  const aSide = roles.includes('partyA') || roles.includes('partyB');
  const changeWhy = !aSide ? MATTER_REFUSALS.changeNotSide : (notRunning ?? held ?? (touchable.length === 0 ? MATTER_REFUSALS.allAccepted : undefined));
  const endWhy = !aSide ? MATTER_REFUSALS.terminationNotSide : (notRunning ?? held);
  return {
    change: { kind: 'CHANGE', label: MATTER_LABELS.CHANGE, offered: !changeWhy, ...(changeWhy ? { reason: changeWhy } : { phases: touchable }) },
    terminate: { kind: 'TERMINATION', label: MATTER_LABELS.TERMINATION, offered: !endWhy, ...(endWhy ? { reason: endWhy } : {}) },
    ...(open ? { matter: { kind: open.kind, label: MATTER_LABELS[open.kind], side: open.side, since: open.since } } : {}),
  };
};

/**
 * The running phase's timers set again from `now` when a matter closes and the cooperation goes on: a phase waiting
 * for acceptance gets its full acceptance time again (its timers did nothing while it was held). None for a phase
 * whose state has no timer from its entry.
 */
export const resumedPhaseSteps = (running: PhaseItem | undefined, now: number): { item?: PhaseItem; steps: Step[] } => {
  if (!running) return { steps: [] };
  // A phase party B still owes: its overdue timer set again at its deadline, so that a deadline passed while the phases
  // were held marks it now (the timer found the cooperation held and marked nothing; the days still count).
  if (running.state !== 'ACCEPTING') return { steps: overdueTimerSteps(running) };
  const after = projectRegistry.of('phase', running).transitions.find((t) => t.name === 'autoAccept')?.timer?.after;
  if (after === undefined) return { steps: [] };
  // The acceptance timers set again from now, as a redelivery (同步修改) sets them; the delivery keeps its time.
  return phaseSteps(running, { ...running, autoAcceptAt: now + after, updateTime: now }, now, true);
};

/**
 * A split of what escrow holds, in one posting in the escrow's scope: `toB` to party B less the platform's service fee
 * on it (as on an accepted phase), `toA` back to party A. Answers the posting with the fee and party B's net.
 */
export const escrowSplitPosting = (
  coop: Pick<CooperationItem, 'projectId' | 'projectName' | 'partyA' | 'partyB'>,
  split: { toB: number; toA: number },
  meta: { requestId: string; title: string },
  steps: readonly Step[],
): { posting: PostingInput; fee: number; net: number } => {
  const { projectId } = coop;
  if (!Number.isSafeInteger(split.toB) || !Number.isSafeInteger(split.toA) || split.toB < 0 || split.toA < 0) throw fail('STALE_DATA');
  const fee = split.toB > 0 ? phaseServiceFeeOf(split.toB) : 0;
  const net = split.toB - fee;
  const legs: Leg[] = [{ accountId: escrowAccountId(projectId), available: -(split.toB + split.toA), frozen: 0 }];
  if (net > 0) legs.push({ accountId: walletAccountId(coop.partyB.type, coop.partyB.id), available: net, frozen: 0 });
  if (fee > 0) legs.push({ accountId: platformAccountId('fees', (parseInt(projectId.slice(-2), 36) % 16) / 16), available: fee, frozen: 0 });
  if (split.toA > 0) legs.push({ accountId: walletAccountId(coop.partyA.type, coop.partyA.id), available: split.toA, frozen: 0 });
  return {
    fee,
    net,
    posting: {
      scope: escrowAccountId(projectId),
      requestId: meta.requestId,
      type: 'ESCROW_RELEASE',
      title: meta.title,
      bizId: projectId,
      legs,
      extra: { items: steps.map((s) => s.item), refusal: (i) => steps[i]?.refusal?.() ?? fail('STALE_DATA') },
    },
  };
};
