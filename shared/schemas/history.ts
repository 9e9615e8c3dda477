/**
 * History, performance and credit (docs/cooperation.md "History, performance and credit"): the inputs of their calls,
 * the shapes of their answers, and the credit rule both the server and the page read. Amounts are integer fen, times
 * epoch ms, months `YYYY-MM` in Beijing time, rates ratios from 0 to 1 (a phase's delay rate may pass 1).
 */
import { ACCOUNT_TYPES } from '../domains.js';
import { PROJECT_LIMITS as L } from '../limits.js';
import { input, num, oneOf, pageInput, ulid } from '../validation/zod.js';
import type { CooperationSide } from './cooperation.js';
import type { ProjectParty } from './project.js';

/** The states a cooperation's history knows: ended ones (TERMINATED comes with Projects III), and the running one. */
export type HistoryState = 'COOPERATING' | 'COMPLETED' | 'TERMINATED';
export const HISTORY_STATE_LABELS: Readonly<Record<HistoryState, string>> = { COOPERATING: '合作中', COMPLETED: '已完成', TERMINATED: '已终止' };

/** Which side a party was in a cooperation. */
export type HistorySide = 'partyA' | 'partyB';

/**
 * What a cooperation came to, written once when it completes: its phases, how many were accepted within their
 * planned days (on time) and after (late), the days late together, the revision rounds, the phases the platform
 * accepted because party A did not answer, and the money of its phases (amount, party B's net, the fees).
 */
export interface CooperationFigures {
  phases: number;
  onTime: number;
  late: number;
  delayDays: number;
  rounds: number;
  autoAccepted: number;
  amount: number;
  net: number;
  fees: number;
}

/** One cooperation in the caller's own history (history-complete-project, history-terminated-project). */
export interface HistoryRecord {
  projectId: string;
  name: string;
  /** The project's type (its category). */
  categoryName: string;
  state: HistoryState;
  stateLabel: string;
  side: HistorySide;
  partyA: ProjectParty;
  partyB: ProjectParty;
  startTime: number;
  endTime?: number;
  phaseCount: number;
  onTimePhases: number;
  latePhases: number;
  /** Late phases over phases. */
  delayRate: number;
  delayDays: number;
  rounds: number;
  autoAccepted: number;
  /** The agreed total; paid out of the escrow for accepted phases, what party B received of it, the fees. */
  total: number;
  paid: number;
  received: number;
  fees: number;
  /** Why it ended (Projects III). */
  terminationReason?: string;
}

/**
 * One cooperation of a party as others see it on its public pages (all-history-complete-project, …): never money,
 * reasons of refusals or anything of a private demand but its type and dates (docs/cooperation.md "What is public").
 */
export interface PublicHistoryRecord {
  /** Only for a public demand: a private one is 非公开项目, without its id or its other side. */
  projectId?: string;
  name: string;
  categoryName: string;
  state: HistoryState;
  stateLabel: string;
  side: HistorySide;
  partyA?: ProjectParty;
  partyB?: ProjectParty;
  startTime: number;
  endTime?: number;
  phaseCount: number;
  delayRate: number;
  /** The kind of ending only (Projects III), never the text either side wrote. */
  terminationReason?: string;
}

/** One of the party's cooperations with where it stands (query-all-project). */
export interface ProjectOverview {
  projectId: string;
  name: string;
  side: HistorySide;
  partyA: ProjectParty;
  partyB: ProjectParty;
  state: HistoryState;
  stateLabel: string;
  /** The running phase, and how many there are. */
  current: number;
  phaseCount: number;
  total: number;
  startTime: number;
  endTime?: number;
  updateTime: number;
}

/** One phase of a cooperation's performance. */
export interface PhasePerformance {
  index: number;
  name: string;
  state: string;
  stateLabel: string;
  /** Planned days; when it began, when its planned days end, when it was accepted. */
  days: number;
  startTime?: number;
  dueTime?: number;
  acceptTime?: number;
  acceptedBy?: 'partyA' | 'platform';
  /**
   * When an agreed postponement (逾期延期) moved `dueTime`: the deadline first planned, which on time and the delay are
   * measured from, and the days postponed.
   */
  plannedDueTime?: number;
  postponedDays?: number;
  /** Accepted within its planned days; left out while it runs or waits. */
  onTime?: boolean;
  /** Days beyond the planned days (a running phase: so far), and those over the planned days. */
  delayDays: number;
  delayRate: number;
  rounds: number;
}

