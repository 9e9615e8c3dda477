/**
 * Routes of the mall domain (CONTRACT "Mall": fixed paths; the spec's goods calls of §7.2 keep theirs): listings of the
 * three kinds, delivery addresses and the cart. Listings, addresses and the cart are the session's account's (a
 * person's own, or the team's or company's when working as one). Searching goods is the search domain's
 * (`search.goods`, shared/routes/search.ts); orders are the order domain's (shared/routes/order.ts).
 */
import { APP } from '../domains.js';
import type { Page } from '../envelope.js';
import {
  addressIdInput,
  addToCartInput,
  removeFromCartInput,
  saveAddressInput,
  selectCartInput,
  updateCartInput,
  type Address,
  type CartView,
} from '../schemas/mall-cart.js';
import {
  buyGoodsInfoInput,
  goodsContactInput,
  goodsIdInput,
  goodsShowInput,
  myGoodsInput,
  recommendGoodsInput,
  saveGoodsInput,
  saveGoodsRowsInput,
  sellerGoodsInput,
  type BuyGoodsInfo,
  type Goods,
  type GoodsContact,
} from '../schemas/mall-goods.js';
import { mallStaffInput, type MallStaffMember } from '../schemas/mall-staff.js';
import { noInput } from '../validation/zod.js';
import { returns, route, routeLookup, servedBy } from './types.js';

const PC = `/api/pc/${APP}`;

