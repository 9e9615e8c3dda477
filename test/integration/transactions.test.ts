/** DynamoDB Local behaves as AWS where money and uniqueness depend on it: a failed condition writes nothing. */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { ddb, table, transact } from '../../functions/lib/store/client.js';

const get = async (pk: string) => (await ddb.send(new GetCommand({ TableName: table(), Key: { pk, sk: 'T' } }))).Item;

describe('transactions on the local cloud', () => {
  it('leave nothing written when one condition fails', async () => {
    // Prepare: an item that exists, so a put guarded by attribute_not_exists must fail.
    const taken = `TEST#${randomUUID()}`;
    const fresh = `TEST#${randomUUID()}`;
    await transact([{ Put: { TableName: table(), Item: { pk: taken, sk: 'T', n: 1 } } }]);
    // Act
    const outcome = await transact(
      [
        { Put: { TableName: table(), Item: { pk: fresh, sk: 'T', n: 1 } } },
        { Update: { TableName: table(), Key: { pk: taken, sk: 'T' }, UpdateExpression: 'SET n = n + :one', ExpressionAttributeValues: { ':one': 1 } } },
        { Put: { TableName: table(), Item: { pk: taken, sk: 'T', n: 99 }, ConditionExpression: 'attribute_not_exists(pk)' } },
      ],
      (index) => new Error(`condition ${index} failed`),
    ).catch((e: Error) => e.message);
    // Assess
    expect(outcome).toBe('condition 2 failed');
    expect(await get(fresh)).toBeUndefined();
    expect(await get(taken)).toEqual({ pk: taken, sk: 'T', n: 1 });
  });

  it('apply every item when all conditions hold', async () => {
    const a = `TEST#${randomUUID()}`;
    const b = `TEST#${randomUUID()}`;
    await transact([
      { Put: { TableName: table(), Item: { pk: a, sk: 'T' }, ConditionExpression: 'attribute_not_exists(pk)' } },
      { Put: { TableName: table(), Item: { pk: b, sk: 'T' }, ConditionExpression: 'attribute_not_exists(pk)' } },
    ]);
    expect(await get(a)).toBeDefined();
    expect(await get(b)).toBeDefined();
  });
});
