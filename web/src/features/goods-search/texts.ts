/**
 * The texts of finding goods (zh_CN): the 供应商品 and 采购商品 tabs of 搜索资源, their filters, orders, result cards
 * and states. Loaded with the chunks that show them. English placeholders: texts-en.ts.
 */
import { featureTexts } from '../../lib/i18n.js';

export const goodsSearchZhCN = {
  'gs.supplier.title': '供应商品',
  'gs.supplier.intro': '搜索供应商在售的商品，按类目、地区、价格筛选，比较价格与销量。',
  'gs.purchase.title': '采购商品',
  'gs.purchase.intro': '查看采购方发布的采购需求，按类目、地区、预算筛选，找到可以供货的机会。',
  'gs.keywordPlaceholder.1': '搜索商品名称、规格、品牌，如：深沟球轴承',
  'gs.keywordPlaceholder.0': '搜索采购商品名称、规格、品牌，如：不锈钢板材',
  'gs.category': '商品类目',
  'gs.allCategories': '全部',
  'gs.categoryCount': '{name}（{count}）',
  'gs.region': '所在地区',
  'gs.price.1': '价格（元）',
  'gs.price.0': '预算（元）',
  'gs.priceMin': '最低',
  'gs.priceMax': '最高',
  'gs.priceTo': '至',
  'gs.priceApply': '确定',
  'gs.priceMinLabel': '最低价格',
  'gs.priceMaxLabel': '最高价格',
  'gs.priceOrder': '请输入正确的价格（最多两位小数），最高价格不能低于最低价格',
  'gs.reset': '重置筛选',
  'gs.sort': '排序',
  'gs.sort.default': '综合',
  'gs.sort.priceAsc': '价格从低到高',
  'gs.sort.priceDesc': '价格从高到低',
  'gs.sort.sales': '销量',
  'gs.sort.newest': '最新发布',
  'gs.total': '共 {total} 件商品',
  'gs.loading': '正在查找商品…',
  'gs.results': '搜索结果',
  'gs.empty': '没有找到商品',
  'gs.emptyKeyword': '换个关键词试试，或减少筛选条件。',
  'gs.emptyFiltered': '当前筛选条件下没有商品，试试放宽条件。',
  'gs.emptyAll': '暂时还没有商品上架。',
  'gs.failed': '商品加载失败',
  'gs.deepPages': '只显示前 {pages} 页结果，请增加关键词或筛选条件。',
  'gs.card.noPicture': '暂无图片',
  'gs.card.unitPrice': '{price}/{unit}',
  'gs.card.budget': '预算 {price}',
  'gs.card.quantity': '采购 {quantity}{unit}',
  'gs.card.deadline': '截止 {date}',
  'gs.card.amount': '转让价 {price}',
  'gs.card.sales': '已售 {sales}',
  'gs.card.seller': '卖家：{name}',
  'gs.card.buyer': '采购方：{name}',
  'gs.card.spec': '规格：{spec}',
  'gs.card.view': '查看商品 {name}',
} as const;

export type GoodsSearchTextKey = keyof typeof goodsSearchZhCN;

export const tg = /* @__PURE__ */ featureTexts<GoodsSearchTextKey>(goodsSearchZhCN, async () => (await import('./texts-en.js')).goodsSearchEn);
