/**
 * Realtime for the order pages (docs/conventions.md "Realtime"). The order backend tells buyers and sellers of every
 * move (paid, delivered, received, a refund's step, an invoice issued) over the global socket. Its push is not
 * declared in shared/realtime.ts yet: this module listens for it as a NEED_RADIO whose content is
 * `{ "kind": "order", event, orderId?, refundId? }` (ORDER_PUSH), the way project events travel. While a page that
 * uses `useOrderRadio` is open, every order read (lists, counts, details, refunds, invoices) is read again.
 * The push is shared/mall.ts's ORDER_PUSH, which the order domain sends (functions/order/notify.ts).
 */
import { useEffect } from 'react';
import { ORDER_PUSH } from '../../../../../shared/mall.js';
import { useSWRConfig } from 'swr';
import { onRadio } from '../../../lib/radio-events.js';
import { isOrderKey } from './keys.js';

export { ORDER_PUSH };

/** Whether a push's content is an order event. */
export const isOrderPush = (content: string | undefined): boolean => {
  if (!content) return false;
  try {
    const value: unknown = JSON.parse(content);
    return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === ORDER_PUSH.kind;
  } catch {
    return false;
  }
};

export const useOrderRadio = (): void => {
  const { mutate } = useSWRConfig();
  useEffect(
    () =>
      onRadio(ORDER_PUSH.messageType, (frame) => {
        if (isOrderPush(frame.content)) void mutate(isOrderKey);
      }),
    [mutate],
  );
};
