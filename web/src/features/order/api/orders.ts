/**
 * The order domain's calls (shared/routes/order.ts): an order's detail, the purchase and sales lists and their counts,
 * the logistics trace, and the order's moves (one route per action of the order process, named as the action).
 * Every read is an order key, so an order push (api/order-push.ts) or an own action reads it again.
 */
import useSWR, { useSWRConfig } from 'swr';
import { useCallback } from 'react';
import type { Page } from '../../../../../shared/envelope.js';
import { orderRoute } from '../../../../../shared/routes/order.js';
import type { BuyOrderCount, LogisticsTrace, Order, OrderSide, OrderSubmitted, OrdersPaid, OrderTab, SellOrderCount } from '../../../../../shared/schemas/order.js';
import type { HttpError } from '../../../api/http-error.js';
import { callRoute } from '../../../api/route-call.js';
import { isOrderKey, ORDER_COUNT_KEY, orderKey } from './keys.js';

/** An order that is not there, or not the caller's: the page says so itself. */
const NOT_THERE: readonly number[] = [403, 404];

export const useOrder = (id: string | null) =>
  useSWR<Order, HttpError>(id ? orderKey('detail', { id }) : null, () => callRoute(orderRoute('order.detail'), { id: id ?? '' }, { handledCodes: NOT_THERE }));

/** Several orders at once (the pay page's): read one by one, answered together. */
export const useOrdersById = (ids: readonly string[]) =>
  useSWR<Order[], HttpError>(ids.length > 0 ? orderKey('details', { ids: ids.join(',') }) : null, () =>
    Promise.all(ids.map((id) => callRoute(orderRoute('order.detail'), { id }, { handledCodes: NOT_THERE }))),
  );

export const useOrders = (side: OrderSide, status: OrderTab | undefined, current: number) =>
  useSWR<Page<Order>, HttpError>(orderKey('list', { side, status: status ?? '', current }), () =>
    callRoute(orderRoute('order.list'), { side, current, ...(status ? { status } : {}) }),
  );

export const useBuyCount = () => useSWR<BuyOrderCount, HttpError>(`${ORDER_COUNT_KEY}buy`, () => callRoute(orderRoute('order.buyCount'), {}, { silent: true }));
export const useSellCount = () => useSWR<SellOrderCount, HttpError>(`${ORDER_COUNT_KEY}sell`, () => callRoute(orderRoute('order.sellCount'), {}, { silent: true }));

export const useLogistics = (id: string | null) =>
  useSWR<LogisticsTrace, HttpError>(id ? orderKey('logistics', { id }) : null, () => callRoute(orderRoute('order.logistics'), { id: id ?? '' }, { handledCodes: NOT_THERE }));

/** Reads every order key again (after an own action). */
export const useRefreshOrders = () => {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(isOrderKey), [mutate]);
};

export interface SubmitItem {
  goodsId: string;
  quantity: number;
  price: number;
}

export const submitOrder = (
  input: { items: SubmitItem[]; addressId: string; remark?: string; fromCart?: boolean; requestId: string },
  handledCodes: readonly number[],
): Promise<OrderSubmitted> => callRoute(orderRoute('order.submit'), input, { handledCodes });

export const payOrders = (input: { orderIds: string[]; payPassword: string; requestId: string }, handledCodes: readonly number[]): Promise<OrdersPaid> =>
  callRoute(orderRoute('order.pay'), input, { handledCodes });

/** The order moves a page takes itself (pay goes to the pay page, deliver through its dialog). */
const MOVES = {
  cancel: orderRoute('order.cancel'),
  confirmReceipt: orderRoute('order.confirmReceipt'),
  extendReceipt: orderRoute('order.extendReceipt'),
} as const;

export const isOrderMove = (name: string): name is keyof typeof MOVES => name in MOVES;

export const moveOrder = (name: keyof typeof MOVES, orderId: string, reason?: string): Promise<unknown> =>
  name === 'cancel' ? callRoute(MOVES.cancel, { orderId, ...(reason ? { reason } : {}) }) : callRoute(MOVES[name], { orderId });

export const deliverOrder = (input: { orderId: string; carrier: string; trackingNo: string }): Promise<null> =>
  callRoute(orderRoute('order.deliver'), input, { handledCodes: [400] });
