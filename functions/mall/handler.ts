/** The mall domain's Lambda: listings of the three kinds, their mall staff, delivery addresses and the cart. */
import { collectRoutes } from '../../shared/routes/collect.js';
import { mallRoutes } from '../../shared/routes/mall.js';
import { routeIn } from '../../shared/routes/types.js';
import { authOf, bind, none, unitHandler } from '../lib/http/unit-handler.js';
import { deleteAddress, listAddresses, makeDefaultAddress, saveAddress } from './addresses.js';
import { addAttention, addCollect, attentionList, collectList, delAttention, delCollect, isAttention, isCollect } from './collect.js';
import { goodsContact } from './contact.js';
import { addToCart, listCart, removeFromCart, selectInCart, updateCart } from './cart.js';
import { deleteGoods, saveGoods, saveGoodsRows, showGoods } from './goods.js';
import { buyGoodsInfo, goodsDetail, myGoods, oneOwnGoods, recommendGoods, sellerGoods } from './goods-read.js';
import { addMallStaff, listMallStaff, removeMallStaff } from './staff.js';

const r = <const I extends (typeof mallRoutes)[number]['id']>(id: I) => routeIn(mallRoutes, id);
const c = <const I extends (typeof collectRoutes)[number]['id']>(id: I) => routeIn(collectRoutes, id);

export const handler = unitHandler('mall', [...mallRoutes, ...collectRoutes], [
  bind(r('mall.goods.save'), (input, ctx) => saveGoods(authOf(ctx), input)),
  bind(r('mall.goods.rows'), (input, ctx) => saveGoodsRows(authOf(ctx), input)),
  bind(r('mall.goods.edit'), (input, ctx) => saveGoods(authOf(ctx), input)),
  bind(r('mall.goods.show'), (input, ctx) => none(showGoods(authOf(ctx), input.id, input.isOnSale))),
  bind(r('mall.goods.buyInfo'), (input, ctx) => buyGoodsInfo(authOf(ctx), input.id, input.quantity)),
  bind(r('mall.goods.one'), (input, ctx) => oneOwnGoods(authOf(ctx), input.id)),
  bind(r('mall.goods.recommend'), (input, ctx) => recommendGoods(authOf(ctx), input)),
  bind(r('mall.goods.detail'), (input, ctx) => goodsDetail(ctx.auth, input.id)),
  bind(r('mall.goods.mine'), (input, ctx) => myGoods(authOf(ctx), input)),
  bind(r('mall.goods.seller'), (input, ctx) => sellerGoods(ctx.auth, input)),
  bind(r('mall.goods.contact'), (input, ctx) => goodsContact(authOf(ctx), input.id)),
  bind(r('mall.goods.delete'), (input, ctx) => none(deleteGoods(authOf(ctx), input.id))),
  bind(r('mall.address.save'), (input, ctx) => saveAddress(authOf(ctx), input)),
  bind(r('mall.address.list'), (_input, ctx) => listAddresses(authOf(ctx))),
  bind(r('mall.address.default'), (input, ctx) => none(makeDefaultAddress(authOf(ctx), input.id))),
  bind(r('mall.address.delete'), (input, ctx) => none(deleteAddress(authOf(ctx), input.id))),
  bind(r('mall.cart.add'), (input, ctx) => addToCart(authOf(ctx), input.goodsId, input.quantity)),
  bind(r('mall.cart.list'), (_input, ctx) => listCart(authOf(ctx))),
  bind(r('mall.cart.update'), (input, ctx) => none(updateCart(authOf(ctx), input))),
  bind(r('mall.cart.remove'), (input, ctx) => none(removeFromCart(authOf(ctx), input.goodsIds))),
  bind(r('mall.cart.select'), (input, ctx) => none(selectInCart(authOf(ctx), input.goodsIds, input.selected))),
  bind(r('mall.staff.list'), (_input, ctx) => listMallStaff(authOf(ctx))),
  bind(r('mall.staff.add'), (input, ctx) => none(addMallStaff(authOf(ctx), input.userId))),
  bind(r('mall.staff.remove'), (input, ctx) => none(removeMallStaff(authOf(ctx), input.userId))),
  // Favourites and following (shared/routes/collect.ts).
  bind(c('mall.collect.add'), (input, ctx) => addCollect(authOf(ctx), input)),
  bind(c('mall.collect.del'), (input, ctx) => delCollect(authOf(ctx), input)),
  bind(c('mall.collect.is'), (input, ctx) => isCollect(authOf(ctx), input)),
  bind(c('mall.collect.list'), (input, ctx) => collectList(authOf(ctx), input)),
  bind(c('mall.follow.add'), (input, ctx) => addAttention(authOf(ctx), input)),
  bind(c('mall.follow.del'), (input, ctx) => delAttention(authOf(ctx), input)),
  bind(c('mall.follow.is'), (input, ctx) => isAttention(authOf(ctx), input)),
  bind(c('mall.follow.list'), (input, ctx) => attentionList(authOf(ctx), input)),
]);
