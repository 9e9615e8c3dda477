/**
 * The cart of the session's account (CONTRACT "Mall" mall/cart/*; docs/mall.md "The cart"): listings a buyer means to
 * order, one line each, quantities accumulating. Only supplier goods and research-result transfers on sale, of another
 * seller, within their stock and from their minimum order quantity go in; the list checks every line against the
 * listings as they are now (one BatchGet) and says what stands in the way of ordering it.
 */
import type { CartLine, CartView } from '../../shared/schemas/mall-cart.js';
import { ORDERABLE_GOODS_TYPES } from '../../shared/schemas/mall-goods.js';
import type { TokenClaims } from '../lib/auth/token.js';
import { fail } from '../lib/errors.js';
import { addCartLine, cartCountOf, cartLinesOf, getCartLine, growCartLine, removeCartLines, selectCartLines, setCartLine } from './cart-store.js';
import { purchaseProblem } from './goods-read.js';
import { getGoods, goodsByIds, type GoodsItem } from './goods-store.js';
import { sellersOf, sellersOpen, toGoods } from './goods-view.js';
import { mallAccountOf, type MallAccount } from './managers.js';

/** Whether `total` of the listing may be in the account's cart: the refusal a buyer is told, by code. */
const refuseQuantity = (goods: GoodsItem, total: number): void => {
  const stock = goods.stock ?? 0;
  if (total > stock) throw fail('GOODS_OVER_STOCK', `库存不足（剩 ${stock} 件）`);
  const minimum = goods.minOrderQuantity ?? 1;
  if (total < minimum) throw fail('GOODS_BELOW_MINIMUM', `低于起订量 ${minimum} 件`);
};

/** The listing a buyer may order: there, not deleted, another seller's, orderable and on sale. */
const orderableGoods = async (account: MallAccount, goodsId: string): Promise<GoodsItem> => {
  const goods = await getGoods(goodsId);
  if (!goods) throw fail('GOODS_NOT_FOUND');
  if (goods.deleted) throw fail('GOODS_DELETED');
  if (goods.sellerId === account.id) throw fail('GOODS_OWN');
  if (!ORDERABLE_GOODS_TYPES.includes(goods.goodsType)) throw fail('GOODS_NOT_ORDERABLE');
  // A cancelled or disabled seller's listings are as if off sale until the erasure takes them away.
  if (!goods.isOnSale || !(await sellersOpen([goods])).has(goods.sellerId)) throw fail('GOODS_OFF_SALE');
  return goods;
};

/** `mall/cart/add`: adds to the quantity in the cart (a new line is selected); answers how many lines the cart has. */
export const addToCart = async (claims: TokenClaims, goodsId: string, quantity: number): Promise<{ count: number }> => {
  const account = await mallAccountOf(claims);
  const goods = await orderableGoods(account, goodsId);
  // Adds made at once each read the line and move it from what they read: the one that loses reads again.
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const line = await getCartLine(account.id, goodsId);
    const total = (line?.quantity ?? 0) + quantity;
    refuseQuantity(goods, total);
    const now = Date.now();
    const done = line
      ? await growCartLine(account.id, goodsId, line.quantity, total, goods.price, now)
      : await addCartLine({ accountId: account.id, goodsId, sellerId: goods.sellerId, quantity: total, selected: true, addedPrice: goods.price, addTime: now, updateTime: now });
    if (done) return { count: await cartCountOf(account.id) };
  }
  throw fail('STALE_DATA');
};

/** `mall/cart/list`: lines grouped by seller (the seller of the newest line first), each checked against its listing now. */
export const listCart = async (claims: TokenClaims): Promise<CartView> => {
  const account = await mallAccountOf(claims);
  const lines = (await cartLinesOf(account.id)).sort((a, b) => b.addTime - a.addTime);
  const goods = await goodsByIds(lines.map((l) => l.goodsId));
  const present = lines.filter((l) => goods.has(l.goodsId));
  const sellers = await sellersOf(present.map((l) => goods.get(l.goodsId)!));
  const groups = new Map<string, CartView['groups'][number]>();
  let selectedAmount = 0;
  for (const line of present) {
    const item = goods.get(line.goodsId)!;
    const seller = sellers.get(item.sellerId)!;
    const problem = purchaseProblem(item, line.quantity, account.id);
    if (line.selected && !problem) selectedAmount += item.price * line.quantity;
    const answer: CartLine = { goodsId: line.goodsId, quantity: line.quantity, selected: line.selected, addedPrice: line.addedPrice, goods: toGoods(item, seller, false), problem, addTime: line.addTime };
    const group = groups.get(item.sellerId) ?? { seller, lines: [] };
    group.lines.push(answer);
    groups.set(item.sellerId, group);
  }
  return { groups: [...groups.values()], count: present.length, selectedAmount };
};

/** `mall/cart/update`: a line's quantity (held to the listing as it is now) and/or whether it is selected. */
export const updateCart = async (claims: TokenClaims, input: { goodsId: string; quantity?: number | undefined; selected?: boolean | undefined }): Promise<void> => {
  const account = await mallAccountOf(claims);
  if (!(await getCartLine(account.id, input.goodsId))) throw fail('CART_LINE_NOT_FOUND');
  if (input.quantity !== undefined) refuseQuantity(await orderableGoods(account, input.goodsId), input.quantity);
  if (!(await setCartLine(account.id, input.goodsId, input, Date.now()))) throw fail('CART_LINE_NOT_FOUND');
};

/** The named lines, all of them in the cart; else not found and nothing changes. */
const linesNamed = async (account: MallAccount, goodsIds: readonly string[] | undefined): Promise<string[]> => {
  const inCart = new Set((await cartLinesOf(account.id)).map((l) => l.goodsId));
  if (!goodsIds) return [...inCart];
  const named = [...new Set(goodsIds)];
  if (named.some((id) => !inCart.has(id))) throw fail('CART_LINE_NOT_FOUND');
  return named;
};

/** `mall/cart/remove`: drops lines, all named or none. */
export const removeFromCart = async (claims: TokenClaims, goodsIds: readonly string[]): Promise<void> => {
  const account = await mallAccountOf(claims);
  if (!(await removeCartLines(account.id, await linesNamed(account, goodsIds)))) throw fail('STALE_DATA');
};

/** `mall/cart/select`: selects or unselects the named lines, or every line when none is named. */
export const selectInCart = async (claims: TokenClaims, goodsIds: readonly string[] | undefined, selected: boolean): Promise<void> => {
  const account = await mallAccountOf(claims);
  if (!(await selectCartLines(account.id, await linesNamed(account, goodsIds), selected, Date.now()))) throw fail('STALE_DATA');
};
