/**
 * The ledger's rules (functions/wallet/rules.ts) on random sequences of postings (fast-check): whatever the
 * sequence, money is neither created nor lost, no wallet goes below zero, a refused posting changes nothing, and each
 * account's version and entry number move by exactly one per posting that touched it.
 */
import fc from 'fast-check';
import { platformAccountId, walletAccountId } from '../../functions/wallet/accounts.js';
import { LedgerRefusal, MAX_LEGS, normaliseLegs, planPosting, type AccountState, type Leg } from '../../functions/wallet/rules.js';

const WALLETS = Array.from({ length: 6 }, (_, i) => walletAccountId('PERSONAGE', `p${i}`));
const WORLD = [0, 0.5, 0.99].map((pick) => platformAccountId('world', pick));
const ACCOUNTS = [...WALLETS, ...WORLD];

const amount = fc.integer({ min: 1, max: 50_000 });
const wallet = fc.constantFrom(...WALLETS);
const account = fc.constantFrom(...ACCOUNTS);

/** The kinds of posting the product makes: money in from outside, a transfer, a hold, a release, a capture. */
const posting: fc.Arbitrary<Leg[]> = fc.oneof(
  fc.tuple(wallet, fc.constantFrom(...WORLD), amount).map(([to, from, n]) => [
    { accountId: from, available: -n, frozen: 0 },
    { accountId: to, available: n, frozen: 0 },
  ]),
  fc.tuple(account, account, amount).map(([from, to, n]) => [
    { accountId: from, available: -n, frozen: 0 },
    { accountId: to, available: n, frozen: 0 },
  ]),
  fc.tuple(wallet, amount).map(([w, n]) => [{ accountId: w, available: -n, frozen: n }]),
  fc.tuple(wallet, amount).map(([w, n]) => [{ accountId: w, available: n, frozen: -n }]),
  fc.tuple(wallet, fc.constantFrom(...WORLD), amount).map(([w, to, n]) => [
    { accountId: w, available: 0, frozen: -n },
    { accountId: to, available: n, frozen: 0 },
  ]),
);

describe('the ledger’s rules', () => {
  it('conserve money, keep wallets at zero or above, and move each touched account by one step, over random sequences', () => {
    fc.assert(
      fc.property(fc.array(posting, { minLength: 1, maxLength: 120 }), (postings) => {
        const states = new Map<string, AccountState>();
        const touched = new Map<string, number>();
        for (const legs of postings) {
          const before = new Map(states);
          let movements;
          try {
            movements = planPosting(legs, states);
          } catch (error) {
            // A refusal is the rules' own, and nothing changed.
            expect(error).toBeInstanceOf(LedgerRefusal);
            expect(states).toEqual(before);
            continue;
          }
          for (const m of movements) {
            states.set(m.after.accountId, m.after);
            touched.set(m.after.accountId, (touched.get(m.after.accountId) ?? 0) + 1);
          }
          const total = [...states.values()].reduce((sum, s) => sum + s.available + s.frozen, 0);
          expect(total).toBe(0);
        }
        for (const state of states.values()) {
          if (state.accountId.startsWith('wallet:')) expect(Math.min(state.available, state.frozen)).toBeGreaterThanOrEqual(0);
          expect(state.seq).toBe(touched.get(state.accountId));
          expect(state.version).toBe(state.seq);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('merge legs on one account, drop what moves nothing, and refuse what is not whole, balanced and within one transaction', () => {
    const [a, b] = WALLETS as [string, string];
    expect(normaliseLegs([
      { accountId: a, available: -5, frozen: 0 },
      { accountId: b, available: 3, frozen: 0 },
      { accountId: b, available: 2, frozen: 0 },
      { accountId: a, available: 0, frozen: 0 },
    ])).toEqual([
      { accountId: a, available: -5, frozen: 0 },
      { accountId: b, available: 5, frozen: 0 },
    ]);
    const refusal = (legs: Leg[]) => {
      try {
        normaliseLegs(legs);
      } catch (error) {
        return (error as LedgerRefusal).reason;
      }
      return 'accepted';
    };
    expect(refusal([{ accountId: a, available: 0.1, frozen: 0 }, { accountId: b, available: -0.1, frozen: 0 }])).toBe('NOT_WHOLE_FEN');
    expect(refusal([{ accountId: a, available: Number.NaN, frozen: 0 }])).toBe('NOT_WHOLE_FEN');
    expect(refusal([{ accountId: a, available: 1e21, frozen: 0 }, { accountId: b, available: -1e21, frozen: 0 }])).toBe('NOT_WHOLE_FEN');
    expect(refusal([{ accountId: a, available: 5, frozen: 0 }, { accountId: b, available: -4, frozen: 0 }])).toBe('UNBALANCED');
    expect(refusal([{ accountId: a, available: 5, frozen: -5 }, { accountId: a, available: -5, frozen: 5 }])).toBe('EMPTY');
    const many = Array.from({ length: MAX_LEGS + 1 }, (_, i) => ({ accountId: `wallet:PERSONAGE:x${i}`, available: i === 0 ? -MAX_LEGS : 1, frozen: 0 }));
    expect(refusal(many)).toBe('TOO_MANY_ACCOUNTS');
  });

  it('refuse a wallet going below zero in available or in frozen, but let the platform’s accounts go negative', () => {
    const [a] = WALLETS as [string];
    const world = WORLD[0]!;
    expect(() => planPosting([{ accountId: a, available: -1, frozen: 0 }, { accountId: world, available: 1, frozen: 0 }], new Map())).toThrow(LedgerRefusal);
    expect(() => planPosting([{ accountId: a, available: 1, frozen: -1 }], new Map([[a, { accountId: a, available: 0, frozen: 0, version: 1, seq: 1 }]]))).toThrow(LedgerRefusal);
    const [out, into] = planPosting([{ accountId: world, available: -100, frozen: 0 }, { accountId: a, available: 100, frozen: 0 }], new Map());
    expect([out!.after.available, into!.after.available]).toEqual([-100, 100]);
  });
});
