/**
 * What may be started when, termination by agreement and recovery through the HTTP routes (docs/cooperation.md
 * "Termination"): the offers of can_select_change_and_terminate; a negotiation countered and agreed, its split posted
 * exactly to the fen (party B's share less the fee, the rest to party A) with the cooperation, the project and the
 * history; a refusal (the phases go on, the refusal's time kept for a dispute); a direct request that cannot be
 * countered; party B's leader's call; the unanswered proposal withdrawn by its timer; recovery reversing the settlement
 * exactly, refused when a wallet is short or the window passed; a project on process version 1 upgraded as it is
 * terminated; the dispute's `terminateWithSplit`; and every refusal of every call.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ERRORS } from '../../shared/errors.js';
import { phaseServiceFeeOf, TERMINATION_LIMITS } from '../../shared/limits.js';
import type { Page } from '../../shared/envelope.js';
import type { CooperationCard } from '../../shared/schemas/cooperation.js';
import type { CreditHistory, HistoryRecord, PartyPerformance, ProjectOverview, ProjectPerformance, PublicHistoryRecord } from '../../shared/schemas/history.js';
import type { TerminationAnswer } from '../../shared/schemas/termination.js';
import { ddb, table } from '../../functions/lib/store/client.js';
import { walletAccountId } from '../../functions/wallet/public.js';
import { cooperationStep, getCooperation, getPhase } from '../../functions/project/cooperation/store.js';
import { terminateWithSplit } from '../../functions/project/cooperation/termination.js';
import { withMatter } from '../../functions/project/cooperation/matters.js';
import { commit, getProject } from '../../functions/project/store.js';
import { projectKey } from '../../functions/project/keys.js';
import { call } from '../support/api.js';
import { coopInfo, deliverPhase, fundedCooperation, startedCooperation, type Agreed } from '../support/cooperation.js';
import { balanceOf } from '../support/ledger.js';
import { addBankCard, newRequestId, PAY_PASSWORD, setPayPassword } from '../support/money.js';
import { newPerson, type TestPerson } from '../support/people.js';
import { ok } from '../support/projects.js';
import { personDocument, teamCooperation } from '../support/documents.js';
import { agreeToTerminate, askRecovery, proposeTermination, terminate, terminationOf } from '../support/termination.js';

const DAY = 86_400_000;
const PHASES = [
  { name: '设计', amount: 300_000, days: 5, deliverables: '设计稿' },
  { name: '开发', amount: 400_000, days: 10, deliverables: '源码' },
];

const walletOf = (person: { userId: string }) => balanceOf(walletAccountId('PERSONAGE', person.userId)).then((b) => b.available);
const backlog = async (as: TestPerson) => ok<{ records: { title: string; content: string; todo: boolean }[] }>(await call('project.backlog', { current: 1, size: 50 }, as.token), 'backlog').records;
const wallets = async (c: Agreed) => ({ a: await walletOf(c.partyA), b: await walletOf(c.partyB) });

/** A cooperation of two phases, both funded at once (¥7,000.00 in escrow), phase 1 being written. */
const running = async () => {
  const c = await fundedCooperation({ phases: PHASES, escrowPlan: 'ALL_AT_ONCE' });
  await setPayPassword(c.partyB);
  return c;
};

describe('what may be started when (can_select_change_and_terminate)', () => {
  it('offers 需求变更 and 终止合作 to either side while the cooperation runs with no matter open, each refusal with its reason', { timeout: 120_000 }, async () => {
    const c = await running();
    const stranger = await newPerson();
    const a = await terminationOf(c, 'partyA');
    expect(a.change).toMatchObject({ offered: true, phases: [1, 2] });
    expect(a.terminate).toMatchObject({ offered: true });
    expect(a.inEscrow).toBe(700_000);
    expect(a.actions.map((x) => x.name)).toEqual(['negotiateByA', 'requestByA']);
    const b = await terminationOf(c, 'partyB');
    expect(b.change).toMatchObject({ offered: true, phases: [1, 2] });
    expect(b.terminate.offered).toBe(true);
    expect((await call('project.coop.canSelect', { projectId: c.projectId }, stranger.token)).body.code).toBe(404);
    await proposeTermination(c, 'partyA', 200_000);
    const held = await terminationOf(c, 'partyA');
    expect(held.change).toMatchObject({ offered: false, reason: '项目正在终止合作，处理完毕后才能发起' });
    expect(held.terminate.offered).toBe(false);
    expect(held.matter).toMatchObject({ kind: 'TERMINATION', side: 'partyA' });
    // The phases are held meanwhile.
    expect((await call('project.coop.goCheck', { projectId: c.projectId, phase: 1 }, c.partyB.token)).body.code).toBe(ERRORS.COOPERATION_HELD.code);
    expect((await coopInfo(c)).actions).toEqual([]);
  });
});

