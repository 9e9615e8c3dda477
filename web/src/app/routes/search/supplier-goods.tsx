/** /work/search/supplierGoods (spec §2.4): 搜索资源 › 供应商品, supplier goods on sale found by words, category, region and price. */
export { SupplierGoodsPage as Component } from '../../../features/goods-search/components/goods-pages.js';
