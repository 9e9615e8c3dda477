/**
 * The chat counts (spec §3 "Chat counts": all, message, friend, group) under one SWR key that starts with
 * COUNT_KEY_PREFIX, so the global socket refreshes it on open and at every BANG_RADIO (lib/count-keys.ts).
 * `all-count` answers them at once; until the route table has it they are summed from record-count, the
 * new-friend count and group-count.
 */
import useSWR from 'swr';
import type { ChatCounts } from '../../../../../shared/schemas/chat-messages.js';
import { COUNT_KEY_PREFIX } from '../../../lib/count-keys.js';
import { callChat, chatRoute, MESSAGE_BASE } from './chat-call.js';

const routes = {
  all: chatRoute('GET', `${MESSAGE_BASE}/all-count`),
  record: chatRoute('GET', `${MESSAGE_BASE}/record-count`),
  friend: chatRoute('GET', `${MESSAGE_BASE}/count`),
  group: chatRoute('GET', `${MESSAGE_BASE}/group-count`),
};

export const CHAT_COUNTS_KEY = `${COUNT_KEY_PREFIX}chat`;

const number = (value: unknown): number => {
  if (typeof value === 'number') return value;
  if (value && typeof value === 'object') {
    const { count, total } = value as { count?: unknown; total?: unknown };
    return typeof count === 'number' ? count : typeof total === 'number' ? total : 0;
  }
  return Number(value) || 0;
};

const orZero = (call: Promise<unknown>): Promise<number> => call.then(number, () => 0);

export const getChatCounts = async (): Promise<ChatCounts> => {
  if (routes.all.declared) {
    const all = await callChat<Partial<ChatCounts>>(routes.all);
    const counts = { message: all.message ?? 0, friend: all.friend ?? 0, group: all.group ?? 0 };
    return { ...counts, all: all.all ?? counts.message + counts.friend + counts.group };
  }
  const [message, friend, group] = await Promise.all([
    orZero(callChat(routes.record)),
    routes.friend.declared ? orZero(callChat(routes.friend)) : 0,
    routes.group.declared ? orZero(callChat(routes.group)) : 0,
  ]);
  return { all: message + friend + group, message, friend, group };
};

export const useChatCounts = (enabled = true) => useSWR<ChatCounts>(enabled ? CHAT_COUNTS_KEY : null, getChatCounts, { dedupingInterval: 1_000 });
