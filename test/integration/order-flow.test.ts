/**
 * Orders through the local gateway (docs/orders.md): checkout and its refusals (a cart line held to the price it was
 * added at when no price is sent), payment into the order's escrow,
 * expiry and cancellation (stock returned), delivery, logistics, the receipt extended and confirmed (the seller paid
 * less the 2% commission, the ledger reconciled), the automatic receipt, and strangers kept out. After-sales,
 * evaluations and invoices: order-after-sale.test.ts.
 */
import { ERRORS } from '../../shared/errors.js';
import { orderCommissionOf } from '../../shared/mall.js';
import type { BuyOrderCount, LogisticsTrace, Order, OrderSubmitted, SellOrderCount } from '../../shared/schemas/order.js';
import type { Page } from '../../shared/envelope.js';
import type { CartView } from '../../shared/schemas/mall-cart.js';
import { reconcileScoped } from '../../functions/wallet/reconcile.js';
import { orderEscrowAccountId, walletAccountId } from '../../functions/wallet/public.js';
import { readLedgerOf } from '../../infra/scripts/ledger-snapshot.js';
import { call } from '../support/api.js';
import { balanceOf } from '../support/ledger.js';
import { newRequestId } from '../support/money.js';
import { newPerson } from '../support/people.js';
import { addAddress, DAY, detail, goodsNow, listGoods, newBuyer, ok, paidOrder, pay, sellerOf, submit, sweepOrders } from '../support/orders.js';
import { aListing, anAddress, inCart, rowOf } from '../support/mall.js';

const wallet = (userId: string) => walletAccountId('PERSONAGE', userId);

