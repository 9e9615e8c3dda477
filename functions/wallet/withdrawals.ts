/**
 * Withdrawals (提现; spec §2.1 /withdraw/withdraw and /withdraw/withdrawRecord, §9; docs/payments.md "Withdrawals"):
 * the operator's pay password, the amount frozen by a ledger hold written together with the withdrawal's record and
 * its place in the operators' queue, and the expected arrival in 3 to 5 working days. An operator pays it (the hold
 * is captured to the outside world) or fails it with a reason (the hold is released: the money is available again).
 * Large withdrawals need the owner's identity documents first: one above 10,000 yuan, or one that takes the wallet's
 * withdrawals of the last 30 days (failed ones not counted) above 50,000 yuan.
 */
import type { Page } from '../../shared/envelope.js';
import { maskAccount } from '../../shared/masking.js';
import { WITHDRAW_RULES, type Withdrawal, type WithdrawalStatus, type WithdrawStarted } from '../../shared/schemas/wallet.js';
import { checkPayPassword } from '../account/public.js';
import type { TokenClaims } from '../lib/auth/token.js';
import { fail } from '../lib/errors.js';
import { newId, ulidAt } from '../lib/ids.js';
import { getItem } from '../lib/store/client.js';
import { expectedArrival } from './arrival.js';
import { publishedSchedules } from '../lib/calendar.js';
import { holdDocumentsNeeded } from './identity.js';
import { hold } from './holds.js';
import { WITHDRAWAL_PREFIX, withdrawalKey } from './keys.js';
import { accountState, findPosting } from './ledger.js';
import { getMethod, type MethodItem } from './method-store.js';
import { LedgerRefusal } from './rules.js';
import { walletOf } from './service.js';
import { newWithdrawalItems, withdrawalHead, withdrawalsOf, withdrawalsSince } from './withdrawal-store.js';

/** A withdrawal as stored: what its owner sees (the method's full account here), with its wallet and request. */
export interface WithdrawalItem extends Omit<Withdrawal, 'id'> {
  withdrawalId: string;
  accountId: string;
  /** Who asked for it (the person, or the company's or team's operator). */
  userId: string;
  requestId: string;
}

/** What the operators' queue holds of a withdrawal: enough to list it and find its record. */
export interface QueuedWithdrawal {
  withdrawalId: string;
  accountId: string;
  amount: number;
  createTime: number;
}

export const toWithdrawal = (w: WithdrawalItem): Withdrawal => ({
  id: w.withdrawalId,
  amount: w.amount,
  status: w.status,
  method: { ...w.method, account: maskAccount(w.method.account) },
  createTime: w.createTime,
  expectedFrom: w.expectedFrom,
  expectedArrival: w.expectedArrival,
  ...(w.arrivalEstimated ? { arrivalEstimated: true } : {}),
  ...(w.endTime ? { endTime: w.endTime } : {}),
  ...(w.failReason ? { failReason: w.failReason } : {}),
});

export const getWithdrawal = (accountId: string, withdrawalId: string): Promise<WithdrawalItem | undefined> =>
  getItem<WithdrawalItem>(withdrawalKey(accountId, withdrawalId), { consistent: true });

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the wallet withdrew in the last 30 days, failed withdrawals left out: one Query of a key range of its ids. */
const withdrawnRecently = async (accountId: string, now: number): Promise<number> => {
  const since = now - WITHDRAW_RULES.windowDays * DAY_MS;
  const recent = await withdrawalsSince(accountId, `${WITHDRAWAL_PREFIX}${ulidAt(since)}`);
  return recent.filter((w) => w.status !== 'FAILED').reduce((sum, w) => sum + w.amount, 0);
};

const started = (w: WithdrawalItem): WithdrawStarted => ({ id: w.withdrawalId, expectedFrom: w.expectedFrom, expectedArrival: w.expectedArrival, ...(w.arrivalEstimated ? { arrivalEstimated: true } : {}) });

/**
 * Starts a withdrawal of the session's wallet. A repeat of the requestId answers the first withdrawal, without asking
 * the pay password again. The checks are in the order a person fixes them: the method, the pay password, the
 * balance, the identity documents.
 */
