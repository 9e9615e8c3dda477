/**
 * The dispute process through its routes, generated from its declaration (shared/process/dispute.ts): every transition
 * a person takes, from every state a dispute reaches, by party A, party B (the opener in these worlds) and the service
 * desk, answers as the engine decides — done when the process allows it (the dispute then in the declared state),
 * refused with the declared code when not — and the routes' doors come first: a desk call by a party is 403, a party's
 * call by desk staff (no side of the cooperation) 404, and a stranger gets one of those for every call. Each state is
 * reached through the API and the test clock (its platform transitions are timers). Refusals change nothing, so the
 * refused calls of a state share one dispute; each allowed call gets its own.
 */
import { ERRORS } from '../../shared/errors.js';
import { decide } from '../../shared/process/engine.js';
import { disputeProcess, type DisputeActor, type DisputeState } from '../../shared/process/dispute.js';
import type { RouteId } from '../../shared/routes/index.js';
import type { DisputeView } from '../../shared/schemas/cooperation-dispute.js';
import { call, type Answer } from '../support/api.js';
import { deskStaff, openAcceptanceDispute, takeDispute, twiceRefused, type Disputable } from '../support/disputes.js';
import { newRequestId } from '../support/money.js';
import { newPerson, type TestPerson } from '../support/people.js';
import { ok } from '../support/projects.js';

interface World extends Disputable {
  staff: TestPerson;
  disputeId: string;
}

/** The route of each transition a person takes, whether the desk's, and its input beyond the dispute. */
const ROUTES: Record<string, { id: RouteId; desk: boolean; extra?: () => Record<string, unknown> }> = {
  take: { id: 'project.desk.take', desk: true },
  submitEvidence: { id: 'project.dispute.evidence', desk: false, extra: () => ({ text: '补充的证据说明' }) },
  ask: { id: 'project.desk.ask', desk: true, extra: () => ({ to: 'both', text: '请双方补充说明' }) },
  closeEvidence: { id: 'project.desk.closeEvidence', desk: true },
  decide: { id: 'project.desk.decide', desk: true, extra: () => ({ ruling: 'REVISE', reason: '请继续修改', requestId: newRequestId() }) },
  withdraw: { id: 'project.dispute.withdraw', desk: false },
};

const personal = disputeProcess.transitions.filter((t) => !t.actors.includes('platform'));
const ACTORS = ['partyA', 'partyB', 'desk'] as const;
/** The states a dispute reaches; the party routes' world is opened by party B. */
const STATES = Object.keys(disputeProcess.states) as DisputeState[];

const detail = async (w: World) => ok<DisputeView>(await call('project.dispute.detail', { projectId: w.projectId, disputeId: w.disputeId }, w.partyB.token), 'detail');

/** A dispute opened by party B, taken to `state` through the API and the test clock. */
const worldIn = async (state: DisputeState): Promise<World> => {
  const [c, staff] = await Promise.all([twiceRefused(), deskStaff()]);
  const { id } = await openAcceptanceDispute(c, 'partyB');
  const w = { ...c, staff, disputeId: id };
  const named = { projectId: c.projectId, disputeId: id };
  if (state === 'WITHDRAWN') ok(await call('project.dispute.withdraw', named, c.partyB.token), 'withdraw');
  if (state === 'EVIDENCE' || state === 'DECIDING' || state === 'DECIDED' || state === 'CLOSED') await takeDispute(staff, c, id);
  if (state === 'DECIDING') ok(await call('project.desk.closeEvidence', named, staff.token), 'close evidence');
  if (state === 'DECIDED') ok(await call('project.desk.decide', { ...named, ruling: 'REVISE', reason: '继续修改', requestId: newRequestId() }, staff.token), 'decide');
  // The opener gave no evidence since the desk asked: its time ends and the dispute closes.
  if (state === 'CLOSED') ok(await call('project.devSweep', { now: (await detail(w)).evidenceDue! + 60_000, objectIds: [c.projectId] }), 'sweep');
  expect((await detail(w)).state).toBe(state);
  return w;
};

const personOf = (w: World, actor: DisputeActor): TestPerson => (actor === 'partyA' ? w.partyA : actor === 'partyB' ? w.partyB : w.staff);

const send = (w: World, name: string, as: TestPerson): Promise<Answer> => {
  const route = ROUTES[name]!;
  return call(route.id, { projectId: w.projectId, disputeId: w.disputeId, ...(route.extra?.() ?? {}) } as never, as.token);
};

/**
 * What a call answers: the route's door first (the desk's routes take desk staff only, 403; the parties' routes the
 * cooperation's sides only, 404 for desk staff), then the engine with the world's guards (party B opened it).
 */
const expected = (name: string, state: DisputeState, actor: DisputeActor): number => {
  const route = ROUTES[name]!;
  if (route.desk !== (actor === 'desk')) return route.desk ? 403 : 404;
  const decision = decide(disputeProcess, name, { state, roles: [actor], holds: (guard) => (guard === 'opener' ? actor === 'partyB' : true) });
  return decision.ok ? 200 : ERRORS[decision.error].code;
};

it('declares a route for every transition a person takes', () => {
  expect(Object.keys(ROUTES).sort()).toEqual(personal.map((t) => t.name).sort());
});

describe.each(STATES)('a dispute in %s', (state) => {
  const cases = personal.flatMap((t) => ACTORS.map((actor) => [t.name, actor] as const));
  const refused = cases.filter(([name, actor]) => expected(name, state, actor) !== 200);
  const allowed = cases.filter(([name, actor]) => expected(name, state, actor) === 200);

  it(`refuses what the process does not allow from ${state}, by each side and the desk, and a stranger everything`, { timeout: 120_000 }, async () => {
    const [w, stranger] = await Promise.all([worldIn(state), newPerson()]);
    const before = await detail(w);
    for (const [name, actor] of refused) {
      const answer = await send(w, name, personOf(w, actor));
      expect(answer.body.code, `${name} from ${state} by ${actor}: ${JSON.stringify(answer.body)}`).toBe(expected(name, state, actor));
    }
    for (const name of Object.keys(ROUTES)) expect([403, 404], `${name} by a stranger`).toContain((await send(w, name, stranger)).body.code);
    expect(await detail(w)).toEqual(before);
  });

  it.concurrent.each(allowed)(`takes %s from ${state} by %s, into the declared state`, { timeout: 120_000 }, async (name, actor) => {
    const w = await worldIn(state);
    const answer = await send(w, name, personOf(w, actor));
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
    const transition = disputeProcess.transitions.find((t) => t.name === name)!;
    expect((await detail(w)).state).toBe(transition.to ?? state);
  });
});
