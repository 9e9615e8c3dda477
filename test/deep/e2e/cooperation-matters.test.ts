/**
 * Projects III in browsers against the local cloud (docs/cooperation.md "Changes, endings and disputes"): a company
 * (party A) and a team (party B, its administrator the leader), each in a browser of its own, run a three-phase
 * cooperation whose first phase is funded and being written.
 * 1. 需求变更: the company raises the first phase and removes the third; the team agrees; the company pays the
 *    supplement with its pay password, and the change takes effect (escrow and total follow).
 * 2. 接管: the member writing the phase's document leaves the team; the leader takes the task over in the 文档 tab,
 *    the draft kept.
 * 3. 逾期延期: the phase's deadline passes on the test clock; the team asks for a new date, the company agrees.
 * 4. 终止合作: the company proposes to end with a split, the team counters, the company agrees: escrow settles in one
 *    posting (party B's share less the service fee), and both find the project under 已终止合作.
 * Every new panel is kept as a screenshot at 1366 and 390 px, never scrolling sideways
 * (test-results/e2e/cooperation-matters).
 */
import type { Page } from 'playwright-core';
import { phaseServiceFeeOf } from '../../../shared/limits.js';
import { formatFen } from '../../../shared/money.js';
import type { CenterCount } from '../../../shared/schemas/content.js';
import type { DocumentSaved } from '../../../shared/schemas/documents.js';
import { call } from '../../support/api.js';
import { screenshot, useBrowserPages } from '../../support/browser.js';
import { loggedInPage, site } from '../../support/chat-panel.js';
import { addNode, asTeam } from '../../support/documents.js';
import { coopInfo, fundedCooperation, passDeadline } from '../../support/cooperation.js';
import { hasSocket, watchErrors } from '../../support/e2e-pages.js';
import { PAY_PASSWORD } from '../../support/money.js';
import { joinTeam } from '../../support/org.js';
import { overflowOf } from '../../support/page-checks.js';
import { newPerson, type TestPerson } from '../../support/people.js';
import { ok } from '../../support/projects.js';
import { completeBaseInfo } from '../../support/uploads.js';

const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };
const DAY = 86_400_000;

const shoot = async (page: Page, name: string): Promise<void> => {
  await screenshot(page, `cooperation-matters/${name}-1366`);
  await page.setViewportSize(PHONE);
  await expect.poll(() => overflowOf(page), { timeout: 5_000 }).toEqual([]);
  await screenshot(page, `cooperation-matters/${name}-390`);
  await page.setViewportSize(DESKTOP);
};

/** The panel of a matter on the cooperation page, and the buttons of its actions. */
const changePanel = (page: Page) => page.getByTestId('coop-change');
const endPanel = (page: Page) => page.getByTestId('coop-termination');
const buttonsOf = (panel: ReturnType<Page['getByTestId']>) => panel.locator('[data-action]').allTextContents();
const nowActions = (page: Page) => page.getByTestId('coop-now').locator('[data-action]').allTextContents();

/** Confirms the alert dialog an action asks, with its reason when it asks one. */
const confirm = async (page: Page, reason?: string): Promise<void> => {
  const ask = page.getByRole('alertdialog');
  await expect.poll(() => ask.isVisible(), { timeout: 5_000 }).toBe(true);
  if (reason) await ask.getByTestId('action-reason').fill(reason);
  await ask.getByRole('button', { name: '确定' }).click();
  await expect.poll(() => ask.isVisible(), { timeout: 15_000 }).toBe(false);
};

/** The day of a moment in Beijing, as a date input takes it. */
const beijingDay = (time: number): string => new Date(time + 8 * 3_600_000).toISOString().slice(0, 10);

const available = async (person: TestPerson): Promise<number> => ok<{ available: number }>(await call('wallet.info', {}, person.token), 'wallet').available;
const centerCount = async (person: TestPerson): Promise<CenterCount> => ok<CenterCount>(await call('content.centerCount', {}, person.token), 'center count');

const PHASES = [
  { name: '需求分析', amount: 200_000, days: 10, deliverables: '需求规格说明书' },
  { name: '界面设计', amount: 300_000, days: 10, deliverables: '全部页面的设计稿' },
  { name: '开发上线', amount: 500_000, days: 20, deliverables: '小程序源码与部署' },
];
const DOC = '需求规格说明书';

