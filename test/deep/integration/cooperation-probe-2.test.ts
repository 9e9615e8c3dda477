/**
 * The cooperation's documents attacked again as an outside client (docs/SECURITY.md "Findings and fixes", the second
 * probe): the per-project document notices, the 权限 of a document task, revision rounds under bursts of no-pass,
 * who hears document pushes on the socket, and the local demo cooperation seen by people who are not its sides.
 * Each `it` states the safe behaviour; a failing one was a finding, kept as its regression test. Input that a
 * route's schema refuses (ids of the wrong shape, lists over their limit) is held for every route by the generated
 * suite (test/contract/route-inputs.test.ts).
 */
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { pushToPerson, radioFrame } from '../../../functions/lib/socket/push.js';
import { ERRORS } from '../../../shared/errors.js';
import type { Page } from '../../../shared/envelope.js';
import type { CooperationCard, CooperationDetail, ProcessRecordView } from '../../../shared/schemas/cooperation.js';
import type { DirectoryView, DocumentNode, DocumentRefresh, DocumentSaved, DocumentView } from '../../../shared/schemas/documents.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../infra/local/demo-accounts.js';
import { DEMO_COOPERATION } from '../../../infra/local/seed-cooperation.js';
import { call } from '../../support/api.js';
import { coopInfo, deliverPhase, fundedCooperation } from '../../support/cooperation.js';
import { addNode, teamDocument } from '../../support/documents.js';
import { login, newPerson, type TestPerson } from '../../support/people.js';
import { ok } from '../../support/projects.js';
import { socketPool, type Listener } from '../../support/sockets.js';

const open = socketPool(() => inject('cloud').wsUrl);

const codeOf = async (answer: Promise<{ body: { code: number } }>) => (await answer).body.code;
const ONE = [{ name: '唯一阶段', amount: 100_000, days: 10, deliverables: '交付物' }];
const notices = async (person: TestPerson, projectId?: string) => ok<DocumentRefresh[]>(await call('project.docRefreshList', projectId ? { projectId } : {}, person.token), 'refresh list');
const personal = async (person: TestPerson): Promise<TestPerson> => ({ ...person, token: ok<string>(await login(person.phone, person.password, 'PERSONAGE'), 'login as person') });
/** A writer's whole edit session: take the lock, save once over the newest version, give the lock back. */
const editOnce = async (d: { projectId: string; taskId: string }, writer: TestPerson, html: string): Promise<DocumentSaved> => {
  const p = { projectId: d.projectId, taskId: d.taskId };
  ok(await call('project.docRequestEdit', p, writer.token), 'request edit');
  const { version } = ok<DocumentView>(await call('project.docQuery', p, writer.token), 'read');
  const saved = ok<DocumentSaved>(await call('project.docSave', { ...p, baseVersion: version, html }, writer.token), 'save');
  ok(await call('project.docExitEdit', { ...p, submit: false }, writer.token), 'exit');
  return saved;
};
/**
 * Waits until `listener` (a socket of `userId`) has heard a marker pushed to that person now: the cloud sends a
 * change's pushes before the call that made it answers, and one socket hears its frames in order, so every push of
 * what the test did before has reached the socket by then. How a test shows that a push did *not* come, without a
 * fixed wait standing in for it.
 */
const caughtUp = async (listener: Listener, userId: string): Promise<void> => {
  const marker = randomUUID();
  await pushToPerson(userId, radioFrame('NEED_RADIO', { content: JSON.stringify({ event: 'marker', marker }) }));
  await expect.poll(() => listener.frames.some((f) => String(f.content ?? '').includes(marker))).toBe(true);
};

/** The document pushes a socket heard (NEED_RADIO `{ event: 'document' }`). */
const documentPushes = (listener: Listener, projectId: string) =>
  listener.frames
    .filter((f) => f.messageType === 'NEED_RADIO')
    .map((f) => JSON.parse(String(f.content ?? '{}')) as { event?: string; projectId?: string })
    .filter((c) => c.event === 'document' && c.projectId === projectId);

