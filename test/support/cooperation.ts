/** Projects II through the HTTP routes, as a client would (test/integration/cooperation-*.test.ts). */
import type { CooperationDetail } from '../../shared/schemas/cooperation.js';
import type { NegotiationDetail, RequestCard } from '../../shared/schemas/project.js';
import { negotiationFeeOf } from '../../shared/limits.js';
import { call } from './api.js';
import { fundWallet, newRequestId, PAY_PASSWORD, setPayPassword } from './money.js';
import { newPerson, type TestPerson } from './people.js';
import { demandFields, ok, releasedProject } from './projects.js';

type Phase = { name: string; amount: number; days: number; deliverables: string };

export interface Agreed {
  partyA: TestPerson;
  partyB: TestPerson;
  projectId: string;
  negotiationId: string;
  phases: Phase[];
}

/**
 * A project party A and party B agreed on: released with `phases`, party B applied, party A accepted, party B
 * confirmed (with `escrowPlan` if not phase by phase: party A proposed it first), party A paid the fee. Party A's pay
 * password is set and its wallet holds `spare` fen more than the fee (for the escrow).
 */
export const agreedProject = async (options: { partyA?: TestPerson; partyB?: TestPerson; phases?: Phase[]; escrowPlan?: 'ALL_AT_ONCE' | 'PER_PHASE'; spare?: number } = {}): Promise<Agreed> => {
  const [partyA, partyB] = await Promise.all([options.partyA ?? newPerson(), options.partyB ?? newPerson()]);
  const phases = options.phases ?? demandFields().phases;
  const total = phases.reduce((s, p) => s + p.amount, 0);
  const [project] = await Promise.all([
    releasedProject(partyA, { phases }),
    setPayPassword(partyA),
    fundWallet(partyA, negotiationFeeOf(total) + (options.spare ?? total)),
  ]);
  const { id } = ok<{ id: string }>(await call('project.apply', { projectId: project.projectId, message: '申请合作' }, partyB.token), 'apply');
  const { negotiationId } = ok<RequestCard>(await call('project.answerRequest', { id, action: 'accept' }, partyA.token), 'accept');
  let version = 1;
  if (options.escrowPlan === 'ALL_AT_ONCE') {
    const terms = { phases, startDate: Date.now() + 86_400_000, escrowPlan: 'ALL_AT_ONCE' as const, remark: '' };
    version = ok<NegotiationDetail>(await call('project.propose', { id: negotiationId!, version, terms }, partyA.token), 'propose').version;
  }
  ok(await call('project.confirm', { id: negotiationId!, version }, partyB.token), 'confirm');
  ok(await call('project.payFee', { id: negotiationId!, version, payPassword: PAY_PASSWORD, requestId: newRequestId() }, partyA.token), 'pay fee');
  return { partyA, partyB, projectId: project.projectId, negotiationId: negotiationId!, phases };
};

/** A cooperation party A started (its first phase waits for escrow). */
export const startedCooperation = async (options: Parameters<typeof agreedProject>[0] = {}): Promise<Agreed & { detail: CooperationDetail }> => {
  const agreed = await agreedProject(options);
  const detail = ok<CooperationDetail>(await call('project.coop.start', { projectId: agreed.projectId }, agreed.partyA.token), 'start');
  return { ...agreed, detail };
};

/** Party A pays the escrow the cooperation waits for; answers the detail after. */
export const payEscrow = async (c: Agreed, requestId = newRequestId()): Promise<CooperationDetail> => {
  const before = ok<CooperationDetail>(await call('project.coop.info', { projectId: c.projectId }, c.partyA.token), 'info');
  return ok<CooperationDetail>(await call('project.coop.payEscrow', { projectId: c.projectId, amount: before.escrowDue, payPassword: PAY_PASSWORD, requestId }, c.partyA.token), 'pay escrow');
};

/** A started cooperation whose first phase is funded and being written. */
export const fundedCooperation = async (options: Parameters<typeof agreedProject>[0] = {}) => {
  const started = await startedCooperation(options);
  const detail = await payEscrow(started);
  return { ...started, detail };
};

/** Party B takes the running phase to acceptance: check, pass, deliver. */
export const deliverPhase = async (c: Agreed, phase: number): Promise<void> => {
  for (const move of ['project.coop.goCheck', 'project.coop.checkPass', 'project.coop.goAcceptance'] as const) ok(await call(move, { projectId: c.projectId, phase }, c.partyB.token), move);
};

export const coopInfo = (c: Agreed, as: TestPerson = c.partyA) => call<CooperationDetail>('project.coop.info', { projectId: c.projectId }, as.token).then((a) => ok<CooperationDetail>(a, 'info'));
