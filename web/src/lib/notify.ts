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
  /**
   * Stays open when the page changes. A modal belongs to the page it was raised on (a refused input, a question about
   * it) and closes when the person goes elsewhere, without running anything; a notice that goes with a navigation (a
   * session the server ended, on the way to the login page) stays.
   */
  acrossPages?: boolean;
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

const pageLeftListeners = new Set<() => void>();

/** The host listens here for the page changing; returns the unsubscribe function. */
export const onPageLeft = (listener: () => void): (() => void) => {
  pageLeftListeners.add(listener);
  return () => {
    pageLeftListeners.delete(listener);
  };
};

/** The page changed (the app layout calls it): its modals close, those waiting for the host too; toasts stay. */
export const leavePage = (): void => {
  const kept = pending.filter((notice) => notice.kind === 'toast' || notice.acrossPages);
  pending.splice(0, pending.length, ...kept);
  for (const listener of pageLeftListeners) listener();
};

export const toast = (request: ToastRequest): void => emit({ kind: 'toast', ...request });

export const modal = (request: ModalRequest): void => emit({ kind: 'modal', ...request });
