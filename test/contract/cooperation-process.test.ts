/**
 * The phase process through its routes, generated from its declaration (shared/process/cooperation.ts): every
 * transition a side may call, from every state of a phase, by party A and by party B, answers as the engine decides —
 * done when the process allows it (and the phase is then in the declared state), refused with the declared code when
 * not — and a stranger gets 404 everywhere. Refusals change nothing, so the refused calls of a state share one
 * cooperation; each allowed call gets its own.
 */
import { decide } from '../../shared/process/engine.js';
import { phaseProcess, type PhaseState } from '../../shared/process/cooperation.js';
import type { Actor } from '../../shared/process/types.js';
import { ERRORS } from '../../shared/errors.js';
import type { CooperationDetail } from '../../shared/schemas/cooperation.js';
import { call, type Answer } from '../support/api.js';
import { coopInfo, fundedCooperation, startedCooperation, type Agreed } from '../support/cooperation.js';
import { newRequestId, PAY_PASSWORD } from '../support/money.js';
import { newPerson, type TestPerson } from '../support/people.js';
import { ok } from '../support/projects.js';

const TWO_PHASES = [
  { name: '设计', amount: 120_000, days: 5, deliverables: '设计稿' },
  { name: '开发', amount: 180_000, days: 10, deliverables: '源码' },
];

interface World extends Agreed {
  /** The phase the calls name: 1, or 2 for a phase not begun yet. */
  phase: number;
}

const move = (w: World, id: Parameters<typeof call>[0], by: 'A' | 'B', extra: Record<string, unknown> = {}) =>
  call(id, { projectId: w.projectId, phase: w.phase, ...extra } as never, (by === 'A' ? w.partyA : w.partyB).token).then((a) => ok(a, String(id)));

/** Ways into each state of phase 1 (or phase 2 for PENDING), through the routes. */
const WAYS: Record<PhaseState, () => Promise<World>> = {
  PENDING: async () => ({ ...(await startedCooperation({ phases: TWO_PHASES })), phase: 2 }),
  UNFUNDED: async () => ({ ...(await startedCooperation({ phases: TWO_PHASES })), phase: 1 }),
  COMPILING: async () => ({ ...(await fundedCooperation({ phases: TWO_PHASES })), phase: 1 }),
  CHECKING: async () => {
    const w = await WAYS.COMPILING();
    await move(w, 'project.coop.goCheck', 'B');
    return w;
  },
  CHECKED: async () => {
    const w = await WAYS.CHECKING();
    await move(w, 'project.coop.checkPass', 'B');
    return w;
  },
  ASSESSING: async () => {
    const w = await WAYS.CHECKED();
    await move(w, 'project.coop.goAssess', 'B');
    return w;
  },
  ACCEPTING: async () => {
    const w = await WAYS.CHECKED();
    await move(w, 'project.coop.goAcceptance', 'B');
    return w;
  },
  REJECTED: async () => {
    const w = await WAYS.ACCEPTING();
    await move(w, 'project.coop.acceptanceNoPass', 'A', { reason: '不符合要求' });
    return w;
  },
  ACCEPTED: async () => {
    const w = await WAYS.ACCEPTING();
    await move(w, 'project.coop.acceptancePass', 'A');
    return w;
  },
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
const expected = (name: string, state: PhaseState, actor: Actor) => decide(phaseProcess, name, { state, roles: [actor], holds: () => true });

it('declares a route for every transition a side takes', () => {
  expect(Object.keys(ROUTES).sort()).toEqual(personal.map((t) => t.name).sort());
});

describe.each(Object.keys(WAYS) as PhaseState[])('a phase in %s', (state) => {
  const cases = personal.flatMap((t) => ACTORS.map((actor) => [t.name, actor] as const));
  const refused = cases.filter(([name, actor]) => !expected(name, state, actor).ok);
  const allowed = cases.filter(([name, actor]) => expected(name, state, actor).ok);

  it(`refuses what the process does not allow from ${state}, by either side, and a stranger everything`, { timeout: 120_000 }, async () => {
    const [w, stranger] = await Promise.all([WAYS[state](), newPerson()]);
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
    const w = await WAYS[state]();
    const detail = await coopInfo(w);
    const answer = await send(w, name, actor === 'partyA' ? w.partyA : w.partyB, detail);
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
    const transition = phaseProcess.transitions.find((t) => t.name === name)!;
    expect((await coopInfo(w)).phases[w.phase - 1]!.state).toBe(transition.to ?? state);
  });
});
