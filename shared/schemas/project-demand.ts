/**
 * Projects I, demands (docs/projects.md, docs/api): a posted demand's fields — the forms' draft, new and modify inputs,
 * its attachments and visibility — and the shapes a project answers in as a card and in detail. Amounts are integer
 * fen; times epoch milliseconds. The states and actions come from the processes of shared/process/project.ts.
 */
import { array, object } from 'zod';
import type { AccountType } from '../domains.js';
import { PROJECT_LIMITS } from '../limits.js';
import type { ProcessAction } from '../process/types.js';
import { fileUrl, id, input, num, oneOf, pageInput, text, ulid } from '../validation/zod.js';
import { TIME, partyType, phaseInput, phasesInput, regionCode, visibleName, type ProjectParty, type ProjectPhase } from './project-common.js';
import type { RequestKind } from './project-requests.js';

const L = PROJECT_LIMITS;

// ---------------------------------------------------------------- demands

export interface ProjectAttachment {
  name: string;
  url: string;
  size: number;
}

export const VISIBILITIES = ['PUBLIC', 'PRIVATE'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

export const attachmentInput = object({
  name: text('附件名称', { max: 200 }),
  url: fileUrl('附件'),
  size: num('附件大小', { min: 0, max: 100 * 1024 * 1024 }),
});

/** Every field of a demand, as the forms send them; each route says which are required. */
const demandFields = {
  name: visibleName('项目名称', L.name),
  categoryId: id('项目分类'),
  provinceCode: regionCode('省份'),
  cityCode: regionCode('城市'),
  districtCode: regionCode('区县'),
  phases: phasesInput,
  applyDeadline: num('申请截止时间', TIME),
  applicantTypes: array(partyType('可申请对象'), { error: '请选择可申请对象' })
    .min(1, '请选择可申请对象')
    .max(3, '可申请对象不正确')
    .refine((types) => new Set(types).size === types.length, '可申请对象不能重复'),
  visibility: oneOf('公开方式', VISIBILITIES),
  attachments: array(attachmentInput).max(L.attachments, `附件最多${L.attachments}个`),
  /** The demand book (需求书): HTML, sanitised by the server with the shared allow-list. */
  bookHtml: text('需求书', { min: 0, max: L.bookHtml }),
};

/** `save_project_and_exit`: a draft keeps whatever is filled in; only the name is needed. */
export const saveDraftInput = input({
  projectId: ulid('项目').optional(),
  name: demandFields.name,
  categoryId: demandFields.categoryId.optional(),
  provinceCode: demandFields.provinceCode.optional(),
  cityCode: demandFields.cityCode.optional(),
  districtCode: demandFields.districtCode.optional(),
  phases: array(phaseInput).max(L.phasesMax, `项目阶段最多${L.phasesMax}个`).optional(),
  applyDeadline: demandFields.applyDeadline.optional(),
  applicantTypes: demandFields.applicantTypes.optional(),
  visibility: demandFields.visibility.optional(),
  attachments: demandFields.attachments.optional(),
  bookHtml: demandFields.bookHtml.optional(),
});

/** `project`: the new-project form's 下一步 — a whole demand (the demand book may follow). */
export const projectInput = input({
  projectId: ulid('项目').optional(),
  name: demandFields.name,
  categoryId: demandFields.categoryId,
  provinceCode: demandFields.provinceCode,
  cityCode: demandFields.cityCode.optional(),
  districtCode: demandFields.districtCode.optional(),
  phases: demandFields.phases,
  applyDeadline: demandFields.applyDeadline,
  applicantTypes: demandFields.applicantTypes,
  visibility: demandFields.visibility.default('PUBLIC'),
  attachments: demandFields.attachments.default([]),
  bookHtml: demandFields.bookHtml.optional(),
});

/** `project-modify`: the fields sent change; a released demand must stay complete. */
export const modifyProjectInput = input({
  projectId: ulid('项目'),
  name: demandFields.name.optional(),
  categoryId: demandFields.categoryId.optional(),
  provinceCode: demandFields.provinceCode.optional(),
  cityCode: demandFields.cityCode.optional(),
  districtCode: demandFields.districtCode.optional(),
  phases: demandFields.phases.optional(),
  applyDeadline: demandFields.applyDeadline.optional(),
  applicantTypes: demandFields.applicantTypes.optional(),
  visibility: demandFields.visibility.optional(),
  attachments: demandFields.attachments.optional(),
  bookHtml: demandFields.bookHtml.optional(),
});

export const projectIdInput = input({ projectId: ulid('项目') });
export const projectNameInput = input({ projectId: ulid('项目'), name: demandFields.name });
export const nameVerifyInput = input({ name: demandFields.name, projectId: ulid('项目').optional() });

/** Which of the owner's projects a list shows (the project center, 选择旧项目). */
export const PROJECT_BUCKETS = ['DRAFT', 'OPEN', 'AGREED', 'ENDED', 'ALL'] as const;
export type ProjectBucket = (typeof PROJECT_BUCKETS)[number];
export const myProjectsInput = input({ ...pageInput(L.pageSize), bucket: oneOf('项目类型', PROJECT_BUCKETS).default('OPEN') });

/** A project in a list (search, find project, the project center). */
export interface ProjectCard {
  projectId: string;
  name: string;
  state: string;
  stateLabel: string;
  categoryId?: string;
  categoryName?: string;
  provinceCode?: string;
  cityCode?: string;
  districtCode?: string;
  /** 浙江省 杭州市 */
  regionLabel?: string;
  /** The phases' amounts together, fen. */
  budget: number;
  /** Planned phases (lists from the table; search results leave it out). */
  phaseCount?: number;
  applyDeadline?: number;
  releaseTime?: number;
  updateTime: number;
  publisher: ProjectParty;
  applicantTypes: AccountType[];
  visibility: Visibility;
  /** The demand book's plain text, cut short. */
  summary: string;
  /** Search only: the matched words wrapped in `<em>` (HTML-escaped otherwise). */
  highlight?: { name?: string; summary?: string };
}

/** How the viewer stands to a project. */
export type ProjectRelation = 'partyA' | 'partyAStaff' | 'partyB' | 'partyBStaff' | 'none';

/** The viewer's engagement with a project they do not own: their invitation or application, and its negotiation. */
export interface Engagement {
  requestId: string;
  kind: RequestKind;
  state: string;
  stateLabel: string;
  negotiationId?: string;
}

export interface ProjectDetail extends ProjectCard {
  phases: ProjectPhase[];
  attachments: ProjectAttachment[];
  /** The demand book, sanitised HTML. */
  bookHtml: string;
  createTime: number;
  browseNum: number;
  /** For party A: how many applied, were invited, negotiate now. */
  applyCount?: number;
  inviteCount?: number;
  negotiatingCount?: number;
  relation: ProjectRelation;
  /** What the viewer may do now (the project process; for party B, apply when the project takes it). */
  actions: ProcessAction[];
  /** Party B's own engagement, when there is one. */
  engagement?: Engagement;
  /** Whether the viewer may apply now, and if not, why not (Chinese), for a visitor or party B. */
  canApply?: { ok: boolean; reason?: string };
}
