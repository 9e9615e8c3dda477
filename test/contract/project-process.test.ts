/**
 * The Projects I processes through the HTTP routes, generated from their declarations (shared/process/project.ts):
 * for every process, every state it can reach and every transition a person takes, a fresh object is driven into
 * the state through the API, then the transition's call is made by each side — it succeeds exactly when the process
 * allows it (the object is then in the declared state), and is refused otherwise with the business code the engine
 * names (wrong state, wrong side, a guard); a stranger is refused with 403 or 404 and changes nothing.
 */
import { ERRORS, type ErrorName } from '../../shared/errors.js';
import { decide } from '../../shared/process/engine.js';
import { applicationProcess, invitationProcess, negotiationProcess, projectProcess } from '../../shared/process/project.js';
import type { Actor, ProcessDef } from '../../shared/process/types.js';
import type { NegotiationDetail, ProjectDetail, RequestCard } from '../../shared/schemas/project.js';
import { call, type Answer } from '../support/api.js';
import { fundWallet, newRequestId, PAY_PASSWORD, setPayPassword } from '../support/money.js';
import { newPerson, type TestPerson } from '../support/people.js';
import { demandFields, ok } from '../support/projects.js';
import { uniqueWord } from '../support/projects-search.js';

const DAY = 86_400_000;

interface World {
  owner: TestPerson;
  other: TestPerson;
  stranger: TestPerson;
  projectId: string;
  deadline: number;
  requestId?: string;
  negotiationId?: string;
  version: number;
  /** The project is still open (applications, invitations and agreements need it). */
  projectOpen: boolean;
}

/** Moves time for the named objects only (cases run concurrently on one cloud: others' timers stay put). */
const sweepAt = async (now: number, ...objectIds: string[]) => ok(await call('project.devSweep', { now, objectIds }), 'sweep');

const newWorld = async (deadline = Date.now() + 20 * DAY): Promise<World> => {
  const [owner, other, stranger] = await Promise.all([newPerson(), newPerson(), newPerson()]);
  const { projectId } = ok<{ projectId: string }>(await call('project.save', { ...demandFields(`流程${uniqueWord()}`), applyDeadline: deadline }, owner.token), 'save');
  return { owner, other, stranger, projectId, deadline, version: 1, projectOpen: false };
};

const release = async (w: World) => {
  ok(await call('project.release', { projectId: w.projectId }, w.owner.token), 'release');
  w.projectOpen = true;
};
const withdraw = async (w: World) => {
  ok(await call('project.withdraw', { projectId: w.projectId }, w.owner.token), 'withdraw');
  w.projectOpen = false;
};
const applyTo = async (w: World) => {
  w.requestId = ok<{ id: string }>(await call('project.apply', { projectId: w.projectId, message: '申请' }, w.other.token), 'apply').id;
};
const inviteTo = async (w: World) => {
  w.requestId = ok<{ sent: { id: string }[] }>(await call('project.invite', { projectIds: [w.projectId], inviteeType: 'PERSONAGE', inviteeId: w.other.userId, message: '邀请' }, w.owner.token), 'invite').sent[0]!.id;
};
const answer = async (w: World, who: TestPerson, action: string) => {
  const card = ok<RequestCard>(await call('project.answerRequest', { id: w.requestId!, action }, who.token), action);
  if (card.negotiationId) w.negotiationId = card.negotiationId;
};
const readyToPay = async (w: World) => {
  await Promise.all([setPayPassword(w.owner), fundWallet(w.owner, 200_000)]);
};
const terms = (amount: number) => ({ phases: [{ name: '开发', amount, days: 20, deliverables: '源码' }], startDate: Date.now() + 30 * DAY, escrowPlan: 'PER_PHASE' as const, remark: '' });

