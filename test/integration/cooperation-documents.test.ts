/**
 * The documents of a cooperation through the HTTP routes (docs/cooperation.md "Documents"): party B's leader builds a
 * phase's directory and assigns tasks to the team's members, one writer at a time holds a document's edit lock (two
 * members racing for it: exactly one wins, the other sees who writes and the countdown), a lease that ran out is
 * lost, every save is a version and none is lost or overwrites a newer one, the assignee submits, party A reads once
 * the phase was delivered, discussion hands the lock over, and who may call what.
 */
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { DOCUMENT_LIMITS } from '../../shared/limits.js';
import type { Page } from '../../shared/envelope.js';
import type {
  AssignablePerson,
  DirectoryView,
  DocumentConflict,
  DocumentCountdown,
  DocumentLockView,
  DocumentMessage,
  DocumentNode,
  DocumentOwnership,
  DocumentRefresh,
  DocumentSaved,
  DocumentStatus,
  DocumentStatuses,
  DocumentView,
  LeaderAndMembers,
} from '../../shared/schemas/documents.js';
import { ddb, table } from '../../functions/lib/store/client.js';
import { taskKey } from '../../functions/project/cooperation/model.js';
import { call } from '../support/api.js';
import { deliverPhase } from '../support/cooperation.js';
import { addNode, personDocument, teamCooperation, teamDocument } from '../support/documents.js';
import { newPerson } from '../support/people.js';
import { ok } from '../support/projects.js';
import { socketPool } from '../support/sockets.js';

const open = socketPool(() => inject('cloud').wsUrl);
const codeOf = async (answer: Promise<{ body: { code: number } }>) => (await answer).body.code;
const doc = (d: { projectId: string; taskId: string }) => ({ projectId: d.projectId, taskId: d.taskId });

/** The document task's lease, moved into the past through the table (as if its writer had gone quiet for 5 minutes). */
const expireLease = async (projectId: string, taskId: string) =>
  ddb.send(
    new UpdateCommand({
      TableName: table(),
      Key: taskKey(projectId, 1, taskId),
      UpdateExpression: 'SET #lock.#until = :past',
      ExpressionAttributeNames: { '#lock': 'lock', '#until': 'until' },
      ExpressionAttributeValues: { ':past': Date.now() - 1_000 },
    }),
  );

