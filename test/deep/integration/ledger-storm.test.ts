/**
 * The ledger under a storm (the deep tier; docs/data-model.md "Wallet and ledger"): 1,000 operations at once across 50
 * wallets — money in, transfers, holds released and captured, every tenth one sent twice, some answers "lost" and
 * asked again, recharges with duplicated, reordered and expired payments, withdrawals paid and failed — leave every
 * wallet at what the test computed on its own, none below zero, and a reconciliation of those 50 wallets and of every
 * posting that touched them with no finding (the whole ledger is reconciled once, at the end of the deep tier).
 */
import { randomInt, randomUUID } from 'node:crypto';
import { ledgerStats } from '../../../functions/wallet/ledger.js';
import { capture, hold, LedgerRefusal, post, release, walletAccountId, type Leg, type PostingOutcome } from '../../../functions/wallet/public.js';
import { reconcileScoped } from '../../../functions/wallet/reconcile.js';
import { readLedgerOf } from '../../../infra/scripts/ledger-snapshot.js';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ERRORS } from '../../../shared/errors.js';
import { hashPassword } from '../../../functions/account/password.js';
import { ddb, table } from '../../../functions/lib/store/client.js';
import { markWithdrawalFailed, markWithdrawalPaid } from '../../../functions/wallet/operator.js';
import { recharge } from '../../../functions/wallet/payments.js';
import { sandboxPay } from '../../../functions/wallet/sandbox-cashier.js';
import { addWithdrawMethod } from '../../../functions/wallet/service.js';
import { withdraw } from '../../../functions/wallet/withdrawals.js';
import { PAY_PASSWORD } from '../../support/money.js';
import { bulkPeople } from '../../support/people.js';
import { balanceOf, fund, request, sendNotice, world } from '../../support/ledger.js';

