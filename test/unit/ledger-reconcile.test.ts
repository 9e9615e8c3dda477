/**
 * The reconciliation's checks (functions/wallet/reconcile.ts) on ledgers built here as the ledger's transaction
 * writes them — accounts moved by the rules (functions/wallet/rules.ts), one numbered entry per account moved, each
 * naming its posting's claim, and the claim listing them — held as DynamoDB holds them, by key. A sound ledger
 * reconciles whole and on any set of accounts; each kind of damage is found whole and on the accounts it touched,
 * and damage elsewhere is not read by a reconciliation of other accounts.
 */
import fc from 'fast-check';
import { escrowAccountId, platformAccountId, walletAccountId } from '../../functions/wallet/accounts.js';
import { postingKey } from '../../functions/wallet/keys.js';
import type { EntryItem } from '../../functions/wallet/ledger.js';
import { reconcile, reconcileScoped, type ClaimRecord, type LedgerSnapshot, type ScopedLedgerSnapshot } from '../../functions/wallet/reconcile.js';
import { counterpartOf, LedgerRefusal, planPosting, type AccountState, type Leg } from '../../functions/wallet/rules.js';

/** A ledger as the table holds it: accounts by id, entries by (account, number), claims by key. */
interface Ledger {
  accounts: Map<string, AccountState>;
  entries: Map<string, EntryItem>;
  claims: Map<string, ClaimRecord>;
  postings: number;
}

const newLedger = (): Ledger => ({ accounts: new Map(), entries: new Map(), claims: new Map(), postings: 0 });
const at = (accountId: string, seq: number) => `${accountId}#${seq}`;

/**
 * Writes a posting as functions/wallet/ledger.ts does: its movements as the rules decide them, an entry per account
 * naming the claim, and the claim. `broken` writes the legs as given, past the rules (a defective writer: legs that
 * do not sum to zero, a wallet below zero); `claimed: false` leaves the claim out.
 */
const write = (ledger: Ledger, legs: Leg[], options: { broken?: boolean; claimed?: boolean; requestId?: string } = {}) => {
  ledger.postings += 1;
  const postingId = `posting-${ledger.postings}`;
  const claim = postingKey('test', options.requestId ?? `request-${ledger.postings}`).pk;
  const movements = options.broken
    ? legs.map((leg) => {
        const before = ledger.accounts.get(leg.accountId);
        const after = { accountId: leg.accountId, available: (before?.available ?? 0) + leg.available, frozen: (before?.frozen ?? 0) + leg.frozen, version: (before?.version ?? 0) + 1, seq: (before?.seq ?? 0) + 1 };
        return { leg, after };
      })
    : planPosting(legs, ledger.accounts);
  for (const { leg, after } of movements) {
    ledger.accounts.set(after.accountId, after);
    ledger.entries.set(at(after.accountId, after.seq), {
      accountId: after.accountId,
      seq: after.seq,
      postingId,
      type: 'TEST',
      title: '测试',
      bizId: '',
      amount: leg.available + leg.frozen,
      available: leg.available,
      frozen: leg.frozen,
      availableAfter: after.available,
      frozenAfter: after.frozen,
      balanceAfter: after.available + after.frozen,
      counterpart: counterpartOf(leg, legs),
      createTime: ledger.postings,
      claim,
    });
  }
  if (options.claimed !== false) {
    ledger.claims.set(claim, { pk: claim, postingId, entries: movements.map(({ leg, after }) => ({ accountId: after.accountId, seq: after.seq, available: leg.available, frozen: leg.frozen })) });
  }
  return { postingId, claim };
};

const entriesOf = (ledger: Ledger, accountId: string): EntryItem[] =>
  [...ledger.entries.values()].filter((e) => e.accountId === accountId).sort((a, b) => a.seq - b.seq);

/** What readLedger reads: every account and claim. */
const whole = (ledger: Ledger): LedgerSnapshot => ({
  accounts: [...ledger.accounts.values()].map((account) => ({ account: { ...account }, entries: entriesOf(ledger, account.accountId) })),
  claims: [...ledger.claims.values()],
});

