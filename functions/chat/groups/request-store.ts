/** The store of join requests: the request item, the applicant's pending pointer, the owner's inbox and badge. */
import { GetCommand, QueryCommand, UpdateCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { GroupRequestMessage, GroupRequestStatus } from '../../../shared/schemas/chat-groups.js';
import { countAll, ddb, isLive, queryAll, table, type TransactItems } from '../../lib/store/client.js';
import { groupRequestIndexes, groupRequestKey, pendingGroupRequestIndex, pendingGroupRequestKey } from '../keys.js';

export interface GroupRequestItem {
  requestId: string;
  groupId: string;
  /** The group's name when the request was made (the list shows the current one while the group exists). */
  groupName: string;
  applicantId: string;
  /** The group's owner, who decides; moved to the new owner with a hand-over while pending. */
  receiverId: string;
  description: string;
  status: GroupRequestStatus;
  messages: GroupRequestMessage[];
  createTime: number;
  updateTime: number;
}

const put = (Item: Record<string, unknown>) => ({ Put: { TableName: table(), Item, ConditionExpression: 'attribute_not_exists(pk)' } });

export const getGroupRequest = async (requestId: string): Promise<GroupRequestItem | undefined> => {
  const out = await ddb.send(new GetCommand({ TableName: table(), Key: groupRequestKey(requestId), ConsistentRead: true }));
  return isLive(out.Item) ? (out.Item as GroupRequestItem) : undefined;
};

/** The id the applicant's pending pointer for the group names, if any (written and removed with the request). */
export const pendingPointerOf = async (applicantId: string, groupId: string): Promise<string | undefined> => {
  const out = await ddb.send(new GetCommand({ TableName: table(), Key: pendingGroupRequestKey(applicantId, groupId), ConsistentRead: true }));
  return isLive(out.Item) ? (out.Item?.requestId as string) : undefined;
};

/** The keys and indexes a request carries while pending. */
const requestIndexes = (r: GroupRequestItem, time: number) => ({
  ...groupRequestIndexes(r.applicantId, r.receiverId, time, r.requestId),
  ...pendingGroupRequestIndex(r.receiverId, time, r.requestId),
});

/**
 * A new pending request: item 0 the request, item 1 the applicant's pending pointer for the group, refused if a
 * pending request appeared meanwhile. `replacing` is a pointer found naming a request no longer pending.
 */
export const newRequestItems = (r: GroupRequestItem, replacing?: string): TransactItems => [
  put({ ...groupRequestKey(r.requestId), ...requestIndexes(r, r.createTime), ...r }),
  {
    Put: {
      TableName: table(),
      Item: { ...pendingGroupRequestKey(r.applicantId, r.groupId), requestId: r.requestId },
      ConditionExpression: replacing ? 'attribute_not_exists(pk) OR requestId = :old' : 'attribute_not_exists(pk)',
      ExpressionAttributeValues: replacing ? { ':old': replacing } : undefined,
    },
  },
];

/** A repeated apply: the pending request takes the new note and moves to the top of both lists. */
export const renewRequest = async (r: GroupRequestItem, description: string, now: number): Promise<void> => {
  const indexes = requestIndexes(r, now);
  await ddb.send(
    new UpdateCommand({
      TableName: table(),
      Key: groupRequestKey(r.requestId),
      UpdateExpression: 'SET description = :d, updateTime = :now, createTime = :now, gsi1sk = :s1, gsi2sk = :s2, gsi3sk = :s3',
      ConditionExpression: '#status = :pending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':d': description, ':now': now, ':s1': indexes.gsi1sk, ':s2': indexes.gsi2sk, ':s3': indexes.gsi3sk, ':pending': 0 },
    }),
  );
};

/**
 * The items deciding a pending request: item 0 the request (still pending, still this receiver's) takes its
 * status and leaves the pending index; item 1 removes the applicant's pointer.
 */
export const decideRequestItems = (r: GroupRequestItem, receiverId: string, status: GroupRequestStatus): TransactItems => [
  {
    Update: {
      TableName: table(),
      Key: groupRequestKey(r.requestId),
      UpdateExpression: 'SET #status = :status, updateTime = :now REMOVE gsi3pk, gsi3sk',
      ConditionExpression: '#status = :pending AND receiverId = :receiver',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':status': status, ':now': Date.now(), ':pending': 0, ':receiver': receiverId },
    },
  },
  {
    Delete: {
      TableName: table(),
      Key: pendingGroupRequestKey(r.applicantId, r.groupId),
      ConditionExpression: 'attribute_not_exists(pk) OR requestId = :id',
      ExpressionAttributeValues: { ':id': r.requestId },
    },
  },
];

