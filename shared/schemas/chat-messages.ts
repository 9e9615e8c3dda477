/**
 * Conversations and messages of the messenger (spec §3 "Conversation item", "Chat message", "Content types";
 * §5 chat rules; docs/conventions.md "Realtime"): the chat socket's frames, the record and list calls, and the shapes
 * they answer.
 */
import type { z } from 'zod';
import { LIST_LIMITS, TEXT_LIMITS } from '../limits.js';
import { CHAT_TYPES, type ChatType } from '../realtime.js';
import { id, input, num, oneOf, pageInput, text } from '../validation/zod.js';

export const CONTENT_TYPES = [
  'TEXT',
  'EMOJI',
  'IMG',
  'FILE',
  'LINK',
  'RECOMMEND_USER',
  'RECOMMEND_PROJECT',
  'RECOMMEND_GOODS',
  'INVITE_FRIENDS_JOIN_TEAM',
  'INVITE_FRIENDS_RECOVER_TEAM',
  /** A company's invitation to its staff (not in spec §3: staff join only by accepting, CONTRACT "Identity"). */
  'INVITE_JOIN_COMPANY',
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/**
 * What a person may send on the chat socket: what they type or upload. Every other type is a card the server builds
 * through its HTTP route (recommend, recommend-project, recommend-goods; user-team/invite and company/add-staff for
 * the invitations), never one a client writes: a frame of such a type is refused (docs/SECURITY.md "Chat socket").
 */
export const SOCKET_CONTENT_TYPES = ['TEXT', 'EMOJI', 'IMG', 'FILE', 'LINK'] as const satisfies readonly ContentType[];
const isSocketContentType = (type: ContentType): boolean => (SOCKET_CONTENT_TYPES as readonly ContentType[]).includes(type);

/** Spec §5: a link is valid only for these schemes. */
export const LINK_PATTERN = /^(https?:\/\/\S+|mailto:\S+|tel:[\d+\-() ]+)$/i;
const HTTP_URL = /^https?:\/\/\S+$/;

export const CHAT_MESSAGES = {
  blank: '不能发送空白消息',
  tooLong: `消息不能超过${TEXT_LIMITS.chat}个字符`,
  link: '链接须以 http、https、mailto 或 tel 开头',
  file: '文件消息须包含文件名称和地址',
  card: '卡片内容格式不正确',
  cardOnSocket: '名片和邀请只能通过相应功能发送',
} as const;

const isJsonObject = (content: string): Record<string, unknown> | undefined => {
  try {
    const value = JSON.parse(content) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};

/** The file URL of an IMG or FILE message: the bare image URL, or the `url` of its JSON. */
export const fileUrlOf = (content: string): string | undefined => {
  if (HTTP_URL.test(content)) return content;
  const url = isJsonObject(content)?.url;
  return typeof url === 'string' ? url : undefined;
};

/** The same IMG or FILE content with its file URL replaced (e.g. by a signed one for a reader). */
export const withFileUrl = (content: string, url: string): string => {
  if (HTTP_URL.test(content)) return url;
  const file = isJsonObject(content);
  return file ? JSON.stringify({ ...file, url }) : content;
};

/** The problem with a message's content for its type, or undefined if it may be sent. */
export const contentProblem = (type: ContentType, content: string): string | undefined => {
  switch (type) {
    case 'TEXT':
    case 'EMOJI':
      if (content.trim() === '') return CHAT_MESSAGES.blank;
      return content.length > TEXT_LIMITS.chat ? CHAT_MESSAGES.tooLong : undefined;
    case 'LINK':
      return LINK_PATTERN.test(content.trim()) ? undefined : CHAT_MESSAGES.link;
    case 'IMG':
    case 'FILE': {
      // Spec §3: files carry a JSON string { name, url, size, type, oldName }; an image may be its bare URL.
      if (type === 'IMG' && HTTP_URL.test(content)) return undefined;
      const file = isJsonObject(content);
      return file && typeof file.url === 'string' && HTTP_URL.test(file.url) && (type === 'IMG' || typeof file.name === 'string')
        ? undefined
        : CHAT_MESSAGES.file;
    }
    default:
      return isJsonObject(content) ? undefined : CHAT_MESSAGES.card;
  }
};

/**
 * A send on the chat socket (docs/conventions.md "Realtime"): `messageId` is the client's, for exactly-once
 * storage; `clientSeq` (optional: 1, 2, 3 … per send on one socket connection) asks that overlapping sends be
 * numbered in that order. Only SOCKET_CONTENT_TYPES: a card is never taken from a frame.
 */
export const sendFrame = input({
  messageType: oneOf('会话类型', CHAT_TYPES),
  messageId: id('消息编号'),
  joinUserId: id('会话对象'),
  content: text('消息内容', { max: TEXT_LIMITS.anyText, min: 0 }),
  messageContentType: oneOf('消息类型', CONTENT_TYPES),
  clientSeq: num('发送序号', { min: 1, max: 1e9 }).optional(),
}).superRefine((frame, ctx) => {
  if (!isSocketContentType(frame.messageContentType)) {
    ctx.addIssue({ code: 'custom', path: ['messageContentType'], message: CHAT_MESSAGES.cardOnSocket });
    return;
  }
  const problem = contentProblem(frame.messageContentType, frame.content);
  if (problem) ctx.addIssue({ code: 'custom', path: ['content'], message: problem });
});
export type SendFrame = z.output<typeof sendFrame>;

/** Where a card sent over HTTP goes, and the client's id that makes a retry store it once. */
const cardTarget = {
  messageType: oneOf('会话类型', CHAT_TYPES),
  joinUserId: id('会话对象'),
  messageId: id('消息编号').optional(),
};

/** recommend: a person's card (the server builds it from their public profile). */
export const recommendInput = input({ ...cardTarget, recomendId: id('推荐的用户') });
/** recommend-project: a project card (spec §3 "Project card"). */
export const recommendProjectInput = input({
  ...cardTarget,
  projectId: id('项目'),
  projectName: text('项目名称', { max: 100 }),
  phase: text('项目阶段', { max: 50, min: 0 }).optional(),
});
/** recommend-goods: a goods card (spec §3 "Goods card"; goodsType 0 buy, 1 supplier, else science). */
export const recommendGoodsInput = input({
  ...cardTarget,
  goodsId: id('商品'),
  goodsCategory: text('商品类别', { max: 50, min: 0 }).optional(),
  goodsType: num('商品类型', { min: 0, max: 9 }),
  name: text('商品名称', { max: 100 }),
});
/** send-link: a link, valid only for http, https, mailto and tel (spec §5). */
export const sendLinkInput = input({
  ...cardTarget,
  content: text('链接', { max: 2000, pattern: [LINK_PATTERN, CHAT_MESSAGES.link] }),
});

/** `READ` on a chat socket: the conversation with `joinUserId` (of the socket's own type) is read up to now. */
export const readFrame = input({
  messageType: oneOf('消息类型', ['READ']),
  joinUserId: id('会话对象'),
});

const conversationOf = {
  messageType: oneOf('会话类型', CHAT_TYPES),
  joinUserId: id('会话对象'),
};

/**
 * GET record: a page of a conversation, `current` 1 being the newest `size` messages (each page oldest first),
 * answered with `pages`; or, with `afterSeq`, the messages after that number, oldest first, at most 200 in one
 * answer (what a reconnect missed): ask again after the last one answered until it is `lastSeq`.
 */
export const recordInput = input({
  ...conversationOf,
  ...pageInput(LIST_LIMITS.recordPageSize),
  afterSeq: num('消息序号', { min: 0, max: 1e12 })
    .describe('其后的消息，由旧到新，每次最多 200 条；未到 lastSeq 时以本次最后一条的 seq 再取')
    .optional(),
  content: text('搜索内容', { max: 50, min: 0 }).optional(),
});

/** GET list: the caller's conversations, optionally those whose name contains `searchName`. */
export const conversationListInput = input({ searchName: text('搜索内容', { max: 50, min: 0 }).optional() });

/** Marks a conversation read over HTTP (a click on it in the list, spec §4). */
export const clearUnreadInput = input(conversationOf);

/** A stored message as every client sees it (spec §3 "Chat message"). */
export interface ChatMessage {
  /** The stored id: the message's number in its conversation, as a string. */
  messageId: string;
  seq: number;
  /**
   * The `messageId` the sender's client chose for the send: a client holding a pending bubble of that id knows
   * this stored message is it (never a twin), in history pages and pushes alike.
   */
  clientMessageId: string;
  messageType: ChatType;
  messageContentType: ContentType;
  content: string;
  /** The conversation as the reader sees it: the other person, the group, or the service account. */
  joinUserId: string;
  /** The sender. */
  userId: string;
  nickname: string;
  headPortrait: string;
  sex: string;
  /** Personal chats: the other side has read it. */
  read: boolean;
  isFriend: boolean;
  sendTime: number;
}

export interface RecordPage {
  records: ChatMessage[];
  pages: number;
  /**
   * The conversation's newest stored number: a client holding it has everything stored so far (numbers are
   * never reused; one that holds no message is skipped by every answer).
   */
  lastSeq: number;
}

/** One row of the conversation list (spec §3 "Conversation item"). */
export interface Conversation {
  id: string;
  messageType: ChatType;
  joinUserId: string;
  userId: string;
  nickname: string;
  title: string;
  friendRemark: string;
  isFriend: boolean;
  sex: string;
  headPortrait: string;
  groupHeaders: string[];
  unreadMessage: number;
  updateTime: number;
  messageContent: string;
  messageContentType: ContentType | '';
  userStatus: string;
  stickTop: boolean;
}

/** What a card or link sent over HTTP answers (recommend, recommend-goods …): the stored message's number and time. */
export interface SentCard {
  messageId: string;
  seq: number;
  sendTime: number;
}

/** GET all-count (spec §3 "Chat counts"): unread messages, pending friend and group requests, and their sum. */
export interface ChatCounts {
  all: number;
  message: number;
  friend: number;
  group: number;
}
