/**
 * The acceptance journey of Projects I, through the UI alone, in two browser contexts (a company's and a team's)
 * against the local cloud. Only the two people, the company's pay password and its wallet's funding are made through
 * the API (and reads: the personal center count the badges are compared with, the wallet after paying).
 *
 * The company posts a demand with three phases and a demand book holding an uploaded picture, previews it and
 * releases it, then waits on its project center. The team finds it on /find-project by 小程序开发 (the name holds
 * 微信小程序的开发: the same words in another order), opens its details (the picture shown) and applies. The company's
 * 收到的申请 badge appears without a reload; it accepts. The team, already on 洽谈中的项目, sees the negotiation appear
 * without a reload and proposes ¥6,000.00 instead of ¥5,000.00 for the second phase. The company's open negotiation
 * follows, it confirms with 确认并支付洽谈费 and pays the fee with its pay password on the company fee page. Both find
 * the negotiation under 已达成 with the badges the personal center count says, and the project's details say 已达成合作.
 * One screenshot per step: test-results/e2e/journey-<step>.png.
 */
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

describe('the Projects I journey in two browsers', () => {
  const pages = useBrowserPages();

  it('a company posts a demand with a book and a picture; a team finds it by Chinese words, applies and negotiates; the company pays the fee; both see it agreed', { timeout: 300_000 }, async () => {
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
    await editor.getByTestId('terms-remark').fill('开发阶段增加会员积分功能');
    await editor.getByRole('button', { name: '提交新条款' }).click();
    await expect.poll(() => b.getByTestId('negotiation-state').textContent(), { timeout: 15_000 }).toBe('待甲方确认');
    expect(await b.getByTestId('terms-total').textContent()).toBe('¥9,000.00');
    expect(await b.getByTestId('version-changes').first().textContent()).toContain('阶段2「开发」金额：¥5,000.00 → ¥6,000.00');
    await shoot(b, '14-team-proposed');

    // 15. The company's open negotiation follows by itself: version 2, the change highlighted.
    await expect.poll(() => a.getByTestId('negotiation-state').textContent(), { timeout: 20_000 }).toBe('待甲方确认');
    expect(await a.locator('[data-changed="true"]').allTextContents()).toContain('¥6,000.00');
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

    expect(errorsA).toEqual([]);
    expect(errorsB).toEqual([]);
  });
});
