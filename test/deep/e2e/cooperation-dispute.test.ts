/**
 * A second cooperation journey in browsers, through a dispute the service desk decides (docs/cooperation.md "Disputes"):
 * a company (party A) and a team (party B) agreed on a two-phase project through the API; the first phase is funded and
 * delivered. The company refuses the acceptance twice in its browser (the team confirming and redelivering between), and
 * the second no-pass opens the dispute window: the team asks the platform to step in from its cooperation page, with its
 * claim, the split it asks for and an attachment; a member of the service desk with 纠纷处理 open in a third browser sees
 * its list read again by itself (the desk's push). The company sees it and gives its evidence. The desk member finds
 * 纠纷处理 in the avatar menu and in 客服工作台 with the count waiting, opens the case, takes
 * it (受理), asks the company a question; the company answers; the desk closes the evidence and rules 终止合作 with a split
 * typed in yuan. Both sides then read the ruling on their page, find the project under 已终止合作, and their wallets and the
 * escrow show the split — party B's share less the service fee as the product computes it (shared/limits), the rest back
 * to party A — told once each. Every new panel and the desk's pages are kept as screenshots at 1366 and 390 px
 * (test-results/e2e/cooperation-dispute), never scrolling sideways.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { phaseServiceFeeOf } from '../../../shared/limits.js';
import { formatFen } from '../../../shared/money.js';
import type { BacklogItem } from '../../../shared/schemas/project-backlog.js';
import { call } from '../../support/api.js';
import { screenshot, useBrowserPages } from '../../support/browser.js';
import { loggedInPage, panel, site, tab } from '../../support/chat-panel.js';
import { agreedProject, deliverPhase, payEscrow } from '../../support/cooperation.js';
import { deskStaff } from '../../support/disputes.js';
import { hasSocket, watchErrors } from '../../support/e2e-pages.js';
import { overflowOf } from '../../support/page-checks.js';
import { openSocket, recordFrames } from '../../support/sockets.js';
import { newPerson, type TestPerson } from '../../support/people.js';
import { ok } from '../../support/projects.js';
import { completeBaseInfo } from '../../support/uploads.js';

const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };

/** The page at 1366 px, then at 390 px with nothing sticking out sideways, then back. */
const shoot = async (page: Page, name: string): Promise<void> => {
  // Full-page shots from the top: the sticky header stays where it belongs.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => overflowOf(page), { timeout: 5_000 }).toEqual([]);
  await screenshot(page, `cooperation-dispute/${name}-1366`);
  await page.setViewportSize(PHONE);
  await expect.poll(() => overflowOf(page), { timeout: 5_000 }).toEqual([]);
  await screenshot(page, `cooperation-dispute/${name}-390`);
  await page.setViewportSize(DESKTOP);
};

const PHASES = [
  { name: '需求分析', amount: 200_000, days: 10, deliverables: '需求规格说明书与原型' },
  { name: '开发上线', amount: 300_000, days: 20, deliverables: '小程序源码与部署' },
];
const FIRST_REFUSAL = '登录页与需求不符，请按原型修改';
const SECOND_REFUSAL = '仍未按原型修改登录页';
const CLAIM = '已按原型两次修改登录页，甲方仍不通过，理由与约定的交付物不符';
const EVIDENCE = '原型第3页的登录页有验证码，交付物没有';
const QUESTION = '请甲方说明原型中登录页的具体要求在哪一页';
const ANSWER = '见原型第3页：登录页须有短信验证码';
const RULING = '交付物部分可用，按完成比例分配托管金额';
/** Party B's share of the escrow as the desk types it (yuan), and in fen. */
const TO_B_YUAN = '1,200';
const TO_B = 120_000;

const phaseState = (page: Page) => page.getByTestId('coop-phase-state').textContent();
const actions = (page: Page) => page.getByTestId('coop-now').locator('[data-action]').allTextContents();
const disputeState = (page: Page) => page.getByTestId('dispute-state').textContent();
const entries = (page: Page) => page.getByTestId('dispute-entry').allTextContents();

