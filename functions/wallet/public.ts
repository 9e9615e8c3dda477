/**
 * What other domains may use of the wallet domain (docs/architecture.md "Domains"): the ledger's postings and holds,
 * and the ids of its accounts. Money moves only through these; everything else in functions/wallet is private. And
 * a cancelled person's withdrawal methods and identity documents, erased by the erasure's second step (the project
 * domain's: shared/process/erasure.ts), with the documents on file for organisations' wallets, which it keeps.
 */
export { escrowAccountId, orderEscrowAccountId, platformAccountId, walletAccountId, type PlatformAccount } from './accounts.js';
export { capture, hold, HoldEnded, release, type HoldInput } from './holds.js';
export { walletOf } from './service.js';
export { accountState, findPosting, LedgerBusy, post, type PostingInput, type PostingOutcome } from './ledger.js';
export { LedgerRefusal, type Leg } from './rules.js';
export { identityFilesOf } from './identity.js';
export { erasePersonalWallet } from './personal-data.js';
