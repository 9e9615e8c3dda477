/**
 * Delivery addresses and the cart (CONTRACT "Mall", docs/mall.md). Both belong to the session's account (a person's
 * own, or the team's or company's when working as one, as the wallet does): what a company buys is delivered to the
 * company's addresses and paid from its wallet.
 */
import { regionFields } from '../regions/schema.js';
import { phone } from '../validation/rules.js';
import { flag, input, num, text, ulid } from '../validation/zod.js';
import type { Goods } from './mall-goods.js';
import { GOODS_LIMITS } from './mall-goods.js';

export const ADDRESS_LIMITS = { perAccount: 20, street: 120, contact: 20, label: 10 } as const;
export const CART_LIMITS = { items: 120 } as const;

/** POST mall/address/save: create, or with `id` update, an address of the session's account. */
export const saveAddressInput = input({
  id: ulid('收货地址').optional(),
  ...regionFields(),
  street: text('详细地址', { max: ADDRESS_LIMITS.street }),
  contact: text('收货人', { max: ADDRESS_LIMITS.contact }),
  phone: phone('联系电话'),
  /** 家、公司、仓库 … (optional tag). */
  label: text('地址标签', { min: 0, max: ADDRESS_LIMITS.label }).optional(),
  isDefault: flag('默认地址').optional(),
});
export const addressIdInput = input({ id: ulid('收货地址') });

export interface Address {
  id: string;
  provinceCode: string;
  cityCode?: string;
  districtCode?: string;
  /** 浙江省 杭州市 西湖区 */
  regionLabel: string;
  street: string;
  contact: string;
  /** Shown in full to its owner only. */
  phone: string;
  label: string;
  isDefault: boolean;
  updateTime: number;
}

const quantity = () => num('数量', { min: 1, max: GOODS_LIMITS.maxQuantity });

/** POST mall/cart/add: adds to the quantity already in the cart (a new line is selected). */
export const addToCartInput = input({ goodsId: ulid('商品'), quantity: quantity() });
/** POST mall/cart/update: set a line's quantity and/or whether it is selected for checkout. */
export const updateCartInput = input({ goodsId: ulid('商品'), quantity: quantity().optional(), selected: flag('是否选中').optional() });
/** POST mall/cart/remove: drop lines. */
export const removeFromCartInput = input({ goodsIds: ulid('商品').array().min(1, '请选择商品').max(CART_LIMITS.items, `最多${CART_LIMITS.items}件`) });
/** POST mall/cart/select: select or unselect lines at once (a seller's, or all). */
export const selectCartInput = input({ goodsIds: ulid('商品').array().max(CART_LIMITS.items).optional(), selected: flag('是否选中') });

/** One line of the cart, checked against the goods as they are now. */
export interface CartLine {
  goodsId: string;
  quantity: number;
  selected: boolean;
  /** The unit price when it was added, and now (fen): a change is shown, never charged silently. */
  addedPrice: number;
  goods: Goods;
  /** 已下架, 库存不足（剩 3 件）, 低于起订量 10 件, 商品已删除 — or empty when it can be bought as it is. */
  problem: string;
  addTime: number;
}

/** GET mall/cart/list: lines grouped by seller, newest first. */
export interface CartView {
  groups: { seller: Goods['seller']; lines: CartLine[] }[];
  /** Lines in all, and the selected ones' total at today's prices (fen). */
  count: number;
  selectedAmount: number;
}
