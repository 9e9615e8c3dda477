/**
 * The socket of one open chat (spec §4, §9; CONTRACT.md "Realtime"), free of React: HEARTBEAT on open and every
 * 60 s; at a tick whose last server heartbeat is 120 s old, or whose socket is not open, the chat variant of
 * spec §9 resets the recorded time, stops the ping timer, still sends that tick and reconnects. Error or close
 * reconnects after 2, 4, 8, 16, 30 s (at most 5 attempts, one pending at a time); an open resets the count.
 */
import { TIMING } from '../../../../../shared/limits.js';
import { reconnectDelayMs } from '../../../realtime/backoff.js';
import { HEARTBEAT_FRAME, heartbeatAction } from '../../../realtime/heartbeat.js';

/** Closes after which reconnecting cannot help (the gateway's refusals of a token). */
const FINAL_CLOSE_CODES: readonly number[] = [1008, 4401];

export type ChatSocketState = 'connecting' | 'connected' | 'reconnecting' | 'closed';

/** A frame from the server: an object with a string messageType. */
export type ChatIncoming = { messageType: string } & Record<string, unknown>;

export interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(code?: number): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

export interface ChatSocketOptions {
  /** The address, or undefined once there is no session (the socket then stops). */
  url: () => string | undefined;
  onFrame: (frame: ChatIncoming) => void;
  /** Each open; `again` is false for the first one (records load), true after a reconnect (catch-up). */
  onOpen?: (again: boolean) => void;
  onState?: (state: ChatSocketState) => void;
  createSocket?: (url: string) => SocketLike;
  now?: () => number;
}

export interface ChatSocket {
  start(): void;
  stop(): void;
  /** Sends a JSON frame; false when the socket is not open. */
  send(frame: object): boolean;
  isOpen(): boolean;
}

const OPEN = 1;

export const parseChatFrame = (data: unknown): ChatIncoming | undefined => {
  if (typeof data !== 'string') return undefined;
  try {
    const value: unknown = JSON.parse(data);
    if (value && typeof value === 'object' && typeof (value as { messageType?: unknown }).messageType === 'string') return value as ChatIncoming;
  } catch {
    // Logged below.
  }
  console.warn('[chat] ignored a frame', data.slice(0, 200));
  return undefined;
};

export const createChatSocket = (options: ChatSocketOptions): ChatSocket => {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url) as SocketLike);
  const now = options.now ?? (() => Date.now());
  let running = false;
  let socket: SocketLike | undefined;
  let attempts = 0;
  let opens = 0;
  let lastServerBeatAt = 0;
  let connectTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;

  const setState = (state: ChatSocketState) => options.onState?.(state);

  const stopPing = () => {
    if (pingTimer !== undefined) clearInterval(pingTimer);
    pingTimer = undefined;
  };

  const drop = () => {
    const old = socket;
    socket = undefined;
    stopPing();
    if (old) {
      old.onopen = old.onmessage = old.onclose = old.onerror = null;
      try {
        old.close(1000);
      } catch {
        // Already closing.
      }
    }
  };

  const halt = () => {
    running = false;
    if (connectTimer !== undefined) clearTimeout(connectTimer);
    connectTimer = undefined;
    drop();
    setState('closed');
  };

  const reconnect = () => {
    if (!running || connectTimer !== undefined) return;
    drop();
    const delay = options.url() === undefined ? undefined : reconnectDelayMs(attempts + 1);
    if (delay === undefined) {
      console.info('[chat] socket stopped');
      halt();
      return;
    }
    attempts += 1;
    setState('reconnecting');
    connectTimer = setTimeout(connect, delay);
  };

  const tick = () => {
    const open = socket?.readyState === OPEN;
    if (heartbeatAction({ now: now(), lastServerBeatAt, socketOpen: open }) === 'reconnect') {
      // Spec §9 in chat: reset the recorded time, stop the ping timer, still send this tick, then reconnect.
      lastServerBeatAt = now();
      stopPing();
      if (open) socket?.send(HEARTBEAT_FRAME);
      reconnect();
      return;
    }
    socket?.send(HEARTBEAT_FRAME);
  };

  function connect() {
    connectTimer = undefined;
    if (!running) return;
    const url = options.url();
    if (url === undefined) return halt();
    let handle: SocketLike;
    try {
      handle = createSocket(url);
    } catch (error) {
      console.warn('[chat] could not open the socket', error);
      reconnect();
      return;
    }
    socket = handle;
    handle.onopen = () => {
      attempts = 0;
      lastServerBeatAt = now();
      setState('connected');
      handle.send(HEARTBEAT_FRAME);
      stopPing();
      pingTimer = setInterval(tick, TIMING.heartbeatMs);
      opens += 1;
      options.onOpen?.(opens > 1);
    };
    handle.onmessage = (event) => {
      const frame = parseChatFrame(event.data);
      if (!frame) return;
      if (frame.messageType === 'HEARTBEAT') lastServerBeatAt = now();
      options.onFrame(frame);
    };
    handle.onerror = () => reconnect();
    handle.onclose = (event) => {
      if (FINAL_CLOSE_CODES.includes(event.code)) return halt();
      reconnect();
    };
  }

  return {
    start: () => {
      halt();
      running = true;
      attempts = 0;
      opens = 0;
      setState('connecting');
      connect();
    },
    stop: halt,
    send: (frame) => {
      if (socket?.readyState !== OPEN) return false;
      socket.send(JSON.stringify(frame));
      return true;
    },
    isOpen: () => socket?.readyState === OPEN,
  };
};
