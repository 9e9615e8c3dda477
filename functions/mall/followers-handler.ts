/**
 * The unit `mall-followers` (shared/units.ts): a Lambda on the table's stream, fed the searchable items' records as the
 * search indexer is (demands and listings), telling the followers of whoever released one (./followers.ts).
 */
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { logger } from '../lib/logger.js';
import { tellReleases } from './followers.js';

export const handler = async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  const told = await tellReleases(event.Records);
  if (told) logger.info('followers told', { records: event.Records.length, told });
  return { batchItemFailures: [] };
};
