// @vitest-environment jsdom
/**
 * One open chat's sends (issue 12; docs/conventions.md "Realtime") through `useChatSession` against a real WebSocket
 * server in this process: a send the server refuses stays as failed with the server's reason and no toast, and its
 * resend goes with the same client id and becomes one sent message; sends made while the socket reconnects wait and
 * go after it reopens, one at a time, each after the previous one's acknowledgement. Only conditions are awaited.
 */
import { act, renderHook } from '@testing-library/react';
import { WebSocket as WsWebSocket } from 'ws';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../../../shared/schemas/account.js';
import { startRadioServer, until, type RadioConnection, type RadioServer } from './realtime-server.js';

vi.mock('../../../web/src/features/chat/api/messages.js', () => ({
  getRecord: vi.fn(async () => ({ records: [], pages: 1, lastSeq: 0 })),
}));
vi.mock('../../../web/src/lib/notify.js', () => ({ toast: vi.fn() }));
const config = vi.hoisted(() => ({ wsUrl: '' }));
vi.mock('../../../web/src/lib/site-config.js', () => ({ siteConfig: () => ({ wsUrl: config.wsUrl, apiBase: '', stage: 'test' }) }));
vi.mock('../../../web/src/lib/token.js', () => ({ getToken: () => 'chat-token' }));

const { useChatSession } = await import('../../../web/src/features/chat/hooks/use-chat-session.js');
const { deliveryOf } = await import('../../../web/src/features/chat/model/message-list.js');
const { toast } = await import('../../../web/src/lib/notify.js');

const me = { id: 'me', nickname: '我', headPortrait: '', sex: '男' } as unknown as UserInfo;
const REFUSAL = '对方已将您加入黑名单，消息无法发送';

interface Send {
  messageType: string;
  messageId: string;
  content: string;
}

let server: RadioServer;
/** How the server answers a send: acknowledge it (numbering from 1), refuse it, or say nothing. */
let answer: (send: Send) => 'ack' | 'refuse' | 'silent';
let seq = 0;

const sendsOn = (connection: RadioConnection | undefined): Send[] =>
  (connection?.received ?? []).map((text) => JSON.parse(text) as Send).filter((frame) => frame.messageType === 'MSG');

beforeEach(async () => {
  // The hook's updates come from socket events, not from the test's own acts.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  vi.stubGlobal('WebSocket', WsWebSocket);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  server = await startRadioServer();
  config.wsUrl = server.url;
  seq = 0;
  answer = () => 'ack';
  // Each new connection gets the answering listener within a millisecond; the tests' sends that must be answered
  // are made once the socket has been open for longer (READ received), and `received` records every frame anyway.
  const watch = setInterval(() => {
    for (const connection of server.connections) {
      if ((connection as { watched?: boolean }).watched) continue;
      (connection as { watched?: boolean }).watched = true;
      connection.socket.on('message', (data: Buffer) => {
        const frame = JSON.parse(data.toString('utf8')) as Send;
        if (frame.messageType !== 'MSG') return;
        const reply = answer(frame);
        if (reply === 'refuse') connection.push({ messageType: 'ERROR', code: 104204, msg: REFUSAL, messageId: frame.messageId, sendTime: Date.now() });
        if (reply === 'ack') connection.push({ messageType: 'SEND_SUCCESSFULLY', messageId: frame.messageId, storedId: String(seq + 1), seq: (seq += 1), sendTime: Date.now() });
      });
    }
  }, 1);
  return () => clearInterval(watch);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(toast).mockClear();
  await server.close();
});

const open = async () => {
  const hook = renderHook(() => useChatSession('MSG', 'friend', me));
  await until(() => hook.result.current.state === 'connected' && server.connections[0]?.received.some((t) => t.includes('READ')) === true);
  return hook;
};

describe('a refused send', () => {
  it('stays as failed with the reason, and its resend (same id) becomes one sent message', async () => {
    const hook = await open();
    answer = () => 'refuse';
    let id: string | undefined;
    act(() => {
      id = hook.result.current.send('你好', 'TEXT');
    });
    expect(id).toBeTruthy();
    expect(hook.result.current.messages.map(deliveryOf)).toEqual(['sending']);
    await until(() => hook.result.current.messages.some((m) => deliveryOf(m) === 'failed'));
    expect(hook.result.current.messages).toHaveLength(1);
    expect(hook.result.current.messages[0]).toMatchObject({ content: '你好', failure: REFUSAL, clientId: id });
    expect(toast).not.toHaveBeenCalled();

    answer = () => 'ack';
    act(() => hook.result.current.resend(id!));
    await until(() => hook.result.current.messages.some((m) => deliveryOf(m) === 'sent'));
    expect(hook.result.current.messages).toHaveLength(1);
    expect(hook.result.current.messages[0]).toMatchObject({ seq: 1, content: '你好', clientMessageId: id });
    expect(hook.result.current.messages[0]?.failure).toBeUndefined();
    expect(sendsOn(server.connections[0]).map((s) => s.messageId)).toEqual([id, id]);
    hook.unmount();
  });
});

describe('sends while the socket reconnects', () => {
  it('wait, then go in order after it reopens, each after the previous acknowledgement', async () => {
    const hook = await open();
    server.connections[0]?.socket.close(1001, 'Going away');
    await until(() => hook.result.current.state === 'reconnecting');
    answer = () => 'silent';
    act(() => {
      hook.result.current.send('一', 'TEXT');
      hook.result.current.send('二', 'TEXT');
    });
    expect(hook.result.current.messages.map((m) => [m.content, deliveryOf(m)])).toEqual([
      ['一', 'sending'],
      ['二', 'sending'],
    ]);
    // The reconnect comes after 2 s (spec §9); the first send goes alone and waits for its answer.
    await until(() => sendsOn(server.connections[1]).length === 1, 6_000);
    const [first] = sendsOn(server.connections[1]);
    expect(first?.content).toBe('一');
    expect(sendsOn(server.connections[0])).toEqual([]);

    // Its acknowledgement lets the second one go.
    seq += 1;
    server.connections[1]?.push({ messageType: 'SEND_SUCCESSFULLY', messageId: first?.messageId, seq, sendTime: Date.now() });
    await until(() => sendsOn(server.connections[1]).length === 2);
    expect(sendsOn(server.connections[1]).map((s) => s.content)).toEqual(['一', '二']);
    await until(() => hook.result.current.messages.filter((m) => deliveryOf(m) === 'sent').length === 1);
    expect(hook.result.current.messages.map((m) => [m.content, deliveryOf(m)])).toEqual([
      ['一', 'sent'],
      ['二', 'sending'],
    ]);
    hook.unmount();
  }, 20_000);
});
