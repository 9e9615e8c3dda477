/// <reference lib="dom" />
/**
 * Every page of the SPA walked in headless Chromium at a phone's width (390 px) and a desktop's (1366 px), as a
 * visitor and as each kind of account (issue 15, "the first hour"): on every page, no horizontal overflow, no console
 * error, no failed request, and no Latin text a person reads where Chinese belongs (placeholders, labels, copy;
 * the few real Latin words are allowed below). At 1366 px axe checks every page for serious or critical
 * accessibility violations (WCAG 2 A and AA). The pages come from the SPA's path registry (web/src/config/paths.ts,
 * where every page's path is named once), so a new page is walked the day it is added. Screenshots of each page at both widths are kept in test-results/e2e/walk.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import type { AccountType } from '../../shared/domains.js';
import { cashierPath, cooperatePath, flowDetailsPath, otherRulePath, paths, ruleCenterPath } from '../../web/src/config/paths.js';
import { call } from '../support/api.js';
import { launchBrowser, newPage, screenshot } from '../support/browser.js';
import { loggedInPage, site } from '../support/chat-panel.js';
import { newPerson, type TestPerson } from '../support/people.js';
import { startedCooperation } from '../support/cooperation.js';
import { addBankCard, fundWallet, startRecharge } from '../support/money.js';
import { completeBaseInfo } from '../support/uploads.js';

type Visitor = 'visitor' | AccountType;

/** Latin words a person may rightly read here: names of things, units, file types, keys. */
const LATIN_ALLOWED = new Set(['App', 'APP', 'UI', 'ICP', 'Esc', 'PNG', 'JPG', 'JPEG', 'GIF', 'PDF', 'png', 'jpg', 'jpeg', 'gif', 'pdf', 'KB', 'MB', 'GB', 'ID', 'IP', 'Cookie', 'HTTPS', 'PC', 'IT', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'zip', 'rar']);


const PUBLIC = new Set<string>([paths.home, paths.ruleCenter, paths.otherRule, paths.notFound, paths.forbidden]);
const LOGIN = (path: string) => path.startsWith(paths.login);

/**
 * Pages whose address names a thing (`/cashier/:payId`, `/withdraw/flowDetails?id=`, `/project/cooperate/:projectId`,
 * `/trusteeship-fee/personal?projectId=`), walked with one of the person's own.
 */
const personThings: string[] = [];

/** What each visitor walks: a visitor the public and login pages; a person every page inside; staff pages their type. */
const walkOf = (who: Visitor): string[] => {
  // A path with a parameter is walked as one of the person's things, below.
  const table = [...new Set<string>(Object.values(paths))].filter((p) => p !== paths.root && p !== paths.operateSuccess && !p.includes(':'));
  const extras = [ruleCenterPath('difficult'), otherRulePath('用户协议'), otherRulePath('隐私政策')];
  if (who === 'visitor') return [...table.filter((p) => PUBLIC.has(p) || LOGIN(p)), ...extras];
  const inside = table.filter((p) => !LOGIN(p) && p !== paths.company && p !== paths.team && !p.startsWith(`${paths.company}/`) && !p.startsWith(`${paths.team}/`));
  if (who === 'PERSONAGE') return [...inside, ...extras, ...personThings];
  // A company's and a team's administrator: their own pages, and the workbench they land on.
  const prefix = who === 'COMPANY' ? `${paths.company}/` : `${paths.team}/`;
  return [paths.work, ...table.filter((p) => p.startsWith(prefix))];
};

interface Findings {
  overflow: string[];
  console: string[];
  requests: string[];
  latin: string[];
  axe: string[];
}

/** Waits until no request has been in flight for 500 ms (at most 10 s): the page has fetched what it shows. */
const settled = async (page: Page, inFlight: () => number): Promise<void> => {
  const started = Date.now();
  let quietSince = Date.now();
  while (Date.now() - started < 10_000) {
    if (inFlight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 500) return;
    await page.waitForTimeout(100);
  }
};

/** The elements that stick out of the viewport on the right, named so a reader can find them. */
const overflowOf = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width + 1) return [];
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''}`;
    const out: string[] = [];
    // Inside a box that scrolls or clips sideways (a tab row, a wide table's frame) an element is not overflow.
    const clipped = (el: Element): boolean => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (clipped(el)) continue;
      const box = el.getBoundingClientRect();
      // Only the outermost offenders: their parent still fits.
      if (box.width > 0 && box.right > width + 1 && (el.parentElement?.getBoundingClientRect().right ?? 0) <= width + 1) out.push(`${name(el)} right=${Math.round(box.right)}`);
    }
    return [`scrollWidth ${document.documentElement.scrollWidth} > ${width}`, ...out.slice(0, 8)];
  });

/** Latin words in what a person reads: the visible text, placeholders, titles and labels. */
const latinOf = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    // What people wrote (project cards: names and demands other tests post, hostile ones included) is theirs, not the
    // product's words: left out.
    const USER_CONTENT = '[data-testid="project-card"]';
    let body = document.body.innerText;
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(USER_CONTENT))) body = body.replace(el.innerText, '');
    const texts: string[] = [body];
    for (const el of Array.from(document.querySelectorAll('[placeholder], [title], [aria-label], img[alt]'))) {
      if (el.closest(USER_CONTENT)) continue;
      for (const attr of ['placeholder', 'title', 'aria-label', 'alt']) {
        const value = el.getAttribute(attr);
        if (value) texts.push(value);
      }
    }
    // Words of two letters or more that are not part of an address, a file name or a number's unit.
    return texts.join('\n').match(/(?<![\w./@:-])[A-Za-z]{2,}(?![\w@/-])/g) ?? [];
  });

const walkPage = async (page: Page, path: string, width: number, who: Visitor, inFlight: () => number, axe: boolean): Promise<Findings> => {
  const findings: Findings = { overflow: [], console: [], requests: [], latin: [], axe: [] };
  // The first page loads the SPA; the others are reached inside it, as a person clicking through does (a hash
  // change: the router's lazy page and its calls, without loading and starting the whole app again).
  if (!page.url().startsWith(site('/'))) await page.goto(site(path));
  else await page.evaluate((to) => (window.location.hash = to), path);
  await settled(page, inFlight);
  findings.overflow = await overflowOf(page);
  findings.latin = [...new Set((await latinOf(page)).filter((word) => !LATIN_ALLOWED.has(word)))];
  if (axe) {
    // Fluent UI's focus manager (Tabster) places hidden, focusable guards (`<i data-tabster-dummy>`) at the edges of
    // focus groups on purpose, to move focus in and out of them; axe reads each as a focusable aria-hidden element.
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).exclude('[data-tabster-dummy]').analyze();
    findings.axe = result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => `${n.html.slice(0, 140)} ${(n.failureSummary ?? '').split('\n').slice(-1)[0]?.slice(0, 160) ?? ''}`).join(' | ')}`);
  }
  const slug = `${who}-${width}-${path.replace(/[^\w]+/g, '_').replace(/^_|_$/g, '') || 'root'}`;
  await screenshot(page, `walk/${slug}`);
  return findings;
};

