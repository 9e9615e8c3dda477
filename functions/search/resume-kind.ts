/**
 * Resumes as search documents (docs/search.md "Resumes"): a person's (kind `talent`, found under 人才) and a team's or
 * company's (kind `unit`, found under 单位; a team's under 人才 too). The items are the organisation domain's (their shape
 * as search reads it, `ResumeSearchItem`, is published in shared/schemas/resume.ts); who a resume is of (name, avatar,
 * status) is read beside it from the person or the organisation by one BatchGet a batch (`withOwners`,
 * ./resume-owners.ts, ./resume-store.ts), never copied into the resume. A document holds the public view only: a person's name as
 * strangers see it (林先生), never a phone, an address or a real name; a company's licence number not at all (the
 * public view masks it; search needs none of it), its licence photo never (another item, which no search reads); a
 * team's members not at all (their consent is theirs). Found: a person's resume while the person is NORMAL with their
 * basic information complete; a team's or company's while it is ACTIVE; by everyone (visitors too).
 */
import { strangerName } from '../../shared/masking.js';
import { isRegionCode, provinces, citiesOf } from '../../shared/regions/index.js';
import { scaleOf, tagFilters, type UnitScale } from '../../shared/schemas/discovery-scales.js';
import type { ResumeSearchItem } from '../../shared/schemas/resume.js';
import { SEARCH_KINDS } from '../../shared/search.js';
import type { ResumeOwner } from './resume-store.js';
import { chineseText, defineSearchKind, epochDate, EVERYONE, integer, keyword } from '../lib/search/kind.js';

/** A person (status, nickname, avatar, sex) or an organisation (type, status, name, avatar) as read beside its resume. */
export type TalentOwner = Pick<ResumeOwner, 'status' | 'nickname' | 'headPortrait' | 'sex'>;
export type UnitOwner = Pick<ResumeOwner, 'type' | 'status' | 'name' | 'headPortrait'>;

/** A resume item with its owner as read now (none: the owner is gone, and so is the document). */
export type TalentItem = ResumeSearchItem & { owner?: TalentOwner };
export type UnitItem = ResumeSearchItem & { owner?: UnitOwner };

export interface TalentDocument {
  userId: string;
  name: string;
  headPortrait: string;
  /** Skills as text (searched) and as keywords (the tags filter). */
  skills: string;
  skillTags: string[];
  /** Jobs and projects: employers, positions, project names, roles, descriptions. */
  experience: string;
  education: string;
  certificates: string;
  /** The latest job, as the card shows it (职位 · 单位). */
  summary: string;
  provinceCode?: string;
  cityCode?: string;
  record: number;
  browseNum: number;
  updateTime: number;
}

export interface UnitDocument {
  orgId: string;
  orgType: 'TEAM' | 'COMPANY';
  name: string;
  headPortrait: string;
  tags: string;
  tagKeys: string[];
  /** A team's introduction, a company's advantages. */
  introduction: string;
  /** A team's works; a company's products, qualifications, awards, patents, trademarks, software copyrights, equipment. */
  works: string;
  /** A company's public address (the public view shows it). */
  address: string;
  provinceCode?: string;
  cityCode?: string;
  staff: number;
  scale?: UnitScale;
  record: number;
  browseNum: number;
  updateTime: number;
}

const MAX_TIME = 8.64e15;
const TEXT_CHARS = 4_000;
const REQUIRED_BASE_INFO = ['nickname', 'headPortrait', 'sex'] as const; // shared/schemas/account.ts isBaseInfoComplete, without its zod