describe('the directory', () => {
  it('is built by party B’s leader: directories, tasks assigned to the team’s members, renamed and moved; the others may not', async () => {
    const c = await teamCooperation({ members: 2 });
    const [writer, other] = c.members as [typeof c.members[0], typeof c.members[0]];
    const stranger = await newPerson();

    const members = ok<AssignablePerson[]>(await call('project.docMembers', { projectId: c.projectId }, c.partyB.token), 'members');
    expect(members.map((m) => m.userId).sort()).toEqual([c.partyB.userId, writer.userId, other.userId].sort());
    expect(members.find((m) => m.userId === c.partyB.userId)?.leader).toBe(true);

    const folder = await addNode(c, { title: '第一章 总体设计' });
    expect(folder).toMatchObject({ title: '第一章 总体设计', version: 0, permission: 'write' });
    expect(folder.state).toBeUndefined();
    const task = await addNode(c, { title: '1.1 需求说明', assignee: writer.userId, parentId: folder.taskId });
    expect(task).toMatchObject({ parentId: folder.taskId, state: 'ASSIGNED', stateLabel: '待编写', assignee: { userId: writer.userId } });

    // Renamed, moved to the top, and a node is never moved under itself.
    const renamed = ok<DocumentNode>(await call('project.docCooperate', { projectId: c.projectId, phase: 1, taskId: task.taskId, title: '1.1 需求说明书', parentId: '' }, c.partyB.token), 'rename');
    expect(renamed.title).toBe('1.1 需求说明书');
    expect(renamed.parentId).toBeUndefined();
    const inner = await addNode(c, { title: '1.2 子目录', parentId: folder.taskId });
    expect(await codeOf(call('project.docCooperate', { projectId: c.projectId, phase: 1, taskId: folder.taskId, parentId: inner.taskId }, c.partyB.token))).toBe(400);
    // Only the team's active people may be assigned; a stranger is not one.
    expect(await codeOf(call('project.docCooperate', { projectId: c.projectId, phase: 1, title: '外人', assignee: stranger.userId }, c.partyB.token))).toBe(400);
    // Members see the tree (their own task writable); they may not build it.
    const tree = ok<DirectoryView>(await call('project.docDirectories', { projectId: c.projectId, phase: 1 }, writer.token), 'directories');
    expect(tree).toMatchObject({ phase: 1, phaseState: 'COMPILING', writable: true, manage: false });
    expect(tree.nodes.map((n) => [n.title, n.permission])).toEqual(
      expect.arrayContaining([
        ['第一章 总体设计', 'none'],
        ['1.1 需求说明书', 'write'],
      ]),
    );
    expect(ok<DirectoryView>(await call('project.docDirectories', { projectId: c.projectId, phase: 1 }, other.token), 'directories').nodes.find((n) => n.taskId === task.taskId)?.permission).toBe('none');
    expect(await codeOf(call('project.docCooperate', { projectId: c.projectId, phase: 1, title: '成员建的' }, writer.token))).toBe(403);
    expect(await codeOf(call('project.docMembers', { projectId: c.projectId }, writer.token))).toBe(403);
    // Party A sees nothing of the documents before delivery; a stranger nothing at all; a phase beyond the last is none.
    expect(await codeOf(call('project.docDirectories', { projectId: c.projectId, phase: 1 }, c.partyA.token))).toBe(404);
    expect(await codeOf(call('project.docDirectories', { projectId: c.projectId, phase: 1 }, stranger.token))).toBe(404);
    expect(await codeOf(call('project.docDirectories', { projectId: c.projectId, phase: 2 }, c.partyB.token))).toBe(404);
    expect(await codeOf(call('project.docQuery', doc({ projectId: c.projectId, taskId: task.taskId }), stranger.token))).toBe(404);
  });

  it('keeps a phase’s nodes under their limit', async () => {
    const c = await teamCooperation({ members: 0 });
    await addNode(c, { title: '第一个' });
    // As if the phase held one node short of the limit (the count is kept beside the nodes).
    await ddb.send(
      new UpdateCommand({
        TableName: table(),
        Key: { pk: `PROJECT#${c.projectId}`, sk: 'DIR#01' },
        UpdateExpression: 'SET #n = :n',
        ExpressionAttributeNames: { '#n': 'nodes' },
        ExpressionAttributeValues: { ':n': DOCUMENT_LIMITS.tasksPerPhase - 1 },
      }),
    );
    await addNode(c, { title: '最后一个' });
    expect(await codeOf(call('project.docCooperate', { projectId: c.projectId, phase: 1, title: '超出' }, c.partyB.token))).toBe(102082);
    const tree = ok<DirectoryView>(await call('project.docDirectories', { projectId: c.projectId, phase: 1 }, c.partyB.token), 'directories');
    expect(tree.nodes.map((n) => n.title)).toEqual(['第一个', '最后一个']);
  });

  it('sets who else reads or writes a document; a reader reads and may not write, the rest of the team sees only the title', async () => {
    const c = await teamCooperation({ members: 3 });
    const [writer, reader, outsider] = c.members as [typeof c.members[0], typeof c.members[0], typeof c.members[0]];
    const task = await addNode(c, { title: '接口设计', assignee: writer.userId });
    expect(await codeOf(call('project.docPermission', { ...doc({ projectId: c.projectId, taskId: task.taskId }), readers: [reader.userId], writers: [] }, writer.token))).toBe(403);
    const stranger = await newPerson();
    expect(await codeOf(call('project.docPermission', { ...doc({ projectId: c.projectId, taskId: task.taskId }), readers: [stranger.userId], writers: [] }, c.partyB.token))).toBe(400);
    const set = ok<DocumentNode>(await call('project.docPermission', { ...doc({ projectId: c.projectId, taskId: task.taskId }), readers: [reader.userId], writers: [] }, c.partyB.token), 'permission');
    expect(set.readers).toEqual([reader.userId]);
    const d = { projectId: c.projectId, taskId: task.taskId };
    expect(ok<DocumentView>(await call('project.docQuery', d, reader.token), 'query as reader').permission).toBe('read');
    expect(await codeOf(call('project.docRequestEdit', d, reader.token))).toBe(403);
    expect(await codeOf(call('project.docQuery', d, outsider.token))).toBe(404);
  });
});

