/// <reference lib="dom" />
/**
 * A person's way into the product, in headless Chromium against the local cloud: registration with the SMS
 * code from the local outbox, the basic-information dialog and the resume page with an avatar upload, the
 * header of each account type, the guard's `?redirect=`, and logout reaching every tab of the browser.
 */
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { api } from '../../support/api.js';
import { newPage, screenshot, useBrowserPages } from '../../support/browser.js';
import { newPerson, newPhone, register } from '../../support/people.js';
import { openPanel, panel } from '../../support/chat-panel.js';
import { completeBaseInfo } from '../../support/uploads.js';

/** The header colours of spec §2.3, as the browser computes them. */
const HEADER_COLOURS = {
  personal: 'rgb(51, 51, 51)',
  team: 'rgb(52, 197, 99)',
  company: 'rgb(29, 158, 215)',
} as const;

const site = (path: string): string => `${inject('cloud').siteUrl}/#${path}`;

const headerColour = (page: Page): Promise<string> =>
  page.locator('header').first().evaluate((header) => getComputedStyle(header).backgroundColor);

const greeting = (page: Page) => page.getByTestId('greeting');

const tokenOf = async (page: Page): Promise<string | undefined> =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'Admin-Token')?.value;

/** Logs in on one of the three login pages, as a person would, going on to `redirect` if given. */
const logInThrough = async (page: Page, loginPath: string, phone: string, password: string, redirect?: string): Promise<void> => {
  await page.goto(site(redirect ? `${loginPath}?redirect=${encodeURIComponent(redirect)}` : loginPath));
  await page.getByLabel('手机号').fill(phone);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).last().click();
};

