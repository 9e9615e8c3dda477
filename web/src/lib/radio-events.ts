/**
 * The pushes of the global socket (spec §4) as events any feature may listen to, without importing the socket:
 * the chat list refreshes a second after BANG_RADIO, later pages follow NOTICE_RADIO. Every tab emits the
 * frames it receives, its own socket's or those relayed from the tab that holds the socket.
 */
import type { PushType, RadioFrame } from '../../../shared/realtime.js';

export type RadioListener = (frame: RadioFrame) => void;

const listeners = new Map<PushType, Set<RadioListener>>();

/** Calls `listener` for every push of `type`; returns the unsubscribe function. */
export const onRadio = (type: PushType, listener: RadioListener): (() => void) => {
  const set = listeners.get(type) ?? new Set<RadioListener>();
  listeners.set(type, set);
  set.add(listener);
  return () => {
    set.delete(listener);
  };
};

/** Called by the socket's dispatcher once a push has been handled. A failing listener does not stop the others. */
export const emitRadio = (frame: RadioFrame & { messageType: PushType }): void => {
  for (const listener of [...(listeners.get(frame.messageType) ?? [])]) {
    try {
      listener(frame);
    } catch (error) {
      console.error('[radio] a listener failed', error);
    }
  }
};