describe('the edit lock', () => {
  it('goes to exactly one of two members asking at once; the other sees who writes and the countdown', async () => {
    const c = await teamCooperation({ members: 2 });
    const [a, b] = c.members as [typeof c.members[0], typeof c.members[0]];
    const task = await addNode(c, { title: '数据库设计', assignee: a.userId });
    ok(await call('project.docPermission', { projectId: c.projectId, taskId: task.taskId, readers: [], writers: [b.userId] }, c.partyB.token), 'permission');
    const d = { projectId: c.projectId, taskId: task.taskId };

    const answers = await Promise.all([call<DocumentStatus>('project.docRequestEdit', d, a.token), call<DocumentStatus>('project.docRequestEdit', d, b.token)]);
    const codes = answers.map((x) => x.body.code).sort((x, y) => x - y);
    expect(codes).toEqual([200, 102066]);
    const winner = answers[0]!.body.code === 200 ? a : b;
    const loser = winner === a ? b : a;
    const refused = answers.find((x) => x.body.code === 102066)!.body as unknown as { msg: string; data: { lock: DocumentLockView } };
    expect(refused.data.lock).toMatchObject({ holder: { userId: winner.userId }, mine: false });
    expect(refused.data.lock.remaining).toBeGreaterThan(DOCUMENT_LIMITS.leaseSeconds - 10);
    expect(refused.msg).toContain('正在编辑该文档');

    const countdown = ok<DocumentCountdown>(await call('project.docCountdown', d, loser.token), 'countdown');
    expect(countdown.lock?.holder.userId).toBe(winner.userId);
    expect(countdown.remaining).toBeGreaterThan(0);
    expect(countdown.remaining).toBeLessThanOrEqual(DOCUMENT_LIMITS.leaseSeconds);
    // The winner renews its own lock; the loser is still refused; the assignee's first take started the task.
    expect(await codeOf(call('project.docRequestEdit', d, winner.token))).toBe(200);
    expect(await codeOf(call('project.docRequestEdit', d, loser.token))).toBe(102066);
    const statuses = ok<DocumentStatuses>(await call('project.docStatuses', { projectId: c.projectId, phase: 1 }, c.partyB.token), 'statuses');
    expect(statuses.tasks.find((t) => t.taskId === task.taskId)).toMatchObject({ lock: { holder: { userId: winner.userId } } });
    const owners = ok<DocumentOwnership[]>(await call('project.docOwnership', { projectId: c.projectId }, c.partyB.token), 'ownership');
    expect(owners).toEqual([expect.objectContaining({ taskId: task.taskId, assignee: expect.objectContaining({ userId: a.userId }), holder: expect.objectContaining({ userId: winner.userId }) })]);
    // Given back, it is the other's to take.
    ok(await call('project.docExitEdit', { ...d, submit: false }, winner.token), 'exit');
    expect(await codeOf(call('project.docRequestEdit', d, loser.token))).toBe(200);
  });

  it('is lost when its lease runs out: the writer’s save is refused, another may take it, and the first is then refused', async () => {
    const d = await teamDocument({ locked: true, members: 2 });
    const other = d.members[1]!;
    ok(await call('project.docPermission', { ...doc(d), readers: [], writers: [other.userId] }, d.partyB.token), 'permission');
    ok<DocumentSaved>(await call('project.docSave', { ...doc(d), baseVersion: 0, html: '<p>第一稿</p>' }, d.writer.token), 'save');
    await expireLease(d.projectId, d.taskId);
    expect(ok<DocumentCountdown>(await call('project.docCountdown', doc(d), other.token), 'countdown')).toMatchObject({ remaining: 0 });
    expect(await codeOf(call('project.docSave', { ...doc(d), baseVersion: 1, html: '<p>第二稿</p>' }, d.writer.token))).toBe(102067);
    expect(await codeOf(call('project.docRequestEdit', doc(d), other.token))).toBe(200);
    expect(await codeOf(call('project.docRequestEdit', doc(d), d.writer.token))).toBe(102066);
    expect(await codeOf(call('project.docSave', { ...doc(d), baseVersion: 1, html: '<p>第二稿</p>' }, d.writer.token))).toBe(102067);
    // What the lost lease saved is kept; nothing after it was written.
    const view = ok<DocumentView>(await call('project.docQuery', doc(d), d.partyB.token), 'query');
    expect(view).toMatchObject({ version: 1, html: '<p>第一稿</p>' });
  });
});

