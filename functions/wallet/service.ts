/**
 * The wallet's screens (CONTRACT "Money"; spec §2.1 /work/userCenter/wallet, /withdraw/transactionRecord): which
 * wallet a session acts on, its amounts and its flow. The session's account type picks the wallet: a person's own;
 * a team's or a company's for its administrator only (a company's authorised person too, once it can be named),
 * any other staff 403.
 */
import type { Page } from '../../shared/envelope.js';
import { maskAccount } from '../../shared/masking.js';
import { ALIPAY_ACCOUNT, BANK_CARD, type FlowEntry, type WalletInfo, type WithdrawMethod, type WithdrawMethodType } from '../../shared/schemas/wallet.js';
import { certigierOf, getMember, getPerson } from '../account/public.js';
import type { TokenClaims } from '../lib/auth/token.js';
import { fail, fieldError } from '../lib/errors.js';
import { newId } from '../lib/ids.js';
import { counterpartLabel, walletAccountId } from './accounts.js';
import { accountState, type EntryItem } from './ledger.js';
import { entriesBetween, entriesMatching } from './ledger-store.js';
import { methodsOf, removeMethod, saveMethod, type MethodItem } from './method-store.js';

/**
 * The wallet account the session acts on, or 403 for staff who may not: a team's or a company's administrator or
 * its authorised person (org certigier.ts), each an active member at the time of the call.
 */
export const walletOf = async (claims: TokenClaims): Promise<string> => {
  if (claims.accountType === 'PERSONAGE') return walletAccountId('PERSONAGE', claims.userId);
  const orgId = claims.orgId;
  if (!orgId) throw fail('NOT_WALLET_OPERATOR');
  const [member, certigier] = await Promise.all([getMember(orgId, claims.userId), certigierOf(orgId)]);
  if (member?.status !== 'ACTIVE' || (member.role !== 'ADMIN' && certigier !== claims.userId)) throw fail('NOT_WALLET_OPERATOR');
  return walletAccountId(claims.accountType, orgId);
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
  available: entry.available,
  frozen: entry.frozen,
  availableAfter: entry.availableAfter,
  frozenAfter: entry.frozenAfter,
  counterpart: counterpartLabel(entry.counterpart, entry.accountId),
});

/** One entry of the session's wallet's flow (spec §2.1 /withdraw/flowDetails); another wallet's is not reachable. */
export const walletFlowEntry = async (claims: TokenClaims, seq: number): Promise<FlowEntry> => {
  const [entry] = await entriesBetween(await walletOf(claims), seq, seq);
  if (!entry) throw fail('FLOW_ENTRY_NOT_FOUND');
  return toFlowEntry(entry);
};

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

// ---------------------------------------------------------------- withdrawal methods (spec §2.1 /withdraw/withdrawMethod)

const toMethod = (m: MethodItem): WithdrawMethod => ({ id: m.methodId, type: m.type, name: m.name, account: maskAccount(m.account), bankName: m.bankName, createTime: m.createTime });

/**
 * Adds a bank card (12–19 digits, with its bank) or an Alipay account (a mobile number or an e-mail) to the wallet;
 * at most MAX_WITHDRAW_METHODS, each account once.
 */
export const addWithdrawMethod = async (
  claims: TokenClaims,
  { type, name, account, bankName }: { type: WithdrawMethodType; name: string; account: string; bankName?: string | undefined },
): Promise<{ id: string }> => {
  if (type === 'BANK' && !BANK_CARD.test(account)) throw fieldError('account', '银行卡号应为12至19位数字');
  if (type === 'BANK' && !bankName) throw fieldError('bankName', '请填写开户银行');
  if (type === 'ALIPAY' && !ALIPAY_ACCOUNT.test(account)) throw fieldError('account', '支付宝账号应为手机号或邮箱');
  const accountId = await walletOf(claims);
  const methodId = newId();
  await saveMethod({ accountId, methodId, type, name, account, bankName: type === 'BANK' ? (bankName ?? '') : '支付宝', createTime: Date.now() });
  return { id: methodId };
};

/** The wallet's methods, newest first, account numbers masked. */
export const listWithdrawMethods = async (claims: TokenClaims): Promise<WithdrawMethod[]> =>
  (await methodsOf(await walletOf(claims))).sort((a, b) => b.createTime - a.createTime).map(toMethod);

/** Removes one of the wallet's methods; another wallet's (or none) is 404. */
export const deleteWithdrawMethod = async (claims: TokenClaims, methodId: string): Promise<void> => {
  if (!(await removeMethod(await walletOf(claims), methodId))) throw fail('WITHDRAW_METHOD_NOT_FOUND');
};
