/**
 * The global socket itself (spec §4, §9), free of React and of tabs: the managed socket of `managed-socket.ts`
 * with the global socket's policy — HEARTBEAT on open and every 60 s, a socket whose server heartbeat is 120 s old
 * or that is not open replaced, reconnects after an error or a close at 2, 4, 8, 16, 30 s (at most 5 attempts; one
 * pending reconnect at a time). It stops for good when the session is gone (no token) or the server closed with a
 * code that says the token is refused. Its frames are validated by `frames.ts` (zod, shared/realtime.ts).
 */
import { parseFrame, type IncomingFrame } from './frames.js';
import { createManagedSocket, FINAL_CLOSE_CODES, SPEC_TIMINGS, type GiveUpReason, type OpenSocket, type SocketPolicy } from './managed-socket.js';
import type { RadioState } from './radio-state.js';

export { FINAL_CLOSE_CODES, openBrowserSocket, type GiveUpReason, type OpenSocket, type SocketEvents, type SocketHandle } from './managed-socket.js';

/** Spec §9 for the global socket: a stale tick only reconnects. */
export const RADIO_POLICY: SocketPolicy = { label: '[radio]', ...SPEC_TIMINGS, beatOnStaleTick: false, finalCloseCodes: FINAL_CLOSE_CODES };

export interface RadioSocketOptions {
  /** The address to connect to, or undefined once there is no session (the socket then stops). */
  url: () => string | undefined;
  onFrame: (frame: IncomingFrame) => void;
  /** Each time a socket opens (spec §4: counts refresh). */
  onOpen?: () => void;
  onState?: (state: RadioState) => void;
  onGiveUp?: (reason: GiveUpReason) => void;
  /** A connect failed before opening (managed-socket.ts): ask at once whether the session ended. */
  onConnectRefused?: () => void;
  open?: OpenSocket;
  now?: () => number;
}

export interface RadioSocket {
  /** Connects after `delayMs` (at once by default) with a fresh attempt count; a running socket is replaced. */
  start(delayMs?: number): void;
  stop(): void;
  state(): RadioState;
}

export const createRadioSocket = ({ onOpen, ...options }: RadioSocketOptions): RadioSocket => {
  const socket = createManagedSocket<IncomingFrame>({ ...options, policy: RADIO_POLICY, parse: parseFrame, onOpen: () => onOpen?.() });
  return { start: socket.start, stop: socket.stop, state: socket.state };
};