describe('checkout', () => {
  it('splits by seller, reserves stock, answers a repeated requestId with the same orders, and counts the tabs', async () => {
    const [a, b] = await Promise.all([newPerson(), newPerson()]);
    const [ga, gb] = await Promise.all([listGoods(sellerOf(a), { stock: 5, price: 1_250 }), listGoods(sellerOf(b), { stock: 3, price: 990, minOrderQuantity: 2 })]);
    const buyer = await newBuyer(0);
    const requestId = newRequestId();
    const [first, twin] = await Promise.all([submit(buyer, [{ goodsId: ga, quantity: 2, price: 1_250 }, { goodsId: gb, quantity: 2 }], requestId), submit(buyer, [{ goodsId: ga, quantity: 2, price: 1_250 }, { goodsId: gb, quantity: 2 }], requestId)]);
    const made = ok(first, 'submit');
    expect(ok(twin, 'twin')).toEqual(made);
    expect(made.orderIds).toHaveLength(2);
    expect(made.amount).toBe(2 * 1_250 + 2 * 990);
    expect(made.payDueTime - Date.now()).toBeGreaterThan(29 * 60_000);
    expect((await goodsNow(ga)).stock).toBe(3);
    expect((await goodsNow(gb)).stock).toBe(1);
    const other = await submit(buyer, [{ goodsId: ga, quantity: 1 }], requestId);
    expect(other.body.code).toBe(ERRORS.ORDER_REQUEST_REUSED.code);
    expect(ok(await call<BuyOrderCount>('order.buyCount', {}, buyer.person.token), 'count').waitPay).toBe(2);
    expect(ok(await call<SellOrderCount>('order.sellCount', {}, a.token), 'count')).toEqual({ applyAfterSale: 0, applyInvoices: 0, waitDeliver: 0, waitPay: 1 });
    const order = await detail(buyer.person, made.orderIds[0]!);
    expect(order.actions.map((x) => x.name)).toEqual(['pay', 'cancel']);
    const list = ok(await call<Page<Order>>('order.list', { side: 'SELL', status: 'UNPAID', current: 1, size: 10 }, b.token), 'list');
    expect(list.records.map((o) => o.lines[0]!.goodsId)).toEqual([gb]);
    expect(list.records[0]!.address.phone).toBe('13912345678');
  });

  it('refuses a changed price (with the price now), too little stock, below the minimum, one’s own goods, goods off sale, another’s address', async () => {
    const seller = await newPerson();
    const s = sellerOf(seller);
    const [goods, offSale, minimum] = await Promise.all([listGoods(s, { stock: 2, price: 500 }), listGoods(s, { stock: 9, price: 500, isOnSale: false }), listGoods(s, { stock: 9, price: 500, minOrderQuantity: 5 })]);
    const buyer = await newBuyer(0);
    const changed = await submit(buyer, [{ goodsId: goods, quantity: 1, price: 400 }]);
    expect(changed.body).toMatchObject({ code: ERRORS.ORDER_PRICE_CHANGED.code, data: { goodsId: goods, price: 500 } });
    expect((await submit(buyer, [{ goodsId: goods, quantity: 3 }])).body).toMatchObject({ code: ERRORS.ORDER_STOCK_SHORT.code, data: { goodsId: goods, stock: 2 } });
    expect((await submit(buyer, [{ goodsId: minimum, quantity: 4 }])).body.code).toBe(ERRORS.ORDER_BELOW_MINIMUM.code);
    expect((await submit(buyer, [{ goodsId: offSale, quantity: 1 }])).body.code).toBe(ERRORS.ORDER_GOODS_UNAVAILABLE.code);
    const own = await call('order.submit', { items: [{ goodsId: goods, quantity: 1 }], addressId: buyer.addressId, requestId: newRequestId() }, seller.token);
    expect(own.body.code).toBe(ERRORS.ORDER_ADDRESS_NOT_FOUND.code);
    const ownWithAddress = await submit({ person: seller, addressId: await addAddress(seller.userId) }, [{ goodsId: goods, quantity: 1 }]);
    expect(ownWithAddress.body.code).toBe(ERRORS.ORDER_OWN_GOODS.code);
    expect((await goodsNow(goods)).stock).toBe(2);
  });

  it('holds a cart checkout without prices to the prices the lines were added at: a repriced listing is refused with its price now, nothing reserved', async () => {
    const [seller, buyer] = await Promise.all([newPerson(), newPerson()]);
    const goodsId = await aListing(seller, 1, { unitPrice: 1_250, stock: 100, minOrderQuantity: 1 });
    const [addressId] = await Promise.all([anAddress(buyer), inCart(buyer, goodsId, 2)]);
    ok(await call('mall.goods.edit', { id: goodsId, goodsType: 1, ...rowOf(1, { unitPrice: 1_500, stock: 100, minOrderQuantity: 1 }) } as never, seller.token), 'reprice');
    const fromCart = (items: { goodsId: string; quantity: number; price?: number }[]) => call<OrderSubmitted>('order.submit', { items, addressId, fromCart: true, requestId: newRequestId() }, buyer.token);

    // The CONTRACT's shape, { goodsId, quantity }: the cart line's 12.50 was what the buyer saw, not today's 15.00.
    expect((await fromCart([{ goodsId, quantity: 2 }])).body).toMatchObject({ code: ERRORS.ORDER_PRICE_CHANGED.code, data: { goodsId, price: 1_500 } });
    const untouched = await goodsNow(goodsId);
    expect([untouched.stock, untouched.openOrders ?? 0]).toEqual([100, 0]);
    expect(ok(await call<BuyOrderCount>('order.buyCount', {}, buyer.token), 'count').waitPay).toBe(0);
    expect(ok(await call<Page<Order>>('order.list', { side: 'BUY', current: 1, size: 10 }, buyer.token), 'list').total).toBe(0);
    expect(ok(await call<CartView>('mall.cart.list', {}, buyer.token), 'cart').count).toBe(1);
    // Adding more from the goods page, where the buyer sees 15.00: the whole line is at 15.00 now.
    await inCart(buyer, goodsId, 1);
    expect(ok(await call<CartView>('mall.cart.list', {}, buyer.token), 'cart').groups[0]!.lines[0]).toMatchObject({ goodsId, quantity: 3, addedPrice: 1_500 });
    ok(await call('mall.cart.update', { goodsId, quantity: 2 }, buyer.token), 'back to 2');

    // The buyer saw the price now (the refusal carried it) and sends it: ordered at it, the line leaves the cart.
    const made = ok(await fromCart([{ goodsId, quantity: 2, price: 1_500 }]), 'submit');
    expect(made.amount).toBe(3_000);
    expect((await detail(buyer, made.orderIds[0]!)).lines[0]).toMatchObject({ goodsId, unitPrice: 1_500, quantity: 2 });
    expect(await goodsNow(goodsId)).toMatchObject({ stock: 98, openOrders: 1 });
    expect(ok(await call<CartView>('mall.cart.list', {}, buyer.token), 'cart').count).toBe(0);
  });

  it('orders a cart line without its price at the price it was added at, and a direct buy without price at today’s price', async () => {
    const [seller, buyer] = await Promise.all([newPerson(), newPerson()]);
    const [carted, direct] = await Promise.all([aListing(seller, 1, { unitPrice: 990, stock: 10, minOrderQuantity: 1 }), aListing(seller, 1, { unitPrice: 700, stock: 10, minOrderQuantity: 1 })]);
    const [addressId] = await Promise.all([anAddress(buyer), inCart(buyer, carted, 3)]);
    const made = ok(await call<OrderSubmitted>('order.submit', { items: [{ goodsId: carted, quantity: 3 }, { goodsId: direct, quantity: 1 }], addressId, fromCart: true, requestId: newRequestId() }, buyer.token), 'submit');
    expect(made.amount).toBe(3 * 990 + 700);
    expect(ok(await call<CartView>('mall.cart.list', {}, buyer.token), 'cart').count).toBe(0);
  });
});

