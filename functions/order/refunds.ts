/**
 * After-sales (docs/orders.md "After-sale"): the buyer applies (refund only, before or after delivery; return and
 * refund, after it), one open at a time, for at most what was paid and not yet refunded; the seller agrees, agrees to
 * the return, refuses with a reason or confirms the returned goods; the buyer ships the return, cancels or asks the
 * platform; the service desk rules (`npm run ops -- refunds`); timers answer for whoever does not. Every move is the
 * refund's process (shared/process/order.ts `refundProcess`) decided on the refund as read, written with the order's
 * own item (its open after-sale, the counts) under both revisions; a move with `refundFromEscrow` is the ledger's
 * posting with those writes.
 */
import { decide, timersIn } from '../../shared/process/engine.js';
import { orderRegistry } from '../../shared/process/order-registry.js';
import type { RefundType } from '../../shared/schemas/order.js';
import type { TokenClaims } from '../lib/auth/token.js';
import { config } from '../lib/config.js';
import { fail, fieldError, notYoursField } from '../lib/errors.js';
import { newId } from '../lib/ids.js';
import { timerWrites } from '../lib/process/run.js';
import { isOwnUpload } from '../lib/s3/private-files.js';
import type { TimerItem } from '../lib/timers/store.js';
import type { TransactItems } from '../lib/store/client.js';
import { refundKey } from './keys.js';
import type { OrderItem, RefundItem } from './model.js';
import { tell } from './notify.js';
import { mustBeSide } from './parties.js';
import { orderAfterRefund, refundPosting } from './refund-money.js';
import { retrying } from './retry.js';
import { asSteps, claimStep, commit, countSteps, getCheckoutClaim, getOrder, getRefund, orderStep, refundStep, type Step } from './store.js';

const processOf = (refund: Pick<RefundItem, 'processVersion'>) => orderRegistry.of('refund', refund);

/** The refund's guards: which of the two ways (refund only, return and refund) it takes. */
const refundHolds = (refund: Pick<RefundItem, 'type'>) => (guard: string): boolean =>
  guard === 'returnRefund' ? refund.type === 'RETURN_REFUND' : guard === 'refundOnly' ? refund.type === 'REFUND' : true;

/** The timers of a state that apply to this refund (REQUESTED runs one of autoAgree and autoAgreeReturn, by type). */
const ownTimers = (refund: RefundItem, state: RefundItem['state']) =>
  timersIn(processOf(refund), state).filter((t) => (t.guards ?? []).every(refundHolds(refund)));

const refundTimerSteps = (refund: RefundItem, from: RefundItem['state'] | undefined, next: RefundItem, now: number): Step[] => {
  const own = new Set(ownTimers(next, next.state).map((t) => t.name));
  const items: TransactItems = timerWrites(processOf(next), { pk: refundKey(next.id).pk, id: next.id, attributes: { ...next } }, from, next.state, now);
  return asSteps(items.filter((item) => !item.Put || own.has(String(item.Put.Item?.transition))));
};

/** When the refund's open step ends by itself (0 when nothing will move it). */
const dueOf = (refund: RefundItem, now: number): number => {
  const dues = ownTimers(refund, refund.state).map((t) => now + (t.timer?.after ?? 0));
  return dues.length ? Math.min(...dues) : 0;
};

export type RefundActor = { claims: TokenClaims } | { platform: true } | { service: string };

/**
 * Moves a refund by its process: `changes` are the move's own fields, `text` its line in the steps. Answers the moved
 * refund, or undefined for a timer whose refund moved on.
 */
