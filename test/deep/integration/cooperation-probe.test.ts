/**
 * The cooperation APIs attacked as an outside client with no goodwill (issue 19's probe, docs/SECURITY.md "Findings
 * and fixes"): strangers, staff who do not act, the other side and former members using others' ids through every
 * door; races and bursts on escrow, acceptance, the timer, start and the edit lock; hostile input; and the ledger
 * afterwards. Each `it` states the safe behaviour; a failing one was a finding, kept as its regression test. Input
 * that a route's schema refuses is held for every route by the generated suite (test/contract/route-inputs.test.ts);
 * the input cases here are the ones the handlers' own rules refuse or take.
 */
import { inject } from 'vitest';
import { ERRORS } from '../../../shared/errors.js';
import { phaseServiceFeeOf } from '../../../shared/limits.js';
import type { CooperationDetail } from '../../../shared/schemas/cooperation.js';
import type { DocumentSaved, DocumentView } from '../../../shared/schemas/documents.js';
import type { LibraryEntry, LibraryFolderPage } from '../../../shared/schemas/libraries.js';
import type { NegotiationDetail } from '../../../shared/schemas/project.js';
import type { WalletInfo } from '../../../shared/schemas/wallet.js';
import { accountState, escrowAccountId, walletAccountId } from '../../../functions/wallet/public.js';
import { reconcileScoped } from '../../../functions/wallet/reconcile.js';
import { firePhaseTimer } from '../../../functions/project/cooperation/service.js';
import { readLedgerOf } from '../../../infra/scripts/ledger-snapshot.js';
import { call } from '../../support/api.js';
import { agreedProject as agree, coopInfo, deliverPhase, fundedCooperation as fund, payEscrow, startedCooperation as start, type Agreed } from '../../support/cooperation.js';
import { addNode, personDocument as personDoc, teamDocument as teamDoc } from '../../support/documents.js';
import { newRequestId, PAY_PASSWORD } from '../../support/money.js';
import { hireStaff } from '../../support/org.js';
import { login, newPerson, type TestPerson } from '../../support/people.js';
import { ok } from '../../support/projects.js';
import { socketPool } from '../../support/sockets.js';
import { uploadAs } from '../../support/uploads.js';

const open = socketPool(() => inject('cloud').wsUrl);

/**
 * Every cooperation this file makes, remembered as it is made: the ledger is reconciled at the end on the accounts
 * their money moved through (`ledgerAccountsOf`), not on what the rest of the run wrote.
 */
const made: Agreed[] = [];
const remembered =
  <A extends unknown[], T extends Agreed>(make: (...args: A) => Promise<T>) =>
  async (...args: A): Promise<T> => {
    const c = await make(...args);
    made.push(c);
    return c;
  };
const agreedProject = remembered(agree);
const startedCooperation = remembered(start);
const fundedCooperation = remembered(fund);
const teamDocument = remembered(teamDoc);
const personDocument = remembered(personDoc);

/** The accounts a cooperation's money moves through: both parties' wallets (a person's, a team's, a company's) and its escrow. */
const ledgerAccountsOf = async (c: Agreed): Promise<string[]> => {
  const { partyA, partyB } = ok<NegotiationDetail>(await call('project.negotiation', { id: c.negotiationId }, c.partyA.token), 'negotiation');
  return [walletAccountId(partyA.type, partyA.id), walletAccountId(partyB.type, partyB.id), escrowAccountId(c.projectId)];
};

const codeOf = async (answer: Promise<{ body: { code: number } }>) => (await answer).body.code;
const available = async (token: string) => ok<WalletInfo>(await call('wallet.info', {}, token), 'wallet').available;
const ONE = [{ name: '唯一阶段', amount: 100_000, days: 10, deliverables: '交付物' }];
const TWO = [
  { name: '第一阶段', amount: 100_000, days: 10, deliverables: '交付物' },
  { name: '第二阶段', amount: 50_001, days: 5, deliverables: '交付物' },
];
/** Hostile input the route's schema does not type. */
const raw = <T>(value: unknown) => value as T;

const READS = ['project.coop.info', 'project.coop.progress', 'project.coop.status', 'project.coop.serviceStatus', 'project.coop.nextStep', 'project.coop.dates', 'project.coop.completion'] as const;
const MOVES = ['project.coop.goCheck', 'project.coop.checkPass', 'project.coop.goCompile', 'project.coop.goAssess', 'project.coop.assessPass', 'project.coop.goAcceptance', 'project.coop.syncModify', 'project.coop.modifyAgain', 'project.coop.acceptancePass', 'project.coop.ensureNoPass'] as const;
const REFUSALS = ['project.coop.checkNoPass', 'project.coop.assessNoPass', 'project.coop.acceptanceNoPass', 'project.coop.purchaseNoPass'] as const;
const HANDOVERS = ['project.coop.toPartyBHandover', 'project.coop.toPartyBSubmit', 'project.coop.toPartyAHandover', 'project.coop.toPartyADelivery', 'project.coop.toPartyAIssueReport'] as const;