/**
 * What readLedgerOf reads, by key as it does: the named accounts and their entries, the claims those entries name,
 * and the other accounts' entries those claims list.
 */
const scoped = (ledger: Ledger, named: readonly string[]): ScopedLedgerSnapshot => {
  const accounts = named.map((accountId) => ({ account: { ...(ledger.accounts.get(accountId) ?? { accountId, available: 0, frozen: 0, version: 0, seq: 0 }) }, entries: entriesOf(ledger, accountId) }));
  const claimKeys = new Set(accounts.flatMap((a) => a.entries.flatMap((e) => (e.claim === undefined ? [] : [e.claim]))));
  const claims = [...claimKeys].flatMap((pk) => ledger.claims.get(pk) ?? []);
  const others = new Map<string, EntryItem>();
  for (const claim of claims) {
    for (const e of claim.entries) {
      const entry = ledger.entries.get(at(e.accountId, e.seq));
      if (!named.includes(e.accountId) && entry) others.set(at(e.accountId, e.seq), entry);
    }
  }
  return { accounts, claims, others: [...others.values()] };
};

const A = walletAccountId('PERSONAGE', 'a');
const B = walletAccountId('TEAM', 'b');
const C = walletAccountId('COMPANY', 'c');
const ESCROW = escrowAccountId('project-1');
const WORLD = platformAccountId('world', 0);
const FEES = platformAccountId('fees', 0.5);
const move = (accountId: string, available: number, frozen = 0): Leg => ({ accountId, available, frozen });

/** Money in, a transfer, a hold captured, escrow paid and released with a fee: every kind of posting the product makes. */
const soundLedger = (): Ledger => {
  const ledger = newLedger();
  write(ledger, [move(WORLD, -10_000), move(A, 10_000)]);
  write(ledger, [move(WORLD, -5_000), move(B, 5_000)]);
  write(ledger, [move(WORLD, -1_000), move(C, 1_000)]);
  write(ledger, [move(A, -2_000), move(B, 2_000)]);
  write(ledger, [move(A, -1_000, 1_000)]);
  write(ledger, [move(A, -3_000), move(ESCROW, 3_000)]);
  write(ledger, [move(ESCROW, -3_000), move(B, 2_700), move(FEES, 300)]);
  write(ledger, [move(A, 0, -1_000), move(WORLD, 1_000)]);
  write(ledger, [move(C, -400), move(FEES, 400)]);
  return ledger;
};

