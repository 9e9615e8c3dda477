/**
 * The processes of Projects I (docs/processes.md, generated from these): a project from its draft to an agreed
 * cooperation, and beside it the invitations party A sends, the applications party B sends, and the negotiations
 * that an accepted invitation or application opens. Cooperation (Projects II: ./cooperation.ts holds its phases and
 * document tasks) goes on from 已达成合作; changes and endings (Projects III) will extend it with their states.
 */
import { NEGOTIATION_FEE_DAYS, PROJECT_INVITE_DAYS, TERMINATION_LIMITS } from '../limits.js';
import { defineProcess, type StateOf } from './types.js';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Who takes the project domain's transitions. `partyA` is the client side of a project (甲方: the person, or the
 * team's or company's administrator and the project leaders it names), `partyB` the contractor side of one engagement
 * (乙方; in a cooperation its leader), `member` the person party B's leader assigned a document task to, and
 * `platform` the product itself (a timer, or the effect of another object's transition).
 */
export const PROJECT_ACTORS = { partyA: '甲方', partyB: '乙方', member: '乙方成员', platform: '平台' } as const;
export type ProjectActor = keyof typeof PROJECT_ACTORS;

/** The states in which party A may still change its demand and nobody has agreed to it. */
const EDITABLE = ['DRAFT', 'RELEASED', 'NEGOTIATING', 'WITHDRAWN', 'CLOSED'] as const;

/** Version 1: a project from its draft to a completed cooperation (projects started before terminations stay on it until one is terminated). */
export const projectProcessV1 = defineProcess({
  name: 'project',
  domain: 'project',
  version: 1,
  actors: PROJECT_ACTORS,
  label: '项目',
  initial: 'DRAFT',
  states: {
    DRAFT: { label: '草稿' },
    RELEASED: { label: '已发布' },
    NEGOTIATING: { label: '洽谈中' },
    AGREED: { label: '已达成合作' },
    COOPERATING: { label: '合作中' },
    COMPLETED: { label: '已完成', final: true, refusal: 'PROJECT_COMPLETED' },
    WITHDRAWN: { label: '已撤回' },
    CLOSED: { label: '已截止' },
    DELETED: { label: '已删除', final: true, refusal: 'PROJECT_DELETED' },
  },
  transitions: [
    { name: 'modify', label: '修改', actors: ['partyA'], from: EDITABLE },
    { name: 'rename', label: '修改名称', actors: ['partyA'], from: EDITABLE },
    {
      name: 'release',
      label: '发布',
      actors: ['partyA'],
      from: ['DRAFT', 'WITHDRAWN', 'CLOSED'],
      to: 'RELEASED',
      guards: ['complete', 'deadlineAhead'],
      effects: ['countProject'],
    },
    { name: 'startNegotiating', label: '开始洽谈', actors: ['platform'], from: ['RELEASED'], to: 'NEGOTIATING' },
    { name: 'negotiationsEnded', label: '洽谈全部结束', actors: ['platform'], from: ['NEGOTIATING'], to: 'RELEASED' },
    { name: 'agree', label: '达成合作', actors: ['platform'], from: ['RELEASED', 'NEGOTIATING'], to: 'AGREED', effects: ['closeOthers', 'closeRequests'] },
    {
      name: 'withdraw',
      label: '撤回',
      actors: ['partyA'],
      from: ['RELEASED', 'NEGOTIATING'],
      to: 'WITHDRAWN',
      effects: ['closeNegotiations', 'closeRequests'],
      ask: { confirm: '撤回后，正在进行的洽谈和未处理的邀请、申请都将结束。确定撤回吗？' },
    },
    {
      name: 'close',
      label: '申请截止',
      actors: ['platform'],
      from: ['RELEASED'],
      to: 'CLOSED',
      timer: { at: 'applyDeadline', label: '到达申请截止时间且无人洽谈时自动截止' },
      effects: ['closeRequests'],
    },
    {
      name: 'startCooperation',
      label: '开始合作',
      actors: ['partyA'],
      from: ['AGREED'],
      to: 'COOPERATING',
      effects: ['createPhases', 'createGroup'],
      ask: { confirm: '开始合作后，将按达成的条款创建各阶段，并建立项目群。' },
    },
    { name: 'complete', label: '项目完成', actors: ['platform'], from: ['COOPERATING'], to: 'COMPLETED', guards: ['allPhasesAccepted'], effects: ['refundEscrowLeft'] },
    {
      name: 'delete',
      label: '删除',
      actors: ['partyA'],
      from: ['DRAFT', 'RELEASED', 'WITHDRAWN', 'CLOSED'],
      to: 'DELETED',
      effects: ['closeRequests', 'freeName'],
      ask: { confirm: '删除后不可恢复。确定删除该项目吗？' },
    },
  ],
  guards: {
    complete: { label: '需求信息完整（名称、分类、地区、阶段、截止时间、可申请对象）', error: 'PROJECT_INCOMPLETE' },
    deadlineAhead: { label: '申请截止时间在当前时间之后', error: 'PROJECT_DEADLINE_PASSED' },
    allPhasesAccepted: { label: '所有阶段都已验收通过', error: 'PROCESS_WRONG_STATE' },
  },
  effects: {
    countProject: '平台项目数加一（首次发布）',
    closeOthers: '与其他乙方的洽谈结束，并通知对方',
    closeRequests: '未处理的邀请和申请结束',
    closeNegotiations: '进行中的洽谈结束，并通知对方',
    freeName: '释放项目名称',
    createPhases: '按达成的条款创建各阶段，第一阶段开始',
    createGroup: '建立双方成员的项目群',
    refundEscrowLeft: '托管账户中剩余的金额退回甲方',
  },
});

/**
 * Version 2 (issue 30): a cooperation may end before its last phase (终止合作, shared/process/termination.ts) and be
 * recovered within TERMINATION_LIMITS.recoverDays. Additive: every state and transition of version 1 with the same
 * meaning, plus 已终止 and the platform's two moves, so a project on version 1 is upgraded to version 2 in the very write
 * that terminates it (docs/processes.md "Versions"; functions/project/cooperation/termination.ts).
 */
export const projectProcess = defineProcess({
  ...projectProcessV1,
  version: 2,
  states: {
    ...projectProcessV1.states,
    TERMINATED: { label: '已终止' },
  },
  transitions: [
    ...projectProcessV1.transitions,
    {
      name: 'terminate',
      label: '终止合作',
      actors: ['platform'],
      from: ['COOPERATING'],
      to: 'TERMINATED',
      effects: ['settleEscrow'],
    },
    {
      name: 'recover',
      label: '恢复合作',
      actors: ['platform'],
      from: ['TERMINATED'],
      to: 'COOPERATING',
      guards: ['recoverable'],
      effects: ['reverseSettlement'],
    },
  ],
  guards: {
    ...projectProcessV1.guards,
    recoverable: { label: `终止后${TERMINATION_LIMITS.recoverDays}天内，双方同意恢复`, error: 'RECOVERY_WINDOW_PASSED' },
  },
  effects: {
    ...projectProcessV1.effects,
    settleEscrow: '托管账户中的金额按双方同意（或纠纷裁决）的方案结算：乙方所得扣除平台服务费，其余退回甲方',
    reverseSettlement: '终止时的结算原样退回托管账户，合作回到终止前的阶段状态',
  },
});

export type ProjectState = StateOf<typeof projectProcess>;

/** Project states whose demand is open: found by search, takes applications and invitations. */
export const OPEN_PROJECT_STATES: readonly ProjectState[] = ['RELEASED', 'NEGOTIATING'];

export const invitationProcess = defineProcess({
  name: 'invitation',
  domain: 'project',
  version: 1,
  actors: PROJECT_ACTORS,
  label: '邀请洽谈',
  initial: 'PENDING',
  states: {
    PENDING: { label: '待回复' },
    ACCEPTED: { label: '已接受', final: true },
    DECLINED: { label: '已拒绝', final: true },
    CANCELLED: { label: '已撤销', final: true },
    EXPIRED: { label: '已失效', final: true, refusal: 'INVITATION_EXPIRED' },
    CLOSED: { label: '已结束', final: true, refusal: 'PROJECT_NOT_OPEN' },
  },
  transitions: [
    { name: 'accept', label: '接受邀请', actors: ['partyB'], from: ['PENDING'], to: 'ACCEPTED', guards: ['notExpired', 'projectOpen'], effects: ['openNegotiation'] },
    { name: 'decline', label: '拒绝', actors: ['partyB'], from: ['PENDING'], to: 'DECLINED', guards: ['notExpired'], ask: { confirm: '确定拒绝该邀请吗？', reason: true } },
    { name: 'cancel', label: '撤销邀请', actors: ['partyA'], from: ['PENDING'], to: 'CANCELLED', ask: { confirm: '确定撤销该邀请吗？' } },
    { name: 'expire', label: '邀请失效', actors: ['platform'], from: ['PENDING'], to: 'EXPIRED', timer: { after: PROJECT_INVITE_DAYS * DAY, label: `${PROJECT_INVITE_DAYS}天未回复自动失效` } },
    { name: 'close', label: '项目结束', actors: ['platform'], from: ['PENDING'], to: 'CLOSED' },
  ],
  guards: {
    notExpired: { label: `发出后${PROJECT_INVITE_DAYS}天内`, error: 'INVITATION_EXPIRED' },
    projectOpen: { label: '项目仍在发布中', error: 'PROJECT_NOT_OPEN' },
  },
  effects: { openNegotiation: '开始甲乙双方的洽谈' },
});

export type InvitationState = StateOf<typeof invitationProcess>;

export const applicationProcess = defineProcess({
  name: 'application',
  domain: 'project',
  version: 1,
  actors: PROJECT_ACTORS,
  label: '申请洽谈',
  initial: 'PENDING',
  states: {
    PENDING: { label: '待处理' },
    ACCEPTED: { label: '已同意', final: true },
    DECLINED: { label: '已拒绝', final: true },
    CANCELLED: { label: '已撤回', final: true },
    CLOSED: { label: '已结束', final: true, refusal: 'PROJECT_NOT_OPEN' },
  },
  transitions: [
    { name: 'accept', label: '同意洽谈', actors: ['partyA'], from: ['PENDING'], to: 'ACCEPTED', guards: ['projectOpen'], effects: ['openNegotiation'] },
    { name: 'decline', label: '拒绝', actors: ['partyA'], from: ['PENDING'], to: 'DECLINED', ask: { confirm: '确定拒绝该申请吗？', reason: true } },
    { name: 'cancel', label: '撤回申请', actors: ['partyB'], from: ['PENDING'], to: 'CANCELLED', ask: { confirm: '确定撤回该申请吗？' } },
    { name: 'close', label: '项目结束', actors: ['platform'], from: ['PENDING'], to: 'CLOSED' },
  ],
  guards: { projectOpen: { label: '项目仍在发布中', error: 'PROJECT_NOT_OPEN' } },
  effects: { openNegotiation: '开始甲乙双方的洽谈' },
});

export type ApplicationState = StateOf<typeof applicationProcess>;

/** A negotiation's states before an outcome: its terms may still change. */
const TALKING = ['A_PROPOSED', 'B_PROPOSED', 'CONFIRMED'] as const;

export const negotiationProcess = defineProcess({
  name: 'negotiation',
  domain: 'project',
  version: 1,
  actors: PROJECT_ACTORS,
  label: '洽谈',
  initial: 'A_PROPOSED',
  states: {
    A_PROPOSED: { label: '待乙方确认' },
    B_PROPOSED: { label: '待甲方确认' },
    CONFIRMED: { label: '待甲方支付洽谈费' },
    AGREED: { label: '已达成合作', final: true, refusal: 'NEGOTIATION_AGREED' },
    TERMINATED: { label: '已终止洽谈', final: true, refusal: 'NEGOTIATION_TERMINATED' },
    CLOSED: { label: '已结束', final: true, refusal: 'NEGOTIATION_CLOSED' },
  },
  transitions: [
    { name: 'proposeByA', label: '提出新条款', actors: ['partyA'], from: TALKING, to: 'A_PROPOSED', guards: ['versionCurrent', 'projectOpen'] },
    { name: 'proposeByB', label: '提出新条款', actors: ['partyB'], from: TALKING, to: 'B_PROPOSED', guards: ['versionCurrent', 'projectOpen'] },
    { name: 'confirmByB', label: '确认条款', actors: ['partyB'], from: ['A_PROPOSED'], to: 'CONFIRMED', guards: ['versionCurrent', 'projectOpen'] },
    {
      name: 'confirmByA',
      label: '确认并支付洽谈费',
      actors: ['partyA'],
      from: ['B_PROPOSED'],
      to: 'AGREED',
      guards: ['versionCurrent', 'projectOpen'],
      effects: ['payFee', 'agreeProject'],
    },
    { name: 'payFee', label: '支付洽谈费', actors: ['partyA'], from: ['CONFIRMED'], to: 'AGREED', guards: ['versionCurrent', 'projectOpen'], effects: ['payFee', 'agreeProject'] },
    {
      name: 'terminate',
      label: '终止洽谈',
      actors: ['partyA', 'partyB'],
      from: TALKING,
      to: 'TERMINATED',
      effects: ['projectBackIfLast'],
      ask: { confirm: '终止后不能再与对方洽谈该项目。确定终止洽谈吗？', reason: true },
    },
    {
      name: 'feeExpired',
      label: '洽谈费逾期未付',
      actors: ['platform'],
      from: ['CONFIRMED'],
      to: 'TERMINATED',
      timer: { after: NEGOTIATION_FEE_DAYS * DAY, label: `乙方确认后${NEGOTIATION_FEE_DAYS}天内甲方未支付洽谈费，洽谈自动终止` },
      effects: ['projectBackIfLast'],
    },
    { name: 'close', label: '洽谈结束', actors: ['platform'], from: TALKING, to: 'CLOSED' },
  ],
  guards: {
    versionCurrent: { label: '所确认或修改的是最新版本的条款', error: 'STALE_DATA' },
    projectOpen: { label: '项目仍在发布中（未与他人达成合作、未撤回）', error: 'PROJECT_NOT_OPEN' },
  },
  effects: {
    payFee: '从甲方钱包支付洽谈费（记入平台收入）',
    agreeProject: '项目达成合作；与其他乙方的洽谈和未处理的邀请、申请结束',
    projectBackIfLast: '最后一个进行中的洽谈结束时，项目回到已发布',
  },
});

export type NegotiationState = StateOf<typeof negotiationProcess>;

/** Negotiation states that are still running (the 洽谈中 tab and its count). */
export const TALKING_STATES: readonly NegotiationState[] = TALKING;

/** Every process of Projects I, by name (the docs generator and the generated tests walk them). */
export const PROJECT_PROCESSES = { project: projectProcess, invitation: invitationProcess, application: applicationProcess, negotiation: negotiationProcess } as const;
