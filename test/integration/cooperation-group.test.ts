/**
 * The project group (docs/cooperation.md "The project group") through the HTTP routes and real sockets: starting a
 * cooperation between a company (with a project leader and plain staff) and a team opens a messenger group of both
 * sides' people, carrying the project; its members hear its messages and nobody else does; every member is refused
 * add, remove, rename, hand-over, leave and dissolve (PROJECT_GROUP_LOCKED); a stranger neither finds nor joins it;
 * syncing after the people changed adds the task's writer and removes who left, whose open socket hears nothing more.
 */
import { randomUUID } from 'node:crypto';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { ERRORS } from '../../shared/errors.js';
import type { GroupDetail, GroupMember, MyGroup } from '../../shared/schemas/chat-groups.js';
import { openProjectGroup } from '../../functions/chat/public.js';
import { newId } from '../../functions/lib/ids.js';
import { ddb, table } from '../../functions/lib/store/client.js';
import { syncCooperationGroup } from '../../functions/project/cooperation/group.js';
import { taskKey } from '../../functions/project/cooperation/model.js';
import { call } from '../support/api.js';
import { agreedProject, coopInfo } from '../support/cooperation.js';
import { hireStaff, joinTeam } from '../support/org.js';
import { newPerson, type TestPerson } from '../support/people.js';
import { ok } from '../support/projects.js';
import { type Frame, type Listener, socketPool } from '../support/sockets.js';

const open = socketPool(() => inject('cloud').wsUrl);
const LOCKED = ERRORS.PROJECT_GROUP_LOCKED.code;

/**
 * Party A: a company (its administrator posts the project) with a staff member named project leader and one who is
 * not; party B: a team (its administrator applies) with a member. The cooperation is started.
 */
const startedBetweenOrgs = async () => {
  const [companyAdmin, leader, clerk, teamAdmin, writer] = await Promise.all([newPerson('COMPANY'), newPerson(), newPerson(), newPerson('TEAM'), newPerson()]);
  await Promise.all([hireStaff(companyAdmin, leader), hireStaff(companyAdmin, clerk), joinTeam(teamAdmin, writer)]);
  ok(await call('org.projectLeader', { userId: leader.userId, leader: true }, companyAdmin.token), 'name leader');
  const agreed = await agreedProject({ partyA: companyAdmin, partyB: teamAdmin });
  ok(await call('project.coop.start', { projectId: agreed.projectId }, companyAdmin.token), 'start');
  const groupId = (await coopInfo(agreed)).groupId;
  if (!groupId) throw new Error('the cooperation has no group');
  return { ...agreed, companyAdmin, leader, clerk, teamAdmin, writer, groupId };
};

const memberIds = async (person: TestPerson, groupId: string): Promise<string[]> =>
  ok<GroupMember[]>(await call('chat.groupMembers', { id: groupId }, person.token), 'members')
    .map((m) => m.id)
    .sort();
const sorted = (people: TestPerson[]) => people.map((p) => p.userId).sort();
const myGroups = async (person: TestPerson) => ok<MyGroup[]>(await call('chat.groupList', {}, person.token), 'groups');

const onGroup = (person: TestPerson, groupId: string) => open(person.token, `channel=chat&messageType=GROUP&joinUserId=${groupId}`);
const connect = async (person: TestPerson, groupId: string): Promise<string> => {
  try {
    (await onGroup(person, groupId)).socket.terminate();
    return 'open';
  } catch (error) {
    return (error as Error).message;
  }
};

/** Sends on a chat socket and waits for its acknowledgement. */
const send = async (chat: Listener, groupId: string, content: string): Promise<void> => {
  const messageId = randomUUID();
  chat.socket.send(JSON.stringify({ messageType: 'GROUP', messageContentType: 'TEXT', joinUserId: groupId, content, messageId }));
  await expect.poll(() => chat.frames.some((f) => f.messageType === 'SEND_SUCCESSFULLY' && f.messageId === messageId)).toBe(true);
};

/** Whether a socket got nothing of `content`, asked after a heartbeat's round trip on it (anything pushed before arrived). */
const heardNothingOf = async (listener: Listener, content: string): Promise<boolean> => {
  const heartbeats = () => listener.frames.filter((f) => f.messageType === 'HEARTBEAT').length;
  const before = heartbeats();
  listener.socket.send(JSON.stringify({ messageType: 'HEARTBEAT' }));
  await expect.poll(heartbeats).toBeGreaterThan(before);
  return !JSON.stringify(listener.frames).includes(content);
};

/** A document task of phase 1 as the documents part writes it: assigned to `assignee`. */
const assignTask = async (projectId: string, assignee: string): Promise<string> => {
  const taskId = newId();
  await ddb.send(new PutCommand({ TableName: table(), Item: { ...taskKey(projectId, 1, taskId), projectId, taskId, phase: 1, assignee, state: 'ASSIGNED', createTime: Date.now() } }));
  return taskId;
};
const stopTask = async (projectId: string, taskId: string): Promise<void> => {
  await ddb.send(new UpdateCommand({ TableName: table(), Key: taskKey(projectId, 1, taskId), UpdateExpression: 'SET #st = :s', ExpressionAttributeNames: { '#st': 'state' }, ExpressionAttributeValues: { ':s': 'STOPPED' } }));
};