/** Every door of a cooperation a caller may knock on, with the codes each answered. */
const knockEverywhere = async (projectId: string, person: TestPerson) => {
  const codes: Record<string, number> = {};
  const p = { projectId, phase: 1 };
  await Promise.all([
    ...READS.map(async (id) => (codes[id] = await codeOf(call(id, { projectId }, person.token)))),
    ...MOVES.map(async (id) => (codes[id] = await codeOf(call(id, p, person.token)))),
    ...REFUSALS.map(async (id) => (codes[id] = await codeOf(call(id, { ...p, reason: '不行' }, person.token)))),
    ...HANDOVERS.map(async (id) => (codes[id] = await codeOf(call(id, { projectId, message: '资料', files: [] }, person.token)))),
    (async () => (codes.records = await codeOf(call('project.coop.records', { projectId, current: 1, size: 20 }, person.token))))(),
    (async () => (codes.phaseRecords = await codeOf(call('project.coop.phaseRecords', p, person.token))))(),
    (async () => (codes.performance = await codeOf(call('project.projectPerformance', { projectId }, person.token))))(),
    (async () => (codes.escrow = await codeOf(call('project.coop.payEscrow', { projectId, amount: 100_000, payPassword: PAY_PASSWORD, requestId: newRequestId() }, person.token))))(),
    (async () => (codes.directories = await codeOf(call('project.docDirectories', p, person.token))))(),
    (async () => (codes.docMembers = await codeOf(call('project.docMembers', { projectId }, person.token))))(),
    (async () => (codes.docCooperate = await codeOf(call('project.docCooperate', { ...p, title: '入侵' }, person.token))))(),
  ]);
  return codes;
};

describe('outsiders at the doors', () => {
  it('a stranger gets 404 at every door of a cooperation, and nothing moves', async () => {
    const c = await fundedCooperation({ phases: ONE });
    const stranger = await newPerson();
    const codes = await knockEverywhere(c.projectId, stranger);
    expect(Object.entries(codes).filter(([, code]) => code !== 404)).toEqual([]);
    const detail = await coopInfo(c);
    expect(detail.phases[0]!.state).toBe('COMPILING');
  });

  it('party A’s staff who is not a project leader reads the cooperation but moves, pays and hands over nothing', async () => {
    const company = await newPerson('COMPANY');
    const clerk = await newPerson();
    await hireStaff(company, clerk);
    const c = await fundedCooperation({ partyA: company, phases: ONE });
    const asCompany = { ...clerk, token: ok<string>(await login(clerk.phone, clerk.password, 'COMPANY'), 'login as company') };
    const codes = await knockEverywhere(c.projectId, asCompany);
    for (const id of READS.filter((r) => r !== 'project.coop.completion')) expect([id, codes[id]]).toEqual([id, 200]);
    for (const id of [...MOVES, ...REFUSALS, ...HANDOVERS, 'escrow', 'docCooperate'] as const) expect([id, codes[id]]).not.toEqual([id, 200]);
    expect(codes.directories).toBe(404);
    expect((await coopInfo(c)).phases[0]!.state).toBe('COMPILING');
  });

  it('party B’s member who writes a document moves, pays and hands over nothing of the cooperation', async () => {
    const d = await teamDocument();
    const codes = await knockEverywhere(d.projectId, d.writer);
    for (const id of [...MOVES, ...REFUSALS, ...HANDOVERS, 'escrow', 'docCooperate', 'docMembers'] as const) expect([id, codes[id]]).not.toEqual([id, 200]);
    expect(codes['project.coop.info']).toBe(200);
    expect(codes.directories).toBe(200);
    expect((await coopInfo(d)).phases[0]!.state).toBe('COMPILING');
  });

  it('the other side may not make this side’s moves: party B neither pays escrow nor accepts, party A neither checks nor delivers', async () => {
    const c = await startedCooperation({ phases: ONE });
    const due = (await coopInfo(c)).escrowDue;
    expect(await codeOf(call('project.coop.payEscrow', { projectId: c.projectId, amount: due, payPassword: PAY_PASSWORD, requestId: newRequestId() }, c.partyB.token))).not.toBe(200);
    await payEscrow(c);
    for (const id of ['project.coop.goCheck', 'project.coop.checkPass', 'project.coop.goAcceptance'] as const) expect([ERRORS.PROCESS_WRONG_ACTOR.code, ERRORS.PROCESS_WRONG_STATE.code]).toContain(await codeOf(call(id, { projectId: c.projectId, phase: 1 }, c.partyA.token)));
    expect((await coopInfo(c)).phases[0]!.state).toBe('COMPILING');
    await deliverPhase(c, 1);
    expect(await codeOf(call('project.coop.acceptancePass', { projectId: c.projectId, phase: 1 }, c.partyB.token))).toBe(ERRORS.PROCESS_WRONG_ACTOR.code);
    expect(await available(c.partyB.token)).toBe(0);
  });

  it('a team member who left loses the documents and the cooperation (404), and may not save their old task', async () => {
    const d = await teamDocument({ locked: true });
    const before = ok<DocumentView>(await call('project.docQuery', { projectId: d.projectId, taskId: d.taskId }, d.writer.token), 'read');
    ok(await call('org.teamLeave', {}, d.writer.token), 'leave');
    // The team session ends with the membership (401); as the person they are now, the cooperation is not theirs (404).
    expect(await codeOf(call('project.docQuery', { projectId: d.projectId, taskId: d.taskId }, d.writer.token))).toBe(401);
    const alone = { ...d.writer, token: ok<string>(await login(d.writer.phone, d.writer.password, 'PERSONAGE'), 'login as person') };
    expect(await codeOf(call('project.docQuery', { projectId: d.projectId, taskId: d.taskId }, alone.token))).toBe(404);
    expect(await codeOf(call('project.docSave', { projectId: d.projectId, taskId: d.taskId, baseVersion: before.version, html: '<p>离开后写的</p>' }, alone.token))).toBe(404);
    expect(await codeOf(call('project.coop.info', { projectId: d.projectId }, alone.token))).toBe(404);
    expect(await codeOf(call('project.docDirectories', { projectId: d.projectId, phase: 1 }, alone.token))).toBe(404);
  });
});

