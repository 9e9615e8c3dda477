/** Conversations and messages (shared/routes/chat-messages.ts): the list, a page of records, clearing unread. */
import type { ChatType } from '../../../../../shared/realtime.js';
import type { ChatMessage, Conversation, RecordPage } from '../../../../../shared/schemas/chat-messages.js';
import { LIST_LIMITS } from '../../../../../shared/limits.js';
import { asList, callChat, chatRoute, MESSAGE_BASE } from './chat-call.js';

const routes = {
  list: chatRoute('GET', `${MESSAGE_BASE}/list`),
  record: chatRoute('GET', `${MESSAGE_BASE}/record`),
  clearUnread: chatRoute('POST', `${MESSAGE_BASE}/clear-unread`),
  recommend: chatRoute('POST', `${MESSAGE_BASE}/recommend`),
  recommendGoods: chatRoute('POST', `${MESSAGE_BASE}/recommend-goods`),
};

/** A person's card sent into a conversation (the server builds it from their public profile). */
export const recommendPerson = (messageType: ChatType, joinUserId: string, recomendId: string, messageId: string) =>
  callChat<{ seq: number }>(routes.recommend, { messageType, joinUserId, recomendId, messageId });

/** A goods card sent into a conversation (spec §3 "Goods card"; opened from a goods page with form=recommendGoods). */
export const recommendGoods = (messageType: ChatType, joinUserId: string, goods: { goodsId: string; name: string; goodsCategory?: string | undefined }, messageId: string) =>
  callChat<{ seq: number }>(routes.recommendGoods, { messageType, joinUserId, goodsType: 1, ...goods, messageId });

export const CONVERSATIONS_KEY = 'chat:list';

export const listConversations = async (searchName?: string): Promise<Conversation[]> =>
  asList<Conversation>(await callChat<unknown>(routes.list, { searchName }));

export interface RecordQuery {
  messageType: ChatType;
  joinUserId: string;
  current?: number;
  afterSeq?: number;
}

export const getRecord = (query: RecordQuery): Promise<RecordPage> =>
  callChat<RecordPage>(routes.record, {
    messageType: query.messageType,
    joinUserId: query.joinUserId,
    current: query.current ?? 1,
    size: LIST_LIMITS.recordPageSize,
    afterSeq: query.afterSeq,
  });

export const clearUnread = (messageType: ChatType, joinUserId: string): Promise<null> => callChat<null>(routes.clearUnread, { messageType, joinUserId });

/** The messages whose text contains `content` (the chat's search box). */
export const searchRecord = async (messageType: ChatType, joinUserId: string, content: string): Promise<ChatMessage[]> =>
  (await callChat<RecordPage>(routes.record, { messageType, joinUserId, content, current: 1, size: LIST_LIMITS.maxPageSize })).records ?? [];
