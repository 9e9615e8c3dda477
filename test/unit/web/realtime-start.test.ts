// @vitest-environment jsdom
/**
 * The global socket wired for a tab (spec §4, §9) against a real WebSocket server: the tab that leads connects
 * with the token and the radio channel, relays every frame and its state to the other tabs and dispatches the
 * frames itself; a tab that does not lead connects to nothing, takes the relayed frames and state, and takes
 * over 0.5 s after the leader's mark goes. jsdom has no Web Locks, so this is the localStorage-flag fallback;
 * the Web Locks path runs in Chromium in test/e2e/realtime.test.ts.
 */
import { WebSocket as WsWebSocket } from 'ws';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RadioFrame } from '../../../shared/realtime.js';
import { clearNoticeUnread, hasUnreadNotice } from '../../../web/src/lib/notice-unread.js';
import { onRadio } from '../../../web/src/lib/radio-events.js';
import { removeToken, setToken } from '../../../web/src/lib/token.js';
import { getRadioState } from '../../../web/src/realtime/radio-state.js';
import { RADIO_CHANNEL, type RelayMessage } from '../../../web/src/realtime/relay.js';
import { startRealtime } from '../../../web/src/realtime/start-realtime.js';
import { realtimeSession } from '../../../web/src/app/use-realtime.js';
import { startRadioServer, until, type RadioServer } from './realtime-server.js';

const FLAG = 'hezuo-radio-open';

let server: RadioServer;
let otherTab: BroadcastChannel;
let heard: RelayMessage[];
let stop: (() => void) | undefined;

beforeEach(async () => {
  vi.stubGlobal('WebSocket', WsWebSocket);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  server = await startRadioServer();
  heard = [];
  otherTab = new BroadcastChannel(RADIO_CHANNEL);
  otherTab.onmessage = (event: MessageEvent<RelayMessage>) => heard.push(event.data);
  setToken('tab-token');
});

afterEach(async () => {
  stop?.();
  stop = undefined;
  otherTab.close();
  removeToken();
  clearNoticeUnread();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await server.close();
});

describe('the tab that leads', () => {
  it('connects with the token, relays its state and every frame, and handles the frames itself', async () => {
    expect(navigator.locks).toBeUndefined();
    const bangs: RadioFrame[] = [];
    const off = onRadio('BANG_RADIO', (frame) => bangs.push(frame));
    stop = startRealtime({ wsUrl: server.url, session: realtimeSession, userId: '01JBCDEFGHJKMNPQRSTVWXYZ51' });

    // Connected, and the server answered the HEARTBEAT sent on open.
    await until(() => heard.some((m) => m.kind === 'frame' && m.frame.messageType === 'HEARTBEAT'));
    expect(getRadioState()).toBe('connected');
    const [connection] = server.connections;
    expect(connection?.query.get('token')).toBe('tab-token');
    expect(connection?.query.get('channel')).toBe('radio');
    expect(window.localStorage.getItem(FLAG)).toContain('"tab"');

    connection?.push({ messageType: 'BANG_RADIO', sendTime: 9, joinUserIds: ['u7'] });
    connection?.push({ messageType: 'NOTICE_RADIO', sendTime: 10 });
    connection?.push({ messageType: 'SOMETHING_NEW', sendTime: 11 });
    await until(() => heard.filter((m) => m.kind === 'frame').length === 4);

    expect(heard.filter((m) => m.kind === 'state').map((m) => m.kind === 'state' && m.state)).toEqual(['connecting', 'connected']);
    expect(heard.flatMap((m) => (m.kind === 'frame' ? [m.frame.messageType] : []))).toEqual(['HEARTBEAT', 'BANG_RADIO', 'NOTICE_RADIO', 'SOMETHING_NEW']);
    expect(bangs).toEqual([{ messageType: 'BANG_RADIO', sendTime: 9, joinUserIds: ['u7'] }]);
    expect(hasUnreadNotice()).toBe(true);
    expect(console.info).toHaveBeenCalledWith(expect.stringContaining('unknown push type'), 'SOMETHING_NEW');

    // A tab that starts later asks for the state and is answered.
    otherTab.postMessage({ kind: 'state-request' } satisfies RelayMessage);
    await until(() => heard.filter((m) => m.kind === 'state').length === 3);
    off();

    stop();
    stop = undefined;
    await until(() => connection?.closed === true);
    expect(getRadioState()).toBe('disconnected');
    expect(window.localStorage.getItem(FLAG)).toBeNull();
  });

  it('does not connect without a token', async () => {
    removeToken();
    stop = startRealtime({ wsUrl: server.url, session: realtimeSession, userId: '01JBCDEFGHJKMNPQRSTVWXYZ51' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.connections).toEqual([]);
    expect(getRadioState()).toBe('disconnected');
  });
});

describe('a tab that does not lead', () => {
  it('connects to nothing, follows the relayed frames and state, and takes over 0.5 s after the leader goes', async () => {
    window.localStorage.setItem(FLAG, JSON.stringify({ tab: 'other-tab', at: Date.now() }));
    const notices: RadioFrame[] = [];
    const off = onRadio('NOTICE_RADIO', (frame) => notices.push(frame));
    stop = startRealtime({ wsUrl: server.url, session: realtimeSession, userId: '01JBCDEFGHJKMNPQRSTVWXYZ51' });

    await until(() => heard.some((m) => m.kind === 'state-request'));
    otherTab.postMessage({ kind: 'state', state: 'connected' } satisfies RelayMessage);
    otherTab.postMessage({ kind: 'frame', frame: { messageType: 'NOTICE_RADIO', sendTime: 3 } } satisfies RelayMessage);
    await until(() => notices.length === 1);
    expect(getRadioState()).toBe('connected');
    expect(hasUnreadNotice()).toBe(true);
    expect(server.connections).toEqual([]);
    off();

    // The leader's tab closes: its mark goes, which the other tabs see as a storage event.
    window.localStorage.removeItem(FLAG);
    const gone = performance.now();
    window.dispatchEvent(new StorageEvent('storage', { key: FLAG, oldValue: '{}', newValue: null }));
    await until(() => server.connections.length === 1);
    const waited = performance.now() - gone;
    expect(waited).toBeGreaterThanOrEqual(490);
    expect(waited).toBeLessThan(1_500);
    await until(() => server.connections[0]?.received.length === 1);
    expect(JSON.parse(window.localStorage.getItem(FLAG) ?? '{}')).toMatchObject({ tab: expect.not.stringMatching(/^other-tab$/) });
  });
});
