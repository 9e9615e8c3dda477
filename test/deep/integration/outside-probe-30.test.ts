/**
 * Outside probe 30: the changes, endings and disputes of issue 30 (docs/cooperation.md "Changes, endings and
 * disputes", "Termination", "Disputes", "Demand change", "Overdue and postponement", "Take-over"), attacked as an
 * outside client would — through HTTP and the sockets only, with people, teams and companies made as the other probes
 * make them (test/support).
 *
 * - callers who are not the side a call is for: a stranger, another company, a service desk member acting as a
 *   person, party A's plain staff, party B's plain member, a member who left party B, and each side calling the other
 *   side's calls — through every route of issue 30 (changes, termination and recovery, overdue and postponement,
 *   disputes and their private files, the desk, take-over) and the socket; nothing of the cooperation moves;
 * - overlapping proposals: both sides opening at once, one matter while another is open, bursts of ten with one
 *   requestId and with ten;
 * - races: a termination against an acceptance, a supplement against a cancel, a recovery against a new termination,
 *   a postponement against the overdue timer, a ruling against a withdrawal — after each, every wallet and escrow is
 *   what a simple computation says, and the touched accounts reconcile;
 * - hostile input: oversized, negative, fractional, huge, wrongly typed values, splits beyond escrow, unknown phases,
 *   other people's ids — each a 400 naming the field in Chinese or a business refusal, never a 5xx.
 *
 * Found when the probe was written (each with its regression test in test/integration): the desk's take and ask read
 * the dispute before their caller, so anyone but desk staff got 404 for an unknown dispute and 403 for a real one
 * (fixed: the caller first, 403); ten agreements to a termination, or rulings of the desk, with one requestId at the
 * same instant answered 102001, 102111, 100002 or 105014 to the ones that lost the race to their twin (fixed: they
 * answer as the first), and a recovery's agreement took a requestId it ignored (fixed: kept, its repeat answers as the
 * first). Not a defect: beyond five pay passwords judged at once a person's payments answer 429 (each attempt is
 * counted before it is judged, docs/conventions.md "Identity and sessions"), so a burst of ten payments with one
 * requestId answers 200 or 429, and the same request again after answers 200.
 */
import { inject } from 'vitest';
import { ERRORS } from '../../../shared/errors.js';
import { phaseServiceFeeOf } from '../../../shared/limits.js';
import type { RouteId } from '../../../shared/routes/index.js';
import type { ChangeView } from '../../../shared/schemas/cooperation-change.js';
import type { DisputeView } from '../../../shared/schemas/cooperation-dispute.js';
import type { TakeOverStatus } from '../../../shared/schemas/documents.js';
import type { TerminationAnswer } from '../../../shared/schemas/termination.js';
import type { WalletInfo } from '../../../shared/schemas/wallet.js';
import { accountState, escrowAccountId, walletAccountId } from '../../../functions/wallet/public.js';
import { reconcileScoped } from '../../../functions/wallet/reconcile.js';
import { readLedgerOf } from '../../../infra/scripts/ledger-snapshot.js';
import { call, type Answer } from '../../support/api.js';
import { proposeChange, queryChange } from '../../support/changes.js';
import { coopInfo, deliverPhase, fundedCooperation } from '../../support/cooperation.js';
import { deskStaff, openAcceptanceDispute, takeDispute, twiceRefused } from '../../support/disputes.js';
import { addNode, asTeam } from '../../support/documents.js';
import { newRequestId, PAY_PASSWORD, setPayPassword } from '../../support/money.js';
import { hireStaff, joinTeam } from '../../support/org.js';
import { login, newPerson, type TestPerson } from '../../support/people.js';
import { codeOf, noServerError, ok } from '../../support/probe.js';
import { socketPool } from '../../support/sockets.js';
import { askRecovery, proposeTermination, terminate, terminationOf } from '../../support/termination.js';
import { uploadAs } from '../../support/uploads.js';

const open = socketPool(() => inject('cloud').wsUrl);
const C = (name: keyof typeof ERRORS): number => ERRORS[name].code;
const TWO = [
  { name: '设计', amount: 120_000, days: 5, deliverables: '设计稿' },
  { name: '开发', amount: 180_000, days: 10, deliverables: '源码' },
];
/** Any input, as a hostile client sends it (the route's type is not the client's concern). */
const raw = (id: RouteId, input: unknown, token?: string): Promise<Answer> => call(id, input as never, token);
const available = async (as: TestPerson): Promise<number> => ok<WalletInfo>(await call('wallet.info', {}, as.token), 'wallet').available;
const escrowHeld = async (projectId: string): Promise<number> => (await accountState(escrowAccountId(projectId)))?.available ?? 0;
const asCompany = async (person: TestPerson): Promise<TestPerson> => ({ ...person, token: ok<string>(await login(person.phone, person.password, 'COMPANY'), 'login as company') });
const CJK = /[\u4e00-\u9fff]/;

/** The touched accounts' ledger reconciles: each posting sums to zero, each balance is its postings' sum. */
const reconcile = async (accounts: string[]): Promise<void> => {
  const report = reconcileScoped(await readLedgerOf(accounts));
  expect(report.findings, report.findings.join('\n')).toEqual([]);
};
const accountsOf = (c: { projectId: string; partyA: TestPerson; partyB: TestPerson }, a: 'PERSONAGE' | 'COMPANY' = 'PERSONAGE', aId?: string, b: 'PERSONAGE' | 'TEAM' = 'PERSONAGE', bId?: string) => [
  walletAccountId(a, aId ?? c.partyA.userId),
  walletAccountId(b, bId ?? c.partyB.userId),
  escrowAccountId(c.projectId),
];

/** A refusal as a client must get it: a 400 naming the field in Chinese, a 403/404, or a business code — never a 5xx, never a 200. */
const refused = (a: Answer, what: string): void => {
  expect(a.status, `${what}: ${a.status} ${JSON.stringify(a.body).slice(0, 300)}`).toBeLessThan(500);
  expect(a.body.code, `${what}: accepted ${JSON.stringify(a.body).slice(0, 300)}`).not.toBe(200);
  if (a.body.code === 400) expect(a.body.msg, `${what}: 400 without a Chinese field name`).toMatch(CJK);
  if (a.status === 200) expect(a.body.code, `${what}: a business code`).toBeGreaterThanOrEqual(100_000);
};

// =================================================================================================================
// A world of people around one cooperation
// =================================================================================================================

/**
 * A company (party A: its administrator, and a plain staff member logged in as the company) and a team (party B: its
 * administrator, a member with a document task, and a former member who had one and left), with a cooperation of two
 * phases whose first party A refused twice at acceptance (the acceptance-dispute window open); strangers beside them.
 */
