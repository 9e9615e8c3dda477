/** /work/search/purchaseGoods (spec §2.4): 搜索资源 › 采购商品, buyers' purchase requests found by words, category, region and budget. */
export { PurchaseGoodsPage as Component } from '../../../features/goods-search/components/goods-pages.js';
