/**
 * The messages service: who may write to whom (spec §5), storing a send exactly once and in order before it is
 * acknowledged, reaching the readers (chat sockets open on the conversation, BANG_RADIO to the others online),
 * read marks, history pages, the conversation list and the unread counts.
 */
import { strangerName } from '../../../shared/masking.js';
import type { Page } from '../../../shared/envelope.js';
import { SERVICE_ACCOUNT_ID, SYSTEM_FEED_IDS, type ChatType } from '../../../shared/realtime.js';
import { fileUrlOf, withFileUrl, type ChatCounts, type ChatMessage, type ContentType, type Conversation, type RecordPage, type SendFrame } from '../../../shared/schemas/chat-messages.js';
import { getPerson, publicPeople, type PublicPerson } from '../../account/store.js';
import { isStaff, staffAmong } from '../access.js';
import { newestNotice, unreadNoticeCount } from '../../content/notices.js';
import { fail } from '../../lib/errors.js';
import { logger } from '../../lib/logger.js';
import { privateFileOwner, readableFileUrl } from '../../lib/s3/private-files.js';
import { chatConnectionsOf, connectionsOf, roomConnections } from '../../lib/socket/connections.js';
import { pushToConnections, pushToOnline, pushToPerson, radioFrame } from '../../lib/socket/push.js';
import { batchGet } from '../../lib/store/client.js';
import { formerColleague, sharedOrgs } from '../friends/settings.js';
import { friendshipsOf, getFriendship, pendingReceivedCount } from '../friends/store.js';
import { membershipsOf as orgMembershipsOf } from '../../org/store.js';
import { groupRequestCount } from '../groups/requests.js';
import { getGroup, getMembership, membersOf, membershipsOf, type GroupItem, type MemberItem } from '../groups/store.js';
import { dmThread, groupKey, groupThread, serviceThread, threadMetaKey } from '../keys.js';
import {
  appendMessage,
  consultItems,
  consultUpdate,
  conversationsOf,
  conversationUpdate,
  getConversation,
  getMessage,
  getThreadMeta,
  markConsultRead,
  markConversationRead,
  messagesAfter,
  messagesBetween,
  searchMessages,
  senderReadInGroup,
  seqOfClientMessage,
  setMemberReadSeq,
  type MessageItem,
  type ThreadMeta,
} from './store.js';

/** How often a send retries when another send took the conversation's next number first. */
const APPEND_ATTEMPTS = 20;
const AFTER_LIMIT = 200;
const SEARCH_LIMIT = 100;

const PREVIEWS: Partial<Record<ContentType, string>> = {
  IMG: '[图片]',
  FILE: '[文件]',
  RECOMMEND_USER: '[名片]',
  RECOMMEND_PROJECT: '[项目]',
  RECOMMEND_GOODS: '[商品]',
  INVITE_FRIENDS_JOIN_TEAM: '[团队邀请]',
  INVITE_FRIENDS_RECOVER_TEAM: '[团队邀请]',
};

/** What the conversation list shows of a message. */
export const previewOf = (type: ContentType, content: string): string => PREVIEWS[type] ?? content.slice(0, 100);

/** How the service chat is named to a person. */
export const SERVICE_DESK_NAME = '合作云客服';

/**
 * The person whose service chat `me` means by `joinUserId`: a person names the service account (their own
 * chat); staff name the person they answer. Anyone else naming a person is refused.
 */
const serviceChatOf = async (me: string, joinUserId: string): Promise<{ person: string; staff: boolean }> => {
  if (joinUserId === SERVICE_ACCOUNT_ID) return { person: me, staff: false };
  if (!(await isStaff(me))) throw fail('FORBIDDEN');
  if (!(await getPerson(joinUserId))) throw fail('USER_NOT_FOUND');
  return { person: joinUserId, staff: true };
};

// ---------------------------------------------------------------- who may write