/** Ways into each state, through the API (the engine's `waysIn` names the same paths; these are their calls). */
const PROJECT_WAYS: Record<string, () => Promise<World>> = {
  DRAFT: () => newWorld(),
  RELEASED: async () => { const w = await newWorld(); await release(w); return w; },
  NEGOTIATING: async () => { const w = await newWorld(); await release(w); await applyTo(w); await answer(w, w.owner, 'accept'); return w; },
  AGREED: async () => {
    const w = await PROJECT_WAYS.NEGOTIATING!();
    ok(await call('project.confirm', { id: w.negotiationId!, version: 1 }, w.other.token), 'confirm');
    await readyToPay(w);
    ok(await call('project.payFee', { id: w.negotiationId!, version: 1, payPassword: PAY_PASSWORD, requestId: newRequestId() }, w.owner.token), 'pay fee');
    w.projectOpen = false;
    return w;
  },
  COOPERATING: async () => {
    const w = await PROJECT_WAYS.AGREED!();
    ok(await call('project.coop.start', { projectId: w.projectId }, w.owner.token), 'start cooperation');
    return w;
  },
  COMPLETED: async () => {
    // Every phase funded, delivered and accepted (docs/cooperation.md): the last acceptance completes the project.
    const w = await PROJECT_WAYS.COOPERATING!();
    await fundWallet(w.owner, 800_000);
    for (let phase = 1; phase <= 3; phase += 1) {
      const { escrowDue } = ok<{ escrowDue: number }>(await call('project.coop.info', { projectId: w.projectId }, w.owner.token), 'info');
      ok(await call('project.coop.payEscrow', { projectId: w.projectId, amount: escrowDue, payPassword: PAY_PASSWORD, requestId: newRequestId() }, w.owner.token), 'escrow');
      for (const id of ['project.coop.goCheck', 'project.coop.checkPass', 'project.coop.goAcceptance'] as const) ok(await call(id, { projectId: w.projectId, phase }, w.other.token), id);
      ok(await call('project.coop.acceptancePass', { projectId: w.projectId, phase }, w.owner.token), 'accept');
    }
    return w;
  },
  WITHDRAWN: async () => { const w = await newWorld(); await release(w); await withdraw(w); return w; },
  CLOSED: async () => { const w = await newWorld(Date.now() + DAY); await release(w); await sweepAt(w.deadline + 60_000, w.projectId); w.projectOpen = false; return w; },
  DELETED: async () => { const w = await newWorld(); ok(await call('project.delete', { projectId: w.projectId }, w.owner.token), 'delete'); return w; },
};

const REQUEST_WAYS = (kind: 'INVITE' | 'APPLY'): Record<string, () => Promise<World>> => {
  const pending = async () => { const w = await newWorld(); await release(w); await (kind === 'INVITE' ? inviteTo(w) : applyTo(w)); return w; };
  const receiver = (w: World) => (kind === 'INVITE' ? w.other : w.owner);
  const sender = (w: World) => (kind === 'INVITE' ? w.owner : w.other);
  return {
    PENDING: pending,
    ACCEPTED: async () => { const w = await pending(); await answer(w, receiver(w), 'accept'); return w; },
    DECLINED: async () => { const w = await pending(); await answer(w, receiver(w), 'decline'); return w; },
    CANCELLED: async () => { const w = await pending(); await answer(w, sender(w), 'cancel'); return w; },
    CLOSED: async () => { const w = await pending(); await withdraw(w); return w; },
    ...(kind === 'INVITE' ? { EXPIRED: async () => { const w = await pending(); await sweepAt(Date.now() + 7 * DAY + 60_000, w.requestId!); return w; } } : {}),
  };
};

const NEGOTIATION_WAYS: Record<string, () => Promise<World>> = {
  A_PROPOSED: () => PROJECT_WAYS.NEGOTIATING!(),
  B_PROPOSED: async () => { const w = await PROJECT_WAYS.NEGOTIATING!(); ok(await call('project.propose', { id: w.negotiationId!, version: 1, terms: terms(700_000) }, w.other.token), 'propose'); w.version = 2; return w; },
  CONFIRMED: async () => { const w = await PROJECT_WAYS.NEGOTIATING!(); ok(await call('project.confirm', { id: w.negotiationId!, version: 1 }, w.other.token), 'confirm'); return w; },
  AGREED: () => PROJECT_WAYS.AGREED!(),
  TERMINATED: async () => { const w = await PROJECT_WAYS.NEGOTIATING!(); ok(await call('project.terminate', { id: w.negotiationId!, reason: '不合适' }, w.owner.token), 'terminate'); return w; },
  CLOSED: async () => { const w = await PROJECT_WAYS.NEGOTIATING!(); await withdraw(w); return w; },
};

/** A refusal's code as the envelope carries it. */
const codeOf = (name: ErrorName): number => ERRORS[name].code;

const expectAnswer = (answer: Answer, decision: ReturnType<typeof decide>, what: string) => {
  if (decision.ok) expect(answer.body.code, `${what}: ${JSON.stringify(answer.body)}`).toBe(200);
  else expect(answer.body.code, `${what}: ${JSON.stringify(answer.body)}`).toBe(codeOf(decision.error));
};

/** The project process: party A's transitions, by the owner and by a stranger, from every state. */
describe('the project process through its routes', () => {
  const moves: Record<string, (w: World, as: TestPerson) => Promise<Answer>> = {
    modify: (w, as) => call('project.modify', { projectId: w.projectId, visibility: 'PUBLIC' }, as.token),
    rename: (w, as) => call('project.rename', { projectId: w.projectId, name: `改名${uniqueWord()}` }, as.token),
    release: (w, as) => call('project.release', { projectId: w.projectId }, as.token),
    withdraw: (w, as) => call('project.withdraw', { projectId: w.projectId }, as.token),
    delete: (w, as) => call('project.delete', { projectId: w.projectId }, as.token),
    startCooperation: (w, as) => call('project.coop.start', { projectId: w.projectId }, as.token),
  };
  const cases = Object.keys(PROJECT_WAYS).flatMap((state) => Object.keys(moves).map((name) => [name, state] as const));
  // A completed project is three phases funded, delivered and accepted first: more than the default 30 s on a busy machine.
  it.concurrent.each(cases)('%s from %s: by party A as declared, never by a stranger', { timeout: 120_000 }, async (name, state) => {
    const w = await PROJECT_WAYS[state]!();
    const stranger = await moves[name]!(w, w.stranger);
    expect([403, 404], `stranger: ${JSON.stringify(stranger.body)}`).toContain(stranger.body.code);
    const decision = decide(projectProcess, name, { state: state as never, roles: ['partyA'], holds: (g) => (g === 'deadlineAhead' ? w.deadline > Date.now() : true) });
    expectAnswer(await moves[name]!(w, w.owner), decision, `${name} from ${state}`);
    if (decision.ok && decision.transition.to !== 'DELETED') {
      const after = ok<ProjectDetail>(await call('project.info', { projectId: w.projectId }, w.owner.token), 'info');
      expect(after.state).toBe(decision.transition.to ?? state);
    }
  });
});

