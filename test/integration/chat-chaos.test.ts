/**
 * Nothing lost, nothing twice (issue 5): two people and a group of five exchange 1,000 messages while their
 * sockets are dropped at random and the WebSocket gateway is restarted once. Each client behaves as the SPA
 * does: it resends an unacknowledged message with the same client id after reconnecting, and fetches what
 * arrived after the last number it holds. Afterwards every member holds every message exactly once, in order,
 * and every unread count and read flag is exact.
 *
 * The gateway here is a second local WebSocket API in this process (so that it can be stopped and started on
 * the same ports), against the run's DynamoDB; its handlers push through its own `@connections` endpoint.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { startWebSocketApi, type WebSocketApi } from '../../infra/local/gateway/websocket-api.js';
import type { ChatMessage, RecordPage } from '../../shared/schemas/chat-messages.js';
import { api } from '../support/api.js';
import { conversations } from '../support/conversations.js';
import { newPerson, type TestPerson } from '../support/people.js';

const BASE = '/api/mall/message';
const STAGE = 'chaos';
const DIRECT_EACH = 300;
const GROUP_EACH = 80;

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
}

/**
 * One person's view of one conversation, kept as the SPA keeps it: messages by number, the sends still
 * waiting for SEND_SUCCESSFULLY, one chat socket that comes back whenever it drops.
 */
class ChatClient {
  readonly held = new Map<number, ChatMessage>();
  readonly outbox: Outgoing[] = [];
  socket?: WebSocket;
  private closedForGood = false;
  private waiters: (() => void)[] = [];

  constructor(
    readonly me: TestPerson,
    readonly type: 'MSG' | 'GROUP',
    readonly joinUserId: string,
    private readonly gw: Gateway,
  ) {}

  /**
   * The end of the unbroken run 1..n held: a catch-up starts there, not at the newest number held, because a
   * frame may arrive live while earlier ones were lost in a drop (numbers have no gaps on the server).
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
        this.socket = socket;
        socket.on('message', (data) => this.onFrame(JSON.parse(String(data)) as Record<string, unknown>));
        socket.once('close', () => {
          if (this.socket === socket) this.socket = undefined;
          if (!this.closedForGood) setTimeout(() => void this.connect(), 20 + Math.random() * 80);
        });
        // What a reconnect does: fetch what arrived meanwhile, resend what was never acknowledged.
        await this.catchUp();
        for (const out of this.outbox.filter((o) => !o.acked)) this.transmit(out);
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
    } else if (frame.messageType === this.type) {
      const message = frame as unknown as ChatMessage;
      this.held.set(message.seq, message);
    }
  }

  async catchUp(): Promise<void> {
    for (;;) {
      const page = await api<RecordPage>('GET', `${BASE}/record?messageType=${this.type}&joinUserId=${this.joinUserId}&afterSeq=${this.lastSeq()}`, { token: this.me.token });
      for (const m of page.body.data.records) this.held.set(m.seq, m);
      if (page.body.data.records.length === 0 || this.lastSeq() >= page.body.data.lastSeq) return;
      // More than one page missed: go on from the new end of the run.
    }
  }

  private transmit(out: Outgoing): void {
    if (this.socket?.readyState !== WebSocket.OPEN) return;
    this.socket.send(JSON.stringify({ messageType: this.type, messageId: out.messageId, joinUserId: this.joinUserId, content: out.content, messageContentType: 'TEXT' }));
  }

  /** Sends one message and waits until it is acknowledged, resending after a drop as the SPA does. */
  async send(content: string): Promise<void> {
    const out: Outgoing = { messageId: randomUUID(), content, acked: false };
    this.outbox.push(out);
    this.transmit(out);
    while (!out.acked) {
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 300);
      });
      if (!out.acked) this.transmit(out);
    }
  }

  close(): void {
    this.closedForGood = true;
    this.socket?.terminate();
  }
}

const list = conversations;

