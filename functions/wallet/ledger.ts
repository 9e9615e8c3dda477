/**
 * The ledger: the one way money moves in the product (CONTRACT "Money"; docs/data-model.md "Wallet and ledger").
 *
 * A posting is one DynamoDB transaction that, for each account it touches, moves the account's amounts and version
 * under a condition on the version read (optimistic concurrency) and, for a wallet or escrow account, on the amounts
 * it takes out being there (a condition, never read-then-write alone); writes the account's next numbered entry
 * (gapless: the number is the account's `seq`, claimed with attribute_not_exists); and claims the posting's
 * `requestId` within its owner's scope. A repeat of a claimed requestId moves nothing and answers the first
 * outcome. A conflict with another posting (a version moved, DynamoDB's own TransactionConflict) is retried with
 * jittered backoff on fresh reads, up to POST_ATTEMPTS times (then LedgerBusy). Other domains add their own items
 * to the same transaction (`extra`: a hold's state, a withdrawal, an order), so that the business change and the
 * money move together or not at all.
 */
import { newId } from '../lib/ids.js';
import type { TransactItems } from '../lib/store/client.js';
import { mayGoNegative } from './accounts.js';
import { postingKey } from './keys.js';
import { accountMoveItem, claimItem, newAccountItem, newEntryItem, readAccount, readClaimItem, writePosting } from './ledger-store.js';
import { counterpartOf, LedgerRefusal, planPosting, type AccountState, type Leg, type Movement } from './rules.js';

/**
 * Attempts of one posting against conflicting ones before it gives up: enough for dozens of postings on one wallet
 * at the same moment (the storm of test/integration/wallet-ledger.test.ts puts about 40 on each).
 */
export const POST_ATTEMPTS = 30;

export interface PostingInput {
  /** Whose requestId this is (the owner's wallet, or a system scope such as `provider:sandbox`). */
  scope: string;
  /** The client's id of this movement: 8 to 64 letters, digits, `-` and `_` (CONTRACT). */
  requestId: string;
  /** What kind of movement it is (RECHARGE, WITHDRAW, …), shown in the flow. */
  type: string;
  /** The flow's line for it, in Chinese. */
  title: string;
  /** The business object it belongs to (a payment, a withdrawal, an order). */
  bizId?: string;
  legs: readonly Leg[];
  /** Items of the caller's own that must be written with the money, and what their refusal means. */
  extra?: { items: TransactItems; refusal: (index: number) => Error };
}

export interface PostedEntry {
  accountId: string;
  seq: number;
  available: number;
  frozen: number;
}

export interface PostingOutcome {
  postingId: string;
  type: string;
  bizId: string;
  createTime: number;
  entries: PostedEntry[];
  /** True when this requestId had been posted before: nothing moved now. */
  replayed: boolean;
}

/** One stored entry of an account's flow. */
export interface EntryItem {
  accountId: string;
  seq: number;
  postingId: string;
  type: string;
  title: string;
  bizId: string;
  /** The balance's movement (available + frozen), signed. */
  amount: number;
  available: number;
  frozen: number;
  availableAfter: number;
  frozenAfter: number;
  balanceAfter: number;
  counterpart: string;
  createTime: number;
  /**
   * The partition key of the posting's claim (keys.ts claimKeyOf): a reconciliation of some accounts finds the claim
   * of each of their entries by key, and through it the posting's other entries. Absent on entries written before
   * entries named their claim (those only the whole ledger's reconciliation ties to their claim).
   */
  claim?: string;
}

interface ClaimItem {
  postingId: string;
  type: string;
  bizId: string;
  createTime: number;
  entries: PostedEntry[];
}

const readClaim = (scope: string, requestId: string): Promise<ClaimItem | undefined> => readClaimItem<ClaimItem>(scope, requestId);

const replay = (claim: ClaimItem): PostingOutcome => ({
  postingId: claim.postingId,
  type: claim.type,
  bizId: claim.bizId,
  createTime: claim.createTime,
  entries: claim.entries,
  replayed: true,
});

/** The account's write: its first (a put), or its amounts and version moved from the version read (ledger-store.ts). */
const accountItem = ({ leg, before, after }: Movement, now: number): TransactItems[number] =>
  before ? accountMoveItem(leg, before.version, !mayGoNegative(leg.accountId)) : newAccountItem(leg.accountId, after, now);

