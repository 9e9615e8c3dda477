/**
 * A cooperation through the HTTP routes (docs/cooperation.md): started by party A from the agreed terms, escrow paid
 * with the pay password, each phase checked, assessed, delivered, refused with a reason and accepted, each
 * acceptance paying party B from the escrow minus the service fee, the platform accepting what party A leaves
 * unanswered for 14 days, completion; records, handovers, lists and counts; who may do what.
 */
import { phaseServiceFeeOf } from '../../shared/limits.js';
import type { CooperationCard, CooperationDetail, PhaseView, ProcessRecordView, WorkTime } from '../../shared/schemas/cooperation.js';
import type { Page } from '../../shared/envelope.js';
import type { WalletInfo } from '../../shared/schemas/wallet.js';
import { call } from '../support/api.js';
import { agreedProject, coopInfo, deliverPhase, fundedCooperation, payEscrow, startedCooperation } from '../support/cooperation.js';
import { newRequestId, PAY_PASSWORD } from '../support/money.js';
import { newPerson } from '../support/people.js';
import { ok } from '../support/projects.js';
import { uploadAs } from '../support/uploads.js';

const DAY = 86_400_000;
const balance = async (token: string) => ok<WalletInfo>(await call('wallet.info', {}, token), 'wallet').available;
const codeOf = async (answer: Promise<{ body: { code: number } }>) => (await answer).body.code;

describe('starting a cooperation', () => {
  it('is party A’s: the agreed phases, the first waiting for escrow, listed for both parties; party B and strangers are refused', async () => {
    const agreed = await agreedProject();
    const stranger = await newPerson();
    expect(await codeOf(call('project.coop.start', { projectId: agreed.projectId }, stranger.token))).toBe(404);
    expect(await codeOf(call('project.coop.start', { projectId: agreed.projectId }, agreed.partyB.token))).toBe(102002);
    const detail = ok<CooperationDetail>(await call('project.coop.start', { projectId: agreed.projectId }, agreed.partyA.token), 'start');
    expect(detail).toMatchObject({ state: 'COOPERATING', stateLabel: '合作中', side: 'partyA', current: 1, escrowPlan: 'PER_PHASE', escrowDue: 200_000, nextStep: '请支付第1阶段的托管费' });
    expect(detail.phases.map((p) => [p.name, p.state, p.amount])).toEqual([
      ['需求分析', 'UNFUNDED', 200_000],
      ['开发', 'PENDING', 500_000],
      ['验收上线', 'PENDING', 100_000],
    ]);
    expect(detail.actions.map((a) => a.name)).toEqual(['fund']);
    // Once: the project is cooperating now.
    expect(await codeOf(call('project.coop.start', { projectId: agreed.projectId }, agreed.partyA.token))).toBe(102001);
    // Party B sees it from its side, the stranger not at all.
    expect((await coopInfo(agreed, agreed.partyB)).nextStep).toBe('等待甲方支付第1阶段的托管费');
    expect(await codeOf(call('project.coop.info', { projectId: agreed.projectId }, stranger.token))).toBe(404);
    for (const who of [agreed.partyA, agreed.partyB]) {
      const list = ok<Page<CooperationCard>>(await call('project.coop.list', { tab: 'ongoing' }, who.token), 'list');
      expect(list.records.map((c) => c.projectId)).toContain(agreed.projectId);
    }
  });
});

