/**
 * Projects as search documents (docs/search.md "Projects"): the first kind of the search module. What a project
 * item of the table must hold for it is `ProjectSearchItem`; the project domain writes those attributes (and
 * `kindKeys('project', pk)`, and a `rev` that grows with every write) and the stream does the rest.
 *
 * Who finds a project: a released or negotiating public project, everyone (visitors too); a private one, only its
 * own side (the person, or the team's or company's staff); a draft, a withdrawn, closed or agreed one, nobody.
 */
import { z } from 'zod';
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

const text = (max: number) => z.string().transform((value) => value.slice(0, max));
const code = z.string().min(1).max(64);
const time = z.number().int().nonnegative().max(8.64e15);

/** What the kind reads of a project item, checked: the document's fields, cut to what search needs. */
const projectItemSchema = z.object({
  projectId: code,
  state: z.string(),
  visibility: z.enum(['PUBLIC', 'PRIVATE']),
  name: text(200),
  summary: text(SUMMARY_CHARS).optional(),
  categoryId: code.optional(),
  categoryName: text(50).optional(),
  provinceCode: code.optional(),
  cityCode: code.optional(),
  budget: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).optional(),
  publisherType: z.enum(ACCOUNT_TYPES),
  publisherId: code,
  publisherName: text(100).optional(),
  applicantTypes: z.array(z.enum(ACCOUNT_TYPES)).max(3).optional(),
  releaseTime: time.optional(),
  applyDeadline: time.optional(),
  browseNum: z.number().int().nonnegative().max(2 ** 31 - 1).optional(),
});

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
    const read = projectItemSchema.parse(item);
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
