/**
 * Projects as search documents (docs/search.md "Projects"): the first kind of the search module. What a project
 * item of the table must hold for it is `ProjectSearchItem`; the project domain writes those attributes (and
 * `kindKeys('project', pk)`, and a `rev` that grows with every write) and the stream does the rest.
 *
 * Who finds a project: a released or negotiating public project, everyone (visitors too); a private one, only its
 * own side (the person, or the team's or company's staff); a draft, a withdrawn, closed or agreed one, nobody.
 */
import { ACCOUNT_TYPES, type AccountType } from '../../shared/domains.js';
import { projectKey } from './keys.js';
import { chineseText, defineSearchKind, epochDate, EVERYONE, integer, keyword, long, orgReader, userReader } from '../lib/search/kind.js';

/** The project states whose demand is open: found by search (the project process names them; issue 18). */
export const SEARCHABLE_PROJECT_STATES = ['RELEASED', 'NEGOTIATING'] as const;

export interface ProjectSearchItem {
  pk: string;
  sk: string;
  projectId: string;
  /** Grows by one with every write of the item: the document's external version. */
  rev: number;
  state: string;
  /** PRIVATE: found only by its own side (invitations reach others). */
  visibility: 'PUBLIC' | 'PRIVATE';
  name: string;
  /** The demand's plain text (the demand book without markup), as much as search needs. */
  summary?: string;
  categoryId?: string;
  categoryName?: string;
  /** GB/T 2260 codes of the project's region. */
  provinceCode?: string;
  cityCode?: string;
  /** The planned phases' amounts together, in fen. */
  budget?: number;
  publisherType: AccountType;
  /** The publishing person, or the team or company the project belongs to. */
  publisherId: string;
  publisherName?: string;
  /** Who may apply. */
  applicantTypes?: AccountType[];
  releaseTime?: number;
  /** The last day applications are taken (epoch ms). */
  applyDeadline?: number;
  browseNum?: number;
}

export interface ProjectDocument {
  projectId: string;
  name: string;
  summary: string;
  categoryId?: string;
  categoryName?: string;
  provinceCode?: string;
  cityCode?: string;
  budget?: number;
  publisherType: AccountType;
  publisherId: string;
  publisherName?: string;
  applicantTypes: AccountType[];
  state: string;
  releaseTime?: number;
  applyDeadline?: number;
  browseNum: number;
}

/** The summary's length in the index: enough for relevance and a highlighted fragment. */
const SUMMARY_CHARS = 2_000;

/**
 * What the kind reads of a project item, checked and cut to what search needs; a malformed item throws (the module
 * rejects it and deletes its document). Written by hand, not with zod: the indexer's bundle stays small.
 */
const readProjectItem = (item: ProjectSearchItem): ProjectSearchItem => {
  const wrong = (field: string): never => {
    throw new Error(`${field} is malformed`);
  };
  const text = (value: unknown, field: string, max: number, optional = true): string | undefined =>
    value === undefined && optional ? undefined : typeof value === 'string' ? value.slice(0, max) : wrong(field);
  const code = (value: unknown, field: string, optional = true): string | undefined =>
    value === undefined && optional ? undefined : typeof value === 'string' && value.length > 0 && value.length <= 64 ? value : wrong(field);
  const whole = (value: unknown, field: string, max: number): number | undefined =>
    value === undefined ? undefined : typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= max ? value : wrong(field);
  const type = (value: unknown, field: string): AccountType => ((ACCOUNT_TYPES as readonly unknown[]).includes(value) ? (value as AccountType) : wrong(field));
  if (item.visibility !== 'PUBLIC' && item.visibility !== 'PRIVATE') wrong('visibility');
  const applicantTypes = item.applicantTypes === undefined ? undefined : Array.isArray(item.applicantTypes) && item.applicantTypes.length <= 3 ? item.applicantTypes.map((t) => type(t, 'applicantTypes')) : wrong('applicantTypes');
  return {
    ...item,
    projectId: code(item.projectId, 'projectId', false) as string,
    name: text(item.name, 'name', 200, false) as string,
    summary: text(item.summary, 'summary', SUMMARY_CHARS),
    categoryId: code(item.categoryId, 'categoryId'),
    categoryName: text(item.categoryName, 'categoryName', 50),
    provinceCode: code(item.provinceCode, 'provinceCode'),
    cityCode: code(item.cityCode, 'cityCode'),
    budget: whole(item.budget, 'budget', Number.MAX_SAFE_INTEGER),
    publisherType: type(item.publisherType, 'publisherType'),
    publisherId: code(item.publisherId, 'publisherId', false) as string,
    publisherName: text(item.publisherName, 'publisherName', 100),
    applicantTypes,
    releaseTime: whole(item.releaseTime, 'releaseTime', 8.64e15),
    applyDeadline: whole(item.applyDeadline, 'applyDeadline', 8.64e15),
    browseNum: whole(item.browseNum, 'browseNum', 2 ** 31 - 1),
  };
};

