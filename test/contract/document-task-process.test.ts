/**
 * The document task process's take-over through its route, generated from its declaration (shared/process/cooperation.ts,
 * version 2): from every state of a task, by party B's leader and by the task's writer (the member), `take_over_member_doc_task`
 * answers as the engine decides — done when the process allows it (the task then has the leader as its writer, in the
 * state it was in), refused with the declared code when not (a member, who is no actor of it, with the leader's 403) —
 * with the writer gone quiet (its guard holds) and not (its guard's code); a stranger gets 404 everywhere. Each state is
 * reached through the document routes; refusals change nothing, so the refused calls of a state share one task.
 */
import { ERRORS } from '../../shared/errors.js';
import { decide } from '../../shared/process/engine.js';
import { documentTaskProcess, type DocumentTaskState } from '../../shared/process/cooperation.js';
import type { ProjectActor } from '../../shared/process/project.js';
import type { DocumentStatus, TakeOverStatus } from '../../shared/schemas/documents.js';
import { call } from '../support/api.js';
import { quietTask, teamDocument } from '../support/documents.js';
import { newPerson, type TestPerson } from '../support/people.js';
import { ok } from '../support/projects.js';

type World = Awaited<ReturnType<typeof teamDocument>>;
const doc = (w: World) => ({ projectId: w.projectId, taskId: w.taskId });

/** The moves through the routes that bring a new task (待编写) to each state. */
const WAYS: Record<DocumentTaskState, (w: World) => Promise<void>> = {
  ASSIGNED: async () => undefined,
  WRITING: async (w) => void ok(await call('project.docRequestEdit', doc(w), w.writer.token), 'request edit'),
  SUBMITTED: async (w) => void ok(await call('project.docExitEdit', { ...doc(w), submit: true }, w.writer.token), 'submit'),
  STOPPED: async (w) => void ok(await call('project.docStop', doc(w), w.partyB.token), 'stop'),
};

const worldIn = async (state: DocumentTaskState, quiet: boolean): Promise<World> => {
  const w = await teamDocument({ via: 'items', payPassword: false });
  await WAYS[state](w);
  if (quiet) await quietTask(w.projectId, w.taskId);
  return w;
};

const ACTORS = ['partyB', 'member'] as const;
const by = (w: World, actor: (typeof ACTORS)[number]): TestPerson => (actor === 'partyB' ? w.partyB : w.writer);

/** What the route answers for the engine's decision: a caller who is no actor of it is refused as party B's leader refuses others (403). */
const codeFor = (state: DocumentTaskState, actor: ProjectActor, quiet: boolean): number => {
  const decision = decide(documentTaskProcess, 'takeOver', { state, roles: [actor], holds: (guard) => guard !== 'writerAway' || quiet });
  if (decision.ok) return 200;
  return decision.error === 'PROCESS_WRONG_ACTOR' ? ERRORS.NOT_PHASE_LEADER.code : ERRORS[decision.error].code;
};

const STATES = Object.keys(documentTaskProcess.states) as DocumentTaskState[];

it('declares the take-over in version 2, by party B only, as a change of writer (no state moved)', () => {
  const t = documentTaskProcess.transitions.find((x) => x.name === 'takeOver')!;
  expect(documentTaskProcess.version).toBe(2);
  expect(t).toMatchObject({ actors: ['partyB'], guards: ['writerAway'] });
  expect(t.to).toBeUndefined();
});

describe.each(STATES)('a document task in %s', (state) => {
  const cases = [true, false].flatMap((quiet) => ACTORS.map((actor) => [actor, quiet] as const));
  const refused = cases.filter(([actor, quiet]) => codeFor(state, actor, quiet) !== 200);
  const allowed = cases.filter(([actor, quiet]) => codeFor(state, actor, quiet) === 200);

  it(`refuses what the process does not allow from ${state}, and a stranger everything`, { timeout: 120_000 }, async () => {
    const [quietWorld, busyWorld, stranger] = await Promise.all([worldIn(state, true), worldIn(state, false), newPerson()]);
    for (const [actor, quiet] of refused) {
      const w = quiet ? quietWorld : busyWorld;
      const answer = await call('project.docTakeOver', doc(w), by(w, actor).token);
      expect(answer.body.code, `takeOver from ${state} by ${actor}${quiet ? ' (writer quiet)' : ''}: ${JSON.stringify(answer.body)}`).toBe(codeFor(state, actor, quiet));
    }
    expect((await call('project.docTakeOver', doc(quietWorld), stranger.token)).body.code).toBe(404);
    for (const w of [quietWorld, busyWorld]) {
      const status = ok<TakeOverStatus>(await call('project.docTakeOverStatus', doc(w), w.partyB.token), 'status');
      expect(status).toMatchObject({ takenOver: false, assignee: { userId: w.writer.userId } });
    }
  });

  it.concurrent.each(allowed)(`takes the task over from ${state} by %s (writer quiet: %s), keeping its state`, { timeout: 120_000 }, async (actor, quiet) => {
    const w = await worldIn(state, quiet);
    const answer = await call('project.docTakeOver', doc(w), by(w, actor).token);
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
    const status = ok<DocumentStatus>(await call('project.docStatus', doc(w), w.partyB.token), 'status');
    expect(status.state).toBe(state);
    expect(ok<TakeOverStatus>(await call('project.docTakeOverStatus', doc(w), w.partyB.token), 'take-over status')).toMatchObject({ takenOver: true, assignee: { userId: w.partyB.userId } });
  });
});
