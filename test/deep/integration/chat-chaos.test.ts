/**
 * Nothing lost, nothing twice, nothing refused, each sender's order kept (issue 5; the chaos client's findings):
 * two people and a group of five exchange messages while their sockets are dropped at random and the WebSocket
 * gateway is restarted once. Each client resends an unacknowledged message with the same client id after
 * reconnecting (on the new socket, whose `clientSeq` restarts at 1), and fetches what arrived after the last
 * number it holds. Run twice: one send at a time per sender (as the SPA sends), and several in flight per sender
 * with `clientSeq` (the gateway runs a socket's frames concurrently, as API Gateway does), some sends abandoned
 * (a `clientSeq` never sent, or a send never resent). Afterwards every member holds every message exactly once,
 * each sender's in the order sent, no send was refused, and every unread count and read flag is exact.
 *
 * The gateway here is a second local WebSocket API in this process (so that it can be stopped and started on
 * the same ports), against the run's DynamoDB; its handlers push through its own `@connections` endpoint.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { startWebSocketApi, type WebSocketApi } from '../../../infra/local/gateway/websocket-api.js';
import { ENV } from '../../../shared/runtime-config.js';
import type { ChatMessage, RecordPage } from '../../../shared/schemas/chat-messages.js';
import { api } from '../../support/api.js';
import { conversations } from '../../support/conversations.js';
import { friendsWith, newPerson, type TestPerson } from '../../support/people.js';

const BASE = '/api/mall/message';
const STAGE = 'chaos';
const DIRECT_EACH = 150;
const GROUP_EACH = 40;
/** Sends in flight per sender in the overlapping run. */
const WINDOW = 5;
/** Sends each sender abandons in the overlapping run: half never leave (a `clientSeq` skipped), half are never resent. */
const ABANDONED_EACH = 4;

const freePort = async (): Promise<number> => {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
};

/** The gateway, restartable on the same public and management ports. */
const gateway = async () => {
  const [publicPort, managementPort] = [await freePort(), await freePort()];
  let ws: WebSocketApi | undefined;
  let server: Server | undefined;
  const start = async () => {
    ws = await startWebSocketApi({ stage: STAGE, path: '/ws', managementPort });
    server = createServer();
    server.on('upgrade', (req, socket, head) => {
      if (!ws!.handleUpgrade(req, socket, head)) socket.destroy();
    });
    await new Promise<void>((resolve) => server!.listen(publicPort, '127.0.0.1', resolve));
  };
  const stop = async () => {
    await ws?.stop();
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  };
  return { start, stop, url: `ws://127.0.0.1:${publicPort}/ws`, callbackUrl: `http://127.0.0.1:${managementPort}/${STAGE}` };
};

type Gateway = Awaited<ReturnType<typeof gateway>>;

interface Outgoing {
  messageId: string;
  content: string;
  acked: boolean;
  /** Given up: never (re)sent again; stored at most once. */
  abandoned: boolean;
}

type Mode = 'one at a time' | 'overlapping';

/**
 * One person's view of one conversation, kept as a client keeps it: messages by number, the sends still waiting
 * for SEND_SUCCESSFULLY, one chat socket that comes back whenever it drops. In the overlapping mode each frame
 * carries the socket's next `clientSeq` (1 on every new socket).
 */
class ChatClient {
  readonly held = new Map<number, ChatMessage>();
  readonly outbox: Outgoing[] = [];
  readonly errors: Record<string, unknown>[] = [];
  socket?: WebSocket;
  private clientSeq = 0;
  private closedForGood = false;
  private waiters: (() => void)[] = [];

  constructor(
    readonly me: TestPerson,
    readonly type: 'MSG' | 'GROUP',
    readonly joinUserId: string,
    private readonly gw: Gateway,
    readonly mode: Mode,
  ) {}