describe('saving', () => {
  it('makes a version per save and renews the lease; a save on an older version is refused with the newest to compare', async () => {
    const d = await teamDocument({ locked: true, members: 2 });
    const other = d.members[1]!;
    ok(await call('project.docPermission', { ...doc(d), readers: [], writers: [other.userId] }, d.partyB.token), 'permission');
    const first = ok<DocumentSaved>(await call('project.docSave', { ...doc(d), baseVersion: 0, html: '<p>第一稿<script>alert(1)</script></p>' }, d.writer.token), 'save 1');
    expect(first.version).toBe(1);
    const second = ok<DocumentSaved>(await call('project.docSave', { ...doc(d), baseVersion: 1, html: '<p>第二稿</p>' }, d.writer.token), 'save 2');
    expect(second.version).toBe(2);
    expect(second.until).toBeGreaterThanOrEqual(first.until);

    // The other writer takes over (the first gives the lock back) and saves on version 1, which is not the newest.
    ok(await call('project.docExitEdit', { ...doc(d), submit: false }, d.writer.token), 'exit');
    ok(await call('project.docRequestEdit', doc(d), other.token), 'request');
    const stale = await call('project.docSave', { ...doc(d), baseVersion: 1, html: '<p>基于旧版的修改</p>' }, other.token);
    expect(stale.body.code).toBe(100002);
    expect((stale.body.data as { conflict: DocumentConflict }).conflict).toMatchObject({ version: 2, html: '<p>第二稿</p>', editedBy: { userId: d.writer.userId } });
    expect([stale.body.msg, (stale.body.data as { conflict: DocumentConflict }).conflict.mine]).toEqual(['文档已被他人修改，请对照最新版本合并后再保存', undefined]);
    // Merged on version 2, it is saved.
    expect(ok<DocumentSaved>(await call('project.docSave', { ...doc(d), baseVersion: 2, html: '<p>第二稿</p><p>合并后</p>' }, other.token), 'merged').version).toBe(3);
    // The same person's other window, still on version 2: the newest is their own, and it says so.
    const ownOther = await call('project.docSave', { ...doc(d), baseVersion: 2, html: '<p>另一个窗口</p>' }, other.token);
    expect([ownOther.body.code, ownOther.body.msg]).toEqual([100002, '文档已在其他窗口修改，请对照最新版本合并后再保存']);
    expect((ownOther.body.data as { conflict: DocumentConflict }).conflict).toMatchObject({ version: 3, mine: true, editedBy: { userId: other.userId } });
    const view = ok<DocumentView>(await call('project.docQuery', doc(d), d.writer.token), 'query');
    expect(view).toMatchObject({ version: 3, html: '<p>第二稿</p><p>合并后</p>', editedBy: { userId: other.userId }, state: 'WRITING' });
    // The script never reached the table.
    const firstVersion = await ddb.send(new QueryCommand({ TableName: table(), KeyConditionExpression: 'pk = :pk AND sk = :sk', ExpressionAttributeValues: { ':pk': `DOC#${d.taskId}`, ':sk': 'V#00001' } }));
    expect(String(firstVersion.Items?.[0]?.html)).not.toContain('<script');
  });

  it('loses no save: saves sent at once on the same version — exactly one is kept, the others refused', async () => {
    const d = await personDocument({ locked: true });
    const answers = await Promise.all(Array.from({ length: 5 }, (_v, i) => call<DocumentSaved>('project.docSave', { ...doc(d), baseVersion: 0, html: `<p>并发${i}</p>` }, d.partyB.token)));
    const won = answers.map((a, i) => [a.body.code, i] as const).filter(([code]) => code === 200);
    expect(won.length).toBe(1);
    expect(answers.every((a) => a.body.code === 200 || a.body.code === 100002)).toBe(true);
    const view = ok<DocumentView>(await call('project.docQuery', doc(d), d.partyB.token), 'query');
    expect(view).toMatchObject({ version: 1, html: `<p>并发${won[0]![1]}</p>` });
  });

  it('keeps the last versions only', async () => {
    const d = await personDocument({ locked: true });
    for (let v = 0; v < DOCUMENT_LIMITS.versionsKept + 2; v += 1) ok(await call('project.docSave', { ...doc(d), baseVersion: v, html: `<p>第${v + 1}版</p>` }, d.partyB.token), `save ${v + 1}`);
    const kept = await ddb.send(
      new QueryCommand({ TableName: table(), KeyConditionExpression: 'pk = :pk AND begins_with(sk, :v)', ExpressionAttributeValues: { ':pk': `DOC#${d.taskId}`, ':v': 'V#' }, ConsistentRead: true }),
    );
    expect(kept.Items?.map((i) => i.version)).toEqual(Array.from({ length: DOCUMENT_LIMITS.versionsKept }, (_v, i) => i + 3));
  });

  it('is refused when the caller holds no lease, and for a plain directory; an oversized text is a 400', async () => {
    const d = await personDocument();
    expect(await codeOf(call('project.docSave', { ...doc(d), baseVersion: 0, html: '<p>无锁</p>' }, d.partyB.token))).toBe(102067);
    const folder = await addNode(d, { title: '目录' });
    expect(await codeOf(call('project.docRequestEdit', { projectId: d.projectId, taskId: folder.taskId }, d.partyB.token))).toBe(102083);
    ok(await call('project.docRequestEdit', doc(d), d.partyB.token), 'request');
    // Within the length sent, but over the stored size once escaped (every `<` of the text becomes `&lt;`).
    const escaped = await call('project.docSave', { ...doc(d), baseVersion: 0, html: `<p>${'1<2 '.repeat(49_990)}</p>` }, d.partyB.token);
    expect(escaped.body.code).toBe(400);
    expect(escaped.body.msg).toContain('文档内容');
  });
});

