/**
 * A tiny event channel from framework-free code (the HTTP helper, uploads) to the one toast and dialog host
 * rendered by the app providers, so that the helper never imports React.
 */
export type ToastIntent = 'success' | 'error' | 'warning' | 'info';

export interface ToastRequest {
  intent: ToastIntent;
  text: string;
  /** How long the toast stays, in milliseconds; the host's default when absent. */
  timeoutMs?: number;
}

export interface ModalAction {
  label: string;
  primary?: boolean;
  /** Runs after the modal closed. */
  run?: () => void;
}

export interface ModalRequest {
  title: string;
  text: string;
  actions: readonly ModalAction[];
  /** Runs however the modal was closed (an action, Escape, the close button), after the action's own `run`. */
  onClosed?: () => void;
}

export type Notice = ({ kind: 'toast' } & ToastRequest) | ({ kind: 'modal' } & ModalRequest);

type Listener = (notice: Notice) => void;

const listeners = new Set<Listener>();
// Notices raised before the host mounts (a call failing during start-up) wait for it instead of vanishing.
const pending: Notice[] = [];

// The host's code is loaded after first paint; a notice raised before that asks for it at once.
let requestHost: (() => void) | undefined;

const emit = (notice: Notice): void => {
  if (listeners.size === 0) {
    pending.push(notice);
    requestHost?.();
    return;
  }
  for (const listener of listeners) listener(notice);
};

/** The host (and tests) listen here; returns the unsubscribe function. */
export const subscribeNotices = (listener: Listener): (() => void) => {
  listeners.add(listener);
  for (const notice of pending.splice(0)) listener(notice);
  return () => {
    listeners.delete(listener);
  };
};

/** Registers how to load the host when a notice waits for it (at once if one already does). */
export const onNoticeWaiting = (load: () => void): (() => void) => {
  requestHost = load;
  if (pending.length > 0) load();
  return () => {
    if (requestHost === load) requestHost = undefined;
  };
};

export const toast = (request: ToastRequest): void => emit({ kind: 'toast', ...request });

export const modal = (request: ModalRequest): void => emit({ kind: 'modal', ...request });
