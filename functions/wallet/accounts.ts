/**
 * The ledger's accounts (CONTRACT "Money"; docs/data-model.md "Wallet and ledger"). Every person, team and company
 * has a wallet; the platform's accounts balance them: the outside world (recharges come from it, withdrawals go to
 * it), withdrawals in transit, platform fees, and one escrow account per project. The sum of all balances is zero.
 *
 * Wallets and escrow accounts never go below zero. The platform's accounts may: the outside world is negative by
 * everything ever recharged. They are touched by nearly every posting, so each is split into shards (one chosen per
 * posting) that the reconciliation adds up with every other account: one hot item would serialise every recharge.
 */
import type { AccountType } from '../../shared/domains.js';

export type PlatformAccount = 'world' | 'transit' | 'fees';

/** Shards of each platform account. */
export const PLATFORM_SHARDS = 16;

export const walletAccountId = (ownerType: AccountType, ownerId: string): string => `wallet:${ownerType}:${ownerId}`;

export const escrowAccountId = (projectId: string): string => `escrow:${projectId}`;

/**
 * An order's escrow (docs/orders.md "Money"): what the buyer paid for it, until completion releases it to the seller
 * and the platform's commission, or a refund returns it. Never below zero, like a project's.
 */
export const orderEscrowAccountId = (orderId: string): string => `escrow:order:${orderId}`;

/** A shard of a platform account; `pick` (0 … 1) chooses it, e.g. from the posting's requestId. */
export const platformAccountId = (account: PlatformAccount, pick: number): string =>
  `platform:${account}:${Math.min(PLATFORM_SHARDS - 1, Math.floor(Math.max(0, pick) * PLATFORM_SHARDS))}`;

/** Whether an account may go below zero: only the platform's own. */
export const mayGoNegative = (accountId: string): boolean => accountId.startsWith('platform:');

/** How a flow names the other side of an entry (counterpart), in Chinese: never another owner's id. */
export const counterpartLabel = (counterpart: string, own: string): string => {
  if (counterpart === own) return '本钱包（可用与冻结之间）';
  if (counterpart.startsWith('platform:world:')) return '外部支付渠道';
  if (counterpart.startsWith('platform:transit:')) return '提现在途';
  if (counterpart.startsWith('platform:fees:')) return '合作云平台';
  if (counterpart.startsWith('escrow:order:')) return '订单托管账户';
  if (counterpart.startsWith('escrow:')) return '项目托管账户';
  if (counterpart.startsWith('wallet:COMPANY:')) return '企业钱包';
  if (counterpart.startsWith('wallet:TEAM:')) return '团队钱包';
  return '个人钱包';
};