describe('termination by agreement', () => {
  it('negotiates (counter-proposal, versioned) and ends on the agreed split, exact to the fen, with the project, the records and the history', { timeout: 180_000 }, async () => {
    const c = await running();
    // Phase 1 accepted first: it keeps its payment; the split is of what escrow still holds (phase 2's ¥4,000.00).
    await deliverPhase(c, 1);
    ok(await call('project.coop.acceptancePass', { projectId: c.projectId, phase: 1 }, c.partyA.token), 'accept 1');
    const before = await wallets(c);
    await proposeTermination(c, 'partyA', 100_000);
    const seen = await terminationOf(c, 'partyB');
    expect(seen.termination).toMatchObject({ state: 'WAIT_B', stateLabel: '待乙方答复', kind: 'NEGOTIATE', negotiable: true, proposal: { version: 1, toB: 100_000, escrow: 400_000, toA: 300_000 } });
    expect(seen.actions.map((x) => x.name)).toEqual(['counterByB', 'agreeByB', 'refuseByB']);
    // Party B counters: ¥2,500.00 of the ¥4,000.00.
    const countered = ok<TerminationAnswer>(
      await call('project.coop.terminateNegotiate', { projectId: c.projectId, version: 1, reason: '已完成开发的一半以上', toB: 250_000, escrow: 400_000 }, c.partyB.token),
      'counter',
    );
    expect(countered.termination).toMatchObject({ state: 'WAIT_A', proposal: { version: 2, by: 'partyB', toB: 250_000 } });
    // Agreeing to the old version is stale.
    expect((await call('project.coop.agreeTerminate', { projectId: c.projectId, version: 1, requestId: newRequestId() }, c.partyA.token)).body.code).toBe(ERRORS.STALE_DATA.code);
    const requestId = newRequestId();
    const ended = await agreeToTerminate(c, 'partyA', requestId);
    expect(ended.termination).toMatchObject({ state: 'TERMINATED', settled: { toB: 250_000, toA: 150_000 } });
    const fee = phaseServiceFeeOf(250_000);
    const after = await wallets(c);
    expect(after.b - before.b).toBe(250_000 - fee);
    expect(after.a - before.a).toBe(150_000);
    // Repeating the request answers as the first and moves nothing.
    ok(await call('project.coop.agreeTerminate', { projectId: c.projectId, version: 2, requestId }, c.partyA.token), 'again');
    expect(await wallets(c)).toEqual(after);
    const detail = await coopInfo(c);
    expect(detail).toMatchObject({ state: 'TERMINATED', stateLabel: '已终止', terminationReason: '已完成开发的一半以上', terminationKind: '协商终止', actions: [] });
    expect(detail.money.inEscrow).toBe(0);
    expect(detail.money.paid + detail.money.fees + detail.money.refunded).toBe(detail.money.funded);
    expect((await getProject(c.projectId))!.state).toBe('TERMINATED');
    // The phases stay as they were and move no more.
    expect(detail.phases.map((p) => p.state)).toEqual(['ACCEPTED', 'COMPILING']);
    expect((await call('project.coop.goCheck', { projectId: c.projectId, phase: 2 }, c.partyB.token)).body.code).toBe(ERRORS.COOPERATION_NOT_RUNNING.code);
    expect((await call('project.coop.toPartyBHandover', { projectId: c.projectId, message: '资料' }, c.partyA.token)).body.code).toBe(ERRORS.COOPERATION_NOT_RUNNING.code);
    // Lists, history, performance and credit of both parties.
    const list = ok<Page<CooperationCard>>(await call('project.coop.list', { tab: 'terminated', current: 1, size: 10 }, c.partyB.token), 'terminated list');
    expect(list.records.map((r) => r.projectId)).toEqual([c.projectId]);
    const history = ok<Page<HistoryRecord>>(await call('project.historyTerminated', { current: 1, size: 10 }, c.partyB.token), 'history');
    expect(history.records[0]).toMatchObject({ projectId: c.projectId, state: 'TERMINATED', side: 'partyB', terminationReason: '已完成开发的一半以上', onTimePhases: 1, delayRate: 0 });
    const open = ok<Page<PublicHistoryRecord>>(await call('project.partyHistoryTerminated', { id: c.partyB.userId, type: 'PERSONAGE', current: 1, size: 10 }), 'public');
    expect(open.records[0]).toMatchObject({ state: 'TERMINATED', terminationReason: '协商终止' });
    const performance = ok<ProjectPerformance>(await call('project.projectPerformance', { projectId: c.projectId }, c.partyA.token), 'project performance');
    expect(performance).toMatchObject({ state: 'TERMINATED', stateLabel: '已终止', terminationReason: '已完成开发的一半以上', onTimePhases: 1, delayRate: 0 });
    const all = ok<Page<ProjectOverview>>(await call('project.allProjects', { current: 1, size: 10 }, c.partyA.token), 'all projects');
    expect(all.records.find((r) => r.projectId === c.projectId)).toMatchObject({ state: 'TERMINATED', stateLabel: '已终止' });
    const center = ok<{ cooperateTerminatedProject: number }>(await call('content.centerCount', {}, c.partyB.token), 'center count');
    expect(center.cooperateTerminatedProject).toBe(1);
    const perfA = ok<PartyPerformance>(await call('project.partyPerformance', { months: 12 }, c.partyA.token), 'performance');
    expect(perfA.counts).toMatchObject({ terminated: 1, ongoing: 0 });
    expect(perfA.refunded).toBe(150_000);
    // Party A opened it: −5 to party A; party B has its on-time phase only.
    const creditA = ok<CreditHistory>(await call('project.creditHistory', { current: 1, size: 10 }, c.partyA.token), 'credit A');
    expect(creditA.records[0]!.items).toContainEqual(expect.objectContaining({ kind: 'terminated', points: -5 }));
    const creditB = ok<CreditHistory>(await call('project.creditHistory', { current: 1, size: 10 }, c.partyB.token), 'credit B');
    expect(creditB.records[0]!.items.map((i) => i.kind)).toEqual(['onTimePhase']);
  });

  it('refuses: the matter closes, the phases go on, the refusal is kept for a dispute, and a new proposal may follow', { timeout: 120_000 }, async () => {
    const c = await running();
    await deliverPhase(c, 1);
    await proposeTermination(c, 'partyB', 700_000);
    // Party A is asked (a to-do, pushed); party B's own opening is no to-do of its own.
    expect((await backlog(c.partyA)).find((b) => b.title.startsWith('乙方协商终止'))).toMatchObject({ todo: true });
    const refused = ok<TerminationAnswer>(await call('project.coop.refuseTerminate', { projectId: c.projectId, version: 1, reason: '交付物不完整' }, c.partyA.token), 'refuse');
    expect(refused.termination).toMatchObject({ state: 'REFUSED', refuseReason: '交付物不完整' });
    expect(refused.matter).toBeUndefined();
    // Party A's to-do is settled by its answer; party B hears of the refusal.
    expect((await backlog(c.partyA)).find((b) => b.title.startsWith('乙方协商终止'))).toMatchObject({ todo: false });
    expect((await backlog(c.partyB)).find((b) => b.title.startsWith('甲方拒绝终止'))).toMatchObject({ content: expect.stringContaining('交付物不完整') });
    const coop = (await getCooperation(c.projectId))!;
    expect(coop.terminationRefusedAt).toBeGreaterThan(Date.now() - 60_000);
    // The phase waiting for acceptance got its full acceptance time again.
    expect((await getPhase(c.projectId, 1))!.autoAcceptAt).toBeGreaterThan(Date.now() + 13 * DAY);
    ok(await call('project.coop.acceptancePass', { projectId: c.projectId, phase: 1 }, c.partyA.token), 'accept after');
    expect((await terminationOf(c, 'partyB')).terminate.offered).toBe(true);
  });

  it('a direct request (start_terminated_project) is agreed or refused, not countered; party B’s leader’s call is party B’s only', { timeout: 120_000 }, async () => {
    const c = await running();
    expect((await call('project.coop.leaderTerminate', { projectId: c.projectId, reason: '终止', toB: 0, escrow: 700_000 }, c.partyA.token)).body.code).toBe(ERRORS.PROCESS_WRONG_ACTOR.code);
    const asked = await proposeTermination(c, 'partyB', 0, 'leader');
    expect(asked.termination).toMatchObject({ kind: 'LEADER', negotiable: false, state: 'WAIT_A' });
    const counter = await call('project.coop.terminateNegotiate', { projectId: c.projectId, version: 1, reason: '再议', toB: 100, escrow: 700_000 }, c.partyA.token);
    expect(counter.body.code).toBe(ERRORS.TERMINATION_NOT_NEGOTIABLE.code);
    // Party B asked: it cannot answer itself; a second opening waits.
    expect((await call('project.coop.agreeTerminate', { projectId: c.projectId, version: 1, requestId: newRequestId() }, c.partyB.token)).body.code).toBe(ERRORS.TERMINATION_WAITING.code);
    expect((await call('project.coop.startTerminate', { projectId: c.projectId, reason: '再次', toB: 0, escrow: 700_000 }, c.partyA.token)).body.code).toBe(ERRORS.TERMINATION_WAITING.code);
    const before = await wallets(c);
    await agreeToTerminate(c, 'partyA');
    const after = await wallets(c);
    expect(after.a - before.a).toBe(700_000);
    expect(after.b).toBe(before.b);
  });

  it('refuses a share beyond escrow (102118), an escrow the page read wrong (102114), staff and strangers', { timeout: 120_000 }, async () => {
    const c = await running();
    const stranger = await newPerson();
    const beyond = await call('project.coop.startTerminateNegotiate', { projectId: c.projectId, reason: '终止', toB: 700_001, escrow: 700_000 }, c.partyA.token);
    expect(beyond.body.code).toBe(ERRORS.TERMINATION_SPLIT_INVALID.code);
    const stale = await call('project.coop.startTerminateNegotiate', { projectId: c.projectId, reason: '终止', toB: 1, escrow: 600_000 }, c.partyA.token);
    expect(stale.body.code).toBe(ERRORS.TERMINATION_ESCROW_CHANGED.code);
    expect((await call('project.coop.startTerminateNegotiate', { projectId: c.projectId, reason: '终止', toB: 1, escrow: 700_000 }, stranger.token)).body.code).toBe(404);
    expect((await call('project.coop.startTerminateNegotiate', { projectId: c.projectId, reason: '', toB: 1, escrow: 700_000 }, c.partyA.token)).body.code).toBe(400);
    expect((await call('project.coop.startTerminateNegotiate', { projectId: c.projectId, reason: '终止', toB: -1, escrow: 700_000 }, c.partyA.token)).body.code).toBe(400);
    // Nothing proposed: no answer.
    expect((await call('project.coop.refuseTerminate', { projectId: c.projectId, version: 1, reason: '不' }, c.partyB.token)).body.code).toBe(ERRORS.TERMINATION_NOT_PROPOSED.code);
    expect((await call('project.coop.recover', { projectId: c.projectId }, c.partyB.token)).body.code).toBe(ERRORS.TERMINATION_NOT_PROPOSED.code);
    expect((await getCooperation(c.projectId))!.matter).toBeUndefined();
  });

  it('withdraws a proposal nobody answers within the days allowed: the matter closes, the phases go on', { timeout: 120_000 }, async () => {
    const c = await running();
    await proposeTermination(c, 'partyA', 100);
    ok(await call('project.devSweep', { now: Date.now() + (TERMINATION_LIMITS.answerDays - 1) * DAY, objectIds: [c.projectId] }), 'sweep early');
    expect((await terminationOf(c)).termination!.state).toBe('WAIT_B');
    ok(await call('project.devSweep', { now: Date.now() + TERMINATION_LIMITS.answerDays * DAY + 60_000, objectIds: [c.projectId] }), 'sweep');
    const t = await terminationOf(c);
    expect(t.termination!.state).toBe('WITHDRAWN');
    expect(t.matter).toBeUndefined();
    ok(await call('project.coop.goCheck', { projectId: c.projectId, phase: 1 }, c.partyB.token), 'go on');
  });
});

