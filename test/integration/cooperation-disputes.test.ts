/**
 * A cooperation's disputes (纠纷, issue 30; docs/cooperation.md "Disputes") through the HTTP routes and the test clock:
 * the window (`verify_over_dispute_last_time`) after party A's second acceptance no-pass; opening one holds the phases;
 * evidence with private files seen by the two parties and the desk only; the desk takes, asks and rules — 验收通过 paid
 * to the fen in one posting, idempotent, 继续修改 going on — and the opener withdraws; timers take a case nobody took,
 * close one whose opener fell silent and escalate a ruling that does not come; every call's refusals.
 */
import { vi } from 'vitest';
import type { Page } from '../../shared/envelope.js';
import { ERRORS } from '../../shared/errors.js';
import { DISPUTE, phaseServiceFeeOf } from '../../shared/limits.js';
import type { CooperationDetail } from '../../shared/schemas/cooperation.js';
import type { DeskDisputeRow, DisputeCase, DisputeView, DisputeWindow } from '../../shared/schemas/cooperation-dispute.js';
import type { WalletInfo } from '../../shared/schemas/wallet.js';
import { queryAll } from '../../functions/lib/store/client.js';
import { getCooperation, getPhase } from '../../functions/project/cooperation/store.js';
import { escrowAccountId } from '../../functions/wallet/public.js';
import { call } from '../support/api.js';
import { fundedCooperation } from '../support/cooperation.js';
import { deskStaff, openAcceptanceDispute, takeDispute, twiceRefused, type Disputable } from '../support/disputes.js';
import { newRequestId } from '../support/money.js';
import { newPerson, type TestPerson } from '../support/people.js';
import { ok } from '../support/projects.js';
import { disputeCommand } from '../../infra/scripts/disputes.js';
import { proposeTermination } from '../support/termination.js';
import { uploadAs } from '../support/uploads.js';

const DAY = 86_400_000;
const codeOf = async (answer: Promise<{ body: { code: number } }>) => (await answer).body.code;
const verify = async (c: Disputable, as: TestPerson) => ok<DisputeWindow>(await call('project.dispute.verify', { projectId: c.projectId }, as.token), 'verify');
const detail = async (c: Disputable, as: TestPerson, disputeId?: string) => ok<DisputeView>(await call('project.dispute.detail', { projectId: c.projectId, ...(disputeId ? { disputeId } : {}) }, as.token), 'detail');
const info = async (c: Disputable, as: TestPerson = c.partyA) => ok<CooperationDetail>(await call('project.coop.info', { projectId: c.projectId }, as.token), 'info');
const available = async (as: TestPerson) => ok<WalletInfo>(await call('wallet.info', {}, as.token), 'wallet').available;
const sweep = async (c: Disputable, now: number) => ok(await call('project.devSweep', { now, objectIds: [c.projectId] }), 'sweep');
/** The escrow account's ledger entries (one per posting that moved it). */
const escrowEntries = async (projectId: string) =>
  (await queryAll({ KeyConditionExpression: 'pk = :pk AND begins_with(sk, :e)', ExpressionAttributeValues: { ':pk': `ACCT#${escrowAccountId(projectId)}`, ':e': 'E#' }, ConsistentRead: true })).length;