export const withdraw = async (
  claims: TokenClaims,
  input: { amount: number; methodId: string; payPassword: string; requestId: string },
): Promise<WithdrawStarted> => {
  const accountId = await walletOf(claims);
  const replayed = async (): Promise<WithdrawStarted | undefined> => {
    const first = await findPosting(accountId, input.requestId);
    if (!first) return undefined;
    const record = first.type === 'WITHDRAW' ? await getWithdrawal(accountId, first.bizId) : undefined;
    if (!record) throw fail('REQUEST_ID_USED');
    return started(record);
  };
  const earlier = await replayed();
  if (earlier) return earlier;
  const method = await getMethod(accountId, input.methodId);
  if (!method) throw fail('WITHDRAW_METHOD_NOT_FOUND');
  await checkPayPassword(claims.userId, input.payPassword);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await holdWithdrawal(claims, accountId, method, input);
    } catch (error) {
      // Another withdrawal of the wallet came first: judge the limits again with it counted.
      if (!(error instanceof HeadMoved) || attempt >= HEAD_ATTEMPTS) throw error instanceof HeadMoved ? fail('LEDGER_BUSY') : error;
      const replay = await replayed();
      if (replay) return replay;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
};

/** Another withdrawal of the wallet was written between our checks and our write. */
class HeadMoved extends Error {}

const HEAD_ATTEMPTS = 10;

/**
 * Checks the balance and the identity thresholds, then holds the amount together with the record, the queue item
 * and the wallet's withdrawal head, conditioned on the head the checks saw (a concurrent withdrawal: HeadMoved).
 */
const holdWithdrawal = async (
  claims: TokenClaims,
  accountId: string,
  method: MethodItem,
  input: { amount: number; requestId: string },
): Promise<WithdrawStarted> => {
  const now = Date.now();
  const head = await withdrawalHead(accountId);
  const [state, recent] = await Promise.all([accountState(accountId), withdrawnRecently(accountId, now)]);
  if ((state?.available ?? 0) < input.amount) throw fail('INSUFFICIENT_BALANCE');
  if (input.amount > WITHDRAW_RULES.singleLimitFen || recent + input.amount > WITHDRAW_RULES.windowLimitFen) {
    const need = await holdDocumentsNeeded(claims, accountId);
    if (need) throw fail('IDENTITY_REQUIRED', need.message, { need: need.kind });
  }
  const withdrawalId = newId();
  const record: WithdrawalItem = {
    withdrawalId,
    accountId,
    userId: claims.userId,
    requestId: input.requestId,
    amount: input.amount,
    status: 'PENDING',
    method: { type: method.type, name: method.name, account: method.account, bankName: method.bankName },
    createTime: now,
    ...expectedArrival(now, await publishedSchedules()),
  };
  const queued: QueuedWithdrawal = { withdrawalId, accountId, amount: input.amount, createTime: now };
  try {
    const outcome = await hold({
      scope: accountId,
      requestId: input.requestId,
      holdId: withdrawalId,
      accountId,
      amount: input.amount,
      type: 'WITHDRAW',
      title: `提现到${method.bankName}`,
      bizId: withdrawalId,
      also: newWithdrawalItems(record, queued, head?.last),
      alsoRefusal: () => new HeadMoved(),
    });
    // The same requestId won by a twin request meanwhile: its withdrawal.
    if (outcome.replayed) {
      const first = await getWithdrawal(accountId, outcome.bizId);
      if (!first) throw fail('REQUEST_ID_USED');
      return started(first);
    }
  } catch (error) {
    if (error instanceof LedgerRefusal) throw fail('INSUFFICIENT_BALANCE');
    throw error;
  }
  return started(record);
};

/** The session's wallet's withdrawals, newest first, optionally of one status. */
export const withdrawals = async (
  claims: TokenClaims,
  { current, size, status }: { current: number; size: number; status?: WithdrawalStatus | undefined },
): Promise<Page<Withdrawal>> => {
  const accountId = await walletOf(claims);
  const all = await withdrawalsOf(accountId, status);
  return { records: all.slice((current - 1) * size, current * size).map(toWithdrawal), total: all.length, pages: Math.ceil(all.length / size), current, size };
};

/** One of the session's wallet's withdrawals; another wallet's (or none) is 404. */
export const withdrawalOf = async (claims: TokenClaims, withdrawalId: string): Promise<Withdrawal> => {
  const found = await getWithdrawal(await walletOf(claims), withdrawalId);
  if (!found) throw fail('WITHDRAWAL_NOT_FOUND');
  return toWithdrawal(found);
};
