/**
 * The order domain's processes through the HTTP routes, generated from their declarations (shared/process/order.ts,
 * docs/orders.md): for the order, the after-sale and the invoice, every state (and each guard's situation: an open
 * after-sale, a receipt already extended, the after-sale's type) is built fresh by its builder
 * (test/support/states/orders.ts), then every transition a person takes is called by the buyer and by the seller —
 * done exactly when the engine's `decide` allows it (the object then in the declared state), refused otherwise with
 * the code it names (102001 wrong state, 102002 wrong side, the state's refusal, the guard's code) — and by a
 * stranger, refused with 403/404. Refusals change nothing, so the refused calls of a situation share one object (read
 * before and after); each allowed call gets its own. The service desk's rulings are called through its ops module
 * (`ruleOnRefund`, what `npm run ops -- refunds` calls). Then each timed transition through the test clock
 * (`order.devSweep`): swept just before its due time the object stays, just after it moves (or, held by a guard, stays).
 */
import { ERRORS, type ErrorName } from '../../shared/errors.js';
import { decide, type Decision } from '../../shared/process/engine.js';
import { invoiceProcess, orderProcess, refundProcess, type OrderState, type RefundState } from '../../shared/process/order.js';
import type { ProcessDef } from '../../shared/process/types.js';
import type { Invoice, Order, Refund, RefundType } from '../../shared/schemas/order.js';
import { ruleOnRefund } from '../../functions/order/refunds.js';
import { AppError } from '../../functions/lib/errors.js';
import { call, type Answer } from '../support/api.js';
import { newRequestId, PAY_PASSWORD } from '../support/money.js';
import { ok, sweepOrders } from '../support/orders.js';
import { newPerson, type TestPerson } from '../support/people.js';
import { invoiceIn, orderIn, REFUND_SITUATIONS, refundIn, type OrderSituation, type OrderWorld, type RefundWorld } from '../support/states/orders.js';

type Side = 'buyer' | 'seller';
const SIDES: readonly Side[] = ['buyer', 'seller'];
const sideOf = (w: OrderWorld, side: Side) => (side === 'buyer' ? w.buyer : w.seller);
const codeOf = (name: ErrorName): number => ERRORS[name].code;
const expectCode = (answer: Answer, code: number, what: string) => expect(answer.body.code, `${what}: ${JSON.stringify(answer.body)}`).toBe(code);
const expectStranger = (answer: Answer, what: string) => expect([403, 404], `${what} by a stranger: ${JSON.stringify(answer.body)}`).toContain(answer.body.code);
const personal = (process: ProcessDef) => process.transitions.filter((t) => t.actors.some((a) => a === 'buyer' || a === 'seller')).map((t) => t.name);
const timed = (process: ProcessDef) => process.transitions.filter((t) => t.timer);

const orderNow = async (w: OrderWorld): Promise<Order> => ok(await call<Order>('order.detail', { id: w.orderId }, w.buyer.token), 'order');
const refundNow = async (w: RefundWorld): Promise<Refund> => ok(await call<Refund>('order.refund.detail', { id: w.refundId }, w.buyer.token), 'refund');
const invoiceNow = async (w: OrderWorld): Promise<Invoice> => ok(await call<Invoice>('order.invoice.detail', { id: w.orderId }, w.buyer.token), 'invoice');

/** What an order's detail says of its process (the fields its moves change). */
const orderFacts = (o: Order) => ({ state: o.state, receiptExtended: o.receiptExtended, receiveDueTime: o.receiveDueTime, refund: o.refund, invoice: o.invoice });
const refundFacts = (r: Refund) => ({ state: r.state, steps: r.steps.length, dueTime: r.dueTime });

// ——— The order ———

const ORDER_ROUTES: Record<string, (w: OrderWorld, as: TestPerson) => Promise<Answer>> = {
  pay: (w, as) => call('order.pay', { orderIds: [w.orderId], payPassword: PAY_PASSWORD, requestId: newRequestId() }, as.token),
  cancel: (w, as) => call('order.cancel', { orderId: w.orderId }, as.token),
  deliver: (w, as) => call('order.deliver', { orderId: w.orderId, carrier: '顺丰速运', trackingNo: 'SF9000000009' }, as.token),
  confirmReceipt: (w, as) => call('order.confirmReceipt', { orderId: w.orderId }, as.token),
  extendReceipt: (w, as) => call('order.extendReceipt', { orderId: w.orderId }, as.token),
};

