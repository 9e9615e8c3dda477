/**
 * The global socket itself (spec §4, §9), free of React and of tabs: connects, sends HEARTBEAT on open and every
 * 60 s, replaces a socket whose server heartbeat is 120 s old or that is not open, and reconnects after an error
 * or a close (2, 4, 8, 16, 30 s; at most 5 attempts; one pending reconnect at a time). It stops for good when the
 * session is gone (no token) or the server closed with a code that says the token is refused.
 */
import { TIMING } from '../../../shared/limits.js';
import { reconnectDelayMs } from './backoff.js';
import { parseFrame, type IncomingFrame } from './frames.js';
import { HEARTBEAT_FRAME, heartbeatAction } from './heartbeat.js';
import type { RadioState } from './radio-state.js';

/** Closes after which reconnecting cannot help: policy violation, and the 4401 "unauthorized" of our gateway. */
export const FINAL_CLOSE_CODES: readonly number[] = [1008, 4401];

/** What a socket tells its owner. */
export interface SocketEvents {
  open(): void;
  message(data: unknown): void;
  close(code: number): void;
  error(): void;
}

export interface SocketHandle {
  send(data: string): void;
  close(code?: number): void;
  isOpen(): boolean;
}

export type OpenSocket = (url: string, events: SocketEvents) => SocketHandle;

/** The browser's WebSocket (also jsdom's, in tests). */
export const openBrowserSocket: OpenSocket = (url, events) => {
  const socket = new WebSocket(url);
  socket.onopen = () => events.open();
  socket.onmessage = (event: MessageEvent) => events.message(event.data);
  socket.onclose = (event: CloseEvent) => events.close(event.code);
  socket.onerror = () => events.error();
  return {
    send: (data) => socket.send(data),
    close: (code) => socket.close(code),
    isOpen: () => socket.readyState === WebSocket.OPEN,
  };
};

/** Why the socket stopped by itself: attempts used up, refused by the server, or the session is gone. */
export type GiveUpReason = 'attempts' | 'refused' | 'no-session';

export interface RadioSocketOptions {
  /** The address to connect to, or undefined once there is no session (the socket then stops). */
  url: () => string | undefined;
  onFrame: (frame: IncomingFrame) => void;
  /** Each time a socket opens (spec §4: counts refresh). */
  onOpen?: () => void;
  onState?: (state: RadioState) => void;
  onGiveUp?: (reason: GiveUpReason) => void;
  open?: OpenSocket;
  now?: () => number;
}

export interface RadioSocket {
  /** Connects after `delayMs` (at once by default) with a fresh attempt count; a running socket is replaced. */
  start(delayMs?: number): void;
  stop(): void;
  state(): RadioState;
}

export const createRadioSocket = (options: RadioSocketOptions): RadioSocket => {
  const open = options.open ?? openBrowserSocket;
  const now = options.now ?? (() => Date.now());
  let state: RadioState = 'disconnected';
  let running = false;
  let socket: SocketHandle | undefined;
  let attempts = 0;
  let lastServerBeatAt = 0;
  let connectTimer: ReturnType<typeof setTimeout> | undefined;
  let heartbeatTimer: ReturnType<typeof setInterval> | undefined;

  const setState = (next: RadioState) => {
    if (next === state) return;
    state = next;
    options.onState?.(next);
  };

  /** Forgets the current socket (its late events are ignored) and closes it. */
  const drop = () => {
    const old = socket;
    socket = undefined;
    if (heartbeatTimer !== undefined) clearInterval(heartbeatTimer);
    heartbeatTimer = undefined;
    try {
      old?.close(1000);
    } catch {
      // Already closing.
    }
  };

  const halt = () => {
    running = false;
    if (connectTimer !== undefined) clearTimeout(connectTimer);
    connectTimer = undefined;
    drop();
    setState('disconnected');
  };

  const giveUp = (reason: GiveUpReason) => {
    console.info('[radio] socket stopped:', reason);
    halt();
    options.onGiveUp?.(reason);
  };

  // Spec §9's lock: however many of error, close and heartbeat ask, one reconnect is pending at a time.
  const reconnect = () => {
    if (!running || connectTimer !== undefined) return;
    drop();
    if (options.url() === undefined) return giveUp('no-session');
    const delay = reconnectDelayMs(attempts + 1);
    if (delay === undefined) return giveUp('attempts');
    attempts += 1;
    setState('reconnecting');
    connectTimer = setTimeout(connect, delay);
  };

  const tick = () => {
    if (heartbeatAction({ now: now(), lastServerBeatAt, socketOpen: socket?.isOpen() ?? false }) === 'reconnect') {
      console.info('[radio] no server heartbeat or socket not open: reconnecting');
      reconnect();
      return;
    }
    socket?.send(HEARTBEAT_FRAME);
  };

  const connect = () => {
    connectTimer = undefined;
    if (!running) return;
    const url = options.url();
    if (url === undefined) return giveUp('no-session');
    if (state !== 'reconnecting') setState('connecting');
    let handle: SocketHandle | undefined;
    const mine = () => handle !== undefined && socket === handle;
    const events: SocketEvents = {
      open: () => {
        if (!mine() || !handle) return;
        attempts = 0;
        lastServerBeatAt = now();
        setState('connected');
        handle.send(HEARTBEAT_FRAME);
        heartbeatTimer = setInterval(tick, TIMING.heartbeatMs);
        options.onOpen?.();
      },
      message: (data) => {
        if (!mine()) return;
        const frame = parseFrame(data);
        if (!frame) return;
        if (frame.messageType === 'HEARTBEAT') lastServerBeatAt = now();
        options.onFrame(frame);
      },
      error: () => {
        if (!mine()) return;
        console.warn('[radio] socket error');
        reconnect();
      },
      close: (code) => {
        if (!mine()) return;
        if (FINAL_CLOSE_CODES.includes(code)) return giveUp('refused');
        reconnect();
      },
    };
    try {
      handle = open(url, events);
    } catch (error) {
      console.warn('[radio] could not open the socket', error);
      reconnect();
      return;
    }
    socket = handle;
  };

  return {
    start: (delayMs = 0) => {
      halt();
      running = true;
      attempts = 0;
      setState('connecting');
      if (delayMs > 0) connectTimer = setTimeout(connect, delayMs);
      else connect();
    },
    stop: halt,
    state: () => state,
  };
};