export const mallRoutes = servedBy('mall', [
  // Listings (spec §7.2 "Goods"; CONTRACT mall/goods/*).
  route({ id: 'mall.goods.save', method: 'POST', path: `${PC}/mall/goods/save`, domain: 'mall', access: 'user', input: saveGoodsInput, output: returns<{ id: string }>(), summary: '发布或修改一件自己的商品（采购商品、供应商品、科技成果）：该行不能为空（checkOne），按类型校验必填项' }),
  route({ id: 'mall.goods.rows', method: 'POST', path: `${PC}/goods/goods`, domain: 'mall', access: 'user', input: saveGoodsRowsInput, output: returns<{ ids: string[] }>(), summary: '广告发布：一次提交同一类型的至多 3 行，空行不足 3 行（checkThree），空行跳过' }),
  route({ id: 'mall.goods.edit', method: 'POST', path: `${PC}/goods/goods2`, domain: 'mall', access: 'user', input: saveGoodsInput, output: returns<{ id: string }>(), summary: '广告发布：修改已发布的一行（checkOne，商品编号不计）' }),
  route({ id: 'mall.goods.show', method: 'POST', path: `${PC}/goods/is-show-info/{id}`, domain: 'mall', access: 'user', input: goodsShowInput, output: returns<null>(), summary: '上架或下架自己的商品' }),
  route({ id: 'mall.goods.buyInfo', method: 'POST', path: `${PC}/goods/buy-goods-info/{id}`, domain: 'mall', access: 'user', input: buyGoodsInfoInput, output: returns<BuyGoodsInfo>(), summary: '立即购买前的核对：当前单价、库存、起订量、金额，以及不能购买的原因' }),
  route({ id: 'mall.goods.one', method: 'GET', path: `${PC}/goods/search_one_material/{id}`, domain: 'mall', access: 'user', input: goodsIdInput, output: returns<Goods>(), summary: '自己的一件商品（含已下架），用于编辑' }),
  route({ id: 'mall.goods.recommend', method: 'GET', path: `${PC}/goods/recommend-goods`, domain: 'mall', access: 'user', input: recommendGoodsInput, output: returns<Page<Goods>>(), summary: '可在聊天中推荐的商品：自己在售的商品，可按关键词筛选' }),
  route({ id: 'mall.goods.detail', method: 'GET', path: `${PC}/mall/goods/detail/{id}`, domain: 'mall', access: 'public', input: goodsIdInput, output: returns<Goods>(), summary: '商品详情（无需登录）：图片、价格、库存、卖家、销量与评价；已下架的商品仅卖家可见' }),
  route({ id: 'mall.goods.mine', method: 'GET', path: `${PC}/mall/goods/mine`, domain: 'mall', access: 'user', input: myGoodsInput, output: returns<Page<Goods>>(), summary: '广告发布：自己的某类商品，在售的在前、各自最新修改在前，可按上架状态筛选' }),
  route({ id: 'mall.goods.seller', method: 'GET', path: `${PC}/mall/goods/seller`, domain: 'mall', access: 'public', input: sellerGoodsInput, output: returns<Page<Goods>>(), summary: '供应商主页：某卖家在售的商品，可按类型筛选' }),
  route({ id: 'mall.goods.contact', method: 'POST', path: `${PC}/mall/goods/contact/{id}`, domain: 'mall', access: 'user', input: goodsContactInput, output: returns<GoodsContact>(), summary: '联系卖家（采购商品为联系买家）：个人发布的商品为发布人；团队、企业的商品为其在职的商城管理员之一（按来访者固定分配），没有时为管理员' }),
  route({ id: 'mall.goods.delete', method: 'DELETE', path: `${PC}/mall/goods/{id}`, domain: 'mall', access: 'user', input: goodsIdInput, output: returns<null>(), summary: '删除自己的一件商品（有未完成的订单时不能删除）' }),
  // Delivery addresses (CONTRACT mall/address/*).
  route({ id: 'mall.address.save', method: 'POST', path: `${PC}/mall/address/save`, domain: 'mall', access: 'user', input: saveAddressInput, output: returns<{ id: string }>(), summary: '新增或修改收货地址（每个账号最多 20 个）；设为默认时取消原默认' }),
  route({ id: 'mall.address.list', method: 'GET', path: `${PC}/mall/address/list`, domain: 'mall', access: 'user', input: noInput, output: returns<Address[]>(), summary: '我的收货地址，默认地址在前' }),
  route({ id: 'mall.address.default', method: 'POST', path: `${PC}/mall/address/default/{id}`, domain: 'mall', access: 'user', input: addressIdInput, output: returns<null>(), summary: '设为默认收货地址' }),
  route({ id: 'mall.address.delete', method: 'DELETE', path: `${PC}/mall/address/{id}`, domain: 'mall', access: 'user', input: addressIdInput, output: returns<null>(), summary: '删除收货地址' }),
  // The cart (CONTRACT mall/cart/*).
  route({ id: 'mall.cart.add', method: 'POST', path: `${PC}/mall/cart/add`, domain: 'mall', access: 'user', input: addToCartInput, output: returns<{ count: number }>(), summary: '加入购物车（数量累加，不超过库存；不能购买自己的商品）；返回购物车的行数' }),
  route({ id: 'mall.cart.list', method: 'GET', path: `${PC}/mall/cart/list`, domain: 'mall', access: 'user', input: noInput, output: returns<CartView>(), summary: '购物车：按卖家分组，按当前价格与库存核对每一行（价格变动、库存不足、已下架）' }),
  route({ id: 'mall.cart.update', method: 'POST', path: `${PC}/mall/cart/update`, domain: 'mall', access: 'user', input: updateCartInput, output: returns<null>(), summary: '修改购物车一行的数量或选中状态' }),
  route({ id: 'mall.cart.remove', method: 'POST', path: `${PC}/mall/cart/remove`, domain: 'mall', access: 'user', input: removeFromCartInput, output: returns<null>(), summary: '从购物车删除' }),
  route({ id: 'mall.cart.select', method: 'POST', path: `${PC}/mall/cart/select`, domain: 'mall', access: 'user', input: selectCartInput, output: returns<null>(), summary: '选中或取消选中多行（不给 goodsIds 时为全部）' }),
  // Mall staff of a team or company (商城管理员): named by its administrator (CONTRACT "Mall": goods are managed by the administrator and the staff it names).
  route({ id: 'mall.staff.list', method: 'GET', path: `${PC}/mall/staff/list`, domain: 'mall', access: ['TEAM', 'COMPANY'], input: noInput, output: returns<MallStaffMember[]>(), summary: '本单位的商城管理员（仅管理员）' }),
  route({ id: 'mall.staff.add', method: 'POST', path: `${PC}/mall/staff/add`, domain: 'mall', access: ['TEAM', 'COMPANY'], input: mallStaffInput, output: returns<null>(), summary: '指定本单位的在职成员为商城管理员（仅管理员）：可管理本单位的商品、收货地址与购物车' }),
  route({ id: 'mall.staff.remove', method: 'POST', path: `${PC}/mall/staff/remove`, domain: 'mall', access: ['TEAM', 'COMPANY'], input: mallStaffInput, output: returns<null>(), summary: '取消商城管理员（仅管理员）' }),
] as const);

/** The SPA's lookup of a mall route by id. */
export const mallRoute = routeLookup(mallRoutes);
