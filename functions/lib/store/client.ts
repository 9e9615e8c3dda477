/**
 * The DynamoDB document client (a module-level singleton; endpoint, region and credentials come from the
 * standard SDK configuration) and the few helpers every domain's store uses.
 */
import { ConditionalCheckFailedException, DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  type BatchGetCommandOutput,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type QueryCommandInput,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { fail, type AppError } from '../errors.js';

export const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});

export const table = (): string => config.tableName;

export interface Key {
  pk: string;
  sk: string;
}

/** The items of one transaction (at most 100), as every store builds them. */
export type TransactItems = NonNullable<TransactWriteCommandInput['TransactItems']>;

/** A condition on the item a write acts on, with its placeholders. */
export interface Condition {
  expression: string;
  values?: Record<string, unknown>;
  names?: Record<string, string>;
}

/** Items whose TTL has passed are treated as gone: DynamoDB deletes them lazily (and DynamoDB Local never). */
export const isLive = (item: { ttl?: number } | undefined): boolean =>
  item !== undefined && (item.ttl === undefined || item.ttl * 1000 > Date.now());

/** One item by key, undefined when absent or expired; `consistent` for reads that decide a write. */
export const getItem = async <T>(key: Key, options: { consistent?: boolean; projection?: string; names?: Record<string, string> } = {}): Promise<T | undefined> => {
  const out = await ddb.send(
    new GetCommand({ TableName: table(), Key: key, ConsistentRead: options.consistent, ProjectionExpression: options.projection, ExpressionAttributeNames: options.names }),
  );
  return isLive(out.Item) ? (out.Item as T) : undefined;
};

/** Why a conditional write was refused: the condition failed (with the item as it was, when asked for). */
export interface Refused {
  written: false;
  old?: Record<string, unknown>;
}

const refusedBy = (error: unknown, old?: boolean): Refused => {
  if (!(error instanceof ConditionalCheckFailedException)) throw error;
  return { written: false, ...(old && error.Item ? { old: unmarshallOld(error.Item) } : {}) };
};

/** The item a refused write returned (`ReturnValuesOnConditionCheckFailure`), from DynamoDB's typed attributes. */
const unmarshallOld = (item: NonNullable<ConditionalCheckFailedException['Item']>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(item).map(([name, value]) => [name, value.S ?? (value.N !== undefined ? Number(value.N) : value.BOOL ?? value)]));

/**
 * Writes an item, when `condition` holds (none: always). A failed condition is an answer, not an error:
 * `{ written: false }`, with the item as it was when `returnOld` asks for it.
 */
export const putItem = async (item: Record<string, unknown>, condition?: Condition, returnOld = false): Promise<{ written: true } | Refused> => {
  try {
    await ddb.send(
      new PutCommand({
        TableName: table(),
        Item: item,
        ConditionExpression: condition?.expression,
        ExpressionAttributeValues: condition?.values,
        ExpressionAttributeNames: condition?.names,
        ReturnValuesOnConditionCheckFailure: returnOld ? 'ALL_OLD' : undefined,
      }),
    );
    return { written: true };
  } catch (error) {
    return refusedBy(error, returnOld);
  }
};

/** Writes an item whatever was there, and answers what it replaced (undefined when nothing live was). */
export const swapItem = async <T>(item: Record<string, unknown>): Promise<T | undefined> => {
  const out = await ddb.send(new PutCommand({ TableName: table(), Item: item, ReturnValues: 'ALL_OLD' }));
  return isLive(out.Attributes) ? (out.Attributes as T) : undefined;
};

/** Writes an item only if none has its key: false when one exists. */
export const putIfAbsent = async (item: Record<string, unknown>): Promise<boolean> =>
  (await putItem(item, { expression: 'attribute_not_exists(pk)' })).written;

/**
 * An UpdateItem, when `condition` holds: the item after the update (`ALL_NEW`), or undefined when the condition
 * refused it. `update` carries its own placeholders; the condition's are merged in.
 */
