/// <reference lib="dom" />
/**
 * The global socket in headless Chromium against the local cloud (spec §4, §9): a second login sends the first
 * browser to the login page with '该账号已在其他设备登录'; two tabs of one browser hold one socket between them
 * (Web Locks), the other tab shows what the socket's tab receives (BroadcastChannel) and takes the socket over
 * when that tab closes; a pushed notice puts the dot on 通知, which opening the notices clears. Sockets are
 * counted where the server keeps them: the person's connection records in DynamoDB.
 */
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { pushToPerson, radioFrame } from '../../../functions/lib/socket/push.js';
import { connectionsOf } from '../../../functions/lib/socket/connection-store.js';
import { api } from '../../support/api.js';
import { newPage, screenshot, useBrowserPages } from '../../support/browser.js';
import { register, type TestPerson } from '../../support/people.js';
import { completeBaseInfo } from '../../support/uploads.js';

const site = (path: string): string => `${inject('cloud').siteUrl}/#${path}`;

const greeting = (page: Page) => page.getByTestId('greeting');

const tokenOf = async (page: Page): Promise<string | undefined> =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'Admin-Token')?.value;

/** The ids of the person's global sockets, as the server records them. */
const radioConnections = async (userId: string): Promise<string[]> => (await connectionsOf(userId, 'radio')).map((c) => c.connectionId).sort();

/** Waits until the person has exactly one global socket other than `not`, and returns its id. */
const oneSocket = async (userId: string, not?: string): Promise<string> => {
  let ids: string[] = [];
  await expect
    .poll(
      async () => {
        ids = await radioConnections(userId);
        return ids.length === 1 && ids[0] !== not;
      },
      { timeout: 10_000, interval: 100 },
    )
    .toBe(true);
  return ids[0]!;
};

/** Personal login through the page, going on to /home (not gated by the basic information a new person lacks). */
const logIn = async (page: Page, person: TestPerson): Promise<void> => {
  await page.goto(site(`/login/user?redirect=${encodeURIComponent('/home')}`));
  await page.getByLabel('手机号').fill(person.phone);
  await page.getByLabel('密码').fill(person.password);
  await page.getByRole('button', { name: '登录', exact: true }).last().click();
  await page.waitForURL(/#\/home$/);
  await expect.poll(() => greeting(page).isVisible()).toBe(true);
};

describe('the global socket in the browser', () => {
  const pages = useBrowserPages();

  it('sends the older login to the login page with 该账号已在其他设备登录 when the person logs in on another device', async () => {
    const person = await register();
    const first = pages.page();
    await logIn(first, person);
    const firstSocket = await oneSocket(person.userId);

    const other = await newPage(pages.browser());
    try {
      await logIn(other, person);
      const dialog = first.getByRole('dialog');
      await expect.poll(() => dialog.textContent(), { timeout: 10_000 }).toContain('该账号已在其他设备登录');
      await first.waitForURL(/#\/login\?redirect=%2Fhome$/);
      expect(await tokenOf(first)).toBeUndefined();
      await screenshot(first, 'kicked-dialog');
      await dialog.getByRole('button', { name: '确定' }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      expect(first.url()).toMatch(/#\/login\?redirect=%2Fhome$/);

      // The other device keeps its login and now holds the person's only socket.
      await oneSocket(person.userId, firstSocket);
      expect(await greeting(other).isVisible()).toBe(true);
      expect(await tokenOf(other)).toBeTruthy();
    } finally {
      await other.context().close();
    }
  });

  it('holds one socket for two tabs, shows a pushed notice in both, and the other tab takes over when the first closes', async () => {
    const person = await register();
    // The seeded notices are read already: the dot below is the pushed one's.
    expect((await api('GET', '/api/pc/hezuo/other/update-center-notice-read', { token: person.token })).body.code).toBe(200);
    const first = pages.page();
    await logIn(first, person);
    const held = await oneSocket(person.userId);

    const second = await first.context().newPage();
    await second.goto(site('/home'));
    await expect.poll(() => greeting(second).isVisible()).toBe(true);
    // For three seconds after the second tab started, the first tab's socket stays the only one.
    for (let sample = 0; sample < 12; sample += 1) {
      expect(await radioConnections(person.userId)).toEqual([held]);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }

    // A notice pushed to the socket in the first tab shows in the second too (relayed on BroadcastChannel).
    expect(await second.getByTestId('notice-dot').count()).toBe(0);
    expect(await pushToPerson(person.userId, radioFrame('NOTICE_RADIO', { content: '1' }), 'radio')).toMatchObject({ delivered: 1 });
    await expect.poll(() => first.getByTestId('notice-dot').isVisible()).toBe(true);
    await expect.poll(() => second.getByTestId('notice-dot').isVisible()).toBe(true);
    await screenshot(second, 'header-notice-badge');

    // The first tab closes: its lock passes to the second, whose socket opens after 0.5 s.
    const closedAt = Date.now();
    await first.close();
    await oneSocket(person.userId, held);
    expect(Date.now() - closedAt).toBeLessThan(5_000);

    // Pushes reach the second tab's own socket now.
    expect(await pushToPerson(person.userId, radioFrame('NEED_RADIO'), 'radio')).toMatchObject({ delivered: 1 });
  });

  it('opens the notices in their own window from 通知, which clears the dot', async () => {
    const person = await register();
    await completeBaseInfo(person);
    const page = pages.page();
    await logIn(page, person);
    await oneSocket(person.userId);
    await pushToPerson(person.userId, radioFrame('NEED_RADIO'), 'radio');
    const entry = page.getByRole('link', { name: '通知（有未读）' });
    await expect.poll(() => entry.isVisible()).toBe(true);

    const [notices] = await Promise.all([page.waitForEvent('popup'), entry.click()]);
    await notices.waitForURL(/#\/inform$/);
    await expect.poll(() => notices.getByRole('heading', { name: '通知' }).isVisible()).toBe(true);
    expect(await page.getByTestId('notice-dot').count()).toBe(0);
    await expect.poll(() => page.getByRole('link', { name: '通知', exact: true }).isVisible()).toBe(true);
    // The notices window is a tab of the same browser: it follows the socket of the first and opens none.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await radioConnections(person.userId)).toHaveLength(1);
    await screenshot(notices, 'inform-window');
  });
});
