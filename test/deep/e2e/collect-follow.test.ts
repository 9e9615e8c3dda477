/**
 * Favourites and following in a browser against the local cloud (docs/data-model.md "Favourites and following"): a
 * person favourites a company's public demand on its details page and follows the company from its publisher line,
 * favourites one of its supplier goods and the company on its own page, finds them under 我的收藏 (项目, 供应商品,
 * 单位/人才) and the company under 我的关注;
 * then, waiting on 待办, is told without a reload (the stream's reaction: a backlog notice and a NEED_RADIO push) when
 * the company releases a new public demand — and not of a private one it released first. Every page is kept as a
 * screenshot (test-results/e2e/collect-follow) at 1366 and 390 px, never scrolling sideways, with axe's check at both.
 */
import type { Page } from 'playwright-core';
import { call } from '../../support/api.js';
import { screenshot, useBrowserPages } from '../../support/browser.js';
import { loggedInPage, site } from '../../support/chat-panel.js';
import { hasSocket, watchErrors } from '../../support/e2e-pages.js';
import { aListing } from '../../support/mall.js';
import { axeFindings, overflowOf } from '../../support/page-checks.js';
import { newPerson } from '../../support/people.js';
import { ok, releasedProject } from '../../support/projects.js';
import { completeBaseInfo } from '../../support/uploads.js';

const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Both widths' shots, never scrolling sideways, and no serious or critical axe finding (WCAG 2 A and AA) at either. */
const shoot = async (page: Page, name: string): Promise<void> => {
  expect(await axeFindings(page)).toEqual([]);
  await screenshot(page, `collect-follow/${name}-1366`);
  await page.setViewportSize(PHONE);
  await expect.poll(() => overflowOf(page), { timeout: 5_000 }).toEqual([]);
  expect(await axeFindings(page)).toEqual([]);
  await screenshot(page, `collect-follow/${name}-390`);
  await page.setViewportSize(DESKTOP);
};

