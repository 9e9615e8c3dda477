/**
 * The chat socket on the managed socket (spec §4, §9; docs/conventions.md "Realtime") against a real WebSocket
 * server in this process, and the chat's outbox: frames validated (an invalid one dropped with a warning, a push of
 * the global socket ignored), the chat variant of the stale tick, reconnects telling `again`; sends one at a time in
 * order, waiting while the socket is away, resent with the same id after a loss, failed on timeout or when the
 * socket stops, and resent by id. Every wait is for a condition, never for an order of arrival.
 */
import { WebSocket as WsWebSocket } from 'ws';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOutbox, SEND_ACK_TIMEOUT_MS, type LocalFailure, type OutgoingSend } from '../../../web/src/features/chat/socket/chat-outbox.js';
import { createChatSocket, parseChatFrame, type ChatIncoming, type ChatSocket, type ChatSocketState } from '../../../web/src/features/chat/socket/chat-socket.js';
import { acknowledge, deliveryOf, markFailed, markReadUpTo, markSending, mergeMessages, type ShownMessage } from '../../../web/src/features/chat/model/message-list.js';
import { startRadioServer, until, type RadioServer } from './realtime-server.js';

const HEARTBEAT = '{"messageType":"HEARTBEAT"}';
const FAKE: Parameters<typeof vi.useFakeTimers>[0] = { toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] };

const stored = (seq: number, extra: Partial<ShownMessage> = {}): ShownMessage => ({
  messageId: String(seq),
  seq,
  clientMessageId: `c${seq}`,
  messageType: 'MSG',
  messageContentType: 'TEXT',
  content: `m${seq}`,
  joinUserId: 'b',
  userId: 'a',
  nickname: 'A',
  headPortrait: '',
  sex: '',
  read: false,
  isFriend: true,
  sendTime: seq,
  ...extra,
});

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('chat frames', () => {
  it('are validated: known frames pass, invalid ones are dropped with a warning, other kinds are ignored', () => {
    expect(parseChatFrame(JSON.stringify({ messageType: 'SEND_SUCCESSFULLY', messageId: 'c1', storedId: '4', seq: 4, sendTime: 9, content: 'x' }))).toEqual({
      messageType: 'SEND_SUCCESSFULLY',
      messageId: 'c1',
      storedId: '4',
      seq: 4,
      sendTime: 9,
      content: 'x',
    });
    expect(parseChatFrame(JSON.stringify({ messageType: 'ERROR', code: 104204, msg: '对方已将您加入黑名单，消息无法发送', messageId: 'c2', sendTime: 1 }))).toMatchObject({ code: 104204, messageId: 'c2' });
    const message = stored(7);
    expect(parseChatFrame(JSON.stringify(message))).toEqual(message);
    expect(console.warn).not.toHaveBeenCalled();

    expect(parseChatFrame('not json')).toBeUndefined();
    expect(parseChatFrame(JSON.stringify({ messageType: 'SEND_SUCCESSFULLY', messageId: 'c1' }))).toBeUndefined();
    expect(parseChatFrame(JSON.stringify({ ...message, messageContentType: 'HOLOGRAM' }))).toBeUndefined();
    expect(parseChatFrame(JSON.stringify({ messageType: 'ERROR', msg: 5 }))).toBeUndefined();
    expect(console.warn).toHaveBeenCalledTimes(4);

    expect(parseChatFrame(JSON.stringify({ messageType: 'SERVER_LOGIN_EXPIRED', sendTime: 1 }))).toBeUndefined();
    expect(console.info).toHaveBeenCalledWith(expect.stringContaining('another kind'), 'SERVER_LOGIN_EXPIRED');
    expect(console.warn).toHaveBeenCalledTimes(4);
  });
});

