/**
 * Message sounds (spec §7.1 `user-audio`, §4 BANG_RADIO; docs/conventions.md "Message sounds"): a person's count of
 * sounds due, raised where a one-to-one message's BANG_RADIO reached them, cleared by the tab that sounded, read on
 * open; only ever their own.
 */
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { ERRORS } from '../../shared/errors.js';
import { api } from '../support/api.js';
import { friendsWith, newPerson, type TestPerson } from '../support/people.js';
import { socketPool } from '../support/sockets.js';

const BASE = '/api/pc/hezuo/user-audio';
const open = socketPool(() => inject('cloud').wsUrl);
const audio = (call: 'sub-user-audio' | 'clear-user-audio' | 'query-user-audio-num', person: TestPerson | undefined, id: string) =>
  api<number>('GET', `${BASE}/${call}/${id}`, { token: person?.token });
const num = async (person: TestPerson) => (await audio('query-user-audio-num', person, person.userId)).body.data;

/** Sends a text over a chat socket and waits for its SEND_SUCCESSFULLY. */
const say = async (from: TestPerson, messageType: 'MSG' | 'GROUP', joinUserId: string, content: string) => {
  const chat = await open(from.token, `channel=chat&messageType=${messageType}&joinUserId=${joinUserId}`);
  const messageId = randomUUID();
  chat.socket.send(JSON.stringify({ messageType, messageContentType: 'TEXT', joinUserId, content, messageId }));
  await expect.poll(() => chat.frames.some((f) => f.messageType === 'SEND_SUCCESSFULLY' && f.messageId === messageId)).toBe(true);
};

describe('a person’s message sounds', () => {
  it('are raised, counted and cleared by the person, the clear answering how many it took', async () => {
    const person = await newPerson();
    expect(await num(person)).toBe(0);
    expect((await audio('sub-user-audio', person, person.userId)).body).toMatchObject({ code: 200, data: 1 });
    expect((await audio('sub-user-audio', person, person.userId)).body.data).toBe(2);
    expect(await num(person)).toBe(2);
    expect((await audio('clear-user-audio', person, person.userId)).body.data).toBe(2);
    expect(await num(person)).toBe(0);
    // Clearing again finds nothing: a benign repeat, not an error.
    expect((await audio('clear-user-audio', person, person.userId)).body).toMatchObject({ code: 200, data: 0 });
  });

  it('are nobody else’s to raise, read or clear, and need a login and a person’s id', async () => {
    const [owner, stranger] = await Promise.all([newPerson(), newPerson()]);
    await audio('sub-user-audio', owner, owner.userId);
    for (const call of ['sub-user-audio', 'clear-user-audio', 'query-user-audio-num'] as const) {
      const refused = await audio(call, stranger, owner.userId);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: ERRORS.FORBIDDEN.code, msg: '只能操作自己的消息提示音', data: { issues: [{ path: 'id' }] } });
      expect((await audio(call, undefined, owner.userId)).status).toBe(401);
      expect((await audio(call, owner, 'abc')).body).toMatchObject({ code: 400, msg: '用户格式不正确', data: { issues: [{ path: 'id' }] } });
    }
    // Nothing the stranger did moved the owner's count, nor made one of their own.
    expect(await num(owner)).toBe(1);
    expect(await num(stranger)).toBe(0);
  });

  it('are due for a one-to-one message whose BANG_RADIO reached the receiver, and not for one sent while away', async () => {
    const [a, b] = await Promise.all([newPerson(), newPerson()]);
    // b is away: the message is stored, and no BANG_RADIO means no sound due.
    await say(a, 'MSG', b.userId, '不在线时的消息');
    // b comes online: the next message is announced and its sound is due (raised after the push, so polled).
    const bRadio = await open(b.token, 'channel=radio');
    await say(a, 'MSG', b.userId, '在线时的消息');
    await bRadio.waitFor('BANG_RADIO', 5_000);
    await expect.poll(() => num(b)).toBe(1);
    // The sender hears nothing of their own message.
    expect(await num(a)).toBe(0);
    // b's tab sounded and cleared it.
    expect((await audio('clear-user-audio', b, b.userId)).body.data).toBe(1);
    expect(await num(b)).toBe(0);
  });

  it('are not raised for a group’s members, whose message stays a constant number of writes', async () => {
    const [owner, online] = await Promise.all([newPerson(), newPerson()]);
    await friendsWith(owner.userId, [online.userId]);
    const groupId = (await api<string>('POST', '/api/mall/message/create-group', { token: owner.token, json: { userIds: [online.userId] } })).body.data;
    const onlineRadio = await open(online.token, 'channel=radio');
    await say(owner, 'GROUP', groupId, '大家好');
    await expect.poll(() => onlineRadio.frames.some((f) => f.messageType === 'BANG_RADIO' && f.joinUserId === groupId)).toBe(true);
    // A one-to-one message after it is the later event that must be counted: then the count holds that one alone.
    await say(owner, 'MSG', online.userId, '私聊');
    await expect.poll(() => num(online)).toBe(1);
    expect((await audio('clear-user-audio', online, online.userId)).body.data).toBe(1);
  });
});
