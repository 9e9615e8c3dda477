/**
 * A burst on one conversation (the chaos client's finding: 60 sends at once in a group, 16 refused with 100002
 * 消息发送繁忙): 100 members of a group each send 3 messages at once on their chat socket, the 3 without waiting
 * for acknowledgements and numbered with `clientSeq`. Every send is stored once and acknowledged, none refused,
 * each sender's three in the order sent, and every member's unread count exact. (Every sender's socket is open
 * on the group, so the 300 messages are 30,000 pushes: on a shared 2-core machine the answers take a while.)
 */
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { createGroup } from '../../../functions/chat/groups/service.js';
import { startSession } from '../../../functions/lib/auth/session.js';
import type { ChatMessage, Conversation, RecordPage } from '../../../shared/schemas/chat-messages.js';
import { api } from '../../support/api.js';
import { bulkPeople, friendsWith } from '../../support/people.js';
import { socketPool, type Listener } from '../../support/sockets.js';

const BASE = '/api/mall/message';
const MEMBERS = 100;
const EACH = 3;

const open = socketPool(() => inject('cloud').wsUrl, 'all');

const until = async (done: () => boolean, what: () => string, timeoutMs = 200_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting: ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('a burst on one group', () => {
  it('stores every send of 100 members × 3 at once exactly once, in each sender’s order, refusing none', { timeout: 280_000 }, async () => {
    const ids = await bulkPeople(MEMBERS, (i) => `突发${i}`);
    const [owner, ...others] = ids as [string, ...string[]];
    await friendsWith(owner, others);
    const groupId = await createGroup(owner, others);
    const tokens = await Promise.all(ids.map(async (id) => (await startSession(id, 'PERSONAGE')).token));
    const listeners: Listener[] = [];
    for (let i = 0; i < MEMBERS; i += 25) {
      listeners.push(...(await Promise.all(tokens.slice(i, i + 25).map((token) => open(token, `channel=chat&messageType=GROUP&joinUserId=${groupId}`)))));
    }
    const opened = listeners.map((l) => l.socket);
    const received = listeners.map((l) => l.frames);

    // Everyone at once, each their three back to back.
    const sends = ids.map((_, member) => Array.from({ length: EACH }, (_, k) => ({ messageId: randomUUID(), content: `m${member}-${k}` })));
    opened.forEach((socket, member) =>
      sends[member]!.forEach(({ messageId, content }, k) =>
        socket.send(JSON.stringify({ messageType: 'GROUP', messageId, joinUserId: groupId, content, messageContentType: 'TEXT', clientSeq: k + 1 })),
      ),
    );

    const answered = (member: number) => received[member]!.filter((f) => f.messageType === 'SEND_SUCCESSFULLY' || f.messageType === 'ERROR');
    await until(
      () => received.every((_, member) => answered(member).length >= EACH),
      () => `${received.filter((_, member) => answered(member).length < EACH).length} members still waiting for answers`,
    );
    // None refused (no 100002 消息发送繁忙), every one acknowledged with its number.
    expect(received.flatMap((frames) => frames.filter((f) => f.messageType === 'ERROR'))).toEqual([]);
    const acks = new Map(received.flatMap((frames) => frames.filter((f) => f.messageType === 'SEND_SUCCESSFULLY').map((f) => [f.messageId as string, f.seq as number])));
    expect(acks.size).toBe(MEMBERS * EACH);

    // The stored history: each send once, under the number its acknowledgement gave, each sender's in order.
    const stored: ChatMessage[] = [];
    for (;;) {
      const page = await api<RecordPage>('GET', `${BASE}/record?messageType=GROUP&joinUserId=${groupId}&afterSeq=${stored.at(-1)?.seq ?? 0}`, { token: tokens[0] });
      stored.push(...page.body.data.records);
      if (page.body.data.records.length === 0 || stored.at(-1)!.seq >= page.body.data.lastSeq) break;
    }
    expect(stored).toHaveLength(MEMBERS * EACH);
    expect(new Set(stored.map((m) => m.clientMessageId)).size).toBe(MEMBERS * EACH);
    for (const m of stored) expect(acks.get(m.clientMessageId)).toBe(m.seq);
    ids.forEach((userId, member) => {
      expect(stored.filter((m) => m.userId === userId).map((m) => m.content)).toEqual(sends[member]!.map((s) => s.content));
    });

    // Unread: what the others wrote after one's own last message, for a few members.
    for (const member of [0, 1, 50, MEMBERS - 1]) {
      const lastOwn = Math.max(...stored.filter((m) => m.userId === ids[member]).map((m) => m.seq));
      const rows = (await api<Conversation[]>('GET', `${BASE}/list`, { token: tokens[member] })).body.data;
      expect(rows.find((r) => r.joinUserId === groupId)?.unreadMessage).toBe(stored.filter((m) => m.seq > lastOwn).length);
    }
  });
});
