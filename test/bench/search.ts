/**
 * Search figures on the local cloud (docs/search.md), through the search module as the product's functions use it:
 * - indexing: INDEX_DOCS Chinese project documents (titles and summaries composed from a fixed vocabulary with a
 *   seeded generator, so every run indexes the same texts) written into a fresh index in `_bulk`s of BULK_SIZE
 *   (writeStates, external versions, as the indexer and the reindex write), then one refresh: documents per second;
 * - queries: QUERIES typical searches (keywords alone, keywords with filters, ranges and sorts, filters alone) over
 *   those documents, each QUERY_RUNS times one at a time after a warm-up: p50 and p99 per query and overall;
 * - freshness: FRESH_WRITES project items written to DynamoDB Local one after another, each polled for (every
 *   POLL_MS) through the module until found: the delay from the table write to being found, which is the stream
 *   poller, the indexer (a consistent BatchGet, a `_bulk`) and the index's refresh (every second) together.
 * The indexing and the queries' timing are every kind's (./search-kind.ts); this file holds the projects' texts and
 * searches, and the freshness, which only the project kind measures.
 */
import { randomUUID } from 'node:crypto';
import type { CloudInfo } from '../support/cloud-info.js';
import { benchSearchKind, seeded, type KindFigures, type TypicalQuery } from './search-kind.js';
import { percentile } from './stats.js';

export const INDEX_DOCS = 10_000;
export const BULK_SIZE = 500;
export const QUERY_RUNS = 30;
export const FRESH_WRITES = 40;
const POLL_MS = 20;

const SUBJECTS = ['微信小程序', '企业官网', '电商平台', '仓储管理系统', '客户关系管理', '智慧园区', '在线教育平台', '医疗预约系统', '餐饮点单', '社区团购', '物流调度', '直播带货', '数据大屏', '会员积分', '供应链金融', '门店巡检', '设备物联网', '人力资源系统', '财务报销', '品牌视觉'];
const WORKS = ['开发', '设计', '改版', '运维', '测试', '对接', '升级', '定制开发', '原型设计', '数据分析', '推广运营', '部署与培训'];
const EXTRAS = ['（二期）', '及后台管理', '与接口对接', '（含App）', '：华东区域', '（Vue3 + TypeScript）', '及数据迁移', '（iOS/Android）', '', '', ''];
const DETAILS = [
  '需要支持扫码登录与会员体系，',
  '要求对接金蝶K3与用友U8，',
  '包含数据看板与导出报表，',
  '需兼容微信与支付宝小程序，',
  '要求响应式布局并适配手机端，',
  '需提供源码与部署文档，',
  '包含三个月免费维护，',
  '需对接顺丰与京东物流接口，',
];
const ENDINGS = ['预算可议，欢迎有经验的团队报名。', '工期两个月，按阶段验收付款。', '请附上过往案例。', '优先考虑本地团队。'];
const CATEGORIES = ['software', 'design', 'marketing', 'data', 'hardware'];
const PROVINCES = ['110000', '310000', '320000', '330000', '440000', '510000'];
const PUBLISHERS = ['PERSONAGE', 'TEAM', 'COMPANY'] as const;

/** Ten searches people make on the find-project page. */
export const TYPICAL_QUERIES: TypicalQuery[] = [
  { label: '小程序开发', request: { keywords: '小程序开发' } },
  { label: '官网改版', request: { keywords: '官网改版' } },
  { label: '仓储管理 + 上海', request: { keywords: '仓储管理', filters: { province: '310000' } } },
  { label: 'Vue3 TypeScript', request: { keywords: 'Vue3 TypeScript' } },
  { label: '数据分析 + 预算 1–5 万', request: { keywords: '数据分析', ranges: { budget: { min: 1_000_000, max: 5_000_000 } } } },
  { label: '金蝶对接', request: { keywords: '金蝶对接' } },
  { label: '设计 + 团队发布 + 预算从高到低', request: { keywords: '设计', filters: { publisherType: 'TEAM' }, sort: 'budgetHigh' } },
  { label: '（无关键词）最新 + 软件类', request: { filters: { category: 'software' }, sort: 'newest' } },
  { label: '直播带货推广运营', request: { keywords: '直播带货推广运营' } },
  { label: '物联网 第 3 页', request: { keywords: '物联网', current: 3 } },
];

export interface SearchFigures extends KindFigures {
  freshness: { writes: number; p50: number; p99: number; max: number; notFound: number };
}

export const searchFigures = async (cloud: CloudInfo): Promise<SearchFigures> => {
  Object.assign(process.env, cloud.env);
  const search = await import('../../functions/lib/search/index.js');
  const { projectSearch } = await import('../../functions/project/public.js');
  const { projectKey } = await import('../../functions/project/keys.js');
  const { putItem } = await import('../../functions/lib/store/client.js');
  const spec = projectSearch as unknown as Parameters<typeof search.writeStates>[0];
  const random = seeded(17);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const now = Date.now();

  const item = (i: number, name?: string) => {
    const projectId = `bench${String(i).padStart(6, '0')}${randomUUID().slice(0, 4)}`;
    const key = projectKey(projectId);
    return {
      ...key,
      ...search.kindKeys('project', key.pk),
      projectId,
      rev: 1,
      state: 'RELEASED',
      visibility: 'PUBLIC',
      name: name ?? `${pick(SUBJECTS)}${pick(WORKS)}${pick(EXTRAS)}`,
      summary: `${pick(SUBJECTS)}项目，${pick(DETAILS)}${pick(DETAILS)}${pick(ENDINGS)}`,
      categoryId: pick(CATEGORIES),
      provinceCode: pick(PROVINCES),
      budget: Math.round(random() * 100) * 100_000,
      publisherType: pick(PUBLISHERS),
      publisherId: `ORG-${Math.floor(random() * 500)}`,
      applicantTypes: ['PERSONAGE', 'TEAM', 'COMPANY'],
      releaseTime: now - Math.floor(random() * 90 * 86_400_000),
      applyDeadline: now + Math.floor(random() * 60 * 86_400_000),
    };
  };

  // Indexing and queries, in a fresh index of their own.
  const kind = await benchSearchKind({
    spec,
    docs: Array.from({ length: INDEX_DOCS }, (_, i) => item(i)),
    bulkSize: BULK_SIZE,
    queries: TYPICAL_QUERIES,
    base: { current: 1, size: 10 },
    runs: QUERY_RUNS,
  });

  // Freshness: the table write to found, through the stream, the indexer and the refresh.
  const delays: number[] = [];
  let notFound = 0;
  for (let i = 0; i < FRESH_WRITES; i += 1) {
    const word = `fresh${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const fresh = item(INDEX_DOCS + i, `新鲜度测量项目 ${word}`);
    const t = performance.now();
    await putItem(fresh);
    let found = false;
    while (performance.now() - t < 10_000) {
      if ((await search.searchDocuments(spec, { keywords: word, current: 1, size: 1 })).total > 0) {
        found = true;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    if (found) delays.push(performance.now() - t);
    else notFound += 1;
  }
  delays.sort((a, b) => a - b);

  return {
    ...kind,
    freshness: { writes: FRESH_WRITES, p50: percentile(delays, 50), p99: percentile(delays, 99), max: delays.at(-1) ?? NaN, notFound },
  };
};