describe('others’ ids', () => {
  it('a task of another cooperation named with this project’s id is not found, read, locked, saved or permissioned', async () => {
    const [mine, theirs] = await Promise.all([personDocument(), personDocument()]);
    const forged = { projectId: mine.projectId, taskId: theirs.taskId };
    expect(await codeOf(call('project.docQuery', forged, mine.partyB.token))).toBe(404);
    expect(await codeOf(call('project.docRequestEdit', forged, mine.partyB.token))).toBe(404);
    expect(await codeOf(call('project.docSave', { ...forged, baseVersion: 0, html: '<p>覆盖</p>' }, mine.partyB.token))).toBe(404);
    expect(await codeOf(call('project.docPermission', { ...forged, readers: [], writers: [] }, mine.partyB.token))).toBe(404);
    expect(await codeOf(call('project.docStop', forged, mine.partyB.token))).toBe(404);
    expect(await codeOf(call('project.docCooperate', { projectId: mine.projectId, phase: 1, taskId: theirs.taskId, title: '改名' }, mine.partyB.token))).not.toBe(200);
    expect(await codeOf(call('project.docCooperate', { projectId: mine.projectId, phase: 1, title: '挂到别人的目录下', parentId: theirs.taskId }, mine.partyB.token))).not.toBe(200);
    // Theirs is untouched.
    const view = ok<DocumentView>(await call('project.docQuery', { projectId: theirs.projectId, taskId: theirs.taskId }, theirs.partyB.token), 'theirs');
    expect(view.version).toBe(0);
  });

  it('a handover with someone else’s uploaded file, or another kind of upload, is refused with 400 naming the file', async () => {
    const c = await fundedCooperation({ phases: ONE });
    const [theirs, avatar] = await Promise.all([uploadAs(c.partyB, 'project-file', 'b.png'), uploadAs(c.partyA, 'avatar', 'a.png')]);
    for (const url of [theirs.fileUrl, avatar.fileUrl, 'https://evil.example.com/x.png', `${theirs.fileUrl}/../../x`]) {
      const answer = await call('project.coop.toPartyBHandover', { projectId: c.projectId, message: '资料', files: [{ name: 'x.png', url, size: 100 }] }, c.partyA.token);
      expect([url, answer.body.code]).toEqual([url, 400]);
    }
  });

  it('escrow with a requestId already spent on another payment moves nothing; a requestId of someone else’s wallet is not theirs to replay', async () => {
    const [c, other] = await Promise.all([startedCooperation({ phases: ONE }), startedCooperation({ phases: ONE })]);
    const spent = newRequestId();
    await payEscrow(other, spent);
    const due = (await coopInfo(c)).escrowDue;
    const before = await available(c.partyA.token);
    // Another party's requestId for this cooperation: its own wallet never spent it, so it is a fresh payment of its own.
    const mine = await call<CooperationDetail>('project.coop.payEscrow', { projectId: c.projectId, amount: due, payPassword: PAY_PASSWORD, requestId: spent }, c.partyA.token);
    expect(mine.body.code).toBe(200);
    expect(await available(c.partyA.token)).toBe(before - due);
    // Party A of `other` reuses its spent requestId for a second phase it does not owe: no money, no replay into c.
    expect(await codeOf(call('project.coop.payEscrow', { projectId: c.projectId, amount: due, payPassword: PAY_PASSWORD, requestId: spent }, other.partyA.token))).toBe(404);
  });

  it('escrow of an amount other than the one due is refused (102068), nothing moves', async () => {
    const c = await startedCooperation({ phases: ONE });
    const before = await available(c.partyA.token);
    const pay = (amount: number) => call('project.coop.payEscrow', { projectId: c.projectId, amount, payPassword: PAY_PASSWORD, requestId: newRequestId() }, c.partyA.token);
    expect(await codeOf(pay(99_999))).toBe(ERRORS.ESCROW_AMOUNT_CHANGED.code);
    expect(await available(c.partyA.token)).toBe(before);
  });

  it('another party’s library entries are never found, listed, moved into or removed', async () => {
    const [a, b] = await Promise.all([newPerson(), newPerson()]);
    const folder = ok<LibraryEntry>(await call('project.materialSave', { type: 'FOLDER', name: '机密' }, a.token), 'folder');
    expect(await codeOf(call('project.materialList', { parentId: folder.id, current: 1, size: 20 }, b.token))).toBe(404);
    expect(await codeOf(call('project.materialRemove', { id: folder.id }, b.token))).toBe(404);
    expect(await codeOf(call('project.materialSave', { id: folder.id, name: '改名' }, b.token))).toBe(404);
    expect(await codeOf(call('project.materialSave', { type: 'FOLDER', name: '潜入', parentId: folder.id }, b.token))).toBe(404);
    const mine = ok<LibraryEntry>(await call('project.materialSave', { type: 'FOLDER', name: '我的' }, b.token), 'mine');
    expect(await codeOf(call('project.materialMove', { id: mine.id, parentId: folder.id }, b.token))).toBe(404);
    expect(await codeOf(call('project.materialMove', { id: folder.id, parentId: mine.id }, b.token))).toBe(404);
    expect(await codeOf(call('project.literatureList', { parentId: folder.id, current: 1, size: 20 }, a.token))).toBe(404);
  });

  it('a library file of someone else’s upload, or of another kind, is refused; a team member who does not lead writes no library', async () => {
    const [me, other] = await Promise.all([newPerson(), newPerson()]);
    const [theirs, avatar] = await Promise.all([uploadAs(other, 'library-file', 'x.png'), uploadAs(me, 'avatar', 'a.png')]);
    for (const fileUrl of [theirs.fileUrl, avatar.fileUrl]) expect(await codeOf(call('project.materialSave', { type: 'FILE', name: '偷来的', fileUrl }, me.token))).toBe(403);
    const d = await teamDocument();
    expect(await codeOf(call('project.materialSave', { type: 'FOLDER', name: '成员建的' }, d.writer.token))).toBe(403);
    expect(await codeOf(call('project.assistUpdate', { content: '成员改的说明' }, d.writer.token))).toBe(403);
  });

  it('a party’s public history hides money, reasons and rounds; a cooperation’s performance is its two sides’ only', async () => {
    const c = await fundedCooperation({ phases: ONE });
    await deliverPhase(c, 1);
    ok(await call('project.coop.acceptanceNoPass', { projectId: c.projectId, phase: 1, reason: '秘密的不通过原因' }, c.partyA.token), 'no pass');
    ok(await call('project.coop.ensureNoPass', { projectId: c.projectId, phase: 1 }, c.partyB.token), 'ensure');
    await deliverPhase(c, 1);
    ok(await call('project.coop.acceptancePass', { projectId: c.projectId, phase: 1 }, c.partyA.token), 'accept');
    const stranger = await newPerson();
    const open = await call('project.partyHistoryCompleted', { id: c.partyB.userId, type: 'PERSONAGE', current: 1, size: 20 });
    expect(open.body.code).toBe(200);
    const text = JSON.stringify(open.body.data);
    expect(text).not.toContain('秘密的不通过原因');
    expect(text).not.toMatch(/"(amount|net|fee|fees|paid|rounds|delayDays|reason)"/);
    expect(await codeOf(call('project.projectPerformance', { projectId: c.projectId }, stranger.token))).toBe(404);
  });
});

