/**
 * Friends and contacts through the local gateway: friend requests (one pending per pair, replies, only the
 * receiver decides, pecialConcern dropped), friend groups, one's own friend settings, the person detail with a
 * stranger's name masked, the contacts sections with their index letters, the selectors; and nobody reads or
 * changes another person's requests, groups or settings.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from '../../shared/envelope.js';
import { ERRORS } from '../../shared/errors.js';
import type { Sex } from '../../shared/schemas/account.js';
import type { Contact, ContactsResponse, FriendGroup, FriendRequestView, SelectableFriend, UserDetail } from '../../shared/schemas/chat-friends.js';
import { setPersonFields } from '../../functions/account/store.js';
import { groupKey, groupMemberKey, memberGroupsIndex } from '../../functions/chat/keys.js';
import { memberKey, personOrgsIndex } from '../../functions/account/keys.js';
import { newId } from '../../functions/lib/ids.js';
import { ddb, table } from '../../functions/lib/store/client.js';
import { api } from '../support/api.js';
import { newPerson, newPhone, register, type TestPerson } from '../support/people.js';
import { hireStaff } from '../support/org.js';

const BASE = '/api/mall/message';
/** A well-formed id that names nothing. */
const NOBODY = '01ARZ3NDEKTSV4RRFFQ69G5FAV';
const SEARCH = '/api/pc/hezuo/search';

const post = <T = unknown>(who: TestPerson, path: string, json: unknown = {}) => api<T>('POST', path, { token: who.token, json });
const get = <T = unknown>(who: TestPerson, path: string) => api<T>('GET', path, { token: who.token });

const addFriend = async (from: TestPerson, json: Record<string, unknown>) => post<{ id: string }>(from, `${BASE}/add-friend`, json);
const requests = async (who: TestPerson, query = '') =>
  (await get<Page<FriendRequestView>>(who, `${BASE}/new-friend?current=1&size=20${query}`)).body.data;
const pendingCount = async (who: TestPerson) => (await get<number>(who, `${BASE}/count`)).body.data;
const detail = async (who: TestPerson, of: TestPerson) => (await get<UserDetail>(who, `${BASE}/user-detail/${of.userId}`)).body;
const addGroup = async (who: TestPerson, name: string) => (await post<FriendGroup>(who, `${BASE}/add-group`, { commonField: name })).body;

/** a asks, b agrees: friends. */
const befriend = async (a: TestPerson, b: TestPerson, groupIds: string[] = []) => {
  const sent = await addFriend(a, { receiverId: b.userId, information: '你好' });
  expect(sent.body.code).toBe(200);
  expect((await post(b, `${BASE}/is-agree`, { id: sent.body.data.id, pass: true, groupIds })).body.code).toBe(200);
};

const named = async (nickname: string, sex: Sex = '男'): Promise<TestPerson> => {
  const person = await newPerson();
  await setPersonFields(person.userId, { nickname, sex, headPortrait: 'https://example.com/a.png' });
  return { ...person, nickname };
};

const expect400 = (answer: { status: number; body: { msg: string } }, msg: string) => {
  expect(answer.status).toBe(400);
  expect(answer.body.msg).toBe(msg);
};

