/// <reference lib="dom" />
/**
 * Issue 31's journey in three browsers against the local cloud (docs/search.md "Resumes" and "Matching",
 * docs/data-model.md "Favourites and following"): a company's administrator completes 单位简历 in the page (tags,
 * advantages, address, 所在地区); a person finds the company under 搜索资源 › 单位 by Chinese words, opens its resume and
 * keeps it (收藏) and follows it (关注); the company releases a demand and the follower, waiting on 待办, is told without
 * a reload; the demand's 推荐的合作方 lists the team whose tags the demand holds, with the reasons, and the company
 * invites it in one click (邀请 → 已邀请), which the team finds among its invitations. Every screen is kept at 1366 and
 * 390 px (test-results/e2e/discovery-journey), never scrolling sideways, with axe's check at both widths.
 */
import type { Page } from 'playwright-core';
import type { Page as ListPage } from '../../../shared/envelope.js';
import type { RequestCard } from '../../../shared/schemas/project.js';
import { call } from '../../support/api.js';
import { screenshot, useBrowserPages } from '../../support/browser.js';
import { loggedInPage, site } from '../../support/chat-panel.js';
import { hasSocket, watchErrors } from '../../support/e2e-pages.js';
import { axeFindings, overflowOf } from '../../support/page-checks.js';
import { info, newPerson } from '../../support/people.js';
import { ok, releasedProject } from '../../support/projects.js';
import { uniqueWord } from '../../support/projects-search.js';
import { completeBaseInfo } from '../../support/uploads.js';

const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };

const shoot = async (page: Page, name: string): Promise<void> => {
  await expect.poll(() => axeFindings(page), { timeout: 5_000 }).toEqual([]);
  await screenshot(page, `discovery-journey/${name}-1366`);
  await page.setViewportSize(PHONE);
  await expect.poll(() => overflowOf(page), { timeout: 5_000 }).toEqual([]);
  expect(await axeFindings(page)).toEqual([]);
  await screenshot(page, `discovery-journey/${name}-390`);
  await page.setViewportSize(DESKTOP);
};

const addTag = async (page: Page, label: string, tag: string): Promise<void> => {
  const box = page.getByRole('textbox', { name: label });
  await box.fill(tag);
  await box.press('Enter');
  // Taken as a tag (the box empties for the next one).
  await expect.poll(() => box.inputValue()).toBe('');
  await expect.poll(() => page.getByText(tag, { exact: true }).first().isVisible()).toBe(true);
};

