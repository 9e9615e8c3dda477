/**
 * The groups store: the group item, its members (with each member's read position and settings), group
 * numbers (join requests: request-store.ts). Other parts of the messenger read groups only through this file.
 */
import { randomInt } from 'node:crypto';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_GROUP_NAME } from '../../../shared/schemas/chat-groups.js';
import { batchGet, ddb, isLive, queryAll, table, type TransactItems } from '../../lib/store/client.js';
import {
  GROUP_MEMBER_PREFIX,
  groupKey,
  groupMemberKey,
  groupNumberKey,
  groupThread,
  memberGroupsIndex,
  projectGroupKey,
  threadMetaKey,
} from '../keys.js';


export interface GroupItem {
  groupId: string;
  name: string;
  /** The owner gave the group its name (group-edit); a default name of members' nicknames is shown to members only. */
  named?: boolean;
  /** Unique 8-digit number, searched by `find-group`. */
  number: string;
  ownerId: string;
  /** Set for a project's group: add, remove, rename and leave are hidden (spec §6). */
  projectId?: string;
  total: number;
  createTime: number;
  status: 'ACTIVE' | 'DISSOLVED';
  /**
   * The first members (at most GROUP_HEADER_COUNT), whose avatars make the group's avatar: kept on the group so
   * that a list of groups reads them with one BatchGet of people, not one Query per group.
   */
  headerIds?: string[];
  /** Bumped by every membership change: the avatar ids are refreshed only against the version they were read at. */
  membersVersion?: number;
  updateTime?: number;
}

/** A group's name as `viewer` may see it: a default name is made of members' nicknames, so only members see it. */
export const publicGroupName = (group: Pick<GroupItem, 'name' | 'named'>, member: boolean): string => (member || group.named ? group.name : DEFAULT_GROUP_NAME);

export interface MemberItem {
  groupId: string;
  userId: string;
  role: 'OWNER' | 'MEMBER';
  joinTime: number;
  /** The member has read the group's messages up to this number: unread = thread seq − lastReadSeq. */
  lastReadSeq: number;
  stick: boolean;
  /** The member's own name for the group (`group-edit-remark`). */
  remark?: string;
}

const put = (Item: Record<string, unknown>) => ({ Put: { TableName: table(), Item, ConditionExpression: 'attribute_not_exists(pk)' } });

export const getGroup = async (groupId: string): Promise<GroupItem | undefined> => {
  const out = await ddb.send(new GetCommand({ TableName: table(), Key: groupKey(groupId), ConsistentRead: true }));
  const item = isLive(out.Item) ? (out.Item as GroupItem) : undefined;
  return item?.status === 'ACTIVE' ? item : undefined;
};

export const getMembership = async (groupId: string, userId: string): Promise<MemberItem | undefined> => {
  const out = await ddb.send(new GetCommand({ TableName: table(), Key: groupMemberKey(groupId, userId), ConsistentRead: true }));
  return isLive(out.Item) ? (out.Item as MemberItem) : undefined;
};

/** Every member of a group: one Query on the group's partition (ids and read positions only). */
export const membersOf = (groupId: string): Promise<MemberItem[]> =>
  queryAll<MemberItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :member)',
    ExpressionAttributeValues: { ':pk': groupThread(groupId), ':member': GROUP_MEMBER_PREFIX },
    // Deliveries are filtered by it: a member removed a moment ago must not be read as one.
    ConsistentRead: true,
  });

/** The first `limit` member ids of a group (one page of its partition), to refill its avatar. */
export const firstMemberIds = async (groupId: string, limit: number): Promise<string[]> => {
  const out = await ddb.send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :member)',
      ExpressionAttributeValues: { ':pk': groupThread(groupId), ':member': GROUP_MEMBER_PREFIX },
      ProjectionExpression: 'userId',
      ConsistentRead: true,
      Limit: limit,
    }),
  );
  return (out.Items ?? []).map((item) => item.userId as string);
};

/** Which of these people are members of the group: one BatchGet. */
export const membersAmong = async (groupId: string, userIds: readonly string[]): Promise<Set<string>> => {
  const found = await batchGet<MemberItem>([...new Set(userIds)].map((u) => groupMemberKey(groupId, u)), 'userId');
  return new Set(found.map((m) => m.userId));
};

/** The group with this number, whatever its status (the caller decides what a dissolved one means). */
export const getGroupByNumber = async (number: string): Promise<GroupItem | undefined> => {
  const out = await ddb.send(new GetCommand({ TableName: table(), Key: groupNumberKey(number), ConsistentRead: true }));
  if (!isLive(out.Item)) return undefined;
  const group = await ddb.send(new GetCommand({ TableName: table(), Key: groupKey(out.Item?.groupId as string), ConsistentRead: true }));
  return isLive(group.Item) ? (group.Item as GroupItem) : undefined;
};

