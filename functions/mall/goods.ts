/**
 * Listing goods (spec §5 "Goods rows", §7.2 "Goods"; docs/mall.md): one listing saved at a time (`mall/goods/save`,
 * `goods/goods2`: checkOne, the row must not be empty) or the ad-post page's rows of one kind at once (`goods/goods`:
 * checkThree, empty rows skipped, all or none), put on or off sale, and deleted (soft). A listing is the session's
 * account's, written by one of its managers (managers.ts); every write keeps the seller's current name and grows `rev`.
 */
import { regionProblem } from '../../shared/regions/index.js';
import {
  checkOne,
  checkThree,
  GOODS_KIND_FIELDS,
  GOODS_LIMITS,
  goodsPriceOf,
  goodsRowProblem,
  isEmptyGoodsRow,
  type GoodsFields,
  type GoodsRow,
  type GoodsType,
} from '../../shared/schemas/mall-goods.js';
import { getOrg, getPerson } from '../account/public.js';
import type { TokenClaims } from '../lib/auth/token.js';
import { fail, fieldError, notYoursField } from '../lib/errors.js';
import { newId } from '../lib/ids.js';
import { isOwnOpaqueUploadKey } from '../lib/s3/upload-owner.js';
import { countPlatform } from '../lib/store/counters.js';
import { addGoods, getGoods, replaceGoods, softDeleteGoods, type GoodsItem } from './goods-store.js';
import { mallAccountOf, type MallAccount } from './managers.js';

type Row = Partial<GoodsFields> & Record<string, unknown>;

/** What the row says of its kind's fields, blanks left out; a research-result transfer offers one transfer unless told. */
const kindFields = (goodsType: GoodsType, row: Row): Partial<GoodsFields> => {
  const fields: Record<string, unknown> = {};
  for (const field of GOODS_KIND_FIELDS[goodsType]) {
    const value = row[field];
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    fields[field] = value;
  }
  if (goodsType === 2 && fields.stock === undefined) fields.stock = 1;
  return fields as Partial<GoodsFields>;
};

/** The row's own rules: a complete row of its kind (goodsRowProblem), a region whose codes hold together; 400 naming the field. */
const checkRow = (goodsType: GoodsType, row: Row, at: string): void => {
  const problem = goodsRowProblem(goodsType, row);
  if (problem) throw fieldError(`${at}${problem.field}`, problem.message);
  const region = regionProblem({ provinceCode: row.provinceCode, cityCode: row.cityCode, districtCode: row.districtCode }, 'none');
  if (region) throw fieldError(`${at}${region.field}`, region.message);
};

/** Each picture is the listing's already, or the caller's own `goods-image` upload (its key's proof is theirs): 403 naming the field. */
const checkPictures = async (pictures: readonly string[] | undefined, kept: readonly string[], userId: string, at: string): Promise<void> => {
  for (const [index, key] of (pictures ?? []).entries()) {
    if (kept.includes(key)) continue;
    if (!(await isOwnOpaqueUploadKey(key, 'goods-image', userId))) throw notYoursField(`${at}pictures.${index}`, '商品图片不是您上传的图片，请重新上传');
  }
};

/** The name buyers see beside the listing: the person's nickname or the organisation's name, as they are now. */
const sellerNameOf = async (account: MallAccount): Promise<string> =>
  account.type === 'PERSONAGE' ? ((await getPerson(account.id))?.nickname ?? '') : ((await getOrg(account.id))?.name ?? '');

const newItem = (account: MallAccount, sellerName: string, goodsType: GoodsType, row: Row, by: string, now: number): Omit<GoodsItem, 'pk' | 'sk'> => {
  const fields = kindFields(goodsType, row);
  return {
    ...fields,
    id: newId(),
    goodsType,
    sellerType: account.type,
    sellerId: account.id,
    sellerName,
    price: goodsPriceOf({ ...fields, goodsType }),
    isOnSale: fields.isOnSale ?? true,
    sales: 0,
    evaluationCount: 0,
    starSum: 0,
    createTime: now,
    updateTime: now,
    rev: 1,
    updatedBy: by,
  };
};

/**
 * Saves one listing of the session's account (`mall/goods/save`, `goods/goods2`): with `id` a rewrite of its fields
 * (its kind stays; on-sale state kept unless given), without a new listing. The row must not be empty (checkOne).
 */
