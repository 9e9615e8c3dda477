/**
 * The wallet in headless Chromium against the local cloud (issue 16): a person with a pay password recharges
 * ¥1,000.00 through the recharge dialog and the sandbox cashier (支付成功) and sees the balance; adds a bank card;
 * withdraws ¥300.00, first with a wrong pay password (the tries left are said), then the right one, and sees
 * ¥300.00 frozen and the expected arrival dates; the operator pays it out (functions/wallet/operator.ts), and the
 * records say 已到账 and the flow shows every entry. A company's administrator sets a staff member as 授权人, who
 * then runs the company wallet, while other staff are told they may not. Every screen is kept at 1366 and 390 px
 * (test-results/e2e/wallet), where the page never scrolls sideways.
 */
import type { Page } from 'playwright-core';
import type { Page as ListPage } from '../../../shared/envelope.js';
import type { Withdrawal } from '../../../shared/schemas/wallet.js';
import { call } from '../../support/api.js';
import { screenshot, useBrowserPages } from '../../support/browser.js';
import { loggedInPage, site } from '../../support/chat-panel.js';
import { PAY_PASSWORD, setPayPassword } from '../../support/money.js';
import { hireStaff } from '../../support/org.js';
import { login, newPerson } from '../../support/people.js';
import { pictureOf } from '../../support/e2e-pages.js';
import { completeBaseInfo } from '../../support/uploads.js';
import { overflowOf } from '../../support/page-checks.js';

const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };


/** Keeps the screen at 1366 px and at 390 px (where it must not scroll sideways), then returns to the desktop. */
const shoot = async (page: Page, name: string): Promise<void> => {
  await screenshot(page, `wallet/${name}-1366`);
  await page.setViewportSize(PHONE);
  await expect.poll(() => overflowOf(page), { timeout: 5_000 }).toEqual([]);
  await screenshot(page, `wallet/${name}-390`);
  await page.setViewportSize(DESKTOP);
};

const text = (page: Page, testId: string) => page.getByTestId(testId).first().textContent();

/** Problems the page reports to the console while the test runs: none are expected. */
const watchErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text().slice(0, 200));
  });
  return errors;
};