describe('the chat socket', () => {
  let server: RadioServer;
  let socket: ChatSocket | undefined;
  beforeEach(async () => {
    vi.stubGlobal('WebSocket', WsWebSocket);
    server = await startRadioServer();
  });
  afterEach(async () => {
    socket?.stop();
    socket = undefined;
    await server.close();
  });

  const start = () => {
    const record = { frames: [] as ChatIncoming[], opens: [] as boolean[], states: [] as ChatSocketState[] };
    socket = createChatSocket({
      url: () => `${server.url}?token=t-1&channel=chat&messageType=MSG&joinUserId=b`,
      onFrame: (frame) => record.frames.push(frame),
      onOpen: (again) => record.opens.push(again),
      onState: (state) => record.states.push(state),
    });
    socket.start();
    return record;
  };

  it('hands on valid frames only, and survives the invalid ones', async () => {
    const record = start();
    await until(() => record.opens.length === 1 && server.connections.length === 1);
    const connection = server.connections[0]!;
    connection.socket.send('{oops');
    connection.push({ messageType: 'SEND_SUCCESSFULLY', messageId: 'c1', seq: 'four' });
    connection.push({ messageType: 'KICK_USER_OFFLINE', sendTime: 1 });
    connection.push({ messageType: 'SEND_SUCCESSFULLY', messageId: 'c1', seq: 4, sendTime: 9 });
    await until(() => record.frames.some((f) => f.messageType === 'SEND_SUCCESSFULLY'));
    expect(record.frames.filter((f) => f.messageType !== 'HEARTBEAT')).toEqual([{ messageType: 'SEND_SUCCESSFULLY', messageId: 'c1', seq: 4, sendTime: 9 }]);
    expect(console.warn).toHaveBeenCalledTimes(2);
    expect(socket?.isOpen()).toBe(true);
    expect(socket?.send({ messageType: 'READ', joinUserId: 'b' })).toBe(true);
    await until(() => connection.received.includes('{"messageType":"READ","joinUserId":"b"}'));
  });

  it('at a stale tick still sends that HEARTBEAT, then reconnects and opens again with again=true', async () => {
    vi.useFakeTimers(FAKE);
    const record = start();
    await until(() => record.opens.length === 1 && server.connections[0]?.received.length === 1);
    const first = server.connections[0]!;
    server.answerHeartbeats = false;
    await vi.advanceTimersByTimeAsync(60_000);
    await until(() => first.received.length === 2);
    await vi.advanceTimersByTimeAsync(60_000);
    // The chat variant of spec §9: the stale tick's HEARTBEAT goes out before the socket is replaced.
    await until(() => first.received.length === 3 && first.closed);
    expect(first.received).toEqual([HEARTBEAT, HEARTBEAT, HEARTBEAT]);
    expect(socket?.state()).toBe('reconnecting');
    expect(socket?.send({ messageType: 'READ', joinUserId: 'b' })).toBe(false);
    await vi.advanceTimersByTimeAsync(2_000);
    await until(() => record.opens.length === 2);
    expect(record.opens).toEqual([false, true]);
    expect(record.states).toEqual(['connecting', 'connected', 'reconnecting', 'connected']);
  });

  it('is closed for good after the server refuses the token', async () => {
    const record = start();
    await until(() => record.opens.length === 1);
    server.connections[0]?.socket.close(4401, 'refused');
    await until(() => record.states.at(-1) === 'closed');
    expect(socket?.state()).toBe('closed');
  });
});