/** Several groups by id, whatever their status: one BatchGet. */
export const groupsById = async (groupIds: readonly string[]): Promise<Map<string, GroupItem>> => {
  const groups = await batchGet<GroupItem>([...new Set(groupIds)].map(groupKey));
  return new Map(groups.map((g) => [g.groupId, g]));
};

/** A person's memberships: one Query on gsi1. */
export const membershipsOf = (userId: string): Promise<MemberItem[]> =>
  queryAll<MemberItem>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': memberGroupsIndex(userId, 0, '').gsi1pk },
  });

/** The group's message number now: a new member's read position starts there. */
export const groupSeq = async (groupId: string): Promise<number> => {
  const out = await ddb.send(new GetCommand({ TableName: table(), Key: threadMetaKey(groupThread(groupId)), ConsistentRead: true }));
  return (out.Item?.seq as number | undefined) ?? 0;
};

export const newMember = (groupId: string, userId: string, role: MemberItem['role'], joinTime: number, lastReadSeq: number): MemberItem => ({
  groupId,
  userId,
  role,
  joinTime,
  lastReadSeq,
  stick: false,
});

const memberPut = (member: MemberItem) =>
  put({ ...groupMemberKey(member.groupId, member.userId), ...memberGroupsIndex(member.userId, member.joinTime, member.groupId), ...member });

/**
 * The items that create a group: item 0 the group, item 1 its number (refused when the number is taken), item 2
 * its thread head (seq 0, relied on by the messages part), then the members given.
 */
export const newGroupItems = (group: GroupItem, members: MemberItem[]): TransactItems => [
  put({ ...groupKey(group.groupId), ...group }),
  put({ ...groupNumberKey(group.number), groupId: group.groupId }),
  put({ ...threadMetaKey(groupThread(group.groupId)), seq: 0, updateTime: group.createTime }),
  ...members.map(memberPut),
];
export const GROUP_NUMBER_ITEM = 1;

/** A draw of a group number (claimed by the create transaction; two groups drawing the same one is rare). */
export const newGroupNumber = (): string => String(randomInt(10_000_000, 100_000_000));

/** The claim that a project has its group: put with the group's items, refused when the project has one already. */
export const projectGroupClaim = (projectId: string, groupId: string): TransactItems[number] => put({ ...projectGroupKey(projectId), projectId, groupId });

/** The id of a project's group, if it has one (strongly read: a second opening right after the first finds it). */
export const projectGroupIdOf = async (projectId: string): Promise<string | undefined> => {
  const out = await ddb.send(new GetCommand({ TableName: table(), Key: projectGroupKey(projectId), ConsistentRead: true }));
  return isLive(out.Item) ? (out.Item?.groupId as string | undefined) : undefined;
};

export interface MembershipWrite {
  groupId: string;
  add: MemberItem[];
  remove: string[];
  /** The most members the group may have after the write. */
  cap: number;
  /** The group's owner must still be this person (owner-only changes)... */
  ownerIs?: string;
  /** ...or must not be (a member leaving cannot have become the owner meanwhile). */
  ownerIsNot?: string;
}

/**
 * One step of a membership change: item 0 updates the group (active, owner rule, room for the new members; `total`
 * moved by ADD and `membersVersion` bumped), then one Put per new member (not a member yet) and one Delete per
 * leaving member (still a member). The member conditions make the ADD exact; concurrent changes of different
 * members commute, so they do not conflict.
 */
export const membershipItems = (w: MembershipWrite): TransactItems => {
  const delta = w.add.length - w.remove.length;
  const values: Record<string, unknown> = { ':active': 'ACTIVE', ':delta': delta, ':one': 1, ':now': Date.now() };
  let condition = '#status = :active';
  if (delta > 0) {
    condition += ' AND #total <= :room';
    values[':room'] = w.cap - delta;
  }
  if (w.ownerIs) {
    condition += ' AND ownerId = :owner';
    values[':owner'] = w.ownerIs;
  }
  if (w.ownerIsNot) {
    condition += ' AND ownerId <> :notOwner';
    values[':notOwner'] = w.ownerIsNot;
  }
  return [
    {
      Update: {
        TableName: table(),
        Key: groupKey(w.groupId),
        UpdateExpression: 'SET updateTime = :now ADD #total :delta, membersVersion :one',
        ConditionExpression: condition,
        ExpressionAttributeNames: { '#status': 'status', '#total': 'total' },
        ExpressionAttributeValues: values,
      },
    },
    ...w.add.map(memberPut),
    ...w.remove.map((userId) => ({
      Delete: { TableName: table(), Key: groupMemberKey(w.groupId, userId), ConditionExpression: 'attribute_exists(pk)' },
    })),
  ];
};

/**
 * Recomputes the group's avatar ids from its members. Conditioned on `membersVersion` being the one read before
 * the members were: if another change came in between, that change's own refresh (which runs after it) wins, so
 * the ids settle on the latest members.
 */
