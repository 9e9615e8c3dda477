/**
 * What other domains may use of the wallet domain (docs/architecture.md "Domains"): the ledger's postings and holds,
 * and the ids of its accounts. Money moves only through these; everything else in functions/wallet is private.
 */
export { escrowAccountId, platformAccountId, walletAccountId, type PlatformAccount } from './accounts.js';
export { capture, hold, HoldEnded, release, type HoldInput } from './holds.js';
export { walletOf } from './service.js';
export { accountState, findPosting, LedgerBusy, post, type PostingInput, type PostingOutcome } from './ledger.js';
export { LedgerRefusal, type Leg } from './rules.js';