describe('the wallet in the browser', () => {
  const pages = useBrowserPages();

  it('recharges at the sandbox cashier, adds a card, withdraws with the pay password, and shows the payout in the records and the flow', { timeout: 240_000 }, async () => {
    const person = await newPerson();
    await completeBaseInfo(person);
    await setPayPassword(person);
    const page = await loggedInPage(pages.browser(), person);
    const errors = watchErrors(page);

    // The wallet from the personal center's menu: nothing in it yet.
    await page.goto(site('/work/userCenter'));
    const menu = page.getByRole('navigation', { name: '个人中心' });
    await expect.poll(() => menu.getByRole('link', { name: '我的钱包' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await menu.getByRole('link', { name: '我的钱包' }).click();
    await page.waitForURL(/#\/work\/userCenter\/wallet$/);
    await expect.poll(() => text(page, 'wallet-balance'), { timeout: 15_000 }).toBe('¥0.00');
    await expect.poll(() => page.getByText('还没有交易记录').isVisible()).toBe(true);
    await shoot(page, 'wallet-empty');

    // 充值 ¥1,000.00: a refused amount first, then the amount; 去支付 opens the sandbox cashier.
    await page.getByRole('button', { name: '充值', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('recharge-amount').fill('1000.001');
    await dialog.getByRole('button', { name: '去支付' }).click();
    await expect.poll(() => dialog.getByText('充值金额最多保留两位小数').isVisible()).toBe(true);
    await dialog.getByTestId('recharge-amount').fill('1000');
    await expect.poll(() => dialog.getByRole('button', { name: '¥1,000', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await shoot(page, 'recharge-dialog');
    await dialog.getByRole('button', { name: '去支付' }).click();
    await page.waitForURL(/#\/cashier\/[0-9A-Z]{26}$/, { timeout: 15_000 });
    await expect.poll(() => text(page, 'cashier-amount'), { timeout: 15_000 }).toBe('¥1,000.00');
    expect(await page.getByText('沙箱环境，不会产生真实扣款', { exact: false }).isVisible()).toBe(true);
    expect(await text(page, 'cashier-countdown')).toMatch(/请在 1[45]:\d\d 内完成支付/);
    await page.getByText('微信支付', { exact: true }).click();
    expect(await page.getByRole('radio', { name: /微信支付/ }).isChecked()).toBe(true);
    await shoot(page, 'cashier');
    await page.getByRole('button', { name: '支付成功' }).click();
    await expect.poll(() => page.getByTestId('cashier-result').textContent(), { timeout: 20_000 }).toContain('¥1,000.00 已充值到您的钱包');
    await shoot(page, 'cashier-paid');

    // Back in the wallet: ¥1,000.00, all of it available, and the recharge in the latest entries.
    await page.getByRole('link', { name: '返回钱包' }).click();
    await page.waitForURL(/#\/work\/userCenter\/wallet$/);
    await expect.poll(() => text(page, 'wallet-balance'), { timeout: 15_000 }).toBe('¥1,000.00');
    expect(await text(page, 'wallet-available')).toBe('¥1,000.00');
    expect(await text(page, 'wallet-frozen')).toBe('¥0.00');
    await expect.poll(() => text(page, 'flow-amount')).toBe('+¥1,000.00');
    await shoot(page, 'wallet-funded');

    // 提现方式: a bank card added through the dialog, shown masked.
    await page.getByRole('link', { name: /^提现方式/ }).click();
    await page.waitForURL(/#\/withdraw\/withdrawMethod$/);
    await expect.poll(() => page.getByText('还没有提现方式').isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByRole('button', { name: '添加提现方式' }).click();
    const add = page.getByRole('dialog');
    await add.getByRole('textbox', { name: '户名' }).fill('王小明');
    await add.getByRole('textbox', { name: '银行卡号' }).fill('6214 8301 2345 6789');
    await add.getByRole('combobox', { name: '开户银行' }).click();
    await page.getByRole('option', { name: '招商银行' }).click();
    await shoot(page, 'method-add');
    await add.getByRole('button', { name: '添加提现方式' }).click();
    await expect.poll(() => page.getByText('提现方式已添加').isVisible(), { timeout: 15_000 }).toBe(true);
    const card = page.getByTestId('withdraw-method');
    await expect.poll(() => card.count()).toBe(1);
    const cardText = (await card.textContent()) ?? '';
    expect(cardText).toContain('招商银行');
    expect(cardText).toContain('6789');
    expect(cardText).not.toContain('6214830123456789');
    await shoot(page, 'methods');

    // 提现 ¥300.00: a wrong pay password says how many tries are left; the right one freezes the amount.
    await page.goto(site('/work/userCenter/wallet'));
    await page.getByRole('button', { name: '提现', exact: true }).click();
    await page.waitForURL(/#\/withdraw\/withdraw$/);
    await expect.poll(() => page.getByRole('radio', { name: /招商银行/ }).isChecked(), { timeout: 15_000 }).toBe(true);
    expect(await text(page, 'withdraw-available')).toBe('可用余额 ¥1,000.00');
    await page.getByTestId('withdraw-amount').fill('300');
    await shoot(page, 'withdraw');
    await page.getByRole('button', { name: '下一步' }).click();
    const ask = page.getByRole('dialog');
    await expect.poll(() => ask.getByTestId('withdraw-confirm-amount').textContent()).toBe('¥300.00');
    await ask.getByTestId('pay-password').fill('000000');
    await ask.getByRole('button', { name: '确认提现' }).click();
    await expect.poll(() => ask.getByText(/支付密码错误，还可以输入4次/).isVisible(), { timeout: 15_000 }).toBe(true);
    await shoot(page, 'withdraw-wrong-password');
    await ask.getByTestId('pay-password').fill(PAY_PASSWORD);
    await ask.getByRole('button', { name: '确认提现' }).click();
    await expect.poll(() => page.getByTestId('withdraw-done').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await text(page, 'withdraw-frozen')).toBe('¥300.00');
    expect(await text(page, 'withdraw-expected')).toMatch(/^\d{4}\/\d{2}\/\d{2} 至 \d{4}\/\d{2}\/\d{2}$/);
    await shoot(page, 'withdraw-done');

    // The wallet: ¥300.00 frozen, ¥700.00 available, the balance unchanged.
    await page.getByRole('link', { name: '返回钱包' }).last().click();
    await page.waitForURL(/#\/work\/userCenter\/wallet$/);
    await expect.poll(() => text(page, 'wallet-frozen'), { timeout: 15_000 }).toBe('¥300.00');
    expect(await text(page, 'wallet-available')).toBe('¥700.00');
    expect(await text(page, 'wallet-balance')).toBe('¥1,000.00');
    await shoot(page, 'wallet-frozen');

    // 提现记录: 处理中 with the expected arrival.
    await page.getByRole('link', { name: /^提现记录/ }).click();
    await page.waitForURL(/#\/withdraw\/withdrawRecord$/);
    await expect.poll(() => text(page, 'withdrawal-status'), { timeout: 15_000 }).toBe('处理中');
    expect(await page.getByTestId('withdrawal').textContent()).toMatch(/预计到账\d{4}\/\d{2}\/\d{2} 至 \d{4}\/\d{2}\/\d{2}/);
    await shoot(page, 'records-pending');

    // The operator pays it out; after a reload the records say 已到账, under 已到账 too.
    const list = await call<ListPage<Withdrawal>>('wallet.withdrawals', { current: 1, size: 10 }, person.token);
    const withdrawal = list.body.data.records[0]!;
    expect(withdrawal.amount).toBe(30_000);
    const { markWithdrawalPaid } = await import('../../../functions/wallet/operator.js');
    await markWithdrawalPaid(withdrawal.id);
    await page.reload();
    await expect.poll(() => text(page, 'withdrawal-status'), { timeout: 15_000 }).toBe('已到账');
    expect(await page.getByTestId('withdrawal').textContent()).toContain('到账时间');
    await page.getByRole('tab', { name: '处理中' }).click();
    await expect.poll(() => page.getByText('暂无提现记录').isVisible()).toBe(true);
    await page.getByRole('tab', { name: '已到账' }).click();
    await expect.poll(() => page.getByTestId('withdrawal').count()).toBe(1);
    await shoot(page, 'records-paid');

    // 交易记录: the recharge (+), the hold (冻结) and the payout (−), newest first, each with its balance after.
    await page.goto(site('/withdraw/transactionRecord'));
    await expect.poll(() => page.getByTestId('flow-amount').allTextContents(), { timeout: 15_000 }).toEqual(['-¥300.00', '冻结 ¥300.00', '+¥1,000.00']);
    expect(await page.getByTestId('flow-row').first().textContent()).toContain('余额 ¥700.00');
    await shoot(page, 'flow');
    await page.getByTestId('flow-row').nth(1).click();
    await page.waitForURL(/#\/withdraw\/flowDetails\?id=\d+$/);
    await expect.poll(() => text(page, 'details-amount'), { timeout: 15_000 }).toBe('冻结 ¥300.00');
    const details = (await page.getByTestId('flow-details').textContent()) ?? '';
    expect(details).toContain('冻结金额变动+¥300.00');
    expect(details).toContain('可用余额变动-¥300.00');
    expect(details).toContain('交易后冻结金额¥300.00');
    await shoot(page, 'flow-details');

    // The wallet at last: ¥700.00, nothing frozen.
    await page.goto(site('/work/userCenter/wallet'));
    await expect.poll(() => text(page, 'wallet-balance'), { timeout: 15_000 }).toBe('¥700.00');
    expect(await text(page, 'wallet-frozen')).toBe('¥0.00');
    expect(errors).toEqual([]);
  });

  it('leads to the pay password before a first withdrawal, and to identity documents from the withdraw page', { timeout: 120_000 }, async () => {
    const person = await newPerson();
    await completeBaseInfo(person);
    const page = await loggedInPage(pages.browser(), person);
    await page.goto(site('/work/userCenter/wallet'));
    await expect.poll(() => page.getByText('您还没有设置支付密码，提现前请先设置。').isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByRole('button', { name: '提现', exact: true }).click();
    const notice = page.getByRole('dialog');
    await expect.poll(() => notice.textContent()).toContain('请先设置6位数字支付密码');
    await notice.getByRole('button', { name: '去设置' }).click();
    await page.waitForURL(/#\/work\/userCenter\/setting\?section=payPassword$/);
    await expect.poll(() => page.getByRole('region', { name: '设置支付密码' }).isVisible(), { timeout: 15_000 }).toBe(true);

    // The withdraw page offers 上传证件: a person's wallet asks for both sides of the ID card.
    await page.goto(site('/withdraw/withdraw'));
    await expect.poll(() => page.getByText('还没有提现方式，请先添加银行卡或支付宝账号。').isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByRole('button', { name: '上传证件' }).click();
    const upload = page.getByRole('dialog');
    await expect.poll(() => upload.getByTestId('identity-state').textContent(), { timeout: 15_000 }).toBe('尚未提交');
    // Identity photos are pictures of the dictionary's kind: at least 480 px wide (a 1 px one is refused in the page).
    const png = pictureOf(640, 400);
    await upload.getByTestId('identity-front-file').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: png });
    await upload.getByTestId('identity-back-file').setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => upload.getByRole('button', { name: /重新上传/ }).count(), { timeout: 15_000 }).toBe(2);
    await shoot(page, 'identity');
    await upload.getByRole('button', { name: '提交证件' }).click();
    await expect.poll(() => page.getByText('证件已提交，请重新提交提现').isVisible(), { timeout: 15_000 }).toBe(true);
    const identity = await call<{ submitted: boolean }>('wallet.identity', {}, person.token);
    expect(identity.body.data.submitted).toBe(true);
  });

  it('lets a company’s administrator choose its 授权人, who then runs the company wallet; other staff are told they may not', { timeout: 120_000 }, async () => {
    const [admin, chosen, other] = await Promise.all([newPerson('COMPANY'), newPerson(), newPerson()]);
    await Promise.all([admin, chosen, other].map((person) => completeBaseInfo(person)));
    await hireStaff(admin, chosen);
    await hireStaff(admin, other);

    // The administrator: 设置授权人 from the header's account menu.
    const page = await loggedInPage(pages.browser(), admin);
    await page.goto(site('/work'));
    await page.locator('header').getByRole('button', { name: '账号菜单' }).click();
    await page.getByRole('menuitem', { name: '设置授权人' }).click();
    await page.waitForURL(/#\/company\/setCertigier$/, { timeout: 15_000 });
    await expect.poll(() => page.getByTestId('certigier-none').isVisible(), { timeout: 15_000 }).toBe(true);
    await shoot(page, 'certigier-none');
    await page.getByRole('radio', { name: new RegExp(chosen.nickname) }).check();
    await page.getByRole('button', { name: '设为授权人' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect.poll(() => page.getByTestId('certigier-current').textContent(), { timeout: 15_000 }).toContain(chosen.nickname);
    await shoot(page, 'certigier');

    // The company wallet, from the personal center's menu.
    await page.goto(site('/work/userCenter'));
    const menu = page.getByRole('navigation', { name: '个人中心' });
    await expect.poll(() => menu.getByRole('link', { name: '单位钱包' }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await menu.getByRole('link', { name: '我的钱包' }).count()).toBe(0);
    await menu.getByRole('link', { name: '单位钱包' }).click();
    await page.waitForURL(/#\/company\/comWallet$/);
    await expect.poll(() => text(page, 'wallet-balance'), { timeout: 15_000 }).toBe('¥0.00');
    expect(await page.getByRole('heading', { name: '单位钱包' }).isVisible()).toBe(true);
    await shoot(page, 'company-wallet');
    await page.context().close();

    // The 授权人, logged in as the company, runs the wallet; another staff member is told why there is none.
    const asChosen = (await login(chosen.phone, chosen.password, 'COMPANY')).body.data;
    const theirs = await loggedInPage(pages.browser(), { ...chosen, token: asChosen });
    await theirs.goto(site('/company/comWallet'));
    await expect.poll(() => text(theirs, 'wallet-balance'), { timeout: 15_000 }).toBe('¥0.00');
    await theirs.context().close();

    const asOther = (await login(other.phone, other.password, 'COMPANY')).body.data;
    const refused = await loggedInPage(pages.browser(), { ...other, token: asOther });
    const errors = watchErrors(refused);
    await refused.goto(site('/company/comWallet'));
    await expect.poll(() => refused.getByTestId('wallet-refused').textContent(), { timeout: 15_000 }).toContain('只有管理员或授权人可以查看和操作钱包');
    expect(await refused.getByRole('dialog').count()).toBe(0);
    await shoot(refused, 'company-wallet-refused');
    // The refusal is the page's own message, not a failure of the page.
    expect(errors.filter((e) => !e.includes('403'))).toEqual([]);
    await refused.context().close();
  });
});
