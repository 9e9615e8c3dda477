/**
 * Goods search figures on the local cloud (docs/search.md "Goods"), beside the project search's (./search.ts):
 * GOODS_DOCS listings of the three kinds (names, specifications and brands composed from a fixed vocabulary with a
 * seeded generator, so every run indexes the same texts) written into a fresh goods index through the indexer's own
 * write (`writeStates`: each item becomes its document by the kind's `toDocument`, external versions, `_bulk`s of
 * BULK_SIZE), then typical searches of the 供应商品 and 采购商品 tabs run as `search.goods` runs them (its filters,
 * sorts and both facets' aggregations), each GOODS_QUERY_RUNS times one at a time after a warm-up: p50 and p99. The
 * indexing and the timing are every kind's (./search-kind.ts); this file holds what the goods' are made of.
 */
import { randomUUID } from 'node:crypto';
import type { CloudInfo } from '../support/cloud-info.js';
import { benchSearchKind, seeded, type KindFigures, type TypicalQuery } from './search-kind.js';

export const GOODS_DOCS = 10_000;
const BULK_SIZE = 500;
export const GOODS_QUERY_RUNS = 30;

const THINGS = ['深沟球轴承', '圆锥滚子轴承', '不锈钢球阀', '温湿度传感器', '温度传感器', 'PLC控制器', '数显游标卡尺', '激光测距仪', '内六角螺栓', '不锈钢板', '电动螺丝刀', '医用口罩', 'ERP软件授权', '有机大米', '汽车刹车片', '橡胶传送带', '变频器', '液压油缸', '工业相机', 'LED工矿灯'];
const PREFIXES = ['工业级', '高精度', '进口', '国产', '防爆', '加厚', '', '', ''];
const SPECS = ['6205', 'DN25', 'M8×30', 'RS485', '0-150mm', '304', '316L', '12V', '220V', '5kg/袋'];
const BRANDS = ['哈瓦洛', '钛禾', '蓝鲸', '华力', '西门子', '桂量', '晋亿', '太钢', '稳健', '五常'];
const PROVINCES = ['110000', '310000', '320000', '330000', '370000', '440000', '510000', '420000'];
const CATEGORIES = ['01', '02', '03', '04', '06', '09', '10', '11', '12'] as const;

const FACETS = { categories: { filter: 'category', size: 20 }, provinces: { filter: 'province', alsoApart: ['city'], size: 40 } };

/** Searches people make on the goods tabs, as `search.goods` asks them of the module. */
export const GOODS_QUERIES: TypicalQuery[] = [
  { label: '供应 · 轴承', request: { keywords: '轴承', filters: { type: '1' } } },
  { label: '供应 · 深沟球轴承 6205', request: { keywords: '深沟球轴承 6205', filters: { type: '1' } } },
  { label: '供应 · 传感器 + 广东', request: { keywords: '传感器', filters: { type: '1', province: '440000' } } },
  { label: '供应 · 不锈钢 + ¥10–500 + 价格从低到高', request: { keywords: '不锈钢', filters: { type: '1' }, ranges: { price: { min: 1_000, max: 50_000 } }, sort: 'priceAsc' } },
  { label: '供应 · （无关键词）机械设备 + 销量', request: { filters: { type: '1', category: '01' }, sort: 'sales' } },
  { label: '供应 · （无关键词）最新', request: { filters: { type: '1' }, sort: 'newest' } },
  { label: '采购 · 传感器', request: { keywords: '传感器', filters: { type: '0' } } },
  { label: '采购 · （无关键词）浙江 + 预算从高到低', request: { filters: { type: '0', province: '330000' }, sort: 'priceDesc' } },
  { label: '供应 · 钛禾 第 3 页', request: { keywords: '钛禾', filters: { type: '1' }, current: 3 } },
];

export type GoodsSearchFigures = KindFigures;

export const goodsSearchFigures = async (cloud: CloudInfo): Promise<GoodsSearchFigures> => {
  Object.assign(process.env, cloud.env);
  const search = await import('../../functions/lib/search/index.js');
  const { goodsSearch } = await import('../../functions/search/goods-kind.js');
  const spec = goodsSearch as unknown as Parameters<typeof search.writeStates>[0];
  const random = seeded(29);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const now = Date.now();
  const item = (i: number) => {
    const id = `bench${String(i).padStart(6, '0')}${randomUUID().slice(0, 4)}`;
    const pk = `GOODS#${id}`;
    const goodsType = i % 10 < 7 ? 1 : i % 10 < 9 ? 0 : 2;
    const fen = Math.round(random() * 2_000) * 100;
    const price = goodsType === 1 ? { unitPrice: fen, stock: 1_000, unit: '件' } : goodsType === 0 ? { budget: fen * 50, quantity: 500, unit: '件', deadline: now + 30 * 86_400_000 } : { amount: fen * 1_000, patentNo: 'ZL202310123456.7', patentOwner: `${pick(BRANDS)}科技`, transferNo: `T${i}` };
    return {
      pk,
      sk: 'GOODS',
      ...search.kindKeys('goods', pk),
      id,
      rev: 1,
      goodsType,
      goodsCategory: pick(CATEGORIES),
      name: `${pick(PREFIXES)}${pick(THINGS)}`,
      specification: `${pick(SPECS)} ${pick(SPECS)}`,
      brand: pick(BRANDS),
      ...price,
      price: goodsType === 1 ? fen : goodsType === 0 ? fen * 50 : fen * 1_000,
      description: `${pick(THINGS)}，${pick(BRANDS)}出品，支持批量采购与定制。`,
      pictures: [`goods-image/bench/${id}.jpg`],
      provinceCode: pick(PROVINCES),
      isOnSale: true,
      sellerType: 'COMPANY',
      sellerId: `ORG-${Math.floor(random() * 300)}`,
      sellerName: `${pick(BRANDS)}贸易有限公司`,
      sales: Math.floor(random() * 5_000),
      evaluationCount: 0,
      starSum: 0,
      createTime: now - Math.floor(random() * 90 * 86_400_000),
    };
  };

  const docs = Array.from({ length: GOODS_DOCS }, (_, i) => item(i));
  return benchSearchKind({ spec, docs, bulkSize: BULK_SIZE, queries: GOODS_QUERIES, base: { current: 1, size: 12, facets: FACETS }, runs: GOODS_QUERY_RUNS });
};
