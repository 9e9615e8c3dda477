/**
 * Take-over of a member's document task (接管, docs/cooperation.md "Take-over") through the HTTP routes: party B's
 * leader sees whose tasks may be taken over — a writer who left the team, or a task untouched for
 * DOCUMENT_LIMITS.takeOverIdleDays days —, takes one over for themselves or for a member they name; the edit lock moves
 * from the former writer to the new one (the former's saves refused, the new writer's accepted), the draft and its
 * versions stay, both writers are told and both see who took it over when. A task of the process's version 1 keeps its
 * rules; who may call what.
 */
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { DOCUMENT_LIMITS } from '../../shared/limits.js';
import type { Page } from '../../shared/envelope.js';
import type { BacklogItem } from '../../shared/schemas/project-backlog.js';
import type { CooperationDetail } from '../../shared/schemas/cooperation.js';
import type { GroupMember } from '../../shared/schemas/chat-groups.js';
import type { DirectoryView, DocumentMessage, DocumentSaved, DocumentStatus, DocumentView, TakeOverMembers, TakeOverStatus } from '../../shared/schemas/documents.js';
import { ddb, table } from '../../functions/lib/store/client.js';
import { taskKey } from '../../functions/project/cooperation/model.js';
import { documentPk } from '../../functions/project/documents/keys.js';
import { call } from '../support/api.js';
import { fundedCooperation } from '../support/cooperation.js';
import { addNode, asTeam, ONE_PHASE, quietTask } from '../support/documents.js';
import { joinTeam } from '../support/org.js';
import { newPerson } from '../support/people.js';
import { ok } from '../support/projects.js';
import { socketPool } from '../support/sockets.js';

const open = socketPool(() => inject('cloud').wsUrl);
const answerOf = async (answer: Promise<{ body: { code: number; msg: string } }>) => (await answer).body;
const codeOf = async (answer: Promise<{ body: { code: number } }>) => (await answer).body.code;

/**
 * A funded cooperation whose party B is a team with two members (each with their own person's token and their team
 * session), and a document task assigned to the first, who wrote a first draft.
 */
const world = async () => {
  const partyB = await newPerson('TEAM');
  const people = await Promise.all([newPerson(), newPerson()]);
  for (const person of people) await joinTeam(partyB, person);
  const [writer, other] = await Promise.all(people.map(asTeam));
  const c = await fundedCooperation({ partyB, phases: ONE_PHASE });
  const node = await addNode(c, { title: '需求说明', assignee: writer!.userId });
  const d = { projectId: c.projectId, taskId: node.taskId };
  ok(await call('project.docRequestEdit', d, writer!.token), 'request edit');
  ok<DocumentSaved>(await call('project.docSave', { ...d, baseVersion: 0, html: '<p>原编写人的草稿</p>' }, writer!.token), 'first draft');
  return { ...c, d, writer: writer!, other: other!, writerPerson: people[0]!, stranger: await newPerson() };
};

const versionsOf = async (taskId: string) =>
  (
    await ddb.send(
      new QueryCommand({ TableName: table(), KeyConditionExpression: 'pk = :pk AND begins_with(sk, :v)', ExpressionAttributeValues: { ':pk': documentPk(taskId), ':v': 'V#' }, ConsistentRead: true }),
    )
  ).Items as { version: number; by: string; html: string }[];

