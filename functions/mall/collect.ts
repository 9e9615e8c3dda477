/**
 * Favourites (我的收藏) and following (我的关注) (docs/data-model.md "Favourites and following"): the person's own,
 * whatever account type they are logged in as. What can be kept is what the caller may see: a released public demand,
 * a listing on sale, a person or unit whose account is live. A private demand, a draft, a listing off sale or deleted
 * is not found (404, as for anything the caller may not know exists); one's own demand, listing, self or the unit the
 * session acts for is refused (COLLECT_OWN, FOLLOW_OWN). Adding twice or removing what is not there changes nothing.
 */
import { strangerName } from '../../shared/masking.js';
import { partyKeyOf } from '../../shared/party-lists.js';
import type { Page } from '../../shared/envelope.js';
import type { CollectRecord, CollectTab, CollectTargetType, FollowRecord, FollowTargetType } from '../../shared/schemas/collect.js';
import { getOrg, getPerson } from '../account/public.js';
import { projectForBookmark } from '../project/public.js';
import type { TokenClaims } from '../lib/auth/token.js';
import { fail } from '../lib/errors.js';
import { addFavourite, addFollow, favouritesPage, followsPage, getFavourite, getFollow, removeFavourite, removeFollow, type FavouriteItem } from './collect-store.js';
import { getGoods } from './goods-store.js';
import { pictureUrl } from './goods-view.js';

/** The parties the session is: the person, and the team or company it acts for. */
const ownParties = (claims: TokenClaims): Set<string> => new Set([partyKeyOf('PERSONAGE', claims.userId), ...(claims.orgId ? [partyKeyOf(claims.accountType, claims.orgId)] : [])]);

interface Target {
  tab: CollectTab;
  name: string;
  ownerName: string;
  picture?: string;
  amount?: number;
  /** The party that published it, or the party itself. */
  partyKey: string;
  /** A private demand or a listing off sale: its own side's to see only. */
  hidden?: boolean;
}

/** A person or unit as a target: live, of the type named; else not found. */
const partyTarget = async (type: FollowTargetType, id: string): Promise<Target> => {
  if (type === 'PERSONAGE') {
    const person = await getPerson(id);
    if (!person || person.status !== 'NORMAL') throw fail('COLLECT_TARGET_NOT_FOUND');
    // Named as strangers see a person (林先生: docs/SECURITY.md "Masking"), as the public resume names them: the whole
    // nickname was kept in the favourite and the follow (found by the outside probe of issue 31).
    const name = strangerName(person.nickname, person.sex === '女' ? '女' : person.sex === '男' ? '男' : undefined);
    return { tab: 'party', name, ownerName: '', picture: person.headPortrait, partyKey: partyKeyOf('PERSONAGE', id) };
  }
  const org = await getOrg(id);
  if (!org || org.type !== type || org.status !== 'ACTIVE') throw fail('COLLECT_TARGET_NOT_FOUND');
  return { tab: 'party', name: org.name, ownerName: '', picture: org.headPortrait, partyKey: partyKeyOf(type, id) };
};

const targetOf = async (type: CollectTargetType, id: string): Promise<Target> => {
  if (type === 'PROJECT') {
    const project = await projectForBookmark(id);
    if (!project || !project.released) throw fail('COLLECT_TARGET_NOT_FOUND');
    const partyKey = partyKeyOf(project.publisherType, project.publisherId);
    return { tab: 'project', name: project.name, ownerName: project.publisherName, amount: project.budget, partyKey, hidden: project.visibility === 'PRIVATE' };
  }
  if (type === 'GOODS') {
    const goods = await getGoods(id);
    if (!goods || goods.deleted) throw fail('COLLECT_TARGET_NOT_FOUND');
    const partyKey = partyKeyOf(goods.sellerType, goods.sellerId);
    return {
      tab: goods.goodsType === 0 ? 'purchase' : 'supplier',
      name: goods.name ?? '',
      ownerName: goods.sellerName,
      picture: goods.pictures?.[0] ? pictureUrl(goods.pictures[0]) : undefined,
      amount: goods.price || undefined,
      partyKey,
      hidden: !goods.isOnSale,
    };
  }
  return partyTarget(type, id);
};

