/**
 * Followers told of what a person or unit they follow releases (docs/data-model.md "Favourites and following"): a
 * reaction on the table's stream (the unit `mall-followers`), never a loop in the releasing request. A demand that
 * becomes 已发布 and is PUBLIC, or a listing put on sale, is told to the publisher's followers: a backlog notice
 * (待办, as 通知) and a NEED_RADIO push, in batches of COLLECT_LIMITS.fanOutBatch followers, each batch one
 * transaction and one push round. A private demand is never told. Each release is claimed once (`TOLD#`), so a record
 * the stream hands over again tells nobody twice.
 */
import type { AttributeValue as StreamAttribute, DynamoDBRecord } from 'aws-lambda';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { COLLECT_LIMITS } from '../../shared/limits.js';
import { partyKeyOf } from '../../shared/party-lists.js';
import { searchKindOfKey } from '../../shared/search.js';
import { logger } from '../lib/logger.js';
import { tellBacklog, type BacklogInput } from '../project/public.js';
import { claimTelling, followersPage } from './collect-store.js';

type Image = Record<string, unknown>;

export interface Release {
  /** The publisher's party key (`<TYPE>:<id>`). */
  partyKey: string;
  /** What the release is, once: the object and when it was released. */
  eventId: string;
  backlog: BacklogInput;
}

const image = (value: Record<string, StreamAttribute> | undefined): Image | undefined => (value ? unmarshall(value as Record<string, AttributeValue>) : undefined);

const isOpenPublic = (item: Image | undefined): boolean => item?.state === 'RELEASED' && item.visibility === 'PUBLIC';
const isOnSale = (item: Image | undefined): boolean => item?.isOnSale === true && item.deleted !== true;

/** The release a stream record shows, if it is one: a demand now released and public that was not, a listing now on sale that was not. */
export const releaseOf = (record: DynamoDBRecord): Release | undefined => {
  const now = image(record.dynamodb?.NewImage);
  const before = image(record.dynamodb?.OldImage);
  const kind = searchKindOfKey(now?.pk, now?.sk);
  if (!now || !kind) return undefined;
  if (kind === 'project') {
    // 已发布 again after a negotiation ended is no new release; a private demand is never told.
    if (!isOpenPublic(now) || isOpenPublic(before) || before?.state === 'NEGOTIATING') return undefined;
    const projectId = String(now.projectId);
    const publisher = String(now.publisherName ?? '');
    return {
      partyKey: partyKeyOf(String(now.publisherType), String(now.publisherId)),
      eventId: `${projectId}#${String(now.releaseTime ?? now.updateTime ?? '')}`,
      backlog: {
        type: 'FOLLOWED_DEMAND',
        title: `您关注的${publisher}发布了新需求`,
        content: String(now.name ?? ''),
        link: `/project/find/details?projectId=${projectId}`,
        projectId,
        aboutId: projectId,
        todo: false,
      },
    };
  }
  if (kind === 'goods') {
    if (!isOnSale(now) || isOnSale(before)) return undefined;
    const goodsId = String(now.id);
    return {
      partyKey: partyKeyOf(String(now.sellerType), String(now.sellerId)),
      eventId: `${goodsId}#${String(now.updateTime ?? '')}`,
      backlog: {
        type: 'FOLLOWED_GOODS',
        title: `您关注的${String(now.sellerName ?? '')}上架了商品`,
        content: String(now.name ?? ''),
        link: `/mall/goodsDetail?goodsId=${goodsId}`,
        aboutId: goodsId,
        todo: false,
      },
    };
  }
  return undefined;
};

/** Tells one release to every follower of its publisher, a bounded batch at a time. */
export const tellFollowers = async (release: Release): Promise<number> => {
  if (!(await claimTelling(release.partyKey, release.eventId))) return 0;
  let told = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await followersPage(release.partyKey, COLLECT_LIMITS.fanOutBatch, start);
    if (page.userIds.length) {
      await tellBacklog([], page.userIds.map((userId) => ({ party: { type: 'PERSONAGE', id: userId }, backlog: { ...release.backlog, audience: [userId] } })));
      told += page.userIds.length;
    }
    start = page.next;
  } while (start);
  return told;
};

/** A stream batch's releases told (each record's once); never throws: telling is a courtesy, the release is done. */
export const tellReleases = async (records: readonly DynamoDBRecord[]): Promise<number> => {
  let told = 0;
  for (const record of records) {
    const release = releaseOf(record);
    if (!release) continue;
    try {
      told += await tellFollowers(release);
    } catch (error) {
      logger.warn('followers not told', { partyKey: release.partyKey, eventId: release.eventId, error: (error as Error).message });
    }
  }
  return told;
};
