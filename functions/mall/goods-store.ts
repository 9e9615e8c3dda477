/**
 * The listings' store (docs/mall.md "The listing item"): one item per listing, `GOODS#<id>` / `GOODS`, the search kind
 * `goods` (its attributes: shared/schemas/mall-search.ts `GoodsSearchItem`), written whole under its `rev` or moved by
 * a named step; a seller's head counts its listings under GOODS_LIMITS.perAccount in the transaction that adds them.
 */
import type { Page } from '../../shared/envelope.js';
import type { GoodsFields, GoodsType } from '../../shared/schemas/mall-goods.js';
import type { SearchKind } from '../../shared/search.js';
import { fail } from '../lib/errors.js';
import { kindKeys } from '../lib/search/listing-store.js';
import { batchGet, getItem, queryAll, table, type TransactItems } from '../lib/store/client.js';
import { goodsKey, sellerGoodsIndex, sellerGoodsPartition, sellerHeadKey, sellerOnSaleIndex, sellerOnSalePartition } from './keys.js';
import { commit, indexPage } from './store.js';

/**
 * The search kind of listings. Until shared/search.ts declares `goods` (the search module's part of issue 29, with
 * its kind's declaration in functions/search), the name is typed by a cast: the items carry their kind keys from the
 * first write, so the first reindex finds every listing.
 */
const GOODS_KIND = 'goods' as string as SearchKind;

export type SellerType = 'PERSONAGE' | 'TEAM' | 'COMPANY';

/** A listing as stored: every field of its kind (flat), its seller, its figures, and what keeps it found and in step. */
export interface GoodsItem extends Partial<GoodsFields> {
  pk: string;
  sk: string;
  id: string;
  goodsType: GoodsType;
  sellerType: SellerType;
  sellerId: string;
  /** The person's nickname or the organisation's name when the listing was last written (docs/mall.md). */
  sellerName: string;
  /** `goodsPriceOf`: what it is found and sorted by, and an orderable listing's unit price. */
  price: number;
  isOnSale: boolean;
  /** A deleted listing is kept for the orders that name it, and never shown. */
  deleted?: boolean;
  sales: number;
  evaluationCount: number;
  starSum: number;
  /** Orders not yet closed that reserved its stock (the order domain moves it: public.ts). */
  openOrders?: number;
  createTime: number;
  updateTime: number;
  /** Grows with every write: the search index's version, and the guard of a whole rewrite. */
  rev: number;
  /** Who wrote it last (a manager of the seller). */
  updatedBy: string;
}

/** The item with the keys that make it found: its kind keys always, its list keys unless deleted (gsi2 only on sale). */
export const withKeys = (item: Omit<GoodsItem, 'pk' | 'sk'>): Record<string, unknown> => {
  const key = goodsKey(item.id);
  return {
    ...item,
    ...key,
    ...kindKeys(GOODS_KIND, key.pk),
    ...(item.deleted ? {} : sellerGoodsIndex(item.sellerId, item.goodsType, item.isOnSale, item.updateTime, item.id)),
    ...(item.deleted || !item.isOnSale ? {} : sellerOnSaleIndex(item.sellerId, item.updateTime, item.id)),
  };
};

export const getGoods = (goodsId: string): Promise<GoodsItem | undefined> => getItem<GoodsItem>(goodsKey(goodsId), { consistent: true });

/** Listings by id, strongly consistent (what a cart or a checkout decides on), in no order. */
export const goodsByIds = async (goodsIds: readonly string[]): Promise<Map<string, GoodsItem>> =>
  new Map((await batchGet<GoodsItem>([...new Set(goodsIds)].map(goodsKey), undefined, undefined, true)).map((g) => [g.id, g]));

/**
 * New listings of one seller, all or none: each put once, and the seller's count moved by their number only while it
 * stays within `cap` (GOODS_LIMIT otherwise), so listings added at once never pass it together.
 */
