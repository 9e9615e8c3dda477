/**
 * The global socket's client against a real WebSocket server in this process (spec §4, §9): HEARTBEAT on open and
 * every 60 s, reconnects at 2, 4, 8, 16, 30 s with one pending at a time, the attempt count reset on open, a
 * stale server heartbeat replacing the socket, and no loop once the server refuses the token or it is gone.
 * `ws`'s WebSocket stands in for the browser's (same event-handler API); fake timers only where time must pass.
 */
import { WebSocket as WsWebSocket } from 'ws';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRadioSocket, openBrowserSocket, type GiveUpReason, type OpenSocket, type RadioSocket } from '../../../web/src/realtime/radio-socket.js';
import type { IncomingFrame } from '../../../web/src/realtime/frames.js';
import type { RadioState } from '../../../web/src/realtime/radio-state.js';
import { startRadioServer, until, type RadioServer } from './realtime-server.js';

const HEARTBEAT = '{"messageType":"HEARTBEAT"}';
const FAKE: Parameters<typeof vi.useFakeTimers>[0] = { toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] };

let server: RadioServer;
let client: RadioSocket | undefined;

interface Recorder {
  states: RadioState[];
  frames: IncomingFrame[];
  opens: number;
  failures: number;
  gaveUp: GiveUpReason[];
  connects: number;
  refused: number;
}

/** A client whose every socket, state, frame and failure is recorded; `url()` answers `address()`. */
const startClient = (address: () => string | undefined = () => `${server.url}?token=t-1&channel=radio`) => {
  const record: Recorder = { states: [], frames: [], opens: 0, failures: 0, gaveUp: [], connects: 0, refused: 0 };
  const open: OpenSocket = (url, events) => {
    record.connects += 1;
    return openBrowserSocket(url, { ...events, error: () => (record.failures += 1, events.error()) });
  };
  client = createRadioSocket({
    url: address,
    open,
    onFrame: (frame) => record.frames.push(frame),
    onOpen: () => (record.opens += 1),
    onState: (state) => record.states.push(state),
    onGiveUp: (reason) => record.gaveUp.push(reason),
    onConnectRefused: () => (record.refused += 1),
  });
  client.start();
  return record;
};

beforeEach(async () => {
  vi.stubGlobal('WebSocket', WsWebSocket);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  server = await startRadioServer();
});

afterEach(async () => {
  client?.stop();
  client = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await server.close();
});

describe('opening', () => {
  it('connects to the address it is given, sends HEARTBEAT on open and is connected', async () => {
    const record = startClient();
    await until(() => server.connections[0]?.received.length === 1);
    const [connection] = server.connections;
    expect(connection?.query.get('token')).toBe('t-1');
    expect(connection?.query.get('channel')).toBe('radio');
    expect(connection?.received).toEqual([HEARTBEAT]);
    await until(() => record.frames.length === 1);
    expect(record.frames[0]?.messageType).toBe('HEARTBEAT');
    expect(record.states).toEqual(['connecting', 'connected']);
    expect(record.opens).toBe(1);
    expect(client?.state()).toBe('connected');
  });

  it('hands pushed frames on, and drops what is not a valid frame', async () => {
    const record = startClient();
    await until(() => server.connections.length === 1 && record.opens === 1);
    server.connections[0]?.socket.send('not json');
    server.connections[0]?.push({ messageType: 'BANG_RADIO', sendTime: 'soon' });
    server.connections[0]?.push({ messageType: 'BANG_RADIO', sendTime: 7, joinUserIds: ['u2'] });
    // The server's answer to the HEARTBEAT sent on open may come before or after the push: wait for both, in
    // whatever order they arrive, and look at the pushes alone.
    await until(() => record.frames.some((frame) => frame.messageType === 'BANG_RADIO') && record.frames.some((frame) => frame.messageType === 'HEARTBEAT'));
    const pushed = record.frames.filter((frame) => frame.messageType !== 'HEARTBEAT');
    expect(pushed).toEqual([{ messageType: 'BANG_RADIO', sendTime: 7, joinUserIds: ['u2'] }]);
    // The text that is not JSON and the frame whose sendTime is not a number were dropped, each with a warning.
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('not JSON'), 'not json');
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('invalid frame'), expect.stringContaining('sendTime'), expect.any(String));
  });

  it('closes its socket and stays disconnected when stopped', async () => {
    const record = startClient();
    await until(() => record.opens === 1);
    client?.stop();
    await until(() => server.connections[0]?.closed === true);
    expect(client?.state()).toBe('disconnected');
    expect(server.connections).toHaveLength(1);
  });
});

