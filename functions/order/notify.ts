/**
 * What the sides of an order hear (docs/orders.md "Notices"): after each step is committed, a `NEED_RADIO` push to the
 * people of the buyer's and the seller's accounts, `{ kind: 'order', event, orderId, refundId?, text }`: the SPA
 * revalidates the order, its lists and the counts (sell-order-count, buy-order-count) and shows the text. The counts
 * themselves are kept in the table (./store.ts `countSteps`), so a lost push loses nothing but the moment.
 */
import { ORDER_PUSH } from '../../shared/mall.js';
import { logger } from '../lib/logger.js';
import { pushToPeople, radioFrame } from '../lib/socket/push.js';
import type { OrderItem } from './model.js';
import { peopleOfAccount } from './parties.js';

export type OrderEvent = 'submitted' | 'paid' | 'cancelled' | 'delivered' | 'received' | 'extended' | 'closed' | 'refund' | 'evaluated' | 'invoice';

/** Tells the order's buyer and seller (each its own text, empty: nothing to show); never throws (the step is done). */
export const tell = async (order: Pick<OrderItem, 'id' | 'buyer' | 'seller'>, event: OrderEvent, texts: { buyer?: string; seller?: string }, refundId?: string): Promise<void> => {
  try {
    const [buyers, sellers] = await Promise.all([peopleOfAccount(order.buyer), peopleOfAccount(order.seller)]);
    const frame = (text: string | undefined) => radioFrame(ORDER_PUSH.messageType, { content: JSON.stringify({ kind: ORDER_PUSH.kind, event, orderId: order.id, ...(refundId ? { refundId } : {}), text: text ?? '' }) });
    await Promise.all([pushToPeople(buyers, frame(texts.buyer)), pushToPeople(sellers, frame(texts.seller))]);
  } catch (error) {
    logger.warn('order event not told', { orderId: order.id, event, error: (error as Error).message });
  }
};
