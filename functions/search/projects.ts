/**
 * Finding projects through the search module, in the search function (docs/search.md; the project function carries no
 * OpenSearch client) (docs/search.md): keywords segmented into Chinese words, filters,
 * ranges, sorts and pages over the project kind, filtered to what the viewer may read. Answers project cards with
 * the matched words marked.
 */
import type { z } from 'zod';
import { stateLabel } from '../../shared/process/engine.js';
import { projectProcess, type ProjectState } from '../../shared/process/project.js';
import { PROJECT_SEARCH_PAGE_SIZES, type partyProjectsInput, type ProjectCard, type projectSearchInput, type SearchPageSize } from '../../shared/schemas/project.js';
import type { TokenClaims } from '../lib/auth/token.js';
import { searchDocuments } from '../lib/search/index.js';
import type { Category } from '../../shared/schemas/content.js';
import { platformCategories } from '../content/public.js';
import { projectSearch, type ProjectDocument } from '../project/public.js';

type SearchInput = z.output<typeof projectSearchInput>;

/** A project document as the lists answer it (matching answers its suggestions so too). */
export const cardOf = (doc: ProjectDocument, highlight: Record<string, string>): ProjectCard => ({
  projectId: doc.projectId,
  name: doc.name,
  state: doc.state,
  stateLabel: stateLabel(projectProcess, doc.state as ProjectState),
  ...(doc.categoryId ? { categoryId: doc.categoryId } : {}),
  ...(doc.categoryName ? { categoryName: doc.categoryName } : {}),
  ...(doc.provinceCode ? { provinceCode: doc.provinceCode } : {}),
  ...(doc.cityCode ? { cityCode: doc.cityCode } : {}),
  budget: doc.budget ?? 0,
  ...(doc.applyDeadline ? { applyDeadline: doc.applyDeadline } : {}),
  ...(doc.releaseTime ? { releaseTime: doc.releaseTime } : {}),
  updateTime: doc.releaseTime ?? 0,
  publisher: { type: doc.publisherType, id: doc.publisherId, name: doc.publisherName ?? '' },
  applicantTypes: doc.applicantTypes,
  visibility: 'PUBLIC',
  summary: doc.summary.slice(0, 200),
  ...(highlight.name || highlight.summary ? { highlight: { ...(highlight.name ? { name: highlight.name } : {}), ...(highlight.summary ? { summary: highlight.summary } : {}) } } : {}),
});

/** The categories asked for with their descendants (a parent finds its children's projects); undefined: any. */
const categoriesOf = async (input: SearchInput): Promise<string[] | undefined> => {
  const asked = [...(input.categoryId ? [input.categoryId] : []), ...(input.categoryIds ?? [])];
  if (!asked.length) return undefined;
  const tree = await platformCategories();
  const below = (nodes: Category[], inside: boolean): string[] =>
    nodes.flatMap((c) => {
      const hit = inside || asked.includes(c.id);
      return [...(hit ? [c.id] : []), ...below(c.children ?? [], hit)];
    });
  // Custom categories are nobody's but their owner's: kept as asked.
  return [...new Set([...asked, ...below(tree, false)])];
};

const find = async (claims: TokenClaims | undefined, input: SearchInput, defaults: { sort: string; publisher?: string }) => {
  const categories = await categoriesOf(input);
  const page = await searchDocuments<ProjectDocument>(projectSearch, {
    keywords: input.keyword,
    filters: {
      category: categories,
      province: input.provinceCode,
      city: input.cityCode,
      publisherType: input.publisherType,
      applicantType: input.applicantType,
      publisher: defaults.publisher,
    },
    ranges: {
      budget: input.budgetMin !== undefined || input.budgetMax !== undefined ? { min: input.budgetMin, max: input.budgetMax } : undefined,
      deadline: input.deadlineFrom !== undefined ? { min: input.deadlineFrom } : undefined,
    },
    sort: input.sort === 'relevance' && !input.keyword ? defaults.sort : input.sort,
    current: input.current,
    size: input.size,
    viewer: claims ? { userId: claims.userId, ...(claims.orgId ? { orgId: claims.orgId } : {}) } : undefined,
  });
  return { records: page.records.map((r) => cardOf(r.doc, r.highlight)), total: page.total, pages: page.pages, current: page.current, size: page.size };
};

export const searchProjects = (claims: TokenClaims | undefined, input: SearchInput) => find(claims, input, { sort: 'newest' });

/** The find-project list: the same filters, newest first unless another sort is asked. */
export const queryProjects = (claims: TokenClaims | undefined, input: SearchInput) => find(claims, { ...input, sort: input.sort === 'relevance' && !input.keyword ? 'newest' : input.sort }, { sort: 'newest' });

export const searchPageSize = (): SearchPageSize => ({ size: PROJECT_SEARCH_PAGE_SIZES[0], sizes: [...PROJECT_SEARCH_PAGE_SIZES] });

/** A person's, team's or company's open public projects (their profile's 最新项目). */
export const partyProjects = (claims: TokenClaims | undefined, input: z.output<typeof partyProjectsInput>) =>
  find(claims, { current: input.current, size: input.size, sort: 'newest', publisherType: input.type }, { sort: 'newest', publisher: input.id });