describe('the ledger under a storm', () => {
  it('keeps every wallet exact through 1,000 operations at once across 50 wallets: recharges with duplicated, reordered and expired payments, withdrawals paid and failed, holds, transfers, repeats and lost answers', { timeout: 300_000 }, async () => {
    // Prepare: 50 people with a pay password and a bank card, money in, and what the test expects of each, kept on its own.
    const people = await bulkPeople(50, (i) => `钱包${i}`);
    const payPasswordHash = await hashPassword(PAY_PASSWORD);
    const claimsOf = new Map(people.map((userId) => [walletAccountId('PERSONAGE', userId), { userId, accountType: 'PERSONAGE' as const, sessionId: 'storm' }]));
    const wallets = [...claimsOf.keys()];
    const methodOf = new Map<string, string>();
    await Promise.all(
      people.map(async (userId, i) => {
        await ddb.send(new UpdateCommand({ TableName: table(), Key: { pk: `USER#${userId}`, sk: 'PROFILE' }, UpdateExpression: 'SET payPasswordHash = :hash', ExpressionAttributeValues: { ':hash': payPasswordHash } }));
        const claims = claimsOf.get(wallets[i]!)!;
        methodOf.set(wallets[i]!, (await addWithdrawMethod(claims, { type: 'BANK', name: '王小明', account: `62220202${String(i).padStart(11, '0')}`, bankName: '中国银行' })).id);
      }),
    );
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
    const tally = { credited: 0, expired: 0, paid: 0, failed: 0, refused: 0 };

    // Act: 1,000 operations at once. Each is a function that moves money and reports the legs that moved, or nothing.
    const pick = () => wallets[randomInt(wallets.length)]!;
    type Op = () => Promise<readonly Leg[]>;
    const moved = (outcome: PostingOutcome, legs: readonly Leg[]): readonly Leg[] => (outcome.replayed ? [] : legs);
    const credit = (w: string, n: number): readonly Leg[] => [{ accountId: w, available: n, frozen: 0 }];
    const ops: Op[] = [];
    let withdrawals = 0;
    for (let i = 0; i < 1_000; i += 1) {
      const kind = i % 10;
      const requestId = request();
      if (kind === 0) {
        // A recharge through the sandbox provider; its notifies arrive repeated, reordered, or never before expiry.
        const w = pick();
        const claims = claimsOf.get(w)!;
        const n = randomInt(1, 5_000);
        const variant = (i / 10) % 4;
        ops.push(async () => {
          const { payId } = await recharge(claims, { amount: n, requestId });
          const said = (result: 'SUCCESS' | 'FAIL') => sendNotice({ payId, tradeNo: `T${i}`, amount: n, result, channel: 'ALIPAY', time: Date.now() });
          if (variant === 0) {
            // The cashier's button (its notify over HTTP), then the provider's retries, one of a stale FAIL.
            // Its twin (the same recharge sent twice) may have clicked first: the cashier decides once.
            await sandboxPay(claims, { payId, result: 'SUCCESS' }).catch((error: unknown) => {
              if ((error as { code?: number }).code !== ERRORS.PAYMENT_DECIDED.code) throw error;
            });
            await Promise.all([said('SUCCESS'), said('FAIL')]);
          } else if (variant === 1) {
            await Promise.all([said('SUCCESS'), said('SUCCESS'), said('SUCCESS')]);
            await said('FAIL');
          } else if (variant === 2) {
            // FAIL overtaken by the SUCCESS that followed it: the provider holds the money, so it is credited.
            await said('FAIL');
            await said('SUCCESS');
          } else {
            // Left 16 minutes: expired; the cashier refuses it and nothing is credited.
            await ddb.send(new UpdateCommand({ TableName: table(), Key: { pk: `PAY#${payId}`, sk: 'PAY' }, UpdateExpression: 'SET expireTime = :past', ExpressionAttributeValues: { ':past': Date.now() - 1 } }));
            await expect(sandboxPay(claims, { payId, result: 'SUCCESS' })).rejects.toMatchObject({ code: ERRORS.PAYMENT_EXPIRED.code });
            tally.expired += 1;
            return [];
          }
          tally.credited += 1;
          return credit(w, n);
        });
      } else if (kind === 1) {
        const to = pick();
        const n = randomInt(1, 5_000);
        const legs: Leg[] = [{ accountId: world(), available: -n, frozen: 0 }, { accountId: to, available: n, frozen: 0 }];
        ops.push(async () => moved(await post({ scope: to, requestId, type: 'RECHARGE', title: '充值', legs }), legs));
      } else if (kind <= 4 || kind === 9) {
        const [from, to] = [pick(), pick()];
        // Some transfers ask more than there is: refused, nothing moves.
        const n = randomInt(1, kind === 4 ? 150_000 : 8_000);
        const legs: Leg[] = [{ accountId: from, available: -n, frozen: 0 }, { accountId: to, available: n, frozen: 0 }];
        ops.push(async () => {
          try {
            return moved(await post({ scope: from, requestId, type: 'TRANSFER', title: '转账', legs }), legs);
          } catch (error) {
            if (error instanceof LedgerRefusal) return [];
            throw error;
          }
        });
      } else if (kind <= 6) {
        // A hold, then released (kind 5) or captured to the outside world (kind 6).
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
            kind === 5
              ? release({ scope: w, requestId: endId, holdId, type: 'WITHDRAW_FAILED', title: '提现失败退回' })
              : capture({ scope: w, requestId: endId, holdId, type: 'WITHDRAW_PAID', title: '提现到账', to: [{ accountId: world(), amount: n }] });
          // A crash after the transaction, before the answer: the client asks again with the same requestId.
          if (i % 7 === 0) await end();
          const ended = await end();
          expect(ended.replayed).toBe(i % 7 === 0);
          return kind === 5 ? [] : [{ accountId: w, available: -n, frozen: 0 }];
        });
      } else {
        // A withdrawal with the pay password, then paid (kind 7) or failed (kind 8) by an operator. Each person makes
        // four at most, so their pay password is never judged more than five times at once (the lock's bound).
        const w = wallets[withdrawals % wallets.length]!;
        withdrawals += 1;
        const claims = claimsOf.get(w)!;
        const n = randomInt(100, 6_000);
        ops.push(async () => {
          const ask = () => withdraw(claims, { amount: n, methodId: methodOf.get(w)!, payPassword: PAY_PASSWORD, requestId });
          let started;
          try {
            started = await ask();
          } catch (error) {
            if ((error as { code?: number }).code !== ERRORS.INSUFFICIENT_BALANCE.code) throw error;
            tally.refused += 1;
            return [];
          }
          // The answer lost: asked again, the same withdrawal.
          if (i % 3 === 0) expect((await ask()).id).toBe(started.id);
          if (kind === 7) {
            await markWithdrawalPaid(started.id);
            if (i % 4 === 0) await markWithdrawalPaid(started.id);
            tally.paid += 1;
            return [{ accountId: w, available: -n, frozen: 0 }];
          }
          await markWithdrawalFailed(started.id, '银行退回');
          tally.failed += 1;
          return [];
        });
      }
    }
    // Every tenth operation (the recharges) is sent twice at once: a double click, a retry racing the first.
    const runs = ops.flatMap((op, i) => (i % 10 === 0 ? [op, op] : [op]));
    const started = Date.now();
    const results = await Promise.all(runs.map((op) => op()));
    const seconds = (Date.now() - started) / 1000;
    // A recharge sent twice is one payment: its credit counted once.
    const counted = new Set<number>();
    results.forEach((legs, index) => {
      const op = runs[index]!;
      const first = ops.indexOf(op);
      if (first % 10 === 0) {
        if (counted.has(first)) return;
        counted.add(first);
      }
      apply(legs);
    });

    // Assess: each wallet as the test computed, none below zero; the ledger reconciles on what the storm moved.
    for (const w of wallets) {
      const actual = await balanceOf(w);
      expect(actual, w).toEqual(expected.get(w));
      expect(Math.min(actual.available, actual.frozen)).toBeGreaterThanOrEqual(0);
    }
    // Every posting of the storm moved one of these 50 wallets: the reconciliation names them and reads every posting
    // that touched them by key, with its entries on the platform's accounts (the outside world's shards), not those
    // accounts' whole flows. Money the storm created or lost shows as a posting not summing to zero or a wallet not
    // adding up to its entries; a posting applied twice, as an entry under no claim or under two, or written twice;
    // the sum of all balances is the deep tier's last check (test/deep/last/ledger-reconcile.test.ts).
    const report = reconcileScoped(await readLedgerOf(wallets));
    expect(report.findings, report.findings.slice(0, 10).join('\n')).toEqual([]);
    // The postings' other sides were read: the outside world's entries of the recharges and the paid withdrawals.
    expect(report.others).toBeGreaterThan(0);
    console.log(
      `ledger storm: ${runs.length} operations in ${seconds.toFixed(1)} s, ${ledgerStats.conflicts - conflictsBefore} conflicts retried; ` +
        `recharges credited ${tally.credited}, expired ${tally.expired}; withdrawals paid ${tally.paid}, failed ${tally.failed}, refused ${tally.refused}; ` +
        `reconciled ${report.accounts} wallets with ${report.entries} entries, ${report.postings} postings and ${report.others} entries of theirs on other accounts`,
    );
    expect(ledgerStats.conflicts - conflictsBefore).toBeGreaterThan(0);
    expect(Math.min(tally.credited, tally.expired, tally.paid, tally.failed)).toBeGreaterThan(0);
  });
});