describe('document notices (projectDoc-refresh-list, clear-projectDoc-refresh) by project', () => {
  it('lists and clears only the caller’s own notices: another person naming the project reads and clears nothing of theirs', async () => {
    const d = await teamDocument({ members: 2 });
    const reader = d.members[1]!;
    ok(await call('project.docPermission', { projectId: d.projectId, taskId: d.taskId, readers: [reader.userId], writers: [] }, d.partyB.token), 'permission');
    await editOnce(d, d.writer, '<p>第一稿</p>');
    expect((await notices(reader, d.projectId)).map((n) => n.taskId)).toEqual([d.taskId]);
    expect((await notices(d.partyB, d.projectId)).map((n) => n.taskId)).toEqual([d.taskId]);

    const stranger = await newPerson();
    // The writer has only the notice of their assignment, none of their own change.
    expect((await notices(d.writer, d.projectId)).map((n) => n.text)).toEqual([expect.stringContaining('指派')]);
    for (const person of [stranger, d.partyA]) {
      expect([person.userId, await notices(person, d.projectId)]).toEqual([person.userId, []]);
      ok(await call('project.docRefreshClear', { projectId: d.projectId }, person.token), 'clear as another');
      ok(await call('project.docRefreshClear', {}, person.token), 'clear all as another');
    }
    expect((await notices(reader, d.projectId)).map((n) => n.taskId)).toEqual([d.taskId]);
    expect((await notices(d.partyB)).filter((n) => n.projectId === d.projectId).map((n) => n.taskId)).toEqual([d.taskId]);
  });

  it('the id of a project the caller has no part in reads and clears none of its notices; one project’s clear leaves the other’s', async () => {
    // A malformed or prefix project id (a 400 before any notice is read) is route-inputs' case for every route.
    const [d1, d2] = await Promise.all([teamDocument(), teamDocument()]);
    await editOnce(d1, d1.writer, '<p>一</p>');
    await editOnce(d2, d2.writer, '<p>二</p>');
    const leader = d1.partyB;
    // A valid id of a project the caller has no part in: nothing, and their own stays.
    expect(await notices(leader, d2.projectId)).toEqual([]);
    ok(await call('project.docRefreshClear', { projectId: d2.projectId }, leader.token), 'clear other project');
    expect((await notices(leader, d1.projectId)).map((n) => n.taskId)).toEqual([d1.taskId]);
    expect((await notices(d2.partyB, d2.projectId)).map((n) => n.taskId)).toEqual([d2.taskId]);
  });

  it('a member who left the team, still named reader, gets no notices of the documents any more (they have no seat: 404)', async () => {
    const d = await teamDocument({ members: 2 });
    const reader = d.members[1]!;
    ok(await call('project.docPermission', { projectId: d.projectId, taskId: d.taskId, readers: [reader.userId], writers: [] }, d.partyB.token), 'permission');
    await editOnce(d, d.writer, '<p>离开前</p>');
    expect((await notices(reader, d.projectId)).map((n) => n.taskId)).toEqual([d.taskId]);
    ok(await call('org.teamLeave', {}, reader.token), 'leave');
    const alone = await personal(reader);
    ok(await call('project.docRefreshClear', {}, alone.token), 'clear');
    expect(await codeOf(call('project.docQuery', { projectId: d.projectId, taskId: d.taskId }, alone.token))).toBe(404);
    // A new edit session (its first save tells the readers) and a submission.
    await editOnce(d, d.writer, '<p>离开后</p>');
    ok(await call('project.docExitEdit', { projectId: d.projectId, taskId: d.taskId, submit: true }, d.writer.token), 'submit');
    expect(await notices(alone)).toEqual([]);
  });

  it('a former member who still holds the task as its assignee gets no notices of others’ changes to it', async () => {
    const d = await teamDocument();
    ok(await call('org.teamLeave', {}, d.writer.token), 'leave');
    const alone = await personal(d.writer);
    ok(await call('project.docRefreshClear', {}, alone.token), 'clear');
    // The leader writes the abandoned task (the leader writes every document).
    await editOnce(d, d.partyB, '<p>负责人接手</p>');
    expect(await notices(alone)).toEqual([]);
  });
});

