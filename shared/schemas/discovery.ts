/**
 * Discovery (issue 31; docs/search.md "Resumes"): 人才 finds people and teams by their skills or tags, region and record,
 * 单位 finds companies and teams by their business capability, region and size — both over the public view of their
 * resumes, through the search module (`search.talent`, `search.units`, public). And one view of a team's or company's
 * resume counted, each viewer once (`search.unitBrowse`, spec §10 `projects/add_company_team_browse_num`): the count
 * is the `popular` sort's.
 */
import type { RefinementCtx } from 'zod';
import { SEARCH_LIMITS } from '../search.js';
import { RESUME_LIMITS } from '../limits-resume.js';
import { refineRegion, regionFields } from '../regions/schema.js';
import { id, input, oneOf, pageInput, text } from '../validation/zod.js';
import type { AccountType } from '../domains.js';
import { DISCOVERY_MAX_TAGS, UNIT_SCALE_CODES, type UnitScale } from './discovery-scales.js';

export { DISCOVERY_MAX_TAGS, scaleOf, UNIT_SCALE_CODES, UNIT_SCALES, type UnitScale } from './discovery-scales.js';

/** Who 人才 finds: people (the default) or teams. */
export const TALENT_TYPES = ['PERSONAGE', 'TEAM'] as const;
/** Who 单位 finds: companies or teams (either, when none is asked). */
export const UNIT_TYPES = ['COMPANY', 'TEAM'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

/** 综合 (relevance with keywords, the newest without), 最新, 最受关注 (views), 履历最丰富 (the resume's rows). */
export const DISCOVERY_SORTS = ['relevance', 'newest', 'popular', 'record'] as const;
export type DiscoverySort = (typeof DISCOVERY_SORTS)[number];

export const DISCOVERY_PAGE_SIZE = 12;

const common = (tagLabel: string) => ({
  keyword: text('关键词', { min: 0, max: SEARCH_LIMITS.maxKeywordLength }).optional(),
  provinceCode: regionFields().provinceCode.optional(),
  cityCode: regionFields().cityCode,
  tags: text(tagLabel, { max: RESUME_LIMITS.tag }).array().max(DISCOVERY_MAX_TAGS, `${tagLabel}最多${DISCOVERY_MAX_TAGS}个`).optional(),
  sort: oneOf('排序', DISCOVERY_SORTS).default('relevance'),
  ...pageInput(DISCOVERY_PAGE_SIZE, SEARCH_LIMITS.maxPageSize),
});

/** The region's codes together, and the first 1,000 results only (a deeper page names `current`). */
const refineSearch = (value: { current: number; size: number; provinceCode?: string; cityCode?: string }, ctx: RefinementCtx<{ current: number; size: number; provinceCode?: string; cityCode?: string }>): void => {
  refineRegion('none')(value, ctx);
  if (value.current * value.size > SEARCH_LIMITS.maxWindow) {
    ctx.addIssue({ code: 'custom', path: ['current'], message: `最多查看前${SEARCH_LIMITS.maxWindow}条结果`, input: value.current });
  }
};

/** `search.talent`: people (or teams) by keywords, skills (every one required), region; sorted and paged. */
export const talentSearchInput = input({ type: oneOf('人才类型', TALENT_TYPES).default('PERSONAGE'), ...common('技能标签') }).superRefine(refineSearch);

/** `search.units`: companies and teams (or one of them) by keywords, capability tags (every one), region, size. */
export const unitSearchInput = input({ type: oneOf('单位类型', UNIT_TYPES).optional(), scale: oneOf('单位规模', UNIT_SCALE_CODES).optional(), ...common('业务能力标签') }).superRefine(refineSearch);

/** `search.unitBrowse`: one view of a team's or a company's resume. */
export const unitBrowseInput = input({ type: oneOf('单位类型', UNIT_TYPES), id: id('单位') });

/** A person, team or company found: what its card shows, from the public view of its resume. */
export interface DiscoveryCard {
  id: string;
  type: AccountType;
  /** A person as strangers see them (林先生), a team's or company's name. */
  name: string;
  headPortrait: string;
  /** A person's skills, a team's or company's capability tags (the first ten). */
  tags: string[];
  /** A person's latest job (职位 · 单位), a team's introduction, a company's advantages (the first 120 characters). */
  summary: string;
  regionLabel: string;
  provinceCode?: string;
  cityCode?: string;
  /** Views of a team's or company's resume (each viewer once); a person's: 0. */
  browseNum: number;
  /** The resume's rows (jobs, projects, certificates; works; products, awards, patents…): the `record` sort's. */
  record: number;
  /** A company's staff and size band. */
  staff?: number;
  scale?: UnitScale;
  updateTime: number;
  /** The matched words in `<em>…</em>`, the rest HTML-escaped. */
  highlight?: { name?: string; tags?: string; summary?: string };
}

export interface DiscoveryPage {
  records: DiscoveryCard[];
  total: number;
  pages: number;
  current: number;
  size: number;
}

/** What `search.unitBrowse` answers: the views now, and whether this one counted (a viewer counts once). */
export interface UnitBrowse {
  browseNum: number;
  counted: boolean;
}