describe('the messenger under chaos', () => {
  let gw: Gateway;
  const savedCallback = process.env.WS_CALLBACK_URL;
  beforeAll(async () => {
    gw = await gateway();
    // The handlers of this process push through this gateway (restored after: the worker runs other files too).
    process.env.WS_CALLBACK_URL = gw.callbackUrl;
    await gw.start();
  });
  afterAll(async () => {
    await gw.stop();
    process.env.WS_CALLBACK_URL = savedCallback;
  });

  it('keeps every message exactly once and in order, and the unread counts exact, through drops and a gateway restart', { timeout: 240_000 }, async () => {
    const people = await Promise.all(Array.from({ length: 5 }, () => newPerson()));
    const [a, b] = people as [TestPerson, TestPerson];
    const created = await api<string>('POST', `${BASE}/create-group`, { token: a.token, json: { userIds: people.slice(1).map((p) => p.userId) } });
    expect(created.body.code).toBe(200);
    const groupId = created.body.data;

    const aToB = new ChatClient(a, 'MSG', b.userId, gw);
    const bToA = new ChatClient(b, 'MSG', a.userId, gw);
    const inGroup = people.map((p) => new ChatClient(p, 'GROUP', groupId, gw));
    const clients = [aToB, bToA, ...inGroup];
    await Promise.all(clients.map((c) => c.connect()));

    // Chaos: a random socket dropped every 40 ms; the whole gateway restarted once, midway.
    let sent = 0;
    let restarted = false;
    const chaos = setInterval(() => {
      const victim = clients[Math.floor(Math.random() * clients.length)]!;
      victim.socket?.terminate();
      if (!restarted && sent >= 500) {
        restarted = true;
        void gw.stop().then(() => gw.start());
      }
    }, 40);
    const talk = async (client: ChatClient, count: number, prefix: string) => {
      for (let i = 0; i < count; i += 1) {
        await client.send(`${prefix}-${i}`);
        sent += 1;
      }
    };
    try {
      await Promise.all([
        talk(aToB, DIRECT_EACH, 'a'),
        talk(bToA, DIRECT_EACH, 'b'),
        ...inGroup.map((client, i) => talk(client, GROUP_EACH, `g${i}`)),
      ]);
    } finally {
      clearInterval(chaos);
    }
    expect(restarted).toBe(true);
    await Promise.all(clients.map((c) => c.catchUp()));

    // Every member holds every message exactly once, numbered 1..n without gaps, each sender's in sending order.
    const check = (holders: ChatClient[], total: number, senders: [TestPerson, string, number][]) => {
      for (const holder of holders) {
        const seqs = [...holder.held.keys()].sort((x, y) => x - y);
        expect(seqs).toEqual(Array.from({ length: total }, (_, i) => i + 1));
        const ordered = seqs.map((s) => holder.held.get(s)!);
        for (const [sender, prefix, count] of senders) {
          expect(ordered.filter((m) => m.userId === sender.userId).map((m) => m.content)).toEqual(Array.from({ length: count }, (_, i) => `${prefix}-${i}`));
        }
      }
    };
    check([aToB, bToA], DIRECT_EACH * 2, [
      [a, 'a', DIRECT_EACH],
      [b, 'b', DIRECT_EACH],
    ]);
    check(inGroup, GROUP_EACH * 5, people.map((p, i): [TestPerson, string, number] => [p, `g${i}`, GROUP_EACH]));

    // Unread counts: what the other side wrote after one's own last message (writing in a chat reads it).
    const unreadAfterOwnLast = (holder: ChatClient) => {
      const ordered = [...holder.held.values()].sort((x, y) => x.seq - y.seq);
      const lastOwn = Math.max(0, ...ordered.filter((m) => m.userId === holder.me.userId).map((m) => m.seq));
      return ordered.filter((m) => m.seq > lastOwn).length;
    };
    for (const holder of [bToA, ...inGroup]) {
      const conversations = await list(holder.me);
      const row = conversations.find((c) => c.messageType === holder.type && c.joinUserId === (holder.type === 'MSG' ? a.userId : groupId));
      if (holder === bToA || holder.type === 'GROUP') expect(row?.unreadMessage, `${holder.type} of ${holder.me.userId}`).toBe(unreadAfterOwnLast(holder));
    }

    // Read flags: B reads the chat; every message A wrote is then Read for A.
    await api('POST', `${BASE}/clear-unread`, { token: b.token, json: { messageType: 'MSG', joinUserId: a.userId } });
    const aView: ChatMessage[] = [];
    while (aView.length < DIRECT_EACH * 2) {
      const page = await api<RecordPage>('GET', `${BASE}/record?messageType=MSG&joinUserId=${b.userId}&afterSeq=${aView.length}`, { token: a.token });
      aView.push(...page.body.data.records);
    }
    const aWrote = aView.filter((m) => m.userId === a.userId);
    expect(aWrote).toHaveLength(DIRECT_EACH);
    expect(aWrote.every((m) => m.read)).toBe(true);
    expect((await list(b)).find((c) => c.joinUserId === a.userId)?.unreadMessage).toBe(0);

    clients.forEach((c) => c.close());
  });
});