describe('every page, at 390 px and at 1366 px', () => {
  let browser: Browser;
  const people = new Map<Visitor, TestPerson | undefined>();
  beforeAll(async () => {
    browser = await launchBrowser();
    const [person, company, team] = await Promise.all([newPerson(), newPerson('COMPANY'), newPerson('TEAM')]);
    await Promise.all([completeBaseInfo(person), completeBaseInfo(company), completeBaseInfo(team)]);
    people.set('visitor', undefined).set('PERSONAGE', person).set('COMPANY', company).set('TEAM', team);
    // The person's wallet has money, a card and a flow to show; a payment waits at the sandbox cashier.
    await fundWallet(person, 100_000);
    await addBankCard(person);
    const { payId } = await startRecharge(person, 50_000);
    // A cooperation the person started as party A, its first phase waiting for the escrow.
    const { projectId } = await startedCooperation({ partyA: person });
    const flow = await call<{ records: { id: string }[] }>('wallet.flow', { current: 1, size: 1 }, person.token);
    personThings.push(cashierPath(payId), flowDetailsPath(flow.body.data.records[0]!.id), cooperatePath(projectId), `${paths.trusteeshipFeePersonal}?projectId=${projectId}`);
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
  });

  it.each([390, 1366])('has no overflow, console error, failed request, Latin text or serious axe violation at %i px', { timeout: 300_000 }, async (width) => {
    const report: string[] = [];
    let walked = 0;
    // The four visitors walk side by side, each in its own browser context: a page's wait for quiet is idle time.
    const walkAs = async (who: Visitor) => {
      const person = people.get(who);
      const page = person ? await loggedInPage(browser, person) : await newPage(browser);
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      const errors: string[] = [];
      const failed: string[] = [];
      let inFlight = 0;
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text().slice(0, 200));
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message.slice(0, 200)}`));
      page.on('request', () => (inFlight += 1));
      page.on('requestfinished', async (request) => {
        inFlight -= 1;
        const status = (await request.response())?.status() ?? 0;
        if (status >= 400) failed.push(`${status} ${request.method()} ${request.url().replace(/[?#].*$/, '')}`);
      });
      page.on('requestfailed', (request) => {
        inFlight -= 1;
        // A request the page itself dropped when it moved on (a navigation) is not a failure.
        if (!request.failure()?.errorText.includes('ERR_ABORTED')) failed.push(`${request.failure()?.errorText} ${request.url().replace(/[?#].*$/, '')}`);
      });
      for (const path of walkOf(who)) {
        errors.length = 0;
        failed.length = 0;
        const found = await walkPage(page, path, width, who, () => inFlight, width === 1366);
        walked += 1;
        const problems = [
          ...found.overflow.map((x) => `overflow: ${x}`),
          ...errors.map((x) => `console: ${x}`),
          ...failed.map((x) => `request: ${x}`),
          ...found.latin.map((x) => `Latin text: ${x}`),
          ...found.axe.map((x) => `axe: ${x}`),
        ];
        if (problems.length) report.push(`${who} ${path}:\n  ${problems.join('\n  ')}`);
      }
      await page.context().close();
    };
    await Promise.all((['visitor', 'PERSONAGE', 'COMPANY', 'TEAM'] as const).map(walkAs));
    console.log(`walk at ${width} px: ${walked} pages, ${report.length} with problems`);
    expect(report, report.join('\n')).toEqual([]);
  });

  it('keeps a logged-in person’s header within a phone’s screen: 通知, 工作台, sound and the account menu reachable', async () => {
    const page = await loggedInPage(browser, people.get('PERSONAGE')!);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(site(paths.work));
    const header = page.locator('header').first();
    const inView = async (name: string | RegExp) => {
      const box = await header.getByRole(typeof name === 'string' && name === '工作台' ? 'link' : 'button', { name }).first().boundingBox();
      return box !== null && box.x >= 0 && box.x + box.width <= 390;
    };
    await expect.poll(() => inView('工作台'), { timeout: 15_000 }).toBe(true);
    expect(await inView(/声音/)).toBe(true);
    expect(await inView('账号菜单')).toBe(true);
    await header.getByRole('button', { name: '账号菜单' }).click();
    await expect.poll(() => page.getByRole('menuitem', { name: '退出登录' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await screenshot(page, 'walk/header-390-menu');
    await page.context().close();
  });
});
