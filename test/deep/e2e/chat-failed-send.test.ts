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
import { api } from '../../support/api.js';
import { screenshot, SHOTS_DIR } from '../../support/browser.js';
import { chatHistory, chatPair, openChatWithContact, panel } from '../../support/chat-panel.js';
import { type TestPerson } from '../../support/people.js';

const MSG = '/api/mall/message';
const TEXT = '这条消息先被拒收，再重发';

describe('a refused send', () => {
  let browser: Browser;
  let a: TestPerson;
  let b: TestPerson;
  beforeAll(async () => {
    ({ browser, a, b } = await chatPair({ friends: true }));
  });
  afterAll(async () => {
    await browser?.close();
  });

  const blacklist = async (on: boolean) => {
    const saved = await api('POST', `${MSG}/edit`, { token: b.token, json: { friendId: a.userId, blacklist: on } });
    expect(saved.body.code).toBe(200);
  };

  it('shows as failed with the reason, and 重发 delivers it once', async () => {
    await blacklist(true);

    const page = await openChatWithContact(browser, a);
    const input = panel(page).getByLabel('输入消息');
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
    expect((await chatHistory(b, a)).filter((m) => m.content === TEXT)).toHaveLength(0);

    // B lifts the blacklist; A resends: delivered once, one bubble, no longer failed.
    await blacklist(false);
    await mine.getByRole('button', { name: '重发' }).click();
    await expect.poll(() => mine.getAttribute('data-status'), { timeout: 15_000 }).toMatch(/^(sent|read)$/);
    expect(await mine.count()).toBe(1);
    expect(await mine.getByTestId('send-failed').count()).toBe(0);
    await expect.poll(async () => (await chatHistory(b, a)).filter((m) => m.content === TEXT).length, { timeout: 10_000 }).toBe(1);
    const [stored] = (await chatHistory(b, a)).filter((m) => m.content === TEXT);
    expect(stored?.userId).toBe(a.userId);
    expect(stored?.clientMessageId).not.toBe('');
    await screenshot(page, 'chat-failed-send-resent');

    await page.context().close();
  });
});