export const updateItem = async <T = Record<string, unknown>>(
  key: Key,
  update: { expression: string; values?: Record<string, unknown>; names?: Record<string, string> },
  condition?: Condition,
): Promise<T | undefined> => {
  const values = { ...update.values, ...condition?.values };
  const names = { ...update.names, ...condition?.names };
  try {
    const out = await ddb.send(
      new UpdateCommand({
        TableName: table(),
        Key: key,
        UpdateExpression: update.expression,
        ConditionExpression: condition?.expression,
        ExpressionAttributeValues: Object.keys(values).length ? values : undefined,
        ExpressionAttributeNames: Object.keys(names).length ? names : undefined,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return out.Attributes as T;
  } catch (error) {
    refusedBy(error);
    return undefined;
  }
};

/** Deletes an item (when `condition` holds) and answers what it was: undefined when absent, expired or refused. */
export const deleteItem = async <T = Record<string, unknown>>(key: Key, condition?: Condition): Promise<T | undefined> => {
  try {
    const out = await ddb.send(
      new DeleteCommand({
        TableName: table(),
        Key: key,
        ConditionExpression: condition?.expression,
        ExpressionAttributeValues: condition?.values,
        ExpressionAttributeNames: condition?.names,
        ReturnValues: 'ALL_OLD',
      }),
    );
    return isLive(out.Attributes) ? (out.Attributes as T) : undefined;
  } catch (error) {
    refusedBy(error);
    return undefined;
  }
};

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
export const batchGet = async <T>(keys: Key[], projection?: string, names?: Record<string, string>, consistent?: boolean): Promise<T[]> => {
  const found: T[] = [];
  for (let i = 0; i < keys.length; i += 100) {
    let pending: Record<string, unknown>[] | undefined = keys.slice(i, i + 100).map((k) => ({ pk: k.pk, sk: k.sk }));
    for (let attempt = 0; pending && pending.length > 0; attempt += 1) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(50 * 2 ** attempt, 1000)));
      const out: BatchGetCommandOutput = await ddb.send(
        new BatchGetCommand({
          RequestItems: { [table()]: { Keys: pending, ProjectionExpression: projection, ExpressionAttributeNames: names, ConsistentRead: consistent } },
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
  items: TransactItems,
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

/** One write of a transaction, and the refusal its failed condition means (STALE_DATA when none: a concurrent change won). */
export interface Step {
  item: TransactItems[number];
  refusal?: () => AppError;
}

/** Whether a transaction failed only by colliding with another one on the same items: it was late, not refused. */
export const isConflict = (error: unknown): boolean => {
  const { name, CancellationReasons: reasons = [] } = error as { name?: string; CancellationReasons?: { Code?: string }[] };
  return name === 'TransactionConflictException' || (name === 'TransactionCanceledException' && reasons.some((r) => r.Code === 'TransactionConflict'));
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A transaction, all or nothing, as `transact`; one that only collided with another transaction (two adds moving one
 * cart's head, two uploads one folder's count) is sent again, up to 8 more times with jittered backoff, then answered
 * STALE_DATA. Sending it again is safe: nothing of a cancelled transaction was written, and its conditions are
 * checked afresh.
 */
export const transactRetrying = async (items: TransactItems, onConditionFailed: (index: number) => Error): Promise<void> => {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await transact(items, onConditionFailed);
      return;
    } catch (error) {
      if (!isConflict(error)) throw error;
      if (attempt >= 8) throw fail('STALE_DATA');
      await pause(Math.random() * Math.min(800, 20 * 2 ** attempt));
    }
  }
};

/**
 * Writes the steps in one transaction (`transactRetrying`): a failed condition answers the refusal of its step, any
 * other cancellation STALE_DATA. The project, order and library stores compose their moves of such steps.
 */
export const commitSteps = async (steps: readonly Step[]): Promise<void> => {
  try {
    await transactRetrying(
      steps.map((s) => s.item),
      (index) => steps[index]?.refusal?.() ?? fail('STALE_DATA'),
    );
  } catch (error) {
    if ((error as { name?: string }).name === 'TransactionCanceledException') throw fail('STALE_DATA');
    throw error;
  }
};

/** The keys of a partition's items whose sort key begins with `prefix` (consistent: what a deletion acts on). */
export const keysUnder = (pk: string, prefix: string): Promise<Key[]> =>
  queryAll<Key>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
    ProjectionExpression: 'pk, sk',
    ConsistentRead: true,
  });

/**
 * Deletes items by key, 100 to a transaction (all of a chunk or none of it), whether or not each is there: for
 * erasing what no other write still counts on (a cancelled person's own items). Answers how many items it named.
 */
export const deleteKeys = async (keys: readonly Key[]): Promise<number> => {
  // A transaction may name an item once.
  const unique = [...new Map(keys.map((key) => [`${key.pk}\u0000${key.sk}`, { pk: key.pk, sk: key.sk }])).values()];
  for (let i = 0; i < unique.length; i += 100) {
    await transact(unique.slice(i, i + 100).map((key) => ({ Delete: { TableName: table(), Key: key } })));
  }
  return unique.length;
};