interface SendTarget {
  thread: string;
  /** MSG: the receiver's profile. */
  receiver?: PublicPerson;
  /** MSG: whether the receiver counts the sender as a friend (the receiver's view of the sender). */
  receiverCountsFriend?: boolean;
  /** GROUP: the group and the sender's membership. */
  group?: GroupItem;
  /** SERVICE: whose service chat, and whether the sender is staff answering it. */
  service?: { person: string; staff: boolean };
}

const FILE_TYPES: readonly ContentType[] = ['IMG', 'FILE'];

/** An image or file message must carry the sender's own chat upload (never someone else's key, nor a link out). */
const checkFile = (me: string, frame: SendFrame): void => {
  if (!FILE_TYPES.includes(frame.messageContentType)) return;
  const url = fileUrlOf(frame.content);
  if (!url || privateFileOwner(url) !== me) throw fail('FILE_NOT_YOURS');
};

/** A message's content as a reader gets it: a private file's URL signed for a while (a reader was checked before). */
const readableContent = async (m: Pick<MessageItem, 'messageContentType' | 'content'>): Promise<string> => {
  if (!FILE_TYPES.includes(m.messageContentType)) return m.content;
  const url = fileUrlOf(m.content);
  return url ? withFileUrl(m.content, await readableFileUrl(url)) : m.content;
};

/** What a server-made send may do that a person's own may not. */
export interface SendOptions {
  /** A team's invitation back (INVITE_FRIENDS_RECOVER_TEAM) is the one message a former colleague may get. */
  toFormerColleague?: boolean;
}

const checkTarget = async (me: string, type: ChatType, joinUserId: string, options: SendOptions): Promise<SendTarget> => {
  if (type === 'MSG') {
    if (joinUserId === me) throw fail('CHAT_WITH_SELF');
    // The receiver's organisations are read with the rest: only someone who left one can be a former colleague.
    const [receiver, theirSide, mySide, theirOrgs] = await Promise.all([
      getPerson(joinUserId),
      getFriendship(joinUserId, me),
      getFriendship(me, joinUserId),
      options.toFormerColleague ? [] : orgMembershipsOf(joinUserId),
    ]);
    if (!receiver) throw fail('USER_NOT_FOUND');
    if (receiver.status === 'CANCELLED') throw fail('USER_CANCELLED_CHAT');
    if (theirSide?.blacklist) throw fail('BLACKLISTED');
    const former = mySide || !theirOrgs.some((m) => m.status === 'RESIGNED') ? undefined : formerColleague(await sharedOrgs(me, joinUserId, theirOrgs), false);
    if (former) throw fail(former === 'COMPANY' ? 'STAFF_RESIGNED_CHAT' : 'MEMBER_RESIGNED_CHAT');
    return { thread: dmThread(me, joinUserId), receiver, receiverCountsFriend: theirSide !== undefined };
  }
  if (type === 'GROUP') {
    const [group, membership] = await Promise.all([getGroup(joinUserId), getMembership(joinUserId, me)]);
    if (!group) throw fail('GROUP_NOT_FOUND');
    if (!membership) throw fail('NOT_GROUP_MEMBER');
    return { thread: groupThread(joinUserId), group };
  }
  const service = await serviceChatOf(me, joinUserId);
  return { thread: serviceThread(service.person), service };
};

// ---------------------------------------------------------------- sending

export interface SendOutcome {
  message: MessageItem;
  /** False when the same client `messageId` had been stored before: nothing new was written or pushed. */
  fresh: boolean;
}

/**
 * Stores a send before anything is acknowledged: the next number of the thread, the client id claimed, the
 * conversation items moved, all in one transaction, retried while other sends take numbers first.
 */
