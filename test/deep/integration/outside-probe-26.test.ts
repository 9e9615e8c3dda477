/**
 * Outside probe 26: the doors the test-speed refactor touched, attacked as an outside client would (issue 26).
 *
 * - the dev-only timer sweep (`project.devSweep`): never in a deployed table, plan or function; and in the product
 *   `npm start` runs, nobody — least of all an anonymous caller — moves another party's timers early with it;
 * - overlapping requests on the write paths rebuilt from item builders (functions/project/requests.ts,
 *   negotiations.ts, cooperation/service.ts): one effect each, money exact, nothing half-written, timers that follow
 *   the state they belong to; the ledger of every account touched reconciled (entries name their claim);
 * - strangers with others' ids at the socket doors of a cooperation;
 * - hostile input to the local gateway (infra/local/gateway/http-event.ts and http-api.ts, the site's /files):
 *   odd methods, paths, percent-encoding, query strings, content types, huge headers and bodies — never a 5xx;
 * - the product as `npm start` runs it (infra/local/start.ts with no option but a free port, in memory, no SPA build):
 *   it fires due timers and expires TTL items by itself for real users (the test cloud turns both off), and a request
 *   target that is no URL does not bring the gateway down.
 *
 * Each `it` states the safe behaviour. Five were findings when the probe was written, each kept as its regression
 * test: a request target that is no URL ended the whole local cloud (site and socket upgrade); an anonymous caller of
 * the sweep route closed others' demands and accepted others' phases in `npm start`'s product (the route now exists
 * only in a cloud started with `--test-clock`); a hostile Range header on /files got a 502.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { inject } from 'vitest';
import type { Envelope, Page } from '../../../shared/envelope.js';
import { ERRORS } from '../../../shared/errors.js';
import { negotiationFeeOf, phaseServiceFeeOf } from '../../../shared/limits.js';
import { deployedRoutes, routeById, ROUTES, type RouteId } from '../../../shared/routes/index.js';
import { ENV } from '../../../shared/runtime-config.js';
import type { CooperationDetail, ProcessRecordView } from '../../../shared/schemas/cooperation.js';
import type { BacklogItem, NegotiationCard, NegotiationDetail, ProjectCard, ProjectDetail, RequestCard } from '../../../shared/schemas/project.js';
import type { FlowEntry, WalletInfo } from '../../../shared/schemas/wallet.js';
import { escrowAccountId, walletAccountId } from '../../../functions/wallet/public.js';
import { reconcileScoped } from '../../../functions/wallet/reconcile.js';
import { readLedgerOf } from '../../../infra/scripts/ledger-snapshot.js';
import { planHttpRoutes, routeKeyOf } from '../../../infra/stack/http-routes.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_PAY_PASSWORD } from '../../../infra/local/demo-accounts.js';
import { selectRoute } from '../../unit/stack-gateway.js';
import { call, type Answer } from '../../support/api.js';
import { newRequestId, PAY_PASSWORD, setPayPassword } from '../../support/money.js';
import { newPerson, type TestPerson } from '../../support/people.js';
import { demandFields, ok } from '../../support/projects.js';
import { openSocket, socketPool } from '../../support/sockets.js';
import { uploadAs } from '../../support/uploads.js';
import { applicationIn, invitationIn, negotiationIn, phaseIn, SWEEP_LATE, type Built } from '../../support/states/index.js';
import { rawExchange } from '../../support/raw-http.js';
import { proxiedEvent } from '../../support/proxied-event.js';
import { UNITS } from '../../../shared/units.js';
import { codeOf, noServerError } from '../../support/probe.js';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const DAY = 86_400_000;
const site = () => inject('cloud').siteUrl;
const open = socketPool(() => inject('cloud').wsUrl);

const ONE = [{ name: '唯一阶段', amount: 100_000, days: 10, deliverables: '交付物' }];
const TWO = [
  { name: '第一阶段', amount: 100_000, days: 10, deliverables: '交付物' },
  { name: '第二阶段', amount: 50_001, days: 5, deliverables: '交付物' },
];
/** The fee of demandFields()'s three phases (800,000 fen). */
const FEE = negotiationFeeOf(800_000);

const count = <T>(items: readonly T[], test: (t: T) => boolean) => items.filter(test).length;

/** Every account this file's money moved through, reconciled at the end. */
const touched = new Set<string>();
const remember = <T extends Built>(b: T): T => {
  touched.add(walletAccountId('PERSONAGE', b.partyA.userId));
  touched.add(walletAccountId('PERSONAGE', b.partyB.userId));
  touched.add(escrowAccountId(b.projectId));
  return b;
};

const negotiation = async (p: TestPerson, id: string) => ok<NegotiationDetail>(await call('project.negotiation', { id }, p.token), 'negotiation');
const project = async (p: TestPerson, projectId: string) => ok<ProjectDetail>(await call('project.info', { projectId }, p.token), 'project');
const wallet = async (p: TestPerson) => ok<WalletInfo>(await call('wallet.info', {}, p.token), 'wallet');
const flow = async (p: TestPerson) => ok<Page<FlowEntry>>(await call('wallet.flow', { current: 1, size: 100 }, p.token), 'flow').records;
const backlog = async (p: TestPerson) => ok<Page<BacklogItem>>(await call('project.backlog', { current: 1, size: 100 }, p.token), 'backlog').records;
const coop = async (p: TestPerson, projectId: string) => ok<CooperationDetail>(await call('project.coop.info', { projectId }, p.token), 'coop');
const records = async (p: TestPerson, projectId: string) => ok<Page<ProcessRecordView>>(await call('project.coop.records', { projectId, current: 1, size: 100 }, p.token), 'records').records;
const sweep = (now: number, ...objectIds: string[]) => call<{ fired: number; failed: number }>('project.devSweep', { now, objectIds });

// =================================================================================================================
// 1. The dev-only sweep in a deployed stack
// =================================================================================================================

