/**
 * Recovery of a terminated cooperation (恢复合作, docs/cooperation.md "Termination"): one side asks within
 * TERMINATION_LIMITS.recoverDays, the other agrees — the settlement reversed exactly in one posting, refused whole when
 * a wallet no longer holds its part — or refuses.
 */
import { formatFen } from '../../../shared/money.js';
import { projectRegistry } from '../../../shared/process/registries.js';
import type { TerminationState } from '../../../shared/process/termination.js';
import type { TransitionDef } from '../../../shared/process/types.js';
import { checkPayPassword } from '../../account/public.js';
import type { TokenClaims } from '../../lib/auth/token.js';
import { AppError, fail } from '../../lib/errors.js';
import { mustDecide } from '../../lib/process/run.js';
import { escrowAccountId, LedgerBusy, LedgerRefusal, platformAccountId, post, walletAccountId, walletOf, type Leg } from '../../wallet/public.js';
import { settle, tell } from '../events.js';
import type { PartyRef } from '../model.js';
import { projectWrites } from '../projects.js';
import { commit, getProject, type Step } from '../store.js';
import { terminationWrites } from '../history/figures.js';
import { resumedPhaseSteps } from './matters.js';
import { type CooperationItem, type TerminationItem } from './model.js';
import { beijingDay } from './records.js';
import { loadSeat, type Seat } from './seats.js';
import { cooperationStep, getCooperation, phasesOf, recordStep } from './store.js';

import { ABOUT, actingSide, backlogOf, byRole, decideMove, other, partyOf, recoverUntil, SIDE_LABEL, tellMove, type Side } from './termination-model.js';

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
export const recoverCooperation = async (claims: TokenClaims, input: { projectId: string; answer?: 'AGREE' | 'REFUSE'; payPassword?: string; requestId?: string }): Promise<void> => {
  const seat = await loadSeat(claims, input.projectId);
  const { coop } = seat;
  // An agreement repeated with its requestId by the side that agreed answers as the first (docs/conventions.md "Money").
  const agreeing = actingSide(seat);
  const repeat = (c: CooperationItem | undefined) =>
    input.answer === 'AGREE' && input.requestId !== undefined && c?.termination?.state === 'RECOVERED' && c.termination.recoveryRequestId === input.requestId && agreeing !== undefined && c.termination.recovery?.by === other(agreeing);
  if (seat.roles.length && repeat(coop)) return;
  const now = Date.now();
  const names = !input.answer
    ? { partyA: 'recoverByA', partyB: 'recoverByB' }
    : input.answer === 'AGREE'
      ? { partyA: 'agreeRecoverByA', partyB: 'agreeRecoverByB' }
      : { partyA: 'refuseRecoverByA', partyB: 'refuseRecoverByB' };
  const { side, name } = byRole(seat, names);
  const transition = decideMove(seat, name, {}, now);
  const t = coop.termination!;
  if (input.answer === 'AGREE') {
    try {
      return await agreeRecovery(claims, seat, side, transition, input.payPassword, input.requestId, now);
    } catch (error) {
      // Its twin sent at the same instant recovered it first (100002, 102001): this one answers as the twin did.
      if (error instanceof AppError && repeat(await getCooperation(input.projectId))) return;
      throw error;
    }
  }
  if (!input.answer) await mustConsentToPay(claims, partyOf(coop, side), owedBy(t, side), input.payPassword);
  const next: TerminationItem = {
    ...t,
    state: transition.to as TerminationState,
    ...(input.answer ? {} : { recovery: { by: side, userId: claims.userId, time: now } }),
  };
  const { step } = cooperationStep(coop, { ...coop, termination: next, updateTime: now });
  await commit([step, recordStep(coop.projectId, { kind: transition.name, label: transition.label, by: side, byUser: claims.userId }, now)]);
  const until = recoverUntil(t);
  await tellMove(
    coop,
    side,
    input.answer
      ? backlogOf(coop, 'TERMINATION_ANSWERED', `${SIDE_LABEL[side]}拒绝恢复合作`, '合作保持终止', false)
      : backlogOf(coop, 'RECOVERY_ASKED', `${SIDE_LABEL[side]}申请恢复合作`, `同意后终止时的结算原样退回托管账户，合作回到终止前的状态${until ? `；请在${beijingDay(until)}前答复` : ''}`, true),
  );
};

const agreeRecovery = async (claims: TokenClaims, seat: Seat, side: Side, transition: TransitionDef<TerminationState>, payPassword: string | undefined, requestId: string | undefined, now: number): Promise<void> => {
  const { coop } = seat;
  const t = coop.termination!;
  const settled = t.settled!;
  await mustConsentToPay(claims, partyOf(coop, side), owedBy(t, side), payPassword);
  const [project, phases] = await Promise.all([getProject(coop.projectId), phasesOf(coop.projectId)]);
  if (!project) throw fail('PROJECT_NOT_FOUND');
  mustDecide(projectRegistry.of('project', project), 'recover', { state: project.state, roles: ['platform'] });
  const next: TerminationItem = { ...t, state: transition.to as TerminationState, recoveredAt: now, ...(requestId ? { recoveryRequestId: requestId } : {}) };
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
  // A delivery waiting for acceptance gets its full time again; a phase party B owes, its overdue timer (./matters.ts).
  const resumed = resumedPhaseSteps(running, now);
  const steps: Step[] = [
    step,
    ...projectWrites(project, { ...project, state: 'COOPERATING', updateTime: now }).writes,
    ...resumed.steps,
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
        // One recovery per settlement: a termination recovered and ended again (a dispute's ruling keeps its id) is
        // settled anew, and its recovery must not replay the first one's posting.
        requestId: `recover-${t.id}-${settled.time}`,
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