describe('submitting, checking and delivery', () => {
  it('the assignee submits; the phase goes to check only then; a no-pass reopens it; party A reads it once delivered', async () => {
    const d = await teamDocument({ locked: true });
    ok(await call('project.docSave', { ...doc(d), baseVersion: 0, html: '<p>定稿</p>' }, d.writer.token), 'save');
    // The leader may write but not submit for the writer; the phase waits for the submission.
    expect(await codeOf(call('project.docExitEdit', { ...doc(d), submit: true }, d.partyB.token))).toBe(102002);
    expect(await codeOf(call('project.coop.goCheck', { projectId: d.projectId, phase: 1 }, d.partyB.token))).toBe(102063);
    const submitted = ok<DocumentNode>(await call('project.docExitEdit', { ...doc(d), submit: true }, d.writer.token), 'submit');
    expect(submitted).toMatchObject({ state: 'SUBMITTED', stateLabel: '已提交' });
    expect(submitted.lock).toBeUndefined();
    expect(await codeOf(call('project.docRequestEdit', doc(d), d.writer.token))).toBe(102080);
    // A plain directory does not hold the phase back.
    await addNode(d, { title: '附录' });
    ok(await call('project.coop.goCheck', { projectId: d.projectId, phase: 1 }, d.partyB.token), 'go check');
    expect(await codeOf(call('project.docRequestEdit', doc(d), d.partyB.token))).toBe(102080);
    ok(await call('project.coop.checkNoPass', { projectId: d.projectId, phase: 1, reason: '请补充接口' }, d.partyB.token), 'no pass');
    const reopened = ok<DocumentView>(await call('project.docQuery', doc(d), d.writer.token), 'query');
    expect(reopened).toMatchObject({ state: 'WRITING', writable: true, html: '<p>定稿</p>' });

    expect(await codeOf(call('project.docQuery', doc(d), d.partyA.token))).toBe(404);
    ok(await call('project.docRequestEdit', doc(d), d.writer.token), 'request again');
    ok(await call('project.docExitEdit', { ...doc(d), submit: true }, d.writer.token), 'submit again');
    ok(await call('project.docPermission', { ...doc(d), readers: [d.partyB.userId], writers: [] }, d.partyB.token), 'permission');
    await deliverPhase(d, 1);
    const seen = ok<DocumentView>(await call('project.docQuery', doc(d), d.partyA.token), 'party A reads');
    expect(seen).toMatchObject({ html: '<p>定稿</p>', permission: 'read', writable: false });
    const tree = ok<DirectoryView>(await call('project.docDirectories', { projectId: d.projectId, phase: 1 }, d.partyA.token), 'party A tree');
    expect(tree).toMatchObject({ phaseState: 'ACCEPTING', writable: false, manage: false });
    // Who else may read or write a document is party B's arrangement, not shown to party A.
    const own = ok<DirectoryView>(await call('project.docDirectories', { projectId: d.projectId, phase: 1 }, d.partyB.token), 'party B tree');
    expect(own.nodes.find((n) => n.taskId === d.taskId)?.readers).toEqual([d.partyB.userId]);
    expect(tree.nodes.map((n) => [n.readers, n.writers])).toEqual(tree.nodes.map(() => [[], []]));
    // Nobody writes a delivered phase.
    expect(await codeOf(call('project.docSave', { ...doc(d), baseVersion: 1, html: '<p>改</p>' }, d.writer.token))).toBe(102080);
    expect(await codeOf(call('project.docMemberStatus', { projectId: d.projectId }, d.partyA.token))).toBe(404);
  });

  it('a stopped task is written no more: its writer loses the lock and the save is refused', async () => {
    const d = await teamDocument({ locked: true });
    expect(await codeOf(call('project.docStop', doc(d), d.writer.token))).toBe(403);
    expect(ok<DocumentNode>(await call('project.docStop', doc(d), d.partyB.token), 'stop')).toMatchObject({ state: 'STOPPED', stateLabel: '已停止' });
    expect(await codeOf(call('project.docSave', { ...doc(d), baseVersion: 0, html: '<p>停止后</p>' }, d.writer.token))).toBe(102065);
    expect(await codeOf(call('project.docStop', doc(d), d.partyB.token))).toBe(102065);
    // A stopped task does not hold the phase back.
    ok(await call('project.coop.goCheck', { projectId: d.projectId, phase: 1 }, d.partyB.token), 'go check');
  });
});

