/**
 * Messages over real chat sockets on the local gateway: stored before SEND_SUCCESSFULLY, exactly once per client
 * id, in order, delivered to the reader's open chat and BANG_RADIO to their global socket; READ zeroes the unread
 * count and turns the sender's Read flag; the refusals of spec §5; nobody reads a conversation not theirs.
 */
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import type WebSocket from 'ws';
import { ERRORS } from '../../shared/errors.js';
import { CHAT_SEND_LIMIT } from '../../shared/limits.js';
import type { UserDetail } from '../../shared/schemas/chat-friends.js';
import { CONTENT_TYPES, type ChatMessage, type RecordPage } from '../../shared/schemas/chat-messages.js';
import { setPersonFields } from '../../functions/account/store.js';
import { friendKey } from '../../functions/chat/keys.js';
import { memberKey, personOrgsIndex } from '../../functions/account/keys.js';
import { ddb, table } from '../../functions/lib/store/client.js';
import { api } from '../support/api.js';
import { DEMO_PASSWORD, DEMO_SERVICE_PHONE } from '../../infra/local/demo-accounts.js';
import { SERVICE_ACCOUNT_ID } from '../../shared/realtime.js';
import { friendsWith, info, login, newPerson, register, type TestPerson } from '../support/people.js';
import { hireStaff } from '../support/org.js';
import { conversations } from '../support/conversations.js';
import { newStaff } from '../support/authz/things.js';
import { aListing } from '../support/mall.js';
import { releasedProject } from '../support/projects.js';
import { openSocket, recordFrames, type Frame } from '../support/sockets.js';
import { PNG, uploadAs } from '../support/uploads.js';

const BASE = '/api/mall/message';
const sockets: WebSocket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.terminate();
});

const open = async (person: TestPerson, query: string) => {
  const socket = await openSocket(inject('cloud').wsUrl, `${query}&token=${person.token}`);
  sockets.push(socket);
  return { socket, ...recordFrames(socket) };
};
const chatWith = (person: TestPerson, other: string, type = 'MSG') => open(person, `channel=chat&messageType=${type}&joinUserId=${other}`);
const radio = (person: TestPerson) => open(person, 'channel=radio');

type Chat = Awaited<ReturnType<typeof chatWith>>;

/** Sends a frame and waits for its answer on the same socket: SEND_SUCCESSFULLY or ERROR. */
const send = async (chat: Chat, frame: Record<string, unknown>): Promise<Frame> => {
  const messageId = (frame.messageId as string | undefined) ?? randomUUID();
  const answer = new Promise<Frame>((resolve) => {
    const listen = (data: WebSocket.RawData) => {
      const got = JSON.parse(String(data)) as Frame;
      if ((got.messageType === 'SEND_SUCCESSFULLY' || got.messageType === 'ERROR') && got.messageId === messageId) {
        chat.socket.off('message', listen);
        resolve(got);
      }
    };
    chat.socket.on('message', listen);
  });
  chat.socket.send(JSON.stringify({ messageType: 'MSG', messageContentType: 'TEXT', ...frame, messageId }));
  return answer;
};

const record = async (person: TestPerson, joinUserId: string, query = '') =>
  (await api<RecordPage>('GET', `${BASE}/record?messageType=MSG&joinUserId=${joinUserId}${query}`, { token: person.token })).body;

const list = conversations;

