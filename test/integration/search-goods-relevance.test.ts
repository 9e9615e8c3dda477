/**
 * The relevance set of the goods search (test/fixtures/goods-relevance.ts): 22 listings written into a goods index of
 * this file's own (so that no other test's goods change a ranking) through the indexer's own write (`writeStates`),
 * and every query run through the search module as `search.goods` runs it (supplier goods unless the query
 * names the kind), its expectations asserted; a last test prints precision@k, recall and MRR (docs/search.md "Goods").
 */
import { createFreshIndex, searchClient, searchDocuments, writeStates } from '../../functions/lib/search/index.js';
import type { GoodsDocument } from '../../functions/search/goods-kind.js';
import { GOODS_RELEVANCE_QUERIES, RELEVANCE_GOODS } from '../fixtures/goods-relevance.js';
import { figures, judge, type RelevanceQuery } from '../fixtures/search-relevance.js';
import { goodsItem, goodsSpec } from '../support/goods-search.js';

let index = '';

const search = async (query: RelevanceQuery): Promise<string[]> => {
  const page = await searchDocuments<GoodsDocument>(
    goodsSpec,
    { keywords: query.keywords, filters: { type: '1', ...query.filters }, ranges: query.ranges, sort: query.sort, current: 1, size: 50 },
    { alias: index },
  );
  return page.records.map((r) => r.doc.serialNumber ?? r.id);
};

beforeAll(async () => {
  index = await createFreshIndex(goodsSpec);
  const t = Date.UTC(2026, 0, 1);
  const states = RELEVANCE_GOODS.map((g, i) => {
    const fen = Math.round(g.yuan * 100);
    const item = goodsItem({
      name: g.name,
      goodsType: g.goodsType,
      goodsCategory: g.goodsCategory,
      unit: g.unit,
      serialNumber: g.key,
      sellerName: `${g.key}商行`,
      provinceCode: g.provinceCode,
      sales: g.sales ?? 0,
      createTime: t + i,
      ...(g.specification ? { specification: g.specification } : {}),
      ...(g.brand ? { brand: g.brand } : {}),
      ...(g.description ? { description: g.description } : {}),
      ...(g.goodsType === 1 ? { unitPrice: fen, stock: 100 } : { budget: fen, quantity: 10 }),
    });
    return { key: { pk: item.pk, sk: item.sk }, item: { ...item } };
  });
  const outcome = await writeStates(goodsSpec, states, index);
  expect(outcome.failed).toEqual([]);
  await searchClient().indices.refresh({ index });
});

afterAll(async () => {
  if (index) await searchClient().indices.delete({ index });
});

describe('the goods relevance set', () => {
  it.each(GOODS_RELEVANCE_QUERIES.map((q) => [`「${q.keywords}」${q.filters ? ` ${JSON.stringify(q.filters)}` : ''}: ${q.about}`, q] as const))('%s', async (_title, query) => {
    const ids = await search(query);
    expect(judge(query, ids), `found: ${ids.join(' ') || 'nothing'}`).toEqual([]);
  });

  it('prints precision@k, recall and MRR over the queries expecting results', async () => {
    const rows: { precision: number; recall: number; reciprocalRank: number }[] = [];
    let met = 0;
    for (const query of GOODS_RELEVANCE_QUERIES) {
      const ids = await search(query);
      if (judge(query, ids).length === 0) met += 1;
      const f = figures(query, ids);
      if (f) rows.push(f);
    }
    const mean = (pick: (f: (typeof rows)[number]) => number) => rows.reduce((sum, f) => sum + pick(f), 0) / rows.length;
    console.log(`goods relevance: ${met} of ${GOODS_RELEVANCE_QUERIES.length} queries meet expectations; over ${rows.length} expecting results: precision@k ${mean((f) => f.precision).toFixed(3)}, recall ${mean((f) => f.recall).toFixed(3)}, MRR ${mean((f) => f.reciprocalRank).toFixed(3)}`);
    expect(mean((f) => f.recall)).toBeGreaterThanOrEqual(0.95);
  });
});