describe('discussion', () => {
  it('a writer asks the holder for the document; the holder is told at once and hands the lock over', async () => {
    const d = await teamDocument({ locked: true });
    const holderSocket = await open(d.writer.token, 'channel=radio');
    // Nobody else writes: asking is refused while the asker could simply take the lock.
    expect(await codeOf(call('project.docStartCommunicate', doc(d), d.writer.token))).toBe(102081);
    const asked = ok<DocumentStatus>(await call('project.docStartCommunicate', { ...doc(d), message: '我来补充一下' }, d.partyB.token), 'ask');
    expect(asked.lock?.holder.userId).toBe(d.writer.userId);
    const push = await holderSocket.waitFor('NEED_RADIO');
    expect(JSON.parse(String(push.content))).toMatchObject({ kind: 'project', event: 'document', projectId: d.projectId, id: d.taskId, ask: d.partyB.userId });
    const status = ok<DocumentStatus>(await call('project.docStatus', doc(d), d.writer.token), 'status');
    expect(status.asks.map((a) => a.user.userId)).toEqual([d.partyB.userId]);

    // Only the holder hands over, and only to one who asked.
    expect(await codeOf(call('project.docCancelEdit', { ...doc(d), handoverTo: d.writer.userId }, d.partyB.token))).toBe(102067);
    const handed = ok<DocumentStatus>(await call('project.docCancelEdit', { ...doc(d), handoverTo: d.partyB.userId }, d.writer.token), 'hand over');
    expect(handed.lock?.holder.userId).toBe(d.partyB.userId);
    expect(handed.asks).toEqual([]);
    expect(await codeOf(call('project.docRequestEdit', doc(d), d.writer.token))).toBe(102066);
    ok(await call('project.docSave', { ...doc(d), baseVersion: 0, html: '<p>负责人补充</p>' }, d.partyB.token), 'leader saves');
  });

  it('an ask is withdrawn by its asker or declined by the holder', async () => {
    const d = await teamDocument({ locked: true });
    ok(await call('project.docStartCommunicate', doc(d), d.partyB.token), 'ask');
    expect(ok<DocumentStatus>(await call('project.docCancelCommunicate', doc(d), d.partyB.token), 'withdraw').asks).toEqual([]);
    ok(await call('project.docStartCommunicate', doc(d), d.partyB.token), 'ask again');
    expect(ok<DocumentStatus>(await call('project.docCancelCommunicate', { ...doc(d), userId: d.partyB.userId }, d.writer.token), 'decline').asks).toEqual([]);
    expect(await codeOf(call('project.docCancelEdit', { ...doc(d), handoverTo: d.partyB.userId }, d.writer.token))).toBe(400);
  });
});

