/**
 * When a side may ask the platform to step in (docs/cooperation.md "Disputes"; `verify_over_dispute_last_time`): after
 * party A's DISPUTE.acceptanceNoPasses-th acceptance no-pass of the running phase, within DISPUTE.windowDays of the
 * last; after a refused termination proposal, within DISPUTE.windowDays of the refusal. One dispute per ground (a
 * further no-pass is a new ground); never while another matter is open, or once the cooperation is not running.
 */
import { DISPUTE } from '../../../../shared/limits.js';
import { DISPUTE_KINDS, type DisputeKind } from '../../../../shared/process/dispute.js';
import { MATTER_LABELS } from '../matters.js';
import type { CooperationItem, PhaseItem, RecordItem } from '../model.js';
import { beijingDay } from '../records.js';
import type { DisputeItem } from './model.js';

const DAY = 86_400_000;

/** The cooperation as a dispute reads it (the termination records when its proposal was last refused: `terminationRefusedAt`). */
export type DisputedCooperation = CooperationItem;

export type Window = { open: true; kind: DisputeKind; ground: string; lastTime: number; phase?: number } | { open: false; kind: DisputeKind; reason: string; lastTime?: number };

/** The acceptance window of the running phase: its acceptance no-passes (process records), the last one's time. */
const acceptanceWindow = (coop: CooperationItem, running: PhaseItem | undefined, records: readonly RecordItem[], disputes: readonly DisputeItem[], now: number): Window => {
  const kind = 'ACCEPTANCE';
  if (!running || running.state === 'ACCEPTED') return { open: false, kind, reason: '当前没有待验收的阶段' };
  const noPasses = records.filter((r) => r.phase === running.index && r.kind === 'acceptanceNoPass');
  if (noPasses.length < DISPUTE.acceptanceNoPasses) {
    return { open: false, kind, reason: `甲方对第${running.index}阶段验收不通过满${DISPUTE.acceptanceNoPasses}次后，双方均可申请平台介入` };
  }
  const last = Math.max(...noPasses.map((r) => r.createTime));
  const lastTime = last + DISPUTE.windowDays * DAY;
  const ground = `ACCEPTANCE#${running.index}#${noPasses.length}`;
  if (disputes.some((d) => d.ground === ground)) return { open: false, kind, lastTime, reason: '本次验收争议已申请过平台介入，不能重复申请' };
  if (now > lastTime) return { open: false, kind, lastTime, reason: `申请平台介入的期限已过（${beijingDay(lastTime)}）` };
  return { open: true, kind, ground, lastTime, phase: running.index };
};

/** The termination window: a proposal refused (the termination records when), within the window after it. */
const terminationWindow = (coop: DisputedCooperation, disputes: readonly DisputeItem[], now: number): Window => {
  const kind = 'TERMINATION';
  if (!coop.terminationRefusedAt) return { open: false, kind, reason: '终止合作的协商被拒绝后，双方均可申请平台介入' };
  const lastTime = coop.terminationRefusedAt + DISPUTE.windowDays * DAY;
  const ground = `TERMINATION#${coop.terminationRefusedAt}`;
  if (disputes.some((d) => d.ground === ground)) return { open: false, kind, lastTime, reason: '本次终止合作争议已申请过平台介入，不能重复申请' };
  if (now > lastTime) return { open: false, kind, lastTime, reason: `申请平台介入的期限已过（${beijingDay(lastTime)}）` };
  return { open: true, kind, ground, lastTime };
};

/** Why nobody may open a dispute on the cooperation now, whatever the ground (not running, a matter open). */
export const closedReason = (coop: CooperationItem): string | undefined => {
  if (coop.state !== 'COOPERATING') return '该项目当前不在合作中';
  if (coop.matter?.kind === 'DISPUTE') return '该项目已有纠纷正在处理';
  if (coop.matter) return `项目正在${MATTER_LABELS[coop.matter.kind]}，处理完毕后才能申请平台介入`;
  return undefined;
};

/** The windows of both kinds, the open ones first (a termination's before an acceptance's). */
export const windowsOf = (coop: DisputedCooperation, running: PhaseItem | undefined, records: readonly RecordItem[], disputes: readonly DisputeItem[], now: number): Window[] => {
  const closed = closedReason(coop);
  const all = [terminationWindow(coop, disputes, now), acceptanceWindow(coop, running, records, disputes, now)];
  if (closed) return all.map((w) => ({ open: false, kind: w.kind, reason: closed }));
  return [...all.filter((w) => w.open), ...all.filter((w) => !w.open)];
};

export const kindLabel = (kind: DisputeKind): string => DISPUTE_KINDS[kind];
