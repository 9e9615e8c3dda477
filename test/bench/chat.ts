/**
 * Messenger figures on the local cloud:
 * - one-to-one delivery: 200 simultaneous chats (400 people, each with the chat open on a chat socket), each
 *   side A sending 5 messages one after another; send → the receiver's frame, p50/p99 over the 1,000 messages;
 * - group fan-out: a 500-member group with every member's global socket open and 50 members looking at the
 *   group; send → the last member's frame (BANG_RADIO or the message), p50/p99 over 30 messages;
 * - a burst: 100 members of one group, each with the group open, all send 3 messages at once (numbered with
 *   `clientSeq`, not waiting for acknowledgements); send → its SEND_SUCCESSFULLY, p50/p99 over the 300, and refusals.
 * People are written straight into the table and their sessions started with the session module (a login's
 * writes without its password hash), so the setup takes seconds.
 */
import { randomUUID } from 'node:crypto';
import type WebSocket from 'ws';
import type { CloudInfo } from '../support/cloud-info.js';
import { bulkPeople } from '../support/people.js';
import { openSocket } from '../support/sockets.js';
import { measure, percentile, type Latency } from './stats.js';

/** One step of the send path: its median and p99 over the in-process sends. */
export interface StepFigure {
  step: string;
  p50: number;
  p99: number;
}

export interface ChatFigures {
  /** One chat, one message at a time: the path of one message with nothing queued. */
  single: Latency;
  /** The same path with the chat handler in the bench's process, timed step by step (functions/lib/steps.ts). */
  steps: { total: Latency; steps: StepFigure[] };
  /** The same sends with only 20 chats at once: the latency when the machine is not the bottleneck. */
  light: Latency & { chats: number };
  direct: Latency & { chats: number };
  group: Latency & { members: number; watching: number };
  /** 100 members × 3 messages at once in one group: send → acknowledgement (errors: refused or unanswered). */
  burst: Latency & { members: number; each: number };
}

const SINGLE_MESSAGES = 200;
const STEP_MESSAGES = 100;
const CHATS = 200;
const LIGHT_CHATS = 20;
const PER_CHAT = 5;
const GROUP_MEMBERS = 500;
const GROUP_WATCHING = 50;
const GROUP_MESSAGES = 30;
const BURST_MEMBERS = 100;
const BURST_EACH = 3;

interface BenchPerson {
  userId: string;
  token: string;
}

/** How long a frame is waited for before its message counts as an error (a refused send has none). */
const FRAME_TIMEOUT_MS = 30_000;

/**
 * Resolves true on the first frame on `socket` for which `match` holds, false when none came within FRAME_TIMEOUT_MS:
 * a lost frame is an error of its sample, never a bench that waits forever.
 */
const frameWhere = (socket: WebSocket, match: (frame: Record<string, unknown>) => boolean) =>
  new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => {
      socket.off('message', listen);
      resolve(false);
    }, FRAME_TIMEOUT_MS);
    const listen = (data: WebSocket.RawData) => {
      if (match(JSON.parse(String(data)) as Record<string, unknown>)) {
        socket.off('message', listen);
        clearTimeout(timer);
        resolve(true);
      }
    };
    socket.on('message', listen);
  });

/**
 * The send path step by step: the chat socket's handler runs in this process on the sender's real connection (its
 * pushes go through the local cloud's `@connections` endpoint to the real sockets), subscribed to the steps channel.
 */