const entryItem = (movement: Movement, legs: readonly Leg[], input: PostingInput, postingId: string, now: number): TransactItems[number] => {
  const { leg, after } = movement;
  const entry: EntryItem = {
    accountId: leg.accountId,
    seq: after.seq,
    postingId,
    type: input.type,
    title: input.title,
    bizId: input.bizId ?? '',
    amount: leg.available + leg.frozen,
    available: leg.available,
    frozen: leg.frozen,
    availableAfter: after.available,
    frozenAfter: after.frozen,
    balanceAfter: after.available + after.frozen,
    counterpart: counterpartOf(leg, legs),
    createTime: now,
    claim: postingKey(input.scope, input.requestId).pk,
  };
  return newEntryItem(entry);
};

class Conflict extends Error {}

/** A posting that kept losing to others for all its attempts: nothing moved; the caller may ask again later. */
export class LedgerBusy extends Error {
  constructor() {
    super('ledger busy: the posting kept conflicting with others');
    this.name = 'LedgerBusy';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Full jitter: a random wait up to an exponentially growing cap, so colliding postings spread out. */
const backoff = (attempt: number): number => Math.random() * Math.min(2000, 20 * 2 ** attempt);

/**
 * Posts once: reads, decides, writes. Answers the outcome, or throws Conflict (retry), LedgerRefusal (the rules
 * refused), the caller's own refusal of its extra items, or the replayed outcome's claim.
 */
const attempt = async (input: PostingInput): Promise<PostingOutcome> => {
  const claimed = await readClaim(input.scope, input.requestId);
  if (claimed) return replay(claimed);
  const accountIds = [...new Set(input.legs.map((leg) => leg.accountId))];
  const states = new Map<string, AccountState>();
  for (const [index, state] of (await Promise.all(accountIds.map(readAccount))).entries()) if (state) states.set(accountIds[index]!, state);
  let movements: ReturnType<typeof planPosting>;
  try {
    movements = planPosting(input.legs, states);
  } catch (error) {
    // The same request sent twice at once: the other may have posted between the claim read and the accounts read,
    // and what it took is why this one looks refused. Its outcome is the answer, not a refusal.
    const first = error instanceof LedgerRefusal ? await readClaim(input.scope, input.requestId) : undefined;
    if (first) return replay(first);
    throw error;
  }
  const legs = movements.map((m) => m.leg);
  const now = Date.now();
  const postingId = newId();
  const entries: PostedEntry[] = movements.map(({ leg, after }) => ({ accountId: leg.accountId, seq: after.seq, available: leg.available, frozen: leg.frozen }));
  // The claim is the posting's record and is kept for good (CONTRACT asks 7 days at least): reconciliation ties
  // every entry to the one requestId that made it.
  const claim: ClaimItem = { postingId, type: input.type, bizId: input.bizId ?? '', createTime: now, entries };
  const items: TransactItems = [
    claimItem(input.scope, input.requestId, claim),
    ...movements.flatMap((m) => [accountItem(m, now), entryItem(m, legs, input, postingId, now)]),
    ...(input.extra?.items ?? []),
  ];
  const extraFrom = 1 + movements.length * 2;
  const result = await writePosting(items, extraFrom);
  if (!result.written) {
    // The requestId was claimed meanwhile (the same request sent twice at once): the first outcome.
    if (result.cause === 'claimed') {
      const first = await readClaim(input.scope, input.requestId);
      if (first) return replay(first);
    }
    if (result.cause === 'extra' && input.extra) throw input.extra.refusal(result.index);
    // An account moved since it was read, or DynamoDB saw two transactions on one item: read again and retry.
    throw new Conflict();
  }
  return { postingId, type: input.type, bizId: input.bizId ?? '', createTime: now, entries, replayed: false };
};

/** Counts of conflicts retried, for the benchmarks (docs/BENCHMARKS.md "Ledger"). */
export const ledgerStats = { conflicts: 0 };

/**
 * Posts a movement of money: all of its legs and the caller's items in one transaction, or nothing. Idempotent by
 * (scope, requestId). Throws LedgerRefusal when the rules refuse it (an account would go below zero, …).
 */
export const post = async (input: PostingInput): Promise<PostingOutcome> => {
  for (let tries = 0; ; tries += 1) {
    try {
      return await attempt(input);
    } catch (error) {
      if (!(error instanceof Conflict)) throw error;
      if (tries + 1 >= POST_ATTEMPTS) throw new LedgerBusy();
      ledgerStats.conflicts += 1;
      await sleep(backoff(tries));
    }
  }
};

/** The outcome of a requestId already posted in this scope, if any (a repeat answers it). */
export const findPosting = async (scope: string, requestId: string): Promise<PostingOutcome | undefined> => {
  const claim = await readClaim(scope, requestId);
  return claim ? replay(claim) : undefined;
};

/** An account's current state (consistent), or undefined before its first posting. */
export const accountState = readAccount;
