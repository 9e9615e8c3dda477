/**
 * The cooperation's process records (./store.ts `recordStep`): what each move writes into the cooperation's record —
 * the start, a funding, a phase move, an acceptance and the completion.
 */
import type { PhaseState } from '../../../shared/process/cooperation.js';
import { formatFen } from '../../../shared/money.js';
import type { TransitionDef } from '../../../shared/process/types.js';
import type { CooperationItem, PhaseItem, RecordItem } from './model.js';

/** A moment's calendar day in Beijing, `YYYY-MM-DD` (what records and notices say of a deadline). */
export const beijingDay = (time: number): string => new Date(time + 8 * 3_600_000).toISOString().slice(0, 10);

/** The cooperation's process records (./store.ts `recordStep`), one definition for the moves (./starting.ts, ./escrow.ts, ./moves.ts, ./acceptance.ts) and the tests' state builders. */
/** A record as a move writes it (its keys, project, id and time are the store's). */
type NewRecord = Omit<RecordItem, 'pk' | 'sk' | 'projectId' | 'id' | 'createTime'>;

export const cooperationRecords = {
  start: (userId: string, phaseCount: number, total: number): NewRecord => ({
    kind: 'startCooperation',
    label: '开始合作',
    by: 'partyA',
    byUser: userId,
    message: `共${phaseCount}个阶段，合计 ${formatFen(total)}`,
  }),
  /**
   * Party A's escrow: phase by phase, the running phase's; one-time (一次性托管), the whole project's — no phase's, the
   * phases it funds said (`count`: every phase not funded yet).
   */
  fund: (coop: Pick<CooperationItem, 'escrowPlan' | 'phaseCount'>, phase: number, userId: string, amount: number, count: number): NewRecord =>
    coop.escrowPlan === 'ALL_AT_ONCE'
      ? { kind: 'fund', label: '支付托管费', by: 'partyA', byUser: userId, amount, message: count === coop.phaseCount ? `一次性托管整个项目（全部${count}个阶段）` : `一次性托管其余${count}个阶段` }
      : { phase, kind: 'fund', label: '支付托管费', by: 'partyA', byUser: userId, amount },
  move: (phase: number, transition: TransitionDef<PhaseState> | TransitionDef, by: 'partyA' | 'partyB', userId: string, reason?: string): NewRecord => ({
    phase,
    kind: transition.name,
    label: transition.label,
    by,
    byUser: userId,
    ...(reason && transition.ask?.reason ? { reason } : {}),
  }),
  accept: (
    phase: Pick<PhaseItem, 'index' | 'amount'>,
    transition: TransitionDef<PhaseState>,
    by: { side: 'partyA'; userId: string } | { side: 'platform' },
    net: number,
    fee: number,
  ): NewRecord => ({
    phase: phase.index,
    kind: transition.name,
    label: transition.label,
    by: by.side,
    ...(by.side === 'partyA' ? { byUser: by.userId } : {}),
    amount: phase.amount,
    message: `乙方收到 ${formatFen(net)}，平台服务费 ${formatFen(fee)}`,
  }),
  /** The phase's timer marked it overdue: its deadline passed before delivery (./overdue.ts). */
  overdue: (phase: number, dueTime: number): NewRecord => ({
    phase,
    kind: 'markOverdue',
    label: '阶段逾期',
    by: 'platform',
    message: `已超过计划完成时间 ${beijingDay(dueTime)}`,
  }),
  /** A step of the postponement: party B's request (the time asked for, its reason), party A's agreement or refusal. */
  postpone: (phase: number, transition: TransitionDef, by: 'partyA' | 'partyB', userId: string, dueTime: number, reason?: string): NewRecord => ({
    ...cooperationRecords.move(phase, transition, by, userId, reason),
    ...(transition.name === 'refusePostpone' ? {} : { message: `${transition.name === 'askPostpone' ? '申请将完成时间延至' : '完成时间改为'} ${beijingDay(dueTime)}` }),
  }),
  complete: (refund: number): NewRecord => ({
    kind: 'complete',
    label: '项目完成',
    by: 'platform',
    ...(refund ? { amount: refund, message: `剩余托管金额 ${formatFen(refund)} 退回甲方` } : {}),
  }),
};
