/** The mall: goods (1060xx), delivery addresses (1061xx), the cart (1062xx). docs/mall.md "Codes". */
import { def } from './def.js';

export const MALL_ERRORS = {
  /** A team's or company's goods, addresses and cart are run by its administrator, a company's authorised person and the mall staff the administrator names. */
  NOT_MALL_MANAGER: def(403, 403, '只有管理员、授权人或商城管理员可以管理本单位的商城'),
  /** No such listing, a deleted one, or one the caller may not see (off sale, another's). */
  GOODS_NOT_FOUND: def(404, 404, '商品不存在'),
  GOODS_LIMIT: def(106001, 200, '商品数量已达上限，请删除不再需要的商品后再发布'),
  GOODS_DELETED: def(106002, 200, '该商品已删除'),
  GOODS_OFF_SALE: def(106003, 200, '该商品已下架'),
  /** A purchase intent is answered with a quote in the chat, never bought. */
  GOODS_NOT_ORDERABLE: def(106004, 200, '采购商品不能购买，请通过聊天联系发布方'),
  GOODS_OWN: def(106005, 200, '不能购买自己的商品'),
  /** The message names what is left: 库存不足（剩 3 件）. */
  GOODS_OVER_STOCK: def(106006, 200, '库存不足'),
  /** The message names the minimum: 低于起订量 10 件. */
  GOODS_BELOW_MINIMUM: def(106007, 200, '低于起订量'),
  GOODS_OPEN_ORDERS: def(106008, 200, '该商品有未完成的订单，不能删除'),
  /** 联系卖家 on a listing the caller manages (the person who listed it, or a manager of the seller organisation). */
  GOODS_CONTACT_OWN: def(106010, 200, '这是您管理的商品，无需联系自己'),
  /** 联系卖家 when nobody of the seller can be reached: the person's account is cancelled or disabled, the organisation has no one active. */
  GOODS_CONTACT_NONE: def(106011, 200, '暂时无法联系该商品的发布方，请稍后再试'),
  MALL_STAFF_NOT_MEMBER: def(404, 404, '商城管理员须为本单位在职成员'),
  MALL_STAFF_LIMIT: def(106009, 200, '商城管理员已达上限'),
  ADDRESS_NOT_FOUND: def(404, 404, '收货地址不存在'),
  ADDRESS_LIMIT: def(106101, 200, '收货地址已达上限，请删除不用的地址后再添加'),
  CART_LINE_NOT_FOUND: def(404, 404, '购物车中没有该商品'),
  CART_FULL: def(106201, 200, '购物车商品已达上限，请先结算或删除部分商品'),
  /** Favourites and following (1063xx, docs/data-model.md "Favourites and following"). No such project, listing, person or unit, or one the caller may not see (a private demand, a draft, a listing off sale). */
  COLLECT_TARGET_NOT_FOUND: def(404, 404, '收藏或关注的对象不存在'),
  /** One's own demand, listing, self or the unit the session acts for. */
  COLLECT_OWN: def(106301, 200, '不能收藏自己发布的内容或自己'),
  COLLECT_LIMIT: def(106302, 200, '收藏数量已达上限，请取消部分收藏后再试'),
  FOLLOW_OWN: def(106303, 200, '不能关注自己或自己所在的单位'),
  FOLLOW_LIMIT: def(106304, 200, '关注数量已达上限，请取消部分关注后再试'),
} as const;
