/**
 * Projects II in browsers against the local cloud (docs/cooperation.md "Pages"): a company (party A) and a team
 * (party B: its administrator, the leader, and a member, each in a browser of their own) agreed on a two-phase project
 * through the API. The company starts the cooperation from its 已达成 list and pays the first phase's escrow on the
 * trusteeship page — its wallet short, it recharges the difference through the sandbox cashier and comes back to pay
 * with the pay password. The team's pages follow by themselves (NEED_RADIO). The leader assigns the phase's document to
 * the member, who writes it while the leader sees it locked, with the lease's countdown, and submits it; the leader
 * finds the document notices in the project group of the messenger, checks the phase and delivers it with a handover.
 * The company refuses it once with a reason, which the team sees; the member revises the document, the leader
 * redelivers, and the company accepts: the team's wallet shows the phase amount less the service fee. The second phase
 * runs through the API; both then find the project under 已完成 with the right counts. Every page is kept as a
 * screenshot (test-results/e2e/cooperation): the project pages at 1366 and 390 px, never scrolling sideways; the
 * editor and the messenger at 1366 px.
 */
import type { Page } from 'playwright-core';
import { phaseServiceFeeOf } from '../../../shared/limits.js';
import { formatFen } from '../../../shared/money.js';
import type { CenterCount } from '../../../shared/schemas/content.js';
import { call } from '../../support/api.js';
import { screenshot, useBrowserPages } from '../../support/browser.js';
import { loggedInPage, panel, site, tab } from '../../support/chat-panel.js';
import { agreedProject, deliverPhase, payEscrow } from '../../support/cooperation.js';
import { asTeam } from '../../support/documents.js';
import { hasSocket, watchErrors } from '../../support/e2e-pages.js';
import { fundWallet, PAY_PASSWORD } from '../../support/money.js';
import { joinTeam } from '../../support/org.js';
import { newPerson, type TestPerson } from '../../support/people.js';
import { ok } from '../../support/projects.js';
import { completeBaseInfo } from '../../support/uploads.js';
import { overflowOf } from '../../support/page-checks.js';

const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };


const shoot = async (page: Page, name: string): Promise<void> => {
  await screenshot(page, `cooperation/${name}-1366`);
  await page.setViewportSize(PHONE);
  await expect.poll(() => overflowOf(page), { timeout: 5_000 }).toEqual([]);
  await screenshot(page, `cooperation/${name}-390`);
  await page.setViewportSize(DESKTOP);
};

const centerCount = async (person: TestPerson): Promise<CenterCount> => ok<CenterCount>(await call('content.centerCount', {}, person.token), 'center count');

/** The count badge of a project-center tab ('' when there is none). */
const badge = async (page: Page, tab: string): Promise<string> => {
  const el = page.getByTestId(`center-count-${tab}`);
  return (await el.count()) === 0 ? '' : ((await el.textContent()) ?? '');
};

const centerTab = (page: Page, name: string) => page.getByRole('navigation', { name: '项目中心' }).getByRole('link', { name: new RegExp(`^${name}`) });

/** The buttons of the running phase: exactly the actions the server offered. */
const actions = (page: Page) => page.getByTestId('coop-now').locator('[data-action]').allTextContents();
const phaseState = (page: Page) => page.getByTestId('coop-phase-state').textContent();

/** Takes an action of the running phase, confirming it when it asks (提交验收, 验收通过 … say what follows first). */
const act = async (page: Page, label: string, { confirm = false }: { confirm?: boolean } = {}): Promise<void> => {
  await page.getByTestId('coop-now').getByRole('button', { name: label, exact: true }).click();
  if (!confirm) return;
  const ask = page.getByRole('alertdialog');
  await expect.poll(() => ask.isVisible(), { timeout: 5_000 }).toBe(true);
  await ask.getByRole('button', { name: '确定' }).click();
};

