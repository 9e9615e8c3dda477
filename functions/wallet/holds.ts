/**
 * Holds (frozen funds), as two-phase transfers (docs/data-model.md "Wallet and ledger"): `hold` moves an amount of a
 * wallet from available to frozen and records the hold; then exactly one of `release` (back to available) or
 * `capture` (out of frozen, to another account) ends it. The hold's state changes in the same transaction as the
 * money, under a condition on its state, so a hold is ended once however many calls race for it.
 */
import type { TransactItems } from '../lib/store/client.js';
import { endHoldItem, getHold, newHoldItem, type HoldItem, type HoldStatus } from './hold-store.js';
import { findPosting, post, type PostingOutcome } from './ledger.js';
import { LedgerRefusal } from './rules.js';

export { getHold, type HoldItem, type HoldStatus };

/** A hold that is no longer held (already released or captured, or unknown) cannot be ended again. */
export class HoldEnded extends Error {
  constructor(readonly holdId: string) {
    super(`hold ${holdId} is not held`);
    this.name = 'HoldEnded';
  }
}

export interface HoldInput {
  scope: string;
  requestId: string;
  holdId: string;
  accountId: string;
  amount: number;
  type: string;
  title: string;
  bizId?: string;
  /** The caller's own items written with it (a withdrawal's record): all or nothing. */
  also?: TransactItems;
  /** What a refusal of one of `also`'s conditions means (by its index in `also`). */
  alsoRefusal?: (index: number) => Error;
}

/** Freezes `amount` of the account (refused by the rules when it is not available) and records the hold. */
export const hold = (input: HoldInput): Promise<PostingOutcome> => {
  const item: HoldItem = { holdId: input.holdId, accountId: input.accountId, amount: input.amount, status: 'HELD', bizId: input.bizId ?? '', createTime: Date.now() };
  return post({
    ...input,
    legs: [{ accountId: input.accountId, available: -input.amount, frozen: input.amount }],
    extra: {
      items: [newHoldItem(item), ...(input.also ?? [])],
      refusal: (index) => (index > 0 && input.alsoRefusal ? input.alsoRefusal(index - 1) : new HoldEnded(input.holdId)),
    },
  });
};

const endHold = (held: HoldItem, status: Exclude<HoldStatus, 'HELD'>, also: TransactItems = []) => ({
  items: [endHoldItem(held.holdId, status), ...also],
  refusal: () => new HoldEnded(held.holdId),
});

/**
 * The hold, still held; or, when it has ended, the outcome of this very request if it was the one that ended it (a
 * repeat), else HoldEnded.
 */
const heldOrEnded = async (holdId: string, scope: string, requestId: string): Promise<HoldItem | PostingOutcome> => {
  const held = await getHold(holdId);
  if (held?.status === 'HELD') return held;
  const first = await findPosting(scope, requestId);
  if (first) return first;
  throw new HoldEnded(holdId);
};

const isHold = (found: HoldItem | PostingOutcome): found is HoldItem => 'holdId' in found;

/**
 * Ends a hold by `posting`, read as held; when another call ended it in between, the frozen amount may be gone before
 * the hold's own condition is judged (a LedgerRefusal): answered as the hold's end is, a replay or HoldEnded.
 */
const ending = async (input: { scope: string; requestId: string; holdId: string }, posting: (held: HoldItem) => Promise<PostingOutcome>): Promise<PostingOutcome> => {
  const held = await heldOrEnded(input.holdId, input.scope, input.requestId);
  if (!isHold(held)) return held;
  try {
    return await posting(held);
  } catch (error) {
    if (!(error instanceof LedgerRefusal)) throw error;
    const now = await heldOrEnded(input.holdId, input.scope, input.requestId);
    if (isHold(now)) throw error;
    return now;
  }
};

/**
 * Ends a hold by returning its amount to available. A repeat of the same requestId answers the first outcome; a hold
 * already ended by another call is HoldEnded.
 */
export const release = async (input: { scope: string; requestId: string; holdId: string; type: string; title: string; also?: TransactItems }): Promise<PostingOutcome> => {
  return ending(input, (held) =>
    post({
      ...input,
      bizId: held.bizId,
      legs: [{ accountId: held.accountId, available: held.amount, frozen: -held.amount }],
      extra: endHold(held, 'RELEASED', input.also),
    }),
  );
};

/** Ends a hold by paying its amount out of frozen to `toAccountId` (or to several, `to`, whose amounts sum to it). */
export const capture = async (input: {
  scope: string;
  requestId: string;
  holdId: string;
  type: string;
  title: string;
  to: { accountId: string; amount: number }[];
  also?: TransactItems;
}): Promise<PostingOutcome> => {
  return ending(input, (held) =>
    post({
      ...input,
      bizId: held.bizId,
      legs: [{ accountId: held.accountId, available: 0, frozen: -held.amount }, ...input.to.map((t) => ({ accountId: t.accountId, available: t.amount, frozen: 0 }))],
      extra: endHold(held, 'CAPTURED', input.also),
    }),
  );
};
