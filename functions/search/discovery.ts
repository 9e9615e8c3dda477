/**
 * Discovery (docs/search.md "Resumes"): 人才 (`search.talent`: people, or teams) and 单位 (`search.units`: companies and
 * teams) over the public view of their resumes, by Chinese words, tags (every one required), region and a company's
 * size, sorted by relevance, newest, views or record, paged. Exported for the search function's other code (matching
 * finds people and units with the same filters): `searchTalent`, `searchUnits`.
 *
 * The documents hold the public view only; a page's owners are read again as they are now (one BatchGet), so a person
 * frozen or an organisation cancelled since its resume was indexed is left out at once (the page's `total` counts it
 * until its resume is indexed again), and the card shows the current name and avatar.
 */
import type { z } from 'zod';
import { regionLabel } from '../../shared/regions/index.js';
import { strangerName } from '../../shared/masking.js';
import { tagFilterValues } from '../../shared/schemas/discovery-scales.js';
import type { DiscoveryCard, DiscoveryPage, talentSearchInput, unitSearchInput } from '../../shared/schemas/discovery.js';
import { searchDocuments, type AnyKindSpec, type SearchHit } from '../lib/search/index.js';
import { talentSearch, unitSearch, type TalentDocument, type UnitDocument } from './resume-kind.js';
import { resumeOwners } from './resume-store.js';

export type TalentSearchInput = z.input<typeof talentSearchInput>;
export type UnitSearchInput = z.input<typeof unitSearchInput>;
type TalentQuery = z.output<typeof talentSearchInput>;
type UnitQuery = z.output<typeof unitSearchInput>;

const talentSpec = talentSearch as unknown as AnyKindSpec;
const unitSpec = unitSearch as unknown as AnyKindSpec;

const TAGS_SHOWN = 10;
const SUMMARY_CHARS = 120;
const REQUIRED_BASE_INFO = ['nickname', 'headPortrait', 'sex'] as const;

const highlightOf = (highlight: Record<string, string>, fields: Partial<Record<'name' | 'tags' | 'summary', string>>): DiscoveryCard['highlight'] => {
  const marked = Object.fromEntries(Object.entries(fields).flatMap(([to, from]) => (from && highlight[from] ? [[to, highlight[from]]] : [])));
  return Object.keys(marked).length > 0 ? marked : undefined;
};

const region = (doc: { provinceCode?: string; cityCode?: string }) => ({
  regionLabel: regionLabel(doc.provinceCode, doc.cityCode),
  ...(doc.provinceCode ? { provinceCode: doc.provinceCode } : {}),
  ...(doc.cityCode ? { cityCode: doc.cityCode } : {}),
});

const personCards = async (hits: SearchHit<TalentDocument>[]): Promise<DiscoveryCard[]> => {
  const owners = await resumeOwners('talent', hits.map((h) => h.doc.userId));
  return hits.flatMap(({ doc, highlight }): DiscoveryCard[] => {
    const owner = owners.get(doc.userId);
    if (!owner || owner.status !== 'NORMAL' || !REQUIRED_BASE_INFO.every((field) => Boolean(owner[field]))) return [];
    const marked = highlightOf(highlight, { tags: 'skills', summary: 'experience' });
    return [
      {
        id: doc.userId,
        type: 'PERSONAGE',
        name: strangerName(owner.nickname ?? '', owner.sex === '女' ? '女' : owner.sex === '男' ? '男' : undefined),
        headPortrait: owner.headPortrait ?? '',
        tags: doc.skillTags.slice(0, TAGS_SHOWN),
        summary: doc.summary.slice(0, SUMMARY_CHARS),
        ...region(doc),
        browseNum: doc.browseNum,
        record: doc.record,
        updateTime: doc.updateTime,
        ...(marked ? { highlight: marked } : {}),
      },
    ];
  });
};

const unitCards = async (hits: SearchHit<UnitDocument>[]): Promise<DiscoveryCard[]> => {
  const owners = await resumeOwners('unit', hits.map((h) => h.doc.orgId));
  return hits.flatMap(({ doc, highlight }): DiscoveryCard[] => {
    const owner = owners.get(doc.orgId);
    if (!owner || owner.status !== 'ACTIVE' || owner.type !== doc.orgType) return [];
    const marked = highlightOf(highlight, { name: 'name', tags: 'tags', summary: 'introduction' });
    return [
      {
        id: doc.orgId,
        type: doc.orgType,
        name: owner.name ?? doc.name,
        headPortrait: owner.headPortrait ?? '',
        tags: doc.tagKeys.slice(0, TAGS_SHOWN),
        summary: doc.introduction.slice(0, SUMMARY_CHARS),
        ...region(doc),
        browseNum: doc.browseNum,
        record: doc.record,
        ...(doc.orgType === 'COMPANY' ? { staff: doc.staff, ...(doc.scale ? { scale: doc.scale } : {}) } : {}),
        updateTime: doc.updateTime,
        ...(marked ? { highlight: marked } : {}),
      },
    ];
  });
};

/** Without keywords, 综合 is the newest first (the kinds' first sort). */
const sortOf = (sort: string, keyword: string | undefined): string => (sort === 'relevance' && !keyword?.trim() ? 'newest' : sort);

const searchUnitKind = async (input: UnitQuery): Promise<DiscoveryPage> => {
  const page = await searchDocuments<UnitDocument>(unitSpec, {
    keywords: input.keyword,
    // Every tag required: a filter each (`tag0`…).
    filters: { type: input.type, province: input.provinceCode, city: input.cityCode, scale: input.scale, ...tagFilterValues(input.tags) },
    ranges: {},
    sort: sortOf(input.sort, input.keyword),
    current: input.current,
    size: input.size,
  });
  return { records: await unitCards(page.records), total: page.total, pages: page.pages, current: page.current, size: page.size };
};

/** 人才: people (the default) or teams, by words, skills or tags, region; sorted and paged. */
export const searchTalent = async (input: TalentQuery): Promise<DiscoveryPage> => {
  if (input.type === 'TEAM') return searchUnitKind({ ...input, type: 'TEAM', scale: undefined });
  const page = await searchDocuments<TalentDocument>(talentSpec, {
    keywords: input.keyword,
    filters: { province: input.provinceCode, city: input.cityCode, ...tagFilterValues(input.tags) },
    ranges: {},
    sort: sortOf(input.sort, input.keyword),
    current: input.current,
    size: input.size,
  });
  return { records: await personCards(page.records), total: page.total, pages: page.pages, current: page.current, size: page.size };
};

/** 单位: companies and teams (or one of them), by words, capability tags, region, a company's size; sorted and paged. */
export const searchUnits = (input: UnitQuery): Promise<DiscoveryPage> => searchUnitKind(input);
