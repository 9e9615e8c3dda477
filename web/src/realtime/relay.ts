/**
 * What the tab holding the socket tells the other tabs of the browser, on BroadcastChannel('hezuo-radio'):
 * every frame it receives, and its socket's state; a tab that starts asks for the state. Without
 * BroadcastChannel the relay is silent and each tab only knows its own socket.
 */
import { radioFrameSchema } from '../../../shared/realtime.js';
import type { IncomingFrame } from './frames.js';
import { RADIO_STATES, type RadioState } from './radio-state.js';

export const RADIO_CHANNEL = 'hezuo-radio';

export type RelayMessage =
  | { kind: 'frame'; frame: IncomingFrame }
  | { kind: 'state'; state: RadioState }
  | { kind: 'state-request' };

export interface RelayHandlers {
  frame(frame: IncomingFrame): void;
  state(state: RadioState): void;
  stateRequest(): void;
}

export interface Relay {
  post(message: RelayMessage): void;
  close(): void;
}

const isRelayMessage = (value: unknown): value is RelayMessage => {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  if (message.kind === 'state-request') return true;
  if (message.kind === 'state') return (RADIO_STATES as readonly unknown[]).includes(message.state);
  // Relayed frames are checked like the socket's own (another tab may run an older or newer build).
  return message.kind === 'frame' && radioFrameSchema.safeParse(message.frame).success;
};

export const openRelay = (handlers: RelayHandlers): Relay => {
  if (typeof BroadcastChannel !== 'function') return { post: () => undefined, close: () => undefined };
  const channel = new BroadcastChannel(RADIO_CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    const message: unknown = event.data;
    if (!isRelayMessage(message)) return;
    if (message.kind === 'frame') handlers.frame(message.frame);
    else if (message.kind === 'state') handlers.state(message.state);
    else handlers.stateRequest();
  };
  let open = true;
  return {
    post: (message) => {
      if (open) channel.postMessage(message);
    },
    close: () => {
      open = false;
      channel.close();
    },
  };
};