describe('a writer who went quiet', () => {
  it('is not taken over while active; once quiet the leader hands the task to another member, the lock moves, the history stays and both are told', async () => {
    const w = await world();
    // Still writing (a live lease, a save just now): nothing to take over.
    expect(ok<TakeOverMembers>(await call('project.docTakeOverMembers', { projectId: w.projectId }, w.partyB.token), 'members').members).toEqual([]);
    const early = await answerOf(call('project.docTakeOver', { ...w.d, to: w.other.userId }, w.partyB.token));
    expect(early.code).toBe(102084);
    expect(early.msg).toContain(`${DOCUMENT_LIMITS.takeOverIdleDays}天`);
    expect(ok<TakeOverStatus>(await call('project.docTakeOverStatus', w.d, w.partyB.token), 'status')).toMatchObject({ takenOver: false, takeable: false, assignee: { userId: w.writer.userId } });

    // The writer goes quiet: the leader sees them, with the task, and who may take it.
    await quietTask(w.projectId, w.d.taskId);
    const listed = ok<TakeOverMembers>(await call('project.docTakeOverMembers', { projectId: w.projectId }, w.partyB.token), 'members');
    expect(listed.idleDays).toBe(DOCUMENT_LIMITS.takeOverIdleDays);
    expect(listed.members).toEqual([
      expect.objectContaining({ userId: w.writer.userId, active: true, reason: 'IDLE', tasks: [expect.objectContaining({ taskId: w.d.taskId, title: '需求说明', state: 'WRITING', version: 1 })] }),
    ]);
    expect(listed.members[0]!.tasks[0]!.idleDays).toBeGreaterThanOrEqual(DOCUMENT_LIMITS.takeOverIdleDays);
    expect(listed.candidates.map((p) => p.userId).sort()).toEqual([w.partyB.userId, w.writer.userId, w.other.userId].sort());
    const node = ok<DirectoryView>(await call('project.docDirectories', { projectId: w.projectId, phase: 1 }, w.partyB.token), 'tree').nodes[0]!;
    expect(node.actions.map((a) => a.name)).toContain('takeOver');
    expect(ok<TakeOverStatus>(await call('project.docTakeOverStatus', w.d, w.partyB.token), 'status')).toMatchObject({ takenOver: false, takeable: true, reason: 'IDLE' });

    const [formerRadio, newRadio] = await Promise.all([open(w.writer.token, 'channel=radio'), open(w.other.token, 'channel=radio')]);
    const taken = ok<TakeOverStatus>(await call('project.docTakeOver', { ...w.d, to: w.other.userId }, w.partyB.token), 'take over');
    expect(taken).toMatchObject({
      takenOver: true,
      takeable: false,
      assignee: { userId: w.other.userId },
      takeOver: { from: { userId: w.writer.userId }, to: { userId: w.other.userId }, by: { userId: w.partyB.userId }, reason: 'IDLE' },
    });
    // Both writers are told at once: the document push names the take-over.
    for (const radio of [formerRadio, newRadio]) {
      await expect
        .poll(() => radio.frames.some((f) => f.messageType === 'NEED_RADIO' && String(f.content).includes('"takeOver"') && String(f.content).includes(w.d.taskId)))
        .toBe(true);
    }
    // The lock moved: the new writer holds it; the former writer reads but no longer writes.
    const status = ok<DocumentStatus>(await call('project.docStatus', w.d, w.other.token), 'doc status');
    expect(status.lock?.holder.userId).toBe(w.other.userId);
    expect(status.permission).toBe('write');
    expect(await codeOf(call('project.docSave', { ...w.d, baseVersion: 1, html: '<p>原编写人还想改</p>' }, w.writer.token))).toBe(403);
    expect(await codeOf(call('project.docRequestEdit', w.d, w.writer.token))).toBe(403);
    expect(ok<DocumentView>(await call('project.docQuery', w.d, w.writer.token), 'former reads').html).toContain('原编写人的草稿');

    // The new writer opens it with the draft, and saves on top of it.
    const opened = ok<DocumentView>(await call('project.docOpenTakeOver', w.d, w.other.token), 'open take over');
    expect(opened).toMatchObject({ html: '<p>原编写人的草稿</p>', version: 1, writable: true, lock: { mine: true }, takeOver: { to: { userId: w.other.userId } } });
    ok<DocumentSaved>(await call('project.docSave', { ...w.d, baseVersion: 1, html: '<p>接管后的第二版</p>' }, w.other.token), 'new writer saves');
    const versions = await versionsOf(w.d.taskId);
    expect(versions.map((v) => [v.version, v.by])).toEqual([
      [1, w.writer.userId],
      [2, w.other.userId],
    ]);

    // Both see who took it over, when; the change is in the phase's messages and party B's backlog.
    for (const who of [w.writer, w.other]) {
      const seen = ok<TakeOverStatus>(await call('project.docTakeOverStatus', w.d, who.token), 'status');
      expect(seen).toMatchObject({ takenOver: true, takeOver: { by: { userId: w.partyB.userId }, to: { userId: w.other.userId } } });
      expect(seen.takeOver!.time).toBeGreaterThan(Date.now() - 60_000);
    }
    const messages = ok<Page<DocumentMessage>>(await call('project.docMessages', { projectId: w.projectId, phase: 1 }, w.other.token), 'messages');
    const message = messages.records.find((m) => m.kind === 'takeover')!;
    expect(message.text).toContain('接管了《需求说明》');
    expect(message.text).toContain('改为');
    const backlog = ok<Page<BacklogItem>>(await call('project.backlog', {}, w.other.token), 'backlog');
    expect(backlog.records.find((b) => b.type === 'DOCUMENT_TAKEN_OVER')).toMatchObject({ title: expect.stringContaining('文档已接管'), content: expect.stringContaining('《需求说明》') });
    // Only the one it was handed to opens it so.
    expect(await codeOf(call('project.docOpenTakeOver', w.d, w.writer.token))).toBe(102085);
    expect(await codeOf(call('project.docOpenTakeOver', w.d, w.partyB.token))).toBe(102085);
  });

  it('keeps a task of the process’s version 1 on its rules: no take-over, reassigning as before', async () => {
    const w = await world();
    await quietTask(w.projectId, w.d.taskId);
    await ddb.send(new UpdateCommand({ TableName: table(), Key: taskKey(w.projectId, 1, w.d.taskId), UpdateExpression: 'SET processVersion = :v1', ExpressionAttributeValues: { ':v1': 1 } }));
    expect(ok<TakeOverMembers>(await call('project.docTakeOverMembers', { projectId: w.projectId }, w.partyB.token), 'members').members).toEqual([]);
    const refused = await answerOf(call('project.docTakeOver', w.d, w.partyB.token));
    expect(refused.code).toBe(102084);
    expect(refused.msg).toContain('更换编写人');
    const node = ok<DirectoryView>(await call('project.docDirectories', { projectId: w.projectId, phase: 1 }, w.partyB.token), 'tree').nodes[0]!;
    expect(node.actions.map((a) => a.name)).not.toContain('takeOver');
  });
});

