/// <reference lib="dom" />
/**
 * 联系客服 and the service desk in Chromium (issue 15, item 1): a person opens 合作云客服 from the chat panel's
 * message list and asks; a member of the desk (the SERVICE role) finds them on 客服工作台 with the unread count,
 * opens the conversation and answers; the answer reaches the person's open chat. Screenshots in test-results/e2e.
 */
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from '../../support/browser.js';
import { newStaff } from '../../support/authz/things.js';
import { loggedInPage, openPanel, panel, site } from '../../support/chat-panel.js';
import { newPerson } from '../../support/people.js';
import { completeBaseInfo } from '../../support/uploads.js';

describe('the service desk', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('is reached with 联系客服, and desk staff answer from 客服工作台', { timeout: 90_000 }, async () => {
    // Prepare
    const [person, staff] = await Promise.all([newPerson(), newStaff()]);
    await Promise.all([completeBaseInfo(person), completeBaseInfo(staff)]);
    const question = `如何发布需求？${Date.now()}`;
    const answer = `在工作台点击发布需求即可。${Date.now()}`;

    // Act: the person opens 合作云客服 and asks.
    const mine = await openPanel(browser, person);
    expect(await panel(mine).getByTestId('service-desk').count()).toBe(0);
    await panel(mine).getByTestId('contact-service').click();
    await expect.poll(() => panel(mine).getByTestId('chat-title').textContent(), { timeout: 10_000 }).toBe('合作云客服');
    const send = panel(mine).getByRole('button', { name: '发送', exact: true });
    await expect.poll(() => send.isEnabled(), { timeout: 15_000 }).toBe(true);
    await panel(mine).getByRole('textbox', { name: /输入/ }).fill(question);
    await send.click();
    await expect.poll(() => panel(mine).getByTestId('message-mine').filter({ hasText: question }).count(), { timeout: 10_000 }).toBe(1);

    // The desk: the person is on the list with one unread; the answer goes back.
    const desk = await openPanel(browser, staff);
    await panel(desk).getByTestId('service-desk').click();
    const row = panel(desk).getByTestId('consult').filter({ hasText: person.nickname });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    expect(await row.getByTestId('unread-badge').textContent()).toBe('1');
    await screenshot(desk, 'service-desk');
    await row.click();
    await expect.poll(() => panel(desk).getByTestId('message-theirs').filter({ hasText: question }).count(), { timeout: 10_000 }).toBe(1);
    const deskSend = panel(desk).getByRole('button', { name: '发送', exact: true });
    await expect.poll(() => deskSend.isEnabled(), { timeout: 15_000 }).toBe(true);
    await panel(desk).getByRole('textbox', { name: /输入/ }).fill(answer);
    await deskSend.click();

    // Assess: the answer reaches the person's open chat.
    await expect.poll(() => panel(mine).getByTestId('message-theirs').filter({ hasText: answer }).count(), { timeout: 15_000 }).toBe(1);
    await screenshot(mine, 'service-chat');

    // The desk marks it done: back on the list, shown as 已处理.
    await panel(desk).getByTestId('consult-done').click();
    await expect.poll(() => panel(desk).getByTestId('consult').filter({ hasText: person.nickname }).textContent(), { timeout: 10_000 }).toContain('已处理');
    await Promise.all([mine.context().close(), desk.context().close()]);
  });

  it('opens 合作云客服 from the floating helper, the FAQ and the footer, and asks a visitor to log in first', { timeout: 90_000 }, async () => {
    const person = await newPerson();
    await completeBaseInfo(person);
    const page = await loggedInPage(browser, person);
    for (const [path, entry] of [
      ['/home', 'helper-service'],
      ['/ruleCenter?key=difficult', 'faq-service'],
      ['/home', 'footer-service'],
    ] as const) {
      await page.goto(site(path));
      await page.getByTestId(entry).click();
      await expect.poll(() => panel(page).getByTestId('chat-title').textContent(), { timeout: 15_000 }).toBe('合作云客服');
      await panel(page).getByTestId('chat-close').click();
    }
    await page.context().close();

    const visitor = await newPage(browser);
    await visitor.goto(site('/home'));
    await visitor.getByTestId('helper-service').click();
    await expect.poll(() => visitor.getByRole('dialog', { name: '请先登录' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await visitor.context().close();
  });
});
