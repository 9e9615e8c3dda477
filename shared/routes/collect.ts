/**
 * Favourites (我的收藏) and following (我的关注), served by the mall unit (the layer that sees demands, listings and
 * people: docs/data-model.md "Favourites and following"). addCollect, delCollect and isCollect are spec §7.2's paths;
 * the lists and the follow calls are not named by the spec (规范未列出此调用) and are fixed here in the same style.
 */
import { APP } from '../domains.js';
import type { Page } from '../envelope.js';
import { collectListInput, collectTargetInput, followListInput, followTargetInput, type CollectRecord, type CollectState, type FollowRecord, type FollowState } from '../schemas/collect.js';
import { returns, route, routeLookup, servedBy } from './types.js';

const base = `/api/pc/${APP}/user-personage`;

export const collectRoutes = servedBy('mall', [
  route({ id: 'mall.collect.add', method: 'POST', path: `${base}/addCollect`, domain: 'mall', access: 'user', input: collectTargetInput, output: returns<null>(), summary: '收藏项目、商品、人才或单位（已收藏时不变）' }),
  route({ id: 'mall.collect.del', method: 'POST', path: `${base}/delCollect`, domain: 'mall', access: 'user', input: collectTargetInput, output: returns<null>(), summary: '取消收藏（未收藏时不变）' }),
  route({ id: 'mall.collect.is', method: 'POST', path: `${base}/isCollect`, domain: 'mall', access: 'user', input: collectTargetInput, output: returns<CollectState>(), summary: '是否已收藏' }),
  route({ id: 'mall.collect.list', method: 'POST', path: `${base}/collect-list`, domain: 'mall', access: 'user', input: collectListInput, output: returns<Page<CollectRecord>>(), summary: '我的收藏（项目、供应商品、采购商品、单位/人才四个页签），最新在前；规范未列出此调用' }),
  route({ id: 'mall.follow.add', method: 'POST', path: `${base}/addAttention`, domain: 'mall', access: 'user', input: followTargetInput, output: returns<null>(), summary: '关注人才或单位：其发布公开需求或上架商品时收到通知（已关注时不变）；规范未列出此调用' }),
  route({ id: 'mall.follow.del', method: 'POST', path: `${base}/delAttention`, domain: 'mall', access: 'user', input: followTargetInput, output: returns<null>(), summary: '取消关注（未关注时不变）；规范未列出此调用' }),
  route({ id: 'mall.follow.is', method: 'POST', path: `${base}/isAttention`, domain: 'mall', access: 'user', input: followTargetInput, output: returns<FollowState>(), summary: '是否已关注；规范未列出此调用' }),
  route({ id: 'mall.follow.list', method: 'POST', path: `${base}/attention-list`, domain: 'mall', access: 'user', input: followListInput, output: returns<Page<FollowRecord>>(), summary: '我的关注，最新在前；规范未列出此调用' }),
] as const);

/** A route of favourites and following by its id (the SPA's look-up, without the rest of the table). */
export const collectRoute = routeLookup(collectRoutes);
