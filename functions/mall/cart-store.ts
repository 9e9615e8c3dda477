/**
 * The cart (docs/mall.md "The cart"): one line per listing in the account's partition, and a head that counts the lines
 * (at most CART_LIMITS.items, held by the transaction that adds a line). A line's quantity moves only over the
 * quantity read, so adds made at once each count.
 */
import { CART_LIMITS } from '../../shared/schemas/mall-cart.js';
import { fail } from '../lib/errors.js';
import { getItem, queryAll, table, type TransactItems } from '../lib/store/client.js';
import { CART_LINE_PREFIX, cartHeadKey, cartLineKey } from './keys.js';
import { commit } from './store.js';

export interface CartLineItem {
  accountId: string;
  goodsId: string;
  sellerId: string;
  quantity: number;
  selected: boolean;
  /** The listing's price when the line was added (fen): a change since is shown, never charged silently. */
  addedPrice: number;
  addTime: number;
  updateTime: number;
}

class Refused extends Error {}

/** Runs a commit whose refusal means "read again and retry": false when a condition refused it. */
const tried = async (items: TransactItems, refusal?: (index: number) => Error | undefined): Promise<boolean> => {
  try {
    await commit(items, (index) => refusal?.(index) ?? new Refused());
    return true;
  } catch (error) {
    if (error instanceof Refused) return false;
    throw error;
  }
};

export const cartLinesOf = (accountId: string): Promise<CartLineItem[]> =>
  queryAll<CartLineItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': cartHeadKey(accountId).pk, ':prefix': CART_LINE_PREFIX },
    ConsistentRead: true,
  });

export const getCartLine = (accountId: string, goodsId: string): Promise<CartLineItem | undefined> => getItem<CartLineItem>(cartLineKey(accountId, goodsId), { consistent: true });

export const cartCountOf = async (accountId: string): Promise<number> => (await getItem<{ lines?: number }>(cartHeadKey(accountId), { consistent: true }))?.lines ?? 0;

/** A new line, counted under the limit (CART_FULL); false when the line exists meanwhile (another add came first). */
export const addCartLine = (line: CartLineItem): Promise<boolean> =>
  tried(
    [
      { Put: { TableName: table(), Item: { ...cartLineKey(line.accountId, line.goodsId), ...line }, ConditionExpression: 'attribute_not_exists(pk)' } },
      {
        Update: {
          TableName: table(),
          Key: cartHeadKey(line.accountId),
          UpdateExpression: 'ADD #lines :one',
          ConditionExpression: 'attribute_not_exists(#lines) OR #lines < :cap',
          ExpressionAttributeNames: { '#lines': 'lines' },
          ExpressionAttributeValues: { ':one': 1, ':cap': CART_LIMITS.items },
        },
      },
    ],
    (index) => (index === 1 ? fail('CART_FULL') : undefined),
  );

/**
 * A line's quantity from `from` to `to` (selected again, as a new add is), at the price the buyer saw when adding (the
 * listing's now: the whole line is then held to it at checkout); false when it is no longer `from`.
 */
export const growCartLine = (accountId: string, goodsId: string, from: number, to: number, price: number, now: number): Promise<boolean> =>
  tried([
    {
      Update: {
        TableName: table(),
        Key: cartLineKey(accountId, goodsId),
        UpdateExpression: 'SET quantity = :to, selected = :yes, addedPrice = :price, updateTime = :now',
        ConditionExpression: 'quantity = :from',
        ExpressionAttributeValues: { ':to': to, ':yes': true, ':price': price, ':now': now, ':from': from },
      },
    },
  ]);

/** A line's quantity and/or selection set; false when the line is not in the cart. */
export const setCartLine = (accountId: string, goodsId: string, change: { quantity?: number | undefined; selected?: boolean | undefined }, now: number): Promise<boolean> => {
  const sets = ['updateTime = :now', ...(change.quantity !== undefined ? ['quantity = :q'] : []), ...(change.selected !== undefined ? ['selected = :s'] : [])];
  return tried([
    {
      Update: {
        TableName: table(),
        Key: cartLineKey(accountId, goodsId),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':now': now, ...(change.quantity !== undefined ? { ':q': change.quantity } : {}), ...(change.selected !== undefined ? { ':s': change.selected } : {}) },
      },
    },
  ]);
};

/** A transaction's items removing lines that are in the cart, with the count one less each; refused if one is gone. */
export const removeCartLineItems = (accountId: string, goodsIds: readonly string[]): TransactItems => [
  ...goodsIds.map((goodsId) => ({ Delete: { TableName: table(), Key: cartLineKey(accountId, goodsId), ConditionExpression: 'attribute_exists(pk)' } })),
  { Update: { TableName: table(), Key: cartHeadKey(accountId), UpdateExpression: 'ADD #lines :minus', ExpressionAttributeNames: { '#lines': 'lines' }, ExpressionAttributeValues: { ':minus': -goodsIds.length } } },
];

/** Removes lines (99 to a transaction); false when one was gone meanwhile (nothing of that transaction removed). */
export const removeCartLines = async (accountId: string, goodsIds: readonly string[]): Promise<boolean> => {
  for (let i = 0; i < goodsIds.length; i += 99) {
    if (!(await tried(removeCartLineItems(accountId, goodsIds.slice(i, i + 99))))) return false;
  }
  return true;
};

/** Selects or unselects lines (100 to a transaction); false when one was gone meanwhile. */
export const selectCartLines = async (accountId: string, goodsIds: readonly string[], selected: boolean, now: number): Promise<boolean> => {
  for (let i = 0; i < goodsIds.length; i += 100) {
    const items: TransactItems = goodsIds.slice(i, i + 100).map((goodsId) => ({
      Update: {
        TableName: table(),
        Key: cartLineKey(accountId, goodsId),
        UpdateExpression: 'SET selected = :s, updateTime = :now',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':s': selected, ':now': now },
      },
    }));
    if (!(await tried(items))) return false;
  }
  return true;
};