describe('friend requests', () => {
  it('are sent by number, phone or id, listed on both sides, and a repeat updates the pending one', async () => {
    // Prepare
    const [a, b, c, d] = await Promise.all([named('申请人'), named('接收人', '女'), newPerson(), newPerson()]);
    // Act
    const first = await addFriend(a, { userNo: b.userNo, information: '我是申请人' });
    const again = await addFriend(a, { phone: b.phone, information: '再次申请' });
    const third = await addFriend(a, { receiverId: b.userId, information: '第三次' });
    expect((await addFriend(c, { phone: d.phone })).body.code).toBe(200);
    // Assess: one request, with the newest information
    expect(first.body.code).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(third.body.data.id).toBe(first.body.data.id);
    const inbox = await requests(b);
    expect(inbox.total).toBe(1);
    expect(inbox.records[0]).toMatchObject({
      id: first.body.data.id,
      userId: b.userId,
      receiverId: b.userId,
      proposerId: a.userId,
      proposerName: '申请人',
      receiveName: '接收人',
      proposerHeadPortrait: 'https://example.com/a.png',
      applySex: '男',
      receiverSex: '女',
      information: '第三次',
      applyStatus: 0,
      isFriend: false,
      message: [],
    });
    expect((await requests(a)).records.map((r) => r.id)).toEqual([first.body.data.id]);
    expect(await pendingCount(b)).toBe(1);
    // The proposer's own sent request is not in their badge.
    expect(await pendingCount(a)).toBe(0);
    // Someone else sees none of it.
    expect((await requests(c)).records.map((r) => r.proposerId)).toEqual([c.userId]);
  });

  it('are refused for oneself, unknown people and friends, and check their fields', async () => {
    const [a, b] = await Promise.all([newPerson(), newPerson()]);
    expect((await addFriend(a, { receiverId: a.userId })).body.code).toBe(ERRORS.ADD_SELF.code);
    expect((await addFriend(a, { phone: a.phone })).body.code).toBe(ERRORS.ADD_SELF.code);
    expect((await addFriend(a, { userNo: a.userNo })).body.code).toBe(ERRORS.ADD_SELF.code);
    expect((await addFriend(a, { phone: newPhone() })).body.code).toBe(ERRORS.USER_NOT_FOUND.code);
    expect((await addFriend(a, { receiverId: NOBODY })).body.code).toBe(ERRORS.USER_NOT_FOUND.code);
    expect400(await addFriend(a, { receiverId: b.userId, information: '长'.repeat(51) }), '验证信息不能超过50个字符');
    expect400(await addFriend(a, { information: '你好' }), '请填写要添加的用户');
    expect400(await addFriend(a, { userNo: '123' }), '用户编号为8位数字');
    expect400(await addFriend(a, { receiverId: 'not-an-id' }), '好友格式不正确');
    expect400(await get(a, `${BASE}/user-detail/1`), '用户格式不正确');
    expect((await addFriend(a, { receiverId: b.userId, information: '长'.repeat(50) })).body.code).toBe(200);
    await befriend(b, a);
    expect((await addFriend(a, { receiverId: b.userId })).body.code).toBe(ERRORS.ALREADY_FRIENDS.code);
    expect((await addFriend(b, { phone: a.phone })).body.code).toBe(ERRORS.ALREADY_FRIENDS.code);
  });

  it('take replies from either side while pending, and from nobody else', async () => {
    const [a, b, stranger] = await Promise.all([newPerson(), newPerson(), newPerson()]);
    const { id } = (await addFriend(a, { receiverId: b.userId })).body.data;
    expect((await post(b, `${BASE}/reply`, { id, content: '你是谁？' })).body.code).toBe(200);
    expect((await post(a, `${BASE}/reply`, { id, content: '项目上见过' })).body.code).toBe(200);
    expect((await post(stranger, `${BASE}/reply`, { id, content: '插一句' })).body.code).toBe(ERRORS.FRIEND_REQUEST_NOT_FOUND.code);
    expect400(await post(a, `${BASE}/reply`, { id, content: '长'.repeat(51) }), '回复内容不能超过50个字符');
    const [request] = (await requests(a)).records;
    expect(request!.message.map(({ userId, content }) => [userId, content])).toEqual([
      [b.userId, '你是谁？'],
      [a.userId, '项目上见过'],
    ]);
    expect(request!.message.every((m) => typeof m.id === 'string' && m.id.length > 0)).toBe(true);
    await post(b, `${BASE}/is-agree`, { id, pass: false });
    expect((await post(a, `${BASE}/reply`, { id, content: '为什么' })).body.code).toBe(ERRORS.REQUEST_DECIDED.code);
  });

  it('are agreed only by the receiver, once, making both sides friends in the receiver’s own groups without pecialConcern', async () => {
    // Prepare
    const [a, b, stranger] = await Promise.all([newPerson(), newPerson(), newPerson()]);
    const mine = (await addGroup(b, '同事')).data;
    const theirs = (await addGroup(stranger, '陌生人的分组')).data;
    const { id } = (await addFriend(a, { receiverId: b.userId, information: '加个好友' })).body.data;
    // Act and assess: only the receiver
    expect((await post(a, `${BASE}/is-agree`, { id, pass: true })).body.code).toBe(ERRORS.NOT_REQUEST_RECEIVER.code);
    expect((await post(stranger, `${BASE}/is-agree`, { id, pass: true })).body.code).toBe(ERRORS.FRIEND_REQUEST_NOT_FOUND.code);
    expect((await post(b, `${BASE}/is-agree`, { id: NOBODY, pass: true })).body.code).toBe(ERRORS.FRIEND_REQUEST_NOT_FOUND.code);
    const agreed = await post(b, `${BASE}/is-agree`, { id, pass: true, groupIds: [mine.id, 'pecialConcern', theirs.id] });
    expect(agreed.body.code).toBe(200);
    expect((await post(b, `${BASE}/is-agree`, { id, pass: false })).body.code).toBe(ERRORS.REQUEST_DECIDED.code);
    // Both sides, the receiver's in their own group only
    expect((await detail(b, a)).data).toMatchObject({ isFriend: true, groupIds: [mine.id] });
    expect((await detail(a, b)).data).toMatchObject({ isFriend: true, groupIds: [] });
    expect((await requests(a)).records[0]).toMatchObject({ applyStatus: 1, isFriend: true });
    expect(await pendingCount(b)).toBe(0);
    // The stranger's group is untouched and still only theirs.
    expect((await post<FriendGroup[]>(stranger, `${BASE}/list-group`)).body.data).toEqual([theirs]);
  });

  it('are rejected by the receiver, leaving no friendship, and a new request may follow', async () => {
    const [a, b] = await Promise.all([newPerson(), newPerson()]);
    const { id } = (await addFriend(a, { receiverId: b.userId })).body.data;
    expect((await post(b, `${BASE}/is-agree`, { id, pass: false })).body.code).toBe(200);
    expect((await requests(b)).records[0]).toMatchObject({ id, applyStatus: 2, isFriend: false });
    expect((await detail(a, b)).data.isFriend).toBe(false);
    const next = await addFriend(a, { receiverId: b.userId, information: '再试一次' });
    expect(next.body.code).toBe(200);
    expect(next.body.data.id).not.toBe(id);
    expect((await requests(b)).records.map((r) => [r.information, r.applyStatus])).toEqual([
      ['再试一次', 0],
      ['', 2],
    ]);
  });

  it('crossing each other stay two requests; agreeing the second one after the first only marks it agreed', async () => {
    const [a, b] = await Promise.all([newPerson(), newPerson()]);
    const ab = (await addFriend(a, { receiverId: b.userId })).body.data.id;
    const ba = (await addFriend(b, { receiverId: a.userId })).body.data.id;
    expect(ab).not.toBe(ba);
    expect(await pendingCount(a)).toBe(1);
    expect((await post(b, `${BASE}/is-agree`, { id: ab, pass: true })).body.code).toBe(200);
    expect((await post(a, `${BASE}/is-agree`, { id: ba, pass: true })).body.code).toBe(200);
    expect((await requests(a)).records.map((r) => r.applyStatus)).toEqual([1, 1]);
    expect((await detail(a, b)).data.isFriend).toBe(true);
  });

  it('show the proposer the receiver only as a stranger is shown, until they are friends; the receiver sees the proposer', async () => {
    // Prepare: a asks b, found by phone as the probe did (docs/SECURITY.md "Masking")
    const [a, b] = await Promise.all([named('申请人'), named('林晓', '女')]);
    const { id } = (await addFriend(a, { phone: b.phone, information: '你好' })).body.data;
    // Act
    const sent = (await requests(a)).records[0]!;
    // Assess: the proposer sees b as user-detail shows a stranger; nothing of the full name anywhere in the answer
    expect(sent).toMatchObject({ id, proposerName: '申请人', receiveName: '林女士', receiverSex: '女', isFriend: false });
    expect(sent.receiveName).toBe((await detail(a, b)).data.nickname);
    expect(JSON.stringify(await requests(a))).not.toContain('林晓');
    // The name a does not see cannot be searched for either; the one shown can.
    expect((await requests(a, `&searchName=${encodeURIComponent('晓')}`)).total).toBe(0);
    expect((await requests(a, `&searchName=${encodeURIComponent('林女士')}`)).total).toBe(1);
    // The receiver sees the proposer (who chose to write) as today.
    expect((await requests(b)).records[0]).toMatchObject({ proposerName: '申请人', receiveName: '林晓' });
    // Once b agrees they are friends, and a sees b in full.
    expect((await post(b, `${BASE}/is-agree`, { id, pass: true })).body.code).toBe(200);
    expect((await requests(a)).records[0]).toMatchObject({ receiveName: '林晓', isFriend: true });
  });

  it('are searched by proposer or receiver name, as the caller sees them', async () => {
    const [a, b, c] = await Promise.all([named('王小明'), named('李小红', '女'), named('Bob')]);
    await addFriend(a, { receiverId: b.userId });
    await addFriend(c, { receiverId: a.userId });
    // a sent to b, a stranger: b is 李女士 to a (the full name is not searched).
    expect((await requests(a, `&searchName=${encodeURIComponent('小红')}`)).total).toBe(0);
    expect((await requests(a, `&searchName=${encodeURIComponent('李')}`)).records.map((r) => r.receiveName)).toEqual(['李女士']);
    expect((await requests(b, `&searchName=${encodeURIComponent('小明')}`)).records.map((r) => r.proposerName)).toEqual(['王小明']);
    expect((await requests(a, '&searchName=bob')).records.map((r) => r.proposerName)).toEqual(['Bob']);
    expect((await requests(a, `&searchName=${encodeURIComponent('王小明')}`)).total).toBe(2);
    expect((await requests(a, '&searchName=nobody')).total).toBe(0);
  });
});