export const storeMessage = async (me: string, frame: SendFrame, options: SendOptions = {}): Promise<SendOutcome & { target: SendTarget }> => {
  checkFile(me, frame);
  // The head is read while the rules are checked (for two people and groups the thread is known already).
  const guess = frame.messageType === 'MSG' ? dmThread(me, frame.joinUserId) : frame.messageType === 'GROUP' ? groupThread(frame.joinUserId) : undefined;
  const [target, firstHead] = await Promise.all([checkTarget(me, frame.messageType, frame.joinUserId, options), guess ? getThreadMeta(guess) : undefined]);
  const { thread } = target;
  for (let attempt = 0; attempt < APPEND_ATTEMPTS; attempt += 1) {
    const head = attempt === 0 && firstHead && guess === thread ? firstHead : await getThreadMeta(thread);
    const message: MessageItem = {
      seq: head.seq + 1,
      messageType: frame.messageType,
      messageContentType: frame.messageContentType,
      content: frame.content,
      userId: me,
      sendTime: Date.now(),
      clientMessageId: frame.messageId,
    };
    const preview = previewOf(message.messageContentType, message.content);
    const conversations =
      frame.messageType === 'MSG'
        ? [conversationUpdate(me, 'MSG', frame.joinUserId, message, preview, 'sender'), conversationUpdate(frame.joinUserId, 'MSG', me, message, preview, 'receiver')]
        : target.service?.staff
          ? [conversationUpdate(target.service.person, 'SERVICE', SERVICE_ACCOUNT_ID, message, preview, 'receiver'), consultUpdate(target.service.person, message, preview, 'staff')]
          : target.service
            ? [conversationUpdate(me, 'SERVICE', SERVICE_ACCOUNT_ID, message, preview, 'sender'), consultUpdate(me, message, preview, 'person')]
            : [senderReadInGroup(frame.joinUserId, me, message.seq)];
    const outcome = await appendMessage(thread, head.seq, message, preview, conversations);
    if (outcome.stored) return { message, fresh: true, target };
    if (outcome.reason === 'duplicate') {
      const seq = await seqOfClientMessage(thread, me, frame.messageId);
      const stored = seq === undefined ? undefined : await getMessage(thread, seq);
      if (stored) return { message: stored, fresh: false, target };
    }
    // Someone else's message took this number: wait a little, read the head again.
    await new Promise((resolve) => setTimeout(resolve, Math.min(5 * 2 ** attempt, 100) * Math.random()));
  }
  throw fail('STALE_DATA', '消息发送繁忙，请稍后重试');
};

