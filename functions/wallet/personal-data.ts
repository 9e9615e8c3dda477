/**
 * A cancelled person's personal information in the wallet domain (docs/data-model.md "Erasure of a cancelled account"),
 * erased by the erasure's second step (shared/process/erasure.ts) through the wallet's public module: the personal
 * wallet's withdrawal methods (holder's name, card or Alipay number) with their uniqueness items and count, and its
 * identity documents (the ID card pictures of large withdrawals), their stored files first, then the item naming them.
 *
 * What stays is what the law keeps (隐私政策 7.2 and 7.3: transaction information at least three years after the
 * transaction, 电子商务法 第三十一条): the ledger — the wallet's account, its entries and the postings' claims, which carry
 * account ids, amounts, types, titles (提现到中国银行, 托管费：<project>) and business ids, never a name, phone or number —
 * and the withdrawal records, which keep the method as it was paid to (户名 and number) as the record of a payout made.
 * Nobody reads them any more but the operators' reconciliation; their own retention is left to a later change.
 */
import { deleteUploads } from '../lib/s3/deletion.js';
import { walletAccountId } from './accounts.js';
import { forgetIdentity, identityFilesOfWallet } from './identity.js';
import { removeAllMethods } from './method-store.js';

/**
 * Erases the personal wallet's methods and documents of `userId`; a document file in `keep` (the same upload on file
 * for an organisation's wallet too) is not deleted. Idempotent: a retry finds less or nothing.
 */
export const erasePersonalWallet = async (userId: string, keep: ReadonlySet<string>): Promise<{ methods: number; files: number }> => {
  const accountId = walletAccountId('PERSONAGE', userId);
  const files = (await identityFilesOfWallet(accountId)).filter((url) => !keep.has(url));
  await deleteUploads(files, ['identity']);
  await forgetIdentity(accountId);
  return { methods: await removeAllMethods(accountId), files: files.length };
};
