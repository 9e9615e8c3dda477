// @vitest-environment jsdom
/**
 * The goods tabs (web/src/features/goods-search, 搜索资源 › 供应商品 and 采购商品) against a stub API: the address's
 * filters are what `search.goods` is asked (prices typed in 元, sent in fen), a keyword waits 500 ms, a
 * category chip shows its count and goes to the address (page 1), a sort is asked, a card links to the goods'
 * details, nothing found is an empty state, and the search being unavailable is said in place with 重试.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { searchRoute } from '../../../shared/routes/search.js';
import type { GoodsHit, GoodsSearchPage } from '../../../shared/schemas/mall-search.js';
import { PurchaseGoodsPage, SupplierGoodsPage } from '../../../web/src/features/goods-search/components/goods-pages.js';
import { useApiStub } from './api-stub.js';
import { renderPage } from './render-page.js';

const SEARCH = searchRoute('search.goods').path;
const api = useApiStub();

const goods = (id: string, name: string, fields: Partial<GoodsHit> = {}): GoodsHit => ({
  id,
  goodsType: 1,
  goodsCategory: '01',
  isOnSale: true,
  name,
  price: 1_250,
  regionLabel: '',
  unitPrice: 1_250,
  unit: '件',
  specification: '25×52×15mm',
  provinceCode: '330000',
  cityCode: '330100',
  pictures: ['goods-image/o/a.jpg'],
  pictureUrls: ['http://localhost/files/goods-image/o/a.jpg'],
  seller: { sellerId: 'S', sellerType: 'COMPANY', name: '杭州精工轴承有限公司', headPortrait: '', regionLabel: '' },
  sales: 30,
  evaluationCount: 0,
  starAverage: 0,
  createTime: 0,
  updateTime: 0,
  mine: false,
  ...fields,
});

const answer = (records: GoodsHit[], facets: GoodsSearchPage['facets'] = { categories: [{ code: '01', name: '机械设备', count: 7 }], provinces: [{ code: '330000', name: '浙江省', count: 5 }] }) => ({
  code: 200,
  msg: '操作成功',
  data: { records, total: records.length, pages: 1, current: 1, size: 12, facets } satisfies GoodsSearchPage,
});

const asked = () => api.seen.filter((r) => r.path === SEARCH).map((r) => JSON.parse(Buffer.from(r.body, 'latin1').toString('utf8')) as Record<string, unknown>);

beforeEach(() => {
  api.seen.length = 0;
  api.reply(SEARCH, { body: answer([goods('01JAAAAAAAAAAAAAAAAAAAAAA1', '深沟球轴承6205', { highlight: { name: '<em>深沟球</em>轴承6205' } })]) });
});

describe('the supplier goods tab', () => {
  it('asks what the address says, prices in fen, and shows the cards with price per unit, seller, region and sales', async () => {
    const view = renderPage('/work/search/supplierGoods?keyword=%E8%BD%B4%E6%89%BF&category=01&province=330000&min=12.5&max=99&sort=priceAsc', <SupplierGoodsPage />);
    expect(await screen.findByTestId('goods-card')).toBeTruthy();
    expect(asked()[0]).toEqual({ goodsType: 1, keyword: '轴承', goodsCategory: '01', provinceCode: '330000', priceMin: 1_250, priceMax: 9_900, sort: 'priceAsc', current: 1, size: 12 });
    const card = screen.getByTestId('goods-card');
    expect(card.getAttribute('href')).toBe('/mall/goodsDetail?goodsId=01JAAAAAAAAAAAAAAAAAAAAAA1');
    expect(card.textContent).toContain('¥12.50/件');
    expect(card.textContent).toContain('杭州精工轴承有限公司');
    expect(card.textContent).toContain('浙江省 杭州市');
    expect(card.textContent).toContain('已售 30');
    expect(card.querySelector('mark')?.textContent).toBe('深沟球');
    expect(screen.getByTestId('goods-category-01').textContent).toBe('机械设备（7）');
    expect(screen.getByTestId('goods-sort-priceAsc').getAttribute('aria-pressed')).toBe('true');
    view.unsubscribe();
  });

  it('searches a keyword 500 ms after the last keystroke; a chip and a sort go to the address from page 1', async () => {
    const view = renderPage('/work/search/supplierGoods?page=2', <SupplierGoodsPage />);
    await screen.findByTestId('goods-card');
    fireEvent.change(screen.getByTestId('goods-keyword'), { target: { value: '轴承' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(asked().some((a) => a.keyword === '轴承')).toBe(false);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toContain('keyword=%E8%BD%B4%E6%89%BF'));
    fireEvent.click(screen.getByTestId('goods-category-01'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/work/search/supplierGoods?keyword=%E8%BD%B4%E6%89%BF&category=01'));
    fireEvent.click(screen.getByTestId('goods-sort-sales'));
    await waitFor(() => expect(asked().at(-1)).toMatchObject({ keyword: '轴承', goodsCategory: '01', sort: 'sales', current: 1 }));
    view.unsubscribe();
  });

  it('applies a price range typed in 元 and refuses one whose highest is below its lowest', async () => {
    const view = renderPage('/work/search/supplierGoods', <SupplierGoodsPage />);
    await screen.findByTestId('goods-card');
    fireEvent.change(screen.getByTestId('goods-price-min'), { target: { value: '100' } });
    fireEvent.change(screen.getByTestId('goods-price-max'), { target: { value: '50' } });
    expect(screen.getByRole('alert').textContent).toContain('最高价格不能低于最低价格');
    expect((screen.getByTestId('goods-price-apply') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('goods-price-max'), { target: { value: '200.05' } });
    fireEvent.click(screen.getByTestId('goods-price-apply'));
    await waitFor(() => expect(asked().at(-1)).toMatchObject({ priceMin: 10_000, priceMax: 20_005 }));
    view.unsubscribe();
  });

  it('says nothing was found, and says the search is unavailable with 重试', async () => {
    api.reply(SEARCH, { body: answer([]) });
    const view = renderPage('/work/search/supplierGoods?keyword=zz', <SupplierGoodsPage />);
    expect(await screen.findByText('没有找到商品')).toBeTruthy();
    view.unmount();
    view.unsubscribe();
    api.reply(SEARCH, { status: 503, body: { code: 503, msg: '搜索服务暂时不可用，请稍后再试', data: null } });
    const again = renderPage('/work/search/supplierGoods', <SupplierGoodsPage />);
    expect(await screen.findByText('搜索服务暂时不可用')).toBeTruthy();
    expect(again.notices.filter((n) => n.kind === 'modal')).toEqual([]);
    api.reply(SEARCH, { body: answer([goods('01JAAAAAAAAAAAAAAAAAAAAAA3', '圆锥滚子轴承')]) });
    fireEvent.click(screen.getByTestId('goods-retry'));
    expect(await screen.findByText('圆锥滚子轴承')).toBeTruthy();
    again.unsubscribe();
  });
});

describe('the purchase goods tab', () => {
  it('asks goodsType 0 and shows the budget, quantity and buyer', async () => {
    api.reply(SEARCH, { body: answer([goods('01JAAAAAAAAAAAAAAAAAAAAAA4', '采购不锈钢板材', { goodsType: 0, price: 500_000, budget: 500_000, unitPrice: undefined, quantity: 200, unit: '件', deadline: Date.UTC(2030, 0, 1) })]) });
    const view = renderPage('/work/search/purchaseGoods', <PurchaseGoodsPage />);
    const card = await screen.findByTestId('goods-card');
    expect(asked()[0]).toMatchObject({ goodsType: 0 });
    expect(card.textContent).toContain('预算 ¥5,000.00');
    expect(card.textContent).toContain('采购 200件');
    expect(card.textContent).toContain('采购方：杭州精工轴承有限公司');
    expect(card.textContent).not.toContain('已售');
    view.unsubscribe();
  });
});
