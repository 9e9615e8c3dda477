/** A wallet's withdrawal methods (docs/data-model.md "Wallet and ledger"): in the wallet account's partition. */
import type { WithdrawMethodType } from '../../shared/schemas/wallet.js';
import { deleteItem, putItem, queryAll } from '../lib/store/client.js';
import { accountKey, METHOD_PREFIX, methodKey } from './keys.js';

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

export const methodsOf = (accountId: string): Promise<MethodItem[]> =>
  queryAll<MethodItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :method)',
    ExpressionAttributeValues: { ':pk': accountKey(accountId).pk, ':method': METHOD_PREFIX },
  });

export const saveMethod = async (method: MethodItem): Promise<void> => {
  await putItem({ ...methodKey(method.accountId, method.methodId), ...method }, { expression: 'attribute_not_exists(pk)' });
};

/** Removes one of the wallet's methods; false when the wallet has no such method. */
export const removeMethod = async (accountId: string, methodId: string): Promise<boolean> =>
  (await deleteItem(methodKey(accountId, methodId), { expression: 'attribute_exists(pk)' })) !== undefined;
