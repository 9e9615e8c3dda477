/// <reference lib="dom" />
/**
 * Walking every page of the SPA in headless Chromium (the e2e smoke of `npm test`, test/e2e/smoke.test.ts, at a
 * desktop's width; the full walk of `npm run test:deep`, test/deep/e2e/walk.test.ts, at a phone's and a desktop's
 * width with axe): as a visitor and as each kind of account, on every page, no console error, no failed request, no
 * horizontal overflow, at a phone's width no action left under the floating button at the page's end, and no Latin text a
 * person reads where Chinese belongs (the few real Latin words are allowed
 * below). The pages come from the SPA's path registry (web/src/config/paths.ts, where every page's path is named
 * once), so a new page is walked the day it is added.
 */
import type { Browser, Page } from 'playwright-core';
import type { AccountType } from '../../shared/domains.js';
import { cashierPath, cooperatePath, flowDetailsPath, otherRulePath, paths, ruleCenterPath } from '../../web/src/config/paths.js';
import { call } from './api.js';
import { launchBrowser, newPage, screenshot } from './browser.js';
import { loggedInPage, site } from './chat-panel.js';
import { startedCooperation } from './cooperation.js';
import { addBankCard, fundWallet, startRecharge } from './money.js';
import { axeFindings, coveredOf, overflowOf } from './page-checks.js';
import { newPerson, type TestPerson } from './people.js';
import { completeBaseInfo } from './uploads.js';

export type Visitor = 'visitor' | AccountType;

/** Latin words a person may rightly read here: names of things, units, file types, keys. */
const LATIN_ALLOWED = new Set(['App', 'APP', 'UI', 'ICP', 'Esc', 'PNG', 'JPG', 'JPEG', 'GIF', 'PDF', 'png', 'jpg', 'jpeg', 'gif', 'pdf', 'KB', 'MB', 'GB', 'ID', 'IP', 'Cookie', 'HTTPS', 'PC', 'IT', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'zip', 'rar']);

const PUBLIC = new Set<string>([paths.home, paths.ruleCenter, paths.otherRule, paths.search, paths.notFound, paths.forbidden]);
const LOGIN = (path: string) => path.startsWith(paths.login);

/**
 * What each visitor walks: a visitor the public and login pages; a person every page inside, and the pages whose
 * address names a thing (`personThings`: `/cashier/:payId`, `/withdraw/flowDetails?id=`, `/project/cooperate/:projectId`,
 * `/trusteeship-fee/personal?projectId=`) with one of the person's own; staff the pages of their type.
 */
