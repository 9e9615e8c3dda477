/**
 * 我的收藏 and 我的关注 (zh_CN): the personal center's two pages, and the 收藏 and 关注 buttons other pages show.
 * English placeholders: texts-en.ts.
 */
import { featureTexts } from '../../lib/i18n.js';

export const collectZhCN = {
  'collect.title': '我的收藏',
  'collect.tab.project': '项目',
  'collect.tab.supplier': '供应商品',
  'collect.tab.purchase': '采购商品',
  'collect.tab.party': '单位/人才',
  'collect.tabsLabel': '收藏分类',
  'collect.empty': '还没有收藏',
  'collect.emptyText.project': '在项目详情页点击“收藏”，项目会出现在这里。',
  'collect.emptyText.supplier': '在供应商品或科技成果的详情页点击“收藏”，商品会出现在这里。',
  'collect.emptyText.purchase': '在采购商品的详情页点击“收藏”，商品会出现在这里。',
  'collect.emptyText.party': '在单位或人才的主页点击“收藏”，会出现在这里。',
  'collect.total': '共 {total} 条',
  'collect.time': '收藏于 {time}',
  'collect.owner': '发布方：{name}',
  'collect.open': '查看',
  'collect.remove': '取消收藏',
  'collect.add': '收藏',
  'collect.added': '已收藏',
  'collect.kind.PERSONAGE': '人才',
  'collect.kind.TEAM': '团队',
  'collect.kind.COMPANY': '企业',
  'collect.loadFailed': '加载失败，请稍后重试。',
  'collect.retry': '重试',
  'follow.title': '我的关注',
  'follow.intro': '关注的单位或人才发布公开需求、上架商品时，您会在待办中收到通知。',
  'follow.count': '共 {total} 个',
  'follow.empty': '还没有关注',
  'follow.emptyText': '在项目详情、商品详情或供应商主页点击“关注”，对方发布需求或上架商品时会通知您。',
  'follow.time': '关注于 {time}',
  'follow.add': '关注',
  'follow.following': '已关注',
  'follow.remove': '取消关注',
  'follow.hint': '关注后，对方发布公开需求或上架商品时会在待办中通知您',
  'follow.page': '主页',
} as const;

export type CollectTextKey = keyof typeof collectZhCN;

export const tc = /* @__PURE__ */ featureTexts<CollectTextKey>(collectZhCN, async () => (await import('./texts-en.js')).collectEn);
