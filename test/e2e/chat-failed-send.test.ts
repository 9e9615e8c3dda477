/// <reference lib="dom" />
/**
 * A refused send stays on screen (issue 12; docs/conventions.md "Realtime"): B blacklists A, A's message in the chat
 * frame is answered with ERROR and shows as failed — the red mark left of the bubble, 发送失败 and the server's
 * reason, a 重发 button; B lifts the blacklist, A resends it with the same client id, and it is delivered once: one
 * bubble on A's side, no longer failed, and one copy in B's history. The failed bubble's screenshot is kept in
 * test-results/e2e as chat-failed-send.png.
 */
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import type { ChatMessage, RecordPage } from '../../shared/schemas/chat-messages.js';
import { api } from '../support/api.js';
import { launchBrowser, screenshot, SHOTS_DIR } from '../support/browser.js';
import { openPanel, panel, tab } from '../support/chat-panel.js';
import { newPerson, type TestPerson } from '../support/people.js';
import { completeBaseInfo } from '../support/uploads.js';

const MSG = '/api/mall/message';
const TEXT = '这条消息先被拒收，再重发';

describe('a refused send', () => {
  let browser: Browser;
  let a: TestPerson;
  let b: TestPerson;
  beforeAll(async () => {
    browser = await launchBrowser();
    [a, b] = await Promise.all([newPerson(), newPerson()]);
    await Promise.all([completeBaseInfo(a, '男'), completeBaseInfo(b, '女')]);
    const asked = await api<{ id: string }>('POST', `${MSG}/add-friend`, { token: a.token, json: { receiverId: b.userId, information: '' } });
    expect(asked.body.code).toBe(200);
    const agreed = await api('POST', `${MSG}/is-agree`, { token: b.token, json: { id: asked.body.data.id, pass: true } });
    expect(agreed.body.code).toBe(200);
  });
  afterAll(async () => {
    await browser?.close();
  });

  const blacklist = async (on: boolean) => {
    const saved = await api('POST', `${MSG}/edit`, { token: b.token, json: { friendId: a.userId, blacklist: on } });
    expect(saved.body.code).toBe(200);
  };
  const historyOfB = async (): Promise<ChatMessage[]> => {
    const page = await api<RecordPage>('GET', `${MSG}/record?messageType=MSG&joinUserId=${a.userId}&current=1&size=50`, { token: b.token });
    expect(page.body.code).toBe(200);
    return page.body.data.records;
  };

  it('shows as failed with the reason, and 重发 delivers it once', async () => {
    await blacklist(true);

    const page = await openPanel(browser, a);
    await tab(page, '通讯录').click();
    await expect.poll(() => panel(page).getByTestId('contact').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await panel(page).getByTestId('contact').first().click();
    await panel(page).getByRole('button', { name: '发消息' }).click();
    const input = panel(page).getByLabel('输入消息');
    await expect.poll(() => panel(page).getByRole('button', { name: '发送', exact: true }).isEnabled(), { timeout: 15_000 }).toBe(true);
    await input.fill(TEXT);
    await input.press('Enter');

    // Refused: the bubble stays, marked failed with the server's reason (shared/errors.ts BLACKLISTED).
    const mine = panel(page).getByTestId('message-mine').filter({ hasText: TEXT });
    await expect.poll(() => mine.getAttribute('data-status'), { timeout: 15_000 }).toBe('failed');
    expect(await mine.count()).toBe(1);
    await expect.poll(() => mine.getByTestId('send-failed').textContent()).toContain('发送失败');
    expect(await mine.getByTestId('send-failed').textContent()).toContain('对方已将您加入黑名单');
    expect(await mine.getByRole('img', { name: '发送失败' }).isVisible()).toBe(true);
    // The mark sits left of the bubble, as WeChat's does.
    const markBox = await mine.getByRole('img', { name: '发送失败' }).boundingBox();
    const textBox = await mine.getByText(TEXT).boundingBox();
    expect(markBox && textBox && markBox.x + markBox.width <= textBox.x).toBe(true);
    // The input is free again: the text lives on in the failed bubble.
    await expect.poll(() => input.inputValue()).toBe('');
    await screenshot(page, 'chat-failed-send');
    await panel(page).screenshot({ path: join(SHOTS_DIR, 'chat-failed-send-panel.png') });
    expect((await historyOfB()).filter((m) => m.content === TEXT)).toHaveLength(0);

    // B lifts the blacklist; A resends: delivered once, one bubble, no longer failed.
    await blacklist(false);
    await mine.getByRole('button', { name: '重发' }).click();
    await expect.poll(() => mine.getAttribute('data-status'), { timeout: 15_000 }).toMatch(/^(sent|read)$/);
    expect(await mine.count()).toBe(1);
    expect(await mine.getByTestId('send-failed').count()).toBe(0);
    await expect.poll(async () => (await historyOfB()).filter((m) => m.content === TEXT).length, { timeout: 10_000 }).toBe(1);
    const [stored] = (await historyOfB()).filter((m) => m.content === TEXT);
    expect(stored?.userId).toBe(a.userId);
    expect(stored?.clientMessageId).not.toBe('');
    await screenshot(page, 'chat-failed-send-resent');

    await page.context().close();
  });
});
