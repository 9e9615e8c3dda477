/// <reference lib="dom" />
/**
 * Messages in the order they were typed (the chaos client's findings; docs/conventions.md "Realtime"): A types five
 * messages quickly, each sent with Enter as soon as it is typed, and B, with the chat open, sees them in that order
 * (and so does the stored history); then A's chat socket is dropped by the server right after a send, and that
 * message appears exactly once for both after the reconnect.
 */
import { inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { chatConnectionsOf } from '../../../functions/lib/socket/connection-store.js';
import { chatHistory, chatPair, openChatWithContact, panel } from '../../support/chat-panel.js';
import { type TestPerson } from '../../support/people.js';

const TYPED = ['第一句', '第二句', '第三句', '第四句', '第五句'];
const CUT = '断线时发出的这一句';

describe('messages typed quickly', () => {
  let browser: Browser;
  let a: TestPerson;
  let b: TestPerson;
  beforeAll(async () => {
    ({ browser, a, b } = await chatPair({ friends: true }));
  });
  afterAll(async () => {
    await browser?.close();
  });


  it('reach the receiver in the order typed, and a send cut off by a dropped socket appears once', { timeout: 120_000 }, async () => {
    const [pageA, pageB] = await Promise.all([openChatWithContact(browser, a), openChatWithContact(browser, b)]);
    const input = panel(pageA).getByLabel('输入消息');
    // Each typed and sent at once; the SPA takes the next Enter as soon as the one before is acknowledged (it
    // keeps one send in flight per conversation), so an Enter it did not take yet is pressed again.
    for (const text of TYPED) {
      await input.fill(text);
      await expect
        .poll(
          async () => {
            if ((await input.inputValue()) !== '') await input.press('Enter');
            return input.inputValue();
          },
          { timeout: 15_000, interval: 50 },
        )
        .toBe('');
    }

    const theirs = panel(pageB).getByTestId('message-theirs');
    const shownToB = async () => (await theirs.allTextContents()).map((t) => TYPED.find((typed) => t.includes(typed))).filter(Boolean);
    await expect.poll(shownToB, { timeout: 20_000 }).toEqual(TYPED);
    expect((await chatHistory(b, a)).map((m) => m.content)).toEqual(TYPED);
    const mine = panel(pageA).getByTestId('message-mine');
    await expect.poll(async () => (await mine.allTextContents()).map((t) => TYPED.find((typed) => t.includes(typed))).filter(Boolean), { timeout: 10_000 }).toEqual(TYPED);

    // A sends, and the server drops A's chat socket at once (as API Gateway's @connections DELETE does).
    const [before] = await chatConnectionsOf(a.userId, 'MSG', b.userId);
    expect(before).toBeDefined();
    await input.fill(CUT);
    await input.press('Enter');
    const dropped = await fetch(`${inject('cloud').wsCallbackUrl}/@connections/${encodeURIComponent(before!.connectionId)}`, { method: 'DELETE' });
    expect([204, 200, 410]).toContain(dropped.status);

    // The client reconnects and resends with the same client id: one copy stored, one bubble on each side.
    await expect
      .poll(async () => (await chatConnectionsOf(a.userId, 'MSG', b.userId)).some((c) => c.connectionId !== before!.connectionId), { timeout: 30_000 })
      .toBe(true);
    const cutMine = mine.filter({ hasText: CUT });
    await expect.poll(() => cutMine.getAttribute('data-status'), { timeout: 30_000 }).toMatch(/^(sent|read)$/);
    expect(await cutMine.count()).toBe(1);
    await expect.poll(async () => (await chatHistory(b, a)).filter((m) => m.content === CUT).length, { timeout: 20_000 }).toBe(1);
    await expect.poll(() => theirs.filter({ hasText: CUT }).count(), { timeout: 20_000 }).toBe(1);
    expect((await chatHistory(b, a)).map((m) => m.content)).toEqual([...TYPED, CUT]);

    await Promise.all([pageA.context().close(), pageB.context().close()]);
  });
});
