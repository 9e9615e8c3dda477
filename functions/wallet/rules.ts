/**
 * The ledger's rules, without I/O (docs/data-model.md "Wallet and ledger"), so that they are tested on random
 * sequences of postings (test/unit/ledger-rules.test.ts) and the store only writes what they decided:
 *
 * - a posting is a set of legs, each moving one account's `available` and `frozen` by whole fen;
 * - the legs of a posting sum to zero (money is never created or lost), over available and frozen together;
 * - a wallet or escrow account never goes below zero, in available or in frozen;
 * - several legs on one account are one movement of it (one version step, one numbered entry);
 * - a posting fits one DynamoDB transaction (at most MAX_LEGS accounts), or it is refused by design.
 */
import { mayGoNegative } from './accounts.js';

/** One account's movement in a posting, in fen (negative: out). */
export interface Leg {
  accountId: string;
  available: number;
  frozen: number;
}

/** An account as stored: its amounts, its version (one step per posting) and its last entry's number. */
export interface AccountState {
  accountId: string;
  available: number;
  frozen: number;
  version: number;
  seq: number;
}

/** An account's movement decided: the state it was read in (absent: new) and the state it will have. */
export interface Movement {
  leg: Leg;
  before: AccountState | undefined;
  after: AccountState;
}

/**
 * At most this many accounts in one posting: each takes two of a transaction's 100 items (its update and its
 * entry), the claim of the requestId one more, a hold or a business item a few more.
 */
export const MAX_LEGS = 40;

export type RefusalReason = 'EMPTY' | 'NOT_WHOLE_FEN' | 'UNBALANCED' | 'TOO_MANY_ACCOUNTS' | 'INSUFFICIENT';

/** A posting the ledger will not make; `accountId` names the account that would have gone below zero. */
export class LedgerRefusal extends Error {
  constructor(
    readonly reason: RefusalReason,
    readonly accountId?: string,
  ) {
    super(`ledger refused: ${reason}${accountId ? ` (${accountId})` : ''}`);
    this.name = 'LedgerRefusal';
  }
}

const whole = (n: number): boolean => Number.isSafeInteger(n);

/**
 * The legs as the ledger moves them: one per account (merged in first-seen order), legs that move nothing dropped,
 * every amount whole fen, the sum zero and the count within one transaction; refused otherwise.
 */
export const normaliseLegs = (legs: readonly Leg[]): Leg[] => {
  const merged = new Map<string, Leg>();
  for (const leg of legs) {
    if (!whole(leg.available) || !whole(leg.frozen)) throw new LedgerRefusal('NOT_WHOLE_FEN', leg.accountId);
    const seen = merged.get(leg.accountId);
    merged.set(leg.accountId, seen ? { ...seen, available: seen.available + leg.available, frozen: seen.frozen + leg.frozen } : { ...leg });
  }
  const moving = [...merged.values()].filter((leg) => leg.available !== 0 || leg.frozen !== 0);
  if (moving.length === 0) throw new LedgerRefusal('EMPTY');
  if (moving.length > MAX_LEGS) throw new LedgerRefusal('TOO_MANY_ACCOUNTS');
  const sum = moving.reduce((total, leg) => total + leg.available + leg.frozen, 0);
  if (!whole(sum) || sum !== 0) throw new LedgerRefusal('UNBALANCED');
  return moving;
};

/** What a movement does to one account; refused when a wallet or escrow account would go below zero. */
export const moveAccount = (leg: Leg, before: AccountState | undefined): AccountState => {
  const after: AccountState = {
    accountId: leg.accountId,
    available: (before?.available ?? 0) + leg.available,
    frozen: (before?.frozen ?? 0) + leg.frozen,
    version: (before?.version ?? 0) + 1,
    seq: (before?.seq ?? 0) + 1,
  };
  if (!mayGoNegative(leg.accountId) && (after.available < 0 || after.frozen < 0)) throw new LedgerRefusal('INSUFFICIENT', leg.accountId);
  if (!whole(after.available) || !whole(after.frozen)) throw new LedgerRefusal('NOT_WHOLE_FEN', leg.accountId);
  return after;
};

/** Every movement of a posting, decided on the accounts as read (`states`, by id; absent: not yet created). */
export const planPosting = (legs: readonly Leg[], states: ReadonlyMap<string, AccountState>): Movement[] =>
  normaliseLegs(legs).map((leg) => {
    const before = states.get(leg.accountId);
    return { leg, before, after: moveAccount(leg, before) };
  });

/**
 * The account a movement is "with", for a person reading their flow (counterpart): the account that moved most the
 * other way (for a hold or a release, which move one account only, itself).
 */
export const counterpartOf = (leg: Leg, legs: readonly Leg[]): string => {
  const amount = leg.available + leg.frozen;
  const others = legs.filter((other) => other.accountId !== leg.accountId && Math.sign(other.available + other.frozen) === -Math.sign(amount));
  others.sort((a, b) => Math.abs(b.available + b.frozen) - Math.abs(a.available + a.frozen));
  return others[0]?.accountId ?? leg.accountId;
};
