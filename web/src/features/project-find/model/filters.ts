/**
 * The finder's filters (找项目, 搜索项目) and their place in the address: every filter is a query parameter, so the
 * back and forward buttons and a shared link show the same list. Only what differs from the defaults is written.
 * Budgets are typed in yuan and kept so in the address (people read and share 10000, not 1000000); they become fen
 * only in the search input, exactly (shared/money.ts, never floating point).
 */
import type { z } from 'zod';
import { ACCOUNT_TYPES, type AccountType } from '../../../../../shared/domains.js';
import { formatFen, MAX_AMOUNT_FEN, yuanToFen } from '../../../../../shared/money.js';
import { PROJECT_SORTS, type ProjectSort, type projectSearchInput } from '../../../../../shared/schemas/project.js';

/** The category value that asks for every category explicitly (the workbench's default is the followed ones). */
export const ALL_CATEGORIES = 'all';

/** The longest keyword the search takes (shared/schemas/project-search.ts). */
export const KEYWORD_MAX = 50;

export interface FinderFilters {
  keyword: string;
  /** A platform category's id, ALL_CATEGORIES, or undefined for the page's default. */
  category?: string;
  provinceCode?: string;
  cityCode?: string;
  publisherType?: AccountType;
  applicantType?: AccountType;
  /** Yuan, as typed. */
  budgetMin: string;
  budgetMax: string;
  /** Only demands whose application deadline has not passed. */
  open: boolean;
  /** Left out: the default (相关度 with a keyword, else 最新发布). */
  sort?: ProjectSort;
  page: number;
  /** Left out: the server's default page size. */
  size?: number;
}

export const EMPTY_FILTERS: FinderFilters = { keyword: '', budgetMin: '', budgetMax: '', open: false, page: 1 };

/** The query parameter of each filter. */
export const PARAM = {
  keyword: 'keyword',
  category: 'category',
  province: 'province',
  city: 'city',
  publisher: 'publisher',
  applicant: 'applicant',
  min: 'min',
  max: 'max',
  open: 'open',
  sort: 'sort',
  page: 'page',
  size: 'size',
} as const;

const REGION_CODE = /^\d{6}$/;
const CATEGORY_ID = /^[A-Za-z0-9_-]{1,64}$/;
const YUAN_TEXT = /^[\d.,\s０-９．。]{1,20}$/;

const accountType = (value: string | null): AccountType | undefined =>
  (ACCOUNT_TYPES as readonly string[]).includes(value ?? '') ? (value as AccountType) : undefined;