describe('the project group', () => {
  it('is opened when the cooperation starts, with both sides’ people, named after the project and carrying it', async () => {
    const c = await startedBetweenOrgs();
    // Party A's administrator (the contact, owner) and its project leader; party B's administrator (its contact). The
    // company's other staff and the team's member without a task are not in it.
    expect(await memberIds(c.teamAdmin, c.groupId)).toEqual(sorted([c.companyAdmin, c.leader, c.teamAdmin]));
    const detail = ok<GroupDetail>(await call('chat.groupDetail', { groupId: c.groupId }, c.leader.token), 'detail');
    const project = ok<{ name: string }>(await call('project.info', { projectId: c.projectId }, c.companyAdmin.token), 'project');
    expect(detail).toMatchObject({ projectId: c.projectId, groupUserId: c.companyAdmin.userId, total: 3, name: project.name });
    expect((await myGroups(c.teamAdmin)).find((g) => g.id === c.groupId)).toMatchObject({ projectId: c.projectId, name: project.name });
    for (const outsider of [c.clerk, c.writer]) {
      expect((await myGroups(outsider)).some((g) => g.id === c.groupId)).toBe(false);
      expect((await call('chat.groupDetail', { groupId: c.groupId }, outsider.token)).body.code).toBe(403);
    }
    // Party B sees the same group on its side of the cooperation.
    expect((await coopInfo(c, c.teamAdmin)).groupId).toBe(c.groupId);
  });

  it('carries its members’ messages over the socket to its members only', async () => {
    const c = await startedBetweenOrgs();
    const [leaderChat, teamChat, adminChat] = await Promise.all([onGroup(c.leader, c.groupId), onGroup(c.teamAdmin, c.groupId), onGroup(c.companyAdmin, c.groupId)]);
    const clerkRadio = await open(c.clerk.token, `channel=radio&messageType=GROUP&joinUserId=${c.groupId}`);
    expect(await connect(c.clerk, c.groupId)).toBe('HTTP 401');
    expect(await connect(c.writer, c.groupId)).toBe('HTTP 401');

    const content = `甲方负责人-${randomUUID()}`;
    await send(leaderChat, c.groupId, content);
    const heard = (chat: Listener) => chat.waitFor('GROUP').then((f: Frame) => f.content);
    expect(await heard(teamChat)).toBe(content);
    expect(await heard(adminChat)).toBe(content);
    const reply = `乙方-${randomUUID()}`;
    await send(teamChat, c.groupId, reply);
    await expect.poll(() => leaderChat.frames.some((f) => f.content === reply)).toBe(true);
    expect(await heardNothingOf(clerkRadio, content)).toBe(true);
  });

  it('refuses every member add, remove, rename, hand-over, leave and dissolve, with the project group’s code', async () => {
    const c = await startedBetweenOrgs();
    const { groupId } = c;
    const codeOf = async (answer: Promise<{ body: { code: number } }>) => (await answer).body.code;
    for (const member of [c.companyAdmin, c.teamAdmin]) {
      expect(await codeOf(call('chat.groupEdit', { groupId, name: '改个名字' }, member.token))).toBe(LOCKED);
      expect(await codeOf(call('chat.groupEdit', { groupId, add: true, userIds: [c.clerk.userId] }, member.token))).toBe(LOCKED);
      expect(await codeOf(call('chat.groupEdit', { groupId, add: false, userIds: [c.leader.userId] }, member.token))).toBe(LOCKED);
      expect(await codeOf(call('chat.groupTurnover', { groupId, userId: c.leader.userId }, member.token))).toBe(LOCKED);
      expect(await codeOf(call('chat.groupDissolve', { id: groupId }, member.token))).toBe(LOCKED);
      expect(await codeOf(call('chat.exitGroup', { groupId }, member.token))).toBe(LOCKED);
    }
    // A stranger naming it is refused as for any group: 403, no business code.
    expect(await codeOf(call('chat.groupEdit', { groupId, name: '改个名字' }, c.clerk.token))).toBe(403);
    expect(await codeOf(call('chat.exitGroup', { groupId }, c.clerk.token))).toBe(403);
    // Nothing changed; a member's own settings are still theirs.
    expect(await memberIds(c.companyAdmin, groupId)).toEqual(sorted([c.companyAdmin, c.leader, c.teamAdmin]));
    expect(ok<GroupDetail>(await call('chat.groupDetail', { groupId }, c.companyAdmin.token), 'detail').name).not.toBe('改个名字');
    ok(await call('chat.groupRemark', { groupId, remark: '项目沟通' }, c.teamAdmin.token), 'remark');
  });

  it('is neither found nor joined by a stranger, while its members find it', async () => {
    const c = await startedBetweenOrgs();
    const stranger = await newPerson();
    const { number } = ok<GroupDetail>(await call('chat.groupDetail', { groupId: c.groupId }, c.leader.token), 'detail');
    for (const outsider of [stranger, c.clerk]) {
      expect(ok<unknown>(await call('chat.findGroup', { number }, outsider.token), 'find')).toBeNull();
      expect(ok<unknown>(await call('chat.findGroupAdd', { number }, outsider.token), 'find to join')).toBeNull();
      expect((await call('chat.groupApply', { groupId: c.groupId, description: '想加入' }, outsider.token)).body.code).toBe(404);
    }
    expect(ok<{ id: string; group: boolean }>(await call('chat.findGroup', { number }, c.teamAdmin.token), 'find').group).toBe(true);
    expect((await call('chat.groupApply', { groupId: c.groupId, description: '' }, c.teamAdmin.token)).body.code).toBe(ERRORS.ALREADY_IN_GROUP.code);
    expect(ok<unknown[]>(await call('chat.groupApplyList', {}, c.companyAdmin.token), 'requests')).toHaveLength(0);
  });

  it('follows the people: a task’s writer joins, a leader no longer named and a stopped writer leave and hear nothing more', async () => {
    const c = await startedBetweenOrgs();
    const writerRadio = await open(c.writer.token, 'channel=radio');

    // The team's leader assigns the member a document task: the next sync adds them, and tells them.
    const taskId = await assignTask(c.projectId, c.writer.userId);
    expect(await syncCooperationGroup(c.projectId)).toBe(c.groupId);
    expect(await memberIds(c.teamAdmin, c.groupId)).toEqual(sorted([c.companyAdmin, c.leader, c.teamAdmin, c.writer]));
    await expect.poll(() => writerRadio.frames.some((f) => f.messageType === 'BANG_RADIO' && f.joinUserId === c.groupId)).toBe(true);
    expect((await myGroups(c.writer)).some((g) => g.id === c.groupId)).toBe(true);
    const [adminChat, leaderChat, writerChat, teamChat] = await Promise.all([onGroup(c.companyAdmin, c.groupId), onGroup(c.leader, c.groupId), onGroup(c.writer, c.groupId), onGroup(c.teamAdmin, c.groupId)]);
    const before = `同步前-${randomUUID()}`;
    await send(adminChat, c.groupId, before);
    await expect.poll(() => writerChat.frames.some((f) => f.content === before) && leaderChat.frames.some((f) => f.content === before)).toBe(true);

    // The company no longer names its leader; the writer's task is stopped: the next sync removes both.
    ok(await call('org.projectLeader', { userId: c.leader.userId, leader: false }, c.companyAdmin.token), 'un-name');
    await stopTask(c.projectId, taskId);
    await syncCooperationGroup(c.projectId);
    expect(await memberIds(c.teamAdmin, c.groupId)).toEqual(sorted([c.companyAdmin, c.teamAdmin]));
    expect(ok<GroupDetail>(await call('chat.groupDetail', { groupId: c.groupId }, c.companyAdmin.token), 'detail').total).toBe(2);

    // Their sockets, opened while they were members, hear nothing more; the members do.
    const after = `同步后-${randomUUID()}`;
    await send(adminChat, c.groupId, after);
    await expect.poll(() => teamChat.frames.some((f) => f.content === after)).toBe(true);
    expect(await heardNothingOf(leaderChat, after)).toBe(true);
    expect(await heardNothingOf(writerChat, after)).toBe(true);
    expect((await call('chat.groupDetail', { groupId: c.groupId }, c.leader.token)).body.code).toBe(403);
    expect(await connect(c.writer, c.groupId)).toBe('HTTP 401');
    // A sync with nothing changed changes nothing.
    expect(await syncCooperationGroup(c.projectId)).toBe(c.groupId);
    expect(await memberIds(c.teamAdmin, c.groupId)).toEqual(sorted([c.companyAdmin, c.teamAdmin]));
  });

  it('is one per project: openings at once, and again, answer the same group', async () => {
    const [owner, b, d] = await Promise.all([newPerson(), newPerson(), newPerson()]);
    const projectId = newId();
    const opening = (memberIds: string[]) => openProjectGroup({ projectId, name: '一个很长很长的项目名称，比群名称的三十二个字的上限还要长出好几个字来', ownerId: owner.userId, memberIds });
    const ids = await Promise.all([opening([b.userId]), opening([b.userId]), opening([b.userId])]);
    expect(new Set(ids).size).toBe(1);
    const groupId = ids[0]!;
    expect((await myGroups(owner)).filter((g) => g.projectId === projectId)).toHaveLength(1);
    const detail = ok<GroupDetail>(await call('chat.groupDetail', { groupId }, b.token), 'detail');
    expect(Array.from(detail.name)).toHaveLength(32);
    // Again, with other people: the same group, its members matched (the owner stays).
    expect(await opening([d.userId])).toBe(groupId);
    expect(await memberIds(owner, groupId)).toEqual(sorted([owner, d]));
  });
});