describe('权限 (doc_permission)', () => {
  it('only party B’s leader sets it: party A, a member, a stranger are refused and nothing changes', async () => {
    const d = await teamDocument({ members: 2 });
    const other = d.members[1]!;
    const stranger = await newPerson();
    const p = { projectId: d.projectId, taskId: d.taskId, readers: [], writers: [other.userId] };
    expect(await codeOf(call('project.docPermission', p, stranger.token))).toBe(404);
    expect(await codeOf(call('project.docPermission', p, d.partyA.token))).toBe(404);
    expect(await codeOf(call('project.docPermission', p, other.token))).toBe(ERRORS.NOT_PHASE_LEADER.code);
    // The assignee is not the leader either.
    expect(await codeOf(call('project.docPermission', p, d.writer.token))).toBe(ERRORS.NOT_PHASE_LEADER.code);
    const node = ok<DocumentView>(await call('project.docQuery', { projectId: d.projectId, taskId: d.taskId }, d.partyB.token), 'read');
    expect([node.readers, node.writers]).toEqual([[], []]);
    expect(await codeOf(call('project.docQuery', { projectId: d.projectId, taskId: d.taskId }, other.token))).toBe(404);
  });

  it('people outside party B (party A, a stranger, a former member) are 400; duplicates collapse; a writer is not also a reader; 200 entries are taken', async () => {
    const d = await teamDocument({ members: 3 });
    const [, second, third] = d.members as [TestPerson, TestPerson, TestPerson];
    const stranger = await newPerson();
    const p = { projectId: d.projectId, taskId: d.taskId };
    for (const list of [[stranger.userId], [d.partyA.userId], [second.userId, stranger.userId]]) {
      expect(await codeOf(call('project.docPermission', { ...p, readers: list, writers: [] }, d.partyB.token))).toBe(400);
      expect(await codeOf(call('project.docPermission', { ...p, readers: [], writers: list }, d.partyB.token))).toBe(400);
    }
    const set = ok<DocumentNode>(await call('project.docPermission', { ...p, readers: [second.userId, second.userId, third.userId], writers: [third.userId, third.userId] }, d.partyB.token), 'set');
    expect([set.readers, set.writers]).toEqual([[second.userId], [third.userId]]);
    const full = ok<DocumentNode>(await call('project.docPermission', { ...p, readers: Array.from({ length: 200 }, () => second.userId), writers: [] }, d.partyB.token), '200 entries');
    expect(full.readers).toEqual([second.userId]);
    // A member who left is no longer one to name.
    ok(await call('org.teamLeave', {}, second.token), 'leave');
    expect(await codeOf(call('project.docPermission', { ...p, readers: [second.userId], writers: [] }, d.partyB.token))).toBe(400);
  });

  it('party A reading a delivered phase sees empty readers and writers everywhere it reads the node', async () => {
    const d = await teamDocument({ members: 2 });
    const other = d.members[1]!;
    const p = { projectId: d.projectId, taskId: d.taskId };
    ok(await call('project.docPermission', { ...p, readers: [other.userId], writers: [] }, d.partyB.token), 'permission');
    ok(await call('project.docExitEdit', { ...p, submit: true }, d.writer.token), 'submit');
    await deliverPhase(d, 1);
    const dir = ok<DirectoryView>(await call('project.docDirectories', { projectId: d.projectId, phase: 1 }, d.partyA.token), 'directory as A');
    expect(dir.nodes.map((n) => [n.readers, n.writers])).toEqual([[[], []]]);
    const view = ok<DocumentView>(await call('project.docQuery', p, d.partyA.token), 'document as A');
    expect([view.readers, view.writers]).toEqual([[], []]);
    expect(JSON.stringify(ok(await call('project.docStatus', p, d.partyA.token), 'status as A'))).not.toContain(other.userId);
    expect(JSON.stringify(ok(await call('project.docMessages', { projectId: d.projectId, phase: 1, current: 1, size: 20 }, d.partyA.token), 'messages as A'))).not.toContain(other.userId);
    // Party B still sees its own arrangement.
    expect(ok<DocumentView>(await call('project.docQuery', p, d.partyB.token), 'as B').readers).toEqual([other.userId]);
  });

  it('a writer taken off the list while holding the lock can no longer save, and no longer blocks the assignee', async () => {
    const d = await teamDocument({ members: 2 });
    const helper = d.members[1]!;
    const p = { projectId: d.projectId, taskId: d.taskId };
    ok(await call('project.docPermission', { ...p, readers: [], writers: [helper.userId] }, d.partyB.token), 'name writer');
    ok(await call('project.docRequestEdit', p, helper.token), 'helper takes the lock');
    ok(await call('project.docSave', { ...p, baseVersion: 0, html: '<p>协助</p>' }, helper.token), 'helper saves');
    ok(await call('project.docPermission', { ...p, readers: [], writers: [] }, d.partyB.token), 'revoke');
    expect(await codeOf(call('project.docSave', { ...p, baseVersion: 1, html: '<p>撤销后</p>' }, helper.token))).toBe(404);
    // The assignee takes the document at once: the revoked writer's lease does not keep it for minutes.
    expect(await codeOf(call('project.docRequestEdit', p, d.writer.token))).toBe(200);
    const view = ok<DocumentView>(await call('project.docQuery', p, d.writer.token), 'read');
    expect([view.version, view.lock?.holder.userId]).toEqual([1, d.writer.userId]);
  });

  it('permission changes racing a writer’s saves and lock: never a 500, every answered save is a version, revoked saves fail', async () => {
    const d = await teamDocument({ members: 2 });
    const helper = d.members[1]!;
    const p = { projectId: d.projectId, taskId: d.taskId };
    ok(await call('project.docPermission', { ...p, readers: [], writers: [helper.userId] }, d.partyB.token), 'name writer');
    ok(await call('project.docRequestEdit', p, helper.token), 'lock');
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => call<DocumentSaved>('project.docSave', { ...p, baseVersion: i, html: `<p>${i}</p>` }, helper.token)),
      call('project.docPermission', { ...p, readers: [helper.userId], writers: [] }, d.partyB.token),
      call('project.docPermission', { ...p, readers: [], writers: [] }, d.partyB.token),
      call('project.docRequestEdit', p, helper.token),
    ]);
    for (const a of answers) expect(a.status).toBeLessThan(500);
    const saves = answers.slice(0, 6).filter((a) => a.body.code === 200).map((a) => (a.body.data as DocumentSaved).version);
    const view = ok<DocumentView>(await call('project.docQuery', p, d.partyB.token), 'read');
    expect(view.version).toBe(saves.length ? Math.max(...saves) : 0);
    // Whatever order they took, the helper cannot write now unless the last permission saved left them a writer.
    const helperCan = view.writers.includes(helper.userId);
    expect(await codeOf(call('project.docSave', { ...p, baseVersion: view.version, html: '<p>之后</p>' }, helper.token))).toBe(helperCan ? 200 : view.readers.includes(helper.userId) ? ERRORS.DOCUMENT_READ_ONLY.code : 404);
  });
});

