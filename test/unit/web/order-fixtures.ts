/** Orders, goods and cart lines as the order and mall routes answer them, for the order pages' tests. */
import type { Address, CartView } from '../../../shared/schemas/mall-cart.js';
import type { Goods } from '../../../shared/schemas/mall-goods.js';
import type { Order } from '../../../shared/schemas/order.js';

export const ok = (data: unknown) => ({ body: { code: 200, msg: '操作成功', data } });
export const refused = (code: number, msg: string, data: unknown = null) => ({ body: { code, msg, data } });

export const seller = (sellerId: string, name: string): Goods['seller'] => ({ sellerId, sellerType: 'COMPANY', name, headPortrait: '', regionLabel: '浙江省 杭州市' });

export const goods = (id: string, name: string, unitPrice: number, sold: Goods['seller']): Goods => ({
  id,
  goodsType: 1,
  goodsCategory: '01',
  isOnSale: true,
  name,
  specification: '标准款',
  unit: '台',
  unitPrice,
  price: unitPrice,
  pictureUrls: [`https://files.example/${id}.png`],
  regionLabel: '浙江省 杭州市',
  seller: sold,
  sales: 0,
  evaluationCount: 0,
  starAverage: 0,
  createTime: 0,
  updateTime: 0,
  mine: false,
});

export const cartOf = (lines: { goods: Goods; quantity: number; selected?: boolean; problem?: string }[]): CartView => {
  const groups = new Map<string, CartView['groups'][number]>();
  for (const line of lines) {
    const group = groups.get(line.goods.seller.sellerId) ?? { seller: line.goods.seller, lines: [] };
    group.lines.push({ goodsId: line.goods.id, quantity: line.quantity, selected: line.selected ?? true, addedPrice: line.goods.price, goods: line.goods, problem: line.problem ?? '', addTime: 0 });
    groups.set(line.goods.seller.sellerId, group);
  }
  return { groups: [...groups.values()], count: lines.length, selectedAmount: 0 };
};

export const address = (id: string, over: Partial<Address> = {}): Address => ({
  id,
  provinceCode: '33',
  regionLabel: '浙江省 杭州市 西湖区',
  street: '文三路 100 号',
  contact: '林晓',
  phone: '13800000001',
  label: '',
  isDefault: false,
  updateTime: 0,
  ...over,
});

export const order = (over: Partial<Order> = {}): Order => ({
  id: '01JORDER000000000000000001',
  state: 'PAID',
  stateLabel: '待发货',
  buyer: { accountId: 'b1', accountType: 'PERSONAGE', name: '林晓', headPortrait: '' },
  seller: { accountId: 's1', accountType: 'COMPANY', name: '示范科技有限公司', headPortrait: '' },
  lines: [
    { goodsId: '01JGOODS000000000000000001', goodsType: 1, name: '工业相机', specification: '500万像素', unit: '台', cover: '', unitPrice: 120_000, quantity: 2, amount: 240_000, evaluated: false },
  ],
  amount: 240_000,
  paid: 240_000,
  refunded: 0,
  commission: 0,
  sellerIncome: 0,
  address: { regionLabel: '浙江省 杭州市 西湖区', street: '文三路 100 号', contact: '林晓', phone: '13800000001' },
  remark: '',
  carrier: '',
  trackingNo: '',
  createTime: Date.UTC(2026, 0, 5, 8, 0),
  payTime: Date.UTC(2026, 0, 5, 8, 5),
  deliverTime: 0,
  completeTime: 0,
  cancelTime: 0,
  closeTime: 0,
  cancelReason: '',
  payDueTime: 0,
  receiveDueTime: 0,
  receiptExtended: false,
  refund: null,
  invoice: null,
  viewerSide: 'BUYER',
  actions: [],
  ...over,
});