describe('friend groups', () => {
  it('are one’s own, with unique names of at most 20 characters', async () => {
    const [a, b] = await Promise.all([newPerson(), newPerson()]);
    const family = await addGroup(a, '家人');
    expect(family.code).toBe(200);
    expect(family.data).toEqual({ id: expect.any(String), name: '家人' });
    expect((await addGroup(a, '家人')).code).toBe(ERRORS.FRIEND_GROUP_TAKEN.code);
    // Another person may use the same name for their own group.
    expect((await addGroup(b, '家人')).code).toBe(200);
    expect400(await post(a, `${BASE}/add-group`, { commonField: '长'.repeat(21) }), '分组名称不能超过20个字符');
    expect400(await post(a, `${BASE}/add-group`, {}), '请填写分组名称');
    const work = (await addGroup(a, '工作')).data;
    expect((await post<FriendGroup[]>(a, `${BASE}/list-group`)).body.data).toEqual([family.data, work]);
    expect((await post<FriendGroup[]>(b, `${BASE}/list-group`)).body.data.map((g) => g.name)).toEqual(['家人']);
  });
});

describe('friend settings', () => {
  it('change the caller’s side only, within the limits, and only for friends', async () => {
    // Prepare
    const [a, b, stranger] = await Promise.all([named('甲'), named('乙', '女'), newPerson()]);
    await befriend(a, b);
    const group = (await addGroup(a, '客户')).data;
    const foreign = (await addGroup(stranger, '别人的')).data;
    // Act
    const saved = await post(a, `${BASE}/edit`, {
      friendId: b.userId,
      groupIds: [group.id, 'pecialConcern'],
      messageDisturb: true,
      strongReminder: true,
      topChat: true,
      blacklist: true,
      description: '合作过两个项目',
      remark: '乙老师',
    });
    // Assess
    expect(saved.body.code).toBe(200);
    expect((await detail(a, b)).data).toMatchObject({
      friendRemark: '乙老师',
      friendRemark2: '乙老师',
      groupIds: [group.id],
      description: '合作过两个项目',
      messageDisturb: true,
      strongReminder: true,
      topChat: true,
      blacklist: true,
    });
    // b's side of the friendship is untouched.
    expect((await detail(b, a)).data).toMatchObject({ friendRemark: '', groupIds: [], blacklist: false, topChat: false });
    // Only the fields given change.
    expect((await post(a, `${BASE}/edit`, { friendId: b.userId, topChat: false })).body.code).toBe(200);
    expect((await detail(a, b)).data).toMatchObject({ topChat: false, blacklist: true, friendRemark: '乙老师' });
    expect((await get<Contact[]>(a, `${BASE}/search-blacklist`)).body.data.map((c) => c.userId)).toEqual([b.userId]);
    expect((await get<Contact[]>(b, `${BASE}/search-blacklist`)).body.data).toEqual([]);
    // Refusals
    expect((await post(stranger, `${BASE}/edit`, { friendId: a.userId, remark: '入侵' })).body.code).toBe(ERRORS.NOT_FRIENDS.code);
    expect((await post(a, `${BASE}/edit`, { friendId: b.userId, groupIds: [foreign.id] })).body.code).toBe(ERRORS.FRIEND_GROUP_NOT_FOUND.code);
    expect400(await post(a, `${BASE}/edit`, { friendId: b.userId, remark: '长'.repeat(21) }), '备注不能超过20个字符');
    expect400(await post(a, `${BASE}/edit`, { friendId: b.userId, description: '长'.repeat(101) }), '更多描述不能超过100个字符');
    expect((await detail(a, b)).data).toMatchObject({ groupIds: [group.id], friendRemark: '乙老师' });
    // The stranger sees none of a's settings for b.
    expect((await detail(stranger, b)).data).toMatchObject({ isFriend: false, friendRemark: '', groupIds: [], blacklist: false, description: '' });
  });
});

