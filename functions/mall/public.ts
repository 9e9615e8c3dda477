/**
 * What other domains may use of the mall domain (docs/mall.md "For the order domain"): the order domain, above it,
 * builds checkout and its orders on these. Everything else in functions/mall is private to it.
 *
 * - `mallAccountOf(claims)`: the account a session buys and sells as (403 NOT_MALL_MANAGER for an organisation's member
 *   who does not manage its mall); `mayActFor(userId, account)`: may this person act for this seller or buyer now.
 * - `goodsByIds(ids)`: listings by id, strongly consistent (one BatchGet), deleted ones included, to price a checkout;
 *   `purchaseProblem(goods, quantity, buyerId)`: why that quantity cannot be ordered ('' when it can).
 * - Steps of the order's own transactions: `reserveStockItem` (stock taken under a condition: never oversold),
 *   `returnStockItem`, `orderClosedItem`, `evaluationItem`; `removeCartLineItems(accountId, goodsIds)` removes the
 *   checked-out lines (each must be in the cart: read them with `cartLinesOf`).
 * - `addressOf(accountId, addressId)`: a delivery address of the buyer's account, or undefined.
 * - `commit(items, refusal)`: a transaction that tries again when it only collided with another one on the same items
 *   (reservations of one listing at once do), and answers the refusing item's rule when a condition failed.
 */
export { mallAccountOf, managersOf, mayActFor, type MallAccount } from './managers.js';
export { goodsByIds, type GoodsItem } from './goods-store.js';
/** A renamed seller's listings follow its name (the order domain's sweep: shared/process/seller-name.ts). */
export { followSellerName } from './seller-name.js';
export { purchaseProblem } from './goods-read.js';
export { sellersOpen } from './goods-view.js';
export { evaluationItem, orderClosedItem, reserveStockItem, returnStockItem } from './order-store.js';
export { cartLinesOf, removeCartLineItems, type CartLineItem } from './cart-store.js';
export { addressOf } from './addresses.js';
export { commit, isConflict } from './store.js';
