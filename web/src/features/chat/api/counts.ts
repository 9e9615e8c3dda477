/**
 * The chat counts (spec §3 "Chat counts": all, message, friend, group) under one SWR key that starts with
 * COUNT_KEY_PREFIX, so the global socket refreshes it on open and at every BANG_RADIO (lib/count-keys.ts).
 * `all-count` answers them at once. Silent, as every chat call (spec §8).
 */
import useSWR from 'swr';
import { chatMessageRoute } from '../../../../../shared/routes/chat-messages.js';
import type { ChatCounts } from '../../../../../shared/schemas/chat-messages.js';
import { callRoute } from '../../../api/route-call.js';
import { COUNT_KEY_PREFIX } from '../../../lib/count-keys.js';

export const CHAT_COUNTS_KEY = `${COUNT_KEY_PREFIX}chat`;

export const getChatCounts = (): Promise<ChatCounts> => callRoute(chatMessageRoute('chat.allCount'), {}, { silent: true });

export const useChatCounts = (enabled = true) => useSWR<ChatCounts>(enabled ? CHAT_COUNTS_KEY : null, getChatCounts, { dedupingInterval: 1_000 });
