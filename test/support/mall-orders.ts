/**
 * A throwaway process of a second domain, declared only for the tests (docs/processes.md): the mall's order, with its
 * own actors (buyer, seller, platform), its own timers, effects run by name, and two versions with different rules.
 * Its little service below is what a mall domain's would be, on the real engine (shared/process, functions/lib/process)
 * and the real timer store and sweep (functions/lib/timers) against the test cloud's DynamoDB Local: an order is
 * created on the newest version, stores it, and every later move, effect and timer follows its stored version.
 *
 * Orders live under `TESTORDER#<id>`, a family of the tests alone. The tests run their clock in 1970 (`T0`): every due
 * time is decades before any other test's timers, so a whole domain's sweep at a 1970 moment reads only these.
 */
import type { Domain } from '../../shared/domains.js';
import { decide } from '../../shared/process/engine.js';
import { defineRegistry, type Versioned } from '../../shared/process/registry.js';
import { defineProcess, type StateOf } from '../../shared/process/types.js';
import { effectsOf, implementProcesses, type TimerFire } from '../../functions/lib/process/implementations.js';
import { mustDecide, timerWrites } from '../../functions/lib/process/run.js';
import { deleteItem, getItem, queryAll, table, transact, type TransactItems } from '../../functions/lib/store/client.js';
import { setTimer } from '../../functions/lib/timers/store.js';

/** The tests' clock starts on 12 January 1970. */
export const T0 = 1_000_000_000;
export const MINUTE = 60_000;
export const DAY = 86_400_000;

const ORDER_STATES = {
  PLACED: { label: '待付款' },
  PAID: { label: '待发货' },
  SHIPPED: { label: '已发货' },
  RECEIVED: { label: '已收货', final: true },
  CANCELLED: { label: '已取消', final: true },
} as const;

const ORDER = { name: 'order', domain: 'mall', label: '订单', actors: { buyer: '买家', seller: '卖家', platform: '平台' }, initial: 'PLACED', states: ORDER_STATES, guards: {} } as const;

/** Version 1: only the buyer cancels; unpaid orders end after 30 minutes, shipped ones are received after 10 days. */
export const orderV1 = defineProcess({
  ...ORDER,
  version: 1,
  transitions: [
    { name: 'pay', label: '付款', actors: ['buyer'], from: ['PLACED'], to: 'PAID', effects: ['recordPayment'] },
    { name: 'cancel', label: '取消订单', actors: ['buyer'], from: ['PLACED'], to: 'CANCELLED' },
    { name: 'expire', label: '超时取消', actors: ['platform'], from: ['PLACED'], to: 'CANCELLED', timer: { after: 30 * MINUTE, label: '30分钟未付款自动取消' } },
    { name: 'ship', label: '发货', actors: ['seller'], from: ['PAID'], to: 'SHIPPED' },
    { name: 'receive', label: '确认收货', actors: ['buyer'], from: ['SHIPPED'], to: 'RECEIVED', effects: ['settle'] },
    { name: 'autoReceive', label: '自动收货', actors: ['platform'], from: ['SHIPPED'], to: 'RECEIVED', timer: { after: 10 * DAY, label: '发货10天后自动收货' }, effects: ['settle'] },
  ],
  effects: { recordPayment: '记录付款', settle: '向卖家结算' },
});

/**
 * Version 2: the seller may cancel an unpaid order too and refuse a paid one (refunded); unpaid orders end after 15
 * minutes, shipped ones are received after 7 days; a buyer's receipt asks for a review.
 */
export const orderV2 = defineProcess({
  ...ORDER,
  version: 2,
  transitions: [
    { name: 'pay', label: '付款', actors: ['buyer'], from: ['PLACED'], to: 'PAID', effects: ['recordPayment'] },
    { name: 'cancel', label: '取消订单', actors: ['buyer', 'seller'], from: ['PLACED'], to: 'CANCELLED' },
    { name: 'expire', label: '超时取消', actors: ['platform'], from: ['PLACED'], to: 'CANCELLED', timer: { after: 15 * MINUTE, label: '15分钟未付款自动取消' } },
    { name: 'refuse', label: '拒绝订单', actors: ['seller'], from: ['PAID'], to: 'CANCELLED', effects: ['refund'] },
    { name: 'ship', label: '发货', actors: ['seller'], from: ['PAID'], to: 'SHIPPED' },
    { name: 'receive', label: '确认收货', actors: ['buyer'], from: ['SHIPPED'], to: 'RECEIVED', effects: ['settle', 'askReview'] },
    { name: 'autoReceive', label: '自动收货', actors: ['platform'], from: ['SHIPPED'], to: 'RECEIVED', timer: { after: 7 * DAY, label: '发货7天后自动收货' }, effects: ['settle'] },
  ],
  effects: { recordPayment: '记录付款', settle: '向卖家结算', refund: '退款给买家', askReview: '邀请买家评价' },
});

export type OrderState = StateOf<typeof orderV1>;
export type OrderActor = 'buyer' | 'seller' | 'platform';

