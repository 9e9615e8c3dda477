/**
 * The Projects I processes through the HTTP routes, generated from their declarations (shared/process/project.ts):
 * for every process, every state it can reach and every transition a person takes, a fresh object is put in the state
 * by its builder (test/support/states: the items a walk through the API would leave, written at once; exactly one
 * integration flow per path walks it: test/integration/project-flow.test.ts, project-timers.test.ts), then the
 * transition's call is made by each side — it succeeds exactly when the process allows it (the object is then in the
 * declared state), and is refused otherwise with the business code the engine names (wrong state, wrong side, a
 * guard); a stranger is refused with 403 or 404 and changes nothing.
 */
import { ERRORS, type ErrorName } from '../../shared/errors.js';
import { decide } from '../../shared/process/engine.js';
import { applicationProcess, invitationProcess, negotiationProcess, OPEN_PROJECT_STATES, projectProcess, type ProjectActor } from '../../shared/process/project.js';
import type { ProcessDef } from '../../shared/process/types.js';
import type { NegotiationDetail, ProjectDetail, RequestCard } from '../../shared/schemas/project.js';
import { call, type Answer } from '../support/api.js';
import { fundWallet, newRequestId, PAY_PASSWORD, setPayPassword } from '../support/money.js';
import { newPerson, type TestPerson } from '../support/people.js';
import { ok } from '../support/projects.js';
import { uniqueWord } from '../support/projects-search.js';
import { applicationIn, counterTerms, invitationIn, negotiationIn, PROJECT_WAYS, projectIn, type Built } from '../support/states/index.js';

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

/** A built object's world: its party A (the owner), its party B (the other) and a stranger to both. */
const worldOf = async (built: Promise<Built>): Promise<World> => {
  const [b, stranger] = await Promise.all([built, newPerson()]);
  return {
    owner: b.partyA,
    other: b.partyB,
    stranger,
    projectId: b.projectId,
    deadline: b.deadline,
    ...(b.requestId ? { requestId: b.requestId } : {}),
    ...(b.negotiationId ? { negotiationId: b.negotiationId } : {}),
    version: b.version,
    projectOpen: OPEN_PROJECT_STATES.includes(b.projectState),
  };
};

const readyToPay = async (w: World) => {
  await Promise.all([setPayPassword(w.owner), fundWallet(w.owner, 200_000)]);
};
const terms = counterTerms;

/** Each state of each process, built (the engine's `waysIn` names the same paths: test/support/states). */
const PROJECT_STATES = Object.keys(PROJECT_WAYS) as (keyof typeof PROJECT_WAYS)[];
const REQUEST_STATES = (process: ProcessDef) => Object.keys(process.states);
const NEGOTIATION_STATES = Object.keys(negotiationProcess.states) as (keyof typeof negotiationProcess.states)[];

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
  const cases = PROJECT_STATES.flatMap((state) => Object.keys(moves).map((name) => [name, state] as const));
  it.concurrent.each(cases)('%s from %s: by party A as declared, never by a stranger', async (name, state) => {
    const w = await worldOf(projectIn(state));
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

const requestCases = (process: ProcessDef, kind: 'INVITE' | 'APPLY') => {
  const personal = process.transitions.filter((t) => !t.actors.includes('platform'));
  const sideOf = (w: World, actor: ProjectActor) => (actor === 'partyA' ? w.owner : w.other);
  const all = REQUEST_STATES(process).flatMap((state) => personal.flatMap((t) => (['partyA', 'partyB'] as const).map((actor) => [t.name, state, actor] as const)));
  const run = async (name: string, state: string, actor: ProjectActor) => {
    const w = await worldOf(kind === 'INVITE' ? invitationIn(state as never) : applicationIn(state as never));
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
    const { all, run } = requestCases(process as unknown as ProcessDef, kind);
    it.concurrent.each(all)('%s from %s by %s as declared', run);
  });
}

describe('the negotiation process through its routes', () => {
  // The route decides which transition a side means: its own proposal, its own confirmation.
  const routes: Record<string, { transition: (actor: ProjectActor) => string; send: (w: World, as: TestPerson) => Promise<Answer> }> = {
    propose: { transition: (a) => (a === 'partyA' ? 'proposeByA' : 'proposeByB'), send: (w, as) => call('project.propose', { id: w.negotiationId!, version: w.version, terms: terms(650_000) }, as.token) },
    confirm: {
      transition: (a) => (a === 'partyA' ? 'confirmByA' : 'confirmByB'),
      send: (w, as) => call('project.confirm', { id: w.negotiationId!, version: w.version, ...(as === w.owner ? { payPassword: PAY_PASSWORD, requestId: newRequestId() } : {}) }, as.token),
    },
    payFee: { transition: () => 'payFee', send: (w, as) => call('project.payFee', { id: w.negotiationId!, version: w.version, payPassword: PAY_PASSWORD, requestId: newRequestId() }, as.token) },
    terminate: { transition: () => 'terminate', send: (w, as) => call('project.terminate', { id: w.negotiationId!, reason: '条件不合适' }, as.token) },
  };
  const cases = NEGOTIATION_STATES.flatMap((state) => Object.keys(routes).flatMap((route) => (['partyA', 'partyB'] as const).map((actor) => [route, state, actor] as const)));
  it.concurrent.each(cases)('%s from %s by %s as declared', async (route, state, actor) => {
    const w = await worldOf(negotiationIn(state));
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
