/**
 * Realtime for the order pages (docs/conventions.md "Realtime"). The order backend tells buyers and sellers of every
 * move (paid, delivered, received, a refund's step, an invoice issued) over the global socket. Its push is not
 * declared in shared/realtime.ts yet: this module listens for it as a NEED_RADIO whose content is
 * `{ "kind": "order", event, orderId?, refundId? }` (ORDER_PUSH), the way project events travel. While a page that
 * uses `useOrderRadio` is open, every order read (lists, counts, details, refunds, invoices) is read again.
 * When the backend names its push otherwise, only ORDER_PUSH changes.
 */
import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { onRadio } from '../../../lib/radio-events.js';
import { isOrderKey } from './keys.js';

/** The push the order pages follow: its socket message type and the `kind` of its JSON content. */
export const ORDER_PUSH = { messageType: 'NEED_RADIO', kind: 'order' } as const;

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
