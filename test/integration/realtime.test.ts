/**
 * The realtime backbone with real WebSocket clients on the local gateway: session control pushed over the
 * global socket (a second login kicks the first, disabling an account, ended sessions, changed privileges),
 * pushes reaching every connection of a person, gone connections cleaned up, and the key-only reads of a push.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import type WebSocket from 'ws';
import { ERRORS } from '../../shared/errors.js';
import { WS_LIMITS } from '../../shared/realtime.js';
import { sessionKey } from '../../functions/lib/auth/keys.js';
import { connectionsOf, deleteConnection, saveConnection } from '../../functions/lib/socket/connection-store.js';
import { getItem, putItem } from '../../functions/lib/store/client.js';
import { pushToEveryone, pushToPeople, pushToPerson, radioFrame } from '../../functions/lib/socket/push.js';
import { api } from '../support/api.js';
import { login, newPerson, smsCodeFor, type TestPerson } from '../support/people.js';
import { hireStaff } from '../support/org.js';
import { closed, openSocket, recordFrames } from '../support/sockets.js';
import { commandsOf } from '../support/ddb-commands.js';

const BASE = '/api/pc/hezuo/user-personage';
const ROOT = new URL('../..', import.meta.url).pathname;

const sockets: WebSocket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.terminate();
});

/** A global socket of this token, with its frames recorded. */
const radio = async (token: string) => {
  const socket = await openSocket(inject('cloud').wsUrl, `channel=radio&token=${token}`);
  sockets.push(socket);
  return { socket, ...recordFrames(socket) };
};

/** A chat socket of this token on a one-to-one chat with `joinUserId` (a real person: anything else is refused). */
const chat = async (token: string, joinUserId: string) => {
  const socket = await openSocket(inject('cloud').wsUrl, `channel=chat&messageType=MSG&joinUserId=${joinUserId}&token=${token}`);
  sockets.push(socket);
  return { socket, ...recordFrames(socket) };
};

/** `npm run ops -- ...` against this run's local cloud (the worker's environment names it). */
const ops = async (...args: string[]) => {
  const { stdout } = await promisify(execFile)(`${ROOT}node_modules/.bin/tsx`, ['infra/scripts/ops.ts', ...args], { cwd: ROOT, env: process.env });
  return JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as Record<string, unknown>;
};

const infoStatus = async (person: Pick<TestPerson, 'token'>) => (await api('GET', `${BASE}/info`, { token: person.token })).body.code;


describe('session control over the socket', () => {
  it('kicks every socket of the older session when the person logs in again as the same type', async () => {
    const [person, other] = await Promise.all([newPerson(), newPerson()]);
    const first = await radio(person.token);
    const firstChat = await chat(person.token, other.userId);
    const second = (await login(person.phone, person.password, 'PERSONAGE')).body.data;
    const bystander = await radio(second);

    expect(await first.waitFor('KICK_USER_OFFLINE', 1_000)).toMatchObject({ sendTime: expect.any(Number) });
    await firstChat.waitFor('KICK_USER_OFFLINE', 1_000);
    expect(await infoStatus(person)).toBe(401);
    expect(await infoStatus({ token: second })).toBe(200);
    // The new session's socket hears nothing of it.
    bystander.socket.send(JSON.stringify({ messageType: 'HEARTBEAT' }));
    await bystander.waitFor('HEARTBEAT');
    expect(bystander.types()).toEqual(['HEARTBEAT']);
  });

  it('answers a heartbeat on a socket whose session a newer login replaced with KICK_USER_OFFLINE, when the kick missed it', async () => {
    // Prepare: the login's kick can miss a socket still in its $connect (the gateway cannot deliver to it yet); the
    // newer login is written here without its kick, as that socket saw it.
    const person = await newPerson();
    const socket = await radio(person.token);
    const closing = closed(socket.socket);
    const { userId } = person;
    await getItem<{ sessionId: string }>(sessionKey(userId, 'PERSONAGE'), { consistent: true }).then((old) =>
      putItem({ ...old, ...sessionKey(userId, 'PERSONAGE'), sessionId: 'a-newer-login' }),
    );

    // Act: the heartbeat the browser sends on open.
    socket.socket.send(JSON.stringify({ messageType: 'HEARTBEAT' }));

    // Assess: told it was logged in elsewhere (the browser shows that dialog and goes to the login page), then closed.
    await socket.waitFor('KICK_USER_OFFLINE', 2_000);
    await closing;
    expect(socket.types()).toEqual(['KICK_USER_OFFLINE']);
  });

  it('tells a socket whose session ended SERVER_LOGIN_EXPIRED at once, then closes it', async () => {
    const person = await newPerson();
    const socket = await radio(person.token);
    const closing = closed(socket.socket);
    const code = await smsCodeFor(person.phone, 'forget');
    expect((await api('POST', `${BASE}/forget-password`, { json: { phone: person.phone, code, password: 'reset2026x' } })).body.code).toBe(200);
    await socket.waitFor('SERVER_LOGIN_EXPIRED', 1_000);
    await closing;
    expect(socket.types()).toEqual(['SERVER_LOGIN_EXPIRED']);
    await vi.waitFor(async () => expect(await connectionsOf(person.userId)).toHaveLength(0));
  });

  it('disables an account with the ops command: DISABLE_ACCOUNT pushed, the next call 401, login refused until enabled', async () => {
    const person = await newPerson();
    const socket = await radio(person.token);
    expect(await ops('disable', person.phone)).toMatchObject({ userId: person.userId, status: 'DISABLED', endedSessions: 1 });
    await socket.waitFor('DISABLE_ACCOUNT', 1_000);
    expect(await infoStatus(person)).toBe(401);
    expect((await login(person.phone, person.password, 'PERSONAGE')).body.code).toBe(ERRORS.ACCOUNT_DISABLED.code);

    expect(await ops('enable', person.userNo)).toMatchObject({ status: 'NORMAL' });
    expect((await login(person.phone, person.password, 'PERSONAGE')).body.code).toBe(200);
  });

  it('tells a person added to or removed from a company to refresh their privileges', async () => {
    const admin = await newPerson('COMPANY');
    const staff = await newPerson();
    const socket = await radio(staff.token);
    await hireStaff(admin, staff);
    const added = await socket.waitFor('REFRESH_PRIVILEGES', 1_000);
    expect(JSON.parse(String(added.content))).toMatchObject({ reason: 'staff-added' });
    socket.frames.length = 0;
    expect((await api('POST', '/api/pc/hezuo/company/remove-staff', { token: admin.token, json: { userId: staff.userId } })).body.code).toBe(200);
    const removed = await socket.waitFor('REFRESH_PRIVILEGES', 1_000);
    expect(JSON.parse(String(removed.content))).toMatchObject({ reason: 'staff-removed' });
  });

  it('broadcasts PROGRAM_UPDATE to everyone online and counts them', async () => {
    const [a, b] = await Promise.all([newPerson(), newPerson()]);
    const [socketA, socketB] = await Promise.all([radio(a.token), radio(b.token)]);
    expect(Number((await ops('online')).online)).toBeGreaterThanOrEqual(2);
    const result = await ops('program-update', '新版本已发布');
    expect(Number(result.delivered)).toBeGreaterThanOrEqual(2);
    for (const socket of [socketA, socketB]) expect(await socket.waitFor('PROGRAM_UPDATE', 1_000)).toMatchObject({ content: '新版本已发布' });
  });
});