describe('races and bursts', () => {
  it('two start_cooperation at once: one starts, one group, the other refused', async () => {
    const agreed = await agreedProject({ phases: ONE });
    const both = await Promise.all([0, 1].map(() => call<CooperationDetail>('project.coop.start', { projectId: agreed.projectId }, agreed.partyA.token)));
    expect(both.filter((b) => b.body.code === 200)).toHaveLength(1);
    for (const b of both) expect(b.status).toBeLessThan(500);
    const detail = await coopInfo(agreed);
    expect(detail.phases).toHaveLength(1);
    expect(detail.groupId).toBeTruthy();
  });

  it('start_cooperation by party B, a stranger, or again after the start is refused and creates nothing', async () => {
    const agreed = await agreedProject({ phases: ONE });
    const stranger = await newPerson();
    expect(await codeOf(call('project.coop.start', { projectId: agreed.projectId }, stranger.token))).toBe(404);
    expect(await codeOf(call('project.coop.start', { projectId: agreed.projectId }, agreed.partyB.token))).not.toBe(200);
    expect(await codeOf(call('project.coop.info', { projectId: agreed.projectId }, agreed.partyA.token))).toBe(404);
    ok(await call('project.coop.start', { projectId: agreed.projectId }, agreed.partyA.token), 'start');
    await payEscrow(agreed);
    expect(await codeOf(call('project.coop.start', { projectId: agreed.projectId }, agreed.partyA.token))).not.toBe(200);
    const detail = await coopInfo(agreed);
    expect([detail.phases[0]!.state, detail.phases[0]!.funded]).toEqual(['COMPILING', true]);
  });

  it('escrow paid twice at once with different requestIds charges once', async () => {
    const c = await startedCooperation({ phases: TWO, escrowPlan: 'ALL_AT_ONCE' });
    const due = (await coopInfo(c)).escrowDue;
    const before = await available(c.partyA.token);
    const both = await Promise.all([0, 1].map(() => call('project.coop.payEscrow', { projectId: c.projectId, amount: due, payPassword: PAY_PASSWORD, requestId: newRequestId() }, c.partyA.token)));
    expect(both.filter((b) => b.body.code === 200)).toHaveLength(1);
    for (const b of both) expect(b.status).toBeLessThan(500);
    expect(await available(c.partyA.token)).toBe(before - due);
    expect((await accountState(escrowAccountId(c.projectId)))?.available).toBe(due);
  });

  it('two acceptances and the timer at once pay the phase once', async () => {
    const c = await fundedCooperation({ phases: TWO });
    await deliverPhase(c, 1);
    const at = (await coopInfo(c)).phases[0]!.autoAcceptAt! + 60_000;
    const p = { projectId: c.projectId, phase: 1 };
    const answers = await Promise.all([
      call('project.coop.acceptancePass', p, c.partyA.token),
      call('project.coop.acceptancePass', p, c.partyA.token),
      call('project.devSweep', { now: at, objectIds: [c.projectId] }),
    ]);
    for (const a of answers) expect(a.status).toBeLessThan(500);
    // A sweep that lost its race leaves the timer for the next one.
    await call('project.devSweep', { now: at, objectIds: [c.projectId] });
    const detail = await coopInfo(c);
    expect(detail.phases[0]!.state).toBe('ACCEPTED');
    expect(await available(c.partyB.token)).toBe(100_000 - phaseServiceFeeOf(100_000));
    expect(detail.current).toBe(2);
    expect(detail.phases[1]!.state).toBe('UNFUNDED');
  });

  it('a sweep that read the old acceptance timer before 同步修改 restarted the clock does not accept the phase', async () => {
    const c = await fundedCooperation({ phases: ONE });
    await deliverPhase(c, 1);
    const first = (await coopInfo(c)).phases[0]!.autoAcceptAt!;
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    ok(await call('project.coop.syncModify', { projectId: c.projectId, phase: 1 }, c.partyB.token), 'sync modify');
    const restarted = (await coopInfo(c)).phases[0]!.autoAcceptAt!;
    expect(restarted).toBeGreaterThan(first + 1_000);
    // The sweeper read the timer due at `first`, then fires it after the restart committed (as its loop would).
    await firePhaseTimer(c.projectId, 'autoAccept', first + 500).catch(() => undefined);
    expect((await coopInfo(c)).phases[0]!.state).toBe('ACCEPTING');
    expect(await available(c.partyB.token)).toBe(0);
    // At the restarted deadline it is accepted.
    await call('project.devSweep', { now: restarted + 60_000, objectIds: [c.projectId] });
    expect((await coopInfo(c)).phases[0]!.state).toBe('ACCEPTED');
  });

  it('a move during a payment: the escrow payment and a refusal race, the state and money stay consistent', async () => {
    const c = await fundedCooperation({ phases: TWO });
    await deliverPhase(c, 1);
    const p = { projectId: c.projectId, phase: 1 };
    const [accept, refuse, withdraw] = await Promise.all([
      call('project.coop.acceptancePass', p, c.partyA.token),
      call('project.coop.acceptanceNoPass', { ...p, reason: '不通过' }, c.partyA.token),
      call('project.coop.modifyAgain', p, c.partyB.token),
    ]);
    for (const a of [accept, refuse, withdraw]) expect(a.status).toBeLessThan(500);
    const detail = await coopInfo(c);
    const paid = await available(c.partyB.token);
    if (detail.phases[0]!.state === 'ACCEPTED') expect(paid).toBe(100_000 - phaseServiceFeeOf(100_000));
    else expect(paid).toBe(0);
    expect([accept, refuse, withdraw].filter((a) => a.body.code === 200).length).toBeGreaterThanOrEqual(1);
  });

  it('30 concurrent handovers are all recorded, none lost', async () => {
    const c = await fundedCooperation({ phases: ONE });
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => call('project.coop.toPartyBHandover', { projectId: c.projectId, message: `资料${i}`, files: [] }, c.partyA.token)));
    expect(answers.map((a) => a.body.code).filter((code) => code !== 200)).toEqual([]);
    const records = ok<{ total: number; records: { kind: string }[] }>(await call('project.coop.records', { projectId: c.projectId, current: 1, size: 20 }, c.partyA.token), 'records');
    expect(records.total).toBeGreaterThanOrEqual(32);
  });

  it('the edit lock raced by two writers goes to one; a save on a stale version is refused with the newest', async () => {
    const d = await teamDocument({ members: 2 });
    const [writer, other] = d.members as [TestPerson, TestPerson];
    ok(await call('project.docPermission', { projectId: d.projectId, taskId: d.taskId, readers: [], writers: [other.userId] }, d.partyB.token), 'permission');
    const both = await Promise.all([writer, other].map((p) => call('project.docRequestEdit', { projectId: d.projectId, taskId: d.taskId }, p.token)));
    expect(both.map((b) => b.body.code).sort()).toEqual([200, ERRORS.DOCUMENT_LOCKED.code].sort());
    const holder = both[0]!.body.code === 200 ? writer : other;
    const saved = ok<DocumentSaved>(await call('project.docSave', { projectId: d.projectId, taskId: d.taskId, baseVersion: 0, html: '<p>一</p>' }, holder.token), 'save');
    expect(saved.version).toBe(1);
    expect(await codeOf(call('project.docSave', { projectId: d.projectId, taskId: d.taskId, baseVersion: 0, html: '<p>旧</p>' }, holder.token))).toBe(ERRORS.STALE_DATA.code);
    // Ten saves at once on the same version: exactly one makes version 2.
    const burst = await Promise.all(Array.from({ length: 10 }, (_, i) => call('project.docSave', { projectId: d.projectId, taskId: d.taskId, baseVersion: 1, html: `<p>${i}</p>` }, holder.token)));
    expect(burst.filter((b) => b.body.code === 200)).toHaveLength(1);
    for (const b of burst) expect(b.status).toBeLessThan(500);
  });
});

