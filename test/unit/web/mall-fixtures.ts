/** Listings, cart lines and addresses as the mall's routes answer them, for the mall's web tests. */
import type { CartLine, CartView } from '../../../shared/schemas/mall-cart.js';
import type { Goods } from '../../../shared/schemas/mall-goods.js';

export const GOODS_ID = '01JBCDEFGHJKMNPQRSTVWXYZ10';
export const SELLER_ID = '01JBCDEFGHJKMNPQRSTVWXYZ20';

// Cast: the answer grows fields as the mall grows (regionLabel); a test names those it looks at.
export const goodsOf = (fields: Partial<Goods> = {}): Goods =>
  ({
  id: GOODS_ID,
  goodsType: 1,
  goodsCategory: '01',
  isOnSale: true,
  name: '数控车床',
  specification: 'CK6140',
  brand: '沈阳机床',
  unit: '台',
  unitPrice: 12_800_000,
  stock: 5,
  minOrderQuantity: 1,
  price: 12_800_000,
  pictures: ['goods-image/a/b.jpg'],
  pictureUrls: ['https://files.example/files/goods-image/a/b.jpg'],
  seller: { sellerId: SELLER_ID, sellerType: 'COMPANY', name: '合作云示范科技有限公司', headPortrait: '', regionLabel: '浙江省 杭州市' },
  sales: 3,
  evaluationCount: 0,
  starAverage: 0,
  createTime: 0,
  updateTime: 0,
  mine: false,
  regionLabel: '',
  ...fields,
  }) as Goods;

export const lineOf = (fields: Omit<Partial<CartLine>, 'goods'> & { goods?: Partial<Goods> } = {}): CartLine => {
  const goods = goodsOf(fields.goods);
  return { goodsId: goods.id, quantity: 1, selected: true, addedPrice: goods.price, problem: '', addTime: 0, ...fields, goods };
};

export const cartOf = (lines: CartLine[]): CartView => {
  const groups = new Map<string, CartLine[]>();
  for (const line of lines) groups.set(line.goods.seller.sellerId, [...(groups.get(line.goods.seller.sellerId) ?? []), line]);
  return {
    groups: [...groups.values()].map((group) => ({ seller: group[0]!.goods.seller, lines: group })),
    count: lines.length,
    selectedAmount: 0,
  };
};
