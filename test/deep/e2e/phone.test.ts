/// <reference lib="dom" />
/**
 * The site on a phone (390 × 844) in headless Chromium against the local cloud: the floating helper and the chat
 * button are one button that opens a menu (意见反馈, 使用说明, 联系客服, 消息), and no action of a page — the
 * cashier's 支付成功 first — stays under it at the page's end; nor does any control of the goods search (its keyword,
 * filters and sorts: the price range's 确定 sat under it on the first screen), as the page opens, with its filters
 * open, or at its end. Screenshots are kept in test-results/e2e/phone.
 */
import type { Browser, Page } from 'playwright-core';
import { cashierPath, paths } from '../../../web/src/config/paths.js';
import { launchBrowser, screenshot } from '../../support/browser.js';
import { loggedInPage, site } from '../../support/chat-panel.js';
import { startRecharge } from '../../support/money.js';
import { coveredOf } from '../../support/page-checks.js';
import { newPerson } from '../../support/people.js';
import { completeBaseInfo } from '../../support/uploads.js';

const PHONE = { width: 390, height: 844 };

/** The goods search's controls: the keyword's search row, the filters' panel and the sorts (not the result cards). */
const FINDER_CONTROLS = 'form[role="search"], aside, [role="group"]';

/** The floating buttons a person can see and press. */
const visibleFloating = (page: Page) =>
  page.evaluate(
    () =>
      Array.from(document.querySelectorAll<HTMLElement>('[data-floating] button, [data-floating] a[href]')).filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
      }).length,
  );

describe('on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('floats one button, which opens the helper and the messages as a menu', async () => {
    // Prepare
    const page = await browser.newPage({ viewport: PHONE, reducedMotion: 'reduce', locale: 'zh-CN' });
    await page.goto(site('/home'));
    const launcher = page.getByTestId('chat-launcher');
    await expect.poll(() => launcher.isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.getByTestId('floating-helper').count(), { timeout: 15_000 }).toBe(1);

    // Assess: one button, its menu closed.
    expect(await visibleFloating(page)).toBe(1);
    expect(await launcher.getAttribute('aria-expanded')).toBe('false');

    // Act: open the menu.
    await launcher.click();

    // Assess
    const menu = page.getByTestId('floating-helper');
    await expect.poll(() => menu.isVisible()).toBe(true);
    for (const name of ['意见反馈', '使用说明', '联系客服', '消息']) expect(await menu.getByRole('button', { name }).isVisible(), name).toBe(true);
    expect(await launcher.getAttribute('aria-expanded')).toBe('true');
    await screenshot(page, 'phone/menu-open');

    // Act: 消息 as a visitor asks to log in, and the menu closes.
    await menu.getByRole('button', { name: '消息' }).click();

    // Assess
    await expect.poll(() => page.getByText('请先登录').first().isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await menu.isVisible()).toBe(false);
    await page.context().close();
  });

  it('leaves no action of the home page or the cashier under the floating button at the page’s end', async () => {
    // Prepare: a person with a payment waiting at the sandbox cashier.
    const person = await newPerson();
    await completeBaseInfo(person);
    const { payId } = await startRecharge(person, 10_010);
    const page = await loggedInPage(browser, person);
    await page.setViewportSize(PHONE);

    const pages = [
      { path: '/home', ready: page.getByTestId('categories') },
      { path: cashierPath(payId), ready: page.getByRole('button', { name: '支付成功' }) },
    ];
    for (const { path, ready } of pages) {
      // Act
      await page.goto(site(path));
      await expect.poll(() => page.getByTestId('chat-launcher').isVisible(), { timeout: 30_000 }).toBe(true);
      await expect.poll(() => ready.isVisible(), { timeout: 30_000 }).toBe(true);
      await page.waitForLoadState('networkidle');

      // Assess
      expect(await coveredOf(page), path).toEqual([]);
    }
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await screenshot(page, 'phone/cashier');
    await page.context().close();
  });

  it('leaves no control of the goods search under the floating button, as it opens, with its filters open, or at its end', async () => {
    // Prepare
    const person = await newPerson();
    await completeBaseInfo(person);
    const page = await loggedInPage(browser, person);
    await page.setViewportSize(PHONE);

    for (const [path, name] of [
      [paths.searchSupplierGoods, 'supplier'],
      [paths.searchPurchaseGoods, 'purchase'],
    ] as const) {
      // Act
      await page.goto(site(path));
      await expect.poll(() => page.getByTestId('chat-launcher').isVisible(), { timeout: 30_000 }).toBe(true);
      await expect.poll(() => page.getByTestId('goods-total').textContent(), { timeout: 30_000 }).toMatch(/^共 \d+ 件商品/);
      await page.waitForLoadState('networkidle');

      // Assess: the first screen, where a person reaches for the filters before scrolling.
      expect(await coveredOf(page, { at: 'start', within: FINDER_CONTROLS }), `${path} as it opens`).toEqual([]);
      await screenshot(page, `phone/goods-search-${name}`);

      // Act: the filters, behind 筛选 on a phone, opened.
      await page.getByTestId('goods-filter-toggle').click();
      await expect.poll(() => page.getByTestId('goods-price-apply').isVisible()).toBe(true);

      // Assess: none of them under the button where opening them left the page, and nothing at the page's end.
      await expect.poll(() => coveredOf(page, { at: 'here', within: FINDER_CONTROLS }), { timeout: 5_000, message: `${path} with its filters open` }).toEqual([]);
      await screenshot(page, `phone/goods-search-${name}-filters`);
      expect(await coveredOf(page), `${path} at its end`).toEqual([]);
    }
    await page.context().close();
  });
});
