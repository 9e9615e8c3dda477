/**
 * Fuzzing the socket door (issue 14): malformed frames on the global (radio) and the chat socket — not JSON, binary,
 * empty, near and over the 128 KB frame limit, unknown or prototype-named `messageType`s, sends with missing or wrong
 * fields, sends naming someone else's conversation or a group the sender is not in. Per docs/conventions.md
 * "Realtime" each is answered with an ERROR frame (code, Chinese msg) or silence, never a crash, the socket stays
 * usable (a HEARTBEAT after it is answered), and nothing is stored in a conversation the sender may not write to.
 *
 * FUZZ_SOCKET_RUNS frames per socket (default 60 in `npm test`; `npm run test:deep` runs this file again at 600);
 * FUZZ_SEED fixes the seed.
 */
import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import { inject } from 'vitest';
import { dmThread, groupThread } from '../../functions/chat/keys.js';
import { ddb, table } from '../../functions/lib/store/client.js';
import { SERVICE_ACCOUNT_ID } from '../../shared/realtime.js';
import { call } from '../support/api.js';
import { HOSTILE_TEXT, HOSTILE_VALUES, MALFORMED_JSON } from '../support/fuzz/hostile.js';
import { friendsWith, newPerson, type TestPerson } from '../support/people.js';
import { type Frame, type Listener, closed, isBroadcast, socketPool } from '../support/sockets.js';

const RUNS = Number(process.env.FUZZ_SOCKET_RUNS ?? 60);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const CHINESE = /[\u4e00-\u9fa5]/;
/** API Gateway's (and the local gateway's) largest frame. */
const MAX_FRAME = 128 * 1024;

const open = socketPool(() => inject('cloud').wsUrl, 'all');

/** Sends a heartbeat and waits for its answer: the socket is still open and served. */
const stillServed = async (listener: Listener): Promise<void> => {
  const heartbeats = () => listener.frames.filter((f) => f.messageType === 'HEARTBEAT').length;
  const before = heartbeats();
  listener.socket.send(JSON.stringify({ messageType: 'HEARTBEAT' }));
  // Generous: the integration files share one local cloud, and the chat burst test saturates it for half a minute.
  await expect.poll(heartbeats, { timeout: 60_000 }).toBeGreaterThan(before);
};

/** Every item of a partition, as JSON text (a thread's messages, a group's members). */
const itemsOf = async (pk: string): Promise<string[]> => {
  const out = await ddb.send(new QueryCommand({ TableName: table(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk }, ConsistentRead: true }));
  return (out.Items ?? []).map((item) => JSON.stringify(item));
};
const messagesOf = async (pk: string): Promise<number> => (await itemsOf(pk)).filter((item) => item.includes('"sk":"MSG#')).length;

// Sender A; B, whom A may write to (A's chat socket is on MSG with B); C, a stranger with a conversation with B;
// a group of B and C that A is not in.
let a: TestPerson;
let b: TestPerson;
let c: TestPerson;
let groupId: string;
let others: { pk: string; before: string[] }[];

beforeAll(async () => {
  [a, b, c] = await Promise.all([newPerson(), newPerson(), newPerson()]);
  await friendsWith(b.userId, [c.userId]);
  const created = await call<string>('chat.createGroup', { userIds: [c.userId] }, b.token);
  expect(created.body.code).toBe(200);
  groupId = created.body.data;
  const pks = [dmThread(a.userId, c.userId), dmThread(b.userId, c.userId), groupThread(groupId), `SVC#${b.userId}`];
  others = await Promise.all(pks.map(async (pk) => ({ pk, before: await itemsOf(pk) })));
});

/** A frame: text (JSON or not) or bytes sent as a binary frame. */
type Sent = { text: string } | { bytes: Uint8Array };

const frames = (): fc.Arbitrary<Sent> => {
  const messageType = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom('MSG', 'GROUP', 'SERVICE', 'READ', 'HEARTBEAT') },
    {
      weight: 4,
      arbitrary: fc.constantFrom('FOO', 'heartbeat', 'msg', '$connect', '$disconnect', '$default', 'constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', '', 'ERROR', 'SEND_SUCCESSFULLY', 'KICK_USER_OFFLINE', 'MSG '),
    },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(null, 1, true, [], {}, ['MSG'], { toString: 'MSG' }) },
  );
  const someone = fc.constantFrom(() => b.userId, () => c.userId, () => groupId, () => a.userId, () => SERVICE_ACCOUNT_ID, () => '0', () => '-1', () => '', () => '..%2F', () => 'x'.repeat(100));
  const hostile = fc.constantFrom(...HOSTILE_TEXT, ...HOSTILE_VALUES);
  const frame = fc.record(
    {
      messageType,
      messageId: fc.oneof(fc.uuid(), hostile),
      joinUserId: fc.oneof({ weight: 3, arbitrary: someone.map((pick) => pick()) }, { weight: 1, arbitrary: hostile }),
      content: fc.oneof(fc.string({ maxLength: 50 }), hostile),
      messageContentType: fc.oneof(fc.constantFrom('TEXT', 'EMOJI', 'IMG', 'FILE', 'LINK', 'RECOMMEND_USER', 'BOGUS', ''), hostile),
      extra: fc.constantFrom(undefined, { __proto__: null, isAdmin: true }, 'x'),
    },
    { requiredKeys: [] },
  );
  // Sends A may make on its chat socket (some repeating a client id, which is stored once).
  const send = fc.tuple(fc.constantFrom('TEXT', 'EMOJI'), fc.constantFrom('fuzz-1', 'fuzz-2', randomUUID()), fc.string({ minLength: 1, maxLength: 20 })).map(([type, messageId, content]) => ({
    text: JSON.stringify({ messageType: 'MSG', messageId, joinUserId: b.userId, messageContentType: type, content: `x${content}` }),
  }));
  return fc.oneof(
    { weight: 1, arbitrary: send },
    // Under the limit (a frame over it closes the socket: tested on its own below).
    { weight: 8, arbitrary: frame.map((f) => ({ text: JSON.stringify(f) })).filter(({ text }) => Buffer.byteLength(text) < MAX_FRAME) },
    // An own `__proto__` or `constructor` key, as JSON.parse makes them.
    { weight: 1, arbitrary: fc.constantFrom('{"messageType":"__proto__"}', '{"messageType":"constructor","joinUserId":"x"}', '{"__proto__":{"messageType":"MSG"}}', '{"messageType":"MSG","__proto__":{"joinUserId":"x"}}').map((text) => ({ text })) },
    { weight: 2, arbitrary: fc.constantFrom(...MALFORMED_JSON, 'hello', '', ' ', '"MSG"', '{"messageType":"MSG"').map((text) => ({ text })) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => ({ bytes })) },
    // Near the frame limit: a send whose content is far too long, and a frame of junk just under 128 KB.
    {
      weight: 1,
      arbitrary: fc.constantFrom('MSG', 'GROUP', 'HEARTBEAT', 'FOO').map((type) => {
        const text = JSON.stringify({ messageType: type, messageId: randomUUID(), joinUserId: b.userId, messageContentType: 'TEXT', content: '' });
        return { text: text.replace('"content":""', `"content":"${'长'.repeat(Math.floor((MAX_FRAME - text.length - 64) / 3))}"`) };
      }),
    },
  );
};

