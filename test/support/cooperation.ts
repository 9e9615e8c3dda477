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

type AgreedOptions = { partyA?: TestPerson; partyB?: TestPerson; phases?: Phase[]; escrowPlan?: 'ALL_AT_ONCE' | 'PER_PHASE'; startDate?: number; spare?: number };

/**
 * How a helper gets its cooperation: walked through the API (the default: the integration tests walk every path), or
 * with `via: 'items'` written as that walk leaves it (test/support/states: for tests that only need it in its state —
 * the authorization matrix's scenarios). `payPassword: false` leaves party A's pay password unset, for a test that
 * pays nothing (items only: the walk pays the fee with it).
 */
export type Via = { via?: 'api' | 'items'; payPassword?: boolean };

/** The state a helper's cooperation is built in, its way told by test/support/states with the helper's options. */
const fromItems = async (state: 'AGREED' | 'COOPERATING' | 'COMPILING', options: AgreedOptions & Via): Promise<Agreed> => {
  const { build, PHASE_WAYS, PROJECT_WAYS } = await import('./states/index.js');
  const phases = options.phases ?? demandFields().phases;
  const total = phases.reduce((s, p) => s + p.amount, 0);
  const stateOptions = { partyA: options.partyA, partyB: options.partyB, phases, escrowPlan: options.escrowPlan, message: '申请合作', wallet: negotiationFeeOf(total) + (options.spare ?? total) };
  const moves = state === 'COMPILING' ? PHASE_WAYS.COMPILING(stateOptions, phases) : PROJECT_WAYS[state](stateOptions, phases);
  const built = await build(moves, stateOptions);
  if (options.payPassword !== false) await setPayPassword(built.partyA);
  return { partyA: built.partyA, partyB: built.partyB, projectId: built.projectId, negotiationId: built.negotiationId!, phases };
};

/**
 * A project party A and party B agreed on: released with `phases`, party B applied, party A accepted, party B
 * confirmed (with `escrowPlan` if not phase by phase, or `startDate`: party A proposed them first), party A paid the fee. Party A's pay
 * password is set and its wallet holds `spare` fen more than the fee (for the escrow).
 */
export const agreedProject = async (options: AgreedOptions & Via = {}): Promise<Agreed> => {
  if (options.via === 'items') return fromItems('AGREED', options);
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
  if (options.escrowPlan === 'ALL_AT_ONCE' || options.startDate !== undefined) {
    const terms = { phases, startDate: options.startDate ?? Date.now() + 86_400_000, escrowPlan: options.escrowPlan ?? 'PER_PHASE', remark: '' };
    version = ok<NegotiationDetail>(await call('project.propose', { id: negotiationId!, version, terms }, partyA.token), 'propose').version;
  }
  ok(await call('project.confirm', { id: negotiationId!, version }, partyB.token), 'confirm');
  ok(await call('project.payFee', { id: negotiationId!, version, payPassword: PAY_PASSWORD, requestId: newRequestId() }, partyA.token), 'pay fee');
  return { partyA, partyB, projectId: project.projectId, negotiationId: negotiationId!, phases };
};

/**
 * A cooperation party A started (its first phase waits for escrow), with its detail as party A reads it — except built
 * from items, where nobody has read it yet (the tests that build from items only need the state; coopInfo reads it).
 */
export function startedCooperation(options: AgreedOptions & Via & { via: 'items' }): Promise<Agreed>;
export function startedCooperation(options?: AgreedOptions & Via): Promise<Agreed & { detail: CooperationDetail }>;
export async function startedCooperation(options: AgreedOptions & Via = {}): Promise<Agreed & { detail?: CooperationDetail }> {
  if (options.via === 'items') return fromItems('COOPERATING', options);
  const agreed = await agreedProject(options);
  const detail = ok<CooperationDetail>(await call('project.coop.start', { projectId: agreed.projectId }, agreed.partyA.token), 'start');
  return { ...agreed, detail };
}

/** Party A pays the escrow the cooperation waits for; answers the detail after. */
export const payEscrow = async (c: Agreed, requestId = newRequestId()): Promise<CooperationDetail> => {
  const before = ok<CooperationDetail>(await call('project.coop.info', { projectId: c.projectId }, c.partyA.token), 'info');
  return ok<CooperationDetail>(await call('project.coop.payEscrow', { projectId: c.projectId, amount: before.escrowDue, payPassword: PAY_PASSWORD, requestId }, c.partyA.token), 'pay escrow');
};

/** A started cooperation whose first phase is funded and being written (its detail as startedCooperation's). */
export function fundedCooperation(options: AgreedOptions & Via & { via: 'items' }): Promise<Agreed>;
export function fundedCooperation(options?: AgreedOptions & Via): Promise<Agreed & { detail: CooperationDetail }>;
export async function fundedCooperation(options: AgreedOptions & Via = {}): Promise<Agreed & { detail?: CooperationDetail }> {
  if (options.via === 'items') return fromItems('COMPILING', options);
  const started = await startedCooperation(options);
  const detail = await payEscrow(started);
  return { ...started, detail };
}

/** Party B takes the running phase to acceptance: check, pass, deliver. */
export const deliverPhase = async (c: Agreed, phase: number): Promise<void> => {
  for (const move of ['project.coop.goCheck', 'project.coop.checkPass', 'project.coop.goAcceptance'] as const) ok(await call(move, { projectId: c.projectId, phase }, c.partyB.token), move);
};

export const coopInfo = (c: Agreed, as: TestPerson = c.partyA) => call<CooperationDetail>('project.coop.info', { projectId: c.projectId }, as.token).then((a) => ok<CooperationDetail>(a, 'info'));

/**
 * The running phase's deadline passed on the test clock: the local stage's sweep fires the cooperation's timers a
 * minute after the phase's `dueTime` (its overdue timer marks it, docs/cooperation.md "Overdue and postponement").
 * Answers the deadline that passed.
 */
export const passDeadline = async (c: Pick<Agreed, 'projectId' | 'partyA'>): Promise<number> => {
  const detail = await coopInfo(c as Agreed);
  const due = detail.phases.find((p) => p.index === detail.current)!.dueTime!;
  ok(await call('project.devSweep', { now: due + 60_000, objectIds: [c.projectId] }), 'sweep');
  return due;
};

/** Party B asks to postpone the overdue phase 1 to `dueTime` (by default ten days after the deadline that passed). */
export const askPostpone = async (c: Pick<Agreed, 'projectId' | 'partyA' | 'partyB'>, dueTime?: number, reason = '需求有变化，需要更多时间') => {
  const due = dueTime ?? (await coopInfo(c as Agreed)).phases[0]!.dueTime! + 10 * 86_400_000;
  return ok(await call('project.coop.askPostpone', { projectId: c.projectId, phase: 1, dueTime: due, reason }, c.partyB.token), 'ask postpone');
};
