/**
 * Asks the chat panel to open on a conversation, from anywhere in the SPA (the floating helper, the FAQ, the
 * footer, a goods' detail) without importing the chat: the chat launcher listens and opens the panel there, or asks a
 * visitor to log in. The targets: the person's own service chat with 合作云客服, the panel as the chat button opens it
 * (消息 in the phone's floating menu, where the chat button opens the menu instead), or a conversation with someone.
 */
export type ChatTarget = 'service' | 'panel' | ChatWith;

/**
 * A personal conversation with someone, opened from a page (联系卖家 on a goods' detail): the panel opens on it and,
 * with `goods`, sends that goods card about a second later (spec §2.5 form=recommendGoods); with `note`, that text
 * after it (报价's note, once its goods card was sent).
 */
export interface ChatWith {
  joinUserId: string;
  title: string;
  goods?: { goodsId: string; goodsName: string; goodsCategory: string; goodsType: number };
  note?: string;
}

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
