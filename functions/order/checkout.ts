/**
 * Checkout (`order.submit`; docs/orders.md "Checkout"): the lines are checked against the listings as they are now
 * (orderable kinds, on sale, not the buyer's own, the minimum order quantity, the price the buyer saw: the line's
 * `price` when sent, else for a checkout from the cart the price the line was added at), split into one
 * order per seller, and written in one transaction with the stock each line reserves (a condition on the listing's
 * stock: never oversold), the orders' expiry timers, the counts, the removal of the lines from the cart and the claim
 * of the requestId (a repeat answers the same orders). A checkout too large for one transaction (over 100 writes) is
 * written seller by seller, the claim with the last; when one is refused, the orders already written are cancelled
 * at once by the platform (their stock returned) before the refusal is answered.
 */
import { createHash } from 'node:crypto';
import { ORDER_TIMING } from '../../shared/mall.js';
import { orderRegistry } from '../../shared/process/order-registry.js';
import type { OrderSubmitted } from '../../shared/schemas/order.js';
import type { TokenClaims } from '../lib/auth/token.js';
import { AppError, fail } from '../lib/errors.js';
import { newId } from '../lib/ids.js';
import { timerWrites } from '../lib/process/run.js';
import { addressOf, cartLinesOf, goodsByIds, mallAccountOf, removeCartLineItems, reserveStockItem, sellersOpen, type GoodsItem, type MallAccount } from '../mall/public.js';
import type { OrderItem, OrderLineItem } from './model.js';
import { endUnpaid } from './moves.js';
import { tell } from './notify.js';
import { partyOf } from './parties.js';
import { retrying } from './retry.js';
import { asSteps, claimStep, commit, countSteps, getCheckoutClaim, getOrder, orderStep, type CheckoutClaim, type Step } from './store.js';
import { orderKey } from './keys.js';

export interface SubmitInput {
  items: { goodsId: string; quantity: number; price?: number | undefined }[];
  addressId: string;
  remark?: string | undefined;
  fromCart?: boolean | undefined;
  requestId: string;
}

/** What a checkout asks, for telling a repeat from another operation under the same requestId. */
const fingerprintOf = (input: SubmitInput): string =>
  createHash('sha256')
    .update(JSON.stringify([input.addressId, [...input.items].map((i) => [i.goodsId, i.quantity]).sort(), input.remark ?? '', Boolean(input.fromCart)]))
    .digest('base64url');

const answerOf = (claim: CheckoutClaim): OrderSubmitted => ({ orderIds: claim.orderIds, amount: claim.amount, payDueTime: claim.payDueTime });

/**
 * The lines as one per listing (a listing named twice is its quantities added), checked against the listing now.
 * `cartPrices` are the prices the buyer's cart lines were added at (a checkout from the cart): a line sent without
 * `price` is held to its cart line's, so a cart checkout never charges a price the buyer did not see.
 */
const checkLines = (
  items: SubmitInput['items'],
  goods: Map<string, GoodsItem>,
  buyer: MallAccount,
  cartPrices: ReadonlyMap<string, number>,
  openSellers: ReadonlySet<string>,
): { goods: GoodsItem; quantity: number }[] => {
  // Every price the buyer saw is held to the listing's: a listing named twice keeps each line's price, not the last.
  const merged = new Map<string, { quantity: number; prices: number[] }>();
  for (const item of items) {
    const seen = merged.get(item.goodsId);
    const price = item.price ?? cartPrices.get(item.goodsId);
    merged.set(item.goodsId, { quantity: (seen?.quantity ?? 0) + item.quantity, prices: [...(seen?.prices ?? []), ...(price === undefined ? [] : [price])] });
  }
  return [...merged].map(([goodsId, { quantity, prices }]) => {
    const g = goods.get(goodsId);
    // A cancelled or disabled seller's listing is as if off sale (mall's sellersOpen).
    if (!g || g.deleted || !g.isOnSale || (g.goodsType !== 1 && g.goodsType !== 2) || !openSellers.has(g.sellerId)) throw fail('ORDER_GOODS_UNAVAILABLE', undefined, { goodsId });
    if (g.sellerId === buyer.id) throw fail('ORDER_OWN_GOODS', undefined, { goodsId });
    if (prices.some((price) => price !== g.price)) throw fail('ORDER_PRICE_CHANGED', undefined, { goodsId, price: g.price });
    const minimum = g.minOrderQuantity ?? 1;
    if (quantity < minimum) throw fail('ORDER_BELOW_MINIMUM', `购买数量低于起订量${minimum}${g.unit ?? '件'}`, { goodsId, minOrderQuantity: minimum });
    if (quantity > (g.stock ?? 0)) throw fail('ORDER_STOCK_SHORT', undefined, { goodsId, stock: g.stock ?? 0 });
    return { goods: g, quantity };
  });
};

