/**
 * The termination process through its routes, generated from its declaration (shared/process/termination.ts): from
 * every state a cooperation's termination reaches (each driven there by the engine's `waysIn`: the routes, the test
 * clock's sweep for the timer), every route of a move by party A and by party B answers as the engine decides for
 * the transition that side's call takes — done into the declared state when allowed, refused with the declared code
 * and nothing changed when not — and a stranger gets 404 everywhere. The platform's decision (a dispute's,
 * `terminateWithSplit`) from every state; and the project process's version 1 (every project before issue 30) upgraded
 * to version 2 in the write that terminates it.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { decide, waysIn } from '../../shared/process/engine.js';
import { projectProcess } from '../../shared/process/project.js';
import { terminationProcess, type TerminationState } from '../../shared/process/termination.js';
import { ERRORS } from '../../shared/errors.js';
import { TERMINATION_LIMITS } from '../../shared/limits.js';
import type { TerminationAnswer } from '../../shared/schemas/termination.js';
import { ddb, table } from '../../functions/lib/store/client.js';
import { getCooperation } from '../../functions/project/cooperation/store.js';
import { terminateWithSplit } from '../../functions/project/cooperation/termination.js';
import { projectKey } from '../../functions/project/keys.js';
import { getProject } from '../../functions/project/store.js';
import { call, type Answer } from '../support/api.js';
import { fundedCooperation, type Agreed } from '../support/cooperation.js';
import { newRequestId, PAY_PASSWORD, setPayPassword } from '../support/money.js';
import { newPerson, type TestPerson } from '../support/people.js';
import { ok } from '../support/projects.js';

const DAY = 86_400_000;
const ONE_PHASE = [{ name: '开发', amount: 300_000, days: 10, deliverables: '源码' }];
const ESCROW = 300_000;
type Side = 'partyA' | 'partyB';
const SIDES = ['partyA', 'partyB'] as const;

/** Each route of a side's move, the transition it takes for each side, and its input beyond the project. */
const ROUTES: Record<string, { id: Parameters<typeof call>[0]; takes: Record<Side, string>; input: (version: number) => Record<string, unknown> }> = {
  negotiate: { id: 'project.coop.startTerminateNegotiate', takes: { partyA: 'negotiateByA', partyB: 'negotiateByB' }, input: () => ({ reason: '协商终止', toB: 100_000, escrow: ESCROW }) },
  request: { id: 'project.coop.startTerminate', takes: { partyA: 'requestByA', partyB: 'requestByB' }, input: () => ({ reason: '申请终止', toB: 100_000, escrow: ESCROW }) },
  leader: { id: 'project.coop.leaderTerminate', takes: { partyA: 'requestByB', partyB: 'requestByB' }, input: () => ({ reason: '负责人终止', toB: 100_000, escrow: ESCROW }) },
  counter: { id: 'project.coop.terminateNegotiate', takes: { partyA: 'counterByA', partyB: 'counterByB' }, input: (version) => ({ version, reason: '新方案', toB: 150_000, escrow: ESCROW }) },
  agree: { id: 'project.coop.agreeTerminate', takes: { partyA: 'agreeByA', partyB: 'agreeByB' }, input: (version) => ({ version, requestId: newRequestId() }) },
  refuse: { id: 'project.coop.refuseTerminate', takes: { partyA: 'refuseByA', partyB: 'refuseByB' }, input: (version) => ({ version, reason: '不同意' }) },
  recover: { id: 'project.coop.recover', takes: { partyA: 'recoverByA', partyB: 'recoverByB' }, input: () => ({ payPassword: PAY_PASSWORD }) },
  agreeRecover: { id: 'project.coop.recover', takes: { partyA: 'agreeRecoverByA', partyB: 'agreeRecoverByB' }, input: () => ({ answer: 'AGREE', payPassword: PAY_PASSWORD }) },
  refuseRecover: { id: 'project.coop.recover', takes: { partyA: 'refuseRecoverByA', partyB: 'refuseRecoverByB' }, input: () => ({ answer: 'REFUSE' }) },
};

const personal = terminationProcess.transitions.filter((t) => !t.actors.includes('platform'));
const WAYS = waysIn(terminationProcess);

it('has a route for every transition a side takes, each taken by its own side', () => {
  const taken = new Set(Object.values(ROUTES).flatMap((r) => SIDES.filter((s) => terminationProcess.transitions.find((t) => t.name === r.takes[s])!.actors.includes(s)).map((s) => r.takes[s])));
  expect([...taken].sort()).toEqual(personal.map((t) => t.name).sort());
});

interface World extends Agreed {
  stranger?: TestPerson;
}

const versionOf = async (w: World): Promise<number> => (await getCooperation(w.projectId))?.termination?.proposal.version ?? 1;
const stateOf = async (w: World): Promise<TerminationState> => (await getCooperation(w.projectId))?.termination?.state ?? 'NONE';

const send = async (w: World, route: string, side: Side, as: TestPerson = w[side]): Promise<Answer> => {
  const r = ROUTES[route]!;
  return call(r.id, { projectId: w.projectId, ...r.input(await versionOf(w)) } as never, as.token);
};

/** The route that takes a transition, and the side whose call takes it. */
const routeOf = (name: string): { route: string; side: Side } => {
  for (const [route, r] of Object.entries(ROUTES)) for (const side of SIDES) if (r.takes[side] === name && terminationProcess.transitions.find((t) => t.name === name)!.actors.includes(side)) return { route, side };
  throw new Error(`no route takes ${name}`);
};

