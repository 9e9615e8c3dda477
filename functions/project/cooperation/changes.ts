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
import type { ChangeState } from '../../../shared/process/change.js';
import { decide } from '../../../shared/process/engine.js';
import { projectRegistry } from '../../../shared/process/registries.js';
import type { ChangeView, startChangeInput } from '../../../shared/schemas/cooperation-change.js';
import { checkPayPassword } from '../../account/public.js';
import type { TokenClaims } from '../../lib/auth/token.js';
import { fail } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { mustDecide } from '../../lib/process/run.js';
import { LedgerBusy, LedgerRefusal, findPosting, post, walletAccountId, walletOf } from '../../wallet/public.js';
import { settle, type BacklogInput } from '../events.js';
import { commit, type Step } from '../store.js';
import { escrowBacklog } from './backlog.js';
import { escrowPosting } from './escrow.js';
import { escrowSplitPosting, withMatter } from './matters.js';
import { changeKey, documentCounts } from './change-store.js';
import type { PhaseItem } from './model.js';
import { loadSeat, type Seat } from './seats.js';
import { changeEscrowOf, getChange, openChangeOf, planChange, type ChangeItem } from './change-terms.js';
import { aboutOf, changeBacklog, changeRecords, tellSides } from './change-told.js';
import { changeSteps, effectWrites, lapseOf, releaseWrites } from './change-writes.js';
import { changeView, namesOf } from './change-reads.js';
import { cooperationStep, getCooperation, phasesOf, phaseSteps, recordStep } from './store.js';

export { changeRefunds, queryChange, recoverChangeDocs } from './change-reads.js';
export type { ChangeItem } from './change-terms.js';

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
