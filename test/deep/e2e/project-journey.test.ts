/**
 * The acceptance journey of Projects I, through the UI alone, in two browser contexts (a company's and a team's)
 * against the local cloud. Only the two people, the company's pay password and its wallet's funding are made through
 * the API (and reads: the personal center count the badges are compared with, the wallet after paying).
 *
 * The company posts a demand with three phases and a demand book holding an uploaded picture, previews it and
 * releases it, then waits on its project center. The team finds it on /find-project by 小程序开发 (the name holds
 * 微信小程序的开发: the same words in another order), opens its details (the picture shown) and applies. The company's
 * 收到的申请 badge appears without a reload; it accepts. The team, already on 洽谈中的项目, sees the negotiation appear
 * without a reload and proposes ¥6,000.00 instead of ¥5,000.00 for the second phase, a start date five days ahead
 * and 一次性托管. The company's open negotiation follows, it confirms with 确认并支付洽谈费 and pays the fee with its
 * pay password on the company fee page. Both find the negotiation under 已达成 with the badges the personal center
 * count says, and the project's details say 已达成合作.
 *
 * Then the cooperation, as issue 28 left it (docs/cooperation.md "Phases"): the company starts it; both pages show the
 * agreed start date and plan phase 1 from it (not from the day it started); the one-time escrow is asked for, paid,
 * recorded and booked in the wallet as the whole project's (整个项目, never 第1阶段's), and phase 2 begins on
 * phase 1's acceptance without a second escrow. The team's leader refuses its own check (审核不通过) with a reason:
 * the team sees the reason and its count, the company sees neither, nor the check's records, and its revision rounds
 * stay 0. The team delivers 交付说明.txt, which the company downloads under that name.
 * One screenshot per step: test-results/e2e/journey-<step>.png.
 */
import { readFileSync } from 'node:fs';
import dayjs from 'dayjs';
import type { Page } from 'playwright-core';
import { negotiationFeeOf } from '../../../shared/limits.js';
import { formatFen } from '../../../shared/money.js';
import type { CenterCount } from '../../../shared/schemas/content.js';
import { call } from '../../support/api.js';
import { screenshot, useBrowserPages } from '../../support/browser.js';
import { loggedInPage, site } from '../../support/chat-panel.js';
import { fundWallet, PAY_PASSWORD, setPayPassword } from '../../support/money.js';
import { newPerson, type TestPerson } from '../../support/people.js';
import { ok } from '../../support/projects.js';
import { uniqueWord } from '../../support/projects-search.js';
import { completeBaseInfo } from '../../support/uploads.js';
import { hasSocket, pictureOf, watchErrors } from '../../support/e2e-pages.js';



/** One step's picture, from the top of the page (the sticky header would stand in the middle otherwise). */
const shoot = async (page: Page, step: string): Promise<void> => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `journey-${step}`);
};


const centerCount = async (person: TestPerson): Promise<CenterCount> => ok<CenterCount>(await call('content.centerCount', {}, person.token), 'center count');

/** The project center's tabs that carry a count, by the last part of their path, and the figure each shows. */
const TAB_FIGURES: readonly (readonly [string, keyof CenterCount])[] = [
  ['released-project', 'releaseProject'],
  ['negotiate-project', 'negotiateProject'],
  ['receive-invite', 'receiveInvite'],
  ['receive-apply', 'receiveApply'],
  ['terminated-project', 'negotiateTerminatedProject'],
];

/** The count badge of a project-center tab ('' when there is none). */
const badge = async (page: Page, tab: string): Promise<string> => {
  const el = page.getByTestId(`center-count-${tab}`);
  return (await el.count()) === 0 ? '' : ((await el.textContent()) ?? '');
};

/** Every badge of the center's menu, as shown and as the personal center count says it should be. */
const badgesAndCount = async (page: Page, person: TestPerson): Promise<{ shown: Record<string, string>; counted: Record<string, string> }> => {
  const count = await centerCount(person);
  const shown: Record<string, string> = {};
  const counted: Record<string, string> = {};
  for (const [tab, field] of TAB_FIGURES) {
    shown[tab] = await badge(page, tab);
    const n = count[field] ?? 0;
    counted[tab] = n > 99 ? '99+' : n > 0 ? String(n) : '';
  }
  return { shown, counted };
};

/**
 * Reads until `want` holds or `timeout` passes (short polls, as expect.poll does) and returns the last reading: the
 * badge checks below are soft (expect.soft), so that one wrong badge is reported and the journey still goes on.
 */