describe('revision rounds under bursts', () => {
  const burst = (n: number, make: () => Promise<{ body: { code: number }; status: number }>) => Promise.all(Array.from({ length: n }, make));
  const rounds = async (c: { projectId: string; partyA: TestPerson }) => (await coopInfo(c as never)).phases[0]!.rounds;
  const recordsOf = async (c: { projectId: string; partyA: TestPerson }, kind: string, as: TestPerson = c.partyA) =>
    ok<Page<ProcessRecordView>>(await call('project.coop.records', { projectId: c.projectId, current: 1, size: 100 }, as.token), 'records').records.filter((r) => r.kind === kind);

  it('eight checkNoPass at once: one internal check round, one record for party B, the phase moved once', async () => {
    const c = await fundedCooperation({ phases: ONE });
    ok(await call('project.coop.goCheck', { projectId: c.projectId, phase: 1 }, c.partyB.token), 'go check');
    const answers = await burst(8, () => call('project.coop.checkNoPass', { projectId: c.projectId, phase: 1, reason: '重写' }, c.partyB.token));
    for (const a of answers) expect(a.status).toBeLessThan(500);
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    // Party B's own check is internal (docs/processes.md): it counts in party B's check rounds, never in the
    // revision rounds party A sees, and its record is party B's alone.
    const asB = (await coopInfo(c, c.partyB)).phases[0]!;
    expect(asB.checkRounds).toBe(1);
    expect(asB.rounds).toBe(0);
    expect(await rounds(c)).toBe(0);
    expect(await recordsOf(c, 'checkNoPass', c.partyB)).toHaveLength(1);
    expect(await recordsOf(c, 'checkNoPass')).toHaveLength(0);
    expect((await coopInfo(c)).phases[0]!.state).toBe('COMPILING');
  });

  it('eight assessNoPass at once: one round, one record', async () => {
    const c = await fundedCooperation({ phases: ONE });
    for (const move of ['project.coop.goCheck', 'project.coop.checkPass', 'project.coop.goAssess'] as const) ok(await call(move, { projectId: c.projectId, phase: 1 }, c.partyB.token), move);
    const answers = await burst(8, () => call('project.coop.assessNoPass', { projectId: c.projectId, phase: 1, reason: '不行' }, c.partyA.token));
    for (const a of answers) expect(a.status).toBeLessThan(500);
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    expect(await rounds(c)).toBe(1);
    expect(await recordsOf(c, 'assessNoPass')).toHaveLength(1);
  });

  it('eight acceptanceNoPass at once, then eight ensureNoPass: one round in all, the phase back to 编写中 once', async () => {
    const c = await fundedCooperation({ phases: ONE });
    await deliverPhase(c, 1);
    const refused = await burst(8, () => call('project.coop.acceptanceNoPass', { projectId: c.projectId, phase: 1, reason: '不行' }, c.partyA.token));
    for (const a of refused) expect(a.status).toBeLessThan(500);
    expect(refused.filter((a) => a.body.code === 200)).toHaveLength(1);
    const ensured = await burst(8, () => call('project.coop.ensureNoPass', { projectId: c.projectId, phase: 1 }, c.partyB.token));
    for (const a of ensured) expect(a.status).toBeLessThan(500);
    expect(ensured.filter((a) => a.body.code === 200)).toHaveLength(1);
    expect(await rounds(c)).toBe(1);
    expect(await recordsOf(c, 'acceptanceNoPass')).toHaveLength(1);
    expect(await recordsOf(c, 'ensureNoPass')).toHaveLength(1);
    expect((await coopInfo(c)).phases[0]!.state).toBe('COMPILING');
  });

  it('checkNoPass racing checkPass: one move wins, rounds match the no-pass records', async () => {
    const c = await fundedCooperation({ phases: ONE });
    ok(await call('project.coop.goCheck', { projectId: c.projectId, phase: 1 }, c.partyB.token), 'go check');
    const p = { projectId: c.projectId, phase: 1 };
    const answers = await Promise.all([
      call('project.coop.checkNoPass', { ...p, reason: '一' }, c.partyB.token),
      call('project.coop.checkPass', p, c.partyB.token),
      call('project.coop.checkNoPass', { ...p, reason: '二' }, c.partyB.token),
    ]);
    for (const a of answers) expect(a.status).toBeLessThan(500);
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    const asB = (await coopInfo(c, c.partyB)).phases[0]!;
    expect(asB.checkRounds).toBe((await recordsOf(c, 'checkNoPass', c.partyB)).length);
    expect(asB.state).toBe(answers[1]!.body.code === 200 ? 'CHECKED' : 'COMPILING');
    expect(await rounds(c)).toBe(0);
  });
});