  /**
   * The end of the unbroken run 1..n held: a catch-up starts there, because a frame may arrive live while earlier
   * ones were lost in a drop (a number being stored, or a void, is a hole that a later answer steps over).
   */
  private lastSeq = (): number => {
    let n = 0;
    while (this.held.has(n + 1)) n += 1;
    return n;
  };

  async connect(): Promise<void> {
    while (!this.closedForGood) {
      try {
        const socket = new WebSocket(`${this.gw.url}?channel=chat&messageType=${this.type}&joinUserId=${this.joinUserId}&token=${this.me.token}`);
        await new Promise<void>((resolve, reject) => {
          socket.once('open', () => resolve());
          socket.once('error', reject);
          socket.once('unexpected-response', () => reject(new Error('refused')));
        });
        socket.on('message', (data) => this.onFrame(JSON.parse(String(data)) as Record<string, unknown>));
        let gone = false;
        socket.once('close', () => {
          gone = true;
          if (this.socket === socket) this.socket = undefined;
          if (!this.closedForGood) setTimeout(() => void this.connect(), 20 + Math.random() * 80);
        });
        // What a reconnect does: fetch what arrived meanwhile, then resend what was never acknowledged, in the
        // order first sent (sends made meanwhile wait in the outbox, so none overtakes an older one).
        await this.catchUp();
        if (gone) return;
        this.socket = socket;
        this.clientSeq = 0;
        for (const out of this.outbox.filter((o) => !o.acked && !o.abandoned)) this.transmit(out);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
      }
    }
  }

  private onFrame(frame: Record<string, unknown>): void {
    if (frame.messageType === 'SEND_SUCCESSFULLY') {
      const out = this.outbox.find((o) => o.messageId === frame.messageId);
      if (out) out.acked = true;
      this.waiters.splice(0).forEach((wake) => wake());
    } else if (frame.messageType === 'ERROR') {
      this.errors.push(frame);
    } else if (frame.messageType === this.type) {
      const message = frame as unknown as ChatMessage;
      this.held.set(message.seq, message);
    }
  }

  async catchUp(): Promise<void> {
    let after = this.lastSeq();
    for (;;) {
      const page = await api<RecordPage>('GET', `${BASE}/record?messageType=${this.type}&joinUserId=${this.joinUserId}&afterSeq=${after}`, { token: this.me.token });
      const { records, lastSeq } = page.body.data;
      for (const m of records) this.held.set(m.seq, m);
      // At most 200 in one answer: go on after the last one (over any hole) while the conversation has more.
      if (records.length === 0 || records.at(-1)!.seq >= lastSeq) return;
      after = records.at(-1)!.seq;
    }
  }

  private transmit(out: Outgoing): void {
    if (this.socket?.readyState !== WebSocket.OPEN) return;
    const order = this.mode === 'overlapping' ? { clientSeq: (this.clientSeq += 1) } : {};
    this.socket.send(JSON.stringify({ messageType: this.type, messageId: out.messageId, joinUserId: this.joinUserId, content: out.content, messageContentType: 'TEXT', ...order }));
  }

  /** A send the client gives up on before it leaves: its `clientSeq` is taken and never sent. */
  abandonSeq(content: string): void {
    this.outbox.push({ messageId: randomUUID(), content, acked: false, abandoned: true });
    if (this.socket?.readyState === WebSocket.OPEN) this.clientSeq += 1;
  }

  /** Sends one message and waits until it is acknowledged, resending as a client does (`abandon`: sent once, never again). */
  async send(content: string, abandon = false): Promise<void> {
    const out: Outgoing = { messageId: randomUUID(), content, acked: false, abandoned: false };
    this.outbox.push(out);
    this.transmit(out);
    if (abandon) {
      out.abandoned = true;
      return;
    }
    while (!out.acked) {
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 300);
      });
      // One at a time, the client resends after a pause (same id); with clientSeq only a new socket resends.
      if (!out.acked && this.mode === 'one at a time') this.transmit(out);
    }
  }

  close(): void {
    this.closedForGood = true;
    this.socket?.terminate();
  }
}

const list = conversations;

