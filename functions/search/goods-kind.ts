/**
 * Goods as search documents (docs/search.md "Goods"): the mall's listings of the three kinds (采购商品, 供应商品,
 * 科技成果). The item is the mall domain's (`GOODS#<id>` / `GOODS`; its shape, `GoodsSearchItem`, is published in
 * shared/schemas/mall-search.ts); this declaration is the search domain's own, since the search domain stands above
 * the mall and reads its items without its code. Found: a listing on sale and not deleted, by everyone (visitors
 * too); any other has no document, and loses the one it had.
 */
import { GOODS_CATEGORIES, GOODS_IMAGE_KEY, GOODS_TYPE_VALUES, GOODS_UNITS, type GoodsCategory, type GoodsType, type GoodsUnit } from '../../shared/schemas/mall-goods.js';
import type { GoodsSearchItem } from '../../shared/schemas/mall-search.js';
import { SEARCH_KINDS } from '../../shared/search.js';
import { chineseText, defineSearchKind, epochDate, EVERYONE, integer, keyword, long } from '../lib/search/kind.js';

export interface GoodsDocument {
  goodsId: string;
  /** '0', '1' or '2' (a keyword, filtered on as text). */
  goodsType: string;
  goodsCategory: GoodsCategory;
  /** The category's name, so that 机械设备 finds the category's goods. */
  categoryName: string;
  name: string;
  specification?: string;
  brand?: string;
  unit?: GoodsUnit;
  unitPrice?: number;
  stock?: number;
  minOrderQuantity?: number;
  quantity?: number;
  budget?: number;
  deadline?: number;
  patentNo?: string;
  patentOwner?: string;
  transferNo?: string;
  amount?: number;
  serialNumber?: string;
  description: string;
  pictures: string[];
  provinceCode?: string;
  cityCode?: string;
  districtCode?: string;
  price: number;
  sellerType: GoodsSearchItem['sellerType'];
  sellerId: string;
  sellerName: string;
  sales: number;
  evaluationCount: number;
  starSum: number;
  createTime: number;
  updateTime: number;
}

/** The description's length in the index: enough for relevance (the mall's own limit is the same). */
const DESCRIPTION_CHARS = 2_000;
const SELLER_TYPES = ['PERSONAGE', 'TEAM', 'COMPANY'] as const;
const MAX_TIME = 8.64e15;

/**
 * What the kind reads of a goods item, checked and cut to what search needs; a malformed item throws (the module
 * rejects it and deletes its document). By hand, not with zod: the indexer's bundle stays small.
 */
