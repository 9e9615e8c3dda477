/**
 * Cooperation (Projects II, docs/cooperation.md): the inputs of its calls and the shapes of its answers. Amounts are
 * integer fen; times epoch ms; dates of the calendar `YYYY-MM-DD` (Beijing).
 */
import { array } from 'zod';
import { NO_PASS_REASON_LENGTH, PROJECT_LIMITS as L } from '../limits.js';
import type { ProcessAction } from '../process/types.js';
import { payPassword } from '../validation/rules.js';
import { flag, input, num, oneOf, pageInput, text, ulid } from '../validation/zod.js';
import { attachmentInput, type EscrowPlan, type ProjectAttachment, type ProjectParty } from './project.js';
import { requestId } from './wallet.js';

/** How the viewer stands in a cooperation: a side that acts, or that side's other staff, who read. */
export type CooperationSide = 'partyA' | 'partyAStaff' | 'partyB' | 'partyBStaff';

export interface PhaseView {
  index: number;
  name: string;
  amount: number;
  days: number;
  deliverables: string;
  state: string;
  stateLabel: string;
  /** Its escrow is funded (in the project's escrow account, or paid out once accepted). */
  funded: boolean;
  /** When it began (编写中), and the day its planned days end. */
  startTime?: number;
  dueTime?: number;
  /** When it was last delivered for acceptance, and when the platform accepts it unless party A answers first. */
  deliverTime?: number;
  autoAcceptAt?: number;
  acceptTime?: number;
  acceptedBy?: 'partyA' | 'platform';
  /** Revision rounds: party A's no-passes, of its assessment or acceptance (docs/cooperation.md "Phases"). */
  rounds: number;
  /** The reason of party A's last no-pass. */
  reason?: string;
  /** Party B's own check (审核), to party B only: its no-passes and the last one's reason (party A is never shown them). */
  checkRounds?: number;
  checkReason?: string;
  /** What the acceptance paid: the fee kept by the platform and what party B received. */
  fee?: number;
  net?: number;
  /**
   * The deadline first planned, when an agreed postponement moved `dueTime` (the history's delay is measured from it),
   * and the days the postponements added.
   */
  plannedDueTime?: number;
  postponedDays?: number;
  /** Marked overdue (its deadline passed before delivery), with its postponement (逾期延期). */
  overdue?: PostponementView;
  /**
   * A demand change removed it (`removed`: out of the cooperation, its documents kept read-only), or would remove it
   * (`removing`: the change waits for an answer; its documents are read-only until then). docs/cooperation.md "Demand change".
   */
  removed?: boolean;
  removing?: boolean;
}

/** An overdue phase's postponement as both sides see it (docs/cooperation.md "Overdue and postponement"). */
export interface PostponementView {
  /** OVERDUE 已逾期, ASKED 延期待甲方确认, POSTPONED 已同意延期 (shared/process/cooperation.ts). */
  state: string;
  stateLabel: string;
  /** When the timer marked it, and the deadline that had passed. */
  since: number;
  dueTime: number;
  /** Party B's request: the completion time asked for, its reason, when. */
  askedDueTime?: number;
  askReason?: string;
  askTime?: number;
  /** Party A's last refusal, with its reason; when party A answered. */
  refuseReason?: string;
  answerTime?: number;
}

/** `query_overdue`: the cooperation's phases marked overdue, each with its postponement and what the viewer may do. */
export interface OverdueAnswer {
  /** The running phase is overdue now (its postponement not agreed). */
  overdue: boolean;
  phases: {
    index: number;
    name: string;
    state: string;
    stateLabel: string;
    dueTime?: number;
    plannedDueTime?: number;
    postponedDays: number;
    /** Whole days begun since the phase's current deadline (0 when not past it). */
    overdueDays: number;
    postponement: PostponementView;
    actions: ProcessAction[];
  }[];
}

export interface CooperationMoney {
  total: number;
  /** Paid into escrow so far, still held there, paid out to party B (net), fees, returned to party A. */
  funded: number;
  inEscrow: number;
  paid: number;
  fees: number;
  refunded: number;
}