export const projectSearch = defineSearchKind<ProjectSearchItem, ProjectDocument>({
  kind: 'project',
  settings: { index: { number_of_shards: 1, number_of_replicas: 1, refresh_interval: '1s' } },
  properties: {
    projectId: keyword(),
    name: chineseText(),
    summary: chineseText(),
    categoryId: keyword(),
    categoryName: chineseText(),
    provinceCode: keyword(),
    cityCode: keyword(),
    budget: long(),
    publisherType: keyword(),
    publisherId: keyword(),
    publisherName: chineseText(),
    applicantTypes: keyword(),
    state: keyword(),
    releaseTime: epochDate(),
    applyDeadline: epochDate(),
    browseNum: integer(),
  },
  text: { name: 5, categoryName: 2, publisherName: 1.5, summary: 1 },
  highlight: ['name', 'summary'],
  filters: { category: 'categoryId', province: 'provinceCode', city: 'cityCode', publisherType: 'publisherType', applicantType: 'applicantTypes', publisher: 'publisherId', state: 'state' },
  ranges: { budget: 'budget', deadline: 'applyDeadline', released: 'releaseTime' },
  sorts: {
    newest: [{ field: 'releaseTime', order: 'desc' }],
    budgetHigh: [{ field: 'budget', order: 'desc' }],
    budgetLow: [{ field: 'budget', order: 'asc' }],
    deadline: [{ field: 'applyDeadline', order: 'asc' }],
    popular: [{ field: 'browseNum', order: 'desc' }],
  },
  tieBreaker: { field: 'projectId', order: 'desc' },
  version: (item) => item.rev,
  toDocument: (item) => {
    if (!(SEARCHABLE_PROJECT_STATES as readonly string[]).includes(item.state)) return undefined;
    // A malformed item is the writer's bug: refused (the indexer logs it), never indexed as garbage nor shown to a
    // reader it was not meant for (a private project without its publisher would be `user:undefined`'s).
    const read = readProjectItem(item);
    if (item.pk !== projectKey(read.projectId).pk) throw new Error('its projectId is not the one of its key');
    const own = read.publisherType === 'PERSONAGE' ? userReader(read.publisherId) : orgReader(read.publisherId);
    return {
      readers: [read.visibility === 'PUBLIC' ? EVERYONE : own],
      doc: {
        projectId: read.projectId,
        name: read.name,
        summary: read.summary ?? '',
        categoryId: read.categoryId,
        categoryName: read.categoryName,
        provinceCode: read.provinceCode,
        cityCode: read.cityCode,
        budget: read.budget,
        publisherType: read.publisherType,
        publisherId: read.publisherId,
        publisherName: read.publisherName,
        applicantTypes: read.applicantTypes ?? [],
        state: read.state,
        releaseTime: read.releaseTime,
        applyDeadline: read.applyDeadline,
        browseNum: read.browseNum ?? 0,
      },
    };
  },
});
