/**
 * A project's group in the chat panel (spec §6, docs/cooperation.md "The project group"), in headless Chromium
 * against the local cloud: party A starts a cooperation (API); party B finds the group in 群聊 marked 项目群, opens
 * its chat with the link to the cooperation, and its settings show no 添加, 移除, 修改群名, 转让群主, 删除并退出 or
 * 解散群聊 — for party B, a member, and for party A, its owner — while the member's own remark stays editable.
 */
import type { Browser, Page } from 'playwright-core';
import { screenshot, launchBrowser } from '../../support/browser.js';
import { openPanel, panel, tab } from '../../support/chat-panel.js';
import { coopInfo, startedCooperation } from '../../support/cooperation.js';
import { completeBaseInfo } from '../../support/uploads.js';

/** The settings screen of the group shown in the open chat. */
const openSettings = async (page: Page): Promise<void> => {
  await panel(page).getByTestId('chat-group-settings').click();
  await expect.poll(() => panel(page).getByTestId('group-detail').isVisible(), { timeout: 10_000 }).toBe(true);
};

const hiddenActions = ['修改群名', '转让群主', '删除并退出', '解散群聊', '添加成员', '移除成员'];

const visibleActions = async (page: Page): Promise<string[]> => {
  const found: string[] = [];
  for (const name of hiddenActions) if ((await panel(page).getByRole('button', { name, exact: true }).count()) > 0) found.push(name);
  return found;
};

describe('a project group in the chat panel', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('is marked 项目群, links to its cooperation and hides add, remove, rename and leave', async () => {
    const c = await startedCooperation();
    await Promise.all([completeBaseInfo(c.partyA, '男'), completeBaseInfo(c.partyB, '女')]);
    const { groupId } = await coopInfo(c);
    expect(groupId).toBeTruthy();

    // Party B, a member: the group in 群聊 with its tag, its chat with the link to the cooperation.
    const page = await openPanel(browser, c.partyB);
    await tab(page, '群聊').click();
    const row = panel(page).getByTestId('group').filter({ has: page.getByTestId('project-group-tag') });
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    await row.click();
    await expect.poll(() => panel(page).getByTestId('project-group-bar').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await panel(page).getByTestId('project-group-link').getAttribute('href')).toBe(`#/project/cooperate/${c.projectId}`);
    await screenshot(page, 'chat-project-group');

    await openSettings(page);
    await expect.poll(() => panel(page).getByTestId('project-group-line').isVisible()).toBe(true);
    // The two members are shown, without the add and remove tiles.
    await expect.poll(() => panel(page).getByTestId('group-detail').getByRole('button', { name: /测/ }).count(), { timeout: 10_000 }).toBe(2);
    expect(await visibleActions(page)).toEqual([]);
    expect(await panel(page).getByRole('button', { name: '修改', exact: true }).count()).toBe(1);
    await screenshot(page, 'chat-project-group-detail');
    await page.context().close();

    // Party A, its owner: nothing to manage either.
    const owner = await openPanel(browser, c.partyA);
    await tab(owner, '群聊').click();
    await panel(owner).getByTestId('group').filter({ has: owner.getByTestId('project-group-tag') }).click();
    await openSettings(owner);
    await expect.poll(() => panel(owner).getByTestId('group-detail').getByRole('button', { name: /测/ }).count(), { timeout: 10_000 }).toBe(2);
    expect(await visibleActions(owner)).toEqual([]);
    await owner.context().close();
  });
});
