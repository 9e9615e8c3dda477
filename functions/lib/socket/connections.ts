/** The connection store: who is connected where, found by key, expiring by itself after API Gateway's limits. */
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AccountType } from '../../../shared/domains.js';
import { WS_LIMITS, type Channel } from '../../../shared/realtime.js';
import { ttlAfter } from '../ids.js';
import { ddb, isLive, queryAll, table } from '../store/client.js';
import {
  ONLINE_SHARDS,
  connectionIndexSort,
  connectionKey,
  connectionPrefix,
  onlineIndexKeys,
  onlineShardKey,
  personConnectionsKey,
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
}

const chatOf = (c: Pick<Connection, 'chatType' | 'joinUserId'>) =>
  c.chatType && c.joinUserId ? { type: c.chatType, joinUserId: c.joinUserId } : undefined;

export const saveConnection = async (c: Connection): Promise<void> => {
  await ddb.send(
    new PutCommand({
      TableName: table(),
      Item: {
        ...connectionKey(c.connectionId),
        ...personConnectionsKey(c.userId),
        ...connectionIndexSort(c.channel, c.connectionId, chatOf(c)),
        // Only global sockets are "online": broadcasts (PROGRAM_UPDATE) and online counts read these.
        ...(c.channel === 'radio' ? onlineIndexKeys(c.connectionId) : {}),
        ...c,
        // A little past API Gateway's hard limit, so a record never outlives its connection by much.
        ttl: ttlAfter(WS_LIMITS.maxConnectionSeconds + 300, c.connectedAt),
      },
    }),
  );
};

export const deleteConnection = async (connectionId: string): Promise<void> => {
  await ddb.send(new DeleteCommand({ TableName: table(), Key: connectionKey(connectionId) }));
};

/** One connection by its id: a GetItem. */
export const connectionById = async (connectionId: string): Promise<Connection | undefined> => {
  const out = await ddb.send(new GetCommand({ TableName: table(), Key: connectionKey(connectionId) }));
  return isLive(out.Item) ? (out.Item as Connection) : undefined;
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
    Array.from({ length: ONLINE_SHARDS }, async (_, shard) => {
      let total = 0;
      let start: Record<string, unknown> | undefined;
      do {
        const page = await ddb.send(
          new QueryCommand({
            TableName: table(),
            IndexName: 'gsi2',
            KeyConditionExpression: 'gsi2pk = :pk',
            FilterExpression: '#ttl > :now',
            ExpressionAttributeNames: { '#ttl': 'ttl' },
            ExpressionAttributeValues: { ':pk': onlineShardKey(shard).gsi2pk, ':now': Math.floor(Date.now() / 1000) },
            Select: 'COUNT',
            ExclusiveStartKey: start,
          }),
        );
        total += page.Count ?? 0;
        start = page.LastEvaluatedKey;
      } while (start);
      return total;
    }),
  );
  return counts.reduce((a, b) => a + b, 0);
};
