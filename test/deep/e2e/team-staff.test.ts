/**
 * A team's 成员管理 (/team/teamStaff) in headless Chromium against the local cloud: the administrator, logged in as
 * the team, opens it from the personal center's menu, invites a friend from the page (who accepts), sees them,
 * removes them (已离职); a member leaves from their own page and lands on the personal login page, which says so.
 * Screenshots at desktop width and at 390 px, where the page itself never scrolls sideways.
 */
import type { Page } from 'playwright-core';
import { call } from '../../support/api.js';
import { screenshot, useBrowserPages } from '../../support/browser.js';
import { befriend, chatHistory, loggedInPage, site } from '../../support/chat-panel.js';
import { joinTeam } from '../../support/org.js';
import { login, newPerson, type TestPerson } from '../../support/people.js';
import { completeBaseInfo } from '../../support/uploads.js';

const PHONE = { width: 390, height: 844 };

const table = (page: Page) => page.getByTestId('staff-table');
/** The member's row in the table, by their nickname. */
const row = (page: Page, person: TestPerson) => table(page).getByRole('row').filter({ hasText: person.nickname });

/** Whether the page scrolls sideways (it must not: a wide table scrolls inside its own box). */
const overflowsSideways = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('a team’s members in the browser', () => {
  const pages = useBrowserPages();

  it('are managed by the administrator from the page: invite a friend, see them join, remove them; a member leaves', async () => {
    // Prepare: a team with one member; the administrator's friends are the member and someone to invite.
    const [admin, friend, member] = await Promise.all([newPerson('TEAM'), newPerson(), newPerson()]);
    await Promise.all([admin, friend, member].map((person) => completeBaseInfo(person)));
    await befriend(admin, friend);
    await befriend(admin, member);
    await joinTeam(admin, member);

    // The administrator opens 成员管理 from the personal center's menu.
    const page = await loggedInPage(pages.browser(), admin);
    await page.goto(site('/work/userCenter'));
    const menu = page.getByRole('navigation', { name: '个人中心' });
    await expect.poll(() => menu.getByRole('link', { name: '成员管理' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await menu.getByRole('link', { name: '成员管理' }).click();
    await page.waitForURL(/#\/team\/teamStaff$/);
    await expect.poll(() => page.getByRole('heading', { name: '成员管理' }).isVisible()).toBe(true);
    expect(await page.getByRole('main').getByText(admin.orgName!, { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => row(page, member).isVisible()).toBe(true);
    expect(await row(page, admin).textContent()).toContain('管理员');
    expect(await row(page, member).textContent()).toContain('成员');

    // 邀请成员: the member is listed but cannot be picked; the friend is found by the search and invited.
    await page.getByRole('button', { name: '邀请成员' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('checkbox', { name: member.nickname }).isDisabled()).toBe(true);
    await dialog.getByRole('searchbox').fill(friend.nickname);
    await expect.poll(() => dialog.getByRole('checkbox').count()).toBe(1);
    await dialog.getByRole('checkbox', { name: friend.nickname }).check();
    await screenshot(page, 'team-staff-invite');
    await dialog.getByRole('button', { name: '发送邀请' }).click();
    await expect.poll(() => page.getByText('邀请已发送，对方同意后加入团队').isVisible()).toBe(true);
    expect(await row(page, friend).count()).toBe(0);

    // The friend accepts the card in their chat (through the API).
    const card = (await chatHistory(friend, admin)).find((m) => m.messageContentType === 'INVITE_FRIENDS_JOIN_TEAM');
    expect(card).toBeDefined();
    const { recomendId } = JSON.parse(card!.content) as { recomendId: string };
    expect((await call('org.teamJoin', { teamRecordId: recomendId, pass: true }, friend.token)).body.code).toBe(200);

    // The administrator sees them, and removes them: 已离职.
    await page.reload();
    await expect.poll(() => row(page, friend).isVisible(), { timeout: 15_000 }).toBe(true);
    await screenshot(page, 'team-staff');
    await page.getByRole('button', { name: `移除${friend.nickname}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect.poll(() => page.getByText(`已移除「${friend.nickname}」`).isVisible()).toBe(true);
    await expect.poll(() => row(page, friend).textContent()).toContain('已离职');
    expect(await page.getByRole('button', { name: `移除${friend.nickname}` }).count()).toBe(0);
    await screenshot(page, 'team-staff-removed');

    // At 390 px the page fits the screen; the table scrolls inside its own box.
    await page.setViewportSize(PHONE);
    await expect.poll(() => overflowsSideways(page)).toBe(false);
    await screenshot(page, 'team-staff-390');
    await page.context().close();

    // The member, logged in as the team on a phone, sees the members but manages nobody, and leaves.
    const asTeam = (await login(member.phone, member.password, 'TEAM')).body.data;
    const theirs = await loggedInPage(pages.browser(), { ...member, token: asTeam });
    await theirs.setViewportSize(PHONE);
    // The header's account menu leads to 成员管理 for anyone acting for a team.
    await theirs.goto(site('/work'));
    await theirs.locator('header').getByRole('button', { name: '账号菜单' }).click();
    await theirs.getByRole('menuitem', { name: '成员管理' }).click();
    await theirs.waitForURL(/#\/team\/teamStaff$/, { timeout: 15_000 });
    await expect.poll(() => row(theirs, admin).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await row(theirs, friend).textContent()).toContain('已离职');
    expect(await theirs.getByRole('button', { name: /^移除/ }).count()).toBe(0);
    expect(await theirs.getByRole('button', { name: '邀请成员' }).count()).toBe(0);
    expect(await overflowsSideways(theirs)).toBe(false);
    await screenshot(theirs, 'team-staff-member-390');
    await theirs.getByRole('button', { name: '退出团队' }).click();
    const confirm = theirs.getByRole('dialog');
    await expect.poll(() => confirm.textContent()).toContain(`确定要退出团队「${admin.orgName}」吗`);
    await confirm.getByRole('button', { name: '退出团队' }).click();

    // Assess: on the personal login page, told why; the token is gone and the team's login is over.
    await theirs.waitForURL(/#\/login\/user$/, { timeout: 15_000 });
    await expect.poll(() => theirs.getByTestId('login-left-team').textContent()).toContain(`您已退出团队「${admin.orgName}」`);
    expect((await theirs.context().cookies()).find((cookie) => cookie.name === 'Admin-Token')).toBeUndefined();
    await screenshot(theirs, 'team-staff-left-390');
    expect((await call('account.info', {}, asTeam)).status).toBe(401);
    const list = await call<{ records: { userId: string; userStatus: string }[] }>('org.teamStaffList', { current: 1, size: 20 }, admin.token);
    expect(list.body.data.records.find((r) => r.userId === member.userId)?.userStatus).toBe('已离职');
  });
});
