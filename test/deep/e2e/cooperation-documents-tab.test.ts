/**
 * The cooperation page's 文档 tab in three browsers (docs/cooperation.md "Documents"): the administrator of a team
 * (party B's leader) opens the running phase's directory on /project/cooperate/:id, adds a document task for a member
 * of the team (title, writer chosen from the assignable people); the member finds it in the same tab, opens it in the
 * editor and writes; the leader's tab then shows the member editing, with the lease's countdown, without a reload
 * (the document push). Party A, whose phase was not delivered yet, sees the server's message as the tab's empty
 * state, no error toast. The leader finally stops the task (after confirming). Through a task's 权限 the leader lets a
 * second member edit it (the writer and the leaders fixed, the choice pre-filled when opened again), and that member's
 * editor then offers 申请编辑. Screenshots at 1366 px and 390 px (test-results/e2e/cooperation-documents-tab).
 */
import type { Page } from 'playwright-core';
import type { DirectoryView } from '../../../shared/schemas/documents.js';
import { call } from '../../support/api.js';
import { screenshot, useBrowserPages } from '../../support/browser.js';
import { loggedInPage, site } from '../../support/chat-panel.js';
import { addNode, teamCooperation } from '../../support/documents.js';
import { hasSocket, watchErrors } from '../../support/e2e-pages.js';
import { ok } from '../../support/projects.js';

const documentsTab = async (page: Page) => {
  await page.getByRole('tab', { name: '文档' }).click();
  await expect.poll(() => page.getByTestId('phase-documents').isVisible(), { timeout: 15_000 }).toBe(true);
};

const node = (page: Page, title: string) => page.getByTestId('doc-node').filter({ has: page.getByTestId('doc-node-title').getByText(title, { exact: true }) });