/** The mall as deployed before its new rules, and after them (both versions declared). */
export const MALL_BEFORE = defineRegistry('mall', { order: [orderV1] });
export const MALL = defineRegistry('mall', { order: [orderV1, orderV2] });

export interface Order extends Versioned {
  pk: string;
  sk: string;
  id: string;
  state: OrderState;
  createTime: number;
  updateTime: number;
}

export const orderKey = (id: string) => ({ pk: `TESTORDER#${id}`, sk: 'ORDER' });

/** What an effect did, written in its move's transaction beside the order: `FACT#<effect>`. */
export const factKey = (id: string, effect: string) => ({ pk: orderKey(id).pk, sk: `FACT#${effect}` });

/** An effect of an order's move: the writes it adds to the move's transaction. */
type OrderEffect = (move: { order: Order; next: Order; now: number }) => TransactItems;
const fact =
  (effect: string): OrderEffect =>
  ({ next, now }) => [{ Put: { TableName: table(), Item: { ...factKey(next.id, effect), effect, state: next.state, processVersion: next.processVersion, time: now } } }];

/** Fires an order's timed transition by its stored version's rules; nothing when the order moved on. */
const fireOrder =
  (transition: string): TimerFire =>
  async (timer, now) => {
    const order = await readOrder(timer.objectId);
    if (!order || !decide(MALL.of('order', order), transition, { state: order.state, roles: ['platform'] }).ok) return;
    await moveOrder(timer.objectId, transition, ['platform'], now);
  };

/** The mall's implementations: the effects and timers of every version, by name. */
export const mallImplementations = implementProcesses<typeof MALL.processes, OrderEffect>(MALL, {
  order: {
    effects: { recordPayment: fact('recordPayment'), settle: fact('settle'), refund: fact('refund'), askReview: fact('askReview') },
    timers: { expire: fireOrder('expire'), autoReceive: fireOrder('autoReceive') },
  },
});

export const readOrder = (id: string): Promise<Order | undefined> => getItem<Order>(orderKey(id), { consistent: true });

/** The timer writes of an order's move, by its own version's declaration. */
const orderTimers = (order: Order, from: OrderState | undefined, now: number): TransactItems =>
  timerWrites(MALL.of('order', order), { pk: order.pk, id: order.id, attributes: order as unknown as Record<string, unknown> }, from, order.state, now);

/** A new order, on the newest version of the registry deployed at the time (`registry`), with its timers. */
export const placeOrder = async (id: string, now: number, registry: Pick<typeof MALL, 'start'> = MALL): Promise<Order> => {
  const order: Order = { ...orderKey(id), id, ...registry.start('order'), createTime: now, updateTime: now };
  await transact([{ Put: { TableName: table(), Item: order, ConditionExpression: 'attribute_not_exists(pk)' } }, ...orderTimers(order, undefined, now)]);
  return order;
};

/**
 * A move of an order by `roles`, decided by its stored version (refused with its business code otherwise): its state
 * written under a condition on the one read, its timers dropped and set, its effects' writes, in one transaction.
 */
export const moveOrder = async (id: string, name: string, roles: readonly OrderActor[], now: number): Promise<Order> => {
  const order = await readOrder(id);
  if (!order) throw new Error(`no order ${id}`);
  const transition = mustDecide(MALL.of('order', order), name, { state: order.state, roles });
  const next: Order = { ...order, state: transition.to ?? order.state, updateTime: now };
  const effects = effectsOf(mallImplementations, 'order', transition).flatMap((effect) => effect({ order, next, now }));
  await transact([
    { Put: { TableName: table(), Item: next, ConditionExpression: '#s = :s', ExpressionAttributeNames: { '#s': 'state' }, ExpressionAttributeValues: { ':s': order.state } } },
    ...timerWrites(MALL.of('order', order), { pk: order.pk, id, attributes: next as unknown as Record<string, unknown> }, order.state, next.state, now),
    ...effects,
  ]);
  return next;
};

/** The timer items beside an object (its partition's `TIMER#` items). */
export const timersBeside = (pk: string): Promise<Record<string, unknown>[]> =>
  queryAll({ KeyConditionExpression: 'pk = :pk AND begins_with(sk, :t)', ExpressionAttributeValues: { ':pk': pk, ':t': 'TIMER#' }, ConsistentRead: true });

/** A timer written by hand beside an object: one of another deploy, or one whose object moved on after it was read. */
export const plantTimer = async (domain: Domain, objectPk: string, timer: { process: string; transition: string; objectId: string; due: number }): Promise<void> => {
  await transact([setTimer(objectPk, { domain, ...timer })]);
};

/** Deletes the timers beside these objects (what a test leaves in the shared table's 1970). */
export const clearTimers = async (pks: readonly string[]): Promise<void> => {
  for (const pk of pks) for (const timer of await timersBeside(pk)) await deleteItem({ pk: timer.pk as string, sk: timer.sk as string });
};