describe('document pushes on the socket', () => {
  it('party B’s people hear a document change; party A and a stranger do not; a member who left stops hearing', async () => {
    const d = await teamDocument({ members: 2 });
    const bystander = d.members[1]!;
    const stranger = await newPerson();
    const bystanderAlone = await personal(bystander);
    const [leaderRadio, bystanderRadio, partyARadio, strangerRadio] = await Promise.all([
      open(d.partyB.token, 'channel=radio'),
      open(bystanderAlone.token, 'channel=radio'),
      open(d.partyA.token, 'channel=radio'),
      open(stranger.token, 'channel=radio'),
    ]);
    await editOnce(d, d.writer, '<p>推送</p>');
    await expect.poll(() => documentPushes(leaderRadio, d.projectId).length).toBeGreaterThan(0);
    await expect.poll(() => documentPushes(bystanderRadio, d.projectId).length).toBeGreaterThan(0);
    await Promise.all([caughtUp(partyARadio, d.partyA.userId), caughtUp(strangerRadio, stranger.userId)]);
    expect(documentPushes(partyARadio, d.projectId)).toEqual([]);
    expect(documentPushes(strangerRadio, d.projectId)).toEqual([]);

    ok(await call('org.teamLeave', {}, bystander.token), 'leave');
    const heard = documentPushes(bystanderRadio, d.projectId).length;
    const leaderHeard = documentPushes(leaderRadio, d.projectId).length;
    await editOnce(d, d.writer, '<p>离开后</p>');
    await expect.poll(() => documentPushes(leaderRadio, d.projectId).length).toBeGreaterThan(leaderHeard);
    await Promise.all([caughtUp(bystanderRadio, bystander.userId), caughtUp(partyARadio, d.partyA.userId), caughtUp(strangerRadio, stranger.userId)]);
    expect(documentPushes(bystanderRadio, d.projectId)).toHaveLength(heard);
    expect(documentPushes(partyARadio, d.projectId)).toEqual([]);
    expect(documentPushes(strangerRadio, d.projectId)).toEqual([]);
  });

  it('party A hears no document push even while reading a delivered phase, and a directory change is not pushed to it', async () => {
    const d = await teamDocument();
    const radio = await open(d.partyA.token, 'channel=radio');
    await addNode(d, { title: '新目录' });
    ok(await call('project.docExitEdit', { projectId: d.projectId, taskId: d.taskId, submit: true }, d.writer.token), 'submit');
    await deliverPhase(d, 1);
    await caughtUp(radio, d.partyA.userId);
    expect(documentPushes(radio, d.projectId)).toEqual([]);
  });
});