describe('recovery', () => {
  it('reverses the settlement exactly in one posting and returns the cooperation to where it stood, its history taken back', { timeout: 180_000 }, async () => {
    const c = await running();
    const start = await wallets(c);
    await terminate(c, 300_000);
    // Nothing asked yet: only asking is open from 已终止 (its refusal of every other move).
    expect((await call('project.coop.recover', { projectId: c.projectId, answer: 'AGREE', payPassword: PAY_PASSWORD }, c.partyB.token)).body.code).toBe(ERRORS.COOPERATION_NOT_RUNNING.code);
    // Party B asks (it returns what it received: its pay password).
    expect((await call('project.coop.recover', { projectId: c.projectId }, c.partyB.token)).body.code).toBe(ERRORS.PAY_PASSWORD_WRONG.code);
    const asked = await askRecovery(c, 'partyB');
    expect(asked.termination).toMatchObject({ state: 'RECOVER_WAIT_A' });
    expect((await call('project.coop.recover', { projectId: c.projectId, answer: 'AGREE', payPassword: PAY_PASSWORD }, c.partyB.token)).body.code).toBe(ERRORS.TERMINATION_WAITING.code);
    ok(await call('project.coop.recover', { projectId: c.projectId, answer: 'AGREE', payPassword: PAY_PASSWORD }, c.partyA.token), 'agree recovery');
    expect(await wallets(c)).toEqual(start);
    const detail = await coopInfo(c);
    expect(detail).toMatchObject({ state: 'COOPERATING', current: 1 });
    expect(detail.money.inEscrow).toBe(700_000);
    expect(detail.phases.map((p) => p.state)).toEqual(['COMPILING', 'PENDING']);
    expect((await getProject(c.projectId))!.state).toBe('COOPERATING');
    const perf = ok<PartyPerformance>(await call('project.partyPerformance', { months: 12 }, c.partyA.token), 'performance');
    expect(perf.counts).toMatchObject({ terminated: 0, ongoing: 1 });
    const credit = ok<CreditHistory>(await call('project.creditHistory', { current: 1, size: 10 }, c.partyA.token), 'credit');
    expect(credit.points).toBe(0);
    ok(await call('project.coop.goCheck', { projectId: c.projectId, phase: 1 }, c.partyB.token), 'phases go on');
  });

  it('is refused when a wallet no longer holds its share (nothing moves), refused by the other side, and past its window', { timeout: 180_000 }, async () => {
    const c = await running();
    await terminate(c, 0);
    // Party A asks (its ¥7,000.00 came back: it returns them), then withdraws what it holds.
    await askRecovery(c, 'partyA');
    const methodId = await addBankCard(c.partyA);
    const available = await walletOf(c.partyA);
    ok(await call('wallet.withdraw', { amount: available, methodId, payPassword: PAY_PASSWORD, requestId: newRequestId() }, c.partyA.token), 'withdraw');
    const before = await wallets(c);
    const short = await call('project.coop.recover', { projectId: c.projectId, answer: 'AGREE' }, c.partyB.token);
    expect(short.body.code).toBe(ERRORS.RECOVERY_FUNDS_SHORT.code);
    expect(await wallets(c)).toEqual(before);
    expect((await coopInfo(c)).state).toBe('TERMINATED');
    ok(await call('project.coop.recover', { projectId: c.projectId, answer: 'REFUSE' }, c.partyB.token), 'refuse recovery');
    expect((await terminationOf(c)).termination!.state).toBe('TERMINATED');
    // Past the window: settled more than 15 days ago.
    const coop = (await getCooperation(c.projectId))!;
    const old = { ...coop.termination!, settled: { ...coop.termination!.settled!, time: Date.now() - (TERMINATION_LIMITS.recoverDays + 1) * DAY } };
    await commit([cooperationStep(coop, { ...coop, termination: old }).step]);
    expect((await call('project.coop.recover', { projectId: c.projectId, payPassword: PAY_PASSWORD }, c.partyA.token)).body.code).toBe(ERRORS.RECOVERY_WINDOW_PASSED.code);
  });

  it('is none of a termination that follows it: a new proposal and the dispute’s ending show no recovery of the one before', { timeout: 180_000 }, async () => {
    const c = await running();
    await terminate(c, 100_000);
    await askRecovery(c, 'partyA');
    ok(await call('project.coop.recover', { projectId: c.projectId, answer: 'AGREE', payPassword: PAY_PASSWORD, requestId: newRequestId() }, c.partyB.token), 'agree recovery');
    expect((await terminationOf(c)).termination).toMatchObject({ state: 'RECOVERED', recovery: { by: 'partyA' }, recoveredAt: expect.any(Number) });
    // Ended again by the dispute's decision (it keeps the termination's id): the view is the new ending's only.
    await terminateWithSplit((await getCooperation(c.projectId))!, { toB: 50_000, reason: '平台裁决', by: 'platform', requestId: `dispute-${newRequestId()}` }, Date.now());
    const ended = (await terminationOf(c)).termination!;
    expect(ended).toMatchObject({ state: 'TERMINATED', kind: 'DECISION', recoverUntil: expect.any(Number) });
    expect({ recovery: ended.recovery, recoveredAt: ended.recoveredAt }).toEqual({ recovery: undefined, recoveredAt: undefined });
    const stored = (await getCooperation(c.projectId))!.termination!;
    expect({ recovery: stored.recovery, recoveredAt: stored.recoveredAt, recoveryRequestId: stored.recoveryRequestId }).toEqual({ recovery: undefined, recoveredAt: undefined, recoveryRequestId: undefined });
    // Recovered again, then a new proposal: nothing of the recoveries before.
    await askRecovery(c, 'partyA');
    ok(await call('project.coop.recover', { projectId: c.projectId, answer: 'AGREE', payPassword: PAY_PASSWORD }, c.partyB.token), 'agree recovery again');
    const proposed = (await proposeTermination(c, 'partyB', 0)).termination!;
    expect(proposed).toMatchObject({ state: 'WAIT_A', proposal: { version: 1 } });
    expect({ recovery: proposed.recovery, recoveredAt: proposed.recoveredAt }).toEqual({ recovery: undefined, recoveredAt: undefined });
  });
});

