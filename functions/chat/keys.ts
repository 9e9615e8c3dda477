/**
 * Key builders of the messenger (docs/data-model.md "Messenger"), the one place its items' keys are spelled.
 * Everything belongs to the person (`userId`), whichever account type they are logged in as (docs/conventions.md).
 *
 * Design in one paragraph: a conversation is a *thread* (`DM#<a>#<b>` with a < b, `GROUP#<g>`, or
 * `SVC#<userId>` for the official service chat) holding its messages in order under a sequence number handed
 * out by the thread's head (a transaction conditioned on it, or an atomic counter when sends race), so no two
 * messages share a number; a number never written is a void marker readers skip.
 * Each person has one *conversation* item per thread (their unread count, last message, stick-on-top) for
 * one-to-one and service chats; for groups the unread count is derived (`group seq − member's lastReadSeq` − voids),
 * so a group message is a constant number of writes however many members the group has.
 */
import { uniquePartition, userIndexPartition, userPartition } from '../lib/store/partitions.js';

const pad = (n: number): string => String(n).padStart(12, '0');

// ---------------------------------------------------------------- friends, requests, friend groups

/** A's friendship with B, with A's settings for B (remark, groups, reminders, blacklist ...). Both sides exist. */
export const friendKey = (userId: string, friendId: string) => ({ pk: userPartition(userId), sk: `FRIEND#${friendId}` });
export const FRIEND_PREFIX = 'FRIEND#';

/** A friend request; the receiver lists theirs on gsi1, the proposer on gsi2, newest first. */
export const friendRequestKey = (requestId: string) => ({ pk: `FREQ#${requestId}`, sk: 'FREQ' });
export const friendRequestIndexes = (proposerId: string, receiverId: string, createTime: number, requestId: string) => ({
  gsi1pk: userIndexPartition(receiverId, 'FREQ_IN'),
  gsi1sk: `${pad(createTime)}#${requestId}`,
  gsi2pk: userIndexPartition(proposerId, 'FREQ_OUT'),
  gsi2sk: `${pad(createTime)}#${requestId}`,
});
/** The one pending request from A to B (a second add-friend updates it instead of piling up). */
export const pendingRequestKey = (proposerId: string, receiverId: string) => ({ pk: userPartition(proposerId), sk: `FREQ_TO#${receiverId}` });

/** A person's own friend group (分组). */
export const friendGroupKey = (userId: string, groupId: string) => ({ pk: userPartition(userId), sk: `FGROUP#${groupId}` });
export const FRIEND_GROUP_PREFIX = 'FGROUP#';
/** A friend group's name, unique among one person's groups (written with the group in one transaction). */
export const friendGroupNameKey = (userId: string, name: string) => ({ pk: userPartition(userId), sk: `FGROUPNAME#${name}` });

// ---------------------------------------------------------------- threads and messages

export type ThreadType = 'MSG' | 'GROUP' | 'SERVICE';

/** The thread of a one-to-one chat: the same for both people. */
export const dmThread = (a: string, b: string): string => (a < b ? `DM#${a}#${b}` : `DM#${b}#${a}`);
export const groupThread = (groupId: string): string => `GROUP#${groupId}`;
/** The official service chat of one person with the platform. */
export const serviceThread = (userId: string): string => `SVC#${userId}`;

/**
 * The thread's head: `seq` (the last number handed out), `shownSeq` with `lastMessage`, `updateTime` (the newest
 * stored message), `voids` (numbers handed out but never written: docs/data-model.md "Messenger").
 */
export const threadMetaKey = (thread: string) => ({ pk: thread, sk: 'META' });
/**
 * A message, in order by its number: a Query on the thread reads a page, newest or oldest first. A number handed
 * out but never written holds a void marker (`void: true`, no content) that every reader skips.
 */
export const messageKey = (thread: string, seq: number) => ({ pk: thread, sk: `MSG#${pad(seq)}` });
export const MESSAGE_PREFIX = 'MSG#';
/** The client's `messageId` of a stored message: a repeated send finds it and is stored once. */
export const clientMessageKey = (thread: string, senderId: string, clientMessageId: string) => ({
  pk: thread,
  sk: `CLIENT#${senderId}#${clientMessageId}`,
});

