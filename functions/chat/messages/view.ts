/**
 * How the messenger shows a stored message: its preview in the conversation list, its content as a reader gets it
 * (a private file's URL signed), and the chat message a viewer receives (spec §3 "Chat message").
 */
import { ERASED_NICKNAME, strangerName } from '../../../shared/masking.js';
import { SERVICE_ACCOUNT_ID } from '../../../shared/realtime.js';
import { fileUrlOf, withFileUrl, type ChatMessage, type ContentType } from '../../../shared/schemas/chat-messages.js';
import type { PublicPerson } from '../../account/public.js';
import { readableFileUrl } from '../../lib/s3/private-file-reads.js';
import type { MessageItem } from './store.js';

const PREVIEWS: Partial<Record<ContentType, string>> = {
  IMG: '[图片]',
  FILE: '[文件]',
  RECOMMEND_USER: '[名片]',
  RECOMMEND_PROJECT: '[项目]',
  RECOMMEND_GOODS: '[商品]',
  INVITE_FRIENDS_JOIN_TEAM: '[团队邀请]',
  INVITE_FRIENDS_RECOVER_TEAM: '[团队邀请]',
  INVITE_JOIN_COMPANY: '[企业邀请]',
};

/** What the conversation list shows of a message. */
export const previewOf = (type: ContentType, content: string): string => PREVIEWS[type] ?? content.slice(0, 100);

/** How the service chat is named to a person. */
export const SERVICE_DESK_NAME = '合作云客服';

/** How the system activity feed (platform notices) is named in the list. */
export const SYSTEM_FEED_NAME = '平台通知';

/** The content types that carry one of our uploads. */
export const FILE_TYPES: readonly ContentType[] = ['IMG', 'FILE'];

/** A message's content as a reader gets it: a private file's URL signed for a while (a reader was checked before). */
export const readableContent = async (m: Pick<MessageItem, 'messageContentType' | 'content'>): Promise<string> => {
  if (!FILE_TYPES.includes(m.messageContentType)) return m.content;
  const url = fileUrlOf(m.content);
  return url ? withFileUrl(m.content, await readableFileUrl(url)) : m.content;
};

/** The person a person card (RECOMMEND_USER) shows, by the id its content names; undefined for any other message. */
export const cardPersonOf = (m: Pick<MessageItem, 'messageContentType' | 'content'>): string | undefined => {
  if (m.messageContentType !== 'RECOMMEND_USER') return undefined;
  try {
    const { userId } = JSON.parse(m.content) as { userId?: unknown };
    return typeof userId === 'string' ? userId : undefined;
  } catch {
    return undefined;
  }
};

/**
 * A person card as a reader gets it: as it was sent (the name as its sender could show it), unless the person's account
 * is cancelled since — then as such an account shows everywhere, 已注销用户 without avatar, so that the name and picture
 * an erased account had do not live on in others' chats (docs/data-model.md "Erasure of a cancelled account").
 */
export const cardAsShown = (content: string, person: Pick<PublicPerson, 'status'> | undefined): string => {
  if (person?.status !== 'CANCELLED') return content;
  try {
    return JSON.stringify({ ...(JSON.parse(content) as Record<string, unknown>), nickname: ERASED_NICKNAME, headPortrait: '', sex: '' });
  } catch {
    return content;
  }
};

/** A stored message as `viewer` sees it in the conversation `joinUserId`. */
export const toChatMessage = (
  m: MessageItem,
  joinUserId: string,
  sender: PublicPerson | undefined,
  { read, isFriend, masked }: { read: boolean; isFriend: boolean; masked: boolean },
  /** The content as readers get it (readableContent). */
  content: string,
): ChatMessage => ({
  messageId: String(m.seq),
  seq: m.seq,
  clientMessageId: m.clientMessageId ?? '',
  messageType: m.messageType,
  messageContentType: m.messageContentType,
  content,
  joinUserId,
  userId: m.userId,
  nickname: sender ? (masked ? strangerName(sender.nickname, sender.sex) : sender.nickname) : '',
  headPortrait: sender?.headPortrait ?? '',
  sex: sender?.sex ?? '',
  read,
  isFriend,
  sendTime: m.sendTime,
});

/**
 * A desk member's message as the person they answer sees it: from 合作云客服 (the service account), not from the
 * staff member's own account, whose id, avatar and sex are theirs to keep (docs/SECURITY.md "Masking"). Staff see
 * each other by name in the desk.
 */
export const asServiceDesk = (message: ChatMessage): ChatMessage => ({ ...message, userId: SERVICE_ACCOUNT_ID, nickname: SERVICE_DESK_NAME, headPortrait: '', sex: '' });

