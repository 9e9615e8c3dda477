/**
 * The withdrawal items (./withdrawals.ts says what a withdrawal is): a wallet's records and its withdrawal head, the
 * operators' queue, and the items a withdrawal's hold and its end write with their postings.
 */
import { getItem, queryAll, table, type TransactItems } from '../lib/store/client.js';
import { accountKey, WITHDRAWAL_PREFIX, withdrawalHeadKey, withdrawalKey, withdrawalQueueKey } from './keys.js';
import type { QueuedWithdrawal, WithdrawalItem } from './withdrawals.js';

/** The id of the wallet's newest withdrawal (its head), read strongly consistent. */
export const withdrawalHead = (accountId: string): Promise<{ last: string } | undefined> => getItem<{ last: string }>(withdrawalHeadKey(accountId), { consistent: true });

/** The amounts and states of the wallet's withdrawals from `fromSort` on (their ids sort by time): one Query of a key range. */
export const withdrawalsSince = (accountId: string, fromSort: string): Promise<Pick<WithdrawalItem, 'amount' | 'status'>[]> =>
  queryAll<Pick<WithdrawalItem, 'amount' | 'status'>>({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': accountKey(accountId).pk, ':from': fromSort, ':to': `${WITHDRAWAL_PREFIX}~` },
    ProjectionExpression: 'amount, #status',
    ExpressionAttributeNames: { '#status': 'status' },
  });

/** The wallet's withdrawals, newest first, optionally of one status (a filter of its partition's Query). */
export const withdrawalsOf = (accountId: string, status?: string): Promise<WithdrawalItem[]> =>
  queryAll<WithdrawalItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :wd)',
    ExpressionAttributeValues: { ':pk': accountKey(accountId).pk, ':wd': WITHDRAWAL_PREFIX, ...(status ? { ':status': status } : {}) },
    ...(status ? { FilterExpression: '#status = :status', ExpressionAttributeNames: { '#status': 'status' } } : {}),
    ScanIndexForward: false,
  });

/** The withdrawals waiting for the operators, oldest first: one Query of the queue's partition. */
export const queuedWithdrawals = (): Promise<QueuedWithdrawal[]> =>
  queryAll<QueuedWithdrawal>({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': withdrawalQueueKey('').pk } });

/**
 * The items a new withdrawal writes with its hold: its record, its place in the queue, and the wallet's head moved to
 * it — from `seen`, the head its checks read (refused when another withdrawal moved it; none: there was no head).
 */
export const newWithdrawalItems = (record: WithdrawalItem, queued: QueuedWithdrawal, seen: string | undefined): TransactItems => [
  { Put: { TableName: table(), Item: { ...withdrawalKey(record.accountId, record.withdrawalId), ...record }, ConditionExpression: 'attribute_not_exists(pk)' } },
  { Put: { TableName: table(), Item: { ...withdrawalQueueKey(record.withdrawalId), ...queued }, ConditionExpression: 'attribute_not_exists(pk)' } },
  {
    Put: {
      TableName: table(),
      Item: { ...withdrawalHeadKey(record.accountId), last: record.withdrawalId },
      ConditionExpression: seen !== undefined ? '#last = :seen' : 'attribute_not_exists(pk)',
      ...(seen !== undefined ? { ExpressionAttributeNames: { '#last': 'last' }, ExpressionAttributeValues: { ':seen': seen } } : {}),
    },
  },
];

/** The items that end a pending withdrawal with its posting: its new status (and reason), and its queue item gone. */
export const endWithdrawalItems = (w: WithdrawalItem, status: 'PAID' | 'FAILED', reason?: string): TransactItems => [
  {
    Update: {
      TableName: table(),
      Key: withdrawalKey(w.accountId, w.withdrawalId),
      UpdateExpression: `SET #status = :status, endTime = :now${reason ? ', failReason = :reason' : ''}`,
      ConditionExpression: '#status = :pending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':status': status, ':pending': 'PENDING', ':now': Date.now(), ...(reason ? { ':reason': reason } : {}) },
    },
  },
  { Delete: { TableName: table(), Key: withdrawalQueueKey(w.withdrawalId) } },
];
