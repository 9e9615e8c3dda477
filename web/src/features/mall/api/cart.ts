/**
 * The cart and the delivery addresses (shared/routes/mall.ts): both are the session's account's. Reads through SWR
 * under `CART_KEY` and `ADDRESSES_KEY`; each change reloads its read, so the page always shows what the server holds
 * (today's prices, stock and problems are the server's to judge).
 */
import useSWR, { mutate } from 'swr';
import { mallRoute } from '../../../../../shared/routes/mall.js';
import type { Address, CartView } from '../../../../../shared/schemas/mall-cart.js';
import type { HttpError } from '../../../api/http-error.js';
import { callRoute, type InputOf } from '../../../api/route-call.js';

export const CART_KEY = 'mall:cart';
export const ADDRESSES_KEY = 'mall:addresses';

/** Fresh on every visit: prices and stock move. */
const FRESH = { dedupingInterval: 0, revalidateOnMount: true } as const;

export const useCart = (enabled = true) =>
  useSWR<CartView, HttpError>(enabled ? CART_KEY : null, () => callRoute(mallRoute('mall.cart.list'), {}, { handledCodes: [403] }), FRESH);

export const reloadCart = (): Promise<unknown> => mutate(CART_KEY);

/** Adds to the quantity already in the cart; answers how many lines the cart now holds. */
export const addToCart = async (goodsId: string, quantity: number): Promise<{ count: number }> => {
  const added = await callRoute(mallRoute('mall.cart.add'), { goodsId, quantity });
  await reloadCart();
  return added;
};

const UPDATE = mallRoute('mall.cart.update');
const SAVE_ADDRESS = mallRoute('mall.address.save');

export const updateCartLine = async (input: InputOf<typeof UPDATE>): Promise<void> => {
  try {
    await callRoute(UPDATE, input);
  } finally {
    // A refused change (stock gone meanwhile) still shows the cart as the server holds it.
    await reloadCart();
  }
};

export const selectCartLines = async (goodsIds: readonly string[] | undefined, selected: boolean): Promise<void> => {
  try {
    await callRoute(mallRoute('mall.cart.select'), { ...(goodsIds ? { goodsIds: [...goodsIds] } : {}), selected });
  } finally {
    await reloadCart();
  }
};

export const removeCartLines = async (goodsIds: readonly string[]): Promise<void> => {
  await callRoute(mallRoute('mall.cart.remove'), { goodsIds: [...goodsIds] });
  await reloadCart();
};

export type SaveAddressInput = InputOf<typeof SAVE_ADDRESS>;

export const useAddresses = () => useSWR<Address[], HttpError>(ADDRESSES_KEY, () => callRoute(mallRoute('mall.address.list'), {}, { handledCodes: [403] }));

const reloadAddresses = () => mutate(ADDRESSES_KEY);

/** Saves an address; a 400 comes back to the dialog, which shows it on its fields. */
export const saveAddress = async (input: SaveAddressInput): Promise<{ id: string }> => {
  const saved = await callRoute(SAVE_ADDRESS, input, { silent: true });
  await reloadAddresses();
  return saved;
};

export const setDefaultAddress = async (id: string): Promise<void> => {
  await callRoute(mallRoute('mall.address.default'), { id });
  await reloadAddresses();
};

export const deleteAddress = async (id: string): Promise<void> => {
  await callRoute(mallRoute('mall.address.delete'), { id });
  await reloadAddresses();
};
