/**
 * Routes of the search function (docs/search.md): every search of the product goes through one module, served by one
 * function that carries the OpenSearch client (the other domains' bundles stay small without it). Projects and the
 * mall's goods now; talent and units join here. Paths of spec §7.3 and of the CONTRACT kept exactly.
 */
import { APP } from '../domains.js';
import type { Page } from '../envelope.js';
import { talentSearchInput, unitBrowseInput, unitSearchInput, type DiscoveryPage, type UnitBrowse } from '../schemas/discovery.js';
import { goodsSearchInput, type GoodsSearchPage } from '../schemas/mall-search.js';
import { suggestedPartiesInput, suggestedProjectsInput, type SuggestedParties, type SuggestedProjects } from '../schemas/matching.js';
import { partyProjectsInput, projectSearchInput, type ProjectCard, type SearchPageSize } from '../schemas/project.js';
import { noInput } from '../validation/zod.js';
import { returns, route, routeLookup, servedBy } from './types.js';

const FLOW = '/api/WEB_CLIENT/PROJECTFLOW';
const PC = `/api/pc/${APP}`;

export const searchRoutes = servedBy('search-query', [
  route({ id: 'search.projects', method: 'POST', path: `${FLOW}/projects/search`, domain: 'search', access: 'public', input: projectSearchInput, output: returns<Page<ProjectCard>>(), summary: '搜索项目：中文分词关键词，分类、地区、发布方类型、可申请对象、预算、截止时间筛选，排序和分页' }),
  route({ id: 'search.pageSize', method: 'POST', path: `${FLOW}/projects/search-page-size`, domain: 'search', access: 'public', input: noInput, output: returns<SearchPageSize>(), summary: '搜索结果的每页条数（默认和可选）' }),
  route({ id: 'search.projectList', method: 'POST', path: `${FLOW}/projects/query`, domain: 'search', access: 'public', input: projectSearchInput, output: returns<Page<ProjectCard>>(), summary: '找项目列表：发布中的项目，筛选同搜索，默认最新发布在前' }),
  route({ id: 'search.partyProjects', method: 'GET', path: `${PC}/user-personage/new-project/{id}`, domain: 'search', access: 'public', input: partyProjectsInput, output: returns<Page<ProjectCard>>(), summary: '某个人、团队或企业正在发布的公开项目，最新在前' }),
  // CONTRACT "Mall": `POST mall/goods/search` (the mall's route, served here: the search function carries the client).
  route({ id: 'search.goods', method: 'POST', path: `${PC}/mall/goods/search`, domain: 'search', access: 'public', input: goodsSearchInput, output: returns<GoodsSearchPage>(), summary: '搜索商城商品（无需登录）：某一类在售商品，中文分词关键词，类目、地区、价格区间筛选，综合、价格、销量、最新排序，分页，并给出各类目与各省份的数量' }),
  // Issue 31: discovery over the public view of resumes (docs/search.md "Resumes").
  route({ id: 'search.talent', method: 'POST', path: `${PC}/search/talent`, domain: 'search', access: 'public', input: talentSearchInput, output: returns<DiscoveryPage>(), summary: '搜索人才（无需登录）：个人或团队，中文分词关键词，技能标签、地区筛选，综合、最新、最受关注、履历最丰富排序，分页' }),
  route({ id: 'search.units', method: 'POST', path: `${PC}/search/units`, domain: 'search', access: 'public', input: unitSearchInput, output: returns<DiscoveryPage>(), summary: '搜索单位（无需登录）：企业和团队，中文分词关键词，业务能力标签、地区、规模筛选，综合、最新、最受关注、履历最丰富排序，分页' }),
  // Spec §10 (projects list), served here so that no unit of its own is added (the padded stack stays under 300
  // resources): the query function's one write, a mark and the count under `RESUME#` (shared/units.ts).
  route({ id: 'search.unitBrowse', method: 'POST', path: `${FLOW}/projects/add_company_team_browse_num`, domain: 'search', access: 'public', input: unitBrowseInput, output: returns<UnitBrowse>(), summary: '企业或团队简历浏览数加一（登录用户每人只计一次，访客和本单位账号不计），返回浏览数' }),
  // Matching (issue 31, docs/search.md "Matching"): suggestions with the reason for each, for the session's own party.
  route({ id: 'search.suggestedProjects', method: 'POST', path: `${PC}/search/suggested-projects`, domain: 'search', access: 'user', input: suggestedProjectsInput, output: returns<SuggestedProjects>(), summary: '为你推荐：按本账号（个人、团队或企业）简历中的技能/能力标签和所在地区推荐可申请的公开项目，不含自己发布的和已申请、已受邀的，附推荐理由' }),
  route({ id: 'search.suggestedParties', method: 'POST', path: `${PC}/search/suggested-parties`, domain: 'search', access: 'user', input: suggestedPartiesInput, output: returns<SuggestedParties>(), summary: '需求的推荐合作方（仅发布方）：按需求与个人、团队、企业的标签、地区、按期率和信用推荐可邀请的对象，附推荐理由和是否已邀请' }),
] as const);

/** The SPA's lookup of a search route by id. */
export const searchRoute = routeLookup(searchRoutes);
