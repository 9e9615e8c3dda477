/**
 * Reading listings (docs/mall.md "Access patterns"): one's own for editing (`goods/search_one_material`), a listing's
 * detail for anyone (off sale: its managers only; deleted: no one), the ad-post page's lists, a seller's listings on
 * sale, one's own on sale to recommend in the chat, and 立即购买's check of a quantity. Lists are index Queries, never a Scan.
 */
import type { Page } from '../../shared/envelope.js';
import { ORDERABLE_GOODS_TYPES, type BuyGoodsInfo, type Goods, type GoodsType } from '../../shared/schemas/mall-goods.js';
import type { TokenClaims } from '../lib/auth/token.js';
import { fail } from '../lib/errors.js';
import { ownGoods } from './goods.js';
import { getGoods, onSalePage, sellerGoodsPage, type GoodsItem } from './goods-store.js';
import { sellersOf, toGoods, toGoodsList } from './goods-view.js';
import { mallAccountOf, mayActFor, sessionAccount } from './managers.js';

/** Whether the viewer's session works as the listing's seller and may act for it. */
const viewerManages = async (goods: GoodsItem, viewer: TokenClaims | undefined): Promise<boolean> => {
  const account = viewer && sessionAccount(viewer);
  return account?.id === goods.sellerId && account.type === goods.sellerType && (await mayActFor(viewer!.userId, account));
};

/** A listing as the viewer may see it: not deleted, and on sale unless the viewer manages it; else not found. */
const visibleGoods = async (goodsId: string, viewer: TokenClaims | undefined): Promise<{ goods: GoodsItem; mine: boolean }> => {
  const goods = await getGoods(goodsId);
  if (!goods || goods.deleted) throw fail('GOODS_NOT_FOUND');
  const mine = await viewerManages(goods, viewer);
  if (!goods.isOnSale && !mine) throw fail('GOODS_NOT_FOUND');
  return { goods, mine };
};

const answer = async (goods: GoodsItem, mine: boolean): Promise<Goods> => toGoods(goods, (await sellersOf([goods])).get(goods.sellerId), mine);

/** `mall/goods/detail/{id}`: public; a visitor or another account sees listings on sale only. */
export const goodsDetail = async (viewer: TokenClaims | undefined, goodsId: string): Promise<Goods> => {
  const { goods, mine } = await visibleGoods(goodsId, viewer);
  return answer(goods, mine);
};

/** `goods/search_one_material/{id}`: one of the session's account's own listings, on sale or not, to edit. */
export const oneOwnGoods = async (claims: TokenClaims, goodsId: string): Promise<Goods> => answer(await ownGoods(await mallAccountOf(claims), goodsId), true);

/** `mall/goods/mine`: the account's listings of a kind, on sale first, each newest change first; or only on or off sale. */
export const myGoods = async (claims: TokenClaims, input: { goodsType: GoodsType; isOnSale?: boolean | undefined; current: number; size: number }): Promise<Page<Goods>> => {
  const account = await mallAccountOf(claims);
  const page = await sellerGoodsPage(account.id, input.goodsType, input.isOnSale, input.current, input.size);
  return { ...page, records: await toGoodsList(page.records, () => true) };
};

/** `mall/goods/seller`: public; a seller's listings on sale, of one kind or all. */
export const sellerGoods = async (viewer: TokenClaims | undefined, input: { sellerId: string; goodsType?: GoodsType | undefined; current: number; size: number }): Promise<Page<Goods>> => {
  const page = input.goodsType === undefined ? await onSalePage(input.sellerId, input.current, input.size) : await sellerGoodsPage(input.sellerId, input.goodsType, true, input.current, input.size);
  const account = viewer && sessionAccount(viewer);
  const mine = account?.id === input.sellerId && (await mayActFor(viewer!.userId, account));
  return { ...page, records: await toGoodsList(page.records, () => mine) };
};

/** `goods/recommend-goods`: the account's own listings on sale (a goods card to send in the chat), by a word of the name. */
export const recommendGoods = async (claims: TokenClaims, input: { keyword?: string | undefined; current: number; size: number }): Promise<Page<Goods>> => {
  const account = await mallAccountOf(claims);
  const page = await onSalePage(account.id, input.current, input.size, input.keyword || undefined);
  return { ...page, records: await toGoodsList(page.records, () => true) };
};

/** Why this quantity of a listing cannot be bought now by `buyerId` ('' when it can): the cart's and 立即购买's rule. */
export const purchaseProblem = (goods: GoodsItem, quantity: number, buyerId: string | undefined): string => {
  if (goods.deleted) return '商品已删除';
  if (goods.sellerId === buyerId) return '不能购买自己的商品';
  if (!ORDERABLE_GOODS_TYPES.includes(goods.goodsType)) return '采购商品不能直接购买';
  if (!goods.isOnSale) return '已下架';
  const stock = goods.stock ?? 0;
  if (quantity > stock) return `库存不足（剩 ${stock} 件）`;
  const minimum = goods.minOrderQuantity ?? 1;
  if (quantity < minimum) return `低于起订量 ${minimum} 件`;
  return '';
};

/** `goods/buy-goods-info/{id}`: what buying this quantity now costs, and why it cannot be bought, if so. */
export const buyGoodsInfo = async (claims: TokenClaims, goodsId: string, quantity: number): Promise<BuyGoodsInfo> => {
  const { goods, mine } = await visibleGoods(goodsId, claims);
  const buyer = sessionAccount(claims);
  return { goods: await answer(goods, mine), quantity, amount: quantity * goods.price, problem: purchaseProblem(goods, quantity, buyer?.id) };
};
