/**
 * A unit's pages in headless Chromium against the local cloud (docs/projects.md "A unit's pages"): a company's
 * administrator opens 单位首页 from the personal center's menu — the company, its figures, its wallet, every management
 * page — and goes on to 项目管理 (its cooperation as 甲方) and its 业绩统计; its plain staff see the home without the
 * wallet or the administrator's pages; the team on the other side finds the cooperation as 乙方. Screenshots at
 * 1366 px and at 390 px, where no page scrolls sideways.
 */
import type { Page } from 'playwright-core';
import { screenshot, useBrowserPages } from '../../support/browser.js';
import { loggedInPage, site } from '../../support/chat-panel.js';
import { fundedCooperation } from '../../support/cooperation.js';
import { hireStaff } from '../../support/org.js';
import { login, newPerson, type TestPerson } from '../../support/people.js';
import { completeBaseInfo } from '../../support/uploads.js';

const PHONE = { width: 390, height: 844 };

const overflowsSideways = (page: Page): Promise<boolean> => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** Screenshots of the page as it is at 1366 px, then at 390 px (where it must not scroll sideways), back at 1366. */
const bothWidths = async (page: Page, name: string): Promise<void> => {
  await screenshot(page, name);
  await page.setViewportSize(PHONE);
  await expect.poll(() => overflowsSideways(page)).toBe(false);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize({ width: 1366, height: 800 });
};

describe('a unit’s pages in the browser', () => {
  const pages = useBrowserPages();

  it('show the administrator the company’s home, its projects as 甲方 and its performance; staff the home without the wallet; the team its side', async () => {
    // Prepare: a company with one staff member, in a cooperation with a team as party B.
    const [boss, clerk, studio] = await Promise.all([newPerson('COMPANY'), newPerson(), newPerson('TEAM')]);
    await Promise.all([boss, clerk, studio].map((person) => completeBaseInfo(person)));
    await hireStaff(boss, clerk);
    const c = await fundedCooperation({ partyA: boss, partyB: studio, phases: [{ name: '宣传册设计', amount: 400_000, days: 10, deliverables: '宣传册终稿' }] });
    const staff: TestPerson = { ...clerk, token: (await login(clerk.phone, clerk.password, 'COMPANY')).body.data as string };

    // The administrator opens 单位首页 from the personal center's menu.
    const page = await loggedInPage(pages.browser(), boss);
    await page.goto(site('/work/userCenter'));
    const menu = page.getByRole('navigation', { name: '个人中心' });
    await expect.poll(() => menu.getByRole('link', { name: '单位首页' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await menu.getByRole('link', { name: '单位首页' }).click();
    await page.waitForURL(/#\/company\/comSystem$/);
    await expect.poll(() => page.getByTestId('org-home-name').textContent(), { timeout: 15_000 }).toBe(boss.orgName);
    await expect.poll(() => page.getByTestId('org-home-ongoing').textContent()).toContain('1');
    expect(await page.getByTestId('org-home-staff').textContent()).toContain('2');
    await expect.poll(() => page.getByTestId('org-home-wallet').textContent()).toContain('¥');
    expect(await page.getByTestId('org-home-links').getByRole('link').count()).toBe(8);
    await bothWidths(page, 'org-home-company');

    // 项目管理: the cooperation as 甲方, opening the cooperation's page.
    await page.getByTestId('org-home-ongoing').getByRole('link').click();
    await page.waitForURL(/#\/company\/comProject\?state=ongoing/);
    await expect.poll(() => page.getByTestId('org-cooperations-partyA-ongoing').getByRole('link', { name: c.detail.name }).isVisible(), { timeout: 15_000 }).toBe(true);
    await bothWidths(page, 'org-projects-company');
    await page.getByRole('tab', { name: '作为乙方' }).click();
    await expect.poll(() => page.getByText('暂无作为乙方的合作').isVisible()).toBe(true);

    // 业绩统计 under the company's title.
    await page.goto(site('/company/comPerformance'));
    await expect.poll(() => page.getByRole('heading', { name: '单位业绩统计' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.getByTestId('perf-ongoing').textContent()).toContain('1');
    await bothWidths(page, 'org-performance-company');

    // Plain staff: the home without the wallet and the administrator's pages.
    const theirs = await loggedInPage(pages.browser(), staff);
    await theirs.goto(site('/company/comSystem'));
    await expect.poll(() => theirs.getByTestId('org-home-name').textContent(), { timeout: 15_000 }).toBe(boss.orgName);
    expect(await theirs.getByTestId('org-home-staff-note').isVisible()).toBe(true);
    expect(await theirs.getByTestId('org-home-wallet').count()).toBe(0);
    expect(await theirs.getByTestId('org-home-links').getByRole('link').count()).toBe(5);
    await bothWidths(theirs, 'org-home-company-staff');

    // The team finds the cooperation as 乙方.
    const team = await loggedInPage(pages.browser(), studio);
    await team.goto(site('/team/teamProject?side=partyB'));
    await expect.poll(() => team.getByTestId('org-cooperations-partyB-ongoing').getByRole('link', { name: c.detail.name }).isVisible(), { timeout: 15_000 }).toBe(true);
    await bothWidths(team, 'org-projects-team');
    await team.goto(site('/team/teamSystem'));
    await expect.poll(() => team.getByTestId('org-home-name').textContent(), { timeout: 15_000 }).toBe(studio.orgName);
    await bothWidths(team, 'org-home-team');
  });
});
