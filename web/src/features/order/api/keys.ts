/**
 * The SWR keys of the order feature: every read is `[ORDER_KEY + name, input]`, and the counts
 * `[COUNT_KEY_PREFIX + 'order-' + side]` (so the global socket's count refresh reads them too). An order push or one's
 * own action revalidates them all at once with `isOrderKey`.
 */
import { COUNT_KEY_PREFIX } from '../../../lib/count-keys.js';

export const ORDER_KEY = 'order:';
export const ORDER_COUNT_KEY = `${COUNT_KEY_PREFIX}order-`;

export type OrderKey = readonly [name: string, input: Readonly<Record<string, unknown>>];

export const orderKey = (name: string, input: Readonly<Record<string, unknown>> = {}): OrderKey => [`${ORDER_KEY}${name}`, input];

/** Whether an SWR key is one of the order feature's reads (its counts included). */
export const isOrderKey = (key: unknown): boolean => {
  const head: unknown = Array.isArray(key) ? key[0] : key;
  return typeof head === 'string' && (head.startsWith(ORDER_KEY) || head.startsWith(ORDER_COUNT_KEY));
};