const stepFigures = async (sender: string, receiver: string, reader: WebSocket, frame: (messageId: string) => string) => {
  const { subscribe, unsubscribe } = await import('node:diagnostics_channel');
  const { STEPS_CHANNEL } = await import('../../functions/lib/steps.js');
  const { chatConnectionsOf } = await import('../../functions/lib/socket/connection-store.js');
  const { lambdaContext } = await import('../../infra/local/gateway/lambda-context.js');
  const { handler } = (await import('../../functions/chat/handler.js')) as { handler: (event: unknown, context: unknown) => Promise<unknown> };
  const [connection] = await chatConnectionsOf(sender, 'MSG', receiver);
  if (!connection) throw new Error('the sender has no chat socket open');
  const timings = new Map<string, number[]>();
  const record = (message: unknown) => {
    const { path, step, ms } = message as { path: string; step: string; ms: number };
    if (path === 'send') timings.set(step, [...(timings.get(step) ?? []), ms]);
  };
  const sendInProcess = async () => {
    const messageId = randomUUID();
    const arrived = frameWhere(reader, (f) => f.messageType === 'MSG' && f.content === messageId);
    const now = Date.now();
    const event = {
      requestContext: { routeKey: 'MSG', eventType: 'MESSAGE', connectionId: connection.connectionId, messageId: randomUUID(), requestTimeEpoch: now, connectedAt: now, stage: 'local', apiId: 'local' },
      body: frame(messageId),
      isBase64Encoded: false,
    };
    const [, received] = await Promise.all([handler(event, lambdaContext('hezuo-chat')), arrived]);
    return received;
  };
  await measure(10, 1, sendInProcess); // warm: the handler's modules, the connection cache
  subscribe(STEPS_CHANNEL, record);
  try {
    const total = await measure(STEP_MESSAGES, 1, sendInProcess);
    const steps = [...timings].map(([step, times]) => {
      times.sort((a, b) => a - b);
      return { step, p50: percentile(times, 50), p99: percentile(times, 99) };
    });
    return { total, steps };
  } finally {
    unsubscribe(STEPS_CHANNEL, record);
  }
};

