/**
 * Issue 31's people pages in headless Chromium against the local cloud, at 1366 px and 390 px (where the page never
 * scrolls sideways): a person opens another's page from the publisher's name of their demand, asks them to be friends
 * from it (添加好友, the person named by their masked card), and the other, once friends, is offered 发消息; a visitor
 * is sent to log in; a team's administrator renames the team on 团队设置 and the header follows, and a member sees it
 * read-only.
 */
import type { Page } from 'playwright-core';
import { call } from '../../support/api.js';
import { screenshot, useBrowserPages } from '../../support/browser.js';
import { loggedInPage, site } from '../../support/chat-panel.js';
import { asTeam } from '../../support/documents.js';
import { joinTeam } from '../../support/org.js';
import { newPerson } from '../../support/people.js';
import { ok, releasedProject } from '../../support/projects.js';
import { completeBaseInfo } from '../../support/uploads.js';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

const overflowsSideways = (page: Page): Promise<boolean> => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** The page at both widths: a screenshot of each, and never wider than the window. */
const atBothWidths = async (page: Page, name: string): Promise<void> => {
  for (const [size, label] of [[DESKTOP, '1366'], [PHONE, '390']] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(50);
    expect(await overflowsSideways(page), `${name} at ${label}`).toBe(false);
    await screenshot(page, `${name}-${label}`);
  }
  await page.setViewportSize(DESKTOP);
};

describe('people’s pages in the browser', () => {
  const pages = useBrowserPages();

  it('lead from a demand’s publisher to their page, to 添加好友, and to 发消息 once friends', async () => {
    const [publisher, reader] = await Promise.all([newPerson(), newPerson()]);
    await Promise.all([completeBaseInfo(publisher, '男'), completeBaseInfo(reader)]);
    const demand = await releasedProject(publisher);

    const page = await loggedInPage(pages.browser(), reader);
    await page.setViewportSize(DESKTOP);
    await page.goto(site(`/project/find/details?projectId=${demand.projectId}`));
    const name = page.getByTestId('project-publisher').getByRole('link');
    await expect.poll(() => name.isVisible(), { timeout: 15_000 }).toBe(true);
    // The demand names its publisher as it always has; their page names a stranger masked (the first character and 先生).
    expect(await name.textContent()).toBe(publisher.nickname);
    await name.click();
    await page.waitForURL(/#\/userInfo\?userId=/);
    await expect.poll(() => page.getByRole('article', { name: `${[...publisher.nickname][0]}先生` }).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: demand.name }).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.getByTestId('follow-toggle').isVisible()).toBe(true);
    expect(await page.getByText(publisher.phone).count()).toBe(0);
    await atBothWidths(page, 'user-info');

    await page.getByRole('link', { name: '添加好友' }).click();
    await page.waitForURL(/#\/addFriend\?userId=/);
    await expect.poll(() => page.getByTestId('add-friend-person').isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByRole('textbox', { name: /验证信息/ }).fill('你好，想和你合作');
    await atBothWidths(page, 'add-friend');
    await page.getByRole('button', { name: '发送申请' }).click();
    await expect.poll(() => page.getByText(/好友申请已发送给.先生，等待对方同意/).isVisible()).toBe(true);

    // The publisher agrees (as the chat's new-friends screen does); the reader's page of them now offers 发消息.
    const requests = ok<{ records: { id: string }[] }>(await call('chat.newFriend', { current: 1, size: 10 }, publisher.token), 'new friends');
    ok(await call('chat.isAgree', { id: requests.records[0]!.id, pass: true }, publisher.token), 'agree');
    await page.goto(site(`/userInfo?userId=${publisher.userId}`));
    await page.reload();
    await expect.poll(() => page.getByTestId('send-message').isVisible(), { timeout: 15_000 }).toBe(true);
  });

  it('send a visitor to log in', async () => {
    const person = await newPerson();
    const page = await pages.browser().newPage();
    await page.goto(site(`/userInfo?userId=${person.userId}`));
    await page.waitForURL(/#\/login\?redirect=/, { timeout: 15_000 });
    await page.close();
  });

  it('let a team’s administrator rename the team, and show a member the setting read-only', async () => {
    const [admin, joined] = await Promise.all([newPerson('TEAM'), newPerson()]);
    await Promise.all([completeBaseInfo(admin), completeBaseInfo(joined)]);
    await joinTeam(admin, joined);
    const member = await asTeam(joined);

    const page = await loggedInPage(pages.browser(), admin);
    await page.setViewportSize(DESKTOP);
    await page.goto(site('/work/userCenter'));
    const menu = page.getByRole('navigation', { name: '个人中心' });
    await expect.poll(() => menu.getByRole('link', { name: '团队设置' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await menu.getByRole('link', { name: '团队设置' }).click();
    await page.waitForURL(/#\/team\/teamSetting$/);
    const name = page.getByTestId('team-name');
    await expect.poll(() => name.inputValue(), { timeout: 15_000 }).toBe(admin.orgName);
    await atBothWidths(page, 'team-setting-admin');
    const renamed = `改名${Date.now() % 1e8}`;
    await name.fill(renamed);
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.getByText('团队设置已保存').isVisible()).toBe(true);
    // The header's greeting names the team by its new name.
    await expect.poll(() => page.getByRole('banner').getByText(renamed).count(), { timeout: 15_000 }).toBeGreaterThan(0);

    const theirs = await loggedInPage(pages.browser(), member);
    await theirs.setViewportSize(DESKTOP);
    await theirs.goto(site('/team/teamSetting'));
    await expect.poll(() => theirs.getByTestId('team-name-read').textContent(), { timeout: 15_000 }).toBe(renamed);
    expect(await theirs.getByRole('button', { name: '保存' }).count()).toBe(0);
    await atBothWidths(theirs, 'team-setting-member');
  });
});
