/**
 * Demand changes (需求变更, issue 30; docs/cooperation.md "Demand change") through the HTTP routes: party A proposes
 * new terms for the phases not accepted (or party B's leader asks for them), the phases are held, the other side
 * agrees or refuses, the proposer cancels, an unanswered change lapses on the test clock. Taking effect rewrites the
 * phases (changed, removed with their documents kept read-only, added at the end) and moves the escrow exactly: a
 * reduction back to party A in the agreement's own posting, an increase paid by party A with its pay password; each
 * is one posting, idempotent by its requestId, and the ledger reconciles. Every call's refusals; a cooperation whose
 * phases began on an earlier version of the phase process.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from '../../shared/envelope.js';
import { ERRORS } from '../../shared/errors.js';
import type { ProcessRecordView } from '../../shared/schemas/cooperation.js';
import type { ProjectPerformance } from '../../shared/schemas/history.js';
import type { ChangeRecovery, ChangeRefunds, ChangeView } from '../../shared/schemas/cooperation-change.js';
import type { WalletInfo } from '../../shared/schemas/wallet.js';
import { ddb, table } from '../../functions/lib/store/client.js';
import { phaseKey } from '../../functions/project/cooperation/model.js';
import { getPhase } from '../../functions/project/cooperation/store.js';
import { escrowAccountId, walletAccountId } from '../../functions/wallet/public.js';
import { reconcileScoped } from '../../functions/wallet/reconcile.js';
import { readLedgerOf } from '../../infra/scripts/ledger-snapshot.js';
import { call } from '../support/api.js';
import { agreeChange, paySupplement, proposeChange, queryChange, termsInForce } from '../support/changes.js';
import { coopInfo, deliverPhase, fundedCooperation, startedCooperation, type Agreed } from '../support/cooperation.js';
import { addNode } from '../support/documents.js';
import { fundWallet, newRequestId, PAY_PASSWORD } from '../support/money.js';
import { newPerson, type TestPerson } from '../support/people.js';
import { ok } from '../support/projects.js';

const DAY = 86_400_000;
const TWO_PHASES = [
  { name: '设计', amount: 120_000, days: 5, deliverables: '设计稿' },
  { name: '开发', amount: 180_000, days: 10, deliverables: '源码' },
];
const codeOf = async (answer: Promise<{ body: { code: number } }>) => (await answer).body.code;
const balance = async (as: TestPerson) => ok<WalletInfo>(await call('wallet.info', {}, as.token), 'wallet').available;
const backlog = async (as: TestPerson) => ok<{ records: { type: string; title: string; todo: boolean }[] }>(await call('project.backlog', { current: 1, size: 50 }, as.token), 'backlog').records;
const records = async (c: Agreed) => ok<Page<ProcessRecordView>>(await call('project.coop.records', { projectId: c.projectId, size: 50 }, c.partyA.token), 'records').records;
const reconciled = async (c: Agreed) => {
  const report = reconcileScoped(await readLedgerOf([walletAccountId('PERSONAGE', c.partyA.userId), walletAccountId('PERSONAGE', c.partyB.userId), escrowAccountId(c.projectId)]));
  expect(report.findings, report.findings.join('\n')).toEqual([]);
};
const refuse = (c: Agreed, change: Pick<ChangeView, 'id'>, as: TestPerson, reason = '不同意变更') => call('project.coop.refuseChange', { projectId: c.projectId, changeId: change.id, reason }, as.token);
const cancelA = (c: Agreed, change: Pick<ChangeView, 'id'>, as: TestPerson) => call('project.coop.cancelChange', { projectId: c.projectId, changeId: change.id }, as.token);
const cancelB = (c: Agreed, change: Pick<ChangeView, 'id'>, as: TestPerson) => call('project.coop.leaderCancelChange', { projectId: c.projectId, changeId: change.id }, as.token);

describe('a reduction', () => {
  it('holds the phases, takes effect on party B’s agreement with the phases rewritten, and returns the difference to party A in the same posting', async () => {
    const c = await fundedCooperation({ phases: TWO_PHASES });
    const before = await balance(c.partyA);
    expect((await queryChange(c)).actions.map((a) => a.name)).toEqual(['proposeByA']);
    expect((await queryChange(c, 'partyB')).actions.map((a) => a.name)).toEqual(['proposeByB']);
    const change = await proposeChange(c, 'partyA', ([design, build]) => [
      { ...design!, amount: 100_000, deliverables: '设计稿与说明' },
      { ...build!, days: 12 },
      { name: '测试', amount: 50_000, days: 3, deliverables: '测试报告' },
    ]);
    expect(change).toMatchObject({ state: 'A_PROPOSED', side: 'partyA', baseVersion: 1, version: 2, totalBefore: 300_000, totalAfter: 330_000 });
    expect(change.escrow).toEqual({ held: 120_000, needed: 100_000, refund: 20_000, supplement: 0 });
    expect(change.phases.map((p) => [p.index, p.kind])).toEqual([
      [1, 'CHANGED'],
      [2, 'CHANGED'],
      [3, 'ADDED'],
    ]);
    expect(change.actions.map((a) => a.name)).toEqual(['cancelByA']);
    // Held: party B cannot send the phase to check; a second change is refused while this one is open.
    expect(await codeOf(call('project.coop.goCheck', { projectId: c.projectId, phase: 1 }, c.partyB.token))).toBe(ERRORS.COOPERATION_HELD.code);
    expect(await codeOf(call('project.coop.startChange', { projectId: c.projectId, version: 1, phases: await termsInForce(c), reason: '再变' }, c.partyB.token))).toBe(ERRORS.CHANGE_WAITING_B.code);
    expect((await coopInfo(c)).matter).toMatchObject({ kind: 'CHANGE', id: change.id, side: 'partyA' });
    // The page offers no phase move meanwhile, and says why.
    const held = await coopInfo(c, c.partyB);
    expect(held.actions).toEqual([]);
    expect(held.nextStep).toBe('项目正在需求变更，各阶段暂停，处理完毕后继续');
    const seen = (await queryChange(c, 'partyB')).change!;
    expect(seen.actions.map((a) => a.name)).toEqual(['agreeByB', 'refuseByB']);
    expect((await backlog(c.partyB)).some((b) => b.type === 'CHANGE_PROPOSED' && b.todo)).toBe(true);

    // Agreed twice at once: one takes effect, nothing is refunded twice.
    const [agreed, again] = await Promise.all([
      call<ChangeView>('project.coop.agreeChange', { projectId: c.projectId, changeId: change.id }, c.partyB.token),
      call<ChangeView>('project.coop.agreeChange', { projectId: c.projectId, changeId: change.id }, c.partyB.token),
    ]);
    const codes = [agreed.body.code, again.body.code].sort();
    expect(codes[0]).toBe(200);
    expect([200, ERRORS.STALE_DATA.code, ERRORS.CHANGE_CLOSED.code]).toContain(codes[1]);
    const done = (await queryChange(c)).change!;
    expect(done).toMatchObject({ state: 'EFFECTIVE', escrow: { refund: 20_000, supplement: 0 } });
    expect(await balance(c.partyA)).toBe(before + 20_000);
    const detail = await coopInfo(c);
    expect(detail).toMatchObject({ termsVersion: 2, current: 1, money: { total: 330_000, inEscrow: 100_000, refunded: 20_000 } });
    expect(detail.matter).toBeUndefined();
    expect((await coopInfo(c, c.partyB)).actions.map((a) => a.name)).toEqual(['goCheck']);
    expect(detail.phases.map((p) => [p.index, p.amount, p.days, p.state])).toEqual([
      [1, 100_000, 5, 'COMPILING'],
      [2, 180_000, 12, 'PENDING'],
      [3, 50_000, 3, 'PENDING'],
    ]);
    expect(ok<ChangeRefunds>(await call('project.coop.changeRefund', { projectId: c.projectId }, c.partyB.token), 'refunds')).toEqual({ total: 20_000, refunds: [{ changeId: change.id, version: 2, amount: 20_000, time: done.closeTime }] });
    expect((await records(c)).map((r) => r.kind)).toEqual(expect.arrayContaining(['proposeChange', 'agreeChange', 'changeEffective']));
    expect((await backlog(c.partyA)).some((b) => b.type === 'CHANGE_ANSWERED')).toBe(true);
    // The phases go on under the new terms: phase 1 is accepted for its new amount, phase 2 begins, then phase 3.
    await deliverPhase(c, 1);
    ok(await call('project.coop.acceptancePass', { projectId: c.projectId, phase: 1 }, c.partyA.token), 'accept 1');
    expect((await coopInfo(c)).phases[1]!.state).toBe('UNFUNDED');
    expect((await coopInfo(c)).escrowDue).toBe(180_000);
    await reconciled(c);
  });
});

describe('an increase', () => {
  it('waits for party A’s supplement (the phases held), which pays exactly the difference once, and then takes effect', async () => {
    const c = await fundedCooperation({ phases: TWO_PHASES, spare: 300_000 });
    const change = await proposeChange(c, 'partyB', ([design, build]) => [{ ...design!, amount: 150_000 }, build!], '工作量增加');
    expect(change.escrow).toEqual({ held: 120_000, needed: 150_000, refund: 0, supplement: 30_000 });
    // Party B's change: party A answers; party B's leader may take it back, party A may not cancel it.
    expect(await codeOf(cancelA(c, change, c.partyA))).toBe(ERRORS.CHANGE_WAITING_A.code);
    // Its own proposal is not party B's to answer: the change waits for party A.
    expect(await codeOf(call('project.coop.agreeChange', { projectId: c.projectId, changeId: change.id }, c.partyB.token))).toBe(ERRORS.CHANGE_WAITING_A.code);
    const agreed = await agreeChange(c, change);
    expect(agreed).toMatchObject({ state: 'AGREED', escrow: { supplement: 30_000 } });
    expect(agreed.actions.map((a) => a.name)).toEqual(['paySupplement']);
    expect((await backlog(c.partyA)).some((b) => b.type === 'CHANGE_SUPPLEMENT_DUE' && b.todo)).toBe(true);
    // Still held until paid; the terms not yet in force.
    expect(await codeOf(call('project.coop.goCheck', { projectId: c.projectId, phase: 1 }, c.partyB.token))).toBe(ERRORS.COOPERATION_HELD.code);
    expect((await coopInfo(c)).phases[0]!.amount).toBe(120_000);
    // Refusals: the wrong amount, party B, a cancel.
    const supplement = (amount: number, as: TestPerson, requestId = newRequestId()) =>
      call<ChangeView>('project.coop.changeSupplement', { projectId: c.projectId, changeId: change.id, amount, payPassword: PAY_PASSWORD, requestId }, as.token);
    expect(await codeOf(supplement(29_999, c.partyA))).toBe(ERRORS.CHANGE_SUPPLEMENT_CHANGED.code);
    expect(await codeOf(supplement(30_000, c.partyB))).toBe(ERRORS.PROCESS_WRONG_ACTOR.code);
    expect(await codeOf(cancelB(c, change, c.partyB))).toBe(ERRORS.CHANGE_SUPPLEMENT_DUE.code);
    const before = await balance(c.partyA);
    const requestId = newRequestId();
    const [paid, repeated] = await Promise.all([supplement(30_000, c.partyA, requestId), supplement(30_000, c.partyA, requestId)]);
    expect(ok<ChangeView>(paid, 'supplement').state).toBe('EFFECTIVE');
    expect(repeated.body.code).toBe(200);
    expect(ok<ChangeView>(await supplement(30_000, c.partyA, requestId), 'replayed').state).toBe('EFFECTIVE');
    expect(await balance(c.partyA)).toBe(before - 30_000);
    const detail = await coopInfo(c);
    expect(detail).toMatchObject({ termsVersion: 2, money: { total: 330_000, funded: 150_000, inEscrow: 150_000 } });
    expect(detail.phases[0]).toMatchObject({ amount: 150_000, state: 'COMPILING', funded: true });
    expect((await backlog(c.partyB)).some((b) => b.type === 'CHANGE_ENDED')).toBe(true);
    ok(await call('project.coop.goCheck', { projectId: c.projectId, phase: 1 }, c.partyB.token), 'go check after');
    await reconciled(c);
  });

  it('under one-time escrow asks the added phase’s amount too, and funds it', async () => {
    const c = await fundedCooperation({ phases: TWO_PHASES, escrowPlan: 'ALL_AT_ONCE', spare: 400_000 });
    expect((await coopInfo(c)).money.inEscrow).toBe(300_000);
    const change = await proposeChange(c, 'partyA', (phases) => [...phases, { name: '运维', amount: 40_000, days: 30, deliverables: '运维报告' }]);
    expect(change.escrow).toEqual({ held: 300_000, needed: 340_000, refund: 0, supplement: 40_000 });
    await paySupplement(c, await agreeChange(c, change));
    const detail = await coopInfo(c);
    expect(detail.phases[2]).toMatchObject({ index: 3, amount: 40_000, funded: true, state: 'PENDING' });
    expect(detail.money).toMatchObject({ total: 340_000, inEscrow: 340_000 });
    await reconciled(c);
  });
});

describe('a removal', () => {
  it('keeps the documents of the phase it would remove read-only, restores them when cancelled, and removes the phase for good when agreed', async () => {
    const c = await fundedCooperation({ phases: TWO_PHASES });
    const node = await addNode(c, { title: '开发说明', assignee: c.partyB.userId, phase: 2 });
    const removeSecond = (phases: { index?: number }[]) => phases.filter((p) => p.index !== 2) as never;
    const first = await proposeChange(c, 'partyB', removeSecond, '第二阶段不再需要');
    expect(first.phases.find((p) => p.index === 2)).toMatchObject({ kind: 'REMOVED', documents: 1 });
    expect(first.escrow).toEqual({ held: 120_000, needed: 120_000, refund: 0, supplement: 0 });
    expect(await codeOf(call('project.docCooperate', { projectId: c.projectId, phase: 2, taskId: node.taskId, title: '改名' }, c.partyB.token))).toBe(ERRORS.CHANGE_PHASE_REMOVED.code);
    expect((await coopInfo(c)).phases[1]).toMatchObject({ removing: true });
    const judged = ok<ChangeRecovery>(await call('project.coop.changeRecoverDocs', { projectId: c.projectId }, c.partyB.token), 'judge');
    expect(judged).toEqual({ changeId: first.id, state: 'B_PROPOSED', canCancel: true, phases: [{ index: 2, name: '开发', documents: 1 }], recovered: [] });
    expect(ok<ChangeRecovery>(await call('project.coop.changeRecoverDocs', { projectId: c.projectId }, c.partyA.token), 'judge A').canCancel).toBe(false);
    // Party B's leader takes it back: the documents are writable again.
    expect(ok<ChangeView>(await cancelB(c, first, c.partyB), 'cancel').state).toBe('CANCELLED');
    expect(await codeOf(cancelB(c, first, c.partyB))).toBe(ERRORS.CHANGE_CLOSED.code);
    ok(await call('project.docCooperate', { projectId: c.projectId, phase: 2, taskId: node.taskId, title: '改名' }, c.partyB.token), 'rename after');
    expect((await coopInfo(c)).phases[1]!.removing).toBeUndefined();
    expect(ok<ChangeRecovery>(await call('project.coop.changeRecoverDocs', { projectId: c.projectId }, c.partyB.token), 'judge after')).toEqual({ canCancel: false, phases: [], recovered: [] });

    // Asked again and refused with a reason; then asked again and agreed.
    const second = await proposeChange(c, 'partyB', removeSecond, '第二阶段不再需要');
    expect(await codeOf(refuse(c, second, c.partyA, ''))).toBe(400);
    expect(ok<ChangeView>(await refuse(c, second, c.partyA), 'refuse')).toMatchObject({ state: 'REFUSED', refuseReason: '不同意变更' });
    expect((await backlog(c.partyB)).some((b) => b.type === 'CHANGE_ANSWERED' && b.title.includes('拒绝'))).toBe(true);
    const third = await proposeChange(c, 'partyB', removeSecond, '第二阶段不再需要');
    expect((await agreeChange(c, third)).state).toBe('EFFECTIVE');
    const detail = await coopInfo(c);
    expect(detail.phases[1]).toMatchObject({ index: 2, removed: true });
    expect(detail.money.total).toBe(120_000);
    // Its documents are kept, read-only.
    expect(await codeOf(call('project.docCooperate', { projectId: c.projectId, phase: 2, taskId: node.taskId, title: '再改名' }, c.partyB.token))).toBe(ERRORS.CHANGE_PHASE_REMOVED.code);
    // The last phase left accepted: the cooperation completes.
    await deliverPhase(c, 1);
    ok(await call('project.coop.acceptancePass', { projectId: c.projectId, phase: 1 }, c.partyA.token), 'accept');
    expect((await coopInfo(c)).state).toBe('COMPLETED');
    // The removed phase never ran: the performance and the progress count the phase accepted only.
    expect(ok<ProjectPerformance>(await call('project.projectPerformance', { projectId: c.projectId }, c.partyA.token), 'performance').phases.map((p) => p.index)).toEqual([1]);
    expect(ok<{ percent: number; phaseCount: number }>(await call('project.coop.progress', { projectId: c.projectId }, c.partyA.token), 'progress')).toMatchObject({ percent: 100, phaseCount: 1 });
    await reconciled(c);
  });

  it('of the running phase not funded yet moves the turn to the next phase left, whose escrow is then due', async () => {
    const c = await startedCooperation({ phases: TWO_PHASES });
    const change = await proposeChange(c, 'partyA', ([, build]) => [build!]);
    await agreeChange(c, change);
    const detail = await coopInfo(c);
    expect(detail).toMatchObject({ current: 2, escrowDue: 180_000, money: { total: 180_000 } });
    expect(detail.phases[0]).toMatchObject({ removed: true });
    expect(detail.phases[1]).toMatchObject({ state: 'UNFUNDED' });
    ok(await call('project.coop.payEscrow', { projectId: c.projectId, amount: 180_000, payPassword: PAY_PASSWORD, requestId: newRequestId() }, c.partyA.token), 'escrow');
    expect((await coopInfo(c)).phases[1]!.state).toBe('COMPILING');
  });
});

describe('the refusals', () => {
  it('of bad terms, a stale version, the wrong side, a stranger and a closed change', async () => {
    const [c, stranger] = await Promise.all([fundedCooperation({ phases: TWO_PHASES }), newPerson()]);
    const start = (phases: unknown, as: TestPerson = c.partyA, version = 1) => codeOf(call('project.coop.startChange', { projectId: c.projectId, version, phases, reason: '调整' } as never, as.token));
    const terms = await termsInForce(c);
    expect(await start(terms)).toBe(ERRORS.CHANGE_NOTHING.code);
    expect(await start([terms[1], terms[0]])).toBe(ERRORS.CHANGE_TERMS_INVALID.code);
    expect(await start([{ ...terms[0], index: 7 }, terms[1]])).toBe(ERRORS.CHANGE_TERMS_INVALID.code);
    expect(await start([{ name: '新增', amount: 1_000, days: 1, deliverables: '新' }, ...terms])).toBe(ERRORS.CHANGE_TERMS_INVALID.code);
    // Phase 1 is being written: it may change, not go.
    expect(await start([terms[1]])).toBe(ERRORS.CHANGE_PHASE_BEGUN.code);
    expect(await start([{ ...terms[0], amount: 1 }, terms[1]])).toBe(400);
    expect(await start([terms[0], { ...terms[1], days: 20 }], c.partyA, 2)).toBe(ERRORS.STALE_DATA.code);
    expect(await start([terms[0], { ...terms[1], days: 20 }], stranger)).toBe(404);
    const change = await proposeChange(c, 'partyA', ([a, b]) => [a!, { ...b!, days: 20 }]);
    for (const answer of [
      call('project.coop.agreeChange', { projectId: c.projectId, changeId: change.id }, stranger.token),
      refuse(c, change, stranger),
      cancelA(c, change, stranger),
      cancelB(c, change, stranger),
      call('project.coop.queryChange', { projectId: c.projectId }, stranger.token),
      call('project.coop.changeRefund', { projectId: c.projectId }, stranger.token),
      call('project.coop.changeRecoverDocs', { projectId: c.projectId }, stranger.token),
    ])
      expect(await codeOf(answer)).toBe(404);
    expect(await codeOf(call('project.coop.agreeChange', { projectId: c.projectId, changeId: change.id }, c.partyA.token))).toBe(ERRORS.CHANGE_WAITING_B.code);
    expect(await codeOf(refuse(c, change, c.partyA))).toBe(ERRORS.CHANGE_WAITING_B.code);
    expect(await codeOf(cancelA(c, change, c.partyB))).toBe(ERRORS.PROCESS_WRONG_ACTOR.code);
    expect(await codeOf(cancelB(c, change, c.partyB))).toBe(ERRORS.CHANGE_WAITING_B.code);
    expect(await codeOf(call('project.coop.agreeChange', { projectId: c.projectId, changeId: '01JAAAAAAAAAAAAAAAAAAAAAAA' }, c.partyB.token))).toBe(404);
    ok(await cancelA(c, change, c.partyA), 'cancel');
    expect(await codeOf(call('project.coop.agreeChange', { projectId: c.projectId, changeId: change.id }, c.partyB.token))).toBe(ERRORS.CHANGE_CLOSED.code);
    expect((await queryChange(c)).change).toMatchObject({ id: change.id, state: 'CANCELLED' });
  });
});

describe('an unanswered change', () => {
  it('lapses after the days allowed on the test clock, and the phases go on', async () => {
    const c = await fundedCooperation({ phases: TWO_PHASES });
    const change = await proposeChange(c, 'partyA', ([a, b]) => [a!, { ...b!, days: 20 }]);
    ok(await call('project.devSweep', { now: Date.now() + DAY, objectIds: [c.projectId] }), 'sweep early');
    expect((await queryChange(c)).change!.state).toBe('A_PROPOSED');
    ok(await call('project.devSweep', { now: change.expireAt! + 60_000, objectIds: [c.projectId] }), 'sweep');
    expect((await queryChange(c)).change!.state).toBe('EXPIRED');
    expect((await coopInfo(c)).matter).toBeUndefined();
    expect((await backlog(c.partyA)).some((b) => b.type === 'CHANGE_ENDED')).toBe(true);
    ok(await call('project.coop.goCheck', { projectId: c.projectId, phase: 1 }, c.partyB.token), 'go check');
  });
});

describe('a cooperation whose phases began on phase process version 2', () => {
  it('keeps each kept phase on its version; a phase the change adds follows the newest', async () => {
    const c = await fundedCooperation({ phases: TWO_PHASES });
    await fundWallet(c.partyA, 10_000);
    for (const index of [1, 2]) await ddb.send(new UpdateCommand({ TableName: table(), Key: phaseKey(c.projectId, index), UpdateExpression: 'SET processVersion = :v', ExpressionAttributeValues: { ':v': 2 } }));
    const change = await proposeChange(c, 'partyA', (phases) => [...phases, { name: '验收支持', amount: 10_000, days: 2, deliverables: '说明' }]);
    expect((await agreeChange(c, change)).state).toBe('EFFECTIVE');
    expect((await getPhase(c.projectId, 1))!.processVersion).toBe(2);
    expect((await getPhase(c.projectId, 3))!.processVersion).toBe(3);
    ok(await call('project.coop.goCheck', { projectId: c.projectId, phase: 1 }, c.partyB.token), 'go check');
  });
});
