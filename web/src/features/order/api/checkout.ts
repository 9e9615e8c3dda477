/**
 * What checkout reads of the mall (shared/routes/mall.ts): the session's delivery addresses, the cart's selected lines
 * (结算 from the cart), and the check of one goods bought at once (立即购买). Keys of the order feature, so checkout's
 * own reloads (a price that changed, an address that went) read them again without touching the mall's pages.
 */
import useSWR from 'swr';
import { mallRoute } from '../../../../../shared/routes/mall.js';
import type { Address, CartView } from '../../../../../shared/schemas/mall-cart.js';
import type { BuyGoodsInfo } from '../../../../../shared/schemas/mall-goods.js';
import type { HttpError } from '../../../api/http-error.js';
import { callRoute } from '../../../api/route-call.js';
import { orderKey } from './keys.js';

export const useAddresses = () => useSWR<Address[], HttpError>(orderKey('addresses'), () => callRoute(mallRoute('mall.address.list'), {}));

export const useCheckoutCart = (enabled: boolean) => useSWR<CartView, HttpError>(enabled ? orderKey('cart') : null, () => callRoute(mallRoute('mall.cart.list'), {}));

export const useBuyNow = (goodsId: string | null, quantity: number) =>
  useSWR<BuyGoodsInfo, HttpError>(goodsId ? orderKey('buy-now', { goodsId, quantity }) : null, () =>
    callRoute(mallRoute('mall.goods.buyInfo'), { id: goodsId ?? '', quantity }, { handledCodes: [404] }),
  );
