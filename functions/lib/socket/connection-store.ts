/** The connection store: who is connected where, found by key, expiring by itself after API Gateway's limits. */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AccountType } from '../../../shared/domains.js';
import { SERVICE_ACCOUNT_ID, WS_LIMITS, type Channel } from '../../../shared/realtime.js';
import { ttlAfter } from '../ids.js';
import { userPartition } from '../store/partitions.js';
import { batchGet, countAll, ddb, isLive, queryAll, table } from '../store/client.js';
import {
  DESK_ROOM,
  ONLINE_SHARDS,
  connectionIndexSort,
  connectionKey,
  connectionPrefix,
  onlineIndexKeys,
  onlineShardKey,
  personConnectionsKey,
  presenceKey,
  roomIndexKeys,
  roomKey,
} from './keys.js';

export interface Connection {
  connectionId: string;
  userId: string;
  accountType: AccountType;
  sessionId: string;
  channel: Channel;
  /** For chat sockets: the conversation the socket is open on (`MSG|GROUP|SERVICE` and the other side). */
  chatType?: string;
  joinUserId?: string;
  connectedAt: number;
  /** A global socket of desk staff: in the service desk's room (keys.ts DESK_ROOM). */
  desk?: boolean;
}

/** The conversation of a chat socket; a global socket has none, whatever its connect query named. */
const chatOf = (c: Pick<Connection, 'channel' | 'chatType' | 'joinUserId'>) =>
  c.channel === 'chat' && c.chatType && c.joinUserId ? { type: c.chatType, joinUserId: c.joinUserId } : undefined;

export const saveConnection = async (c: Connection): Promise<void> => {
  const chat = chatOf(c);
  await ddb.send(
    new PutCommand({
      TableName: table(),
      Item: {
        ...connectionKey(c.connectionId),
        ...personConnectionsKey(c.userId),
        ...connectionIndexSort(c.channel, c.connectionId, chat),
        // Only global sockets are "online": broadcasts (PROGRAM_UPDATE) and online counts read these.
        ...(c.channel === 'radio' ? onlineIndexKeys(c.connectionId) : {}),
        // The chat sockets open on a group, or staff's on one person's service chat: one Query when a message arrives.
        ...(chat && chat.type !== 'MSG' && chat.joinUserId !== SERVICE_ACCOUNT_ID ? roomIndexKeys(chat.type, chat.joinUserId, c.connectionId) : {}),
        // Desk staff's global sockets: the desk's room (its dispute pushes).
        ...(c.channel === 'radio' && c.desk ? roomIndexKeys(DESK_ROOM.chatType, DESK_ROOM.joinUserId, c.connectionId) : {}),
        ...c,
        // A little past API Gateway's hard limit, so a record never outlives its connection by much.
        ttl: ttlAfter(WS_LIMITS.maxConnectionSeconds + 300, c.connectedAt),
      },
    }),
  );
  if (c.channel === 'radio') await updatePresence(c.userId, 'ADD', c.connectionId);
};

const updatePresence = async (userId: string, op: 'ADD' | 'DELETE', connectionId: string): Promise<void> => {
  await ddb.send(
    new UpdateCommand({
      TableName: table(),
      Key: presenceKey(userId),
      UpdateExpression: `${op} conns :c SET #ttl = :ttl`,
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      // The set lives as long as its newest socket could.
      ExpressionAttributeValues: { ':c': new Set([connectionId]), ':ttl': ttlAfter(WS_LIMITS.maxConnectionSeconds + 300) },
    }),
  );
};

/**
 * Deletes a person's presence (the erasure of a cancelled account: their sessions ended at the cancellation, so no
 * socket of theirs is counted any more). A socket still closing may write an empty one back, which its TTL ends.
 */
export const dropPresence = async (userId: string): Promise<void> => {
  await ddb.send(new DeleteCommand({ TableName: table(), Key: presenceKey(userId) }));
};

/** Drops a connection's record, and its id from its person's presence. */
export const deleteConnection = async (connectionId: string, owner?: { userId: string; channel: Channel }): Promise<void> => {
  known.delete(connectionId);
  const out = await ddb.send(new DeleteCommand({ TableName: table(), Key: connectionKey(connectionId), ReturnValues: 'ALL_OLD' }));
  const gone = (out.Attributes as Connection | undefined) ?? owner;
  if (gone?.channel === 'radio') await updatePresence(gone.userId, 'DELETE', connectionId);
};

/**
 * Forgets a connection the management API called gone, unless its record is younger than a `$connect` may take:
 * the record is written during `$connect`, before API Gateway can deliver to the socket, so a push racing a
 * connect meets Gone for a socket about to open (docs/realtime.md). Such a record stays; its `$disconnect`, a
 * later push or its TTL removes it if the socket never opened. True when the record was deleted (or was none).
 */
