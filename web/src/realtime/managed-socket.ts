/**
 * One reconnecting, heart-beating WebSocket (spec §4, §9), free of React and of tabs, used by the global socket
 * (`radio-socket.ts`) and by each open chat's socket (features/chat/socket/chat-socket.ts). It connects, sends
 * HEARTBEAT on open and at every heartbeat tick, replaces a socket whose last server heartbeat is stale or that is
 * not open, and reconnects after an error or a close along the policy's backoff, one pending reconnect at a time
 * (spec §9's lock); an open resets the attempt count. It stops for good when the session is gone (no address),
 * the attempts are used up, or the server closed with a code that says the token is refused. Each user of it
 * brings its own policy (timings, what a stale tick does) and its own frame parser (zod, shared/realtime.ts).
 */
import { TIMING } from '../../../shared/limits.js';
import { reconnectDelayMs, RECONNECT, type BackoffRule } from './backoff.js';
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

/** The browser's WebSocket (also jsdom's or `ws`'s, in tests). */
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

/** The states of spec §4 (the global socket's names; the chat socket maps `disconnected` to its `closed`). */
export type ManagedSocketState = RadioState;

/** Why the socket stopped by itself: attempts used up, refused by the server, or the session is gone. */
export type GiveUpReason = 'attempts' | 'refused' | 'no-session';

/** What differs between the sockets: each keeps the rules the spec gives it. */
export interface SocketPolicy {
  /** The prefix of its log lines, e.g. `[radio]`. */
  label: string;
  /** HEARTBEAT every this many ms while open (spec §9: 60 s). */
  heartbeatMs: number;
  /** A server heartbeat this old (or older) at a tick replaces the socket (spec §9: 120 s). */
  staleMs: number;
  backoff: BackoffRule;
  /**
   * The chat variant of spec §9: at a stale tick the recorded time is reset, the ping timer stopped, and that
   * tick's HEARTBEAT still sent (when the socket is open) before reconnecting. The global socket only reconnects.
   */
  beatOnStaleTick: boolean;
  finalCloseCodes: readonly number[];
}

/** The global socket's and the chat socket's common timings: shared/limits.ts TIMING, like the server's. */
export const SPEC_TIMINGS = { heartbeatMs: TIMING.heartbeatMs, staleMs: TIMING.heartbeatStaleMs, backoff: RECONNECT } as const;

export interface ManagedSocketOptions<F extends { messageType: string }> {
  policy: SocketPolicy;
  /** The address to connect to, or undefined once there is no session (the socket then stops). */
  url: () => string | undefined;
  /** A message's frame, or undefined (the parser logged why) when it is not a valid one: it is dropped. */
  parse: (data: unknown) => F | undefined;
  onFrame: (frame: F) => void;
  /** Each time a socket opens; `again` is false for the first open after `start`, true after a reconnect. */
  onOpen?: (again: boolean) => void;
  onState?: (state: ManagedSocketState) => void;
  onGiveUp?: (reason: GiveUpReason) => void;
  /**
   * A connect that failed before the socket opened (a refused upgrade — the gateway answers an ended session's token
   * with 401, which a browser cannot read — or no network), once per run of failures: the holder asks whether the
   * session is still there at once, instead of after the backoff's attempts (docs/SECURITY.md "Sessions and sockets").
   */
  onConnectRefused?: () => void;
  open?: OpenSocket;
  now?: () => number;
}

export interface ManagedSocket {
  /** Connects after `delayMs` (at once by default) with a fresh attempt count; a running socket is replaced. */
  start(delayMs?: number): void;
  stop(): void;
  state(): ManagedSocketState;
  /** Sends a text frame; false when no socket is open (nothing was sent). */
  send(data: string): boolean;
  isOpen(): boolean;
}

