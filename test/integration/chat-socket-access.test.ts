/**
 * Who may listen, through the socket door (docs/SECURITY.md "Chat socket"): every channel and conversation kind
 * at connect × {anonymous, stranger, member, staff}, and what each connection receives when others talk. A chat
 * socket is authorised when it connects (GROUP: a current member; SERVICE: the person themself or desk staff; MSG:
 * the caller and a real other person) and every push to a room goes only to the people who may see it now.
 */
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { SERVICE_ACCOUNT_ID } from '../../shared/realtime.js';
import { DEMO_PASSWORD, DEMO_SERVICE_PHONE } from '../../infra/local/demo-accounts.js';
import { newId } from '../../functions/lib/ids.js';
import { call } from '../support/api.js';
import { friendsWith, login, newPerson, smsCodeFor, type TestPerson } from '../support/people.js';
import { hireStaff } from '../support/org.js';
import { type Frame, type Listener, closed, socketPool } from '../support/sockets.js';

const open = socketPool(() => inject('cloud').wsUrl);

/** The connect's outcome: 'open', or the HTTP status the upgrade was refused with. */
const connect = async (token: string, query: string): Promise<string> => {
  try {
    const opened = await open(token, query);
    opened.socket.terminate();
    return 'open';
  } catch (error) {
    return (error as Error).message;
  }
};

/** Sends on a chat socket and waits for its acknowledgement. */
const send = async (chat: Listener, frame: Record<string, unknown>): Promise<Frame> => {
  const messageId = randomUUID();
  chat.socket.send(JSON.stringify({ messageContentType: 'TEXT', ...frame, messageId }));
  const answer = await chat.waitFor('SEND_SUCCESSFULLY');
  expect(answer.messageId).toBe(messageId);
  chat.frames.splice(chat.frames.indexOf(answer), 1);
  return answer;
};

/**
 * Whether a socket got nothing of `content`: asked after the rightful readers got it, with a heartbeat's round
 * trip on the same socket so that anything pushed before has arrived.
 */
const heardNothingOf = async (listener: Listener, content: string): Promise<boolean> => {
  const heartbeats = () => listener.frames.filter((f) => f.messageType === 'HEARTBEAT').length;
  const before = heartbeats();
  listener.socket.send(JSON.stringify({ messageType: 'HEARTBEAT' }));
  await expect.poll(heartbeats).toBeGreaterThan(before);
  return !JSON.stringify(listener.frames).includes(content);
};

const staffToken = async (): Promise<string> => (await login(DEMO_SERVICE_PHONE, DEMO_PASSWORD, 'PERSONAGE')).body.data;

const createGroup = async (owner: TestPerson, members: TestPerson[]): Promise<string> => {
  await friendsWith(owner.userId, members.map((m) => m.userId));
  const created = await call<string>('chat.createGroup', { userIds: members.map((m) => m.userId) }, owner.token);
  expect(created.body.code).toBe(200);
  return created.body.data;
};

describe('connecting a socket', () => {
  it('is decided for every channel and conversation kind by who asks: anonymous, stranger, member, staff', async () => {
    // Prepare: a group of owner and member, a person with a service chat, desk staff, a stranger to all of it.
    const [owner, member, person, stranger] = await Promise.all([newPerson(), newPerson(), newPerson(), newPerson()]);
    const groupId = await createGroup(owner, [member]);
    const staff = await staffToken();
    const doors = {
      radio: 'channel=radio',
      'chat MSG with a person': `channel=chat&messageType=MSG&joinUserId=${person.userId}`,
      'chat GROUP': `channel=chat&messageType=GROUP&joinUserId=${groupId}`,
      'chat SERVICE, one’s own': `channel=chat&messageType=SERVICE&joinUserId=${SERVICE_ACCOUNT_ID}`,
      'chat SERVICE on a person': `channel=chat&messageType=SERVICE&joinUserId=${person.userId}`,
    };
    const callers = { anonymous: 'not-a-token', stranger: stranger.token, member: member.token, staff };
    const expected: Record<keyof typeof callers, Record<keyof typeof doors, string>> = {
      anonymous: { radio: 'HTTP 401', 'chat MSG with a person': 'HTTP 401', 'chat GROUP': 'HTTP 401', 'chat SERVICE, one’s own': 'HTTP 401', 'chat SERVICE on a person': 'HTTP 401' },
      stranger: { radio: 'open', 'chat MSG with a person': 'open', 'chat GROUP': 'HTTP 401', 'chat SERVICE, one’s own': 'open', 'chat SERVICE on a person': 'HTTP 401' },
      member: { radio: 'open', 'chat MSG with a person': 'open', 'chat GROUP': 'open', 'chat SERVICE, one’s own': 'open', 'chat SERVICE on a person': 'HTTP 401' },
      staff: { radio: 'open', 'chat MSG with a person': 'open', 'chat GROUP': 'HTTP 401', 'chat SERVICE, one’s own': 'open', 'chat SERVICE on a person': 'open' },
    };

    // Act
    const actual: Record<string, Record<string, string>> = {};
    for (const [caller, token] of Object.entries(callers)) {
      actual[caller] = {};
      for (const [door, query] of Object.entries(doors)) actual[caller][door] = await connect(token, query);
    }

    // Assess
    expect(actual).toEqual(expected);
  });

  it('refuses a chat socket that names no conversation, oneself, nobody, or a group that is gone', async () => {
    const [me, other] = await Promise.all([newPerson(), newPerson()]);
    const groupId = await createGroup(me, [other]);
    expect(await call('chat.groupDissolve', { id: groupId }, me.token)).toMatchObject({ status: 200 });

    expect(await connect(me.token, 'channel=chat')).toBe('HTTP 401');
    expect(await connect(me.token, 'channel=chat&messageType=GROUP')).toBe('HTTP 401');
    expect(await connect(me.token, `channel=chat&messageType=MSG&joinUserId=${me.userId}`)).toBe('HTTP 401');
    expect(await connect(me.token, `channel=chat&messageType=MSG&joinUserId=${newId()}`)).toBe('HTTP 401');
    expect(await connect(me.token, `channel=chat&messageType=MSG&joinUserId=${SERVICE_ACCOUNT_ID}`)).toBe('HTTP 401');
    expect(await connect(me.token, `channel=chat&messageType=SERVICE&joinUserId=${me.userId}`)).toBe('HTTP 401');
    expect(await connect(me.token, `channel=chat&messageType=GROUP&joinUserId=${groupId}`)).toBe('HTTP 401');
  });
});

