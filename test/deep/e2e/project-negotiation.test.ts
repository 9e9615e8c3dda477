/**
 * Projects I in two browsers against the local cloud: a company releases a demand and funds its wallet (API); a
 * team applies (API). The company sees the application under 收到的申请 with its badge and accepts it in its browser;
 * the team, whose browser is already open on 洽谈中的项目, sees the negotiation appear without a reload (the
 * NEED_RADIO push), opens it and proposes a changed phase amount. The company sees the change highlighted, confirms
 * it with 确认并支付洽谈费 and pays the fee with the pay password on the company fee page. Both then find it under
 * 已达成, with counts that match the personal center count, and the backlog entries of what happened. Every page is
 * kept as a screenshot at 1366 and 390 px (test-results/e2e/project-negotiation), never scrolling sideways.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from 'playwright-core';
import { ddb, table } from '../../../functions/lib/store/client.js';
import { negotiationFeeOf } from '../../../shared/limits.js';
import { formatFen } from '../../../shared/money.js';
import type { CenterCount } from '../../../shared/schemas/content.js';
import type { InviteOutcome } from '../../../shared/schemas/project.js';
import { call } from '../../support/api.js';
import { screenshot, useBrowserPages } from '../../support/browser.js';
import { loggedInPage, site } from '../../support/chat-panel.js';
import { fundWallet, PAY_PASSWORD, setPayPassword } from '../../support/money.js';
import { info, newPerson, type TestPerson } from '../../support/people.js';
import { ok, releasedProject } from '../../support/projects.js';
import { completeBaseInfo } from '../../support/uploads.js';
import { hasSocket, watchErrors } from '../../support/e2e-pages.js';
import { overflowOf } from '../../support/page-checks.js';

const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };


const shoot = async (page: Page, name: string): Promise<void> => {
  await screenshot(page, `project-negotiation/${name}-1366`);
  await page.setViewportSize(PHONE);
  await expect.poll(() => overflowOf(page), { timeout: 5_000 }).toEqual([]);
  await screenshot(page, `project-negotiation/${name}-390`);
  await page.setViewportSize(DESKTOP);
};



const centerCount = async (person: TestPerson): Promise<CenterCount> => ok<CenterCount>(await call('content.centerCount', {}, person.token), 'center count');

/** The count badge of a project-center tab ('' when there is none). */
const badge = async (page: Page, tab: string): Promise<string> => {
  const el = page.getByTestId(`center-count-${tab}`);
  return (await el.count()) === 0 ? '' : ((await el.textContent()) ?? '');
};

const tab = (page: Page, name: string) => page.getByRole('navigation', { name: '项目中心' }).getByRole('link', { name: new RegExp(`^${name}`) });