describe('one-to-one messages', () => {
  it('are stored, acknowledged, delivered to the open chat and announced on the global socket', async () => {
    const [a, b] = await Promise.all([newPerson(), newPerson()]);
    const [aChat, bChat, bRadio] = await Promise.all([chatWith(a, b.userId), chatWith(b, a.userId), radio(b)]);

    const ack = await send(aChat, { joinUserId: b.userId, content: '你好' });
    expect(ack).toMatchObject({ messageType: 'SEND_SUCCESSFULLY', seq: 1, storedId: '1' });
    const delivered = (await bChat.waitFor('MSG', 1_000)) as unknown as ChatMessage;
    // Not friends: the receiver sees the sender masked (spec §5).
    expect(delivered).toMatchObject({ content: '你好', userId: a.userId, joinUserId: a.userId, seq: 1, isFriend: false, read: false });
    expect(delivered.nickname).not.toBe(a.nickname);
    expect(delivered.nickname.startsWith(a.nickname[0]!)).toBe(true);
    expect(await bRadio.waitFor('BANG_RADIO', 1_000)).toMatchObject({ joinUserId: a.userId });

    const [bList] = await list(b);
    expect(bList).toMatchObject({ messageType: 'MSG', joinUserId: a.userId, unreadMessage: 1, messageContent: '你好' });
    expect((await api<number>('GET', `${BASE}/record-count`, { token: b.token })).body.data).toBe(1);
  });

  it('store a send retried with the same client id once', async () => {
    const [a, b] = await Promise.all([newPerson(), newPerson()]);
    const aChat = await chatWith(a, b.userId);
    const first = await send(aChat, { joinUserId: b.userId, content: '只存一次', messageId: 'client-1' });
    const again = await send(aChat, { joinUserId: b.userId, content: '只存一次', messageId: 'client-1' });
    expect(again.seq).toBe(first.seq);
    const page = await record(b, a.userId);
    expect(page.data.records.map((m) => m.content)).toEqual(['只存一次']);
    expect((await list(b))[0]?.unreadMessage).toBe(1);
  });

  it('keep their order and numbers when both sides send at once, and page newest first', async () => {
    const [a, b] = await Promise.all([newPerson(), newPerson()]);
    const [aChat, bChat] = await Promise.all([chatWith(a, b.userId), chatWith(b, a.userId)]);
    // Each side sends its ten one after another (as a person types), both sides at the same time.
    const talk = async (chat: Chat, to: string, prefix: string) => {
      for (let i = 0; i < 10; i += 1) await send(chat, { joinUserId: to, content: `${prefix}${i}` });
    };
    await Promise.all([talk(aChat, b.userId, 'a'), talk(bChat, a.userId, 'b')]);
    const newest = await record(a, b.userId);
    expect(newest.data).toMatchObject({ pages: 2, lastSeq: 20 });
    expect(newest.data.records.map((m) => m.seq)).toEqual(Array.from({ length: 15 }, (_, i) => i + 6));
    const oldest = await record(a, b.userId, '&current=2');
    expect(oldest.data.records.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
    const after = await record(b, a.userId, '&afterSeq=17');
    expect(after.data.records.map((m) => m.seq)).toEqual([18, 19, 20]);
    // Each side's own messages keep their order.
    const all = [...oldest.data.records, ...newest.data.records];
    expect(all.filter((m) => m.userId === a.userId).map((m) => m.content)).toEqual(Array.from({ length: 10 }, (_, i) => `a${i}`));
  });

  it('turn Read when the reader sends READ, and the reader’s unread count goes to zero', async () => {
    const [a, b] = await Promise.all([newPerson(), newPerson()]);
    const [aChat, bChat] = await Promise.all([chatWith(a, b.userId), chatWith(b, a.userId)]);
    await send(aChat, { joinUserId: b.userId, content: '看到了吗' });
    expect((await record(a, b.userId)).data.records[0]?.read).toBe(false);

    bChat.socket.send(JSON.stringify({ messageType: 'READ', joinUserId: a.userId }));
    expect(await aChat.waitFor('READ', 1_000)).toMatchObject({ joinUserId: b.userId, seq: 1 });
    expect((await record(a, b.userId)).data.records[0]?.read).toBe(true);
    expect((await list(b))[0]?.unreadMessage).toBe(0);
  });

  it('are refused with the spec’s reasons, and nothing is stored', async () => {
    const [a, b, c] = await Promise.all([newPerson(), newPerson(), newPerson()]);
    const aChat = await chatWith(a, b.userId);
    expect(await send(aChat, { joinUserId: b.userId, content: '   ' })).toMatchObject({ messageType: 'ERROR', code: 400, msg: '不能发送空白消息' });
    expect(await send(aChat, { joinUserId: b.userId, content: 'x'.repeat(1001) })).toMatchObject({ code: 400, msg: '消息不能超过1000个字符' });
    expect(await send(aChat, { joinUserId: b.userId, messageContentType: 'LINK', content: 'ftp://example.com' })).toMatchObject({
      code: 400,
      msg: '链接须以 http、https、mailto 或 tel 开头',
    });
    expect(await send(aChat, { joinUserId: c.userId, content: '走错会话' })).toMatchObject({ code: 400 });

    // A chat with oneself is no conversation: its socket is refused at connect, its HTTP sends with 不能与自己对话。
    await expect(chatWith(a, a.userId)).rejects.toThrow('HTTP 401');
    expect((await api('POST', `${BASE}/send-link`, { token: a.token, json: { messageType: 'MSG', joinUserId: a.userId, content: 'https://hezuo.example' } })).body).toMatchObject({
      code: ERRORS.CHAT_WITH_SELF.code,
      msg: '不能与自己对话。',
    });

    await ddb.send(new PutCommand({ TableName: table(), Item: { ...friendKey(b.userId, a.userId), userId: b.userId, friendId: a.userId, groupIds: [], blacklist: true, createTime: Date.now() } }));
    expect(await send(aChat, { joinUserId: b.userId, content: '拉黑了' })).toMatchObject({ code: ERRORS.BLACKLISTED.code });

    const cChat = await chatWith(a, c.userId);
    await setPersonFields(c.userId, { status: 'CANCELLED' });
    expect(await send(cChat, { joinUserId: c.userId, content: '在吗' })).toMatchObject({ code: ERRORS.USER_CANCELLED_CHAT.code, msg: '该用户账号已注销，不能对话' });

    expect((await record(a, b.userId)).data.records).toEqual([]);
    expect(await list(b)).toEqual([]);
  });

  it('to a former colleague who is not a friend are refused as 已离职; strangers and friends keep talking', async () => {
    // Prepare: a company removes its staff member; a team member has left a team (status as the org writes it).
    const [boss, worker, teamAdmin, member, stranger] = await Promise.all([register('COMPANY'), newPerson(), register('TEAM'), newPerson(), newPerson()]);
    await hireStaff(boss, worker);
    expect((await api('POST', '/api/pc/hezuo/company/remove-staff', { token: boss.token, json: { userId: worker.userId } })).body.code).toBe(200);
    const teamId = (await info(teamAdmin.token)).teamId as string;
    await ddb.send(new PutCommand({ TableName: table(), Item: { ...memberKey(teamId, member.userId), ...personOrgsIndex(member.userId, 'TEAM', teamId), orgId: teamId, orgType: 'TEAM', orgName: teamAdmin.orgName, userId: member.userId, role: 'STAFF', status: 'RESIGNED', joinTime: 1, leaveTime: 2 } }));
    const [bossChat, teamChat, strangerChat] = await Promise.all([chatWith(boss, worker.userId), chatWith(teamAdmin, member.userId), chatWith(stranger, worker.userId)]);

    // Act + Assess
    expect(await send(bossChat, { joinUserId: worker.userId, content: '回来上班吧' })).toMatchObject({ code: ERRORS.STAFF_RESIGNED_CHAT.code, msg: '该员工已离职，不能对话' });
    expect(await send(teamChat, { joinUserId: member.userId, content: '在吗' })).toMatchObject({ code: ERRORS.MEMBER_RESIGNED_CHAT.code, msg: '该成员已离职，不能对话' });
    const detail = (await api<UserDetail>('GET', `${BASE}/user-detail/${worker.userId}`, { token: boss.token })).body.data;
    expect(detail).toMatchObject({ userStatus: '已离职', userType: 'COMPANY' });
    // Nothing was stored of the refused message: the chat holds only the invitation the worker once accepted.
    expect((await record(boss, worker.userId)).data.records.map((m) => m.messageContentType)).toEqual(['INVITE_JOIN_COMPANY']);
    // Someone who never shared the company writes as before; a friend of the former employee too.
    expect(await send(strangerChat, { joinUserId: worker.userId, content: '你好' })).toMatchObject({ messageType: 'SEND_SUCCESSFULLY' });
    await ddb.send(new PutCommand({ TableName: table(), Item: { ...friendKey(boss.userId, worker.userId), userId: boss.userId, friendId: worker.userId, groupIds: [], createTime: Date.now() } }));
    expect(await send(bossChat, { joinUserId: worker.userId, content: '老朋友，周末聚聚' })).toMatchObject({ messageType: 'SEND_SUCCESSFULLY' });
  });

  it('are read only by the two people of the conversation', async () => {
    const [a, b, c] = await Promise.all([newPerson(), newPerson(), newPerson()]);
    const aChat = await chatWith(a, b.userId);
    await send(aChat, { joinUserId: b.userId, content: '私聊' });
    // C asking for "the conversation with B" gets C's own (empty) one, never A's.
    expect((await record(c, b.userId)).data.records).toEqual([]);
    expect((await record(c, a.userId)).data.records).toEqual([]);
    expect(await list(c)).toEqual([]);
    const group = await api('GET', `${BASE}/record?messageType=GROUP&joinUserId=nogroup`, { token: c.token });
    expect(group.body.code).toBe(ERRORS.NOT_GROUP_MEMBER.code);
    // A one-to-one chat with an id that names no person (a group's, nobody's) is no conversation at all.
    await friendsWith(a.userId, [b.userId]);
    const groupId = (await api<string>('POST', `${BASE}/create-group`, { token: a.token, json: { userIds: [b.userId] } })).body.data;
    for (const nobody of [groupId, '01JNOBODY00000000000000000']) {
      expect((await api('GET', `${BASE}/record?messageType=MSG&joinUserId=${nobody}`, { token: c.token })).body).toMatchObject({ code: 404, msg: '用户不存在' });
    }
  });
});

describe('image and file messages', () => {
  const fileContent = (upload: { fileUrl: string; key: string }, name: string, size: number) =>
    JSON.stringify({ name: upload.key.split('/').pop(), url: upload.fileUrl, size, type: 'image/png', oldName: name });
  const urlOf = (content: string) => (JSON.parse(content) as { url: string }).url;

  it('reach the conversation’s readers through signed URLs only, and the file is nobody else’s to send', async () => {
    const [a, b, c] = await Promise.all([newPerson(), newPerson(), newPerson()]);
    const image = await uploadAs(a, 'chat-image', '合同截图.png');
    const [aChat, bChat] = await Promise.all([chatWith(a, b.userId), chatWith(b, a.userId)]);

    const ack = await send(aChat, { joinUserId: b.userId, messageContentType: 'IMG', content: fileContent(image, '合同截图.png', PNG.length) });
    expect(ack).toMatchObject({ messageType: 'SEND_SUCCESSFULLY', seq: 1 });
    // The sender's copy, the receiver's frame and the history all carry a signed URL that reads the image.
    const delivered = (await bChat.waitFor('MSG', 1_000)) as unknown as ChatMessage;
    const [history] = (await record(b, a.userId)).data.records;
    for (const content of [ack.content as string, delivered.content, history!.content]) {
      const url = urlOf(content);
      expect(url).not.toBe(image.fileUrl);
      const read = await fetch(url);
      expect(read.status).toBe(200);
      expect(Buffer.from(await read.arrayBuffer()).equals(PNG)).toBe(true);
    }
    expect(JSON.parse(history!.content)).toMatchObject({ oldName: '合同截图.png', size: PNG.length });
    // The stored reference itself is never served, and a signature does not carry over to another key.
    expect((await fetch(image.fileUrl)).status).toBe(403);
    const other = await uploadAs(a, 'chat-image', '另一张.png');
    expect((await fetch(urlOf(ack.content as string).replace(image.key, other.key))).status).toBe(403);

    // C cannot pass A's upload (or a link out) off as an image to get it signed; nothing is stored.
    const cChat = await chatWith(c, b.userId);
    expect(await send(cChat, { joinUserId: b.userId, messageContentType: 'IMG', content: fileContent(image, 'x.png', 1) })).toMatchObject({
      code: ERRORS.FILE_NOT_YOURS.code,
      msg: '只能发送您本人上传的图片或文件',
    });
    expect(await send(cChat, { joinUserId: b.userId, messageContentType: 'IMG', content: 'https://tracker.example/pixel.png' })).toMatchObject({
      code: ERRORS.FILE_NOT_YOURS.code,
    });
    expect((await record(c, b.userId)).data.records).toEqual([]);
    // C reading "the conversation with A" gets C's own empty one: no URL of A's image reaches C.
    expect((await record(c, a.userId)).data.records).toEqual([]);
  });

  it('carry a file with its name, size and download name', async () => {
    const [a, b] = await Promise.all([newPerson(), newPerson()]);
    const body = Buffer.from('季度报价：100 元');
    const file = await uploadAs(a, 'chat-file', '报价.txt', body, 'text/plain');
    const aChat = await chatWith(a, b.userId);
    const ack = await send(aChat, { joinUserId: b.userId, messageContentType: 'FILE', content: fileContent(file, '报价.txt', body.length) });
    expect(ack.messageType).toBe('SEND_SUCCESSFULLY');
    const [message] = (await record(b, a.userId)).data.records;
    expect(JSON.parse(message!.content)).toMatchObject({ oldName: '报价.txt', size: body.length });
    const read = await fetch(urlOf(message!.content));
    expect(read.status).toBe(200);
    expect(read.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('报价.txt')}`);
    expect(Buffer.from(await read.arrayBuffer()).equals(body)).toBe(true);
  });
});

describe('the official service chat', () => {
  it('carries a person’s question to the desk and the staff’s answer back; only staff read the desk', async () => {
    const person = await newPerson();
    const staffToken = (await login(DEMO_SERVICE_PHONE, DEMO_PASSWORD, 'PERSONAGE')).body.data;
    const staff = { ...person, userId: 'staff', token: staffToken };
    const entry = await api<{ joinUserId: string }>('POST', '/api/pc/difficult/message/serviceToAdmin', { token: person.token, json: {} });
    expect(entry.body.data).toMatchObject({ joinUserId: SERVICE_ACCOUNT_ID, nickname: '合作云客服', unreadMessage: 0 });

    const [personChat, desk] = await Promise.all([chatWith(person, SERVICE_ACCOUNT_ID, 'SERVICE'), chatWith(staff, person.userId, 'SERVICE')]);
    expect(await send(personChat, { messageType: 'SERVICE', joinUserId: SERVICE_ACCOUNT_ID, content: '如何发布需求？' })).toMatchObject({ messageType: 'SEND_SUCCESSFULLY', seq: 1 });
    expect(await desk.waitFor('SERVICE', 1_000)).toMatchObject({ content: '如何发布需求？', joinUserId: person.userId, userId: person.userId });
    const inbox = await api<{ records: { userId: string; unread: number }[] }>('GET', '/api/pc/hezuo/consult/list', { token: staffToken });
    expect(inbox.body.data.records.find((r) => r.userId === person.userId)).toMatchObject({ unread: 1 });
    // The desk reads it (READ on its side of the chat): the person's row shows nothing unread.
    desk.socket.send(JSON.stringify({ messageType: 'READ', joinUserId: person.userId }));
    await expect
      .poll(async () => (await api<{ records: { userId: string; unread: number }[] }>('GET', '/api/pc/hezuo/consult/list', { token: staffToken })).body.data.records.find((r) => r.userId === person.userId)?.unread)
      .toBe(0);

    expect(await send(desk, { messageType: 'SERVICE', joinUserId: person.userId, content: '在工作台点击发布需求。' })).toMatchObject({ messageType: 'SEND_SUCCESSFULLY', seq: 2 });
    // The answer comes from 合作云客服, never from the staff member's own account (id, avatar, sex), live and in the history.
    const deskFace = { userId: SERVICE_ACCOUNT_ID, nickname: '合作云客服', headPortrait: '', sex: '' };
    expect(await personChat.waitFor('SERVICE', 1_000)).toMatchObject({ content: '在工作台点击发布需求。', joinUserId: SERVICE_ACCOUNT_ID, ...deskFace });
    const seen = await api<RecordPage>('GET', `${BASE}/record?messageType=SERVICE&joinUserId=${SERVICE_ACCOUNT_ID}`, { token: person.token });
    expect(seen.body.data.records.map((m) => [m.content, m.userId])).toEqual([
      ['如何发布需求？', person.userId],
      ['在工作台点击发布需求。', SERVICE_ACCOUNT_ID],
    ]);
    expect(seen.body.data.records[1]).toMatchObject(deskFace);
    expect((await list(person))[0]).toMatchObject({ messageType: 'SERVICE', nickname: '合作云客服', unreadMessage: 1 });
    const details = await api<RecordPage>('GET', `/api/pc/hezuo/consult/details/${person.userId}`, { token: staffToken });
    expect(details.body.data.records.map((m) => m.content)).toEqual(['如何发布需求？', '在工作台点击发布需求。']);

    // A person is not staff: no desk, and no other person's service chat.
    const other = await newPerson();
    expect((await api('GET', '/api/pc/hezuo/consult/list', { token: other.token })).body.code).toBe(403);
    expect((await api('GET', `/api/pc/hezuo/consult/details/${person.userId}`, { token: other.token })).body.code).toBe(403);
    // Nor open the desk's side of someone's service chat (test/integration/chat-socket-access.test.ts has the rest).
    await expect(chatWith(other, person.userId, 'SERVICE')).rejects.toThrow('HTTP 401');
  });

  it('is marked done by desk staff, listed after the waiting ones, and opened again when the person writes', async () => {
    // Prepare: a person's question on the desk, and a member of the desk.
    const [person, staff] = await Promise.all([newPerson(), newStaff()]);
    const personChat = await chatWith(person, SERVICE_ACCOUNT_ID, 'SERVICE');
    await send(personChat, { messageType: 'SERVICE', joinUserId: SERVICE_ACCOUNT_ID, content: '请问怎么开发票？' });
    const row = async () =>
      (await api<{ records: { userId: string; done: boolean }[] }>('GET', '/api/pc/hezuo/consult/list?current=1&size=100', { token: staff.token })).body.data.records.find((r) => r.userId === person.userId);

    // Act + Assess
    expect(await row()).toMatchObject({ done: false });
    expect((await api('POST', `/api/pc/hezuo/consult/done/${person.userId}`, { token: staff.token })).body.code).toBe(200);
    expect(await row()).toMatchObject({ done: true });
    expect((await api('POST', `/api/pc/hezuo/consult/done/${person.userId}`, { token: person.token })).status).toBe(403);
    await send(personChat, { messageType: 'SERVICE', joinUserId: SERVICE_ACCOUNT_ID, content: '还有一个问题' });
    expect(await row()).toMatchObject({ done: false });
  });
});

describe('cards and links sent over HTTP', () => {
  it('carry a person card built by the server, a project, goods and a link, each stored once', async () => {
    const [a, b, c] = await Promise.all([newPerson(), newPerson(), newPerson()]);
    const bChat = await chatWith(b, a.userId);
    const post = (path: string, json: Record<string, unknown>) => api<{ seq: number }>('POST', `${BASE}/${path}`, { token: a.token, json: { messageType: 'MSG', joinUserId: b.userId, ...json } });

    const card = await post('recommend', { recomendId: c.userId, messageId: 'card-1' });
    expect(card.body.data.seq).toBe(1);
    const delivered = await bChat.waitFor('MSG', 1_000);
    expect(delivered.messageContentType).toBe('RECOMMEND_USER');
    const content = JSON.parse(String(delivered.content)) as Record<string, unknown>;
    // A is no friend of C: the card shows C as user-detail shows a stranger, never more.
    expect(content).toMatchObject({ userId: c.userId, nickname: `${[...c.nickname][0]}先生`, number: c.userNo, isFriend: false });
    expect(JSON.stringify(content)).not.toContain(c.nickname);
    expect(JSON.stringify(content)).not.toContain(c.phone);
    expect((await post('recommend', { recomendId: c.userId, messageId: 'card-1' })).body.data.seq).toBe(1);

    // A project card names a project as it is; a missing one, or another's private one, is refused and not stored.
    const [open, hidden] = await Promise.all([releasedProject(c, { name: `门店小程序${randomUUID().slice(0, 6)}` }), releasedProject(c, { visibility: 'PRIVATE' })]);
    expect((await post('recommend-project', { projectId: '01J0000000000000000000000Z', projectName: '官网改版' })).status).toBe(404);
    expect((await post('recommend-project', { projectId: hidden.projectId, projectName: '官网改版' })).status).toBe(404);
    expect((await post('recommend-project', { projectId: open.projectId, projectName: '官网改版', phase: '一期' })).body.data.seq).toBe(2);
    // A goods card names a listing on sale, under its own name whatever the client says; a missing one is refused.
    const goodsId = await aListing(c, 1, { name: '工业相机' });
    expect((await post('recommend-goods', { goodsId: '01J0000000000000000000000Z', goodsType: 1, name: '工业相机' })).status).toBe(404);
    expect((await post('recommend-goods', { goodsId, goodsType: 2, name: '进口工业相机' })).body.data.seq).toBe(3);
    expect((await post('send-link', { content: 'https://hezuo.example/p/1' })).body.data.seq).toBe(4);
    const bad = await post('send-link', { content: 'javascript:alert(1)' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('链接须以 http、https、mailto 或 tel 开头');
    expect((await post('recommend', { recomendId: a.userId, joinUserId: a.userId })).body.code).toBe(ERRORS.CHAT_WITH_SELF.code);

    const records = (await record(b, a.userId)).data.records;
    expect(records.map((m) => m.messageContentType)).toEqual(['RECOMMEND_USER', 'RECOMMEND_PROJECT', 'RECOMMEND_GOODS', 'LINK']);
    expect(JSON.parse(records[1]!.content)).toEqual({ projectId: open.projectId, projectName: open.name, phase: '一期' });
    expect(JSON.parse(records[2]!.content)).toEqual({ goodsId, goodsCategory: '02', goodsType: 1, name: '工业相机', userId: a.userId });

    // A card of A's friend carries the name A knows them by.
    await ddb.send(new PutCommand({ TableName: table(), Item: { ...friendKey(a.userId, c.userId), userId: a.userId, friendId: c.userId, groupIds: [], createTime: Date.now() } }));
    await post('recommend', { recomendId: c.userId, messageId: 'card-2' });
    const friendCard = (await bChat.waitFor('MSG', 1_000).then(() => record(b, a.userId))).data.records.at(-1)!;
    expect(JSON.parse(friendCard.content)).toMatchObject({ userId: c.userId, nickname: c.nickname, isFriend: true });
  });
});

describe('cards on the chat socket', () => {
  it('cannot be forged: a frame carries only what a person types or uploads, anything else is refused and not stored', async () => {
    // Prepare: A writes to B on A's chat socket; every content type but those a person types or uploads is a card the
    // server builds through its HTTP route (recommend, user-team/invite, company/add-staff …), outside probe.
    const [a, b] = await Promise.all([newPerson(), newPerson()]);
    const [aChat, bChat] = await Promise.all([chatWith(a, b.userId), chatWith(b, a.userId)]);
    const typed = ['TEXT', 'EMOJI', 'IMG', 'FILE', 'LINK'];
    const cards = CONTENT_TYPES.filter((type) => !typed.includes(type));
    expect(cards).toEqual(expect.arrayContaining(['RECOMMEND_USER', 'INVITE_FRIENDS_JOIN_TEAM', 'INVITE_JOIN_COMPANY']));
    const forged = JSON.stringify({ userId: a.userId, nickname: '合作云官方客服', number: '00000001', recomendId: a.userId, teamName: '合作云示范科技有限公司', orgType: 'COMPANY' });

    // Act
    const answers = [];
    for (const messageContentType of cards) answers.push(await send(aChat, { joinUserId: b.userId, messageContentType, content: forged, messageId: `forged-${messageContentType}` }));

    // Assess: the protocol's ERROR for a bad frame, naming the send; nothing stored or delivered; typed sends still go.
    expect(answers).toEqual(cards.map((type) => expect.objectContaining({ messageType: 'ERROR', code: 400, msg: '名片和邀请只能通过相应功能发送', messageId: `forged-${type}` })));
    expect((await record(b, a.userId)).data.records).toEqual([]);
    expect(await list(b)).toEqual([]);
    expect(await send(aChat, { joinUserId: b.userId, content: '你好' })).toMatchObject({ messageType: 'SEND_SUCCESSFULLY', seq: 1 });
    expect(await send(aChat, { joinUserId: b.userId, messageContentType: 'LINK', content: 'https://hezuo.example/p/1' })).toMatchObject({ messageType: 'SEND_SUCCESSFULLY', seq: 2 });
    expect((await record(b, a.userId)).data.records.map((m) => m.messageContentType)).toEqual(['TEXT', 'LINK']);
    const delivered = () => bChat.frames.filter((f) => f.messageType === 'MSG').map((f) => f.messageContentType);
    await expect.poll(() => delivered().length).toBe(2);
    expect(delivered()).toEqual(['TEXT', 'LINK']);
  });
});

describe('sending too fast', () => {
  it(`refuses a person's sends beyond ${CHAT_SEND_LIMIT.messages} in ${CHAT_SEND_LIMIT.seconds} s with ERROR 429, losing nothing already sent, cards over HTTP included`, { timeout: 30_000 }, async () => {
    // Prepare: two people, and the start of a fresh window (the limit counts per window), so that the burst is in one.
    const [a, b, c] = await Promise.all([newPerson(), newPerson(), newPerson()]);
    const [aChat, cChat] = await Promise.all([chatWith(a, b.userId), chatWith(c, b.userId)]);
    const windowMs = CHAT_SEND_LIMIT.seconds * 1000;
    if (Date.now() % windowMs > windowMs / 2) await new Promise((resolve) => setTimeout(resolve, windowMs - (Date.now() % windowMs) + 50));

    // Act: a script sends 40 at once; then a card over HTTP; another person sends meanwhile.
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => send(aChat, { joinUserId: b.userId, content: `刷屏${i}` })));
    const card = await api('POST', `${BASE}/send-link`, { token: a.token, json: { messageType: 'MSG', joinUserId: b.userId, content: 'https://example.com/x' } });
    const other = await send(cChat, { joinUserId: b.userId, content: '正常发送' });
    // A client that lost an acknowledgement resends a stored message with its id: acknowledged again, limit or not.
    const storedOne = answers.find((f) => f.messageType === 'SEND_SUCCESSFULLY')!;
    const resent = await send(aChat, { joinUserId: b.userId, content: `刷屏${answers.indexOf(storedOne)}`, messageId: storedOne.messageId });

    // Assess: exactly the limit stored, in full; the rest told to wait, with the seconds; nothing else touched.
    const stored = answers.filter((f) => f.messageType === 'SEND_SUCCESSFULLY');
    const refused = answers.filter((f) => f.messageType === 'ERROR');
    expect(stored).toHaveLength(CHAT_SEND_LIMIT.messages);
    expect(refused).toHaveLength(40 - CHAT_SEND_LIMIT.messages);
    for (const frame of refused) expect(frame).toMatchObject({ code: 429, msg: expect.stringMatching(/^消息发送过于频繁，请\d+秒后再试$/) });
    expect({ status: card.status, code: card.body.code }).toEqual({ status: 429, code: 429 });
    expect(other.messageType).toBe('SEND_SUCCESSFULLY');
    expect(resent).toMatchObject({ messageType: 'SEND_SUCCESSFULLY', seq: storedOne.seq });
    const history = (await record(b, a.userId, '&size=100')).data.records;
    expect(history.map((m) => m.content).sort()).toEqual(stored.map((f) => answers.indexOf(f)).map((i) => `刷屏${i}`).sort());
  });
});
