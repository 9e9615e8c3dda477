// The single DynamoDB table of Hezuo, from the key design the local cloud uses too (infra/table-design.ts).
import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, StreamViewType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { TABLE_DESIGN } from '../table-design.js';

export const createTable = (scope: Construct): Table => {
  const table = new Table(scope, 'Table', {
    partitionKey: { name: TABLE_DESIGN.partitionKey, type: AttributeType.STRING },
    sortKey: { name: TABLE_DESIGN.sortKey, type: AttributeType.STRING },
    // Traffic is spiky and small; on-demand costs nothing when idle and needs no capacity planning.
    billingMode: BillingMode.PAY_PER_REQUEST,
    pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
    // Epoch seconds; codes, sessions and socket connections expire by themselves.
    timeToLiveAttribute: TABLE_DESIGN.ttlAttribute,
    // Changed items, before and after, for the search indexer (infra/stack/search.ts); the local cloud turns on the same.
    stream: StreamViewType[TABLE_DESIGN.stream],
    encryption: TableEncryption.AWS_MANAGED,
    // People's accounts and money live here: neither a stack update nor `cdk destroy` may drop it.
    deletionProtection: true,
    removalPolicy: RemovalPolicy.RETAIN,
  });
  for (const index of TABLE_DESIGN.indexes) {
    table.addGlobalSecondaryIndex({
      indexName: index.name,
      partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
      sortKey: { name: index.sortKey, type: AttributeType.STRING },
      projectionType: 'projection' in index && index.projection === 'KEYS_ONLY' ? ProjectionType.KEYS_ONLY : ProjectionType.ALL,
    });
  }
  return table;
};
