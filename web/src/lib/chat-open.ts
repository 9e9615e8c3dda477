/**
 * Asks the chat panel to open on a conversation, from anywhere in the SPA (the floating helper, the FAQ, the
 * footer) without importing the chat: the chat launcher listens and opens the panel there, or asks a visitor to log
 * in. Today's one target: the person's own service chat with 合作云客服.
 */
export type ChatTarget = 'service';

const EVENT = 'hezuo:open-chat';

export const openChat = (target: ChatTarget): void => {
  window.dispatchEvent(new CustomEvent<ChatTarget>(EVENT, { detail: target }));
};

/** Calls `listener` for every request to open the chat; returns the unsubscribe function. */
export const onOpenChat = (listener: (target: ChatTarget) => void): (() => void) => {
  const handle = (event: Event) => listener((event as CustomEvent<ChatTarget>).detail);
  window.addEventListener(EVENT, handle);
  return () => window.removeEventListener(EVENT, handle);
};