describe('the push module', () => {
  it('reaches all three open connections of a person', async () => {
    const [person, other] = await Promise.all([newPerson(), newPerson()]);
    const three = await Promise.all([radio(person.token), radio(person.token), chat(person.token, other.userId)]);
    const result = await pushToPerson(person.userId, radioFrame('NOTICE_RADIO', { content: '3' }));
    expect(result).toEqual({ delivered: 3, gone: 0, failed: 0 });
    for (const socket of three) expect(await socket.waitFor('NOTICE_RADIO', 1_000)).toMatchObject({ content: '3' });
  });

  it('removes a connection that closed without $disconnect on the first failed push', async () => {
    const person = await newPerson();
    const live = await radio(person.token);
    // A record whose socket is gone without the gateway ever calling $disconnect (a crashed gateway, a lost event).
    const ghost = { connectionId: 'Z2hvc3QtY29ubmVjdGlvbg=', userId: person.userId, accountType: 'PERSONAGE' as const, sessionId: 'old', channel: 'radio' as const, connectedAt: Date.now() - (WS_LIMITS.connectingSeconds + 1) * 1000 };
    await saveConnection(ghost);
    expect(await connectionsOf(person.userId)).toHaveLength(2);

    expect(await pushToPerson(person.userId, radioFrame('NEED_RADIO'))).toEqual({ delivered: 1, gone: 1, failed: 0 });
    expect((await connectionsOf(person.userId)).map((c) => c.connectionId)).not.toContain(ghost.connectionId);
    await live.waitFor('NEED_RADIO');
  });

  it('keeps the record of a socket still connecting, which the gateway calls gone until its $connect ends', async () => {
    const person = await newPerson();
    // The record a $connect writes before API Gateway can deliver to the socket (the CI failure of 2026-11-25: a
    // push in that moment deleted it, and the socket that opened next received nothing).
    const connecting = { connectionId: 'Y29ubmVjdGluZy1ub3cteWV0', userId: person.userId, accountType: 'PERSONAGE' as const, sessionId: 'new', channel: 'radio' as const, connectedAt: Date.now() };
    await saveConnection(connecting);
    expect(await pushToPerson(person.userId, radioFrame('NEED_RADIO'))).toEqual({ delivered: 0, gone: 1, failed: 0 });
    expect((await connectionsOf(person.userId)).map((c) => c.connectionId)).toContain(connecting.connectionId);
    await deleteConnection(connecting.connectionId);
  });

  it('reads connections by key only: one Query per person, one per online shard, never a Scan', async () => {
    const people = await Promise.all([newPerson(), newPerson(), newPerson()]);
    await Promise.all(people.map((p) => radio(p.token)));

    const toOne = await commandsOf(() => pushToPerson(people[0]!.userId, radioFrame('NEED_RADIO')));
    expect(toOne).toEqual(['QueryCommand']);
    const toThree = await commandsOf(() => pushToPeople(people.map((p) => p.userId), radioFrame('NEED_RADIO')));
    expect(toThree).toEqual(['QueryCommand', 'QueryCommand', 'QueryCommand']);
    // What the product sends to everyone (other files' sockets hear it and let it pass as a broadcast).
    const toAll = await commandsOf(() => pushToEveryone(radioFrame('PROGRAM_UPDATE', { content: '新版本已发布' })));
    // Sixteen shards; other tests' sockets may close meanwhile, and a gone one is deleted by key.
    expect(toAll.filter((c) => c === 'QueryCommand').length).toBeGreaterThanOrEqual(16);
    expect(toAll.filter((c) => c !== 'QueryCommand' && !/^Delete(Item)?Command$/.test(c))).toEqual([]);
  });
});
