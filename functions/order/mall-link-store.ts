/**
 * TEMPORARY (until branch mall-backend's functions/mall/public.ts is merged; then this file is deleted and every import
 * of it becomes '../mall/public.js'): the mall's items the order domain needs, with the names and shapes the mall's
 * public module gives them — listings by id, the stock reservation and its return, the evaluation count, the cart's
 * lines, an account's address, who may act for an account.
 */
import type { AccountType } from '../../shared/domains.js';
import { regionLabel } from '../../shared/regions/index.js';
import type { Address } from '../../shared/schemas/mall-cart.js';
import { ORDERABLE_GOODS_TYPES, type GoodsFields, type GoodsType } from '../../shared/schemas/mall-goods.js';
import { getMember, getOrg } from '../account/public.js';
import type { TokenClaims } from '../lib/auth/token.js';
import { fail } from '../lib/errors.js';
import { batchGet, getItem, queryAll, table, type TransactItems } from '../lib/store/client.js';

type Item = TransactItems[number];
const goodsKey = (goodsId: string) => ({ pk: `GOODS#${goodsId}`, sk: 'GOODS' });

export interface MallAccount {
  type: AccountType;
  id: string;
}

export interface GoodsItem extends Partial<GoodsFields> {
  id: string;
  goodsType: GoodsType;
  sellerType: AccountType;
  sellerId: string;
  sellerName: string;
  price: number;
  isOnSale: boolean;
  deleted?: boolean;
  sales: number;
  evaluationCount: number;
  starSum: number;
}

export interface CartLineItem {
  accountId: string;
  goodsId: string;
  sellerId: string;
  quantity: number;
}

/** Whether `userId` may act for the account now: the person themself, or an organisation's administrator, authorised person or mall staff. */
export const mayActFor = async (userId: string, account: MallAccount): Promise<boolean> => {
  if (account.type === 'PERSONAGE') return account.id === userId;
  const [member, org, staff] = await Promise.all([getMember(account.id, userId), getOrg(account.id), getItem<{ since?: number }>({ pk: `SELLER#${account.id}`, sk: `STAFF#${userId}` }, { consistent: true })]);
  if (member?.status !== 'ACTIVE') return false;
  return member.role === 'ADMIN' || (org?.certigierId === userId && org.certigierSince === member.joinTime) || staff?.since === member.joinTime;
};

export const mallAccountOf = async (claims: TokenClaims): Promise<MallAccount> => {
  const account: MallAccount | undefined = claims.accountType === 'PERSONAGE' ? { type: 'PERSONAGE', id: claims.userId } : claims.orgId ? { type: claims.accountType, id: claims.orgId } : undefined;
  if (!account || !(await mayActFor(claims.userId, account))) throw fail('NOT_SELLER_STAFF', '只有管理员、授权人或商城管理员可以管理本单位的商城');
  return account;
};

export const goodsByIds = async (goodsIds: readonly string[]): Promise<Map<string, GoodsItem>> =>
  new Map((await batchGet<GoodsItem>([...new Set(goodsIds)].map(goodsKey), undefined, undefined, true)).map((g) => [g.id, g]));

export const purchaseProblem = (goods: GoodsItem, quantity: number, buyerId: string | undefined): string => {
  if (goods.deleted) return '商品已删除';
  if (goods.sellerId === buyerId) return '不能购买自己的商品';
  if (!ORDERABLE_GOODS_TYPES.includes(goods.goodsType)) return '采购商品不能直接购买';
  if (!goods.isOnSale) return '已下架';
  const stock = goods.stock ?? 0;
  if (quantity > stock) return `库存不足（剩 ${stock} 件）`;
  const minimum = goods.minOrderQuantity ?? 1;
  if (quantity < minimum) return `低于起订量 ${minimum} 件`;
  return '';
};

export const reserveStockItem = (goodsId: string, quantity: number): Item => ({
  Update: {
    TableName: table(),
    Key: goodsKey(goodsId),
    UpdateExpression: 'ADD stock :minus, sales :q, openOrders :one, rev :one',
    ConditionExpression: 'stock >= :q AND isOnSale = :yes AND (attribute_not_exists(deleted) OR deleted = :no) AND goodsType IN (:supplier, :transfer)',
    ExpressionAttributeValues: { ':minus': -quantity, ':q': quantity, ':one': 1, ':yes': true, ':no': false, ':supplier': 1, ':transfer': 2 },
  },
});

export const returnStockItem = (goodsId: string, quantity: number): Item => ({
  Update: {
    TableName: table(),
    Key: goodsKey(goodsId),
    UpdateExpression: 'ADD stock :q, sales :minus, openOrders :less, rev :one',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':q': quantity, ':minus': -quantity, ':less': -1, ':one': 1 },
  },
});

export const orderClosedItem = (goodsId: string): Item => ({
  Update: {
    TableName: table(),
    Key: goodsKey(goodsId),
    UpdateExpression: 'ADD openOrders :less, rev :one',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':less': -1, ':one': 1 },
  },
});

export const evaluationItem = (goodsId: string, star: number): Item => ({
  Update: {
    TableName: table(),
    Key: goodsKey(goodsId),
    UpdateExpression: 'ADD evaluationCount :one, starSum :star, rev :one',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':one': 1, ':star': star },
  },
});

export const cartLinesOf = (accountId: string): Promise<CartLineItem[]> =>
  queryAll<CartLineItem>({ KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)', ExpressionAttributeValues: { ':pk': `CART#${accountId}`, ':prefix': 'LINE#' }, ConsistentRead: true });

export const removeCartLineItems = (accountId: string, goodsIds: readonly string[]): TransactItems => [
  ...goodsIds.map((goodsId) => ({ Delete: { TableName: table(), Key: { pk: `CART#${accountId}`, sk: `LINE#${goodsId}` }, ConditionExpression: 'attribute_exists(pk)' } })),
  { Update: { TableName: table(), Key: { pk: `CART#${accountId}`, sk: 'HEAD' }, UpdateExpression: 'ADD #lines :minus', ExpressionAttributeNames: { '#lines': 'lines' }, ExpressionAttributeValues: { ':minus': -goodsIds.length } } },
];

interface AddressItem {
  id: string;
  provinceCode: string;
  cityCode?: string;
  districtCode?: string;
  street: string;
  contact: string;
  phone: string;
  label?: string;
  updateTime: number;
}

export const addressOf = async (accountId: string, addressId: string): Promise<Address | undefined> => {
  const item = await getItem<AddressItem>({ pk: `ADDR#${accountId}`, sk: `ADDR#${addressId}` }, { consistent: true });
  if (!item) return undefined;
  return {
    id: item.id,
    provinceCode: item.provinceCode,
    ...(item.cityCode ? { cityCode: item.cityCode } : {}),
    ...(item.districtCode ? { districtCode: item.districtCode } : {}),
    regionLabel: regionLabel(item.provinceCode, item.cityCode, item.districtCode),
    street: item.street,
    contact: item.contact,
    phone: item.phone,
    label: item.label ?? '',
    isDefault: false,
    updateTime: item.updateTime,
  };
};