const isAnswer = (frame: Frame) => ['ERROR', 'HEARTBEAT', 'SEND_SUCCESSFULLY', 'READ', 'MSG'].includes(String(frame.messageType));

const fuzz = async (listener: Listener): Promise<{ sent: number; acks: Set<string> }> => {
  let sent = 0;
  await fc.assert(
    fc.asyncProperty(frames(), async (frame) => {
      if ('bytes' in frame) listener.socket.send(frame.bytes, { binary: true });
      else listener.socket.send(frame.text);
      sent += 1;
      await stillServed(listener);
    }),
    { numRuns: RUNS, seed: SEED, endOnFailure: true },
  );
  // Late answers (frames are served concurrently) arrive before a last heartbeat's.
  await stillServed(listener);
  for (const frame of listener.frames.filter((f) => !isBroadcast(f))) {
    expect(isAnswer(frame), JSON.stringify(frame).slice(0, 300)).toBe(true);
    if (frame.messageType !== 'ERROR') continue;
    expect(frame.code, JSON.stringify(frame)).toEqual(expect.any(Number));
    // 500 would be a fault of ours: a frame that broke a handler.
    expect(frame.code, JSON.stringify(frame)).not.toBe(500);
    expect(frame.msg, JSON.stringify(frame)).toMatch(CHINESE);
  }
  const acks = new Set(listener.frames.filter((f) => f.messageType === 'SEND_SUCCESSFULLY').map((f) => String(f.messageId)));
  return { sent, acks };
};

/** Nothing in the conversations and group A may not write to changed. */
const othersUntouched = async () => {
  for (const { pk, before } of others) expect(await itemsOf(pk), pk).toEqual(before);
};

describe('malformed frames', () => {
  it(`on the global socket are refused or ignored, the socket stays served, nothing is stored (${RUNS} frames)`, { timeout: 240_000 }, async () => {
    const radio = await open(a.token, 'channel=radio');
    const { sent, acks } = await fuzz(radio);
    // A global socket sends no messages at all.
    expect(acks.size).toBe(0);
    expect(radio.frames.filter((f) => f.messageType === 'ERROR').length).toBeGreaterThan(sent / 2);
    expect(await messagesOf(dmThread(a.userId, b.userId))).toBe(0);
    await othersUntouched();
    console.log(`socket-fuzz: radio socket, ${sent} frames, ${radio.frames.filter((f) => f.messageType === 'ERROR').length} ERROR answers`);
  });

  it(`on a chat socket are refused or ignored, the socket stays served, only its own conversation is written (${RUNS} frames)`, { timeout: 240_000 }, async () => {
    const chat = await open(a.token, `channel=chat&messageType=MSG&joinUserId=${b.userId}`);
    const { sent, acks } = await fuzz(chat);
    // Each acknowledged client id is stored once; nothing else is.
    expect(await messagesOf(dmThread(a.userId, b.userId))).toBe(acks.size);
    await othersUntouched();
    console.log(`socket-fuzz: chat socket, ${sent} frames, ${chat.frames.filter((f) => f.messageType === 'ERROR').length} ERROR answers, ${acks.size} sends stored`);
  });
});

describe('frames over the 128 KB limit', () => {
  it('close that socket only (1009, as API Gateway), store nothing, and leave the person’s other sockets served', async () => {
    const radio = await open(a.token, 'channel=radio');
    const chat = await open(a.token, `channel=chat&messageType=MSG&joinUserId=${b.userId}`);
    const before = await messagesOf(dmThread(a.userId, b.userId));
    const frame = JSON.stringify({ messageType: 'MSG', messageId: randomUUID(), joinUserId: b.userId, messageContentType: 'TEXT', content: 'x'.repeat(MAX_FRAME) });
    chat.socket.send(frame);
    expect(await closed(chat.socket)).toBe(1009);
    await stillServed(radio);
    const again = await open(a.token, `channel=chat&messageType=MSG&joinUserId=${b.userId}`);
    await stillServed(again);
    expect(await messagesOf(dmThread(a.userId, b.userId))).toBe(before);
    await othersUntouched();
  });
});
