/**
 * The friends store: friendships (one item per side, holding that side's settings for the other), friend
 * requests and friend groups. Other parts of the messenger read friendships only through this file.
 */
import { batchGet, countAll, getItem, queryAll, table, transact, updateItem } from '../../lib/store/client.js';
import { fail } from '../../lib/errors.js';
import {
  FRIEND_GROUP_PREFIX,
  FRIEND_PREFIX,
  friendGroupKey,
  friendGroupNameKey,
  friendKey,
  friendRequestIndexes,
  friendRequestKey,
  pendingRequestKey,
} from '../keys.js';

/** A's friendship with B and A's settings for B (spec §3 "Friend settings payload"). */
export interface FriendItem {
  userId: string;
  friendId: string;
  /** A's remark for B (≤ 20). */
  remark?: string;
  description?: string;
  /** A's friend groups B is in. */
  groupIds: string[];
  messageDisturb: boolean;
  strongReminder: boolean;
  topChat: boolean;
  /** A has blacklisted B: B's messages to A are refused. */
  blacklist: boolean;
  createTime: number;
}

export type FriendRequestStatus = 'PENDING' | 'AGREED' | 'REJECTED';

export interface FriendRequestReplyItem {
  id: string;
  userId: string;
  content: string;
  createTime: number;
}

/** A friend request from proposer to receiver; replies of both sides are kept on it (spec §3). */
export interface FriendRequestItem {
  requestId: string;
  proposerId: string;
  receiverId: string;
  information: string;
  status: FriendRequestStatus;
  messages: FriendRequestReplyItem[];
  createTime: number;
  /** The last add-friend or decision: the lists sort by it (the index keys follow it). */
  updateTime: number;
}

export interface FriendGroupItem {
  userId: string;
  groupId: string;
  name: string;
  createTime: number;
}

/** Replies one request may collect: keeps the item far below DynamoDB's 400 KB. */
export const MAX_REPLIES = 200;

const PENDING = 'PENDING';

export const getFriendship = async (userId: string, friendId: string): Promise<FriendItem | undefined> => getItem<FriendItem>(friendKey(userId, friendId));

/** A's friendships with each of `friendIds` that exist, by friendId: BatchGet. */
export const friendshipsOf = async (userId: string, friendIds: readonly string[]): Promise<Map<string, FriendItem>> => {
  const items = await batchGet<FriendItem>([...new Set(friendIds)].map((id) => friendKey(userId, id)));
  return new Map(items.map((item) => [item.friendId, item]));
};

/**
 * Which of `userIds` have blacklisted `me`: the other sides of the friendships (`friendKey(id, me)`), one BatchGet
 * of their blacklist flags.
 */
export const blacklistedBy = async (me: string, userIds: readonly string[]): Promise<Set<string>> => {
  const sides = await batchGet<Pick<FriendItem, 'userId' | 'blacklist'>>([...new Set(userIds)].map((id) => friendKey(id, me)), 'userId, blacklist');
  return new Set(sides.filter((side) => side.blacklist).map((side) => side.userId));
};

/** Every friendship of a person with their settings: one Query on their partition. */
export const friendsOf = (userId: string): Promise<FriendItem[]> =>
  queryAll<FriendItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :friend)',
    ExpressionAttributeValues: { ':pk': friendKey(userId, '').pk, ':friend': FRIEND_PREFIX },
  });

// ---------------------------------------------------------------- friend requests

export const getFriendRequest = async (requestId: string): Promise<FriendRequestItem | undefined> => getItem<FriendRequestItem>(friendRequestKey(requestId), { consistent: true });

/** The id of the pending request from proposer to receiver, if there is one. */
export const pendingRequestId = async (proposerId: string, receiverId: string): Promise<string | undefined> => (await getItem<{ requestId: string }>(pendingRequestKey(proposerId, receiverId), { consistent: true }))?.requestId;

/**
 * A new pending request, with its pointer (one pending request per pair) and the check that the two are not
 * friends, all or nothing. A lost race with another add answers STALE_DATA, friends ALREADY_FRIENDS.
 */
export const createFriendRequest = async (request: FriendRequestItem): Promise<void> => {
  const { proposerId, receiverId, requestId, createTime } = request;
  await transact(
    [
      {
        Put: {
          TableName: table(),
          Item: { ...pendingRequestKey(proposerId, receiverId), requestId },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: {
          TableName: table(),
          Item: { ...friendRequestKey(requestId), ...friendRequestIndexes(proposerId, receiverId, createTime, requestId), ...request },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      { ConditionCheck: { TableName: table(), Key: friendKey(proposerId, receiverId), ConditionExpression: 'attribute_not_exists(pk)' } },
    ],
    (index) => (index === 2 ? fail('ALREADY_FRIENDS') : fail('STALE_DATA')),
  );
};

/** A repeated add: the pending request gets the new information and time (and so moves to the top of the lists). */
export const renewFriendRequest = async (request: FriendRequestItem, information: string, now: number): Promise<void> => {
  const { proposerId, receiverId, requestId } = request;
  const indexes = friendRequestIndexes(proposerId, receiverId, now, requestId);
  const renewed = await updateItem(
    friendRequestKey(requestId),
    {
      expression: 'SET information = :information, updateTime = :now, gsi1sk = :in, gsi2sk = :out',
      values: { ':information': information, ':now': now, ':in': indexes.gsi1sk, ':out': indexes.gsi2sk },
    },
    { expression: '#status = :pending', names: { '#status': 'status' }, values: { ':pending': PENDING } },
  );
  if (!renewed) throw fail('STALE_DATA');
};

/** Every request a person received (gsi1) or sent (gsi2): two Queries. */
export const friendRequestsOf = async (userId: string): Promise<FriendRequestItem[]> => {
  const query = (index: 'gsi1' | 'gsi2', pk: string) =>
    queryAll<FriendRequestItem>({
      IndexName: index,
      KeyConditionExpression: `${index}pk = :pk`,
      ExpressionAttributeValues: { ':pk': pk },
      ScanIndexForward: false,
    });
  const keys = friendRequestIndexes(userId, userId, 0, '');
  const [received, sent] = await Promise.all([query('gsi1', keys.gsi1pk), query('gsi2', keys.gsi2pk)]);
  return [...received, ...sent];
};

/** How many pending requests a person received: a counting Query on their inbox. */
export const pendingReceivedCount = (userId: string): Promise<number> =>
  countAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    FilterExpression: '#status = :pending',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':pk': friendRequestIndexes(userId, userId, 0, '').gsi1pk, ':pending': PENDING },
  });