const requestCases = (process: ProcessDef, ways: Record<string, () => Promise<World>>, kind: 'INVITE' | 'APPLY') => {
  const personal = process.transitions.filter((t) => !t.actors.includes('platform'));
  const sideOf = (w: World, actor: Actor) => (actor === 'partyA' ? w.owner : w.other);
  const all = Object.keys(ways).flatMap((state) => personal.flatMap((t) => (['partyA', 'partyB'] as const).map((actor) => [t.name, state, actor] as const)));
  const run = async (name: string, state: string, actor: Actor) => {
    const w = await ways[state]!();
    const stranger = await call('project.answerRequest', { id: w.requestId!, action: name }, w.stranger.token);
    expect(stranger.body.code).toBe(404);
    const decision = decide(process, name, { state, roles: [actor], holds: (g) => (g === 'projectOpen' ? w.projectOpen : true) });
    expectAnswer(await call('project.answerRequest', { id: w.requestId!, action: name }, sideOf(w, actor).token), decision, `${kind} ${name} from ${state} by ${actor}`);
    if (decision.ok) {
      const after = ok<RequestCard>(await call('project.request', { id: w.requestId! }, w.owner.token), 'request');
      expect(after.state).toBe(decision.transition.to ?? state);
    }
  };
  return { all, run };
};

for (const [label, process, kind] of [
  ['invitation', invitationProcess, 'INVITE'],
  ['application', applicationProcess, 'APPLY'],
] as const) {
  describe(`the ${label} process through its routes`, () => {
    const { all, run } = requestCases(process as unknown as ProcessDef, REQUEST_WAYS(kind), kind);
    it.concurrent.each(all)('%s from %s by %s as declared', run);
  });
}

describe('the negotiation process through its routes', () => {
  // The route decides which transition a side means: its own proposal, its own confirmation.
  const routes: Record<string, { transition: (actor: Actor) => string; send: (w: World, as: TestPerson) => Promise<Answer> }> = {
    propose: { transition: (a) => (a === 'partyA' ? 'proposeByA' : 'proposeByB'), send: (w, as) => call('project.propose', { id: w.negotiationId!, version: w.version, terms: terms(650_000) }, as.token) },
    confirm: {
      transition: (a) => (a === 'partyA' ? 'confirmByA' : 'confirmByB'),
      send: (w, as) => call('project.confirm', { id: w.negotiationId!, version: w.version, ...(as === w.owner ? { payPassword: PAY_PASSWORD, requestId: newRequestId() } : {}) }, as.token),
    },
    payFee: { transition: () => 'payFee', send: (w, as) => call('project.payFee', { id: w.negotiationId!, version: w.version, payPassword: PAY_PASSWORD, requestId: newRequestId() }, as.token) },
    terminate: { transition: () => 'terminate', send: (w, as) => call('project.terminate', { id: w.negotiationId!, reason: '条件不合适' }, as.token) },
  };
  const cases = Object.keys(NEGOTIATION_WAYS).flatMap((state) => Object.keys(routes).flatMap((route) => (['partyA', 'partyB'] as const).map((actor) => [route, state, actor] as const)));
  it.concurrent.each(cases)('%s from %s by %s as declared', async (route, state, actor) => {
    const w = await NEGOTIATION_WAYS[state]!();
    const stranger = await routes[route]!.send(w, w.stranger);
    expect(stranger.body.code).toBe(404);
    const name = routes[route]!.transition(actor);
    const decision = decide(negotiationProcess, name, { state: state as never, roles: [actor], holds: (g) => (g === 'projectOpen' ? w.projectOpen : true) });
    if (decision.ok && actor === 'partyA' && (name === 'confirmByA' || name === 'payFee')) await readyToPay(w);
    expectAnswer(await routes[route]!.send(w, actor === 'partyA' ? w.owner : w.other), decision, `${route} (${name}) from ${state} by ${actor}`);
    if (decision.ok) {
      const after = ok<NegotiationDetail>(await call('project.negotiation', { id: w.negotiationId! }, w.owner.token), 'negotiation');
      expect(after.state).toBe(decision.transition.to ?? state);
    }
  });
});