describe('project.devSweep is never deployed', () => {
  it('is in no deployed route table and a stack refuses a table that holds it', async () => {
    for (const stage of ['dev', 'prod', 'sandbox', 'staging']) {
      const ids = deployedRoutes(stage).map((r) => r.id);
      expect(ids, stage).not.toContain('project.devSweep');
      expect(ids, stage).not.toContain('account.devSms');
      expect(deployedRoutes(stage).some((r) => r.path.startsWith('/api/dev/')), stage).toBe(false);
    }
    // The HTTP API plan of a deployed stage names no /api/dev path.
    expect(planHttpRoutes(deployedRoutes('dev')).map(routeKeyOf).filter((k) => k.includes('/api/dev'))).toEqual([]);
    // The stack's own guard, before it builds anything.
    const { App } = await import('aws-cdk-lib');
    const { HezuoStack } = await import('../../../infra/stack/hezuo-stack.js');
    expect(() => new HezuoStack(new App(), 'Probe26', { stage: 'dev', spaBuild: {} as never, routes: ROUTES })).toThrow(/Local-only routes/);
  }, 60_000);

  it('a function built for a deployed stage answers POST /api/dev/timers/sweep with the 404 envelope and fires nothing', async () => {
    const plan = planHttpRoutes(deployedRoutes('dev'));
    const keys = plan.map(routeKeyOf);
    const routeKey = selectRoute(keys, 'POST', '/api/dev/timers/sweep')!;
    const entry = plan.find((e) => routeKeyOf(e) === routeKey)!;
    // A timer due now, of a real object, that a served sweep would fire.
    const b = remember(await invitationIn('PENDING'));
    // The unit's function as the stack runs it: STAGE is the deployed stage's, read when the handler is built.
    const saved = process.env[ENV.stage];
    vi.resetModules();
    process.env[ENV.stage] = 'dev';
    let handler: (e: APIGatewayProxyEventV2, c: Context) => Promise<APIGatewayProxyStructuredResultV2>;
    try {
      ({ handler } = (await import(`../../../functions/${UNITS[entry.unit].entry}`)) as { handler: typeof handler });
    } finally {
      process.env[ENV.stage] = saved;
    }
    const body = JSON.stringify({ now: Date.now() + 30 * DAY, objectIds: [b.requestId] });
    const path = '/api/dev/timers/sweep';
    const result = await handler(
      proxiedEvent('POST', path, routeKey, body),
      { awsRequestId: 'probe-26', functionName: 'hezuo-probe', getRemainingTimeInMillis: () => 10_000 } as Context,
    );
    expect(result.statusCode).toBe(404);
    expect(JSON.parse(String(result.body))).toEqual({ code: ERRORS.NOT_FOUND.code, msg: ERRORS.NOT_FOUND.msg, data: null });
    expect(ok<RequestCard>(await call('project.request', { id: b.requestId! }, b.partyB.token), 'request').state).toBe('PENDING');
  }, 60_000);

  it('takes at most 20 objects named by ULID and a bounded time: anything else is a 400 naming the field, never a 5xx', async () => {
    const bad: unknown[] = [
      {},
      { objectIds: [] },
      { objectIds: Array.from({ length: 21 }, () => '01HZZZZZZZZZZZZZZZZZZZZZZZ') },
      { objectIds: ['*'] },
      { objectIds: ['PROJECT#01HZZZZZZZZZZZZZZZZZZZZZZZ'] },
      { objectIds: 'abc' },
      { objectIds: ['01HZZZZZZZZZZZZZZZZZZZZZZZ'], now: 'tomorrow' },
      { objectIds: ['01HZZZZZZZZZZZZZZZZZZZZZZZ'], now: 1e308 },
      { objectIds: ['01HZZZZZZZZZZZZZZZZZZZZZZZ'], now: Date.UTC(2300, 0, 1) },
      { objectIds: ['01HZZZZZZZZZZZZZZZZZZZZZZZ'], now: -1 },
    ];
    for (const input of bad) {
      const answer = await call('project.devSweep', input as never);
      expect({ input, status: answer.status, code: answer.body.code }).toMatchObject({ status: 400, code: 400 });
    }
  });
});

// =================================================================================================================
// 2. Overlapping requests on the write paths built from item builders
// =================================================================================================================