/** Appends a reply while the request is pending and the author is one of its two sides. */
export const appendReply = async (requestId: string, reply: FriendRequestReplyItem): Promise<void> => {
  const appended = await updateItem(
    friendRequestKey(requestId),
    { expression: 'SET messages = list_append(messages, :reply), updateTime = :now', values: { ':reply': [reply], ':now': reply.createTime } },
    {
      expression: '#status = :pending AND (proposerId = :me OR receiverId = :me) AND size(messages) < :max',
      names: { '#status': 'status' },
      values: { ':pending': PENDING, ':me': reply.userId, ':max': MAX_REPLIES },
    },
  );
  if (!appended) throw fail('STALE_DATA');
};

/** A new friendship side with default settings. */
export const newFriendItem = (userId: string, friendId: string, groupIds: string[], now: number): FriendItem => ({
  userId,
  friendId,
  groupIds,
  messageDisturb: false,
  strongReminder: false,
  topChat: false,
  blacklist: false,
  createTime: now,
});

/**
 * Decides a pending request in one transaction: its status (still pending, else REQUEST_DECIDED), its pending
 * pointer gone, and on agreement both sides of the friendship (`sides`, absent when they are friends already).
 */
export const decideFriendRequest = async (request: FriendRequestItem, status: 'AGREED' | 'REJECTED', sides: FriendItem[], now: number): Promise<void> => {
  await transact(
    [
      {
        Update: {
          TableName: table(),
          Key: friendRequestKey(request.requestId),
          UpdateExpression: 'SET #status = :status, updateTime = :now',
          ConditionExpression: '#status = :pending',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':status': status, ':now': now, ':pending': PENDING },
        },
      },
      {
        Delete: {
          TableName: table(),
          Key: pendingRequestKey(request.proposerId, request.receiverId),
          ConditionExpression: 'attribute_not_exists(pk) OR requestId = :id',
          ExpressionAttributeValues: { ':id': request.requestId },
        },
      },
      ...sides.map((side) => ({
        Put: { TableName: table(), Item: { ...friendKey(side.userId, side.friendId), ...side }, ConditionExpression: 'attribute_not_exists(pk)' },
      })),
    ],
    (index) => (index === 0 ? fail('REQUEST_DECIDED') : fail('STALE_DATA')),
  );
};

// ---------------------------------------------------------------- friend settings

export type FriendSettings = Partial<Pick<FriendItem, 'groupIds' | 'messageDisturb' | 'strongReminder' | 'topChat' | 'blacklist' | 'description' | 'remark'>>;

/** Changes the caller's side of a friendship only; NOT_FRIENDS when there is none. */
export const updateFriendSettings = async (userId: string, friendId: string, settings: FriendSettings): Promise<void> => {
  const entries = Object.entries(settings).filter(([, value]) => value !== undefined);
  const names: Record<string, string> = Object.fromEntries(entries.map(([field]) => [`#${field}`, field]));
  const values: Record<string, unknown> = Object.fromEntries(entries.map(([field, value]) => [`:${field}`, value]));
  const updated = await updateItem(
    friendKey(userId, friendId),
    { expression: `SET ${[...entries.map(([field]) => `#${field} = :${field}`), 'updateTime = :now'].join(', ')}`, names, values: { ...values, ':now': Date.now() } },
    { expression: 'attribute_exists(pk)' },
  );
  if (!updated) throw fail('NOT_FRIENDS');
};

// ---------------------------------------------------------------- friend groups

/** A person's friend groups, oldest first: one Query. */
export const friendGroupsOf = async (userId: string): Promise<FriendGroupItem[]> =>
  (
    await queryAll<FriendGroupItem>({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :group)',
      ExpressionAttributeValues: { ':pk': friendGroupKey(userId, '').pk, ':group': FRIEND_GROUP_PREFIX },
    })
  ).sort((a, b) => a.createTime - b.createTime || a.groupId.localeCompare(b.groupId));

/** Those of `groupIds` that are the person's own groups: BatchGet. */
export const ownFriendGroupIds = async (userId: string, groupIds: readonly string[]): Promise<Set<string>> => {
  const found = await batchGet<FriendGroupItem>([...new Set(groupIds)].map((id) => friendGroupKey(userId, id)), 'groupId');
  return new Set(found.map((g) => g.groupId));
};

/** A new group with its unique name, both or neither (FRIEND_GROUP_TAKEN when the name is in use). */
export const createFriendGroup = async (group: FriendGroupItem): Promise<void> => {
  await transact(
    [
      {
        Put: {
          TableName: table(),
          Item: { ...friendGroupNameKey(group.userId, group.name), groupId: group.groupId },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      { Put: { TableName: table(), Item: { ...friendGroupKey(group.userId, group.groupId), ...group }, ConditionExpression: 'attribute_not_exists(pk)' } },
    ],
    (index) => (index === 0 ? fail('FRIEND_GROUP_TAKEN') : fail('STALE_DATA')),
  );
};