const world = async () => {
  const [partyA, partyB, plainP, memberP, formerP, stranger, strangerCo, desk] = await Promise.all([
    newPerson('COMPANY'),
    newPerson('TEAM'),
    newPerson(),
    newPerson(),
    newPerson(),
    newPerson(),
    newPerson('COMPANY'),
    deskStaff(),
  ]);
  await hireStaff(partyA, plainP);
  await joinTeam(partyB, memberP);
  await joinTeam(partyB, formerP);
  const [plainA, member, formerTeam] = await Promise.all([asCompany(plainP), asTeam(memberP), asTeam(formerP)]);
  const { build, PHASE_WAYS } = await import('../../support/states/index.js');
  const total = TWO.reduce((s, p) => s + p.amount, 0);
  const options = { partyA, partyB, phases: TWO, wallet: 2_000_000 + total };
  const built = await build([...PHASE_WAYS.REJECTED(options, TWO), { do: 'move', name: 'ensureNoPass' }, { do: 'deliver' }, { do: 'move', name: 'acceptanceNoPass', reason: '仍不符合要求' }], options);
  await Promise.all([setPayPassword(partyA), setPayPassword(partyB)]);
  const c = { partyA, partyB, projectId: built.projectId };
  // Party B's leader assigns a task to the member and one to the member who then leaves.
  const memberTask = (await addNode(c, { title: '需求说明', assignee: member.userId })).taskId;
  const formerTask = (await addNode(c, { title: '接口说明', assignee: formerP.userId })).taskId;
  ok(await call('org.teamLeave', {}, formerTeam.token), 'leave');
  const info = ok<{ companyId: string }>(await call('account.info', {}, partyA.token), 'info');
  const infoB = ok<{ teamId: string }>(await call('account.info', {}, partyB.token), 'info');
  const accounts = [walletAccountId('COMPANY', info.companyId), walletAccountId('TEAM', infoB.teamId), escrowAccountId(c.projectId)];
  return { ...c, plainA, member, former: formerP, stranger, strangerCo, desk, memberTask, formerTask, accounts };
};
type World = Awaited<ReturnType<typeof world>>;

/** Every route of issue 30 with an input a rightful caller could send in some state of the cooperation. */
const everyCall = (w: World, ids: { changeId: string; disputeId: string; version: number }) => {
  const p = { projectId: w.projectId };
  const phases = TWO.map((x, i) => ({ index: i + 1, ...x, amount: x.amount + 1 }));
  return [
    ['project.coop.canSelect', p],
    ['project.coop.queryChange', p],
    ['project.coop.startChange', { ...p, version: 1, phases, reason: '改一改' }],
    ['project.coop.agreeChange', { ...p, changeId: ids.changeId }],
    ['project.coop.refuseChange', { ...p, changeId: ids.changeId, reason: '不同意' }],
    ['project.coop.cancelChange', { ...p, changeId: ids.changeId }],
    ['project.coop.leaderCancelChange', { ...p, changeId: ids.changeId }],
    ['project.coop.changeSupplement', { ...p, changeId: ids.changeId, amount: 1, payPassword: PAY_PASSWORD, requestId: newRequestId() }],
    ['project.coop.changeRefund', p],
    ['project.coop.changeRecoverDocs', p],
    ['project.coop.startTerminateNegotiate', { ...p, reason: '终止', toB: 0, escrow: 120_000 }],
    ['project.coop.startTerminate', { ...p, reason: '终止', toB: 0, escrow: 120_000 }],
    ['project.coop.leaderTerminate', { ...p, reason: '终止', toB: 0, escrow: 120_000 }],
    ['project.coop.terminateNegotiate', { ...p, version: ids.version, reason: '新方案', toB: 1, escrow: 120_000 }],
    ['project.coop.agreeTerminate', { ...p, version: ids.version, requestId: newRequestId() }],
    ['project.coop.refuseTerminate', { ...p, version: ids.version, reason: '不同意' }],
    ['project.coop.recover', { ...p, payPassword: PAY_PASSWORD }],
    ['project.coop.recover', { ...p, answer: 'AGREE', payPassword: PAY_PASSWORD }],
    ['project.coop.recover', { ...p, answer: 'REFUSE' }],
    ['project.coop.queryOverdue', p],
    ['project.coop.askPostpone', { ...p, phase: 1, dueTime: Date.now() + 30 * 86_400_000, reason: '延期' }],
    ['project.coop.agreePostpone', { ...p, phase: 1 }],
    ['project.coop.refusePostpone', { ...p, phase: 1, reason: '不同意' }],
    ['project.dispute.verify', p],
    ['project.dispute.open', { ...p, kind: 'ACCEPTANCE', claim: '申请平台介入' }],
    ['project.dispute.detail', { ...p, disputeId: ids.disputeId }],
    ['project.dispute.detail', p],
    ['project.dispute.evidence', { ...p, disputeId: ids.disputeId, text: '证据' }],
    ['project.dispute.withdraw', { ...p, disputeId: ids.disputeId }],
    ['project.docTakeOverMembers', p],
    ['project.docTakeOver', { ...p, taskId: w.formerTask }],
    ['project.docTakeOver', { ...p, taskId: w.memberTask, to: w.member.userId }],
    ['project.docTakeOverStatus', { ...p, taskId: w.formerTask }],
    ['project.docOpenTakeOver', { ...p, taskId: w.formerTask }],
  ] as const satisfies readonly (readonly [RouteId, unknown])[];
};
/** The calls of issue 30 that only read (the others move something, and only a side's acting people may). */
const READS: ReadonlySet<RouteId> = new Set<RouteId>([
  'project.coop.canSelect',
  'project.coop.queryChange',
  'project.coop.changeRefund',
  'project.coop.changeRecoverDocs',
  'project.coop.queryOverdue',
  'project.dispute.verify',
  'project.dispute.detail',
  'project.docTakeOverMembers',
  'project.docTakeOverStatus',
]);
const deskCalls = (w: World, disputeId: string) =>
  [
    ['project.desk.disputes', {}],
    ['project.desk.case', { projectId: w.projectId, disputeId }],
    ['project.desk.take', { projectId: w.projectId, disputeId }],
    ['project.desk.ask', { projectId: w.projectId, disputeId, to: 'both', text: '请补充' }],
    ['project.desk.closeEvidence', { projectId: w.projectId, disputeId }],
    ['project.desk.decide', { projectId: w.projectId, disputeId, ruling: 'ACCEPT', reason: '裁决', requestId: newRequestId() }],
  ] as const satisfies readonly (readonly [RouteId, unknown])[];

/** What must not move under callers who may not act: the cooperation's state, matter, termination, change, dispute, tasks and money. */
const snapshot = async (w: World) => {
  const d = await coopInfo(w as never);
  const change = (await queryChange(w as never)).change;
  const dispute = ok<DisputeView | null>(await call('project.dispute.detail', { projectId: w.projectId }, w.partyA.token), 'dispute');
  const t = (await terminationOf(w as never)).termination;
  const tasks = await Promise.all([w.memberTask, w.formerTask].map(async (taskId) => ok<{ takeOver?: unknown }>(await call('project.docTakeOverStatus', { projectId: w.projectId, taskId }, w.partyB.token), 'status')));
  return {
    state: d.state,
    matter: d.matter?.kind ?? null,
    phases: d.phases.map((p) => [p.index, p.state, p.amount, p.funded, p.dueTime, p.overdue?.state ?? null]),
    change: change ? [change.id, change.state] : null,
    dispute: dispute ? [dispute.id, dispute.state, dispute.entries.length] : null,
    termination: t ? [t.id, t.state, t.proposal.version] : null,
    tasks: JSON.stringify(tasks),
    money: [d.money.inEscrow, await escrowHeld(w.projectId)],
  };
};