describe('races on the refactored write paths', () => {
  it('party A accepting one application three times at once opens one negotiation, counted once and told once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const s = remember(await applicationIn('PENDING'));
      const answers = await Promise.all([0, 1, 2].map(() => call<RequestCard>('project.answerRequest', { id: s.requestId!, action: 'accept' }, s.partyA.token)));
      noServerError(answers, 'accept');
      expect(count(answers, (a) => codeOf(a) === 200), JSON.stringify(answers.map((a) => [a.status, a.body.code, a.body.msg]))).toBe(1);
      const card = ok<RequestCard>(await call('project.request', { id: s.requestId! }, s.partyB.token), 'request');
      expect(card.state).toBe('ACCEPTED');
      const mine = ok<Page<NegotiationCard>>(await call('project.negotiations', { tab: 'negotiate', current: 1, size: 100 }, s.partyB.token), 'list').records.filter((n) => n.project.projectId === s.projectId);
      expect(mine.map((n) => n.id)).toEqual([card.negotiationId]);
      expect((await project(s.partyA, s.projectId)).negotiatingCount).toBe(1);
      expect(count(await backlog(s.partyB), (e) => e.type === 'NEGOTIATION_OPENED' && e.link.includes(card.negotiationId!))).toBe(1);
    }
  }, 120_000);

  it('party B confirming the same version three times at once confirms once; party A is told of the fee once', async () => {
    const s = remember(await negotiationIn('A_PROPOSED'));
    const answers = await Promise.all([0, 1, 2].map(() => call('project.confirm', { id: s.negotiationId!, version: 1 }, s.partyB.token)));
    noServerError(answers, 'confirm');
    expect(count(answers, (a) => codeOf(a) === 200)).toBe(1);
    const detail = await negotiation(s.partyA, s.negotiationId!);
    expect({ state: detail.state, version: detail.version }).toEqual({ state: 'CONFIRMED', version: 1 });
    expect(count(await backlog(s.partyA), (e) => e.type === 'FEE_DUE' && e.link.includes(s.negotiationId!))).toBe(1);
  }, 60_000);

  it('four fee payments with different requestIds at once agree once and charge the fee once', async () => {
    const s = remember(await negotiationIn('CONFIRMED', { wallet: 100_000 }));
    await setPayPassword(s.partyA);
    const answers = await Promise.all(
      [0, 1, 2, 3].map(() => call('project.payFee', { id: s.negotiationId!, version: 1, payPassword: PAY_PASSWORD, requestId: newRequestId() }, s.partyA.token)),
    );
    noServerError(answers, 'pay fee');
    expect(count(answers, (a) => codeOf(a) === 200)).toBe(1);
    expect((await negotiation(s.partyA, s.negotiationId!)).state).toBe('AGREED');
    expect(await wallet(s.partyA)).toMatchObject({ available: 100_000 - FEE, frozen: 0 });
    expect((await flow(s.partyA)).filter((e) => e.type === 'PAYMENT').map((e) => [e.amount, e.bizId])).toEqual([[-FEE, s.negotiationId]]);
    expect((await project(s.partyA, s.projectId)).state).toBe('AGREED');
  }, 60_000);

  it('party A paying the fee while party B terminates: agreed and charged once, or terminated and charged nothing', async () => {
    for (let round = 0; round < 3; round += 1) {
      const s = remember(await negotiationIn('CONFIRMED', { wallet: 100_000 }));
      await setPayPassword(s.partyA);
      const [paid, ended] = await Promise.all([
        call('project.payFee', { id: s.negotiationId!, version: 1, payPassword: PAY_PASSWORD, requestId: newRequestId() }, s.partyA.token),
        call('project.terminate', { id: s.negotiationId!, reason: '不合作了' }, s.partyB.token),
      ]);
      noServerError([paid, ended], 'pay/terminate');
      expect(count([paid, ended], (a) => codeOf(a) === 200)).toBe(1);
      const state = (await negotiation(s.partyA, s.negotiationId!)).state;
      const { available } = await wallet(s.partyA);
      const p = await project(s.partyA, s.projectId);
      if (codeOf(paid) === 200) expect({ state, available, project: p.state }).toEqual({ state: 'AGREED', available: 100_000 - FEE, project: 'AGREED' });
      else expect({ state, available, project: p.state, talking: p.negotiatingCount ?? 0 }).toEqual({ state: 'TERMINATED', available: 100_000, project: 'RELEASED', talking: 0 });
    }
  }, 120_000);

  it('party A paying the fee while the unpaid-fee timer fires: agreed and charged once, or ended and charged nothing', async () => {
    for (let round = 0; round < 3; round += 1) {
      const s = remember(await negotiationIn('CONFIRMED', { wallet: 100_000 }));
      await setPayPassword(s.partyA);
      const feeDue = (await negotiation(s.partyA, s.negotiationId!)).feeDue!;
      const [paid, swept] = await Promise.all([
        call('project.payFee', { id: s.negotiationId!, version: 1, payPassword: PAY_PASSWORD, requestId: newRequestId() }, s.partyA.token),
        sweep(feeDue + SWEEP_LATE, s.negotiationId!),
      ]);
      noServerError([paid, swept], 'pay/sweep');
      // A sweep that lost its race leaves its timer: sweep again, as the next scheduled sweep would.
      await sweep(feeDue + SWEEP_LATE, s.negotiationId!);
      const detail = await negotiation(s.partyA, s.negotiationId!);
      const { available } = await wallet(s.partyA);
      if (codeOf(paid) === 200) expect({ state: detail.state, available }).toEqual({ state: 'AGREED', available: 100_000 - FEE });
      else expect({ state: detail.state, by: detail.terminatedBy, available }).toEqual({ state: 'TERMINATED', by: 'platform', available: 100_000 });
    }
  }, 120_000);

  it('party A proposing while party B confirms: the negotiation ends in one consistent state, and a superseded fee clock never ends it', async () => {
    for (let round = 0; round < 3; round += 1) {
      const s = remember(await negotiationIn('A_PROPOSED'));
      const before = await negotiation(s.partyA, s.negotiationId!);
      const terms = { ...before.versions[0]!.terms, phases: before.versions[0]!.terms.phases.map((p, i) => (i === 0 ? { ...p, amount: p.amount + 100 } : p)) };
      const [proposed, confirmed] = await Promise.all([
        call<NegotiationDetail>('project.propose', { id: s.negotiationId!, version: 1, terms }, s.partyA.token),
        call<NegotiationDetail>('project.confirm', { id: s.negotiationId!, version: 1 }, s.partyB.token),
      ]);
      noServerError([proposed, confirmed], 'propose/confirm');
      const after = await negotiation(s.partyA, s.negotiationId!);
      if (codeOf(proposed) === 200) {
        // Whether or not the confirmation landed first, party A's newer version is what stands, waiting for B.
        expect({ state: after.state, version: after.version, feeDue: after.feeDue }).toEqual({ state: 'A_PROPOSED', version: 2, feeDue: undefined });
      } else {
        expect({ confirmed: codeOf(confirmed), state: after.state, version: after.version }).toEqual({ confirmed: 200, state: 'CONFIRMED', version: 1 });
      }
      // Eight days later: a fee clock the new proposal superseded must not end the negotiation.
      await sweep(Date.now() + 8 * DAY, s.negotiationId!);
      const later = await negotiation(s.partyB, s.negotiationId!);
      if (after.state === 'A_PROPOSED') expect(later.state).toBe('A_PROPOSED');
      else expect({ state: later.state, by: later.terminatedBy }).toEqual({ state: 'TERMINATED', by: 'platform' });
    }
  }, 120_000);

  it('party B accepting an invitation while its expiry fires: either a negotiation or an expired invitation, never both', async () => {
    for (let round = 0; round < 3; round += 1) {
      const s = remember(await invitationIn('PENDING'));
      const card = ok<RequestCard>(await call('project.request', { id: s.requestId! }, s.partyB.token), 'request');
      const [accepted, swept] = await Promise.all([
        call<RequestCard>('project.answerRequest', { id: s.requestId!, action: 'accept' }, s.partyB.token),
        sweep(card.expireTime! + SWEEP_LATE, s.requestId!),
      ]);
      noServerError([accepted, swept], 'accept/expire');
      await sweep(card.expireTime! + SWEEP_LATE, s.requestId!);
      const after = ok<RequestCard>(await call('project.request', { id: s.requestId! }, s.partyA.token), 'request');
      const p = await project(s.partyA, s.projectId);
      const talks = ok<Page<NegotiationCard>>(await call('project.negotiations', { tab: 'negotiate', current: 1, size: 100 }, s.partyB.token), 'list').records.filter((n) => n.project.projectId === s.projectId);
      if (after.state === 'ACCEPTED') {
        expect(codeOf(accepted)).toBe(200);
        expect({ talks: talks.map((t) => t.id), talking: p.negotiatingCount, state: p.state }).toEqual({ talks: [after.negotiationId], talking: 1, state: 'NEGOTIATING' });
      } else {
        expect({ state: after.state, acceptedOk: codeOf(accepted) === 200, talks: talks.length, talking: p.negotiatingCount ?? 0, negotiationId: after.negotiationId }).toEqual({
          state: 'EXPIRED',
          acceptedOk: false,
          talks: 0,
          talking: 0,
          negotiationId: undefined,
        });
        expect(codeOf(await call('project.answerRequest', { id: s.requestId!, action: 'accept' }, s.partyB.token))).toBe(102010);
      }
    }
  }, 120_000);

  it('party B sending a phase to check three times at once moves it once, with one record', async () => {
    const s = remember(await phaseIn('COMPILING', { phases: TWO }));
    const p = { projectId: s.projectId, phase: 1 };
    const answers = await Promise.all([0, 1, 2].map(() => call('project.coop.goCheck', p, s.partyB.token)));
    noServerError(answers, 'goCheck');
    expect(count(answers, (a) => codeOf(a) === 200)).toBe(1);
    expect((await coop(s.partyA, s.projectId)).phases[0]!.state).toBe('CHECKING');
    expect(count(await records(s.partyB, s.projectId), (r) => r.kind === 'goCheck' && r.phase === 1)).toBe(1);
  }, 60_000);

  it('the last phase accepted three times at once and by its timer completes the cooperation once: paid once, one completion, escrow empty', async () => {
    for (let round = 0; round < 2; round += 1) {
      const s = remember(await phaseIn('ACCEPTING', { phases: ONE }));
      const at = (await coop(s.partyA, s.projectId)).phases[0]!.autoAcceptAt! + SWEEP_LATE;
      const p = { projectId: s.projectId, phase: 1 };
      const answers = await Promise.all([
        call('project.coop.acceptancePass', p, s.partyA.token),
        call('project.coop.acceptancePass', p, s.partyA.token),
        call('project.coop.acceptancePass', p, s.partyA.token),
        sweep(at, s.projectId),
      ]);
      noServerError(answers, 'accept');
      await sweep(at, s.projectId);
      const detail = await coop(s.partyA, s.projectId);
      const net = ONE[0]!.amount - phaseServiceFeeOf(ONE[0]!.amount);
      expect({ coop: detail.state, phase: detail.phases[0]!.state }).toEqual({ coop: 'COMPLETED', phase: 'ACCEPTED' });
      expect((await wallet(s.partyB)).available).toBe(net);
      expect((await flow(s.partyB)).filter((e) => e.amount > 0).map((e) => e.amount)).toEqual([net]);
      const rs = await records(s.partyA, s.projectId);
      expect({ accepts: count(rs, (r) => r.kind === 'acceptancePass' || r.kind === 'autoAccept'), completions: count(rs, (r) => r.kind === 'complete') }).toEqual({ accepts: 1, completions: 1 });
      expect((await project(s.partyA, s.projectId)).state).toBe('COMPLETED');
      const escrow = (await readLedgerOf([escrowAccountId(s.projectId)])).accounts[0]!.account;
      expect({ available: escrow.available, frozen: escrow.frozen }).toEqual({ available: 0, frozen: 0 });
    }
  }, 120_000);

  it('party A refusing a delivery while its automatic acceptance fires: refused and unpaid, or accepted and paid once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const s = remember(await phaseIn('ACCEPTING', { phases: TWO }));
      const at = (await coop(s.partyA, s.projectId)).phases[0]!.autoAcceptAt! + SWEEP_LATE;
      const [refused, swept] = await Promise.all([
        call('project.coop.acceptanceNoPass', { projectId: s.projectId, phase: 1, reason: '不符合要求' }, s.partyA.token),
        sweep(at, s.projectId),
      ]);
      noServerError([refused, swept], 'refuse/auto-accept');
      await sweep(at, s.projectId);
      const phase = (await coop(s.partyA, s.projectId)).phases[0]!;
      const paid = (await wallet(s.partyB)).available;
      const net = TWO[0]!.amount - phaseServiceFeeOf(TWO[0]!.amount);
      if (phase.state === 'ACCEPTED') expect({ refusedOk: codeOf(refused) === 200, paid, by: phase.acceptedBy }).toEqual({ refusedOk: false, paid: net, by: 'platform' });
      else expect({ state: phase.state, paid, refused: codeOf(refused) }).toEqual({ state: 'REJECTED', paid: 0, refused: 200 });
    }
  }, 120_000);

  it('party B redelivering (同步修改) while the old acceptance clock fires: a restarted clock is never fired by the old one', async () => {
    for (let round = 0; round < 3; round += 1) {
      const s = remember(await phaseIn('ACCEPTING', { phases: TWO }));
      const first = (await coop(s.partyA, s.projectId)).phases[0]!.autoAcceptAt!;
      const [synced, swept] = await Promise.all([call('project.coop.syncModify', { projectId: s.projectId, phase: 1 }, s.partyB.token), sweep(first + 1, s.projectId)]);
      noServerError([synced, swept], 'sync/sweep');
      await sweep(first + 1, s.projectId);
      const phase = (await coop(s.partyA, s.projectId)).phases[0]!;
      const paid = (await wallet(s.partyB)).available;
      if (phase.state === 'ACCEPTED') {
        // The old clock fired first: the redelivery must have been refused, and the phase paid once.
        expect({ syncedOk: codeOf(synced) === 200, paid }).toEqual({ syncedOk: false, paid: TWO[0]!.amount - phaseServiceFeeOf(TWO[0]!.amount) });
      } else {
        expect({ state: phase.state, paid, restarted: phase.autoAcceptAt! > first }).toEqual({ state: 'ACCEPTING', paid: 0, restarted: true });
      }
    }
  }, 120_000);

  it('the ledger reconciles on every account these races moved: each entry under its own claim, nothing paid twice', async () => {
    const report = reconcileScoped(await readLedgerOf([...touched]));
    expect(report.findings, JSON.stringify(report.findings.slice(0, 5))).toEqual([]);
    expect(report.postings).toBeGreaterThan(10);
  }, 120_000);
});