describe('a writer who left the team', () => {
  it('is listed at once; the leader takes the task over for themselves and opens it; the former writer is told in their own backlog', async () => {
    const w = await world();
    ok(await call('org.teamLeave', {}, w.writer.token), 'leave');
    const listed = ok<TakeOverMembers>(await call('project.docTakeOverMembers', { projectId: w.projectId }, w.partyB.token), 'members');
    expect(listed.members).toEqual([expect.objectContaining({ userId: w.writer.userId, active: false, reason: 'LEFT', tasks: [expect.objectContaining({ taskId: w.d.taskId })] })]);
    expect(listed.candidates.map((p) => p.userId)).not.toContain(w.writer.userId);

    const formerRadio = await open(w.writerPerson.token, 'channel=radio');
    const taken = ok<TakeOverStatus>(await call('project.docTakeOver', w.d, w.partyB.token), 'take over');
    expect(taken).toMatchObject({ takenOver: true, mine: true, assignee: { userId: w.partyB.userId }, takeOver: { reason: 'LEFT', from: { userId: w.writer.userId } } });
    await expect.poll(() => formerRadio.frames.some((f) => f.messageType === 'NEED_RADIO' && String(f.content).includes(w.d.taskId))).toBe(true);
    const own = ok<Page<BacklogItem>>(await call('project.backlog', {}, w.writerPerson.token), 'former backlog');
    expect(own.records.find((b) => b.type === 'DOCUMENT_TAKEN_OVER')?.content).toContain('《需求说明》');

    const opened = ok<DocumentView>(await call('project.docOpenTakeOver', w.d, w.partyB.token), 'open');
    expect(opened).toMatchObject({ html: '<p>原编写人的草稿</p>', lock: { mine: true, holder: { userId: w.partyB.userId } } });
    ok(await call('project.docSave', { ...w.d, baseVersion: 1, html: '<p>负责人接着写</p>' }, w.partyB.token), 'leader saves');
    // Taken over once, it is the leader's own now: nothing more to take over.
    expect(ok<TakeOverMembers>(await call('project.docTakeOverMembers', { projectId: w.projectId }, w.partyB.token), 'members').members).toEqual([]);
  });
});

