/**
 * Overdue phases and their postponement (逾期延期, issue 30; docs/cooperation.md "Overdue and postponement") through
 * the HTTP routes: the phase's timer marks it overdue once its deadline passed (and not before), both sides told;
 * party B asks for a new completion time with its reason, party A refuses (still overdue) or agrees (the deadline
 * moves, the first one kept); the delay stays in the history; every call's refusals — the wrong side, a stranger, the
 * wrong state, bad input; a phase begun on an earlier version of the phase process is never marked.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from '../../shared/envelope.js';
import type { OverdueAnswer, PhaseView, ProcessRecordView } from '../../shared/schemas/cooperation.js';
import type { ProjectPerformance } from '../../shared/schemas/history.js';
import { ddb, table } from '../../functions/lib/store/client.js';
import { phaseKey } from '../../functions/project/cooperation/model.js';
import { call } from '../support/api.js';
import { askPostpone, coopInfo, deliverPhase, fundedCooperation, passDeadline, type Agreed } from '../support/cooperation.js';
import { newPerson, type TestPerson } from '../support/people.js';
import { ok } from '../support/projects.js';

const DAY = 86_400_000;
const ONE_PHASE = [{ name: '设计', amount: 100_000, days: 3, deliverables: '设计稿' }];
const codeOf = async (answer: Promise<{ body: { code: number } }>) => (await answer).body.code;
const overdueOf = async (c: Agreed, as: TestPerson) => ok<OverdueAnswer>(await call('project.coop.queryOverdue', { projectId: c.projectId }, as.token), 'query overdue');
const backlogTitles = async (as: TestPerson) => ok<{ records: { title: string; todo: boolean }[] }>(await call('project.backlog', { current: 1, size: 50 }, as.token), 'backlog').records;
const records = async (c: Agreed) => ok<Page<ProcessRecordView>>(await call('project.coop.records', { projectId: c.projectId, size: 50 }, c.partyB.token), 'records').records;
const agree = (c: Agreed, as: TestPerson) => call('project.coop.agreePostpone', { projectId: c.projectId, phase: 1 }, as.token);
const refuse = (c: Agreed, as: TestPerson, reason = '时间不能再延后') => call('project.coop.refusePostpone', { projectId: c.projectId, phase: 1, reason }, as.token);

describe('a phase past its deadline', () => {
  it('is marked overdue by its timer once the deadline passed (not before, and once), both sides told', async () => {
    const c = await fundedCooperation({ phases: ONE_PHASE });
    const due = (await coopInfo(c)).phases[0]!.dueTime!;
    expect(await overdueOf(c, c.partyB)).toEqual({ overdue: false, phases: [] });
    // Nothing to postpone yet.
    expect(await codeOf(call('project.coop.askPostpone', { projectId: c.projectId, phase: 1, dueTime: due + DAY, reason: '需要时间' }, c.partyB.token))).toBe(102070);
    ok(await call('project.devSweep', { now: due - 60_000, objectIds: [c.projectId] }), 'sweep before');
    expect((await overdueOf(c, c.partyA)).overdue).toBe(false);

    await passDeadline(c);
    const asB = await overdueOf(c, c.partyB);
    expect(asB.overdue).toBe(true);
    expect(asB.phases).toHaveLength(1);
    expect(asB.phases[0]).toMatchObject({ index: 1, state: 'COMPILING', dueTime: due, postponedDays: 0, postponement: { state: 'OVERDUE', stateLabel: '已逾期', dueTime: due } });
    expect(asB.phases[0]!.actions.map((a) => a.name)).toEqual(['askPostpone']);
    expect((await overdueOf(c, c.partyA)).phases[0]!.actions).toEqual([]);
    // The cooperation's page shows the mark and offers party B its request beside the phase's moves.
    const detailB = await coopInfo(c, c.partyB);
    expect(detailB.phases[0]!.overdue).toMatchObject({ state: 'OVERDUE', since: due + 60_000 });
    expect(detailB.actions.map((a) => a.name)).toContain('askPostpone');
    expect((await coopInfo(c)).actions.map((a) => a.name)).not.toContain('askPostpone');
    // Both told: party B has a to-do, party A a notice.
    expect((await backlogTitles(c.partyB)).find((b) => b.title.startsWith('阶段已逾期'))).toMatchObject({ todo: true });
    expect((await backlogTitles(c.partyA)).find((b) => b.title.startsWith('阶段已逾期'))).toMatchObject({ todo: false });
    // Marked once however often the timers are swept (a move between the watched states sets the timer again).
    ok(await call('project.coop.goCheck', { projectId: c.projectId, phase: 1 }, c.partyB.token), 'go check');
    ok(await call('project.devSweep', { now: due + 2 * DAY, objectIds: [c.projectId] }), 'sweep again');
    expect((await records(c)).filter((r) => r.kind === 'markOverdue')).toHaveLength(1);
    expect((await records(c)).find((r) => r.kind === 'markOverdue')).toMatchObject({ label: '阶段逾期', by: 'platform', byName: '合作云平台' });
  });

  it('is not marked once delivered: a phase waiting for party A’s acceptance is not party B’s delay', async () => {
    const c = await fundedCooperation({ phases: ONE_PHASE });
    await deliverPhase(c, 1);
    await passDeadline(c);
    expect(await overdueOf(c, c.partyB)).toEqual({ overdue: false, phases: [] });
  });
});

describe('a phase begun before overdue phases were marked (phase process version 2)', () => {
  it('keeps the rules it began on: its deadline passes without a mark, and nothing can be postponed', async () => {
    const c = await fundedCooperation({ phases: ONE_PHASE });
    await ddb.send(new UpdateCommand({ TableName: table(), Key: phaseKey(c.projectId, 1), UpdateExpression: 'SET processVersion = :v', ExpressionAttributeValues: { ':v': 2 } }));
    const due = await passDeadline(c);
    expect(await overdueOf(c, c.partyB)).toEqual({ overdue: false, phases: [] });
    expect(await codeOf(call('project.coop.askPostpone', { projectId: c.projectId, phase: 1, dueTime: due + 10 * DAY, reason: '需要时间' }, c.partyB.token))).toBe(102070);
    expect((await records(c)).some((r) => r.kind === 'markOverdue')).toBe(false);
  });
});

describe('a postponement', () => {
  it('is asked by party B with a new time and its reason; party A refuses (still overdue) or agrees (the deadline moves)', async () => {
    const c = await fundedCooperation({ phases: ONE_PHASE });
    const due = await passDeadline(c);
    const asked = due + 10 * DAY;
    // Only party B asks; party A cannot answer what was not asked.
    expect(await codeOf(call('project.coop.askPostpone', { projectId: c.projectId, phase: 1, dueTime: asked, reason: '需要时间' }, c.partyA.token))).toBe(102002);
    expect(await codeOf(agree(c, c.partyA))).toBe(102071);
    expect(await codeOf(refuse(c, c.partyA))).toBe(102071);

    const phase = await askPostpone(c, asked, '设计方案需要甲方再次确认');
    expect((phase as PhaseView).overdue).toMatchObject({ state: 'ASKED', stateLabel: '延期待甲方确认', askedDueTime: asked, askReason: '设计方案需要甲方再次确认' });
    // One request at a time.
    expect(await codeOf(call('project.coop.askPostpone', { projectId: c.projectId, phase: 1, dueTime: asked, reason: '再次申请' }, c.partyB.token))).toBe(102072);
    expect((await backlogTitles(c.partyA)).find((b) => b.title.startsWith('乙方申请延期'))).toMatchObject({ todo: true });
    // Party B's overdue to-do is dealt with by its request; the next step says whose answer is awaited.
    expect((await backlogTitles(c.partyB)).find((b) => b.title.startsWith('阶段已逾期'))).toMatchObject({ todo: false });
    expect((await coopInfo(c)).nextStep).toBe('请答复乙方对第1阶段的延期申请');
    expect((await coopInfo(c, c.partyB)).nextStep).toBe('等待甲方答复第1阶段的延期申请');
    expect((await overdueOf(c, c.partyA)).phases[0]!.actions.map((a) => a.name)).toEqual(['agreePostpone', 'refusePostpone']);
    expect((await overdueOf(c, c.partyB)).phases[0]!.actions).toEqual([]);

    // Party A answers, party B does not; a refusal carries its reason.
    expect(await codeOf(agree(c, c.partyB))).toBe(102002);
    expect(await codeOf(refuse(c, c.partyB))).toBe(102002);
    const noReason = await refuse(c, c.partyA, '');
    expect(noReason.body.code).toBe(400);
    expect(noReason.body.msg).toContain('原因');
    const refused = ok<PhaseView>(await refuse(c, c.partyA, '交付时间不能再推迟'), 'refuse');
    expect(refused.overdue).toMatchObject({ state: 'OVERDUE', refuseReason: '交付时间不能再推迟' });
    expect(refused.dueTime).toBe(due);
    expect((await overdueOf(c, c.partyB)).overdue).toBe(true);
    expect((await backlogTitles(c.partyB)).find((b) => b.title.startsWith('甲方拒绝延期'))).toMatchObject({ todo: true });

    // Asked again, agreed: the deadline is the time asked for, the first one kept, the days added counted.
    await askPostpone(c, asked);
    const agreed = ok<PhaseView>(await agree(c, c.partyA), 'agree');
    expect(agreed).toMatchObject({ dueTime: asked, plannedDueTime: due, postponedDays: Math.ceil((asked - due) / DAY), overdue: { state: 'POSTPONED', stateLabel: '已同意延期' } });
    expect((await overdueOf(c, c.partyB)).overdue).toBe(false);
    expect((await backlogTitles(c.partyB)).find((b) => b.title.startsWith('甲方同意延期'))).toMatchObject({ todo: false });
    expect((await backlogTitles(c.partyA)).find((b) => b.title.startsWith('乙方申请延期'))).toMatchObject({ todo: false });
    expect((await coopInfo(c, c.partyB)).nextStep).toBe('第1阶段编写中：完成文档后提交审核');
    expect(await codeOf(agree(c, c.partyA))).toBe(102070);
    expect(await codeOf(call('project.coop.askPostpone', { projectId: c.projectId, phase: 1, dueTime: asked + DAY, reason: '再延' }, c.partyB.token))).toBe(102070);
    // Recorded, newest first (the platform's 阶段逾期 is at the test clock's time, ahead of them).
    const steps = (await records(c)).filter((r) => r.kind.endsWith('Postpone'));
    expect(steps.map((r) => [r.label, r.by])).toEqual([['同意延期', 'partyA'], ['申请延期', 'partyB'], ['拒绝延期', 'partyA'], ['申请延期', 'partyB']]);
    expect(steps[2]).toMatchObject({ reason: '交付时间不能再推迟' });
    expect(steps[3]).toMatchObject({ reason: '设计方案需要甲方再次确认', message: expect.stringMatching(/^申请将完成时间延至 \d{4}-\d{2}-\d{2}$/) });

    // The new deadline passes too: overdue again, from it.
    ok(await call('project.devSweep', { now: asked - 60_000, objectIds: [c.projectId] }), 'sweep before');
    expect((await overdueOf(c, c.partyB)).overdue).toBe(false);
    ok(await call('project.devSweep', { now: asked + 60_000, objectIds: [c.projectId] }), 'sweep after');
    expect((await overdueOf(c, c.partyB)).phases[0]).toMatchObject({ dueTime: asked, plannedDueTime: due, postponement: { state: 'OVERDUE', dueTime: asked } });
  });

  it('refuses strangers (404), bad input (400 naming the field), a time out of range, another phase and an accepted one', async () => {
    const c = await fundedCooperation({ phases: ONE_PHASE });
    const due = await passDeadline(c);
    const stranger = await newPerson();
    const p = { projectId: c.projectId, phase: 1 };
    expect(await codeOf(call('project.coop.queryOverdue', { projectId: c.projectId }, stranger.token))).toBe(404);
    expect(await codeOf(call('project.coop.askPostpone', { ...p, dueTime: Date.now() + DAY, reason: '需要时间' }, stranger.token))).toBe(404);
    expect(await codeOf(call('project.coop.agreePostpone', p, stranger.token))).toBe(404);
    expect(await codeOf(call('project.coop.refusePostpone', { ...p, reason: '不同意' }, stranger.token))).toBe(404);

    const missing = await call('project.coop.askPostpone', { ...p, reason: '需要时间' } as never, c.partyB.token);
    expect(missing.body).toMatchObject({ code: 400, msg: expect.stringContaining('延期后的完成时间') });
    const noReason = await call('project.coop.askPostpone', { ...p, dueTime: Date.now() + DAY, reason: '  ' }, c.partyB.token);
    expect(noReason.body).toMatchObject({ code: 400, msg: expect.stringContaining('原因') });
    expect(await codeOf(call('project.coop.askPostpone', { ...p, dueTime: Date.now() - DAY, reason: '需要时间' }, c.partyB.token))).toBe(102073);
    // Not after the deadline that passed: that is no postponement.
    expect(await codeOf(call('project.coop.askPostpone', { ...p, dueTime: due - 60_000, reason: '需要时间' }, c.partyB.token))).toBe(102073);
    expect(await codeOf(call('project.coop.askPostpone', { ...p, dueTime: Date.now() + 181 * DAY, reason: '需要时间' }, c.partyB.token))).toBe(102073);
    expect(await codeOf(call('project.coop.askPostpone', { ...p, phase: 2, dueTime: Date.now() + DAY, reason: '需要时间' }, c.partyB.token))).toBe(404);
    // Nothing was asked by the refused calls.
    expect((await overdueOf(c, c.partyB)).phases[0]!.postponement.state).toBe('OVERDUE');

    // Accepted while a request waits: the phase has nothing left to postpone, and party A's to-do is settled.
    await askPostpone(c);
    await deliverPhase(c, 1);
    ok(await call('project.coop.acceptancePass', p, c.partyA.token), 'accept');
    expect(await codeOf(call('project.coop.askPostpone', { ...p, dueTime: Date.now() + DAY, reason: '需要时间' }, c.partyB.token))).toBe(102061);
    expect((await overdueOf(c, c.partyA)).overdue).toBe(false);
    expect((await backlogTitles(c.partyA)).find((b) => b.title.startsWith('乙方申请延期'))).toMatchObject({ todo: false });
    expect((await backlogTitles(c.partyB)).find((b) => b.title.startsWith('阶段已逾期'))).toMatchObject({ todo: false });
  });
});

describe('the history', () => {
  it('keeps the delay of an agreed postponement: the phase is late from its first deadline', async () => {
    const c = await fundedCooperation({ phases: ONE_PHASE });
    const due = await passDeadline(c);
    const asked = due + 30 * DAY;
    await askPostpone(c, asked);
    ok(await agree(c, c.partyA), 'agree');
    await deliverPhase(c, 1);
    const delivered = (await coopInfo(c)).phases[0]!;
    // The platform accepts what party A leaves unanswered (14 days after delivery), here two days after the first
    // deadline: within the new one, late from the first.
    const acceptAt = Math.max(delivered.autoAcceptAt!, due + 2 * DAY) + 60_000;
    expect(acceptAt).toBeLessThan(asked);
    ok(await call('project.devSweep', { now: acceptAt, objectIds: [c.projectId] }), 'auto accept');
    const performance = ok<ProjectPerformance>(await call('project.projectPerformance', { projectId: c.projectId }, c.partyB.token), 'performance');
    expect(performance.phases[0]).toMatchObject({ dueTime: asked, plannedDueTime: due, postponedDays: 30, onTime: false, delayDays: Math.ceil((acceptAt - due) / DAY) });
    expect(performance).toMatchObject({ latePhases: 1, onTimePhases: 0 });
  });
});
