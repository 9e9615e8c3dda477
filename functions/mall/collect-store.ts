/**
 * Favourites and follows in the table (docs/data-model.md "Favourites and following"): each add and removal is one
 * transaction with the head's count, so the counts stay exact and under their limits however many calls come at
 * once; adding what is there, or removing what is not, changes nothing (the condition on the item refuses it).
 */
import type { CollectRecord, CollectTab, CollectTargetType, FollowRecord } from '../../shared/schemas/collect.js';
import { COLLECT_LIMITS } from '../../shared/limits.js';
import { fail } from '../lib/errors.js';
import { ddb, getItem, putIfAbsent, table, type TransactItems } from '../lib/store/client.js';
import {
  collectHeadKey,
  favouriteIndex,
  favouriteKey,
  favouritesPartition,
  FOLLOWER_PREFIX,
  followerKey,
  followIndex,
  followKey,
  followsPartition,
  toldKey,
} from './keys.js';
import { commit, indexPage } from './store.js';
import type { Page } from '../../shared/envelope.js';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';

/** A favourite as stored: what its list shows, and whose it is. */
export interface FavouriteItem extends CollectRecord {
  userId: string;
}

/** A follow as stored: what its list shows, whose it is, and the followed party's key (its reverse item's). */
export interface FollowItem extends FollowRecord {
  userId: string;
  partyKey: string;
}

class AlreadyThere extends Error {}

/** Runs a transaction whose first item is the favourite or follow itself: false when it refused (already there / not there). */
const tried = async (items: TransactItems, counterRefusal: () => Error): Promise<boolean> => {
  try {
    await commit(items, (index) => (index === 0 ? new AlreadyThere() : counterRefusal()));
    return true;
  } catch (error) {
    if (error instanceof AlreadyThere) return false;
    throw error;
  }
};

const count = (userId: string, field: 'favourites' | 'follows', by: 1 | -1, cap?: number): TransactItems[number] => ({
  Update: {
    TableName: table(),
    Key: collectHeadKey(userId),
    UpdateExpression: 'ADD #n :by',
    ...(cap !== undefined ? { ConditionExpression: 'attribute_not_exists(#n) OR #n < :cap' } : {}),
    ExpressionAttributeNames: { '#n': field },
    ExpressionAttributeValues: { ':by': by, ...(cap !== undefined ? { ':cap': cap } : {}) },
  },
});

export const getFavourite = (userId: string, targetType: CollectTargetType, targetId: string): Promise<FavouriteItem | undefined> =>
  getItem<FavouriteItem>(favouriteKey(userId, targetType, targetId), { consistent: true });

/** A new favourite counted under the limit (COLLECT_LIMIT); false when it was there already. */
export const addFavourite = (item: FavouriteItem): Promise<boolean> =>
  tried(
    [
      {
        Put: {
          TableName: table(),
          Item: { ...favouriteKey(item.userId, item.targetType, item.targetId), ...favouriteIndex(item.userId, item.tab, item.collectTime, item.targetId), ...item },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      count(item.userId, 'favourites', 1, COLLECT_LIMITS.favourites),
    ],
    () => fail('COLLECT_LIMIT'),
  );

/** A favourite removed with its count; false when it was not there. */
export const removeFavourite = (userId: string, targetType: CollectTargetType, targetId: string): Promise<boolean> =>
  tried([{ Delete: { TableName: table(), Key: favouriteKey(userId, targetType, targetId), ConditionExpression: 'attribute_exists(pk)' } }, count(userId, 'favourites', -1)], () => fail('COLLECT_LIMIT'));

export const favouritesPage = (userId: string, tab: CollectTab, current: number, size: number): Promise<Page<FavouriteItem>> =>
  indexPage<FavouriteItem>('gsi1', favouritesPartition(userId, tab), '', current, size);

export const getFollow = (userId: string, partyKey: string): Promise<FollowItem | undefined> => getItem<FollowItem>(followKey(userId, partyKey), { consistent: true });

/** A new follow and its reverse, counted under the limit (FOLLOW_LIMIT); false when it was there already. */
export const addFollow = (item: FollowItem): Promise<boolean> =>
  tried(
    [
      {
        Put: {
          TableName: table(),
          Item: { ...followKey(item.userId, item.partyKey), ...followIndex(item.userId, item.followTime, item.partyKey), ...item },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      { Put: { TableName: table(), Item: { ...followerKey(item.partyKey, item.userId), userId: item.userId, partyKey: item.partyKey, followTime: item.followTime } } },
      count(item.userId, 'follows', 1, COLLECT_LIMITS.follows),
    ],
    () => fail('FOLLOW_LIMIT'),
  );

/** A follow, its reverse and its count removed; false when it was not there. */
export const removeFollow = (userId: string, partyKey: string): Promise<boolean> =>
  tried(
    [
      { Delete: { TableName: table(), Key: followKey(userId, partyKey), ConditionExpression: 'attribute_exists(pk)' } },
      { Delete: { TableName: table(), Key: followerKey(partyKey, userId) } },
      count(userId, 'follows', -1),
    ],
    () => fail('FOLLOW_LIMIT'),
  );

export const followsPage = (userId: string, current: number, size: number): Promise<Page<FollowItem>> => indexPage<FollowItem>('gsi1', followsPartition(userId), '', current, size);

export const collectCounts = async (userId: string): Promise<{ favourites: number; follows: number }> => {
  const head = await getItem<{ favourites?: number; follows?: number }>(collectHeadKey(userId), { consistent: true });
  return { favourites: head?.favourites ?? 0, follows: head?.follows ?? 0 };
};

/** One page of a party's followers (their person ids), `limit` at a time from `start`: the fan-out's bounded read. */
export const followersPage = async (partyKey: string, limit: number, start?: Record<string, unknown>): Promise<{ userIds: string[]; next?: Record<string, unknown> }> => {
  const page = await ddb.send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': followerKey(partyKey, '').pk, ':prefix': FOLLOWER_PREFIX },
      Limit: limit,
      ExclusiveStartKey: start,
    }),
  );
  return { userIds: (page.Items ?? []).map((item) => String(item.userId)), next: page.LastEvaluatedKey };
};


/** Claims the telling of one release to a party's followers; false when it was claimed before (a replayed record). Kept 2 days: longer than the stream keeps records. */
export const claimTelling = async (partyKey: string, eventId: string, now = Date.now()): Promise<boolean> =>
  putIfAbsent({ ...toldKey(partyKey, eventId), partyKey, eventId, toldTime: now, ttl: Math.floor(now / 1000) + 2 * 86_400 });