describe('callers who may not act get nothing through any route of issue 30', () => {
  it('strangers get 403/404, the wrong side and either side’s plain people a refusal, through every route in every matter; nothing moves', async () => {
    // Prepare
    const w = await world();
    const outsiders = { stranger: w.stranger, strangerCo: w.strangerCo, desk: w.desk, former: w.former };
    const insiders = { plainA: w.plainA, member: w.member };
    /** Every caller through every route; the strangers 403/404, the insiders refused; the state as it was. */
    const everyoneRefused = async (where: string, ids: { changeId: string; disputeId: string; version: number }, wrongSide: Record<string, RouteId[]>) => {
      const before = await snapshot(w);
      const calls = everyCall(w, ids);
      for (const [who, person] of Object.entries(outsiders)) {
        const answers = await Promise.all(calls.map(([id, input]) => raw(id, input, person.token)));
        answers.forEach((a, i) => expect([403, 404], `${where}: ${who} ${calls[i]![0]} answered ${a.status} ${JSON.stringify(a.body).slice(0, 200)}`).toContain(a.status));
      }
      for (const [who, person] of Object.entries(insiders)) {
        // Their reads may answer (staff read the project; the member reads party B's own); every move is refused.
        const answers = await Promise.all(calls.map(([id, input]) => raw(id, input, person.token)));
        noServerError(answers, `${where}: ${who}`);
        answers.forEach((a, i) => {
          if (!READS.has(calls[i]![0])) refused(a, `${where}: ${who} ${calls[i]![0]}`);
        });
      }
      for (const [side, ids2] of Object.entries(wrongSide)) {
        const person = side === 'partyA' ? w.partyA : w.partyB;
        for (const id of ids2) {
          const [, input] = calls.find(([x]) => x === id)!;
          refused(await raw(id, input, person.token), `${where}: ${side} ${id}`);
        }
      }
      // The desk's routes: 403 for anyone but its staff, the parties included.
      for (const person of [w.partyA, w.partyB, w.plainA, w.member, w.stranger, w.former]) {
        for (const [id, input] of deskCalls(w, ids.disputeId)) expect((await raw(id, input, person.token)).status, `${where}: desk route ${id}`).toBe(403);
      }
      expect(await snapshot(w), where).toEqual(before);
    };
    const NONE = { changeId: '01HZZZZZZZZZZZZZZZZZZZZZZZ', disputeId: '01HZZZZZZZZZZZZZZZZZZZZZZZ', version: 1 };

    // Act and assess: no matter open (party A cannot ask to postpone, nor lead party B's calls)
    await everyoneRefused('no matter', NONE, { partyA: ['project.coop.leaderTerminate', 'project.coop.askPostpone', 'project.docTakeOver', 'project.docOpenTakeOver', 'project.docTakeOverMembers', 'project.docTakeOverStatus'], partyB: ['project.coop.agreePostpone', 'project.coop.refusePostpone'] });

    // …a termination party A proposed, waiting for party B
    await proposeTermination(w, 'partyA', 30_000);
    await everyoneRefused('termination waiting for party B', { ...NONE, version: 1 }, { partyA: ['project.coop.agreeTerminate', 'project.coop.refuseTerminate', 'project.coop.terminateNegotiate', 'project.coop.startTerminate', 'project.coop.startChange'], partyB: ['project.coop.startTerminateNegotiate', 'project.dispute.open'] });
    ok(await call('project.coop.refuseTerminate', { projectId: w.projectId, version: 1, reason: '不同意终止' }, w.partyB.token), 'refuse');

    // …a change party A proposed, waiting for party B
    const change = await proposeChange(w, 'partyA', ([first, ...rest]) => [{ ...first!, amount: first!.amount - 10_000 }, ...rest]);
    await everyoneRefused('change waiting for party B', { ...NONE, changeId: change.id }, { partyA: ['project.coop.agreeChange', 'project.coop.refuseChange', 'project.coop.leaderCancelChange', 'project.coop.changeSupplement'], partyB: ['project.coop.cancelChange', 'project.coop.leaderCancelChange', 'project.coop.startTerminate', 'project.dispute.open'] });
    // A dispute while the change runs: refused to either side, the acceptance window open as it is.
    refused(await call('project.dispute.open', { projectId: w.projectId, kind: 'ACCEPTANCE', claim: '变更期间申请介入' }, w.partyA.token), 'a dispute while a change runs');
    ok(await call('project.coop.cancelChange', { projectId: w.projectId, changeId: change.id }, w.partyA.token), 'cancel');

    // …a dispute party B opened
    const dispute = await openAcceptanceDispute(w, 'partyB');
    await everyoneRefused('dispute open', { ...NONE, disputeId: dispute.id }, { partyA: ['project.dispute.withdraw', 'project.coop.startChange', 'project.coop.startTerminateNegotiate'] });

    // The leader takes the former member's task over: the task moves to the leader, and nothing else happened before.
    ok(await call('project.docTakeOver', { projectId: w.projectId, taskId: w.formerTask }, w.partyB.token), 'take over');
    await reconcile(w.accounts);
  }, 240_000);

  it('a dispute’s private files: another’s upload is refused as evidence; the bare address is not served; the signed one reaches the two sides only', async () => {
    // Prepare
    const w = await world();
    const [mine, theirs, strangers] = await Promise.all([uploadAs(w.partyB, 'dispute-file', '交付清单.pdf'), uploadAs(w.partyA, 'dispute-file', '意见.pdf'), uploadAs(w.stranger, 'dispute-file', '陌生.pdf')]);
    const opened = await openAcceptanceDispute(w, 'partyB', { files: [{ name: '交付清单.pdf', url: mine.fileUrl, size: 10 }] });

    // Act
    const borrowed = await Promise.all([
      call('project.dispute.evidence', { projectId: w.projectId, disputeId: opened.id, text: '借用对方的文件', files: [{ name: 'x.pdf', url: mine.fileUrl, size: 10 }] }, w.partyA.token),
      call('project.dispute.evidence', { projectId: w.projectId, disputeId: opened.id, text: '陌生人的文件', files: [{ name: 'x.pdf', url: strangers.fileUrl, size: 10 }] }, w.partyA.token),
      call('project.dispute.evidence', { projectId: w.projectId, disputeId: opened.id, text: '别处的地址', files: [{ name: 'x.pdf', url: 'https://evil.example.com/x.pdf', size: 10 }] }, w.partyA.token),
      call('project.dispute.evidence', { projectId: w.projectId, disputeId: opened.id, text: '路径', files: [{ name: 'x.pdf', url: `/files/${mine.key}/../../${theirs.key}`, size: 10 }] }, w.partyA.token),
    ]);
    const seen = ok<DisputeView>(await call('project.dispute.detail', { projectId: w.projectId, disputeId: opened.id }, w.partyA.token), 'detail');
    const signed = seen.entries[0]!.files[0]!.url;
    const reads = await Promise.all([
      call('project.dispute.detail', { projectId: w.projectId, disputeId: opened.id }, w.stranger.token),
      call('project.dispute.detail', { projectId: w.projectId, disputeId: opened.id }, w.member.token),
      call('project.dispute.detail', { projectId: w.projectId, disputeId: opened.id }, w.plainA.token),
    ]);
    const fetched = await Promise.all([fetch(mine.fileUrl), fetch(signed), fetch(signed.split('?')[0]!), fetch(signed.replace(/X-Amz-Signature=[0-9a-f]+/, 'X-Amz-Signature=' + '0'.repeat(64)))]);

    // Assess
    for (const a of borrowed) expect(a.body.code, JSON.stringify(a.body).slice(0, 200)).toBe(400);
    expect(reads.map((a) => a.status)).toEqual([404, 404, 404]);
    expect(fetched.map((r) => r.status)).toEqual([403, 200, 403, 403]);
    expect(JSON.stringify(seen)).not.toContain(strangers.key);
  }, 120_000);

  it('a stranger’s socket hears nothing of a cooperation’s termination, change or dispute', async () => {
    // Prepare: phase 1 refused twice (a dispute may be opened)
    const c = await twiceRefused();
    const stranger = await newPerson();
    const [aS, bS, strangerS] = await Promise.all([open(c.partyA.token, 'channel=radio'), open(c.partyB.token, 'channel=radio'), open(stranger.token, 'channel=radio')]);
    const heard = (s: typeof aS) => s.frames.filter((f) => JSON.stringify(f).includes(c.projectId)).length;

    // Act: a termination proposed and refused, a change proposed and refused
    await proposeTermination(c, 'partyB', 10_000);
    ok(await call('project.coop.refuseTerminate', { projectId: c.projectId, version: 1, reason: '不同意' }, c.partyA.token), 'refuse');
    const change = await proposeChange(c, 'partyA');
    ok(await call('project.coop.refuseChange', { projectId: c.projectId, changeId: change.id, reason: '不同意' }, c.partyB.token), 'refuse change');
    const dispute = await openAcceptanceDispute(c, 'partyB');
    ok(await call('project.dispute.withdraw', { projectId: c.projectId, disputeId: dispute.id }, c.partyB.token), 'withdraw');
    // The last event must reach both sides: the stranger's socket had the time for every earlier one.
    await expect.poll(() => Math.min(heard(aS), heard(bS)), { timeout: 10_000 }).toBeGreaterThanOrEqual(6);

    // Assess
    expect(heard(strangerS)).toBe(0);
  }, 90_000);
});