describe('escrow', () => {
  it('is paid from party A’s wallet with the pay password, exactly the amount due, once per requestId', async () => {
    const c = await startedCooperation();
    const before = await balance(c.partyA.token);
    const pay = (amount: number, requestId: string, payPassword = PAY_PASSWORD) => call('project.coop.payEscrow', { projectId: c.projectId, amount, payPassword, requestId }, c.partyA.token);
    expect(await codeOf(pay(199_999, newRequestId()))).toBe(102068);
    expect((await pay(200_000, newRequestId(), '000000')).body.code).not.toBe(200);
    expect(await codeOf(call('project.coop.payEscrow', { projectId: c.projectId, amount: 200_000, payPassword: PAY_PASSWORD, requestId: newRequestId() }, c.partyB.token))).toBe(102002);
    const requestId = newRequestId();
    const [first, again] = await Promise.all([pay(200_000, requestId), pay(200_000, requestId)]);
    expect([first.body.code, again.body.code]).toEqual([200, 200]);
    expect(await balance(c.partyA.token)).toBe(before - 200_000);
    const detail = await coopInfo(c);
    expect(detail.phases[0]).toMatchObject({ state: 'COMPILING', funded: true });
    // Its days run from the agreed start date, or from today if that has passed (docs/cooperation.md "The plan").
    expect(detail.phases[0]!.dueTime).toBe(Math.max(detail.phases[0]!.startTime!, detail.startDate) + 10 * DAY);
    expect(detail.money).toMatchObject({ funded: 200_000, inEscrow: 200_000, paid: 0 });
    expect(detail.escrowDue).toBe(0);
  });

  it('is refused when the wallet is short, and nothing moves', async () => {
    const c = await startedCooperation({ spare: 100_000 });
    const before = await balance(c.partyA.token);
    expect(await codeOf(call('project.coop.payEscrow', { projectId: c.projectId, amount: 200_000, payPassword: PAY_PASSWORD, requestId: newRequestId() }, c.partyA.token))).toBe(105007);
    expect(await balance(c.partyA.token)).toBe(before);
    expect((await coopInfo(c)).phases[0]).toMatchObject({ state: 'UNFUNDED', funded: false });
  });

  it('funds every phase at once under ALL_AT_ONCE: later phases begin without waiting', async () => {
    const c = await startedCooperation({ escrowPlan: 'ALL_AT_ONCE' });
    expect((await coopInfo(c)).escrowDue).toBe(800_000);
    const detail = await payEscrow(c);
    expect(detail.phases.map((p) => p.funded)).toEqual([true, true, true]);
    await deliverPhase(c, 1);
    ok(await call('project.coop.acceptancePass', { projectId: c.projectId, phase: 1 }, c.partyA.token), 'accept');
    expect((await coopInfo(c)).phases[1]).toMatchObject({ state: 'COMPILING', funded: true });
  });
});