const lineOf = (g: GoodsItem, quantity: number): OrderLineItem => ({
  goodsId: g.id,
  goodsType: g.goodsType,
  name: g.name ?? '',
  specification: g.specification ?? '',
  unit: g.unit ?? '',
  cover: g.pictures?.[0] ?? '',
  unitPrice: g.price,
  quantity,
  amount: g.price * quantity,
  evaluated: false,
});

/** A refused reservation names its listing; what it lacks now is read again for the answer. */
const stockRefusal = (goodsId: string) => () => fail('ORDER_STOCK_SHORT', undefined, { goodsId });
const explainStock = async (error: unknown): Promise<never> => {
  const goodsId = error instanceof AppError && error.code === 107002 ? (error.data as { goodsId?: string } | null)?.goodsId : undefined;
  if (!goodsId) throw error;
  const g = (await goodsByIds([goodsId])).get(goodsId);
  if (!g || g.deleted || !g.isOnSale) throw fail('ORDER_GOODS_UNAVAILABLE', undefined, { goodsId });
  throw fail('ORDER_STOCK_SHORT', undefined, { goodsId, stock: g.stock ?? 0 });
};

class Claimed extends Error {}

export const submitOrder = async (claims: TokenClaims, input: SubmitInput): Promise<OrderSubmitted> => {
  const buyer = await mallAccountOf(claims);
  const fingerprint = fingerprintOf(input);
  const repeat = async (): Promise<OrderSubmitted | undefined> => {
    const earlier = await getCheckoutClaim(buyer.id, input.requestId);
    if (!earlier) return undefined;
    if (earlier.fingerprint !== fingerprint) throw fail('ORDER_REQUEST_REUSED');
    return answerOf(earlier);
  };
  const earlier = await repeat();
  if (earlier) return earlier;

  const address = await addressOf(buyer.id, input.addressId);
  if (!address) throw fail('ORDER_ADDRESS_NOT_FOUND');
  const buyerParty = await partyOf(buyer);

  const attempt = async (): Promise<OrderSubmitted> => {
    // The cart's lines and the price each was added at: the price the buyer saw where the line names none.
    const inCart = new Map(input.fromCart ? (await cartLinesOf(buyer.id)).map((l) => [l.goodsId, l.addedPrice] as const) : []);
    const goods = await goodsByIds(input.items.map((i) => i.goodsId));
    const lines = checkLines(input.items, goods, buyer, inCart, await sellersOpen([...goods.values()]));
    const bySeller = new Map<string, { goods: GoodsItem; quantity: number }[]>();
    for (const line of lines) bySeller.set(line.goods.sellerId, [...(bySeller.get(line.goods.sellerId) ?? []), line]);
    const now = Date.now();
    const payDueTime = now + ORDER_TIMING.payMinutes * 60_000;
    const { state, processVersion } = orderRegistry.start('order');
    const process = orderRegistry.latest('order');
    const parts: { order: OrderItem; steps: Step[] }[] = [];
    for (const sellerLines of bySeller.values()) {
      const first = sellerLines[0]!.goods;
      const seller = await partyOf({ type: first.sellerType, id: first.sellerId }, first.sellerName);
      const orderLines = sellerLines.map((l) => lineOf(l.goods, l.quantity));
      const amount = orderLines.reduce((sum, l) => sum + l.amount, 0);
      const order: OrderItem = {
        id: newId(),
        processVersion,
        state,
        rev: 1,
        buyer: buyerParty,
        seller,
        placedBy: claims.userId,
        lines: orderLines,
        amount,
        paid: 0,
        refunded: 0,
        commission: 0,
        sellerIncome: 0,
        address: { regionLabel: address.regionLabel, street: address.street, contact: address.contact, phone: address.phone },
        remark: input.remark ?? '',
        carrier: '',
        trackingNo: '',
        createTime: now,
        payTime: 0,
        deliverTime: 0,
        payDueTime,
        receiveDueTime: 0,
        receiptExtended: false,
        completeTime: 0,
        cancelTime: 0,
        closeTime: 0,
        updateTime: now,
        checkoutRequest: input.requestId,
        payRequest: '',
        openRefundId: '',
        lastRefundId: '',
        lastRefundState: '',
        invoiceState: '',
        cancelReason: '',
      };
      const cartIds = sellerLines.map((l) => l.goods.id).filter((id) => inCart.has(id));
      parts.push({
        order,
        steps: [
          orderStep(order, undefined),
          ...asSteps(timerWrites(process, { pk: orderKey(order.id).pk, id: order.id, attributes: { ...order } }, undefined, state, now)),
          ...sellerLines.map((l) => ({ item: reserveStockItem(l.goods.id, l.quantity), refusal: stockRefusal(l.goods.id) })),
          ...countSteps([{ accountId: seller.accountId, delta: { sWaitPay: 1 } }]),
          // Lines gone from the cart meanwhile (removed in another tab) are not this checkout's to remove.
          ...(cartIds.length ? asSteps(removeCartLineItems(buyer.id, cartIds)).map((s) => ({ ...s, refusal: () => fail('STALE_DATA') })) : []),
        ],
      });
    }
    const amount = parts.reduce((sum, p) => sum + p.order.amount, 0);
    const claim: CheckoutClaim = { buyerId: buyer.id, requestId: input.requestId, orderIds: parts.map((p) => p.order.id), amount, payDueTime, fingerprint, createTime: now };
    const buyerCounts = countSteps([{ accountId: buyer.id, delta: { bWaitPay: parts.length } }]);
    const claimed = { ...claimStep(claim), refusal: () => new Claimed() as unknown as AppError };
    const all = [...parts.flatMap((p) => p.steps), ...buyerCounts, claimed];
    try {
      if (all.length <= 100) await commit(all);
      else await commitSellerBySeller(parts, [...buyerCounts, claimed]);
    } catch (error) {
      if (error instanceof Claimed) return (await repeat()) ?? Promise.reject(fail('STALE_DATA'));
      return explainStock(error);
    }
    return answerOf(claim);
  };
  const answer = await retrying(attempt).catch(async (error: unknown) => {
    // The same requestId sent twice at once: the one that claimed it answers both.
    const first = await repeat().catch(() => undefined);
    if (first) return first;
    throw error;
  });
  await Promise.all(answer.orderIds.map(async (id) => {
    const order = await getOrder(id);
    if (order) await tell(order, 'submitted', { seller: `新订单待付款：${order.lines[0]?.name ?? ''}` });
  }));
  return answer;
};

/** Seller by seller, the claim and the buyer's counts with the last; a refusal cancels the orders written before it. */
const commitSellerBySeller = async (parts: { order: OrderItem; steps: Step[] }[], last: Step[]): Promise<void> => {
  const written: OrderItem[] = [];
  try {
    for (const [index, part] of parts.entries()) {
      await commit(index === parts.length - 1 ? [...part.steps, ...last] : part.steps);
      written.push(part.order);
    }
  } catch (error) {
    for (const order of written) await endUnpaid(order.id, 'expire', Date.now(), '提交未完成，订单已撤回', { buyerUncounted: true });
    throw error;
  }
};
