/// <reference lib="dom" />
/**
 * Messages in the order they were typed (the chaos client's findings; docs/conventions.md "Realtime"): A types five
 * messages quickly, each sent with Enter as soon as it is typed, and B, with the chat open, sees them in that order
 * (and so does the stored history); then A's chat socket is dropped by the server right after a send, and that
 * message appears exactly once for both after the reconnect.
 */
import { inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { chatConnectionsOf } from '../../functions/lib/socket/connection-store.js';
import type { ChatMessage, RecordPage } from '../../shared/schemas/chat-messages.js';
import { api } from '../support/api.js';
import { launchBrowser } from '../support/browser.js';
import { openPanel, panel, tab } from '../support/chat-panel.js';
import { newPerson, type TestPerson } from '../support/people.js';
import { completeBaseInfo } from '../support/uploads.js';

const MSG = '/api/mall/message';
const TYPED = ['第一句', '第二句', '第三句', '第四句', '第五句'];
const CUT = '断线时发出的这一句';

describe('messages typed quickly', () => {
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

  /** A page with the chat with the person's one contact open, ready to send. */
  const openChat = async (person: TestPerson) => {
    const page = await openPanel(browser, person);
    await tab(page, '通讯录').click();
    await expect.poll(() => panel(page).getByTestId('contact').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await panel(page).getByTestId('contact').first().click();
    await panel(page).getByRole('button', { name: '发消息' }).click();
    await expect.poll(() => panel(page).getByRole('button', { name: '发送', exact: true }).isEnabled(), { timeout: 15_000 }).toBe(true);
    return page;
  };
  const historyOfB = async (): Promise<ChatMessage[]> => {
    const page = await api<RecordPage>('GET', `${MSG}/record?messageType=MSG&joinUserId=${a.userId}&current=1&size=50`, { token: b.token });
    expect(page.body.code).toBe(200);
    return page.body.data.records;
  };

  it('reach the receiver in the order typed, and a send cut off by a dropped socket appears once', { timeout: 120_000 }, async () => {
    const [pageA, pageB] = await Promise.all([openChat(a), openChat(b)]);
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
    expect((await historyOfB()).map((m) => m.content)).toEqual(TYPED);
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
    await expect.poll(async () => (await historyOfB()).filter((m) => m.content === CUT).length, { timeout: 20_000 }).toBe(1);
    await expect.poll(() => theirs.filter({ hasText: CUT }).count(), { timeout: 20_000 }).toBe(1);
    expect((await historyOfB()).map((m) => m.content)).toEqual([...TYPED, CUT]);

    await Promise.all([pageA.context().close(), pageB.context().close()]);
  });
});
