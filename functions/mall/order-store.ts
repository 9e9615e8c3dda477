/**
 * The steps of the order domain's transactions that touch listings (docs/mall.md "For the order domain"): stock is
 * reserved by a condition on the listing as it is at that moment, never by a read beforehand, so it is never oversold;
 * every step grows the listing's `rev`, so the search index follows.
 */
import { table, type TransactItems } from '../lib/store/client.js';
import { goodsKey } from './keys.js';

type Step = TransactItems[number];

/**
 * Reserves `quantity` of a listing for an order being submitted: refused unless it has that much stock and is on sale,
 * not deleted, and of an orderable kind. Takes it from the stock, adds it to the sales, and counts one more open order
 * (a listing with open orders cannot be deleted).
 */
export const reserveStockItem = (goodsId: string, quantity: number): Step => ({
  Update: {
    TableName: table(),
    Key: goodsKey(goodsId),
    UpdateExpression: 'ADD stock :minus, sales :q, openOrders :one, rev :one',
    ConditionExpression: 'stock >= :q AND isOnSale = :yes AND (attribute_not_exists(deleted) OR deleted = :no) AND goodsType IN (:supplier, :transfer)',
    ExpressionAttributeValues: { ':minus': -quantity, ':q': quantity, ':one': 1, ':yes': true, ':no': false, ':supplier': 1, ':transfer': 2 },
  },
});

/**
 * Returns a reservation's stock (an order cancelled or refunded before it shipped): back to the stock, off the sales,
 * one open order fewer. Whatever the listing's state since (off sale, deleted), the stock it held comes back.
 */
export const returnStockItem = (goodsId: string, quantity: number): Step => ({
  Update: {
    TableName: table(),
    Key: goodsKey(goodsId),
    UpdateExpression: 'ADD stock :q, sales :minus, openOrders :less, rev :one',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':q': quantity, ':minus': -quantity, ':less': -1, ':one': 1 },
  },
});

/** An order that reserved the listing's stock ended (completed): one open order fewer; its sales stay. */
export const orderClosedItem = (goodsId: string): Step => ({
  Update: {
    TableName: table(),
    Key: goodsKey(goodsId),
    UpdateExpression: 'ADD openOrders :less, rev :one',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':less': -1, ':one': 1 },
  },
});

/** An evaluation of the listing (1 to 5 stars): counted, and its stars summed, for the average answered. */
export const evaluationItem = (goodsId: string, star: number): Step => ({
  Update: {
    TableName: table(),
    Key: goodsKey(goodsId),
    UpdateExpression: 'ADD evaluationCount :one, starSum :star, rev :one',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':one': 1, ':star': star },
  },
});