// =================================================================================================================
// Overlapping proposals and bursts
// =================================================================================================================

describe('one matter at a time, whoever asks and however often', () => {
  it('both sides opening a termination at the same instant, and a change racing it: exactly one opens', async () => {
    // Prepare
    const c = await fundedCooperation({ phases: TWO, via: 'items' });
    const d = await coopInfo(c as never);
    const phases = d.phases.map((p) => ({ index: p.index, name: p.name, amount: p.amount + 100, days: p.days, deliverables: p.deliverables }));

    // Act
    const answers = await Promise.all([
      call('project.coop.startTerminateNegotiate', { projectId: c.projectId, reason: '甲方终止', toB: 0, escrow: 120_000 }, c.partyA.token),
      call('project.coop.startTerminate', { projectId: c.projectId, reason: '乙方终止', toB: 120_000, escrow: 120_000 }, c.partyB.token),
      call('project.coop.startChange', { projectId: c.projectId, version: 1, phases, reason: '甲方变更' }, c.partyA.token),
      call('project.coop.startChange', { projectId: c.projectId, version: 1, phases, reason: '乙方变更' }, c.partyB.token),
    ]);

    // Assess
    noServerError(answers, 'openings');
    expect(answers.filter((a) => a.body.code === 200), answers.map(codeOf).join(',')).toHaveLength(1);
    for (const a of answers.filter((x) => x.body.code !== 200)) expect([C('COOPERATION_MATTER_OPEN'), C('STALE_DATA'), C('TERMINATION_WAITING')]).toContain(codeOf(a));
    const after = await coopInfo(c as never);
    expect(after.matter).toBeDefined();
    // The matter open refuses every other opening, a dispute included.
    const more = await Promise.all([
      call('project.coop.startChange', { projectId: c.projectId, version: 1, phases, reason: '再变更' }, c.partyA.token),
      call('project.coop.leaderTerminate', { projectId: c.projectId, reason: '再终止', toB: 0, escrow: 120_000 }, c.partyB.token),
      call('project.dispute.open', { projectId: c.projectId, kind: 'TERMINATION', claim: '介入' }, c.partyB.token),
    ]);
    for (const a of more) refused(a, 'a second matter');
    expect((await coopInfo(c as never)).matter).toEqual(after.matter);
  }, 90_000);

  it('ten proposals of a change at once: one change, nine refusals; ten agreements with one requestId to a termination: one settlement, every answer as the first', async () => {
    // Prepare
    const c = await fundedCooperation({ phases: TWO, via: 'items' });
    const a0 = await available(c.partyA);
    const b0 = await available(c.partyB);
    const d = await coopInfo(c as never);
    const phases = d.phases.map((p) => ({ index: p.index, name: p.name, amount: p.amount - 1_000, days: p.days, deliverables: p.deliverables }));

    // Act: ten changes, then the one opened cancelled, then a termination agreed ten times with one requestId
    const changes = await Promise.all(Array.from({ length: 10 }, (_, i) => call<ChangeView>('project.coop.startChange', { projectId: c.projectId, version: 1, phases, reason: `变更${i}` }, c.partyA.token)));
    const won = changes.filter((a) => a.body.code === 200);
    ok(await call('project.coop.cancelChange', { projectId: c.projectId, changeId: won[0]!.body.data.id }, c.partyA.token), 'cancel');
    await proposeTermination(c, 'partyB', 50_000, 'request');
    const requestId = newRequestId();
    const agreed = await Promise.all(Array.from({ length: 10 }, () => call<TerminationAnswer>('project.coop.agreeTerminate', { projectId: c.projectId, version: 1, requestId }, c.partyA.token)));
    const again = await call('project.coop.agreeTerminate', { projectId: c.projectId, version: 1, requestId }, c.partyA.token);

    // Assess
    noServerError([...changes, ...agreed], 'bursts');
    expect(won).toHaveLength(1);
    for (const a of changes.filter((x) => x.body.code !== 200)) expect([C('COOPERATION_MATTER_OPEN'), C('STALE_DATA'), C('CHANGE_WAITING_B')]).toContain(codeOf(a));
    expect(agreed.map(codeOf), 'a repeat of one requestId answers as the first').toEqual(Array(10).fill(200));
    expect(codeOf(again)).toBe(200);
    expect((await coopInfo(c as never)).state).toBe('TERMINATED');
    const fee = phaseServiceFeeOf(50_000);
    expect({ a: await available(c.partyA), b: await available(c.partyB), escrow: await escrowHeld(c.projectId) }).toEqual({ a: a0 + 70_000, b: b0 + 50_000 - fee, escrow: 0 });
    await reconcile(accountsOf(c));
  }, 120_000);

  it('ten agreements to a termination with ten requestIds and ten supplements of one change with one requestId: each moves once', async () => {
    // Prepare
    const c = await fundedCooperation({ phases: TWO, via: 'items' });
    const a0 = await available(c.partyA);
    const change = await proposeChange(c, 'partyA');
    ok(await call('project.coop.agreeChange', { projectId: c.projectId, changeId: change.id }, c.partyB.token), 'agree change');

    // Act
    const requestId = newRequestId();
    const paid = await Promise.all(Array.from({ length: 10 }, () => call<ChangeView>('project.coop.changeSupplement', { projectId: c.projectId, changeId: change.id, amount: 10_000, payPassword: PAY_PASSWORD, requestId }, c.partyA.token)));
    await proposeTermination(c, 'partyA', 0);
    const agreed = await Promise.all(Array.from({ length: 10 }, () => call('project.coop.agreeTerminate', { projectId: c.projectId, version: 1, requestId: newRequestId() }, c.partyB.token)));

    // Assess
    const repeated = await call<ChangeView>('project.coop.changeSupplement', { projectId: c.projectId, changeId: change.id, amount: 10_000, payPassword: PAY_PASSWORD, requestId }, c.partyA.token);
    noServerError([...paid, ...agreed], 'bursts');
    // Beyond five pay passwords judged at once the person's payments are asked to wait (429, docs/conventions.md
    // "Identity and sessions": each attempt is counted before it is judged); every other answer is the first's.
    expect(paid.map(codeOf).filter((k) => k !== 429), 'a repeat of one requestId answers as the first').toEqual(Array(paid.filter((a) => codeOf(a) !== 429).length).fill(200));
    expect(paid.filter((a) => codeOf(a) === 200).length).toBeGreaterThanOrEqual(1);
    expect(codeOf(repeated)).toBe(200);
    expect(agreed.filter((a) => codeOf(a) === 200)).toHaveLength(1);
    for (const a of agreed.filter((x) => codeOf(x) !== 200)) expect([C('STALE_DATA'), C('COOPERATION_NOT_RUNNING'), C('PROCESS_WRONG_STATE'), C('LEDGER_BUSY'), C('TERMINATION_NOT_PROPOSED')]).toContain(codeOf(a));
    // Party A paid ¥100.00 more once, and all escrow (¥1,300.00) came back to it once.
    expect({ a: await available(c.partyA), b: await available(c.partyB), escrow: await escrowHeld(c.projectId) }).toEqual({ a: a0 - 10_000 + 130_000, b: 0, escrow: 0 });
    // Party B asks to recover (it returns nothing); party A agrees ten times at once with one requestId (and gives
    // back its ¥1,300.00 once), then ten times with ten.
    ok(await call('project.coop.recover', { projectId: c.projectId }, c.partyB.token), 'ask recovery');
    const recoveryId = newRequestId();
    const recovered = await Promise.all(Array.from({ length: 10 }, () => call('project.coop.recover', { projectId: c.projectId, answer: 'AGREE', payPassword: PAY_PASSWORD, requestId: recoveryId }, c.partyA.token)));
    const others = await Promise.all(Array.from({ length: 10 }, () => call('project.coop.recover', { projectId: c.projectId, answer: 'AGREE', payPassword: PAY_PASSWORD, requestId: newRequestId() }, c.partyA.token)));
    noServerError([...recovered, ...others], 'recovery bursts');
    expect(recovered.map(codeOf).filter((k) => k !== 429), 'a repeat of one requestId answers as the first').toEqual(Array(recovered.filter((a) => codeOf(a) !== 429).length).fill(200));
    expect(recovered.some((a) => codeOf(a) === 200)).toBe(true);
    expect(others.filter((a) => codeOf(a) === 200)).toHaveLength(0);
    expect({ a: await available(c.partyA), b: await available(c.partyB), escrow: await escrowHeld(c.projectId), state: (await coopInfo(c as never)).state }).toEqual({ a: a0 - 10_000, b: 0, escrow: 130_000, state: 'COOPERATING' });
    await reconcile(accountsOf(c));
  }, 120_000);
});

