/**
 * The demand change process through its routes, generated from its declaration (shared/process/change.ts): every
 * transition a side may call, from every state of a change, by party A and by party B, answers as the engine decides
 * — done when the process allows it (the change then in the declared state), refused with the declared code when not —
 * and a stranger gets 404 everywhere. Each state is reached from a funded cooperation of two phases (test/support/
 * cooperation.ts's items) by the transitions that lead there, through the routes and the test clock; the terms
 * proposed make phase 1, funded, dearer, so an agreement waits for party A's supplement (已同意) as the declaration's
 * way says. A proposal is decided against the change open, or `NONE` when the last one closed (it starts a new change);
 * in `NONE` the other calls name no change and are answered 404. A cooperation whose phases began on the previous
 * phase process version goes through the same transitions, its phases keeping their version.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { decide } from '../../shared/process/engine.js';
import { demandChangeProcess, type ChangeState } from '../../shared/process/change.js';
import type { ProjectActor } from '../../shared/process/project.js';
import { ERRORS } from '../../shared/errors.js';
import type { ChangeView } from '../../shared/schemas/cooperation-change.js';
import { ddb, table } from '../../functions/lib/store/client.js';
import { phaseKey } from '../../functions/project/cooperation/model.js';
import { getPhase } from '../../functions/project/cooperation/store.js';
import { call, type Answer } from '../support/api.js';
import { agreeChange, paySupplement, proposeChange, queryChange, termsInForce } from '../support/changes.js';
import { fundedCooperation, type Agreed } from '../support/cooperation.js';
import { newRequestId, PAY_PASSWORD } from '../support/money.js';
import { newPerson, type TestPerson } from '../support/people.js';
import { ok } from '../support/projects.js';

const TWO_PHASES = [
  { name: '设计', amount: 120_000, days: 5, deliverables: '设计稿' },
  { name: '开发', amount: 180_000, days: 10, deliverables: '源码' },
];
/** What the proposed terms add to phase 1: the supplement an agreement waits for. */
const MORE = 10_000;
const NO_CHANGE = '01JAAAAAAAAAAAAAAAAAAAAAAA';

interface World extends Agreed {
  change?: ChangeView;
}

type Call = 'start' | 'agree' | 'refuse' | 'cancel' | 'leaderCancel' | 'supplement';

/** The transition each route is, by the side that calls it. */
const TRANSITION: Record<Call, (actor: 'partyA' | 'partyB') => string> = {
  start: (a) => (a === 'partyA' ? 'proposeByA' : 'proposeByB'),
  agree: (a) => (a === 'partyA' ? 'agreeByA' : 'agreeByB'),
  refuse: (a) => (a === 'partyA' ? 'refuseByA' : 'refuseByB'),
  cancel: () => 'cancelByA',
  leaderCancel: () => 'cancelByB',
  supplement: () => 'paySupplement',
};

const send = async (w: World, name: Call, as: TestPerson): Promise<Answer> => {
  const projectId = w.projectId;
  const changeId = w.change?.id ?? NO_CHANGE;
  switch (name) {
    case 'start': {
      const { termsVersion } = await queryChange(w);
      const [first, ...rest] = await termsInForce(w);
      return call('project.coop.startChange', { projectId, version: termsVersion, phases: [{ ...first!, amount: first!.amount + MORE }, ...rest], reason: '调整' }, as.token);
    }
    case 'agree':
      return call('project.coop.agreeChange', { projectId, changeId }, as.token);
    case 'refuse':
      return call('project.coop.refuseChange', { projectId, changeId, reason: '不同意' }, as.token);
    case 'cancel':
      return call('project.coop.cancelChange', { projectId, changeId }, as.token);
    case 'leaderCancel':
      return call('project.coop.leaderCancelChange', { projectId, changeId }, as.token);
    case 'supplement':
      return call('project.coop.changeSupplement', { projectId, changeId, amount: MORE, payPassword: PAY_PASSWORD, requestId: newRequestId() }, as.token);
  }
};

/** A funded cooperation of two phases whose change is in `state` (none for `NONE`), reached by the way there. */
const worldIn = async (state: ChangeState): Promise<World> => {
  const c = await fundedCooperation({ phases: TWO_PHASES, via: 'items' });
  if (state === 'NONE') return c;
  const edit = ([first, ...rest]: Awaited<ReturnType<typeof termsInForce>>) => [{ ...first!, amount: first!.amount + MORE }, ...rest];
  let change = await proposeChange(c, state === 'B_PROPOSED' ? 'partyB' : 'partyA', edit);
  const as = (side: 'partyA' | 'partyB') => (side === 'partyA' ? c.partyA : c.partyB);
  if (state === 'AGREED' || state === 'EFFECTIVE') change = await agreeChange(c, change);
  if (state === 'EFFECTIVE') change = await paySupplement(c, change);
  if (state === 'REFUSED') change = ok<ChangeView>(await call('project.coop.refuseChange', { projectId: c.projectId, changeId: change.id, reason: '不同意' }, as('partyB').token), 'refuse');
  if (state === 'CANCELLED') change = ok<ChangeView>(await call('project.coop.cancelChange', { projectId: c.projectId, changeId: change.id }, as('partyA').token), 'cancel');
  if (state === 'EXPIRED') {
    ok(await call('project.devSweep', { now: change.expireAt! + 60_000, objectIds: [c.projectId] }), 'sweep');
    change = (await queryChange(c)).change!;
  }
  expect(change.state).toBe(state);
  return { ...c, change };
};

