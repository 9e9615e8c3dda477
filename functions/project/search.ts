/**
 * Projects as search documents (docs/search.md "Projects"): the first kind of the search module. What a project
 * item of the table must hold for it is `ProjectSearchItem`; the project domain writes those attributes (and
 * `kindKeys('project', pk)`, and a `rev` that grows with every write) and the stream does the rest.
 *
 * Who finds a project: a released or negotiating public project, everyone (visitors too); a private one, only its
 * own side (the person, or the team's or company's staff); a draft, a withdrawn, closed or agreed one, nobody.
 */
import type { AccountType } from '../../shared/domains.js';
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
    const own = item.publisherType === 'PERSONAGE' ? userReader(item.publisherId) : orgReader(item.publisherId);
    return {
      readers: [item.visibility === 'PUBLIC' ? EVERYONE : own],
      doc: {
        projectId: item.projectId,
        name: item.name,
        summary: (item.summary ?? '').slice(0, SUMMARY_CHARS),
        categoryId: item.categoryId,
        categoryName: item.categoryName,
        provinceCode: item.provinceCode,
        cityCode: item.cityCode,
        budget: item.budget,
        publisherType: item.publisherType,
        publisherId: item.publisherId,
        publisherName: item.publisherName,
        applicantTypes: item.applicantTypes ?? [],
        state: item.state,
        releaseTime: item.releaseTime,
        applyDeadline: item.applyDeadline,
        browseNum: item.browseNum ?? 0,
      },
    };
  },
});