describe('reconnecting', () => {
  it('reconnects 2 s after the server closes the socket, and again after 2 s once it had opened', async () => {
    vi.useFakeTimers(FAKE);
    const record = startClient();
    await until(() => record.opens === 1);
    server.connections[0]?.socket.close(1001, 'Going away');
    await until(() => record.states.at(-1) === 'reconnecting');
    await vi.advanceTimersByTimeAsync(1_999);
    expect(server.connections).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => record.opens === 2);
    // The client has sent its HEARTBEAT; the server reads it when it reads it.
    await until(() => server.connections[1]?.received.length === 1);
    expect(server.connections[1]?.received).toEqual([HEARTBEAT]);

    // The open reset the attempt count: the next loss waits 2 s again, not 4.
    server.connections[1]?.socket.close(1001, 'Going away');
    await until(() => record.states.at(-1) === 'reconnecting');
    await vi.advanceTimersByTimeAsync(2_000);
    await until(() => record.opens === 3);
    expect(record.states).toEqual(['connecting', 'connected', 'reconnecting', 'connected', 'reconnecting', 'connected']);
  });

  it('tries 5 times at 2, 4, 8, 16 and 30 s when nothing answers, then stops disconnected', async () => {
    vi.useFakeTimers(FAKE);
    // A port nobody listens on: every attempt fails at once, as a refused upgrade does.
    const record = startClient(() => 'ws://127.0.0.1:1/ws?token=t-1&channel=radio');
    await until(() => record.failures === 1);
    for (const [attempt, delay] of [2_000, 4_000, 8_000, 16_000, 30_000].entries()) {
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(record.connects).toBe(attempt + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(record.connects).toBe(attempt + 2);
      await until(() => record.failures === attempt + 2);
    }
    expect(record.gaveUp).toEqual(['attempts']);
    expect(client?.state()).toBe('disconnected');
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(record.connects).toBe(6);
    expect(record.states).toEqual(['connecting', 'reconnecting', 'disconnected']);
  });

  it('asks about the session as soon as a connect is refused, once per run of failures, not after the backoff', async () => {
    vi.useFakeTimers(FAKE);
    // A refused upgrade (an ended session's token) fails before the socket opens, as a port nobody listens on does.
    const record = startClient(() => 'ws://127.0.0.1:1/ws?token=t-1&channel=radio');
    await until(() => record.failures === 1);
    expect(record.refused).toBe(1);
    expect(record.connects).toBe(1);
    await vi.advanceTimersByTimeAsync(2_000);
    await until(() => record.failures === 2);
    expect(record.refused).toBe(1);
  });

  it('does not ask about the session when an open socket is lost', async () => {
    vi.useFakeTimers(FAKE);
    const record = startClient();
    await until(() => record.opens === 1);
    server.connections[0]?.socket.close(1001, 'Going away');
    await until(() => record.states.at(-1) === 'reconnecting');
    await vi.advanceTimersByTimeAsync(2_000);
    await until(() => record.opens === 2);
    expect(record.refused).toBe(0);
  });

  it.each([4401, 1008])('does not reconnect after the server closes with %i', async (code) => {
    vi.useFakeTimers(FAKE);
    const record = startClient();
    await until(() => record.opens === 1);
    server.connections[0]?.socket.close(code, 'refused');
    await until(() => record.gaveUp.length === 1);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(record.gaveUp).toEqual(['refused']);
    expect(server.connections).toHaveLength(1);
    expect(client?.state()).toBe('disconnected');
  });

  it('does not reconnect once the token is gone', async () => {
    vi.useFakeTimers(FAKE);
    let token: string | undefined = 't-1';
    const record = startClient(() => (token ? `${server.url}?token=${token}&channel=radio` : undefined));
    await until(() => record.opens === 1);
    token = undefined;
    server.connections[0]?.socket.close(1000);
    await until(() => record.gaveUp.length === 1);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(record.gaveUp).toEqual(['no-session']);
    expect(server.connections).toHaveLength(1);
  });
});

describe('the heartbeat', () => {
  it('sends HEARTBEAT every 60 s while the server answers, and replaces the socket once its answer is 120 s old', async () => {
    vi.useFakeTimers(FAKE);
    const record = startClient();
    await until(() => record.frames.length === 1);
    const first = server.connections[0]!;
    for (let tick = 1; tick <= 3; tick += 1) {
      await vi.advanceTimersByTimeAsync(60_000);
      await until(() => record.frames.length === tick + 1);
    }
    expect(first.received).toEqual([HEARTBEAT, HEARTBEAT, HEARTBEAT, HEARTBEAT]);
    expect(server.connections).toHaveLength(1);

    // The server falls silent: at 60 s the last answer is 60 s old (send), at 120 s it is stale (reconnect).
    server.answerHeartbeats = false;
    await vi.advanceTimersByTimeAsync(60_000);
    await until(() => first.received.length === 5);
    await vi.advanceTimersByTimeAsync(60_000);
    await until(() => first.closed);
    expect(first.received).toHaveLength(5);
    expect(client?.state()).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(2_000);
    await until(() => server.connections[1]?.received.length === 1);
    expect(record.opens).toBe(2);
  });
});