const walkOf = (who: Visitor, personThings: readonly string[]): string[] => {
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
  /** At a phone's width: actions left under the floating button at the page's end. */
  covered: string[];
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

/** Latin words in what a person reads: the visible text, placeholders, titles and labels. */
const latinOf = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    // What people wrote (project, goods and discovery cards, suggestions: names, demands, listings and resumes' tags
    // that other tests and the demo post, hostile ones included) is theirs, not the product's words: left out.
    const USER_CONTENT = '[data-testid="project-card"], [data-testid="goods-card"], [data-testid="discovery-card"], [data-testid="suggested-party"], [data-testid="suggested-project"]';
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

const walkPage = async (page: Page, path: string, width: number, who: Visitor, inFlight: () => number, options: WalkOptions): Promise<Findings> => {
  const findings: Findings = { overflow: [], covered: [], console: [], requests: [], latin: [], axe: [] };
  // The first page loads the SPA; the others are reached inside it, as a person clicking through does (a hash
  // change: the router's lazy page and its calls, without loading and starting the whole app again).
  if (!page.url().startsWith(site('/'))) await page.goto(site(path));
  else await page.evaluate((to) => (window.location.hash = to), path);
  await settled(page, inFlight);
  findings.overflow = await overflowOf(page);
  if (width < 768) findings.covered = await coveredOf(page);
  findings.latin = [...new Set((await latinOf(page)).filter((word) => !LATIN_ALLOWED.has(word)))];
  if (options.axe) findings.axe = await axeFindings(page);
  if (options.screenshots) {
    const slug = `${who}-${width}-${path.replace(/[^\w]+/g, '_').replace(/^_|_$/g, '') || 'root'}`;
    await screenshot(page, `${options.screenshots}/${slug}`);
  }
  return findings;
};

export interface WalkOptions {
  /** axe's WCAG 2 A and AA check of every page (serious and critical violations). */
  axe: boolean;
  /**
   * Browser contexts walking at once (default 4). More overlap the pages' waits for quiet, but on 2 cores each
   * context's rendering (and axe's) competes for the same CPU: 18 at once with axe thrashed (load 35).
   */
  contexts?: number;
  /** The folder under test-results/e2e for a screenshot of every page, or none. */
  screenshots?: string;
}

/** The people who walk, and the things whose pages a person walks (a payment at the cashier, a flow entry, a cooperation). */
export interface Walkers {
  people: Map<Visitor, TestPerson | undefined>;
  personThings: string[];
}

/** A person, a company and a team with their basic information; the person's wallet, card, payment and cooperation. */
export const prepareWalkers = async (): Promise<Walkers> => {
  const [person, company, team] = await Promise.all([newPerson(), newPerson('COMPANY'), newPerson('TEAM')]);
  await Promise.all([completeBaseInfo(person), completeBaseInfo(company), completeBaseInfo(team)]);
  const people = new Map<Visitor, TestPerson | undefined>([['visitor', undefined], ['PERSONAGE', person], ['COMPANY', company], ['TEAM', team]]);
  // The person's wallet has money, a card and a flow to show; a payment waits at the sandbox cashier.
  await fundWallet(person, 100_000);
  await addBankCard(person);
  const { payId } = await startRecharge(person, 50_000);
  // A cooperation the person started as party A, its first phase waiting for the escrow.
  const { projectId } = await startedCooperation({ partyA: person });
  const flow = await call<{ records: { id: string }[] }>('wallet.flow', { current: 1, size: 1 }, person.token);
  const personThings = [cashierPath(payId), flowDetailsPath(flow.body.data.records[0]!.id), cooperatePath(projectId), `${paths.trusteeshipFeePersonal}?projectId=${projectId}`];
  return { people, personThings };
};

/** Pages one browser context walks in turn; a visitor's pages are shared among several contexts. */
const PAGES_PER_CONTEXT = 12;

/** One browser and the walkers for a describe block (call inside `describe`); the getters read them. */
export const useWalkers = (): { browser: () => Browser; walkers: () => Walkers } => {
  let browser: Browser | undefined;
  let walkers: Walkers | undefined;
  beforeAll(async () => {
    [browser, walkers] = await Promise.all([launchBrowser(), prepareWalkers()]);
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
  });
  return { browser: () => browser!, walkers: () => walkers! };
};

/**
 * Every page at `width`, the four visitors' pages in chunks walked by a few contexts at once (a page's wait for quiet
 * is idle time); answers the pages walked and each page's problems.
 */
export const walkEveryPage = async (browser: Browser, walkers: Walkers, width: number, options: WalkOptions): Promise<{ walked: number; report: string[] }> => {
  const report: string[] = [];
  let walked = 0;
  const walkAs = async (who: Visitor, paths: readonly string[]) => {
    const person = walkers.people.get(who);
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
    for (const path of paths) {
      errors.length = 0;
      failed.length = 0;
      const found = await walkPage(page, path, width, who, () => inFlight, options);
      walked += 1;
      const problems = [
        ...found.overflow.map((x) => `overflow: ${x}`),
        ...found.covered.map((x) => `covered: ${x}`),
        ...errors.map((x) => `console: ${x}`),
        ...failed.map((x) => `request: ${x}`),
        ...found.latin.map((x) => `Latin text: ${x}`),
        ...found.axe.map((x) => `axe: ${x}`),
      ];
      if (problems.length) report.push(`${who} ${path}:\n  ${problems.join('\n  ')}`);
    }
    await page.context().close();
  };
  const chunks = (['visitor', 'PERSONAGE', 'COMPANY', 'TEAM'] as const).flatMap((who) => {
    const all = walkOf(who, walkers.personThings);
    return Array.from({ length: Math.ceil(all.length / PAGES_PER_CONTEXT) }, (_, i) => ({ who, paths: all.slice(i * PAGES_PER_CONTEXT, (i + 1) * PAGES_PER_CONTEXT) }));
  });
  // A pool of contexts: each takes the next chunk when it is done with one.
  const worker = async () => {
    for (let chunk = chunks.shift(); chunk; chunk = chunks.shift()) await walkAs(chunk.who, chunk.paths);
  };
  await Promise.all(Array.from({ length: options.contexts ?? 4 }, worker));
  return { walked, report };
};
