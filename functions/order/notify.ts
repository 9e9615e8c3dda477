/**
 * What the sides of an order hear (docs/orders.md "Notices"), after each step is committed:
 * - a `NEED_RADIO` push to the people of the buyer's and the seller's accounts, `{ kind: 'order', event, orderId,
 *   refundId?, text }`: the SPA revalidates the order, its lists and the counts and shows the text;
 * - an entry in each told side's 待办 (the project domain's backlog, through its public module): a to-do for the side
 *   the order, after-sale or invoice now waits for (counted in the backlog figure), a notice for the other; the
 *   entries still waiting about the same object are closed first. An organisation's entries are shown only to the
 *   people who manage its orders (`audience`), as its orders are.
 * The counts themselves are kept in the table (./store.ts `countSteps`), so a lost push loses nothing but the moment.
 */
import { ORDER_PUSH } from '../../shared/mall.js';
import type { RefundState } from '../../shared/process/order.js';
import type { BacklogType } from '../../shared/schemas/project.js';
import { logger } from '../lib/logger.js';
import { pushToPeople, radioFrame } from '../lib/socket/push.js';
import { tellBacklog, type BacklogInput, type PartyRef } from '../project/public.js';
import type { OrderItem } from './model.js';
import { peopleOfAccount, type OrderRole } from './parties.js';
import { getInvoice, getOrder, getRefund } from './store.js';

export type OrderEvent = 'submitted' | 'paid' | 'cancelled' | 'delivered' | 'received' | 'extended' | 'closed' | 'refund' | 'evaluated' | 'invoice';

/** Each event's 待办 entry, and the side the order waits for after it (which gets a to-do; no side: notices only). */
const BACKLOG_OF: Readonly<Record<OrderEvent, { type: BacklogType; waits?: OrderRole; keeps?: true } | undefined>> = {
  // Nothing waits for the seller while the buyer has not paid: the push says so, the backlog does not.
  submitted: undefined,
  paid: { type: 'ORDER_PAID', waits: 'seller' },
  delivered: { type: 'ORDER_DELIVERED', waits: 'buyer' },
  received: { type: 'ORDER_COMPLETED' },
  cancelled: { type: 'ORDER_CANCELLED' },
  closed: { type: 'ORDER_CANCELLED' },
  // Told, but what waited still waits (the buyer's receipt; nothing after completion but the invoice).
  extended: { type: 'ORDER_EXTENDED', keeps: true },
  evaluated: { type: 'ORDER_EVALUATED', keeps: true },
  refund: { type: 'ORDER_REFUND' },
  invoice: { type: 'ORDER_INVOICE' },
};

/** Whom an after-sale waits for in each state (shared/process/order.ts refundProcess); the others wait for nobody or the desk. */
const REFUND_WAITS: Partial<Record<RefundState, OrderRole>> = { REQUESTED: 'seller', RETURNING: 'buyer', RETURNED: 'seller', REFUSED: 'buyer' };

/** Where each side deals with it (the SPA's paths, spec §2.2). */
const linkOf = (order: Pick<OrderItem, 'id'>, side: OrderRole, about: { refundId?: string | undefined; invoice?: boolean }): string => {
  if (about.refundId) return `/order/${side === 'buyer' ? 'refundProgress' : 'saleRefundProgress'}?id=${about.refundId}`;
  if (about.invoice && side === 'seller') return `/order/openInvoice?id=${order.id}`;
  return `/order/${side === 'buyer' ? 'orderDetail' : 'saleOrderDetail'}?id=${order.id}`;
};

export interface TellMore {
  /** An after-sale's step: its id, and the state it is in now (who it waits for). */
  refundId?: string;
  refundState?: RefundState;
  /** An invoice's step; `waits` the side it waits for now (the seller, while it is to be issued). */
  invoice?: boolean;
  waits?: OrderRole;
}

type Told = Pick<OrderItem, 'id' | 'buyer' | 'seller' | 'lines'>;

/** The 待办 entries of a step: closes what waited about the object, then leaves each told side its entry. */
const backlogOf = async (order: Told, event: OrderEvent, texts: { buyer?: string; seller?: string }, more: TellMore, people: Record<OrderRole, string[]>): Promise<void> => {
  const kind = BACKLOG_OF[event];
  if (!kind) return;
  const aboutId = more.refundId ?? (more.invoice ? `${order.id}#invoice` : order.id);
  const waits = more.refundState ? REFUND_WAITS[more.refundState] : (more.waits ?? kind.waits);
  const first = order.lines[0]?.name ?? '';
  const title = order.lines.length > 1 ? `${first} 等${order.lines.length}种商品` : first;
  const sides: OrderRole[] = ['buyer', 'seller'];
  const partyOf = (side: OrderRole): PartyRef => ({ type: order[side].accountType, id: order[side].accountId });
  const entries = sides.flatMap((side) => {
    const text = texts[side];
    if (!text) return [];
    const backlog: BacklogInput = {
      type: kind.type,
      title,
      content: text,
      link: linkOf(order, side, more),
      aboutId,
      todo: waits === side,
      ...(order[side].accountType === 'PERSONAGE' ? {} : { audience: people[side] }),
    };
    return [{ party: partyOf(side), backlog }];
  });
  await tellBacklog(kind.keeps ? [] : sides.map((side) => ({ party: partyOf(side), aboutId })), entries);
  // A later step may have been told first (a delivery committed and told while this payment's to-do was being written):
  // read the object again and close the to-do just written if its side no longer waits.
  const given = entries.filter((e) => e.backlog.todo);
  if (given.length === 0) return;
  const now = await waitsNow(order.id, more);
  const stale = sides.filter((side) => waits === side && now !== side);
  if (stale.length) await tellBacklog(stale.map((side) => ({ party: partyOf(side), aboutId })), []);
};

/** The order's own steps: whom it waits for in each state. */
const ORDER_WAITS: Partial<Record<string, OrderRole>> = { PAID: 'seller', DELIVERED: 'buyer' };

/** Whom the object of a step waits for now, read consistently (undefined: nobody, or it is gone). */
const waitsNow = async (orderId: string, more: TellMore): Promise<OrderRole | undefined> => {
  if (more.refundId) {
    const refund = await getRefund(more.refundId);
    return refund ? REFUND_WAITS[refund.state] : undefined;
  }
  if (more.invoice) return (await getInvoice(orderId))?.state === 'APPLIED' ? 'seller' : undefined;
  const order = await getOrder(orderId);
  return order ? ORDER_WAITS[order.state] : undefined;
};

/** Tells the order's buyer and seller (each its own text, empty: nothing to show); never throws (the step is done). */
export const tell = async (order: Told, event: OrderEvent, texts: { buyer?: string; seller?: string }, more: TellMore = {}): Promise<void> => {
  try {
    const [buyers, sellers] = await Promise.all([peopleOfAccount(order.buyer), peopleOfAccount(order.seller)]);
    const frame = (text: string | undefined) =>
      radioFrame(ORDER_PUSH.messageType, { content: JSON.stringify({ kind: ORDER_PUSH.kind, event, orderId: order.id, ...(more.refundId ? { refundId: more.refundId } : {}), text: text ?? '' }) });
    await Promise.all([pushToPeople(buyers, frame(texts.buyer)), pushToPeople(sellers, frame(texts.seller)), backlogOf(order, event, texts, more, { buyer: buyers, seller: sellers })]);
  } catch (error) {
    logger.warn('order event not told', { orderId: order.id, event, error: (error as Error).message });
  }
};