describe('a phase', () => {
  it('goes through check, assessment and acceptance by the side each belongs to, with reasons and revision rounds', async () => {
    const c = await fundedCooperation();
    const p = { projectId: c.projectId, phase: 1 };
    // Party A cannot move party B's steps, nor the reverse.
    expect(await codeOf(call('project.coop.goCheck', p, c.partyA.token))).toBe(102002);
    ok(await call('project.coop.goCheck', p, c.partyB.token), 'go check');
    expect(await codeOf(call('project.coop.goCheck', p, c.partyB.token))).toBe(102001);
    const refused = ok<PhaseView>(await call('project.coop.checkNoPass', { ...p, reason: '需求说明不完整' }, c.partyB.token), 'check no pass');
    // Party B's own check counts apart (only party B sees it); revision rounds are party A's no-passes.
    expect(refused).toMatchObject({ state: 'COMPILING', checkReason: '需求说明不完整', checkRounds: 1, rounds: 0 });
    // A no-pass needs its reason.
    ok(await call('project.coop.goCheck', p, c.partyB.token), 'go check');
    expect((await call('project.coop.checkNoPass', { ...p, reason: '' }, c.partyB.token)).body.code).toBe(400);
    ok(await call('project.coop.checkPass', p, c.partyB.token), 'check pass');
    // Checked, party B may still take it back to writing (重新编写): no revision round, it is its own.
    expect(ok<PhaseView>(await call('project.coop.goCompile', p, c.partyB.token), 'go compile')).toMatchObject({ state: 'COMPILING', rounds: 0, checkRounds: 1 });
    ok(await call('project.coop.goCheck', p, c.partyB.token), 'go check');
    ok(await call('project.coop.checkPass', p, c.partyB.token), 'check pass');
    ok(await call('project.coop.goAssess', p, c.partyB.token), 'go assess');
    expect((await coopInfo(c)).actions.map((a) => a.name)).toEqual(['assessPass', 'assessNoPass']);
    expect(ok<PhaseView>(await call('project.coop.assessNoPass', { ...p, reason: '请补充接口文档' }, c.partyA.token), 'assess no pass')).toMatchObject({ state: 'COMPILING', rounds: 1 });
    ok(await call('project.coop.goCheck', p, c.partyB.token), 'go check');
    ok(await call('project.coop.checkPass', p, c.partyB.token), 'check pass');
    ok(await call('project.coop.goAssess', p, c.partyB.token), 'go assess');
    ok(await call('project.coop.assessPass', p, c.partyA.token), 'assess pass');
    const delivered = ok<PhaseView>(await call('project.coop.goAcceptance', p, c.partyB.token), 'go acceptance');
    expect(delivered.state).toBe('ACCEPTING');
    expect(delivered.autoAcceptAt! - delivered.deliverTime!).toBe(14 * DAY);
    expect(ok<PhaseView>(await call('project.coop.acceptanceNoPass', { ...p, reason: '登录页面报错' }, c.partyA.token), 'no pass')).toMatchObject({ state: 'REJECTED', reason: '登录页面报错', rounds: 2 });
    expect(ok<PhaseView>(await call('project.coop.ensureNoPass', p, c.partyB.token), 'ensure')).toMatchObject({ state: 'COMPILING', rounds: 2, checkRounds: 1 });
    // Taking a delivery back before party A answers.
    await deliverPhase(c, 1);
    expect(ok<PhaseView>(await call('project.coop.modifyAgain', p, c.partyB.token), 'modify again').state).toBe('COMPILING');
    // Records say who did what, with the reasons; party B's own check is party B's.
    const records = ok<ProcessRecordView[]>(await call('project.coop.phaseRecords', p, c.partyB.token), 'records');
    expect(records.map((r) => r.label)).toEqual(expect.arrayContaining(['支付托管费', '审核不通过', '评估不通过', '验收不通过', '确认并修改', '撤回修改']));
    expect(records.find((r) => r.kind === 'acceptanceNoPass')).toMatchObject({ by: 'partyA', reason: '登录页面报错' });
    const recordsOfA = ok<ProcessRecordView[]>(await call('project.coop.phaseRecords', p, c.partyA.token), 'records');
    expect(recordsOfA.map((r) => r.label)).toEqual(expect.arrayContaining(['支付托管费', '评估不通过', '验收不通过', '确认并修改', '撤回修改']));
    expect(recordsOfA.map((r) => r.label)).not.toContain('审核不通过');
  });

  it('pays party B the phase minus the service fee on acceptance, and the next phase waits for its escrow', async () => {
    const c = await fundedCooperation();
    const bBefore = await balance(c.partyB.token);
    await deliverPhase(c, 1);
    const accepted = ok<PhaseView>(await call('project.coop.acceptancePass', { projectId: c.projectId, phase: 1 }, c.partyA.token), 'accept');
    const fee = phaseServiceFeeOf(200_000);
    expect(fee).toBe(10_000);
    expect(accepted).toMatchObject({ state: 'ACCEPTED', acceptedBy: 'partyA', fee, net: 190_000 });
    expect(await balance(c.partyB.token)).toBe(bBefore + 190_000);
    // Accepted once: a second acceptance is refused, nothing paid twice.
    expect(await codeOf(call('project.coop.acceptancePass', { projectId: c.projectId, phase: 1 }, c.partyA.token))).toBe(102061);
    expect(await balance(c.partyB.token)).toBe(bBefore + 190_000);
    const detail = await coopInfo(c);
    expect(detail).toMatchObject({ current: 2, escrowDue: 500_000, money: { funded: 200_000, inEscrow: 0, paid: 190_000, fees: 10_000 } });
    expect(detail.phases[1]!.state).toBe('UNFUNDED');
    const flow = ok<{ records: { type: string; amount: number; title: string }[] }>(await call('wallet.flow', { current: 1, size: 5 }, c.partyB.token), 'flow');
    expect(flow.records[0]).toMatchObject({ type: 'ESCROW_RELEASE', amount: 190_000 });
  });

  it('is accepted by the platform 14 days after delivery unless party A answers; a redelivery restarts the clock', async () => {
    const c = await fundedCooperation();
    await deliverPhase(c, 1);
    const sweep = (now: number) => call('project.devSweep', { now, objectIds: [c.projectId] }).then((a) => ok<{ fired: number }>(a, 'sweep'));
    const delivered = (await coopInfo(c)).phases[0]!;
    // Reminded before (3 days, then 1), not accepted.
    await sweep(delivered.deliverTime! + 11 * DAY + 60_000);
    expect((await coopInfo(c)).phases[0]!.state).toBe('ACCEPTING');
    // A corrected document sent meanwhile restarts the 14 days.
    const synced = ok<PhaseView>(await call('project.coop.syncModify', { projectId: c.projectId, phase: 1 }, c.partyB.token), 'sync');
    expect(synced.autoAcceptAt! - synced.deliverTime!).toBe(14 * DAY);
    expect(synced.autoAcceptAt!).toBeGreaterThan(delivered.autoAcceptAt! + 1);
    // Between the old moment and the new one: the old acceptance timer is gone (only the new reminders fire).
    await sweep(Math.floor((delivered.autoAcceptAt! + synced.autoAcceptAt!) / 2));
    expect((await coopInfo(c)).phases[0]!.state).toBe('ACCEPTING');
    const bBefore = await balance(c.partyB.token);
    await sweep(synced.autoAcceptAt! + 60_000);
    const after = await coopInfo(c);
    expect(after.phases[0]).toMatchObject({ state: 'ACCEPTED', acceptedBy: 'platform', net: 190_000 });
    expect(await balance(c.partyB.token)).toBe(bBefore + 190_000);
    const backlog = ok<{ records: { title: string }[] }>(await call('project.backlog', { current: 1, size: 20 }, c.partyA.token), 'backlog');
    expect(backlog.records.map((b) => b.title)).toEqual(expect.arrayContaining([expect.stringMatching(/^请及时验收/)]));
  });
});

