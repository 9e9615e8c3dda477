/**
 * 联系卖家 and 报价 in headless Chromium against the local cloud (docs/mall.md "Contacting the seller (联系卖家) and quotes (报价)"): a
 * person opens a company's goods and 联系卖家 opens the chat with the company's mall staff member, the goods card sent
 * into it; the company's mall staff member, working as the company, answers a person's purchase intent with 报价 — one
 * of the company's supplier goods on sale and a note — and the buyer's conversation holds the card, then the note. A
 * company without supplier goods on sale is led to 发布商品. Screenshots at 1366 px and 390 px.
 */
import type { Page } from 'playwright-core';
import type { Goods } from '../../../shared/schemas/mall-goods.js';
import { call } from '../../support/api.js';
import { screenshot, useBrowserPages } from '../../support/browser.js';
import { chatHistory, loggedInPage, panel, site } from '../../support/chat-panel.js';
import { watchErrors } from '../../support/e2e-pages.js';
import { aListing } from '../../support/mall.js';
import { hireStaff } from '../../support/org.js';
import { coveredOf } from '../../support/page-checks.js';
import { login, newPerson, type TestPerson } from '../../support/people.js';
import { completeBaseInfo } from '../../support/uploads.js';

const ok = <T>(answer: { status: number; body: { code: number; msg: string; data: T } }, what: string): T => {
  if (answer.body.code !== 200) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
};

/** A full-page picture from the top. */
const shot = async (page: Page, name: string) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
};
const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
const onPhone = async (page: Page, name: string, check = true) => {
  await page.setViewportSize({ width: 390, height: 844 });
  if (check) {
    await expect.poll(() => fits(page)).toBe(true);
    expect(await coveredOf(page)).toEqual([]);
  }
  await shot(page, name);
  await page.setViewportSize({ width: 1366, height: 800 });
};

/** A company whose administrator named one staff member mall staff; both with complete basic information. */
const aCompanyWithMallStaff = async () => {
  const [admin, staffP] = await Promise.all([newPerson('COMPANY'), newPerson()]);
  await hireStaff(admin, staffP);
  ok(await call('mall.staff.add', { userId: staffP.userId }, admin.token), 'name mall staff');
  const staff: TestPerson = { ...staffP, token: ok<string>(await login(staffP.phone, staffP.password, 'COMPANY'), 'staff as company') };
  await Promise.all([completeBaseInfo(admin), completeBaseInfo(staffP, '男')]);
  return { admin, staff, staffP };
};