describe('favourites and following in a browser', () => {
  const pages = useBrowserPages();

  it('favourites a demand and goods, follows the company, and is told of its next public demand on 待办', { timeout: 240_000 }, async () => {
    const [fan, company] = await Promise.all([newPerson(), newPerson('COMPANY')]);
    await Promise.all([completeBaseInfo(fan), completeBaseInfo(company)]);
    const stamp = Date.now() % 100_000;
    const [demand, goodsId] = await Promise.all([releasedProject(company, { name: `展会物料设计${stamp}` }), aListing(company, 1, { name: `工业网关${stamp}` })]);

    const p = await loggedInPage(pages.browser(), fan);
    const errors = watchErrors(p);
    await p.setViewportSize(DESKTOP);

    // The demand's details: 收藏 beside its name, 关注 on its publisher line.
    await p.goto(site(`/project/find/details?projectId=${demand.projectId}`));
    await expect.poll(() => p.getByTestId('project-name').textContent(), { timeout: 20_000 }).toBe(demand.name);
    await p.getByTestId('collect-toggle').click();
    await expect.poll(() => p.getByTestId('collect-toggle').textContent(), { timeout: 10_000 }).toBe('已收藏');
    await p.getByTestId('follow-toggle').click();
    await expect.poll(() => p.getByTestId('follow-toggle').textContent(), { timeout: 10_000 }).toBe('已关注');
    await expect.poll(() => p.getByTestId('follow-toggle').isEnabled(), { timeout: 10_000 }).toBe(true);
    await shoot(p, 'project-details');

    // The goods' details: 收藏 under its name; the seller's card says the company is followed.
    await p.goto(site(`/mall/goodsDetail?goodsId=${goodsId}`));
    await expect.poll(() => p.getByTestId('goods-name').textContent(), { timeout: 20_000 }).toContain(`工业网关${stamp}`);
    await expect.poll(() => p.getByTestId('follow-toggle').textContent(), { timeout: 10_000 }).toBe('已关注');
    await p.getByTestId('collect-toggle').click();
    await expect.poll(() => p.getByTestId('collect-toggle').textContent(), { timeout: 10_000 }).toBe('已收藏');
    await expect.poll(() => p.getByTestId('collect-toggle').isEnabled(), { timeout: 10_000 }).toBe(true);
    await shoot(p, 'goods-details');

    // The company's own page: followed already, and kept under 单位/人才.
    const companyId = ok<{ companyId: string }>(await call('account.info', {}, company.token), 'info').companyId;
    await p.goto(site(`/supplierInfo?userId=${companyId}`));
    // The supplier page first (the goods page's toggles stay in the DOM until the route changes: a click on them would
    // undo the goods' favourite).
    await expect.poll(() => p.getByRole('heading', { name: '供应商主页' }).isVisible(), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => p.getByTestId('goods-name').count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => p.getByTestId('follow-toggle').textContent(), { timeout: 20_000 }).toBe('已关注');
    await p.getByTestId('collect-toggle').click();
    await expect.poll(() => p.getByTestId('collect-toggle').textContent(), { timeout: 10_000 }).toBe('已收藏');
    await expect.poll(() => p.getByTestId('collect-toggle').isEnabled(), { timeout: 10_000 }).toBe(true);
    await shoot(p, 'supplier-page');

    // 我的收藏: the demand under 项目, the goods under 供应商品.
    await p.goto(site('/work/userCenter/myCollect'));
    await expect.poll(() => p.getByTestId('collect-row').allTextContents(), { timeout: 20_000 }).toEqual([expect.stringContaining(demand.name)]);
    await shoot(p, 'my-collect-projects');
    await p.getByRole('tab', { name: '供应商品' }).click();
    await expect.poll(() => p.getByTestId('collect-row').allTextContents(), { timeout: 20_000 }).toEqual([expect.stringContaining(`工业网关${stamp}`)]);
    await shoot(p, 'my-collect-goods');
    await p.getByRole('tab', { name: '单位/人才' }).click();
    await expect.poll(() => p.getByTestId('collect-row').allTextContents(), { timeout: 20_000 }).toEqual([expect.stringContaining(company.orgName!)]);
    await shoot(p, 'my-collect-units');

    // 我的关注: the company.
    await p.goto(site('/work/userCenter/myAttention'));
    await expect.poll(() => p.getByTestId('follow-row').allTextContents(), { timeout: 20_000 }).toEqual([expect.stringContaining(company.orgName!)]);
    // The personal center's menu says how many (the count object's myAttention).
    await expect.poll(() => p.getByTestId('follow-count').textContent(), { timeout: 10_000 }).toBe('1');
    await shoot(p, 'my-attention');

    // 待办: the company releases a private demand, then a public one; the page shows the public one by itself.
    await p.goto(site('/work/backlog'));
    await expect.poll(() => p.getByTestId('backlog-list').or(p.getByText('暂无待办事项')).first().isVisible(), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => hasSocket(fan.userId), { timeout: 15_000 }).toBe(true);
    const secret = await releasedProject(company, { name: `内部邀约需求${stamp}`, visibility: 'PRIVATE' });
    const next = await releasedProject(company, { name: `品牌官网改版${stamp}` });
    await expect.poll(() => p.getByTestId('backlog-item').allTextContents(), { timeout: 30_000 }).toEqual(expect.arrayContaining([expect.stringContaining(next.name)]));
    const told = await p.getByTestId('backlog-item').allTextContents();
    expect(told.some((text) => text.includes(secret.name))).toBe(false);
    expect(told.filter((text) => text.includes('关注'))).toHaveLength(1);
    await shoot(p, 'backlog-told');

    // The count object's myAttention.
    expect(ok<{ myAttention: number }>(await call('content.centerCount', {}, fan.token), 'count').myAttention).toBe(1);
    expect(errors).toEqual([]);
  });
});
