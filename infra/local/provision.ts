/** Creates the table (as the stack does, from infra/table-design.ts, its stream included) and the upload bucket when missing. */
import {
  CreateTableCommand,
  DescribeTableCommand,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, HeadBucketCommand, PutBucketCorsCommand, type S3Client } from '@aws-sdk/client-s3';
import { TABLE_DESIGN } from '../table-design.js';

const attributeDefinitions = () => {
  const attributes = new Set<string>([TABLE_DESIGN.partitionKey, TABLE_DESIGN.sortKey]);
  for (const index of TABLE_DESIGN.indexes) attributes.add(index.partitionKey).add(index.sortKey);
  return [...attributes].map((AttributeName) => ({ AttributeName, AttributeType: 'S' as const }));
};

const indexDefinition = (index: (typeof TABLE_DESIGN.indexes)[number]) => ({
  IndexName: index.name,
  KeySchema: [
    { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
    { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
  ],
  Projection: { ProjectionType: 'projection' in index ? index.projection : ('ALL' as const) },
});

const STREAM = { StreamEnabled: true, StreamViewType: TABLE_DESIGN.stream };

/**
 * Creates the table, or brings a table kept in `.local/data` by an older version up to the design: a missing
 * index is added (one at a time, as DynamoDB allows) and the stream turned on.
 */
export const ensureTable = async (client: DynamoDBClient, tableName: string): Promise<void> => {
  let existing;
  try {
    existing = (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  if (existing) {
    const have = new Set((existing.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
    for (const index of TABLE_DESIGN.indexes.filter((i) => !have.has(i.name))) {
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          AttributeDefinitions: attributeDefinitions(),
          GlobalSecondaryIndexUpdates: [{ Create: indexDefinition(index) }],
        }),
      );
    }
    if (!existing.StreamSpecification?.StreamEnabled) await client.send(new UpdateTableCommand({ TableName: tableName, StreamSpecification: STREAM }));
    return;
  }
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: attributeDefinitions(),
      KeySchema: [
        { AttributeName: TABLE_DESIGN.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_DESIGN.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: TABLE_DESIGN.indexes.map(indexDefinition),
      StreamSpecification: STREAM,
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TABLE_DESIGN.ttlAttribute, Enabled: true },
    }),
  );
};

export const ensureBucket = async (s3: S3Client, bucket: string, corsOrigins: string[]): Promise<void> => {
  try {
    await s3.send(new HeadBucketCommand({ Bucket: bucket }));
    return; // an existing bucket keeps its own CORS (a deployed stage's is the stack's business)
  } catch {
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  }
  await s3.send(
    new PutBucketCorsCommand({
      Bucket: bucket,
      CORSConfiguration: {
        CORSRules: [{ AllowedOrigins: corsOrigins, AllowedMethods: ['GET', 'POST', 'PUT'], AllowedHeaders: ['*'], ExposeHeaders: ['ETag', 'Location'] }],
      },
    }),
  );
};
