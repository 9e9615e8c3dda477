/// <reference lib="dom" />
/**
 * Matching and the site's search page in headless Chromium against the local cloud (docs/search.md "Matching"): a team
 * whose resume's tags a released demand holds sees it under 为你推荐 on the workbench's 找项目 with the reasons; the
 * demand's company finds the team among 推荐的合作方 on /project/details and invites it in one click (邀请 → 已邀请,
 * still so after a reload); a visitor searches /search and switches 项目, 人才, 商品, 单位. Every screen is kept at 1366
 * and 390 px (test-results/e2e/matching), where the page never scrolls sideways, and checked by axe at 1366 px.
 */
import type { Page } from 'playwright-core';
import type { SuggestedParties, SuggestedProjects } from '../../../shared/schemas/matching.js';
import { call } from '../../support/api.js';
import { newPage, screenshot, useBrowserPages } from '../../support/browser.js';
import { loggedInPage, site } from '../../support/chat-panel.js';
import { info, newPerson } from '../../support/people.js';
import { ok, releasedProject } from '../../support/projects.js';
import { uniqueWord } from '../../support/projects-search.js';
import { completeBaseInfo } from '../../support/uploads.js';
import { watchErrors } from '../../support/e2e-pages.js';
import { axeFindings, overflowOf } from '../../support/page-checks.js';

const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };

const shoot = async (page: Page, name: string): Promise<void> => {
  await expect.poll(() => axeFindings(page), { timeout: 5_000 }).toEqual([]);
  await screenshot(page, `matching/${name}-1366`);
  await page.setViewportSize(PHONE);
  await expect.poll(() => overflowOf(page), { timeout: 5_000 }).toEqual([]);
  await screenshot(page, `matching/${name}-390`);
  await page.setViewportSize(DESKTOP);
};

describe('matching and search in the browser', () => {
  const pages = useBrowserPages();

  it('suggests a demand to a team, the team to the demand’s company, who invites it in one click; a visitor searches every tab', { timeout: 300_000 }, async () => {
    const word = uniqueWord();
    const [company, team, designer] = await Promise.all([newPerson('COMPANY'), newPerson('TEAM'), newPerson()]);
    await Promise.all([completeBaseInfo(company), completeBaseInfo(team), completeBaseInfo(designer, '女')]);
    const teamId = (await info(team.token)).teamId as string;
    ok(await call('org.saveTeamResume', { introduction: '专注品牌设计与小程序开发的工作室', tags: [word, '品牌设计', '小程序开发'], provinceCode: '330000', cityCode: '330100', updateTime: 0 }, team.token), 'team resume');
    ok(await call('org.savePersonResume', { skills: [word, 'UI设计'], provinceCode: '330000', cityCode: '330100', updateTime: 0 }, designer.token), 'designer resume');
    const demand = await releasedProject(company, { name: `${word}品牌升级与小程序开发`, bookHtml: '<p>需要品牌设计，并做一个微信小程序开发的预约入口。</p>' });

    // Once the stream has indexed the demand and the resumes (read through the API, not by reloading a page)…
    await expect.poll(async () => ok<SuggestedProjects>(await call('search.suggestedProjects', { size: 20 }, team.token), 'suggestions').records.some((r) => r.project.projectId === demand.projectId), { timeout: 30_000, interval: 300 }).toBe(true);
    await expect.poll(async () => ok<SuggestedParties>(await call('search.suggestedParties', { projectId: demand.projectId, size: 20 }, company.token), 'parties').records.some((r) => r.id === designer.userId), { timeout: 30_000, interval: 300 }).toBe(true);

    // …the team on 找项目: 为你推荐 holds the demand, with why.
    const teamPage = await loggedInPage(pages.browser(), team);
    const teamErrors = watchErrors(teamPage);
    await teamPage.goto(site('/work/find-project'));
    const suggested = teamPage.locator(`[data-testid="suggested-project"][data-project-id="${demand.projectId}"]`);
    await expect.poll(() => suggested.count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => suggested.getByTestId('suggestion-reasons').textContent()).toContain(`标签匹配：${word}、品牌设计、小程序开发`);
    expect(await suggested.getByTestId('suggestion-reasons').textContent()).toContain('同城：杭州');
    await shoot(teamPage, 'suggested-projects');

    // The company on its demand: 推荐的合作方 holds the team; 邀请 in one click, then 已邀请.
    const companyPage = await loggedInPage(pages.browser(), company);
    const companyErrors = watchErrors(companyPage);
    await companyPage.goto(site(`/project/details?projectId=${demand.projectId}`));
    const card = companyPage.locator(`[data-testid="suggested-party"][data-party-id="${teamId}"]`);
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
    expect(await card.getByTestId('suggested-party-name').textContent()).toBe(team.orgName);
    await shoot(companyPage, 'suggested-parties');
    await card.getByRole('button', { name: `邀请 ${team.orgName} 洽谈该项目` }).click();
    await expect.poll(() => card.getByTestId('suggestion-invited').textContent(), { timeout: 10_000 }).toBe('已邀请');
    await companyPage.reload();
    await expect.poll(() => card.getByTestId('suggestion-invited').textContent(), { timeout: 15_000 }).toBe('已邀请');
    expect(await card.getByTestId('suggestion-invite').count()).toBe(0);
    await shoot(companyPage, 'invited');

    // A visitor on /search: the demand under 项目, the designer under 人才, the team under 单位, and 商品.
    const visitor = await newPage(pages.browser());
    const visitorErrors = watchErrors(visitor);
    await visitor.goto(site('/search'));
    await visitor.getByTestId('site-search-input').fill(word);
    await visitor.getByTestId('site-search-submit').click();
    await expect.poll(() => visitor.getByTestId('project-card-name').allTextContents(), { timeout: 15_000 }).toEqual([`${word}品牌升级与小程序开发`]);
    await shoot(visitor, 'search-projects');
    await visitor.getByTestId('site-search-tab-talent').click();
    await expect.poll(() => visitor.getByTestId('discovery-card').filter({ hasText: 'UI设计' }).count(), { timeout: 15_000 }).toBe(1);
    await shoot(visitor, 'search-talent');
    await visitor.getByTestId('site-search-tab-units').click();
    await expect.poll(() => visitor.getByTestId('discovery-card').filter({ hasText: team.orgName! }).count(), { timeout: 15_000 }).toBe(1);
    await shoot(visitor, 'search-units');
    await visitor.getByTestId('site-search-tab-goods').click();
    await expect.poll(() => visitor.getByText('没有找到相关结果，换个关键词试试。').count(), { timeout: 15_000 }).toBe(1);
    expect(visitor.url()).toContain(`tab=goods&keyword=${word}`);
    await shoot(visitor, 'search-goods-empty');

    expect([...teamErrors, ...companyErrors, ...visitorErrors]).toEqual([]);
  });
});