const settle = async <T>(read: () => Promise<T>, want: (value: T) => boolean, timeout = 10_000): Promise<T> => {
  const until = Date.now() + timeout;
  let value = await read();
  while (!want(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
};

/** The tab's badge becomes `want` (soft). */
const softBadge = async (page: Page, tab: string, want: string, timeout = 10_000): Promise<void> => {
  expect.soft(await settle(() => badge(page, tab), (value) => value === want, timeout), `the badge of ${tab}`).toBe(want);
};

/** Every badge becomes what the personal center count says (soft). */
const softBadgesAsCounted = async (page: Page, person: TestPerson): Promise<void> => {
  const { shown, counted } = await settle(
    () => badgesAndCount(page, person),
    (both) => JSON.stringify(both.shown) === JSON.stringify(both.counted),
  );
  expect.soft(shown, 'the center badges against content.centerCount').toEqual(counted);
};

const centerTab = (page: Page, name: string) => page.getByRole('navigation', { name: '项目中心' }).getByRole('link', { name: new RegExp(`^${name}`) });

const choose = async (page: Page, box: string, option: string) => {
  await page.getByRole('combobox', { name: box }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

const PHASES = [
  ['需求分析', '2000', '10', '需求规格说明书'],
  ['开发', '5000', '30', '小程序源码与部署'],
  ['验收上线', '1000', '5', '验收报告'],
] as const;

const DAY = 86_400_000;
/** A day as the pages write it. */
const day = (when: dayjs.Dayjs | number): string => dayjs(when).format('YYYY/MM/DD');
/** The start date the team proposes: five days ahead (the date field sends the day's local midnight). */
const START = dayjs().add(5, 'day').startOf('day');
const ALL_AT_ONCE = '一次性托管全部金额';
/** The team's leader's reason for refusing its own check: party B's alone. */
const CHECK_REASON = '内部审核：预约流程图缺少核销步骤，请补充';
/** The delivery's file, named in Chinese, and what it holds. */
const DELIVERY = { name: '交付说明.txt', mimeType: 'text/plain', buffer: Buffer.from('需求规格说明书第一版：预约、核销、会员积分。\n') };
/** Party B's own check (审核): none of its records is party A's (PARTY_B_INTERNAL_MOVES, by their labels). */
const CHECK_LABELS = ['提交审核', '审核通过', '审核不通过', '重新编写'];

/** The buttons of the running phase: exactly the actions the server offered. */
const actions = (page: Page) => page.getByTestId('coop-now').locator('[data-action]').allTextContents();
const phaseState = (page: Page) => page.getByTestId('coop-phase-state').textContent();

/** Takes an action of the running phase; `reason` fills the dialog it asks one in, `confirm` answers one that asks. */
const act = async (page: Page, label: string, { confirm = false, reason }: { confirm?: boolean; reason?: string } = {}): Promise<void> => {
  await page.getByTestId('coop-now').getByRole('button', { name: label, exact: true }).click();
  if (!confirm && reason === undefined) return;
  const ask = page.getByRole('alertdialog');
  await expect.poll(() => ask.isVisible(), { timeout: 5_000 }).toBe(true);
  if (reason !== undefined) await ask.getByTestId('action-reason').fill(reason);
  await ask.getByRole('button', { name: '确定' }).click();
};

/** What each phase of the stepper says under `term` (计划时间, 托管 …), phase by phase. */
const phaseFacts = (page: Page, term: string) => page.getByTestId('coop-phase').locator(`xpath=.//dt[normalize-space(.)="${term}"]/following-sibling::dd[1]`).allTextContents();

/** The plan as agreed: phase 1 from the agreed start date, each phase after the one before for its days. */
const PLANNED = ((): string[] => {
  let cursor = START.valueOf();
  return PHASES.map(([, , days]) => {
    const start = cursor;
    cursor += Number(days) * DAY;
    return `${day(start)} – ${day(cursor)}`;
  });
})();

describe('the Projects I journey in two browsers', () => {
  const pages = useBrowserPages();

  it('a company posts a demand with a book and a picture; a team finds it by Chinese words, applies and negotiates a start date and 一次性托管; the company pays the fee; both see it agreed; the cooperation keeps the agreed terms, the team’s check stays its own and the delivery downloads under its name', { timeout: 420_000 }, async () => {
    const [company, team] = await Promise.all([newPerson('COMPANY'), newPerson('TEAM')]);
    await Promise.all([completeBaseInfo(company), completeBaseInfo(team), setPayPassword(company), fundWallet(company, 100_000)]);
    const name = `门店预约微信小程序的开发${uniqueWord()}`;

    const a = await loggedInPage(pages.browser(), company);
    const b = await loggedInPage(pages.browser(), team);
    const errorsA = watchErrors(a);
    const errorsB = watchErrors(b);

    // 1. The company's new demand: name checked live, category, region, three phases adding up, a deadline.
    await a.goto(site('/work/demand-release'));
    await a.getByTestId('demand-choose-new').click();
    await a.waitForURL(/#\/work\/demand-release\/new-project$/);
    await a.locator('#demand-name').fill(name);
    await expect.poll(() => a.getByText('名称可用').isVisible(), { timeout: 15_000 }).toBe(true);
    await a.locator('#demand-category').click();
    await a.getByRole('option', { name: 'App 与小程序' }).click();
    await choose(a, '省份', '浙江省');
    await choose(a, '城市', '杭州市');
    for (const [index, [phase, amount, days, deliverables]] of PHASES.entries()) {
      if (index > 0) await a.getByRole('button', { name: '添加阶段' }).click();
      await a.locator(`#demand-phase-${index}-name`).fill(phase);
      await a.locator(`#demand-phase-${index}-amount`).fill(amount);
      await a.locator(`#demand-phase-${index}-days`).fill(days);
      await a.locator(`#demand-phase-${index}-deliverables`).fill(deliverables);
    }
    await a.locator('#demand-deadline').fill(dayjs().add(20, 'day').format('YYYY-MM-DD'));
    await expect.poll(() => a.getByTestId('demand-budget').textContent()).toBe('¥8,000.00');
    expect(await a.getByRole('checkbox', { name: '团队' }).isChecked()).toBe(true);
    await shoot(a, '01-company-demand-form');

    // 2. The demand book: text and a picture uploaded through the editor.
    await a.getByRole('button', { name: '下一步：编写需求书' }).click();
    await a.waitForURL(/#\/compile-demand-book\?projectId=[0-9A-Z]{26}$/, { timeout: 20_000 });
    const projectId = new URL(a.url().replace('#', '')).searchParams.get('projectId')!;
    const book = a.getByRole('textbox', { name: '需求书' });
    await expect.poll(() => book.isVisible(), { timeout: 20_000 }).toBe(true);
    await book.click();
    await a.keyboard.type('我们需要一个门店预约微信小程序，支持在线预约、到店核销和会员积分。');
    await a.keyboard.press('Enter');
    await a.locator('input[type=file][accept*=".gif"]').setInputFiles({ name: '原型图.png', mimeType: 'image/png', buffer: pictureOf() });
    await expect.poll(() => book.locator('img[src*="/files/editor/"]').count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => book.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await shoot(a, '02-company-demand-book');

    // 3. The preview, as others will see it.
    await a.getByRole('button', { name: '下一步：预览' }).click();
    await a.waitForURL(new RegExp(`#/pre-release-demand\\?projectId=${projectId}$`), { timeout: 20_000 });
    await expect.poll(() => a.getByTestId('preview-name').textContent(), { timeout: 20_000 }).toBe(name);
    expect(await a.getByTestId('preview-budget').textContent()).toBe('¥8,000.00');
    expect(await a.getByTestId('preview-phase').count()).toBe(3);
    await expect.poll(() => a.getByTestId('preview-book').locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await shoot(a, '03-company-preview');

    // 4. Released.
    await a.getByRole('button', { name: '发布', exact: true }).click();
    await a.waitForURL(new RegExp(`#/release-success\\?projectId=${projectId}$`), { timeout: 20_000 });
    await expect.poll(() => a.getByTestId('release-success').textContent(), { timeout: 15_000 }).toContain(`“${name}”已发布`);
    await shoot(a, '04-company-released');

    // 5. The company waits on its project center: the released demand, its badge as the count says.
    await a.getByRole('link', { name: '返回项目中心' }).click();
    await a.waitForURL(/released-project$/);
    await expect.poll(() => a.getByTestId('project-card').filter({ hasText: name }).count(), { timeout: 20_000 }).toBe(1);
    expect(await centerCount(company)).toMatchObject({ releaseProject: 1, receiveApply: 0 });
    await softBadgesAsCounted(a, company);
    await shoot(a, '05-company-center-released');

    // 6. The team finds it on 找项目 by 小程序开发 (the name has 微信小程序的开发), the words marked.
    await b.goto(site('/find-project'));
    await b.getByTestId('finder-keyword').fill('小程序开发');
    await b.waitForURL(/keyword=%E5%B0%8F%E7%A8%8B%E5%BA%8F%E5%BC%80%E5%8F%91/, { timeout: 10_000 });
    const found = b.getByTestId('project-card').filter({ hasText: name });
    await expect.poll(() => found.count(), { timeout: 20_000 }).toBe(1);
    // The keyword's answer, not the list shown before it (kept while the search runs), marks the words.
    await expect.poll(async () => (await found.locator('mark').allTextContents()).join(''), { timeout: 10_000 }).toContain('小程序');
    expect(await found.getByTestId('project-card-budget').textContent()).toBe('¥8,000.00');
    await shoot(b, '06-team-found');

    // 7. Its details: phases, the book with its picture.
    await found.getByTestId('project-card-name').click();
    await b.waitForURL(new RegExp(`#/project/find/details\\?projectId=${projectId}$`), { timeout: 10_000 });
    await expect.poll(() => b.getByTestId('project-name').textContent(), { timeout: 15_000 }).toBe(name);
    expect(await b.getByTestId('project-budget').textContent()).toBe('¥8,000.00');
    expect(await b.getByTestId('project-phases').getByRole('row').count()).toBe(5);
    expect(await b.getByText('支持在线预约、到店核销和会员积分').isVisible()).toBe(true);
    await expect.poll(() => b.locator('img[src*="/files/editor/"]').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
    await shoot(b, '07-team-details');

    // 8. The team applies with a note (the company's socket is open: its page is to follow by itself).
    await expect.poll(() => hasSocket(company.userId), { timeout: 15_000 }).toBe(true);
    await b.getByTestId('apply-button').click();
    const dialog = b.getByRole('dialog');
    await dialog.getByTestId('apply-note').fill('我们做过三个门店预约小程序，可以两周内开工。');
    await dialog.getByRole('button', { name: '提交申请' }).click();
    await expect.poll(() => b.getByTestId('engagement-state').textContent(), { timeout: 15_000 }).toBe('待处理');
    expect(await b.getByTestId('apply-button').count()).toBe(0);
    await shoot(b, '08-team-applied');

    // 9. The team waits on 洽谈中的项目 (nothing yet), its socket open.
    await b.goto(site('/work/project-center/negotiate-project'));
    await expect.poll(() => b.getByText('暂无洽谈').isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => hasSocket(team.userId), { timeout: 15_000 }).toBe(true);
    await shoot(b, '09-team-waiting');

    // 10. The company's 收到的申请 badge came without a reload; it opens the tab and accepts.
    await softBadge(a, 'receive-apply', '1', 20_000);
    expect((await centerCount(company)).receiveApply).toBe(1);
    await centerTab(a, '收到的申请').click();
    await a.waitForURL(/receive-apply$/);
    const request = a.getByTestId('request-card').filter({ hasText: name });
    await expect.poll(() => request.count(), { timeout: 15_000 }).toBe(1);
    expect(await request.getByTestId('request-other').textContent()).toContain(team.orgName!);
    expect(await request.getByTestId('request-message').textContent()).toContain('可以两周内开工');
    expect(await request.locator('[data-action]').allTextContents()).toEqual(['同意洽谈', '拒绝']);
    await shoot(a, '10-company-receive-apply');
    await request.getByRole('button', { name: '同意洽谈' }).click();
    await expect.poll(() => request.getByTestId('request-state').textContent(), { timeout: 15_000 }).toBe('已同意');
    expect(await centerCount(company)).toMatchObject({ releaseProject: 1, negotiateProject: 1, receiveApply: 0 });
    await softBadgesAsCounted(a, company);
    await shoot(a, '11-company-accepted');

    // 12. The team's 洽谈中的项目 shows the negotiation without a reload.
    await expect.poll(() => b.getByTestId('negotiation-card').count(), { timeout: 20_000 }).toBe(1);
    expect(await b.getByTestId('negotiation-state').textContent()).toBe('待乙方确认');
    expect(await b.getByTestId('negotiation-total').textContent()).toBe('¥8,000.00');
    expect(await centerCount(team)).toMatchObject({ negotiateProject: 1 });
    await softBadgesAsCounted(b, team);
    await shoot(b, '12-team-negotiation-appeared');

    // 13. The company opens the negotiation from its request card and waits: 待乙方确认.
    await request.getByRole('link', { name: '查看洽谈' }).click();
    await a.waitForURL(/#\/negotiate\/details\?id=[0-9A-Z]{26}$/);
    const negotiationId = new URL(a.url().replace('#/', '')).searchParams.get('id')!;
    await expect.poll(() => a.getByTestId('negotiation-state').textContent(), { timeout: 15_000 }).toBe('待乙方确认');
    expect(await a.locator('[data-action]').allTextContents()).toEqual(['提出新条款', '终止洽谈']);
    await shoot(a, '13-company-negotiation');

    // 14. The team proposes ¥6,000.00 for the second phase (开发).
    await b.getByTestId('negotiation-card').getByRole('link', { name }).click();
    await b.waitForURL(new RegExp(`#/negotiate/details\\?id=${negotiationId}$`));
    await expect.poll(() => b.getByTestId('negotiation-state').textContent(), { timeout: 15_000 }).toBe('待乙方确认');
    await b.getByRole('button', { name: '提出新条款' }).click();
    const editor = b.getByTestId('terms-editor');
    await editor.getByTestId('phase-amount-input').nth(1).fill('6000');
    await expect.poll(() => editor.getByTestId('editor-total').textContent()).toBe('¥9,000.00');
    expect(await editor.getByTestId('editor-fee').textContent()).toBe(formatFen(negotiationFeeOf(900_000)));
    // The agreed start: five days ahead (the demand's default is the day after its deadline, 21 days ahead); all at once.
    await editor.getByTestId('terms-start-date').fill(START.format('YYYY-MM-DD'));
    await editor.getByRole('radio', { name: ALL_AT_ONCE }).check();
    await editor.getByTestId('terms-remark').fill('开发阶段增加会员积分功能');
    await editor.getByRole('button', { name: '提交新条款' }).click();
    await expect.poll(() => b.getByTestId('negotiation-state').textContent(), { timeout: 15_000 }).toBe('待甲方确认');
    expect(await b.getByTestId('terms-total').textContent()).toBe('¥9,000.00');
    expect(await b.getByTestId('version-changes').first().locator('li').allTextContents()).toEqual(
      expect.arrayContaining([
        '阶段2「开发」金额：¥5,000.00 → ¥6,000.00',
        expect.stringMatching(new RegExp(`^计划开始日期：\\d{4}/\\d{2}/\\d{2} → ${day(START)}$`)),
        `托管方式：按阶段托管 → ${ALL_AT_ONCE}`,
      ]),
    );
    await shoot(b, '14-team-proposed');

    // 15. The company's open negotiation follows by itself: version 2, the change highlighted.
    await expect.poll(() => a.getByTestId('negotiation-state').textContent(), { timeout: 20_000 }).toBe('待甲方确认');
    expect(await a.locator('[data-changed="true"]').allTextContents()).toEqual(expect.arrayContaining(['¥6,000.00', day(START), ALL_AT_ONCE]));
    expect(await a.getByTestId('terms-total').textContent()).toBe('¥9,000.00');
    expect(await a.locator('[data-action]').allTextContents()).toEqual(['提出新条款', '确认并支付洽谈费', '终止洽谈']);
    await shoot(a, '15-company-terms-to-confirm');

    // 16. 确认并支付洽谈费: the company fee page, the pay password.
    const fee = formatFen(negotiationFeeOf(900_000));
    await a.getByRole('button', { name: '确认并支付洽谈费' }).click();
    await a.waitForURL(new RegExp(`#/negotiate-fee/company\\?id=${negotiationId}$`));
    await expect.poll(() => a.getByTestId('fee-amount').textContent(), { timeout: 15_000 }).toBe(fee);
    expect(await a.getByTestId('fee-total').textContent()).toBe('¥9,000.00');
    await expect.poll(() => a.getByTestId('fee-available').textContent(), { timeout: 15_000 }).toBe('¥1,000.00');
    await a.getByTestId('pay-password').fill(PAY_PASSWORD);
    await shoot(a, '16-company-fee');

    // 17. Paid: the negotiation is agreed.
    await a.getByRole('button', { name: /确认支付/ }).click();
    await expect.poll(() => a.getByTestId('fee-done').isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await a.getByTestId('fee-done').textContent()).toContain(fee);
    await shoot(a, '17-company-fee-paid');
    expect(ok<{ available: number }>(await call('wallet.info', {}, company.token), 'wallet').available).toBe(100_000 - negotiationFeeOf(900_000));

    // 18. The company's 已达成: the negotiation, and every badge as the personal center count says (none left).
    await a.getByTestId('fee-done').getByRole('link', { name: '项目中心' }).click();
    await a.waitForURL(/negotiate-project$/);
    await a.getByRole('tab', { name: '已达成' }).click();
    const agreedA = a.getByTestId('negotiation-card').filter({ hasText: name });
    await expect.poll(() => agreedA.count(), { timeout: 15_000 }).toBe(1);
    expect(await agreedA.getByTestId('negotiation-state').textContent()).toBe('已达成合作');
    expect(await agreedA.getByTestId('negotiation-total').textContent()).toBe('¥9,000.00');
    expect(await centerCount(company)).toMatchObject({ releaseProject: 0, negotiateProject: 0, receiveApply: 0, negotiateTerminatedProject: 0 });
    await softBadgesAsCounted(a, company);
    await shoot(a, '18-company-agreed');

    // 19. The team's open negotiation followed by itself; its 已达成 with the right badges.
    await expect.poll(() => b.getByTestId('negotiation-state').textContent(), { timeout: 20_000 }).toBe('已达成合作');
    expect(await b.locator('[data-action]').count()).toBe(0);
    await b.getByRole('link', { name: /返回项目中心/ }).click();
    await b.waitForURL(/negotiate-project$/);
    await expect.poll(() => b.getByText('暂无洽谈').isVisible(), { timeout: 15_000 }).toBe(true);
    await b.getByRole('tab', { name: '已达成' }).click();
    const agreedB = b.getByTestId('negotiation-card').filter({ hasText: name });
    await expect.poll(() => agreedB.count(), { timeout: 15_000 }).toBe(1);
    expect(await agreedB.getByTestId('negotiation-state').textContent()).toBe('已达成合作');
    expect(await agreedB.getByTestId('negotiation-total').textContent()).toBe('¥9,000.00');
    expect(await centerCount(team)).toMatchObject({ releaseProject: 0, negotiateProject: 0, receiveInvite: 0, negotiateTerminatedProject: 0 });
    await softBadgesAsCounted(b, team);
    await shoot(b, '19-team-agreed');

    // 20. The project's details say 已达成合作, to the company (from its agreed negotiation) and to the team.
    await agreedA.getByRole('link', { name }).click();
    await a.waitForURL(new RegExp(`#/negotiate/details\\?id=${negotiationId}$`));
    await a.getByRole('heading', { name }).getByRole('link').click();
    await a.waitForURL(new RegExp(`#/project/details\\?projectId=${projectId}$`));
    await expect.poll(() => a.getByTestId('project-state').textContent(), { timeout: 15_000 }).toBe('已达成合作');
    await shoot(a, '20-company-project-agreed');

    await agreedB.getByRole('link', { name }).click();
    await b.waitForURL(new RegExp(`#/negotiate/details\\?id=${negotiationId}$`));
    await b.getByRole('heading', { name }).getByRole('link').click();
    await b.waitForURL(new RegExp(`#/project/details\\?projectId=${projectId}$`));
    await expect.poll(() => b.getByTestId('project-state').textContent(), { timeout: 15_000 }).toBe('已达成合作');
    await shoot(b, '21-team-project-agreed');

    // 22. The company starts the cooperation from its agreed negotiation.
    const cooperationUrl = new RegExp(`#/project/cooperate/${projectId}$`);
    await a.goto(site(`/negotiate/details?id=${negotiationId}`));
    await expect.poll(() => a.locator('[data-action]').allTextContents(), { timeout: 20_000 }).toEqual(['开始合作']);
    await a.getByRole('button', { name: '开始合作' }).click();
    await a.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await a.waitForURL(cooperationUrl, { timeout: 20_000 });
    const startedOn = dayjs();

    // 23. Its page keeps the agreed terms: the start date (not today's) the plan runs from, and the whole project's escrow asked for.
    await expect.poll(() => a.getByTestId('coop-state').textContent(), { timeout: 20_000 }).toBe('合作中');
    expect(await a.getByTestId('coop-start-date').textContent()).toBe(`约定开始 ${day(START)}`);
    expect(await a.getByTestId('coop-start-date').locator('..').textContent()).toContain(`开始合作 ${day(startedOn)}`);
    expect(await a.getByTestId('coop-escrow-plan').textContent()).toBe(ALL_AT_ONCE);
    expect(await phaseFacts(a, '计划时间')).toEqual(PLANNED);
    expect(PLANNED[0]).not.toContain(day(startedOn));
    expect(await a.getByTestId('phase-state').allTextContents()).toEqual(['待托管', '未开始', '未开始']);
    await expect.poll(() => actions(a)).toEqual(['支付托管费']);
    expect(await a.getByTestId('coop-next-step').textContent()).toBe('下一步请一次性支付整个项目的托管费');
    await shoot(a, '22-company-cooperation-started');

    // 24. The team's page says the same.
    await b.goto(site(`/project/cooperate/${projectId}`));
    await expect.poll(() => b.getByTestId('coop-next-step').textContent(), { timeout: 20_000 }).toBe('下一步等待甲方一次性支付整个项目的托管费');
    expect(await b.getByTestId('coop-start-date').textContent()).toBe(`约定开始 ${day(START)}`);
    expect(await b.getByTestId('coop-escrow-plan').textContent()).toBe(ALL_AT_ONCE);
    expect(await phaseFacts(b, '计划时间')).toEqual(PLANNED);
    expect(await actions(b)).toEqual([]);
    await shoot(b, '23-team-cooperation-started');

    // 25. The company pays the whole project's escrow at once (its wallet funded for it first).
    const feeFen = negotiationFeeOf(900_000);
    await fundWallet(company, 900_000);
    await a.getByTestId('coop-now').getByRole('button', { name: '支付托管费' }).click();
    await a.waitForURL(/#\/trusteeship-fee\/company\?projectId=/);
    await expect.poll(() => a.getByTestId('escrow-amount').textContent(), { timeout: 15_000 }).toBe('¥9,000.00');
    expect(await a.getByTestId('escrow-covers').textContent()).toBe('整个项目（全部3个阶段，一次性托管）');
    expect(await a.getByText('整个项目的托管金额', { exact: true }).isVisible()).toBe(true);
    expect(await a.getByText('应付托管金额', { exact: true }).count()).toBe(0);
    await expect.poll(() => a.getByTestId('escrow-available').textContent(), { timeout: 15_000 }).toBe(formatFen(1_000_000 - feeFen));
    expect(await a.locator('main').textContent()).not.toContain('第1阶段');
    await a.getByTestId('pay-password').fill(PAY_PASSWORD);
    await shoot(a, '24-company-escrow');
    await a.getByRole('button', { name: /确认支付/ }).click();
    await expect.poll(() => a.getByTestId('escrow-done').isVisible(), { timeout: 20_000 }).toBe(true);
    expect(ok<{ available: number }>(await call('wallet.info', {}, company.token), 'wallet').available).toBe(100_000 - feeFen);
    await a.getByTestId('escrow-done').getByRole('link', { name: '返回合作' }).click();
    await a.waitForURL(cooperationUrl);
    await expect.poll(() => phaseState(a), { timeout: 15_000 }).toBe('编写中');
    expect(await phaseFacts(a, '托管')).toEqual(['已托管', '已托管', '已托管']);
    expect(await a.getByTestId('coop-money-in-escrow').textContent()).toBe('¥9,000.00');
    expect(await actions(a)).toEqual([]);

    // 26. Its records: one 支付托管费 of the whole project, of no phase.
    await a.getByRole('tab', { name: '过程记录' }).click();
    const funding = a.locator('[data-testid="coop-record"][data-kind="fund"]');
    await expect.poll(() => funding.count(), { timeout: 15_000 }).toBe(1);
    expect(await funding.getByTestId('record-label').textContent()).toBe('支付托管费');
    expect(await funding.getByTestId('record-message').textContent()).toBe('一次性托管整个项目（全部3个阶段）');
    expect(await funding.textContent()).toContain('金额 ¥9,000.00');
    expect(await funding.textContent()).not.toContain('阶段」');
    expect(await funding.textContent()).not.toMatch(/第\d阶段/);
    await shoot(a, '25-company-escrow-record');
    await a.getByRole('tab', { name: '阶段进度' }).click();

    // 27. The team's page followed; its leader sends the phase to its own check and refuses it with a reason.
    await expect.poll(() => phaseState(b), { timeout: 20_000 }).toBe('编写中');
    await expect.poll(() => actions(b)).toEqual(['提交审核']);
    await act(b, '提交审核');
    await expect.poll(() => phaseState(b), { timeout: 15_000 }).toBe('待审核');
    await expect.poll(() => phaseState(a), { timeout: 20_000 }).toBe('待审核');
    await expect.poll(() => actions(b)).toEqual(['审核通过', '审核不通过']);
    await act(b, '审核不通过', { reason: CHECK_REASON });
    await expect.poll(() => phaseState(b), { timeout: 15_000 }).toBe('编写中');
    // The team sees its check: the reason, its count apart from the revision rounds (which stay 0), marked its own.
    await expect.poll(() => b.getByTestId('coop-check-reason').textContent(), { timeout: 15_000 }).toBe(`最近一次内部审核意见（仅乙方可见）：${CHECK_REASON}`);
    expect(await b.getByTestId('phase-check-reason').allTextContents()).toEqual([`最近一次内部审核意见（仅乙方可见）：${CHECK_REASON}`]);
    expect(await b.getByTestId('phase-check-rounds').allTextContents()).toEqual(['1次（仅乙方可见）', '0次（仅乙方可见）', '0次（仅乙方可见）']);
    expect(await b.getByTestId('phase-rounds').allTextContents()).toEqual(['0轮', '0轮', '0轮']);
    await shoot(b, '26-team-check-refused');

    // 28. The company's page followed to 编写中 and shows nothing of it: no reason, no count, revision rounds 0.
    await expect.poll(() => phaseState(a), { timeout: 20_000 }).toBe('编写中');
    expect(await a.getByTestId('phase-rounds').allTextContents()).toEqual(['0轮', '0轮', '0轮']);
    for (const hidden of ['coop-check-reason', 'phase-check-reason', 'phase-check-rounds', 'coop-reason', 'phase-reason']) expect(await a.getByTestId(hidden).count(), hidden).toBe(0);
    for (const words of [CHECK_REASON, '最近一次不通过的原因', '内部审核', '仅乙方可见']) expect(await a.locator('body').textContent()).not.toContain(words);
    await shoot(a, '27-company-after-check');

    // 29. The team checks again, passes, delivers 交付说明.txt and submits the phase for acceptance.
    await act(b, '提交审核');
    await expect.poll(() => phaseState(b), { timeout: 15_000 }).toBe('待审核');
    await act(b, '审核通过');
    await expect.poll(() => phaseState(b), { timeout: 15_000 }).toBe('待交付');
    await b.locator('[data-handover="toPartyADelivery"]').click();
    const handover = b.getByRole('dialog');
    await handover.getByTestId('handover-message').fill('需求规格说明书第一版，说明见附件。');
    await handover.getByTestId('demand-attachments-input').setInputFiles(DELIVERY);
    await expect.poll(() => handover.getByTestId('demand-attachment').count(), { timeout: 15_000 }).toBe(1);
    await handover.getByRole('button', { name: '发送' }).click();
    await expect.poll(() => handover.isVisible(), { timeout: 15_000 }).toBe(false);
    await act(b, '提交验收', { confirm: true });
    await expect.poll(() => phaseState(b), { timeout: 15_000 }).toBe('待验收');
    // The team's records keep its check whole.
    await b.getByRole('tab', { name: '过程记录' }).click();
    await expect.poll(() => b.getByTestId('record-label').first().textContent(), { timeout: 15_000 }).toBe('提交验收');
    expect(await b.getByTestId('record-label').allTextContents()).toEqual(expect.arrayContaining(CHECK_LABELS.slice(0, 3)));
    expect(await b.getByTestId('record-reason').allTextContents()).toEqual([`原因：${CHECK_REASON}`]);
    await shoot(b, '28-team-delivered');

    // 30. The company: the delivery to accept, its rounds still 0; its records have the delivery and none of the check.
    await expect.poll(() => phaseState(a), { timeout: 20_000 }).toBe('待验收');
    await expect.poll(() => actions(a)).toEqual(['验收通过', '验收不通过']);
    expect(await a.getByTestId('phase-rounds').first().textContent()).toBe('0轮');
    await a.getByRole('tab', { name: '过程记录' }).click();
    await expect.poll(() => a.getByTestId('record-label').first().textContent(), { timeout: 15_000 }).toBe('提交验收');
    const labelsA = await a.getByTestId('record-label').allTextContents();
    expect(labelsA).toEqual(['提交验收', '乙方交付', '支付托管费', '开始合作']);
    for (const label of CHECK_LABELS) expect(labelsA, `party A's records hold no ${label}`).not.toContain(label);
    expect(await a.getByTestId('record-reason').count()).toBe(0);
    expect(await a.getByRole('tabpanel').textContent()).not.toContain(CHECK_REASON);
    const file = a.getByTestId('record-file');
    expect(await file.allTextContents()).toEqual([DELIVERY.name]);
    await shoot(a, '29-company-delivery-records');

    // 31. The file downloads under its name: the link's answer names it (RFC 6266), and the browser saves it so.
    const href = (await file.getAttribute('href'))!;
    const answer = await a.request.get(new URL(href, a.url()).toString());
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent(DELIVERY.name)}`);
    const saving = a.waitForEvent('download', { timeout: 15_000 });
    await file.click();
    const download = await saving;
    expect(download.suggestedFilename()).toBe(DELIVERY.name);
    expect(readFileSync((await download.path())!)).toEqual(DELIVERY.buffer);

    // 32. Accepted: phase 1 paid from the escrow; phase 2 begins at once, funded by the one payment (no second escrow).
    await a.getByRole('tab', { name: '阶段进度' }).click();
    await act(a, '验收通过', { confirm: true });
    await expect.poll(() => a.getByTestId('phase-state').allTextContents(), { timeout: 15_000 }).toEqual(['已验收', '编写中', '未开始']);
    expect(await a.getByTestId('coop-money-in-escrow').textContent()).toBe('¥7,000.00');
    expect(await actions(a)).toEqual([]);
    expect(await a.getByTestId('coop-next-step').textContent()).not.toContain('托管');
    expect(await a.getByTestId('phase-rounds').allTextContents()).toEqual(['0轮', '0轮', '0轮']);
    await shoot(a, '30-company-accepted');

    // 33. The company's wallet booked one escrow of ¥9,000.00, the project's.
    await a.goto(site('/withdraw/transactionRecord'));
    const escrowRows = a.getByTestId('flow-row').filter({ hasText: `托管费：${name}` });
    await expect.poll(() => escrowRows.count(), { timeout: 15_000 }).toBe(1);
    expect(await escrowRows.getByTestId('flow-amount').textContent()).toBe('-¥9,000.00');
    await shoot(a, '31-company-ledger');

    expect(errorsA).toEqual([]);
    expect(errorsB).toEqual([]);
  });
});
