/**
 * Tells the other tabs of this browser that the session ended (spec §4 "Session": logout tells other tabs) or
 * that a new one started (the token cookie is shared, so their user info must follow the new login).
 */
export const SESSION_CHANNEL = 'hezuo-session';

/**
 * Why a session ended: `expired` (a 401, or the server's SERVER_LOGIN_EXPIRED / PROGRAM_UPDATE push), `logout`,
 * `kicked` (KICK_USER_OFFLINE: the account logged in on another device), `disabled` (DISABLE_ACCOUNT).
 */
export type SessionEndReason = 'expired' | 'logout' | 'kicked' | 'disabled';

export type SessionMessage = { type: 'session-ended'; reason: SessionEndReason } | { type: 'session-started' };

let channel: BroadcastChannel | null | undefined;

// Created on first use: a channel keeps a listener alive, and most pages never need one.
const sessionChannel = (): BroadcastChannel | null => {
  if (channel === undefined) channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_CHANNEL) : null;
  return channel;
};

export const announceSessionEnded = (reason: SessionEndReason): void => {
  sessionChannel()?.postMessage({ type: 'session-ended', reason } satisfies SessionMessage);
};

export const announceSessionStarted = (): void => {
  sessionChannel()?.postMessage({ type: 'session-started' } satisfies SessionMessage);
};

const listen = <K extends SessionMessage['type']>(type: K, listener: (message: Extract<SessionMessage, { type: K }>) => void): (() => void) => {
  const target = sessionChannel();
  if (!target) return () => undefined;
  const handle = (event: MessageEvent<SessionMessage>) => {
    if (event.data?.type === type) listener(event.data as Extract<SessionMessage, { type: K }>);
  };
  target.addEventListener('message', handle);
  return () => target.removeEventListener('message', handle);
};

/** Calls `listener` when another tab ends the session; returns the unsubscribe function. */
export const onSessionEnded = (listener: (message: Extract<SessionMessage, { type: 'session-ended' }>) => void): (() => void) =>
  listen('session-ended', listener);

/** Calls `listener` when another tab logs in; returns the unsubscribe function. */
export const onSessionStarted = (listener: () => void): (() => void) => listen('session-started', () => listener());