describe('the local demo cooperation (infra/local/seed-cooperation.ts)', () => {
  const demoLogin = async (phone: string, type: 'PERSONAGE' | 'TEAM' | 'COMPANY'): Promise<TestPerson> => {
    const answer = await login(phone, DEMO_PASSWORD, type);
    if (answer.body.code !== 200) throw new Error(`demo login ${phone} ${type}: ${JSON.stringify(answer.body)}`);
    return { phone, password: DEMO_PASSWORD, token: answer.body.data, userId: '' } as TestPerson;
  };
  const demo = async () => {
    const company = await demoLogin(DEMO_ACCOUNTS[2].phone, 'COMPANY');
    const team = await demoLogin(DEMO_ACCOUNTS[1].phone, 'TEAM');
    const card = ok<Page<CooperationCard>>(await call('project.coop.list', { tab: 'ongoing' }, company.token), 'list').records.find((r) => r.name === DEMO_COOPERATION.name)!;
    const dir = ok<DirectoryView>(await call('project.docDirectories', { projectId: card.projectId, phase: 1 }, team.token), 'directory');
    const taskId = dir.nodes.find((n) => n.title === DEMO_COOPERATION.document.title)!.taskId;
    const detail = ok<CooperationDetail>(await call('project.coop.info', { projectId: card.projectId }, team.token), 'info');
    return { projectId: card.projectId, taskId, groupId: detail.groupId };
  };

  it('nobody but its sides reads it or its document through any door, with its ids', async () => {
    const { projectId, taskId, groupId } = await demo();
    const stranger = await newPerson();
    const outsiders: [string, TestPerson][] = [
      ['stranger', stranger],
      ['林晓 as a person', await demoLogin(DEMO_ACCOUNTS[0].phone, 'PERSONAGE')],
      ['周航 as a person', await demoLogin(DEMO_ACCOUNTS[1].phone, 'PERSONAGE')],
      ['陈总 as a person', await demoLogin(DEMO_ACCOUNTS[2].phone, 'PERSONAGE')],
      ['客服', await demoLogin(DEMO_ACCOUNTS[3].phone, 'PERSONAGE')],
    ];
    const t = { projectId, taskId };
    const p = { projectId, phase: 1 };
    for (const [who, person] of outsiders) {
      const codes = {
        info: await codeOf(call('project.coop.info', { projectId }, person.token)),
        records: await codeOf(call('project.coop.records', { projectId, current: 1, size: 20 }, person.token)),
        phaseRecords: await codeOf(call('project.coop.phaseRecords', p, person.token)),
        performance: await codeOf(call('project.projectPerformance', { projectId }, person.token)),
        directories: await codeOf(call('project.docDirectories', p, person.token)),
        statuses: await codeOf(call('project.docStatuses', p, person.token)),
        messages: await codeOf(call('project.docMessages', { ...p, current: 1, size: 20 }, person.token)),
        query: await codeOf(call('project.docQuery', t, person.token)),
        status: await codeOf(call('project.docStatus', t, person.token)),
        countdown: await codeOf(call('project.docCountdown', t, person.token)),
        memberStatus: await codeOf(call('project.docMemberStatus', { projectId }, person.token)),
        ownership: await codeOf(call('project.docOwnership', { projectId }, person.token)),
        requestEdit: await codeOf(call('project.docRequestEdit', t, person.token)),
      };
      expect([who, Object.entries(codes).filter(([, code]) => code !== 404)]).toEqual([who, []]);
      expect([who, await notices(person, projectId)]).toEqual([who, []]);
      // The group is the messenger's, by person, not by session: 周航 and 陈总 are its members whatever session they use.
      if (groupId && !who.includes('周航') && !who.includes('陈总')) expect([who, await codeOf(call('chat.groupMembers', { id: groupId }, person.token))]).toEqual([who, 403]);
    }
  });

  it('the company’s staff (林晓 in the company session) reads the cooperation but not its document', async () => {
    const { projectId, taskId } = await demo();
    const clerk = await demoLogin(DEMO_ACCOUNTS[0].phone, 'COMPANY');
    expect(await codeOf(call('project.coop.info', { projectId }, clerk.token))).toBe(200);
    expect(await codeOf(call('project.docDirectories', { projectId, phase: 1 }, clerk.token))).toBe(404);
    expect(await codeOf(call('project.docQuery', { projectId, taskId }, clerk.token))).toBe(404);
    expect(await codeOf(call('project.docMemberStatus', { projectId }, clerk.token))).toBe(404);
    // 陈总, acting for party A, reads no document before delivery either.
    const company = await demoLogin(DEMO_ACCOUNTS[2].phone, 'COMPANY');
    expect(await codeOf(call('project.docQuery', { projectId, taskId }, company.token))).toBe(404);
  });
});
