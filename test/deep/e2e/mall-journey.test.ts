/**
 * Issue 29's acceptance journey in two browsers against the local cloud: a company lists supplier goods with a
 * picture (发布商品); a person finds them by Chinese words in 搜索资源 › 供应商品, opens the detail, puts them in the
 * cart and checks out (结算 → 提交订单 → 支付 with the pay password); the company ships from 销售订单; the person follows
 * the trace, asks part of the money back (仅退款), the company agrees; the person confirms receipt and evaluates, the
 * company replies; the person applies for an invoice, the company issues it (a PDF), the person downloads it. The
 * money is checked where the pages show it. Only the two people, the person's pay password, wallet funding (the
 * sandbox cashier) and delivery address are made through the API. Screenshots at 1366 and 390 px.
 */
import type { Page } from 'playwright-core';
import { formatFen } from '../../../shared/money.js';
import { orderCommissionOf } from '../../../shared/mall.js';
import { call } from '../../support/api.js';
import { screenshot, useBrowserPages } from '../../support/browser.js';
import { loggedInPage, site } from '../../support/chat-panel.js';
import { pictureOf, watchErrors } from '../../support/e2e-pages.js';
import { anAddress } from '../../support/mall.js';
import { fundWallet, PAY_PASSWORD, setPayPassword } from '../../support/money.js';
import { coveredOf } from '../../support/page-checks.js';
import { newPerson } from '../../support/people.js';
import { completeBaseInfo } from '../../support/uploads.js';