const ORDER_SITUATIONS: readonly OrderSituation[] = [
  { state: 'UNPAID' },
  { state: 'PAID' },
  { state: 'PAID', openRefund: true },
  { state: 'DELIVERED' },
  { state: 'DELIVERED', openRefund: true },
  { state: 'DELIVERED', extended: true },
  { state: 'COMPLETED' },
  { state: 'CANCELLED' },
  { state: 'CLOSED' },
];
const situationName = (s: OrderSituation) => `${s.state}${s.openRefund ? ' with an open after-sale' : ''}${s.extended ? ' extended' : ''}`;

/**
 * The order engine's answer, and the payment route's own two rules (docs/orders.md "Payment"): it names orders of the
 * session's account only, so to the seller the buyer's payment is not found (404); and an order not UNPAID is "not
 * payable" (107007: paid, cancelled or expired), the state's refusal the engine names for CANCELLED only.
 */
const orderExpected = (name: string, s: OrderSituation, side: Side): number => {
  const decision = decide(orderProcess, name, { state: s.state, roles: [side], holds: (g) => (g === 'noOpenRefund' ? !s.openRefund : g === 'notExtended' ? !s.extended : true) });
  if (name === 'pay' && side === 'seller') return 404;
  if (name === 'pay' && s.state !== 'UNPAID') return codeOf('ORDER_NOT_PAYABLE');
  return decision.ok ? 200 : codeOf(decision.error);
};

it('declares a route for every order transition a side takes', () => {
  expect(Object.keys(ORDER_ROUTES).sort()).toEqual(personal(orderProcess as unknown as ProcessDef).sort());
});

describe.each(ORDER_SITUATIONS.map((s) => [situationName(s), s] as const))('an order %s', (_name, s) => {
  const cases = Object.keys(ORDER_ROUTES).flatMap((name) => SIDES.map((side) => [name, side] as const));
  const refused = cases.filter(([name, side]) => orderExpected(name, s, side) !== 200);
  const allowed = cases.filter(([name, side]) => orderExpected(name, s, side) === 200);

  it.concurrent('refuses what the process does not allow, by either side, and a stranger everything', async () => {
    const [w, stranger] = await Promise.all([orderIn(s), newPerson()]);
    const before = orderFacts(await orderNow(w));
    expect(before.state).toBe(s.state);
    for (const [name, side] of refused) expectCode(await ORDER_ROUTES[name]!(w, sideOf(w, side)), orderExpected(name, s, side), `${name} from ${situationName(s)} by ${side}`);
    for (const name of Object.keys(ORDER_ROUTES)) expectStranger(await ORDER_ROUTES[name]!(w, stranger), name);
    expect(orderFacts(await orderNow(w))).toEqual(before);
  });

  if (allowed.length)
    it.concurrent.each(allowed)('takes %s by the %s, into the declared state', async (name, side) => {
      const w = await orderIn(s);
      expectCode(await ORDER_ROUTES[name]!(w, sideOf(w, side)), 200, `${name} by ${side}`);
      const after = await orderNow(w);
      expect(after.state).toBe((decide(orderProcess, name, { state: s.state, roles: [side] }) as Extract<Decision<OrderState>, { ok: true }>).transition.to ?? s.state);
      if (name === 'extendReceipt') expect(after.receiptExtended).toBe(true);
    });
});

// ——— The after-sale ———

const REFUND_ROUTES: Record<string, { transition: (type: RefundType) => string; send: (w: RefundWorld, as: TestPerson) => Promise<Answer> }> = {
  agree: { transition: (type) => (type === 'RETURN_REFUND' ? 'agreeReturn' : 'agree'), send: (w, as) => call('order.refund.agree', { refundId: w.refundId }, as.token) },
  refuse: { transition: () => 'refuse', send: (w, as) => call('order.refund.refuse', { refundId: w.refundId, reason: '商品无质量问题' }, as.token) },
  cancel: { transition: () => 'cancel', send: (w, as) => call('order.refund.cancel', { refundId: w.refundId }, as.token) },
  returnShip: { transition: () => 'shipReturn', send: (w, as) => call('order.refund.returnShip', { refundId: w.refundId, carrier: '圆通速递', trackingNo: 'YT9000000009' }, as.token) },
  receiveReturn: { transition: () => 'receiveReturn', send: (w, as) => call('order.refund.receiveReturn', { refundId: w.refundId }, as.token) },
  escalate: { transition: () => 'escalate', send: (w, as) => call('order.refund.escalate', { refundId: w.refundId, reason: '卖家拒绝不合理' }, as.token) },
};
const RULINGS = { ruleRefund: 'refund', ruleReject: 'reject' } as const;

const refundDecision = (name: string, state: RefundState, type: RefundType, role: string) =>
  decide(refundProcess, name, { state, roles: [role as never], holds: (g) => (g === 'returnRefund' ? type === 'RETURN_REFUND' : g === 'refundOnly' ? type === 'REFUND' : true) });