describe('directory cycles', () => {
  it('two directory nodes moved under each other at once: at most one move succeeds, the tree stays a tree', async () => {
    const c = await fundedCooperation({ phases: ONE });
    for (let round = 0; round < 3; round += 1) {
      const [x, y] = await Promise.all([addNode(c, { title: `甲${round}` }), addNode(c, { title: `乙${round}` })]);
      const moves = await Promise.all([
        call('project.docCooperate', { projectId: c.projectId, phase: 1, taskId: x.taskId, parentId: y.taskId }, c.partyB.token),
        call('project.docCooperate', { projectId: c.projectId, phase: 1, taskId: y.taskId, parentId: x.taskId }, c.partyB.token),
      ]);
      for (const m of moves) expect(m.status).toBeLessThan(500);
      expect(moves.filter((m) => m.body.code === 200).length).toBeLessThanOrEqual(1);
    }
  });
});

describe('hostile input', () => {
  it('a no-pass reason of Unicode that shows (emoji, umlauts, an astral character) is a reason', async () => {
    // A reason that shows nothing (only invisible characters) is the schema's to refuse: route-inputs holds it.
    const c = await fundedCooperation({ phases: ONE });
    await deliverPhase(c, 1);
    ok(await call('project.coop.acceptanceNoPass', { projectId: c.projectId, phase: 1, reason: '请修改第3节 👍 ÄÖÜ 𠮷' }, c.partyA.token), 'unicode reason');
  });

  it('odd HTML in a document is stored sanitised, never a 500', async () => {
    // Past the route's body limit (413 in the envelope) is route-inputs' case for every route.
    const d = await personDocument({ locked: true });
    const p = { projectId: d.projectId, taskId: d.taskId };
    const odd = '<p onclick="alert(1)">a<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>' + '<div>'.repeat(2_000) + '</div>'.repeat(2_000) + '\u0000\ud800</p>';
    const saved = await call<DocumentSaved>('project.docSave', { ...p, baseVersion: 0, html: odd }, d.partyB.token);
    expect(saved.status).toBeLessThan(500);
    const view = ok<DocumentView>(await call('project.docQuery', p, d.partyB.token), 'read');
    expect(view.html ?? '').not.toMatch(/<script|onerror|onclick|javascript:/i);
  });

  it('a Chinese document within its limit saves (not 413), and one past it is 400 naming 文档内容', async () => {
    const d = await personDocument({ locked: true });
    const p = { projectId: d.projectId, taskId: d.taskId };
    // 90,000 characters: 270 KB of UTF-8, within the document's 300,000 bytes, over the API's general 256 KB.
    const saved = await call<DocumentSaved>('project.docSave', { ...p, baseVersion: 0, html: `<p>${'甲'.repeat(90_000)}</p>` }, d.partyB.token);
    expect([saved.status, saved.body.code, saved.body.msg]).toEqual([200, 200, expect.any(String)]);
    const over = await call('project.docSave', { ...p, baseVersion: 1, html: `<p>${'甲'.repeat(150_000)}</p>` }, d.partyB.token);
    expect(over.body.code).toBe(400);
    expect(over.body.msg).toContain('文档内容');
  });

  it('a phase the cooperation does not have is 404 (400 for a handover), never 500', async () => {
    // Phase numbers, page sizes and ids out of what the schema takes are route-inputs' cases for every route.
    const c = await fundedCooperation({ phases: ONE });
    expect(await codeOf(call('project.coop.goCheck', { projectId: c.projectId, phase: 2 }, c.partyB.token))).toBe(404);
    expect(await codeOf(call('project.coop.phaseRecords', { projectId: c.projectId, phase: 7 }, c.partyB.token))).toBeLessThan(500);
    expect(await codeOf(call('project.coop.toPartyBHandover', { projectId: c.projectId, phase: 2, message: '资料', files: [] }, c.partyA.token))).toBe(400);
  });

  it('a party of nobody has an empty public history, and the last page of a history answers 200, never a 500', async () => {
    const me = await newPerson();
    const nobody = await call<{ total: number }>('project.partyHistoryCompleted', { id: '01JZZZZZZZZZZZZZZZZZZZZZZZ', type: 'COMPANY', current: 1, size: 10 });
    expect([nobody.body.code, nobody.body.data.total]).toEqual([200, 0]);
    for (const id of ['project.allProjects', 'project.creditHistory', 'project.historyTerminated'] as const) expect(await codeOf(call(id, { current: 100_000, size: 100 }, me.token))).toBe(200);
  });

  it('deep directory trees stop at 8 levels, and move cycles in the library are refused', async () => {
    const me = await newPerson();
    let parentId: string | undefined;
    const chain: string[] = [];
    for (let depth = 1; depth <= 8; depth += 1) {
      const entry: LibraryEntry = ok<LibraryEntry>(await call('project.materialSave', { type: 'FOLDER', name: `层${depth}`, ...(parentId ? { parentId } : {}) }, me.token), `depth ${depth}`);
      chain.push(entry.id);
      parentId = entry.id;
    }
    expect(await codeOf(call('project.materialSave', { type: 'FOLDER', name: '层9', parentId: parentId! }, me.token))).toBe(ERRORS.LIBRARY_TOO_DEEP.code);
    expect(await codeOf(call('project.materialMove', { id: chain[0]!, parentId: chain[5]! }, me.token))).toBe(ERRORS.LIBRARY_MOVE_CYCLE.code);
    expect(await codeOf(call('project.materialMove', { id: chain[0]!, parentId: chain[0]! }, me.token))).toBe(ERRORS.LIBRARY_MOVE_CYCLE.code);
    // Two folders moved into each other at once: at most one succeeds.
    const [x, y] = await Promise.all(['甲', '乙'].map(async (name) => ok<LibraryEntry>(await call('project.materialSave', { type: 'FOLDER', name }, me.token), name)));
    const moves = await Promise.all([call('project.materialMove', { id: x!.id, parentId: y!.id }, me.token), call('project.materialMove', { id: y!.id, parentId: x!.id }, me.token)]);
    expect(moves.filter((m) => m.body.code === 200).length).toBeLessThanOrEqual(1);
  });

  it('a handover message with unicode and a new line is taken', async () => {
    const c = await fundedCooperation({ phases: ONE });
    expect((await call('project.coop.toPartyBHandover', { projectId: c.projectId, message: '资料 𠮷 👍\n第二行', files: [] }, c.partyA.token)).body.code).toBe(200);
  });
});

