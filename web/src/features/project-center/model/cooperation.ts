/**
 * What the cooperation pages work out from an answer, kept pure for the tests (test/unit/web/cooperation-view.test.ts):
 * the acceptance countdown's words, each phase's planned days, its place in the stepper, the handovers a side may
 * send, what the escrow due covers, where party A pays the escrow, and the toast after a phase action.
 */
import type { AccountType } from '../../../../../shared/domains.js';
import type { CooperationDetail, CooperationSide, PhaseView } from '../../../../../shared/schemas/cooperation.js';
import { paths } from '../../../config/paths.js';
import { tco, type CooperationTextKey } from '../cooperation-texts.js';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** The verdicts, each said as what it did (审核不通过，已退回编写人修改), not as `{label}成功`. */
const DONE_TEXTS: Partial<Record<string, CooperationTextKey>> = {
  checkPass: 'co.done.checkPass',
  checkNoPass: 'co.done.checkNoPass',
  assessPass: 'co.done.assessPass',
  assessNoPass: 'co.done.assessNoPass',
  acceptancePass: 'co.done.acceptancePass',
  acceptanceNoPass: 'co.done.acceptanceNoPass',
  askPostpone: 'co.done.askPostpone',
  agreePostpone: 'co.done.agreePostpone',
  refusePostpone: 'co.done.refusePostpone',
};

/** The toast after a phase action succeeded: a verdict's own words, else 提交审核成功 and the like. */
export const doneText = (action: { name: string; label: string }): string => {
  const key = DONE_TEXTS[action.name];
  return key ? tco(key) : tco('co.done', { label: action.label });
};

/**
 * How long until `at`, in words: 13天5小时 from a day on, 5小时20分钟 within a day, 20分钟 within an hour, 1分钟内
 * at the end. Rounded down (the countdown never promises more time than there is).
 */
export const timeLeft = (at: number, now: number): string => {
  const minutes = Math.floor(Math.max(0, at - now) / MINUTE);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return tco('co.left.days', { days, hours });
  if (hours > 0) return tco('co.left.hours', { hours, minutes: rest });
  if (rest > 0) return tco('co.left.minutes', { minutes: rest });
  return tco('co.left.soon');
};

/** The acceptance countdown of a phase delivered for acceptance: 第1阶段将在13天5小时后自动验收 (undefined otherwise). */
export const acceptanceCountdown = (phase: Pick<PhaseView, 'index' | 'autoAcceptAt'>, now: number): string | undefined =>
  phase.autoAcceptAt === undefined ? undefined : tco('co.countdown', { phase: tco('co.phase.no', { index: phase.index }), left: timeLeft(phase.autoAcceptAt, now) });

/**
 * Each phase's planned days as agreed: from the agreed start date (the detail's `startDate`), one after the other,
 * each its own number of days (as the server's progress answer counts them).
 */
export const plannedDates = (startDate: number, phases: readonly Pick<PhaseView, 'days' | 'removed'>[]): { start: number; end: number }[] => {
  let cursor = startDate;
  return phases.map((phase) => {
    const start = cursor;
    // A phase a demand change removed is out of the plan (docs/cooperation.md "Demand change").
    cursor = start + (phase.removed ? 0 : phase.days) * DAY;
    return { start, end: cursor };
  });
};

export type StepStatus = 'done' | 'current' | 'upcoming';

/** A phase's place in the stepper: accepted, the running one, or still to come. */
export const stepStatus = (phase: Pick<PhaseView, 'index' | 'state'>, current: number): StepStatus =>
  phase.state === 'ACCEPTED' ? 'done' : phase.index === current ? 'current' : phase.index < current ? 'done' : 'upcoming';

/** The handovers of a cooperation (shared/routes/cooperation.ts), with the side that sends each. */
export const HANDOVER_KINDS = [
  { kind: 'toPartyBHandover', from: 'partyA' },
  { kind: 'toPartyBSubmit', from: 'partyA' },
  { kind: 'toPartyAHandover', from: 'partyB' },
  { kind: 'toPartyADelivery', from: 'partyB' },
  { kind: 'toPartyAIssueReport', from: 'partyB' },
] as const;
export type HandoverKind = (typeof HANDOVER_KINDS)[number]['kind'];

/**
 * The handovers the viewer may send: the acting side's own kinds while the cooperation runs; none for staff who
 * only read, none once it is completed.
 */
export const handoversFor = (side: CooperationSide, state: string): HandoverKind[] =>
  state === 'COOPERATING' ? HANDOVER_KINDS.filter((h) => h.from === side).map((h) => h.kind) : [];

/** Whether the viewer acts for a side (party A or party B's leader), or only reads. */
export const actsIn = (side: CooperationSide): boolean => side === 'partyA' || side === 'partyB';

/** The phases the escrow due pays for: every unfunded one at once, or the running one. */
export const escrowCovers = (detail: Pick<CooperationDetail, 'escrowPlan' | 'phases' | 'current'>): PhaseView[] =>
  detail.escrowPlan === 'ALL_AT_ONCE' ? detail.phases.filter((p) => !p.funded && !p.removed) : detail.phases.filter((p) => p.index === detail.current);

/** Where party A pays the escrow: a person's page, or the organisation's (a team's or a company's wallet). */
export const trusteeshipPagePath = (userType: AccountType | undefined): string => (userType === 'PERSONAGE' ? paths.trusteeshipFeePersonal : paths.trusteeshipFeeCompany);

export const trusteeshipFeePath = (userType: AccountType | undefined, projectId: string): string => `${trusteeshipPagePath(userType)}?projectId=${encodeURIComponent(projectId)}`;

/** A moment's calendar day in Beijing, `YYYY-MM-DD` (the day a deadline falls on, whatever the browser's zone). */
export const beijingDay = (time: number): string => new Date(time + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * The completion time a postponement asks for, from the day chosen (`YYYY-MM-DD`): the end of that day in Beijing.
 * Undefined for anything that is not such a day.
 */
export const endOfBeijingDay = (day: string): number | undefined => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59, 999) - 8 * 3_600_000;
  return beijingDay(time) === day ? time : undefined;
};

/**
 * What the page says of an overdue phase (docs/cooperation.md "Overdue and postponement"), one line: how late it is
 * (已超过计划完成时间…，逾期3天), party B's request waiting for party A, party A's refusal, or the agreed new date with
 * the one first planned. Undefined for a phase never marked overdue.
 */
export const overdueNote = (phase: Pick<PhaseView, 'overdue' | 'dueTime' | 'plannedDueTime'>, now: number): string | undefined => {
  const overdue = phase.overdue;
  if (!overdue) return undefined;
  if (overdue.state === 'ASKED') return tco('co.overdue.asked', { due: beijingDay(overdue.askedDueTime ?? now), reason: overdue.askReason ?? '' });
  if (overdue.state === 'POSTPONED') return tco('co.overdue.postponed', { due: beijingDay(phase.dueTime ?? now), planned: beijingDay(phase.plannedDueTime ?? overdue.dueTime) });
  const late = tco('co.overdue.days', { due: beijingDay(overdue.dueTime), days: Math.max(1, Math.ceil((now - overdue.dueTime) / DAY)) });
  return overdue.refuseReason ? `${late}；${tco('co.overdue.refused', { reason: overdue.refuseReason })}` : late;
};