export const createManagedSocket = <F extends { messageType: string }>(options: ManagedSocketOptions<F>): ManagedSocket => {
  const { policy } = options;
  const open = options.open ?? openBrowserSocket;
  const now = options.now ?? (() => Date.now());
  let state: ManagedSocketState = 'disconnected';
  let running = false;
  let socket: SocketHandle | undefined;
  let attempts = 0;
  /** Whether onConnectRefused was called since the last open (or the start). */
  let refusedToldSinceOpen = false;
  let opens = 0;
  let lastServerBeatAt = 0;
  let connectTimer: ReturnType<typeof setTimeout> | undefined;
  let heartbeatTimer: ReturnType<typeof setInterval> | undefined;

  const setState = (next: ManagedSocketState) => {
    if (next === state) return;
    state = next;
    options.onState?.(next);
  };

  const stopHeartbeat = () => {
    if (heartbeatTimer !== undefined) clearInterval(heartbeatTimer);
    heartbeatTimer = undefined;
  };

  /** Forgets the current socket (its late events are ignored) and closes it. */
  const drop = () => {
    const old = socket;
    socket = undefined;
    stopHeartbeat();
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
    console.info(`${policy.label} socket stopped:`, reason);
    halt();
    options.onGiveUp?.(reason);
  };

  // Spec §9's lock: however many of error, close and heartbeat ask, one reconnect is pending at a time.
  const reconnect = () => {
    if (!running || connectTimer !== undefined) return;
    drop();
    if (options.url() === undefined) return giveUp('no-session');
    const delay = reconnectDelayMs(attempts + 1, policy.backoff);
    if (delay === undefined) return giveUp('attempts');
    attempts += 1;
    setState('reconnecting');
    connectTimer = setTimeout(connect, delay);
  };

  const tick = () => {
    const socketOpen = socket?.isOpen() ?? false;
    if (heartbeatAction({ now: now(), lastServerBeatAt, socketOpen }, policy.staleMs) === 'reconnect') {
      console.info(`${policy.label} no server heartbeat or socket not open: reconnecting`);
      if (policy.beatOnStaleTick) {
        lastServerBeatAt = now();
        stopHeartbeat();
        if (socketOpen) socket?.send(HEARTBEAT_FRAME);
      }
      reconnect();
      return;
    }
    socket?.send(HEARTBEAT_FRAME);
  };

  function connect() {
    connectTimer = undefined;
    if (!running) return;
    const url = options.url();
    if (url === undefined) return giveUp('no-session');
    if (state !== 'reconnecting') setState('connecting');
    let handle: SocketHandle | undefined;
    let opened = false;
    const mine = () => handle !== undefined && socket === handle;
    // A socket that fails before it opened: told once per run of failures (an open starts a new run).
    const failedBeforeOpen = () => {
      if (opened || refusedToldSinceOpen) return;
      refusedToldSinceOpen = true;
      options.onConnectRefused?.();
    };
    const events: SocketEvents = {
      open: () => {
        if (!mine() || !handle) return;
        opened = true;
        refusedToldSinceOpen = false;
        attempts = 0;
        lastServerBeatAt = now();
        setState('connected');
        handle.send(HEARTBEAT_FRAME);
        stopHeartbeat();
        heartbeatTimer = setInterval(tick, policy.heartbeatMs);
        opens += 1;
        options.onOpen?.(opens > 1);
      },
      message: (data) => {
        if (!mine()) return;
        const frame = options.parse(data);
        if (!frame) return;
        if (frame.messageType === 'HEARTBEAT') lastServerBeatAt = now();
        try {
          options.onFrame(frame);
        } catch (error) {
          // A handler's fault never takes the socket down.
          console.warn(`${policy.label} a frame handler failed`, error);
        }
      },
      error: () => {
        if (!mine()) return;
        console.warn(`${policy.label} socket error`);
        failedBeforeOpen();
        reconnect();
      },
      close: (code) => {
        if (!mine()) return;
        if (policy.finalCloseCodes.includes(code)) return giveUp('refused');
        failedBeforeOpen();
        reconnect();
      },
    };
    try {
      handle = open(url, events);
    } catch (error) {
      console.warn(`${policy.label} could not open the socket`, error);
      reconnect();
      return;
    }
    socket = handle;
  }

  return {
    start: (delayMs = 0) => {
      halt();
      running = true;
      attempts = 0;
      refusedToldSinceOpen = false;
      opens = 0;
      setState('connecting');
      if (delayMs > 0) connectTimer = setTimeout(connect, delayMs);
      else connect();
    },
    stop: halt,
    state: () => state,
    send: (data) => {
      if (!socket?.isOpen()) return false;
      try {
        socket.send(data);
        return true;
      } catch {
        return false;
      }
    },
    isOpen: () => socket?.isOpen() ?? false,
  };
};
