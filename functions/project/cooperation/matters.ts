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
import { projectRegistry } from '../../../shared/process/registries.js';
import { fail } from '../../lib/errors.js';
import { escrowAccountId, platformAccountId, walletAccountId, type Leg, type PostingInput } from '../../wallet/public.js';
import type { Step } from '../store.js';
import type { CooperationItem, PhaseItem } from './model.js';
import { phaseSteps } from './store.js';

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

/** Party moves and payments of the phases wait while a matter is open: refused with what holds them. */
export const mustNotBeHeld = (coop: Pick<CooperationItem, 'matter'>): void => {
  if (coop.matter) throw fail('COOPERATION_HELD', `项目正在${MATTER_LABELS[coop.matter.kind]}，各阶段暂停，处理完毕后才能继续`);
};

/**
 * The running phase's timers set again from `now` when a matter closes and the cooperation goes on: a phase waiting
 * for acceptance gets its full acceptance time again (its timers did nothing while it was held). None for a phase
 * whose state has no timer from its entry.
 */
export const resumedPhaseSteps = (running: PhaseItem | undefined, now: number): { item?: PhaseItem; steps: Step[] } => {
  if (!running || running.state !== 'ACCEPTING') return { steps: [] };
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
