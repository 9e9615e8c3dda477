/**
 * Projects I (docs/projects.md, docs/api): the calls of spec §7.3 from a posted demand to an agreed cooperation —
 * categories, demands, search, invitations and applications, negotiations, the project center, the backlog. Amounts
 * are integer fen; times epoch milliseconds. The states and actions come from the processes of
 * shared/process/project.ts.
 */
import { array, object } from 'zod';
import { ACCOUNT_TYPES, type AccountType } from '../domains.js';
import { PROJECT_LIMITS } from '../limits.js';
import type { ProcessAction } from '../process/types.js';
import { payPassword } from '../validation/rules.js';
import { fileUrl, flag, id, input, num, oneOf, pageInput, text, ulid } from '../validation/zod.js';
import { requestId } from './wallet.js';
import type { Category } from './content.js';

const L = PROJECT_LIMITS;

/** Times a client may name: 2020 to 2100, epoch milliseconds. */
const TIME = { min: Date.UTC(2020, 0, 1), max: Date.UTC(2100, 0, 1) };

// ---------------------------------------------------------------- parties

/** A side of a project: a person (PERSONAGE, the person's id), a team or a company (the organisation's id). */
export interface ProjectParty {
  type: AccountType;
  id: string;
  name: string;
  headPortrait?: string;
}

const partyType = (label: string) => oneOf(label, ACCOUNT_TYPES);

/**
 * A name people read and tell apart (a project's, a category's): no control characters, no bidirectional overrides,
 * no invisible spaces or joiners that would make a twin of another name (U+200B, U+2060, U+FEFF …), no lone
 * surrogates, and at least one character that shows (not only blanks such as U+3164). The joiners and variation
 * selectors of emoji (U+200D, U+FE0F) are allowed; uniqueness ignores them (`nameKey`).
 */
// The classes list joiners and selectors one by one, on purpose (they are what the rule is about).
// eslint-disable-next-line no-misleading-character-class
export const VISIBLE_NAME = /^(?![\s\S]*[\p{Cc}\p{Cs}\u00AD\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u061C])(?=[\s\S]*[^\s\u2800\u3164\u180E\u115F\u1160\uFFA0\u200C\u200D\uFE00-\uFE0F])[\s\S]+$/u;

