/**
 * Messenger figures on the local cloud:
 * - one-to-one delivery: 200 simultaneous chats (400 people, each with the chat open on a chat socket), each
 *   side A sending 5 messages one after another; send → the receiver's frame, p50/p99 over the 1,000 messages;
 * - group fan-out: a 500-member group with every member's global socket open and 50 members looking at the
 *   group; send → the last member's frame (BANG_RADIO or the message), p50/p99 over 30 messages.
 * People are written straight into the table and their sessions started with the session module (a login's
 * writes without its password hash), so the setup takes seconds.
 */
import { randomUUID } from 'node:crypto';
import type WebSocket from 'ws';
import type { CloudInfo } from '../support/cloud-info.js';
import { bulkPeople } from '../support/people.js';
import { openSocket } from '../support/sockets.js';
import { measure, type Latency } from './stats.js';

export interface ChatFigures {
  /** The same sends with only 20 chats at once: the latency when the machine is not the bottleneck. */
  light: Latency & { chats: number };
  direct: Latency & { chats: number };
  group: Latency & { members: number; watching: number };
}

const CHATS = 200;
const LIGHT_CHATS = 20;
const PER_CHAT = 5;
const GROUP_MEMBERS = 500;
const GROUP_WATCHING = 50;
const GROUP_MESSAGES = 30;

interface BenchPerson {
  userId: string;
  token: string;
}

/** Waits for the first frame on `socket` for which `match` holds. */
const frameWhere = (socket: WebSocket, match: (frame: Record<string, unknown>) => boolean) =>
  new Promise<void>((resolve) => {
    const listen = (data: WebSocket.RawData) => {
      if (match(JSON.parse(String(data)) as Record<string, unknown>)) {
        socket.off('message', listen);
        resolve();
      }
    };
    socket.on('message', listen);
  });

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
    const sendOne = async (pair: number) => {
      const messageId = randomUUID();
      const arrived = frameWhere(readers[pair]!, (f) => f.messageType === 'MSG' && f.content === messageId);
      senders[pair]!.send(JSON.stringify({ messageType: 'MSG', messageId, joinUserId: pairs[pair]!.b.userId, content: messageId, messageContentType: 'TEXT' }));
      await arrived;
      return true;
    };
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
      await everyone;
      return true;
    });
    return { light: { ...light, chats: LIGHT_CHATS }, direct: { ...direct, chats: CHATS }, group: { ...group, members: GROUP_MEMBERS, watching: GROUP_WATCHING } };
  } finally {
    for (const socket of sockets) socket.terminate();
  }
};