/** A node of the 文档 tab's directory, by its title. */
const docNode = (page: Page, title: string) => page.getByTestId('doc-node').filter({ has: page.getByTestId('doc-node-title').getByText(title, { exact: true }) });
const lockHolder = (page: Page) => page.getByTestId('document-lock-holder').textContent();
const lockBar = (page: Page) => page.getByTestId('document-lock-bar');

/** The member, in the editor: takes the lock, types, waits for the autosave of `version`, and submits the document. */
const writeAndSubmit = async (page: Page, text: string, version: number, shot?: string): Promise<void> => {
  await lockBar(page).getByRole('button', { name: '申请编辑' }).click();
  await expect.poll(() => lockHolder(page), { timeout: 15_000 }).toBe('您正在编辑');
  await page.getByRole('textbox', { name: '文档内容' }).click();
  await page.keyboard.press('End');
  await page.keyboard.type(text);
  await expect.poll(() => page.getByTestId('document-save-state').textContent(), { timeout: 20_000 }).toBe(`已保存 · 第 ${version} 版`);
  if (shot) await screenshot(page, `cooperation/${shot}`);
  await lockBar(page).getByRole('button', { name: '提交', exact: true }).click();
  const ask = page.getByRole('dialog');
  await expect.poll(() => ask.getByText('提交后将交由乙方负责人审核', { exact: false }).isVisible(), { timeout: 5_000 }).toBe(true);
  await ask.getByRole('button', { name: '确定' }).click();
  await expect.poll(() => page.getByTestId('document-read').isVisible(), { timeout: 15_000 }).toBe(true);
};

const DOC = '需求规格说明书';
const PHASES = [
  { name: '需求分析', amount: 200_000, days: 10, deliverables: '需求规格说明书与原型' },
  { name: '开发上线', amount: 300_000, days: 20, deliverables: '小程序源码与部署' },
];
const REASON = '登录页与需求不符，请按原型修改';

