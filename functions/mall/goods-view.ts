/**
 * A listing as it is answered (shared/schemas/mall-goods.ts `Goods`): its kind's fields, its pictures' public URLs,
 * its seller as the seller is now (name and picture read with the answer), its figures, and whether the viewer manages
 * it. Fields of other kinds and the item's own bookkeeping are never answered.
 */
import { regionLabel } from '../../shared/regions/index.js';
import { GOODS_KIND_FIELDS, type Goods, type GoodsCategory, type GoodsSeller } from '../../shared/schemas/mall-goods.js';
import { orgsByIds, publicPeople } from '../account/public.js';
import { config } from '../lib/config.js';
import type { GoodsItem } from './goods-store.js';

export const pictureUrl = (key: string): string => `${config.filesBaseUrl}/${key}`;

/** The sellers of some listings as buyers see them now, by seller id: two BatchGets at most. */
export const sellersOf = async (items: readonly Pick<GoodsItem, 'sellerType' | 'sellerId' | 'sellerName'>[]): Promise<Map<string, GoodsSeller>> => {
  const people = items.filter((i) => i.sellerType === 'PERSONAGE').map((i) => i.sellerId);
  const orgs = items.filter((i) => i.sellerType !== 'PERSONAGE').map((i) => i.sellerId);
  const [persons, organisations] = await Promise.all([people.length ? publicPeople(people) : new Map(), orgs.length ? orgsByIds([...new Set(orgs)]) : new Map()]);
  const out = new Map<string, GoodsSeller>();
  for (const item of items) {
    const person = item.sellerType === 'PERSONAGE' ? persons.get(item.sellerId) : undefined;
    const org = item.sellerType === 'PERSONAGE' ? undefined : organisations.get(item.sellerId);
    out.set(item.sellerId, {
      sellerId: item.sellerId,
      sellerType: item.sellerType,
      name: person?.nickname ?? org?.name ?? item.sellerName,
      headPortrait: person?.headPortrait ?? org?.headPortrait ?? '',
      regionLabel: '',
    });
  }
  return out;
};

/**
 * The sellers of `items` who may sell now: a person not cancelled nor disabled, an organisation not cancelled. A
 * listing of anyone else is not orderable (cart, checkout), whatever its own state (outside-probe-29b).
 */
export const sellersOpen = async (items: readonly Pick<GoodsItem, 'sellerType' | 'sellerId'>[]): Promise<Set<string>> => {
  const people = [...new Set(items.filter((i) => i.sellerType === 'PERSONAGE').map((i) => i.sellerId))];
  const orgs = [...new Set(items.filter((i) => i.sellerType !== 'PERSONAGE').map((i) => i.sellerId))];
  const [persons, organisations] = await Promise.all([people.length ? publicPeople(people) : new Map(), orgs.length ? orgsByIds(orgs) : new Map()]);
  const open = new Set<string>();
  for (const id of people) if (persons.get(id)?.status === 'NORMAL') open.add(id);
  for (const id of orgs) if (organisations.get(id)?.status === 'ACTIVE') open.add(id);
  return open;
};

/** The answer of one listing; `seller` as sellersOf found it, `mine` whether the viewer manages it. */
export const toGoods = (item: GoodsItem, seller: GoodsSeller | undefined, mine: boolean): Goods => {
  const fields = Object.fromEntries(GOODS_KIND_FIELDS[item.goodsType].filter((f) => item[f] !== undefined).map((f) => [f, item[f]]));
  return {
    ...fields,
    id: item.id,
    goodsType: item.goodsType,
    goodsCategory: item.goodsCategory as GoodsCategory,
    isOnSale: item.isOnSale,
    name: item.name ?? '',
    price: item.price,
    pictures: item.pictures ?? [],
    pictureUrls: (item.pictures ?? []).map(pictureUrl),
    seller: seller ?? { sellerId: item.sellerId, sellerType: item.sellerType, name: item.sellerName, headPortrait: '', regionLabel: '' },
    regionLabel: regionLabel(item.provinceCode, item.cityCode, item.districtCode),
    sales: item.sales ?? 0,
    evaluationCount: item.evaluationCount ?? 0,
    starAverage: item.evaluationCount ? Math.round((item.starSum / item.evaluationCount) * 10) / 10 : 0,
    createTime: item.createTime,
    updateTime: item.updateTime,
    mine,
  };
};

/** Several listings answered at once (a list), their sellers read once. */
export const toGoodsList = async (items: readonly GoodsItem[], mine: (item: GoodsItem) => boolean): Promise<Goods[]> => {
  const sellers = await sellersOf(items);
  return items.map((item) => toGoods(item, sellers.get(item.sellerId), mine(item)));
};