describe('the documents of a terminated cooperation', () => {
  it('are read-only: the running phase’s edit lock, saves and submission are refused (102111), a lock taken before included', { timeout: 180_000 }, async () => {
    const c = await personDocument();
    // Party B writes a first draft, holding the lock as the cooperation ends.
    ok(await call('project.docRequestEdit', { projectId: c.projectId, taskId: c.taskId }, c.partyB.token), 'request edit');
    ok(await call('project.docSave', { projectId: c.projectId, taskId: c.taskId, baseVersion: 0, html: '<p>初稿</p>' }, c.partyB.token), 'save');
    await terminate(c, 0);
    const code = async (a: Promise<{ body: { code: number } }>) => (await a).body.code;
    expect(await code(call('project.docSave', { projectId: c.projectId, taskId: c.taskId, baseVersion: 1, html: '<p>终止后改写</p>' }, c.partyB.token))).toBe(ERRORS.COOPERATION_NOT_RUNNING.code);
    expect(await code(call('project.docRequestEdit', { projectId: c.projectId, taskId: c.taskId }, c.partyB.token))).toBe(ERRORS.COOPERATION_NOT_RUNNING.code);
    expect(await code(call('project.docExitEdit', { projectId: c.projectId, taskId: c.taskId, submit: true }, c.partyB.token))).toBe(ERRORS.COOPERATION_NOT_RUNNING.code);
    const doc = ok<{ version?: number; html?: string }>(await call('project.docQuery', { projectId: c.projectId, taskId: c.taskId }, c.partyB.token), 'query');
    expect({ version: doc.version, html: doc.html }).toEqual({ version: 1, html: '<p>初稿</p>' });
  });
});