const choose = async (page: Page, box: string, option: string) => {
  await page.getByRole('combobox', { name: box }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** The page from the top at 1366 px, then at 390 px (nothing sideways, nothing under the floating button), back to 1366. */
const shots = async (page: Page, name: string) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `mall-journey/${name}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => fits(page)).toBe(true);
  expect(await coveredOf(page)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `mall-journey/${name}-phone`);
  await page.setViewportSize({ width: 1366, height: 800 });
};

const walletOf = async (token: string) => {
  const answer = await call<{ available: number }>('wallet.info', {}, token);
  return answer.body.data.available;
};

const PRICE = 12_800; // ¥128.00 a 套
const QUANTITY = 3;
const PAID = PRICE * QUANTITY; // ¥384.00
const REFUND = 5_000; // ¥50.00
const RELEASED = PAID - REFUND;
const COMMISSION = orderCommissionOf(RELEASED);
const WALLET = 100_000;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

describe('issue 29: the mall journey in two browsers', () => {
  const pages = useBrowserPages();

  it('lists, finds, buys, ships, refunds part, receives, evaluates, replies and invoices', async () => {
    const [company, person] = await Promise.all([newPerson('COMPANY'), newPerson()]);
    await Promise.all([completeBaseInfo(company), completeBaseInfo(person), setPayPassword(person)]);
    await Promise.all([fundWallet(person, WALLET), anAddress(person, { contact: '林晓', phone: '13800000001' })]);
    const sellerStart = await walletOf(company.token);
    const name = `不锈钢保温杯礼盒 ${String(Date.now()).slice(-6)}`;

    // 1. 发布商品 as the company: 供应商品 with a picture.
    const s = await loggedInPage(pages.browser(), company);
    const sellerErrors = watchErrors(s);
    await s.goto(site('/mall/create?goodsType=1'));
    await expect.poll(() => s.getByRole('heading', { name: '发布商品' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await s.locator('#goods-goodsCategory').click();
    await s.getByRole('option', { name: '五金工具' }).click();
    await s.locator('#goods-name').fill(name);
    await s.locator('#goods-specification').fill('500ml 双层真空');
    await s.locator('#goods-brand').fill('合作云优选');
    await s.locator('#goods-unitPrice').fill(String(PRICE / 100));
    await s.locator('#goods-unit').click();
    await s.getByRole('option', { name: '套', exact: true }).click();
    await s.locator('#goods-stock').fill('50');
    await s.locator('#goods-minOrderQuantity').fill('1');
    await s.getByTestId('image-upload-input').setInputFiles({ name: '保温杯.png', mimeType: 'image/png', buffer: pictureOf(640, 480) });
    await expect.poll(() => s.getByTestId('image-upload-item').count(), { timeout: 15_000 }).toBe(1);
    await choose(s, '省份', '浙江省');
    await choose(s, '城市', '杭州市');
    await choose(s, '区县', '西湖区');
    await s.getByTestId('goods-description').fill('304 不锈钢内胆，十二小时保温，礼盒装，企业定制可印标志。');
    await s.getByTestId('goods-submit').click();
    await s.waitForURL(/#\/mall\/goodsDetail\?goodsId=/, { timeout: 15_000 });
    const goodsId = new URL(s.url().replace('#/', '')).searchParams.get('goodsId')!;
    expect(goodsId).toBeTruthy();

    // 2. The person finds them by Chinese words in 搜索资源 › 供应商品.
    const b = await loggedInPage(pages.browser(), person);
    const buyerErrors = watchErrors(b);
    await b.goto(site('/work/search/supplierGoods'));
    await b.getByTestId('goods-keyword').fill('保温杯礼盒');
    await b.getByTestId('goods-keyword').press('Enter');
    const card = b.getByTestId('goods-card').filter({ hasText: name });
    await expect.poll(() => card.count(), { timeout: 30_000 }).toBe(1);
    await shots(b, '01-search');
    await card.click();
    await b.waitForURL(/#\/mall\/goodsDetail\?goodsId=/);
    await expect.poll(() => b.getByTestId('goods-price').textContent(), { timeout: 15_000 }).toBe('¥128.00/套');
    await expect.poll(() => b.getByTestId('goods-gallery').locator('img').first().evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(640);

    // 3. Three in the cart; 结算 from 购物车.
    await b.getByRole('button', { name: '增加数量' }).click();
    await b.getByRole('button', { name: '增加数量' }).click();
    await b.getByTestId('add-to-cart').click();
    await expect.poll(() => b.getByText(/已加入购物车/).isVisible()).toBe(true);
    await shots(b, '02-detail');
    await b.goto(site('/work/userCenter/shopcar'));
    await expect.poll(() => b.getByTestId('cart-line').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => b.getByTestId('cart-total').textContent()).toBe(formatFen(PAID));
    await shots(b, '03-cart');
    await b.getByTestId('cart-checkout').click();
    await b.waitForURL(/#\/mall\/submitOrder\?from=cart/);
    await expect.poll(() => b.getByTestId('order-total').textContent(), { timeout: 15_000 }).toBe(formatFen(PAID));
    await expect.poll(() => b.getByTestId('address-option').count()).toBe(1);
    await b.getByTestId('order-remark').fill('请用礼盒包装，周一至周五送货。');
    await shots(b, '04-submit');
    await b.getByTestId('order-submit').click();
    await b.waitForURL(/#\/mall\/pay\?orderIds=/, { timeout: 15_000 });
    const orderId = new URL(b.url().replace('#/', '')).searchParams.get('orderIds')!;
    await expect.poll(() => b.getByTestId('order-pay-amount').textContent(), { timeout: 15_000 }).toContain(formatFen(PAID));
    await b.getByTestId('pay-password').fill(PAY_PASSWORD);
    await shots(b, '05-pay');
    await b.getByRole('button', { name: /确认支付/ }).click();
    await b.waitForURL(/#\/mall\/paySuccess\?orderIds=/, { timeout: 20_000 });
    await shots(b, '06-paid');
    expect(await walletOf(person.token)).toBe(WALLET - PAID);

    // 4. The company sees it in 销售订单 (待发货) and ships it.
    await s.goto(site('/work/userCenter/saleOrder'));
    const saleCard = s.getByTestId('order-card');
    await expect.poll(() => saleCard.count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => saleCard.getByTestId('order-state').textContent()).toBe('待发货');
    await shots(s, '07-sale-orders');
    await saleCard.getByRole('button', { name: '发货' }).click();
    await s.getByTestId('ship-carrier').fill('顺丰速运');
    await s.getByTestId('ship-tracking').fill('SF1234567890');
    await s.getByRole('alertdialog').getByRole('button', { name: '确认发货' }).click();
    await expect.poll(() => saleCard.getByTestId('order-state').textContent(), { timeout: 15_000 }).toBe('待收货');

    // 5. The buyer's 采购订单 and detail; the trace (沙箱物流).
    await b.goto(site('/work/userCenter/shopOrder'));
    const buyCard = b.getByTestId('order-card');
    await expect.poll(() => buyCard.count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => buyCard.getByTestId('order-state').textContent(), { timeout: 15_000 }).toBe('待收货');
    await shots(b, '08-buy-orders');
    await b.goto(site(`/order/orderDetail?id=${orderId}`));
    await expect.poll(() => b.getByTestId('order-logistics').textContent(), { timeout: 15_000 }).toContain('SF1234567890');
    expect(await b.getByTestId('order-money').textContent()).toContain(formatFen(PAID));
    // 订单信息: each step taken so far with its time, and the automatic receipt's deadline while 待收货.
    const timesShipped = await b.getByTestId('order-times').textContent();
    for (const label of ['下单时间', '付款时间', '发货时间', '自动确认收货时间']) expect(timesShipped).toContain(label);
    expect(timesShipped).not.toContain('完成时间');
    await shots(b, '09-order-detail');
    await b.getByRole('link', { name: '查看物流' }).click();
    await b.waitForURL(/#\/order\/logistics\?/);
    await expect.poll(() => b.getByTestId('trace-facts').textContent(), { timeout: 15_000 }).toContain('顺丰速运');
    // The sandbox carrier picks the parcel up an hour after shipping: no events yet.
    expect(await b.getByText('暂无物流轨迹').isVisible()).toBe(true);
    await shots(b, '10-logistics');

    // 6. 仅退款 of ¥50.00; the company agrees.
    await b.goto(site(`/order/orderDetail?id=${orderId}`));
    await b.getByRole('link', { name: '申请售后' }).click();
    await b.waitForURL(/#\/order\/refundOrder\?/);
    await b.getByTestId('refund-type-REFUND').click();
    await b.getByTestId('refund-amount').fill(String(REFUND / 100));
    await b.getByTestId('refund-reason').fill('礼盒外包装有压痕，协商退部分款。');
    await shots(b, '11-refund-apply');
    await b.getByTestId('refund-submit').click();
    await b.waitForURL(/#\/order\/refundProgress\?id=/, { timeout: 15_000 });
    const refundId = new URL(b.url().replace('#/', '')).searchParams.get('id')!;
    await expect.poll(() => b.getByTestId('refund-state').textContent(), { timeout: 15_000 }).toContain('待卖家处理');
    await shots(b, '12-refund-progress');

    await s.goto(site(`/order/saleRefundProgress?id=${refundId}`));
    await s.getByRole('button', { name: '同意退款' }).click();
    await s.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect.poll(() => s.getByTestId('refund-state').textContent(), { timeout: 15_000 }).toContain('退款成功');
    await shots(s, '13-refund-agreed');
    await expect.poll(() => walletOf(person.token)).toBe(WALLET - PAID + REFUND);
    await b.reload();
    await expect.poll(() => b.getByTestId('refund-state').textContent(), { timeout: 15_000 }).toContain('退款成功');

    // 7. The buyer confirms receipt.
    await b.goto(site(`/order/orderDetail?id=${orderId}`));
    await b.getByRole('button', { name: '确认收货' }).click();
    await b.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect.poll(() => b.getByTestId('order-progress').textContent(), { timeout: 15_000 }).toContain('已完成');
    await expect.poll(() => b.getByTestId('order-times').textContent()).toContain('完成时间');
    expect(await b.getByTestId('order-times').textContent()).not.toContain('自动确认收货时间');
    await expect.poll(() => walletOf(company.token)).toBe(sellerStart + RELEASED - COMMISSION);

    // 8. Evaluates; the company replies.
    await b.getByRole('link', { name: '评价商品' }).click();
    await b.waitForURL(/#\/mall\/goodsEvaluate\?/);
    const line = b.getByTestId('evaluate-line');
    await line.getByRole('radio', { name: '4星' }).click();
    await line.getByRole('textbox').fill('做工扎实，保温效果好，包装精美。');
    await shots(b, '14-evaluate');
    await b.getByRole('button', { name: '提交评价' }).click();
    await expect.poll(() => b.getByText('评价成功，感谢您的反馈').isVisible(), { timeout: 15_000 }).toBe(true);

    await s.goto(site(`/order/saleOrderDetail?id=${orderId}`));
    await s.getByRole('link', { name: '回复评价' }).click();
    await s.waitForURL(/#\/order\/replyOrder\?/);
    await s.getByRole('textbox').fill('感谢支持，欢迎再次选购！');
    await s.getByRole('button', { name: '提交回复' }).click();
    await s.waitForURL(/#\/order\/saleOrderDetail\?/, { timeout: 15_000 });
    await s.getByRole('link', { name: '回复评价' }).click();
    await expect.poll(() => s.getByTestId('reply-given').textContent(), { timeout: 15_000 }).toContain('感谢支持');
    await shots(s, '15-reply');
    // The goods' detail shows the evaluation and the reply to everyone.
    await b.goto(site(`/mall/goodsDetail?goodsId=${goodsId}`));
    await expect.poll(() => b.getByTestId('goods-evaluation').textContent(), { timeout: 15_000 }).toContain('做工扎实');
    expect(await b.getByTestId('goods-evaluation-reply').textContent()).toBe('卖家回复：感谢支持，欢迎再次选购！');
    expect(await b.getByTestId('evaluations').textContent()).toContain('共 1 条评价，平均 4.0 星');
    await shots(b, '15-detail-evaluated');
    await b.getByRole('link', { name: '进入店铺' }).click();
    await b.waitForURL(/#\/supplierInfo\?userId=/);
    await expect.poll(() => b.getByTestId('goods-evaluation').textContent(), { timeout: 15_000 }).toContain(name);
    expect(await b.getByTestId('goods-evaluation-reply').textContent()).toBe('卖家回复：感谢支持，欢迎再次选购！');
    await shots(b, '15-supplier-evaluated');

    // 9. Invoice: applied by the buyer, issued by the company with a PDF, downloaded by the buyer.
    await b.goto(site(`/order/applyInvoice?id=${orderId}`));
    await b.getByTestId('invoice-title').fill('林晓');
    await shots(b, '16-invoice-apply');
    await b.getByTestId('invoice-submit').click();
    await expect.poll(() => b.getByText('发票申请已提交，卖家开票后您会收到通知').isVisible(), { timeout: 15_000 }).toBe(true);

    await s.goto(site(`/order/openInvoice?id=${orderId}`));
    await s.getByTestId('invoice-file').setInputFiles({ name: '发票-保温杯.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect.poll(() => s.getByText('已上传：发票-保温杯.pdf').isVisible(), { timeout: 15_000 }).toBe(true);
    await shots(s, '17-invoice-open');
    await s.getByRole('button', { name: '开具发票' }).click();
    await expect.poll(() => s.getByText('发票已开具').first().isVisible(), { timeout: 15_000 }).toBe(true);

    await b.goto(site(`/order/orderDetail?id=${orderId}`));
    const download = b.waitForEvent('download');
    await b.getByTestId('invoice-download').click();
    expect((await download).suggestedFilename()).toBe('发票-保温杯.pdf');

    // 10. The money where the pages show it.
    await expect.poll(() => b.getByTestId('order-money').textContent(), { timeout: 15_000 }).toContain(`已退款${formatFen(REFUND)}`);
    await shots(b, '18-order-done-buyer');
    await s.goto(site(`/order/saleOrderDetail?id=${orderId}`));
    await expect.poll(() => s.getByTestId('order-commission').textContent(), { timeout: 15_000 }).toBe(formatFen(COMMISSION));
    expect(await s.getByTestId('order-income').textContent()).toBe(formatFen(RELEASED - COMMISSION));
    await shots(s, '19-order-done-seller');
    await b.goto(site('/work/userCenter/wallet'));
    await expect.poll(() => b.getByTestId('wallet-available').textContent(), { timeout: 15_000 }).toBe(formatFen(WALLET - PAID + REFUND));
    await expect.poll(() => b.getByTestId('flow-amount').allTextContents(), { timeout: 15_000 }).toEqual([`+${formatFen(REFUND)}`, `-${formatFen(PAID)}`, `+${formatFen(WALLET)}`]);
    await shots(b, '20-wallet');
    // The company's wallet: the income, ¥334.00 less the 2% commission.
    await s.goto(site('/company/comWallet'));
    await expect.poll(() => s.getByTestId('wallet-available').textContent(), { timeout: 15_000 }).toBe(formatFen(sellerStart + RELEASED - COMMISSION));
    await expect.poll(() => s.getByTestId('flow-amount').allTextContents(), { timeout: 15_000 }).toEqual([`+${formatFen(RELEASED - COMMISSION)}`]);
    await shots(s, '21-company-wallet');

    expect(sellerErrors).toEqual([]);
    expect(buyerErrors).toEqual([]);
  }, 300_000);
});
