/** Tells the other tabs of this browser that the session ended (spec §4 "Session": logout tells other tabs). */
export const SESSION_CHANNEL = 'hezuo-session';

export type SessionMessage = { type: 'session-ended'; reason: 'expired' | 'logout' };

let channel: BroadcastChannel | null | undefined;

// Created on first use: a channel keeps a listener alive, and most pages never need one.
const sessionChannel = (): BroadcastChannel | null => {
  if (channel === undefined) channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_CHANNEL) : null;
  return channel;
};

export const announceSessionEnded = (reason: SessionMessage['reason']): void => {
  sessionChannel()?.postMessage({ type: 'session-ended', reason } satisfies SessionMessage);
};

/** Calls `listener` when another tab ends the session; returns the unsubscribe function. */
export const onSessionEnded = (listener: (message: SessionMessage) => void): (() => void) => {
  const target = sessionChannel();
  if (!target) return () => undefined;
  const handle = (event: MessageEvent<SessionMessage>) => {
    if (event.data?.type === 'session-ended') listener(event.data);
  };
  target.addEventListener('message', handle);
  return () => target.removeEventListener('message', handle);
};
