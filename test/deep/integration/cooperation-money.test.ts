/**
 * The money of cooperations under concurrency and faults (issue 19's acceptance, docs/cooperation.md "Money"): 50
 * cooperations run at once through the HTTP routes — escrow paid (some requests sent twice), phases refused and
 * redelivered, accepted by party A (sometimes twice at once), accepted by the platform's timer (sometimes racing party
 * A), some left unfinished — and afterwards the ledger reconciles on every account they moved, every project's escrow
 * account holds exactly its funded phases not yet accepted, every party B received exactly its accepted phases less
 * the fees, and every party A paid exactly the fee, the escrow it funded, less what came back.
 */
import { randomInt } from 'node:crypto';
import { negotiationFeeOf, phaseServiceFeeOf } from '../../../shared/limits.js';
import type { CooperationDetail } from '../../../shared/schemas/cooperation.js';
import type { WalletInfo } from '../../../shared/schemas/wallet.js';
import { accountState, escrowAccountId, walletAccountId } from '../../../functions/wallet/public.js';
import { reconcileScoped } from '../../../functions/wallet/reconcile.js';
import { readLedgerOf } from '../../../infra/scripts/ledger-snapshot.js';
import { call } from '../../support/api.js';
import { agreedProject, coopInfo, deliverPhase, type Agreed } from '../../support/cooperation.js';
import { newRequestId, PAY_PASSWORD } from '../../support/money.js';
import { ok } from '../../support/projects.js';

const PROJECTS = 50;

/** Runs the tasks, at most `limit` at once. */
const limited = async <T>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<void>): Promise<void> => {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const i = next;
        next += 1;
        await work(items[i]!, i);
      }
    }),
  );
};

const available = async (token: string) => ok<WalletInfo>(await call('wallet.info', {}, token), 'wallet').available;
/** Waits out a refusal that only says someone else moved first (100002, 105001): the state is read again. */
const retried = async (what: string, send: () => Promise<{ body: { code: number; msg: string; data: unknown } }>, done: (code: number) => boolean = (c) => c === 200): Promise<number> => {
  for (let attempt = 0; ; attempt += 1) {
    const answer = await send();
    if (done(answer.body.code)) return answer.body.code;
    if ((answer.body.code === 100002 || answer.body.code === 105001) && attempt < 8) continue;
    throw new Error(`${what}: ${answer.body.code} ${answer.body.msg}`);
  }
};

interface Plan {
  agreed: Agreed;
  plan: 'ALL_AT_ONCE' | 'PER_PHASE';
  /** Phases to take through acceptance (the rest are left running or unfunded). */
  finish: number;
  startA: number;
}