const wholeNumber = (value: string | null, max: number): number | undefined => {
  if (!value || !/^\d{1,6}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 && n <= max ? n : undefined;
};

/** The sort in force: the one asked for, except 相关度 without a keyword. */
export const sortOf = (filters: Pick<FinderFilters, 'keyword' | 'sort'>): ProjectSort => {
  const hasKeyword = filters.keyword.trim() !== '';
  if (filters.sort && (filters.sort !== 'relevance' || hasKeyword)) return filters.sort;
  return hasKeyword ? 'relevance' : 'newest';
};

/** The sorts offered: 相关度 only when there is a keyword to be relevant to. */
export const sortChoices = (keyword: string): readonly ProjectSort[] =>
  keyword.trim() ? PROJECT_SORTS : PROJECT_SORTS.filter((sort) => sort !== 'relevance');

/** The filters an address names; anything malformed is left out (a hand-edited or stale link still shows a list). */
export const parseFilters = (params: URLSearchParams): FinderFilters => {
  const keyword = (params.get(PARAM.keyword) ?? '').trim().slice(0, KEYWORD_MAX);
  const category = params.get(PARAM.category) ?? '';
  const provinceCode = params.get(PARAM.province) ?? '';
  const cityCode = params.get(PARAM.city) ?? '';
  const sort = params.get(PARAM.sort) ?? '';
  const min = (params.get(PARAM.min) ?? '').trim();
  const max = (params.get(PARAM.max) ?? '').trim();
  const filters: FinderFilters = {
    keyword,
    budgetMin: YUAN_TEXT.test(min) ? min : '',
    budgetMax: YUAN_TEXT.test(max) ? max : '',
    open: params.get(PARAM.open) === '1',
    page: wholeNumber(params.get(PARAM.page), 100_000) ?? 1,
  };
  if (CATEGORY_ID.test(category)) filters.category = category;
  if (REGION_CODE.test(provinceCode)) {
    filters.provinceCode = provinceCode;
    if (REGION_CODE.test(cityCode)) filters.cityCode = cityCode;
  }
  const publisherType = accountType(params.get(PARAM.publisher));
  if (publisherType) filters.publisherType = publisherType;
  const applicantType = accountType(params.get(PARAM.applicant));
  if (applicantType) filters.applicantType = applicantType;
  if ((PROJECT_SORTS as readonly string[]).includes(sort)) filters.sort = sort as ProjectSort;
  const size = wholeNumber(params.get(PARAM.size), 100);
  if (size) filters.size = size;
  return filters;
};

/** The address's query for `filters`: only what differs from the defaults, in a fixed order. */
export const filtersToParams = (filters: FinderFilters): URLSearchParams => {
  const params = new URLSearchParams();
  const keyword = filters.keyword.trim();
  if (keyword) params.set(PARAM.keyword, keyword);
  if (filters.category) params.set(PARAM.category, filters.category);
  if (filters.provinceCode) {
    params.set(PARAM.province, filters.provinceCode);
    if (filters.cityCode) params.set(PARAM.city, filters.cityCode);
  }
  if (filters.publisherType) params.set(PARAM.publisher, filters.publisherType);
  if (filters.applicantType) params.set(PARAM.applicant, filters.applicantType);
  if (filters.budgetMin.trim()) params.set(PARAM.min, filters.budgetMin.trim());
  if (filters.budgetMax.trim()) params.set(PARAM.max, filters.budgetMax.trim());
  if (filters.open) params.set(PARAM.open, '1');
  const sort = sortOf(filters);
  if (sort !== sortOf({ keyword, sort: undefined })) params.set(PARAM.sort, sort);
  if (filters.page > 1) params.set(PARAM.page, String(filters.page));
  if (filters.size) params.set(PARAM.size, String(filters.size));
  return params;
};

/** How many filters narrow the list (the keyword and the order aside; a budget range counts once). */
export const activeFilterCount = (filters: FinderFilters): number =>
  [
    filters.category && filters.category !== ALL_CATEGORIES,
    filters.provinceCode,
    filters.publisherType,
    filters.applicantType,
    filters.budgetMin.trim() || filters.budgetMax.trim(),
    filters.open,
  ].filter(Boolean).length;

/** Whether any filter narrows the list: offers 重置筛选 and says so when nothing is found. */
export const isFiltered = (filters: FinderFilters): boolean => activeFilterCount(filters) > 0;

/** Fen of one typed bound: undefined when blank, the reason in Chinese when it is not an amount. */
const boundFen = (typed: string, label: string): { fen?: number; error?: string } => {
  if (typed.trim() === '') return {};
  const read = yuanToFen(typed);
  if ('fen' in read) return { fen: read.fen };
  switch (read.refused) {
    case 'ZERO':
      return { fen: 0 };
    case 'NEGATIVE':
      return { error: `${label}不能为负数` };
    case 'TOO_MANY_DECIMALS':
      return { error: `${label}最多保留两位小数` };
    case 'TOO_LARGE':
      return { error: `${label}不能超过${formatFen(MAX_AMOUNT_FEN)}` };
    default:
      return { error: `${label}必须是数字` };
  }
};

/**
 * The budget range in fen from the typed yuan, both ends included: a blank end (or a lowest of ¥0) bounds nothing;
 * a malformed end or a lowest above the highest is refused with its reason, and then neither end applies.
 */
export const budgetBounds = (minTyped: string, maxTyped: string): { budgetMin?: number; budgetMax?: number; error?: string } => {
  const min = boundFen(minTyped, '最低预算');
  const max = boundFen(maxTyped, '最高预算');
  const error = min.error ?? max.error;
  if (error) return { error };
  if (min.fen !== undefined && max.fen !== undefined && min.fen > max.fen) return { error: '最低预算不能高于最高预算' };
  return {
    ...(min.fen !== undefined && min.fen > 0 ? { budgetMin: min.fen } : {}),
    ...(max.fen !== undefined ? { budgetMax: max.fen } : {}),
  };
};

export type ProjectSearchInput = z.input<typeof projectSearchInput>;

/**
 * What the search is asked (one category at most: a list of several is asked category by category, see
 * model/merge.ts); `now` is when 'deadline not passed' counts from.
 */
export const searchInputOf = (filters: FinderFilters, { size, now }: { size: number; now: number }): ProjectSearchInput => {
  const budget = budgetBounds(filters.budgetMin, filters.budgetMax);
  const keyword = filters.keyword.trim();
  return {
    current: filters.page,
    size,
    ...(keyword ? { keyword } : {}),
    ...(filters.provinceCode ? { provinceCode: filters.provinceCode } : {}),
    ...(filters.provinceCode && filters.cityCode ? { cityCode: filters.cityCode } : {}),
    ...(filters.publisherType ? { publisherType: filters.publisherType } : {}),
    ...(filters.applicantType ? { applicantType: filters.applicantType } : {}),
    ...(budget.budgetMin !== undefined ? { budgetMin: budget.budgetMin } : {}),
    ...(budget.budgetMax !== undefined ? { budgetMax: budget.budgetMax } : {}),
    ...(filters.open ? { deadlineFrom: now } : {}),
    sort: sortOf(filters),
  };
};
