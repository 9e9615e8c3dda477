/**
 * Finding projects through the search module (docs/search.md): `projects/search` when there is a keyword (Chinese
 * word segmentation: 小程序开发 finds 微信小程序的开发), `projects/query` for the find-project list without one (newest
 * first unless another order is asked), and `projects/search-page-size` for the page sizes offered. A choice that
 * covers several categories is asked category by category and merged (model/merge.ts). The search may answer 503
 * SEARCH_UNAVAILABLE: the page shows it with 重试 (no modal), as it does a refused input.
 */
import useSWR from 'swr';
import type { Page } from '../../../../../shared/envelope.js';
import { CORE_ERRORS } from '../../../../../shared/errors/core.js';
import { searchRoute } from '../../../../../shared/routes/search.js';
import { PROJECT_SEARCH_PAGE_SIZES, type ProjectCard, type ProjectSort, type SearchPageSize } from '../../../../../shared/schemas/project.js';
import type { HttpError } from '../../../api/http-error.js';
import { callRoute } from '../../../api/route-call.js';
import type { ProjectSearchInput } from '../model/filters.js';
import { MERGE_DEPTH, mergeNeed, mergePages } from '../model/merge.js';

const keywordRoute = searchRoute('search.projects');
const listRoute = searchRoute('search.projectList');
const pageSizeRoute = searchRoute('search.pageSize');

/** The first part of every list key of the finder (a push about projects reloads them all). */
export const FIND_LIST_KEY = 'project-find:list';

/** The search's refusals the page shows in its own place: unavailable (重试), a refused filter. */
const SEARCH_REFUSALS: readonly number[] = [CORE_ERRORS.SEARCH_UNAVAILABLE.code, CORE_ERRORS.BAD_REQUEST.code];


const ask = (input: ProjectSearchInput): Promise<Page<ProjectCard>> =>
  callRoute(input.keyword ? keywordRoute : listRoute, input, { handledCodes: SEARCH_REFUSALS });

/** One category's first `need` projects, in pages of at most 100 (the most one call answers). */
const firstOf = async (input: ProjectSearchInput, categoryId: string, need: number): Promise<Page<ProjectCard>> => {
  const size = Math.min(need, 100);
  const first = await ask({ ...input, categoryId, current: 1, size });
  const records = [...first.records];
  for (let current = 2; records.length < need && records.length < first.total && current <= Math.ceil(MERGE_DEPTH / size); current += 1) {
    const next = await ask({ ...input, categoryId, current, size });
    if (next.records.length === 0) break;
    records.push(...next.records);
  }
  return { ...first, records: records.slice(0, need) };
};

export interface ProjectListRequest {
  input: ProjectSearchInput;
  /** The categories asked for: none (every category), one, or several to merge. */
  categoryIds: readonly string[];
}

export const fetchProjects = async ({ input, categoryIds }: ProjectListRequest): Promise<Page<ProjectCard>> => {
  if (categoryIds.length <= 1) return ask({ ...input, ...(categoryIds[0] ? { categoryId: categoryIds[0] } : {}) });
  const current = Number(input.current ?? 1);
  const size = Number(input.size ?? PROJECT_SEARCH_PAGE_SIZES[0]);
  const need = mergeNeed(current, size);
  const lists = await Promise.all(categoryIds.map((id) => firstOf(input, id, need)));
  return mergePages(lists, (input.sort ?? 'relevance') as ProjectSort, current, size);
};

export type ProjectListKey = readonly [typeof FIND_LIST_KEY, ProjectListRequest];

/** The list for `request` (none asked while it is undefined); the last list stays shown while the next loads. */
export const useProjectList = (request: ProjectListRequest | undefined) =>
  useSWR<Page<ProjectCard>, HttpError, ProjectListKey | null>(request ? [FIND_LIST_KEY, request] : null, ([, asked]) => fetchProjects(asked), {
    keepPreviousData: true,
  });

/** Whether an SWR key is one of the finder's lists. */
export const isFindListKey = (key: unknown): boolean => Array.isArray(key) && key[0] === FIND_LIST_KEY;

/** The page sizes offered (public; the shared constant stands in until it is answered, or if it never is). */
export const usePageSizes = (): SearchPageSize => {
  const { data } = useSWR('project-find:page-size', () => callRoute(pageSizeRoute, {}, { silent: true }), { revalidateOnFocus: false, revalidateIfStale: false });
  return data && data.sizes.length > 0 ? data : { size: PROJECT_SEARCH_PAGE_SIZES[0], sizes: [...PROJECT_SEARCH_PAGE_SIZES] };
};