export const forgetGoneConnection = async (connectionId: string, owner?: { userId: string; channel: Channel }): Promise<boolean> => {
  let out;
  try {
    out = await ddb.send(
      new DeleteCommand({
        TableName: table(),
        Key: connectionKey(connectionId),
        ConditionExpression: 'attribute_not_exists(connectedAt) OR connectedAt < :settled',
        ExpressionAttributeValues: { ':settled': Date.now() - WS_LIMITS.connectingSeconds * 1000 },
        ReturnValues: 'ALL_OLD',
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
  known.delete(connectionId);
  const gone = (out.Attributes as Connection | undefined) ?? owner;
  if (gone?.channel === 'radio') await updatePresence(gone.userId, 'DELETE', connectionId);
  return true;
};

/** One connection by its id: a GetItem (strongly consistent when a decision rests on it). */
export const connectionById = async (connectionId: string, consistent = false): Promise<Connection | undefined> => {
  const out = await ddb.send(new GetCommand({ TableName: table(), Key: connectionKey(connectionId), ConsistentRead: consistent }));
  return isLive(out.Item) ? (out.Item as Connection) : undefined;
};

/**
 * A connection's record never changes after its `$connect` (who, which session, which conversation), so a warm
 * function keeps the ones it has read: a chat socket's second and later frames skip this read. Whether the
 * session is still live is asked on every frame all the same (isSessionLive), and a closed connection sends no
 * frames. Bounded; the oldest entries go first.
 */
const KNOWN_CONNECTIONS = 2000;
const known = new Map<string, Connection & { ttl?: number }>();

export const knownConnection = async (connectionId: string): Promise<Connection | undefined> => {
  const cached = known.get(connectionId);
  if (cached && isLive(cached)) return cached;
  const connection = await connectionById(connectionId);
  if (connection) {
    if (known.size >= KNOWN_CONNECTIONS) known.delete(known.keys().next().value as string);
    known.set(connectionId, connection);
  } else known.delete(connectionId);
  return connection;
};

/**
 * Every connection of a person that must not be missed (ending a session): the person's connection index (read
 * eventually consistently) and, read strongly, their presence item, which holds their global sockets the moment
 * they connect; a global socket the index does not show yet is read by its id.
 */
export const connectionsOfSurely = async (userId: string): Promise<Connection[]> => {
  const [indexed, presence] = await Promise.all([
    connectionsOf(userId),
    ddb.send(new GetCommand({ TableName: table(), Key: presenceKey(userId), ConsistentRead: true })),
  ]);
  const present = isLive(presence.Item) ? [...((presence.Item?.conns as Set<string> | undefined) ?? [])] : [];
  const unseen = present.filter((id) => !indexed.some((c) => c.connectionId === id));
  const found = await Promise.all(unseen.map((id) => connectionById(id, true)));
  return [...indexed, ...found.filter((c): c is Connection => c !== undefined)];
};

/** Every live connection of a person, optionally of one channel: one Query. */
export const connectionsOf = async (userId: string, channel?: Channel): Promise<Connection[]> =>
  connectionsWithPrefix(userId, channel ? connectionPrefix(channel) : undefined);

/** The chat sockets a person has open on one conversation (`MSG` with a person, a `GROUP`, `SERVICE`): one Query. */
export const chatConnectionsOf = (userId: string, type: string, joinUserId: string): Promise<Connection[]> =>
  connectionsWithPrefix(userId, connectionPrefix('chat', { type, joinUserId }));

const connectionsWithPrefix = (userId: string, prefix: string | undefined): Promise<Connection[]> =>
  queryAll<Connection>({
    IndexName: 'gsi1',
    KeyConditionExpression: prefix ? 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)' : 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': personConnectionsKey(userId).gsi1pk, ...(prefix ? { ':prefix': prefix } : {}) },
  });

/** The ids of every global socket online: one Query per shard, in parallel, only the ids read. */
export const onlineConnectionIds = async (): Promise<string[]> => {
  const shards = await Promise.all(
    Array.from({ length: ONLINE_SHARDS }, (_, shard) =>
      queryAll<Pick<Connection, 'connectionId'>>({
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk',
        ExpressionAttributeValues: { ':pk': onlineShardKey(shard).gsi2pk },
        ProjectionExpression: 'connectionId, #ttl',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
      }),
    ),
  );
  return shards.flat().map((c) => c.connectionId);
};

/** How many global sockets are online (records not yet expired may include a few already closed). */
export const onlineCount = async (): Promise<number> => {
  const counts = await Promise.all(
    Array.from({ length: ONLINE_SHARDS }, (_, shard) =>
      countAll({
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk',
        FilterExpression: '#ttl > :now',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':pk': onlineShardKey(shard).gsi2pk, ':now': Math.floor(Date.now() / 1000) },
      }),
    ),
  );
  return counts.reduce((a, b) => a + b, 0);
};

/** The open global sockets of each of `userIds` who is online, by person: BatchGet of presence, 100 at a time. */
export const presenceOf = async (userIds: readonly string[]): Promise<Map<string, string[]>> => {
  const items = await batchGet<{ pk: string; conns?: Set<string> }>([...new Set(userIds)].map(presenceKey));
  return new Map(items.filter((item) => item.conns && item.conns.size > 0).map((item) => [item.pk.slice(userPartition('').length), [...item.conns!]]));
};

/**
 * The chat sockets open on one conversation room (a group, or desk staff's on one person's service chat), with
 * whose each is: one Query on gsi3. The caller delivers only to the people who may see the room now.
 */
export const roomConnections = async (chatType: string, joinUserId: string): Promise<Pick<Connection, 'connectionId' | 'userId'>[]> =>
  queryAll<Pick<Connection, 'connectionId' | 'userId'>>({
    IndexName: 'gsi3',
    KeyConditionExpression: 'gsi3pk = :pk',
    ExpressionAttributeValues: { ':pk': roomKey(chatType, joinUserId).gsi3pk },
    ProjectionExpression: 'connectionId, userId, #ttl',
    ExpressionAttributeNames: { '#ttl': 'ttl' },
  });

/** The global sockets in the service desk's room, with whose each is: one Query on gsi3 (the caller checks the role again). */
export const deskConnections = (): Promise<Pick<Connection, 'connectionId' | 'userId'>[]> => roomConnections(DESK_ROOM.chatType, DESK_ROOM.joinUserId);
