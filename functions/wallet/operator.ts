/**
 * What the payment operators do with withdrawals (`npm run ops -- withdrawals …`, docs/operations.md): list those
 * waiting, oldest first (one Query of the queue's partition), and end one — paid (the frozen amount leaves for the
 * outside world) or failed with a reason (the amount is available again). Each end is one ledger posting together
 * with the record's new status and the queue item's removal; a repeat of the same end is answered as the first, and
 * the other end of an ended withdrawal is refused (WITHDRAWAL_ENDED).
 */
import { createHash } from 'node:crypto';
import { fail } from '../lib/errors.js';
import { WITHDRAWAL_STATUSES } from '../../shared/schemas/wallet.js';
import { platformAccountId } from './accounts.js';
import { capture, getHold, HoldEnded, release } from './holds.js';
import { endWithdrawalItems, queuedWithdrawals } from './withdrawal-store.js';
import { getWithdrawal, type QueuedWithdrawal, type WithdrawalItem } from './withdrawals.js';

export const pendingWithdrawals = (): Promise<QueuedWithdrawal[]> => queuedWithdrawals();

/** A withdrawal by id alone (the operator's view: its hold, kept for good, names its wallet). */
export const findWithdrawal = async (withdrawalId: string): Promise<WithdrawalItem> => {
  const held = await getHold(withdrawalId);
  const found = held && (await getWithdrawal(held.accountId, withdrawalId));
  if (!found) throw fail('WITHDRAWAL_NOT_FOUND');
  return found;
};

/** A withdrawal still to end with `status`; the same end again answers it as it is, the other end is refused. */
const toEnd = async (withdrawalId: string, status: 'PAID' | 'FAILED'): Promise<WithdrawalItem | { done: WithdrawalItem }> => {
  const w = await findWithdrawal(withdrawalId);
  if (w.status === status) return { done: w };
  if (w.status !== 'PENDING') throw fail('WITHDRAWAL_ENDED', `该提现已处理：${WITHDRAWAL_STATUSES[w.status]}`);
  return w;
};

const ended = endWithdrawalItems;

/** Ends it; when another end won the race meanwhile, says which. */
const onceEnded = async (w: WithdrawalItem, end: () => Promise<unknown>): Promise<WithdrawalItem> => {
  try {
    await end();
  } catch (error) {
    if (!(error instanceof HoldEnded)) throw error;
    const now = await findWithdrawal(w.withdrawalId);
    throw fail('WITHDRAWAL_ENDED', `该提现已处理：${WITHDRAWAL_STATUSES[now.status]}`);
  }
  return (await getWithdrawal(w.accountId, w.withdrawalId)) ?? w;
};

/** The money was sent: the frozen amount leaves the wallet for the outside world. */
export const markWithdrawalPaid = async (withdrawalId: string): Promise<WithdrawalItem> => {
  const w = await toEnd(withdrawalId, 'PAID');
  if ('done' in w) return w.done;
  return onceEnded(w, () =>
    capture({
      scope: 'operator',
      requestId: `withdraw-paid-${withdrawalId}`,
      holdId: withdrawalId,
      type: 'WITHDRAW_PAID',
      title: '提现成功',
      to: [{ accountId: platformAccountId('world', createHash('sha256').update(withdrawalId).digest()[0]! / 256), amount: w.amount }],
      also: ended(w, 'PAID'),
    }),
  );
};

/** The payout failed (a closed card, a wrong name): the amount is available again, with the reason on the record. */
export const markWithdrawalFailed = async (withdrawalId: string, reason: string): Promise<WithdrawalItem> => {
  const text = reason.trim().slice(0, 200);
  if (!text) throw fail('BAD_REQUEST', '请填写失败原因');
  const w = await toEnd(withdrawalId, 'FAILED');
  if ('done' in w) return w.done;
  return onceEnded(w, () =>
    release({ scope: 'operator', requestId: `withdraw-failed-${withdrawalId}`, holdId: withdrawalId, type: 'WITHDRAW_FAILED', title: `提现失败退回：${text}`, also: ended(w, 'FAILED', text) }),
  );
};