/** Party A refuses the running phase's acceptance with a reason, in its browser. */
const refuse = async (page: Page, reason: string, shot?: string): Promise<void> => {
  await expect.poll(() => actions(page), { timeout: 20_000 }).toEqual(['验收通过', '验收不通过']);
  await page.getByTestId('coop-now').getByRole('button', { name: '验收不通过' }).click();
  const ask = page.getByRole('alertdialog');
  await ask.getByTestId('action-reason').fill(reason);
  if (shot) await shoot(page, shot);
  await ask.getByRole('button', { name: '确定' }).click();
  await expect.poll(() => phaseState(page), { timeout: 15_000 }).toBe('验收未通过');
};

/** The dispute's card on the desk's list, turning its pages when other disputes are open in the shared cloud. */
const deskCard = async (page: Page, projectName: string) => {
  const card = page.getByTestId('desk-dispute').filter({ hasText: projectName });
  for (let turn = 0; turn < 20; turn += 1) {
    await expect.poll(async () => (await page.getByTestId('desk-dispute').count()) > 0, { timeout: 20_000 }).toBe(true);
    if ((await card.count()) > 0) return card;
    const next = page.getByRole('button', { name: '下一页' });
    if ((await next.count()) === 0 || !(await next.isEnabled())) break;
    await next.click();
  }
  await expect.poll(() => card.count(), { timeout: 20_000 }).toBe(1);
  return card;
};

const available = async (person: TestPerson): Promise<number> => ok<{ available: number }>(await call('wallet.info', {}, person.token), 'wallet').available;
const backlogOf = async (person: TestPerson): Promise<BacklogItem[]> => ok<{ records: BacklogItem[] }>(await call('project.backlog', { current: 1, size: 50 }, person.token), 'backlog').records;

