/**
 * Projects I, finding projects (docs/projects.md, the search module docs/search.md): the search input and its sorts
 * and page sizes, a browse, and a party's newest public projects. Amounts are integer fen; times epoch milliseconds.
 */
import { array } from 'zod';
import { PROJECT_LIMITS } from '../limits.js';
import { SEARCH_LIMITS } from '../search.js';
import { id, input, num, oneOf, pageInput, text, ulid } from '../validation/zod.js';
import { TIME, partyType, regionCode } from './project-common.js';
import { projectIdInput } from './project-demand.js';

const L = PROJECT_LIMITS;

// ---------------------------------------------------------------- search (the search module, docs/search.md)

export const PROJECT_SORTS = ['relevance', 'newest', 'budgetHigh', 'budgetLow', 'deadline', 'popular'] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];
export const PROJECT_SEARCH_PAGE_SIZES = [10, 20, 30] as const;

// A page of search results is at most the search module's (SEARCH_LIMITS.maxPageSize): a larger size is a 400 naming
// 每页条数, not a page silently cut short.
export const projectSearchInput = input({
  ...pageInput(L.pageSize, SEARCH_LIMITS.maxPageSize),
  keyword: text('关键词', { min: 0, max: 50 }).optional(),
  /** One category: a parent finds its children's projects too. */
  categoryId: id('项目分类').optional(),
  /** Several categories at once (a person's followed ones), each with its children. */
  categoryIds: array(id('项目分类')).max(PROJECT_LIMITS.selectedCategories, `最多选择${PROJECT_LIMITS.selectedCategories}个分类`).optional(),
  provinceCode: regionCode('省份').optional(),
  cityCode: regionCode('城市').optional(),
  publisherType: partyType('发布方类型').optional(),
  applicantType: partyType('可申请对象').optional(),
  budgetMin: num('最低预算', { min: 0, max: 1e13 }).optional(),
  budgetMax: num('最高预算', { min: 0, max: 1e13 }).optional(),
  /** Only demands still taking applications on this day (epoch ms) or later. */
  deadlineFrom: num('截止时间', TIME).optional(),
  sort: oneOf('排序', PROJECT_SORTS).default('relevance'),
});

export interface SearchPageSize {
  size: number;
  sizes: number[];
}

export const browseInput = projectIdInput;

/** A person's newest projects (`user-personage/new-project/{id}`): public open ones of a person, team or company. */
export const partyProjectsInput = input({ id: ulid('用户'), type: partyType('类型').default('PERSONAGE'), ...pageInput(L.pageSize, SEARCH_LIMITS.maxPageSize) });