describe('what people are told', () => {
  it('lists a phase’s changes, the team’s tasks, and each reader’s unread notices until cleared', async () => {
    const d = await teamDocument({ locked: true });
    ok(await call('project.docSave', { ...doc(d), baseVersion: 0, html: '<p>一</p>' }, d.writer.token), 'save 1');
    ok(await call('project.docSave', { ...doc(d), baseVersion: 1, html: '<p>二</p>' }, d.writer.token), 'save 2');
    const messages = ok<Page<DocumentMessage>>(await call('project.docMessages', { projectId: d.projectId, phase: 1 }, d.partyB.token), 'messages');
    expect(messages.records[0]).toMatchObject({ kind: 'edit', taskId: d.taskId, fromVersion: 0, toVersion: 2, by: { userId: d.writer.userId } });
    expect(messages.records[0]!.text).toContain('修改了《需求说明》（第 1–2 版）');
    expect(messages.records.map((m) => m.kind)).toContain('assign');

    const status = ok<LeaderAndMembers>(await call('project.docMemberStatus', { projectId: d.projectId }, d.writer.token), 'member status');
    expect(status.leaders.map((l) => l.userId)).toEqual([d.partyB.userId]);
    expect(status.members.find((m) => m.userId === d.writer.userId)).toMatchObject({ tasks: 1, states: { WRITING: 1 }, editing: d.taskId, active: true });

    // The leader is told (once per edit session), the writer is not told of their own change.
    const notices = ok<DocumentRefresh[]>(await call('project.docRefreshList', {}, d.partyB.token), 'refresh list');
    expect(notices).toEqual([expect.objectContaining({ projectId: d.projectId, taskId: d.taskId, title: '需求说明', by: expect.objectContaining({ userId: d.writer.userId }) })]);
    expect(ok<DocumentRefresh[]>(await call('project.docRefreshList', {}, d.writer.token), 'writer list').filter((n) => n.taskId === d.taskId && n.by.userId === d.writer.userId)).toEqual([]);
    // One project's notices (the project group shows those): another project's id lists and clears none of them.
    const other = '01JZZZZZZZZZZZZZZZZZZZZZZZ';
    expect(ok<DocumentRefresh[]>(await call('project.docRefreshList', { projectId: d.projectId }, d.partyB.token), 'project list')).toEqual(notices);
    expect(ok<DocumentRefresh[]>(await call('project.docRefreshList', { projectId: other }, d.partyB.token), 'other list')).toEqual([]);
    ok(await call('project.docRefreshClear', { projectId: other }, d.partyB.token), 'clear other');
    expect(ok<DocumentRefresh[]>(await call('project.docRefreshList', {}, d.partyB.token), 'after clearing another')).toEqual(notices);
    ok(await call('project.docRefreshClear', { projectId: d.projectId }, d.partyB.token), 'clear');
    expect(ok<DocumentRefresh[]>(await call('project.docRefreshList', {}, d.partyB.token), 'after clear')).toEqual([]);
  });
});