export const chatFigures = async (cloud: CloudInfo): Promise<ChatFigures> => {
  Object.assign(process.env, cloud.env);
  const { startSession } = await import('../../functions/lib/auth/session.js');
  const { createGroupWith } = await import('./chat-group.js');

  const makePeople = async (n: number): Promise<BenchPerson[]> => {
    const ids = await bulkPeople(n, (i) => `压测${i}`);
    const withTokens: BenchPerson[] = [];
    for (let i = 0; i < ids.length; i += 50) {
      withTokens.push(...(await Promise.all(ids.slice(i, i + 50).map(async (userId) => ({ userId, token: (await startSession(userId, 'PERSONAGE')).token })))));
    }
    return withTokens;
  };

  const sockets: WebSocket[] = [];
  const open = async (query: string) => {
    const socket = await openSocket(cloud.wsUrl, query);
    sockets.push(socket);
    return socket;
  };
  const openAll = async <T>(items: readonly T[], query: (item: T) => string): Promise<WebSocket[]> => {
    const opened: WebSocket[] = [];
    for (let i = 0; i < items.length; i += 50) opened.push(...(await Promise.all(items.slice(i, i + 50).map((item) => open(query(item))))));
    return opened;
  };

  try {
    // One-to-one: 200 chats at once.
    const people = await makePeople(CHATS * 2);
    const pairs = Array.from({ length: CHATS }, (_, i) => ({ a: people[2 * i]!, b: people[2 * i + 1]! }));
    const senders = await openAll(pairs, ({ a, b }) => `channel=chat&messageType=MSG&joinUserId=${b.userId}&token=${a.token}`);
    const readers = await openAll(pairs, ({ a, b }) => `channel=chat&messageType=MSG&joinUserId=${a.userId}&token=${b.token}`);
    const sendFrame = (pair: number, messageId: string) =>
      JSON.stringify({ messageType: 'MSG', messageId, joinUserId: pairs[pair]!.b.userId, content: messageId, messageContentType: 'TEXT' });
    const sendOne = async (pair: number) => {
      const messageId = randomUUID();
      const arrived = frameWhere(readers[pair]!, (f) => f.messageType === 'MSG' && f.content === messageId);
      senders[pair]!.send(sendFrame(pair, messageId));
      return arrived;
    };
    // One message at a time, the next after the receiver has the last: nothing queues anywhere.
    const single = await measure(SINGLE_MESSAGES, 1, () => sendOne(0));
    const steps = await stepFigures(pairs[1]!.a.userId, pairs[1]!.b.userId, readers[1]!, (messageId) => sendFrame(1, messageId));
    // Each chat sends its messages one after another; first 20 chats at once, then all 200.
    const light = await measure(LIGHT_CHATS * PER_CHAT, LIGHT_CHATS, (i) => sendOne(i % LIGHT_CHATS));
    const direct = await measure(CHATS * PER_CHAT, CHATS, (i) => sendOne(i % CHATS));

    // A 500-member group: everyone's global socket open, 50 of them looking at the group.
    const members = await makePeople(GROUP_MEMBERS);
    const groupId = await createGroupWith(members.map((m) => m.userId));
    const radios = await openAll(members.slice(1), (m) => `channel=radio&token=${m.token}`);
    const watchers = await openAll(members.slice(1, 1 + GROUP_WATCHING), (m) => `channel=chat&messageType=GROUP&joinUserId=${groupId}&token=${m.token}`);
    const owner = await open(`channel=chat&messageType=GROUP&joinUserId=${groupId}&token=${members[0]!.token}`);
    const group = await measure(GROUP_MESSAGES, 1, async () => {
      const messageId = randomUUID();
      const everyone = Promise.all([
        ...radios.map((s) => frameWhere(s, (f) => f.messageType === 'BANG_RADIO' && f.joinUserId === groupId)),
        ...watchers.map((s) => frameWhere(s, (f) => f.messageType === 'GROUP' && f.content === messageId)),
      ]);
      owner.send(JSON.stringify({ messageType: 'GROUP', messageId, joinUserId: groupId, content: messageId, messageContentType: 'TEXT' }));
      return (await everyone).every(Boolean);
    });

    // A burst: 100 members of one group send 3 messages each, all at once, each socket's three back to back.
    const crowd = await makePeople(BURST_MEMBERS);
    const burstGroup = await createGroupWith(crowd.map((m) => m.userId));
    const crowdSockets = await openAll(crowd, (m) => `channel=chat&messageType=GROUP&joinUserId=${burstGroup}&token=${m.token}`);
    const times: number[] = [];
    let refused = 0;
    const started = performance.now();
    await Promise.all(
      crowdSockets.flatMap((socket) =>
        Array.from({ length: BURST_EACH }, (_, k) => {
          const messageId = randomUUID();
          const t = performance.now();
          const answered = new Promise<void>((resolve) => {
            const listen = (data: WebSocket.RawData) => {
              const f = JSON.parse(String(data)) as Record<string, unknown>;
              if (f.messageId !== messageId || (f.messageType !== 'SEND_SUCCESSFULLY' && f.messageType !== 'ERROR')) return;
              socket.off('message', listen);
              if (f.messageType === 'ERROR') refused += 1;
              times.push(performance.now() - t);
              resolve();
            };
            socket.on('message', listen);
          });
          socket.send(JSON.stringify({ messageType: 'GROUP', messageId, joinUserId: burstGroup, content: messageId, messageContentType: 'TEXT', clientSeq: k + 1 }));
          return answered;
        }),
      ),
    );
    times.sort((x, y) => x - y);
    const burst = {
      count: times.length,
      errors: refused,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      perSecond: times.length / ((performance.now() - started) / 1000),
      members: BURST_MEMBERS,
      each: BURST_EACH,
    };
    return {
      single,
      steps,
      light: { ...light, chats: LIGHT_CHATS },
      direct: { ...direct, chats: CHATS },
      group: { ...group, members: GROUP_MEMBERS, watching: GROUP_WATCHING },
      burst,
    };
  } finally {
    for (const socket of sockets) socket.terminate();
  }
};
