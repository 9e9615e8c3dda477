/**
 * What each side of a cooperation is shown, through the HTTP routes (docs/cooperation.md "Phases", "Money"): party
 * B's check (审核) is its own — party A's answers carry neither its reasons, its records nor its count, and revision
 * rounds are party A's no-passes — and the agreed terms are kept: the plan runs from the agreed start date, and a
 * one-time escrow (一次性托管) is asked for, recorded and told as the whole project's, not as phase 1's.
 */
import type { Page } from '../../shared/envelope.js';
import type { PhaseView, ProcessRecordView } from '../../shared/schemas/cooperation.js';
import { PARTY_B_INTERNAL_MOVES } from '../../shared/process/cooperation.js';
import { call } from '../support/api.js';
import { coopInfo, deliverPhase, fundedCooperation, payEscrow, startedCooperation } from '../support/cooperation.js';
import { ok } from '../support/projects.js';

const DAY = 86_400_000;

const records = async (projectId: string, token: string) => ok<Page<ProcessRecordView>>(await call('project.coop.records', { projectId, current: 1, size: 50 }, token), 'records').records;
const phaseRecords = async (projectId: string, phase: number, token: string) => ok<ProcessRecordView[]>(await call('project.coop.phaseRecords', { projectId, phase }, token), 'phase records');
const backlog = async (token: string) => ok<{ records: { title: string; content: string }[] }>(await call('project.backlog', { current: 1, size: 50 }, token), 'backlog').records;

describe('party B’s check', () => {
  it('stays party B’s: party A sees neither its reasons, its records nor its count; rounds are party A’s no-passes', { timeout: 90_000 }, async () => {
    const c = await fundedCooperation();
    const p = { projectId: c.projectId, phase: 1 };
    const secret = `内部审核意见${Date.now()}：排版不统一`;
    ok(await call('project.coop.goCheck', p, c.partyB.token), 'go check');
    const refused = ok<PhaseView>(await call('project.coop.checkNoPass', { ...p, reason: secret }, c.partyB.token), 'check no pass');
    // Party B sees its own check: the reason and its count, apart from party A's rounds.
    expect(refused).toMatchObject({ state: 'COMPILING', rounds: 0, checkRounds: 1, checkReason: secret });
    expect(refused.reason).toBeUndefined();

    // Party A: nothing of it, in the detail, the records, the phase's records, the progress or its backlog.
    const seenByA = await coopInfo(c);
    expect(seenByA.phases[0]).toMatchObject({ state: 'COMPILING', rounds: 0 });
    expect(seenByA.phases[0]).not.toHaveProperty('reason');
    expect(seenByA.phases[0]).not.toHaveProperty('checkReason');
    expect(seenByA.phases[0]).not.toHaveProperty('checkRounds');
    const aRecords = await records(c.projectId, c.partyA.token);
    const aPhaseRecords = await phaseRecords(c.projectId, 1, c.partyA.token);
    for (const list of [aRecords, aPhaseRecords]) expect(list.filter((r) => (PARTY_B_INTERNAL_MOVES as readonly string[]).includes(r.kind))).toEqual([]);
    const answers = [seenByA, aRecords, aPhaseRecords, await backlog(c.partyA.token), ok(await call('project.coop.progress', { projectId: c.projectId }, c.partyA.token), 'progress')];
    expect(JSON.stringify(answers)).not.toContain(secret);

    // Party B reads its records whole.
    expect((await records(c.projectId, c.partyB.token)).find((r) => r.kind === 'checkNoPass')).toMatchObject({ by: 'partyB', reason: secret });

    // Party A's refusal is a revision round, seen by both; party B's check reason stays party B's.
    await deliverPhase(c, 1);
    const refusedByA = ok<PhaseView>(await call('project.coop.acceptanceNoPass', { ...p, reason: '登录页面报错' }, c.partyA.token), 'acceptance no pass');
    expect(refusedByA).toMatchObject({ state: 'REJECTED', reason: '登录页面报错', rounds: 1 });
    expect(refusedByA).not.toHaveProperty('checkReason');
    expect((await coopInfo(c, c.partyB)).phases[0]).toMatchObject({ reason: '登录页面报错', rounds: 1, checkRounds: 1, checkReason: secret });
    const afterA = await coopInfo(c);
    expect(afterA.phases[0]).toMatchObject({ reason: '登录页面报错', rounds: 1 });
    expect(JSON.stringify([afterA, await records(c.projectId, c.partyA.token)])).not.toContain(secret);
    // Party B's goCheck, checkPass of the delivery are its own too; party A sees the delivery itself.
    const labels = (await records(c.projectId, c.partyA.token)).map((r) => r.kind);
    expect(labels).toEqual(expect.arrayContaining(['goAcceptance', 'acceptanceNoPass', 'fund']));
    expect(labels).not.toContain('checkPass');
  });
});

