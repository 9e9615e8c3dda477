/**
 * A wallet's withdrawal methods (docs/data-model.md "Wallet and ledger"): in the wallet account's partition. Adding one
 * is one transaction with the wallet's count of methods (at most MAX_WITHDRAW_METHODS, a condition) and the
 * account's uniqueness item (each account once, by a hash of it: the number itself is kept on the method only), so
 * adds at once cannot pass either rule; removing one gives both back in one transaction.
 */
import { createHash } from 'node:crypto';
import { MAX_WITHDRAW_METHODS, type WithdrawMethodType } from '../../shared/schemas/wallet.js';
import { fail } from '../lib/errors.js';
import { deleteKeys, getItem, queryAll, table, transact } from '../lib/store/client.js';
import { accountKey, METHOD_PREFIX, methodCountKey, methodKey, methodUniqueKey } from './keys.js';

export interface MethodItem {
  accountId: string;
  methodId: string;
  type: WithdrawMethodType;
  /** The holder's name (户名). */
  name: string;
  /** The full number: kept for the payout, never answered to anyone (only masked). */
  account: string;
  bankName: string;
  createTime: number;
}

const fingerprint = (type: WithdrawMethodType, account: string): string => createHash('sha256').update(`${type}:${account}`).digest('base64url');

export const methodsOf = (accountId: string): Promise<MethodItem[]> =>
  queryAll<MethodItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :method)',
    ExpressionAttributeValues: { ':pk': accountKey(accountId).pk, ':method': METHOD_PREFIX },
  });

/** Saves a method; WITHDRAW_METHODS_FULL or WITHDRAW_METHOD_EXISTS when a rule refuses it. */
export const saveMethod = async (method: MethodItem): Promise<void> => {
  await transact(
    [
      {
        Update: {
          TableName: table(),
          Key: methodCountKey(method.accountId),
          UpdateExpression: 'ADD #count :one',
          ConditionExpression: 'attribute_not_exists(#count) OR #count < :max',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':one': 1, ':max': MAX_WITHDRAW_METHODS },
        },
      },
      {
        Put: {
          TableName: table(),
          Item: { ...methodUniqueKey(method.accountId, fingerprint(method.type, method.account)), methodId: method.methodId },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      { Put: { TableName: table(), Item: { ...methodKey(method.accountId, method.methodId), ...method }, ConditionExpression: 'attribute_not_exists(pk)' } },
    ],
    (index) => (index === 0 ? fail('WITHDRAW_METHODS_FULL') : fail('WITHDRAW_METHOD_EXISTS')),
  );
};

export const getMethod = (accountId: string, methodId: string): Promise<MethodItem | undefined> => getItem<MethodItem>(methodKey(accountId, methodId), { consistent: true });

/** Removes one of the wallet's methods; false when the wallet has no such method (or another call removed it). */
export const removeMethod = async (accountId: string, methodId: string): Promise<boolean> => {
  const method = await getMethod(accountId, methodId);
  if (!method) return false;
  try {
    await transact(
      [
        { Delete: { TableName: table(), Key: methodKey(accountId, methodId), ConditionExpression: 'attribute_exists(pk)' } },
        { Delete: { TableName: table(), Key: methodUniqueKey(accountId, fingerprint(method.type, method.account)) } },
        { Update: { TableName: table(), Key: methodCountKey(accountId), UpdateExpression: 'ADD #count :less', ExpressionAttributeNames: { '#count': 'count' }, ExpressionAttributeValues: { ':less': -1 } } },
      ],
      () => new MethodGone(),
    );
  } catch (error) {
    if (error instanceof MethodGone) return false;
    throw error;
  }
  return true;
};

class MethodGone extends Error {}

/**
 * Deletes every withdrawal method of a wallet, with their uniqueness items and the wallet's count, in one transaction
 * (at most MAX_WITHDRAW_METHODS of each): the erasure of a cancelled person's wallet, whose owner can add none any
 * more. Answers how many methods went; none is no error, so a retry repeats it safely.
 */
export const removeAllMethods = async (accountId: string): Promise<number> => {
  const methods = await methodsOf(accountId);
  await deleteKeys([
    ...methods.flatMap((method) => [methodKey(accountId, method.methodId), methodUniqueKey(accountId, fingerprint(method.type, method.account))]),
    methodCountKey(accountId),
  ]);
  return methods.length;
};
