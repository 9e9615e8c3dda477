/**
 * DynamoDB Local accepts a TTL setting but never expires items; AWS deletes expired items in the background.
 * This sweeper plays AWS's part on the local cloud (it is the only Scan in the project, and never in a request).
 */
import { BatchWriteCommand, ScanCommand, type BatchWriteCommandOutput, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { TABLE_DESIGN } from '../table-design.js';

export const sweepExpired = async (ddb: DynamoDBDocumentClient, tableName: string): Promise<number> => {
  let removed = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(
      new ScanCommand({
        TableName: tableName,
        FilterExpression: '#ttl < :now',
        ExpressionAttributeNames: { '#ttl': TABLE_DESIGN.ttlAttribute },
        ExpressionAttributeValues: { ':now': Math.floor(Date.now() / 1000) },
        ProjectionExpression: 'pk, sk',
        ExclusiveStartKey: start,
      }),
    );
    const keys = page.Items ?? [];
    for (let i = 0; i < keys.length; i += 25) {
      let requests: NonNullable<ConstructorParameters<typeof BatchWriteCommand>[0]['RequestItems']>[string] | undefined = keys
        .slice(i, i + 25)
        .map((Key) => ({ DeleteRequest: { Key } }));
      while (requests?.length) {
        const out: BatchWriteCommandOutput = await ddb.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
        requests = out.UnprocessedItems?.[tableName];
      }
      removed += Math.min(25, keys.length - i);
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return removed;
};

export const startTtlSweeper = (ddb: DynamoDBDocumentClient, tableName: string, everyMs: number): (() => void) => {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepExpired(ddb, tableName)
      .catch((error: unknown) => console.error('[ttl] sweep failed', error))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
};
