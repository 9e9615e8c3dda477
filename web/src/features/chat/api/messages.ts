/**
 * Conversations and messages (shared/routes/chat-messages.ts): the list, a page of records, clearing unread, and
 * the cards sent over HTTP. Every call is silent: spec §8 says chat screens ignore non-200 codes (a 401 still ends
 * the session).
 */
import type { ChatType } from '../../../../../shared/realtime.js';
import { chatMessageRoute } from '../../../../../shared/routes/chat-messages.js';
import type { ChatMessage, Conversation, RecordPage, SentCard } from '../../../../../shared/schemas/chat-messages.js';
import { LIST_LIMITS } from '../../../../../shared/limits.js';
import useSWR from 'swr';
import { callRoute } from '../../../api/route-call.js';

const SILENT = { silent: true } as const;

/** A person's card sent into a conversation (the server builds it from their public profile). */
export const recommendPerson = (messageType: ChatType, joinUserId: string, recomendId: string, messageId: string): Promise<SentCard> =>
  callRoute(chatMessageRoute('chat.recommend'), { messageType, joinUserId, recomendId, messageId }, SILENT);

/** A goods card sent into a conversation (spec §3 "Goods card"; opened from a goods page with form=recommendGoods). */
export const recommendGoods = (
  messageType: ChatType,
  joinUserId: string,
  goods: { goodsId: string; name: string; goodsCategory?: string | undefined; goodsType?: number },
  messageId: string,
): Promise<SentCard> => callRoute(chatMessageRoute('chat.recommendGoods'), { messageType, joinUserId, goodsType: 1, ...goods, messageId }, SILENT);

export const CONVERSATIONS_KEY = 'chat:list';

export const listConversations = (searchName?: string): Promise<Conversation[]> => callRoute(chatMessageRoute('chat.list'), { searchName }, SILENT);

/** The conversations whose names match `searchName` (all of them for the empty search): `[CONVERSATIONS_KEY, searchName]`. */
export const useConversations = (searchName: string) =>
  useSWR([CONVERSATIONS_KEY, searchName] as const, ([, name]) => listConversations(name || undefined));

export interface RecordQuery {
  messageType: ChatType;
  joinUserId: string;
  current?: number;
  afterSeq?: number;
}

export const getRecord = (query: RecordQuery): Promise<RecordPage> =>
  callRoute(
    chatMessageRoute('chat.record'),
    {
      messageType: query.messageType,
      joinUserId: query.joinUserId,
      current: query.current ?? 1,
      size: LIST_LIMITS.recordPageSize,
      afterSeq: query.afterSeq,
    },
    SILENT,
  );

export const clearUnread = (messageType: ChatType, joinUserId: string): Promise<null> => callRoute(chatMessageRoute('chat.clearUnread'), { messageType, joinUserId }, SILENT);

/** The messages whose text contains `content` (the chat's search box). */
export const searchRecord = async (messageType: ChatType, joinUserId: string, content: string): Promise<ChatMessage[]> =>
  (await callRoute(chatMessageRoute('chat.record'), { messageType, joinUserId, content, current: 1, size: LIST_LIMITS.maxPageSize }, SILENT)).records;

/** A chat's search over its history: `[SEARCH_KEY, messageType, joinUserId, content]`. */
export const SEARCH_KEY = 'chat:search';

/** The messages of one chat containing `content`, read while there is something to look for. */
export const useRecordSearch = (messageType: ChatType, joinUserId: string, content: string | undefined) =>
  useSWR(content ? ([SEARCH_KEY, messageType, joinUserId, content] as const) : null, ([, type, id, text]) => searchRecord(type, id, text));

/** serviceToAdmin: where the person's service chat is (the service account to open it with) and its unread count. */
export const serviceEntry = (): Promise<{ joinUserId: string; messageType: 'SERVICE'; nickname: string; unreadMessage: number }> =>
  callRoute(chatMessageRoute('chat.serviceEntry'), {}, SILENT) as Promise<{ joinUserId: string; messageType: 'SERVICE'; nickname: string; unreadMessage: number }>;

/** One person's service chat on the desk's list (desk staff only). */
export interface ConsultRow {
  userId: string;
  nickname: string;
  headPortrait: string;
  unread: number;
  updateTime: number;
  messageContent: string;
  done: boolean;
}

export const CONSULTS_KEY = 'chat:consults';

/** consult/list: the people who wrote to the service desk, newest first (desk staff only). */
export const listConsults = async (): Promise<ConsultRow[]> =>
  ((await callRoute(chatMessageRoute('chat.consultList'), { current: 1, size: LIST_LIMITS.maxPageSize }, SILENT)) as { records: ConsultRow[] }).records;

export const useConsults = () => useSWR(CONSULTS_KEY, listConsults);

/** consult/done/{id}: desk staff mark a person's service chat done (it reopens when they write again). */
export const markConsultDone = (userId: string): Promise<null> => callRoute(chatMessageRoute('chat.consultDone'), { id: userId }, SILENT);