describe('what a socket hears', () => {
  it('gives a group’s messages to its members only: never to a stranger, whatever their socket named', async () => {
    // Prepare: the stranger learns the group's id from find-group, as anyone can, and tries every socket.
    const [owner, member, stranger] = await Promise.all([newPerson(), newPerson(), newPerson()]);
    const groupId = await createGroup(owner, [member]);
    const { number } = (await call<{ number: string }>('chat.groupDetail', { groupId }, owner.token)).body.data;
    const found = await call<{ id: string; groupHeaders: string[] }>('chat.findGroup', { number }, stranger.token);
    expect(found.body.data.id).toBe(groupId);
    // What a group shows publicly: its picture (the first members' avatars), never the members' names.
    expect(found.body.data.groupHeaders).toHaveLength(2);
    expect(await connect(stranger.token, `channel=chat&messageType=GROUP&joinUserId=${groupId}`)).toBe('HTTP 401');
    // A global socket whose query names the group is a global socket: it names no room.
    const strangerRadio = await open(stranger.token, `channel=radio&messageType=GROUP&joinUserId=${groupId}`);
    const [ownerChat, memberChat] = await Promise.all([
      open(owner.token, `channel=chat&messageType=GROUP&joinUserId=${groupId}`),
      open(member.token, `channel=chat&messageType=GROUP&joinUserId=${groupId}`),
    ]);

    // Act
    const content = `只给群成员-${randomUUID()}`;
    await send(ownerChat, { messageType: 'GROUP', joinUserId: groupId, content });

    // Assess
    expect((await memberChat.waitFor('GROUP')).content).toBe(content);
    expect(await heardNothingOf(strangerRadio, content)).toBe(true);
  });

  it('stops a removed member’s socket at once, though it was opened while they were a member', async () => {
    // Prepare
    const [owner, member, leaving] = await Promise.all([newPerson(), newPerson(), newPerson()]);
    const groupId = await createGroup(owner, [member, leaving]);
    const onGroup = (p: TestPerson) => open(p.token, `channel=chat&messageType=GROUP&joinUserId=${groupId}`);
    const [ownerChat, memberChat, leavingChat] = await Promise.all([onGroup(owner), onGroup(member), onGroup(leaving)]);
    await send(ownerChat, { messageType: 'GROUP', joinUserId: groupId, content: '大家好' });
    expect((await leavingChat.waitFor('GROUP')).content).toBe('大家好');

    // Act: the owner removes one member; the group talks on.
    const removed = await call('chat.groupEdit', { groupId, add: false, userIds: [leaving.userId] }, owner.token);
    expect(removed.body.code).toBe(200);
    const content = `移出之后-${randomUUID()}`;
    await send(ownerChat, { messageType: 'GROUP', joinUserId: groupId, content });

    // Assess
    await expect.poll(() => memberChat.frames.some((f) => f.content === content)).toBe(true);
    expect(await heardNothingOf(leavingChat, content)).toBe(true);
    // Nor can the old socket write to the group any more.
    leavingChat.socket.send(JSON.stringify({ messageType: 'GROUP', messageContentType: 'TEXT', joinUserId: groupId, content: '还在吗', messageId: 'late-1' }));
    expect(await leavingChat.waitFor('ERROR')).toMatchObject({ messageId: 'late-1' });
  });

  it.each([
    ['a newer login', 'KICK_USER_OFFLINE'],
    ['a password reset', 'SERVER_LOGIN_EXPIRED'],
    ['a logout', undefined],
  ] as const)('closes every socket of a session ended by %s: it hears nothing more, though it would not close itself', async (how, told) => {
    // Prepare: someone holding the person's session has a socket on a group, one on a chat and a global one.
    const [owner, person] = await Promise.all([newPerson(), newPerson()]);
    const groupId = await createGroup(owner, [person]);
    const ownerChat = await open(owner.token, `channel=chat&messageType=GROUP&joinUserId=${groupId}`);
    const held = await Promise.all([
      open(person.token, `channel=chat&messageType=GROUP&joinUserId=${groupId}`),
      open(person.token, `channel=chat&messageType=MSG&joinUserId=${owner.userId}`),
      open(person.token, 'channel=radio'),
    ]);
    const closings = held.map((listener) => closed(listener.socket));

    // Act
    if (how === 'a newer login') expect((await login(person.phone, person.password, 'PERSONAGE')).body.code).toBe(200);
    if (how === 'a password reset') {
      const code = await smsCodeFor(person.phone, 'forget');
      expect((await call('account.forgetPassword', { phone: person.phone, code, password: 'reset2026x' })).body.code).toBe(200);
    }
    if (how === 'a logout') expect((await call('account.logout', {}, person.token)).body.code).toBe(200);
    await Promise.all(closings);
    const content = `会话结束之后-${randomUUID()}`;
    await send(ownerChat, { messageType: 'GROUP', joinUserId: groupId, content });

    // Assess: told (where the browser is to show why), then closed; nothing of the group after.
    for (const listener of held) {
      expect(listener.types()).toEqual(told ? [told] : []);
      expect(JSON.stringify(listener.frames)).not.toContain(content);
    }
    expect(await connect(person.token, 'channel=radio')).toBe('HTTP 401');
  });

  it('closes the sockets of a company session when its person is removed from the staff', async () => {
    // Prepare: a staff member logged in as the company, with a global socket and a chat with someone who writes to them.
    const [admin, staff, other] = await Promise.all([newPerson('COMPANY'), newPerson(), newPerson()]);
    await hireStaff(admin, staff);
    const asCompany = (await login(staff.phone, staff.password, 'COMPANY')).body.data;
    const held = await Promise.all([open(asCompany, 'channel=radio'), open(asCompany, `channel=chat&messageType=MSG&joinUserId=${other.userId}`)]);
    const closings = held.map((listener) => closed(listener.socket));

    // Act
    expect((await call('org.removeStaff', { userId: staff.userId }, admin.token)).body.code).toBe(200);
    await Promise.all(closings);
    const otherChat = await open(other.token, `channel=chat&messageType=MSG&joinUserId=${staff.userId}`);
    const content = `移除之后-${randomUUID()}`;
    await send(otherChat, { messageType: 'MSG', joinUserId: staff.userId, content });

    // Assess: told the login ended, closed, and nothing said after reaches them.
    for (const listener of held) {
      expect(listener.types()).toEqual(['SERVER_LOGIN_EXPIRED']);
      expect(JSON.stringify(listener.frames)).not.toContain(content);
    }
    expect(await connect(asCompany, 'channel=radio')).toBe('HTTP 401');
  });

  it('gives a person’s service chat to the person and desk staff only, never to someone naming that person', async () => {
    // Prepare
    const [person, stranger] = await Promise.all([newPerson(), newPerson()]);
    expect(await connect(stranger.token, `channel=chat&messageType=SERVICE&joinUserId=${person.userId}`)).toBe('HTTP 401');
    const strangerOwn = await open(stranger.token, `channel=chat&messageType=SERVICE&joinUserId=${SERVICE_ACCOUNT_ID}`);
    const strangerRadio = await open(stranger.token, `channel=radio&messageType=SERVICE&joinUserId=${person.userId}`);
    const [personChat, desk] = await Promise.all([
      open(person.token, `channel=chat&messageType=SERVICE&joinUserId=${SERVICE_ACCOUNT_ID}`),
      open(await staffToken(), `channel=chat&messageType=SERVICE&joinUserId=${person.userId}`),
    ]);

    // Act
    const question = `订单号 8812-${randomUUID()}`;
    await send(personChat, { messageType: 'SERVICE', joinUserId: SERVICE_ACCOUNT_ID, content: question });
    const answer = `您好，已为您查询-${randomUUID()}`;
    const deskAnswer = (await desk.waitFor('SERVICE')).content;
    await send(desk, { messageType: 'SERVICE', joinUserId: person.userId, content: answer });

    // Assess
    expect(deskAnswer).toBe(question);
    expect((await personChat.waitFor('SERVICE')).content).toBe(answer);
    for (const listener of [strangerOwn, strangerRadio]) {
      expect(await heardNothingOf(listener, question)).toBe(true);
      expect(JSON.stringify(listener.frames)).not.toContain(answer);
    }
  });
});
