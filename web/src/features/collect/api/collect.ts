/**
 * Favourites and following (shared/routes/collect.ts): the session's person's own. Reads through SWR; each change
 * reloads the reads it touches (the state of the button, the lists, the personal center's counts).
 */
import useSWR, { mutate } from 'swr';
import { collectRoute } from '../../../../../shared/routes/collect.js';
import type { CollectRecord, CollectTab, CollectTargetType, FollowRecord, FollowTargetType } from '../../../../../shared/schemas/collect.js';
import type { Page } from '../../../../../shared/envelope.js';
import type { HttpError } from '../../../api/http-error.js';
import { callRoute } from '../../../api/route-call.js';
import { isCountKey } from '../../../lib/count-keys.js';

const COLLECT = 'collect:';
const FOLLOW = 'follow:';
const FRESH = { dedupingInterval: 0, revalidateOnMount: true } as const;

/** An SWR key filter: the keys (arrays) whose first element starts with the prefix. */
const startsWith = (prefix: string) => (key: unknown) => {
  const head: unknown = Array.isArray(key) ? key[0] : key;
  return typeof head === 'string' && head.startsWith(prefix);
};

export const useIsCollected = (targetType: CollectTargetType, targetId: string | undefined) =>
  useSWR<boolean, HttpError>(targetId ? [`${COLLECT}is`, targetType, targetId] : null, async () => (await callRoute(collectRoute('mall.collect.is'), { targetType, targetId: targetId! }, { silent: true })).collected);

export const useCollectList = (tab: CollectTab, current: number) =>
  useSWR<Page<CollectRecord>, HttpError>([`${COLLECT}list`, tab, current], () => callRoute(collectRoute('mall.collect.list'), { tab, current, size: 10 }), FRESH);

export const setCollected = async (targetType: CollectTargetType, targetId: string, collected: boolean): Promise<void> => {
  await callRoute(collectRoute(collected ? 'mall.collect.add' : 'mall.collect.del'), { targetType, targetId });
  await mutate(startsWith(COLLECT));
};

export const useIsFollowing = (targetType: FollowTargetType, targetId: string | undefined) =>
  useSWR<boolean, HttpError>(targetId ? [`${FOLLOW}is`, targetType, targetId] : null, async () => (await callRoute(collectRoute('mall.follow.is'), { targetType, targetId: targetId! }, { silent: true })).following);

export const useFollowList = (current: number) =>
  useSWR<Page<FollowRecord>, HttpError>([`${FOLLOW}list`, current], () => callRoute(collectRoute('mall.follow.list'), { current, size: 10 }), FRESH);

export const setFollowing = async (targetType: FollowTargetType, targetId: string, following: boolean): Promise<void> => {
  await callRoute(collectRoute(following ? 'mall.follow.add' : 'mall.follow.del'), { targetType, targetId });
  // The personal center's myAttention moves with it.
  await Promise.all([mutate(startsWith(FOLLOW)), mutate(isCountKey)]);
};
