/** Termination by agreement and recovery through the HTTP routes (test/integration/cooperation-termination.test.ts). */
import type { TerminationAnswer } from '../../shared/schemas/termination.js';
import { call } from './api.js';
import type { Agreed } from './cooperation.js';
import { newRequestId, PAY_PASSWORD } from './money.js';
import { ok } from './projects.js';

type Side = 'partyA' | 'partyB';
type Coop = Pick<Agreed, 'projectId' | 'partyA' | 'partyB'>;

/** What the caller may start and the termination as it stands (can_select_change_and_terminate). */
export const terminationOf = async (c: Coop, as: Side = 'partyA'): Promise<TerminationAnswer> =>
  ok<TerminationAnswer>(await call('project.coop.canSelect', { projectId: c.projectId }, c[as].token), 'can select');

/** `by` opens a termination (a negotiation, a direct request, or party B's leader's) with party B's share `toB` of what escrow holds now. */
export const proposeTermination = async (c: Coop, by: Side, toB: number, opening: 'negotiate' | 'request' | 'leader' = 'negotiate', reason = '需求取消，双方协商终止'): Promise<TerminationAnswer> => {
  const { inEscrow } = await terminationOf(c, by);
  const id = opening === 'negotiate' ? 'project.coop.startTerminateNegotiate' : opening === 'request' ? 'project.coop.startTerminate' : 'project.coop.leaderTerminate';
  return ok<TerminationAnswer>(await call(id, { projectId: c.projectId, reason, toB, escrow: inEscrow }, c[by].token), id);
};

/** `by` agrees to the termination's newest proposal (the split posts). */
export const agreeToTerminate = async (c: Coop, by: Side, requestId = newRequestId()): Promise<TerminationAnswer> => {
  const { termination } = await terminationOf(c, by);
  return ok<TerminationAnswer>(await call('project.coop.agreeTerminate', { projectId: c.projectId, version: termination!.proposal.version, requestId }, c[by].token), 'agree terminate');
};

/** A cooperation terminated on party A's proposal (party B's share `toB`), agreed by party B. */
export const terminate = async (c: Coop, toB: number): Promise<TerminationAnswer> => {
  await proposeTermination(c, 'partyA', toB);
  return agreeToTerminate(c, 'partyB');
};

/** `by` asks to recover the terminated cooperation (with its pay password: it returns money). */
export const askRecovery = async (c: Coop, by: Side): Promise<TerminationAnswer> =>
  ok<TerminationAnswer>(await call('project.coop.recover', { projectId: c.projectId, payPassword: PAY_PASSWORD }, c[by].token), 'ask recovery');