export interface CooperationDetail {
  /** The terms' version in force: 1 as started, one more for each demand change that took effect (always answered). */
  termsVersion?: number;
  /** The change, termination or dispute open now (its kind and who opened it): the phases are held meanwhile. */
  matter?: { kind: 'CHANGE' | 'TERMINATION' | 'DISPUTE'; id: string; side: 'partyA' | 'partyB'; since: number };
  projectId: string;
  name: string;
  state: string;
  stateLabel: string;
  partyA: ProjectParty;
  partyB: ProjectParty;
  side: CooperationSide;
  escrowPlan: EscrowPlan;
  escrowPlanLabel: string;
  /** The agreed negotiation and its version of the terms the cooperation runs on. */
  negotiationId: string;
  version: number;
  /** When party A started it; the agreed start date (the terms' `startDate`), which the phases' plan runs from. */
  startTime: number;
  startDate: number;
  endTime?: number;
  /** The running phase (1-based); after completion the last. */
  current: number;
  phases: PhaseView[];
  money: CooperationMoney;
  /** The escrow party A pays next (0: nothing is waiting for escrow). */
  escrowDue: number;
  /** What the viewer may do on the running phase now (the phase process), and on the project. */
  actions: ProcessAction[];
  /** The next step, said for the viewer (等待甲方支付托管费 …). */
  nextStep: string;
  /** The project group in the messenger. */
  groupId?: string;
  /** Once terminated: why, and the kind of ending (协商终止 …). */
  terminationReason?: string;
  terminationKind?: string;
}

export interface CooperationCard {
  projectId: string;
  name: string;
  state: string;
  stateLabel: string;
  partyA: ProjectParty;
  partyB: ProjectParty;
  total: number;
  current: number;
  phaseCount: number;
  phaseName: string;
  phaseState: string;
  phaseStateLabel: string;
  startTime: number;
  endTime?: number;
  updateTime: number;
  /** A terminated cooperation's reason (the 已终止合作 list). */
  terminationReason?: string;
}

export interface ProcessRecordView {
  id: string;
  phase?: number;
  kind: string;
  label: string;
  by: 'partyA' | 'partyB' | 'platform';
  byName: string;
  reason?: string;
  message?: string;
  files?: ProjectAttachment[];
  amount?: number;
  createTime: number;
}

export const COOPERATION_TABS = ['ongoing', 'completed', 'terminated'] as const;
export type CooperationTab = (typeof COOPERATION_TABS)[number];

const projectId = () => ulid('项目');
const phaseNo = () => num('阶段', { min: 1, max: L.phasesMax });
/** Characters that show nothing: a reason of only these (zero-width spaces, joiners, controls, blanks) says nothing. */
// eslint-disable-next-line no-misleading-character-class
const SHOWS_NOTHING = /[\s\p{Cc}\p{Cf}\p{Cs}\u2800\u3164\u115F\u1160\uFFA0\u180E\uFE00-\uFE0F]/gu;
const reason = () => text('原因', { max: NO_PASS_REASON_LENGTH }).refine((r) => r.replace(SHOWS_NOTHING, '') !== '', '请填写原因');

export const cooperationInput = input({ projectId: projectId() });
/** Which side's cooperations a list shows: both when left out (the project center), one on a unit's 项目管理 page. */
export const LIST_SIDES = ['partyA', 'partyB'] as const;
export type ListSide = (typeof LIST_SIDES)[number];
export const cooperationsInput = input({ ...pageInput(L.pageSize), tab: oneOf('列表', COOPERATION_TABS), side: oneOf('合作方', LIST_SIDES).optional() });
export const phaseCallInput = input({ projectId: projectId(), phase: phaseNo() });
export const phaseReasonInput = input({ projectId: projectId(), phase: phaseNo(), reason: reason() });
export const payEscrowInput = input({
  projectId: projectId(),
  /** The amount the page showed: refused (102068) if the escrow due has changed since. */
  amount: num('托管金额', { min: 1, max: 1_000_000_000 }),
  payPassword: payPassword(),
  requestId: requestId(),
});
/** Party B asks to postpone an overdue phase: the new completion time (epoch ms; the page sends the end of the chosen day) and why. */
export const askPostponeInput = input({ projectId: projectId(), phase: phaseNo(), dueTime: num('延期后的完成时间', { min: Date.UTC(2020, 0, 1), max: Date.UTC(2100, 0, 1) }), reason: reason() });
export const recordsInput = input({ projectId: projectId(), ...pageInput(20) });
export const phaseRecordsInput = input({ projectId: projectId(), phase: phaseNo() });
export const handoverInput = input({
  projectId: projectId(),
  phase: phaseNo().optional(),
  message: text('说明', { max: 500 }),
  files: array(attachmentInput).max(L.attachments, `附件最多${L.attachments}个`).default([]),
});
export const tipsInput = input({ seen: flag('已读提示').default(true) });
const day = (label: string) => text(label, { max: 10, pattern: [/^\d{4}-\d{2}-\d{2}$/, `${label}格式不正确`] });
export const workTimeInput = input({ start: day('开始日期'), days: num('工作日天数', { min: 1, max: 3650 }).optional(), end: day('结束日期').optional() });

export interface WorkTime {
  start: string;
  end: string;
  /** Working days from start to end, both counted (public holidays off, make-up workdays on). */
  workdays: number;
  calendarDays: number;
}