// =================================================================================================================
// 3. Strangers with others' ids at the socket doors of a cooperation
// =================================================================================================================

describe('a cooperation’s socket doors', () => {
  it('a stranger may not open its project group’s chat socket, and hears none of its pushes on a global socket naming its people', async () => {
    const s = remember(await phaseIn('COMPILING', { phases: TWO }));
    const stranger = await newPerson();
    const { groupId } = await coop(s.partyA, s.projectId);
    expect(groupId).toBeTruthy();
    await expect(open(stranger.token, `channel=chat&messageType=GROUP&joinUserId=${groupId}`)).rejects.toThrow('HTTP 401');
    // Party B opens it: the door is not simply shut.
    const member = await open(s.partyB.token, `channel=chat&messageType=GROUP&joinUserId=${groupId}`);
    expect(member.socket.readyState).toBe(1);
    // Global sockets: party A's, and the stranger's naming party A and the group (a global socket ignores both).
    const a = await open(s.partyA.token, 'channel=radio');
    const spy = await open(stranger.token, `channel=radio&messageType=GROUP&joinUserId=${groupId}`);
    const spy2 = await open(stranger.token, `channel=radio&messageType=MSG&joinUserId=${s.partyA.userId}`);
    ok(await call('project.coop.goCheck', { projectId: s.projectId, phase: 1 }, s.partyB.token), 'goCheck');
    await expect.poll(() => a.frames.some((f) => JSON.stringify(f).includes(s.projectId))).toBe(true);
    // A heartbeat answered on each spy socket comes after anything pushed to it before.
    for (const socket of [spy, spy2]) {
      socket.socket.send(JSON.stringify({ messageType: 'HEARTBEAT' }));
      await socket.waitFor('HEARTBEAT', 10_000);
      expect(socket.frames.filter((f) => JSON.stringify(f).includes(s.projectId) || JSON.stringify(f).includes(String(groupId)))).toEqual([]);
    }
  }, 60_000);
});

