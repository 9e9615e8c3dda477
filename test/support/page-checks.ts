/// <reference lib="dom" />
/**
 * What the e2e tests check on any page, one definition for the walk (test/support/walk.ts) and the journeys:
 * serious or critical accessibility violations found by axe-core (WCAG 2 A and AA), and what sticks out of the
 * screen sideways.
 *
 * axe-core runs inside the page itself: its source is put into the window once and every later check on that window
 * (the walk moves by hash change, so one window sees a dozen pages) only calls `axe.run`. The packaged Playwright
 * wrapper put the 1.5 MB source into the page two times per check and finished each check in a new blank page; on
 * 2 cores that made the walk's axe checks 80 % of its time (docs/decisions.md "Tests (issue 26)"). The SPA has no
 * frames, so the top document is the whole page.
 */
import axe from 'axe-core';
import type { Page } from 'playwright-core';

interface AxeViolation {
  id: string;
  impact?: string | null;
  nodes: { html: string; target: string; failureSummary?: string }[];
}

/**
 * Serious or critical axe findings on the page as it is now, each as `rule (impact): selector element … why`. Fluent UI's
 * focus manager (Tabster) places hidden, focusable guards (`<i data-tabster-dummy>`) at the edges of focus groups on
 * purpose, to move focus in and out of them; axe would read each as a focusable aria-hidden element, so they are left out.
 */
export const axeFindings = async (page: Page): Promise<string[]> => {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    // The page at rest: Fluent's buttons fade their colours (100 ms) when they change state, and a button enabled just
    // before the check still reads in its disabled grey (#bdbdbd on white). Running transitions end first (2 s at most;
    // endless animations, such as spinners, are not waited for).
    const settling = document.getAnimations().filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
    await Promise.race([Promise.all(settling.map((a) => a.finished.catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, 2_000))]);
    const run = (window as unknown as { axe: typeof axe }).axe.run;
    const result = await run({ exclude: [['[data-tabster-dummy]']] }, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => ({ html: n.html, target: n.target.join(' '), failureSummary: n.failureSummary })) }));
  });
  return (violations as AxeViolation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => `${n.target.slice(0, 160)} ${n.html.slice(0, 140)} ${(n.failureSummary ?? '').split('\n').slice(-1)[0]?.slice(0, 160) ?? ''}`).join(' | ')}`);
};

/**
 * The elements that stick out of the viewport on the right, named so a reader can find them (none when the page
 * fits). Inside a box that scrolls or clips sideways (a tab row, a wide table's region) an element is not overflow;
 * only the outermost offenders are named (their parent still fits).
 */
export const overflowOf = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width + 1) return [];
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''}`;
    const out: string[] = [];
    const clipped = (el: Element): boolean => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (clipped(el)) continue;
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 1 && (el.parentElement?.getBoundingClientRect().right ?? 0) <= width + 1) out.push(`${name(el)} right=${Math.round(box.right)}`);
    }
    return [`scrollWidth ${document.documentElement.scrollWidth} > ${width}`, ...out.slice(0, 8)];
  });

/** Where a page rests when `coveredOf` looks at it. */
export interface CoveredAt {
  /**
   * `end` (the default): scrolled to its end, where a page's last actions are; `start`: at its top, the first screen a
   * person sees as it opens; `here`: wherever the page is now (after an action of its own moved it).
   */
  at?: 'end' | 'start' | 'here';
  /** Only the actions inside what this selector names (a page's controls rather than the whole page). */
  within?: string;
}

/**
 * Actions a floating control covers (the chat button, the helper column: `[data-floating]`) where the page rests: each
 * as `element under floating`. A floating control may pass over the page while it scrolls, as on every phone app, but
 * the page must leave room for it at its end, so that no button, link or field stays reachable only under it; and
 * a page's controls must not sit under it on the first screen either (`at: 'start'` with `within`), where a person
 * reaches for them before scrolling at all. Unless `at: 'here'`, the page is scrolled back to the top afterwards.
 */
export const coveredOf = async (page: Page, { at = 'end', within }: CoveredAt = {}): Promise<string[]> => {
  if (at === 'start') await page.evaluate(() => window.scrollTo(0, 0));
  // To the end, and again while the page still grows under it (pictures arriving, lists loading their next part).
  if (at === 'end')
    await page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      for (let height = -1, i = 0; height !== document.documentElement.scrollHeight && i < 10; i += 1) {
        height = document.documentElement.scrollHeight;
        window.scrollTo(0, height);
        await frame();
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    });
  const covered = await page.evaluate((scope) => {
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}[${(el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '').trim().slice(0, 20)}]`;
    const floating = Array.from(document.querySelectorAll('[data-floating]'))
      .flatMap((el) => Array.from(el.querySelectorAll('button, a[href]')).concat(el.matches('button, a[href]') ? [el] : []))
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0);
    const out: string[] = [];
    const actions = document.querySelectorAll<HTMLElement>('button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"]');
    for (const el of Array.from(actions)) {
      if (el.closest('[data-floating]')) continue;
      if (scope && !el.closest(scope)) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.bottom <= 0 || box.top >= window.innerHeight) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden') continue;
      for (const { el: over, box: o } of floating) {
        const overlaps = box.left < o.right && box.right > o.left && box.top < o.bottom && box.bottom > o.top;
        if (overlaps) out.push(`${name(el)} under ${name(over)}`);
      }
    }
    return out;
  }, within ?? null);
  if (at !== 'here') await page.evaluate(() => window.scrollTo(0, 0));
  return covered;
};