describe('payment', () => {
  it('moves the amount into the order’s escrow once, refuses a short wallet with the shortfall, and keeps strangers out', async () => {
    const seller = await newPerson();
    const goodsId = await listGoods(sellerOf(seller), { stock: 10, price: 3_000 });
    const buyer = await newBuyer(5_000);
    const { orderIds } = ok(await submit(buyer, [{ goodsId, quantity: 2 }]), 'submit');
    const short = await pay(buyer.person, orderIds);
    expect(short.body).toMatchObject({ code: ERRORS.INSUFFICIENT_BALANCE.code, data: { shortfall: 1_000 } });
    const stranger = await newBuyer(10_000);
    expect((await pay(stranger.person, orderIds)).body.code).toBe(404);
    expect((await call('order.detail', { id: orderIds[0]! }, stranger.person.token)).body.code).toBe(404);
    const { fundWallet } = await import('../support/money.js');
    await fundWallet(buyer.person, 1_000);
    const wrong = await pay(buyer.person, orderIds, newRequestId(), '000000');
    expect(wrong.body.code).toBe(ERRORS.PAY_PASSWORD_WRONG.code);
    const requestId = newRequestId();
    const [paid, again] = await Promise.all([pay(buyer.person, orderIds, requestId), pay(buyer.person, orderIds, requestId)]);
    expect(ok(paid, 'pay').amount).toBe(6_000);
    expect(ok(again, 'again').amount).toBe(6_000);
    expect(await balanceOf(wallet(buyer.person.userId))).toEqual({ available: 0, frozen: 0 });
    expect(await balanceOf(orderEscrowAccountId(orderIds[0]!))).toEqual({ available: 6_000, frozen: 0 });
    expect((await pay(buyer.person, orderIds)).body.code).toBe(ERRORS.ORDER_NOT_PAYABLE.code);
    expect((await detail(buyer.person, orderIds[0]!)).state).toBe('PAID');
    expect(ok(await call<SellOrderCount>('order.sellCount', {}, seller.token), 'count')).toMatchObject({ waitDeliver: 1, waitPay: 0 });
    const report = reconcileScoped(await readLedgerOf([wallet(buyer.person.userId), orderEscrowAccountId(orderIds[0]!)]));
    expect(report.findings, report.findings.join('\n')).toEqual([]);
  });

  it('expires an unpaid order after 30 minutes (stock back); the buyer cancels another; neither can be paid then', async () => {
    const seller = await newPerson();
    const goodsId = await listGoods(sellerOf(seller), { stock: 4, price: 100 });
    const buyer = await newBuyer(1_000);
    const late = ok(await submit(buyer, [{ goodsId, quantity: 2 }]), 'submit').orderIds[0]!;
    const cancelled = ok(await submit(buyer, [{ goodsId, quantity: 2 }]), 'submit').orderIds[0]!;
    expect((await goodsNow(goodsId)).stock).toBe(0);
    const expiry = Date.now() + 31 * 60_000;
    expect((await sweepOrders(expiry, late)).fired).toBe(1);
    const beforeCancel = Date.now();
    ok(await call('order.cancel', { orderId: cancelled, reason: '不想要了' }, buyer.person.token), 'cancel');
    expect((await goodsNow(goodsId)).stock).toBe(4);
    // When and why each ended, to the buyer and the seller: the expiry at the sweep's moment, the cancellation when asked.
    for (const who of [buyer.person, seller]) {
      expect(await detail(who, late)).toMatchObject({ cancelTime: expiry, cancelReason: '超时未付款，系统自动取消', payDueTime: 0, payTime: 0 });
      const byBuyer = await detail(who, cancelled);
      expect(byBuyer).toMatchObject({ cancelReason: '不想要了', payDueTime: 0 });
      expect(byBuyer.cancelTime).toBeGreaterThanOrEqual(beforeCancel);
      expect(byBuyer.cancelTime).toBeLessThanOrEqual(Date.now());
    }
    for (const id of [late, cancelled]) {
      expect((await detail(buyer.person, id)).state).toBe('CANCELLED');
      expect((await pay(buyer.person, [id])).body.code).toBe(ERRORS.ORDER_NOT_PAYABLE.code);
    }
    expect((await sweepOrders(Date.now() + 31 * 60_000, late)).fired).toBe(0);
    expect(ok(await call<BuyOrderCount>('order.buyCount', {}, buyer.person.token), 'count').waitPay).toBe(0);
  });
});