describe('the person detail', () => {
  it('masks a stranger’s name by sex, shows a friend in full, and never shows a phone', async () => {
    const [me, him, her] = await Promise.all([named('我自己'), named('张三丰'), named('李清照', '女')]);
    const man = await detail(me, him);
    expect(man.data).toMatchObject({ friendId: him.userId, userId: him.userId, isFriend: false, nickname: '张先生', userSex: '男', selfSex: '男', userStatus: '', userType: 'PERSONAGE' });
    expect((await detail(me, her)).data).toMatchObject({ nickname: '李女士', friendRemark2: '李女士', userSex: '女', head: 'https://example.com/a.png' });
    expect(JSON.stringify(man)).not.toContain(him.phone);
    expect(JSON.stringify(man.data)).not.toMatch(/1[3-9]\d{9}/);
    await befriend(me, her);
    expect((await detail(me, her)).data).toMatchObject({ nickname: '李清照', isFriend: true });
    expect((await detail(me, me)).data).toMatchObject({ nickname: '我自己' });
    expect((await get(me, `${BASE}/user-detail/${NOBODY}`)).body).toMatchObject({ code: 404, msg: '用户不存在' });
  });

  it('names shared teams and tells a resigned colleague', async () => {
    const boss = await register('COMPANY');
    const worker = await named('小工');
    await hireStaff(boss, worker);
    expect((await detail(boss, worker)).data).toMatchObject({ userType: 'COMPANY', userStatus: '', sameTeamList: [] });
    await post(boss, '/api/pc/hezuo/company/remove-staff', { userId: worker.userId });
    expect((await detail(boss, worker)).data).toMatchObject({ userType: 'COMPANY', userStatus: '已离职' });

    const lead = await newPerson();
    const teamName = `设计组${lead.phone}`;
    const { teamId } = (await post<{ teamId: string }>(lead, '/api/pc/hezuo/user-team/create', { teamName })).body.data;
    await joinTeam(teamId, teamName, worker);
    expect((await detail(lead, worker)).data).toMatchObject({ userType: 'TEAM', sameTeamList: [{ teamName }], userStatus: '' });
  });
});

