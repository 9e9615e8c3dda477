/**
 * Groups through the local gateway: creating, listing, reading (members only), the owner's management and its
 * refusals (non-owners, project groups, limits), leaving, hand-over, the caller's own settings, search by number,
 * and the join request flow; a stranger reads neither a group nor a request not theirs.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ERRORS } from '../../shared/errors.js';
import type { GroupDetail, GroupMember, GroupRequest, GroupSummary, GroupToJoin, MyGroup } from '../../shared/schemas/chat-groups.js';
import { friendKey } from '../../functions/chat/keys.js';
import { newGroupItems, newMember, type GroupItem } from '../../functions/chat/groups/store.js';
import { newId } from '../../functions/lib/ids.js';
import { ddb, table, transact } from '../../functions/lib/store/client.js';
import { api } from '../support/api.js';
import { call } from '../support/api.js';
import { hireStaff } from '../support/org.js';
import { bulkPeople, friendsWith, newPerson, type TestPerson } from '../support/people.js';

const BASE = '/api/mall/message';

const post = <T = unknown>(person: TestPerson, path: string, json: unknown) => api<T>('POST', `${BASE}/${path}`, { token: person.token, json });
const get = <T = unknown>(person: TestPerson, path: string) => api<T>('GET', `${BASE}/${path}`, { token: person.token });

/** A group of the owner's friends (a group takes the owner's contacts only). */
const createGroup = async (owner: TestPerson, members: TestPerson[]): Promise<string> => {
  await friendsWith(owner.userId, members.map((m) => m.userId));
  const created = await post<string>(owner, 'create-group', { userIds: members.map((m) => m.userId) });
  expect(created.body.code).toBe(200);
  return created.body.data;
};
const detail = (person: TestPerson, groupId: string) => get<GroupDetail>(person, `group-dt?groupId=${groupId}`);
const members = (person: TestPerson, groupId: string) => get<GroupMember[]>(person, `group-user/${groupId}`);
const myGroups = async (person: TestPerson, search = '') =>
  (await get<MyGroup[]>(person, `group-list${search ? `?searchName=${encodeURIComponent(search)}` : ''}`)).body.data;

