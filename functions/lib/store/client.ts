/**
 * The DynamoDB document client (a module-level singleton; endpoint, region and credentials come from the
 * standard SDK configuration) and the few helpers every domain's store uses.
 */
import { DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  type BatchGetCommandOutput,
  DynamoDBDocumentClient,
  QueryCommand,
  TransactWriteCommand,
  type QueryCommandInput,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';

export const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});

export const table = (): string => config.tableName;

export interface Key {
  pk: string;
  sk: string;
}

/** Items whose TTL has passed are treated as gone: DynamoDB deletes them lazily (and DynamoDB Local never). */
export const isLive = (item: { ttl?: number } | undefined): boolean =>
  item !== undefined && (item.ttl === undefined || item.ttl * 1000 > Date.now());

/** Every page of a Query (never ignore LastEvaluatedKey), expired items dropped. */
export const queryAll = async <T>(input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>): Promise<T[]> => {
  const items: T[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(new QueryCommand({ ...input, TableName: table(), ExclusiveStartKey: start }));
    for (const item of page.Items ?? []) if (isLive(item)) items.push(item as T);
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
};

/** How many items a Query matches (after its filter), every page counted: `Select: COUNT`, no items read back. */
export const countAll = async (input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey' | 'Select'>): Promise<number> => {
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(new QueryCommand({ ...input, TableName: table(), Select: 'COUNT', ExclusiveStartKey: start }));
    count += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return count;
};

/** BatchGet in chunks of 100, retrying UnprocessedKeys with backoff. */
export const batchGet = async <T>(keys: Key[], projection?: string, names?: Record<string, string>): Promise<T[]> => {
  const found: T[] = [];
  for (let i = 0; i < keys.length; i += 100) {
    let pending: Record<string, unknown>[] | undefined = keys.slice(i, i + 100).map((k) => ({ pk: k.pk, sk: k.sk }));
    for (let attempt = 0; pending && pending.length > 0; attempt += 1) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(50 * 2 ** attempt, 1000)));
      const out: BatchGetCommandOutput = await ddb.send(
        new BatchGetCommand({
          RequestItems: { [table()]: { Keys: pending, ProjectionExpression: projection, ExpressionAttributeNames: names } },
        }),
      );
      for (const item of out.Responses?.[table()] ?? []) if (isLive(item)) found.push(item as T);
      pending = out.UnprocessedKeys?.[table()]?.Keys;
      if (attempt > 8 && pending?.length) throw new Error('BatchGet left keys unprocessed after retries');
    }
  }
  return found;
};

/**
 * A transaction, all or nothing. When a condition fails, `onConditionFailed` receives the index of the first
 * failed item, so the service can answer with the business code of the rule that refused.
 */
export const transact = async (
  items: NonNullable<TransactWriteCommandInput['TransactItems']>,
  onConditionFailed?: (index: number) => Error,
  clientRequestToken?: string,
): Promise<void> => {
  try {
    await ddb.send(new TransactWriteCommand({ TransactItems: items, ClientRequestToken: clientRequestToken }));
  } catch (error) {
    if (error instanceof TransactionCanceledException && onConditionFailed) {
      const index = (error.CancellationReasons ?? []).findIndex((r) => r.Code === 'ConditionalCheckFailed');
      if (index >= 0) throw onConditionFailed(index);
    }
    throw error;
  }
};