// =================================================================================================================
// Races
// =================================================================================================================

describe('races between the sides, the desk and the timers', () => {
  it('party A’s acceptance and its agreement to party B’s termination at the same instant: one of them, the money once', async () => {
    // Prepare: phase 1 delivered, party B proposes a termination at the instant party A accepts
    const c = await fundedCooperation({ phases: TWO, via: 'items' });
    const a0 = await available(c.partyA);
    await deliverPhase(c, 1);

    // Act
    const [accepted, opened] = await Promise.all([
      call('project.coop.acceptancePass', { projectId: c.projectId, phase: 1 }, c.partyA.token),
      call('project.coop.startTerminate', { projectId: c.projectId, reason: '乙方终止', toB: 120_000, escrow: 120_000 }, c.partyB.token),
    ]);
    let agreeing: Answer | undefined;
    let accepting: Answer | undefined;
    if (codeOf(opened) === 200) [agreeing, accepting] = await Promise.all([call('project.coop.agreeTerminate', { projectId: c.projectId, version: 1, requestId: newRequestId() }, c.partyA.token), call('project.coop.acceptancePass', { projectId: c.projectId, phase: 1 }, c.partyA.token)]);

    // Assess
    noServerError([accepted, opened, ...(agreeing ? [agreeing, accepting!] : [])], 'race');
    expect([codeOf(accepted), codeOf(opened)].filter((k) => k === 200)).toHaveLength(1);
    const d = await coopInfo(c as never);
    const fee = phaseServiceFeeOf(120_000);
    if (codeOf(accepted) === 200) {
      expect([d.state, d.phases[0]!.state]).toEqual(['COOPERATING', 'ACCEPTED']);
      expect(await available(c.partyB)).toBe(120_000 - fee);
    } else {
      // The agreement and the acceptance: the held phase is not accepted; the termination ends it with ¥1,200.00 to party B.
      expect(codeOf(accepting!)).not.toBe(200);
      expect(codeOf(agreeing!)).toBe(200);
      expect([d.state, d.phases[0]!.state]).toEqual(['TERMINATED', 'ACCEPTING']);
      expect(await available(c.partyB)).toBe(120_000 - fee);
    }
    expect(await available(c.partyA)).toBe(a0);
    expect(await escrowHeld(c.projectId)).toBe(0);
    await reconcile(accountsOf(c));
  }, 120_000);

  it('the supplement of an agreed change racing the cancel of it, and an agreement racing the cancel: each change ends one way, the money once', async () => {
    // Prepare
    const c = await fundedCooperation({ phases: TWO, via: 'items' });
    const a0 = await available(c.partyA);

    // Act: an agreement racing the proposer's cancel
    const first = await proposeChange(c, 'partyA');
    const [agreed, cancelled] = await Promise.all([
      call('project.coop.agreeChange', { projectId: c.projectId, changeId: first.id }, c.partyB.token),
      call('project.coop.cancelChange', { projectId: c.projectId, changeId: first.id }, c.partyA.token),
    ]);
    // …then (agreed or not) a change agreed, its supplement paid at the instant party A cancels it
    let change = first;
    if (codeOf(agreed) !== 200) {
      change = await proposeChange(c, 'partyA');
      ok(await call('project.coop.agreeChange', { projectId: c.projectId, changeId: change.id }, c.partyB.token), 'agree');
    }
    const [paid, cancelledLate] = await Promise.all([
      call('project.coop.changeSupplement', { projectId: c.projectId, changeId: change.id, amount: 10_000, payPassword: PAY_PASSWORD, requestId: newRequestId() }, c.partyA.token),
      call('project.coop.cancelChange', { projectId: c.projectId, changeId: change.id }, c.partyA.token),
    ]);

    // Assess
    noServerError([agreed, cancelled, paid, cancelledLate], 'race');
    expect([codeOf(agreed), codeOf(cancelled)].filter((k) => k === 200)).toHaveLength(1);
    expect(codeOf(paid)).toBe(200);
    expect(codeOf(cancelledLate)).not.toBe(200);
    const state = (await queryChange(c)).change!;
    expect([state.id, state.state]).toEqual([change.id, 'EFFECTIVE']);
    expect({ a: await available(c.partyA), escrow: await escrowHeld(c.projectId), inEscrow: (await coopInfo(c as never)).money.inEscrow }).toEqual({ a: a0 - 10_000, escrow: 130_000, inEscrow: 130_000 });
    await reconcile(accountsOf(c));
  }, 120_000);

  it('an agreed recovery racing a new termination: the termination opens only on the recovered cooperation, the money back where it was', async () => {
    // Prepare: terminated with ¥500.00 to party B, party B asks to recover
    const c = await fundedCooperation({ phases: TWO, via: 'items' });
    await setPayPassword(c.partyB);
    const start = { a: await available(c.partyA), b: await available(c.partyB) };
    await terminate(c, 50_000);
    await askRecovery(c, 'partyB');

    // Act: party A agrees at the instant it proposes a new termination (and party B asks to recover again)
    const [agreed, reopened, askedAgain] = await Promise.all([
      call('project.coop.recover', { projectId: c.projectId, answer: 'AGREE', payPassword: PAY_PASSWORD }, c.partyA.token),
      call('project.coop.startTerminate', { projectId: c.projectId, reason: '再次终止', toB: 0, escrow: 120_000 }, c.partyA.token),
      call('project.coop.recover', { projectId: c.projectId, payPassword: PAY_PASSWORD }, c.partyB.token),
    ]);

    // Assess
    noServerError([agreed, reopened, askedAgain], 'race');
    expect(codeOf(agreed)).toBe(200);
    expect(codeOf(askedAgain)).not.toBe(200);
    expect({ a: await available(c.partyA), b: await available(c.partyB), escrow: await escrowHeld(c.projectId) }).toEqual({ ...start, escrow: 120_000 });
    const view = await terminationOf(c);
    if (codeOf(reopened) === 200) {
      expect(view.termination).toMatchObject({ state: 'WAIT_B', proposal: { version: 1, toB: 0 } });
      // A new termination shows none of the recovery before it.
      expect(view.termination!.recovery).toBeUndefined();
      expect(view.termination!.recoveredAt).toBeUndefined();
    } else {
      expect([C('COOPERATION_NOT_RUNNING'), C('STALE_DATA'), C('TERMINATION_WAITING'), C('PROCESS_WRONG_STATE')]).toContain(codeOf(reopened));
      expect(view.termination!.state).toBe('RECOVERED');
    }
    await reconcile(accountsOf(c));
  }, 120_000);

  it('a postponement asked at the instant the overdue timer fires, and agreed at the instant the new deadline passes', async () => {
    // Prepare
    const c = await fundedCooperation({ phases: TWO, via: 'items' });
    const due = (await coopInfo(c as never)).phases[0]!.dueTime!;
    const newDue = due + 10 * 86_400_000;

    // Act
    const [swept, asked] = await Promise.all([
      call<{ fired: number; failed: number }>('project.devSweep', { now: due + 60_000, objectIds: [c.projectId] }),
      call('project.coop.askPostpone', { projectId: c.projectId, phase: 1, dueTime: newDue, reason: '需要更多时间' }, c.partyB.token),
    ]);
    const askedAfter = codeOf(asked) === 200 ? asked : await call('project.coop.askPostpone', { projectId: c.projectId, phase: 1, dueTime: newDue, reason: '需要更多时间' }, c.partyB.token);
    const [sweptAgain, agreed] = await Promise.all([
      call<{ fired: number; failed: number }>('project.devSweep', { now: newDue + 60_000, objectIds: [c.projectId] }),
      call('project.coop.agreePostpone', { projectId: c.projectId, phase: 1 }, c.partyA.token),
    ]);

    // Assess
    noServerError([swept, asked, askedAfter, sweptAgain, agreed], 'race');
    expect(ok(swept, 'sweep').failed).toBe(0);
    expect(ok(sweptAgain, 'sweep').failed).toBe(0);
    if (codeOf(asked) !== 200) expect(codeOf(asked)).toBe(C('PHASE_NOT_OVERDUE'));
    expect(codeOf(askedAfter)).toBe(200);
    expect(codeOf(agreed)).toBe(200);
    // Agreed: the deadline is the one asked for, the first kept; the sweep at it marked it overdue again, or did so later.
    ok(await call('project.devSweep', { now: newDue + 120_000, objectIds: [c.projectId] }), 'sweep');
    const p = (await coopInfo(c as never)).phases[0]!;
    expect({ dueTime: p.dueTime, plannedDueTime: p.plannedDueTime, overdue: p.overdue?.state }).toEqual({ dueTime: newDue, plannedDueTime: due, overdue: 'OVERDUE' });
  }, 90_000);

  it('a supplement paid at the instant its change lapses: the change takes effect with the money or lapses without it', async () => {
    // Prepare: a change of ¥100.00 more, agreed; its supplement due until expireAt
    const c = await fundedCooperation({ phases: TWO, via: 'items' });
    const a0 = await available(c.partyA);
    const change = await proposeChange(c, 'partyA');
    const agreed = ok<ChangeView>(await call('project.coop.agreeChange', { projectId: c.projectId, changeId: change.id }, c.partyB.token), 'agree');

    // Act
    const [swept, paid] = await Promise.all([
      call<{ fired: number; failed: number }>('project.devSweep', { now: agreed.expireAt! + 60_000, objectIds: [c.projectId] }),
      call('project.coop.changeSupplement', { projectId: c.projectId, changeId: change.id, amount: 10_000, payPassword: PAY_PASSWORD, requestId: newRequestId() }, c.partyA.token),
    ]);

    // Assess
    noServerError([swept, paid], 'race');
    expect(ok(swept, 'sweep').failed).toBe(0);
    const state = (await queryChange(c)).change!.state;
    const d = await coopInfo(c as never);
    if (codeOf(paid) === 200) {
      expect([state, d.phases[0]!.amount, d.money.inEscrow, await available(c.partyA)]).toEqual(['EFFECTIVE', 130_000, 130_000, a0 - 10_000]);
    } else {
      // The lapse came first: the change closed (102120), or moved under the payment's feet (100002); nothing paid.
      expect([C('CHANGE_CLOSED'), C('STALE_DATA')]).toContain(codeOf(paid));
      expect([state, d.phases[0]!.amount, d.money.inEscrow, await available(c.partyA)]).toEqual(['EXPIRED', 120_000, 120_000, a0]);
    }
    expect(d.matter).toBeUndefined();
    expect(await escrowHeld(c.projectId)).toBe(d.money.inEscrow);
    await reconcile(accountsOf(c));
  }, 90_000);

  it('two take-overs of one task at the same instant, to two people: one of them, the other refused', async () => {
    // Prepare
    const w = await world();

    // Act
    const [toLeader, toMember] = await Promise.all([
      call('project.docTakeOver', { projectId: w.projectId, taskId: w.formerTask }, w.partyB.token),
      call('project.docTakeOver', { projectId: w.projectId, taskId: w.formerTask, to: w.member.userId }, w.partyB.token),
    ]);

    // Assess
    noServerError([toLeader, toMember], 'race');
    expect([codeOf(toLeader), codeOf(toMember)].filter((k) => k === 200), `${codeOf(toLeader)} ${codeOf(toMember)}`).toHaveLength(1);
    const status = ok<TakeOverStatus>(await call('project.docTakeOverStatus', { projectId: w.projectId, taskId: w.formerTask }, w.partyB.token), 'status');
    expect(status.takeOver).toMatchObject({ from: { userId: w.former.userId }, to: { userId: codeOf(toLeader) === 200 ? w.partyB.userId : w.member.userId } });
    // The former member, gone from party B, neither opens nor writes it.
    for (const id of ['project.docOpenTakeOver', 'project.docRequestEdit'] as const) expect([403, 404]).toContain((await call(id, { projectId: w.projectId, taskId: w.formerTask }, w.former.token)).status);
  }, 120_000);

  it('the desk’s ruling at the instant the opener withdraws, repeated ten times with one requestId: one of them, the money once', async () => {
    // Prepare
    const w = await world();
    const staff = w.desk;
    const opened = await openAcceptanceDispute(w, 'partyB');
    await takeDispute(staff, w, opened.id);
    const [a0, b0] = await Promise.all(w.accounts.slice(0, 2).map(async (id) => (await accountState(id))?.available ?? 0));

    // Act
    const requestId = newRequestId();
    const decide = () => call<DisputeView>('project.desk.decide', { projectId: w.projectId, disputeId: opened.id, ruling: 'TERMINATE', toB: 40_000, reason: '部分完成', requestId }, staff.token);
    const answers = await Promise.all([...Array.from({ length: 10 }, decide), call('project.dispute.withdraw', { projectId: w.projectId, disputeId: opened.id }, w.partyB.token)]);

    // Assess
    noServerError(answers, 'race');
    const rulings = answers.slice(0, 10).map(codeOf);
    const withdrawn = codeOf(answers[10]!) === 200;
    const [a1, b1] = await Promise.all(w.accounts.slice(0, 2).map(async (id) => (await accountState(id))?.available ?? 0));
    const d = await coopInfo(w as never);
    if (withdrawn) {
      expect(rulings.every((k) => k !== 200)).toBe(true);
      expect({ state: d.state, a: a1, b: b1, escrow: await escrowHeld(w.projectId) }).toEqual({ state: 'COOPERATING', a: a0, b: b0, escrow: 120_000 });
    } else {
      expect(rulings, 'a repeat of one requestId answers as the first').toEqual(Array(10).fill(200));
      expect({ state: d.state, a: a1, b: b1, escrow: await escrowHeld(w.projectId) }).toEqual({ state: 'TERMINATED', a: a0! + 80_000, b: b0! + 40_000 - phaseServiceFeeOf(40_000), escrow: 0 });
    }
    await reconcile(w.accounts);
  }, 120_000);
});