/**
 * The order of one socket connection's sends on a thread (docs/conventions.md "Realtime", `clientSeq`): the
 * `clientSeq` numbers of that connection already stored (or refused), so a send waits for its predecessor. Kept
 * with the client ids (the `CLIENT#` family: what clients said); `@` never starts a user id. TTL: the connection's.
 */
export const clientOrderKey = (thread: string, connectionId: string) => ({ pk: thread, sk: `CLIENT#@ORDER#${connectionId}` });

/**
 * A person's conversation item for a one-to-one or service thread: unread count, last message, time, stick,
 * `lastReadSeq` (the other side's messages up to it are read: the sender's Read/Unread). Listed by a Query on
 * the person's partition.
 */
export const conversationKey = (userId: string, type: ThreadType, joinUserId: string) => ({ pk: userPartition(userId), sk: `CONV#${type}#${joinUserId}` });
export const CONVERSATION_PREFIX = 'CONV#';

/**
 * The service desk's inbox: one item per person who wrote to the platform (unread for staff, last message).
 * One partition for the whole desk: staff read it as one Query; at a few writes per second it is far from hot.
 */
export const consultKey = (userId: string) => ({ pk: 'CONSULT', sk: userPartition(userId) });

/**
 * A person's message-sound flag (spec §7.1 `user-audio`, docs/conventions.md "Message sounds"): `num`, the new
 * messages announced to the person's global sockets by BANG_RADIO whose sound is still due. Erased with the person.
 */
export const audioKey = (userId: string) => ({ pk: userPartition(userId), sk: 'AUDIO' });

// ---------------------------------------------------------------- groups

/** The group itself (name, number, owner, project id, member count) and its thread meta live on `GROUP#<g>`. */
export const groupKey = (groupId: string) => ({ pk: groupThread(groupId), sk: 'GROUP' });
/** The 8-digit group number → group. */
export const groupNumberKey = (number: string) => ({ pk: uniquePartition('GROUPNO', number), sk: 'UNIQUE' });
/** A project → its group (one per project: written with the group, so a second opening finds it). */
export const projectGroupKey = (projectId: string) => ({ pk: uniquePartition('PROJGROUP', projectId), sk: 'UNIQUE' });
/**
 * A member of a group: listed by a Query on the group; the person's groups by gsi1 (`USER#<u>#GROUPS`). Holds the
 * member's `lastReadSeq`, stick-on-top and remark, so unread = group seq − lastReadSeq − the voids in between.
 */
export const groupMemberKey = (groupId: string, userId: string) => ({ pk: groupThread(groupId), sk: `MEMBER#${userId}` });
export const GROUP_MEMBER_PREFIX = 'MEMBER#';
export const memberGroupsIndex = (userId: string, joinTime: number, groupId: string) => ({
  gsi1pk: userIndexPartition(userId, 'GROUPS'),
  gsi1sk: `${pad(joinTime)}#${groupId}`,
});
/** A request to join a group; the group's owner lists them on gsi1, the applicant on gsi2. */
export const groupRequestKey = (requestId: string) => ({ pk: `GREQ#${requestId}`, sk: 'GREQ' });
export const groupRequestIndexes = (applicantId: string, ownerId: string, createTime: number, requestId: string) => ({
  gsi1pk: userIndexPartition(ownerId, 'GREQ_IN'),
  gsi1sk: `${pad(createTime)}#${requestId}`,
  gsi2pk: userIndexPartition(applicantId, 'GREQ_OUT'),
  gsi2sk: `${pad(createTime)}#${requestId}`,
});

/** The one pending request of an applicant to a group (a repeated apply updates it instead of piling up). */
export const pendingGroupRequestKey = (applicantId: string, groupId: string) => ({ pk: userPartition(applicantId), sk: `GREQ_TO#${groupId}` });
/**
 * Sparse gsi3 entry of a request while it is pending, under the group owner: the 新的群聊 badge is one Query Count
 * of it, and a dissolve or a hand-over finds the group's pending requests there. Removed when decided.
 */
export const pendingGroupRequestIndex = (ownerId: string, createTime: number, requestId: string) => ({
  gsi3pk: userIndexPartition(ownerId, 'GREQ_PENDING'),
  gsi3sk: `${pad(createTime)}#${requestId}`,
});

// Presence (a person's open global sockets) and the sockets open on a group live with the connections:
// functions/lib/socket/keys.ts `presenceKey`, `roomKey`.