describe('after the end, and odd hands', () => {
  it('a completed cooperation takes no more moves, escrow or handovers, and pays nothing more', async () => {
    const c = await fundedCooperation({ phases: ONE });
    await deliverPhase(c, 1);
    ok(await call('project.coop.acceptancePass', { projectId: c.projectId, phase: 1 }, c.partyA.token), 'accept');
    const paid = await available(c.partyB.token);
    const p = { projectId: c.projectId, phase: 1 };
    for (const id of MOVES) expect([id, await codeOf(call(id, p, c.partyA.token))]).not.toEqual([id, 200]);
    for (const id of MOVES) expect([id, await codeOf(call(id, p, c.partyB.token))]).not.toEqual([id, 200]);
    expect(await codeOf(call('project.coop.payEscrow', { projectId: c.projectId, amount: 100_000, payPassword: PAY_PASSWORD, requestId: newRequestId() }, c.partyA.token))).not.toBe(200);
    expect(await codeOf(call('project.coop.toPartyAIssueReport', { projectId: c.projectId, message: '晚了', files: [] }, c.partyB.token))).not.toBe(200);
    await call('project.devSweep', { now: Date.now() + 30 * 86_400_000, objectIds: [c.projectId] });
    expect(await available(c.partyB.token)).toBe(paid);
    expect((await coopInfo(c)).state).toBe('COMPLETED');
  });

  it('ten library folders of one name added at once: exactly one, twins in other forms (ＡＢＣ) refused', async () => {
    const me = await newPerson();
    const adds = await Promise.all(Array.from({ length: 10 }, (_, i) => call('project.materialSave', { type: 'FOLDER', name: i % 2 ? 'ABC' : 'ＡＢＣ' }, me.token)));
    for (const a of adds) expect(a.status).toBeLessThan(500);
    expect(adds.filter((a) => a.body.code === 200)).toHaveLength(1);
    const list = ok<LibraryFolderPage>(await call('project.materialList', { current: 1, size: 20 }, me.token), 'list');
    expect([list.total, list.entries]).toEqual([1, 1]);
  });

  it('document permissions and handovers name only party B’s people; a stale far-future version is 100002, not 500', async () => {
    const d = await teamDocument({ locked: true });
    const stranger = await newPerson();
    const p = { projectId: d.projectId, taskId: d.taskId };
    expect(await codeOf(call('project.docPermission', { ...p, readers: [stranger.userId], writers: [] }, d.partyB.token))).toBe(400);
    expect(await codeOf(call('project.docPermission', { ...p, readers: [], writers: [d.partyA.userId] }, d.partyB.token))).toBe(400);
    expect(await codeOf(call('project.docCancelEdit', { ...p, handoverTo: stranger.userId }, d.writer.token))).toBe(400);
    expect(await codeOf(call('project.docSave', { ...p, baseVersion: 999_999_999, html: '<p>未来</p>' }, d.writer.token))).toBe(ERRORS.STALE_DATA.code);
    expect(await codeOf(call('project.docRequestEdit', p, stranger.token))).toBe(404);
    expect(await codeOf(call('project.docStartCommunicate', raw({ ...p }), stranger.token))).toBe(404);
  });
});