describe('the reconciliation', () => {
  it('finds nothing in a sound ledger, whole or on any set of accounts, over random sequences of postings', () => {
    const wallets = [A, B, C, ESCROW];
    const world = [WORLD, platformAccountId('world', 0.9)];
    const amount = fc.integer({ min: 1, max: 50_000 });
    const posting: fc.Arbitrary<Leg[]> = fc.oneof(
      fc.tuple(fc.constantFrom(...wallets), fc.constantFrom(...world), amount).map(([to, from, n]) => [move(from, -n), move(to, n)]),
      fc.tuple(fc.constantFrom(...wallets), fc.constantFrom(...wallets, FEES), amount).map(([from, to, n]) => [move(from, -n), move(to, n)]),
      fc.tuple(fc.constantFrom(...wallets), amount).map(([w, n]) => [move(w, -n, n)]),
      fc.tuple(fc.constantFrom(...wallets), amount).map(([w, n]) => [move(w, n, -n)]),
      fc.tuple(fc.constantFrom(...wallets), amount, amount).map(([w, n, fee]) => [move(w, -n - fee), move(ESCROW === w ? B : ESCROW, n), move(FEES, fee)]),
    );
    fc.assert(
      fc.property(fc.array(posting, { minLength: 1, maxLength: 60 }), fc.subarray(wallets), (postings, named) => {
        const ledger = newLedger();
        for (const legs of postings) {
          try {
            write(ledger, legs);
          } catch (error) {
            expect(error).toBeInstanceOf(LedgerRefusal);
          }
        }
        const report = reconcile(whole(ledger));
        expect(report.findings).toEqual([]);
        expect(report.total).toBe(0);
        const part = reconcileScoped(scoped(ledger, named));
        expect(part.findings).toEqual([]);
        expect(part.accounts).toBe(named.length);
      }),
      { numRuns: 200 },
    );
  });

  it('reads, on a set of accounts, every posting that touched them with all of its entries, and no other', () => {
    const snapshot = scoped(soundLedger(), [ESCROW]);
    // The escrow's two postings: paid in by A, released to B with the fee; their other entries read by key.
    expect(snapshot.claims.map((c) => c.postingId).sort()).toEqual(['posting-6', 'posting-7']);
    expect(snapshot.others.map((e) => at(e.accountId, e.seq)).sort()).toEqual([at(A, 4), at(B, 3), at(FEES, 1)].sort());
    expect(reconcileScoped(snapshot)).toEqual({ accounts: 1, entries: 2, others: 3, postings: 2, findings: [] });
  });

  /** A kind of damage, the accounts a scoped reconciliation names to find it, and what each reconciliation says. */
  const damages: { name: string; damage: (ledger: Ledger) => void; named: string[]; finding: RegExp }[] = [
    {
      name: 'a gap in an account’s numbering',
      damage: (ledger) => ledger.entries.delete(at(A, 2)),
      named: [A],
      finding: /^wallet:PERSONAGE:a: entry 2 is numbered 3 \(a gap or a repeat\)$/,
    },
    {
      name: 'an entry whose running balance is wrong',
      damage: (ledger) => {
        const entry = ledger.entries.get(at(B, 2))!;
        ledger.entries.set(at(B, 2), { ...entry, availableAfter: entry.availableAfter + 1, balanceAfter: entry.balanceAfter + 1 });
      },
      named: [B],
      finding: /^wallet:TEAM:b: entry 2 says 7001 after, its entries add up to 7000$/,
    },
    {
      name: 'an account whose amounts its entries do not add up to (money without a posting)',
      damage: (ledger) => ledger.accounts.set(C, { ...ledger.accounts.get(C)!, available: ledger.accounts.get(C)!.available + 100 }),
      named: [C],
      finding: /^wallet:COMPANY:c: available 700 and frozen 0, its entries add up to 600 and 0$/,
    },
    {
      name: 'a wallet below zero',
      damage: (ledger) => write(ledger, [move(C, -1_000), move(FEES, 1_000)], { broken: true }),
      named: [C],
      finding: /^wallet:COMPANY:c: below zero \(-400, 0\)$/,
    },
    {
      name: 'a posting that does not sum to zero (money created)',
      damage: (ledger) => write(ledger, [move(A, 500), move(WORLD, -400)], { broken: true }),
      named: [A],
      finding: /^posting posting-10 moves 100 in all, not 0$/,
    },
    {
      name: 'an entry of a posting without a claim',
      damage: (ledger) => write(ledger, [move(WORLD, -700), move(B, 700)], { claimed: false }),
      named: [B],
      finding: /^posting posting-10 has entries but no claimed requestId$/,
    },
    {
      name: 'a posting claimed twice (its entries under two requestIds)',
      damage: (ledger) => {
        const { postingId, claim } = write(ledger, [move(A, -100), move(C, 100)]);
        const other = postingKey('test', 'another-request').pk;
        ledger.claims.set(other, { ...ledger.claims.get(claim)!, pk: other });
        const entry = ledger.entries.get(at(C, 3))!;
        expect(entry.postingId).toBe(postingId);
        ledger.entries.set(at(C, 3), { ...entry, claim: other });
      },
      named: [A, C],
      finding: /^posting posting-10 is claimed by more than one requestId$/,
    },
    {
      name: 'an entry naming another claim than the one that lists it',
      damage: (ledger) => {
        write(ledger, [move(A, -100), move(C, 100)]);
        ledger.entries.set(at(C, 3), { ...ledger.entries.get(at(C, 3))!, claim: postingKey('test', 'elsewhere').pk });
      },
      named: [A],
      finding: /^wallet:COMPANY:c: entry 3 of posting posting-10 names the claim POSTING#test#elsewhere, not POSTING#test#request-10$/,
    },
    {
      name: 'a posting applied twice to an account (its entry written again)',
      damage: (ledger) => {
        write(ledger, [move(WORLD, -300), move(B, 300)]);
        const again = ledger.entries.get(at(B, 4))!;
        const account = ledger.accounts.get(B)!;
        ledger.accounts.set(B, { ...account, available: account.available + 300, seq: 5, version: 5 });
        ledger.entries.set(at(B, 5), { ...again, seq: 5, availableAfter: again.availableAfter + 300, balanceAfter: again.balanceAfter + 300 });
      },
      named: [B],
      finding: /^posting posting-10 \(POSTING#test#request-10\): claimed entries platform:world:0#5 wallet:TEAM:b#4, written platform:world:0#5 wallet:TEAM:b#4 wallet:TEAM:b#5$/,
    },
    {
      name: 'a posting’s entry on another account missing',
      damage: (ledger) => ledger.entries.delete(at(FEES, 1)),
      named: [ESCROW],
      finding: /^posting posting-7 \(POSTING#test#request-7\): claimed entries escrow:project-1#2 platform:fees:8#1 wallet:TEAM:b#3, written escrow:project-1#2 wallet:TEAM:b#3$/,
    },
  ];

  for (const { name, damage, named, finding } of damages) {
    it(`finds ${name}, whole and on the accounts it touched`, () => {
      const ledger = soundLedger();
      damage(ledger);
      const report = reconcile(whole(ledger));
      expect(report.findings.filter((f) => finding.test(f)), report.findings.join('\n')).toHaveLength(1);
      const part = reconcileScoped(scoped(ledger, named));
      expect(part.findings.filter((f) => finding.test(f)), part.findings.join('\n')).toHaveLength(1);
    });
  }

  it('finds money created or lost whole as the sum of all balances, which a reconciliation of some accounts leaves out', () => {
    const ledger = soundLedger();
    write(ledger, [move(A, 500), move(WORLD, -400)], { broken: true });
    expect(reconcile(whole(ledger))).toMatchObject({ total: 100, findings: expect.arrayContaining(['all balances sum to 100, not 0']) });
    expect(reconcileScoped(scoped(ledger, [A])).findings).not.toContainEqual(expect.stringMatching(/all balances/));
  });

  it('says so when an entry of a named account carries no claim key (written before entries named their claim)', () => {
    const ledger = soundLedger();
    const entry = ledger.entries.get(at(C, 2))!;
    const old: EntryItem = { ...entry };
    delete old.claim;
    ledger.entries.set(at(C, 2), old);
    expect(reconcile(whole(ledger)).findings).toEqual([]);
    expect(reconcileScoped(scoped(ledger, [C])).findings).toEqual([
      `posting ${entry.postingId} has entries but no claimed requestId (${C} entry 2 names no claim: only the whole ledger's reconciliation can find it)`,
    ]);
  });

  it('reads nothing of accounts it was not given: damage to an account no posting of theirs touched is not found', () => {
    const ledger = soundLedger();
    ledger.accounts.set(C, { ...ledger.accounts.get(C)!, available: 0 });
    expect(reconcile(whole(ledger)).findings).not.toEqual([]);
    const snapshot = scoped(ledger, [ESCROW]);
    expect(snapshot.accounts.map((a) => a.account.accountId)).toEqual([ESCROW]);
    expect(reconcileScoped(snapshot).findings).toEqual([]);
  });

  it('counts an account never posted to as zero, and finds entries written without their account', () => {
    const ledger = soundLedger();
    expect(reconcileScoped(scoped(ledger, [walletAccountId('PERSONAGE', 'nobody')]))).toEqual({ accounts: 1, entries: 0, others: 0, postings: 0, findings: [] });
    ledger.accounts.delete(C);
    expect(reconcileScoped(scoped(ledger, [C])).findings).toContain(`${C}: 2 entries, the account counts 0`);
  });
});