/** The target as the caller may keep it: not their own, not hidden from them. */
const keepable = async (claims: TokenClaims, type: CollectTargetType, id: string, own: 'COLLECT_OWN' | 'FOLLOW_OWN'): Promise<Target> => {
  const target = await targetOf(type, id);
  // A private demand or a listing off sale is its own side's to see: they are told it is their own, others nothing.
  if (ownParties(claims).has(target.partyKey)) throw fail(own);
  if (target.hidden) throw fail('COLLECT_TARGET_NOT_FOUND');
  return target;
};

export const addCollect = async (claims: TokenClaims, input: { targetType: CollectTargetType; targetId: string }): Promise<null> => {
  if (await getFavourite(claims.userId, input.targetType, input.targetId)) return null;
  const target = await keepable(claims, input.targetType, input.targetId, 'COLLECT_OWN');
  const item: FavouriteItem = {
    userId: claims.userId,
    targetType: input.targetType,
    targetId: input.targetId,
    tab: target.tab,
    name: target.name,
    ownerName: target.ownerName,
    ...(target.picture ? { picture: target.picture } : {}),
    ...(target.amount !== undefined ? { amount: target.amount } : {}),
    collectTime: Date.now(),
  };
  await addFavourite(item);
  return null;
};

/** Removing needs no look at the target: it may be gone or hidden since, and the favourite is the caller's own. */
export const delCollect = async (claims: TokenClaims, input: { targetType: CollectTargetType; targetId: string }): Promise<null> => {
  await removeFavourite(claims.userId, input.targetType, input.targetId);
  return null;
};

export const isCollect = async (claims: TokenClaims, input: { targetType: CollectTargetType; targetId: string }): Promise<{ collected: boolean }> => ({
  collected: (await getFavourite(claims.userId, input.targetType, input.targetId)) !== undefined,
});

export const collectList = async (claims: TokenClaims, input: { tab: CollectTab; current: number; size: number }): Promise<Page<CollectRecord>> => {
  const page = await favouritesPage(claims.userId, input.tab, input.current, input.size);
  return {
    ...page,
    records: page.records.map((f) => ({
      targetType: f.targetType,
      targetId: f.targetId,
      tab: f.tab,
      name: f.name,
      ownerName: f.ownerName,
      ...(f.picture ? { picture: f.picture } : {}),
      ...(f.amount !== undefined ? { amount: f.amount } : {}),
      collectTime: f.collectTime,
    })),
  };
};

export const addAttention = async (claims: TokenClaims, input: { targetType: FollowTargetType; targetId: string }): Promise<null> => {
  const partyKey = partyKeyOf(input.targetType, input.targetId);
  if (await getFollow(claims.userId, partyKey)) return null;
  const target = await keepable(claims, input.targetType, input.targetId, 'FOLLOW_OWN');
  await addFollow({
    userId: claims.userId,
    targetType: input.targetType,
    targetId: input.targetId,
    partyKey,
    name: target.name,
    ...(target.picture ? { headPortrait: target.picture } : {}),
    followTime: Date.now(),
  });
  return null;
};

export const delAttention = async (claims: TokenClaims, input: { targetType: FollowTargetType; targetId: string }): Promise<null> => {
  await removeFollow(claims.userId, partyKeyOf(input.targetType, input.targetId));
  return null;
};

export const isAttention = async (claims: TokenClaims, input: { targetType: FollowTargetType; targetId: string }): Promise<{ following: boolean }> => ({
  following: (await getFollow(claims.userId, partyKeyOf(input.targetType, input.targetId))) !== undefined,
});

export const attentionList = async (claims: TokenClaims, input: { current: number; size: number }): Promise<Page<FollowRecord>> => {
  const page = await followsPage(claims.userId, input.current, input.size);
  return {
    ...page,
    records: page.records.map((f) => ({ targetType: f.targetType, targetId: f.targetId, name: f.name, ...(f.headPortrait ? { headPortrait: f.headPortrait } : {}), followTime: f.followTime })),
  };
};