export const refreshHeaderIds = async (groupId: string, count: number): Promise<void> => {
  const head = await ddb.send(new GetCommand({ TableName: table(), Key: groupKey(groupId), ConsistentRead: true, ProjectionExpression: 'membersVersion' }));
  const version = (head.Item?.membersVersion as number | undefined) ?? 0;
  const ids = await firstMemberIds(groupId, count);
  await ddb
    .send(
      new UpdateCommand({
        TableName: table(),
        Key: groupKey(groupId),
        UpdateExpression: 'SET headerIds = :ids',
        ConditionExpression: version ? 'membersVersion = :v' : 'attribute_not_exists(membersVersion)',
        ExpressionAttributeValues: version ? { ':ids': ids, ':v': version } : { ':ids': ids },
      }),
    )
    .catch((error: unknown) => {
      if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    });
};

/** Item 0 of a write that only an active group's owner may make. */
export const ownerGuard = (groupId: string, ownerId: string, update: string, values: Record<string, unknown> = {}, names: Record<string, string> = {}) => ({
  Update: {
    TableName: table(),
    Key: groupKey(groupId),
    UpdateExpression: update,
    ConditionExpression: '#status = :active AND ownerId = :owner',
    ExpressionAttributeNames: { '#status': 'status', ...names },
    ExpressionAttributeValues: { ':active': 'ACTIVE', ':owner': ownerId, ...values },
  },
});

/** Renames an active group, by its owner only (a named group shows its name to anyone searching for it). */
export const renameItem = (groupId: string, ownerId: string, name: string) =>
  ownerGuard(groupId, ownerId, 'SET #name = :name, named = :named, updateTime = :now', { ':name': name, ':named': true, ':now': Date.now() }, { '#name': 'name' });

/**
 * Gives a group named after its members a default name made again (`name`), only while nobody named it and its name is
 * still the one read (`from`): an owner's rename meanwhile wins. Answers whether it was written.
 */
export const renameDefaultNamed = async (groupId: string, from: string, name: string, now: number): Promise<boolean> =>
  ddb
    .send(
      new UpdateCommand({
        TableName: table(),
        Key: groupKey(groupId),
        UpdateExpression: 'SET #name = :name, updateTime = :now',
        ConditionExpression: 'attribute_exists(pk) AND #name = :from AND (attribute_not_exists(named) OR named = :false) AND attribute_not_exists(projectId)',
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: { ':name': name, ':from': from, ':false': false, ':now': now },
      }),
    )
    .then(() => true)
    .catch((error: unknown) => {
      if ((error as Error).name === 'ConditionalCheckFailedException') return false;
      throw error;
    });

/** Marks an active group DISSOLVED, by its owner only: nobody reads or joins it any more. */
export const dissolveItem = (groupId: string, ownerId: string) => ownerGuard(groupId, ownerId, 'SET #status = :dissolved, updateTime = :now', { ':dissolved': 'DISSOLVED', ':now': Date.now() });

/** The items that hand a group over: the group's owner, and both members' roles (the new owner must be a member). */
export const turnoverItems = (groupId: string, ownerId: string, newOwnerId: string): TransactItems => [
  ownerGuard(groupId, ownerId, 'SET ownerId = :new, updateTime = :now', { ':new': newOwnerId, ':now': Date.now() }),
  setRole(groupId, ownerId, 'MEMBER'),
  setRole(groupId, newOwnerId, 'OWNER'),
];

/** A member's role changed; the member must exist. */
const setRole = (groupId: string, userId: string, role: MemberItem['role']): TransactItems[number] => ({
  Update: {
    TableName: table(),
    Key: groupMemberKey(groupId, userId),
    UpdateExpression: 'SET #role = :role',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#role': 'role' },
    ExpressionAttributeValues: { ':role': role },
  },
});
export const NEW_OWNER_ITEM = 2;

/** Sets one member's own settings (stick, remark); refused (ConditionalCheckFailed) if not a member. */
export const setMemberSettings = async (groupId: string, userId: string, set: { stick?: boolean; remark?: string }): Promise<void> => {
  const clearRemark = set.remark === '';
  const sets = [
    ...(set.stick === undefined ? [] : ['stick = :stick']),
    ...(set.remark === undefined || clearRemark ? [] : ['remark = :remark']),
  ];
  const values: Record<string, unknown> = {};
  if (set.stick !== undefined) values[':stick'] = set.stick;
  if (set.remark && !clearRemark) values[':remark'] = set.remark;
  await ddb.send(
    new UpdateCommand({
      TableName: table(),
      Key: groupMemberKey(groupId, userId),
      UpdateExpression: [sets.length ? `SET ${sets.join(', ')}` : '', clearRemark ? 'REMOVE remark' : ''].filter(Boolean).join(' '),
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: Object.keys(values).length ? values : undefined,
    }),
  );
};