describe('the outbox', () => {
  const frame = (id: string): OutgoingSend => ({ messageType: 'MSG', messageId: id, joinUserId: 'b', content: id, messageContentType: 'TEXT' });
  const setUp = (open = true) => {
    const state = { open, written: [] as string[], failed: [] as [string, LocalFailure][] };
    const outbox = createOutbox({
      write: (f) => state.open && (state.written.push(f.messageId), true),
      onFailed: (id, why) => state.failed.push([id, why]),
    });
    return { state, outbox };
  };

  it('sends one at a time, the next only once the previous is answered', () => {
    const { state, outbox } = setUp();
    outbox.push(frame('1'));
    outbox.push(frame('2'));
    outbox.push(frame('3'));
    expect(state.written).toEqual(['1']);
    outbox.acked('1');
    expect(state.written).toEqual(['1', '2']);
    outbox.refused('2');
    expect(state.written).toEqual(['1', '2', '3']);
    outbox.acked('3');
    expect(outbox.has('3')).toBe(false);
    expect(state.failed).toEqual([]);
  });

  it('keeps sends while the socket is away and sends them in order when it opens; the lost one again, same id', () => {
    const { state, outbox } = setUp();
    outbox.push(frame('1'));
    state.open = false;
    outbox.interrupted();
    outbox.push(frame('2'));
    expect(state.written).toEqual(['1']);
    state.open = true;
    outbox.opened();
    expect(state.written).toEqual(['1', '1']);
    outbox.acked('1');
    expect(state.written).toEqual(['1', '1', '2']);
  });

  it('fails a send unanswered in time and goes on with the next; a resend uses the same id', () => {
    vi.useFakeTimers(FAKE);
    const { state, outbox } = setUp();
    outbox.push(frame('1'));
    outbox.push(frame('2'));
    vi.advanceTimersByTime(SEND_ACK_TIMEOUT_MS - 1);
    expect(state.failed).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(state.failed).toEqual([['1', 'timeout']]);
    expect(state.written).toEqual(['1', '2']);
    outbox.acked('2');
    outbox.push(frame('1'));
    expect(state.written).toEqual(['1', '2', '1']);
    outbox.acked('1');
    vi.advanceTimersByTime(SEND_ACK_TIMEOUT_MS * 2);
    expect(state.failed).toEqual([['1', 'timeout']]);
  });

  it('fails everything waiting when the socket stops for good', () => {
    const { state, outbox } = setUp(false);
    outbox.push(frame('1'));
    outbox.push(frame('2'));
    expect(state.written).toEqual([]);
    outbox.closed();
    expect(state.failed).toEqual([['1', 'offline'], ['2', 'offline']]);
    expect(outbox.has('1')).toBe(false);
  });
});

describe('delivery status in the message list', () => {
  const unsent = (id: string): ShownMessage => ({ ...stored(0, { clientMessageId: id }), messageId: id, clientId: id, pending: true, status: 'sending', seq: Number.MAX_SAFE_INTEGER });

  it('goes sending → failed (with why) → sending → sent → read, one bubble all along', () => {
    let list = mergeMessages([stored(1)], [unsent('x')]);
    expect(list.map(deliveryOf)).toEqual(['sent', 'sending']);
    list = markFailed(list, 'x', '对方已将您加入黑名单，消息无法发送');
    expect(list.map(deliveryOf)).toEqual(['sent', 'failed']);
    expect(list[1]?.failure).toBe('对方已将您加入黑名单，消息无法发送');
    list = markSending(list, 'x');
    expect(list.map(deliveryOf)).toEqual(['sent', 'sending']);
    expect(list[1]?.failure).toBeUndefined();
    list = acknowledge(list, 'x', 2, 50);
    expect(list.map((m) => [m.seq, deliveryOf(m)])).toEqual([[1, 'sent'], [2, 'sent']]);
    // The same stored message again (a push, a history page): still one.
    list = mergeMessages(list, [stored(2, { clientMessageId: 'x', content: 'x' })]);
    expect(list).toHaveLength(2);
    expect(markReadUpTo(list, 'a', 2).map(deliveryOf)).toEqual(['read', 'read']);
  });

  it('drops an unsent copy once its stored copy arrives by its clientMessageId, even before the acknowledgement', () => {
    const failed = markFailed([unsent('y')], 'y', '网络超时，消息未送达');
    const list = mergeMessages(failed, [stored(3, { clientMessageId: 'y' })]);
    expect(list.map((m) => [m.seq, deliveryOf(m)])).toEqual([[3, 'sent']]);
    // A late acknowledgement finds nothing left to change.
    expect(acknowledge(list, 'y', 3, 60)).toEqual(list);
  });
});
