/**
 * A party's history, performance and credit (docs/cooperation.md "History, performance and credit"): its ended
 * cooperations as it sees them and as others see them on its public pages, all its cooperations with where they
 * stand, one cooperation's performance, its figures by month, and its credit. Lists are read from the party's two
 * cooperation lists (as party A, as party B), figures from its monthly summaries; nothing is read per row.
 */
import {
  CREDIT_RULE,
  creditLevelOf,
  HISTORY_STATE_LABELS,
  type CooperationFigures,
  type CreditEvent,
  type CreditHistory,
  type HistoryRecord,
  type HistorySide,
  type HistoryState,
  type MonthPerformance,
  type PartyPerformance,
  type ProjectOverview,
  type ProjectPerformance,
  type PublicHistoryRecord,
} from '../../../shared/schemas/history.js';
import type { ProjectParty } from '../../../shared/schemas/project.js';
import { stateLabel } from '../../../shared/process/engine.js';
import { projectRegistry } from '../../../shared/process/registries.js';
import type { AccountType } from '../../../shared/domains.js';
import type { TokenClaims } from '../../lib/auth/token.js';
import { isRemoved, type CooperationItem } from '../cooperation/model.js';
import { loadSeat } from '../cooperation/seats.js';
import { phasesOf } from '../cooperation/store.js';
import { agreedStart } from '../cooperation/views.js';
import { partyKeyOf } from '../keys.js';
import { keyOfParty, type PartyRef } from '../model.js';
import { partyProfiles, viewingParty } from '../parties.js';
import { pageAnswer } from '../views.js';
import { beijingMonth, creditItemsOf, phaseDelay, pointsOf, ratio } from './figures.js';
import { cooperationCount, cooperationsInState, performanceOf, projectFacts, type PerformanceItem } from './store.js';

const DAY = 86_400_000;

/**
 * A cooperation as its history reads it. A terminated one (Projects III) adds why it ended: the reason its sides
 * read, and the kind of ending its public history shows.
 */
type EndedCooperation = CooperationItem;

const NO_FIGURES: CooperationFigures = { phases: 0, onTime: 0, late: 0, delayDays: 0, rounds: 0, autoAccepted: 0, amount: 0, net: 0, fees: 0 };
const figuresOfCoop = (coop: CooperationItem): CooperationFigures => coop.figures ?? NO_FIGURES;
const stateOf = (coop: CooperationItem): HistoryState => coop.state as HistoryState;
const sideOf = (coop: CooperationItem, partyKey: string): HistorySide => (coop.partyAKey === partyKey ? 'partyA' : 'partyB');
const profileOf = (profiles: Map<string, ProjectParty>, party: PartyRef): ProjectParty => profiles.get(keyOfParty(party)) ?? { type: party.type, id: party.id, name: '' };
const windowOf = <T>(items: readonly T[], input: { current: number; size: number }): T[] => items.slice((input.current - 1) * input.size, input.current * input.size);

// ---------------------------------------------------------------- histories

type Ended = 'COMPLETED' | 'TERMINATED';

/** A page of one party's ended cooperations in a state, newest first, and the facts of their projects. */
const endedPage = async (partyKey: string, state: Ended, input: { current: number; size: number }) => {
  const { items, total } = await cooperationsInState(partyKey, state, input.current * input.size);
  const page = windowOf(items, input) as EndedCooperation[];
  return { page, total, facts: await projectFacts(page.map((c) => c.projectId)) };
};

