/**
 * What other features may use of the mall: the chat's 推荐商品 picker (one's own goods on sale, `mall.goods.recommend`;
 * lazy, it carries the mall's texts) and the goods' detail path that a goods card opens.
 */
export { goodsDetailPath } from '../../config/paths.js';
export type { Goods } from '../../../../shared/schemas/mall-goods.js';
export const loadRecommendGoodsPicker = () => import('./components/recommend-goods-picker.js');