describe('changes and endings of a cooperation between two browsers', () => {
  const pages = useBrowserPages();

  it('changes the demand with a supplement, takes a task over, postpones an overdue phase, and ends on a countered split', { timeout: 600_000 }, async () => {
    // Prepare: the first phase funded and being written; the company keeps ¥500.00 for the supplement.
    const [company, team, person] = await Promise.all([newPerson('COMPANY'), newPerson('TEAM'), newPerson()]);
    await Promise.all([completeBaseInfo(company), completeBaseInfo(team), completeBaseInfo(person)]);
    await joinTeam(team, person);
    const member = await asTeam(person);
    const c = await fundedCooperation({ partyA: company, partyB: team, phases: PHASES, spare: 250_000 });
    expect(await available(company)).toBe(50_000);
    const cooperation = site(`/project/cooperate/${c.projectId}`);

    const a = await loggedInPage(pages.browser(), company);
    const b = await loggedInPage(pages.browser(), team);
    const errorsA = watchErrors(a);
    const errorsB = watchErrors(b);
    await Promise.all([a.goto(cooperation), b.goto(cooperation)]);
    for (const page of [a, b]) await expect.poll(() => page.getByTestId('coop-phase-state').textContent(), { timeout: 30_000 }).toBe('编写中');
    await expect.poll(() => hasSocket(team.userId), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => hasSocket(company.userId), { timeout: 15_000 }).toBe(true);

    // What either may start, with the reasons: both offered, nothing open.
    await expect.poll(() => endPanel(a).getByTestId('offer-CHANGE').textContent(), { timeout: 15_000 }).toBe('需求变更：可发起');
    expect(await endPanel(a).getByTestId('offer-TERMINATION').textContent()).toBe('终止合作：可发起');
    await expect.poll(() => buttonsOf(changePanel(a)), { timeout: 15_000 }).toEqual(['需求变更']);
    await shoot(a, 'company-offers');

    // ---- 1. 需求变更: the first phase to ¥2,500.00, the third removed.
    await changePanel(a).getByRole('button', { name: '需求变更' }).click();
    const editor = a.getByRole('dialog');
    await expect.poll(() => editor.getByTestId('change-phase').count(), { timeout: 10_000 }).toBe(3);
    // The running phase may be changed, not removed; the others may be removed.
    expect(await editor.getByTestId('change-phase').nth(0).getByTestId('change-remove').count()).toBe(0);
    await editor.getByTestId('change-amount').nth(0).fill('2500');
    await editor.getByTestId('change-phase').nth(2).getByTestId('change-remove').click();
    await editor.getByTestId('change-reason').fill('首期增加小程序后台的需求分析；开发上线另行签约。');
    await expect.poll(() => editor.getByTestId('change-total').textContent()).toBe('变更后项目合计：¥5,500.00');
    await shoot(a, 'company-change-editor');
    await editor.getByRole('button', { name: '发起变更' }).click();
    await expect.poll(() => editor.isVisible(), { timeout: 15_000 }).toBe(false);
    await expect.poll(() => changePanel(a).getByTestId('change-state').textContent(), { timeout: 15_000 }).toBe('待乙方答复');
    expect(await changePanel(a).getByTestId('change-supplement').textContent()).toBe('生效前甲方需补缴托管费 ¥500.00');
    expect(await changePanel(a).getByTestId('change-phases').locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-kind')))).toEqual(['CHANGED', 'KEPT', 'REMOVED']);
    await expect.poll(() => buttonsOf(changePanel(a))).toEqual(['取消变更']);
    // The phases are held while the change is open; the offers say why nothing else may start.
    await expect.poll(() => endPanel(a).getByTestId('coop-matter').isVisible(), { timeout: 15_000 }).toBe(true);
    await shoot(a, 'company-change-proposed');

    // The team's open page follows by itself, and agrees.
    await expect.poll(() => changePanel(b).getByTestId('change-state').textContent(), { timeout: 20_000 }).toBe('待乙方答复');
    await expect.poll(() => buttonsOf(changePanel(b))).toEqual(['同意变更', '拒绝变更']);
    expect(await nowActions(b)).toEqual([]);
    await shoot(b, 'team-change-to-answer');
    await changePanel(b).getByRole('button', { name: '同意变更' }).click();
    await confirm(b);
    await expect.poll(() => changePanel(b).getByTestId('change-state').textContent(), { timeout: 15_000 }).toBe('已同意，待甲方补缴托管费');

    // The company pays the supplement with its pay password; the change takes effect.
    await expect.poll(() => buttonsOf(changePanel(a)), { timeout: 20_000 }).toEqual(['补缴托管费']);
    await changePanel(a).getByRole('button', { name: '补缴托管费' }).click();
    const pay = a.getByRole('dialog');
    await expect.poll(() => pay.getByTestId('change-supplement-amount').textContent(), { timeout: 10_000 }).toBe('¥500.00');
    await pay.getByTestId('pay-password').fill(PAY_PASSWORD);
    await shoot(a, 'company-change-supplement');
    await pay.getByRole('button', { name: /确认支付/ }).click();
    await expect.poll(() => changePanel(a).getByTestId('change-last').textContent(), { timeout: 20_000 }).toBe('最近一次需求变更：已生效');
    expect(await a.getByTestId('coop-money-total').textContent()).toBe('¥5,500.00');
    expect(await a.getByTestId('coop-money-in-escrow').textContent()).toBe('¥2,500.00');
    expect(await available(company)).toBe(0);
    await shoot(a, 'company-change-effective');
    await expect.poll(() => changePanel(b).getByTestId('change-last').textContent(), { timeout: 20_000 }).toBe('最近一次需求变更：已生效');
    await expect.poll(() => nowActions(b)).toEqual(['提交审核']);
    await expect.poll(() => b.getByTestId('phase-state').allTextContents()).toEqual(['编写中', '未开始', expect.any(String)]);
    await shoot(b, 'team-change-effective');

    // ---- 2. 接管: the member wrote a draft of the phase's document, then left the team.
    const node = await addNode(c, { title: DOC, assignee: member.userId });
    const task = { projectId: c.projectId, taskId: node.taskId };
    ok(await call('project.docRequestEdit', task, member.token), 'request edit');
    ok<DocumentSaved>(await call('project.docSave', { ...task, baseVersion: 0, html: '<p>一、项目背景：门店预约小程序</p>' }, member.token), 'draft');
    ok(await call('org.teamLeave', {}, member.token), 'leave');
    await b.getByRole('tab', { name: '文档' }).click();
    const docNode = b.getByTestId('doc-node').filter({ has: b.getByTestId('doc-node-title').getByText(DOC, { exact: true }) });
    await expect.poll(() => docNode.getByRole('button', { name: '接管' }).isVisible(), { timeout: 20_000 }).toBe(true);
    await shoot(b, 'team-takeover-offered');
    await docNode.getByRole('button', { name: '接管' }).click();
    const takeOver = b.getByRole('dialog');
    await expect.poll(() => takeOver.getByText(`原编写人 ${member.nickname} 已离开团队`, { exact: false }).isVisible(), { timeout: 10_000 }).toBe(true);
    await shoot(b, 'team-takeover-dialog');
    await takeOver.getByRole('button', { name: '确定接管' }).click();
    await expect.poll(() => docNode.getByTestId('doc-node-takeover').textContent(), { timeout: 15_000 }).toContain(`接管（原编写人 ${member.nickname}）`);
    await shoot(b, 'team-takeover-done');
    // The draft stayed, and the leader writes on from it.
    await docNode.getByTestId('doc-node-open').click();
    await expect.poll(() => b.getByTestId('document-title').textContent(), { timeout: 30_000 }).toBe(DOC);
    await expect.poll(() => b.getByRole('textbox', { name: '文档内容' }).textContent(), { timeout: 20_000 }).toContain('门店预约小程序');
    await screenshot(b, 'cooperation-matters/team-takeover-editor-1366');

    // ---- 3. 逾期延期: the phase's deadline passes (the test clock); the team asks for ten more days.
    const due = await passDeadline(c);
    await b.goto(cooperation);
    await expect.poll(() => b.getByTestId('coop-overdue-state').textContent(), { timeout: 20_000 }).toBe('已逾期');
    await expect.poll(() => nowActions(b)).toEqual(['提交审核', '申请延期']);
    await shoot(b, 'team-overdue');
    await b.getByTestId('coop-now').getByRole('button', { name: '申请延期' }).click();
    const postpone = b.getByRole('dialog');
    const newDay = beijingDay(due + 10 * DAY);
    await postpone.getByTestId('postpone-date').fill(newDay);
    await postpone.getByTestId('postpone-reason').fill('新增的后台需求需要更多调研时间');
    await shoot(b, 'team-postpone-dialog');
    await postpone.getByRole('button', { name: '提交申请' }).click();
    await expect.poll(() => b.getByTestId('coop-overdue-state').textContent(), { timeout: 15_000 }).toBe('延期待甲方确认');
    await expect.poll(() => a.getByTestId('coop-overdue-state').textContent(), { timeout: 20_000 }).toBe('延期待甲方确认');
    expect(await a.getByTestId('coop-overdue').textContent()).toContain(newDay);
    await expect.poll(() => nowActions(a)).toEqual(['同意延期', '拒绝延期']);
    await shoot(a, 'company-postpone-to-answer');
    await a.getByTestId('coop-now').getByRole('button', { name: '同意延期' }).click();
    await confirm(a);
    await expect.poll(() => a.getByTestId('coop-overdue-state').textContent(), { timeout: 15_000 }).toBe('已同意延期');
    await expect.poll(() => b.getByTestId('coop-overdue-state').textContent(), { timeout: 20_000 }).toBe('已同意延期');
    expect((await coopInfo(c)).phases[0]!.plannedDueTime).toBe(due);
    await shoot(b, 'team-postponed');

    // ---- 4. 终止合作: the company proposes party B keep ¥1,000.00 of the ¥2,500.00 in escrow.
    await endPanel(a).getByRole('button', { name: '终止合作' }).click();
    const end = a.getByRole('dialog');
    await end.getByTestId('termination-reason').fill('后台需求另有安排，双方协商终止。');
    await end.getByTestId('termination-share').fill('1000');
    const feeOf = (toB: number) => phaseServiceFeeOf(toB);
    await expect.poll(() => end.getByTestId('termination-split').textContent()).toBe(`乙方实收 ${formatFen(100_000 - feeOf(100_000))}（平台服务费 ${formatFen(feeOf(100_000))}），退回甲方 ¥1,500.00`);
    await shoot(a, 'company-termination-dialog');
    await end.getByRole('button', { name: '提交' }).click();
    await expect.poll(() => endPanel(a).getByTestId('termination-state').textContent(), { timeout: 15_000 }).toBe('待乙方答复');
    await shoot(a, 'company-termination-proposed');

    // The team counters: ¥1,800.00 for the work done.
    await expect.poll(() => endPanel(b).getByTestId('termination-state').textContent(), { timeout: 20_000 }).toBe('待乙方答复');
    await expect.poll(() => buttonsOf(endPanel(b))).toEqual(expect.arrayContaining(['同意终止', '拒绝终止', '提出新方案']));
    await shoot(b, 'team-termination-to-answer');
    await endPanel(b).getByRole('button', { name: '提出新方案' }).click();
    const counter = b.getByRole('dialog');
    await counter.getByTestId('termination-reason').fill('需求分析已完成大半，请按实际工作量结算。');
    await counter.getByTestId('termination-share').fill('1800');
    await counter.getByRole('button', { name: '提交' }).click();
    await expect.poll(() => endPanel(b).getByTestId('termination-state').textContent(), { timeout: 15_000 }).toBe('待甲方答复');

    // The company agrees to the second version: settled in one posting.
    await expect.poll(() => endPanel(a).getByTestId('termination-state').textContent(), { timeout: 20_000 }).toBe('待甲方答复');
    expect(await endPanel(a).getByTestId('termination-proposal').textContent()).toContain('第2版方案（乙方提出）');
    await shoot(a, 'company-termination-countered');
    await endPanel(a).getByRole('button', { name: '同意终止' }).click();
    await confirm(a);
    for (const page of [a, b]) await expect.poll(() => page.getByTestId('coop-state').textContent(), { timeout: 20_000 }).toBe('已终止');
    const net = 180_000 - feeOf(180_000);
    expect(await endPanel(a).getByTestId('termination-settled').textContent()).toContain(`乙方实收 ${formatFen(net)}（平台服务费 ${formatFen(feeOf(180_000))}），退回甲方 ¥700.00`);
    expect(await a.getByTestId('coop-money-in-escrow').textContent()).toBe('¥0.00');
    // The phases it stopped show as ended, not as they were; the one the change removed stays marked so.
    expect(await a.getByTestId('phase-state').allTextContents()).toEqual(['已终止', '已终止', '未开始']);
    expect(await a.getByTestId('phase-removed').allTextContents()).toEqual(['已因需求变更删除']);
    expect([await available(company), await available(team)]).toEqual([70_000, net]);
    await shoot(a, 'company-terminated');
    await shoot(b, 'team-terminated');

    // Both find it under 已终止合作, with its count and reason.
    for (const [page, who] of [
      [a, company],
      [b, team],
    ] as const) {
      await page.goto(site('/work/project-center/terminated-project-cooperate'));
      await expect.poll(() => page.getByTestId('cooperation-card').count(), { timeout: 20_000 }).toBe(1);
      expect(await page.getByTestId('cooperation-termination-reason').textContent()).toBe('终止原因：需求分析已完成大半，请按实际工作量结算。');
      expect((await centerCount(who)).cooperateTerminatedProject).toBe(1);
    }
    await shoot(b, 'team-terminated-list');

    expect(errorsA).toEqual([]);
    expect(errorsB).toEqual([]);
  });
});
