/// <reference lib="dom" />
/**
 * The built SPA in real headless Chromium against the local cloud: it starts from /config.json, lands on the
 * home page, sends unknown paths to 404, and a browser on the site's origin can upload straight to S3 under
 * the site's CSP and read the file back.
 */
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import type { PresignOutput } from '../../shared/schemas/upload.js';
import { BOOT_SHELL_ID, TOKEN_COOKIE } from '../../shared/site-boot.js';
import { screenshot, useBrowserPages } from '../support/browser.js';
import { newPerson } from '../support/people.js';

describe('the SPA shell', () => {
  const pages = useBrowserPages();
  let page: Page;
  beforeEach(() => {
    page = pages.page();
  });

  it('loads its configuration and lands on the home page', async () => {
    const config = page.waitForResponse((r) => r.url().endsWith('/config.json') && r.status() === 200);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(inject('cloud').siteUrl);
    await config;
    await page.waitForURL(/#\/home$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('合作云');
    expect(await page.title()).toContain('合作云');
    await screenshot(page, 'home');
    expect(errors).toEqual([]);
  });

  it('shows /home’s first screen before its script runs, with working links, and the SPA takes its place', async () => {
    const site = inject('cloud').siteUrl;
    // The script held back: what a slow phone shows while it downloads (shared/site-boot.ts).
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${site}/#/home`);
    const shell = page.locator(`#${BOOT_SHELL_ID}`);
    expect(await shell.getByRole('heading', { level: 1 }).textContent()).toBe('合作云');
    expect(await shell.getByText('发布项目需求，分阶段合作交付，托管结算资金，随时沟通，一站完成。').isVisible()).toBe(true);
    expect(await shell.getByRole('link', { name: '登录' }).first().getAttribute('href')).toBe('#/login');
    await screenshot(page, 'boot-shell');

    // With the script: one page, the SPA's, and nothing the site's CSP refused (the inline script is allowed by hash).
    const fresh = await pages.browser().newPage();
    const problems: string[] = [];
    fresh.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    fresh.on('pageerror', (e) => problems.push(e.message));
    await fresh.goto(`${site}/#/home`);
    await expect.poll(() => fresh.getByTestId('platform-figures').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await fresh.locator(`#${BOOT_SHELL_ID}`).count()).toBe(0);
    expect(await fresh.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(problems).toEqual([]);
    await fresh.close();
  });

  it('drops the first screen of /home at once on another page, and for a logged-in person', async () => {
    const site = inject('cloud').siteUrl;
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${site}/#/login`);
    expect(await page.locator(`#${BOOT_SHELL_ID}`).count()).toBe(0);
    // A hash change is not a load: reload to read index.html again.
    await page.goto(`${site}/#/home`);
    await page.reload();
    expect(await page.locator(`#${BOOT_SHELL_ID}`).count()).toBe(1);
    const { hostname } = new URL(site);
    await page.context().addCookies([{ name: TOKEN_COOKIE, value: (await newPerson()).token, domain: hostname, path: '/' }]);
    await page.reload();
    expect(await page.locator(`#${BOOT_SHELL_ID}`).count()).toBe(0);
  });

  it('sends an unknown path to the 404 page', async () => {
    await page.goto(`${inject('cloud').siteUrl}/#/no-such-page`);
    await page.waitForURL(/#\/404$/);
    await expect.poll(() => page.getByRole('heading', { name: '页面不存在' }).isVisible()).toBe(true);
    await screenshot(page, 'not-found');
  });

  it('uploads from the site origin straight to S3 and shows the file', async () => {
    const { token } = await newPerson();
    await page.goto(inject('cloud').siteUrl);
    await page.waitForURL(/#\/home$/);
    const result = await page.evaluate(async (bearer) => {
      // A 1×1 PNG, presigned through the API and posted as a form, as the SPA's upload helper does.
      const png = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
      const res = await fetch('/api/common/upload/presign', {
        method: 'POST',
        headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json', language: 'zh_CN' },
        body: JSON.stringify({ kind: 'avatar', fileName: '头像.png', contentType: 'image/png', size: png.length }),
      });
      const { data } = (await res.json()) as { data: PresignOutput };
      const form = new FormData();
      for (const [name, value] of Object.entries(data.fields)) form.append(name, value);
      form.append('file', new Blob([png], { type: 'image/png' }), '头像.png');
      const progress: number[] = [];
      const status = await new Promise<number>((resolve) => {
        const xhr = new XMLHttpRequest();
        xhr.upload.onprogress = (e) => progress.push(e.loaded / e.total);
        xhr.onload = () => resolve(xhr.status);
        xhr.onerror = () => resolve(0);
        xhr.open('POST', data.url);
        xhr.send(form);
      });
      const width = await new Promise<number>((resolve) => {
        const img = new Image();
        img.onload = () => resolve(img.naturalWidth);
        img.onerror = () => resolve(-1);
        img.src = data.fileUrl;
      });
      return { status, width, progressed: progress.length > 0 && progress.at(-1) === 1 };
    }, token);
    expect(result).toEqual({ status: 204, width: 1, progressed: true });
  });
});