/** The whole history of a conversation as a reader gets it: `afterSeq` pages from 0, after the last one each time. */
const history = async (reader: TestPerson, type: 'MSG' | 'GROUP', joinUserId: string): Promise<ChatMessage[]> => {
  const all: ChatMessage[] = [];
  for (;;) {
    const page = await api<RecordPage>('GET', `${BASE}/record?messageType=${type}&joinUserId=${joinUserId}&afterSeq=${all.at(-1)?.seq ?? 0}`, { token: reader.token });
    all.push(...page.body.data.records);
    if (page.body.data.records.length === 0 || all.at(-1)!.seq >= page.body.data.lastSeq) return all;
  }
};

describe('the messenger under chaos', () => {
  let gw: Gateway;
  const saved = { callback: process.env.WS_CALLBACK_URL, limit: process.env[ENV.chatSendLimit] };
  beforeAll(async () => {
    gw = await gateway();
    // The handlers of this process push through this gateway (restored after: the worker runs other files too), and
    // send at machine speed: a person's send limit is raised far above it here, still counted on every send (the
    // limit itself is tested in chat-messages.test.ts).
    process.env.WS_CALLBACK_URL = gw.callbackUrl;
    process.env[ENV.chatSendLimit] = '1000000/10';
    await gw.start();
  });
  afterAll(async () => {
    await gw.stop();
    process.env.WS_CALLBACK_URL = saved.callback;
    if (saved.limit === undefined) delete process.env[ENV.chatSendLimit];
    else process.env[ENV.chatSendLimit] = saved.limit;
  });

  it.each<Mode>(['overlapping', 'one at a time'])(
    'keeps every message exactly once and in each sender’s order, refuses none, and keeps unread counts exact, through drops and a gateway restart (%s)',
    { timeout: 240_000 },
    async (mode) => {
      const people = await Promise.all(Array.from({ length: 5 }, () => newPerson()));
      const [a, b] = people as [TestPerson, TestPerson];
      await friendsWith(a.userId, people.slice(1).map((p) => p.userId));
      const created = await api<string>('POST', `${BASE}/create-group`, { token: a.token, json: { userIds: people.slice(1).map((p) => p.userId) } });
      expect(created.body.code).toBe(200);
      const groupId = created.body.data;

      const aToB = new ChatClient(a, 'MSG', b.userId, gw, mode);
      const bToA = new ChatClient(b, 'MSG', a.userId, gw, mode);
      const inGroup = people.map((p) => new ChatClient(p, 'GROUP', groupId, gw, mode));
      const clients = [aToB, bToA, ...inGroup];
      await Promise.all(clients.map((c) => c.connect()));

      // Chaos: a random socket dropped every 40 ms; the whole gateway restarted once, midway.
      const total = DIRECT_EACH * 2 + GROUP_EACH * 5;
      let sent = 0;
      let restarted = false;
      const chaos = setInterval(() => {
        const victim = clients[Math.floor(Math.random() * clients.length)]!;
        victim.socket?.terminate();
        if (!restarted && sent >= total / 2) {
          restarted = true;
          void gw.stop().then(() => gw.start());
        }
      }, 40);
      const talk = async (client: ChatClient, count: number, prefix: string) => {
        if (mode === 'one at a time') {
          for (let i = 0; i < count; i += 1) {
            await client.send(`${prefix}-${i}`);
            sent += 1;
          }
          return;
        }
        // Up to WINDOW sends in flight, each started without waiting for the ones before; a few abandoned.
        const abandonAt = new Set(Array.from({ length: ABANDONED_EACH }, (_, k) => Math.floor(((k + 1) * count) / (ABANDONED_EACH + 1))));
        const inFlight = new Set<Promise<void>>();
        for (let i = 0; i < count; i += 1) {
          if (abandonAt.has(i)) {
            if (i % 2 === 0) client.abandonSeq(`x${prefix}-${i}`);
            else void client.send(`x${prefix}-${i}`, true);
          }
          const sending: Promise<void> = client.send(`${prefix}-${i}`).then(() => {
            inFlight.delete(sending);
            sent += 1;
          });
          inFlight.add(sending);
          if (inFlight.size >= WINDOW) await Promise.race(inFlight);
        }
        await Promise.all(inFlight);
      };
      try {
        await Promise.all([talk(aToB, DIRECT_EACH, 'a'), talk(bToA, DIRECT_EACH, 'b'), ...inGroup.map((client, i) => talk(client, GROUP_EACH, `g${i}`))]);
      } finally {
        clearInterval(chaos);
      }
      expect(restarted).toBe(true);
      await Promise.all(clients.map((c) => c.catchUp()));

      // No valid send was refused (no 100002 消息发送繁忙, nothing at all).
      expect(clients.flatMap((c) => c.errors)).toEqual([]);

      // The server's history: each message once; every kept send stored, each sender's in the order sent.
      const check = async (holders: ChatClient[], senders: [ChatClient, string, number][]) => {
        const stored = await history(holders[0]!.me, holders[0]!.type, holders[0]!.joinUserId);
        const ids = stored.map((m) => m.clientMessageId);
        expect(new Set(ids).size).toBe(ids.length);
        for (const [sender, prefix, count] of senders) {
          const mine = stored.filter((m) => m.userId === sender.me.userId);
          expect(mine.filter((m) => !m.content.startsWith('x')).map((m) => m.content)).toEqual(Array.from({ length: count }, (_, i) => `${prefix}-${i}`));
          // Abandoned ones: at most once each, never a stranger.
          const abandoned = new Set(sender.outbox.filter((o) => o.abandoned).map((o) => o.messageId));
          for (const m of mine.filter((m) => m.content.startsWith('x'))) expect(abandoned.has(m.clientMessageId)).toBe(true);
        }
        // Every member holds exactly the stored history (pushes and catch-ups together).
        for (const holder of holders) {
          await holder.catchUp();
          const held = [...holder.held.values()].sort((x, y) => x.seq - y.seq);
          expect(held.map((m) => [m.seq, m.clientMessageId])).toEqual(stored.map((m) => [m.seq, m.clientMessageId]));
        }
        return stored;
      };
      await check([aToB, bToA], [
        [aToB, 'a', DIRECT_EACH],
        [bToA, 'b', DIRECT_EACH],
      ]);
      await check(inGroup, inGroup.map((c, i): [ChatClient, string, number] => [c, `g${i}`, GROUP_EACH]));

      // Unread counts: what the others wrote after one's own last message (writing in a chat reads it).
      const unreadAfterOwnLast = (holder: ChatClient) => {
        const ordered = [...holder.held.values()].sort((x, y) => x.seq - y.seq);
        const lastOwn = Math.max(0, ...ordered.filter((m) => m.userId === holder.me.userId).map((m) => m.seq));
        return ordered.filter((m) => m.seq > lastOwn).length;
      };
      for (const holder of [aToB, bToA, ...inGroup]) {
        const row = (await list(holder.me)).find((c) => c.messageType === holder.type && c.joinUserId === holder.joinUserId);
        expect(row?.unreadMessage, `${holder.type} of ${holder.me.userId}`).toBe(unreadAfterOwnLast(holder));
      }

      // Read flags: B reads the chat; every message A wrote is then Read for A, and B has nothing unread.
      await api('POST', `${BASE}/clear-unread`, { token: b.token, json: { messageType: 'MSG', joinUserId: a.userId } });
      const aWrote = (await history(a, 'MSG', b.userId)).filter((m) => m.userId === a.userId);
      expect(aWrote.length).toBeGreaterThanOrEqual(DIRECT_EACH);
      expect(aWrote.every((m) => m.read)).toBe(true);
      expect((await list(b)).find((c) => c.joinUserId === a.userId)?.unreadMessage).toBe(0);

      clients.forEach((c) => c.close());
    },
  );
});