describe('the agreed terms', () => {
  it('plan the phases from the agreed start date, and a one-time escrow is the whole project’s: asked, recorded and told as such', async () => {
    const startDate = Date.now() + 20 * DAY;
    const c = await startedCooperation({ escrowPlan: 'ALL_AT_ONCE', startDate });
    expect(c.detail).toMatchObject({ startDate, escrowPlan: 'ALL_AT_ONCE', escrowDue: 800_000 });
    // Asked as the whole project's escrow, not phase 1's.
    expect(c.detail.nextStep).toBe('请一次性支付整个项目的托管费');
    expect((await coopInfo(c, c.partyB)).nextStep).toBe('等待甲方一次性支付整个项目的托管费');
    expect(JSON.stringify(await backlog(c.partyA.token))).not.toContain('第1阶段');
    expect(JSON.stringify(await backlog(c.partyB.token))).not.toContain('第一阶段');

    // The plan: phase 1 from the agreed start, each after the one before.
    const progress = ok<{ phases: { plannedStart: number; plannedEnd: number }[] }>(await call('project.coop.progress', { projectId: c.projectId }, c.partyA.token), 'progress');
    expect(progress.phases.map((ph) => [ph.plannedStart, ph.plannedEnd])).toEqual([
      [startDate, startDate + 10 * DAY],
      [startDate + 10 * DAY, startDate + 40 * DAY],
      [startDate + 40 * DAY, startDate + 45 * DAY],
    ]);
    const dates = ok<{ startDate: number; plannedEnd: number }>(await call('project.coop.dates', { projectId: c.projectId }, c.partyB.token), 'dates');
    expect(dates).toMatchObject({ startDate, plannedEnd: startDate + 45 * DAY });
    // The history's view of the same plan.
    const performance = ok<{ plannedEnd: number }>(await call('project.projectPerformance', { projectId: c.projectId }, c.partyA.token), 'performance');
    expect(performance.plannedEnd).toBe(startDate + 45 * DAY);

    // Paid once for all: recorded as the project's escrow, not as phase 1's.
    const paid = await payEscrow(c);
    expect(paid.phases.map((ph) => ph.funded)).toEqual([true, true, true]);
    // Funded 20 days early, phase 1 begins now, but its deadline is the one the terms promise: 10 days from the agreed
    // start, not from today.
    expect(paid.phases[0]).toMatchObject({ state: 'COMPILING', dueTime: startDate + 10 * DAY });
    expect(paid.phases[0]!.startTime).toBeLessThan(startDate);
    const fund = (await records(c.projectId, c.partyA.token)).filter((r) => r.kind === 'fund');
    expect(fund).toHaveLength(1);
    expect(fund[0]).toMatchObject({ amount: 800_000, message: '一次性托管整个项目（全部3个阶段）' });
    expect(fund[0]).not.toHaveProperty('phase');
    expect((await phaseRecords(c.projectId, 1, c.partyA.token)).filter((r) => r.kind === 'fund')).toEqual([]);
    expect(JSON.stringify(await backlog(c.partyB.token))).toContain('一次性托管');
  });

  it('keep phase by phase as before: each phase’s escrow asked and recorded as that phase’s', async () => {
    const c = await startedCooperation();
    expect(c.detail.nextStep).toBe('请支付第1阶段的托管费');
    await payEscrow(c);
    expect((await phaseRecords(c.projectId, 1, c.partyA.token)).find((r) => r.kind === 'fund')).toMatchObject({ phase: 1, amount: 200_000 });
  });
});