export const addGoods = async (sellerId: string, items: readonly Omit<GoodsItem, 'pk' | 'sk'>[], cap: number): Promise<void> => {
  const puts: TransactItems = items.map((item) => ({ Put: { TableName: table(), Item: withKeys(item), ConditionExpression: 'attribute_not_exists(pk)' } }));
  await commit(
    [
      ...puts,
      {
        Update: {
          TableName: table(),
          Key: sellerHeadKey(sellerId),
          UpdateExpression: 'ADD goodsCount :n',
          ConditionExpression: 'attribute_not_exists(goodsCount) OR goodsCount <= :room',
          ExpressionAttributeValues: { ':n': items.length, ':room': cap - items.length },
        },
      },
    ],
    (index) => (index === puts.length ? fail('GOODS_LIMIT') : fail('STALE_DATA')),
  );
};

const NOT_DELETED = '(attribute_not_exists(deleted) OR deleted = :no)';

/** Rewrites a listing whole (its seller's edit), only over the version read: false when another write came first or it was deleted. */
export const replaceGoods = async (item: Omit<GoodsItem, 'pk' | 'sk'>, readRev: number): Promise<boolean> => {
  try {
    await commit(
      [{ Put: { TableName: table(), Item: withKeys(item), ConditionExpression: `rev = :rev AND ${NOT_DELETED}`, ExpressionAttributeValues: { ':rev': readRev, ':no': false } } }],
      () => new StaleGoods(),
    );
    return true;
  } catch (error) {
    if (error instanceof StaleGoods) return false;
    throw error;
  }
};

class StaleGoods extends Error {}

/**
 * Deletes a listing (soft: kept for the orders that name it, never shown): `deleted`, off sale, its list keys gone,
 * the seller's count one less; refused while orders that reserved its stock are open, or when it changed since read.
 */
export const softDeleteGoods = async (goods: GoodsItem, by: string, now: number): Promise<void> => {
  await commit(
    [
      {
        Update: {
          TableName: table(),
          Key: goodsKey(goods.id),
          UpdateExpression: 'SET deleted = :yes, isOnSale = :no, updateTime = :now, updatedBy = :by, deleteTime = :now ADD rev :one REMOVE gsi1pk, gsi1sk, gsi2pk, gsi2sk',
          ConditionExpression: `rev = :rev AND ${NOT_DELETED} AND (attribute_not_exists(openOrders) OR openOrders <= :zero)`,
          ExpressionAttributeValues: { ':yes': true, ':no': false, ':now': now, ':by': by, ':one': 1, ':rev': goods.rev, ':zero': 0 },
        },
      },
      { Update: { TableName: table(), Key: sellerHeadKey(goods.sellerId), UpdateExpression: 'ADD goodsCount :minus', ExpressionAttributeValues: { ':minus': -1 } } },
    ],
    () => ((goods.openOrders ?? 0) > 0 ? fail('GOODS_OPEN_ORDERS') : fail('STALE_DATA')),
  );
};

/** A page of a seller's listings of one kind (on sale first, newest change first), or of those on sale or off sale. */
export const sellerGoodsPage = (sellerId: string, goodsType: GoodsType, onSale: boolean | undefined, current: number, size: number): Promise<Page<GoodsItem>> =>
  indexPage<GoodsItem>('gsi1', sellerGoodsPartition(sellerId), onSale === undefined ? `${goodsType}#` : `${goodsType}#${onSale ? 1 : 0}#`, current, size);

/** A page of a seller's listings on sale, every kind, newest change first; with a word, those whose name holds it. */
export const onSalePage = (sellerId: string, current: number, size: number, word?: string): Promise<Page<GoodsItem>> =>
  indexPage<GoodsItem>('gsi2', sellerOnSalePartition(sellerId), '', current, size, word ? { expression: 'contains(#name, :word)', names: { '#name': 'name' }, values: { ':word': word } } : undefined);

/** How many listings a seller has now (its head; the figure the limit holds). */
export const goodsCountOf = async (sellerId: string): Promise<number> => (await getItem<{ goodsCount?: number }>(sellerHeadKey(sellerId), { consistent: true }))?.goodsCount ?? 0;

/** Every listing of a seller that is not deleted (the demo seed's check that it ran). */
export const allSellerGoods = (sellerId: string): Promise<GoodsItem[]> =>
  queryAll<GoodsItem>({ IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': sellerGoodsPartition(sellerId) } });