describe('socket connects with hostile queries', () => {
  it('are refused at the upgrade with a 4xx, or open as what they may open, never a 5xx; the gateway keeps serving', async () => {
    const [person, other] = await Promise.all([newPerson(), newPerson()]);
    const t = encodeURIComponent(person.token);
    const queries: [string, 'open' | 'refused' | 'either'][] = [
      ['', 'refused'],
      ['token=', 'refused'],
      [`token=${'x'.repeat(5000)}&channel=radio`, 'refused'],
      [`channel=radio&token=${t}&token=forged`, 'either'],
      [`channel=radio&channel=chat&token=${t}`, 'either'],
      [`channel=chat&messageType=GROUP&token=${t}`, 'refused'],
      [`channel=chat&messageType=MSG&joinUserId=${person.userId}&token=${t}`, 'refused'],
      [`channel=chat&messageType=SERVICE&joinUserId=${other.userId}&token=${t}`, 'refused'],
      [`channel=chat&messageType=GROUP&joinUserId=${'9'.repeat(26)}&token=${t}`, 'refused'],
      [`channel=%ZZ&token=${t}`, 'refused'],
      [`channel=radio&token=${t}&__proto__=x&constructor=y&hasOwnProperty=z`, 'either'],
      [`channel=radio&token=${t}&${Array.from({ length: 500 }, (_, i) => `q${i}=${i}`).join('&')}`, 'either'],
      [`channel=radio&token=Bearer%20${t}`, 'either'],
      [`channel=radio&token=${t}%00`, 'refused'],
    ];
    const outcomes: [string, string][] = [];
    for (const [query, expected] of queries) {
      const outcome = await openSocket(inject('cloud').wsUrl, query).then(
        (socket) => (socket.terminate(), 'open'),
        (error: Error) => error.message,
      );
      outcomes.push([query.slice(0, 60), outcome]);
      expect(outcome, query.slice(0, 80)).not.toMatch(/HTTP 5/);
      if (expected === 'refused') expect(outcome, query.slice(0, 80)).toMatch(/^HTTP 4\d\d$/);
    }
    expect(await alive()).toBe(true);
  }, 60_000);
});

// =================================================================================================================
// 4. Hostile input to the local gateway (the test cloud; only requests whose target is a URL)
// =================================================================================================================

/** A request straight to the site, answered with its status and body text. */
const raw = async (method: string, path: string, init: { headers?: Record<string, string>; body?: string | Buffer } = {}) => {
  const res = await fetch(`${site()}${path}`, { method, headers: init.headers, body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : new Uint8Array(init.body) });
  return { status: res.status, text: await res.text(), type: res.headers.get('content-type') ?? '' };
};
const alive = async () => (await fetch(`${site()}/config.json`)).status === 200;