/** A stored message as `viewer` sees it in the conversation `joinUserId`. */
const toChatMessage = (
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
 * After a send is stored: the sender's socket gets SEND_SUCCESSFULLY; the readers' chat sockets open on the
 * conversation get the message; the others online get BANG_RADIO (refresh counts). Pushes never fail the send.
 */
export const deliver = async (
  me: string,
  /** The socket the send came on (it gets SEND_SUCCESSFULLY instead of the message); none for a send over HTTP. */
  senderConnectionId: string | undefined,
  frame: SendFrame,
  outcome: SendOutcome & { target: SendTarget },
): Promise<void> => {
  const { message, target } = outcome;
  const content = await readableContent(message);
  // A file's signed URL comes back with the acknowledgement: the sender's own copy shows it too.
  const ack = { messageType: 'SEND_SUCCESSFULLY', messageId: frame.messageId, storedId: String(message.seq), seq: message.seq, sendTime: message.sendTime, content };
  // The sender's profile (for the readers' frames) is read while the acknowledgement goes out.
  const [, people] = await Promise.all([
    senderConnectionId ? pushToConnections([senderConnectionId], ack) : undefined,
    outcome.fresh ? publicPeople([me]) : undefined,
  ]);
  if (!outcome.fresh) return;
  const sender = people?.get(me);
  const bang = radioFrame('BANG_RADIO', { joinUserId: frame.messageType === 'GROUP' ? frame.joinUserId : me, messageId: String(message.seq) });
  try {
    if (frame.messageType === 'MSG') {
      const toReceiver = toChatMessage(message, me, sender, { read: false, isFriend: target.receiverCountsFriend ?? false, masked: !target.receiverCountsFriend }, content);
      const toSelf = toChatMessage(message, frame.joinUserId, sender, { read: false, isFriend: true, masked: false }, content);
      // All the receiver's sockets in one Query: their chats open on me get the message, their global ones BANG_RADIO.
      const [theirs, mine] = await Promise.all([connectionsOf(frame.joinUserId), chatConnectionsOf(me, 'MSG', frame.joinUserId)]);
      const idsOf = (pick: (c: (typeof theirs)[number]) => boolean) => theirs.filter(pick).map((c) => c.connectionId);
      await Promise.all([
        pushToConnections(idsOf((c) => c.channel === 'chat' && c.chatType === 'MSG' && c.joinUserId === me), toReceiver),
        pushToConnections(mine.map((c) => c.connectionId).filter((id) => id !== senderConnectionId), toSelf),
        pushToConnections(idsOf((c) => c.channel === 'radio'), bang),
      ]);
    } else if (frame.messageType === 'GROUP') {
      const toMembers = toChatMessage(message, frame.joinUserId, sender, { read: false, isFriend: false, masked: false }, content);
      const [room, members] = await Promise.all([roomConnections('GROUP', frame.joinUserId), membersOf(frame.joinUserId)]);
      // Only the members of now: a socket opened before its person left or was removed gets nothing more.
      const memberIds = new Set(members.map((m) => m.userId));
      await Promise.all([
        pushToConnections(room.filter((c) => memberIds.has(c.userId) && c.connectionId !== senderConnectionId).map((c) => c.connectionId), toMembers),
        pushToOnline(members.map((m) => m.userId).filter((id) => id !== me), bang),
      ]);
    } else if (target.service) {
      // The person sees the desk as the service account; staff see the person.
      const person = target.service.person;
      const toPerson = toChatMessage(message, SERVICE_ACCOUNT_ID, sender, { read: false, isFriend: true, masked: false }, content);
      const toDesk = toChatMessage(message, person, sender, { read: false, isFriend: true, masked: false }, content);
      const [personSockets, deskSockets] = await Promise.all([chatConnectionsOf(person, 'SERVICE', SERVICE_ACCOUNT_ID), roomConnections('SERVICE', person)]);
      // Only people who are desk staff now read a person's service chat.
      const staff = await staffAmong([...new Set(deskSockets.map((c) => c.userId))]);
      await Promise.all([
        pushToConnections(personSockets.map((c) => c.connectionId).filter((id) => id !== senderConnectionId), toPerson),
        pushToConnections(deskSockets.filter((c) => staff.has(c.userId) && c.connectionId !== senderConnectionId).map((c) => c.connectionId), toDesk),
        target.service.staff ? pushToPerson(person, radioFrame('BANG_RADIO', { joinUserId: SERVICE_ACCOUNT_ID, messageId: String(message.seq) }), 'radio') : undefined,
      ]);
    }
  } catch (error) {
    logger.warn('delivery lookup failed', { error: error as Error });
  }
};

// ---------------------------------------------------------------- reading

/**
 * Marks a conversation read up to its newest message: personal and service chats zero their unread (and the
 * other side's open chat gets READ, so its Read/Unread turns); groups move the member's read position.
 */
export const markRead = async (me: string, type: ChatType, joinUserId: string): Promise<void> => {
  if (type === 'GROUP') {
    const membership = await getMembership(joinUserId, me);
    if (!membership) throw fail('NOT_GROUP_MEMBER');
    const head = await getThreadMeta(groupThread(joinUserId));
    await setMemberReadSeq(joinUserId, me, head.seq);
    return;
  }
  const service = type === 'SERVICE' ? await serviceChatOf(me, joinUserId) : undefined;
  if (type === 'MSG' && joinUserId === me) throw fail('CHAT_WITH_SELF');
  const thread = service ? serviceThread(service.person) : dmThread(me, joinUserId);
  for (let attempt = 0; attempt < APPEND_ATTEMPTS; attempt += 1) {
    const head = await getThreadMeta(thread);
    const result = service?.staff
      ? await markConsultRead(service.person, head.seq)
      : await markConversationRead(me, type, service ? SERVICE_ACCOUNT_ID : joinUserId, head.seq);
    if (result === 'missing') return;
    if (result === 'read') {
      if (type === 'MSG') {
        const theirs = await chatConnectionsOf(joinUserId, 'MSG', me);
        await pushToConnections(theirs.map((c) => c.connectionId), { messageType: 'READ', joinUserId: me, seq: head.seq, sendTime: Date.now() });
      }
      return;
    }
  }
};

/** A page of a conversation's history (or what came after `afterSeq`), as `me` sees it. */
export const records = async (
  me: string,
  input: { messageType: ChatType; joinUserId: string; current: number; size: number; afterSeq?: number | undefined; content?: string | undefined },
): Promise<RecordPage> => {
  const { messageType: type, joinUserId } = input;
  if (type === 'MSG' && joinUserId === me) throw fail('CHAT_WITH_SELF');
  if (type === 'GROUP' && !(await getMembership(joinUserId, me))) throw fail('NOT_GROUP_MEMBER');
  const thread =
    type === 'MSG' ? dmThread(me, joinUserId) : type === 'GROUP' ? groupThread(joinUserId) : serviceThread((await serviceChatOf(me, joinUserId)).person);
  const head = await getThreadMeta(thread);
  let items: MessageItem[];
  let pages = Math.ceil(head.seq / input.size);
  if (input.content) {
    items = (await searchMessages(thread, input.content, SEARCH_LIMIT)).reverse();
    pages = 1;
  } else if (input.afterSeq !== undefined) {
    items = await messagesAfter(thread, input.afterSeq, AFTER_LIMIT);
  } else {
    const newest = head.seq - (input.current - 1) * input.size;
    items = newest < 1 ? [] : await messagesBetween(thread, newest - input.size + 1, newest);
  }
  // Read marks of my messages in a personal chat: the other side's read position.
  const theirs = type === 'MSG' ? await getConversation(joinUserId, 'MSG', me) : undefined;
  const senders = [...new Set(items.map((m) => m.userId))];
  const [people, friends, contents] = await Promise.all([
    publicPeople(senders),
    friendshipsOf(me, senders.filter((id) => id !== me)),
    Promise.all(items.map(readableContent)),
  ]);
  const records = items.map((m, index) => {
    const mine = m.userId === me;
    const isFriend = mine || friends.has(m.userId);
    const view = { read: mine ? type !== 'MSG' || (theirs?.lastReadSeq ?? 0) >= m.seq : true, isFriend, masked: type === 'MSG' && !isFriend };
    return toChatMessage(m, joinUserId, people.get(m.userId), view, contents[index] ?? m.content);
  });
  return { records, pages, lastSeq: head.seq };
};

// ---------------------------------------------------------------- the conversation list and counts

interface GroupRow {
  member: MemberItem;
  group: GroupItem;
  head: ThreadMeta;
}

/** The caller's groups with their heads: one Query of memberships, one BatchGet of groups and heads. */
const groupRowsOf = async (me: string): Promise<GroupRow[]> => {
  const memberships = await membershipsOf(me);
  if (memberships.length === 0) return [];
  const items = await batchGet<(GroupItem | ThreadMeta) & { pk: string; sk: string }>(
    memberships.flatMap((m) => [groupKey(m.groupId), threadMetaKey(groupThread(m.groupId))]),
  );
  const byKey = new Map(items.map((item) => [`${item.pk}|${item.sk}`, item]));
  return memberships.flatMap((member) => {
    const group = byKey.get(`${groupThread(member.groupId)}|GROUP`) as GroupItem | undefined;
    if (!group || group.status !== 'ACTIVE') return [];
    const head = (byKey.get(`${groupThread(member.groupId)}|META`) as ThreadMeta | undefined) ?? { seq: 0 };
    return [{ member, group, head }];
  });
};

const groupUnread = ({ member, head }: GroupRow): number => Math.max(0, head.seq - (member.lastReadSeq ?? 0));

/** How the system activity feed (platform notices) is named in the list. */
export const SYSTEM_FEED_NAME = '平台通知';

/** The system activity feed's row (spec §3 `joinUserId` 0): the newest notice and how many are unread. */
const systemFeedRow = async (me: string): Promise<Conversation | undefined> => {
  const [newest, unread] = await Promise.all([newestNotice(), unreadNoticeCount(me)]);
  if (!newest) return undefined;
  return {
    id: 'SYSTEM#0',
    messageType: 'MSG',
    joinUserId: SYSTEM_FEED_IDS[0]!,
    userId: SYSTEM_FEED_IDS[0]!,
    nickname: SYSTEM_FEED_NAME,
    title: SYSTEM_FEED_NAME,
    friendRemark: '',
    isFriend: false,
    sex: '',
    headPortrait: '',
    groupHeaders: [],
    unreadMessage: unread,
    updateTime: newest.createTime,
    messageContent: newest.title,
    messageContentType: 'TEXT',
    userStatus: '',
    stickTop: false,
  };
};

/**
 * The conversation list of spec §3: stick-on-top first, then the newest; the system feed (notices) among them.
 * Its unread count is the notice badge's and is not part of the chat counts.
 */
export const conversationList = async (me: string, searchName?: string): Promise<Conversation[]> => {
  const [conversations, groups, system] = await Promise.all([conversationsOf(me), groupRowsOf(me), systemFeedRow(me)]);
  const peers = conversations.filter((c) => c.messageType === 'MSG').map((c) => c.joinUserId);
  const [people, friends] = await Promise.all([publicPeople(peers), friendshipsOf(me, peers)]);
  const rows: Conversation[] = [];
  for (const c of conversations) {
    const person = c.messageType === 'MSG' ? people.get(c.joinUserId) : undefined;
    const friend = c.messageType === 'MSG' ? friends.get(c.joinUserId) : undefined;
    const nickname = c.messageType === 'SERVICE' ? SERVICE_DESK_NAME : person ? (friend ? person.nickname : strangerName(person.nickname, person.sex)) : '';
    rows.push({
      id: `${c.messageType}#${c.joinUserId}`,
      messageType: c.messageType,
      joinUserId: c.joinUserId,
      userId: c.joinUserId,
      nickname,
      title: friend?.remark || nickname,
      friendRemark: friend?.remark ?? '',
      isFriend: friend !== undefined,
      sex: person?.sex ?? '',
      headPortrait: person?.headPortrait ?? '',
      groupHeaders: [],
      unreadMessage: c.unreadMessage ?? 0,
      updateTime: c.updateTime,
      messageContent: c.lastMessage ?? '',
      messageContentType: c.lastContentType ?? '',
      userStatus: person?.status === 'CANCELLED' ? '已注销' : '',
      stickTop: Boolean(friend?.topChat ?? c.stickTop),
    });
  }
  for (const row of groups) {
    rows.push({
      id: `GROUP#${row.group.groupId}`,
      messageType: 'GROUP',
      joinUserId: row.group.groupId,
      userId: row.group.ownerId,
      nickname: row.group.name,
      title: row.member.remark || row.group.name,
      friendRemark: '',
      isFriend: false,
      sex: '',
      headPortrait: '',
      groupHeaders: [],
      unreadMessage: groupUnread(row),
      updateTime: row.head.updateTime ?? row.group.createTime,
      messageContent: row.head.lastMessage ?? '',
      messageContentType: row.head.lastContentType ?? '',
      userStatus: '',
      stickTop: row.member.stick ?? false,
    });
  }
  if (system) rows.push(system);
  const query = searchName?.trim();
  const shown = query ? rows.filter((r) => r.title.includes(query) || r.nickname.includes(query)) : rows;
  return shown.sort((a, b) => Number(b.stickTop) - Number(a.stickTop) || b.updateTime - a.updateTime);
};

/** Unread messages over every conversation (personal, service, groups). */
export const unreadTotal = async (me: string): Promise<number> => {
  const [conversations, groups] = await Promise.all([conversationsOf(me), groupRowsOf(me)]);
  return conversations.reduce((sum, c) => sum + (c.unreadMessage ?? 0), 0) + groups.reduce((sum, g) => sum + groupUnread(g), 0);
};

// ---------------------------------------------------------------- the service desk

/** One person's service chat on the desk's list (staff only). */
export interface ConsultRow {
  userId: string;
  nickname: string;
  headPortrait: string;
  unread: number;
  updateTime: number;
  messageContent: string;
}

/** consult/list: the service chats, newest first, paged; staff only. */
export const consultList = async (me: string, current: number, size: number): Promise<Page<ConsultRow>> => {
  if (!(await isStaff(me))) throw fail('FORBIDDEN');
  const items = (await consultItems()).sort((a, b) => b.updateTime - a.updateTime);
  const slice = items.slice((current - 1) * size, current * size);
  const people = await publicPeople(slice.map((c) => c.userId));
  return {
    records: slice.map((c) => ({
      userId: c.userId,
      nickname: people.get(c.userId)?.nickname ?? '',
      headPortrait: people.get(c.userId)?.headPortrait ?? '',
      unread: c.unread ?? 0,
      updateTime: c.updateTime,
      messageContent: c.lastMessage,
    })),
    total: items.length,
    pages: Math.ceil(items.length / size),
    current,
    size,
  };
};

/** consult/details/{id}: a person's service chat, for staff only (a page as `record` answers it). */
export const consultDetails = async (me: string, person: string, current: number, size: number): Promise<RecordPage> => {
  if (person === SERVICE_ACCOUNT_ID || !(await isStaff(me))) throw fail('FORBIDDEN');
  return records(me, { messageType: 'SERVICE', joinUserId: person, current, size });
};

/** serviceToAdmin: where a person's service chat is (the service account to open it with) and its unread count. */
export const serviceEntry = async (me: string): Promise<{ joinUserId: string; messageType: 'SERVICE'; nickname: string; unreadMessage: number }> => {
  const conversation = await getConversation(me, 'SERVICE', SERVICE_ACCOUNT_ID);
  return { joinUserId: SERVICE_ACCOUNT_ID, messageType: 'SERVICE', nickname: SERVICE_DESK_NAME, unreadMessage: conversation?.unreadMessage ?? 0 };
};

/**
 * The chat badges (spec §3 "Chat counts"): unread messages, pending friend requests received, pending group
 * requests to decide, and their sum. Each figure is exact; the SPA caps what it shows at 99.
 */
export const chatCounts = async (me: string): Promise<ChatCounts> => {
  const [message, friend, group] = await Promise.all([unreadTotal(me), pendingReceivedCount(me), groupRequestCount(me)]);
  return { all: message + friend + group, message, friend, group };
};

// ---------------------------------------------------------------- cards and links sent over HTTP

/** What a card send answers: the stored message's number (the SPA shows it like an acknowledged send). */
export interface SentCard {
  messageId: string;
  seq: number;
  sendTime: number;
}

/**
 * recommend, recommend-project, recommend-goods, send-link: a message whose content the server builds (or
 * checks), stored and delivered exactly like a send on the chat socket, the same client id stored once.
 */
export const sendOverHttp = async (me: string, frame: SendFrame, options: SendOptions = {}): Promise<SentCard> => {
  const outcome = await storeMessage(me, frame, options);
  await deliver(me, undefined, frame, outcome);
  return { messageId: String(outcome.message.seq), seq: outcome.message.seq, sendTime: outcome.message.sendTime };
};

/**
 * The RECOMMEND_USER card of a person (spec §3 "Person card"), as `me` may share it: never the phone, and the
 * nickname only as `me` sees it (in full for oneself and friends, first character + 先生/女士 for anyone else), so a
 * card made of any id reveals no more than user-detail does.
 */
export const personCard = async (me: string, userId: string): Promise<string> => {
  const [people, friend] = await Promise.all([publicPeople([userId]), userId === me ? undefined : getFriendship(me, userId)]);
  const person = people.get(userId);
  if (!person || person.status === 'CANCELLED') throw fail('USER_NOT_FOUND');
  return JSON.stringify({
    userId,
    nickname: userId === me || friend ? person.nickname : strangerName(person.nickname, person.sex),
    number: person.userNo,
    headPortrait: person.headPortrait ?? '',
    sex: person.sex ?? '',
    isFriend: friend !== undefined,
  });
};
