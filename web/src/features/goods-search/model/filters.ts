/**
 * What the goods tabs ask, as the address holds it (`?keyword=…&category=01&province=…&city=…&min=12.5&max=99&sort=…&page=2`)
 * and as `search.goods` takes it: prices typed in 元 in the address and the boxes, sent in fen (shared/money.ts,
 * exactly: 12.5 → 1250). Back and forward move through the choices; a link shows the same list.
 */
import { yuanToFen } from '../../../../../shared/money.js';
import { GOODS_CATEGORY_CODES, type GoodsCategory, type GoodsType } from '../../../../../shared/schemas/mall-goods.js';
import { GOODS_SEARCH_PAGE_SIZE, GOODS_SORTS, type GoodsSort } from '../../../../../shared/schemas/mall-search.js';
import { SEARCH_LIMITS } from '../../../../../shared/search.js';

export const KEYWORD_MAX = SEARCH_LIMITS.maxKeywordLength;
/** The deepest page the search answers (the first 1,000 results). */
export const MAX_PAGE = Math.floor(SEARCH_LIMITS.maxWindow / GOODS_SEARCH_PAGE_SIZE);

export interface GoodsFilters {
  keyword: string;
  category?: GoodsCategory;
  provinceCode?: string;
  cityCode?: string;
  /** As typed, in 元. */
  priceMin: string;
  priceMax: string;
  sort: GoodsSort;
  page: number;
}

const CODE = /^\d{6}$/;

export const parseFilters = (params: URLSearchParams): GoodsFilters => {
  const category = params.get('category') ?? '';
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page'));
  const province = params.get('province') ?? '';
  const city = params.get('city') ?? '';
  return {
    keyword: (params.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX),
    ...((GOODS_CATEGORY_CODES as readonly string[]).includes(category) ? { category: category as GoodsCategory } : {}),
    ...(CODE.test(province) ? { provinceCode: province } : {}),
    ...(CODE.test(province) && CODE.test(city) ? { cityCode: city } : {}),
    priceMin: (params.get('min') ?? '').slice(0, 16),
    priceMax: (params.get('max') ?? '').slice(0, 16),
    sort: (GOODS_SORTS as readonly string[]).includes(sort) ? (sort as GoodsSort) : 'default',
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
};

export const filtersToParams = (filters: GoodsFilters): URLSearchParams => {
  const params = new URLSearchParams();
  if (filters.keyword) params.set('keyword', filters.keyword);
  if (filters.category) params.set('category', filters.category);
  if (filters.provinceCode) params.set('province', filters.provinceCode);
  if (filters.provinceCode && filters.cityCode) params.set('city', filters.cityCode);
  if (filters.priceMin) params.set('min', filters.priceMin);
  if (filters.priceMax) params.set('max', filters.priceMax);
  if (filters.sort !== 'default') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
};

/** A price typed in 元 as fen; 0 is a bound too; undefined when empty or not a price (the page says so). */
export const fenOf = (typed: string): { fen?: number; refused: boolean } => {
  if (typed.trim() === '') return { refused: false };
  const read = yuanToFen(typed);
  if ('fen' in read) return { fen: read.fen, refused: false };
  return read.refused === 'ZERO' ? { fen: 0, refused: false } : { refused: true };
};

/** The bounds in fen, and whether they are wrong (not a price, or the highest below the lowest). */
export const priceBounds = (filters: Pick<GoodsFilters, 'priceMin' | 'priceMax'>): { min?: number; max?: number; wrong: boolean } => {
  const min = fenOf(filters.priceMin);
  const max = fenOf(filters.priceMax);
  const wrong = min.refused || max.refused || (min.fen !== undefined && max.fen !== undefined && min.fen > max.fen);
  return wrong ? { wrong } : { min: min.fen, max: max.fen, wrong };
};

export interface GoodsSearchRequest {
  goodsType: GoodsType;
  keyword?: string;
  goodsCategory?: GoodsCategory;
  provinceCode?: string;
  cityCode?: string;
  priceMin?: number;
  priceMax?: number;
  sort: GoodsSort;
  current: number;
  size: number;
}

/** The search's input for these filters (wrong price bounds are left out: the page says why). */
export const searchInputOf = (goodsType: GoodsType, filters: GoodsFilters): GoodsSearchRequest => {
  const { min, max } = priceBounds(filters);
  return {
    goodsType,
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
    ...(filters.category ? { goodsCategory: filters.category } : {}),
    ...(filters.provinceCode ? { provinceCode: filters.provinceCode } : {}),
    ...(filters.provinceCode && filters.cityCode ? { cityCode: filters.cityCode } : {}),
    ...(min !== undefined ? { priceMin: min } : {}),
    ...(max !== undefined ? { priceMax: max } : {}),
    sort: filters.sort,
    current: filters.page,
    size: GOODS_SEARCH_PAGE_SIZE,
  };
};

/** How many filters narrow the list (the keyword and the order aside; the region and a price range count once each). */
export const activeFilterCount = (filters: GoodsFilters): number => [filters.category, filters.provinceCode, filters.priceMin || filters.priceMax].filter(Boolean).length;

/** Whether any filter narrows the list: offers 重置筛选 and says so when nothing is found. */
export const isFiltered = (filters: GoodsFilters): boolean => activeFilterCount(filters) > 0;