const refundExpected = (route: string, state: RefundState, type: RefundType, side: Side): number => {
  const d = refundDecision(REFUND_ROUTES[route]!.transition(type), state, type, side);
  return d.ok ? 200 : codeOf(d.error);
};
/** The desk's ruling through its ops module: 200, or the refusal's code. */
const rule = async (w: RefundWorld, name: keyof typeof RULINGS): Promise<number> =>
  ruleOnRefund(w.refundId, RULINGS[name], '客服判定').then(
    () => 200,
    (error: unknown) => (error instanceof AppError ? error.code : Promise.reject(error)),
  );
const rulingExpected = (name: string, state: RefundState, type: RefundType): number => {
  const d = refundDecision(name, state, type, 'service');
  return d.ok ? 200 : codeOf(d.error);
};

it('declares a route for every after-sale transition a side takes, and the desk its rulings', () => {
  const routed = new Set(Object.values(REFUND_ROUTES).flatMap((r) => [r.transition('REFUND'), r.transition('RETURN_REFUND')]));
  expect([...routed].sort()).toEqual(personal(refundProcess as unknown as ProcessDef).sort());
  expect(Object.keys(RULINGS).sort()).toEqual(refundProcess.transitions.filter((t) => t.actors.includes('service' as never)).map((t) => t.name).sort());
});

describe.each(REFUND_SITUATIONS.map((s) => [`${s.state} (${s.type})`, s] as const))('an after-sale %s', (_name, { state, type }) => {
  const cases = Object.keys(REFUND_ROUTES).flatMap((route) => SIDES.map((side) => [route, side] as const));
  const refused = cases.filter(([route, side]) => refundExpected(route, state, type, side) !== 200);
  const allowed = cases.filter(([route, side]) => refundExpected(route, state, type, side) === 200);
  const rulings = Object.keys(RULINGS) as (keyof typeof RULINGS)[];

  it.concurrent('refuses what the process does not allow, by either side and the desk, and a stranger everything', async () => {
    const [w, stranger] = await Promise.all([refundIn(state, type), newPerson()]);
    const [before, orderBefore] = await Promise.all([refundNow(w), orderNow(w)]);
    expect(before.state).toBe(state);
    for (const [route, side] of refused) expectCode(await REFUND_ROUTES[route]!.send(w, sideOf(w, side)), refundExpected(route, state, type, side), `${route} from ${state} (${type}) by ${side}`);
    for (const name of rulings.filter((n) => rulingExpected(n, state, type) !== 200)) expect(await rule(w, name), name).toBe(rulingExpected(name, state, type));
    for (const route of Object.keys(REFUND_ROUTES)) expectStranger(await REFUND_ROUTES[route]!.send(w, stranger), route);
    expect(refundFacts(await refundNow(w))).toEqual(refundFacts(before));
    expect(orderFacts(await orderNow(w))).toEqual(orderFacts(orderBefore));
  });

  const moves = [...allowed.map(([route, side]) => [route, side] as const), ...rulings.filter((n) => rulingExpected(n, state, type) === 200).map((n) => [n, 'service'] as const)];
  if (moves.length)
    it.concurrent.each(moves)('takes %s by the %s, into the declared state', async (route, by) => {
      const w = await refundIn(state, type);
      const name = by === 'service' ? route : REFUND_ROUTES[route]!.transition(type);
      if (by === 'service') expect(await rule(w, route as keyof typeof RULINGS)).toBe(200);
      else expectCode(await REFUND_ROUTES[route]!.send(w, sideOf(w, by)), 200, `${route} by ${by}`);
      const d = refundDecision(name, state, type, by) as Extract<Decision<RefundState>, { ok: true }>;
      expect((await refundNow(w)).state).toBe(d.transition.to ?? state);
    });
});

// ——— The invoice ———

const INVOICE_ROUTES: Record<string, (w: OrderWorld, as: TestPerson) => Promise<Answer>> = {
  // Applying again before it is issued changes the application: the process's `modify`.
  modify: (w, as) => call('order.invoice.apply', { orderId: w.orderId, kind: 'NORMAL', title: '合作云改抬头' }, as.token),
  issue: (w, as) => call('order.invoice.issue', { orderId: w.orderId, invoiceNo: '87654321', invoiceCode: '3300654321' }, as.token),
};
const invoiceExpected = (name: string, state: 'APPLIED' | 'ISSUED', side: Side): number => {
  const d = decide(invoiceProcess, name, { state, roles: [side] });
  return d.ok ? 200 : codeOf(d.error);
};

it('declares a route for every invoice transition a side takes', () => {
  expect(Object.keys(INVOICE_ROUTES).sort()).toEqual(personal(invoiceProcess as unknown as ProcessDef).sort());
});

