/**
 * Posting a demand in headless Chromium against the local cloud (spec §2.1): a company's administrator chooses 新建项目,
 * fills the form (the name checked live, a category, the region, three phases whose budget adds up, a deadline, who
 * may apply, an attachment), writes the demand book with an uploaded picture, previews the demand and releases it,
 * and sees the success page; then starts another from the old project (a copy kept as a draft). A visitor writes a
 * demand book without logging in, 发布 sends them to log in, and the book is in the new demand after login, which
 * they release. Every page is kept at 1366 and 390 px (test-results/e2e/project-demand), where it never scrolls
 * sideways.
 */
import dayjs from 'dayjs';
import type { Page } from 'playwright-core';
import type { ProjectDetail } from '../../../shared/schemas/project.js';
import { call } from '../../support/api.js';
import { newPage, screenshot, useBrowserPages } from '../../support/browser.js';
import { loggedInPage, site } from '../../support/chat-panel.js';
import { newPerson } from '../../support/people.js';
import { ok } from '../../support/projects.js';
import { uniqueWord } from '../../support/projects-search.js';
import { completeBaseInfo } from '../../support/uploads.js';
import { pictureOf, watchErrors } from '../../support/e2e-pages.js';
import { overflowOf } from '../../support/page-checks.js';


const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };


/** Keeps the screen at 1366 px and at 390 px (where it must not scroll sideways), then returns to the desktop. */
const shoot = async (page: Page, name: string): Promise<void> => {
  // From the top: the sticky header would otherwise stand in the middle of a full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `project-demand/${name}-1366`);
  await page.setViewportSize(PHONE);
  await expect.poll(() => overflowOf(page), { timeout: 5_000 }).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `project-demand/${name}-390`);
  await page.setViewportSize(DESKTOP);
};


const projectIdOf = (page: Page): string => new URL(page.url().replace('#', '')).searchParams.get('projectId') ?? '';