/** How uniqueness compares names: NFKC (ＡＢＣ is ABC), without the joiners and selectors that do not show. */
// eslint-disable-next-line no-misleading-character-class
export const nameKey = (name: string): string => name.normalize('NFKC').replace(/[\u034F\u180B-\u180D\u200C\u200D\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/gu, '');
const visibleName = (label: string, max: number) => text(label, { max, pattern: [VISIBLE_NAME, `${label}含有不可见或控制字符`] });

// ---------------------------------------------------------------- categories

export interface CustomCategory {
  id: string;
  name: string;
  createTime: number;
}

/** What a demand's category may be: the platform's tree and the owner's own categories. */
export interface ProjectCategories {
  platform: Category[];
  custom: CustomCategory[];
}

/** One platform category a person may follow, with whether they do. */
export interface SelectableCategory {
  id: string;
  name: string;
  parentId?: string;
  selected: boolean;
}

export const customCategoryInput = input({ name: visibleName('分类名称', L.categoryName) });
export const categoryIdInput = input({ id: id('分类') });
export const selectCategoriesInput = input({
  categoryIds: array(id('分类'), { error: '请选择分类' }).max(L.selectedCategories, `最多选择${L.selectedCategories}个关注分类`),
});

// ---------------------------------------------------------------- demands

export interface ProjectPhase {
  name: string;
  /** fen */
  amount: number;
  /** Planned working days. */
  days: number;
  deliverables: string;
}

export interface ProjectAttachment {
  name: string;
  url: string;
  size: number;
}

export const VISIBILITIES = ['PUBLIC', 'PRIVATE'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

export const phaseInput = object({
  name: text('阶段名称', { max: L.phaseName }),
  amount: num('阶段金额', { min: L.phaseAmountMin, max: L.phaseAmountMax }),
  days: num('阶段工期（天）', { min: 1, max: L.phaseDaysMax }),
  deliverables: text('交付内容', { max: L.phaseDeliverables }),
});

const phasesInput = array(phaseInput, { error: '请填写项目阶段' }).min(1, '请至少填写一个项目阶段').max(L.phasesMax, `项目阶段最多${L.phasesMax}个`);

export const attachmentInput = object({
  name: text('附件名称', { max: 200 }),
  url: fileUrl('附件'),
  size: num('附件大小', { min: 0, max: 100 * 1024 * 1024 }),
});

const regionCode = (label: string) => text(label, { max: 6, pattern: [/^\d{6}$/, `${label}不正确`] });

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

// ---------------------------------------------------------------- search (the search module, docs/search.md)

export const PROJECT_SORTS = ['relevance', 'newest', 'budgetHigh', 'budgetLow', 'deadline', 'popular'] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];
export const PROJECT_SEARCH_PAGE_SIZES = [10, 20, 30] as const;

export const projectSearchInput = input({
  ...pageInput(L.pageSize),
  keyword: text('关键词', { min: 0, max: 50 }).optional(),
  /** One category: a parent finds its children's projects too. */
  categoryId: id('项目分类').optional(),
  /** Several categories at once (a person's followed ones), each with its children. */
  categoryIds: array(id('项目分类')).max(PROJECT_LIMITS.selectedCategories, `最多选择${PROJECT_LIMITS.selectedCategories}个分类`).optional(),
  provinceCode: regionCode('省份').optional(),
  cityCode: regionCode('城市').optional(),
  publisherType: partyType('发布方类型').optional(),
  applicantType: partyType('可申请对象').optional(),
  budgetMin: num('最低预算', { min: 0, max: 1e13 }).optional(),
  budgetMax: num('最高预算', { min: 0, max: 1e13 }).optional(),
  /** Only demands still taking applications on this day (epoch ms) or later. */
  deadlineFrom: num('截止时间', TIME).optional(),
  sort: oneOf('排序', PROJECT_SORTS).default('relevance'),
});

export interface SearchPageSize {
  size: number;
  sizes: number[];
}

export const browseInput = projectIdInput;

// ---------------------------------------------------------------- invitations and applications

export const REQUEST_KINDS = ['INVITE', 'APPLY'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** The four tabs of requests in the project center. */
export const REQUEST_BOXES = ['send-invite', 'receive-invite', 'send-apply', 'receive-apply'] as const;
export type RequestBox = (typeof REQUEST_BOXES)[number];

export interface RequestCard {
  id: string;
  kind: RequestKind;
  state: string;
  stateLabel: string;
  project: { projectId: string; name: string; state: string; budget: number; applyDeadline?: number };
  partyA: ProjectParty;
  partyB: ProjectParty;
  /** The sender's note (an invitation's message, an application's note). */
  message: string;
  /** The receiver's reason when declining. */
  reason?: string;
  createTime: number;
  /** An invitation's expiry. */
  expireTime?: number;
  answerTime?: number;
  negotiationId?: string;
  /** Which side the viewer is on (staff who only read have no actions, but a side). */
  viewerSide: 'partyA' | 'partyB';
  actions: ProcessAction[];
}

const note = (label: string) => text(label, { min: 0, max: L.note });

export const applyInput = input({ projectId: ulid('项目'), message: note('申请说明').default('') });
export const requestsInput = input({ ...pageInput(L.pageSize), box: oneOf('列表', REQUEST_BOXES) });
export const requestIdInput = input({ id: ulid('邀请或申请') });
export const requestActionInput = input({ id: ulid('邀请或申请'), action: text('操作', { max: 20, pattern: [/^[a-zA-Z]+$/, '操作不正确'] }), reason: note('原因').optional() });
export const leaveMessageInput = input({ id: ulid('邀请'), message: note('留言') });

/** Someone party A may invite. */
export interface InviteCandidate {
  type: AccountType;
  id: string;
  name: string;
  headPortrait?: string;
  userNo?: string;
  /** Already invited to (or applied for) the given project. */
  engaged: boolean;
}

export const inviteListInput = input({
  keyword: text('关键词', { min: 1, max: 30 }),
  type: partyType('邀请对象类型').optional(),
  projectId: ulid('项目').optional(),
});

export const invitableProjectsInput = input({ inviteeType: partyType('邀请对象类型'), inviteeId: ulid('邀请对象') });

/** One of party A's open projects, and whether this invitee is already engaged with it. */
export interface InvitableProject {
  projectId: string;
  name: string;
  budget: number;
  applyDeadline?: number;
  engaged: boolean;
}

export const inviteInput = input({
  projectIds: array(ulid('项目'), { error: '请选择项目' }).min(1, '请选择项目').max(20, '一次最多邀请洽谈20个项目'),
  inviteeType: partyType('邀请对象类型'),
  inviteeId: ulid('邀请对象'),
  message: note('邀请留言').default(''),
});

/** What inviting answers: the invitations sent, and the projects skipped with why. */
export interface InviteOutcome {
  sent: { projectId: string; id: string }[];
  skipped: { projectId: string; msg: string }[];
}

// ---------------------------------------------------------------- negotiations

export const ESCROW_PLANS = ['ALL_AT_ONCE', 'PER_PHASE'] as const;
export type EscrowPlan = (typeof ESCROW_PLANS)[number];
export const ESCROW_PLAN_LABELS: Record<EscrowPlan, string> = { ALL_AT_ONCE: '一次性托管全部金额', PER_PHASE: '按阶段托管' };

export interface Terms {
  phases: ProjectPhase[];
  /** The planned start day (epoch ms). */
  startDate: number;
  escrowPlan: EscrowPlan;
  remark: string;
}

export const termsInput = object({
  phases: phasesInput,
  startDate: num('计划开始日期', TIME),
  escrowPlan: oneOf('托管方式', ESCROW_PLANS),
  remark: note('备注').default(''),
});

export interface TermsVersion {
  version: number;
  terms: Terms;
  /** The phases' amounts together, fen. */
  total: number;
  proposedBy: 'partyA' | 'partyB';
  proposerName: string;
  createTime: number;
}

export interface NegotiationCard {
  id: string;
  state: string;
  stateLabel: string;
  project: { projectId: string; name: string };
  partyA: ProjectParty;
  partyB: ProjectParty;
  version: number;
  total: number;
  updateTime: number;
  reason?: string;
}

export interface NegotiationDetail extends NegotiationCard {
  versions: TermsVersion[];
  /** The negotiation fee party A pays on agreement (docs/decisions.md), for the current version. */
  fee: { amount: number; paid: boolean; payTime?: number };
  /** When the fee is waited for: the day the negotiation ends unpaid. */
  feeDue?: number;
  terminatedBy?: 'partyA' | 'partyB' | 'platform';
  relation: ProjectRelation;
  actions: ProcessAction[];
  createTime: number;
}

export const NEGOTIATION_TABS = ['negotiate', 'terminated', 'agreed'] as const;
export type NegotiationTab = (typeof NEGOTIATION_TABS)[number];

export const negotiationsInput = input({ ...pageInput(L.pageSize), tab: oneOf('列表', NEGOTIATION_TABS) });
export const negotiationIdInput = input({ id: ulid('洽谈') });
export const proposeInput = input({ id: ulid('洽谈'), version: num('条款版本', { min: 1, max: 10_000 }), terms: termsInput });
/** Party B confirms; party A confirms with the fee (pay password and a requestId, as every payment). */
export const confirmInput = input({
  id: ulid('洽谈'),
  version: num('条款版本', { min: 1, max: 10_000 }),
  payPassword: payPassword().optional(),
  requestId: requestId().optional(),
});
export const payFeeInput = input({ id: ulid('洽谈'), version: num('条款版本', { min: 1, max: 10_000 }), payPassword: payPassword(), requestId: requestId() });
export const terminateInput = input({ id: ulid('洽谈'), reason: text('终止原因', { max: L.note }) });

// ---------------------------------------------------------------- backlog (spec §7.1)

export const BACKLOG_TYPES = {
  INVITATION: '收到邀请',
  APPLICATION: '收到申请',
  NEGOTIATION_PROPOSED: '条款待确认',
  FEE_DUE: '待支付洽谈费',
  NEGOTIATION_OPENED: '洽谈已开始',
  NEGOTIATION_AGREED: '洽谈已达成',
  NEGOTIATION_ENDED: '洽谈已结束',
  REQUEST_ANSWERED: '邀请或申请已处理',
  COOPERATION_STARTED: '合作已开始',
  ESCROW_DUE: '待支付托管费',
  PHASE_STARTED: '阶段开始',
  PHASE_ASSESS: '待评估',
  PHASE_ASSESSED: '评估通过',
  PHASE_REVISE: '待修改',
  PHASE_ACCEPT: '待验收',
  PHASE_WITHDRAWN: '验收已撤回',
  PHASE_PAID: '阶段已验收',
  COOPERATION_COMPLETED: '项目已完成',
  HANDOVER: '资料交接',
} as const;
export type BacklogType = keyof typeof BACKLOG_TYPES;

export interface BacklogItem {
  id: string;
  type: BacklogType;
  typeLabel: string;
  title: string;
  content: string;
  /** Where to act, an in-app path (`/negotiate/details?id=`). */
  link: string;
  projectId?: string;
  read: boolean;
  /** Something is waiting for the viewer (false: a notice of something that happened). */
  todo: boolean;
  createTime: number;
}

export const backlogInput = input({ ...pageInput(L.pageSize), todo: flag('只看待办').optional() });
export const backlogIdInput = input({ id: ulid('待办事项') });

/** A person's newest projects (`user-personage/new-project/{id}`): public open ones of a person, team or company. */
export const partyProjectsInput = input({ id: ulid('用户'), type: partyType('类型').default('PERSONAGE'), ...pageInput(L.pageSize) });

/**
 * The local stage's timer sweep, for tests of 7-day timers: fire what is due at `now` (default: the present) among
 * the timers of the objects named (a project, an invitation, a negotiation). Only those: tests share one cloud, and
 * a sweep in the future would otherwise fire every other test's timers (and the demo demands') too.
 */
export const devSweepInput = input({
  now: num('时间', { min: Date.UTC(2020, 0, 1), max: Date.UTC(2200, 0, 1) }).optional(),
  objectIds: array(ulid('对象'), { error: '请指定对象' }).min(1, '请指定对象').max(20, '最多指定20个对象'),
});
