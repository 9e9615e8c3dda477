/**
 * History, performance and credit through the HTTP routes (docs/cooperation.md "History, performance and credit"):
 * party A and party B complete two cooperations — one on time, one with a refused acceptance (a revision round) and
 * a late acceptance by the platform after the clock was moved past its 14 days — and start a third; every figure of
 * both parties' histories, the public history, the list of all their cooperations, each cooperation's performance,
 * the figures by month and the credit follow from what happened, and who may read what is held.
 */
import type { Page } from '../../shared/envelope.js';
import { phaseServiceFeeOf } from '../../shared/limits.js';
import type { CooperationDetail, PhaseView } from '../../shared/schemas/cooperation.js';
import type { CreditHistory, HistoryRecord, PartyPerformance, ProjectOverview, ProjectPerformance, PublicHistoryRecord } from '../../shared/schemas/history.js';
import type { ProjectDetail } from '../../shared/schemas/project.js';
import { call } from '../support/api.js';
import { coopInfo, deliverPhase, fundedCooperation, payEscrow, startedCooperation, type Agreed } from '../support/cooperation.js';
import { newPerson, type TestPerson } from '../support/people.js';
import { ok } from '../support/projects.js';

const DAY = 86_400_000;
const month = (time: number) => new Date(time + 8 * 3_600_000).toISOString().slice(0, 7);

const ON_TIME_PHASES = [
  { name: '设计', amount: 300_000, days: 5, deliverables: '设计稿' },
  { name: '开发', amount: 400_000, days: 10, deliverables: '源码' },
];
const LATE_PHASES = [{ name: '上线', amount: 500_000, days: 3, deliverables: '部署文档' }];

const accept = async (c: Agreed, phase: number) => ok<PhaseView>(await call('project.coop.acceptancePass', { projectId: c.projectId, phase }, c.partyA.token), `accept ${phase}`);

