/// <reference lib="dom" />
/**
 * Notices in headless Chromium against the local cloud (spec §2.1 /inform, §2.3 the header's 通知, §4
 * NOTICE_RADIO): an operator publishes a notice with `npm run ops -- content <folder>`; a logged-in page shows
 * the badge without a reload; 通知 opens /inform in its named window with the notice unread in the list and its
 * detail beside it; the badge is gone after. Screenshots are kept in test-results/e2e.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { connectionsOf } from '../../../functions/lib/socket/connection-store.js';
import { ROOT } from '../../../infra/local/cloud.js';
import type { CenterCount } from '../../../shared/schemas/content.js';
import { api } from '../../support/api.js';
import { launchBrowser, screenshot } from '../../support/browser.js';
import { loggedInPage, site } from '../../support/chat-panel.js';
import { newPerson } from '../../support/people.js';
import { completeBaseInfo } from '../../support/uploads.js';

const run = promisify(execFile);

describe('notices', () => {
  let browser: Browser;
  let folder: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    folder = mkdtempSync(join(tmpdir(), 'hezuo-content-'));
  });
  afterAll(async () => {
    await browser?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('published by the ops command reach an open page as a badge, and /inform shows them', async () => {
    // Prepare: a logged-in page with its global socket open.
    const person = await newPerson();
    await completeBaseInfo(person);
    const page = await loggedInPage(browser, person);
    await page.goto(site('/inform'));
    // Opening the notices reads the seeded ones: no badge before the new one.
    await expect.poll(() => page.getByTestId('inform-item').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const unread = async () => (await api<CenterCount>('GET', '/api/pc/hezuo/other/personage-center-count', { token: person.token })).body.data.notice;
    await expect.poll(unread, { timeout: 15_000 }).toBe(0);
    await page.goto(site('/home'));
    await expect.poll(async () => (await connectionsOf(person.userId)).filter((c) => c.channel === 'radio').length, { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.getByTestId('notice-dot').count(), { timeout: 15_000 }).toBe(0);

    // Act: the operator adds a notice and publishes the folder.
    const id = `e2e-${randomUUID().slice(0, 8)}`;
    mkdirSync(join(folder, 'notices'), { recursive: true });
    writeFileSync(join(folder, 'notices', `${id}.md`), `---\ntitle: 服务协议更新提示 ${id}\n---\n我们更新了**服务协议**，请在[规则中心](#/ruleCenter?key=rule)查看。\n`);
    const { stdout } = await run(process.execPath, ['--import', 'tsx', join(ROOT, 'infra', 'scripts', 'ops.ts'), 'content', folder], { cwd: ROOT, env: process.env });
    expect(JSON.parse(stdout.trim())).toMatchObject({ notices: [{ id, created: true }] });

    // Assess: the badge appears without a reload; 通知 opens the notices in the window named inform.
    await expect.poll(() => page.getByTestId('notice-dot').count(), { timeout: 15_000 }).toBe(1);
    await screenshot(page, 'notice-badge');
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: '通知（有未读）' }).click()]);
    expect(await popup.evaluate(() => window.name)).toBe('inform');
    const item = popup.getByTestId('inform-item').filter({ hasText: `服务协议更新提示 ${id}` });
    await expect.poll(() => item.count(), { timeout: 15_000 }).toBe(1);
    expect(await item.getByLabel('未读').count()).toBe(1);
    const detail = popup.getByTestId('inform-detail');
    await expect.poll(() => detail.getByRole('heading', { name: `服务协议更新提示 ${id}` }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await detail.locator('strong').textContent()).toBe('服务协议');
    expect(await detail.getByRole('link', { name: '规则中心' }).getAttribute('href')).toBe('#/ruleCenter?key=rule');
    await screenshot(popup, 'inform');
    await expect.poll(() => page.getByTestId('notice-dot').count(), { timeout: 15_000 }).toBe(0);
    await page.context().close();
  });
});