describe('the dispute window', () => {
  it('is read as none (null) by the two sides of a cooperation never disputed, and as nothing (404) by a stranger', { timeout: 60_000 }, async () => {
    const c = await fundedCooperation();
    const stranger = await newPerson();
    for (const side of [c.partyA, c.partyB]) expect(ok<DisputeView | null>(await call('project.dispute.detail', { projectId: c.projectId }, side.token), 'detail')).toBeNull();
    expect(await codeOf(call('project.dispute.detail', { projectId: c.projectId }, stranger.token))).toBe(404);
  });

  it('opens to both sides after party A’s second acceptance no-pass, and says why not before', { timeout: 90_000 }, async () => {
    const early = await fundedCooperation();
    const before = await verify(early, early.partyB);
    expect(before).toMatchObject({ canOpen: false, over: true, reason: expect.stringContaining(`满${DISPUTE.acceptanceNoPasses}次`) });
    expect(await codeOf(call('project.dispute.open', { projectId: early.projectId, kind: 'ACCEPTANCE', claim: '说明' }, early.partyB.token))).toBe(ERRORS.DISPUTE_WINDOW_CLOSED.code);

    const c = await twiceRefused();
    const [asA, asB] = await Promise.all([verify(c, c.partyA), verify(c, c.partyB)]);
    for (const w of [asA, asB]) expect(w).toMatchObject({ canOpen: true, over: false, kind: 'ACCEPTANCE', kindLabel: '验收争议' });
    expect(asB.lastTime).toBeGreaterThan(Date.now() + (DISPUTE.windowDays - 1) * DAY);
    // A stranger is told nothing; no termination was refused, so no termination dispute.
    expect(await codeOf(call('project.dispute.verify', { projectId: c.projectId }, (await newPerson()).token))).toBe(404);
    expect(await codeOf(call('project.dispute.open', { projectId: c.projectId, kind: 'TERMINATION', claim: '说明' }, c.partyB.token))).toBe(ERRORS.DISPUTE_WINDOW_CLOSED.code);
    // A split asked beyond what escrow holds (phase 1's 1,200.00 is all it holds).
    expect(await codeOf(call('project.dispute.open', { projectId: c.projectId, kind: 'ACCEPTANCE', claim: '说明', askedToB: 120_001 }, c.partyB.token))).toBe(ERRORS.DISPUTE_SPLIT_INVALID.code);
  });
});

describe('an open dispute', () => {
  it('holds the phases, takes evidence with private files from the two sides only, and is one at a time', { timeout: 120_000 }, async () => {
    const c = await twiceRefused();
    const [theirs, mine] = await Promise.all([uploadAs(c.partyA, 'dispute-file', '对比说明.pdf'), uploadAs(c.partyB, 'dispute-file', '交付清单.pdf')]);
    // Another's upload, or another kind, is refused naming the file.
    const foreign = await call('project.dispute.open', { projectId: c.projectId, kind: 'ACCEPTANCE', claim: '说明', files: [{ name: 'x.pdf', url: theirs.fileUrl, size: 10 }] }, c.partyB.token);
    expect(foreign.body).toMatchObject({ code: 400, data: { issues: [expect.objectContaining({ path: 'files.0.url' })] } });

    const opened = await openAcceptanceDispute(c, 'partyB', { askedToB: 100_000, files: [{ name: '交付清单.pdf', url: mine.fileUrl, size: 10 }] });
    expect(opened).toMatchObject({ state: 'OPEN', stateLabel: '待受理', kind: 'ACCEPTANCE', phase: 1, openedBy: 'partyB', askedToB: 100_000, inEscrow: 120_000 });
    expect(opened.actions.map((a) => a.name)).toEqual(['submitEvidence', 'withdraw']);
    // Held: party B's confirmation and party A's acceptance wait (102112 naming the dispute); a second dispute is refused.
    const held = await call('project.coop.ensureNoPass', { projectId: c.projectId, phase: 1 }, c.partyB.token);
    expect(held.body).toMatchObject({ code: ERRORS.COOPERATION_HELD.code, msg: expect.stringContaining('纠纷处理') });
    expect(await verify(c, c.partyA)).toMatchObject({ canOpen: false, reason: '该项目已有纠纷正在处理', open: { id: opened.id, state: 'OPEN' } });
    expect(await codeOf(call('project.dispute.open', { projectId: c.projectId, kind: 'ACCEPTANCE', claim: '再次申请' }, c.partyA.token))).toBe(ERRORS.DISPUTE_WINDOW_CLOSED.code);

    // Party A answers with its evidence; each side sees both, the files signed (never public under /files/).
    const answered = ok<DisputeView>(
      await call('project.dispute.evidence', { projectId: c.projectId, disputeId: opened.id, text: '两次验收均附有书面意见', files: [{ name: '对比说明.pdf', url: theirs.fileUrl, size: 10 }] }, c.partyA.token),
      'evidence',
    );
    expect(answered.entries.map((e) => [e.by, e.text])).toEqual([
      ['partyB', '甲方两次验收不通过，理由与约定的交付物不符'],
      ['partyA', '两次验收均附有书面意见'],
    ]);
    const seenByB = await detail(c, c.partyB);
    expect(seenByB.entries[1]!.files[0]!.url).toMatch(/X-Amz-Signature=/);
    // The site never serves a private kind under /files/; the signed address reads it.
    expect((await fetch(mine.fileUrl)).status).toBe(403);
    expect((await fetch(seenByB.entries[0]!.files[0]!.url)).status).toBe(200);
    // A stranger, and the desk's calls by a party, get nothing.
    const stranger = await newPerson();
    for (const route of ['project.dispute.detail', 'project.dispute.withdraw'] as const) expect(await codeOf(call(route, { projectId: c.projectId, disputeId: opened.id }, stranger.token))).toBe(404);
    expect(await codeOf(call('project.dispute.evidence', { projectId: c.projectId, disputeId: opened.id, text: '我也有证据' }, stranger.token))).toBe(404);
    for (const who of [c.partyA, c.partyB, stranger]) {
      expect((await call('project.desk.disputes', {}, who.token)).status).toBe(403);
      expect((await call('project.desk.case', { projectId: c.projectId, disputeId: opened.id }, who.token)).status).toBe(403);
    }
    // Only the opener withdraws.
    expect(await codeOf(call('project.dispute.withdraw', { projectId: c.projectId, disputeId: opened.id }, c.partyA.token))).toBe(ERRORS.DISPUTE_NOT_OPENER.code);
    // Blank evidence is refused as bad input.
    expect(await codeOf(call('project.dispute.evidence', { projectId: c.projectId, disputeId: opened.id, text: ' \u200b ' }, c.partyA.token))).toBe(400);
  });

  it('withdrawn by its opener lets the cooperation go on where it stood', { timeout: 90_000 }, async () => {
    const c = await twiceRefused();
    const opened = await openAcceptanceDispute(c, 'partyA');
    const withdrawn = ok<DisputeView>(await call('project.dispute.withdraw', { projectId: c.projectId, disputeId: opened.id }, c.partyA.token), 'withdraw');
    expect(withdrawn).toMatchObject({ state: 'WITHDRAWN', stateLabel: '已撤回', actions: [] });
    expect((await getCooperation(c.projectId))!.matter).toBeUndefined();
    ok(await call('project.coop.ensureNoPass', { projectId: c.projectId, phase: 1 }, c.partyB.token), 'ensure after');
    // Once withdrawn, the same ground is not disputed again; its moves are refused as ended.
    expect(await verify(c, c.partyB)).toMatchObject({ canOpen: false, reason: expect.stringContaining('已申请过平台介入') });
    expect(await codeOf(call('project.dispute.withdraw', { projectId: c.projectId, disputeId: opened.id }, c.partyA.token))).toBe(ERRORS.DISPUTE_ENDED.code);
  });
});

