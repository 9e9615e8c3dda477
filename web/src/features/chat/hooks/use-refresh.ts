/** Refreshing the panel's lists and counts after an action (every SWR key of the chat feature). */
import { useSWRConfig } from 'swr';
import { CHAT_COUNTS_KEY } from '../api/counts.js';

const isChatKey = (prefix: string) => (key: unknown): boolean => {
  const head: unknown = Array.isArray(key) ? key[0] : key;
  return typeof head === 'string' && head.startsWith(prefix);
};

export const useRefresh = () => {
  const { mutate } = useSWRConfig();
  return {
    counts: () => void mutate(CHAT_COUNTS_KEY),
    /** Every key whose (first) part starts with `prefix`, e.g. 'chat:list'. */
    keys: (prefix: string) => void mutate(isChatKey(prefix)),
  };
};
