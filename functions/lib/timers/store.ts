/**
 * Durable timers of processes (docs/processes.md "Timers"): a timer is an item stored beside its object
 * (`<object pk>` / `TIMER#<transition>`), written and deleted in the same transactions as the object's state, and
 * indexed by due time on gsi3 in its domain's partitions (`TIMERS#<domain>#<shard>` / `<due, 13 digits>#<object
 * pk>#<transition>`: ../store/partitions.ts). Each domain's scheduled sweep (./sweep.ts) reads its own partitions and
 * fires what is due through its processes, whose transitions are conditional on the object's state: a timer fires
 * once, and one that lost its race (the object moved on) is only deleted.
 */
import { createHash } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Domain } from '../../../shared/domains.js';
import { ddb, deleteItem, queryAll, table, transact, type TransactItems } from '../store/client.js';
import { legacyTimerPartition, timerPartition } from '../store/partitions.js';

/** Shards of the due-time index, so that many timers due at once do not share one partition. */
export const TIMER_SHARDS = 4;

/** The domain of a timer written before timers had domains: they were all the project domain's. */
const LEGACY_DOMAIN: Domain = 'project';

export interface TimerItem {
  pk: string;
  sk: string;
  /** The domain whose sweep fires it (none on a timer written before timers had domains: the project's). */
  domain: Domain;
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

/** A timer as read: one written before timers had domains is the project domain's. */
const asTimer = (item: Record<string, unknown>): TimerItem => ({ ...(item as unknown as TimerItem), domain: (item.domain as Domain | undefined) ?? LEGACY_DOMAIN });

/** The transaction item that sets (or moves) a timer, in its domain's partition of the due-time index. */
export const setTimer = (objectPk: string, timer: Omit<TimerItem, 'pk' | 'sk'>): TransactItems[number] => ({
  Put: {
    TableName: table(),
    Item: {
      ...timerKey(objectPk, timer.transition),
      ...timer,
      gsi3pk: timerPartition(timer.domain, shardOf(objectPk)),
      gsi3sk: `${dueKey(timer.due)}#${objectPk}#${timer.transition}`,
    },
  },
});

/** The transaction item that drops a timer (whether or not it is there). */
export const dropTimer = (objectPk: string, transition: string): TransactItems[number] => ({
  Delete: { TableName: table(), Key: timerKey(objectPk, transition) },
});

/**
 * Moves a timer that fired but has work left (a long erasure going on at the next sweep) to a later due time: the
 * sweep's delete after the firing, conditional on the due time it read, then leaves it.
 */
export const postponeTimer = async (timer: TimerItem, due: number): Promise<void> => {
  await transact([setTimer(timer.pk, { domain: timer.domain, process: timer.process, transition: timer.transition, objectId: timer.objectId, due })]);
};

/** Deletes a timer after it fired, only if it is still the one read (a newer one for the same transition may have replaced it). */
export const removeFiredTimer = async (timer: Pick<TimerItem, 'pk' | 'sk' | 'due'>): Promise<void> => {
  await deleteItem({ pk: timer.pk, sk: timer.sk }, { expression: 'due = :due', values: { ':due': timer.due } }).catch(() => undefined);
};

/** Pages read of one partition in one sweep at most, past timers the sweep does not count (those it leaves). */
const MAX_PAGES = 10;

/**
 * A domain's timers due at `now` or before, oldest first in each of its partitions (the project domain's legacy ones
 * too): at most `limit` of each partition that `counts` (all by default). Timers that do not count — those the
 * domain does not know and leaves — are read past, so that they never hold back the ones behind them, and returned
 * as well (the sweep logs them).
 */
export const dueTimers = async (domain: Domain, now: number, limit = 100, counts: (timer: TimerItem) => boolean = () => true): Promise<TimerItem[]> => {
  const readPartition = async (partition: string): Promise<TimerItem[]> => {
    const out: TimerItem[] = [];
    let counted = 0;
    let start: Record<string, unknown> | undefined;
    for (let page = 0; page < MAX_PAGES && counted < limit; page += 1) {
      const read = await ddb.send(
        new QueryCommand({
          TableName: table(),
          IndexName: 'gsi3',
          KeyConditionExpression: 'gsi3pk = :p AND gsi3sk <= :due',
          ExpressionAttributeValues: { ':p': partition, ':due': `${dueKey(now)}#~` },
          Limit: limit - counted,
          ExclusiveStartKey: start,
        }),
      );
      for (const timer of (read.Items ?? []).map(asTimer)) {
        out.push(timer);
        if (counts(timer)) counted += 1;
      }
      start = read.LastEvaluatedKey;
      if (!start) break;
    }
    return out;
  };
  const shards = Array.from({ length: TIMER_SHARDS }, (_, shard) => shard);
  const partitions = [...shards.map((shard) => timerPartition(domain, shard)), ...(domain === LEGACY_DOMAIN ? shards.map(legacyTimerPartition) : [])];
  const read = await Promise.all(partitions.map(readPartition));
  // A legacy timer is the project domain's only if it says no other domain.
  return read
    .flat()
    .filter((t) => t.domain === domain)
    .sort((a, b) => a.due - b.due);
};

/**
 * A domain's timers due at `now` or before of the objects whose partitions are named (the local stage's sweep of
 * named objects): read from each object's own partition, where a timer lives beside its object, so that the work is
 * that of the objects named, however many timers the table holds. Another domain's timers there are not its own.
 */
export const dueTimersOf = async (domain: Domain, objectPks: readonly string[], now: number): Promise<TimerItem[]> => {
  const found = await Promise.all(
    [...new Set(objectPks)].map((pk) =>
      queryAll<Record<string, unknown>>({
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :timer)',
        ExpressionAttributeValues: { ':pk': pk, ':timer': TIMER_SK },
        ConsistentRead: true,
      }),
    ),
  );
  return found
    .flat()
    .map(asTimer)
    .filter((t) => t.domain === domain && t.due <= now)
    .sort((a, b) => a.due - b.due);
};
