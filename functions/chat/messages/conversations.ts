/** The conversation list of spec §3 and the chat badges' counts. */
import { strangerName } from '../../../shared/masking.js';
import { SYSTEM_FEED_IDS } from '../../../shared/realtime.js';
import type { ChatCounts, Conversation } from '../../../shared/schemas/chat-messages.js';
import { publicPeople } from '../../account/public.js';
import { newestNotice, unreadNoticeCount } from '../../content/public.js';
import { batchGet } from '../../lib/store/client.js';
import { friendshipsOf, pendingReceivedCount } from '../friends/store.js';
import { groupRequestCount } from '../groups/requests.js';
import { membershipsOf, type GroupItem, type MemberItem } from '../groups/store.js';
import { groupKey, groupThread, threadMetaKey } from '../keys.js';
import { conversationsOf, voidsAfter, type ThreadMeta } from './store.js';
import { SERVICE_DESK_NAME, SYSTEM_FEED_NAME } from './view.js';

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

/** The numbers after the member's read position, less the voids among them (numbers that hold no message). */
const groupUnread = ({ member, head }: GroupRow): number => {
  const read = member.lastReadSeq ?? 0;
  return Math.max(0, head.seq - read - voidsAfter(head, read));
};

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

/**
 * The chat badges (spec §3 "Chat counts"): unread messages, pending friend requests received, pending group
 * requests to decide, and their sum. Each figure is exact; the SPA caps what it shows at 99.
 */
export const chatCounts = async (me: string): Promise<ChatCounts> => {
  const [message, friend, group] = await Promise.all([unreadTotal(me), pendingReceivedCount(me), groupRequestCount(me)]);
  return { all: message + friend + group, message, friend, group };
};
