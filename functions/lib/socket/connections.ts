/** The connection store: who is connected where, found by key, expiring by itself after API Gateway's limits. */
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { AccountType } from '../../../shared/domains.js';
import { WS_LIMITS, type Channel } from '../../../shared/realtime.js';
import { ttlAfter } from '../ids.js';
import { ddb, queryAll, table } from '../store/client.js';
import { connectionIndexSort, connectionKey, personConnectionsKey } from './keys.js';

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

export const saveConnection = async (c: Connection): Promise<void> => {
  await ddb.send(
    new PutCommand({
      TableName: table(),
      Item: {
        ...connectionKey(c.connectionId),
        ...personConnectionsKey(c.userId),
        ...connectionIndexSort(c.channel, c.connectionId),
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

/** Every live connection of a person, optionally of one channel: one Query. */
export const connectionsOf = async (userId: string, channel?: Channel): Promise<Connection[]> =>
  queryAll<Connection>({
    IndexName: 'gsi1',
    KeyConditionExpression: channel ? 'gsi1pk = :pk AND begins_with(gsi1sk, :ch)' : 'gsi1pk = :pk',
    ExpressionAttributeValues: {
      ':pk': personConnectionsKey(userId).gsi1pk,
      ...(channel ? { ':ch': `${channel}#` } : {}),
    },
  });
