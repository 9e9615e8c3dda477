/// <reference lib="dom" />
/**
 * Finding projects and a project's details in headless Chromium against the local cloud (spec §2.1, §2.4): demands a
 * company released through the API are found by a visitor on /find-project by Chinese words in another order
 * (小程序开发 for a name holding 微信小程序的开发), the matched words marked; filters and orders change the list and
 * stay in the address (back goes back); a visitor is sent to log in for the details; a team opens the public
 * details (one view counted), applies with a note and sees its application; the company sees its counts and actions
 * on /project/details and invites a person by 8-digit user number; the workbench's 找项目 follows chosen categories
 * and 搜索资源 › 项目 searches as one types. Every screen is kept at 1366 and 390 px (test-results/e2e/project-find),
 * where the page never scrolls sideways, and checked by axe at 1366 px.
 */
import type { Page } from 'playwright-core';
import type { ProjectDetail } from '../../../shared/schemas/project.js';
import { call } from '../../support/api.js';
import { newPage, screenshot, useBrowserPages } from '../../support/browser.js';
import { loggedInPage, site } from '../../support/chat-panel.js';
import { newPerson } from '../../support/people.js';
import { ok, releasedProject } from '../../support/projects.js';
import { uniqueWord } from '../../support/projects-search.js';
import { completeBaseInfo } from '../../support/uploads.js';
import { watchErrors } from '../../support/e2e-pages.js';
import { axeFindings, overflowOf } from '../../support/page-checks.js';

const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };
const DAY = 86_400_000;



/** Keeps the screen at 1366 px (axe-checked) and at 390 px (where it must not scroll sideways), then back to the desktop. */
const shoot = async (page: Page, name: string, { axe = true } = {}): Promise<void> => {
  // Polled: a dialog that just closed leaves the page's root aria-hidden for a moment.
  if (axe) await expect.poll(() => axeFindings(page), { timeout: 5_000 }).toEqual([]);
  await screenshot(page, `project-find/${name}-1366`);
  await page.setViewportSize(PHONE);
  await expect.poll(() => overflowOf(page), { timeout: 5_000 }).toEqual([]);
  await screenshot(page, `project-find/${name}-390`);
  await page.setViewportSize(DESKTOP);
};


/** The names of the result cards, in order. */
const cardNames = (page: Page) => page.getByTestId('project-card-name').allTextContents();

const phases = (total: number) => [
  { name: '需求分析', amount: total - 500_000, days: 10, deliverables: '需求规格说明书' },
  { name: '开发与上线', amount: 500_000, days: 30, deliverables: '小程序源码与部署' },
];

const browseNum = async (projectId: string): Promise<number> => ok<ProjectDetail>(await call('project.info', { projectId }), 'info').browseNum;