describe.each(['APPLIED', 'ISSUED'] as const)('an invoice %s', (state) => {
  const cases = Object.keys(INVOICE_ROUTES).flatMap((name) => SIDES.map((side) => [name, side] as const));
  const refused = cases.filter(([name, side]) => invoiceExpected(name, state, side) !== 200);
  const allowed = cases.filter(([name, side]) => invoiceExpected(name, state, side) === 200);

  it.concurrent('refuses what the process does not allow, by either side, and a stranger everything', async () => {
    const [w, stranger] = await Promise.all([invoiceIn(state), newPerson()]);
    const before = await invoiceNow(w);
    expect(before.state).toBe(state);
    for (const [name, side] of refused) expectCode(await INVOICE_ROUTES[name]!(w, sideOf(w, side)), invoiceExpected(name, state, side), `${name} from ${state} by ${side}`);
    for (const name of Object.keys(INVOICE_ROUTES)) expectStranger(await INVOICE_ROUTES[name]!(w, stranger), name);
    const after = await invoiceNow(w);
    expect({ ...after, fileUrl: '' }).toEqual({ ...before, fileUrl: '' });
  });

  if (allowed.length)
    it.concurrent.each(allowed)('takes %s by the %s, into the declared state', async (name, side) => {
      const w = await invoiceIn(state);
      expectCode(await INVOICE_ROUTES[name]!(w, sideOf(w, side)), 200, `${name} by ${side}`);
      const after = await invoiceNow(w);
      expect(after.state).toBe(invoiceProcess.transitions.find((t) => t.name === name)!.to ?? state);
      if (name === 'modify') expect(after.title).toBe('合作云改抬头');
    });
});

// ——— The timers, on the test clock ———

const MINUTE = 60_000;

/**
 * Each timed transition: its object in the `from` state (and, for a guard, in the situation where it does not hold),
 * its due time as the object's detail shows it, and its state read back.
 */
const TIMED: Record<string, { build: () => Promise<{ id: string; due: () => Promise<number>; state: () => Promise<string> }>; held?: () => Promise<{ id: string; due: () => Promise<number>; state: () => Promise<string> }> }> = (() => {
  const order = (s: OrderSituation, dueOf: (o: Order) => number) => async () => {
    const w = await orderIn(s);
    return { id: w.orderId, due: async () => dueOf(await orderNow(w)), state: async () => (await orderNow(w)).state };
  };
  const refund = (state: RefundState, type: RefundType) => async () => {
    const w = await refundIn(state, type);
    return { id: w.refundId, due: async () => (await refundNow(w)).dueTime, state: async () => (await refundNow(w)).state };
  };
  return {
    expire: { build: order({ state: 'UNPAID' }, (o) => o.payDueTime) },
    autoReceive: { build: order({ state: 'DELIVERED' }, (o) => o.receiveDueTime), held: order({ state: 'DELIVERED', openRefund: true }, (o) => o.receiveDueTime) },
    autoAgree: { build: refund('REQUESTED', 'REFUND') },
    autoAgreeReturn: { build: refund('REQUESTED', 'RETURN_REFUND') },
    returnTimeout: { build: refund('RETURNING', 'RETURN_REFUND') },
    autoReceiveReturn: { build: refund('RETURNED', 'RETURN_REFUND') },
    refusedTimeout: { build: refund('REFUSED', 'REFUND') },
  };
})();

const TIMED_TRANSITIONS = [...timed(orderProcess as unknown as ProcessDef), ...timed(refundProcess as unknown as ProcessDef), ...timed(invoiceProcess as unknown as ProcessDef)];

it('builds an object for every timed transition', () => {
  expect(Object.keys(TIMED).sort()).toEqual(TIMED_TRANSITIONS.map((t) => t.name).sort());
});

describe('the timers', () => {
  it.concurrent.each(TIMED_TRANSITIONS.map((t) => [t.name, t.from.join('|'), t.to ?? t.from[0]!] as const))('%s: from %s, swept before its due time it stays, after it it is %s', async (name, _from, to) => {
    const o = await TIMED[name]!.build();
    const before = await o.state();
    const due = await o.due();
    expect(due, 'a due time').toBeGreaterThan(Date.now());
    await sweepOrders(due - MINUTE, o.id);
    expect(await o.state()).toBe(before);
    await sweepOrders(due + MINUTE, o.id);
    expect(await o.state()).toBe(to);
  });

  it.concurrent.each(Object.entries(TIMED).filter(([, t]) => t.held).map(([name]) => [name] as const))('%s waits while its guard does not hold', async (name) => {
    const o = await TIMED[name]!.held!();
    const before = await o.state();
    await sweepOrders((await o.due()) + MINUTE, o.id);
    expect(await o.state()).toBe(before);
  });
});