/** The state a call of the world is decided from: a proposal against the change open (`NONE` once it closed). */
const stateFor = (name: Call, state: ChangeState): ChangeState =>
  name === 'start' && (state === 'NONE' || demandChangeProcess.states[state].final) ? 'NONE' : state;

const expected = (name: Call, state: ChangeState, actor: ProjectActor) => decide(demandChangeProcess, TRANSITION[name](actor as 'partyA' | 'partyB'), { state: stateFor(name, state), roles: [actor], holds: () => true });

const CALLS = Object.keys(TRANSITION) as Call[];
const ACTORS = ['partyA', 'partyB'] as const;
const personal = demandChangeProcess.transitions.filter((t) => !t.actors.includes('platform'));

it('declares a route for every transition a side takes', () => {
  const routed = new Set(CALLS.flatMap((c) => ACTORS.map((a) => TRANSITION[c](a))));
  expect([...routed].sort()).toEqual(personal.map((t) => t.name).sort());
});

describe.each(Object.keys(demandChangeProcess.states) as ChangeState[])('a change in %s', (state) => {
  const cases = CALLS.flatMap((name) => ACTORS.map((actor) => [name, actor] as const));
  const refused = cases.filter(([name, actor]) => !expected(name, state, actor).ok);
  const allowed = cases.filter(([name, actor]) => expected(name, state, actor).ok);

  it(`refuses what the process does not allow from ${state}, by either side, and a stranger everything`, { timeout: 120_000 }, async () => {
    const [w, stranger] = await Promise.all([worldIn(state), newPerson()]);
    const before = await queryChange(w);
    for (const [name, actor] of refused) {
      const decision = expected(name, state, actor);
      const answer = await send(w, name, actor === 'partyA' ? w.partyA : w.partyB);
      // In NONE no change exists: every call but a proposal names none.
      const code = state === 'NONE' && name !== 'start' ? 404 : decision.ok ? 200 : ERRORS[decision.error].code;
      expect(answer.body.code, `${name} from ${state} by ${actor}: ${JSON.stringify(answer.body)}`).toBe(code);
    }
    for (const name of CALLS) expect((await send(w, name, stranger)).body.code, `${name} by a stranger`).toBe(404);
    expect(await queryChange(w)).toEqual(before);
  });

  it.concurrent.each(allowed)(`takes %s from ${state} by %s, into the declared state`, { timeout: 120_000 }, async (name, actor) => {
    const w = await worldIn(state);
    const answer = await send(w, name, actor === 'partyA' ? w.partyA : w.partyB);
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
    const transition = demandChangeProcess.transitions.find((t) => t.name === TRANSITION[name](actor))!;
    expect((await queryChange(w)).change!.state).toBe(transition.to ?? state);
  });
});

// ---------------------------------------------------------------- a cooperation whose phases began on an earlier phase process

describe('a change of a cooperation whose phases began on phase process version 2', () => {
  it('is proposed, agreed and paid through the same transitions, its kept phases staying on their version', { timeout: 120_000 }, async () => {
    const w = await worldIn('NONE');
    for (const index of [1, 2]) await ddb.send(new UpdateCommand({ TableName: table(), Key: phaseKey(w.projectId, index), UpdateExpression: 'SET processVersion = :v', ExpressionAttributeValues: { ':v': 2 } }));
    const proposed = await proposeChange(w, 'partyA', ([first, ...rest]) => [{ ...first!, amount: first!.amount + MORE }, ...rest]);
    expect(proposed.state).toBe('A_PROPOSED');
    // The phases are held under their own version's rules too.
    expect((await call('project.coop.goCheck', { projectId: w.projectId, phase: 1 }, w.partyB.token)).body.code).toBe(ERRORS.COOPERATION_HELD.code);
    expect((await paySupplement(w, await agreeChange(w, proposed))).state).toBe('EFFECTIVE');
    expect((await getPhase(w.projectId, 1))).toMatchObject({ processVersion: 2, amount: TWO_PHASES[0]!.amount + MORE });
    expect((await call('project.coop.goCheck', { projectId: w.projectId, phase: 1 }, w.partyB.token)).body.code).toBe(200);
  });
});
