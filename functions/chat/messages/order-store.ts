/**
 * A connection's send order on a thread (`clientSeq`, docs/conventions.md "Realtime"): which sends arrived and which
 * are done, so that overlapping sends are numbered in the order the client sent them.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ttlAfter } from '../../lib/ids.js';
import { ddb, table, type TransactItems } from '../../lib/store/client.js';
import { clientOrderKey } from '../keys.js';

/** How long a connection's send order is kept: longer than a socket lives (2 h). */
const ORDER_SECONDS = 3 * 60 * 60;

/** A connection's sends on a thread (`clientSeq`): those that arrived (`seen`) and those stored or refused (`done`). */
export interface ConnectionOrder {
  seen: Set<number>;
  done: Set<number>;
}

/** The connection's order on a thread, read consistently. */
export const orderOf = async (thread: string, connectionId: string): Promise<ConnectionOrder> => {
  const out = await ddb.send(new GetCommand({ TableName: table(), Key: clientOrderKey(thread, connectionId), ConsistentRead: true }));
  const item = out.Item as Partial<ConnectionOrder> | undefined;
  return { seen: item?.seen ?? new Set<number>(), done: item?.done ?? new Set<number>() };
};

/**
 * Records that a connection's send `clientSeq` arrived (a successor waits longer for a send that is under way).
 * Best effort: a transaction holding the item at that moment only means a shorter wait for a successor.
 */
export const markOrderSeen = async (thread: string, connectionId: string, clientSeq: number): Promise<void> => {
  await ddb.send(
    new UpdateCommand({
      TableName: table(),
      Key: clientOrderKey(thread, connectionId),
      UpdateExpression: 'SET #ttl = :ttl ADD seen :seq',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':seq': new Set([clientSeq]), ':ttl': ttlAfter(ORDER_SECONDS) },
    }),
  ).catch((error: unknown) => {
    if ((error as Error).name !== 'TransactionConflictException') throw error;
  });
};

const orderUpdate = (thread: string, connectionId: string, clientSeq: number) => ({
  TableName: table(),
  Key: clientOrderKey(thread, connectionId),
  UpdateExpression: 'SET #ttl = :ttl ADD done :seq',
  ExpressionAttributeNames: { '#ttl': 'ttl' },
  ExpressionAttributeValues: { ':seq': new Set([clientSeq]), ':ttl': ttlAfter(ORDER_SECONDS) },
});

/** The transaction item recording that a connection's send `clientSeq` is stored (with the message). */
export const orderItem = (thread: string, connectionId: string, clientSeq: number): TransactItems[number] => ({ Update: orderUpdate(thread, connectionId, clientSeq) });

/** Records a connection's send `clientSeq` as done outside a message (a duplicate answered, a refusal). */
export const markOrderDone = async (thread: string, connectionId: string, clientSeq: number): Promise<void> => {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await ddb.send(new UpdateCommand(orderUpdate(thread, connectionId, clientSeq)));
      return;
    } catch (error) {
      // The connection's next send storing at this moment (its transaction holds the item): again, shortly.
      if ((error as Error).name !== 'TransactionConflictException' || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.min(5 * 2 ** attempt, 100) * Math.random()));
    }
  }
};