/** One cooperation's performance (project-performance). */
export interface ProjectPerformance {
  projectId: string;
  name: string;
  categoryName: string;
  state: HistoryState;
  stateLabel: string;
  side: CooperationSide;
  partyA: ProjectParty;
  partyB: ProjectParty;
  startTime: number;
  /** The planned end: the start plus every phase's planned days. */
  plannedEnd: number;
  endTime?: number;
  phases: PhasePerformance[];
  onTimePhases: number;
  latePhases: number;
  /** Late phases over accepted phases. */
  delayRate: number;
  rounds: number;
  terminationReason?: string;
}

/** A month of a party's figures, for the charts. */
export interface MonthPerformance {
  month: string;
  completed: number;
  terminated: number;
  phases: number;
  onTime: number;
  late: number;
  /** On-time phases over phases; null in a month without any. */
  onTimeRate: number | null;
  received: number;
  paid: number;
}

/** A party's figures over its completed (and terminated) cooperations (all-project-performance). */
export interface PartyPerformance {
  counts: { ongoing: number; completed: number; terminated: number; completedAsPartyA: number; completedAsPartyB: number };
  phases: number;
  onTime: number;
  late: number;
  /** On-time phases over phases, and late ones over phases; null before any. */
  onTimeRate: number | null;
  delayRate: number | null;
  delayDays: number;
  rounds: number;
  autoAccepted: number;
  /** As party B: received net of fees, and the fees; as party A: paid for accepted phases, and escrow returned. */
  received: number;
  fees: number;
  paid: number;
  refunded: number;
  /** The last `months` months, oldest first, each present (zeros in a quiet month). */
  months: MonthPerformance[];
}

/**
 * The credit rule (docs/decisions.md "Credit"): a party starts at `base`; every completed cooperation adds
 * `completed`; as party B every phase accepted within its planned days adds `onTimePhase`, every late one adds
 * `latePhase` and every revision round `round`; as party A every phase it left to the platform's automatic
 * acceptance adds `autoAccepted`; a terminated cooperation (Projects III) adds `terminated` to the side that ended
 * it. The score is the sum, kept within `min` and `max`.
 */
export const CREDIT_RULE = { base: 60, min: 0, max: 100, completed: 3, onTimePhase: 1, latePhase: -2, round: -1, autoAccepted: -1, terminated: -5 } as const;

/** The levels of a score: the first whose `min` it reaches. */
export const CREDIT_LEVELS = [
  { min: 90, label: '信用极好' },
  { min: 80, label: '信用优秀' },
  { min: 70, label: '信用良好' },
  { min: 60, label: '信用一般' },
  { min: 0, label: '信用较差' },
] as const;

export const creditLevelOf = (score: number): string => CREDIT_LEVELS.find((level) => score >= level.min)?.label ?? CREDIT_LEVELS.at(-1)!.label;

export type CreditItemKind = 'completed' | 'onTimePhase' | 'latePhase' | 'round' | 'autoAccepted' | 'terminated';
export const CREDIT_ITEM_LABELS: Readonly<Record<CreditItemKind, string>> = {
  completed: '完成合作',
  onTimePhase: '按期验收的阶段',
  latePhase: '逾期验收的阶段',
  round: '修改轮次',
  autoAccepted: '未及时验收（平台自动验收）',
  terminated: '终止合作',
};

/** One line of an event: a kind, how many, the points they make. */
export interface CreditItem {
  kind: CreditItemKind;
  label: string;
  count: number;
  points: number;
}

/** What one ended cooperation did to the party's credit. */
export interface CreditEvent {
  projectId: string;
  name: string;
  side: HistorySide;
  state: HistoryState;
  stateLabel: string;
  time: number;
  points: number;
  items: CreditItem[];
}

/** credit-history: the score, its level, what made it, and a page of its events (newest first). */
export interface CreditHistory {
  score: number;
  level: string;
  base: number;
  /** The sum of every event's points (the score before it is kept within its bounds). */
  points: number;
  records: CreditEvent[];
  total: number;
  pages: number;
  current: number;
  size: number;
}

/** The caller's own lists: a page of its party's history, credit events, cooperations. */
export const historyInput = input({ ...pageInput(L.pageSize) });
/** A party's public history: the person, team or company by its id (as `user-personage/new-project/{id}`). */
export const partyHistoryInput = input({ id: ulid('用户'), type: oneOf('类型', ACCOUNT_TYPES).default('PERSONAGE'), ...pageInput(L.pageSize) });
export const projectPerformanceInput = input({ projectId: ulid('项目') });
export const PERFORMANCE_MONTHS_MAX = 36;
export const partyPerformanceInput = input({ months: num('月数', { min: 1, max: PERFORMANCE_MONTHS_MAX }).default(12) });