describe('the service desk', () => {
  it('lists it, shows the whole case, asks, and rules 验收通过: the phase paid to the fen in one posting, once', { timeout: 120_000 }, async () => {
    const [c, staff] = await Promise.all([twiceRefused(), deskStaff()]);
    const opened = await openAcceptanceDispute(c);
    const list = ok<Page<DeskDisputeRow>>(await call('project.desk.disputes', { size: 50 }, staff.token), 'list');
    expect(list.records.find((r) => r.id === opened.id)).toMatchObject({ projectId: c.projectId, state: 'OPEN', kind: 'ACCEPTANCE', escalated: false });
    // Evidence before the desk decides anything, a ruling before the case is taken: refused by the process.
    expect(await codeOf(call('project.desk.decide', { projectId: c.projectId, disputeId: opened.id, ruling: 'ACCEPT', reason: '理由', requestId: newRequestId() }, staff.token))).toBe(ERRORS.PROCESS_WRONG_STATE.code);
    const taken = await takeDispute(staff, c, opened.id);
    expect(taken).toMatchObject({ state: 'EVIDENCE', evidenceDue: expect.any(Number) });
    const asked = ok<DisputeView>(await call('project.desk.ask', { projectId: c.projectId, disputeId: opened.id, to: 'partyA', text: '请说明不通过的具体条款' }, staff.token), 'ask');
    expect(asked.entries.at(-1)).toMatchObject({ by: 'desk', to: 'partyA', byName: '合作云客服' });
    expect((await detail(c, c.partyA)).entries.at(-1)).toMatchObject({ by: 'desk', text: '请说明不通过的具体条款' });
    const whole = ok<DisputeCase>(await call('project.desk.case', { projectId: c.projectId, disputeId: opened.id }, staff.token), 'case');
    expect(whole.phases.map((p) => p.state)).toEqual(['REJECTED', 'PENDING']);
    expect(whole.records.filter((r) => r.kind === 'acceptanceNoPass')).toHaveLength(2);
    expect(whole.money.inEscrow).toBe(120_000);
    // A ruling the kind does not take, and a termination's split, are refused.
    expect(await codeOf(call('project.desk.decide', { projectId: c.projectId, disputeId: opened.id, ruling: 'CONTINUE', reason: '理由', requestId: newRequestId() }, staff.token))).toBe(ERRORS.DISPUTE_RULING_INVALID.code);

    const [bBefore, entriesBefore] = await Promise.all([available(c.partyB), escrowEntries(c.projectId)]);
    const requestId = newRequestId();
    const ruling = { projectId: c.projectId, disputeId: opened.id, ruling: 'ACCEPT' as const, reason: '交付物符合约定的验收标准', requestId };
    const decided = ok<DisputeView>(await call('project.desk.decide', ruling, staff.token), 'decide');
    expect(decided).toMatchObject({ state: 'DECIDED', ruling: { ruling: 'ACCEPT', label: '验收通过', reason: '交付物符合约定的验收标准' } });
    const fee = phaseServiceFeeOf(120_000);
    expect(await available(c.partyB)).toBe(bBefore + 120_000 - fee);
    expect(await escrowEntries(c.projectId)).toBe(entriesBefore + 1);
    const after = await info(c);
    expect(after.phases[0]).toMatchObject({ state: 'ACCEPTED', acceptedBy: 'platform', fee, net: 120_000 - fee });
    expect(after.money.inEscrow).toBe(0);
    expect((await getCooperation(c.projectId))!.matter).toBeUndefined();
    // The same requestId again answers the ruling; another ruling is refused; nothing moves twice.
    expect(ok<DisputeView>(await call('project.desk.decide', ruling, staff.token), 'again').state).toBe('DECIDED');
    expect(await codeOf(call('project.desk.decide', { ...ruling, requestId: newRequestId() }, staff.token))).toBe(ERRORS.DISPUTE_ENDED.code);
    expect(await available(c.partyB)).toBe(bBefore + 120_000 - fee);
    expect(await escrowEntries(c.projectId)).toBe(entriesBefore + 1);
    // Both sides are told how it ended.
    for (const side of [c.partyA, c.partyB]) {
      const backlog = ok<{ records: { title: string }[] }>(await call('project.backlog', { current: 1, size: 50 }, side.token), 'backlog').records;
      expect(backlog.map((b) => b.title)).toContain(`纠纷已结束：${(await info(c)).name}`);
    }
  });

  it('rules 继续修改: the matter closes and party B goes on with the revision', { timeout: 90_000 }, async () => {
    const [c, staff] = await Promise.all([twiceRefused(), deskStaff()]);
    const opened = await openAcceptanceDispute(c);
    await takeDispute(staff, c, opened.id);
    ok(await call('project.desk.closeEvidence', { projectId: c.projectId, disputeId: opened.id }, staff.token), 'close evidence');
    expect(await codeOf(call('project.dispute.evidence', { projectId: c.projectId, disputeId: opened.id, text: '补充' }, c.partyB.token))).toBe(ERRORS.DISPUTE_EVIDENCE_CLOSED.code);
    const decided = ok<DisputeView>(await call('project.desk.decide', { projectId: c.projectId, disputeId: opened.id, ruling: 'REVISE', reason: '请按甲方意见修改', requestId: newRequestId() }, staff.token), 'decide');
    expect(decided.ruling).toMatchObject({ ruling: 'REVISE', label: '继续修改' });
    ok(await call('project.coop.ensureNoPass', { projectId: c.projectId, phase: 1 }, c.partyB.token), 'ensure after');
  });
});

  it('refuses anyone but its staff alike whether the dispute named exists or not (403, never 404)', { timeout: 90_000 }, async () => {
    // Found by outside probe 30: take and ask read the case before the caller, so a party or a stranger got 404 for an
    // unknown dispute and 403 for a real one, and learnt which ids are disputes.
    const c = await twiceRefused();
    const opened = await openAcceptanceDispute(c);
    const stranger = await newPerson();
    const unknown = '01HZZZZZZZZZZZZZZZZZZZZZZZ';
    for (const who of [c.partyA, c.partyB, stranger]) {
      for (const disputeId of [opened.id, unknown]) {
        const calls = await Promise.all([
          call('project.desk.case', { projectId: c.projectId, disputeId }, who.token),
          call('project.desk.take', { projectId: c.projectId, disputeId }, who.token),
          call('project.desk.ask', { projectId: c.projectId, disputeId, to: 'both', text: '请补充' }, who.token),
          call('project.desk.closeEvidence', { projectId: c.projectId, disputeId }, who.token),
          call('project.desk.decide', { projectId: c.projectId, disputeId, ruling: 'ACCEPT', reason: '理由', requestId: newRequestId() }, who.token),
        ]);
        expect(calls.map((a) => a.status)).toEqual([403, 403, 403, 403, 403]);
      }
    }
    expect((await detail(c, c.partyB)).state).toBe('OPEN');
  });