const readGoodsItem = (item: GoodsSearchItem): Omit<GoodsDocument, 'categoryName'> => {
  const wrong = (field: string): never => {
    throw new Error(`${field} is malformed`);
  };
  const text = (value: unknown, field: string, max: number): string | undefined =>
    value === undefined || value === null ? undefined : typeof value === 'string' ? value.slice(0, max) : wrong(field);
  const code = (value: unknown, field: string, optional = true): string | undefined =>
    (value === undefined || value === null || value === '') && optional ? undefined : typeof value === 'string' && value.length > 0 && value.length <= 64 ? value : wrong(field);
  const whole = (value: unknown, field: string, max: number): number | undefined =>
    value === undefined || value === null ? undefined : typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= max ? value : wrong(field);
  const one = <T>(value: unknown, field: string, values: readonly T[]): T => ((values as readonly unknown[]).includes(value) ? (value as T) : wrong(field));
  const goodsType = one<GoodsType>(item.goodsType, 'goodsType', GOODS_TYPE_VALUES);
  const pictures = item.pictures === undefined || item.pictures === null ? [] : Array.isArray(item.pictures) && item.pictures.length <= 9 ? item.pictures.map((p) => (typeof p === 'string' && GOODS_IMAGE_KEY.test(p) ? p : wrong('pictures'))) : wrong('pictures');
  return {
    goodsId: code(item.id, 'id', false) as string,
    goodsType: String(goodsType),
    goodsCategory: Object.hasOwn(GOODS_CATEGORIES, item.goodsCategory) ? item.goodsCategory : wrong('goodsCategory'),
    name: text(item.name, 'name', 200) ?? wrong('name'),
    specification: text(item.specification, 'specification', 200),
    brand: text(item.brand, 'brand', 100),
    unit: item.unit === undefined || item.unit === null ? undefined : one<GoodsUnit>(item.unit, 'unit', GOODS_UNITS),
    unitPrice: whole(item.unitPrice, 'unitPrice', Number.MAX_SAFE_INTEGER),
    stock: whole(item.stock, 'stock', Number.MAX_SAFE_INTEGER),
    minOrderQuantity: whole(item.minOrderQuantity, 'minOrderQuantity', Number.MAX_SAFE_INTEGER),
    quantity: whole(item.quantity, 'quantity', Number.MAX_SAFE_INTEGER),
    budget: whole(item.budget, 'budget', Number.MAX_SAFE_INTEGER),
    deadline: whole(item.deadline, 'deadline', MAX_TIME),
    patentNo: text(item.patentNo, 'patentNo', 64),
    patentOwner: text(item.patentOwner, 'patentOwner', 100),
    transferNo: text(item.transferNo, 'transferNo', 64),
    amount: whole(item.amount, 'amount', Number.MAX_SAFE_INTEGER),
    serialNumber: text(item.serialNumber, 'serialNumber', 64),
    description: text(item.description, 'description', DESCRIPTION_CHARS) ?? '',
    pictures,
    provinceCode: code(item.provinceCode, 'provinceCode'),
    cityCode: code(item.cityCode, 'cityCode'),
    districtCode: code(item.districtCode, 'districtCode'),
    price: whole(item.price, 'price', Number.MAX_SAFE_INTEGER) ?? wrong('price'),
    sellerType: one(item.sellerType, 'sellerType', SELLER_TYPES),
    sellerId: code(item.sellerId, 'sellerId', false) as string,
    sellerName: text(item.sellerName, 'sellerName', 100) ?? '',
    sales: whole(item.sales, 'sales', Number.MAX_SAFE_INTEGER) ?? 0,
    evaluationCount: whole(item.evaluationCount, 'evaluationCount', 2 ** 31 - 1) ?? 0,
    starSum: whole(item.starSum, 'starSum', Number.MAX_SAFE_INTEGER) ?? 0,
    createTime: whole(item.createTime, 'createTime', MAX_TIME) ?? wrong('createTime'),
    updateTime: whole(item.updateTime, 'updateTime', MAX_TIME) ?? (item.createTime as number),
  };
};

/** The number fields kept in the document (not searched by words). */
const notIndexed = { type: 'keyword', index: false } as const;

export const goodsSearch = defineSearchKind<GoodsSearchItem, GoodsDocument>({
  kind: 'goods',
  settings: { index: { number_of_shards: 1, number_of_replicas: 1, refresh_interval: '1s' } },
  properties: {
    goodsId: keyword(),
    goodsType: keyword(),
    goodsCategory: keyword(),
    categoryName: chineseText(),
    name: chineseText(),
    specification: chineseText(),
    brand: chineseText(),
    unit: keyword(),
    unitPrice: long(),
    stock: long(),
    minOrderQuantity: long(),
    quantity: long(),
    budget: long(),
    deadline: epochDate(),
    patentNo: keyword(),
    patentOwner: chineseText(),
    transferNo: keyword(),
    amount: long(),
    serialNumber: keyword(),
    description: chineseText(),
    pictures: notIndexed,
    provinceCode: keyword(),
    cityCode: keyword(),
    districtCode: keyword(),
    price: long(),
    sellerType: keyword(),
    sellerId: keyword(),
    sellerName: chineseText(),
    sales: long(),
    evaluationCount: integer(),
    starSum: long(),
    createTime: epochDate(),
    updateTime: epochDate(),
  },
  text: { name: 5, brand: 3, specification: 2, categoryName: 1.5, sellerName: 1.5, patentOwner: 1, description: 1 },
  highlight: ['name'],
  filters: { type: 'goodsType', category: 'goodsCategory', province: 'provinceCode', city: 'cityCode', seller: 'sellerId' },
  ranges: { price: 'price' },
  // The first is the order without keywords (and the tie-breaker of equal scores with them).
  sorts: {
    newest: [{ field: 'createTime', order: 'desc' }],
    priceAsc: [{ field: 'price', order: 'asc' }],
    priceDesc: [{ field: 'price', order: 'desc' }],
    sales: [{ field: 'sales', order: 'desc' }],
  },
  tieBreaker: { field: 'goodsId', order: 'desc' },
  version: (item) => item.rev,
  toDocument: (item) => {
    if (item.isOnSale !== true || item.deleted === true) return undefined;
    const read = readGoodsItem(item);
    if (item.pk !== `${SEARCH_KINDS.goods.pkPrefix}${read.goodsId}`) throw new Error('its id is not the one of its key');
    return { readers: [EVERYONE], doc: { ...read, categoryName: GOODS_CATEGORIES[read.goodsCategory] } };
  },
});
