/**
 * A message to a 500-member group (issue 5): every online member's global socket hears of it, every member
 * looking at the group gets it, every offline member's unread count goes up by one, and the work is a constant
 * number of DynamoDB writes plus reads that grow with the members only by a BatchGet per 100 (never a Scan,
 * never a call per member). The send runs in this process, so its DynamoDB commands can be counted.
 */
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import type WebSocket from 'ws';
import { createGroup } from '../../functions/chat/groups/service.js';
import { conversationList } from '../../functions/chat/messages/conversations.js';
import { deliver } from '../../functions/chat/messages/delivery.js';
import { storeMessage } from '../../functions/chat/messages/send.js';
import { startSession } from '../../functions/lib/auth/session.js';
import { connectionsOf } from '../../functions/lib/socket/connection-store.js';
import { bulkPeople, friendsWith } from '../support/people.js';
import { openSocket, recordFrames } from '../support/sockets.js';
import { commandsOf } from '../support/ddb-commands.js';

const MEMBERS = 500;
const ONLINE = 60;
const WATCHING = 10;

const sockets: WebSocket[] = [];
afterAll(() => sockets.forEach((s) => s.terminate()));


describe('a message to a 500-member group', () => {
  it('reaches the online members, counts for the offline ones, and costs constant writes', { timeout: 120_000 }, async () => {
    const ids = await bulkPeople(MEMBERS);
    const [owner, ...others] = ids as [string, ...string[]];
    await friendsWith(owner, others);
    const groupId = await createGroup(owner, others);
    const tokens = await Promise.all(ids.slice(0, ONLINE + 1).map(async (id) => (await startSession(id, 'PERSONAGE')).token));
    const open = async (query: string) => {
      const socket = await openSocket(inject('cloud').wsUrl, query);
      sockets.push(socket);
      return recordFrames(socket);
    };
    const sender = await openSocket(inject('cloud').wsUrl, `channel=chat&messageType=GROUP&joinUserId=${groupId}&token=${tokens[0]}`);
    sockets.push(sender);
    const radios = await Promise.all(tokens.slice(1).map((token) => open(`channel=radio&token=${token}`)));
    const watchers = await Promise.all(tokens.slice(1, 1 + WATCHING).map((token) => open(`channel=chat&messageType=GROUP&joinUserId=${groupId}&token=${token}`)));
    const [senderConnection] = await connectionsOf(owner, 'chat');

    const frame = { messageType: 'GROUP' as const, messageId: randomUUID(), joinUserId: groupId, content: '全员通知', messageContentType: 'TEXT' as const };
    const commands = await commandsOf(async () => deliver(owner, senderConnection!.connectionId, frame, await storeMessage(owner, frame)));

    for (const radio of radios) await radio.waitFor('BANG_RADIO', 5_000);
    for (const watcher of watchers) expect(await watcher.waitFor('GROUP', 5_000)).toMatchObject({ content: '全员通知', joinUserId: groupId });

    // Writes: one transaction (head, message, client id, the sender's read position), whatever the size.
    const writes = commands.filter((c) => /Put|Update|Delete|Write/.test(c));
    expect(writes).toEqual(['TransactWriteItemsCommand']);
    // Reads: keys and Queries only, the members reached by presence 100 at a time.
    expect(commands).not.toContain('ScanCommand');
    expect(commands.filter((c) => c === 'BatchGetCommand').length).toBeLessThanOrEqual(Math.ceil(MEMBERS / 100) + 1);
    expect(commands.filter((c) => c === 'GetCommand').length).toBeLessThanOrEqual(4);
    expect(commands.filter((c) => c === 'QueryCommand').length).toBeLessThanOrEqual(4);

    // An offline member (never connected) has one unread; the sender none.
    const offline = ids[MEMBERS - 1]!;
    expect((await conversationList(offline)).find((c) => c.joinUserId === groupId)?.unreadMessage).toBe(1);
    expect((await conversationList(owner)).find((c) => c.joinUserId === groupId)?.unreadMessage).toBe(0);
  });
});
