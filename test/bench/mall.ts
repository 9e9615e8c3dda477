/**
 * Mall figures on the local cloud (docs/orders.md), over HTTP through the local gateway as a buyer's browser sends
 * them, with the test clients (test/support/orders.ts, money.ts):
 * - checkout → paid: `order.submit` of one line (the listing's stock reserved, the order and its expiry timer, the
 *   counts, the requestId's claim: one transaction) and then `order.pay` of that order with the pay password (the
 *   password's check, then one ledger posting from the buyer's wallet into the order's escrow with the order's
 *   UNPAID → PAID and the timer's deletion). One seller with LISTINGS listings, BUYERS buyers each with a pay password,
 *   a delivery address and money in the wallet; CHECKOUTS checkouts one at a time, then CHECKOUTS with
 *   CHECKOUT_CONCURRENCY in flight (each in-flight checkout by its own buyer, all of them the one seller's: its
 *   counts item is in every transaction). Each checkout picks a listing in turn. Afterwards every order is checked to
 *   be PAID and every buyer's wallet to hold exactly what it was given less what it paid.
 */
import type { Order } from '../../shared/schemas/order.js';
import type { WalletInfo } from '../../shared/schemas/wallet.js';
import type { CloudInfo } from '../support/cloud-info.js';
import { measure, percentile, type Latency } from './stats.js';

export const CHECKOUTS = 100;
export const CHECKOUT_CONCURRENCY = 8;
export const BUYERS = 16;
export const LISTINGS = 8;
const PRICE = 1_234;
const SETUP_CONCURRENCY = 4;

export interface CheckoutFigure extends Latency {
  concurrency: number;
  /** The two calls apart. */
  submit: { p50: number; p99: number };
  pay: { p50: number; p99: number };
}

export interface MallFigures {
  alone: CheckoutFigure;
  concurrent: CheckoutFigure;
  setupSeconds: number;
}

/** Runs `task` for 0 … n-1, `concurrency` at a time; throws on the first failure (setup must not fail). */
const each = async (n: number, concurrency: number, task: (i: number) => Promise<void>): Promise<void> => {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) await task(next++);
    }),
  );
};

export const mallFigures = async (cloud: CloudInfo): Promise<MallFigures> => {
  process.env.HEZUO_BENCH_SITE = cloud.siteUrl;
  Object.assign(process.env, cloud.env);
  const { call } = await import('../support/api.js');
  const { newPerson } = await import('../support/people.js');
  const { listGoods, newBuyer, ok, pay, sellerOf, submit } = await import('../support/orders.js');

  const setupStarted = performance.now();
  const seller = await newPerson();
  const goods: string[] = [];
  for (let i = 0; i < LISTINGS; i += 1) goods.push(await listGoods(sellerOf(seller), { stock: 1_000_000, price: PRICE, name: `数控车床刀片 ${i + 1} 号` }));
  const funds = PRICE * CHECKOUTS * 2;
  const buyers: Awaited<ReturnType<typeof newBuyer>>[] = [];
  await each(BUYERS, SETUP_CONCURRENCY, async () => {
    buyers.push(await newBuyer(funds));
  });
  const setupSeconds = (performance.now() - setupStarted) / 1000;

  const paidOrders: { buyer: number; orderId: string }[] = [];
  const spent = new Map<number, number>();
  let turn = 0;
  let told = 0;
  /** A failed call, counted as an error; the first few are printed. */
  const failed = (what: string, body: unknown) => {
    if (told++ < 3) console.warn(`bench: mall: ${what} refused: ${JSON.stringify(body)}`);
    return false;
  };
  const checkouts = async (concurrency: number): Promise<CheckoutFigure> => {
    const submits: number[] = [];
    const pays: number[] = [];
    // The checkouts in flight are near in turn: taking buyers in turn, no buyer has two of them.
    const load = await measure(CHECKOUTS, concurrency, async (i) => {
      const b = i % BUYERS;
      const buyer = buyers[b]!;
      const goodsId = goods[turn++ % LISTINGS]!;
      const t0 = performance.now();
      const submitted = await submit(buyer, [{ goodsId, quantity: 1, price: PRICE }]);
      const t1 = performance.now();
      if (submitted.body.code !== 200) return failed('submit', submitted.body);
      const orderId = submitted.body.data.orderIds[0]!;
      const paid = await pay(buyer.person, [orderId]);
      pays.push(performance.now() - t1);
      submits.push(t1 - t0);
      if (paid.body.code !== 200) return failed('pay', paid.body);
      paidOrders.push({ buyer: b, orderId });
      spent.set(b, (spent.get(b) ?? 0) + PRICE);
      return true;
    });
    submits.sort((a, b) => a - b);
    pays.sort((a, b) => a - b);
    return { ...load, concurrency, submit: { p50: percentile(submits, 50), p99: percentile(submits, 99) }, pay: { p50: percentile(pays, 50), p99: percentile(pays, 99) } };
  };

  // One warm-up checkout (the handlers' first load), not counted.
  ok(await pay(buyers[0]!.person, ok(await submit(buyers[0]!, [{ goodsId: goods[0]!, quantity: 1, price: PRICE }]), 'warm-up').orderIds), 'warm-up pay');
  spent.set(0, PRICE);
  const alone = await checkouts(1);
  const concurrent = await checkouts(CHECKOUT_CONCURRENCY);

  // Every order paid, every wallet exactly what it was given less what it paid.
  await each(paidOrders.length, 8, async (i) => {
    const { buyer, orderId } = paidOrders[i]!;
    const order = ok(await call<Order>('order.detail', { id: orderId }, buyers[buyer]!.person.token), 'detail');
    if (order.state !== 'PAID') throw new Error(`order ${orderId} is ${order.state}`);
  });
  await each(buyers.length, 8, async (b) => {
    const wallet = ok(await call<WalletInfo>('wallet.info', {}, buyers[b]!.person.token), 'wallet');
    if (wallet.available !== funds - (spent.get(b) ?? 0)) throw new Error(`buyer ${b}'s wallet holds ${wallet.available}, not ${funds - (spent.get(b) ?? 0)}`);
  });
  return { alone, concurrent, setupSeconds };
};
