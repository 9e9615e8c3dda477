/**
 * Paying a checkout's orders (`order.pay`; docs/orders.md "Money"): the pay password by the wallet's rules (five wrong
 * tries lock paying), then one ledger posting that moves the orders' amounts from the buyer's wallet into each order's
 * escrow account, written with the orders' UNPAID → PAID (each under the revision read) and their expiry timers
 * dropped: all in one transaction, idempotent by requestId in the wallet's scope. A payment racing the expiry loses
 * whole (the order's condition fails, nothing moves) or wins whole (the timer then finds the order paid).
 */
import { orderRegistry } from '../../shared/process/order-registry.js';
import type { OrdersPaid } from '../../shared/schemas/order.js';
import { checkPayPassword } from '../account/public.js';
import type { TokenClaims } from '../lib/auth/token.js';
import { fail } from '../lib/errors.js';
import { mustDecide } from '../lib/process/run.js';
import { accountState, findPosting, LedgerBusy, LedgerRefusal, orderEscrowAccountId, post, walletAccountId, walletOf, type Leg } from '../wallet/public.js';
import type { OrderItem } from './model.js';
import { movedOrder, orderTimerSteps } from './moves.js';
import { tell } from './notify.js';
import { rolesOn } from './parties.js';
import { retrying } from './retry.js';
import { countSteps, ordersByIds, orderStep, type Step } from './store.js';

const bizIdOf = (orderIds: readonly string[]): string => [...orderIds].sort().join(',');

const shortfall = async (wallet: string, amount: number) => {
  const available = (await accountState(wallet))?.available ?? 0;
  return fail('INSUFFICIENT_BALANCE', undefined, { need: amount, available, shortfall: Math.max(0, amount - available) });
};

export const payOrders = async (claims: TokenClaims, input: { orderIds: string[]; payPassword: string; requestId: string }): Promise<OrdersPaid> => {
  const orderIds = [...new Set(input.orderIds)];
  const bizId = bizIdOf(orderIds);
  const orders = await ordersByIds(orderIds);
  // Anyone but the orders' buyer is a stranger to them: 404 before anything else is said.
  if (orders.length !== orderIds.length) throw fail('ORDER_NOT_FOUND');
  for (const order of orders) if (!(await rolesOn(claims, order)).includes('buyer')) throw fail('ORDER_NOT_FOUND');
  const wallet = await walletOf(claims);
  if (orders.some((o) => walletAccountId(o.buyer.accountType, o.buyer.accountId) !== wallet)) throw fail('ORDER_NOT_FOUND');
  const answerOf = (payTime: number): OrdersPaid => ({ orderIds, amount: orders.reduce((sum, o) => sum + o.amount, 0), payTime });

  const earlier = await findPosting(wallet, input.requestId);
  if (earlier) {
    if (earlier.type !== 'PAYMENT' || earlier.bizId !== bizId) throw fail('ORDER_REQUEST_REUSED');
    return answerOf(earlier.createTime);
  }
  const now0 = Date.now();
  for (const order of orders) {
    if (order.state !== 'UNPAID' || order.payDueTime <= now0) throw fail('ORDER_NOT_PAYABLE', undefined, { orderId: order.id });
    mustDecide(orderRegistry.of('order', order), 'pay', { state: order.state, roles: ['buyer'] });
  }
  const amount = orders.reduce((sum, o) => sum + o.amount, 0);
  if (((await accountState(wallet))?.available ?? 0) < amount) throw await shortfall(wallet, amount);
  await checkPayPassword(claims.userId, input.payPassword);

  const outcome = await retrying(async () => {
    const fresh = await ordersByIds(orderIds);
    const now = Date.now();
    const notPayable = fresh.find((o) => o.state !== 'UNPAID' || o.payDueTime <= now);
    if (notPayable) {
      // Paid by this very request a moment ago (sent twice at once): its outcome.
      const first = await findPosting(wallet, input.requestId);
      if (first?.type === 'PAYMENT' && first.bizId === bizId) return { payTime: first.createTime, paid: [] as OrderItem[] };
      throw fail('ORDER_NOT_PAYABLE', undefined, { orderId: notPayable.id });
    }
    const paid = fresh.map((o) => movedOrder(o, 'PAID', { paid: o.amount, payTime: now, payRequest: input.requestId }, now));
    const steps: Step[] = [
      ...fresh.map((o, i) => orderStep(paid[i]!, o.rev, () => fail('ORDER_NOT_PAYABLE', undefined, { orderId: o.id }))),
      ...countSteps([
        { accountId: fresh[0]!.buyer.accountId, delta: { bWaitPay: -fresh.length, bWaitDeliver: fresh.length } },
        ...fresh.map((o) => ({ accountId: o.seller.accountId, delta: { sWaitPay: -1, sWaitDeliver: 1 } })),
      ]),
    ];
    // The expiry timers go in the same transaction when it has room; else the sweep deletes them, finding the orders paid.
    const timerDrops = fresh.flatMap((o, i) => orderTimerSteps(o, paid[i]!, now));
    const legs: Leg[] = [{ accountId: wallet, available: -amount, frozen: 0 }, ...fresh.map((o) => ({ accountId: orderEscrowAccountId(o.id), available: o.amount, frozen: 0 }))];
    const room = 100 - 1 - legs.length * 2 - steps.length;
    const extra = timerDrops.length <= room ? [...steps, ...timerDrops] : steps;
    try {
      const posted = await post({
        scope: wallet,
        requestId: input.requestId,
        type: 'PAYMENT',
        title: `订单支付：${fresh[0]!.lines[0]?.name ?? ''}${fresh.length > 1 || fresh[0]!.lines.length > 1 ? '等' : ''}`,
        bizId,
        legs,
        extra: { items: extra.map((s) => s.item), refusal: (index) => extra[index]?.refusal?.() ?? fail('STALE_DATA') },
      });
      if (posted.replayed) {
        if (posted.type !== 'PAYMENT' || posted.bizId !== bizId) throw fail('ORDER_REQUEST_REUSED');
        return { payTime: posted.createTime, paid: [] as OrderItem[] };
      }
    } catch (error) {
      if (error instanceof LedgerRefusal) throw await shortfall(wallet, amount);
      if (error instanceof LedgerBusy) throw fail('LEDGER_BUSY');
      throw error;
    }
    return { payTime: now, paid };
  });
  await Promise.all(outcome.paid.map((o) => tell(o, 'paid', { seller: `买家已付款，请尽快发货：${o.lines[0]?.name ?? ''}` })));
  return answerOf(outcome.payTime);
};