/** The caller's party's completed or terminated cooperations, with every figure of each. */
export const ownHistory = async (claims: TokenClaims, state: Ended, input: { current: number; size: number }) => {
  const partyKey = keyOfParty(await viewingParty(claims));
  const { page, total, facts } = await endedPage(partyKey, state, input);
  const profiles = await partyProfiles(page.flatMap((c) => [c.partyA, c.partyB]));
  const records = page.map((coop): HistoryRecord => {
    const f = figuresOfCoop(coop);
    return {
      projectId: coop.projectId,
      name: coop.projectName,
      categoryName: facts.get(coop.projectId)?.categoryName ?? '',
      state: stateOf(coop),
      stateLabel: HISTORY_STATE_LABELS[stateOf(coop)],
      side: sideOf(coop, partyKey),
      partyA: profileOf(profiles, coop.partyA),
      partyB: profileOf(profiles, coop.partyB),
      startTime: coop.startTime,
      ...(coop.endTime ? { endTime: coop.endTime } : {}),
      phaseCount: coop.phaseCount,
      onTimePhases: f.onTime,
      latePhases: f.late,
      delayRate: ratio(f.late, f.phases),
      delayDays: f.delayDays,
      rounds: f.rounds,
      autoAccepted: f.autoAccepted,
      total: coop.total,
      paid: f.amount,
      received: f.net,
      fees: f.fees,
      ...(coop.terminationReason ? { terminationReason: coop.terminationReason } : {}),
    };
  });
  return pageAnswer(records, total, input.current, input.size);
};

/**
 * A party's ended cooperations as anyone sees them on its public pages: the project's name and type, both sides,
 * the dates and the delay rate of a public demand; of a private demand only that there was one, its type and dates.
 * Never money, reasons, rounds or the other side of a private demand.
 */
export const publicHistory = async (input: { id: string; type: AccountType; current: number; size: number }, state: Ended) => {
  const partyKey = partyKeyOf(input.type, input.id);
  const { page, total, facts } = await endedPage(partyKey, state, input);
  const shown = (coop: CooperationItem) => facts.get(coop.projectId)?.visibility === 'PUBLIC';
  const profiles = await partyProfiles(page.filter(shown).flatMap((c) => [c.partyA, c.partyB]));
  const records = page.map((coop): PublicHistoryRecord => {
    const f = figuresOfCoop(coop);
    const open = shown(coop);
    return {
      ...(open ? { projectId: coop.projectId } : {}),
      name: open ? coop.projectName : '非公开项目',
      categoryName: facts.get(coop.projectId)?.categoryName ?? '',
      state: stateOf(coop),
      stateLabel: HISTORY_STATE_LABELS[stateOf(coop)],
      side: sideOf(coop, partyKey),
      ...(open ? { partyA: profileOf(profiles, coop.partyA), partyB: profileOf(profiles, coop.partyB) } : {}),
      startTime: coop.startTime,
      ...(coop.endTime ? { endTime: coop.endTime } : {}),
      phaseCount: coop.phaseCount,
      delayRate: ratio(f.late, f.phases),
      ...(coop.terminationKind ? { terminationReason: coop.terminationKind } : {}),
    };
  });
  return pageAnswer(records, total, input.current, input.size);
};

// ---------------------------------------------------------------- every cooperation of the party

/** The order of query-all-project: running ones first, then completed, then terminated; each newest first. */
const OVERVIEW_STATES: readonly HistoryState[] = ['COOPERATING', 'COMPLETED', 'TERMINATED'];

export const allProjects = async (claims: TokenClaims, input: { current: number; size: number }) => {
  const partyKey = keyOfParty(await viewingParty(claims));
  // Each state's first `current × size` (both sides merged): the page lies within their concatenation.
  const groups = await Promise.all(OVERVIEW_STATES.map((state) => cooperationsInState(partyKey, state, input.current * input.size)));
  const page = windowOf(
    groups.flatMap((g) => g.items),
    input,
  );
  const profiles = await partyProfiles(page.flatMap((c) => [c.partyA, c.partyB]));
  const records = page.map(
    (coop): ProjectOverview => ({
      projectId: coop.projectId,
      name: coop.projectName,
      side: sideOf(coop, partyKey),
      partyA: profileOf(profiles, coop.partyA),
      partyB: profileOf(profiles, coop.partyB),
      state: stateOf(coop),
      stateLabel: HISTORY_STATE_LABELS[stateOf(coop)] ?? coop.state,
      current: coop.current,
      phaseCount: coop.phaseCount,
      total: coop.total,
      startTime: coop.startTime,
      ...(coop.endTime ? { endTime: coop.endTime } : {}),
      updateTime: coop.updateTime,
    }),
  );
  return pageAnswer(
    records,
    groups.reduce((sum, g) => sum + g.total, 0),
    input.current,
    input.size,
  );
};