describe('creating a group', () => {
  it('makes the caller its owner, names it after the members and lists it for everyone in it', async () => {
    // Prepare
    const [owner, b, c] = await Promise.all([newPerson(), newPerson(), newPerson()]);
    // Act
    const groupId = await createGroup(owner, [b, c, b, owner]);
    // Assess
    const dt = (await detail(b, groupId)).body.data;
    expect(dt).toMatchObject({ groupId, total: 3, groupUserId: owner.userId, projectId: null, stick: false, name: `${owner.nickname}、${b.nickname}、${c.nickname}` });
    expect(dt.number).toMatch(/^\d{8}$/);
    for (const person of [owner, b, c]) {
      const row = (await myGroups(person)).find((g) => g.id === groupId);
      expect(row).toMatchObject({ id: groupId, name: dt.name, number: dt.number, group: true, total: 3 });
      expect(row!.groupHeaders).toHaveLength(3);
    }
  });

  it('needs at least one other existing person', async () => {
    const owner = await newPerson();
    const empty = await post(owner, 'create-group', { userIds: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('请选择联系人');
    const onlySelf = await post(owner, 'create-group', { userIds: [owner.userId] });
    expect(onlySelf.status).toBe(400);
    expect(onlySelf.body.msg).toBe('请选择联系人');
    expect((await post(owner, 'create-group', {})).body.msg).toBe('请选择联系人');
    expect((await post(owner, 'create-group', { userIds: ['nobody-here'] })).body.code).toBe(ERRORS.USER_NOT_FOUND.code);
  });

  it('takes the owner’s friends and colleagues only: a stranger or a former colleague is not put in a group', async () => {
    // Prepare: a company administrator with a friend, a colleague, a colleague who left, and a stranger.
    const [admin, friend, colleague, leaver, stranger] = await Promise.all([newPerson('COMPANY'), newPerson(), newPerson(), newPerson(), newPerson()]);
    await friendsWith(admin.userId, [friend.userId]);
    await hireStaff(admin, colleague);
    await hireStaff(admin, leaver);
    expect((await call('org.removeStaff', { userId: leaver.userId }, admin.token)).body.code).toBe(200);

    // Act + Assess: a stranger in the list refuses the whole group, naming them; nothing is made.
    for (const outsider of [stranger, leaver]) {
      const refused = await post<{ userId: string }>(admin, 'create-group', { userIds: [friend.userId, outsider.userId] });
      expect([refused.status, refused.body.code, refused.body.msg, refused.body.data]).toEqual([200, ERRORS.NOT_CONTACT.code, '只能邀请您的好友或同事加入群聊', { userId: outsider.userId }]);
      expect(await myGroups(outsider)).toEqual([]);
    }
    expect(await myGroups(friend)).toEqual([]);
    const created = await post<string>(admin, 'create-group', { userIds: [friend.userId, colleague.userId] });
    expect(created.body.code).toBe(200);
    expect((await detail(colleague, created.body.data)).body.data.total).toBe(3);
    // Adding later holds to the same rule.
    expect((await post(admin, 'group-edit', { groupId: created.body.data, add: true, userIds: [stranger.userId] })).body.code).toBe(ERRORS.NOT_CONTACT.code);
    expect(await myGroups(stranger)).toEqual([]);
    expect((await detail(admin, created.body.data)).body.data.total).toBe(3);
  });

  it('does not take a person who has blacklisted the owner, friend or colleague, as with any non-contact', async () => {
    // Prepare: a company administrator; a friend who blacklisted them, a colleague and friend who did too, and a
    // friend who did not (outside probe: a blacklisted friend pulled the person back into groups).
    const [admin, blocker, colleague, friend] = await Promise.all([newPerson('COMPANY'), newPerson(), newPerson(), newPerson()]);
    await friendsWith(admin.userId, [blocker.userId, colleague.userId, friend.userId]);
    await hireStaff(admin, colleague);
    for (const person of [blocker, colleague]) {
      expect((await post(person, 'edit', { friendId: admin.userId, blacklist: true })).body.code).toBe(200);
    }
    const refusal = (userId: string) => [200, ERRORS.NOT_CONTACT.code, '只能邀请您的好友或同事加入群聊', { userId }];

    // Act + Assess: create-group refuses the whole group, naming the person; nothing is made.
    for (const person of [blocker, colleague]) {
      const refused = await post<{ userId: string }>(admin, 'create-group', { userIds: [friend.userId, person.userId] });
      expect([refused.status, refused.body.code, refused.body.msg, refused.body.data]).toEqual(refusal(person.userId));
      expect(await myGroups(person)).toEqual([]);
    }
    expect(await myGroups(friend)).toEqual([]);
    // Adding later holds to the same rule.
    const created = await post<string>(admin, 'create-group', { userIds: [friend.userId] });
    expect(created.body.code).toBe(200);
    const added = await post<{ userId: string }>(admin, 'group-edit', { groupId: created.body.data, add: true, userIds: [blocker.userId] });
    expect([added.status, added.body.code, added.body.msg, added.body.data]).toEqual(refusal(blocker.userId));
    expect(await myGroups(blocker)).toEqual([]);
    // The owner's own blacklist is theirs to keep: it does not stop them adding; and a lifted one no longer refuses.
    expect((await post(admin, 'edit', { friendId: friend.userId, blacklist: true })).body.code).toBe(200);
    expect((await post(blocker, 'edit', { friendId: admin.userId, blacklist: false })).body.code).toBe(200);
    expect((await post(admin, 'create-group', { userIds: [friend.userId, blocker.userId] })).body.code).toBe(200);
  });

  it('writes a group larger than one transaction in whole steps, and stops at 500 members', { timeout: 120_000 }, async () => {
    const owner = await newPerson();
    const ids = await bulkPeople(499);
    await friendsWith(owner.userId, ids);
    const created = await post<string>(owner, 'create-group', { userIds: ids.slice(0, 150) });
    expect(created.body.code).toBe(200);
    const groupId = created.body.data;
    expect((await detail(owner, groupId)).body.data.total).toBe(151);
    expect((await members(owner, groupId)).body.data).toHaveLength(151);
    expect((await post(owner, 'group-edit', { groupId, add: true, userIds: ids.slice(150) })).body.code).toBe(200);
    expect((await detail(owner, groupId)).body.data.total).toBe(500);
    const one = await newPerson();
    await friendsWith(owner.userId, [one.userId]);
    expect((await post(owner, 'group-edit', { groupId, add: true, userIds: [one.userId] })).body.code).toBe(ERRORS.GROUP_FULL.code);
    expect((await post(owner, 'create-group', { userIds: [...ids, one.userId] })).status).toBe(400);
  });
});

describe('reading a group', () => {
  it('shows detail and members, owner first with friend flags, to members only', async () => {
    const [owner, b, c, d, stranger] = await Promise.all([newPerson(), newPerson(), newPerson(), newPerson(), newPerson()]);
    // b's own friend c; d is the owner's friend only.
    await ddb.send(new PutCommand({ TableName: table(), Item: { ...friendKey(b.userId, c.userId), userId: b.userId, friendId: c.userId, groupIds: [], createTime: Date.now() } }));
    const groupId = await createGroup(owner, [b, c, d]);
    const list = (await members(b, groupId)).body.data;
    // Owner first; members who joined together come in no particular order.
    expect(list[0]!.id).toBe(owner.userId);
    expect(list.map((m) => m.id).sort()).toEqual([owner.userId, b.userId, c.userId, d.userId].sort());
    expect(list[0]).toMatchObject({ owner: true, nickname: owner.nickname, friend: true });
    expect(list.find((m) => m.id === c.userId)?.friend).toBe(true);
    expect(list.find((m) => m.id === d.userId)?.friend).toBe(false);
    expect((await detail(stranger, groupId)).body.code).toBe(ERRORS.NOT_GROUP_MEMBER.code);
    expect((await members(stranger, groupId)).body.code).toBe(ERRORS.NOT_GROUP_MEMBER.code);
    expect((await detail(stranger, newId())).body.code).toBe(ERRORS.GROUP_NOT_FOUND.code);
    expect((await detail(stranger, 'not-a-group')).status).toBe(400);
  });

  it('finds a group by number for anyone, with the joined and applying flags', async () => {
    const [owner, b, stranger] = await Promise.all([newPerson(), newPerson(), newPerson()]);
    const groupId = await createGroup(owner, [b]);
    const { number } = (await detail(owner, groupId)).body.data;
    // A stranger sees what the group shows publicly: no member's nickname (its default name is made of them).
    const seen = (await get<GroupSummary>(stranger, `find-group?number=${number}`)).body.data;
    expect(seen).toMatchObject({ id: groupId, number, group: false, total: 2, name: '群聊' });
    expect(JSON.stringify(seen)).not.toContain(owner.nickname);
    expect(JSON.stringify(seen)).not.toContain(b.nickname);
    expect((await get<GroupSummary>(b, `find-group?number=${number}`)).body.data).toMatchObject({ id: groupId, group: true, name: `${owner.nickname}、${b.nickname}` });
    // A name the owner gave is public.
    expect((await post(owner, 'group-edit', { groupId, name: '产品交流群' })).body.code).toBe(200);
    expect((await get<GroupSummary>(stranger, `find-group?number=${number}`)).body.data.name).toBe('产品交流群');
    expect((await get<GroupToJoin>(stranger, `find-group-add?number=${number}`)).body.data).toMatchObject({ id: groupId, total: 2, applying: false });
    await post(stranger, 'group-apply', { groupId, description: '想加入' });
    expect((await get<GroupToJoin>(stranger, `find-group-add?number=${number}`)).body.data.applying).toBe(true);
    // The applicant's own list shows the owner as a stranger is shown; the owner sees the applicant, who applied.
    const sent = (await get<GroupRequest[]>(stranger, 'group-apply-list')).body.data.find((r) => r.groupId === groupId);
    expect(sent).toMatchObject({ groupName: '产品交流群', receiveName: `${[...owner.nickname][0]}先生`, nickname: stranger.nickname });
    const received = (await get<GroupRequest[]>(owner, 'group-apply-list')).body.data.find((r) => r.groupId === groupId);
    expect(received).toMatchObject({ receiveName: owner.nickname, nickname: stranger.nickname });
    const missing = await get(stranger, `find-group?number=${number === '99999999' ? '99999998' : '99999999'}`);
    expect(missing.body).toMatchObject({ code: 200, data: null });
    expect((await get(stranger, 'find-group?number=123')).status).toBe(400);
  });
});

describe('managing a group', () => {
  it('renames, for the owner only, within 32 characters and never blank', async () => {
    const [owner, b] = await Promise.all([newPerson(), newPerson()]);
    const groupId = await createGroup(owner, [b]);
    expect((await post(owner, 'group-edit', { groupId, name: '新的群名' })).body.code).toBe(200);
    expect((await detail(b, groupId)).body.data.name).toBe('新的群名');
    expect((await post(b, 'group-edit', { groupId, name: '篡改' })).body.code).toBe(ERRORS.NOT_GROUP_OWNER.code);
    const blank = await post(owner, 'group-edit', { groupId, name: '   ' });
    expect([blank.status, blank.body.msg]).toEqual([400, '群聊名称不能为空']);
    const long = await post(owner, 'group-edit', { groupId, name: '名'.repeat(33) });
    expect([long.status, long.body.msg]).toEqual([400, '群聊名称不能超过32个字符']);
    expect((await post(owner, 'group-edit', { groupId, name: '名'.repeat(32) })).body.code).toBe(200);
  });

  it('adds and removes members, for the owner only; the owner cannot remove themself', async () => {
    const [owner, b, c, d] = await Promise.all([newPerson(), newPerson(), newPerson(), newPerson()]);
    const groupId = await createGroup(owner, [b]);
    await friendsWith(owner.userId, [c.userId, d.userId]);
    expect((await post(owner, 'group-edit', { groupId, add: true, userIds: [c.userId, d.userId] })).body.code).toBe(200);
    expect((await detail(c, groupId)).body.data.total).toBe(4);
    expect((await post(b, 'group-edit', { groupId, add: false, userIds: [c.userId] })).body.code).toBe(ERRORS.NOT_GROUP_OWNER.code);
    // Named after its members: the new ones join the name, in the order they joined.
    expect((await detail(b, groupId)).body.data.name).toBe(`${owner.nickname}、${b.nickname}、${c.nickname}、${d.nickname}`);
    expect((await post(owner, 'group-edit', { groupId, add: false, userIds: [c.userId] })).body.code).toBe(200);
    expect((await detail(c, groupId)).body.code).toBe(ERRORS.NOT_GROUP_MEMBER.code);
    // One removed leaves the name too; so does one who exits.
    expect((await detail(b, groupId)).body.data.name).toBe(`${owner.nickname}、${b.nickname}、${d.nickname}`);
    expect((await post(d, 'exit-group', { groupId })).body.code).toBe(200);
    expect((await detail(b, groupId)).body.data.name).toBe(`${owner.nickname}、${b.nickname}`);
    expect((await post(owner, 'group-edit', { groupId, add: true, userIds: [d.userId] })).body.code).toBe(200);
    expect((await myGroups(c)).some((g) => g.id === groupId)).toBe(false);
    expect((await detail(owner, groupId)).body.data.total).toBe(3);
    expect((await myGroups(owner)).find((g) => g.id === groupId)?.groupHeaders).toHaveLength(3);
    expect((await post(owner, 'group-edit', { groupId, add: false, userIds: [owner.userId] })).body.code).toBe(ERRORS.OWNER_CANNOT_EXIT.code);
    const empty = await post(owner, 'group-edit', { groupId, add: true, userIds: [] });
    expect([empty.status, empty.body.msg]).toEqual([400, '请选择联系人']);
    const noList = await post(owner, 'group-edit', { groupId, add: true });
    expect([noList.status, (noList.body.data as { issues: { path: string }[] }).issues[0]!.path]).toEqual([400, 'userIds']);
  });

  it('keeps the member count exact under concurrent joins and leaves', async () => {
    const [owner, b, ...others] = await Promise.all(Array.from({ length: 8 }, () => newPerson()));
    const groupId = await createGroup(owner!, [b!]);
    await friendsWith(owner!.userId, others.map((p) => p.userId));
    // Act: six adds and one leave at once
    const answers = await Promise.all([
      ...others.map((p) => post(owner!, 'group-edit', { groupId, add: true, userIds: [p.userId] })),
      post(b!, 'exit-group', { groupId }),
    ]);
    // Assess: whoever won a race, the count is the members there are
    expect(answers.map((a) => a.body.code)).toEqual(answers.map(() => 200));
    const list = (await members(owner!, groupId)).body.data;
    expect(list).toHaveLength(7);
    expect((await detail(owner!, groupId)).body.data.total).toBe(7);
  });

  it('keeps a project group’s members and name, and lets nobody leave it', async () => {
    const [owner, b] = await Promise.all([newPerson(), newPerson()]);
    // Projects do not exist yet: the project's group is written as the project will write it.
    const now = Date.now();
    const group: GroupItem = {
      groupId: newId(),
      name: '项目群',
      number: String(10_000_000 + Math.floor(Math.random() * 89_999_999)),
      ownerId: owner.userId,
      projectId: 'project-1',
      total: 2,
      createTime: now,
      status: 'ACTIVE',
      headerIds: [owner.userId, b.userId],
    };
    await transact(newGroupItems(group, [newMember(group.groupId, owner.userId, 'OWNER', now, 0), newMember(group.groupId, b.userId, 'MEMBER', now, 0)]));
    const { groupId } = group;
    expect((await detail(b, groupId)).body.data.projectId).toBe('project-1');
    const locked = ERRORS.PROJECT_GROUP_LOCKED.code;
    expect((await post(owner, 'group-edit', { groupId, name: '改名' })).body.code).toBe(locked);
    expect((await post(owner, 'group-edit', { groupId, add: false, userIds: [b.userId] })).body.code).toBe(locked);
    expect((await post(b, 'exit-group', { groupId })).body.code).toBe(locked);
    expect((await post(owner, `group-dissolve/${groupId}`, {})).body.code).toBe(locked);
  });

  it('lets a member leave, but not the owner until they hand the group over', async () => {
    const [owner, b, c] = await Promise.all([newPerson(), newPerson(), newPerson()]);
    const groupId = await createGroup(owner, [b, c]);
    expect((await post(c, 'exit-group', { groupId })).body.code).toBe(200);
    expect((await myGroups(c)).some((g) => g.id === groupId)).toBe(false);
    expect((await post(owner, 'exit-group', { groupId })).body.code).toBe(ERRORS.OWNER_CANNOT_EXIT.code);
    expect((await post(owner, 'group-turnover', { groupId, userId: c.userId })).body.code).toBe(ERRORS.TARGET_NOT_MEMBER.code);
    expect((await post(b, 'group-turnover', { groupId, userId: b.userId })).body.code).toBe(ERRORS.NOT_GROUP_OWNER.code);
    expect((await post(owner, 'group-turnover', { groupId, userId: b.userId })).body.code).toBe(200);
    expect((await detail(owner, groupId)).body.data.groupUserId).toBe(b.userId);
    expect((await members(owner, groupId)).body.data[0]).toMatchObject({ id: b.userId, owner: true });
    expect((await post(owner, 'group-edit', { groupId, name: '旧群主' })).body.code).toBe(ERRORS.NOT_GROUP_OWNER.code);
    expect((await post(owner, 'exit-group', { groupId })).body.code).toBe(200);
    expect((await detail(b, groupId)).body.data.total).toBe(1);
  });

  it('dissolves, for the owner only, removing everyone', async () => {
    const [owner, b, c] = await Promise.all([newPerson(), newPerson(), newPerson()]);
    const groupId = await createGroup(owner, [b, c]);
    const { number } = (await detail(owner, groupId)).body.data;
    expect((await post(b, `group-dissolve/${groupId}`, {})).body.code).toBe(ERRORS.NOT_GROUP_OWNER.code);
    expect((await post(owner, `group-dissolve/${groupId}`, {})).body.code).toBe(200);
    for (const person of [owner, b, c]) {
      expect((await myGroups(person)).some((g) => g.id === groupId)).toBe(false);
      expect((await detail(person, groupId)).body.code).toBe(ERRORS.GROUP_NOT_FOUND.code);
    }
    expect((await get(b, `find-group?number=${number}`)).body.data).toBeNull();
    expect((await post(b, 'group-apply', { groupId })).body.code).toBe(ERRORS.GROUP_NOT_FOUND.code);
  });
});

describe('a member’s own settings', () => {
  it('sticks a group first and names it for the caller alone', async () => {
    const [owner, b] = await Promise.all([newPerson(), newPerson()]);
    const first = await createGroup(owner, [b]);
    const second = await createGroup(owner, [b]);
    expect((await myGroups(b)).map((g) => g.id).slice(0, 2)).toEqual([second, first]);
    expect((await post(b, 'group-stick', { groupId: first, stick: true })).body.code).toBe(200);
    expect((await myGroups(b))[0]).toMatchObject({ id: first, stick: true });
    expect((await detail(b, first)).body.data.stick).toBe(true);
    expect((await detail(owner, first)).body.data.stick).toBe(false);
    expect((await post(b, 'group-edit-remark', { groupId: second, remark: '我的备注群' })).body.code).toBe(200);
    expect((await myGroups(b, '备注')).map((g) => g.id)).toEqual([second]);
    expect((await myGroups(owner, '备注')).map((g) => g.id)).toEqual([]);
    expect((await post(b, 'group-edit-remark', { groupId: second, remark: '注'.repeat(33) })).status).toBe(400);
    expect((await post(b, 'group-edit-remark', { groupId: second, remark: '' })).body.code).toBe(200);
    expect((await detail(b, second)).body.data.remark).toBe('');
    const stranger = await newPerson();
    expect((await post(stranger, 'group-stick', { groupId: first, stick: true })).body.code).toBe(ERRORS.NOT_GROUP_MEMBER.code);
  });
});

describe('join requests', () => {
  it('go to the owner, are renewed rather than repeated, answered by either side and agreed only by the owner', async () => {
    const [owner, b, applicant, stranger] = await Promise.all([newPerson(), newPerson(), newPerson(), newPerson()]);
    const groupId = await createGroup(owner, [b]);
    // Act: apply twice
    expect((await post(b, 'group-apply', { groupId })).body).toMatchObject({ code: ERRORS.ALREADY_IN_GROUP.code, msg: '您已加入该群' });
    expect((await post(applicant, 'group-apply', { groupId, description: '长'.repeat(101) })).status).toBe(400);
    expect((await post(applicant, 'group-apply', { groupId, description: '第一次' })).body.code).toBe(200);
    expect((await post(applicant, 'group-apply', { groupId, description: '第二次' })).body.code).toBe(200);
    // Assess: one pending request, in both lists, on the owner's badge
    const inbox = (await get<GroupRequest[]>(owner, 'group-apply-list')).body.data.filter((r) => r.groupId === groupId);
    expect(inbox).toHaveLength(1);
    const request = inbox[0]!;
    expect(request).toMatchObject({ userId: applicant.userId, receiverId: owner.userId, nickname: applicant.nickname, receiveName: owner.nickname, description: '第二次', status: 0, friend: false });
    expect((await get<GroupRequest[]>(applicant, 'group-apply-list')).body.data.map((r) => r.id)).toEqual([request.id]);
    expect((await get<number>(owner, 'group-count')).body.data).toBe(1);
    expect((await get<number>(applicant, 'group-count')).body.data).toBe(0);
    // Strangers see nothing of it
    expect((await get<GroupRequest[]>(stranger, 'group-apply-list')).body.data).toEqual([]);
    expect((await get<GroupRequest[]>(b, 'group-apply-list')).body.data).toEqual([]);
    expect((await post(stranger, 'reply-group', { id: request.id, content: '路过' })).body.code).toBe(ERRORS.GROUP_REQUEST_NOT_FOUND.code);
    expect((await post(stranger, 'group-apply-audit', { groupRequestId: request.id, pass: true })).body.code).toBe(ERRORS.GROUP_REQUEST_NOT_FOUND.code);
    // Replies by both sides, within 50
    expect((await post(applicant, 'reply-group', { id: request.id, content: '请通过' })).body.code).toBe(200);
    expect((await post(owner, 'reply-group', { id: request.id, content: '好的' })).body.code).toBe(200);
    expect((await post(owner, 'reply-group', { id: request.id, content: '长'.repeat(51) })).status).toBe(400);
    const replied = (await get<GroupRequest[]>(applicant, 'group-apply-list')).body.data[0]!;
    expect(replied.messages.map((m) => [m.userId, m.content])).toEqual([[applicant.userId, '请通过'], [owner.userId, '好的']]);
    // Only the owner decides
    expect((await post(applicant, 'group-apply-audit', { groupRequestId: request.id, pass: true })).body.code).toBe(ERRORS.NOT_REQUEST_RECEIVER.code);
    expect((await post(owner, 'group-apply-audit', { groupRequestId: request.id, pass: true })).body.code).toBe(200);
    expect((await post(owner, 'group-apply-audit', { groupRequestId: request.id, pass: false })).body.code).toBe(ERRORS.GROUP_REQUEST_DECIDED.code);
    expect((await detail(applicant, groupId)).body.data.total).toBe(3);
    expect((await myGroups(applicant)).some((g) => g.id === groupId)).toBe(true);
    expect((await get<number>(owner, 'group-count')).body.data).toBe(0);
    expect((await get<GroupRequest[]>(applicant, 'group-apply-list')).body.data[0]!.status).toBe(1);
  });

  it('can be refused, and a new request follows a decided one; hand-over moves pending ones to the new owner', async () => {
    const [owner, b, applicant, other] = await Promise.all([newPerson(), newPerson(), newPerson(), newPerson()]);
    const groupId = await createGroup(owner, [b]);
    await post(applicant, 'group-apply', { groupId });
    const first = (await get<GroupRequest[]>(owner, 'group-apply-list')).body.data[0]!;
    expect((await post(owner, 'group-apply-audit', { groupRequestId: first.id, pass: false })).body.code).toBe(200);
    expect((await get<GroupRequest[]>(applicant, 'group-apply-list')).body.data[0]!.status).toBe(-1);
    expect((await detail(applicant, groupId)).body.code).toBe(ERRORS.NOT_GROUP_MEMBER.code);
    await post(applicant, 'group-apply', { groupId, description: '再试一次' });
    await post(other, 'group-apply', { groupId });
    expect((await get<GroupRequest[]>(applicant, 'group-apply-list')).body.data.map((r) => r.status)).toEqual([0, -1]);
    expect((await get<number>(owner, 'group-count')).body.data).toBe(2);
    // Hand-over
    expect((await post(owner, 'group-turnover', { groupId, userId: b.userId })).body.code).toBe(200);
    expect((await get<number>(owner, 'group-count')).body.data).toBe(0);
    expect((await get<number>(b, 'group-count')).body.data).toBe(2);
    const moved = (await get<GroupRequest[]>(b, 'group-apply-list')).body.data.find((r) => r.userId === other.userId)!;
    expect((await post(owner, 'group-apply-audit', { groupRequestId: moved.id, pass: true })).body.code).toBe(ERRORS.GROUP_REQUEST_NOT_FOUND.code);
    expect((await post(b, 'group-apply-audit', { groupRequestId: moved.id, pass: true })).body.code).toBe(200);
    expect((await detail(other, groupId)).body.data.total).toBe(3);
    // Dissolving closes what is still pending
    expect((await post(b, `group-dissolve/${groupId}`, {})).body.code).toBe(200);
    expect((await get<number>(b, 'group-count')).body.data).toBe(0);
  });
});
