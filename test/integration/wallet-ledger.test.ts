/**
 * The ledger on the local cloud's real DynamoDB, through the wallet's public module as other domains use it
 * (functions/wallet/public.ts; docs/data-model.md "Wallet and ledger"): postings are idempotent by requestId even when
 * the same request arrives many times at once, a refused posting writes nothing, and holds end once. The storm of
 * 1,000 operations is the deep tier's (test/deep/integration/ledger-storm.test.ts).
 */
import { randomUUID } from 'node:crypto';
import { accountState, capture, hold, HoldEnded, LedgerRefusal, release } from '../../functions/wallet/public.js';
import { balanceOf, fund, newWallet, request, transfer, world } from '../support/ledger.js';

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

  it('answers a payment the balance covers once, sent many times at once, with its one posting — never a refusal', async () => {
    // Was: a repeat that read the claim before the first posted and the wallet after it saw the money gone and was
    // refused as short (105007), though it was the same payment (found by cooperation-money.test.ts).
    const [a, b] = [newWallet(), newWallet()];
    await fund(a, 1_000);
    const requestId = request();
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => transfer(a, b, 1_000, requestId)));
    expect(new Set(outcomes.map((o) => o.postingId)).size).toBe(1);
    expect(await balanceOf(a)).toEqual({ available: 0, frozen: 0 });
    expect(await balanceOf(b)).toEqual({ available: 1_000, frozen: 0 });
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
});