// ---------------------------------------------------------------- one cooperation

/** One cooperation's performance, for its two sides (anyone else: 404, as every cooperation call). */
export const projectPerformance = async (claims: TokenClaims, projectId: string): Promise<ProjectPerformance> => {
  const seat = await loadSeat(claims, projectId);
  const coop = seat.coop as EndedCooperation;
  const [all, profiles, facts] = await Promise.all([phasesOf(projectId), partyProfiles([coop.partyA, coop.partyB]), projectFacts([projectId])]);
  // A phase a demand change removed never ran: it is not part of the cooperation's performance.
  const phases = all.filter((p) => !isRemoved(p));
  // A terminated cooperation's running phase stopped with it: its delay is measured to the termination, not to now.
  const now = coop.state === 'TERMINATED' && coop.endTime ? coop.endTime : Date.now();
  const views = phases.map((p) => {
    const delay = phaseDelay(p, now);
    return {
      index: p.index,
      name: p.name,
      state: p.state,
      stateLabel: stateLabel(projectRegistry.of('phase', p), p.state),
      days: p.days,
      ...(p.startTime ? { startTime: p.startTime } : {}),
      ...(p.dueTime ? { dueTime: p.dueTime } : {}),
      ...(p.acceptTime ? { acceptTime: p.acceptTime } : {}),
      ...(p.acceptedBy ? { acceptedBy: p.acceptedBy } : {}),
      ...(p.plannedDueTime ? { plannedDueTime: p.plannedDueTime } : {}),
      ...(p.postponedDays ? { postponedDays: p.postponedDays } : {}),
      ...delay,
      rounds: p.rounds ?? 0,
    };
  });
  const accepted = views.filter((p) => p.onTime !== undefined);
  const late = accepted.filter((p) => p.onTime === false).length;
  return {
    projectId,
    name: coop.projectName,
    categoryName: facts.get(projectId)?.categoryName ?? '',
    state: stateOf(coop),
    stateLabel: HISTORY_STATE_LABELS[stateOf(coop)] ?? coop.state,
    side: seat.side,
    partyA: profileOf(profiles, coop.partyA),
    partyB: profileOf(profiles, coop.partyB),
    startTime: coop.startTime,
    // Planned as the progress plans it: from the agreed start date (docs/cooperation.md "Deadlines").
    plannedEnd: agreedStart(coop) + phases.reduce((sum, p) => sum + p.days * DAY, 0),
    ...(coop.endTime ? { endTime: coop.endTime } : {}),
    phases: views,
    onTimePhases: accepted.length - late,
    latePhases: late,
    delayRate: ratio(late, accepted.length),
    rounds: views.reduce((sum, p) => sum + p.rounds, 0),
    ...(coop.terminationReason ? { terminationReason: coop.terminationReason } : {}),
  };
};

// ---------------------------------------------------------------- the party's figures

type Summed = Omit<PerformanceItem, 'pk' | 'sk' | 'partyKey' | 'month' | 'side'>;
const ZERO: Summed = { ...NO_FIGURES, completed: 0, terminated: 0, refunded: 0, points: 0 };
const sum = (items: readonly PerformanceItem[]): Summed =>
  items.reduce<Summed>((total, item) => Object.fromEntries(Object.entries(total).map(([field, value]) => [field, value + (Number(item[field as keyof Summed]) || 0)])) as Summed, { ...ZERO });