/** A member of a team, as the team's invitation flow (not this part) would make one. */
const joinTeam = async (teamId: string, teamName: string, person: TestPerson, status: 'ACTIVE' | 'RESIGNED' = 'ACTIVE') => {
  const member = { orgId: teamId, orgType: 'TEAM', orgName: teamName, userId: person.userId, role: 'STAFF', status, joinTime: Date.now() };
  await ddb.send(new PutCommand({ TableName: table(), Item: { ...memberKey(teamId, person.userId), ...personOrgsIndex(person.userId, 'TEAM', teamId), ...member } }));
};

describe('contacts', () => {
  it('list colleagues, team mates, friends by group, special and ungrouped friends, with index letters', async () => {
    // Prepare: me in a company and a team, three friends
    const boss = await register('COMPANY');
    const me = await named('我');
    const leaver = await named('离职的人');
    for (const staff of [me, leaver]) await hireStaff(boss, staff);
    await post(boss, '/api/pc/hezuo/company/remove-staff', { userId: leaver.userId });
    await setPersonFields(boss.userId, { nickname: '陈总' });
    const lead = await named('周航');
    const teamName = `星火${lead.phone}`;
    const { teamId } = (await post<{ teamId: string }>(lead, '/api/pc/hezuo/user-team/create', { teamName })).body.data;
    await joinTeam(teamId, teamName, me);
    const [zhang, alice, digits] = await Promise.all([named('张三'), named('Alice', '女'), named('123')]);
    const close = (await addGroup(me, '好朋友')).data;
    await befriend(zhang, me, [close.id]);
    await befriend(alice, me);
    await befriend(digits, me);
    await post(me, `${BASE}/edit`, { friendId: alice.userId, strongReminder: true });
    // Act
    const answer = await post<ContactsResponse>(me, `${BASE}/contacts`, {});
    // Assess
    expect(answer.body.code).toBe(200);
    const book = answer.body.data;
    expect(book.companyName).toBe(boss.orgName);
    expect(book.companyPartner.map((c) => [c.nickname, c.userStatus, c.first])).toEqual([
      ['陈总', '', 'C'],
      ['离职的人', '已离职', 'L'],
    ]);
    expect(book.teamUser).toEqual([{ teamId, teamName, teamPartner: [expect.objectContaining({ userId: lead.userId, nickname: '周航', first: 'Z', teamId })] }]);
    expect(book.groupFriend).toEqual([{ groupId: close.id, groupName: '好朋友', groupPartner: [expect.objectContaining({ userId: zhang.userId, first: 'Z' })] }]);
    expect(book.specialFriend.map((c) => c.nickname)).toEqual(['Alice']);
    expect(book.notGroupFriend.map((c) => [c.nickname, c.first])).toEqual([
      ['Alice', 'A'],
      ['123', '#'],
    ]);
    expect(book.notGroupFriend[0]).toEqual({
      userId: alice.userId,
      teamId: '',
      nickname: 'Alice',
      friendRemark: '',
      first: 'A',
      headPortrait: 'https://example.com/a.png',
      sex: '女',
      userStatus: '',
    });
    // Search by nickname or remark
    await post(me, `${BASE}/edit`, { friendId: digits.userId, remark: '数字先生' });
    const found = (await post<ContactsResponse>(me, `${BASE}/contacts`, { searchName: '数字' })).body.data;
    expect(found.notGroupFriend.map((c) => [c.userId, c.friendRemark, c.first])).toEqual([[digits.userId, '数字先生', 'S']]);
    expect(found.companyPartner).toEqual([]);
    expect(found.groupFriend[0]!.groupPartner).toEqual([]);
    // The A-Z index list of all friends, '#' last
    const index = (await post<Contact[]>(me, `${SEARCH}/show-friend`, {})).body.data;
    expect(index.map((c) => [c.first, c.friendRemark || c.nickname])).toEqual([
      ['A', 'Alice'],
      ['S', '数字先生'],
      ['Z', '张三'],
    ]);
    expect((await post<Contact[]>(me, `${SEARCH}/show-friend`, { searchName: 'ali' })).body.data.map((c) => c.nickname)).toEqual(['Alice']);
  });

  it('show a person with no company, team or friend empty sections', async () => {
    const loner = await newPerson();
    expect((await post<ContactsResponse>(loner, `${BASE}/contacts`, {})).body.data).toEqual({
      companyName: '',
      companyPartner: [],
      teamUser: [],
      groupFriend: [],
      specialFriend: [],
      notGroupFriend: [],
    });
  });
});

