/**
 * A cooperation's document in two browsers (docs/cooperation.md "Documents"): two members of party B's team who may
 * both write it open /document/edit. One takes the edit lock and types; the other's page says who writes and counts
 * the lease down, offers 请求交接 instead of 申请编辑, and shows the text once it is saved (autosave, then the
 * push). When the writer leaves the editor, the other may take the lock. Screenshots at 1366 px
 * (test-results/e2e/cooperation-document).
 */
import type { Page } from 'playwright-core';
import { call } from '../../support/api.js';
import { screenshot, useBrowserPages } from '../../support/browser.js';
import { loggedInPage, site } from '../../support/chat-panel.js';
import { teamDocument } from '../../support/documents.js';
import { hasSocket, watchErrors } from '../../support/e2e-pages.js';
import { ok } from '../../support/projects.js';

const lockBar = (page: Page) => page.getByTestId('document-lock-bar');
const holderText = async (page: Page) => (await page.getByTestId('document-lock-holder').textContent()) ?? '';

describe('a document written by one member while another watches', () => {
  const pages = useBrowserPages();

  it('locks it for the writer, shows the other who writes and the countdown, and hands it on when the writer leaves', { timeout: 240_000 }, async () => {
    const d = await teamDocument({ members: 2 });
    const [writer, other] = [d.writer, d.members[1]!];
    ok(await call('project.docPermission', { projectId: d.projectId, taskId: d.taskId, readers: [], writers: [other.userId] }, d.partyB.token), 'permission');
    const path = site(`/document/edit?projectId=${d.projectId}&taskId=${d.taskId}`);

    const a = await loggedInPage(pages.browser(), writer);
    const b = await loggedInPage(pages.browser(), other);
    const errors = [...watchErrors(a), ...watchErrors(b)];
    await Promise.all([a.goto(path), b.goto(path)]);
    for (const page of [a, b]) {
      await expect.poll(() => page.getByTestId('document-title').textContent(), { timeout: 30_000 }).toBe('需求说明');
      await expect.poll(() => holderText(page), { timeout: 15_000 }).toBe('当前无人编辑');
    }
    await expect.poll(() => hasSocket(other.userId), { timeout: 15_000 }).toBe(true);

    // The writer takes the lock and types; the other sees it locked, with the writer's name and the countdown.
    await lockBar(a).getByRole('button', { name: '申请编辑' }).click();
    await expect.poll(() => holderText(a), { timeout: 15_000 }).toBe('您正在编辑');
    const text = a.getByRole('textbox', { name: '文档内容' });
    await text.click();
    await a.keyboard.type('第一章 项目背景：门店预约小程序');
    await expect.poll(() => holderText(b), { timeout: 15_000 }).toBe(`${writer.nickname} 正在编辑`);
    expect(await b.getByTestId('document-lock-left').textContent()).toMatch(/^剩余 0[45]:\d\d$/);
    expect(await lockBar(b).getByRole('button', { name: '申请编辑' }).count()).toBe(0);
    expect(await lockBar(b).getByRole('button', { name: '请求交接' }).isVisible()).toBe(true);
    await screenshot(b, 'cooperation-document/other-sees-locked');

    // Autosave makes version 1; the other's page shows the text without a reload.
    await expect.poll(() => a.getByTestId('document-save-state').textContent(), { timeout: 20_000 }).toBe('已保存 · 第 1 版');
    await screenshot(a, 'cooperation-document/writer-saved');
    await expect.poll(() => b.getByTestId('document-read').textContent(), { timeout: 20_000 }).toContain('门店预约小程序');

    // The writer leaves the editor: the lock is free for the other, who takes it.
    await lockBar(a).getByRole('button', { name: '退出编辑' }).click();
    await expect.poll(() => holderText(b), { timeout: 20_000 }).toBe('当前无人编辑');
    await lockBar(b).getByRole('button', { name: '申请编辑' }).click();
    await expect.poll(() => holderText(b), { timeout: 15_000 }).toBe('您正在编辑');
    await expect.poll(() => holderText(a), { timeout: 20_000 }).toBe(`${other.nickname} 正在编辑`);
    await screenshot(a, 'cooperation-document/writer-sees-other');
    expect(errors).toEqual([]);
  });
});
