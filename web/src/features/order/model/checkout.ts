/**
 * What checkout orders: lines grouped by seller (one order each, as order.submit splits them), each line's price ×
 * quantity, each group's and the whole total, from the cart's selected lines (结算) or one goods (立即购买).
 */
import type { CartView } from '../../../../../shared/schemas/mall-cart.js';
import type { BuyGoodsInfo, Goods, GoodsSeller } from '../../../../../shared/schemas/mall-goods.js';
import type { OrderLine } from '../../../../../shared/schemas/order.js';

/**
 * A line to order, as the order's line will show it (`OrderLine`: the goods, the cover's URL, the unit price and the
 * quantity), with its seller. `unitPrice` is the price now (fen): sent with the order, which refuses it if it changed
 * meanwhile.
 */
export interface CheckoutLine extends Pick<OrderLine, 'goodsId' | 'name' | 'specification' | 'unit' | 'cover' | 'unitPrice' | 'quantity'> {
  seller: GoodsSeller;
}

export interface CheckoutGroup {
  seller: GoodsSeller;
  lines: CheckoutLine[];
  amount: number;
}

/** The price one unit costs now: a supplier goods' unit price, a research result's transfer amount. */
export const unitPriceOf = (goods: Goods): number => (goods.goodsType === 1 ? (goods.unitPrice ?? goods.price) : goods.price);

const lineOf = (goods: Goods, quantity: number): CheckoutLine => ({
  goodsId: goods.id,
  name: goods.name,
  specification: goods.specification ?? '',
  unit: goods.unit ?? '',
  cover: goods.pictureUrls[0] ?? '',
  unitPrice: unitPriceOf(goods),
  quantity,
  seller: goods.seller,
});

export const lineAmount = (line: Pick<CheckoutLine, 'unitPrice' | 'quantity'>): number => line.unitPrice * line.quantity;

/** Lines grouped by seller, in the order their sellers first appear. */
export const groupBySeller = (lines: readonly CheckoutLine[]): CheckoutGroup[] => {
  const groups = new Map<string, CheckoutGroup>();
  for (const line of lines) {
    const group = groups.get(line.seller.sellerId) ?? { seller: line.seller, lines: [], amount: 0 };
    group.lines.push(line);
    group.amount += lineAmount(line);
    groups.set(line.seller.sellerId, group);
  }
  return [...groups.values()];
};

export const totalOf = (groups: readonly CheckoutGroup[]): number => groups.reduce((sum, group) => sum + group.amount, 0);

/** The cart's lines selected for checkout that can be bought as they are (a line with a problem stays in the cart). */
export const cartLines = (cart: CartView): CheckoutLine[] =>
  cart.groups.flatMap((group) => group.lines.filter((line) => line.selected && !line.problem).map((line) => lineOf(line.goods, line.quantity)));

/** The one line of 立即购买, unless the goods cannot be bought now. */
export const buyNowLines = (info: BuyGoodsInfo): CheckoutLine[] => (info.problem ? [] : [lineOf(info.goods, info.quantity)]);

/** A quantity from the query: a whole number of at least 1, else 1. */
export const quantityOf = (typed: string | null): number => {
  const value = Number(typed);
  return Number.isInteger(value) && value >= 1 ? value : 1;
};
