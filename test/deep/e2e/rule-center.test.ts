/// <reference lib="dom" />
/**
 * The rule center, FAQ and other rules in headless Chromium against the local cloud (spec §2.1 /ruleCenter,
 * /otherRule), logged out: the seeded tabs of infra/content/rules, switching tabs (`activeTwoName`) and sets
 * (`key`), an agreement by its tag name, and the tabs above the body on a phone. Tolerant to tabs added to the
 * seed: it relies only on the names it picks being there. Screenshots are kept in test-results/e2e.
 */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from '../../support/browser.js';
import { site } from '../../support/chat-panel.js';

/** The SPA's hash route, as path and parsed query. */
const route = (page: Page) => {
  const [path = '', search = ''] = new URL(page.url()).hash.slice(1).split('?');
  return { path, query: Object.fromEntries(new URLSearchParams(search)) };
};

const selectedTab = (page: Page) => page.getByRole('tab', { selected: true });

describe('rule center', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the platform rules and the FAQ to a visitor, switching tabs and sets through the URL', async () => {
    const page = await newPage(browser);
    // A visitor: the page is public, no login redirect.
    await page.goto(site('/ruleCenter?key=rule'));
    const rules = page.getByRole('tablist', { name: '平台规则目录' });
    await expect.poll(() => rules.getByRole('tab', { name: '服务费规则', exact: true }).count(), { timeout: 15_000 }).toBe(1);
    expect(route(page).path).toBe('/ruleCenter');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('规则中心');
    expect(await rules.getByRole('tab', { name: '交易规则', exact: true }).count()).toBe(1);
    expect(await rules.getAttribute('aria-orientation')).toBe('vertical');
    // Without activeTwoName the first tab is chosen and its body is beside it.
    const body = page.getByTestId('rule-body');
    const first = rules.getByRole('tab').first();
    expect(await first.getAttribute('aria-selected')).toBe('true');
    const firstId = (await first.getAttribute('id')) ?? '';
    expect(await body.getAttribute('aria-labelledby')).toBe(firstId);
    expect(await body.getByText(/^更新于 \d{4}\/\d{2}\/\d{2}$/).count()).toBe(1);
    await screenshot(page, 'rule-center');

    // Act: choose 服务费规则.
    await rules.getByRole('tab', { name: '服务费规则', exact: true }).click();
    // Assess: the URL names it, the body is its own.
    await expect.poll(() => route(page).query, { timeout: 15_000 }).toEqual({ key: 'rule', activeTwoName: '服务费规则' });
    await expect.poll(() => body.getByRole('heading', { level: 2, name: '服务费规则' }).count()).toBe(1);
    expect(await body.getByRole('table').count()).toBeGreaterThan(0);
    expect(await page.title()).toBe('服务费规则 - 规则中心 - 合作云');
    // A reload keeps the chosen tab.
    await page.reload();
    await expect.poll(() => selectedTab(page).getAttribute('id'), { timeout: 15_000 }).toBe(await rules.getByRole('tab', { name: '服务费规则', exact: true }).getAttribute('id'));

    // Act: switch to 常见问题.
    await page.getByRole('navigation', { name: '规则分类' }).getByRole('link', { name: '常见问题' }).click();
    // Assess: a new key, the FAQ's heading and tabs, its first tab chosen.
    await expect.poll(() => route(page).query, { timeout: 15_000 }).toEqual({ key: 'difficult' });
    const faq = page.getByRole('tablist', { name: '常见问题目录' });
    await expect.poll(() => faq.getByRole('tab', { name: '如何发布需求', exact: true }).count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('常见问题');
    expect(await faq.getByRole('tab').first().getAttribute('aria-selected')).toBe('true');
    await faq.getByRole('tab', { name: '如何发布需求', exact: true }).click();
    await expect.poll(() => route(page).query, { timeout: 15_000 }).toEqual({ key: 'difficult', activeTwoName: '如何发布需求' });
    await expect.poll(() => body.getByRole('heading', { level: 2, name: '如何发布需求' }).count()).toBe(1);
    expect(await body.getByRole('listitem').count()).toBeGreaterThan(0);
    await screenshot(page, 'rule-center-faq');

    // Act: the agreements the rule center links to.
    await page.goto(site(`/otherRule?tagName=${encodeURIComponent('用户协议')}`));
    // Assess
    const article = page.getByTestId('other-rule');
    await expect.poll(() => article.getByRole('heading', { level: 1 }).count(), { timeout: 15_000 }).toBe(1);
    expect(await article.getByRole('heading', { level: 1 }).textContent()).toContain('用户协议');
    expect(await article.getByText(/^更新于 \d{4}\/\d{2}\/\d{2}$/).count()).toBe(1);
    expect(route(page).path).toBe('/otherRule');
    await screenshot(page, 'other-rule');

    // An unknown name: a 404 page, no modal.
    await page.goto(site(`/otherRule?tagName=${encodeURIComponent('不存在的协议')}`));
    await expect.poll(() => page.getByRole('heading', { level: 1, name: '未找到该规则' }).count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });

  it('puts the tabs above the body on a phone, the chosen one in sight', async () => {
    const page = await newPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(site(`/ruleCenter?key=difficult&activeTwoName=${encodeURIComponent('如何联系客服')}`));
    const faq = page.getByRole('tablist', { name: '常见问题目录' });
    await expect.poll(() => faq.getByRole('tab').count(), { timeout: 15_000 }).toBeGreaterThan(1);
    expect(await faq.getAttribute('aria-orientation')).toBe('horizontal');
    const list = await faq.boundingBox();
    const body = await page.getByTestId('rule-body').boundingBox();
    expect(list && body && list.y + list.height <= body.y).toBe(true);
    // The tabs scroll sideways; the chosen one is scrolled into view.
    await expect
      .poll(async () => {
        const chosen = await selectedTab(page).boundingBox();
        return chosen !== null && chosen.x >= 0 && chosen.x + chosen.width <= 390;
      })
      .toBe(true);
    // Nothing but the tab strip is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'rule-center-mobile');
    await page.context().close();
  });
});