/** The `count` months up to the one `now` is in (Beijing), oldest first. */
const lastMonths = (now: number, count: number): string[] => {
  const [year, month] = beijingMonth(now).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const back = year * 12 + (month - 1) - (count - 1 - i);
    return `${Math.floor(back / 12)}-${String((back % 12) + 1).padStart(2, '0')}`;
  });
};

/** The caller's party's figures over its ended cooperations, in total and by month. */
export const partyPerformance = async (claims: TokenClaims, input: { months: number }): Promise<PartyPerformance> => {
  const partyKey = keyOfParty(await viewingParty(claims));
  const [items, ongoing] = await Promise.all([performanceOf(partyKey), cooperationCount(partyKey, 'COOPERATING')]);
  const asA = sum(items.filter((i) => i.side === 'A'));
  const asB = sum(items.filter((i) => i.side === 'B'));
  const all = sum(items);
  const months = lastMonths(Date.now(), input.months).map((month): MonthPerformance => {
    const a = sum(items.filter((i) => i.month === month && i.side === 'A'));
    const b = sum(items.filter((i) => i.month === month && i.side === 'B'));
    const phases = a.phases + b.phases;
    return {
      month,
      completed: a.completed + b.completed,
      terminated: a.terminated + b.terminated,
      phases,
      onTime: a.onTime + b.onTime,
      late: a.late + b.late,
      onTimeRate: phases ? ratio(a.onTime + b.onTime, phases) : null,
      received: b.net,
      paid: a.amount,
    };
  });
  return {
    counts: { ongoing, completed: all.completed, terminated: all.terminated, completedAsPartyA: asA.completed, completedAsPartyB: asB.completed },
    phases: all.phases,
    onTime: all.onTime,
    late: all.late,
    onTimeRate: all.phases ? ratio(all.onTime, all.phases) : null,
    delayRate: all.phases ? ratio(all.late, all.phases) : null,
    delayDays: all.delayDays,
    rounds: all.rounds,
    autoAccepted: all.autoAccepted,
    received: asB.net,
    fees: asB.fees,
    paid: asA.amount,
    refunded: asA.refunded,
    months,
  };
};

// ---------------------------------------------------------------- credit

/**
 * The caller's party's credit (docs/decisions.md "Credit"): the score from its summaries (the points every ended
 * cooperation earned, added when it ended), and a page of those cooperations with the lines that made their points.
 */
export const creditHistory = async (claims: TokenClaims, input: { current: number; size: number }): Promise<CreditHistory> => {
  const partyKey = keyOfParty(await viewingParty(claims));
  const want = input.current * input.size;
  const [items, completed, terminated] = await Promise.all([performanceOf(partyKey), cooperationsInState(partyKey, 'COMPLETED', want), cooperationsInState(partyKey, 'TERMINATED', want)]);
  const points = sum(items).points;
  const score = Math.min(CREDIT_RULE.max, Math.max(CREDIT_RULE.min, CREDIT_RULE.base + points));
  const ended = [...completed.items, ...terminated.items].sort((a, b) => (b.endTime ?? b.updateTime) - (a.endTime ?? a.updateTime) || b.projectId.localeCompare(a.projectId));
  const records = windowOf(ended, input).map((coop): CreditEvent => {
    const side = sideOf(coop, partyKey);
    const lines = creditItemsOf(side, stateOf(coop), figuresOfCoop(coop), coop.endedBy);
    return {
      projectId: coop.projectId,
      name: coop.projectName,
      side,
      state: stateOf(coop),
      stateLabel: HISTORY_STATE_LABELS[stateOf(coop)],
      time: coop.endTime ?? coop.updateTime,
      points: pointsOf(lines),
      items: lines,
    };
  });
  return { score, level: creditLevelOf(score), base: CREDIT_RULE.base, points, ...pageAnswer(records, completed.total + terminated.total, input.current, input.size) };
};
