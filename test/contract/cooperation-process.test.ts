/**
 * The phase process through its routes, generated from its declaration (shared/process/cooperation.ts): every
 * transition a side may call, from every state of a phase, by party A and by party B, answers as the engine decides —
 * done when the process allows it (and the phase is then in the declared state), refused with the declared code when
 * not — and a stranger gets 404 everywhere. Each state is built by its builder (test/support/states: the items a walk
 * through the API would leave, the escrow and the fee real postings; test/integration/cooperation-flow.test.ts walks
 * every path through the API). Refusals change nothing, so the refused calls of a state share one cooperation; each
 * allowed call gets its own. The postponement of an overdue phase (逾期延期) is generated the same way from its own
 * declaration, each state reached from a phase its timer marked overdue by the transitions that lead there.
 */
import { decide, waysIn } from '../../shared/process/engine.js';
import { phaseProcess, postponementProcess, type PhaseState, type PostponementState } from '../../shared/process/cooperation.js';
import type { ProjectActor } from '../../shared/process/project.js';
import { ERRORS } from '../../shared/errors.js';
import { negotiationFeeOf } from '../../shared/limits.js';
import type { CooperationDetail } from '../../shared/schemas/cooperation.js';
import { call, type Answer } from '../support/api.js';
import { coopInfo, passDeadline, type Agreed } from '../support/cooperation.js';
import { newRequestId, PAY_PASSWORD, setPayPassword } from '../support/money.js';
import { newPerson, type TestPerson } from '../support/people.js';
import { phaseIn, PHASE_WAYS } from '../support/states/index.js';

const TWO_PHASES = [
  { name: '设计', amount: 120_000, days: 5, deliverables: '设计稿' },
  { name: '开发', amount: 180_000, days: 10, deliverables: '源码' },
];

interface World extends Agreed {
  /** The phase the calls name: 1, or 2 for a phase not begun yet. */
  phase: number;
}

const TOTAL = TWO_PHASES.reduce((sum, p) => sum + p.amount, 0);

/**
 * A cooperation of two phases whose phase is in `state` (phase 2 for PENDING), built. Party A's wallet was recharged
 * with the fee and the whole amount, as test/support/cooperation.ts's walk does; where the process lets party A pay
 * the escrow, its pay password is set.
 */
const worldIn = async (state: PhaseState): Promise<World> => {
  const built = await phaseIn(state, { phases: TWO_PHASES, wallet: negotiationFeeOf(TOTAL) + TOTAL });
  if (decide(phaseProcess, 'fund', { state, roles: ['partyA'] }).ok) await setPayPassword(built.partyA);
  return { partyA: built.partyA, partyB: built.partyB, projectId: built.projectId, negotiationId: built.negotiationId!, phases: TWO_PHASES, phase: built.phase };
};

/** The route of each transition a side calls, and its input beyond the phase. */
const ROUTES: Record<string, { id: Parameters<typeof call>[0]; extra?: (w: World, detail: CooperationDetail) => Record<string, unknown> }> = {
  fund: { id: 'project.coop.payEscrow', extra: (_w, d) => ({ amount: d.escrowDue || 120_000, payPassword: PAY_PASSWORD, requestId: newRequestId() }) },
  goCheck: { id: 'project.coop.goCheck' },
  checkPass: { id: 'project.coop.checkPass' },
  checkNoPass: { id: 'project.coop.checkNoPass', extra: () => ({ reason: '请修改' }) },
  goCompile: { id: 'project.coop.goCompile' },
  goAssess: { id: 'project.coop.goAssess' },
  assessPass: { id: 'project.coop.assessPass' },
  assessNoPass: { id: 'project.coop.assessNoPass', extra: () => ({ reason: '请修改' }) },
  goAcceptance: { id: 'project.coop.goAcceptance' },
  syncModify: { id: 'project.coop.syncModify' },
  modifyAgain: { id: 'project.coop.modifyAgain' },
  acceptancePass: { id: 'project.coop.acceptancePass' },
  acceptanceNoPass: { id: 'project.coop.acceptanceNoPass', extra: () => ({ reason: '请修改' }) },
  ensureNoPass: { id: 'project.coop.ensureNoPass' },
};

const personal = phaseProcess.transitions.filter((t) => !t.actors.includes('platform'));
const ACTORS = ['partyA', 'partyB'] as const;

const send = (w: World, name: string, as: TestPerson, detail: CooperationDetail): Promise<Answer> => {
  const route = ROUTES[name]!;
  // Escrow names no phase: it pays what the cooperation waits for.
  const input = name === 'fund' ? { projectId: w.projectId, ...route.extra!(w, detail) } : { projectId: w.projectId, phase: w.phase, ...(route.extra?.(w, detail) ?? {}) };
  return call(route.id, input as never, as.token);
};

/** What the engine says of a transition from a state by an actor; escrow is the running phase's, so phase 2 waits. */
const expected = (name: string, state: PhaseState, actor: ProjectActor) => decide(phaseProcess, name, { state, roles: [actor], holds: () => true });

it('declares a route for every transition a side takes', () => {
  expect(Object.keys(ROUTES).sort()).toEqual(personal.map((t) => t.name).sort());
});

