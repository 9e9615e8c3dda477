/**
 * Favourites (我的收藏) and following (我的关注) (spec §2.1 userCenter/myCollect with four tabs and myAttention, §3 the
 * count object's `myAttention`, §7.2 user-personage addCollect, delCollect, isCollect; docs/data-model.md "Favourites
 * and following"). Both are the person's own, whatever account type they are logged in as, as friends are.
 */
import { COLLECT_LIMITS } from '../limits.js';
import { input, oneOf, pageInput, ulid } from '../validation/zod.js';

/** What can be favourited: a demand, a listing (supplier or purchase goods by its kind), a person, a team or a company. */
export const COLLECT_TARGET_TYPES = ['PROJECT', 'GOODS', 'PERSONAGE', 'TEAM', 'COMPANY'] as const;
export type CollectTargetType = (typeof COLLECT_TARGET_TYPES)[number];

/** Who can be followed: a person (人才) or a unit (团队、企业). */
export const FOLLOW_TARGET_TYPES = ['PERSONAGE', 'TEAM', 'COMPANY'] as const;
export type FollowTargetType = (typeof FOLLOW_TARGET_TYPES)[number];

/** The four tabs of 我的收藏: 项目, 供应商品 (supplier goods and research results), 采购商品, 单位/人才. */
export const COLLECT_TABS = ['project', 'supplier', 'purchase', 'party'] as const;
export type CollectTab = (typeof COLLECT_TABS)[number];

export const collectTargetInput = input({ targetType: oneOf('收藏对象类型', COLLECT_TARGET_TYPES), targetId: ulid('收藏对象') });
export const collectListInput = input({ tab: oneOf('收藏分类', COLLECT_TABS), ...pageInput(COLLECT_LIMITS.pageSize, 50) });
export const followTargetInput = input({ targetType: oneOf('关注对象类型', FOLLOW_TARGET_TYPES), targetId: ulid('关注对象') });
export const followListInput = input({ ...pageInput(COLLECT_LIMITS.pageSize, 50) });

/** One favourite as listed, what it showed when it was favourited (names are kept, as a bookmark keeps its title). */
export interface CollectRecord {
  targetType: CollectTargetType;
  targetId: string;
  tab: CollectTab;
  /** The demand's, the listing's, the person's or the unit's name. */
  name: string;
  /** Who published the demand or listed the goods (empty for a person or unit). */
  ownerName: string;
  /** A listing's first picture or a person's or unit's avatar. */
  picture?: string;
  /** A listing's price or a demand's budget (fen), when it has one. */
  amount?: number;
  collectTime: number;
}

/** One person or unit followed. */
export interface FollowRecord {
  targetType: FollowTargetType;
  targetId: string;
  name: string;
  headPortrait?: string;
  followTime: number;
}

/** isCollect / isAttention: whether the caller holds it now. */
export interface CollectState {
  collected: boolean;
}
export interface FollowState {
  following: boolean;
}
