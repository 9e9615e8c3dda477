/**
 * Finding goods (CONTRACT "Mall": `POST mall/goods/search`; docs/search.md "Goods"): the search input of the 供应商品
 * and 采购商品 tabs (and of 科技成果), its sorts, and the answer — a page of listings in the mall's `Goods` shape with
 * the counts a buyer sees beside the filters (`facets`). Prices are integer fen on the wire (the SPA shows 元).
 *
 * `GoodsSearchItem` is the shape of a goods listing item of the table as the search kind reads it: the mall domain
 * writes those attributes (functions/mall, its `GOODS#<id>` / `GOODS` item), the search domain reads them
 * (functions/search/goods-kind.ts). It is published here, in shared, because the search domain stands above the
 * mall and reads its items without importing its code.
 */
import { SEARCH_LIMITS } from '../search.js';
import { refineRegion, regionFields } from '../regions/schema.js';
import { input, num, oneOf, pageInput, text } from '../validation/zod.js';
import { GOODS_CATEGORY_CODES, MAX_GOODS_PRICE, type Goods, type GoodsCategory, type GoodsFields, type GoodsType } from './mall-goods.js';

/** 综合 (relevance with keywords, newest without), 价格从低到高, 价格从高到低, 销量, 最新发布. */
export const GOODS_SORTS = ['default', 'priceAsc', 'priceDesc', 'sales', 'newest'] as const;
export type GoodsSort = (typeof GOODS_SORTS)[number];

export const GOODS_SEARCH_PAGE_SIZE = 12;

/**
 * `POST mall/goods/search`: one kind of goods on sale, by keywords (Chinese words, every one required, in any order),
 * category, region and price range (fen, both inclusive), sorted and paged (at most 50 a page, the first 1,000).
 */
export const goodsSearchInput = input({
  goodsType: num('商品类型', { min: 0, max: 2 }),
  keyword: text('关键词', { min: 0, max: SEARCH_LIMITS.maxKeywordLength }).optional(),
  goodsCategory: oneOf('商品类目', GOODS_CATEGORY_CODES).optional(),
  provinceCode: regionFields().provinceCode.optional(),
  cityCode: regionFields().cityCode,
  priceMin: num('最低价格', { min: 0, max: MAX_GOODS_PRICE }).optional(),
  priceMax: num('最高价格', { min: 0, max: MAX_GOODS_PRICE }).optional(),
  sort: oneOf('排序', GOODS_SORTS).default('default'),
  ...pageInput(GOODS_SEARCH_PAGE_SIZE, SEARCH_LIMITS.maxPageSize),
}).superRefine((value, ctx) => {
  refineRegion('none')(value, ctx);
  if (value.priceMin !== undefined && value.priceMax !== undefined && value.priceMin > value.priceMax) {
    ctx.addIssue({ code: 'custom', path: ['priceMax'], message: '最高价格不能低于最低价格', input: value.priceMax });
  }
  if (value.current * value.size > SEARCH_LIMITS.maxWindow) {
    ctx.addIssue({ code: 'custom', path: ['current'], message: `最多查看前${SEARCH_LIMITS.maxWindow}条结果`, input: value.current });
  }
});

/** One value of a filter with the listings it would find, the other filters kept (a category's chip, a province's). */
export interface GoodsFacet {
  code: string;
  name: string;
  count: number;
}

/** A listing found: the mall's `Goods` (`mine` false), with its name's matched words marked when keywords were asked. */
export interface GoodsHit extends Goods {
  /** The name with the matched words in `<em>…</em>`, the rest HTML-escaped. */
  highlight?: { name?: string };
}

export interface GoodsSearchPage {
  records: GoodsHit[];
  total: number;
  pages: number;
  current: number;
  size: number;
  /**
   * Counts beside the filters: each category with the listings the search would find in it (the category filter left
   * out, every other kept), each province likewise (province and city left out); most first.
   */
  facets: { categories: GoodsFacet[]; provinces: GoodsFacet[] };
}

/**
 * A goods listing item of the table, as the mall domain writes it and the search kind reads it (`pk = GOODS#<id>`,
 * `sk = GOODS`, with `kindKeys('goods', pk)` and a `rev` that grows with every write). Only listings on sale and not
 * deleted are found.
 */
export interface GoodsSearchItem extends Partial<Omit<GoodsFields, 'isOnSale'>> {
  pk: string;
  sk: string;
  id: string;
  rev: number;
  goodsType: GoodsType;
  goodsCategory: GoodsCategory;
  name: string;
  isOnSale: boolean;
  deleted?: boolean;
  sellerType: 'PERSONAGE' | 'TEAM' | 'COMPANY';
  sellerId: string;
  sellerName?: string;
  /** `goodsPriceOf`: unit price, budget or transfer amount, fen. */
  price: number;
  sales?: number;
  evaluationCount?: number;
  starSum?: number;
  createTime: number;
  updateTime?: number;
}

