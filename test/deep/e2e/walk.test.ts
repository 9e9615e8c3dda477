/// <reference lib="dom" />
/**
 * Every page of the SPA walked in headless Chromium at a phone's width (390 px) and a desktop's (1366 px), as a
 * visitor and as each kind of account (issue 15, "the first hour"; test/support/walk.ts): on every page, no horizontal
 * overflow, no console error, no failed request, and no Latin text a person reads where Chinese belongs; at both
 * widths axe checks every page for serious or critical accessibility violations (WCAG 2 A and AA). The deep tier's
 * walk (`npm run test:deep`); `npm test` walks every page at 1366 px without axe (test/e2e/smoke.test.ts).
 * Screenshots of each page at both widths are kept in test-results/e2e/walk.
 */
import { paths } from '../../../web/src/config/paths.js';
import { newPage, screenshot } from '../../support/browser.js';
import { loggedInPage, site } from '../../support/chat-panel.js';
import { axeFindings, overflowOf } from '../../support/page-checks.js';
import { useWalkers, walkEveryPage } from '../../support/walk.js';

describe('every page, at 390 px and at 1366 px', () => {
  const { browser, walkers } = useWalkers();

  it('has no overflow, console error, failed request, Latin text or serious axe violation at either width', { timeout: 600_000 }, async () => {
    // One width after the other, a few contexts each: axe's checks and the screenshots are CPU work.
    const phone = await walkEveryPage(browser(), walkers(), 390, { axe: true, screenshots: 'walk' });
    const desktop = await walkEveryPage(browser(), walkers(), 1366, { axe: true, screenshots: 'walk' });
    console.log(`walk: ${phone.walked} pages at 390 px (${phone.report.length} with problems), ${desktop.walked} at 1366 px (${desktop.report.length})`);
    const report = [...phone.report.map((r) => `390 px ${r}`), ...desktop.report.map((r) => `1366 px ${r}`)];
    expect(report, report.join('\n')).toEqual([]);
  });

  it('has checks that see what they look for: a picture without words, a sideways box no keyboard reaches, a page too wide', async () => {
    // The walk's empty report means something only if its checks find a planted fault (and keep finding it twice on
    // one window, where axe-core is put in once).
    const page = await newPage(browser());
    await page.setViewportSize({ width: 390, height: 844 });
    await page.setContent(`<html lang="zh-CN"><head><title>检查</title></head><body style="margin:0"><main>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
      <div style="overflow-x:auto;width:200px"><div style="width:900px"><p style="margin-left:700px">右边的一列</p></div></div>
      <div style="width:600px">太宽</div></main></body></html>`);
    for (let round = 0; round < 2; round += 1) {
      const found = await axeFindings(page);
      expect(found.some((f) => f.startsWith('image-alt (critical)'))).toBe(true);
      expect(found.some((f) => f.startsWith('scrollable-region-focusable (serious)'))).toBe(true);
    }
    expect(await overflowOf(page)).toEqual(['scrollWidth 600 > 390', 'div right=600']);
    await page.context().close();
  });

  it('keeps a logged-in person’s header within a phone’s screen: 通知, 工作台, sound and the account menu reachable', async () => {
    const page = await loggedInPage(browser(), walkers().people.get('PERSONAGE')!);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(site(paths.work));
    const header = page.locator('header').first();
    const inView = async (name: string | RegExp) => {
      const role = typeof name === 'string' && name === '工作台' ? 'link' : 'button';
      const box = await header.getByRole(role, { name }).first().boundingBox({ timeout: 2_000 }).catch(() => null);
      return box !== null && box.x >= 0 && box.x + box.width <= 390;
    };
    // Polled together: the avatar menu's look-alike trigger is replaced by the real one once the browser is idle
    // (components/deferred-menu.tsx), and a box read at that instant is of a button just detached.
    await expect
      .poll(async () => [await inView('工作台'), await inView(/声音/), await inView('账号菜单')], { timeout: 15_000 })
      .toEqual([true, true, true]);
    await header.getByRole('button', { name: '账号菜单' }).click();
    await expect.poll(() => page.getByRole('menuitem', { name: '退出登录' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await screenshot(page, 'walk/header-390-menu');
    await page.context().close();
  });
});