/** A cooperation (its phase funded: ¥3,000.00 in escrow) whose termination is driven to `state` along the engine's way there. */
const worldIn = async (state: TerminationState): Promise<World> => {
  const c = await fundedCooperation({ via: 'items', phases: ONE_PHASE });
  await setPayPassword(c.partyB);
  for (const t of WAYS.get(state) ?? []) {
    // The platform's own: its timer (on the test clock), or a dispute's decision.
    if (t.name === 'expire') {
      ok(await call('project.devSweep', { now: Date.now() + TERMINATION_LIMITS.answerDays * DAY + 60_000, objectIds: [c.projectId] }), 'sweep');
      continue;
    }
    if (t.name === 'decide') {
      await terminateWithSplit((await getCooperation(c.projectId))!, { toB: 100_000, reason: '裁决', by: 'platform', requestId: newRequestId() }, Date.now());
      continue;
    }
    const { route, side } = routeOf(t.name);
    const answer = await send(c, route, side);
    expect(answer.body.code, `${t.name}: ${JSON.stringify(answer.body)}`).toBe(200);
  }
  expect(await stateOf(c)).toBe(state);
  return c;
};

/** What the engine says of a side's call of a route from a state, with the world's guards (a negotiation, current, within the window). */
const expected = (route: string, state: TerminationState, side: Side) => decide(terminationProcess, ROUTES[route]!.takes[side]!, { state, roles: [side], holds: () => true });

const STATES = [...WAYS.keys()];
const CASES = Object.keys(ROUTES).flatMap((route) => SIDES.map((side) => [route, side] as const));

describe.each(STATES)('a termination in %s', (state) => {
  const refused = CASES.filter(([route, side]) => !expected(route, state, side).ok);
  const allowed = CASES.filter(([route, side]) => expected(route, state, side).ok);

  it(`refuses what the process does not allow from ${state}, by either side, and a stranger everything`, { timeout: 180_000 }, async () => {
    const [w, stranger] = await Promise.all([worldIn(state), newPerson()]);
    const before = await getCooperation(w.projectId);
    for (const [route, side] of refused) {
      const decision = expected(route, state, side);
      const answer = await send(w, route, side);
      expect(answer.body.code, `${route} from ${state} by ${side}: ${JSON.stringify(answer.body)}`).toBe(decision.ok ? 200 : ERRORS[decision.error].code);
    }
    for (const route of Object.keys(ROUTES)) expect((await send(w, route, 'partyA', stranger)).body.code, `${route} by a stranger`).toBe(404);
    expect((await call('project.coop.canSelect', { projectId: w.projectId }, stranger.token)).body.code).toBe(404);
    const after = await getCooperation(w.projectId);
    expect(after?.termination).toEqual(before?.termination);
    expect(after?.rev).toBe(before?.rev);
  });

  it.concurrent.each(allowed)(`takes %s from ${state} by %s, into the declared state`, { timeout: 180_000 }, async (route, side) => {
    const w = await worldIn(state);
    const answer = await send(w, route, side);
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
    const transition = expected(route, state, side);
    expect(transition.ok && (await stateOf(w))).toBe(transition.ok && (transition.transition.to ?? state));
    // The viewer's actions are the engine's for the new state (the page's buttons).
    const offered = ok<TerminationAnswer>(await call('project.coop.canSelect', { projectId: w.projectId }, w.partyA.token), 'can select');
    expect(offered.termination?.state).toBe(await stateOf(w));
  });
});

describe('the platform’s decision (a dispute’s, terminateWithSplit)', () => {
  const decideCases = STATES.map((state) => [state, decide(terminationProcess, 'decide', { state, roles: ['platform'] })] as const);
  it.concurrent.each(decideCases)('from %s as declared', { timeout: 180_000 }, async (state, decision) => {
    const w = await worldIn(state);
    const coop = (await getCooperation(w.projectId))!;
    const ending = terminateWithSplit(coop, { toB: 0, reason: '裁决', by: 'platform', requestId: newRequestId() }, Date.now());
    if (!decision.ok) {
      // A cooperation no longer running (terminated, or waiting for its recovery) is refused before the process is asked.
      await expect(ending).rejects.toMatchObject({ code: expect.any(Number) });
      expect(await stateOf(w)).toBe(state);
      return;
    }
    await expect(ending).resolves.toMatchObject({ state: 'TERMINATED' });
    expect(await stateOf(w)).toBe('TERMINATED');
  });
});

describe('projects on the project process’s version 1', () => {
  it.concurrent.each(SIDES)('are upgraded to version 2 in the write that terminates them (agreed by %s)', { timeout: 180_000 }, async (agreeing) => {
    const w = await worldIn(agreeing === 'partyB' ? 'WAIT_B' : 'WAIT_A');
    await ddb.send(new UpdateCommand({ TableName: table(), Key: projectKey(w.projectId), UpdateExpression: 'SET processVersion = :one', ExpressionAttributeValues: { ':one': 1 } }));
    expect(decide(projectProcess, 'terminate', { state: 'COOPERATING', roles: ['platform'] }).ok).toBe(true);
    ok(await send(w, 'agree', agreeing), 'agree');
    expect(await getProject(w.projectId)).toMatchObject({ state: 'TERMINATED', processVersion: 2 });
    // And recovered on version 2 (recover from 已终止).
    ok(await send(w, 'recover', agreeing), 'ask recovery');
    ok(await send(w, 'agreeRecover', agreeing === 'partyA' ? 'partyB' : 'partyA'), 'agree recovery');
    expect(await getProject(w.projectId)).toMatchObject({ state: 'COOPERATING', processVersion: 2 });
  });
});
