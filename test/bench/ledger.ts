/**
 * Ledger figures on the local cloud (functions/wallet/public.ts; docs/data-model.md "Wallet and ledger"):
 * - postings per second through the ledger's public module, called in the bench's process against DynamoDB Local
 *   as another domain calls it: half recharges (a world shard → a wallet, as a confirmed payment posts it), half
 *   transfers between two wallets, POSTING_CONCURRENCY in flight for POSTING_SECONDS; once spread over
 *   SPREAD_WALLETS wallets, once contended on CONTENDED_WALLETS, and before them one at a time for ALONE_SECONDS
 *   (a posting's own time, nothing queued or conflicting). Each posting's time includes its retries; the
 *   conflicts retried are the ledger's own count (ledgerStats.conflicts, this process's postings only);
 * - pay latency over HTTP through the local gateway, as a payer's browser does it: POST wallet.recharge, then the
 *   sandbox cashier's 支付成功 (wallet.sandboxPay SUCCESS), whose signed notify the sandbox sends over HTTP to the
 *   notify endpoint before it answers; the payment answers PAID only once the wallet's credit is posted (the PAID
 *   mark is written in the posting's transaction). Every payer's balance is checked afterwards.
 * Wallets are fresh accounts; payers are people written straight into the table with sessions from the session
 * module (no password hashing), as the messenger bench makes them.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { CloudInfo } from '../support/cloud-info.js';
import { bulkPeople } from '../support/people.js';
import { measure, percentile, sustain, type Latency } from './stats.js';

export interface PostingFigure extends Latency {
  wallets: number;
  concurrency: number;
  seconds: number;
  /** Conflicts retried during the run (ledgerStats.conflicts), and per posting made. */
  conflicts: number;
  conflictsPerPosting: number;
  /** Postings that gave up after POST_ATTEMPTS conflicts (LedgerBusy); counted in `errors`. */
  busy: number;
}

export interface PayFigure extends Latency {
  payers: number;
  concurrency: number;
  /** The two calls apart: opening the payment, and the cashier's SUCCESS until it answers PAID (credited). */
  open: { p50: number; p99: number };
  pay: { p50: number; p99: number };
}

export interface LedgerFigures {
  alone: PostingFigure;
  spread: PostingFigure;
  contended: PostingFigure;
  pay: PayFigure;
}

export const POSTING_SECONDS = 20;
export const ALONE_SECONDS = 10;
export const POSTING_CONCURRENCY = 32;
const SPREAD_WALLETS = 200;
const CONTENDED_WALLETS = 5;
const PAYMENTS = 200;
const PAY_CONCURRENCY = 8;
const PAYERS = 20;
/** Each wallet's money in before the run: far more than the run's transfers (1 … 1,000 fen each) can take out. */
const FUNDS = 100_000_000;

export const ledgerFigures = async (cloud: CloudInfo): Promise<LedgerFigures> => {
  // The functions' modules, in this process, against the cloud.
  Object.assign(process.env, cloud.env);
  const { LedgerBusy, platformAccountId, post, walletAccountId } = await import('../../functions/wallet/public.js');
  const { ledgerStats } = await import('../../functions/wallet/ledger.js');

  const recharge = (accountId: string, amount: number) =>
    post({
      scope: 'provider:bench',
      requestId: `bench-${randomUUID()}`,
      type: 'RECHARGE',
      title: '钱包充值',
      legs: [
        { accountId: platformAccountId('world', Math.random()), available: -amount, frozen: 0 },
        { accountId, available: amount, frozen: 0 },
      ],
    });
  const transfer = (from: string, to: string, amount: number) =>
    post({
      scope: from,
      requestId: `bench-${randomUUID()}`,
      type: 'TRANSFER',
      title: '转账',
      legs: [
        { accountId: from, available: -amount, frozen: 0 },
        { accountId: to, available: amount, frozen: 0 },
      ],
    });

  const fundedWallets = async (count: number) => {
    const wallets = Array.from({ length: count }, () => walletAccountId('PERSONAGE', `bench-${randomUUID()}`));
    await measure(wallets.length, 8, async (i) => Boolean(await recharge(wallets[i]!, FUNDS)));
    return wallets;
  };
  const postings = async (wallets: readonly string[], concurrency: number, seconds: number): Promise<PostingFigure> => {
    const conflictsBefore = ledgerStats.conflicts;
    let busy = 0;
    const load = await sustain(seconds * 1000, concurrency, async (i) => {
      try {
        if (i % 2 === 0) await recharge(wallets[randomInt(wallets.length)]!, randomInt(1, 1_001));
        else {
          const from = randomInt(wallets.length);
          const to = (from + randomInt(1, wallets.length)) % wallets.length;
          await transfer(wallets[from]!, wallets[to]!, randomInt(1, 1_001));
        }
        return true;
      } catch (error) {
        if (error instanceof LedgerBusy) busy += 1;
        throw error;
      }
    });
    const conflicts = ledgerStats.conflicts - conflictsBefore;
    const made = load.count - load.errors;
    return { ...load, wallets: wallets.length, concurrency, seconds, conflicts, conflictsPerPosting: conflicts / Math.max(1, made), busy };
  };

  const many = await fundedWallets(SPREAD_WALLETS);
  // One at a time first: a posting's own time with nothing queued and nothing to conflict with.
  const alone = await postings(many, 1, ALONE_SECONDS);
  const spread = await postings(many, POSTING_CONCURRENCY, POSTING_SECONDS);
  const contended = await postings(await fundedWallets(CONTENDED_WALLETS), POSTING_CONCURRENCY, POSTING_SECONDS);
  const pay = await payFigure(cloud);
  return { alone, spread, contended, pay };
};