describe('a negotiation between two browsers', () => {
  const pages = useBrowserPages();

  it('applies, accepts, proposes, confirms and pays the fee, with pushes, counts and the backlog', { timeout: 300_000 }, async () => {
    const [company, team] = await Promise.all([newPerson('COMPANY'), newPerson('TEAM')]);
    await Promise.all([completeBaseInfo(company), completeBaseInfo(team)]);
    await setPayPassword(company);
    await fundWallet(company, 100_000);
    const project = await releasedProject(company);
    const applied = ok<{ id: string }>(await call('project.apply', { projectId: project.projectId, message: '我们做过三个门店预约小程序，可以两周内开工。' }, team.token), 'apply');

    const a = await loggedInPage(pages.browser(), company);
    const b = await loggedInPage(pages.browser(), team);
    const errorsA = watchErrors(a);
    const errorsB = watchErrors(b);

    // The team waits on 洽谈中的项目 (nothing yet), its socket open; its application under 发出的申请.
    await b.goto(site('/work/project-center/send-apply'));
    await expect.poll(() => b.getByTestId('request-card').count(), { timeout: 20_000 }).toBe(1);
    expect(await b.getByTestId('request-state').textContent()).toBe('待处理');
    expect(await b.getByRole('button', { name: '撤回申请' }).isVisible()).toBe(true);
    await shoot(b, 'team-send-apply');
    await tab(b, '洽谈中的项目').click();
    await b.waitForURL(/negotiate-project$/);
    await expect.poll(() => b.getByText('暂无洽谈').isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => hasSocket(team.userId), { timeout: 15_000 }).toBe(true);
    await shoot(b, 'team-negotiate-empty');

    // The company: 已发布的项目, then 收到的申请 with its badge; it accepts the application.
    await a.goto(site('/work/project-center'));
    await a.waitForURL(/released-project$/);
    await expect.poll(() => a.getByTestId('project-card').count(), { timeout: 20_000 }).toBe(1);
    expect(await a.getByTestId('project-state').textContent()).toBe('已发布');
    await expect.poll(() => badge(a, 'receive-apply')).toBe('1');
    expect(await badge(a, 'released-project')).toBe(String((await centerCount(company)).releaseProject));
    await shoot(a, 'company-released');
    await tab(a, '收到的申请').click();
    await a.waitForURL(/receive-apply$/);
    await expect.poll(() => a.getByTestId('request-card').count(), { timeout: 15_000 }).toBe(1);
    const card = a.getByTestId('request-card');
    expect(await card.getByTestId('request-other').textContent()).toContain(team.orgName!);
    expect(await card.getByTestId('request-message').textContent()).toContain('门店预约小程序');
    expect(await card.locator('[data-action]').allTextContents()).toEqual(['同意洽谈', '拒绝']);
    await shoot(a, 'company-receive-apply');
    await card.getByRole('button', { name: '同意洽谈' }).click();
    await expect.poll(() => card.getByTestId('request-state').textContent(), { timeout: 15_000 }).toBe('已同意');
    expect(await card.locator('[data-action]').count()).toBe(0);
    await expect.poll(() => badge(a, 'receive-apply')).toBe('');
    await expect.poll(() => badge(a, 'negotiate-project')).toBe('1');

    // The application's own page.
    await a.goto(site(`/apply/details?id=${applied.id}`));
    await expect.poll(() => a.getByTestId('request-state').textContent(), { timeout: 15_000 }).toBe('已同意');
    await shoot(a, 'company-apply-details');

    // The team's page shows the negotiation without a reload.
    await expect.poll(() => b.getByTestId('negotiation-card').count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => badge(b, 'negotiate-project')).toBe('1');
    expect(await b.getByTestId('negotiation-state').textContent()).toBe('待乙方确认');
    await shoot(b, 'team-negotiate-pushed');

    // The team proposes a changed amount for the second phase (开发 ¥5,000.00 → ¥6,000.00).
    await b.getByTestId('negotiation-card').getByRole('link').click();
    await b.waitForURL(/#\/negotiate\/details\?id=/);
    const negotiationId = new URL(b.url().replace('#/', '')).searchParams.get('id')!;
    await expect.poll(() => b.getByTestId('negotiation-state').textContent(), { timeout: 15_000 }).toBe('待乙方确认');
    await expect.poll(() => b.locator('[data-action]').allTextContents(), { timeout: 10_000 }).toEqual(['提出新条款', '确认条款', '终止洽谈']);
    expect(await b.getByTestId('terms-total').textContent()).toBe('¥8,000.00');
    await shoot(b, 'team-negotiation');
    await b.getByRole('button', { name: '提出新条款' }).click();
    const editor = b.getByTestId('terms-editor');
    await editor.getByTestId('phase-amount-input').nth(1).fill('6000');
    await expect.poll(() => editor.getByTestId('editor-total').textContent()).toBe('¥9,000.00');
    expect(await editor.getByTestId('editor-fee').textContent()).toBe(formatFen(negotiationFeeOf(900_000)));
    await editor.getByTestId('terms-remark').fill('开发阶段增加会员积分功能');
    await shoot(b, 'team-terms-editor');
    await editor.getByRole('button', { name: '提交新条款' }).click();
    await expect.poll(() => b.getByTestId('negotiation-state').textContent(), { timeout: 15_000 }).toBe('待甲方确认');
    expect(await b.getByTestId('terms-total').textContent()).toBe('¥9,000.00');
    await expect.poll(() => b.locator('[data-action]').allTextContents(), { timeout: 10_000 }).toEqual(['提出新条款', '终止洽谈']);
    expect(await b.getByTestId('version-changes').first().textContent()).toContain('阶段2「开发」金额：¥5,000.00 → ¥6,000.00');
    await shoot(b, 'team-proposed');

    // The company sees version 2 with the change highlighted, and confirms it with the fee.
    await a.goto(site(`/negotiate/details?id=${negotiationId}`));
    await expect.poll(() => a.getByTestId('negotiation-state').textContent(), { timeout: 15_000 }).toBe('待甲方确认');
    expect(await a.locator('[data-changed="true"]').allTextContents()).toContain('¥6,000.00');
    await expect.poll(() => a.locator('[data-action]').allTextContents(), { timeout: 10_000 }).toEqual(['提出新条款', '确认并支付洽谈费', '终止洽谈']);
    await shoot(a, 'company-negotiation');
    await a.getByRole('button', { name: '确认并支付洽谈费' }).click();
    await a.waitForURL(/#\/negotiate-fee\/company\?id=/);
    const fee = formatFen(negotiationFeeOf(900_000));
    await expect.poll(() => a.getByTestId('fee-amount').textContent(), { timeout: 15_000 }).toBe(fee);
    expect(await a.getByTestId('fee-total').textContent()).toBe('¥9,000.00');
    await expect.poll(() => a.getByTestId('fee-available').textContent(), { timeout: 15_000 }).toBe('¥1,000.00');
    await a.getByTestId('pay-password').fill('000000');
    await a.getByRole('button', { name: /确认支付/ }).click();
    await expect.poll(() => a.getByText(/支付密码错误/).isVisible(), { timeout: 15_000 }).toBe(true);
    await shoot(a, 'company-fee-wrong-password');
    await a.getByTestId('pay-password').fill(PAY_PASSWORD);
    await shoot(a, 'company-fee');
    await a.getByRole('button', { name: /确认支付/ }).click();
    await expect.poll(() => a.getByTestId('fee-done').isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await a.getByTestId('fee-done').textContent()).toContain(fee);
    await shoot(a, 'company-fee-done');
    const wallet = await call<{ available: number }>('wallet.info', {}, company.token);
    expect(wallet.body.data.available).toBe(100_000 - negotiationFeeOf(900_000));

    // Both find it under 已达成, with counts as the personal center count says (nothing negotiating any more).
    await a.getByTestId('fee-done').getByRole('link', { name: '项目中心' }).click();
    await a.waitForURL(/negotiate-project$/);
    await a.getByRole('tab', { name: '已达成' }).click();
    await expect.poll(() => a.getByTestId('negotiation-card').count(), { timeout: 15_000 }).toBe(1);
    expect(await a.getByTestId('negotiation-state').textContent()).toBe('已达成合作');
    expect(await a.getByTestId('negotiation-total').textContent()).toBe('¥9,000.00');
    const countA = await centerCount(company);
    expect(countA.negotiateProject).toBe(0);
    await expect.poll(() => badge(a, 'negotiate-project')).toBe('');
    expect(await badge(a, 'released-project')).toBe(countA.releaseProject > 0 ? String(countA.releaseProject) : '');
    await shoot(a, 'company-agreed');

    // The team's details page followed by itself (push): 已达成合作.
    await expect.poll(() => b.getByTestId('negotiation-state').textContent(), { timeout: 20_000 }).toBe('已达成合作');
    expect(await b.locator('[data-action]').count()).toBe(0);
    await shoot(b, 'team-negotiation-agreed');
    await b.goto(site('/work/project-center/negotiate-project'));
    await expect.poll(() => b.getByText('暂无洽谈').isVisible(), { timeout: 15_000 }).toBe(true);
    await b.getByRole('tab', { name: '已达成' }).click();
    await expect.poll(() => b.getByTestId('negotiation-card').count(), { timeout: 15_000 }).toBe(1);
    expect((await centerCount(team)).negotiateProject).toBe(0);
    expect(await badge(b, 'negotiate-project')).toBe('');
    await shoot(b, 'team-agreed');
    await tab(b, '已终止洽谈').click();
    await expect.poll(() => b.getByText('没有已终止的洽谈').isVisible(), { timeout: 15_000 }).toBe(true);
    await shoot(b, 'team-terminated');
    for (const [box, empty] of [
      ['send-invite', '暂无记录'],
      ['receive-invite', '暂无记录'],
    ] as const) {
      await b.goto(site(`/work/project-center/${box}`));
      await expect.poll(() => b.getByText(empty).isVisible(), { timeout: 15_000 }).toBe(true);
      await shoot(b, `team-${box}`);
    }

    // The backlog of each: what was asked of them and what happened, newest first; an entry leads to its page.
    await b.goto(site('/work/backlog'));
    await expect.poll(async () => (await b.getByTestId('backlog-title').allTextContents()).join('|'), { timeout: 15_000 }).toContain('洽谈已达成');
    const teamTitles = await b.getByTestId('backlog-title').allTextContents();
    expect(teamTitles[0]).toContain('洽谈已达成');
    expect(teamTitles.some((title) => title.startsWith('洽谈已开始'))).toBe(true);
    expect(await b.getByTestId('backlog-unread').count()).toBeGreaterThan(0);
    await shoot(b, 'team-backlog');
    await b.getByTestId('backlog-title').first().click();
    await b.waitForURL(new RegExp(`#/negotiate/details\\?id=${negotiationId}$`));
    await b.goBack();
    await expect.poll(() => b.getByTestId('backlog-item').first().getAttribute('data-read'), { timeout: 15_000 }).toBe('true');

    await a.goto(site('/work/backlog'));
    await expect.poll(() => a.getByTestId('backlog-item').count(), { timeout: 15_000 }).toBeGreaterThan(1);
    const companyTypes = await a.getByTestId('backlog-type').allTextContents();
    expect(companyTypes).toContain('收到申请');
    expect(companyTypes).toContain('条款待确认');
    await shoot(a, 'company-backlog');
    // 只看待办: everything the company was asked was dealt with.
    await a.getByRole('switch', { name: '只看待办' }).click();
    await expect.poll(() => a.getByText('暂无待办事项').isVisible(), { timeout: 15_000 }).toBe(true);
    expect((await centerCount(company)).backlog).toBe(0);

    expect(errorsA).toEqual([]);
    expect(errorsB).toEqual([]);
  });
  it('pays the fee on the personal page after party B confirmed, leading to the wallet when the balance is short', { timeout: 240_000 }, async () => {
    const [owner, worker] = await Promise.all([newPerson(), newPerson()]);
    await Promise.all([completeBaseInfo(owner), completeBaseInfo(worker)]);
    await setPayPassword(owner);
    const project = await releasedProject(owner);
    const applied = ok<{ id: string }>(await call('project.apply', { projectId: project.projectId }, worker.token), 'apply');
    const accepted = ok<{ negotiationId: string }>(await call('project.answerRequest', { id: applied.id, action: 'accept' }, owner.token), 'accept');
    const id = accepted.negotiationId;

    const a = await loggedInPage(pages.browser(), owner);
    const b = await loggedInPage(pages.browser(), worker);
    const errorsA = watchErrors(a);
    await a.goto(site(`/negotiate/details?id=${id}`));
    await expect.poll(() => a.getByTestId('negotiation-state').textContent(), { timeout: 20_000 }).toBe('待乙方确认');
    await expect.poll(() => a.locator('[data-action]').allTextContents(), { timeout: 10_000 }).toEqual(['提出新条款', '终止洽谈']);
    await expect.poll(() => hasSocket(owner.userId), { timeout: 15_000 }).toBe(true);

    // Party B confirms party A's terms; party A's open page follows (push) and offers 支付洽谈费.
    await b.goto(site(`/negotiate/details?id=${id}`));
    await b.getByRole('button', { name: '确认条款' }).click();
    await expect.poll(() => b.getByTestId('negotiation-state').textContent(), { timeout: 15_000 }).toBe('待甲方支付洽谈费');
    await shoot(b, 'person-b-confirmed');
    await expect.poll(() => a.getByTestId('negotiation-state').textContent(), { timeout: 20_000 }).toBe('待甲方支付洽谈费');
    await expect.poll(() => a.locator('[data-action]').allTextContents(), { timeout: 10_000 }).toEqual(['提出新条款', '支付洽谈费', '终止洽谈']);
    await shoot(a, 'person-a-fee-due');

    // The personal fee page: nothing in the wallet, so 去充值 is offered; paying anyway answers 可用余额不足.
    await a.getByRole('button', { name: '支付洽谈费' }).click();
    await a.waitForURL(/#\/negotiate-fee\/personal\?id=/);
    const fee = formatFen(negotiationFeeOf(800_000));
    await expect.poll(() => a.getByTestId('fee-amount').textContent(), { timeout: 15_000 }).toBe(fee);
    await expect.poll(() => a.getByTestId('fee-available').textContent(), { timeout: 15_000 }).toBe('¥0.00');
    expect(await a.getByRole('link', { name: '去充值' }).getAttribute('href')).toContain('/work/userCenter/wallet');
    await a.getByTestId('pay-password').fill(PAY_PASSWORD);
    await a.getByRole('button', { name: /确认支付/ }).click();
    await expect.poll(() => a.getByText('可用余额不足', { exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);
    await shoot(a, 'person-fee-short');

    // Funded meanwhile, the same page pays (its one requestId of the visit) and the negotiation is agreed.
    await fundWallet(owner, 10_000);
    await a.getByTestId('pay-password').fill(PAY_PASSWORD);
    await a.getByRole('button', { name: /确认支付/ }).click();
    await expect.poll(() => a.getByTestId('fee-done').isVisible(), { timeout: 20_000 }).toBe(true);
    await shoot(a, 'person-fee-done');
    await expect.poll(() => b.getByTestId('negotiation-state').textContent(), { timeout: 20_000 }).toBe('已达成合作');
    // A company's page asked by a person leads to the person's page.
    await a.goto(site(`/negotiate-fee/company?id=${id}`));
    await a.waitForURL(/#\/negotiate-fee\/personal\?id=/);
    await expect.poll(() => a.getByTestId('fee-done').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(errorsA).toEqual([]);
  });

  it('shows an unanswered invitation as expired, and a negotiation ended with a reason under 已终止洽谈', { timeout: 240_000 }, async () => {
    const [company, team, late] = await Promise.all([newPerson('COMPANY'), newPerson('TEAM'), newPerson('TEAM')]);
    await Promise.all([completeBaseInfo(company), completeBaseInfo(team), completeBaseInfo(late)]);
    const project = await releasedProject(company);
    const [teamId, lateId] = await Promise.all([info(team.token), info(late.token)]).then((all) => all.map((i) => i.teamId));
    const invite = async (inviteeId: string) =>
      ok<InviteOutcome>(await call('project.invite', { projectIds: [project.projectId], inviteeType: 'TEAM', inviteeId, message: '诚邀贵团队洽谈门店预约小程序' }, company.token), 'invite').sent[0]!.id;
    const [, lateInvite] = await Promise.all([invite(teamId!), invite(lateId!)]);
    // The second invitation's seven days have passed (its expiry moved into the past; the sweeper is not run, it is global).
    await ddb.send(new UpdateCommand({ TableName: table(), Key: { pk: `REQ#${lateInvite}`, sk: 'REQ' }, UpdateExpression: 'SET expireTime = :past', ExpressionAttributeValues: { ':past': Date.now() - 60_000 } }));

    const a = await loggedInPage(pages.browser(), company);
    const b = await loggedInPage(pages.browser(), team);
    const c = await loggedInPage(pages.browser(), late);

    // The late team: 已失效, no buttons, in the list and on the invitation's page; answering anyway is 102010.
    await c.goto(site('/work/project-center/receive-invite'));
    await expect.poll(() => c.getByTestId('request-state').textContent(), { timeout: 20_000 }).toBe('已失效');
    expect(await c.locator('[data-action]').count()).toBe(0);
    await shoot(c, 'late-receive-invite-expired');
    await c.goto(site(`/invite/details?id=${lateInvite}`));
    await expect.poll(() => c.getByTestId('request-state').textContent(), { timeout: 15_000 }).toBe('已失效');
    expect(await c.locator('[data-action]').count()).toBe(0);
    await shoot(c, 'late-invite-details');
    expect((await call('project.answerRequest', { id: lateInvite, action: 'accept' }, late.token)).body.code).toBe(102010);

    // The company's 发出的邀请: both, one 待回复 with 撤销邀请, one 已失效.
    await a.goto(site('/work/project-center/send-invite'));
    await expect.poll(() => a.getByTestId('request-card').count(), { timeout: 20_000 }).toBe(2);
    expect((await a.getByTestId('request-state').allTextContents()).sort()).toEqual(['已失效', '待回复']);
    await expect.poll(() => a.locator('[data-action]').allTextContents(), { timeout: 10_000 }).toEqual(['撤销邀请']);
    await shoot(a, 'company-send-invite');

    // The invited team accepts in its browser (badge 1), then ends the negotiation with a reason.
    await b.goto(site('/work/project-center/receive-invite'));
    await expect.poll(() => badge(b, 'receive-invite'), { timeout: 20_000 }).toBe('1');
    await expect.poll(() => b.locator('[data-action]').allTextContents(), { timeout: 10_000 }).toEqual(['接受邀请', '拒绝']);
    await shoot(b, 'team-receive-invite');
    await b.getByRole('button', { name: '接受邀请' }).click();
    await expect.poll(() => b.getByTestId('request-state').textContent(), { timeout: 15_000 }).toBe('已接受');
    await expect.poll(() => badge(b, 'receive-invite')).toBe('');
    await b.getByRole('link', { name: '查看洽谈' }).click();
    await b.waitForURL(/#\/negotiate\/details\?id=/);
    await expect.poll(() => b.getByTestId('negotiation-state').textContent(), { timeout: 15_000 }).toBe('待乙方确认');
    await b.getByRole('button', { name: '终止洽谈' }).click();
    const ask = b.getByRole('alertdialog');
    await expect.poll(() => ask.getByText('终止后不能再与对方洽谈该项目', { exact: false }).isVisible()).toBe(true);
    await ask.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => ask.getByText('请填写原因').isVisible()).toBe(true);
    await ask.getByTestId('action-reason').fill('工期无法满足');
    await shoot(b, 'team-terminate-dialog');
    await ask.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => b.getByTestId('negotiation-state').textContent(), { timeout: 15_000 }).toBe('已终止洽谈');
    expect(await b.getByRole('note').textContent()).toContain('乙方终止了洽谈：工期无法满足');
    await shoot(b, 'team-terminated-negotiation');

    // The company finds it under 已终止洽谈 with the reason, and its count.
    await a.goto(site('/work/project-center/terminated-project'));
    await expect.poll(() => a.getByTestId('negotiation-card').count(), { timeout: 20_000 }).toBe(1);
    expect(await a.getByTestId('negotiation-card').textContent()).toContain('工期无法满足');
    await expect.poll(() => badge(a, 'terminated-project')).toBe('1');
    expect((await centerCount(company)).negotiateTerminatedProject).toBe(1);
    await shoot(a, 'company-terminated');
  });
});
