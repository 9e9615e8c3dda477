/**
 * The ledger on the local cloud's real DynamoDB, through the wallet's public module as other domains use it
 * (functions/wallet/public.ts; docs/data-model.md "Wallet and ledger"): postings
 * are idempotent by requestId even when the same request arrives many times at once, a refused posting writes
 * nothing, holds end once, and a storm of 1,000 operations at once across 50 wallets — money in, transfers, holds
 * released and captured, every tenth one sent twice, some answers "lost" and asked again — leaves every wallet at
 * what the test computed on its own, none below zero, and a reconciliation of the whole table with no finding.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { ledgerStats } from '../../functions/wallet/ledger.js';
import { accountState, capture, hold, HoldEnded, LedgerRefusal, platformAccountId, post, release, walletAccountId, type Leg, type PostingOutcome } from '../../functions/wallet/public.js';
import { reconcile } from '../../functions/wallet/reconcile.js';
import { readLedger } from '../../infra/scripts/ledger-snapshot.js';

const newWallet = () => walletAccountId('PERSONAGE', `t-${randomUUID()}`);
const world = () => platformAccountId('world', Math.random());
const request = () => `req-${randomUUID()}`;

/** Money in from outside, as a confirmed recharge moves it. */
const fund = (accountId: string, amount: number, requestId = request()) =>
  post({ scope: accountId, requestId, type: 'RECHARGE', title: '充值', legs: [{ accountId: world(), available: -amount, frozen: 0 }, { accountId, available: amount, frozen: 0 }] });

const transfer = (from: string, to: string, amount: number, requestId = request()) =>
  post({ scope: from, requestId, type: 'TRANSFER', title: '转账', legs: [{ accountId: from, available: -amount, frozen: 0 }, { accountId: to, available: amount, frozen: 0 }] });

const balanceOf = async (accountId: string) => {
  const state = await accountState(accountId);
  return { available: state?.available ?? 0, frozen: state?.frozen ?? 0 };
};