describe('delivery and receipt', () => {
  it('ships, traces, extends once, and on receipt pays the seller less the commission and the platform its fee', async () => {
    const { seller, buyer, orderId, amount } = await paidOrder({ price: 12_345, quantity: 3 });
    expect((await call('order.deliver', { orderId, carrier: '顺丰速运', trackingNo: 'SF1234567890' }, buyer.person.token)).body.code).toBe(ERRORS.PROCESS_WRONG_ACTOR.code);
    ok(await call('order.deliver', { orderId, carrier: '顺丰速运', trackingNo: 'SF1234567890' }, seller.token), 'deliver');
    const shipped = await detail(buyer.person, orderId);
    expect(shipped.state).toBe('DELIVERED');
    expect(shipped.receiveDueTime - shipped.deliverTime).toBe(10 * DAY);
    expect(shipped.actions.map((a) => a.name)).toEqual(['confirmReceipt', 'extendReceipt']);
    const trace = ok(await call<LogisticsTrace>('order.logistics', { id: orderId }, seller.token), 'trace');
    expect(trace).toMatchObject({ carrier: '顺丰速运', trackingNo: 'SF1234567890', provider: '沙箱物流' });
    ok(await call('order.extendReceipt', { orderId }, buyer.person.token), 'extend');
    expect((await call('order.extendReceipt', { orderId }, buyer.person.token)).body.code).toBe(ERRORS.ORDER_RECEIPT_EXTENDED.code);
    expect((await detail(buyer.person, orderId)).receiveDueTime - shipped.receiveDueTime).toBe(5 * DAY);
    // The old due time passes: the timer moved with the extension, so nothing fires.
    expect((await sweepOrders(shipped.receiveDueTime + 60_000, orderId)).fired).toBe(0);
    expect((await detail(buyer.person, orderId)).state).toBe('DELIVERED');

    ok(await call('order.confirmReceipt', { orderId }, buyer.person.token), 'receive');
    const done = await detail(seller, orderId);
    const commission = orderCommissionOf(amount);
    expect(done).toMatchObject({ state: 'COMPLETED', commission, sellerIncome: amount - commission });
    expect(await balanceOf(wallet(seller.userId))).toEqual({ available: amount - commission, frozen: 0 });
    expect(await balanceOf(orderEscrowAccountId(orderId))).toEqual({ available: 0, frozen: 0 });
    expect((await call('order.confirmReceipt', { orderId }, buyer.person.token)).body.code).toBe(ERRORS.PROCESS_WRONG_STATE.code);
    const report = reconcileScoped(await readLedgerOf([wallet(seller.userId), wallet(buyer.person.userId), orderEscrowAccountId(orderId)]));
    expect(report.findings, report.findings.join('\n')).toEqual([]);
  });

  it('answers each step’s time once it is taken, and the deadline running now, to the buyer and the seller alike', async () => {
    const seller = await newPerson();
    const goodsId = await listGoods(sellerOf(seller), { stock: 5, price: 800 });
    const buyer = await newBuyer(800);
    const start = Date.now();
    const submitted = ok(await submit(buyer, [{ goodsId, quantity: 1, price: 800 }]), 'submit');
    const orderId = submitted.orderIds[0]!;
    const timesOf = async (who: typeof seller) => {
      const o = await detail(who, orderId);
      return { created: o.createTime, paid: o.payTime, delivered: o.deliverTime, completed: o.completeTime, cancelled: o.cancelTime, closed: o.closeTime, payDue: o.payDueTime, receiveDue: o.receiveDueTime };
    };
    /** The times now, the same to both sides; each taken step's no earlier than the one before, none in the future. */
    const times = async () => {
      const [mine, theirs] = await Promise.all([timesOf(buyer.person), timesOf(seller)]);
      expect(theirs).toEqual(mine);
      return mine;
    };

    const placed = await times();
    expect(placed).toEqual({ created: placed.created, paid: 0, delivered: 0, completed: 0, cancelled: 0, closed: 0, payDue: submitted.payDueTime, receiveDue: 0 });
    expect(placed.created).toBeGreaterThanOrEqual(start);
    expect(placed.payDue - placed.created).toBe(30 * 60_000);

    ok(await pay(buyer.person, [orderId]), 'pay');
    const paid = await times();
    expect(paid).toEqual({ ...placed, paid: paid.paid, payDue: 0 });
    expect(paid.paid).toBeGreaterThanOrEqual(placed.created);

    ok(await call('order.deliver', { orderId, carrier: '顺丰速运', trackingNo: 'SF7770000' }, seller.token), 'deliver');
    const shipped = await times();
    expect(shipped).toEqual({ ...paid, delivered: shipped.delivered, receiveDue: shipped.delivered + 10 * DAY });
    expect(shipped.delivered).toBeGreaterThanOrEqual(paid.paid);

    ok(await call('order.confirmReceipt', { orderId }, buyer.person.token), 'receive');
    const done = await times();
    expect(done).toEqual({ ...shipped, completed: done.completed, receiveDue: 0 });
    expect(done.completed).toBeGreaterThanOrEqual(shipped.delivered);
    expect(done.completed).toBeLessThanOrEqual(Date.now());
  });

  it('receives automatically 10 days after delivery', async () => {
    const { seller, buyer, orderId, amount } = await paidOrder({ price: 5_000, quantity: 1 });
    ok(await call('order.deliver', { orderId, carrier: '中通快递', trackingNo: 'ZT99887766' }, seller.token), 'deliver');
    const due = (await detail(buyer.person, orderId)).receiveDueTime;
    expect((await sweepOrders(due - 60_000, orderId)).fired).toBe(0);
    expect((await sweepOrders(due + 60_000, orderId)).fired).toBe(1);
    expect((await detail(buyer.person, orderId)).state).toBe('COMPLETED');
    expect((await balanceOf(wallet(seller.userId))).available).toBe(amount - orderCommissionOf(amount));
  });

  it('keeps strangers out of every move of an order', async () => {
    const { orderId } = await paidOrder();
    const stranger = await newPerson();
    for (const [id, input] of [
      ['order.deliver', { orderId, carrier: '顺丰', trackingNo: 'SF0000000' }],
      ['order.cancel', { orderId }],
      ['order.confirmReceipt', { orderId }],
      ['order.extendReceipt', { orderId }],
      ['order.logistics', { id: orderId }],
      ['order.invoice.detail', { id: orderId }],
    ] as const) {
      expect((await call(id, input as never, stranger.token)).body.code, id).toBe(404);
    }
  });
});