describe('a person in the browser', () => {
  const pages = useBrowserPages();
  let page: Page;
  beforeEach(() => {
    page = pages.page();
  });

  it('keeps screenshots of the three login pages and the registration pages', async () => {
    for (const [path, heading, name] of [
      ['/login', '企业账号登录', 'login-company'],
      ['/login/team', '团队账号登录', 'login-team'],
      ['/login/user', '个人账号登录', 'login-user'],
      ['/login/register', '注册账号', 'register'],
      ['/login/registerCompany', '注册企业账号', 'register-company'],
      ['/login/forget', '找回密码', 'forget'],
    ] as const) {
      await page.goto(site(path));
      await expect.poll(() => page.getByRole('heading', { name: heading }).isVisible()).toBe(true);
      expect(await headerColour(page)).toBe('rgb(232, 243, 255)');
      await screenshot(page, name);
    }
  });

  it('offers the three account types plainly where the header’s 注册 leads', async () => {
    await page.goto(site('/home'));
    await page.getByRole('navigation', { name: /./ }).getByRole('link', { name: '注册', exact: true }).first().click();
    const types = page.getByTestId('register-types');
    await expect.poll(() => types.getByRole('link').count()).toBe(3);
    expect(await types.getByRole('link', { name: /企业账号/ }).getAttribute('aria-current')).toBe('page');
    await types.getByRole('link', { name: /团队账号/ }).click();
    await expect.poll(() => page.getByRole('switch', { name: '注册团队账号' }).isChecked()).toBe(true);
    expect(await types.getByRole('link', { name: /团队账号/ }).getAttribute('aria-current')).toBe('page');
    await types.getByRole('link', { name: /个人账号/ }).click();
    await expect.poll(() => page.getByRole('switch', { name: '注册团队账号' }).isChecked()).toBe(false);
    // The language is a statement, not a menu: nothing to click.
    expect(await page.getByText('简体中文').evaluate((el) => getComputedStyle(el).cursor)).toBe('default');
    await screenshot(page, 'register-types');
  });

  it('registers with the SMS code from the outbox, is stopped until the basic information is complete, then sees the grey header', async () => {
    const phone = newPhone();
    const nickname = `新人${phone.slice(-4)}`;
    await page.goto(site('/login/register'));
    await page.getByLabel('手机号').fill(phone);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => page.getByRole('button', { name: /\d+\s*秒后重新获取|重新获取/ }).isVisible()).toBe(true);
    const outbox = await api<{ code: string }>('GET', `/api/dev/sms?phone=${phone}`);
    await page.getByLabel('短信验证码').fill(outbox.body.data.code);
    await page.locator('input[name="password"]').fill('abc12345');
    await page.getByLabel('确认密码').fill('abc12345');
    await page.getByLabel('昵称').fill(nickname);
    // The consent is never given for the person: without it the form says what is missing.
    const consent = page.getByRole('checkbox', { name: /我已阅读并同意/ });
    expect(await consent.isChecked()).toBe(false);
    expect(await page.getByRole('link', { name: '《用户协议》' }).getAttribute('href')).toBe('#/otherRule?tagName=%E7%94%A8%E6%88%B7%E5%8D%8F%E8%AE%AE');
    expect(await page.getByRole('link', { name: '《隐私政策》' }).getAttribute('target')).toBe('_blank');
    await page.getByRole('button', { name: '注册', exact: true }).last().click();
    await expect.poll(() => page.getByText('请阅读并同意《用户协议》《隐私政策》').isVisible()).toBe(true);
    await screenshot(page, 'register-consent');
    await consent.check();
    await page.getByRole('button', { name: '注册', exact: true }).last().click();

    // Logged in at once, and taken straight to the one step that completes the basic information: a welcome, no modal.
    await expect.poll(() => page.url(), { timeout: 15_000 }).toMatch(/#\/work\/userCenter\/resume\?next=%2Fwork$/);
    await expect.poll(() => page.getByTestId('base-info-welcome').textContent()).toContain('欢迎来到合作云！');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await screenshot(page, 'base-info-welcome');
    // The public pages stay open meanwhile: the agreements just agreed to can be read.
    await page.goto(site('/otherRule?tagName=用户协议'));
    await expect.poll(() => page.getByTestId('other-rule').getByRole('heading', { name: '合作云用户协议' }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.goBack();
    await expect.poll(() => page.url()).toMatch(/resume\?next=/);

    // Saving without sex or avatar names both fields and writes nothing.
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.getByText('请上传头像').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('请选择性别').isVisible()).toBe(true);

    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    await page.getByTestId('avatar-file').setInputFiles({ name: '头像.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => page.locator('img[src*="/avatar/"]').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await page.getByRole('radio', { name: '男' }).check();
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.getByText('保存成功').isVisible()).toBe(true);

    // Saved: on to the workbench, where the registration was going.
    await expect.poll(() => page.url(), { timeout: 15_000 }).toMatch(/#\/work\/backlog$/);
    expect(await headerColour(page)).toBe(HEADER_COLOURS.personal);
    expect(await greeting(page).textContent()).toBe(`您好，${nickname}个人`);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => page.getByRole('heading', { name: '待办事项' }).isVisible()).toBe(true);
    await screenshot(page, 'workbench-personal');

    // What the page saved is what the server keeps.
    const token = await tokenOf(page);
    const info = await api<{ nickname: string; sex: string; headPortrait: string; completeBaseInfoEdit: boolean }>(
      'GET',
      '/api/pc/hezuo/user-personage/info',
      { token },
    );
    expect(info.body.data).toMatchObject({ nickname, sex: '男', completeBaseInfoEdit: true });
    expect(info.body.data.headPortrait).toContain('/avatar/');
  });

  it('sends /work to the login page with ?redirect= and returns there after login', async () => {
    await page.goto(site('/work'));
    await page.waitForURL(/#\/login\?redirect=%2Fwork$/);
    // The demo company administrator, whose basic information is complete.
    await page.getByLabel('手机号').fill('13800000003');
    await page.getByLabel('密码').fill('hezuo2026');
    await page.getByRole('button', { name: '登录', exact: true }).last().click();
    await page.waitForURL(/#\/work\/backlog$/);
    expect(await headerColour(page)).toBe(HEADER_COLOURS.company);
    expect(await greeting(page).textContent()).toBe('您好，陈总合作云示范科技有限公司');
    await screenshot(page, 'header-company');
  });

  it('shows the team header for a team login and the personal one for the same person in another context', async () => {
    await logInThrough(page, '/login/team', '13800000002', 'hezuo2026');
    await page.waitForURL(/#\/work\/backlog$/);
    expect(await headerColour(page)).toBe(HEADER_COLOURS.team);
    expect(await greeting(page).textContent()).toBe('您好，周航星火设计工作室');
    await screenshot(page, 'header-team');

    const other = await newPage(pages.browser());
    try {
      await logInThrough(other, '/login/user', '13800000001', 'hezuo2026');
      await other.waitForURL(/#\/work\/backlog$/);
      expect(await headerColour(other)).toBe(HEADER_COLOURS.personal);
      await other.getByRole('button', { name: '账号菜单' }).click();
      const items = await other.getByRole('menuitem').allTextContents();
      expect(items).toEqual(['切换到企业账号', '创建团队', '退出登录']);
      await screenshot(other, 'header-personal-menu');
    } finally {
      await other.context().close();
    }
  });

  it('switches account type through the login page of that type, the phone filled in and the reason said', async () => {
    const person = await register('TEAM');
    await logInThrough(page, '/login/team', person.phone, person.password, '/home');
    await expect.poll(() => greeting(page).isVisible(), { timeout: 15_000 }).toBe(true);

    await page.getByRole('button', { name: '账号菜单' }).click();
    await page.getByRole('menuitem', { name: '切换到个人账号' }).click();

    await expect.poll(() => page.url()).toMatch(/#\/login\/user$/);
    await expect.poll(() => page.getByTestId('login-switched').textContent()).toContain('已退出团队账号');
    expect(await page.getByLabel('手机号').inputValue()).toBe(person.phone);
    // The phone travels in the page's history state, never in the address.
    expect(page.url()).not.toContain(person.phone);
    await screenshot(page, 'login-switched');
    await page.getByLabel('密码').fill(person.password);
    await page.getByRole('button', { name: '登录', exact: true }).last().click();
    await expect.poll(() => headerColour(page), { timeout: 15_000 }).toBe(HEADER_COLOURS.personal);
  });

  it('asks before logging out, and a logout in one tab logs out the other', async () => {
    const person = await register('COMPANY');
    await logInThrough(page, '/login', person.phone, person.password, '/home');
    await page.waitForURL(/#\/home$/);
    const token = await tokenOf(page);
    expect(token).toBeTruthy();
    const second = await page.context().newPage();
    await second.goto(site('/home'));
    await expect.poll(() => greeting(second).isVisible()).toBe(true);
    // Logged in, the home page leads to work rather than offering a login.
    await expect.poll(() => second.getByRole('main').getByRole('link', { name: '进入工作台' }).isVisible()).toBe(true);
    expect(await second.getByRole('main').getByRole('link', { name: '登录', exact: true }).count()).toBe(0);

    await page.getByRole('button', { name: '账号菜单' }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    const confirm = page.getByRole('dialog');
    await expect.poll(() => confirm.textContent()).toContain('确定要退出登录吗？');
    await screenshot(page, 'logout-confirm');
    await confirm.getByRole('button', { name: '确定' }).click();

    await page.waitForURL(/#\/login/);
    await second.waitForURL(/#\/login/);
    // The header follows the route change a moment later: wait for it, as a person would.
    await expect.poll(() => greeting(second).count()).toBe(0);
    // The server ended the session too: the old token is refused.
    expect(await tokenOf(page)).toBeUndefined();
    const refused = await api('GET', '/api/pc/hezuo/user-personage/info', { token });
    expect(refused.body.code).toBe(401);
  });

  it('lets a company administrator invite staff by phone on /company/comStaff, who join only by accepting', async () => {
    const admin = await newPerson('COMPANY');
    const staff = await newPerson();
    await completeBaseInfo(staff);
    await logInThrough(page, '/login', admin.phone, admin.password, '/company/comStaff');
    await page.waitForURL(/#\/company\/comStaff$/);
    await expect.poll(() => page.getByRole('heading', { name: '员工管理' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: '添加员工' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('手机号').fill(staff.phone);
    await dialog.getByRole('button', { name: '添加员工' }).click();
    await expect.poll(() => page.getByText('邀请已发送，对方同意后即成为员工').isVisible()).toBe(true);
    // Not staff yet: the table shows the administrator alone.
    expect(await page.getByRole('table').getByText(staff.nickname, { exact: true }).count()).toBe(0);

    // The invited person finds the card in 消息 and agrees.
    const theirs = await openPanel(pages.browser(), staff);
    const row = panel(theirs).getByTestId('conversation').filter({ hasText: '[企业邀请]' });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    await row.click();
    await panel(theirs).getByRole('button', { name: new RegExp(admin.orgName!) }).click();
    await expect.poll(() => panel(theirs).getByTestId('team-invite-status').textContent(), { timeout: 10_000 }).toBe('待处理');
    await screenshot(theirs, 'company-invite');
    await panel(theirs).getByRole('button', { name: '同意', exact: true }).click();
    await expect.poll(() => panel(theirs).getByTestId('team-invite-status').textContent(), { timeout: 10_000 }).toBe('已同意');
    await theirs.context().close();

    await page.reload();
    await expect.poll(() => page.getByRole('table').getByText(staff.nickname, { exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);
    await screenshot(page, 'company-staff');
  });
});