describe('a cooperation between two browsers', () => {
  const pages = useBrowserPages();

  it('starts, funds after a recharge, delivers, refuses with a reason, redelivers, accepts and pays party B', { timeout: 480_000 }, async () => {
    const [company, team, person] = await Promise.all([newPerson('COMPANY'), newPerson('TEAM'), newPerson()]);
    await Promise.all([completeBaseInfo(company), completeBaseInfo(team), completeBaseInfo(person)]);
    await joinTeam(team, person);
    const member = await asTeam(person);
    // Party A's wallet keeps ¥500.00 after the negotiation fee: short of the first phase's ¥2,000.00.
    const c = await agreedProject({ partyA: company, partyB: team, phases: PHASES, spare: 50_000 });
    const cooperationUrl = new RegExp(`#/project/cooperate/${c.projectId}$`);

    const a = await loggedInPage(pages.browser(), company);
    const b = await loggedInPage(pages.browser(), team);
    const errorsA = watchErrors(a);
    const errorsB = watchErrors(b);
    const m = await loggedInPage(pages.browser(), member);
    const errorsM = watchErrors(m);

    // The team waits on 进行中的项目: nothing yet.
    await b.goto(site('/work/project-center/ongoing-project'));
    await expect.poll(() => b.getByText('暂无进行中的项目').isVisible(), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => hasSocket(team.userId), { timeout: 15_000 }).toBe(true);
    await shoot(b, 'team-ongoing-empty');

    // The company: the agreed negotiation offers 开始合作 (its page, and its card under 已达成).
    await a.goto(site(`/negotiate/details?id=${c.negotiationId}`));
    await expect.poll(() => a.getByTestId('negotiation-state').textContent(), { timeout: 20_000 }).toBe('已达成合作');
    await expect.poll(() => a.locator('[data-action]').allTextContents(), { timeout: 15_000 }).toEqual(['开始合作']);
    await shoot(a, 'company-negotiation-agreed');
    await a.goto(site('/work/project-center/negotiate-project'));
    await a.getByRole('tab', { name: '已达成' }).click();
    const agreedCard = a.getByTestId('negotiation-card');
    await expect.poll(() => agreedCard.locator('[data-action]').allTextContents(), { timeout: 20_000 }).toEqual(['开始合作']);
    await shoot(a, 'company-agreed-list');
    await agreedCard.getByRole('button', { name: '开始合作' }).click();
    const ask = a.getByRole('alertdialog');
    await expect.poll(() => ask.getByText('开始合作后，将按达成的条款创建各阶段', { exact: false }).isVisible()).toBe(true);
    await ask.getByRole('button', { name: '确定' }).click();
    await a.waitForURL(cooperationUrl, { timeout: 20_000 });

    // The cooperation page, party A: 合作中, the first phase 待托管, 支付托管费 its one action.
    await expect.poll(() => a.getByTestId('coop-state').textContent(), { timeout: 20_000 }).toBe('合作中');
    expect(await phaseState(a)).toBe('待托管');
    await expect.poll(() => actions(a)).toEqual(['支付托管费']);
    expect(await a.getByTestId('coop-next-step').textContent()).toContain('请支付第1阶段的托管费');
    expect(await a.getByTestId('coop-money-total').textContent()).toBe('¥5,000.00');
    expect(await a.getByTestId('coop-money-in-escrow').textContent()).toBe('¥0.00');
    expect(await a.getByTestId('coop-phase').count()).toBe(2);
    expect(await a.getByTestId('phase-state').allTextContents()).toEqual(['待托管', '未开始']);
    expect(await a.locator('[data-handover]').allTextContents()).toEqual(['移交资料', '提交资料']);
    expect(await a.getByTestId('coop-side').textContent()).toBe('甲方');
    await shoot(a, 'company-cooperation-unfunded');

    // The team's list follows (push), with its badge; its page shows the next step and no action.
    await expect.poll(() => b.getByTestId('cooperation-card').count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => badge(b, 'ongoing-project')).toBe('1');
    expect(await b.getByTestId('cooperation-phase-state').textContent()).toBe('待托管');
    expect(await b.getByTestId('cooperation-total').textContent()).toBe('¥5,000.00');
    await shoot(b, 'team-ongoing');
    await b.getByTestId('cooperation-card').getByRole('link').click();
    await b.waitForURL(cooperationUrl);
    await expect.poll(() => b.getByTestId('coop-next-step').textContent(), { timeout: 15_000 }).toContain('等待甲方支付第1阶段的托管费');
    expect(await actions(b)).toEqual([]);
    expect(await b.locator('[data-handover]').allTextContents()).toEqual(['移交成果', '交付', '报告问题']);
    await shoot(b, 'team-cooperation-unfunded');

    // 支付托管费: the company's trusteeship page; ¥1,500.00 short, recharged through the cashier, then paid.
    await a.getByRole('button', { name: '支付托管费' }).click();
    await a.waitForURL(/#\/trusteeship-fee\/company\?projectId=/);
    await expect.poll(() => a.getByTestId('escrow-amount').textContent(), { timeout: 15_000 }).toBe('¥2,000.00');
    await expect.poll(() => a.getByTestId('escrow-available').textContent(), { timeout: 15_000 }).toBe('¥500.00');
    expect(await a.getByTestId('escrow-covers').textContent()).toBe('第1阶段「需求分析」');
    expect(await a.getByTestId('escrow-short').textContent()).toContain('还差 ¥1,500.00');
    await shoot(a, 'company-trusteeship-short');
    await a.getByTestId('escrow-recharge').click();
    await expect.poll(() => a.getByTestId('recharge-amount').inputValue()).toBe('1500');
    await shoot(a, 'company-trusteeship-recharge');
    await a.getByRole('button', { name: '去支付' }).click();
    await a.waitForURL(/#\/cashier\/[^?]+\?back=/);
    await expect.poll(() => a.getByTestId('cashier-amount').textContent(), { timeout: 15_000 }).toBe('¥1,500.00');
    await a.getByRole('button', { name: '支付成功' }).click();
    await expect.poll(() => a.getByTestId('cashier-result').isVisible(), { timeout: 30_000 }).toBe(true);
    await shoot(a, 'company-cashier-paid');
    await a.getByRole('link', { name: '返回继续支付' }).click();
    await a.waitForURL(/#\/trusteeship-fee\/company\?projectId=/);
    await expect.poll(() => a.getByTestId('escrow-available').textContent(), { timeout: 15_000 }).toBe('¥2,000.00');
    expect(await a.getByTestId('escrow-short').count()).toBe(0);
    await a.getByTestId('pay-password').fill(PAY_PASSWORD);
    await shoot(a, 'company-trusteeship');
    await a.getByRole('button', { name: /确认支付/ }).click();
    await expect.poll(() => a.getByTestId('escrow-done').isVisible(), { timeout: 20_000 }).toBe(true);
    await shoot(a, 'company-trusteeship-done');
    expect(ok<{ available: number }>(await call('wallet.info', {}, company.token), 'wallet').available).toBe(0);
    await a.getByTestId('escrow-done').getByRole('link', { name: '返回合作' }).click();
    await a.waitForURL(cooperationUrl);
    await expect.poll(() => phaseState(a), { timeout: 15_000 }).toBe('编写中');
    expect(await a.getByTestId('coop-money-in-escrow').textContent()).toBe('¥2,000.00');
    expect(await actions(a)).toEqual([]);

    // The team's open page follows: it checks and delivers, handing the document over.
    await expect.poll(() => phaseState(b), { timeout: 20_000 }).toBe('编写中');
    await expect.poll(() => actions(b)).toEqual(['提交审核']);
    await shoot(b, 'team-compiling');

    // The leader assigns the phase's document to the member (文档 tab).
    await b.getByRole('tab', { name: '文档' }).click();
    await expect.poll(() => b.getByText('本阶段还没有文档').isVisible(), { timeout: 15_000 }).toBe(true);
    await b.getByRole('button', { name: '新建文档任务' }).click();
    const form = b.getByRole('dialog');
    await form.getByTestId('doc-form-title').fill(DOC);
    await expect.poll(() => form.getByTestId('doc-form-writer').locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(1);
    await form.getByTestId('doc-form-writer').selectOption({ label: member.nickname });
    await form.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => docNode(b, DOC).getByTestId('doc-node-state').textContent(), { timeout: 15_000 }).toBe('待编写');
    await shoot(b, 'team-documents');

    // The member opens it from the same tab and writes; the leader, in the editor too, sees it locked and the countdown.
    await m.goto(site(`/project/cooperate/${c.projectId}`));
    await expect.poll(() => m.getByTestId('coop-state').isVisible(), { timeout: 30_000 }).toBe(true);
    await m.getByRole('tab', { name: '文档' }).click();
    await expect.poll(() => docNode(m, DOC).count(), { timeout: 20_000 }).toBe(1);
    await docNode(m, DOC).getByRole('link', { name: `编辑《${DOC}》` }).click();
    await expect.poll(() => m.getByTestId('document-title').textContent(), { timeout: 30_000 }).toBe(DOC);
    await docNode(b, DOC).getByTestId('doc-node-open').click();
    await expect.poll(() => b.getByTestId('document-title').textContent(), { timeout: 30_000 }).toBe(DOC);
    await expect.poll(() => lockHolder(b), { timeout: 15_000 }).toBe('当前无人编辑');
    await expect.poll(() => hasSocket(member.userId), { timeout: 15_000 }).toBe(true);
    const writing = writeAndSubmit(m, '一、项目背景：门店预约小程序', 1, 'member-writing');
    await expect.poll(() => lockHolder(b), { timeout: 20_000 }).toBe(`${member.nickname} 正在编辑`);
    expect(await b.getByTestId('document-lock-left').textContent()).toMatch(/^剩余 0[45]:\d\d$/);
    expect(await lockBar(b).getByRole('button', { name: '申请编辑' }).count()).toBe(0);
    await screenshot(b, 'cooperation/team-leader-sees-locked');
    await writing;
    await expect.poll(() => b.getByTestId('document-read').textContent(), { timeout: 20_000 }).toContain('门店预约小程序');
    await screenshot(m, 'cooperation/member-submitted');

    // The leader finds the notices in the project group, and reads them.
    await b.getByTestId('chat-launcher').click();
    await expect.poll(() => panel(b).isVisible(), { timeout: 15_000 }).toBe(true);
    await tab(b, '群聊').click();
    await panel(b).getByTestId('group').filter({ has: b.getByTestId('project-group-tag') }).click();
    const notices = panel(b).getByTestId('project-doc-notice');
    await expect.poll(() => notices.allTextContents(), { timeout: 15_000 }).toEqual([expect.stringContaining(`${member.nickname} 提交了《${DOC}》（2次）`)]);
    expect(await notices.getByRole('link').getAttribute('href')).toContain(`taskId=`);
    await screenshot(b, 'cooperation/team-project-group-notices');
    await panel(b).getByRole('button', { name: '全部已读' }).click();
    await expect.poll(() => panel(b).getByTestId('project-doc-notices').count(), { timeout: 10_000 }).toBe(0);

    // Back on the cooperation page, the leader checks the phase.
    await b.goto(site(`/project/cooperate/${c.projectId}`));
    await expect.poll(() => actions(b), { timeout: 20_000 }).toEqual(['提交审核']);
    await act(b, '提交审核');
    await expect.poll(() => phaseState(b), { timeout: 15_000 }).toBe('待审核');
    await expect.poll(() => actions(b)).toEqual(['审核通过', '审核不通过']);
    await act(b, '审核通过');
    await expect.poll(() => phaseState(b), { timeout: 15_000 }).toBe('待交付');
    await expect.poll(() => actions(b)).toEqual(['重新编写', '提交甲方评估', '提交验收']);
    await shoot(b, 'team-checked');
    await b.locator('[data-handover="toPartyADelivery"]').click();
    const dialog = b.getByRole('dialog');
    await dialog.getByTestId('handover-message').fill('需求规格说明书第一版，请查收。');
    await dialog.getByTestId('demand-attachments-input').setInputFiles({ name: '需求规格说明书.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% hezuo\n') });
    await expect.poll(() => dialog.getByTestId('demand-attachment').count(), { timeout: 15_000 }).toBe(1);
    await shoot(b, 'team-handover');
    await dialog.getByRole('button', { name: '发送' }).click();
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(false);
    await b.getByRole('button', { name: '提交验收', exact: true }).click();
    await expect.poll(() => b.getByRole('alertdialog').getByText('14天内未答复将自动验收通过', { exact: false }).isVisible()).toBe(true);
    await b.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect.poll(() => phaseState(b), { timeout: 15_000 }).toBe('待验收');
    await expect.poll(() => actions(b)).toEqual(['同步修改', '撤回修改']);
    await expect.poll(() => b.getByTestId('coop-countdown').textContent()).toBe('第1阶段将在13天23小时后自动验收');
    await shoot(b, 'team-accepting');

    // The company sees the countdown too, and refuses with a reason.
    await expect.poll(() => phaseState(a), { timeout: 20_000 }).toBe('待验收');
    await expect.poll(() => actions(a)).toEqual(['验收通过', '验收不通过']);
    await expect.poll(() => a.getByTestId('coop-countdown').textContent()).toBe('第1阶段将在13天23小时后自动验收');
    await a.getByRole('tab', { name: '过程记录' }).click();
    await expect.poll(() => a.getByTestId('record-message').first().textContent(), { timeout: 15_000 }).toBe('需求规格说明书第一版，请查收。');
    expect(await a.getByTestId('record-file').first().textContent()).toBe('需求规格说明书.pdf');
    await shoot(a, 'company-accepting-records');
    await a.getByRole('tab', { name: '阶段进度' }).click();
    await a.getByTestId('coop-now').getByRole('button', { name: '验收不通过' }).click();
    const refuse = a.getByRole('alertdialog');
    await refuse.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => refuse.getByText('请填写原因').isVisible()).toBe(true);
    await refuse.getByTestId('action-reason').fill(REASON);
    await shoot(a, 'company-refuse-dialog');
    await refuse.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => phaseState(a), { timeout: 15_000 }).toBe('验收未通过');
    expect(await a.getByTestId('coop-countdown').count()).toBe(0);

    // The team sees the reason, confirms and redelivers.
    await expect.poll(() => phaseState(b), { timeout: 20_000 }).toBe('验收未通过');
    expect(await b.getByTestId('coop-reason').textContent()).toContain(REASON);
    await expect.poll(() => actions(b)).toEqual(['确认并修改']);
    await shoot(b, 'team-rejected');
    await act(b, '确认并修改');
    await expect.poll(() => phaseState(b), { timeout: 15_000 }).toBe('编写中');
    await expect.poll(() => b.getByTestId('phase-rounds').first().textContent()).toBe('1轮');

    // The document went back to the member, who revises and submits it again (the editor follows by itself).
    await expect.poll(() => lockBar(m).getByRole('button', { name: '申请编辑' }).isVisible(), { timeout: 20_000 }).toBe(true);
    await writeAndSubmit(m, '（登录页已按原型修改）', 2);
    for (const [label, state] of [
      ['提交审核', '待审核'],
      ['审核通过', '待交付'],
      ['提交验收', '待验收'],
    ] as const) {
      await act(b, label, { confirm: label === '提交验收' });
      await expect.poll(() => phaseState(b), { timeout: 15_000 }).toBe(state);
    }

    // The company accepts: phase 1 paid (less the fee), phase 2 waits for its escrow.
    await expect.poll(() => phaseState(a), { timeout: 20_000 }).toBe('待验收');
    await a.getByTestId('coop-now').getByRole('button', { name: '验收通过' }).click();
    const accept = a.getByRole('alertdialog');
    await expect.poll(() => accept.getByText('本阶段托管金额将支付给乙方', { exact: false }).isVisible()).toBe(true);
    await accept.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => a.getByTestId('phase-state').allTextContents(), { timeout: 15_000 }).toEqual(['已验收', '待托管']);
    const fee = phaseServiceFeeOf(200_000);
    expect(await a.getByTestId('coop-money-paid').textContent()).toBe(formatFen(200_000 - fee));
    expect(await a.getByTestId('coop-money-fees').textContent()).toBe(formatFen(fee));
    expect(await a.getByTestId('coop-money-in-escrow').textContent()).toBe('¥0.00');
    expect(await a.getByTestId('phase-payout').textContent()).toBe(`乙方实收 ${formatFen(200_000 - fee)}（平台服务费 ${formatFen(fee)}）`);
    await expect.poll(() => actions(a)).toEqual(['支付托管费']);
    await shoot(a, 'company-accepted');
    await a.getByRole('tab', { name: '过程记录' }).click();
    await expect.poll(() => a.getByTestId('record-label').first().textContent(), { timeout: 15_000 }).toBe('验收通过');
    const labels = await a.getByTestId('record-label').allTextContents();
    expect(labels).toEqual(expect.arrayContaining(['开始合作', '支付托管费', '乙方交付', '验收不通过', '确认并修改', '验收通过']));
    expect(await a.getByTestId('record-reason').first().textContent()).toContain(REASON);
    await shoot(a, 'company-records');
    await a.getByRole('tab', { name: '阶段进度' }).click();
    await a.getByRole('button', { name: '阶段记录' }).first().click();
    await expect.poll(() => a.getByTestId('coop-phases').getByTestId('coop-record').count(), { timeout: 15_000 }).toBeGreaterThan(5);
    await shoot(a, 'company-phase-records');

    // The team: its page followed; its wallet has the phase amount less the fee.
    await expect.poll(() => b.getByTestId('phase-state').allTextContents(), { timeout: 20_000 }).toEqual(['已验收', '待托管']);
    await shoot(b, 'team-accepted');
    await b.goto(site('/work/userCenter/wallet'));
    await expect.poll(() => b.getByTestId('wallet-available').textContent(), { timeout: 20_000 }).toBe(formatFen(200_000 - fee));
    await shoot(b, 'team-wallet');

    // Both under 进行中 with its count.
    for (const [page, person] of [
      [a, company],
      [b, team],
    ] as const) {
      await page.goto(site('/work/project-center/ongoing-project'));
      await expect.poll(() => page.getByTestId('cooperation-card').count(), { timeout: 20_000 }).toBe(1);
      // A list seen before shows its last answer at once and then the fresh one (stale while revalidating).
      await expect.poll(() => page.getByTestId('cooperation-phase').textContent(), { timeout: 15_000 }).toBe('第2/2阶段「开发上线」');
      const count = await centerCount(person);
      expect(count.onGoingPhaseProject).toBe(1);
      await expect.poll(() => badge(page, 'ongoing-project')).toBe('1');
      expect(await badge(page, 'completed-project')).toBe('');
    }
    await shoot(a, 'company-ongoing');

    // The second phase through the API; both lists follow to 已完成 by themselves.
    await fundWallet(company, 300_000);
    await payEscrow(c);
    await deliverPhase(c, 2);
    ok(await call('project.coop.acceptancePass', { projectId: c.projectId, phase: 2 }, company.token), 'accept phase 2');
    for (const [page, person] of [
      [a, company],
      [b, team],
    ] as const) {
      await expect.poll(() => page.getByText('暂无进行中的项目').isVisible(), { timeout: 20_000 }).toBe(true);
      await expect.poll(() => badge(page, 'completed-project')).toBe('1');
      expect(await badge(page, 'ongoing-project')).toBe('');
      const count = await centerCount(person);
      expect([count.onGoingPhaseProject, count.completeProject]).toEqual([0, 1]);
      await centerTab(page, '已完成的项目').click();
      await expect.poll(() => page.getByTestId('cooperation-card').count(), { timeout: 15_000 }).toBe(1);
      await expect.poll(() => page.getByTestId('cooperation-state').textContent(), { timeout: 15_000 }).toBe('已完成');
    }
    await shoot(b, 'team-completed');

    // The completed cooperation: no action, no handover, everything paid.
    await a.getByTestId('cooperation-card').getByRole('link').click();
    await a.waitForURL(cooperationUrl);
    await expect.poll(() => a.getByTestId('coop-state').textContent(), { timeout: 15_000 }).toBe('已完成');
    expect(await a.getByTestId('coop-next-step').textContent()).toContain('项目已完成');
    expect(await a.locator('[data-action], [data-handover]').count()).toBe(0);
    const fees = phaseServiceFeeOf(200_000) + phaseServiceFeeOf(300_000);
    expect(await a.getByTestId('coop-money-paid').textContent()).toBe(formatFen(500_000 - fees));
    expect(await a.getByTestId('coop-money-fees').textContent()).toBe(formatFen(fees));
    expect(await a.getByTestId('phase-state').allTextContents()).toEqual(['已验收', '已验收']);
    await shoot(a, 'company-completed-cooperation');

    expect(errorsA).toEqual([]);
    expect(errorsB).toEqual([]);
    expect(errorsM).toEqual([]);
  });
});