describe('history, performance and credit', () => {
  let partyA: TestPerson;
  let partyB: TestPerson;
  let onTime: Agreed & { detail: CooperationDetail };
  let late: Agreed & { detail: CooperationDetail };
  let running: Agreed;
  let lateDelay: number;
  let categoryName: string;

  beforeAll(async () => {
    [partyA, partyB] = await Promise.all([newPerson(), newPerson()]);
    // On time: both phases accepted by party A right after delivery.
    onTime = await fundedCooperation({ partyA, partyB, phases: ON_TIME_PHASES });
    await deliverPhase(onTime, 1);
    await accept(onTime, 1);
    await payEscrow(onTime);
    await deliverPhase(onTime, 2);
    await accept(onTime, 2);
    onTime.detail = await coopInfo(onTime);
    // Late: refused once (a revision round), delivered again, left unanswered; the platform accepts it 14 days on.
    // Agreed to start today: a phase's days run from the agreed start date when that is later (docs/cooperation.md
    // "The plan"), and the platform's default start is after the application deadline.
    late = await fundedCooperation({ partyA, partyB, phases: LATE_PHASES, startDate: Date.now() });
    await deliverPhase(late, 1);
    ok(await call('project.coop.acceptanceNoPass', { projectId: late.projectId, phase: 1, reason: '页面与设计稿不符' }, partyA.token), 'no pass');
    ok(await call('project.coop.ensureNoPass', { projectId: late.projectId, phase: 1 }, partyB.token), 'ensure');
    await deliverPhase(late, 1);
    const delivered = (await coopInfo(late)).phases[0]!;
    ok(await call('project.devSweep', { now: delivered.autoAcceptAt! + 60_000, objectIds: [late.projectId] }), 'sweep');
    late.detail = await coopInfo(late);
    const [phase] = late.detail.phases;
    lateDelay = Math.ceil((phase!.acceptTime! - phase!.dueTime!) / DAY);
    // And a third, still running.
    running = await startedCooperation({ partyA, partyB, phases: [{ name: '维护', amount: 100_000, days: 30, deliverables: '运维记录' }] });
    categoryName = ok<ProjectDetail>(await call('project.info', { projectId: onTime.projectId }, partyA.token), 'info').categoryName!;
  }, 180_000);

  it('completes both: the late one accepted by the platform after its planned days, with one revision round', () => {
    expect(onTime.detail.state).toBe('COMPLETED');
    expect(late.detail).toMatchObject({ state: 'COMPLETED', phases: [{ state: 'ACCEPTED', acceptedBy: 'platform', rounds: 1 }] });
    // Delivered right away, accepted 14 days after the second delivery: 3 planned days, 11 and a bit late.
    expect(lateDelay).toBeGreaterThanOrEqual(11);
    expect(lateDelay).toBeLessThanOrEqual(12);
  });

  it('lists each side’s completed cooperations, newest first, with every figure', async () => {
    for (const [who, side] of [
      [partyA, 'partyA'],
      [partyB, 'partyB'],
    ] as const) {
      const page = ok<Page<HistoryRecord>>(await call('project.historyCompleted', {}, who.token), 'history');
      expect(page).toMatchObject({ total: 2, pages: 1, current: 1 });
      expect(page.records.map((r) => r.projectId)).toEqual([late.projectId, onTime.projectId]);
      const [lateRow, onTimeRow] = page.records;
      expect(lateRow).toMatchObject({
        name: late.detail.name,
        categoryName,
        state: 'COMPLETED',
        stateLabel: '已完成',
        side,
        partyA: { type: 'PERSONAGE', id: partyA.userId },
        partyB: { type: 'PERSONAGE', id: partyB.userId },
        startTime: late.detail.startTime,
        endTime: late.detail.endTime,
        phaseCount: 1,
        onTimePhases: 0,
        latePhases: 1,
        delayRate: 1,
        delayDays: lateDelay,
        rounds: 1,
        autoAccepted: 1,
        total: 500_000,
        paid: 500_000,
        received: 500_000 - phaseServiceFeeOf(500_000),
        fees: phaseServiceFeeOf(500_000),
      });
      expect(onTimeRow).toMatchObject({ phaseCount: 2, onTimePhases: 2, latePhases: 0, delayRate: 0, delayDays: 0, rounds: 0, autoAccepted: 0, total: 700_000, paid: 700_000, received: 665_000, fees: 35_000 });
    }
    // Paged: the second page of one is the older one.
    const second = ok<Page<HistoryRecord>>(await call('project.historyCompleted', { current: 2, size: 1 }, partyB.token), 'page 2');
    expect(second).toMatchObject({ total: 2, pages: 2, current: 2, size: 1 });
    expect(second.records.map((r) => r.projectId)).toEqual([onTime.projectId]);
    // Nothing is terminated yet (Projects III): empty, in the same shape.
    expect(ok(await call('project.historyTerminated', {}, partyB.token), 'terminated')).toEqual({ records: [], total: 0, pages: 0, current: 1, size: 10 });
  });

  it('shows a party’s history on its public pages without money, to anyone, visitors too', async () => {
    const stranger = await newPerson();
    for (const token of [stranger.token, undefined]) {
      const page = ok<Page<PublicHistoryRecord>>(await call('project.partyHistoryCompleted', { id: partyB.userId, type: 'PERSONAGE' }, token), 'public history');
      expect(page.total).toBe(2);
      expect(page.records[0]).toEqual({
        projectId: late.projectId,
        name: late.detail.name,
        categoryName,
        state: 'COMPLETED',
        stateLabel: '已完成',
        side: 'partyB',
        partyA: expect.objectContaining({ type: 'PERSONAGE', id: partyA.userId }),
        partyB: expect.objectContaining({ type: 'PERSONAGE', id: partyB.userId }),
        startTime: late.detail.startTime,
        endTime: late.detail.endTime,
        phaseCount: 1,
        delayRate: 1,
      });
      expect(page.records[1]).toMatchObject({ projectId: onTime.projectId, side: 'partyB', delayRate: 0 });
      for (const row of page.records) for (const field of ['total', 'paid', 'received', 'fees', 'rounds', 'delayDays']) expect(row).not.toHaveProperty(field);
      expect(ok(await call('project.partyHistoryTerminated', { id: partyB.userId, type: 'PERSONAGE' }, token), 'public terminated')).toMatchObject({ records: [], total: 0 });
    }
    // The same person as another type of party has no history; a malformed id is refused with its field named.
    expect(ok<Page<PublicHistoryRecord>>(await call('project.partyHistoryCompleted', { id: partyB.userId, type: 'TEAM' }), 'as a team').total).toBe(0);
    const bad = await call('project.partyHistoryCompleted', { id: 'not-an-id', type: 'PERSONAGE' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('用户');
  });

  it('lists all the party’s cooperations with their state: running first, then completed', async () => {
    const page = ok<Page<ProjectOverview>>(await call('project.allProjects', {}, partyB.token), 'all projects');
    expect(page.total).toBe(3);
    expect(page.records.map((r) => [r.projectId, r.state, r.stateLabel, r.side])).toEqual([
      [running.projectId, 'COOPERATING', '合作中', 'partyB'],
      [late.projectId, 'COMPLETED', '已完成', 'partyB'],
      [onTime.projectId, 'COMPLETED', '已完成', 'partyB'],
    ]);
    expect(page.records[0]).toMatchObject({ current: 1, phaseCount: 1, total: 100_000 });
    const last = ok<Page<ProjectOverview>>(await call('project.allProjects', { current: 2, size: 2 }, partyA.token), 'page 2');
    expect(last).toMatchObject({ total: 3, pages: 2 });
    expect(last.records.map((r) => [r.projectId, r.side])).toEqual([[onTime.projectId, 'partyA']]);
  });

  it('tells each cooperation’s performance per phase to its two sides only', async () => {
    const lateView = ok<ProjectPerformance>(await call('project.projectPerformance', { projectId: late.projectId }, partyA.token), 'performance');
    const phase = late.detail.phases[0]!;
    expect(lateView).toMatchObject({
      projectId: late.projectId,
      name: late.detail.name,
      categoryName,
      state: 'COMPLETED',
      side: 'partyA',
      startTime: late.detail.startTime,
      endTime: late.detail.endTime,
      plannedEnd: late.detail.startDate + 3 * DAY,
      onTimePhases: 0,
      latePhases: 1,
      delayRate: 1,
      rounds: 1,
    });
    expect(lateView.phases).toEqual([
      { index: 1, name: '上线', state: 'ACCEPTED', stateLabel: phase.stateLabel, days: 3, startTime: phase.startTime, dueTime: phase.dueTime, acceptTime: phase.acceptTime, acceptedBy: 'platform', onTime: false, delayDays: lateDelay, delayRate: Math.round((lateDelay / 3) * 10_000) / 10_000, rounds: 1 },
    ]);
    const onTimeView = ok<ProjectPerformance>(await call('project.projectPerformance', { projectId: onTime.projectId }, partyB.token), 'performance');
    expect(onTimeView).toMatchObject({ side: 'partyB', onTimePhases: 2, latePhases: 0, delayRate: 0, plannedEnd: onTime.detail.startDate + 15 * DAY });
    expect(onTimeView.phases.map((p) => [p.onTime, p.delayDays, p.delayRate])).toEqual([
      [true, 0, 0],
      [true, 0, 0],
    ]);
    // A running cooperation: its phase waits for escrow, neither on time nor late.
    const runningView = ok<ProjectPerformance>(await call('project.projectPerformance', { projectId: running.projectId }, partyB.token), 'running');
    expect(runningView).toMatchObject({ state: 'COOPERATING', stateLabel: '合作中', onTimePhases: 0, latePhases: 0, delayRate: 0 });
    expect(runningView.phases[0]).not.toHaveProperty('onTime');
    const stranger = await newPerson();
    expect((await call('project.projectPerformance', { projectId: late.projectId }, stranger.token)).status).toBe(404);
    expect((await call('project.projectPerformance', { projectId: late.projectId })).status).toBe(401);
  });

  it('sums each party’s figures, in total and by the month each cooperation completed', async () => {
    const endMonths = [month(onTime.detail.endTime!), month(late.detail.endTime!)];
    const b = ok<PartyPerformance>(await call('project.partyPerformance', { months: 36 }, partyB.token), 'performance B');
    expect(b).toMatchObject({
      counts: { ongoing: 1, completed: 2, terminated: 0, completedAsPartyA: 0, completedAsPartyB: 2 },
      phases: 3,
      onTime: 2,
      late: 1,
      onTimeRate: 0.6667,
      delayRate: 0.3333,
      delayDays: lateDelay,
      rounds: 1,
      autoAccepted: 1,
      received: 665_000 + 475_000,
      fees: 35_000 + 25_000,
      paid: 0,
      refunded: 0,
    });
    const a = ok<PartyPerformance>(await call('project.partyPerformance', {}, partyA.token), 'performance A');
    expect(a).toMatchObject({ counts: { ongoing: 1, completed: 2, completedAsPartyA: 2, completedAsPartyB: 0 }, phases: 3, onTime: 2, late: 1, received: 0, fees: 0, paid: 1_200_000, refunded: 0 });
    expect(a.months).toHaveLength(12);
    expect(b.months).toHaveLength(36);
    expect(b.months.at(-1)!.month).toBe(month(Date.now()));
    // Each month shows what completed in it (the late one completed 14 days ahead: in a later month, perhaps).
    for (const m of b.months) {
      const here = [endMonths[0] === m.month ? { phases: 2, onTime: 2, late: 0, received: 665_000 } : undefined, endMonths[1] === m.month ? { phases: 1, onTime: 0, late: 1, received: 475_000 } : undefined].filter((x) => x !== undefined);
      const phases = here.reduce((s, x) => s + x.phases, 0);
      expect(m).toEqual({
        month: m.month,
        completed: here.length,
        terminated: 0,
        phases,
        onTime: here.reduce((s, x) => s + x.onTime, 0),
        late: here.reduce((s, x) => s + x.late, 0),
        onTimeRate: phases ? Math.round((here.reduce((s, x) => s + x.onTime, 0) / phases) * 10_000) / 10_000 : null,
        received: here.reduce((s, x) => s + x.received, 0),
        paid: 0,
      });
    }
    expect(b.months.find((m) => m.month === endMonths[0])!.completed).toBeGreaterThan(0);
    // A person with no cooperation: zeros, rates not yet known.
    const fresh = ok<PartyPerformance>(await call('project.partyPerformance', {}, (await newPerson()).token), 'fresh');
    expect(fresh).toMatchObject({ counts: { ongoing: 0, completed: 0 }, phases: 0, onTimeRate: null, delayRate: null, received: 0, paid: 0 });
    expect(fresh.months.every((m) => m.completed === 0 && m.onTimeRate === null)).toBe(true);
    expect((await call('project.partyPerformance', { months: 37 }, partyA.token)).status).toBe(400);
  });

  it('scores credit by the published rule, each event with the lines that made it', async () => {
    // Party B: +3 +2 on-time phases for the first; +3 −2 late phase −1 round for the second: 60 + 5.
    const b = ok<CreditHistory>(await call('project.creditHistory', {}, partyB.token), 'credit B');
    expect(b).toMatchObject({ score: 65, level: '信用一般', base: 60, points: 5, total: 2, pages: 1 });
    expect(b.records.map((e) => [e.projectId, e.side, e.points])).toEqual([
      [late.projectId, 'partyB', 0],
      [onTime.projectId, 'partyB', 5],
    ]);
    expect(b.records[0]!.items).toEqual([
      { kind: 'completed', label: '完成合作', count: 1, points: 3 },
      { kind: 'latePhase', label: '逾期验收的阶段', count: 1, points: -2 },
      { kind: 'round', label: '修改轮次', count: 1, points: -1 },
    ]);
    expect(b.records[1]!.items).toEqual([
      { kind: 'completed', label: '完成合作', count: 1, points: 3 },
      { kind: 'onTimePhase', label: '按期验收的阶段', count: 2, points: 2 },
    ]);
    expect(b.records[0]!.time).toBe(late.detail.endTime);
    // Party A: +3 for each; −1 for the phase it left to the platform.
    const a = ok<CreditHistory>(await call('project.creditHistory', {}, partyA.token), 'credit A');
    expect(a).toMatchObject({ score: 65, points: 5 });
    expect(a.records.map((e) => [e.side, e.points, e.items.map((i) => i.kind)])).toEqual([
      ['partyA', 2, ['completed', 'autoAccepted']],
      ['partyA', 3, ['completed']],
    ]);
    const fresh = ok<CreditHistory>(await call('project.creditHistory', {}, (await newPerson()).token), 'fresh');
    expect(fresh).toMatchObject({ score: 60, level: '信用一般', points: 0, records: [], total: 0 });
  });

  it('reads one’s own lists only: a stranger sees its own empty ones; nobody reads them without a login', async () => {
    const stranger = await newPerson();
    for (const id of ['project.historyCompleted', 'project.historyTerminated', 'project.allProjects', 'project.creditHistory'] as const) {
      expect(ok<{ total: number }>(await call(id, {}, stranger.token), id).total).toBe(0);
      expect((await call(id, {})).status).toBe(401);
    }
    expect((await call('project.partyPerformance', {})).status).toBe(401);
  });
});