const wrong = (field: string): never => {
  throw new Error(`${field} is malformed`);
};
const whole = (value: unknown, field: string, fallback?: number): number =>
  value === undefined || value === null ? (fallback ?? wrong(field)) : typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= MAX_TIME ? value : wrong(field);
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const rowsOf = (value: unknown, field: string): Record<string, unknown>[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value.map((row) => (row && typeof row === 'object' ? (row as Record<string, unknown>) : wrong(field))) : wrong(field);
const words = (value: unknown, field: string): string[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value.map((word) => (typeof word === 'string' ? word.trim() : wrong(field))).filter(Boolean) : wrong(field);
/** Row texts joined, cut to what relevance needs. */
const joined = (rows: Record<string, unknown>[], fields: readonly string[]): string =>
  rows
    .map((row) => fields.map((f) => str(row[f])).filter(Boolean).join(' '))
    .filter(Boolean)
    .join('\n')
    .slice(0, TEXT_CHARS);

/**
 * The region of a resume: the codes its owner gave, or (a company) the province and city its public address begins
 * with: 浙江省杭州市…, 杭州市…, 北京… .
 */
export const regionOfResume = (sections: Record<string, unknown>, address = ''): { provinceCode?: string; cityCode?: string } => {
  const province = sections.provinceCode;
  if (isRegionCode(province, 'province')) {
    const city = sections.cityCode;
    return { provinceCode: province, ...(isRegionCode(city, 'city') && citiesOf(province).some((c) => c.code === city) ? { cityCode: city } : {}) };
  }
  const text = address.replace(/\s+/g, '');
  if (!text) return {};
  const short = (name: string): string => name.replace(/(省|市|壮族自治区|回族自治区|维吾尔自治区|自治区|特别行政区)$/, '');
  for (const p of provinces()) {
    const rest = text.startsWith(p.name) ? text.slice(p.name.length) : text.startsWith(short(p.name)) ? text.slice(short(p.name).length) : undefined;
    const cities = citiesOf(p.code);
    if (rest !== undefined) {
      const city = cities.find((c) => c.name !== p.name && (rest.startsWith(c.name) || (short(c.name).length >= 2 && rest.startsWith(short(c.name)))));
      return { provinceCode: p.code, ...(city ? { cityCode: city.code } : {}) };
    }
  }
  // An address that begins with its city (杭州市西湖区…): the city's province.
  for (const p of provinces()) {
    const city = citiesOf(p.code).find((c) => c.name !== p.name && c.name.length >= 3 && text.startsWith(c.name));
    if (city) return { provinceCode: p.code, cityCode: city.code };
  }
  return {};
};

const idOf = (item: ResumeSearchItem, prefix: string): string => {
  if (typeof item.ownerId !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(item.ownerId)) wrong('ownerId');
  if (item.pk !== `${prefix}${item.ownerId}` || item.sk !== 'RESUME') throw new Error('its owner is not the one of its key');
  return item.ownerId;
};

const sectionsOf = (item: ResumeSearchItem): Record<string, unknown> =>
  item.sections && typeof item.sections === 'object' && !Array.isArray(item.sections) ? (item.sections as Record<string, unknown>) : wrong('sections');

export const talentDocument = (item: TalentItem): TalentDocument | undefined => {
  if (item.kind !== 'PERSONAGE') wrong('kind');
  const userId = idOf(item, SEARCH_KINDS.talent.pkPrefix);
  const owner = item.owner;
  // Found only while the person is NORMAL with basic information complete (spec §2.3: nickname, avatar, sex).
  if (!owner || owner.status !== 'NORMAL' || !REQUIRED_BASE_INFO.every((field) => Boolean(owner[field]))) return undefined;
  const s = sectionsOf(item);
  const skillTags = [...new Set(words(s.skills, 'skills'))];
  const work = rowsOf(s.work, 'work');
  const projects = rowsOf(s.projects, 'projects');
  const education = rowsOf(s.education, 'education');
  const certificates = rowsOf(s.certificates, 'certificates');
  const latest = [...work].sort((a, b) => str(b.start).localeCompare(str(a.start)))[0];
  return {
    userId,
    name: strangerName(str(owner.nickname), owner.sex === '女' ? '女' : owner.sex === '男' ? '男' : undefined),
    headPortrait: str(owner.headPortrait),
    skills: skillTags.join(' '),
    skillTags,
    experience: [joined(work, ['company', 'position', 'description']), joined(projects, ['name', 'role', 'description'])].filter(Boolean).join('\n').slice(0, TEXT_CHARS),
    education: joined(education, ['school', 'major', 'degree']),
    certificates: joined(certificates, ['name', 'issuer']),
    summary: latest ? [str(latest.position), str(latest.company)].filter(Boolean).join(' · ') : '',
    ...regionOfResume(s),
    record: work.length + projects.length + certificates.length + rowsOf(s.files, 'files').length,
    browseNum: whole(item.browseNum, 'browseNum', 0),
    updateTime: whole(item.updateTime, 'updateTime'),
  };
};

const COMPANY_LISTS = ['products', 'qualifications', 'awards', 'patents', 'trademarks', 'softwareCopyrights', 'equipment'] as const;

export const unitDocument = (item: UnitItem): UnitDocument | undefined => {
  if (item.kind !== 'TEAM' && item.kind !== 'COMPANY') wrong('kind');
  const orgId = idOf(item, `${SEARCH_KINDS.unit.pkPrefix}${item.kind}#`);
  const owner = item.owner;
  if (!owner || owner.status !== 'ACTIVE' || owner.type !== item.kind) return undefined;
  const s = sectionsOf(item);
  const tagKeys = [...new Set(words(s.tags, 'tags'))];
  const team = item.kind === 'TEAM';
  const works = team ? rowsOf(s.works, 'works') : [];
  const lists = team ? [] : COMPANY_LISTS.map((list) => rowsOf(s[list], list));
  const staffCounts = !team && s.staff && typeof s.staff === 'object' ? Object.values(s.staff as Record<string, unknown>) : [];
  const staff = staffCounts.reduce<number>((sum, n) => sum + (typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : 0), 0);
  const address = team ? '' : str(s.address).slice(0, 200);
  const scale = team ? undefined : scaleOf(staff);
  return {
    orgId,
    orgType: team ? 'TEAM' : 'COMPANY',
    name: str(owner.name),
    headPortrait: str(owner.headPortrait),
    tags: tagKeys.join(' '),
    tagKeys,
    introduction: str(team ? s.introduction : s.advantages).slice(0, TEXT_CHARS),
    works: team ? joined(works, ['name', 'description']) : lists.map((rows) => joined(rows, ['name', 'description', 'issuer'])).filter(Boolean).join('\n').slice(0, TEXT_CHARS),
    address,
    ...regionOfResume(s, address),
    staff,
    ...(scale ? { scale } : {}),
    record: team ? works.length : lists.reduce((sum, rows) => sum + rows.length, 0),
    browseNum: whole(item.browseNum, 'browseNum', 0),
    updateTime: whole(item.updateTime, 'updateTime'),
  };
};

const settings = { index: { number_of_shards: 1, number_of_replicas: 1, refresh_interval: '1s' } };
const notIndexed = { type: 'keyword', index: false } as const;
/** The first is the order without keywords (and the tie-breaker of equal scores with them). */
const SORTS = {
  newest: [{ field: 'updateTime', order: 'desc' }],
  popular: [{ field: 'browseNum', order: 'desc' }, { field: 'updateTime', order: 'desc' }],
  record: [{ field: 'record', order: 'desc' }, { field: 'updateTime', order: 'desc' }],
} as const;

export const talentSearch = defineSearchKind<TalentItem, TalentDocument>({
  kind: 'talent',
  settings,
  properties: {
    userId: keyword(),
    name: chineseText(),
    headPortrait: notIndexed,
    skills: chineseText(),
    skillTags: keyword(),
    experience: chineseText(),
    education: chineseText(),
    certificates: chineseText(),
    summary: notIndexed,
    provinceCode: keyword(),
    cityCode: keyword(),
    record: integer(),
    browseNum: integer(),
    updateTime: epochDate(),
  },
  text: { skills: 5, name: 2, certificates: 1.5, experience: 1.5, education: 1 },
  highlight: ['skills', 'experience'],
  filters: { province: 'provinceCode', city: 'cityCode', ...tagFilters('skillTags') },
  ranges: {},
  sorts: SORTS,
  tieBreaker: { field: 'userId', order: 'desc' },
  // A resume saved before its kind existed has no rev: version 0, below its first save since (rev 1).
  version: (item) => item.rev ?? 0,
  toDocument: (item) => {
    const doc = talentDocument(item);
    return doc ? { readers: [EVERYONE], doc } : undefined;
  },
});

export const unitSearch = defineSearchKind<UnitItem, UnitDocument>({
  kind: 'unit',
  settings,
  properties: {
    orgId: keyword(),
    orgType: keyword(),
    name: chineseText(),
    headPortrait: notIndexed,
    tags: chineseText(),
    tagKeys: keyword(),
    introduction: chineseText(),
    works: chineseText(),
    address: chineseText(),
    provinceCode: keyword(),
    cityCode: keyword(),
    staff: integer(),
    scale: keyword(),
    record: integer(),
    browseNum: integer(),
    updateTime: epochDate(),
  },
  text: { name: 5, tags: 4, works: 1.5, introduction: 1, address: 1 },
  highlight: ['name', 'tags', 'introduction'],
  filters: { type: 'orgType', province: 'provinceCode', city: 'cityCode', scale: 'scale', ...tagFilters('tagKeys') },
  ranges: { staff: 'staff' },
  sorts: SORTS,
  tieBreaker: { field: 'orgId', order: 'desc' },
  version: (item) => item.rev ?? 0,
  toDocument: (item) => {
    const doc = unitDocument(item);
    return doc ? { readers: [EVERYONE], doc } : undefined;
  },
});
