/**
 * What the 人才 and 单位 tabs ask, as the address holds it (`?keyword=…&type=TEAM&tags=前端开发,React&province=…&city=…&scale=M&sort=…&page=2`)
 * and as `search.talent` / `search.units` take it. Back and forward move through the choices; a link shows the same list.
 */
import { DISCOVERY_MAX_TAGS, DISCOVERY_PAGE_SIZE, DISCOVERY_SORTS, TALENT_TYPES, UNIT_SCALE_CODES, UNIT_TYPES, type DiscoverySort, type UnitScale } from '../../../../../shared/schemas/discovery.js';
import { RESUME_LIMITS } from '../../../../../shared/limits-resume.js';
import { SEARCH_LIMITS } from '../../../../../shared/search.js';

export type { DiscoveryTab } from './resume-link.js';
import type { DiscoveryTab } from './resume-link.js';

export const KEYWORD_MAX = SEARCH_LIMITS.maxKeywordLength;
export const MAX_PAGE = Math.floor(SEARCH_LIMITS.maxWindow / DISCOVERY_PAGE_SIZE);

export interface DiscoveryFilters {
  keyword: string;
  /** 人才: PERSONAGE (the default) or TEAM; 单位: COMPANY, TEAM or either (undefined). */
  type?: string;
  tags: string[];
  provinceCode?: string;
  cityCode?: string;
  scale?: UnitScale;
  sort: DiscoverySort;
  page: number;
}

const CODE = /^\d{6}$/;

/** The tags a box offers: trimmed, each within a tag's length, once each, at most the search's number. */
export const cleanTags = (tags: readonly string[]): string[] =>
  [...new Set(tags.map((tag) => tag.trim()).filter((tag) => tag.length > 0 && tag.length <= RESUME_LIMITS.tag))].slice(0, DISCOVERY_MAX_TAGS);

export const typesOf = (tab: DiscoveryTab): readonly string[] => (tab === 'talent' ? TALENT_TYPES : UNIT_TYPES);

export const parseFiltersOf =
  (tab: DiscoveryTab) =>
  (params: URLSearchParams): DiscoveryFilters => {
    const type = params.get('type') ?? '';
    const sort = params.get('sort') ?? '';
    const scale = params.get('scale') ?? '';
    const page = Number(params.get('page'));
    const province = params.get('province') ?? '';
    const city = params.get('city') ?? '';
    return {
      keyword: (params.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX),
      ...(typesOf(tab).includes(type) ? { type } : {}),
      tags: cleanTags((params.get('tags') ?? '').split(',')),
      ...(CODE.test(province) ? { provinceCode: province } : {}),
      ...(CODE.test(province) && CODE.test(city) ? { cityCode: city } : {}),
      ...(tab === 'unit' && (UNIT_SCALE_CODES as readonly string[]).includes(scale) ? { scale: scale as UnitScale } : {}),
      sort: (DISCOVERY_SORTS as readonly string[]).includes(sort) ? (sort as DiscoverySort) : 'relevance',
      page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
    };
  };

export const parseTalentFilters = parseFiltersOf('talent');
export const parseUnitFilters = parseFiltersOf('unit');

export const filtersToParams = (filters: DiscoveryFilters): URLSearchParams => {
  const params = new URLSearchParams();
  if (filters.keyword) params.set('keyword', filters.keyword);
  if (filters.type) params.set('type', filters.type);
  if (filters.tags.length > 0) params.set('tags', filters.tags.join(','));
  if (filters.provinceCode) params.set('province', filters.provinceCode);
  if (filters.provinceCode && filters.cityCode) params.set('city', filters.cityCode);
  if (filters.scale) params.set('scale', filters.scale);
  if (filters.sort !== 'relevance') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
};

export interface DiscoveryRequest {
  type?: string;
  keyword?: string;
  tags?: string[];
  provinceCode?: string;
  cityCode?: string;
  scale?: UnitScale;
  sort: DiscoverySort;
  current: number;
  size: number;
}

export const searchInputOf = (tab: DiscoveryTab, filters: DiscoveryFilters): DiscoveryRequest => ({
  ...(filters.type ? { type: filters.type } : tab === 'talent' ? { type: 'PERSONAGE' } : {}),
  ...(filters.keyword ? { keyword: filters.keyword } : {}),
  ...(filters.tags.length > 0 ? { tags: filters.tags } : {}),
  ...(filters.provinceCode ? { provinceCode: filters.provinceCode } : {}),
  ...(filters.provinceCode && filters.cityCode ? { cityCode: filters.cityCode } : {}),
  ...(tab === 'unit' && filters.scale ? { scale: filters.scale } : {}),
  sort: filters.sort,
  current: filters.page,
  size: DISCOVERY_PAGE_SIZE,
});

/** How many filters narrow the list (the keyword, the type and the order aside). */
export const activeFilterCount = (filters: DiscoveryFilters): number => [filters.tags.length > 0, filters.provinceCode, filters.scale].filter(Boolean).length;

export const isFiltered = (filters: DiscoveryFilters): boolean => activeFilterCount(filters) > 0;