describe('a cooperation decided by the service desk', () => {
  const pages = useBrowserPages();

  it('refused twice, disputed by party B with evidence, answered by party A, taken, asked and ruled 终止合作 by the desk with a split', { timeout: 600_000 }, async () => {
    const [company, team, staff] = await Promise.all([newPerson('COMPANY'), newPerson('TEAM'), deskStaff()]);
    await Promise.all([completeBaseInfo(company), completeBaseInfo(team), completeBaseInfo(staff)]);
    // The company keeps nothing after the first phase's escrow.
    const c = await agreedProject({ partyA: company, partyB: team, phases: PHASES, spare: PHASES[0]!.amount });
    ok(await call('project.coop.start', { projectId: c.projectId }, company.token), 'start');
    await payEscrow(c);
    await deliverPhase(c, 1);
    const { name: projectName, groupId } = ok<{ name: string; groupId?: string }>(await call('project.coop.info', { projectId: c.projectId }, company.token), 'info');
    // The two sides talked in the project group (the desk reads it with the case).
    for (const [person, content] of [
      [team, '第一版已交付，登录页按原型做了'],
      [company, '登录页缺少短信验证码，请再看原型第3页'],
    ] as const) {
      const socket = await openSocket(inject('cloud').wsUrl, `channel=chat&messageType=GROUP&joinUserId=${groupId}&token=${person.token}`);
      const frames = recordFrames(socket);
      socket.send(JSON.stringify({ messageType: 'GROUP', messageId: randomUUID(), joinUserId: groupId, content, messageContentType: 'TEXT' }));
      await frames.waitFor('SEND_SUCCESSFULLY', 10_000);
      socket.terminate();
    }
    expect(await available(company)).toBe(0);
    const cooperation = site(`/project/cooperate/${c.projectId}`);

    const a = await loggedInPage(pages.browser(), company);
    const b = await loggedInPage(pages.browser(), team);
    const errorsA = watchErrors(a);
    const errorsB = watchErrors(b);
    await Promise.all([a.goto(cooperation), b.goto(cooperation)]);
    await expect.poll(() => phaseState(a), { timeout: 30_000 }).toBe('待验收');
    await expect.poll(() => phaseState(b), { timeout: 30_000 }).toBe('待验收');
    await expect.poll(() => hasSocket(team.userId), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => hasSocket(company.userId), { timeout: 15_000 }).toBe(true);

    // The company refuses once; the team confirms and delivers again (API); one no-pass opens no dispute yet.
    await refuse(a, FIRST_REFUSAL);
    expect(await b.getByTestId('dispute-panel').count()).toBe(0);
    ok(await call('project.coop.ensureNoPass', { projectId: c.projectId, phase: 1 }, team.token), 'ensure no-pass');
    await deliverPhase(c, 1);
    await expect.poll(() => phaseState(a), { timeout: 20_000 }).toBe('待验收');
    // The second no-pass: the dispute window opens to both sides, and the team's page follows by itself.
    await refuse(a, SECOND_REFUSAL, 'company-second-refusal');
    const openButton = b.getByTestId('dispute-open');
    await expect.poll(() => openButton.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await b.getByTestId('dispute-panel').textContent()).toContain('验收争议');
    await shoot(b, 'team-dispute-window');

    // A member of the desk, in a third browser, has 纠纷处理 open: its list is read again by itself on the desk's push.
    const s = await loggedInPage(pages.browser(), staff);
    const errorsS = watchErrors(s);
    let deskReads = 0;
    s.on('request', (request) => {
      if (request.url().includes('/dispute_desk/list')) deskReads += 1;
    });
    await s.goto(site('/desk/disputes'));
    await expect.poll(async () => (await s.getByTestId('desk-total').count()) + (await s.getByText('暂无待处理的纠纷').count()), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => hasSocket(staff.userId), { timeout: 15_000 }).toBe(true);
    const readsBefore = deskReads;

    // The team asks the platform to step in: its claim, the split it asks for and an attachment.
    await openButton.click();
    const opening = b.getByRole('dialog');
    await opening.getByTestId('dispute-claim').fill(CLAIM);
    await opening.getByTestId('dispute-asked').fill('1500');
    await opening.getByTestId('dispute-file').setInputFiles({ name: '登录页修改记录.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% hezuo dispute\n') });
    await expect.poll(() => opening.getByText('登录页修改记录.pdf').isVisible(), { timeout: 15_000 }).toBe(true);
    await shoot(b, 'team-dispute-dialog');
    await opening.getByRole('button', { name: '提交申请' }).click();
    await expect.poll(() => opening.isVisible(), { timeout: 15_000 }).toBe(false);
    await expect.poll(() => disputeState(b), { timeout: 15_000 }).toBe('待受理');
    // The desk's open list read it again without a reload (NEED_RADIO kind desk).
    await expect.poll(() => deskReads, { timeout: 15_000 }).toBeGreaterThan(readsBefore);
    expect(await (await deskCard(s, projectName)).getByTestId('desk-dispute-state').textContent()).toBe('待受理');
    expect(await entries(b)).toEqual([expect.stringContaining(CLAIM)]);
    expect(await b.getByTestId('dispute-entry').getByRole('link', { name: '登录页修改记录.pdf' }).getAttribute('href')).toContain('X-Amz-Signature');
    await expect.poll(() => b.getByTestId('coop-next-step').textContent(), { timeout: 15_000 }).toContain('项目正在纠纷处理');
    await shoot(b, 'team-dispute-opened');

    // The company sees it (push) and gives its evidence.
    await expect.poll(() => disputeState(a), { timeout: 20_000 }).toBe('待受理');
    await expect.poll(() => a.getByTestId('dispute-case').getByRole('button', { name: '提交证据' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await a.getByTestId('dispute-case').getByRole('button', { name: '提交证据' }).click();
    const evidence = a.getByRole('dialog');
    await evidence.getByTestId('evidence-text').fill(EVIDENCE);
    await shoot(a, 'company-evidence-dialog');
    await evidence.getByRole('button', { name: '提交', exact: true }).click();
    await expect.poll(() => entries(a), { timeout: 15_000 }).toEqual([expect.stringContaining(CLAIM), expect.stringContaining(EVIDENCE)]);
    await shoot(a, 'company-dispute');
    await expect.poll(() => entries(b), { timeout: 15_000 }).toHaveLength(2);

    // The desk, in a third browser: 客服工作台 and the avatar menu both lead to 纠纷处理, with the count waiting.
    await s.goto(site('/home'));
    await s.getByTestId('chat-launcher').click();
    await expect.poll(() => panel(s).isVisible(), { timeout: 15_000 }).toBe(true);
    await tab(s, '消息').click();
    await panel(s).getByTestId('service-desk').click();
    const entry = panel(s).getByTestId('desk-disputes-entry');
    await expect.poll(() => entry.isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(async () => Number((await panel(s).getByTestId('desk-disputes-count').textContent()) ?? 0), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    await shoot(s, 'staff-service-desk');
    await panel(s).getByTestId('chat-close').click();
    await s.getByRole('button', { name: '账号菜单' }).click();
    const menuItem = s.getByRole('menuitem', { name: /^纠纷处理（\d+）$/ });
    await expect.poll(() => menuItem.isVisible(), { timeout: 10_000 }).toBe(true);
    await screenshot(s, 'cooperation-dispute/staff-avatar-menu-1366');
    await menuItem.click();
    await s.waitForURL(/#\/desk\/disputes$/);
    const card = await deskCard(s, projectName);
    expect(await card.getByTestId('desk-dispute-state').textContent()).toBe('待受理');
    expect(await card.textContent()).toContain('验收争议');
    await shoot(s, 'staff-desk-list');

    // The case: both sides' evidence with the attachment, the phases and escrow; 受理 after its confirmation.
    await card.getByRole('link', { name: '处理' }).click();
    await s.waitForURL(new RegExp(`#/desk/disputes/${c.projectId}/`));
    await expect.poll(() => s.getByTestId('desk-case-state').textContent(), { timeout: 20_000 }).toBe('待受理');
    expect(await entries(s)).toEqual([expect.stringContaining(CLAIM), expect.stringContaining(EVIDENCE)]);
    const attachment = s.getByTestId('dispute-entry').getByRole('link', { name: '登录页修改记录.pdf' });
    const download = await s.request.get((await attachment.getAttribute('href'))!);
    expect(download.status()).toBe(200);
    expect((await download.body()).toString()).toContain('hezuo dispute');
    expect(await s.getByTestId('desk-money-in-escrow').textContent()).toBe(formatFen(PHASES[0]!.amount));
    expect(await s.getByTestId('desk-phase-state').allTextContents()).toEqual(['验收未通过', '未开始']);
    await shoot(s, 'staff-desk-case');
    for (const [name, shot] of [
      ['过程记录', 'staff-desk-case-records'],
      ['文档', 'staff-desk-case-documents'],
      ['群聊记录', 'staff-desk-case-chat'],
    ] as const) {
      await s.getByRole('tab', { name }).click();
      if (name === '群聊记录') await expect.poll(() => s.getByTestId('desk-chat').textContent(), { timeout: 10_000 }).toContain('登录页缺少短信验证码');
      await shoot(s, shot);
    }
    await s.getByRole('tab', { name: '阶段与托管' }).click();
    await s.getByRole('button', { name: '受理' }).click();
    const take = s.getByRole('alertdialog');
    await expect.poll(() => take.getByText('受理后双方将在7天内提交证据', { exact: false }).isVisible()).toBe(true);
    await shoot(s, 'staff-desk-take');
    await take.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => s.getByTestId('desk-case-state').textContent(), { timeout: 15_000 }).toBe('举证中');
    await expect.poll(() => s.getByTestId('desk-case').locator('[data-action]').allTextContents()).toEqual(['要求补充证据', '结束举证', '裁决']);

    // The desk asks the company; the company's page shows the question, and it answers.
    await s.getByRole('button', { name: '要求补充证据' }).click();
    const asking = s.getByRole('dialog');
    await asking.getByText('甲方', { exact: true }).click();
    await asking.getByTestId('desk-ask-text').fill(QUESTION);
    await shoot(s, 'staff-desk-ask');
    await asking.getByRole('button', { name: '发送' }).click();
    await expect.poll(() => asking.isVisible(), { timeout: 15_000 }).toBe(false);
    await expect.poll(() => entries(a), { timeout: 20_000 }).toEqual([expect.any(String), expect.any(String), expect.stringContaining(QUESTION)]);
    expect((await entries(a))[2]).toContain('平台客服 → 甲方');
    await expect.poll(() => disputeState(a), { timeout: 15_000 }).toBe('举证中');
    await shoot(a, 'company-dispute-asked');
    await a.getByTestId('dispute-case').getByRole('button', { name: '提交证据' }).click();
    await a.getByRole('dialog').getByTestId('evidence-text').fill(ANSWER);
    await a.getByRole('dialog').getByRole('button', { name: '提交', exact: true }).click();
    // The desk's open case follows by itself (the desk's push).
    await expect.poll(() => entries(s), { timeout: 20_000 }).toHaveLength(4);
    expect((await entries(s))[3]).toContain(ANSWER);
    await shoot(s, 'staff-desk-case-answered');

    // 结束举证, then 裁决 终止合作 with party B's share typed in yuan: the split said with the fee, confirmed in the dialog.
    await s.getByRole('button', { name: '结束举证' }).click();
    await s.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect.poll(() => s.getByTestId('desk-case-state').textContent(), { timeout: 15_000 }).toBe('待裁决');
    await expect.poll(() => s.getByTestId('desk-case').locator('[data-action]').allTextContents()).toEqual(['要求补充证据', '裁决']);
    await s.getByTestId('desk-case').getByRole('button', { name: '裁决', exact: true }).click();
    const deciding = s.getByRole('alertdialog');
    await deciding.getByText('终止合作', { exact: true }).click();
    await deciding.getByTestId('desk-decide-tob').fill(TO_B_YUAN);
    const fee = phaseServiceFeeOf(TO_B);
    const toA = PHASES[0]!.amount - TO_B;
    await expect.poll(() => deciding.getByTestId('desk-decide-split').textContent()).toBe(`乙方得 ${formatFen(TO_B)}，扣平台服务费 ${formatFen(fee)}，实收 ${formatFen(TO_B - fee)}；退回甲方 ${formatFen(toA)}`);
    await deciding.getByTestId('desk-decide-reason').fill(RULING);
    await shoot(s, 'staff-desk-decide');
    await deciding.getByRole('button', { name: '提交裁决' }).click();
    await expect.poll(() => deciding.getByTestId('desk-decide-confirm').textContent()).toContain(`乙方得 ${formatFen(TO_B)}（实收 ${formatFen(TO_B - fee)}），退回甲方 ${formatFen(toA)}`);
    await shoot(s, 'staff-desk-decide-confirm');
    await deciding.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => s.getByTestId('desk-case-state').textContent(), { timeout: 20_000 }).toBe('已裁决');
    expect(await s.getByTestId('desk-ruling').textContent()).toContain('裁决：终止合作');
    expect(await s.getByTestId('desk-case').locator('[data-action]').count()).toBe(0);
    expect(await s.getByTestId('desk-money-in-escrow').textContent()).toBe('¥0.00');
    await shoot(s, 'staff-desk-ruled');
    // Back on the list, the dispute is no longer waiting.
    await s.getByRole('link', { name: '‹ 返回纠纷列表' }).click();
    await s.waitForURL(/#\/desk\/disputes$/);
    await expect.poll(async () => (await s.getByTestId('desk-total').count()) > 0, { timeout: 15_000 }).toBe(true);
    await expect.poll(() => s.getByTestId('desk-dispute').filter({ hasText: projectName }).count(), { timeout: 15_000 }).toBe(0);

    // Both sides read the ruling on their page, the cooperation 已终止, its money split.
    for (const [page, who] of [
      [a, 'company'],
      [b, 'team'],
    ] as const) {
      await expect.poll(() => page.getByTestId('coop-state').textContent(), { timeout: 20_000 }).toBe('已终止');
      await expect.poll(() => disputeState(page), { timeout: 15_000 }).toBe('已裁决');
      const ruling = (await page.getByTestId('dispute-ruling').textContent()) ?? '';
      expect(ruling).toContain('平台裁决：终止合作');
      expect(ruling).toContain(`乙方得 ${formatFen(TO_B)}（平台服务费 ${formatFen(fee)}），退回甲方 ${formatFen(toA)}`);
      expect(ruling).toContain(RULING);
      expect(await page.getByTestId('coop-money-in-escrow').textContent()).toBe('¥0.00');
      expect(await page.getByTestId('coop-money-paid').textContent()).toBe(formatFen(TO_B - fee));
      expect(await page.getByTestId('coop-money-fees').textContent()).toBe(formatFen(fee));
      expect(await page.getByTestId('coop-money-refunded').textContent()).toBe(formatFen(toA));
      // The phases the ruling stopped read as ended, not as the refusal left them.
      expect(await page.getByTestId('phase-state').allTextContents()).toEqual(['已终止', '已终止']);
      await shoot(page, `${who}-ruled`);
    }

    // Each side is told once (the termination's 合作已终止), and finds the project under 已终止合作.
    for (const person of [company, team]) {
      const told = (await backlogOf(person)).filter((e) => e.projectId === c.projectId && (e.title.startsWith('合作已终止') || e.title.startsWith('纠纷已结束')));
      expect(told.map((e) => e.title)).toEqual([`合作已终止：${projectName}`]);
    }
    for (const [page, who] of [
      [a, 'company'],
      [b, 'team'],
    ] as const) {
      await page.goto(site('/work/project-center/terminated-project-cooperate'));
      const terminated = page.getByTestId('cooperation-card').filter({ hasText: projectName });
      await expect.poll(() => terminated.count(), { timeout: 20_000 }).toBe(1);
      await shoot(page, `${who}-terminated-list`);
    }

    // The wallets: party B its share less the service fee, party A the rest of the escrow.
    expect(await available(team)).toBe(TO_B - fee);
    expect(await available(company)).toBe(toA);
    await b.goto(site('/work/userCenter/wallet'));
    await expect.poll(() => b.getByTestId('wallet-available').textContent(), { timeout: 20_000 }).toBe(formatFen(TO_B - fee));
    await shoot(b, 'team-wallet');
    await a.goto(site('/company/comWallet'));
    await expect.poll(() => a.getByTestId('wallet-available').textContent(), { timeout: 20_000 }).toBe(formatFen(toA));
    await shoot(a, 'company-wallet');

    expect(errorsA).toEqual([]);
    expect(errorsB).toEqual([]);
    expect(errorsS).toEqual([]);
  });

  it('is no place for anyone but desk staff: the no-permission page', { timeout: 60_000 }, async () => {
    const person = await newPerson();
    await completeBaseInfo(person);
    const page = await loggedInPage(pages.browser(), person);
    await page.goto(site('/desk/disputes'));
    await page.waitForURL(/#\/403$/, { timeout: 20_000 });
    await page.getByRole('button', { name: '账号菜单' }).click();
    await expect.poll(() => page.getByRole('menuitem').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await page.getByRole('menuitem', { name: /^纠纷处理/ }).count()).toBe(0);
  });
});
