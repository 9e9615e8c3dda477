/**
 * The wallet's screens (CONTRACT "Money"; spec §2.1 /work/userCenter/wallet, /withdraw/transactionRecord): which
 * wallet a session acts on, its amounts and its flow. The session's account type picks the wallet: a person's own;
 * a team's or a company's for its administrator only (a company's authorised person too, once it can be named),
 * any other staff 403.
 */
import type { Page } from '../../shared/envelope.js';
import type { FlowEntry, WalletInfo } from '../../shared/schemas/wallet.js';
import { getPerson } from '../account/public.js';
import type { TokenClaims } from '../lib/auth/token.js';
import { fail } from '../lib/errors.js';
import { getMember } from '../org/public.js';
import { walletAccountId } from './accounts.js';
import { accountState, type EntryItem } from './ledger.js';
import { entriesBetween, entriesMatching } from './ledger-store.js';

/** The wallet account the session acts on, or 403 for staff who may not. */
export const walletOf = async (claims: TokenClaims): Promise<string> => {
  if (claims.accountType === 'PERSONAGE') return walletAccountId('PERSONAGE', claims.userId);
  const member = claims.orgId ? await getMember(claims.orgId, claims.userId) : undefined;
  if (!claims.orgId || member?.status !== 'ACTIVE' || member.role !== 'ADMIN') throw fail('NOT_WALLET_OPERATOR');
  return walletAccountId(claims.accountType, claims.orgId);
};

export const walletInfo = async (claims: TokenClaims): Promise<WalletInfo> => {
  const accountId = await walletOf(claims);
  const [state, person] = await Promise.all([accountState(accountId), getPerson(claims.userId)]);
  const available = state?.available ?? 0;
  const frozen = state?.frozen ?? 0;
  return { balance: available + frozen, available, frozen, payPasswordSet: Boolean(person?.payPasswordHash) };
};

const toFlowEntry = (entry: EntryItem): FlowEntry => ({
  id: String(entry.seq),
  type: entry.type,
  amount: entry.amount,
  balanceAfter: entry.balanceAfter,
  createTime: entry.createTime,
  title: entry.title,
  bizId: entry.bizId,
});

/**
 * The flow, newest first. Unfiltered, a page is a key range of the account's gapless entry numbers (one Query of
 * `size` items, whatever the page); filtered, the account's entries are read with the filter and paged here.
 */
export const walletFlow = async (
  claims: TokenClaims,
  { current, size, type, start, end }: { current: number; size: number; type?: string | undefined; start?: number | undefined; end?: number | undefined },
): Promise<Page<FlowEntry>> => {
  const accountId = await walletOf(claims);
  if (type === undefined && start === undefined && end === undefined) {
    const total = (await accountState(accountId))?.seq ?? 0;
    const newest = total - (current - 1) * size;
    const records = newest < 1 ? [] : (await entriesBetween(accountId, Math.max(1, newest - size + 1), newest)).map(toFlowEntry);
    return { records, total, pages: Math.ceil(total / size), current, size };
  }
  const matching = await entriesMatching(accountId, { ...(type ? { type } : {}), ...(start !== undefined ? { start } : {}), ...(end !== undefined ? { end } : {}) });
  return { records: matching.slice((current - 1) * size, current * size).map(toFlowEntry), total: matching.length, pages: Math.ceil(matching.length / size), current, size };
};
