/**
 * Party A's escrow (docs/cooperation.md): what escrow holds and what is due next, a phase funded, and the escrow's
 * posting from party A's wallet into the project's escrow account, written together with the phase it begins.
 */
import type { PhaseState } from '../../../shared/process/cooperation.js';
import type { TransitionDef } from '../../../shared/process/types.js';
import { projectRegistry } from '../../../shared/process/registries.js';
import { checkPayPassword } from '../../account/public.js';
import type { TokenClaims } from '../../lib/auth/token.js';
import { fail } from '../../lib/errors.js';
import { mustDecide } from '../../lib/process/run.js';
import { escrowAccountId, findPosting, LedgerBusy, LedgerRefusal, post, walletAccountId, walletOf, type PostingInput } from '../../wallet/public.js';
import { settle, tell } from '../events.js';
import type { Step } from '../store.js';
import type { CooperationItem, PhaseItem } from './model.js';
import { cooperationBacklog } from './backlog.js';
import { mustNotBeHeld } from './matters.js';
import { cooperationRecords } from './records.js';
import { loadSeat } from './seats.js';
import { phaseClock } from './starting.js';
import { cooperationStep, getCooperation, phasesOf, phaseSteps, recordStep } from './store.js';

/** What is still held in escrow (fen): funded, less what was paid out, kept as fees and returned. */
export const inEscrow = (c: Pick<CooperationItem, 'funded' | 'paid' | 'fees' | 'refunded'>): number => c.funded - c.paid - c.fees - c.refunded;

/** The phases not funded yet that will run (a phase a demand change removed never runs: ./changes.ts). */
const unfundedPhases = (phases: readonly PhaseItem[]): PhaseItem[] => phases.filter((p) => !p.funded && !p.removal?.done);

/** The escrow party A pays next: every unfunded phase (all at once), or the running one's (phase by phase). */
export const escrowDue = (coop: CooperationItem, phases: readonly PhaseItem[]): number => {
  const running = phases.find((p) => p.index === coop.current);
  if (!running || running.state !== 'UNFUNDED') return 0;
  return coop.escrowPlan === 'ALL_AT_ONCE' ? unfundedPhases(phases).reduce((sum, p) => sum + p.amount, 0) : running.amount;
};

/**
 * A phase funded at `now`: the running one (`fund`, its transition) begins — its clock starts — while under
 * ALL_AT_ONCE the later ones are only marked funded.
 */
export const fundedPhase = (phase: PhaseItem, coop: Pick<CooperationItem, 'startDate'>, fund: TransitionDef<PhaseState> | undefined, now: number): Omit<PhaseItem, 'pk' | 'sk' | 'rev'> =>
  fund ? { ...phase, funded: true, state: fund.to as PhaseState, ...phaseClock(phase, coop, now), updateTime: now } : { ...phase, funded: true, updateTime: now };

/** The escrow's posting: `due` from party A's wallet into the project's escrow account, with the funding's writes. */
export const escrowPosting = (coop: Pick<CooperationItem, 'projectId' | 'projectName'>, wallet: string, due: number, requestId: string, steps: readonly Step[]): PostingInput => ({
  scope: wallet,
  requestId,
  type: 'ESCROW',
  title: `托管费：${coop.projectName}`,
  bizId: coop.projectId,
  legs: [
    { accountId: wallet, available: -due, frozen: 0 },
    { accountId: escrowAccountId(coop.projectId), available: due, frozen: 0 },
  ],
  extra: { items: steps.map((s) => s.item), refusal: (index) => steps[index]?.refusal?.() ?? fail('STALE_DATA') },
});

/**
 * Party A pays the escrow due (the running phase's, or every unfunded phase's under ALL_AT_ONCE) from its wallet into
 * the project's escrow account, with its pay password; the phase begins in the same posting. Idempotent by requestId.
 */
export const payEscrow = async (claims: TokenClaims, input: { projectId: string; amount: number; payPassword: string; requestId: string }): Promise<CooperationItem> => {
  const seat = await loadSeat(claims, input.projectId);
  const wallet = await walletOf(claims);
  // A repeated request that already paid answers its first outcome (the phase has moved on meanwhile); a requestId
  // this wallet spent on something else moves nothing here.
  const earlier = seat.roles.includes('partyA') ? await findPosting(wallet, input.requestId) : undefined;
  if (earlier) {
    if (earlier.bizId !== input.projectId || earlier.type !== 'ESCROW') throw fail('REQUEST_ID_USED');
    return (await getCooperation(input.projectId)) ?? seat.coop;
  }
  const { coop } = seat;
  mustNotBeHeld(coop);
  const phases = await phasesOf(coop.projectId);
  const running = phases.find((p) => p.index === coop.current);
  if (!running) throw fail('PHASE_NOT_FOUND');
  const transition = mustDecide(projectRegistry.of('phase', running), 'fund', { state: running.state, roles: seat.roles });
  const due = escrowDue(coop, phases);
  if (due !== input.amount) throw fail('ESCROW_AMOUNT_CHANGED');
  if (wallet !== walletAccountId(coop.partyA.type, coop.partyA.id)) throw fail('NOT_WALLET_OPERATOR');
  await checkPayPassword(claims.userId, input.payPassword);

  const now = Date.now();
  const funding = coop.escrowPlan === 'ALL_AT_ONCE' ? unfundedPhases(phases) : [running];
  const steps: Step[] = [];
  for (const phase of funding) steps.push(...phaseSteps(phase, fundedPhase(phase, coop, phase.index === running.index ? transition : undefined, now), now).steps);
  const { item: nextCoop, step } = cooperationStep(coop, { ...coop, funded: coop.funded + due, updateTime: now });
  steps.push(step);
  steps.push(recordStep(coop.projectId, cooperationRecords.fund(coop, running.index, claims.userId, due, funding.length), now));
  try {
    const outcome = await post(escrowPosting(coop, wallet, due, input.requestId, steps));
    if (outcome.replayed) {
      if (outcome.bizId !== coop.projectId || outcome.type !== 'ESCROW') throw fail('REQUEST_ID_USED');
      return (await getCooperation(coop.projectId)) ?? coop;
    }
  } catch (error) {
    if (error instanceof LedgerRefusal) throw fail('INSUFFICIENT_BALANCE');
    if (error instanceof LedgerBusy) throw fail('LEDGER_BUSY');
    throw error;
  }
  await settle(coop.partyA, `${coop.projectId}#escrow#${running.index}`);
  await tell([
    { party: coop.partyA, event: 'project', projectId: coop.projectId, id: coop.projectId },
    {
      party: coop.partyB,
      event: 'project',
      projectId: coop.projectId,
      id: coop.projectId,
      backlog: cooperationBacklog.phaseStarted(coop, running, due),
    },
  ]);
  return nextCoop;
};