export const moveRefund = async (refundId: string, name: string, actor: RefundActor, changes: Partial<RefundItem>, text: string, now = Date.now()): Promise<RefundItem | undefined> => {
  const moved = await retrying(async () => {
    const refund = await getRefund(refundId);
    if (!refund) {
      if ('platform' in actor) return undefined;
      throw fail('REFUND_NOT_FOUND');
    }
    const order = await getOrder(refund.orderId);
    if (!order) throw fail('REFUND_NOT_FOUND');
    const roles: string[] = 'claims' in actor ? [(await mustBeSide(actor.claims, order, 'REFUND_NOT_FOUND')).role] : 'platform' in actor ? ['platform'] : ['service'];
    const decision = decide(processOf(refund), name, { state: refund.state, roles, holds: refundHolds(refund) });
    if (!decision.ok) {
      if ('platform' in actor) return undefined;
      throw fail(decision.error);
    }
    const t = decision.transition;
    const to = t.to ?? refund.state;
    const next: RefundItem = { ...refund, ...changes, state: to, rev: refund.rev + 1, updateTime: now, steps: [...refund.steps, { time: now, label: t.label, text }], dueTime: 0 };
    next.dueTime = dueOf(next, now);
    const ending = Boolean(processOf(refund).states[to]?.final);
    const pays = (t.effects ?? []).includes('refundFromEscrow');
    const after = pays ? orderAfterRefund(order, refund.amount, now) : { next: { ...order, rev: order.rev + 1, updateTime: now }, steps: [], counts: { buyer: {}, seller: {} } };
    const nextOrder: OrderItem = { ...after.next, lastRefundState: to, ...(ending ? { openRefundId: '' } : {}) };
    const steps: Step[] = [
      refundStep(next, refund.rev),
      ...refundTimerSteps(refund, refund.state, next, now),
      orderStep(nextOrder, order.rev),
      ...after.steps,
      ...countSteps([
        { accountId: order.buyer.accountId, delta: { ...after.counts.buyer, ...(ending ? { bAfterSale: -1 } : {}) } },
        { accountId: order.seller.accountId, delta: { ...after.counts.seller, ...(ending ? { sAfterSale: -1 } : {}) } },
      ]),
    ];
    if (pays) await refundPosting(next, order, steps);
    else await commit(steps);
    return { refund: next, order: nextOrder, closedInvoice: order.invoiceState === 'APPLIED' && nextOrder.invoiceState === '' };
  });
  if (!moved) return undefined;
  const label = processOf(moved.refund).states[moved.refund.state]?.label ?? moved.refund.state;
  await tell(moved.order, 'refund', { buyer: `售后进度：${label}`, seller: `售后进度：${label}` }, { refundId: moved.refund.id, refundState: moved.refund.state });
  // Every paid fen refunded closes the order: nothing of it waits for either side any more.
  if (moved.order.state === 'CLOSED') {
    await tell(moved.order, 'closed', {});
    // An invoice it had waiting for the seller went with it (./refund-money.ts): its to-do closes too.
    if (moved.closedInvoice) await tell(moved.order, 'closed', {}, { invoice: true });
  }
  return moved.refund;
};

/** The buyer applies for an after-sale of an order: idempotent by requestId (a repeat answers the same refund). */
export const applyRefund = async (
  claims: TokenClaims,
  input: { orderId: string; type: RefundType; amount: number; reason: string; pictures?: string[] | undefined; requestId: string },
): Promise<{ id: string }> => {
  const { order: first, role } = await mustBeSide(claims, await getOrder(input.orderId));
  const buyerId = first.buyer.accountId;
  const fingerprint = `refund:${input.orderId}:${input.type}:${input.amount}`;
  const repeat = async () => {
    const earlier = await getCheckoutClaim(buyerId, input.requestId);
    if (earlier && earlier.fingerprint !== fingerprint) throw fail('ORDER_REQUEST_REUSED');
    return earlier ? { id: earlier.orderIds[0]! } : undefined;
  };
  const earlier = await repeat();
  if (earlier) return earlier;
  if (role !== 'buyer') throw fail('PROCESS_WRONG_ACTOR');
  for (const [index, key] of (input.pictures ?? []).entries()) {
    if (!isOwnUpload(`${config.filesBaseUrl}/${key}`, 'refund-image', claims.userId)) throw notYoursField(`pictures.${index}`, '凭证图片不是您上传的图片，请重新上传');
  }
  if (input.amount <= 0) throw fieldError('amount', '退款金额应大于0');
  const created = await retrying(async () => {
    const order = await getOrder(input.orderId);
    if (!order) throw fail('ORDER_NOT_FOUND');
    if (order.state !== 'PAID' && order.state !== 'DELIVERED') throw fail(order.state === 'UNPAID' || order.state === 'CANCELLED' ? 'ORDER_NOT_PAYABLE' : 'PROCESS_WRONG_STATE');
    if (input.type === 'RETURN_REFUND' && order.state !== 'DELIVERED') throw fail('REFUND_NOT_SHIPPED');
    if (order.openRefundId) throw fail('REFUND_OPEN');
    const refundable = order.paid - order.refunded;
    if (input.amount > refundable) throw fail('REFUND_TOO_MUCH', `退款金额不能超过可退金额${(refundable / 100).toFixed(2)}元`, { refundable });
    const now = Date.now();
    const { state, processVersion } = orderRegistry.start('refund');
    const refund: RefundItem = {
      id: newId(),
      orderId: order.id,
      processVersion,
      state,
      rev: 1,
      type: input.type,
      amount: input.amount,
      reason: input.reason,
      pictures: input.pictures ?? [],
      refuseReason: '',
      escalateReason: '',
      ruling: '',
      returnCarrier: '',
      returnTrackingNo: '',
      steps: [{ time: now, label: '申请售后', text: input.reason }],
      dueTime: 0,
      buyerId: order.buyer.accountId,
      sellerId: order.seller.accountId,
      requestId: input.requestId,
      createTime: now,
      updateTime: now,
    };
    refund.dueTime = dueOf(refund, now);
    const nextOrder: OrderItem = { ...order, openRefundId: refund.id, lastRefundId: refund.id, lastRefundState: state, rev: order.rev + 1, updateTime: now };
    await commit([
      refundStep(refund, undefined),
      ...refundTimerSteps(refund, undefined, refund, now),
      orderStep(nextOrder, order.rev),
      ...countSteps([
        { accountId: order.buyer.accountId, delta: { bAfterSale: 1 } },
        { accountId: order.seller.accountId, delta: { sAfterSale: 1 } },
      ]),
      { ...claimStep({ buyerId, requestId: input.requestId, orderIds: [refund.id], amount: input.amount, payDueTime: 0, fingerprint, createTime: now }), refusal: () => fail('ORDER_REQUEST_REUSED') },
    ]);
    return { refund, order: nextOrder };
  }).catch(async (error: unknown) => {
    const first = await repeat().catch(() => undefined);
    if (first) return undefined;
    throw error;
  });
  if (!created) return (await repeat())!;
  await tell(created.order, 'refund', { seller: `买家申请${input.type === 'REFUND' ? '仅退款' : '退货退款'}，请在48小时内处理` }, { refundId: created.refund.id, refundState: created.refund.state });
  return { id: created.refund.id };
};

