/**
 * The wallet domain's keys (docs/data-model.md "Wallet and ledger"): an account and its numbered entries share a
 * partition, so an account's flow is one Query, newest first; a posting's claim is keyed by its owner's scope and the
 * client's requestId, so a repeat finds the first outcome with one GetItem, and every entry carries its claim's
 * partition key, so the claim of an entry is one GetItem too; a hold has its own item.
 */

/** Entry numbers are padded so that the sort key orders them (12 digits: a trillion entries per account). */
const SEQ_DIGITS = 12;

export const accountKey = (accountId: string) => ({ pk: `ACCT#${accountId}`, sk: 'ACCT' });

export const entryKey = (accountId: string, seq: number) => ({ pk: `ACCT#${accountId}`, sk: `E#${String(seq).padStart(SEQ_DIGITS, '0')}` });

/** The prefix of an account's entries' sort keys. */
export const ENTRY_PREFIX = 'E#';

export const postingKey = (scope: string, requestId: string) => ({ pk: `POSTING#${scope}#${requestId}`, sk: 'POSTING' });

/**
 * A claim's key from the partition key its posting's entries carry (`claim`): a reconciliation of some accounts reads
 * each entry's claim with one GetItem, without knowing the scope and requestId that made it.
 */
export const claimKeyOf = (claimPk: string) => ({ pk: claimPk, sk: 'POSTING' });

export const holdKey = (holdId: string) => ({ pk: `HOLD#${holdId}`, sk: 'HOLD' });

/** A withdrawal method of a wallet (bank card, Alipay account), in the wallet account's partition: one Query lists them. */
export const methodKey = (accountId: string, methodId: string) => ({ pk: `ACCT#${accountId}`, sk: `METHOD#${methodId}` });

/** How many methods a wallet has (a condition keeps it at most MAX_WITHDRAW_METHODS). */
export const methodCountKey = (accountId: string) => ({ pk: `ACCT#${accountId}`, sk: 'METHODS' });
/** One account (bank card or Alipay) of a wallet, by a hash of its type and number: each once. */
export const methodUniqueKey = (accountId: string, fingerprint: string) => ({ pk: `ACCT#${accountId}`, sk: `METHODKEY#${fingerprint}` });

/** The prefix of a wallet's withdrawal methods' sort keys. */
export const METHOD_PREFIX = 'METHOD#';

/** A payment (a recharge): the product's record and, beside it, the sandbox provider's own record of its decision. */
export const paymentKey = (payId: string) => ({ pk: `PAY#${payId}`, sk: 'PAY' });
export const sandboxDecisionKey = (payId: string) => ({ pk: `PAY#${payId}`, sk: 'SANDBOX' });

/** A withdrawal, in its wallet account's partition (ids are ULIDs: the records page is one Query, newest first). */
export const withdrawalKey = (accountId: string, withdrawalId: string) => ({ pk: `ACCT#${accountId}`, sk: `WD#${withdrawalId}` });
export const WITHDRAWAL_PREFIX = 'WD#';
/**
 * The newest withdrawal of a wallet: every withdrawal moves it under a condition on the one its checks saw, so two
 * withdrawals at once cannot both pass the 30-day sum that neither of them counted.
 */
export const withdrawalHeadKey = (accountId: string) => ({ pk: `ACCT#${accountId}`, sk: 'WDHEAD' });
/** The operators' queue of withdrawals to pay, oldest first; an item leaves it when the withdrawal is paid or failed. */
export const withdrawalQueueKey = (withdrawalId: string) => ({ pk: 'WDQUEUE', sk: `WD#${withdrawalId}` });
/** The identity documents a wallet's owner uploaded for large withdrawals. */
export const identityKey = (accountId: string) => ({ pk: `ACCT#${accountId}`, sk: 'IDENTITY' });