describe('联系卖家 and 报价 in the browser', () => {
  const pages = useBrowserPages();

  it('a person opens a company’s goods, and 联系卖家 opens the chat with its mall staff, the goods card in it', async () => {
    // Prepare
    const co = await aCompanyWithMallStaff();
    const buyer = await newPerson();
    await completeBaseInfo(buyer);
    const goodsId = await aListing(co.admin, 1, { name: '数控车床 CK6140', unitPrice: 12_800_050, unit: '台', stock: 8, minOrderQuantity: 1 });

    // Act
    const page = await loggedInPage(pages.browser(), buyer);
    const errors = watchErrors(page);
    await page.goto(site(`/mall/goodsDetail?goodsId=${goodsId}`));
    await expect.poll(() => page.getByTestId('goods-name').textContent(), { timeout: 15_000 }).toContain('数控车床 CK6140');
    expect(await page.getByTestId('contact-seller').textContent()).toBe('联系卖家');
    await page.getByTestId('contact-seller').click();

    // Assess: the panel opens on the conversation and the card arrives in it
    await expect.poll(() => panel(page).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => panel(page).getByTestId('goods-card').count(), { timeout: 20_000 }).toBe(1);
    expect(await panel(page).getByTestId('goods-card').textContent()).toContain('数控车床 CK6140');
    const theirs = await chatHistory(co.staffP, buyer);
    expect(theirs.map((m) => m.messageContentType)).toEqual(['RECOMMEND_GOODS']);
    expect(JSON.parse(theirs[0]!.content)).toMatchObject({ goodsId, goodsType: 1, name: '数控车床 CK6140', userId: buyer.userId });
    await shot(page, 'mall/contact-chat');
    await onPhone(page, 'mall/contact-chat-phone', false);
    expect(errors).toEqual([]);
  });

  it('a company’s mall staff answers a person’s purchase intent with 报价: the goods card, then the note', async () => {
    // Prepare: the person wants flanges; the company sells two goods
    const co = await aCompanyWithMallStaff();
    const buyer = await newPerson();
    await completeBaseInfo(buyer);
    const intentId = await aListing(buyer, 0, { name: '采购不锈钢法兰 DN50', quantity: 200, unit: '个', budget: 600_000 });
    const flange = await aListing(co.admin, 1, { name: '304 不锈钢法兰 DN50', specification: 'DN50 PN16', brand: '华东管件', unitPrice: 2_450, unit: '个', stock: 5_000, minOrderQuantity: 100 });
    await aListing(co.admin, 1, { name: '碳钢法兰 DN50', specification: 'DN50 PN10', brand: '华东管件', unitPrice: 980, unit: '个', stock: 8_000, minOrderQuantity: 100 });
    const note = '304 材质，单价 24.50 元/个，200 个含税含运费，7 天内发货';

    // Act: the staff member, working as the company, opens the intent and quotes
    const page = await loggedInPage(pages.browser(), co.staff);
    const errors = watchErrors(page);
    await page.goto(site(`/mall/goodsDetail?goodsId=${intentId}`));
    await expect.poll(() => page.getByTestId('goods-name').textContent(), { timeout: 15_000 }).toContain('采购不锈钢法兰 DN50');
    expect(await page.getByTestId('contact-seller').textContent()).toBe('联系买家');
    await shot(page, 'mall/intent');
    await page.getByTestId('quote').click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByTestId('quote-goods').getByRole('button').count(), { timeout: 15_000 }).toBe(2);
    await dialog.getByRole('button', { name: /304 不锈钢法兰 DN50/ }).click();
    await dialog.getByTestId('quote-note').fill(note);
    await shot(page, 'mall/quote-dialog');
    await onPhone(page, 'mall/quote-dialog-phone', false);
    await dialog.getByTestId('quote-send').click();

    // Assess: the dialog closed, the chat with the buyer opened; the buyer's conversation holds the card, then the note
    await expect.poll(() => panel(page).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(async () => (await chatHistory(buyer, co.staffP)).map((m) => m.messageContentType), { timeout: 20_000 }).toEqual(['RECOMMEND_GOODS', 'TEXT']);
    const [card, text] = await chatHistory(buyer, co.staffP);
    expect(JSON.parse(card!.content)).toMatchObject({ goodsId: flange, goodsType: 1, name: '304 不锈钢法兰 DN50', userId: co.staffP.userId });
    expect(text!.content).toBe(note);
    await expect.poll(() => panel(page).getByTestId('goods-card').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => panel(page).getByText(note).isVisible(), { timeout: 15_000 }).toBe(true);
    await shot(page, 'mall/quote-chat');
    await onPhone(page, 'mall/quote-chat-phone', false);
    expect(errors).toEqual([]);
  });

  it('a supplier without supplier goods on sale is told so, and led to 发布商品', async () => {
    // Prepare
    const [company, buyer] = await Promise.all([newPerson('COMPANY'), newPerson()]);
    await Promise.all([completeBaseInfo(company), completeBaseInfo(buyer)]);
    const intentId = await aListing(buyer, 0, { name: '采购工业相机' });
    const off = await aListing(company, 1);
    ok(await call('mall.goods.show', { id: off, isOnSale: false }, company.token), 'off sale');
    expect(ok(await call<{ records: Goods[] }>('mall.goods.mine', { goodsType: 1, isOnSale: true }, company.token), 'mine').records).toEqual([]);

    // Act
    const page = await loggedInPage(pages.browser(), company);
    const errors = watchErrors(page);
    await page.goto(site(`/mall/goodsDetail?goodsId=${intentId}`));
    await expect.poll(() => page.getByTestId('goods-name').textContent(), { timeout: 15_000 }).toContain('采购工业相机');
    await page.getByTestId('quote').click();

    // Assess
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('还没有在售的供应商品').isVisible(), { timeout: 15_000 }).toBe(true);
    await shot(page, 'mall/quote-empty');
    await onPhone(page, 'mall/quote-empty-phone', false);
    await dialog.getByRole('link', { name: '去发布商品' }).click();
    await page.waitForURL(/#\/mall\/create\?goodsType=1/, { timeout: 15_000 });
    await expect.poll(() => page.getByRole('heading', { name: '发布商品' }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(errors).toEqual([]);
  });
});