/** The seller agrees: a refund only is paid back now; a return and refund waits for the goods. */
export const agreeRefund = async (claims: TokenClaims, refundId: string): Promise<void> => {
  const refund = await getRefund(refundId);
  const name = refund?.type === 'RETURN_REFUND' ? 'agreeReturn' : 'agree';
  await moveRefund(refundId, name, { claims }, {}, name === 'agree' ? '卖家同意退款' : '卖家同意退货，请在7天内寄回');
};

export const refuseRefund = async (claims: TokenClaims, input: { refundId: string; reason: string }): Promise<void> => {
  await moveRefund(input.refundId, 'refuse', { claims }, { refuseReason: input.reason }, input.reason);
};

export const cancelRefund = async (claims: TokenClaims, refundId: string): Promise<void> => {
  await moveRefund(refundId, 'cancel', { claims }, {}, '买家撤销申请');
};

export const shipReturn = async (claims: TokenClaims, input: { refundId: string; carrier: string; trackingNo: string }): Promise<void> => {
  await moveRefund(input.refundId, 'shipReturn', { claims }, { returnCarrier: input.carrier, returnTrackingNo: input.trackingNo }, `${input.carrier} ${input.trackingNo}`);
};

export const receiveReturn = async (claims: TokenClaims, refundId: string): Promise<void> => {
  await moveRefund(refundId, 'receiveReturn', { claims }, {}, '卖家确认收到退货');
};

export const escalateRefund = async (claims: TokenClaims, input: { refundId: string; reason: string }): Promise<void> => {
  await moveRefund(input.refundId, 'escalate', { claims }, { escalateReason: input.reason }, input.reason);
};

/** The service desk's ruling on an escalated refund (`npm run ops -- refunds refund|reject <id> <reason>`). */
export const ruleOnRefund = async (refundId: string, ruling: 'refund' | 'reject', reason: string, staff = 'ops'): Promise<RefundItem | undefined> =>
  moveRefund(refundId, ruling === 'refund' ? 'ruleRefund' : 'ruleReject', { service: staff }, { ruling: reason }, reason);

const TIMER_TEXTS: Record<string, string> = {
  autoAgree: '卖家超时未处理，系统自动同意退款',
  autoAgreeReturn: '卖家超时未处理，系统自动同意退货',
  returnTimeout: '买家超时未寄回商品，售后关闭',
  autoReceiveReturn: '卖家超时未确认收货，系统自动退款',
  refusedTimeout: '买家超时未申请平台介入，售后关闭',
};

/** A refund's timer: its platform transition, if the refund is still where the timer was set. */
export const fireRefundTimer = async (timer: TimerItem, now: number): Promise<void> => {
  await moveRefund(timer.objectId, timer.transition, { platform: true }, {}, TIMER_TEXTS[timer.transition] ?? '', now);
};