describe('a team as party B', () => {
  it('its leader (the administrator) ends party B’s side with leader_terminated_project; a member who only writes may not', { timeout: 180_000 }, async () => {
    const c = await teamCooperation({ members: 1 });
    const [member] = c.members;
    const refused = await call('project.coop.leaderTerminate', { projectId: c.projectId, reason: '团队无法继续', toB: 100_000, escrow: 300_000 }, member!.token);
    expect(refused.body.code).toBe(ERRORS.PROCESS_WRONG_ACTOR.code);
    // A member reads the offers (staff of party B) but is offered nothing.
    const seen = ok<TerminationAnswer>(await call('project.coop.canSelect', { projectId: c.projectId }, member!.token), 'member reads');
    expect(seen.terminate).toMatchObject({ offered: false, reason: '只有甲方或乙方负责人可以发起终止合作' });
    expect(seen.change).toMatchObject({ offered: false, reason: '只有甲方或乙方负责人可以发起需求变更' });
    expect(seen.actions).toEqual([]);
    await proposeTermination(c, 'partyB', 100_000, 'leader');
    const team = (await getCooperation(c.projectId))!.partyB;
    const before = (await balanceOf(walletAccountId(team.type, team.id))).available;
    await agreeToTerminate(c, 'partyA');
    expect((await balanceOf(walletAccountId(team.type, team.id))).available - before).toBe(100_000 - phaseServiceFeeOf(100_000));
    expect((await coopInfo(c)).terminationKind).toBe('乙方负责人终止');
  });
});

