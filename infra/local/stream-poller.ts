/**
 * The table's stream on one machine (docs/search.md "On one machine"): what Lambda's event source mapping does on
 * AWS, done against DynamoDB Local's stream. It reads every shard from its start (TRIM_HORIZON: nothing written
 * before the poller started is missed, and the indexer is idempotent), keeps only the records the stack's filter
 * keeps (items of searchable kinds: `searchKindOfKey`), hands them to the same handler in batches of the stack's
 * size, shaped as Lambda's DynamoDB stream event, and honours `batchItemFailures`: the batch is retried from the
 * first failed record with a growing pause, and after the retries its records go to the dead letters (a file next
 * to the data, and stderr), as the stack's SQS dead-letter queue takes them.
 */
import { appendFileSync } from 'node:fs';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  ExpiredIteratorException,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
  type Shard,
} from '@aws-sdk/client-dynamodb-streams';
import { DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { searchKindOfKey, SEARCH_LIMITS } from '../../shared/search.js';

export interface StreamPollerOptions {
  dynamodb: DynamoDBClient;
  streams: DynamoDBStreamsClient;
  tableName: string;
  handler: (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse>;
  /** Pause between rounds that found nothing. */
  idleMs?: number;
  /** Attempts of a failing batch before its records are dead letters (the stack's retryAttempts + 1). */
  attempts?: number;
  /** Where dead letters are appended (one JSON record per line); undefined: stderr only. */
  deadLetterFile?: string;
  /** Where a shard is first read from: its start (the indexer, idempotent) or its newest records (a reaction that tells people). */
  from?: 'TRIM_HORIZON' | 'LATEST';
}

export interface StreamPoller {
  /** Resolves once a round has found no new records and nothing waits for a retry. */
  drained(): Promise<void>;
  deadLetters(): number;
  stop(): Promise<void>;
}

interface ShardState {
  iterator?: string;
  lastSequence?: string;
  /** Records read but not yet handled successfully (a batch being retried). */
  pending: DynamoDBRecord[];
  attempt: number;
  retryAt: number;
}

const wanted = (record: StreamRecord): boolean => {
  const keys = record.dynamodb?.Keys;
  if (!keys) return false;
  const { pk, sk } = unmarshall(keys as never) as { pk?: unknown; sk?: unknown };
  return searchKindOfKey(pk, sk) !== undefined;
};

/** A stream record as Lambda hands it to a function (the same attribute JSON; the time in epoch seconds). */
const asLambdaRecord = (record: StreamRecord, streamArn: string): DynamoDBRecord => ({
  eventID: record.eventID,
  eventName: record.eventName as DynamoDBRecord['eventName'],
  eventVersion: record.eventVersion,
  eventSource: 'aws:dynamodb',
  awsRegion: record.awsRegion,
  eventSourceARN: streamArn,
  dynamodb: {
    ApproximateCreationDateTime: record.dynamodb?.ApproximateCreationDateTime ? record.dynamodb.ApproximateCreationDateTime.getTime() / 1000 : undefined,
    Keys: record.dynamodb?.Keys as never,
    NewImage: record.dynamodb?.NewImage as never,
    OldImage: record.dynamodb?.OldImage as never,
    SequenceNumber: record.dynamodb?.SequenceNumber,
    SizeBytes: record.dynamodb?.SizeBytes,
    StreamViewType: record.dynamodb?.StreamViewType as never,
  },
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const startStreamPoller = async (options: StreamPollerOptions): Promise<StreamPoller> => {
  const { dynamodb, streams, tableName, handler } = options;
  const idleMs = options.idleMs ?? 100;
  const attempts = options.attempts ?? 6;
  const table = (await dynamodb.send(new DescribeTableCommand({ TableName: tableName }))).Table;
  const streamArn = table?.LatestStreamArn;
  if (!streamArn) throw new Error(`The table ${tableName} has no stream: the search indexer cannot follow it`);

  const shards = new Map<string, ShardState>();
  const finished = new Set<string>();
  let stopped = false;
  let deadLetters = 0;
  let waiters: (() => void)[] = [];

  let discovered = false;
  const discover = async () => {
    let start: string | undefined;
    const found: Shard[] = [];
    do {
      const out = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId: start }));
      found.push(...(out.StreamDescription?.Shards ?? []));
      start = out.StreamDescription?.LastEvaluatedShardId;
    } while (start);
    for (const shard of found) {
      const id = shard.ShardId;
      if (!id || shards.has(id) || finished.has(id)) continue;
      // A child shard waits until its parent is read to the end, so one item's records stay in order.
      if (shard.ParentShardId && shards.has(shard.ParentShardId)) continue;
      const iterator = (await streams.send(new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: id, ShardIteratorType: discovered ? 'TRIM_HORIZON' : (options.from ?? 'TRIM_HORIZON') }))).ShardIterator;
      shards.set(id, { iterator, pending: [], attempt: 0, retryAt: 0 });
    }
    // Shards found later are new since the start: read from their beginning whatever `from` says.
    discovered = true;
  };

  const deadLetter = (records: DynamoDBRecord[], reason: string) => {
    deadLetters += records.length;
    console.error(`[stream] ${records.length} record(s) to the dead letters after ${attempts} attempts: ${reason}`);
    if (options.deadLetterFile) {
      for (const record of records) appendFileSync(options.deadLetterFile, `${JSON.stringify({ reason, time: Date.now(), record })}\n`);
    }
  };

  /** Hands the shard's pending records over, a batch at a time; false when a batch must wait for a retry. */
  const deliver = async (state: ShardState): Promise<boolean> => {
    while (state.pending.length > 0) {
      const batch = state.pending.slice(0, SEARCH_LIMITS.batchSize);
      let retryFrom: number;
      try {
        const answer = await handler({ Records: batch });
        const failed = answer?.batchItemFailures?.[0]?.itemIdentifier;
        retryFrom = failed === undefined ? -1 : batch.findIndex((r) => r.dynamodb?.SequenceNumber === failed);
        if (failed !== undefined && retryFrom < 0) retryFrom = 0;
      } catch (error) {
        console.error('[stream] the indexer failed', error);
        retryFrom = 0;
      }
      if (retryFrom < 0) {
        state.pending.splice(0, batch.length);
        state.attempt = 0;
        continue;
      }
      state.pending.splice(0, retryFrom);
      state.attempt += 1;
      if (state.attempt >= attempts) {
        deadLetter(state.pending.splice(0, batch.length - retryFrom), 'the indexer reported these records failed');
        state.attempt = 0;
        continue;
      }
      state.retryAt = Date.now() + Math.min(100 * 2 ** state.attempt, 5_000);
      return false;
    }
    return true;
  };

  const readShard = async (id: string, state: ShardState): Promise<number> => {
    if (state.pending.length > 0) {
      if (Date.now() < state.retryAt) return 0;
      if (!(await deliver(state))) return 0;
    }
    if (!state.iterator) {
      shards.delete(id);
      finished.add(id);
      return 0;
    }
    let out;
    try {
      out = await streams.send(new GetRecordsCommand({ ShardIterator: state.iterator, Limit: 1000 }));
    } catch (error) {
      if (!(error instanceof ExpiredIteratorException)) throw error;
      state.iterator = (
        await streams.send(
          new GetShardIteratorCommand({
            StreamArn: streamArn,
            ShardId: id,
            ...(state.lastSequence ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: state.lastSequence } : { ShardIteratorType: discovered ? 'TRIM_HORIZON' : (options.from ?? 'TRIM_HORIZON') }),
          }),
        )
      ).ShardIterator;
      return 0;
    }
    state.iterator = out.NextShardIterator;
    const records = out.Records ?? [];
    if (records.length > 0) state.lastSequence = records[records.length - 1]?.dynamodb?.SequenceNumber;
    state.pending.push(...records.filter(wanted).map((r) => asLambdaRecord(r, streamArn)));
    await deliver(state);
    return records.length;
  };

  const loop = async () => {
    let rounds = 0;
    while (!stopped) {
      try {
        if (rounds % 50 === 0 || shards.size === 0) await discover();
        rounds += 1;
        let read = 0;
        for (const [id, state] of [...shards]) read += await readShard(id, state);
        const waiting = [...shards.values()].some((s) => s.pending.length > 0);
        if (read === 0 && !waiting) {
          const done = waiters;
          waiters = [];
          for (const resolve of done) resolve();
          await sleep(idleMs);
        } else if (read === 0) await sleep(idleMs);
      } catch (error) {
        if (stopped) break;
        console.error('[stream] polling failed', error);
        await sleep(1_000);
      }
    }
  };
  const running = loop();

  return {
    drained: () => new Promise<void>((resolve) => waiters.push(resolve)),
    deadLetters: () => deadLetters,
    stop: async () => {
      stopped = true;
      await running;
      for (const resolve of waiters) resolve();
    },
  };
};

export const streamsClient = (): DynamoDBStreamsClient => new DynamoDBStreamsClient({});