describe('the 文档 tab of the cooperation page', () => {
  const pages = useBrowserPages();

  it('lets the leader assign a document, the member open and write it, and the leader see who edits', { timeout: 90_000 }, async () => {
    const c = await teamCooperation({ members: 1 });
    const member = c.members[0]!;
    const path = site(`/project/cooperate/${c.projectId}`);

    const leader = await loggedInPage(pages.browser(), c.partyB);
    const writer = await loggedInPage(pages.browser(), member);
    const partyA = await loggedInPage(pages.browser(), c.partyA);
    const errors = [...watchErrors(leader), ...watchErrors(writer), ...watchErrors(partyA)];
    await Promise.all([leader.goto(path), writer.goto(path), partyA.goto(path)]);
    for (const page of [leader, writer, partyA]) {
      await expect.poll(() => page.getByTestId('coop-state').isVisible(), { timeout: 30_000 }).toBe(true);
      await documentsTab(page);
    }

    // Party A: the running phase is not delivered, so the server refuses its directory; the tab tells party A when it
    // will see the documents (not the server's 文档不存在).
    const partyAState = () => partyA.getByTestId('phase-documents').getByRole('status').textContent();
    await expect.poll(partyAState, { timeout: 15_000 }).toContain('乙方交付后可在此查看文档');
    expect(await partyAState()).not.toContain('文档不存在');
    expect(await partyA.getByRole('button', { name: '新建文档任务' }).count()).toBe(0);
    await screenshot(partyA, 'cooperation-documents-tab/party-a-not-delivered');

    // The leader: an empty directory with the controls; a new document task for the member.
    await expect.poll(() => leader.getByText('本阶段还没有文档').isVisible(), { timeout: 15_000 }).toBe(true);
    await leader.getByRole('button', { name: '新建文档任务' }).click();
    const dialog = leader.getByRole('dialog');
    await dialog.getByTestId('doc-form-title').fill('接口设计');
    await expect.poll(() => dialog.getByTestId('doc-form-writer').locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(2);
    await dialog.getByTestId('doc-form-writer').selectOption({ label: member.nickname });
    await screenshot(leader, 'cooperation-documents-tab/leader-adds-task');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => node(leader, '接口设计').count(), { timeout: 15_000 }).toBe(1);
    expect(await node(leader, '接口设计').getByTestId('doc-node-writer').textContent()).toBe(`编写人：${member.nickname}`);
    expect(await node(leader, '接口设计').getByTestId('doc-node-state').textContent()).toBe('待编写');
    await expect.poll(() => node(leader, '接口设计').getByRole('button', { name: '停止协作' }).isVisible(), { timeout: 5_000 }).toBe(true);
    await screenshot(leader, 'cooperation-documents-tab/leader-task-added');

    // The member's tab shows it without a reload (the push); no leader controls; 编辑 opens the editor.
    await expect.poll(() => hasSocket(member.userId), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => node(writer, '接口设计').count(), { timeout: 20_000 }).toBe(1);
    expect(await writer.getByRole('button', { name: '新建文档任务' }).count()).toBe(0);
    await screenshot(writer, 'cooperation-documents-tab/member-sees-task');
    await node(writer, '接口设计').getByRole('link', { name: '编辑《接口设计》' }).click();
    await expect.poll(() => writer.getByTestId('document-title').textContent(), { timeout: 30_000 }).toBe('接口设计');
    await writer.getByTestId('document-lock-bar').getByRole('button', { name: '申请编辑' }).click();
    await expect.poll(() => writer.getByTestId('document-lock-holder').textContent(), { timeout: 15_000 }).toBe('您正在编辑');
    await writer.getByRole('textbox', { name: '文档内容' }).click();
    await writer.keyboard.type('第一节 登录接口');

    // The leader's tab: the member is editing, with the countdown, and the task is 编写中.
    const row = node(leader, '接口设计');
    await expect.poll(() => row.getByTestId('doc-node-editing').textContent(), { timeout: 20_000 }).toMatch(new RegExp(`^${member.nickname} 正在编辑 剩余 0[45]:\\d\\d$`));
    await expect.poll(() => row.getByTestId('doc-node-state').textContent(), { timeout: 15_000 }).toBe('编写中');
    await expect.poll(() => writer.getByTestId('document-save-state').textContent(), { timeout: 20_000 }).toBe('已保存 · 第 1 版');
    await expect.poll(() => row.textContent(), { timeout: 20_000 }).toContain('第 1 版');
    await screenshot(leader, 'cooperation-documents-tab/leader-sees-member-editing');

    // At a phone's width the rows wrap instead of scrolling sideways.
    await leader.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => leader.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), { timeout: 5_000 }).toBe(true);
    await screenshot(leader, 'cooperation-documents-tab/leader-390');
    await leader.setViewportSize({ width: 1366, height: 800 });

    // The leader stops the task, after confirming: it is 已停止 and nobody edits it any more.
    await row.getByRole('button', { name: '停止协作' }).click();
    const confirm = leader.getByRole('dialog');
    await expect.poll(() => confirm.textContent(), { timeout: 5_000 }).toContain('停止后该成员不能再编写此文档');
    await confirm.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => row.getByTestId('doc-node-state').textContent(), { timeout: 15_000 }).toBe('已停止');
    expect(await row.getByTestId('doc-node-editing').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('lets the leader give a second member 可编辑 on a task through 权限, after which that member may edit it', { timeout: 90_000 }, async () => {
    const c = await teamCooperation({ members: 2 });
    const [writer, second] = c.members as [(typeof c.members)[0], (typeof c.members)[0]];
    const task = await addNode(c, { title: '数据库设计', assignee: writer.userId });
    const permissionOf = async () => ok<DirectoryView>(await call('project.docDirectories', { projectId: c.projectId, phase: 1 }, second.token), 'directories').nodes.find((n) => n.taskId === task.taskId)?.permission;
    expect(await permissionOf()).toBe('none');

    const leader = await loggedInPage(pages.browser(), c.partyB);
    const member = await loggedInPage(pages.browser(), second);
    const errors = [...watchErrors(leader), ...watchErrors(member)];
    await leader.goto(site(`/project/cooperate/${c.projectId}`));
    await expect.poll(() => leader.getByTestId('coop-state').isVisible(), { timeout: 30_000 }).toBe(true);
    await documentsTab(leader);
    const row = node(leader, '数据库设计');
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);

    // The dialog: the writer first and fixed, the leader fixed, the other members each with a choice, none given yet.
    await row.getByRole('button', { name: '权限' }).click();
    const dialog = leader.getByRole('dialog');
    const person = (userId: string) => dialog.locator(`[data-testid="doc-perm-person"][data-user-id="${userId}"]`);
    const choice = person(second.userId).getByRole('radiogroup', { name: `${second.nickname}的权限` });
    await expect.poll(() => dialog.getByTestId('doc-perm-person').count(), { timeout: 10_000 }).toBe(3);
    expect(await dialog.getByTestId('doc-perm-person').first().getAttribute('data-user-id')).toBe(writer.userId);
    expect(await person(writer.userId).getByTestId('doc-perm-fixed').textContent()).toBe('编写人 · 可编辑');
    expect(await person(c.partyB.userId).getByTestId('doc-perm-fixed').textContent()).toBe('负责人 · 可编辑');
    expect(await choice.getByRole('radio', { name: '不可查看' }).isChecked()).toBe(true);
    await choice.getByRole('radio', { name: '可编辑' }).check();
    await screenshot(leader, 'cooperation-documents-tab/leader-permission-dialog');
    // At a phone's width the choices wrap under the names instead of scrolling sideways.
    await leader.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => leader.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), { timeout: 5_000 }).toBe(true);
    await expect.poll(() => dialog.evaluate((el) => el.scrollWidth <= el.clientWidth), { timeout: 5_000 }).toBe(true);
    await screenshot(leader, 'cooperation-documents-tab/leader-permission-dialog-390');
    await leader.setViewportSize({ width: 1366, height: 800 });

    // Saved: a toast, the dialog closed, and the server now answers the second member 'write'.
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => leader.getByText('已更新《数据库设计》的权限').isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => leader.getByRole('dialog').count(), { timeout: 5_000 }).toBe(0);
    expect(await permissionOf()).toBe('write');

    // Opened again, the dialog shows the choice made (the directory was read again).
    await row.getByRole('button', { name: '权限' }).click();
    await expect.poll(() => choice.getByRole('radio', { name: '可编辑' }).isChecked(), { timeout: 10_000 }).toBe(true);
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect.poll(() => leader.getByRole('dialog').count(), { timeout: 5_000 }).toBe(0);

    // The second member's editor offers 申请编辑 (a writer of the document, not its assignee).
    await member.goto(site(`/document/edit?projectId=${c.projectId}&taskId=${task.taskId}`));
    await expect.poll(() => member.getByTestId('document-title').textContent(), { timeout: 30_000 }).toBe('数据库设计');
    await expect.poll(() => member.getByTestId('document-lock-bar').getByRole('button', { name: '申请编辑' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await screenshot(member, 'cooperation-documents-tab/second-member-may-edit');
    expect(errors).toEqual([]);
  });
});