describe('a termination dispute', () => {
  it('opens after a refused termination and ends with the desk’s split: one posting to the fen, the cooperation 已终止', { timeout: 120_000 }, async () => {
    const [c, staff] = await Promise.all([fundedCooperation({ phases: [{ name: '设计', amount: 100_000, days: 10, deliverables: '设计稿' }] }), deskStaff()]);
    await proposeTermination(c, 'partyA', 10_000, 'request');
    ok(await call('project.coop.refuseTerminate', { projectId: c.projectId, version: 1, reason: '已完成大部分工作' }, c.partyB.token), 'refuse');
    expect(await verify(c, c.partyB)).toMatchObject({ canOpen: true, kind: 'TERMINATION', kindLabel: '终止合作争议' });
    const opened = ok<DisputeView>(await call('project.dispute.open', { projectId: c.projectId, kind: 'TERMINATION', claim: '已完成七成工作，应得七成', askedToB: 70_000 }, c.partyB.token), 'open');
    expect(opened).toMatchObject({ kind: 'TERMINATION', inEscrow: 100_000 });
    await takeDispute(staff, c, opened.id);
    // A split beyond escrow, a termination without its split, and 验收通过 of a termination dispute are refused.
    const base = { projectId: c.projectId, disputeId: opened.id, reason: '按完成比例分配', requestId: newRequestId() };
    expect(await codeOf(call('project.desk.decide', { ...base, ruling: 'TERMINATE', toB: 100_001 }, staff.token))).toBe(ERRORS.DISPUTE_SPLIT_INVALID.code);
    expect(await codeOf(call('project.desk.decide', { ...base, ruling: 'TERMINATE' }, staff.token))).toBe(400);
    expect(await codeOf(call('project.desk.decide', { ...base, ruling: 'ACCEPT' }, staff.token))).toBe(ERRORS.DISPUTE_RULING_INVALID.code);

    const [aBefore, bBefore, entriesBefore] = await Promise.all([available(c.partyA), available(c.partyB), escrowEntries(c.projectId)]);
    const decided = ok<DisputeView>(await call('project.desk.decide', { ...base, ruling: 'TERMINATE', toB: 60_000 }, staff.token), 'decide');
    const fee = phaseServiceFeeOf(60_000);
    expect(decided.ruling).toEqual({ ruling: 'TERMINATE', label: '终止合作', toB: 60_000, fee, toA: 40_000, reason: '按完成比例分配', time: expect.any(Number) });
    expect(await available(c.partyB)).toBe(bBefore + 60_000 - fee);
    expect(await available(c.partyA)).toBe(aBefore + 40_000);
    expect(await escrowEntries(c.projectId)).toBe(entriesBefore + 1);
    const coop = (await getCooperation(c.projectId))!;
    expect(coop.matter).toBeUndefined();
    expect(coop.state).toBe('TERMINATED');
    // Repeated with its requestId: the same ruling, nothing moves again.
    ok(await call('project.desk.decide', { ...base, ruling: 'TERMINATE', toB: 60_000 }, staff.token), 'again');
    expect(await available(c.partyB)).toBe(bBefore + 60_000 - fee);
    expect(await escrowEntries(c.projectId)).toBe(entriesBefore + 1);
  });
});

