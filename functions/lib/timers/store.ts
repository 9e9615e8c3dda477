/**
 * Durable timers of processes (docs/processes.md "Timers"): a timer is an item stored beside its object
 * (`<object pk>` / `TIMER#<transition>`), written and deleted in the same transactions as the object's state, and
 * indexed by due time on gsi3 (`TIMERS#<shard>` / `<due, 13 digits>#<object pk>#<transition>`). A scheduled sweeper
 * (EventBridge on AWS, the local cloud's scheduler on one machine) reads what is due and fires each through its
 * process, whose transition is conditional on the object's state: a timer fires once, and one that lost its
 * race (the object moved on) is only deleted.
 */
import { createHash } from 'node:crypto';
import { ddb, queryAll, table, type TransactItems } from '../store/client.js';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';

/** Shards of the due-time index, so that many timers due at once do not share one partition. */
export const TIMER_SHARDS = 4;

export interface TimerItem {
  pk: string;
  sk: string;
  /** The process and the transition it fires, and the object's id. */
  process: string;
  transition: string;
  objectId: string;
  due: number;
}

const TIMER_SK = 'TIMER#';

export const timerKey = (objectPk: string, transition: string) => ({ pk: objectPk, sk: `${TIMER_SK}${transition}` });

const shardOf = (objectPk: string): number => createHash('sha1').update(objectPk).digest()[0]! % TIMER_SHARDS;

const dueKey = (due: number): string => String(Math.max(0, Math.floor(due))).padStart(13, '0');

/** The transaction item that sets (or moves) a timer. */
export const setTimer = (objectPk: string, timer: Omit<TimerItem, 'pk' | 'sk'>): TransactItems[number] => ({
  Put: {
    TableName: table(),
    Item: {
      ...timerKey(objectPk, timer.transition),
      ...timer,
      gsi3pk: `TIMERS#${shardOf(objectPk)}`,
      gsi3sk: `${dueKey(timer.due)}#${objectPk}#${timer.transition}`,
    },
  },
});

/** The transaction item that drops a timer (whether or not it is there). */
export const dropTimer = (objectPk: string, transition: string): TransactItems[number] => ({
  Delete: { TableName: table(), Key: timerKey(objectPk, transition) },
});

/** Timers due at `now` or before, oldest first in each shard: at most `limit` of each shard (the scheduled sweep). */
export const dueTimers = async (now: number, limit = 100): Promise<TimerItem[]> => {
  const readShard = async (shard: number): Promise<TimerItem[]> => {
    const page = await ddb.send(
      new QueryCommand({
        TableName: table(),
        IndexName: 'gsi3',
        KeyConditionExpression: 'gsi3pk = :p AND gsi3sk <= :due',
        ExpressionAttributeValues: { ':p': `TIMERS#${shard}`, ':due': `${dueKey(now)}#~` },
        Limit: limit,
      }),
    );
    return (page.Items ?? []) as TimerItem[];
  };
  const shards = await Promise.all(Array.from({ length: TIMER_SHARDS }, (_, shard) => readShard(shard)));
  return shards.flat().sort((a, b) => a.due - b.due);
};

/**
 * The timers due at `now` or before of the objects whose partitions are named (the local stage's sweep of named
 * objects): read from each object's own partition, where a timer lives beside its object, so that the work is that
 * of the objects named, however many timers the table holds.
 */
export const dueTimersOf = async (objectPks: readonly string[], now: number): Promise<TimerItem[]> => {
  const found = await Promise.all(
    [...new Set(objectPks)].map((pk) =>
      queryAll<TimerItem>({ KeyConditionExpression: 'pk = :pk AND begins_with(sk, :timer)', ExpressionAttributeValues: { ':pk': pk, ':timer': TIMER_SK }, ConsistentRead: true }),
    ),
  );
  return found
    .flat()
    .filter((t) => t.due <= now)
    .sort((a, b) => a.due - b.due);
};
