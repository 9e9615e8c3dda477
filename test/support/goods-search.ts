/**
 * Goods listing items as the mall domain writes them for search (shared/schemas/mall-search.ts `GoodsSearchItem`):
 * the attributes the goods kind reads, the `kinds` index keys and a `rev` that grows with every write. Tests write
 * them straight to the table, as the mall domain does, and the stream does the rest.
 */
import { ulid } from 'ulidx';
import { kindKeys, type AnyKindSpec } from '../../functions/lib/search/index.js';
import { goodsSearch } from '../../functions/search/goods-kind.js';
import { deleteItem, putItem } from '../../functions/lib/store/client.js';
import { goodsPriceOf } from '../../shared/schemas/mall-goods.js';
import type { GoodsSearchItem } from '../../shared/schemas/mall-search.js';

export const goodsSpec = goodsSearch as unknown as AnyKindSpec;

export type GoodsItemFields = Partial<GoodsSearchItem> & Pick<GoodsSearchItem, 'name'>;

/** A listing on sale: supplier goods unless told, its price from its kind's field (`goodsPriceOf`). */
export const goodsItem = (fields: GoodsItemFields): GoodsSearchItem => {
  const id = fields.id ?? ulid();
  const pk = `GOODS#${id}`;
  const now = Date.now();
  const base: GoodsSearchItem = {
    pk,
    sk: 'GOODS',
    ...kindKeys('goods', pk),
    id,
    rev: 1,
    goodsType: 1,
    goodsCategory: '01',
    isOnSale: true,
    sellerType: 'COMPANY',
    sellerId: 'ORG-goods-test',
    sellerName: '测试供应商有限公司',
    price: 0,
    sales: 0,
    evaluationCount: 0,
    starSum: 0,
    createTime: now,
    updateTime: now,
    ...fields,
  } as GoodsSearchItem;
  if (fields.price === undefined) base.price = goodsPriceOf(base as Parameters<typeof goodsPriceOf>[0]);
  return base;
};

/** Writes the item as the mall domain does (the caller raises `rev` for each later write). */
export const saveGoods = async (item: GoodsSearchItem): Promise<GoodsSearchItem> => {
  await putItem({ ...item });
  return item;
};

export const removeGoods = async (item: GoodsSearchItem): Promise<void> => {
  await deleteItem({ pk: item.pk, sk: item.sk });
};
