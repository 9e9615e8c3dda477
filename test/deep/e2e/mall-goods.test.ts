/**
 * The mall in headless Chromium against the local cloud: a company lists supplier goods with a picture through 发布商品
 * (/mall/create) and lands on their detail; a person opens the detail, adds two to the cart, finds the line in 购物车
 * grouped under the company (whose page, 进入店铺, lists the goods), and changes its quantity, the total following; the company's 广告帖 lists the goods and
 * refuses three empty new rows; the person saves a first delivery address, the default. Screenshots of each page at
 * 1366 px and at 390 px, where nothing scrolls sideways and no action stays under the floating button.
 */
import type { Page } from 'playwright-core';
import { screenshot, useBrowserPages } from '../../support/browser.js';
import { loggedInPage, site } from '../../support/chat-panel.js';
import { pictureOf, watchErrors } from '../../support/e2e-pages.js';
import { coveredOf } from '../../support/page-checks.js';
import { newPerson } from '../../support/people.js';
import { completeBaseInfo } from '../../support/uploads.js';

const choose = async (page: Page, box: string, option: string) => {
  await page.getByRole('combobox', { name: box }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

/** A full-page picture from the top (the sticky header would otherwise be drawn where the page was scrolled to). */
const shot = async (page: Page, name: string) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
};

const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe('the mall in the browser', () => {
  const pages = useBrowserPages();

  it('lists a company’s goods with a picture, and a person puts them in the cart', async () => {
    const [company, buyer] = await Promise.all([newPerson('COMPANY'), newPerson()]);
    await Promise.all([completeBaseInfo(company), completeBaseInfo(buyer)]);

    // 发布商品 as the company: kind 供应商品, its fields, one picture, a region and a description.
    const seller = await loggedInPage(pages.browser(), company);
    const sellerErrors = watchErrors(seller);
    await seller.goto(site('/mall/create?goodsType=1'));
    await expect.poll(() => seller.getByRole('heading', { name: '发布商品' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await seller.locator('#goods-goodsCategory').click();
    await seller.getByRole('option', { name: '机械设备' }).click();
    await seller.locator('#goods-name').fill('数控车床 CK6140');
    await seller.locator('#goods-specification').fill('CK6140 × 1000');
    await seller.locator('#goods-brand').fill('沈阳机床');
    await seller.locator('#goods-unitPrice').fill('１２８00.5');
    await seller.locator('#goods-unit').click();
    await seller.getByRole('option', { name: '台', exact: true }).click();
    await seller.locator('#goods-stock').fill('8');
    await seller.locator('#goods-minOrderQuantity').fill('1');
    await seller.getByTestId('image-upload-input').setInputFiles({ name: '车床.png', mimeType: 'image/png', buffer: pictureOf(640, 480) });
    await expect.poll(() => seller.getByTestId('image-upload-item').count(), { timeout: 15_000 }).toBe(1);
    await choose(seller, '省份', '浙江省');
    await choose(seller, '城市', '杭州市');
    await choose(seller, '区县', '西湖区');
    await seller.getByTestId('goods-description').fill('主轴转速 25–2000 转/分，含尾座与三爪卡盘，江浙沪包送货。');
    await shot(seller, 'mall/create');
    await seller.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => fits(seller)).toBe(true);
    expect(await coveredOf(seller)).toEqual([]);
    await shot(seller, 'mall/create-phone');
    await seller.setViewportSize({ width: 1366, height: 800 });
    await seller.getByTestId('goods-submit').click();
    await seller.waitForURL(/#\/mall\/goodsDetail\?goodsId=/, { timeout: 15_000 });
    const detailPath = new URL(seller.url()).hash.slice(1);
    await expect.poll(() => seller.getByTestId('goods-name').textContent()).toContain('数控车床 CK6140');
    await expect.poll(() => seller.getByText('这是您发布的商品').isVisible()).toBe(true);

    // 广告帖 of the company lists it on sale; 新增 opens three rows of the kind.
    await seller.goto(site('/company/comAdrate'));
    await expect.poll(() => seller.getByTestId('my-goods').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => seller.getByTestId('my-goods').textContent()).toContain('已上架');
    await seller.getByTestId('ads-add').click();
    await seller.getByTestId('new-rows-submit').click();
    await expect.poll(() => seller.getByText('请至少填写一行商品信息').isVisible()).toBe(true);
    await shot(seller, 'mall/ads');
    await seller.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => fits(seller)).toBe(true);
    expect(await coveredOf(seller)).toEqual([]);
    await shot(seller, 'mall/ads-phone');
    await seller.setViewportSize({ width: 1366, height: 800 });
    // 商城管理员: the administrator's; nobody else in this company to name yet.
    await seller.getByTestId('mall-staff-open').click();
    await expect.poll(() => seller.getByRole('dialog').getByText('还没有指定商城管理员。').isVisible()).toBe(true);
    await shot(seller, 'mall/staff');
    await seller.getByRole('dialog').getByRole('button', { name: '关闭' }).click();
    expect(sellerErrors).toEqual([]);

    // The person opens the detail, adds two to the cart.
    const page = await loggedInPage(pages.browser(), buyer);
    const errors = watchErrors(page);
    await page.goto(site(detailPath));
    await expect.poll(() => page.getByTestId('goods-price').textContent(), { timeout: 15_000 }).toBe('¥12,800.50/台');
    await expect.poll(() => page.getByTestId('goods-gallery').locator('img').first().evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(640);
    await page.getByRole('button', { name: '增加数量' }).click();
    await page.getByTestId('add-to-cart').click();
    await expect.poll(() => page.getByText(/已加入购物车/).isVisible()).toBe(true);
    await shot(page, 'mall/detail');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => fits(page)).toBe(true);
    expect(await coveredOf(page)).toEqual([]);
    await shot(page, 'mall/detail-phone');
    await page.setViewportSize({ width: 1366, height: 800 });

    // 进入店铺: the company's page lists the goods on sale, the card leading back to them.
    await page.getByRole('link', { name: '进入店铺' }).click();
    await page.waitForURL(/#\/supplierInfo\?userId=/);
    await expect.poll(() => page.getByTestId('goods-grid').getByRole('link').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.getByTestId('seller-card').textContent()).toContain(company.orgName ?? '');
    await shot(page, 'mall/supplier');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => fits(page)).toBe(true);
    expect(await coveredOf(page)).toEqual([]);
    await shot(page, 'mall/supplier-phone');
    await page.setViewportSize({ width: 1366, height: 800 });

    // 购物车: the line under the company, 2 × ¥12,800.50; one more makes three.
    await page.goto(site('/work/userCenter/shopcar'));
    const line = page.getByTestId('cart-line');
    await expect.poll(() => line.count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.getByTestId('cart-group').textContent()).toContain(company.orgName ?? '');
    await expect.poll(() => page.getByTestId('cart-total').textContent()).toBe('¥25,601.00');
    await line.getByRole('button', { name: '增加数量' }).click();
    await expect.poll(() => line.getByTestId('quantity-input').inputValue()).toBe('3');
    await expect.poll(() => page.getByTestId('cart-total').textContent()).toBe('¥38,401.50');
    await line.getByTestId('quantity-input').fill('１');
    await line.getByTestId('quantity-input').press('Enter');
    await expect.poll(() => page.getByTestId('cart-total').textContent()).toBe('¥12,800.50');
    await shot(page, 'mall/cart');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => fits(page)).toBe(true);
    expect(await coveredOf(page)).toEqual([]);
    await shot(page, 'mall/cart-phone');
    await page.setViewportSize({ width: 1366, height: 800 });

    // 收货地址: a first address, the default one.
    await page.goto(site('/work/userCenter/address'));
    await page.getByTestId('address-add').click();
    const dialog = page.getByRole('dialog');
    await choose(page, '省份', '浙江省');
    await choose(page, '城市', '杭州市');
    await choose(page, '区县', '西湖区');
    await dialog.getByTestId('address-street').fill('文三路 100 号 5 楼');
    await dialog.getByTestId('address-contact').fill('林晓');
    await dialog.getByTestId('address-phone').fill('13800000001');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.getByTestId('address').textContent(), { timeout: 15_000 }).toContain('浙江省 杭州市 西湖区 文三路 100 号 5 楼');
    await expect.poll(() => page.getByTestId('address').textContent()).toContain('默认');
    await shot(page, 'mall/address');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => fits(page)).toBe(true);
    expect(await coveredOf(page)).toEqual([]);
    await shot(page, 'mall/address-phone');
    expect(errors).toEqual([]);
  });
});