export const saveGoods = async (claims: TokenClaims, input: { id?: string | undefined; goodsType: GoodsType } & GoodsRow): Promise<{ id: string }> => {
  const { id, goodsType, ...row } = input as { id?: string; goodsType: GoodsType } & Row;
  if (!checkOne([row])) throw fieldError('name', '请填写商品信息');
  checkRow(goodsType, row, '');
  const account = await mallAccountOf(claims);
  const now = Date.now();
  if (!id) {
    await checkPictures(row.pictures, [], claims.userId, '');
    const item = newItem(account, await sellerNameOf(account), goodsType, row, claims.userId, now);
    await addGoods(account.id, [item], GOODS_LIMITS.perAccount);
    if (item.isOnSale) await countPlatform('goods');
    return { id: item.id };
  }
  const old = await ownGoods(account, id);
  if (old.goodsType !== goodsType) throw fieldError('goodsType', '商品类型不能修改');
  await checkPictures(row.pictures, old.pictures ?? [], claims.userId, '');
  const fields = kindFields(goodsType, row);
  const item: Omit<GoodsItem, 'pk' | 'sk'> = {
    ...fields,
    id: old.id,
    goodsType,
    sellerType: old.sellerType,
    sellerId: old.sellerId,
    sellerName: await sellerNameOf(account),
    price: goodsPriceOf({ ...fields, goodsType }),
    isOnSale: fields.isOnSale ?? old.isOnSale,
    sales: old.sales,
    evaluationCount: old.evaluationCount,
    starSum: old.starSum,
    ...(old.openOrders !== undefined ? { openOrders: old.openOrders } : {}),
    createTime: old.createTime,
    updateTime: Math.max(now, old.updateTime + 1),
    rev: old.rev + 1,
    updatedBy: claims.userId,
  };
  if (!(await replaceGoods(item, old.rev))) throw fail('STALE_DATA');
  if (item.isOnSale !== old.isOnSale) await countPlatform('goods', item.isOnSale ? 1 : -1);
  return { id };
};

/**
 * The ad-post page's rows of one kind (`goods/goods`): fewer than 3 empty (checkThree), empty rows skipped, each other
 * row complete; all listings written in one transaction under the seller's limit, or none.
 */
export const saveGoodsRows = async (claims: TokenClaims, input: { goodsType: GoodsType; rows: GoodsRow[] }): Promise<{ ids: string[] }> => {
  const rows = input.rows as Row[];
  // Spec §5's checkThree counts three rows; a page that sent fewer left the rest empty.
  const padded = [...rows, ...Array.from({ length: GOODS_LIMITS.rowsAtOnce - rows.length }, () => ({}))];
  if (!checkThree(padded)) throw fieldError('rows', '请至少填写一行商品信息');
  const filled = rows.map((row, index) => ({ row, index })).filter(({ row }) => !isEmptyGoodsRow(row));
  for (const { row, index } of filled) checkRow(input.goodsType, row, `rows.${index}.`);
  const account = await mallAccountOf(claims);
  for (const { row, index } of filled) await checkPictures(row.pictures, [], claims.userId, `rows.${index}.`);
  const [sellerName, now] = [await sellerNameOf(account), Date.now()];
  const items = filled.map(({ row }) => newItem(account, sellerName, input.goodsType, row, claims.userId, now));
  await addGoods(account.id, items, GOODS_LIMITS.perAccount);
  // The home page's 商品数 counts listings on sale (docs/mall.md).
  await countPlatform('goods', items.filter((i) => i.isOnSale).length);
  return { ids: items.map((i) => i.id) };
};

/** A listing of the account, not deleted; anything else (another's, missing, deleted) is not found. */
export const ownGoods = async (account: MallAccount, goodsId: string): Promise<GoodsItem> => {
  const goods = await getGoods(goodsId);
  if (!goods || goods.deleted || goods.sellerId !== account.id || goods.sellerType !== account.type) throw fail('GOODS_NOT_FOUND');
  return goods;
};

/** On or off sale (`goods/is-show-info/{id}`); the same state again changes nothing. */
export const showGoods = async (claims: TokenClaims, goodsId: string, isOnSale: boolean): Promise<void> => {
  const account = await mallAccountOf(claims);
  const old = await ownGoods(account, goodsId);
  if (old.isOnSale === isOnSale) return;
  const { pk: _pk, sk: _sk, ...rest } = old;
  const item = { ...rest, isOnSale, sellerName: await sellerNameOf(account), updateTime: Math.max(Date.now(), old.updateTime + 1), rev: old.rev + 1, updatedBy: claims.userId };
  if (!(await replaceGoods(stripIndexKeys(item), old.rev))) throw fail('STALE_DATA');
  await countPlatform('goods', isOnSale ? 1 : -1);
};

/** The stored item without its derived keys (they are built again from its fields). */
const stripIndexKeys = (item: Record<string, unknown>): Omit<GoodsItem, 'pk' | 'sk'> => {
  const { gsi1pk: _a, gsi1sk: _b, gsi2pk: _c, gsi2sk: _d, kindpk: _e, kindsk: _f, ...rest } = item;
  return rest as unknown as Omit<GoodsItem, 'pk' | 'sk'>;
};

/** Deletes a listing (soft): never shown again, kept for the orders that name it; refused while its orders are open. */
export const deleteGoods = async (claims: TokenClaims, goodsId: string): Promise<void> => {
  const account = await mallAccountOf(claims);
  const goods = await ownGoods(account, goodsId);
  await softDeleteGoods(goods, claims.userId, Math.max(Date.now(), goods.updateTime + 1));
  if (goods.isOnSale) await countPlatform('goods', -1);
};