describe('the operator’s desk (npm run ops -- disputes)', () => {
  /** The command's JSON lines, as it prints them. */
  const run = async (verb: string, ...rest: string[]) => {
    const lines: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    try {
      return { code: await disputeCommand(verb, rest), out: lines.join('\n') };
    } finally {
      log.mockRestore();
    }
  };

  it('lists, shows the whole case with the group’s talk, takes, asks and rules', { timeout: 120_000 }, async () => {
    const c = await fundedCooperation({ phases: [{ name: '设计', amount: 100_000, days: 10, deliverables: '设计稿' }] });
    const detailA = await info(c);
    // Something said in the project group: the case shows it.
    await proposeTermination(c, 'partyA', 20_000, 'request');
    ok(await call('project.coop.refuseTerminate', { projectId: c.projectId, version: 1, reason: '不同意' }, c.partyB.token), 'refuse');
    const opened = ok<DisputeView>(await call('project.dispute.open', { projectId: c.projectId, kind: 'TERMINATION', claim: '应按完成比例分配' }, c.partyA.token), 'open');

    const listed = await run('list');
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(opened.id);
    const shown = await run('show', opened.id);
    const whole = JSON.parse(shown.out) as DisputeCase;
    expect(whole).toMatchObject({ id: opened.id, projectName: detailA.name, money: { inEscrow: 100_000 }, entries: [expect.objectContaining({ by: 'partyA', text: '应按完成比例分配' })] });
    expect(whole.records.map((r) => r.kind)).toContain('openDispute');
    expect(Array.isArray(whole.chat)).toBe(true);
    expect((await run('take', opened.id)).code).toBe(0);
    expect((await run('ask', opened.id, 'B', '请说明已完成的工作')).code).toBe(0);
    expect((await detail(c, c.partyB)).entries.at(-1)).toMatchObject({ by: 'desk', to: 'partyB', text: '请说明已完成的工作' });
    // Bad usage answers nothing (the usage is printed by ops.ts); an unknown id says so.
    expect((await run('decide', opened.id, 'MAYBE', '理由')).code).toBeUndefined();
    expect((await run('show', 'NOSUCHDISPUTE')).code).toBe(1);
    const bBefore = await available(c.partyB);
    expect((await run('decide', opened.id, '30000', '已完成三成')).code).toBe(0);
    expect(await available(c.partyB)).toBe(bBefore + 30_000 - phaseServiceFeeOf(30_000));
    expect((await detail(c, c.partyA)).ruling).toMatchObject({ ruling: 'TERMINATE', toB: 30_000, toA: 70_000, reason: '已完成三成' });
    expect((await run('list')).out).not.toContain(opened.id);
  });
});

