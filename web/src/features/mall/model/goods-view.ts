/** How the mall shows a listing: its price line, cover, region and the seller's kind. */
import { formatFen } from '../../../../../shared/money.js';
import { regionLabel } from '../../../../../shared/regions/index.js';
import { GOODS_CATEGORIES, type Goods, type GoodsType } from '../../../../../shared/schemas/mall-goods.js';
import { tm } from '../texts.js';

/** The tabs' order (spec §2.4: 供应商品, 采购商品, 科技成果). */
export const KIND_TABS: readonly GoodsType[] = [1, 0, 2];

export const goodsTypeOf = (value: string | null | undefined, fallback: GoodsType = 1): GoodsType =>
  value === '0' || value === '1' || value === '2' ? (Number(value) as GoodsType) : fallback;

/** `¥12.00/件` for supplier goods, the budget or transfer amount for the others. */
export const priceText = (goods: Pick<Goods, 'goodsType' | 'price' | 'unit'>): string =>
  goods.goodsType === 1 && goods.unit ? `${formatFen(goods.price)}${tm('mall.detail.perUnit', { unit: goods.unit })}` : formatFen(goods.price);

/** What the price is, by kind: 价格, 采购预算, 转让金额. */
export const priceLabel = (goodsType: GoodsType): string =>
  goodsType === 1 ? tm('mall.detail.price') : goodsType === 0 ? tm('mall.detail.budget') : tm('mall.detail.transferAmount');

export const categoryName = (goods: Pick<Goods, 'goodsCategory'>): string => GOODS_CATEGORIES[goods.goodsCategory] ?? '';

export const goodsRegion = (goods: Pick<Goods, 'provinceCode' | 'cityCode' | 'districtCode'>): string =>
  goods.provinceCode ? regionLabel(goods.provinceCode, goods.cityCode, goods.districtCode) : '';

export const coverOf = (goods: Pick<Goods, 'pictureUrls'>): string | undefined => goods.pictureUrls[0];

export const sellerTypeName = (type: Goods['seller']['sellerType']): string => tm(`mall.sellerType.${type}`);