describe('request ids', () => {
  it('a client naming a phase acceptance’s id for its agreement takes nothing of that acceptance', { timeout: 180_000 }, async () => {
    const c = await running();
    await proposeTermination(c, 'partyA', 0);
    // The platform's id of phase 1's acceptance, in the same escrow's scope.
    await agreeToTerminate(c, 'partyB', `accept-${c.projectId}-01`);
    await askRecovery(c, 'partyA');
    ok(await call('project.coop.recover', { projectId: c.projectId, answer: 'AGREE' }, c.partyB.token), 'agree recovery');
    await deliverPhase(c, 1);
    const before = await walletOf(c.partyB);
    ok(await call('project.coop.acceptancePass', { projectId: c.projectId, phase: 1 }, c.partyA.token), 'accept');
    expect((await walletOf(c.partyB)) - before).toBe(300_000 - phaseServiceFeeOf(300_000));
  });
});

describe('ending through the dispute’s decision and on process version 1', () => {
  it('terminateWithSplit closes whatever matter is open, posts the split and upgrades a version-1 project to version 2 in the same write', { timeout: 120_000 }, async () => {
    const c = await running();
    // A project started before terminations existed: stored without a version (read as version 1).
    await ddb.send(new UpdateCommand({ TableName: table(), Key: projectKey(c.projectId), UpdateExpression: 'REMOVE processVersion' }));
    expect((await getProject(c.projectId))!.processVersion).toBeUndefined();
    const before = await wallets(c);
    let coop = (await getCooperation(c.projectId))!;
    await commit([cooperationStep(coop, withMatter(coop, { kind: 'DISPUTE', id: 'dispute-1', side: 'partyB', since: Date.now() })).step]);
    coop = (await getCooperation(c.projectId))!;
    const ended = await terminateWithSplit(coop, { toB: 500_000, reason: '纠纷处理裁决', by: 'platform', requestId: newRequestId() }, Date.now());
    expect(ended).toMatchObject({ state: 'TERMINATED', endedBy: 'platform', terminationKind: '纠纷裁决终止' });
    expect(ended.matter).toBeUndefined();
    const project = (await getProject(c.projectId))!;
    expect(project).toMatchObject({ state: 'TERMINATED', processVersion: 2 });
    const after = await wallets(c);
    expect(after.b - before.b).toBe(500_000 - phaseServiceFeeOf(500_000));
    expect(after.a - before.a).toBe(200_000);
    // A decision costs neither side's credit.
    const credit = ok<CreditHistory>(await call('project.creditHistory', { current: 1, size: 10 }, c.partyA.token), 'credit');
    expect(credit.records[0]!.items.some((i) => i.kind === 'terminated')).toBe(false);
  });

  it('a cooperation waiting for its first escrow ends with nothing to split', { timeout: 120_000 }, async () => {
    const c = await startedCooperation({ phases: PHASES });
    await setPayPassword(c.partyB);
    await proposeTermination(c, 'partyB', 0, 'request');
    await agreeToTerminate(c, 'partyA');
    expect((await coopInfo(c)).state).toBe('TERMINATED');
  });
});