describe('a company found, kept, followed and matched', () => {
  const pages = useBrowserPages();

  it('completes its resume, is found under 单位 by Chinese words, favourited and followed, tells its follower of a demand whose suggestions a team is invited from', { timeout: 300_000 }, async () => {
    const word = uniqueWord();
    const [company, fan, team] = await Promise.all([newPerson('COMPANY'), newPerson(), newPerson('TEAM')]);
    await Promise.all([completeBaseInfo(company), completeBaseInfo(fan), completeBaseInfo(team)]);
    const companyId = (await info(company.token)).companyId as string;
    const teamId = (await info(team.token)).teamId as string;
    // The team that will match: its tags are words the demand will hold, in the demand's city.
    ok(await call('org.saveTeamResume', { updateTime: 0, introduction: '专注冷链与仓储系统的小程序开发团队', tags: [word, '冷链物流', '小程序开发'], provinceCode: '330000', cityCode: '330100' }, team.token), 'team resume');

    // 1. The company's administrator completes 单位简历 in the page.
    const c = await loggedInPage(pages.browser(), company);
    const companyErrors = watchErrors(c);
    await c.goto(site('/company/comResume'));
    await expect.poll(() => c.getByRole('textbox', { name: '业务能力标签' }).isVisible(), { timeout: 20_000 }).toBe(true);
    for (const tag of [word, '冷链物流', '仓储管理系统']) await addTag(c, '业务能力标签', tag);
    await c.getByRole('textbox', { name: '企业优势' }).fill('十五年冷链物流与仓储管理系统经验，服务生鲜与医药企业两百余家。');
    await c.getByRole('textbox', { name: '地址' }).fill('浙江省杭州市余杭区文一西路 998 号');
    await c.getByRole('combobox', { name: '省份' }).click();
    await c.getByRole('option', { name: '浙江省' }).click();
    await c.getByRole('combobox', { name: '城市' }).click();
    await c.getByRole('option', { name: '杭州市' }).click();
    await shoot(c, 'company-resume');
    await c.getByRole('button', { name: '保存简历' }).click();
    await expect.poll(() => c.getByText('简历已保存').isVisible(), { timeout: 10_000 }).toBe(true);

    // 2. A person finds it under 单位 by Chinese words (and the word only it has), opens it, keeps it and follows it.
    const p = await loggedInPage(pages.browser(), fan);
    const fanErrors = watchErrors(p);
    await p.goto(site('/work/search/unit'));
    const keyword = p.getByTestId('discovery-unit-keyword');
    await expect.poll(() => keyword.isVisible(), { timeout: 20_000 }).toBe(true);
    const card = p.locator(`[data-testid="discovery-card"][data-party-id="${companyId}"]`);
    // Indexed through the stream within seconds; the page searches again on each Enter.
    await expect
      .poll(
        async () => {
          await keyword.fill(`冷链物流 仓储 ${word}`);
          await keyword.press('Enter');
          await p.waitForTimeout(500);
          return card.count();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(1);
    expect(await card.textContent()).toContain('浙江省 杭州市');
    await shoot(p, 'found-under-units');
    await card.click();
    await expect.poll(() => p.getByText('十五年冷链物流与仓储管理系统经验', { exact: false }).isVisible(), { timeout: 15_000 }).toBe(true);
    await p.getByTestId('collect-toggle').click();
    await expect.poll(() => p.getByTestId('collect-toggle').textContent(), { timeout: 10_000 }).toBe('已收藏');
    await p.getByTestId('follow-toggle').click();
    await expect.poll(() => p.getByTestId('follow-toggle').textContent(), { timeout: 10_000 }).toBe('已关注');
    await shoot(p, 'kept-and-followed');
    // Kept under 我的收藏 › 单位/人才 and 我的关注.
    await p.goto(site('/work/userCenter/myCollect'));
    await p.getByRole('tab', { name: '单位/人才' }).click();
    await expect.poll(() => p.getByTestId('collect-row').allTextContents(), { timeout: 20_000 }).toEqual([expect.stringContaining(company.orgName!)]);
    await p.goto(site('/work/userCenter/myAttention'));
    await expect.poll(() => p.getByTestId('follow-row').allTextContents(), { timeout: 20_000 }).toEqual([expect.stringContaining(company.orgName!)]);

    // 3. The follower waits on 待办; the company releases a demand; the follower is told without a reload.
    await p.goto(site('/work/backlog'));
    await expect.poll(() => p.getByTestId('backlog-list').or(p.getByText('暂无待办事项')).first().isVisible(), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => hasSocket(fan.userId), { timeout: 15_000 }).toBe(true);
    const demand = await releasedProject(company, { name: `${word}冷链仓储管理小程序开发`, bookHtml: '<p>需要一个冷链物流的仓储管理小程序，支持温度记录与出入库。</p>' });
    await expect.poll(() => p.getByTestId('backlog-item').allTextContents(), { timeout: 30_000 }).toEqual(expect.arrayContaining([expect.stringContaining(demand.name)]));
    await shoot(p, 'follower-told');

    // 4. The demand's 推荐的合作方 lists the team with why; 邀请 in one click, then 已邀请.
    await c.goto(site(`/project/details?projectId=${demand.projectId}`));
    const suggested = c.locator(`[data-testid="suggested-party"][data-party-id="${teamId}"]`);
    await expect
      .poll(
        async () => {
          if ((await suggested.count()) === 0) await c.reload();
          return suggested.count();
        },
        { timeout: 45_000, interval: 3_000 },
      )
      .toBe(1);
    await expect.poll(() => suggested.getByTestId('suggestion-reasons').textContent()).toContain('冷链物流');
    expect(await suggested.getByTestId('suggestion-reasons').textContent()).toContain('同城：杭州');
    await shoot(c, 'suggested-parties');
    await suggested.getByRole('button', { name: `邀请 ${team.orgName} 洽谈该项目` }).click();
    await expect.poll(() => suggested.getByTestId('suggestion-invited').textContent(), { timeout: 10_000 }).toBe('已邀请');
    await shoot(c, 'team-invited');

    // The team has the invitation.
    const invitations = ok<ListPage<RequestCard>>(await call('project.requests', { box: 'receive-invite' }, team.token), 'invitations').records;
    expect(invitations.map((r) => [r.kind, r.project.projectId, r.state])).toEqual([['INVITE', demand.projectId, 'PENDING']]);
    expect([...companyErrors, ...fanErrors]).toEqual([]);
  });
});