describe('a member who leaves the organisation', () => {
  it('loses the project group and the locks they hold at once: the organisation’s event reaches the project domain', async () => {
    const w = await world();
    // The writer holds the document's lock and, writing a task, is in the project group.
    const detail = ok<CooperationDetail>(await call('project.coop.info', { projectId: w.projectId }, w.partyB.token), 'info');
    const groupId = detail.groupId!;
    const members = async () => ok<GroupMember[]>(await call('chat.groupMembers', { id: groupId }, w.partyB.token), 'members').map((m) => m.id);
    await expect.poll(members).toContain(w.writer.userId);
    expect(ok<DocumentStatus>(await call('project.docStatus', w.d, w.partyB.token), 'status').lock?.holder.userId).toBe(w.writer.userId);

    ok(await call('org.teamLeave', {}, w.writer.token), 'leave');
    // The sweep fires the organisation's timer, set in the leaving's own transaction (due at once).
    const swept = ok<{ fired: number }>(await call('project.devSweep', { now: Date.now(), objectIds: [detail.partyB.id] }), 'sweep');
    expect(swept.fired).toBe(1);
    expect(await members()).not.toContain(w.writer.userId);
    const status = ok<DocumentStatus>(await call('project.docStatus', w.d, w.partyB.token), 'status');
    expect(status.lock).toBeUndefined();
    // The leader writes at once instead of waiting for the lease to run out; a second sweep has nothing left.
    ok(await call('project.docRequestEdit', w.d, w.partyB.token), 'leader takes the lock');
    expect(ok<{ fired: number }>(await call('project.devSweep', { now: Date.now(), objectIds: [detail.partyB.id] }), 'sweep again').fired).toBe(0);
  });
});

describe('who may call what', () => {
  it('refuses a member who is not the leader, a stranger, a task not eligible, and bad input naming the field', async () => {
    const w = await world();
    await quietTask(w.projectId, w.d.taskId);
    // A member of party B is not its leader: 403.
    expect(await codeOf(call('project.docTakeOverMembers', { projectId: w.projectId }, w.other.token))).toBe(403);
    expect(await codeOf(call('project.docTakeOver', { ...w.d, to: w.other.userId }, w.other.token))).toBe(403);
    // A stranger finds nothing: 404 everywhere.
    expect(await codeOf(call('project.docTakeOverMembers', { projectId: w.projectId }, w.stranger.token))).toBe(404);
    expect(await codeOf(call('project.docTakeOver', w.d, w.stranger.token))).toBe(404);
    expect(await codeOf(call('project.docTakeOverStatus', w.d, w.stranger.token))).toBe(404);
    expect(await codeOf(call('project.docOpenTakeOver', w.d, w.stranger.token))).toBe(404);
    // Party A never sees party B's arrangements.
    expect(await codeOf(call('project.docTakeOverStatus', w.d, w.partyA.token))).toBe(404);
    // Bad input: 400 naming the field in Chinese.
    const badTask = await answerOf(call('project.docTakeOver', { projectId: w.projectId, taskId: 'x' } as never, w.partyB.token));
    expect(badTask.code).toBe(400);
    expect(badTask.msg).toContain('文档');
    const badTo = await answerOf(call('project.docTakeOver', { ...w.d, to: 'nobody' } as never, w.partyB.token));
    expect(badTo.code).toBe(400);
    expect(badTo.msg).toContain('接管人');
    const outsider = await answerOf(call('project.docTakeOver', { ...w.d, to: w.stranger.userId }, w.partyB.token));
    expect(outsider).toMatchObject({ code: 400, msg: '接管人须为乙方的在职成员' });
    expect(await answerOf(call('project.docTakeOver', { ...w.d, to: w.writer.userId }, w.partyB.token))).toMatchObject({ code: 400, msg: '接管人已是该文档的编写人' });
    // Not taken over: nothing to open.
    expect(await answerOf(call('project.docOpenTakeOver', w.d, w.writer.token))).toMatchObject({ code: 102085, msg: '该文档任务没有被接管' });
    // A directory (no writer) and a stopped task are not taken over.
    const folder = await addNode(w, { title: '目录' });
    expect(await codeOf(call('project.docTakeOver', { projectId: w.projectId, taskId: folder.taskId }, w.partyB.token))).toBe(102083);
    ok(await call('project.docStop', w.d, w.partyB.token), 'stop');
    expect(await codeOf(call('project.docTakeOver', w.d, w.partyB.token))).toBe(102065);
  });
});
