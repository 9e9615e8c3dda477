/** A person's items as the table holds them (their `USER#<id>` partition), to show that a refused call wrote nothing. */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, table } from '../../../functions/lib/store/client.js';
import { userPartition } from '../../../functions/lib/store/partitions.js';

/** JSON text with every object's keys sorted, so that equal items read equal. */
export const canonical = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonical).join(',')}]`
    : value instanceof Set
      ? canonical([...(value as Set<unknown>)].map(String).sort())
      : typeof value === 'object' && value !== null
        ? `{${Object.keys(value)
            .sort()
            .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
            .join(',')}}`
        : (JSON.stringify(value) ?? 'undefined');

/** Every item of the person's partition, strongly consistent, each as JSON text, in key order. */
export const partitionItems = async (userId: string): Promise<string[]> => {
  const items: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(
      new QueryCommand({ TableName: table(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': userPartition(userId) }, ConsistentRead: true, ExclusiveStartKey: start }),
    );
    for (const item of page.Items ?? []) items.push(canonical(item));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
};