describe('completion', () => {
  it('completes with the last acceptance: everything paid, the escrow empty, both lists and counts moved', async () => {
    const c = await fundedCooperation({ phases: [{ name: '设计', amount: 300_000, days: 5, deliverables: '设计稿' }, { name: '开发', amount: 400_000, days: 10, deliverables: '源码' }] });
    await deliverPhase(c, 1);
    ok(await call('project.coop.acceptancePass', { projectId: c.projectId, phase: 1 }, c.partyA.token), 'accept 1');
    await payEscrow(c);
    await deliverPhase(c, 2);
    ok(await call('project.coop.acceptancePass', { projectId: c.projectId, phase: 2 }, c.partyA.token), 'accept 2');
    const detail = await coopInfo(c);
    expect(detail).toMatchObject({ state: 'COMPLETED', stateLabel: '已完成', nextStep: '项目已完成', money: { total: 700_000, funded: 700_000, inEscrow: 0, paid: 665_000, fees: 35_000, refunded: 0 } });
    expect(ok(await call('project.coop.completion', { projectId: c.projectId }, c.partyB.token), 'completion')).toMatchObject({ paid: 665_000, fees: 35_000, rounds: 0 });
    for (const who of [c.partyA, c.partyB]) {
      const done = ok<Page<CooperationCard>>(await call('project.coop.list', { tab: 'completed' }, who.token), 'completed');
      expect(done.records.map((x) => x.projectId)).toContain(c.projectId);
      const counts = ok<{ onGoingPhaseProject: number; completeProject: number }>(await call('content.centerCount', {}, who.token), 'counts');
      expect(counts).toMatchObject({ onGoingPhaseProject: 0, completeProject: 1 });
    }
    // Nothing moves any more.
    expect(await codeOf(call('project.coop.toPartyADelivery', { projectId: c.projectId, message: '补充材料', files: [] }, c.partyB.token))).toBe(102060);
  });
});

describe('handovers and records', () => {
  it('carries a message and the sender’s own files to the other side, recorded; never someone else’s files', async () => {
    const c = await fundedCooperation();
    const file = await uploadAs(c.partyB, 'project-file', '交付说明.png');
    const files = [{ name: '交付说明.png', url: file.fileUrl, size: 68 }];
    ok(await call('project.coop.toPartyADelivery', { projectId: c.projectId, phase: 1, message: '第一阶段交付物', files }, c.partyB.token), 'delivery');
    // Party A cannot send party B's kind, nor pass party B's file off as its own.
    expect(await codeOf(call('project.coop.toPartyADelivery', { projectId: c.projectId, message: '代交', files: [] }, c.partyA.token))).toBe(102002);
    const answer = await call('project.coop.toPartyBHandover', { projectId: c.projectId, message: '资料', files }, c.partyA.token);
    expect(answer.body.code).toBe(400);
    ok(await call('project.coop.toPartyBHandover', { projectId: c.projectId, message: '品牌资料请查收', files: [] }, c.partyA.token), 'handover');
    const records = ok<Page<ProcessRecordView>>(await call('project.coop.records', { projectId: c.projectId }, c.partyB.token), 'records');
    expect(records.records.slice(0, 2).map((r) => r.label)).toEqual(['甲方移交资料', '乙方交付']);
    expect(records.records[1]).toMatchObject({ phase: 1, message: '第一阶段交付物', files });
    const stranger = await newPerson();
    expect(await codeOf(call('project.coop.records', { projectId: c.projectId }, stranger.token))).toBe(404);
  });

  it('counts working days with public holidays and make-up workdays', async () => {
    const person = await newPerson();
    // 2026-10-01 … 10-07 is the National Day holiday; 2026-10-10 (Saturday) a make-up workday.
    const span = ok<WorkTime>(await call('content.workTime', { start: '2026-09-28', end: '2026-10-12' }, person.token), 'work time');
    expect(span).toMatchObject({ calendarDays: 15 });
    const forward = ok<WorkTime>(await call('content.workTime', { start: '2026-09-30', days: 2 }, person.token), 'work time');
    expect(forward.end > '2026-10-07').toBe(true);
    expect((await call('content.workTime', { start: '2026-02-30', days: 2 }, person.token)).body.code).toBe(400);
  });
});