// =================================================================================================================
// Hostile input
// =================================================================================================================

describe('hostile input to every route of issue 30', () => {
  it('oversized, negative, fractional, huge and wrongly typed values, splits beyond escrow, unknown phases and others’ ids: refused with a field or a code, never a 5xx, nothing moved', async () => {
    // Prepare: our cooperation, and another's with its own change and dispute
    const [c, theirs] = await Promise.all([fundedCooperation({ phases: TWO, via: 'items' }), world()]);
    const theirChange = await proposeChange(theirs, 'partyA');
    ok(await call('project.coop.cancelChange', { projectId: theirs.projectId, changeId: theirChange.id }, theirs.partyA.token), 'cancel');
    const theirDispute = await openAcceptanceDispute(theirs, 'partyB');
    const p = { projectId: c.projectId };
    const big = '终'.repeat(100_001);
    const terms = (over: Record<string, unknown>) => TWO.map((x, i) => ({ index: i + 1, ...x, ...(i === 0 ? over : {}) }));
    const before = await available(c.partyA);

    // Act
    const cases: [string, RouteId, unknown, 'A' | 'B'][] = [
      ['reason oversized', 'project.coop.startTerminate', { ...p, reason: big, toB: 0, escrow: 120_000 }, 'A'],
      ['reason 501', 'project.coop.startTerminateNegotiate', { ...p, reason: '长'.repeat(501), toB: 0, escrow: 120_000 }, 'A'],
      ['toB negative', 'project.coop.startTerminate', { ...p, reason: '终止', toB: -1, escrow: 120_000 }, 'A'],
      ['toB fraction', 'project.coop.startTerminate', { ...p, reason: '终止', toB: 0.5, escrow: 120_000 }, 'A'],
      ['toB huge', 'project.coop.startTerminate', { ...p, reason: '终止', toB: 1e300, escrow: 120_000 }, 'A'],
      ['toB as words', 'project.coop.startTerminate', { ...p, reason: '终止', toB: '一百', escrow: 120_000 }, 'A'],
      ['toB as hex', 'project.coop.startTerminate', { ...p, reason: '终止', toB: '0x64', escrow: 120_000 }, 'A'],
      ['toB beyond escrow', 'project.coop.startTerminate', { ...p, reason: '终止', toB: 120_001, escrow: 120_000 }, 'A'],
      ['escrow not as held', 'project.coop.startTerminate', { ...p, reason: '终止', toB: 0, escrow: 999_999 }, 'A'],
      ['toB null', 'project.coop.leaderTerminate', { ...p, reason: '终止', toB: null, escrow: 120_000 }, 'B'],
      ['version negative', 'project.coop.agreeTerminate', { ...p, version: -1, requestId: newRequestId() }, 'B'],
      ['version unknown', 'project.coop.refuseTerminate', { ...p, version: 999, reason: '不' }, 'B'],
      ['requestId too short', 'project.coop.agreeTerminate', { ...p, version: 1, requestId: 'x' }, 'B'],
      ['answer unknown', 'project.coop.recover', { ...p, answer: 'MAYBE' }, 'B'],
      ['answer prototype', 'project.coop.recover', { ...p, answer: '__proto__' }, 'B'],
      ['phase amount negative', 'project.coop.startChange', { ...p, version: 1, phases: terms({ amount: -100 }), reason: '变更' }, 'A'],
      ['phase amount fraction', 'project.coop.startChange', { ...p, version: 1, phases: terms({ amount: 100.5 }), reason: '变更' }, 'A'],
      ['phase amount huge', 'project.coop.startChange', { ...p, version: 1, phases: terms({ amount: Number.MAX_SAFE_INTEGER }), reason: '变更' }, 'A'],
      ['phase unknown', 'project.coop.startChange', { ...p, version: 1, phases: terms({ index: 9 }), reason: '变更' }, 'A'],
      ['phase twice', 'project.coop.startChange', { ...p, version: 1, phases: [...terms({}), terms({})[0]], reason: '变更' }, 'A'],
      ['phase zero', 'project.coop.startChange', { ...p, version: 1, phases: terms({ index: 0 }), reason: '变更' }, 'A'],
      ['days negative', 'project.coop.startChange', { ...p, version: 1, phases: terms({ days: -3 }), reason: '变更' }, 'B'],
      ['phases thirteen', 'project.coop.startChange', { ...p, version: 1, phases: [...terms({}), ...Array.from({ length: 11 }, (_, i) => ({ name: `加${i}`, amount: 100, days: 1, deliverables: '物' }))], reason: '变更' }, 'A'],
      ['phases as object', 'project.coop.startChange', { ...p, version: 1, phases: { 0: terms({})[0] }, reason: '变更' }, 'A'],
      ['terms version old', 'project.coop.startChange', { ...p, version: 0, phases: terms({ amount: 1 }), reason: '变更' }, 'A'],
      ['their change agreed', 'project.coop.agreeChange', { ...p, changeId: theirChange.id }, 'B'],
      ['their change on their project', 'project.coop.agreeChange', { projectId: theirs.projectId, changeId: theirChange.id }, 'B'],
      ['their change supplemented', 'project.coop.changeSupplement', { ...p, changeId: theirChange.id, amount: 10_000, payPassword: PAY_PASSWORD, requestId: newRequestId() }, 'A'],
      ['supplement negative', 'project.coop.changeSupplement', { ...p, changeId: theirChange.id, amount: -5, payPassword: PAY_PASSWORD, requestId: newRequestId() }, 'A'],
      ['their dispute read', 'project.dispute.detail', { ...p, disputeId: theirDispute.id }, 'A'],
      ['their dispute evidence', 'project.dispute.evidence', { ...p, disputeId: theirDispute.id, text: '证据' }, 'A'],
      ['their dispute withdrawn', 'project.dispute.withdraw', { ...p, disputeId: theirDispute.id }, 'B'],
      ['dispute kind unknown', 'project.dispute.open', { ...p, kind: 'MONEY', claim: '介入' }, 'B'],
      ['dispute split beyond escrow', 'project.dispute.open', { ...p, kind: 'ACCEPTANCE', claim: '介入', askedToB: 120_001 }, 'B'],
      ['dispute claim oversized', 'project.dispute.open', { ...p, kind: 'ACCEPTANCE', claim: '长'.repeat(2_001) }, 'B'],
      ['dispute files too many', 'project.dispute.open', { ...p, kind: 'ACCEPTANCE', claim: '介入', files: Array.from({ length: 50 }, () => ({ name: 'a.pdf', url: '/files/x', size: 1 })) }, 'B'],
      ['postpone in the past', 'project.coop.askPostpone', { ...p, phase: 1, dueTime: Date.now() - 86_400_000, reason: '延期' }, 'B'],
      ['postpone too far', 'project.coop.askPostpone', { ...p, phase: 1, dueTime: Date.now() + 400 * 86_400_000, reason: '延期' }, 'B'],
      ['postpone as text', 'project.coop.askPostpone', { ...p, phase: 1, dueTime: '明天', reason: '延期' }, 'B'],
      ['postpone unknown phase', 'project.coop.askPostpone', { ...p, phase: 9, dueTime: Date.now() + 86_400_000, reason: '延期' }, 'B'],
      ['postpone phase fraction', 'project.coop.agreePostpone', { ...p, phase: 1.5 }, 'A'],
      ['take over their task', 'project.docTakeOver', { ...p, taskId: theirs.formerTask }, 'B'],
      ['take over to a stranger', 'project.docTakeOver', { projectId: theirs.projectId, taskId: theirs.formerTask, to: c.partyA.userId }, 'B'],
      ['their project’s matter', 'project.coop.canSelect', { projectId: theirs.projectId }, 'A'],
      ['project id malformed', 'project.coop.canSelect', { projectId: '../../x' }, 'A'],
    ];
    const staff = theirs.desk;
    const deskCases: [string, RouteId, unknown][] = [
      ['ruling unknown', 'project.desk.decide', { projectId: theirs.projectId, disputeId: theirDispute.id, ruling: 'PAY_ME', reason: '裁决', requestId: newRequestId() }],
      ['ruling split negative', 'project.desk.decide', { projectId: theirs.projectId, disputeId: theirDispute.id, ruling: 'TERMINATE', toB: -1, reason: '裁决', requestId: newRequestId() }],
      ['ruling split beyond escrow', 'project.desk.decide', { projectId: theirs.projectId, disputeId: theirDispute.id, ruling: 'TERMINATE', toB: 120_001, reason: '裁决', requestId: newRequestId() }],
      ['ruling split missing', 'project.desk.decide', { projectId: theirs.projectId, disputeId: theirDispute.id, ruling: 'TERMINATE', reason: '裁决', requestId: newRequestId() }],
      ['ruling of another kind', 'project.desk.decide', { projectId: theirs.projectId, disputeId: theirDispute.id, ruling: 'CONTINUE', reason: '裁决', requestId: newRequestId() }],
      ['ruling reason oversized', 'project.desk.decide', { projectId: theirs.projectId, disputeId: theirDispute.id, ruling: 'ACCEPT', reason: big, requestId: newRequestId() }],
      ['ruling on another project', 'project.desk.decide', { projectId: c.projectId, disputeId: theirDispute.id, ruling: 'ACCEPT', reason: '裁决', requestId: newRequestId() }],
      ['asking nobody', 'project.desk.ask', { projectId: theirs.projectId, disputeId: theirDispute.id, to: 'desk', text: '问题' }],
      ['page size huge', 'project.desk.disputes', { current: 1, size: 100_000 }],
    ];
    for (const [what, id, input] of deskCases) refused(await raw(id, input, staff.token), what);
    // One after another: a case let through must not hide the others' answers.
    const answers: Answer[] = [];
    for (const [, id, input, side] of cases) answers.push(await raw(id, input, (side === 'A' ? c.partyA : id === 'project.docTakeOver' && 'to' in (input as object) ? theirs.partyB : c.partyB).token));

    // Assess
    answers.forEach((a, i) => refused(a, cases[i]![0]));
    const d = await coopInfo(c as never);
    expect({ matter: d.matter, state: d.state, inEscrow: d.money.inEscrow, a: await available(c.partyA) }).toEqual({ matter: undefined, state: 'COOPERATING', inEscrow: 120_000, a: before });
    expect((await queryChange(theirs)).change!.state).toBe('CANCELLED');
    expect(ok<DisputeView>(await call('project.dispute.detail', { projectId: theirs.projectId, disputeId: theirDispute.id }, theirs.partyB.token), 'detail').state).toBe('OPEN');
    const status = ok<{ takeOver?: unknown }>(await call('project.docTakeOverStatus', { projectId: theirs.projectId, taskId: theirs.formerTask }, theirs.partyB.token), 'status');
    expect(status.takeOver).toBeUndefined();
  }, 180_000);
});