describe('the ledger', () => {
  it('posts a requestId once, however many times and however concurrently it is sent', async () => {
    const wallet = newWallet();
    const requestId = request();
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => fund(wallet, 1_000, requestId)));
    expect(new Set(outcomes.map((o) => o.postingId)).size).toBe(1);
    expect(outcomes.filter((o) => !o.replayed)).toHaveLength(1);
    expect(await balanceOf(wallet)).toEqual({ available: 1_000, frozen: 0 });
    // Later, the same again: the first outcome.
    expect(await fund(wallet, 1_000, requestId)).toMatchObject({ postingId: outcomes[0]!.postingId, replayed: true });
    expect((await accountState(wallet))?.seq).toBe(1);
  });

  it('refuses a posting that would take a wallet below zero, and writes nothing of it', async () => {
    const [a, b] = [newWallet(), newWallet()];
    await fund(a, 500);
    const refused = await transfer(a, b, 501).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(LedgerRefusal);
    expect(refused).toMatchObject({ reason: 'INSUFFICIENT', accountId: a });
    expect(await balanceOf(a)).toEqual({ available: 500, frozen: 0 });
    expect(await accountState(b)).toBeUndefined();
    expect((await accountState(a))?.seq).toBe(1);
  });

  it('freezes with a hold, which is then released or captured exactly once', async () => {
    const wallet = newWallet();
    await fund(wallet, 10_000);
    const holdId = randomUUID();
    await hold({ scope: wallet, requestId: request(), holdId, accountId: wallet, amount: 4_000, type: 'WITHDRAW', title: '提现冻结' });
    expect(await balanceOf(wallet)).toEqual({ available: 6_000, frozen: 4_000 });
    // A capture and a release race for it: exactly one ends it.
    const ends = await Promise.allSettled([
      capture({ scope: wallet, requestId: request(), holdId, type: 'WITHDRAW_PAID', title: '提现到账', to: [{ accountId: world(), amount: 4_000 }] }),
      release({ scope: wallet, requestId: request(), holdId, type: 'WITHDRAW_FAILED', title: '提现失败退回' }),
      release({ scope: wallet, requestId: request(), holdId, type: 'WITHDRAW_FAILED', title: '提现失败退回' }),
    ]);
    expect(ends.filter((e) => e.status === 'fulfilled')).toHaveLength(1);
    for (const end of ends) if (end.status === 'rejected') expect(end.reason).toBeInstanceOf(HoldEnded);
    const after = await balanceOf(wallet);
    expect(after.frozen).toBe(0);
    expect([6_000, 10_000]).toContain(after.available);
  });

  it('keeps every wallet exact through 1,000 operations at once across 50 wallets, with repeats and lost answers', { timeout: 240_000 }, async () => {
    // Prepare: 50 wallets with money in, and what the test expects of each, kept on its own.
    const wallets = Array.from({ length: 50 }, newWallet);
    const expected = new Map(wallets.map((w) => [w, { available: 0, frozen: 0 }]));
    const apply = (legs: readonly Leg[]) => {
      for (const leg of legs) {
        const e = expected.get(leg.accountId);
        if (e) {
          e.available += leg.available;
          e.frozen += leg.frozen;
        }
      }
    };
    await Promise.all(
      wallets.map(async (w) => {
        await fund(w, 100_000);
        apply([{ accountId: w, available: 100_000, frozen: 0 }]);
      }),
    );
    const conflictsBefore = ledgerStats.conflicts;

    // Act: 1,000 operations at once. Each is a function that posts and reports the legs that moved, or nothing.
    const pick = () => wallets[randomInt(wallets.length)]!;
    type Op = () => Promise<readonly Leg[]>;
    const moved = (outcome: PostingOutcome, legs: readonly Leg[]): readonly Leg[] => (outcome.replayed ? [] : legs);
    const ops: Op[] = [];
    for (let i = 0; i < 1_000; i += 1) {
      const kind = i % 5;
      const requestId = request();
      if (kind === 0) {
        const to = pick();
        const n = randomInt(1, 5_000);
        const legs: Leg[] = [{ accountId: world(), available: -n, frozen: 0 }, { accountId: to, available: n, frozen: 0 }];
        ops.push(async () => moved(await post({ scope: to, requestId, type: 'RECHARGE', title: '充值', legs }), legs));
      } else if (kind === 1 || kind === 2) {
        const [from, to] = [pick(), pick()];
        // Some transfers ask more than there is: refused, nothing moves.
        const n = randomInt(1, kind === 1 ? 8_000 : 150_000);
        const legs: Leg[] = [{ accountId: from, available: -n, frozen: 0 }, { accountId: to, available: n, frozen: 0 }];
        ops.push(async () => {
          try {
            return moved(await post({ scope: from, requestId, type: 'TRANSFER', title: '转账', legs }), legs);
          } catch (error) {
            if (error instanceof LedgerRefusal) return [];
            throw error;
          }
        });
      } else {
        // A hold, then released (kind 3) or captured to the outside world (kind 4), as a withdrawal ends.
        const w = pick();
        const n = randomInt(1, 6_000);
        const holdId = randomUUID();
        ops.push(async () => {
          try {
            // Sent twice, the hold is made once; the run that made it ends it.
            if ((await hold({ scope: w, requestId, holdId, accountId: w, amount: n, type: 'WITHDRAW', title: '提现冻结' })).replayed) return [];
          } catch (error) {
            if (error instanceof LedgerRefusal) return [];
            throw error;
          }
          const endId = request();
          const end = () =>
            kind === 3
              ? release({ scope: w, requestId: endId, holdId, type: 'WITHDRAW_FAILED', title: '提现失败退回' })
              : capture({ scope: w, requestId: endId, holdId, type: 'WITHDRAW_PAID', title: '提现到账', to: [{ accountId: world(), amount: n }] });
          // A lost answer: the end is posted, its answer dropped, and the client asks again with the same requestId.
          if (i % 7 === 0) await end();
          const ended = await end();
          expect(ended.replayed).toBe(i % 7 === 0);
          return kind === 3 ? [] : [{ accountId: w, available: -n, frozen: 0 }];
        });
      }
    }
    // Every tenth operation is sent twice at once (a double click, a retry racing the first).
    const runs = ops.flatMap((op, i) => (i % 10 === 0 ? [op, op] : [op]));
    const started = Date.now();
    const results = await Promise.all(runs.map((op) => op()));
    const seconds = (Date.now() - started) / 1000;
    for (const legs of results) apply(legs);

    // Assess: each wallet as the test computed, none below zero; the whole ledger reconciles.
    for (const w of wallets) {
      const actual = await balanceOf(w);
      expect(actual, w).toEqual(expected.get(w));
      expect(Math.min(actual.available, actual.frozen)).toBeGreaterThanOrEqual(0);
    }
    const report = reconcile(await readLedger());
    expect(report.findings, report.findings.slice(0, 10).join('\n')).toEqual([]);
    expect(report.total).toBe(0);
    console.log(`ledger storm: ${runs.length} operations in ${seconds.toFixed(1)} s, ${ledgerStats.conflicts - conflictsBefore} conflicts retried; reconciled ${report.accounts} accounts, ${report.entries} entries, ${report.postings} postings`);
    expect(ledgerStats.conflicts - conflictsBefore).toBeGreaterThan(0);
  });
});
