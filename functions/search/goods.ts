/**
 * Finding goods (`search.goods`, CONTRACT "Mall"; docs/search.md "Goods"): one kind of listings on sale, by
 * Chinese words, category, region and price, sorted and paged, with the counts of each category and province a buyer
 * sees beside the filters. Answers the mall's `Goods` shape from the documents alone (no read of the table): the
 * search function stays a reader of its index. Everyone reads the same (visitors too): `mine` is always false.
 */
import type { z } from 'zod';
import { regionLabel } from '../../shared/regions/index.js';
import { GOODS_CATEGORIES, type Goods, type GoodsCategory, type GoodsType } from '../../shared/schemas/mall-goods.js';
import type { GoodsFacet, GoodsHit, goodsSearchInput, GoodsSearchPage } from '../../shared/schemas/mall-search.js';
import { config } from '../lib/config.js';
import { searchDocuments, type AnyKindSpec } from '../lib/search/index.js';
import type { FacetCount } from '../lib/search/query.js';
import { goodsSearch, type GoodsDocument } from './goods-kind.js';

type GoodsSearchInput = z.output<typeof goodsSearchInput>;

const spec = goodsSearch as unknown as AnyKindSpec;

/** More than there are categories (14) and province-level regions (34): every one with goods is counted. */
const FACET_SIZES = { categories: 20, provinces: 40 } as const;

/** A picture's public URL: the site's `/files/<key>`, as every public upload's (an address kept as given stays). */
const pictureUrl = (key: string): string => (/^https?:\/\//.test(key) ? key : `${config.filesBaseUrl}/${key}`);

/** The fields a kind of listing has, as the document holds them (absent ones left out, as `Goods` answers them). */
const KIND_FIELDS = [
  'specification', 'brand', 'unit', 'unitPrice', 'stock', 'minOrderQuantity', 'quantity', 'budget', 'deadline', 'patentNo', 'patentOwner',
  'transferNo', 'amount', 'serialNumber', 'description', 'provinceCode', 'cityCode', 'districtCode',
] as const satisfies readonly (keyof GoodsDocument & keyof Goods)[];

export const goodsOf = (doc: GoodsDocument, highlight: Record<string, string> = {}): GoodsHit => {
  const fields = Object.fromEntries(KIND_FIELDS.flatMap((field) => (doc[field] === undefined || doc[field] === '' ? [] : [[field, doc[field]]])));
  return {
    ...fields,
    id: doc.goodsId,
    goodsType: Number(doc.goodsType) as GoodsType,
    goodsCategory: doc.goodsCategory,
    isOnSale: true,
    name: doc.name,
    price: doc.price,
    pictures: doc.pictures,
    pictureUrls: doc.pictures.map(pictureUrl),
    seller: { sellerId: doc.sellerId, sellerType: doc.sellerType, name: doc.sellerName, headPortrait: '', regionLabel: '' },
    regionLabel: regionLabel(doc.provinceCode, doc.cityCode, doc.districtCode),
    sales: doc.sales,
    evaluationCount: doc.evaluationCount,
    starAverage: doc.evaluationCount > 0 ? Math.round((doc.starSum / doc.evaluationCount) * 10) / 10 : 0,
    createTime: doc.createTime,
    updateTime: doc.updateTime,
    mine: false,
    ...(highlight.name ? { highlight: { name: highlight.name } } : {}),
  };
};

const facetsOf = (counts: FacetCount[] | undefined, name: (code: string) => string): GoodsFacet[] =>
  (counts ?? []).map(({ value, count }) => ({ code: value, name: name(value) || value, count }));

export const searchGoods = async (input: GoodsSearchInput): Promise<GoodsSearchPage> => {
  const page = await searchDocuments<GoodsDocument>(spec, {
    keywords: input.keyword,
    filters: { type: String(input.goodsType), category: input.goodsCategory, province: input.provinceCode, city: input.cityCode },
    ranges: { price: input.priceMin !== undefined || input.priceMax !== undefined ? { min: input.priceMin, max: input.priceMax } : undefined },
    // 综合: by relevance with keywords, the newest first without (the kind's first sort).
    sort: input.sort === 'default' ? 'relevance' : input.sort,
    current: input.current,
    size: input.size,
    facets: {
      categories: { filter: 'category', size: FACET_SIZES.categories },
      provinces: { filter: 'province', alsoApart: ['city'], size: FACET_SIZES.provinces },
    },
  });
  return {
    records: page.records.map((r) => goodsOf(r.doc, r.highlight)),
    total: page.total,
    pages: page.pages,
    current: page.current,
    size: page.size,
    facets: {
      categories: facetsOf(page.facets?.categories, (code) => GOODS_CATEGORIES[code as GoodsCategory] ?? ''),
      provinces: facetsOf(page.facets?.provinces, (code) => regionLabel(code)),
    },
  };
};