/** The item moving a pending request to a group's new owner (inbox and badge). */
export const redirectRequestItem = (r: GroupRequestItem, fromOwnerId: string, toOwnerId: string): TransactItems[number] => {
  const moved = requestIndexes({ ...r, receiverId: toOwnerId }, r.createTime);
  return {
    Update: {
      TableName: table(),
      Key: groupRequestKey(r.requestId),
      UpdateExpression: 'SET receiverId = :to, gsi1pk = :g1, gsi3pk = :g3',
      ConditionExpression: '#status = :pending AND receiverId = :from',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':to': toOwnerId, ':from': fromOwnerId, ':g1': moved.gsi1pk, ':g3': moved.gsi3pk, ':pending': 0 },
    },
  };
};

/** Appends a reply; refused (ConditionalCheckFailed) unless the author is a party and there is room. */
export const appendReply = async (requestId: string, message: GroupRequestMessage, cap: number): Promise<void> => {
  await ddb.send(
    new UpdateCommand({
      TableName: table(),
      Key: groupRequestKey(requestId),
      UpdateExpression: 'SET messages = list_append(if_not_exists(messages, :empty), :message), updateTime = :now',
      ConditionExpression: '(applicantId = :me OR receiverId = :me) AND (attribute_not_exists(messages) OR size(messages) < :cap)',
      ExpressionAttributeValues: { ':empty': [], ':message': [message], ':me': message.userId, ':cap': cap, ':now': Date.now() },
    }),
  );
};

const LIST_PAGE = 200;

const newest = async (input: Omit<QueryCommandInput, 'TableName'>): Promise<GroupRequestItem[]> =>
  ((await ddb.send(new QueryCommand({ ...input, TableName: table(), ScanIndexForward: false, Limit: LIST_PAGE }))).Items ?? []).filter(isLive) as GroupRequestItem[];

/** The newest requests a person received as owner (gsi1) and sent (gsi2), at most LIST_PAGE of each. */
export const requestsOf = async (userId: string): Promise<GroupRequestItem[]> => {
  const keys = groupRequestIndexes(userId, userId, 0, '');
  const [received, sent] = await Promise.all([
    newest({ IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': keys.gsi1pk } }),
    newest({ IndexName: 'gsi2', KeyConditionExpression: 'gsi2pk = :pk', ExpressionAttributeValues: { ':pk': keys.gsi2pk } }),
  ]);
  return [...received, ...sent];
};

/** Pending requests waiting for an owner (of one group, if given): a Query on the sparse pending index. */
export const pendingRequestsFor = (ownerId: string, groupId?: string): Promise<GroupRequestItem[]> =>
  queryAll<GroupRequestItem>({
    IndexName: 'gsi3',
    KeyConditionExpression: 'gsi3pk = :pk',
    ...(groupId ? { FilterExpression: 'groupId = :g' } : {}),
    ExpressionAttributeValues: { ':pk': pendingGroupRequestIndex(ownerId, 0, '').gsi3pk, ...(groupId ? { ':g': groupId } : {}) },
  });

/** How many requests wait for this owner: Query Count on the pending index, every page. */
export const pendingRequestCount = (ownerId: string): Promise<number> =>
  countAll({
    IndexName: 'gsi3',
    KeyConditionExpression: 'gsi3pk = :pk',
    ExpressionAttributeValues: { ':pk': pendingGroupRequestIndex(ownerId, 0, '').gsi3pk },
  });
