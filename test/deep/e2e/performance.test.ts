/**
 * 业绩统计 in headless Chromium against the local cloud (docs/cooperation.md "History, performance and credit"): party
 * B completes a cooperation through the API, opens the personal center's 业绩统计 and sees its figures, both charts
 * drawn (ECharts' SVG, loaded with this page only), the completed cooperation in its history and its credit, at 1366
 * and at 390 px without sideways scrolling or a console error. Screenshots: test-results/e2e/performance.
 */
import type { Page } from 'playwright-core';
import { call } from '../../support/api.js';
import { screenshot, useBrowserPages } from '../../support/browser.js';
import { loggedInPage, site } from '../../support/chat-panel.js';
import { coopInfo, deliverPhase, fundedCooperation } from '../../support/cooperation.js';
import { watchErrors } from '../../support/e2e-pages.js';
import { ok } from '../../support/projects.js';
import { completeBaseInfo } from '../../support/uploads.js';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

const sideways = (page: Page): Promise<number> => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The SVG shapes ECharts drew in a chart (bars, lines, axes): more than an empty frame. */
const shapesIn = (page: Page, testId: string): Promise<number> => page.getByTestId(testId).locator('svg path').count();

describe('the performance page', () => {
  const pages = useBrowserPages();

  it('shows party B its figures, both charts, its completed cooperation and its credit', { timeout: 240_000 }, async () => {
    const c = await fundedCooperation({ phases: [{ name: '开发', amount: 300_000, days: 10, deliverables: '源码' }] });
    await deliverPhase(c, 1);
    ok(await call('project.coop.acceptancePass', { projectId: c.projectId, phase: 1 }, c.partyA.token), 'accept');
    const { name } = await coopInfo(c);
    await completeBaseInfo(c.partyB);
    const page = await loggedInPage(pages.browser(), c.partyB);
    const errors = watchErrors(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.setViewportSize(DESKTOP);

    // The personal center first: the charts' code is not loaded until the page that draws them opens.
    await page.goto(site('/work/userCenter'));
    const menu = page.getByRole('navigation', { name: '个人中心' });
    await expect.poll(() => menu.getByRole('link', { name: '业绩统计' }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(scripts.filter((url) => /echart/i.test(url))).toEqual([]);
    await menu.getByRole('link', { name: '业绩统计' }).click();
    await page.waitForURL(/#\/work\/userCenter\/performance$/);

    // The figures: one completed cooperation, its one phase on time, ¥2,850.00 received (5 % fee kept).
    await expect.poll(() => page.getByTestId('perf-completed').textContent(), { timeout: 15_000 }).toContain('1');
    expect(await page.getByTestId('perf-on-time').textContent()).toContain('100%');
    expect(await page.getByTestId('perf-received').textContent()).toContain('¥2,850.00');
    await expect.poll(() => page.getByTestId('perf-credit').textContent(), { timeout: 15_000 }).toContain('64');

    // Both charts drawn, in a chunk of their own that only now loaded.
    await expect.poll(() => shapesIn(page, 'perf-chart-count'), { timeout: 20_000 }).toBeGreaterThan(3);
    await expect.poll(() => shapesIn(page, 'perf-chart-money'), { timeout: 20_000 }).toBeGreaterThan(3);
    expect(scripts.some((url) => /echart/i.test(url))).toBe(true);
    expect(await page.getByTestId('perf-chart-count').getAttribute('aria-label')).toContain('完成合作 1');

    // The history lists the cooperation; the credit tab shows the score and the lines that made it.
    await expect.poll(() => page.getByTestId('perf-history-row').first().textContent(), { timeout: 15_000 }).toContain(name);
    expect(await page.getByTestId('perf-history-row').first().textContent()).toContain('乙方');
    await screenshot(page, 'performance/performance-1366');
    await page.setViewportSize(PHONE);
    await expect.poll(() => sideways(page), { timeout: 5_000 }).toBeLessThanOrEqual(0);
    await expect.poll(() => shapesIn(page, 'perf-chart-count')).toBeGreaterThan(3);
    await screenshot(page, 'performance/performance-390');
    await page.setViewportSize(DESKTOP);

    await page.getByRole('tab', { name: '信用记录' }).click();
    await expect.poll(() => page.getByTestId('perf-credit-score').textContent(), { timeout: 15_000 }).toBe('64');
    expect(await page.getByTestId('perf-credit-row').first().textContent()).toContain('完成合作 ×1：+3 分');
    await page.getByRole('tab', { name: '已终止的合作' }).click();
    await expect.poll(() => page.getByText('暂无已终止的合作').isVisible(), { timeout: 15_000 }).toBe(true);
    await screenshot(page, 'performance/performance-terminated-1366');
    expect(errors).toEqual([]);
  });
});