/** A chat group with these members, as create-group (another part of the messenger) would make it. */
const makeGroup = async (owner: TestPerson, members: TestPerson[]): Promise<string> => {
  const groupId = newId();
  const now = Date.now();
  const put = (Item: Record<string, unknown>) => ddb.send(new PutCommand({ TableName: table(), Item }));
  await put({ ...groupKey(groupId), groupId, name: '测试群', number: String(now).slice(-8), ownerId: owner.userId, total: members.length + 1, createTime: now, status: 'ACTIVE' });
  for (const [i, m] of [owner, ...members].entries()) {
    await put({ ...groupMemberKey(groupId, m.userId), ...memberGroupsIndex(m.userId, now, groupId), groupId, userId: m.userId, role: i === 0 ? 'OWNER' : 'MEMBER', joinTime: now, lastReadSeq: 0, stick: false });
  }
  return groupId;
};

describe('the selectors', () => {
  it('flag the friends already in the group, for its members only', async () => {
    const [me, inside, outside, stranger] = await Promise.all([newPerson(), named('群内好友'), named('群外好友'), newPerson()]);
    await befriend(inside, me);
    await befriend(outside, me);
    const groupId = await makeGroup(me, [inside]);
    const answer = await post<SelectableFriend[]>(me, `${SEARCH}/show-friend-groupadd`, { groupId });
    expect(answer.body.code).toBe(200);
    expect(Object.fromEntries(answer.body.data.map((f) => [f.userId, f.inGroup]))).toEqual({ [inside.userId]: true, [outside.userId]: false });
    expect((await post(stranger, `${SEARCH}/show-friend-groupadd`, { groupId })).body.code).toBe(ERRORS.NOT_GROUP_MEMBER.code);
    expect((await post(me, `${SEARCH}/show-friend-groupadd`, { groupId: NOBODY })).body.code).toBe(ERRORS.GROUP_NOT_FOUND.code);
  });

  it('flag the friends already in the team, for its members only', async () => {
    const [lead, mate, other, stranger] = await Promise.all([newPerson(), named('队友'), named('外人'), newPerson()]);
    const teamName = `邀请组${lead.phone}`;
    const { teamId } = (await post<{ teamId: string }>(lead, '/api/pc/hezuo/user-team/create', { teamName })).body.data;
    await joinTeam(teamId, teamName, mate);
    await befriend(mate, lead);
    await befriend(other, lead);
    const answer = await post<SelectableFriend[]>(lead, `${SEARCH}/search-invite-list`, { teamId });
    expect(Object.fromEntries(answer.body.data.map((f) => [f.userId, f.inGroup]))).toEqual({ [mate.userId]: true, [other.userId]: false });
    expect((await post(stranger, `${SEARCH}/search-invite-list`, { teamId })).body.code).toBe(ERRORS.NOT_FOUND.code);
  });
});
