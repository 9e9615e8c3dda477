/**
 * The materials library (资料库, /work/library/materials) in headless Chromium against the local cloud: a person opens
 * 资料文献 from the workbench, creates a folder, uploads a file into it, moves the file to the root through the move
 * dialog, finds it by a word of its name, and deletes the folder after confirming. Screenshots at desktop width and at
 * 390 px, where the page never scrolls sideways.
 */
import { screenshot, useBrowserPages } from '../../support/browser.js';
import { loggedInPage, site } from '../../support/chat-panel.js';
import { watchErrors } from '../../support/e2e-pages.js';
import { newPerson } from '../../support/people.js';
import { completeBaseInfo } from '../../support/uploads.js';

describe('the materials library in the browser', () => {
  const pages = useBrowserPages();

  it('takes a folder and a file, moves the file, finds it and deletes the folder', async () => {
    const person = await newPerson();
    await completeBaseInfo(person);
    const page = await loggedInPage(pages.browser(), person);
    const errors = watchErrors(page);
    await page.goto(site('/work/backlog'));
    await page.getByRole('navigation', { name: '工作台' }).getByRole('link', { name: '资料文献' }).click();
    await page.waitForURL(/#\/work\/library\/materials$/);
    await expect.poll(() => page.getByRole('heading', { name: '资料库' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.getByText('这个文件夹是空的').isVisible()).toBe(true);

    // 新建文件夹 «项目合同», then open it.
    await page.getByTestId('library-new-folder').click();
    await page.getByRole('dialog').getByTestId('library-name').fill('项目合同');
    await page.getByRole('dialog').getByRole('button', { name: '创建' }).click();
    const entries = page.getByTestId('library-entries');
    await expect.poll(() => entries.getByRole('button', { name: '项目合同', exact: true }).isVisible()).toBe(true);
    await entries.getByRole('button', { name: '项目合同', exact: true }).click();
    await page.waitForURL(/folder=/);
    await expect.poll(() => page.getByRole('navigation', { name: '当前位置' }).textContent()).toContain('项目合同');

    // 上传文件 into it: the name comes from the file.
    await page.getByTestId('library-upload').click();
    const upload = page.getByRole('dialog');
    await upload.getByTestId('library-file').setInputFiles({ name: '采购合同.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n采购合同\n') });
    await expect.poll(() => upload.getByTestId('library-name').inputValue()).toBe('采购合同');
    await upload.getByRole('button', { name: '上传文件' }).click();
    await expect.poll(() => entries.getByRole('link', { name: '采购合同', exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);
    await screenshot(page, 'libraries/folder');

    // 移动 to the root through the move dialog.
    await entries.getByRole('button', { name: '更多操作：采购合同' }).click();
    await page.getByRole('menuitem', { name: '移动' }).click();
    const move = page.getByRole('dialog');
    await expect.poll(() => move.getByTestId('move-folders').getByRole('button', { name: '项目合同', exact: true }).isVisible()).toBe(true);
    await move.getByTestId('move-here').click();
    await expect.poll(() => page.getByText('这个文件夹是空的').isVisible()).toBe(true);
    await page.getByRole('navigation', { name: '当前位置' }).getByRole('button', { name: '全部文件' }).click();
    await expect.poll(() => entries.getByRole('link', { name: '采购合同', exact: true }).isVisible()).toBe(true);

    // Search: a word of its name finds it, and says where it is.
    await page.getByTestId('library-search').fill('合同');
    await page.getByTestId('library-search-button').click();
    const results = page.getByTestId('library-results');
    await expect.poll(() => results.getByTestId('library-entry').count()).toBe(2);
    await expect.poll(() => results.getByRole('link', { name: '采购合同', exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'libraries/search');
    await page.getByRole('button', { name: '清除搜索' }).click();

    // Delete the folder, after confirming: the file stays.
    await entries.getByRole('button', { name: '更多操作：项目合同' }).click();
    await page.getByRole('menuitem', { name: '删除' }).click();
    await page.getByRole('alertdialog').getByTestId('remove-confirm').click();
    await expect.poll(() => entries.getByTestId('library-entry').count()).toBe(1);
    await expect.poll(() => entries.getByRole('link', { name: '采购合同', exact: true }).isVisible()).toBe(true);

    // At 390 px the page fits the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await screenshot(page, 'libraries/phone');
    expect(errors).toEqual([]);
  });
});