describe.each(Object.keys(PHASE_WAYS) as PhaseState[])('a phase in %s', (state) => {
  const cases = personal.flatMap((t) => ACTORS.map((actor) => [t.name, actor] as const));
  const refused = cases.filter(([name, actor]) => !expected(name, state, actor).ok);
  const allowed = cases.filter(([name, actor]) => expected(name, state, actor).ok);

  it(`refuses what the process does not allow from ${state}, by either side, and a stranger everything`, { timeout: 120_000 }, async () => {
    const [w, stranger] = await Promise.all([worldIn(state), newPerson()]);
    const before = await coopInfo(w);
    const phaseBefore = before.phases[w.phase - 1]!;
    for (const [name, actor] of refused) {
      // Escrow names no phase: it pays what the running phase waits for, so it is asked of worlds whose phase runs.
      if (name === 'fund' && before.current !== w.phase) continue;
      const decision = expected(name, state, actor);
      const answer = await send(w, name, actor === 'partyA' ? w.partyA : w.partyB, before);
      const code = decision.ok ? 200 : ERRORS[decision.error].code;
      expect(answer.body.code, `${name} from ${state} by ${actor}: ${JSON.stringify(answer.body)}`).toBe(code);
    }
    for (const name of Object.keys(ROUTES)) expect((await send(w, name, stranger, before)).body.code, `${name} by a stranger`).toBe(404);
    const after = await coopInfo(w);
    expect(after.phases[w.phase - 1]).toEqual(phaseBefore);
    expect(after.money).toEqual(before.money);
  });

  it.concurrent.each(allowed)(`takes %s from ${state} by %s, into the declared state`, { timeout: 120_000 }, async (name, actor) => {
    const w = await worldIn(state);
    const detail = await coopInfo(w);
    const answer = await send(w, name, actor === 'partyA' ? w.partyA : w.partyB, detail);
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
    const transition = phaseProcess.transitions.find((t) => t.name === name)!;
    expect((await coopInfo(w)).phases[w.phase - 1]!.state).toBe(transition.to ?? state);
  });
});

// ---------------------------------------------------------------- the postponement of an overdue phase (逾期延期)

const DAY = 86_400_000;

/** The route of each postponement transition, and its input beyond the phase. */
const POSTPONE_ROUTES: Record<string, { id: Parameters<typeof call>[0]; extra?: () => Record<string, unknown> }> = {
  // After the deadline that passed (the terms' days from the agreed start), well within the 180 days allowed.
  askPostpone: { id: 'project.coop.askPostpone', extra: () => ({ dueTime: Date.now() + 100 * DAY, reason: '需要更多时间' }) },
  agreePostpone: { id: 'project.coop.agreePostpone' },
  refusePostpone: { id: 'project.coop.refusePostpone', extra: () => ({ reason: '不同意延期' }) },
};

const postponing = postponementProcess.transitions.filter((t) => !t.actors.includes('platform'));
const POSTPONE_WAYS = waysIn(postponementProcess);

const sendPostpone = (w: World, name: string, as: TestPerson): Promise<Answer> => {
  const route = POSTPONE_ROUTES[name]!;
  return call(route.id, { projectId: w.projectId, phase: w.phase, ...(route.extra?.() ?? {}) } as never, as.token);
};

/** A cooperation whose phase 1 (编写中) passed its deadline (its timer marked it), its postponement then taken to `state`. */
const overdueWorldIn = async (state: PostponementState): Promise<World> => {
  const w = await worldIn('COMPILING');
  await passDeadline(w);
  for (const t of POSTPONE_WAYS.get(state) ?? []) {
    const answer = await sendPostpone(w, t.name, t.actors.includes('partyA') ? w.partyA : w.partyB);
    expect(answer.body.code, `${t.name}: ${JSON.stringify(answer.body)}`).toBe(200);
  }
  return w;
};

const postponementOf = async (w: World) => (await coopInfo(w)).phases[w.phase - 1]!.overdue?.state;

it('declares a route for every postponement transition a side takes', () => {
  expect(Object.keys(POSTPONE_ROUTES).sort()).toEqual(postponing.map((t) => t.name).sort());
});

describe.each([...POSTPONE_WAYS.keys()])('an overdue phase’s postponement in %s', (state) => {
  const cases = postponing.flatMap((t) => ACTORS.map((actor) => [t.name, actor] as const));
  const expectedOf = (name: string, actor: ProjectActor) => decide(postponementProcess, name, { state, roles: [actor] });
  const refused = cases.filter(([name, actor]) => !expectedOf(name, actor).ok);
  const allowed = cases.filter(([name, actor]) => expectedOf(name, actor).ok);

  it(`refuses what the process does not allow from ${state}, by either side, and a stranger everything`, { timeout: 120_000 }, async () => {
    const [w, stranger] = await Promise.all([overdueWorldIn(state), newPerson()]);
    const before = await coopInfo(w);
    for (const [name, actor] of refused) {
      const decision = expectedOf(name, actor);
      const answer = await sendPostpone(w, name, actor === 'partyA' ? w.partyA : w.partyB);
      expect(answer.body.code, `${name} from ${state} by ${actor}: ${JSON.stringify(answer.body)}`).toBe(decision.ok ? 200 : ERRORS[decision.error].code);
    }
    for (const name of Object.keys(POSTPONE_ROUTES)) expect((await sendPostpone(w, name, stranger)).body.code, `${name} by a stranger`).toBe(404);
    expect((await coopInfo(w)).phases[w.phase - 1]).toEqual(before.phases[w.phase - 1]);
  });

  it.concurrent.each(allowed)(`takes %s from ${state} by %s, into the declared state`, { timeout: 120_000 }, async (name, actor) => {
    const w = await overdueWorldIn(state);
    const answer = await sendPostpone(w, name, actor === 'partyA' ? w.partyA : w.partyB);
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
    expect(await postponementOf(w)).toBe(postponementProcess.transitions.find((t) => t.name === name)!.to ?? state);
  });
});