describe('cooperation money', () => {
  it(`stays exact through ${PROJECTS} cooperations run at once, with repeats, races, refusals and the timer`, { timeout: 600_000 }, async () => {
    // Prepare: 50 agreed projects of 1 to 3 phases, some escrowed all at once.
    const plans: Plan[] = [];
    await limited(
      Array.from({ length: PROJECTS }, (_, i) => i),
      10,
      async (i) => {
        const count = 1 + (i % 3);
        const phases = Array.from({ length: count }, (_, k) => ({ name: `阶段${k + 1}`, amount: 10_000 + randomInt(1, 400) * 1_000 + (i % 7), days: 5 + k, deliverables: '交付物' }));
        const plan = i % 4 === 0 ? 'ALL_AT_ONCE' : 'PER_PHASE';
        const agreed = await agreedProject({ phases, escrowPlan: plan });
        ok(await call('project.coop.start', { projectId: agreed.projectId }, agreed.partyA.token), 'start');
        // Every fifth is left unfinished: its last phase (or two) stay in escrow or unfunded.
        const finish = i % 5 === 4 ? Math.max(0, count - 1 - (i % 2)) : count;
        plans.push({ agreed, plan, finish, startA: await available(agreed.partyA.token) });
      },
    );

    // Act: every cooperation at once.
    await limited(plans, PROJECTS, async ({ agreed: c, finish }, i) => {
      const p = (phase: number) => ({ projectId: c.projectId, phase });
      for (let phase = 1; phase <= c.phases.length; phase += 1) {
        const detail = await coopInfo(c);
        if (detail.escrowDue > 0) {
          const requestId = newRequestId();
          const pay = () => call('project.coop.payEscrow', { projectId: c.projectId, amount: detail.escrowDue, payPassword: PAY_PASSWORD, requestId }, c.partyA.token);
          // A lost answer: the same request again, at once or after.
          if (i % 3 === 0) {
            const both = await Promise.all([pay(), pay()]);
            expect(both.map((b) => b.body.code)).toEqual([200, 200]);
          } else {
            await retried('pay escrow', pay);
            if (i % 3 === 1) expect((await pay()).body.code).toBe(200);
          }
        }
        if (phase > finish) break;
        await deliverPhase(c, phase);
        // A refusal round now and then.
        if ((i + phase) % 4 === 0) {
          ok(await call('project.coop.acceptanceNoPass', { ...p(phase), reason: '请按意见修改' }, c.partyA.token), 'no pass');
          ok(await call('project.coop.ensureNoPass', p(phase), c.partyB.token), 'ensure');
          await deliverPhase(c, phase);
        }
        const way = (i + phase) % 3;
        if (way === 0) {
          // Party A accepts, twice at once: one pays, the other is refused or sees it done.
          const both = await Promise.all([call('project.coop.acceptancePass', p(phase), c.partyA.token), call('project.coop.acceptancePass', p(phase), c.partyA.token)]);
          expect(both.filter((b) => b.body.code === 200).length).toBeGreaterThanOrEqual(1);
          for (const b of both) expect([200, 100002, 102061]).toContain(b.body.code);
        } else {
          // The platform accepts after 14 days; for some, party A answers at the same moment.
          const at = (await coopInfo(c)).phases[phase - 1]!.autoAcceptAt! + 60_000;
          const sweep = call('project.devSweep', { now: at, objectIds: [c.projectId] });
          if (way === 1) {
            const [, mine] = await Promise.all([sweep, call('project.coop.acceptancePass', p(phase), c.partyA.token)]);
            expect([200, 100002, 102061]).toContain(mine.body.code);
          } else await sweep;
          // A sweep that lost its race leaves the timer for the next one (the phase is then accepted either way).
          await retried('accepted', async () => {
            const state = (await coopInfo(c)).phases[phase - 1]!.state;
            if (state !== 'ACCEPTED') await call('project.devSweep', { now: at, objectIds: [c.projectId] });
            return { body: { code: state === 'ACCEPTED' ? 200 : 100002, msg: state, data: null } };
          });
        }
      }
    });

    // Assess: the ledger balances on what the cooperations moved; each escrow, party B and party A exactly as the
    // cooperation says.
    const details = new Map<string, CooperationDetail>();
    await limited(plans, 10, async ({ agreed: c }) => void details.set(c.projectId, await coopInfo(c)));
    // Every fen of these cooperations moved through their parties' wallets and their projects' escrow accounts: the
    // recharge that funded party A, the negotiation fee, the escrow paid, each phase's release to party B with the
    // platform's fee. The reconciliation names those 150 accounts and reads every posting that touched them by key,
    // with its entries on the platform's accounts (the outside world's and the fees' shards), not those accounts' whole
    // flows. Money created or lost shows as a posting not summing to zero or an account not adding up to its entries;
    // a payment or a release applied twice, as an entry under no claim or under two, or written twice; the sum of all
    // balances is the deep tier's last check (test/deep/last/ledger-reconcile.test.ts).
    const report = reconcileScoped(
      await readLedgerOf([...details.values()].flatMap((d) => [walletAccountId(d.partyA.type, d.partyA.id), walletAccountId(d.partyB.type, d.partyB.id), escrowAccountId(d.projectId)])),
    );
    expect(report.findings, JSON.stringify(report.findings.slice(0, 5))).toEqual([]);
    // Each cooperation's fee and escrow at least: the postings were found through the named accounts.
    expect(report.postings).toBeGreaterThanOrEqual(PROJECTS * 3);
    await limited(plans, 10, async ({ agreed: c, startA }) => {
      const detail = details.get(c.projectId)!;
      const accepted = detail.phases.filter((p) => p.state === 'ACCEPTED');
      const heldPhases = detail.phases.filter((p) => p.funded && p.state !== 'ACCEPTED');
      const escrow = await accountState(escrowAccountId(c.projectId));
      expect({ project: c.projectId, escrow: escrow?.available ?? 0 }).toEqual({ project: c.projectId, escrow: heldPhases.reduce((s, p) => s + p.amount, 0) });
      expect(escrow?.frozen ?? 0).toBe(0);
      const net = accepted.reduce((s, p) => s + p.amount - phaseServiceFeeOf(p.amount), 0);
      expect(accepted.every((p) => p.net === p.amount - phaseServiceFeeOf(p.amount))).toBe(true);
      expect(await available(c.partyB.token)).toBe(net);
      const funded = detail.phases.filter((p) => p.funded).reduce((s, p) => s + p.amount, 0);
      expect(detail.money).toMatchObject({ funded, inEscrow: escrow?.available ?? 0, paid: net, refunded: 0 });
      expect(await available(c.partyA.token)).toBe(startA - funded);
      if (accepted.length === detail.phases.length) expect(detail.state).toBe('COMPLETED');
      else expect(detail.state).toBe('COOPERATING');
      // The agreed total's negotiation fee was paid once before: party A's start already excludes it.
      expect(negotiationFeeOf(detail.money.total)).toBeGreaterThan(0);
    });
    const completed = (await Promise.all(plans.map((p) => coopInfo(p.agreed)))).filter((d) => d.state === 'COMPLETED').length;
    expect(completed).toBe(plans.filter((p) => p.finish === p.agreed.phases.length).length);
  });
});

