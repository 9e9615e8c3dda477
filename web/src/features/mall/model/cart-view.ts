/**
 * The cart's rules on screen: which lines may be chosen (a line the server finds a problem with — 已下架, 库存不足,
 * 低于起订量, 商品已删除 — may not), the state of a seller's and of the whole cart's checkbox, and the chosen lines'
 * count and total at today's prices (fen). The server judges the problems and prices; the page only adds them up.
 */
import type { CartLine, CartView } from '../../../../../shared/schemas/mall-cart.js';

export type CheckState = boolean | 'mixed';

export const selectable = (line: Pick<CartLine, 'problem'>): boolean => line.problem === '';

/** A chosen line that can be bought as it is. */
export const chosen = (line: Pick<CartLine, 'problem' | 'selected'>): boolean => line.selected && selectable(line);

export const priceChanged = (line: Pick<CartLine, 'addedPrice' | 'goods'>): boolean => line.addedPrice !== line.goods.price;

/** Checked when every line that may be chosen is, mixed when some are, unchecked otherwise. */
export const checkStateOf = (lines: readonly CartLine[]): CheckState => {
  const open = lines.filter(selectable);
  const picked = open.filter((line) => line.selected).length;
  return open.length > 0 && picked === open.length ? true : picked > 0 ? 'mixed' : false;
};

export const allLines = (view: Pick<CartView, 'groups'>): CartLine[] => view.groups.flatMap((group) => group.lines);

export const lineAmount = (line: Pick<CartLine, 'quantity' | 'goods'>): number => line.quantity * line.goods.price;

/** What 结算 would buy: the chosen lines' count and total (fen). */
export const selectionOf = (view: Pick<CartView, 'groups'>): { count: number; amount: number; goodsIds: string[] } => {
  const lines = allLines(view).filter(chosen);
  return { count: lines.length, amount: lines.reduce((sum, line) => sum + lineAmount(line), 0), goodsIds: lines.map((line) => line.goodsId) };
};