const choose = async (page: Page, box: string, option: string) => {
  await page.getByRole('combobox', { name: box }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

/** The demand's details beside the name: category, region, phases, the deadline 20 days ahead. */
const fillDemand = async (page: Page, phases: readonly [string, string, string, string][]) => {
  await page.locator('#demand-category').click();
  await page.getByRole('option', { name: 'App 与小程序' }).click();
  await choose(page, '省份', '浙江省');
  await choose(page, '城市', '杭州市');
  for (const [index, [name, amount, days, deliverables]] of phases.entries()) {
    if (index > 0) await page.getByRole('button', { name: '添加阶段' }).click();
    await page.locator(`#demand-phase-${index}-name`).fill(name);
    await page.locator(`#demand-phase-${index}-amount`).fill(amount);
    await page.locator(`#demand-phase-${index}-days`).fill(days);
    await page.locator(`#demand-phase-${index}-deliverables`).fill(deliverables);
  }
  await page.locator('#demand-deadline').fill(dayjs().add(20, 'day').format('YYYY-MM-DD'));
};

describe('posting a demand in the browser', () => {
  const pages = useBrowserPages();

  it('a company posts a demand with three phases and a book holding a picture, previews it, releases it, and copies it', { timeout: 300_000 }, async () => {
    const company = await newPerson('COMPANY');
    await completeBaseInfo(company);
    const page = await loggedInPage(pages.browser(), company);
    const errors = watchErrors(page);
    const name = `门店预约小程序${uniqueWord()}`;

    // 发布需求: the two ways to start, and no drafts yet.
    await page.goto(site('/work/demand-release'));
    await expect.poll(() => page.getByText('暂无草稿').isVisible(), { timeout: 20_000 }).toBe(true);
    await shoot(page, 'choose');
    await page.getByTestId('demand-choose-new').click();
    await page.waitForURL(/#\/work\/demand-release\/new-project$/);

    // An empty 下一步: a message under every field.
    await page.getByRole('button', { name: '下一步：编写需求书' }).click();
    await expect.poll(() => page.getByText('请填写项目名称').isVisible()).toBe(true);
    expect(await page.getByText('请选择省份', { exact: true }).count()).toBeGreaterThan(0);
    await shoot(page, 'new-project-refused');

    // The form: the name checked while typing, three phases adding up to the budget, an attachment.
    await page.locator('#demand-name').fill(name);
    await expect.poll(() => page.getByText('名称可用').isVisible(), { timeout: 15_000 }).toBe(true);
    await fillDemand(page, [
      ['需求分析', '2000', '10', '需求规格说明书'],
      ['开发', '5000.5', '30', '小程序源码与部署'],
      ['验收上线', '1000', '5', '验收报告'],
    ]);
    await expect.poll(() => page.getByTestId('demand-budget').textContent()).toBe('¥8,000.50');
    await page.getByRole('checkbox', { name: '个人' }).uncheck();
    await page.getByTestId('demand-attachments-input').setInputFiles({ name: '需求说明.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% hezuo\n') });
    await expect.poll(() => page.getByTestId('demand-attachment').count(), { timeout: 20_000 }).toBe(1);
    await shoot(page, 'new-project');
    await page.getByRole('button', { name: '下一步：编写需求书' }).click();
    await page.waitForURL(/#\/compile-demand-book\?projectId=[0-9A-Z]{26}$/, { timeout: 20_000 });
    const projectId = projectIdOf(page);

    // The demand book: text, and a picture uploaded through the editor.
    const book = page.getByRole('textbox', { name: '需求书' });
    await expect.poll(() => book.isVisible(), { timeout: 20_000 }).toBe(true);
    await book.click();
    await page.keyboard.type('我们需要一个门店预约小程序，支持在线预约、到店核销和会员积分。');
    await page.keyboard.press('Enter');
    await page.locator('input[type=file][accept*=".gif"]').setInputFiles({ name: '原型图.png', mimeType: 'image/png', buffer: pictureOf() });
    await expect.poll(() => book.locator('img[src*="/files/editor/"]').count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => book.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await shoot(page, 'compile-demand-book');
    await page.getByRole('button', { name: '下一步：预览' }).click();
    await page.waitForURL(new RegExp(`#/pre-release-demand\\?projectId=${projectId}$`), { timeout: 20_000 });

    // The preview: the demand as others will see it, with the book and its picture.
    await expect.poll(() => page.getByTestId('preview-name').textContent(), { timeout: 20_000 }).toBe(name);
    expect(await page.getByTestId('preview-budget').textContent()).toBe('¥8,000.50');
    expect(await page.getByTestId('preview-phase').count()).toBe(3);
    expect(await page.getByTestId('preview-book').locator('img').count()).toBe(1);
    expect(await page.getByText('团队、企业').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('preview-book').locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await shoot(page, 'pre-release-demand');
    await page.getByRole('button', { name: '发布', exact: true }).click();
    await page.waitForURL(new RegExp(`#/release-success\\?projectId=${projectId}$`), { timeout: 20_000 });
    await expect.poll(() => page.getByTestId('release-success').textContent(), { timeout: 15_000 }).toContain(`“${name}”已发布`);
    expect(await page.getByRole('link', { name: '查看项目' }).getAttribute('href')).toBe(`#/project/details?projectId=${projectId}`);
    await shoot(page, 'release-success');

    // What was released, as the API has it.
    const released = ok<ProjectDetail>(await call('project.info', { projectId }, company.token), 'info');
    expect(released).toMatchObject({ state: 'RELEASED', name, budget: 800_050, applicantTypes: ['TEAM', 'COMPANY'], provinceCode: '330000', cityCode: '330100', categoryId: 'it-app' });
    expect(released.phases.map((phase) => [phase.name, phase.amount, phase.days])).toEqual([
      ['需求分析', 200_000, 10],
      ['开发', 500_050, 30],
      ['验收上线', 100_000, 5],
    ]);
    expect(released.attachments.map((file) => file.name)).toEqual(['需求说明.pdf']);
    expect(released.bookHtml).toContain('门店预约小程序，支持在线预约');
    expect(released.bookHtml).toMatch(/<img src="[^"]*\/files\/editor\//);
    expect(dayjs(released.applyDeadline).format('HH:mm:ss')).toBe('23:59:59');

    // 从旧项目新建: the released demand as a template, copied into a draft opened in the form.
    await page.getByRole('link', { name: '继续发布需求' }).click();
    await page.waitForURL(/#\/work\/demand-release$/);
    await page.getByTestId('demand-choose-old').click();
    await page.waitForURL(/#\/work\/demand-release\/old-project$/);
    await expect.poll(() => page.getByTestId('demand-old-project').count(), { timeout: 15_000 }).toBe(1);
    await shoot(page, 'old-project');
    await page.getByRole('button', { name: '以此新建' }).click();
    await page.waitForURL(/#\/work\/demand-release\/new-project\?projectId=[0-9A-Z]{26}&from=copy$/, { timeout: 20_000 });
    await expect.poll(() => page.locator('#demand-name').inputValue(), { timeout: 15_000 }).toBe(`${name}（副本）`);
    expect(await page.getByTestId('demand-budget').textContent()).toBe('¥8,000.50');
    await shoot(page, 'new-project-copy');
    await page.getByRole('button', { name: '保存并退出' }).click();
    await page.waitForURL(/#\/work\/demand-release$/, { timeout: 20_000 });
    await expect.poll(() => page.getByTestId('demand-draft').count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByTestId('demand-draft').textContent()).toContain(`${name}（副本）`);
    await shoot(page, 'choose-drafts');

    // The workbench's 发布需求 entry is the same form.
    await page.goto(site('/work/postDemand'));
    await expect.poll(() => page.locator('#demand-name').isVisible(), { timeout: 15_000 }).toBe(true);
    await shoot(page, 'post-demand');

    expect(errors).toEqual([]);
  });

  it('a visitor writes a demand book without logging in; after login it is in the new demand, which they release', { timeout: 300_000 }, async () => {
    const person = await newPerson();
    await completeBaseInfo(person);
    const page = await newPage(pages.browser());
    const errors = watchErrors(page);
    const name = `装修报价${uniqueWord()}`;

    await page.goto(site('/no-login-demand-book'));
    const book = page.getByRole('textbox', { name: '需求书' });
    await expect.poll(() => book.isVisible(), { timeout: 20_000 }).toBe(true);
    await page.getByTestId('local-book-name').fill(name);
    await book.click();
    await page.keyboard.type('三室两厅约 120 平方米，需要全包装修报价，含水电改造。');
    await expect.poll(() => page.getByTestId('local-book-kept').textContent()).toMatch(/^已保存在本浏览器/);
    // Kept in the browser: a reload finds it.
    await page.reload();
    await expect.poll(() => book.textContent(), { timeout: 20_000 }).toContain('需要全包装修报价');
    await shoot(page, 'no-login-demand-book');

    await page.getByRole('button', { name: '发布', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '登录后发布' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await screenshot(page, 'project-demand/no-login-demand-book-login-1366');
    await dialog.getByRole('button', { name: '个人登录' }).click();
    await page.waitForURL(/#\/login\/user\?redirect=/);
    await page.getByLabel('手机号').fill(person.phone);
    await page.getByLabel('密码').fill(person.password);
    await page.getByRole('button', { name: '登录', exact: true }).last().click();

    // The new demand carries the book and the name.
    await page.waitForURL(/#\/work\/demand-release\/new-project\?from=local$/, { timeout: 20_000 });
    await expect.poll(() => page.getByTestId('demand-local-book').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.locator('#demand-name').inputValue()).toBe(name);
    await fillDemand(page, [['上门量房与报价', '500', '3', '报价单与设计草图']]);
    await shoot(page, 'new-project-from-local-book');
    await page.getByRole('button', { name: '下一步：编写需求书' }).click();
    await page.waitForURL(/#\/compile-demand-book\?projectId=[0-9A-Z]{26}$/, { timeout: 20_000 });
    const projectId = projectIdOf(page);
    await expect.poll(() => page.getByRole('textbox', { name: '需求书' }).textContent(), { timeout: 20_000 }).toContain('需要全包装修报价');
    // Saved on the server: the browser's copy is gone.
    expect(await page.evaluate(() => localStorage.getItem('hezuo.noLoginDemandBook'))).toBeNull();
    await page.getByRole('button', { name: '下一步：预览' }).click();
    await page.waitForURL(/#\/pre-release-demand\?projectId=/, { timeout: 20_000 });
    await expect.poll(() => page.getByTestId('preview-book').textContent(), { timeout: 20_000 }).toContain('需要全包装修报价');
    await page.getByRole('button', { name: '发布', exact: true }).click();
    await page.waitForURL(/#\/release-success\?projectId=/, { timeout: 20_000 });
    await expect.poll(() => page.getByTestId('release-success').isVisible(), { timeout: 15_000 }).toBe(true);

    const released = ok<ProjectDetail>(await call('project.info', { projectId }), 'info');
    expect(released).toMatchObject({ state: 'RELEASED', name, budget: 50_000, publisher: { type: 'PERSONAGE' } });
    expect(released.bookHtml).toContain('三室两厅约 120 平方米，需要全包装修报价');
    expect(errors).toEqual([]);
  });
});