describe('hostile input to the local gateway', () => {
  const SAVE = routeById('project.save').path;
  const INFO = routeById('project.info').path;
  const CLEAR = routeById('project.backlogClear').path;

  it('odd methods on a route’s path answer 4xx (the envelope where there is a body), never a 5xx', async () => {
    const person = await newPerson();
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'PROPFIND', 'MKCOL']) {
      const answer = await raw(method, SAVE, { headers: { authorization: `Bearer ${person.token}`, 'content-type': 'application/json' }, body: method === 'GET' || method === 'HEAD' ? undefined : '{}' });
      expect(answer.status, `${method}: ${answer.text.slice(0, 100)}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${method}: ${answer.text.slice(0, 100)}`).toBeLessThan(500);
      if (method !== 'HEAD') expect(() => JSON.parse(answer.text) as Envelope<unknown>, method).not.toThrow();
    }
    expect(await alive()).toBe(true);
  });

  it('bad paths and percent-encoding answer 4xx, never a 5xx, and never reach another route', async () => {
    const paths = [
      '/api/%',
      '/api/%ZZ',
      '/api/%00',
      '/api/..%2F..%2Fconfig.json',
      '/api/WEB_CLIENT%2FPROJECTFLOW%2Fproject',
      '/api//WEB_CLIENT/PROJECTFLOW/project',
      `${SAVE}/`,
      `${SAVE};x=1`,
      `${SAVE}%20`,
      CLEAR.replace('{id}', '%E0%A4%A'),
      CLEAR.replace('{id}', '%C0%AE%C0%AE'),
      CLEAR.replace('{id}', '..%2F..%2Fx'),
      CLEAR.replace('{id}', '%00'),
      CLEAR.replace('{id}', 'x'.repeat(5000)),
      `/api/${'a/'.repeat(2000)}`,
      '/api/\u4EA4\u6D41',
      '/api/%F0%9F%92%A9',
      '/api/%EF%BF%BF',
      '/api/%ED%A0%80',
    ];
    const person = await newPerson();
    for (const path of paths) {
      const answer = await raw('POST', path, { headers: { authorization: `Bearer ${person.token}`, 'content-type': 'application/json' }, body: '{}' });
      expect(answer.status, `${path.slice(0, 80)}: ${answer.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${path.slice(0, 80)}: ${answer.text.slice(0, 200)}`).toBeLessThan(500);
    }
    expect(await alive()).toBe(true);
  });

  it('hostile query strings on a GET route answer 400 naming the field (or 404), never a 5xx', async () => {
    const queries = [
      'projectId=01HZZZZZZZZZZZZZZZZZZZZZZZ&projectId=01HZZZZZZZZZZZZZZZZZZZZZZY',
      '__proto__=x',
      '__proto__[projectId]=01HZZZZZZZZZZZZZZZZZZZZZZZ',
      'constructor[prototype][x]=1',
      'projectId[]=01HZZZZZZZZZZZZZZZZZZZZZZZ',
      'projectId=%ZZ',
      'projectId=%00',
      'projectId=%E0%A4%A',
      `projectId=${'9'.repeat(10_000)}`,
      Array.from({ length: 1500 }, (_, i) => `p${i}=${i}`).join('&'),
      'projectId',
      '&&&==&=',
      'projectId=01HZZZZZZZZZZZZZZZZZZZZZZZ#frag',
    ];
    for (const q of queries) {
      const answer = await raw('GET', `${INFO}?${q}`);
      expect(answer.status, `${q.slice(0, 80)}: ${answer.text.slice(0, 200)}`).toBeLessThan(500);
      expect([400, 404], `${q.slice(0, 80)}: ${answer.text.slice(0, 200)}`).toContain(answer.status);
    }
  });

  it('bodies of every odd content type, encoding and shape answer 4xx, never a 5xx, and write nothing', async () => {
    const person = await newPerson();
    const auth = { authorization: `Bearer ${person.token}` };
    const cases: [string, Record<string, string>, string | Buffer][] = [
      ['utf-16 charset', { 'content-type': 'application/json; charset=utf-16le' }, Buffer.from('{"name":"x"}', 'utf16le')],
      ['unknown charset', { 'content-type': 'application/json; charset=klingon' }, '{"name":"x"}'],
      ['multipart without boundary', { 'content-type': 'multipart/form-data' }, '--x\r\n\r\n'],
      ['multipart junk', { 'content-type': 'multipart/form-data; boundary=x' }, '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nabc\r\n--x--'],
      ['form pollution', { 'content-type': 'application/x-www-form-urlencoded' }, '__proto__[polluted]=1&constructor[prototype][x]=1&name=a'],
      ['json with BOM', { 'content-type': 'application/json' }, '\uFEFF{"name":"x"}'],
      ['json null', { 'content-type': 'application/json' }, 'null'],
      ['json array', { 'content-type': 'application/json' }, '[]'],
      ['json string', { 'content-type': 'application/json' }, '"x"'],
      ['json huge number', { 'content-type': 'application/json' }, '1e999'],
      ['json deep nesting', { 'content-type': 'application/json' }, `${'['.repeat(50_000)}${']'.repeat(50_000)}`],
      ['json deep object nesting', { 'content-type': 'application/json' }, `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`],
      ['json proto', { 'content-type': 'application/json' }, '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}'],
      ['gzip claimed', { 'content-type': 'application/json', 'content-encoding': 'gzip' }, '{"name":"x"}'],
      ['binary as json', { 'content-type': 'application/json' }, Buffer.from([0xff, 0xfe, 0x00, 0x01, 0xc3, 0x28])],
      ['octet-stream', { 'content-type': 'application/octet-stream' }, Buffer.from([0, 1, 2, 3])],
      ['xml', { 'content-type': 'text/xml' }, '<a>1</a>'],
      ['no type, binary', {}, Buffer.from([0x80, 0x81])],
      ['two content types', { 'content-type': 'application/json, text/plain' }, '{}'],
      ['empty json', { 'content-type': 'application/json' }, ''],
    ];
    const before = ok<Page<ProjectCard>>(await call('project.mine', { bucket: 'DRAFT', current: 1, size: 100 }, person.token), 'mine').total;
    for (const [what, headers, body] of cases) {
      const answer = await raw('POST', SAVE, { headers: { ...auth, ...headers }, body });
      expect(answer.status, `${what}: ${answer.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${what}: ${answer.text.slice(0, 200)}`).toBeLessThan(500);
    }
    expect(ok<Page<ProjectCard>>(await call('project.mine', { bucket: 'DRAFT', current: 1, size: 100 }, person.token), 'mine').total).toBe(before);
    expect(await alive()).toBe(true);
  }, 60_000);

  it('huge and many headers, and a body past every limit, are refused (431/413), and the gateway keeps serving', async () => {
    const big = await raw('GET', `${INFO}?projectId=01HZZZZZZZZZZZZZZZZZZZZZZZ`, { headers: { 'x-big': 'a'.repeat(40_000) } });
    expect(big.status).toBe(431);
    const many: Record<string, string> = {};
    for (let i = 0; i < 90; i += 1) many[`x-h${i}`] = 'v'.repeat(100);
    const manyAnswer = await raw('GET', `${INFO}?projectId=01HZZZZZZZZZZZZZZZZZZZZZZZ`, { headers: many });
    expect(manyAnswer.status).toBeLessThan(500);
    const bigAuth = await raw('GET', `${INFO}?projectId=01HZZZZZZZZZZZZZZZZZZZZZZZ`, { headers: { authorization: `Bearer ${'x'.repeat(12_000)}` } });
    expect(bigAuth.status).toBeLessThan(500);
    const overApi = await raw('POST', SAVE, { headers: { 'content-type': 'application/json' }, body: Buffer.alloc(10 * 1024 * 1024 + 10, 0x20) });
    expect(overApi.status).toBe(413);
    const overFn = await raw('POST', SAVE, { headers: { 'content-type': 'application/json' }, body: `{"name":"${'x'.repeat(300_000)}"}` });
    expect(overFn.status).toBeLessThan(500);
    expect([401, 413]).toContain(overFn.status);
    expect(await alive()).toBe(true);
  }, 60_000);

  it('a public file read with a hostile Range header answers 200, 206 or 416, never a 5xx', async () => {
    const person = await newPerson();
    const { fileUrl } = await uploadAs(person, 'avatar', 'me.png');
    const path = new URL(fileUrl).pathname;
    expect((await raw('GET', path)).status).toBe(200);
    const answers: Record<string, number> = {};
    for (const range of ['bytes=0-0', 'bytes=999999-', 'bytes=5-1', 'bytes=abc', 'bytes=-0', 'bytes=0-1,5-6,9-9', `bytes=${'1'.repeat(40)}-`, 'lines=1-2', 'bytes=-999999999']) {
      answers[range] = (await raw('GET', path, { headers: { range } })).status;
    }
    expect(Object.entries(answers).filter(([, status]) => ![200, 206, 416].includes(status))).toEqual([]);
  });
});

