/**
 * The texts every finder shares (zh_CN): the search row, the phone's 筛选 button, the filters' panel and the search's
 * states. Loaded with the finders' chunks. A finder's own words (what it finds, its counts, its empty states) stay in
 * its feature. English placeholders: finder-texts-en.ts.
 */
import { featureTexts } from '../../lib/i18n.js';

export const finderZhCN = {
  'finder.keyword': '关键词',
  'finder.search': '搜索',
  'finder.filters': '筛选条件',
  'finder.showFilters': '筛选',
  'finder.showFiltersCount': '筛选（{count}）',
  'finder.hideFilters': '收起筛选',
  'finder.refreshing': '正在更新…',
  'finder.unavailable': '搜索服务暂时不可用',
  'finder.retry': '重试',
} as const;

export type FinderTextKey = keyof typeof finderZhCN;

export const tfi = /* @__PURE__ */ featureTexts<FinderTextKey>(finderZhCN, async () => (await import('./finder-texts-en.js')).finderEn);
