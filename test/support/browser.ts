/** Headless Chromium for e2e tests (playwright-core driving the machine's Chromium), and screenshots kept as artefacts. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SHOTS_DIR = join(import.meta.dirname, '..', '..', 'test-results', 'e2e');

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });

export const newPage = async (browser: Browser): Promise<Page> => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, reducedMotion: 'reduce', locale: 'zh-CN' });
  return context.newPage();
};

export const screenshot = async (page: Page, name: string): Promise<string> => {
  mkdirSync(SHOTS_DIR, { recursive: true });
  const path = join(SHOTS_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
};

/**
 * One browser for a describe block and a fresh page (in its own context, so its own cookies) for each test;
 * call inside `describe`. The getters read the current ones.
 */
export const useBrowserPages = (): { browser: () => Browser; page: () => Page } => {
  let browser: Browser | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    page = await newPage(browser!);
  });
  afterEach(async () => {
    await page?.context().close();
  });
  return { browser: () => browser!, page: () => page! };
};