// =================================================================================================================
// 5. The product as `npm start` runs it
// =================================================================================================================

interface Product {
  child: ChildProcess;
  /** The processes the product started (DynamoDB Local's JVM), killed by id if the product dies without stopping them. */
  descendants: number[];
  info: { siteUrl: string; dynamodbEndpoint: string; tableName: string };
  output: string[];
}

/** The caller's environment without what would point the product at the test cloud (as test/support/spawn-cloud.ts). */
const productEnv = (): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '' };
  for (const name of Object.keys(env)) {
    if (name.startsWith('AWS_') || name.startsWith('HEZUO_') || (Object.values(ENV) as string[]).includes(name)) delete env[name];
  }
  env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  return env;
};

const descendantsOf = (pid: number): number[] => {
  try {
    const direct = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((l) => Number(l.trim()))
      .filter((n) => n > 0);
    return direct.flatMap((d) => [d, ...descendantsOf(d)]);
  } catch {
    return [];
  }
};
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** `npm start` with a free port, in memory and without building the SPA: no other option (the sweeps as the product has them). */
const startProduct = async (): Promise<Product> => {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'infra/local/start.ts'), '--json', '--port', '0', '--memory', '--no-web'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: productEnv(),
  });
  const output: string[] = [];
  child.stderr!.on('data', (d: Buffer) => {
    output.push(d.toString());
    if (output.length > 200) output.shift();
  });
  const lines = createInterface({ input: child.stdout! });
  const info = await new Promise<Product['info']>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the product did not start within 120 s: ${output.join('').slice(-2000)}`)), 120_000);
    child.once('exit', (code) => reject(new Error(`the product exited with ${code}: ${output.join('').slice(-2000)}`)));
    lines.on('line', (line) => {
      if (!line.startsWith('{"ready":true')) return void output.push(`${line}\n`);
      clearTimeout(timer);
      resolve(JSON.parse(line) as Product['info']);
    });
  });
  child.removeAllListeners('exit');
  return { child, descendants: descendantsOf(child.pid!), info, output };
};

const stopProduct = async (product: Product | undefined) => {
  if (!product) return;
  const { child } = product;
  if (child.exitCode === null && child.signalCode === null) {
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
  }
  // A product that died without stopping leaves its JVM behind: end it by its id.
  for (const pid of product.descendants) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
};

/** A route of the table called on the product, as test/support/api.ts `call` calls it on the test cloud. */
const callAt = async <T = unknown>(base: string, id: RouteId, input: Record<string, unknown>, token?: string): Promise<Answer<T>> => {
  const route = routeById(id);
  const rest: Record<string, unknown> = { ...input };
  const path = route.path.replace(/\{(\w+)\}/g, (_w, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  const headers: Record<string, string> = { language: 'zh_CN' };
  if (token) headers.authorization = `Bearer ${token}`;
  let url = `${base}${path}`;
  let body: string | undefined;
  if (route.method === 'GET' || route.method === 'DELETE') {
    const q = new URLSearchParams(Object.entries(rest).map(([k, v]) => [k, String(v)])).toString();
    if (q) url += `?${q}`;
  } else {
    body = JSON.stringify(rest);
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(url, { method: route.method, headers, body });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
};

describe('the product as `npm start` runs it (a cloud of its own)', () => {
  let product: Product | undefined;
  const base = () => product!.info.siteUrl;
  const productAlive = async () => fetch(`${base()}/config.json`).then((r) => r.status === 200, () => false);
  /** The product, started again if a probe before brought it down. */
  const ensureProduct = async () => {
    if (!product || !(await productAlive())) {
      await stopProduct(product);
      product = await startProduct();
    }
    return product;
  };
  /** What the product wrote to stderr last (a crash's stack). */
  const lastWords = () => product!.output.join('').slice(-1200);
  const demoLogin = async (phone: string, userType: 'PERSONAGE' | 'TEAM' | 'COMPANY') => {
    const answer = await callAt<string>(base(), 'account.login', { phone, password: DEMO_PASSWORD, userType });
    if (answer.body.code !== 200) throw new Error(`demo login ${phone} ${userType}: ${JSON.stringify(answer.body)}`);
    return answer.body.data;
  };
  const okAt = <T>(a: Answer<T>, what: string): T => ok<T>(a as never, what);

  beforeAll(async () => {
    product = await startProduct();
  }, 180_000);
  afterAll(async () => {
    await stopProduct(product);
  }, 60_000);

  it('fires a real user’s due timer by itself: a demand released with its deadline 20 s ahead is closed soon after, with no sweep route called', async () => {
    const boss = await demoLogin(DEMO_ACCOUNTS[2].phone, 'COMPANY');
    const deadline = Date.now() + 20_000;
    const { projectId } = okAt(await callAt<{ projectId: string }>(base(), 'project.save', { ...demandFields(), applyDeadline: deadline }, boss), 'save');
    expect(okAt(await callAt<ProjectDetail>(base(), 'project.release', { projectId }, boss), 'release').state).toBe('RELEASED');
    await vi.waitFor(
      async () => expect(okAt(await callAt<ProjectDetail>(base(), 'project.info', { projectId }, boss), 'info').state).toBe('CLOSED'),
      { timeout: 60_000, interval: 1_000 },
    );
  }, 90_000);

  it('expires TTL items by itself (the local stand-in for DynamoDB’s TTL deletion), with no option given', async () => {
    const db = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: product!.info.dynamodbEndpoint, region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'y' } }));
    const key = { pk: `PROBE26#${crypto.randomUUID()}`, sk: 'T' };
    await db.send(new PutCommand({ TableName: product!.info.tableName, Item: { ...key, ttl: Math.floor(Date.now() / 1000) - 5 } }));
    await vi.waitFor(async () => expect((await db.send(new GetCommand({ TableName: product!.info.tableName, Key: key, ConsistentRead: true }))).Item).toBeUndefined(), {
      timeout: 75_000,
      interval: 1_000,
    });
  }, 90_000);

  it('an anonymous caller of the dev sweep route does not close another party’s public demand before its deadline', async () => {
    const team = await demoLogin(DEMO_ACCOUNTS[1].phone, 'TEAM');
    const open = okAt(await callAt<Page<ProjectCard>>(base(), 'project.mine', { bucket: 'OPEN', current: 1, size: 20 }, team), 'mine').records;
    const demand = open.find((p) => p.name === '社区团购数据分析看板') ?? open[0]!;
    expect(demand).toBeTruthy();
    // The demand's id is public: anyone reads the demand and finds it in 找项目.
    expect((await callAt<ProjectDetail>(base(), 'project.info', { projectId: demand.projectId })).body.code).toBe(200);
    // A stranger with no account at all moves time for it to the year 2099.
    const swept = await callAt<{ fired: number }>(base(), 'project.devSweep', { now: Date.UTC(2099, 0, 1), objectIds: [demand.projectId] });
    // `npm start` has no test clock: the route is not there.
    expect({ status: swept.status, fired: swept.body.data?.fired ?? 0 }).toEqual({ status: 404, fired: 0 });
    expect(okAt(await callAt<ProjectDetail>(base(), 'project.info', { projectId: demand.projectId }, team), 'info').state).toBe('RELEASED');
  }, 60_000);

  it('an anonymous caller of the dev sweep route does not accept another cooperation’s delivered phase, moving its escrow to party B', async () => {
    const boss = await demoLogin(DEMO_ACCOUNTS[2].phone, 'COMPANY');
    const team = await demoLogin(DEMO_ACCOUNTS[1].phone, 'TEAM');
    // 陈总 accepts 周航's team's pending application to 门店预约微信小程序的开发 and they agree; phase 1 is funded and delivered.
    const application = okAt(await callAt<Page<RequestCard>>(base(), 'project.requests', { box: 'receive-apply', current: 1, size: 50 }, boss), 'requests').records.find((r) => r.state === 'PENDING')!;
    expect(application).toBeTruthy();
    const { negotiationId, project: demand } = okAt(await callAt<RequestCard>(base(), 'project.answerRequest', { id: application.id, action: 'accept' }, boss), 'accept');
    okAt(await callAt(base(), 'project.confirm', { id: negotiationId, version: 1 }, team), 'confirm');
    okAt(await callAt(base(), 'project.payFee', { id: negotiationId, version: 1, payPassword: DEMO_PAY_PASSWORD, requestId: newRequestId() }, boss), 'fee');
    const projectId = demand.projectId;
    const started = okAt(await callAt<CooperationDetail>(base(), 'project.coop.start', { projectId }, boss), 'start');
    okAt(await callAt(base(), 'project.coop.payEscrow', { projectId, amount: started.escrowDue, payPassword: DEMO_PAY_PASSWORD, requestId: newRequestId() }, boss), 'escrow');
    for (const move of ['project.coop.goCheck', 'project.coop.checkPass', 'project.coop.goAcceptance'] as const) okAt(await callAt(base(), move, { projectId, phase: 1 }, team), move);
    const teamBefore = okAt(await callAt<WalletInfo>(base(), 'wallet.info', {}, team), 'wallet').available;
    expect(okAt(await callAt<CooperationDetail>(base(), 'project.coop.info', { projectId }, boss), 'info').phases[0]!.state).toBe('ACCEPTING');

    // An anonymous caller, knowing the project's id (it was a public demand), moves time for it.
    await callAt(base(), 'project.devSweep', { now: Date.UTC(2099, 0, 1), objectIds: [projectId] });

    const phase = okAt(await callAt<CooperationDetail>(base(), 'project.coop.info', { projectId }, boss), 'info').phases[0]!;
    const teamAfter = okAt(await callAt<WalletInfo>(base(), 'wallet.info', {}, team), 'wallet').available;
    expect({ state: phase.state, acceptedBy: phase.acceptedBy, teamPaid: teamAfter - teamBefore }).toEqual({ state: 'ACCEPTING', acceptedBy: undefined, teamPaid: 0 });
  }, 90_000);

  it('odd but well-formed raw requests (absolute form, HTTP/1.0 without Host, unknown methods, bad chunking, a lying length) never get a 5xx, and the gateway keeps serving', async () => {
    await ensureProduct();
    const { host } = new URL(base());
    const info = routeById('project.info').path;
    const requests = [
      `GET http://evil.example${info}?projectId=01HZZZZZZZZZZZZZZZZZZZZZZZ HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`,
      `GET ${info}?projectId=01HZZZZZZZZZZZZZZZZZZZZZZZ HTTP/1.0\r\n\r\n`,
      `BREW /api/ HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      `TRACE /api/ HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      `CONNECT ${host} HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
      `POST ${routeById('project.save').path} HTTP/1.1\r\nHost: ${host}\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\nConnection: close\r\n\r\nZZ\r\n{}\r\n0\r\n\r\n`,
      `POST ${routeById('project.save').path} HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 5\r\nContent-Length: 7\r\nConnection: close\r\n\r\n{}`,
      `POST ${routeById('project.save').path} HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 100\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n{}`,
      `GET /api/%00 HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      `GET /files/%2e%2e/%2e%2e/etc/passwd HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      `GET * HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
    ];
    const answers: [string, string][] = [];
    for (const request of requests) answers.push([request.split('\r\n')[0]!, await rawExchange(base(), request)]);
    const fivexx = answers.filter(([, status]) => /^HTTP\/1\.[01] 5\d\d/.test(status));
    expect(fivexx).toEqual([]);
    expect(await productAlive()).toBe(true);
  }, 120_000);

  it('a request whose target is no URL (GET //[ HTTP/1.1) is answered 400 and does not bring the gateway down', async () => {
    await ensureProduct();
    const answer = await rawExchange(base(), 'GET //[ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    const stillServing = await productAlive();
    expect({ answer, stillServing }, lastWords()).toEqual({ answer: expect.stringMatching(/^HTTP\/1\.1 4\d\d/) as unknown as string, stillServing: true });
  }, 180_000);

  it('a WebSocket upgrade whose target is no URL (GET http://[ HTTP/1.1, Upgrade: websocket) is refused and does not bring the gateway down', async () => {
    await ensureProduct();
    const answer = await rawExchange(
      base(),
      'GET http://[ HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
    );
    const stillServing = await productAlive();
    expect({ answer, stillServing }, lastWords()).toEqual({ answer: expect.stringMatching(/^HTTP\/1\.1 4\d\d/) as unknown as string, stillServing: true });
  }, 180_000);
});