describe('finding projects and a project’s details in the browser', () => {
  const pages = useBrowserPages();

  it('finds a demand by Chinese words, filters and sorts, counts a view, takes an application and an invitation', { timeout: 300_000 }, async () => {
    const word = uniqueWord();
    const [owner, team, invitee, applicant] = await Promise.all([newPerson('COMPANY'), newPerson('TEAM'), newPerson(), newPerson()]);
    await Promise.all([completeBaseInfo(owner), completeBaseInfo(team)]);
    // Budgets no other test uses, so that a budget range finds this test's demands alone.
    const deadline = Date.now() + 20 * DAY;
    const shop = await releasedProject(owner, {
      name: `门店预约微信小程序的开发${word}`,
      phases: phases(1_234_567),
      applyDeadline: deadline,
      bookHtml: '<p>我们需要开发一个<strong>微信小程序</strong>，用于门店预约。</p><ul><li>在线预约</li><li>会员积分</li></ul>',
    });
    const portal = await releasedProject(owner, {
      name: `企业官网小程序开发与运维${word}`,
      phases: phases(2_345_678),
      applicantTypes: ['COMPANY'],
      provinceCode: '110000',
      cityCode: '110100',
      applyDeadline: deadline - 5 * DAY,
    });
    const brand = await releasedProject(owner, { name: `品牌视觉设计${word}`, categoryId: 'design-brand', phases: phases(1_500_000), bookHtml: '<p>标志与视觉规范</p>' });
    const range = 'min=12345.67&max=23456.78';

    // A visitor on /find-project, within this test's budget range, types 小程序开发: both demands with those words.
    const visitor = await newPage(pages.browser());
    const visitorErrors = watchErrors(visitor);
    // Only this test's demands: others of the same cloud may match the words and the range too.
    const ours = async () => (await cardNames(visitor)).filter((n) => n.includes(word));
    // The page fetches once when it opens and does not poll, so it opens when the stream indexer has all three: under
    // the whole deep tier's load (the mall's storms beside it) that took longer than the page took to open.
    const indexed = async () => {
      const found = await call<{ records: unknown[] }>('search.projects', { keyword: word, current: 1, size: 10 });
      return found.body.code === 200 ? found.body.data.records.length : -1;
    };
    await expect.poll(indexed, { timeout: 60_000, message: 'the search index has the three demands' }).toBe(3);
    await visitor.goto(site(`/find-project?${range}`));
    await expect.poll(ours, { timeout: 15_000 }).toHaveLength(3);
    await shoot(visitor, 'find-project');
    await visitor.getByTestId('finder-keyword').fill('小程序开发');
    await visitor.waitForURL(/keyword=%E5%B0%8F%E7%A8%8B%E5%BA%8F%E5%BC%80%E5%8F%91/, { timeout: 5_000 });
    await expect.poll(async () => (await ours()).sort(), { timeout: 20_000 }).toEqual([shop.name, portal.name].sort());
    const shopCard = visitor.getByTestId('project-card').filter({ hasText: shop.name });
    // The words are marked wherever they stand (微信小程序的开发: 小程序, 开发).
    expect((await shopCard.locator('mark').allTextContents()).join('')).toContain('小程序');
    expect(await shopCard.getByTestId('project-card-budget').textContent()).toBe('¥12,345.67');
    expect(await shopCard.textContent()).toContain('浙江省 杭州市');
    await shoot(visitor, 'find-project-keyword');
    // On a phone the filters wait behind 筛选, which says how many are in force (the budget range).
    await visitor.setViewportSize(PHONE);
    expect(await visitor.getByTestId('filter-category').isVisible()).toBe(false);
    await visitor.getByTestId('finder-filter-toggle').click();
    expect(await visitor.getByTestId('finder-filter-toggle').textContent()).toBe('收起筛选');
    await expect.poll(() => visitor.getByTestId('filter-category').isVisible()).toBe(true);
    await expect.poll(() => overflowOf(visitor), { timeout: 5_000 }).toEqual([]);
    await screenshot(visitor, 'project-find/find-project-filters-390');
    await visitor.getByTestId('finder-filter-toggle').click();
    expect(await visitor.getByTestId('finder-filter-toggle').textContent()).toBe('筛选（1）');
    await visitor.setViewportSize(DESKTOP);

    // Orders: budget high to low, then low to high.
    await visitor.getByTestId('finder-sort').selectOption('budgetHigh');
    await expect.poll(ours, { timeout: 15_000 }).toEqual([portal.name, shop.name]);
    await visitor.getByTestId('finder-sort').selectOption('budgetLow');
    await expect.poll(ours, { timeout: 15_000 }).toEqual([shop.name, portal.name]);
    await visitor.getByTestId('finder-sort').selectOption('deadline');
    await expect.poll(ours, { timeout: 15_000 }).toEqual([portal.name, shop.name]);
    // Filters: 可申请对象 个人 leaves out the demand for companies only; 发布方 团队 leaves nothing.
    await visitor.getByTestId('filter-applicant').selectOption('PERSONAGE');
    await expect.poll(ours, { timeout: 15_000 }).toEqual([shop.name]);
    expect(visitor.url()).toContain('applicant=PERSONAGE');
    await visitor.getByTestId('filter-publisher').selectOption('TEAM');
    await expect.poll(() => visitor.getByText('没有找到相关项目').isVisible(), { timeout: 15_000 }).toBe(true);
    await shoot(visitor, 'find-project-empty');
    // The address kept each step: back shows the list before the last filter.
    await visitor.goBack();
    await expect.poll(ours, { timeout: 15_000 }).toEqual([shop.name]);
    expect(await visitor.getByTestId('filter-publisher').inputValue()).toBe('');
    // A region: 北京市 alone (with the keyword and this test's budgets, no applicant filter).
    await visitor.goto(site(`/findProject?keyword=${encodeURIComponent('小程序开发')}&${range}&province=110000&city=110100`));
    await expect.poll(ours, { timeout: 15_000 }).toEqual([portal.name]);
    await shoot(visitor, 'find-project-region');
    // A visitor reads the public details (docs/decisions.md "Public project details"); applying needs a login.
    await visitor.getByTestId('project-card-name').first().click();
    await visitor.waitForURL(/#\/project\/find\/details\?projectId=/, { timeout: 10_000 });
    await expect.poll(() => visitor.getByText(portal.name).first().isVisible(), { timeout: 15_000 }).toBe(true);
    expect(visitorErrors).toEqual([]);
    await visitor.context().close();

    // A team opens the public details: everything shown, one view counted.
    const views = await browseNum(shop.projectId);
    const page = await loggedInPage(pages.browser(), team);
    const errors = watchErrors(page);
    await page.goto(site(`/project/find/details?projectId=${shop.projectId}`));
    await expect.poll(() => page.getByTestId('project-name').textContent(), { timeout: 15_000 }).toBe(shop.name);
    await expect.poll(() => page.getByTestId('project-browse').textContent(), { timeout: 10_000 }).toBe(`浏览 ${views + 1} 次`);
    expect(await page.getByTestId('project-budget').textContent()).toBe('¥12,345.67');
    expect(await page.getByTestId('project-deadline').textContent()).toContain('剩 20 天');
    expect(await page.getByTestId('project-publisher').textContent()).toBe(`${owner.orgName} · 企业`);
    expect(await page.getByTestId('project-phases').getByRole('row').count()).toBe(4);
    expect(await page.getByRole('heading', { name: '需求书' }).isVisible()).toBe(true);
    expect(await page.getByText('会员积分').isVisible()).toBe(true);
    await shoot(page, 'project-find-details');
    expect(await browseNum(shop.projectId)).toBe(views + 1);

    // 申请洽谈 with a note: the application is shown with the way to it, and 申请洽谈 is gone.
    await page.getByTestId('apply-button').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('apply-note').fill('我们团队做过十余个门店小程序，可两周内交付第一版。');
    expect(await dialog.getByText(/^\d+\/200$/).textContent()).toBe('25/200');
    await shoot(page, 'apply-dialog');
    await dialog.getByRole('button', { name: '提交申请' }).click();
    await expect.poll(() => page.getByTestId('engagement-state').textContent(), { timeout: 15_000 }).toBe('待处理');
    expect(await page.getByTestId('apply-button').count()).toBe(0);
    expect(await page.getByRole('link', { name: '查看申请' }).getAttribute('href')).toMatch(/^#\/apply\/details\?id=[0-9A-Z]{26}$/);
    await shoot(page, 'project-find-details-applied');
    // A view is counted once per visit, not on every reading of the details.
    expect(await browseNum(shop.projectId)).toBe(views + 1);
    expect(errors).toEqual([]);
    await page.context().close();

    // The company on /project/details: its counts and exactly its actions; it invites a person by user number.
    const ownerPage = await loggedInPage(pages.browser(), owner);
    const ownerErrors = watchErrors(ownerPage);
    await ownerPage.goto(site(`/project/details?projectId=${shop.projectId}`));
    await expect.poll(() => ownerPage.getByTestId('party-applyCount').textContent(), { timeout: 15_000 }).toBe('1');
    expect(await ownerPage.getByTestId('party-inviteCount').textContent()).toBe('0');
    expect(await ownerPage.getByTestId('party-negotiatingCount').textContent()).toBe('0');
    expect(await ownerPage.getByTestId('party-actions').getByRole('button').allTextContents()).toEqual(['邀请洽谈', '修改', '修改名称', '撤回', '删除']);
    await shoot(ownerPage, 'project-details');
    await ownerPage.getByTestId('invite-button').click();
    const invite = ownerPage.getByRole('dialog');
    await invite.getByTestId('invite-keyword').fill(invitee.userNo);
    await invite.getByRole('button', { name: '查找' }).click();
    // A person found by number is shown as any stranger is (the first character and 先生/女士), checked as the one found.
    await expect.poll(() => invite.getByRole('radio').first().isChecked(), { timeout: 15_000 }).toBe(true);
    expect(await invite.getByTestId('invite-candidates').textContent()).toContain(`用户号 ${invitee.userNo}`);
    await invite.getByTestId('invite-message').fill('看过您的作品，诚邀洽谈门店小程序项目。');
    await shoot(ownerPage, 'invite-dialog');
    await invite.getByTestId('invite-send').click();
    await expect.poll(() => invite.getByTestId('invite-outcome').textContent(), { timeout: 15_000 }).toContain("邀请已发送给");
    await shoot(ownerPage, 'invite-sent');
    await invite.getByRole('button', { name: '完成' }).click();
    await expect.poll(() => ownerPage.getByTestId('party-inviteCount').textContent(), { timeout: 15_000 }).toBe('1');
    // Someone applies meanwhile: the count follows the push, without a reload.
    ok(await call('project.apply', { projectId: shop.projectId, message: '' }, applicant.token), 'apply');
    await expect.poll(() => ownerPage.getByTestId('party-applyCount').textContent(), { timeout: 15_000 }).toBe('2');
    const requests = ok<{ records: { kind: string; partyB: { id: string }; message: string }[] }>(await call('project.requests', { box: 'receive-invite', current: 1, size: 10 }, invitee.token), 'requests');
    expect(requests.records.map((r) => [r.kind, r.message])).toEqual([['INVITE', '看过您的作品，诚邀洽谈门店小程序项目。']]);
    // 修改名称 through its dialog.
    await ownerPage.getByTestId('action-rename').click();
    const rename = ownerPage.getByRole('dialog');
    await rename.getByTestId('rename-name').fill(`门店预约微信小程序的开发二期${word}`);
    await rename.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => ownerPage.getByTestId('project-name').textContent(), { timeout: 15_000 }).toBe(`门店预约微信小程序的开发二期${word}`);
    expect(ownerErrors).toEqual([]);

    // The workbench's 找项目: no followed categories yet; follow 品牌设计, and the list shows that category alone.
    await ownerPage.goto(site(`/work/find-project?${range}`));
    await expect.poll(() => ownerPage.getByTestId('followed-bar').textContent(), { timeout: 15_000 }).toContain('还没有关注分类');
    await expect.poll(async () => (await cardNames(ownerPage)).filter((n) => n.includes(word)), { timeout: 15_000 }).toHaveLength(3);
    await shoot(ownerPage, 'work-find-project');
    await ownerPage.getByTestId('followed-bar').getByRole('button', { name: '设置关注分类' }).click();
    const follow = ownerPage.getByRole('dialog');
    await follow.getByRole('checkbox', { name: '品牌设计' }).check();
    await shoot(ownerPage, 'follow-dialog');
    await follow.getByRole('button', { name: '保存' }).click();
    await expect.poll(async () => (await cardNames(ownerPage)).filter((n) => n.includes(word)), { timeout: 15_000 }).toEqual([brand.name]);
    expect(await ownerPage.getByTestId('filter-category').inputValue()).toBe('');
    await shoot(ownerPage, 'work-find-project-followed');
    await ownerPage.getByRole('button', { name: '查看全部分类' }).click();
    await expect.poll(async () => (await cardNames(ownerPage)).filter((n) => n.includes(word)), { timeout: 15_000 }).toHaveLength(3);

    // 搜索资源 › 项目: the subtabs, and a keyword searched as it is typed.
    await ownerPage.goto(site('/work/search'));
    await ownerPage.waitForURL(/#\/work\/search\/searchProject$/, { timeout: 10_000 });
    const subtabs = ownerPage.getByRole('navigation', { name: '搜索资源' });
    expect(await subtabs.getByRole('link').allTextContents()).toEqual(['项目', '人才', '供应商品', '采购商品', '单位/企业/团队']);
    await ownerPage.goto(site(`/work/search/searchProject?${range}`));
    await expect.poll(async () => (await cardNames(ownerPage)).filter((n) => n.includes(word)), { timeout: 15_000 }).toHaveLength(3);
    await ownerPage.getByTestId('finder-keyword').fill('视觉设计');
    await expect.poll(async () => (await cardNames(ownerPage)).filter((n) => n.includes(word)), { timeout: 20_000 }).toEqual([brand.name]);
    await shoot(ownerPage, 'search-project');
    expect(ownerErrors).toEqual([]);
    await ownerPage.context().close();
  });
});