/** Recharge → sandbox cashier SUCCESS → PAID, over HTTP, PAYMENTS times with PAY_CONCURRENCY in flight. */
const payFigure = async (cloud: CloudInfo): Promise<PayFigure> => {
  const { startSession } = await import('../../functions/lib/auth/session.js');
  const { routeById } = await import('../../shared/routes/index.js');
  const send = async (method: string, path: string, token: string, body?: unknown) => {
    const res = await fetch(`${cloud.siteUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await res.json()) as { code: number; data: unknown };
  };
  const ids = await bulkPeople(PAYERS, (i) => `付款${i}`);
  const payers = await Promise.all(ids.map(async (userId) => ({ userId, token: (await startSession(userId, 'PERSONAGE')).token, paid: 0 })));
  const rechargePath = routeById('wallet.recharge').path;
  const payPath = (payId: string) => routeById('wallet.sandboxPay').path.replace('{payId}', payId);
  const opens: number[] = [];
  const pays: number[] = [];
  const payOnce = async (i: number) => {
    const payer = payers[i % PAYERS]!;
    const amount = randomInt(1, 100_001);
    const t0 = performance.now();
    const started = await send('POST', rechargePath, payer.token, { amount, requestId: `bench-${randomUUID()}` });
    const t1 = performance.now();
    const payId = (started.data as { payId?: string } | null)?.payId;
    if (started.code !== 200 || !payId) return false;
    const paid = await send('POST', payPath(payId), payer.token, { result: 'SUCCESS' });
    opens.push(t1 - t0);
    pays.push(performance.now() - t1);
    if (paid.code !== 200 || (paid.data as { status?: string }).status !== 'PAID') return false;
    payer.paid += amount;
    return true;
  };
  // Warm: the wallet handler's modules and connections, the notify path; then the measured payments.
  await measure(10, 2, payOnce);
  for (const payer of payers) payer.paid = 0;
  opens.length = 0;
  pays.length = 0;
  const before = new Map(await Promise.all(payers.map(async (p) => [p.userId, ((await send('GET', routeById('wallet.info').path, p.token)).data as { balance: number }).balance] as const)));
  const latency = await measure(PAYMENTS, PAY_CONCURRENCY, payOnce);
  // Credited: each payer's wallet holds what its payments answered PAID for.
  let wrong = 0;
  for (const payer of payers) {
    const balance = ((await send('GET', routeById('wallet.info').path, payer.token)).data as { balance: number }).balance;
    if (balance - before.get(payer.userId)! !== payer.paid) wrong += 1;
  }
  if (wrong) throw new Error(`pay bench: ${wrong} of ${PAYERS} wallets not credited with what was paid`);
  const sorted = (values: number[]) => values.sort((a, b) => a - b);
  sorted(opens);
  sorted(pays);
  return {
    ...latency,
    payers: PAYERS,
    concurrency: PAY_CONCURRENCY,
    open: { p50: percentile(opens, 50), p99: percentile(opens, 99) },
    pay: { p50: percentile(pays, 50), p99: percentile(pays, 99) },
  };
};
