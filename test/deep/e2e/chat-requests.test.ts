/// <reference lib="dom" />
/**
 * The request screens of the chat panel in headless Chromium against the local cloud (spec §2.5, §4, §5), two
 * people in two browsers: B answers A's friend request with a reply (50 characters at most) that A then reads
 * under 新的朋友, and agrees, after which each finds the other among the contacts; B finds A's group by its
 * number, asks to join with a note (100 characters at most), A agrees under 新的群聊, and B has the group in the
 * groups tab and opens it; asking again is refused with 您已加入该群. Screenshots are kept in test-results/e2e.
 */
import { randomInt } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { strangerName } from '../../../shared/masking.js';
import type { GroupDetail } from '../../../shared/schemas/chat-groups.js';
import { api } from '../../support/api.js';
import { screenshot } from '../../support/browser.js';
import { back, chatPair, openPanel, panel, tab } from '../../support/chat-panel.js';
import { friendsWith, newPerson, type TestPerson } from '../../support/people.js';

const MSG = '/api/mall/message';


describe('the chat panel requests', () => {
  let browser: Browser;
  let a: TestPerson;
  let b: TestPerson;
  beforeAll(async () => {
    ({ browser, a, b } = await chatPair({ friends: false }));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('replies to a friend request, the reply reaches the sender, and agreeing makes them friends', { timeout: 90_000 }, async () => {
    // A asks B through the API; A then watches the request under 新的朋友.
    const note = '我是A，想加你为好友';
    const asked = await api<{ id: string }>('POST', `${MSG}/add-friend`, { token: a.token, json: { receiverId: b.userId, information: note } });
    expect(asked.body.code).toBe(200);

    const pageA = await openPanel(browser, a);
    await tab(pageA, '通讯录').click();
    await panel(pageA).getByTestId('new-friends-entry').click();
    const sentByA = panel(pageA).getByTestId('friend-request').filter({ hasText: `已发送好友申请：${note}` });
    await expect.poll(() => sentByA.count(), { timeout: 10_000 }).toBe(1);
    // Until B agrees, A sees B as any stranger is seen (chatPair makes B 女): never the full nickname.
    expect(await sentByA.getByText(strangerName(b.nickname, '女'), { exact: true }).count()).toBe(1);
    expect(await sentByA.getByText(b.nickname, { exact: true }).count()).toBe(0);
    // The sender may reply but neither agree nor reject.
    expect(await sentByA.getByRole('button', { name: '回复' }).count()).toBe(1);
    expect(await sentByA.getByRole('button', { name: /^(同意|拒绝)$/ }).count()).toBe(0);

    // B opens the request and the reply dialog.
    const pageB = await openPanel(browser, b);
    await tab(pageB, '通讯录').click();
    await panel(pageB).getByTestId('new-friends-entry').click();
    const toB = panel(pageB).getByTestId('friend-request').filter({ hasText: `请求添加你为好友：${note}` });
    await expect.poll(() => toB.count(), { timeout: 10_000 }).toBe(1);
    await toB.getByRole('button', { name: '回复' }).click();
    const dialog = pageB.getByRole('dialog', { name: '回复' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const field = dialog.getByLabel('回复内容');
    await expect.poll(() => dialog.getByText('还可输入 50 字（最多 50 字）').isVisible()).toBe(true);

    // A blank reply is refused in the dialog; a long one stops at 50 characters.
    await field.fill('   ');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => dialog.getByText('请输入回复内容').isVisible()).toBe(true);
    await field.fill('长'.repeat(60));
    await expect.poll(async () => (await field.inputValue()).length).toBe(50);
    await expect.poll(() => dialog.getByText('还可输入 0 字（最多 50 字）').isVisible()).toBe(true);

    const reply = `你好，我是B，请问是哪个项目？${randomInt(1000, 9999)}`;
    await field.fill(reply);
    await expect.poll(() => dialog.getByText(`还可输入 ${50 - reply.length} 字（最多 50 字）`).isVisible()).toBe(true);
    await screenshot(pageB, 'chat-friend-reply');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(0);
    // B's own reply shows as 我.
    await expect.poll(() => toB.getByText(`我：${reply}`).count(), { timeout: 10_000 }).toBe(1);

    // A reads B's reply, by B's name as a stranger sees it, on coming back to 新的朋友.
    await expect
      .poll(
        async () => {
          await back(pageA).click();
          await panel(pageA).getByTestId('new-friends-entry').click();
          return sentByA.getByText(`${strangerName(b.nickname, '女')}：${reply}`).count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    await screenshot(pageA, 'chat-friend-reply-received');

    // B agrees without choosing a friend group; the request shows 已同意 on both sides.
    await toB.getByRole('button', { name: '同意', exact: true }).click();
    await expect.poll(() => pageB.getByRole('dialog', { name: '选择分组' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await pageB.getByRole('button', { name: '暂不分组' }).click();
    await expect.poll(() => toB.getByText('已同意').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await toB.getByRole('button', { name: '回复' }).count()).toBe(0);

    await expect
      .poll(
        async () => {
          await back(pageA).click();
          await panel(pageA).getByTestId('new-friends-entry').click();
          return sentByA.getByText('已同意').count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);

    // Each now finds the other among the contacts.
    const contactOf = async (page: Page, friend: TestPerson) => {
      await back(page).click();
      await tab(page, '消息').click();
      await tab(page, '通讯录').click();
      await expect.poll(() => panel(page).getByTestId('contact').filter({ hasText: friend.nickname }).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    };
    await contactOf(pageA, b);
    await contactOf(pageB, a);
    await panel(pageA).getByTestId('contact').filter({ hasText: b.nickname }).first().click();
    await expect.poll(() => panel(pageA).getByRole('button', { name: '发消息' }).isVisible(), { timeout: 10_000 }).toBe(true);

    await pageA.context().close();
    await pageB.context().close();
  });

  it('finds a group by number, applies with a note, the owner agrees and the applicant is in', { timeout: 90_000 }, async () => {
    // A owns a group with C, made and named through the API; B is not in it.
    const c = await newPerson();
    await friendsWith(a.userId, [c.userId]);
    const created = await api<string>('POST', `${MSG}/create-group`, { token: a.token, json: { userIds: [c.userId] } });
    expect(created.body.code).toBe(200);
    const groupId = created.body.data;
    const groupName = `合作申请群${randomInt(1000, 9999)}`;
    expect((await api('POST', `${MSG}/group-edit`, { token: a.token, json: { groupId, name: groupName } })).body.code).toBe(200);
    const { number } = (await api<GroupDetail>('GET', `${MSG}/group-dt?groupId=${groupId}`, { token: a.token })).body.data;
    expect(number).toMatch(/^\d{8}$/);

    // B searches the number from the groups tab and opens the apply screen.
    const pageB = await openPanel(browser, b);
    await tab(pageB, '群聊').click();
    await panel(pageB).getByRole('button', { name: '搜索群聊' }).click();
    await panel(pageB).getByLabel('输入8位群号').fill(number);
    const found = panel(pageB).getByTestId('found-group').filter({ hasText: groupName });
    await expect.poll(() => found.count(), { timeout: 10_000 }).toBe(1);
    expect(await found.textContent()).toContain(`群号 ${number}`);
    expect(await found.textContent()).toContain('申请加入');
    await found.click();
    await expect.poll(() => panel(pageB).getByRole('heading', { name: '申请入群' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => panel(pageB).getByText(`群号 ${number} · 2人`).isVisible(), { timeout: 10_000 }).toBe(true);

    // The note stops at 100 characters.
    const noteField = panel(pageB).getByLabel('申请说明');
    await noteField.fill('长'.repeat(120));
    await expect.poll(async () => (await noteField.inputValue()).length).toBe(100);
    await expect.poll(() => panel(pageB).getByText('100/100').isVisible()).toBe(true);
    const applyNote = `我是B，想参与这个项目${randomInt(1000, 9999)}`;
    await noteField.fill(applyNote);
    await panel(pageB).getByRole('button', { name: '申请加入', exact: true }).click();
    await expect.poll(() => pageB.getByText('入群申请已发送').isVisible(), { timeout: 10_000 }).toBe(true);
    // Sent: the panel is back on the search screen.
    await expect.poll(() => panel(pageB).getByRole('heading', { name: '搜索群聊' }).isVisible(), { timeout: 10_000 }).toBe(true);

    // A sees the request under 新的群聊, with the badge, and agrees.
    const pageA = await openPanel(browser, a);
    await tab(pageA, '群聊').click();
    await expect.poll(() => panel(pageA).getByTestId('new-groups-entry').textContent(), { timeout: 10_000 }).toMatch(/新的群聊\s*1$/);
    await panel(pageA).getByTestId('new-groups-entry').click();
    await expect.poll(() => panel(pageA).getByRole('heading', { name: '新的群聊' }).isVisible(), { timeout: 10_000 }).toBe(true);
    const request = panel(pageA).getByTestId('group-request').filter({ hasText: `${b.nickname} 申请加入「${groupName}」` });
    await expect.poll(() => request.count(), { timeout: 10_000 }).toBe(1);
    expect(await request.getByText(applyNote).count()).toBe(1);
    await screenshot(pageA, 'chat-new-group-requests');
    await request.getByRole('button', { name: '同意', exact: true }).click();
    await expect.poll(() => request.getByText('已同意').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await request.getByRole('button').count()).toBe(0);

    // B has the group in the groups tab and opens it.
    await back(pageB).click();
    const joined = panel(pageB).getByTestId('group').filter({ hasText: groupName });
    await expect
      .poll(
        async () => {
          await tab(pageB, '消息').click();
          await tab(pageB, '群聊').click();
          return joined.count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    expect(await joined.textContent()).toContain('3人');
    await joined.click();
    await expect.poll(() => panel(pageB).getByTestId('chat-title').textContent(), { timeout: 10_000 }).toContain(groupName);
    await expect.poll(() => panel(pageB).getByRole('button', { name: '发送', exact: true }).isEnabled(), { timeout: 15_000 }).toBe(true);

    // The search now shows the group as joined; a second request is refused.
    await back(pageB).click();
    await panel(pageB).getByRole('button', { name: '搜索群聊' }).click();
    // A search is always asked afresh: the same number now answers 已加入.
    await panel(pageB).getByLabel('输入8位群号').fill(number);
    await expect.poll(() => panel(pageB).getByTestId('found-group').filter({ hasText: groupName }).textContent(), { timeout: 10_000 }).toContain('已加入');
    const again = await api('POST', `${MSG}/group-apply`, { token: b.token, json: { groupId, description: '再申请一次' } });
    expect(again.body.msg).toBe('您已加入该群');

    await pageA.context().close();
    await pageB.context().close();
  });
});