describe('the dispute’s timers', () => {
  it('take a case nobody took, then close it when its opener gave no evidence in time', { timeout: 90_000 }, async () => {
    const c = await twiceRefused();
    const opened = await openAcceptanceDispute(c);
    await sweep(c, opened.openTime + (DISPUTE.deskDays - 1) * DAY);
    expect((await detail(c, c.partyB)).state).toBe('OPEN');
    await sweep(c, opened.openTime + DISPUTE.deskDays * DAY + 60_000);
    const taken = await detail(c, c.partyB);
    expect(taken.state).toBe('EVIDENCE');
    await sweep(c, taken.evidenceDue! + 60_000);
    expect(await detail(c, c.partyB)).toMatchObject({ state: 'CLOSED', stateLabel: '已关闭' });
    expect((await getCooperation(c.projectId))!.matter).toBeUndefined();
  });

  it('wait for the ruling when the opener answered, escalate it when it does not come, and hold the acceptance clock meanwhile', { timeout: 90_000 }, async () => {
    const [c, staff] = await Promise.all([twiceRefused(), deskStaff()]);
    const opened = await openAcceptanceDispute(c);
    const taken = await takeDispute(staff, c, opened.id);
    ok(await call('project.dispute.evidence', { projectId: c.projectId, disputeId: opened.id, text: '补充交付记录' }, c.partyB.token), 'evidence');
    await sweep(c, taken.evidenceDue! + 60_000);
    expect((await detail(c, c.partyA)).state).toBe('DECIDING');
    await sweep(c, taken.evidenceDue! + (DISPUTE.decideDays + 1) * DAY);
    expect((await detail(c, c.partyA)).escalated).toBe(true);
    const list = ok<Page<DeskDisputeRow>>(await call('project.desk.disputes', { size: 50 }, staff.token), 'list');
    expect(list.records.find((r) => r.id === opened.id)).toMatchObject({ escalated: true });
    expect((await getPhase(c.projectId, 1))!.state).toBe('REJECTED');
  });
});