describe('the project group', () => {
  it('a stranger and a writer whose task was stopped neither read, list nor join the project group', async () => {
    const d = await teamDocument();
    const groupId = (await coopInfo(d)).groupId!;
    const stranger = await newPerson();
    const connect = async (person: TestPerson) => {
      try {
        (await open(person.token, `channel=chat&messageType=GROUP&joinUserId=${groupId}`)).socket.terminate();
        return 'open';
      } catch (error) {
        return (error as Error).message;
      }
    };
    // The writer is in while writing.
    await expect.poll(async () => (await call('chat.groupMembers', { id: groupId }, d.writer.token)).body.code).toBe(200);
    ok(await call('project.docStop', { projectId: d.projectId, taskId: d.taskId }, d.partyB.token), 'stop');
    for (const person of [stranger, d.writer]) {
      expect(await codeOf(call('chat.groupMembers', { id: groupId }, person.token))).toBe(403);
      expect(await codeOf(call('chat.groupDetail', { groupId }, person.token))).toBe(403);
      expect(await codeOf(call('chat.record', { messageType: 'GROUP', joinUserId: groupId, current: 1, size: 15 }, person.token))).not.toBe(200);
      expect(await connect(person)).toBe('HTTP 401');
      expect(await codeOf(call('chat.groupApply', raw({ groupId, reason: '让我进去' }), person.token))).not.toBe(200);
    }
  });
});

describe('money after all that', () => {
  it('the ledger reconciles on every account this file’s cooperations moved, and nothing was paid twice', async () => {
    // Every fen the probes above moved went through the wallets of the cooperations' parties and their escrow
    // accounts (a stranger's or a staff member's wallet holds nothing to pay with): the recharges, the negotiation
    // fees, the escrow paid (raced, repeated, replayed with others' requestIds), the releases to party B with the
    // platform's fee. The reconciliation names those accounts and reads every posting that touched them by key, with
    // its entries on the platform's accounts, not those accounts' whole flows. Money created or lost shows as a
    // posting not summing to zero or an account not adding up to its entries; a payment applied twice, as an entry
    // under no claim or under two, or written twice; the sum of all balances is the deep tier's last check
    // (test/deep/last/ledger-reconcile.test.ts).
    const report = reconcileScoped(await readLedgerOf((await Promise.all(made.map(ledgerAccountsOf))).flat()));
    expect(report.findings, JSON.stringify(report.findings.slice(0, 5))).toEqual([]);
    // Each cooperation's recharge and fee at least: the postings were found through the named accounts.
    expect(report.postings).toBeGreaterThanOrEqual(made.length * 2);
  });
});
