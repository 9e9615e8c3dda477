/**
 * Asks the chat panel to open on a conversation, from anywhere in the SPA (the floating helper, the FAQ, the
 * footer) without importing the chat: the chat launcher listens and opens the panel there, or asks a visitor to log
 * in. The targets: the person's own service chat with 合作云客服, or the panel as the chat button opens it (消息 in
 * the phone's floating menu, where the chat button opens the menu instead).
 */
export type ChatTarget = 'service' | 'panel';

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
