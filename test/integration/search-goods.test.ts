/**
 * Finding goods (`search.goods`, docs/search.md "Goods") over HTTP as a visitor: listings written to the table
 * as the mall domain writes them become searchable through the stream indexer; off-sale and deleted listings vanish
 * (and come back when on sale again); filters, sorts, facets and pages; Chinese words typed in another order or
 * segmentation than the names hold; hostile input refused with 400 and a Chinese message, never a 500.
 * Every search of this file names a word of its own (the brand), so that no other test's goods are counted.
 */
import { indicesOf, readAlias, writeAlias } from '../../functions/lib/search/index.js';
import { reindexKind } from '../../functions/search/reindex.js';
import type { GoodsSearchPage } from '../../shared/schemas/mall-search.js';
import { call } from '../support/api.js';
import { goodsItem, goodsSpec, removeGoods, saveGoods, type GoodsItemFields } from '../support/goods-search.js';
import { reindexTurn, uniqueWord } from '../support/projects-search.js';

type Input = Parameters<typeof call<GoodsSearchPage, 'search.goods'>>[1];

describe('finding goods', () => {
  const word = uniqueWord();
  const t = Date.now();
  const listing = (fields: GoodsItemFields) => goodsItem({ brand: `${word}牌`, ...fields });
  const a = listing({ name: '深沟球轴承6205', specification: '25×52×15mm', unit: '件', unitPrice: 1_250, stock: 5_000, goodsCategory: '01', provinceCode: '330000', cityCode: '330100', sales: 30, createTime: t - 5_000, pictures: ['goods-image/01JQ8Z6X3M4N5P6Q7R8S9T0V1W/Xk3vQ9pL2mN7rT5wY8zA1b.jpeg'] /* the mall's opaque key: 66 characters */, evaluationCount: 2, starSum: 9 });
  const b = listing({ name: '圆锥滚子轴承', unitPrice: 5_600, unit: '套', stock: 800, goodsCategory: '01', provinceCode: '320000', cityCode: '320500', sales: 120, createTime: t - 4_000 });
  const c = listing({ name: '数显游标卡尺', unitPrice: 8_900, unit: '件', stock: 50, goodsCategory: '03', provinceCode: '330000', cityCode: '330200', sales: 5, createTime: t - 3_000 });
  const d = listing({ name: '工业级温湿度传感器', unitPrice: 3_200, unit: '个', stock: 300, goodsCategory: '02', provinceCode: '440000', cityCode: '440300', sales: 60, createTime: t - 2_000 });
  const offSale = listing({ name: '下架的深沟球轴承', unitPrice: 900, isOnSale: false });
  const deleted = listing({ name: '已删除的深沟球轴承', unitPrice: 900, deleted: true });
  const wanted = listing({ name: '采购深沟球轴承', goodsType: 0, quantity: 2_000, unit: '件', budget: 500_000, deadline: Date.UTC(2030, 0, 1), goodsCategory: '01', provinceCode: '310000' });
  const supplied = [a, b, c, d];

  const search = async (input: Omit<Input, 'goodsType'> & { goodsType?: number }): Promise<GoodsSearchPage> => {
    const answer = await call<GoodsSearchPage, 'search.goods'>('search.goods', { goodsType: 1, ...input, keyword: `${word} ${input.keyword ?? ''}`.trim() } as Input);
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  };
  const ids = (page: GoodsSearchPage) => page.records.map((r) => r.id);
  const sorted = (items: readonly { id: string }[]) => items.map((i) => i.id).sort();

  beforeAll(async () => {
    for (const item of [...supplied, offSale, deleted, wanted]) await saveGoods(item);
    await vi.waitFor(async () => {
      expect((await search({})).total).toBe(supplied.length);
      expect((await search({ goodsType: 0 })).total).toBe(1);
    }, { timeout: 20_000, interval: 100 });
  });

  it('finds listings on sale of the kind asked, in the mall’s Goods shape, and neither off-sale nor deleted ones', async () => {
    const page = await search({});
    expect(sorted(page.records)).toEqual(sorted(supplied));
    const first = page.records.find((r) => r.id === a.id);
    expect(first).toMatchObject({
      id: a.id, goodsType: 1, goodsCategory: '01', isOnSale: true, name: a.name, specification: a.specification, unit: '件', unitPrice: 1_250, price: 1_250, stock: 5_000,
      provinceCode: '330000', cityCode: '330100', sales: 30, evaluationCount: 2, starAverage: 4.5, mine: false, pictures: a.pictures,
      seller: { sellerId: 'ORG-goods-test', sellerType: 'COMPANY', name: '测试供应商有限公司', headPortrait: '' },
    });
    expect(first?.pictureUrls).toEqual([expect.stringMatching(/\/files\/goods-image\/01JQ8Z6X3M4N5P6Q7R8S9T0V1W\/Xk3vQ9pL2mN7rT5wY8zA1b\.jpeg$/)]);
    const intents = await search({ goodsType: 0 });
    expect(intents.records.map((r) => [r.id, r.price, r.budget, r.quantity])).toEqual([[wanted.id, 500_000, 500_000, 2_000]]);
    expect((await search({ goodsType: 2 })).total).toBe(0);
  });

  it('drops a listing taken off sale or deleted from the table, and finds it again when back on sale', async () => {
    const item = await saveGoods(listing({ name: '法兰盘', unitPrice: 700, goodsCategory: '01' }));
    const found = async () => ids(await search({ keyword: '法兰盘' }));
    await vi.waitFor(async () => expect(await found()).toEqual([item.id]), { timeout: 20_000, interval: 100 });
    await saveGoods({ ...item, rev: 2, isOnSale: false });
    await vi.waitFor(async () => expect(await found()).toEqual([]), { timeout: 20_000, interval: 100 });
    await saveGoods({ ...item, rev: 3, isOnSale: true });
    await vi.waitFor(async () => expect(await found()).toEqual([item.id]), { timeout: 20_000, interval: 100 });
    await saveGoods({ ...item, rev: 4, deleted: true });
    await vi.waitFor(async () => expect(await found()).toEqual([]), { timeout: 20_000, interval: 100 });
    await saveGoods({ ...item, rev: 5 });
    await vi.waitFor(async () => expect(await found()).toEqual([item.id]), { timeout: 20_000, interval: 100 });
    await removeGoods(item);
    await vi.waitFor(async () => expect(await found()).toEqual([]), { timeout: 20_000, interval: 100 });
  });

  it('filters by category, province, city and price range (fen, both inclusive)', async () => {
    expect(sorted((await search({ goodsCategory: '01' })).records)).toEqual(sorted([a, b]));
    expect(sorted((await search({ provinceCode: '330000' })).records)).toEqual(sorted([a, c]));
    expect(ids(await search({ provinceCode: '330000', cityCode: '330200' }))).toEqual([c.id]);
    expect(sorted((await search({ priceMin: 1_250, priceMax: 5_600 })).records)).toEqual(sorted([a, b, d]));
    expect(ids(await search({ priceMin: 8_000 }))).toEqual([c.id]);
  });

  it('sorts by price either way, by sales and by the newest; 综合 with keywords by relevance', async () => {
    expect(ids(await search({ sort: 'priceAsc' }))).toEqual([a.id, d.id, b.id, c.id]);
    expect(ids(await search({ sort: 'priceDesc' }))).toEqual([c.id, b.id, d.id, a.id]);
    expect(ids(await search({ sort: 'sales' }))).toEqual([b.id, d.id, a.id, c.id]);
    expect(ids(await search({ sort: 'newest' }))).toEqual([d.id, c.id, b.id, a.id]);
    // 综合 with keywords is relevance: the listing with both words in its name first.
    expect(ids(await search({ keyword: '深沟球轴承', sort: 'default' }))[0]).toBe(a.id);
  });

  it('counts each category and province beside the filters: a facet leaves its own filter out and keeps the others', async () => {
    const byCategory = await search({ goodsCategory: '01' });
    expect(byCategory.facets.categories).toEqual([
      { code: '01', name: '机械设备', count: 2 },
      { code: '02', name: '电子元器件', count: 1 },
      { code: '03', name: '仪器仪表', count: 1 },
    ]);
    expect(byCategory.facets.provinces).toEqual([
      { code: '320000', name: '江苏省', count: 1 },
      { code: '330000', name: '浙江省', count: 1 },
    ]);
    const byCity = await search({ provinceCode: '330000', cityCode: '330100' });
    expect(ids(byCity)).toEqual([a.id]);
    expect(byCity.facets.categories).toEqual([{ code: '01', name: '机械设备', count: 1 }]);
    expect(byCity.facets.provinces).toEqual([
      { code: '330000', name: '浙江省', count: 2 },
      { code: '320000', name: '江苏省', count: 1 },
      { code: '440000', name: '广东省', count: 1 },
    ]);
    const priced = await search({ priceMax: 3_200 });
    expect(priced.facets.categories).toEqual([{ code: '01', name: '机械设备', count: 1 }, { code: '02', name: '电子元器件', count: 1 }]);
  });

  it('pages without repeating or skipping', async () => {
    const first = await search({ sort: 'priceAsc', size: 3 });
    const second = await search({ sort: 'priceAsc', size: 3, current: 2 });
    expect([first.total, first.pages, second.current]).toEqual([4, 2, 2]);
    expect([...ids(first), ...ids(second)]).toEqual([a.id, d.id, b.id, c.id]);
  });

  it('finds every word typed in another order or segmentation than the name holds, and nothing for characters that make no word', async () => {
    expect(ids(await search({ keyword: '轴承深沟球' }))).toEqual([a.id]);
    expect(ids(await search({ keyword: '传感器温湿度' }))).toEqual([d.id]);
    expect(ids(await search({ keyword: '卡尺 数显' }))).toEqual([c.id]);
    expect(sorted((await search({ keyword: '轴承' })).records)).toEqual(sorted([a, b]));
    // The category's name finds its goods.
    expect(ids(await search({ keyword: '仪器仪表' }))).toEqual([c.id]);
    expect(ids(await search({ keyword: '承轴球沟深' }))).toEqual([]);
    const marked = (await search({ keyword: '深沟球轴承' })).records[0];
    expect(marked?.highlight?.name).toMatch(/<em>/);
  });

  it('is rebuilt by a reindex of the kind (npm run ops -- reindex goods) from the table, found the same after it', () =>
    reindexTurn(async () => {
      const result = await reindexKind('goods');
      expect(result).toMatchObject({ kind: 'goods', failed: 0 });
      expect(await indicesOf(readAlias(goodsSpec))).toEqual([result.index]);
      expect(await indicesOf(writeAlias(goodsSpec))).toEqual([result.index]);
      expect(sorted((await search({})).records)).toEqual(sorted(supplied));
      expect(ids(await search({ goodsType: 0 }))).toEqual([wanted.id]);
    }));

  it('refuses hostile input with 400 and a Chinese message naming the field, never a 500', async () => {
    const refused = async (input: Record<string, unknown>, message: RegExp) => {
      const answer = await call('search.goods', { goodsType: 1, ...input } as Input);
      expect(answer.status, JSON.stringify(input)).toBe(400);
      expect(answer.body.msg, JSON.stringify(input)).toMatch(message);
    };
    await refused({ goodsType: 3 }, /商品类型/);
    await refused({ goodsType: undefined }, /商品类型/);
    await refused({ keyword: '轴'.repeat(51) }, /关键词不能超过50个字符/);
    await refused({ keyword: { $ne: '' } }, /关键词/);
    await refused({ goodsCategory: '77' }, /商品类目/);
    await refused({ goodsCategory: ['01', '02'] }, /商品类目/);
    await refused({ provinceCode: '33000' }, /省份/);
    await refused({ provinceCode: '330000', cityCode: '320500' }, /城市/);
    await refused({ priceMin: -1 }, /最低价格/);
    await refused({ priceMin: 1.5 }, /最低价格/);
    await refused({ priceMin: 500, priceMax: 100 }, /最高价格不能低于最低价格/);
    await refused({ priceMax: 1e13 }, /最高价格/);
    await refused({ sort: 'price' }, /排序/);
    await refused({ size: 51 }, /每页条数/);
    await refused({ current: 21, size: 50 }, /1000/);
    await refused({ keyword: '\ud800轴承' }, /关键词/);
    // Query syntax, escapes and the longest keywords are words to find, not a query to run.
    for (const keyword of ['"轴承" OR *:* AND {}[]^~\\/', '<script>alert(1)</script>', '轴承)(|&!', [...'一二三四五六七八九十甲乙丙丁戊己庚辛壬癸子丑寅卯辰巳午未申酉戌亥春夏秋冬东南西北金木水火土天地玄黄宇宙洪荒'].slice(0, 50).join('')]) {
      const answer = await call<GoodsSearchPage, 'search.goods'>('search.goods', { goodsType: 1, keyword } as Input);
      expect(answer.status, keyword).toBe(200);
      expect(Array.isArray(answer.body.data.records), keyword).toBe(true);
    }
  });
});
