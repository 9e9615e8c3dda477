/**
 * Whether a notice arrived that the person has not looked at (NOTICE_RADIO, NEED_RADIO of spec §4): the header's
 * 通知 entry shows a dot while it is set (spec §2.3) and clears it when opened. Kept per tab, in memory: the
 * notice count from the API takes over with the notices page.
 */
let unread = false;
const listeners = new Set<() => void>();

const set = (value: boolean): void => {
  if (unread === value) return;
  unread = value;
  for (const listener of [...listeners]) listener();
};

export const hasUnreadNotice = (): boolean => unread;

export const markNoticeUnread = (): void => set(true);

export const clearNoticeUnread = (): void => set(false);

/** For `useSyncExternalStore`. */
export const subscribeNoticeUnread = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
