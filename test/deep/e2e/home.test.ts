/// <reference lib="dom" />
/**
 * /home in headless Chromium against the local cloud (spec §2.1–§2.3, §7.1): an anonymous visitor sees the
 * operators' banners, the platform figures (the mall's goods among them), the categories, the picture list, the account entries and the
 * footer from the published content; a logged-in person gets the back-to-top float when the page is scrolled
 * down, and no login entries. Screenshots are kept in test-results/e2e.
 */
import type { Browser } from 'playwright-core';
import type { LoginData } from '../../../shared/schemas/content.js';
import { api } from '../../support/api.js';
import { launchBrowser, newPage, screenshot } from '../../support/browser.js';
import { loggedInPage, site } from '../../support/chat-panel.js';
import { newPerson } from '../../support/people.js';

describe('the home page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows a visitor the banners, figures, categories, pictures, account entries and footer', async () => {
    const page = await newPage(browser);
    await page.goto(site('/home'));
    const carousel = page.getByTestId('banner-carousel');
    await expect.poll(() => carousel.getByRole('heading', { name: '分阶段合作，交付更安心' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => carousel.locator('img').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
    await carousel.getByRole('button', { name: '下一张' }).click();
    await expect.poll(() => carousel.getByRole('heading', { name: '费用托管，验收后结算' }).isVisible()).toBe(true);

    const figures = (await api<LoginData>('GET', '/api/system/homeManage/getLoginData')).body.data;
    expect(figures.userNum).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('platform-figures').textContent(), { timeout: 15_000 }).toContain('注册用户');
    await expect.poll(async () => (await page.getByTestId('platform-figures').textContent())?.includes('–'), { timeout: 15_000 }).toBe(false);

    await expect.poll(() => page.getByTestId('categories').getByRole('heading', { level: 3 }).count(), { timeout: 15_000 }).toBe(5);
    expect(await page.getByRole('heading', { name: '适合在合作云完成的工作' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: '三类账号，各有登录入口' }).isVisible()).toBe(true);

    // The mall's goods are among the figures: at least the demo seed's seven listings (docs/mall.md), as the API says.
    expect(figures.goodsNum).toBeGreaterThanOrEqual(7);
    const goods = page.getByTestId('platform-figures').locator('div').filter({ has: page.locator('dt', { hasText: '商品数' }) }).locator('dd');
    await expect.poll(async () => Number((await goods.textContent())?.replace(/,/g, '')), { timeout: 15_000 }).toBeGreaterThanOrEqual(7);
    // Nothing else advertises the mall yet.
    expect(await page.getByText('商城交易').count()).toBe(0);

    const footer = page.getByTestId('site-footer');
    await expect.poll(() => footer.textContent(), { timeout: 15_000 }).toContain('客服电话：400-800-1234');
    expect(await footer.getByRole('link', { name: '京ICP备20260001号-1' }).getAttribute('href')).toBe('https://beian.miit.gov.cn/');
    expect(await footer.getByRole('link', { name: '用户协议' }).getAttribute('href')).toBe('#/otherRule?tagName=用户协议');
    await screenshot(page, 'home');

    // Every public entry leads a visitor to the public page: a category chip opens the finder on that category.
    const chip = page.getByTestId('categories').getByRole('link').first();
    const category = await chip.textContent();
    await chip.click();
    await expect.poll(() => page.url(), { timeout: 15_000 }).toMatch(/#\/findProject\?category=/);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: '找项目' }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(page.url()).not.toContain('/login');
    expect(category).toBeTruthy();
    await page.goto(site('/home'));
    await page.getByRole('banner').getByRole('link', { name: '找项目' }).click();
    await expect.poll(() => page.url(), { timeout: 15_000 }).toMatch(/#\/findProject$/);
    await page.context().close();
  });

  it('gives a logged-in person the back-to-top float and no login entries', async () => {
    const person = await newPerson();
    const page = await loggedInPage(browser, person);
    await page.goto(site('/home'));
    await expect.poll(() => page.getByTestId('greeting').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByRole('heading', { name: '三类账号，各有登录入口' }).count()).toBe(0);
    expect(await page.getByTestId('back-to-top').count()).toBe(0);
    await page.mouse.move(600, 500);
    // Wheel until the page (whose sections arrive one by one) has scrolled down.
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 600);
          return page.evaluate(() => window.scrollY);
        },
        { timeout: 10_000 },
      )
      .toBeGreaterThan(200);
    await expect.poll(() => page.getByTestId('back-to-top').isVisible(), { timeout: 10_000 }).toBe(true);
    await page.getByTestId('back-to-top').click();
    await expect.poll(() => page.getByTestId('back-to-top').count(), { timeout: 10_000 }).toBe(0);
    await page.context().close();
  });
});
