/// <reference lib="dom" />
/**
 * The chat panel in headless Chromium against the local cloud (spec §2.5, §4): two people in two browsers — A
 * adds B as a friend, B agrees with a new friend group, they exchange a text, an emoji and an image (with its
 * upload progress), and A sees 已读; then A makes a group with B and a third person C, renames it and dissolves
 * it. A visitor is invited to log in or register; a person whose session the server ended is told it expired.
 * Screenshots of the main screens are kept in test-results/e2e.
 */
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { publishNotice } from '../../../functions/content/publish.js';
import { startSession } from '../../../functions/lib/auth/session.js';
import { connectionsOf } from '../../../functions/lib/socket/connection-store.js';
import { api } from '../../support/api.js';
import { launchBrowser, newPage, screenshot } from '../../support/browser.js';
import { back, loggedInPage, openPanel, panel, site, tab } from '../../support/chat-panel.js';
import { newPerson, type TestPerson } from '../../support/people.js';
import { completeBaseInfo, PNG } from '../../support/uploads.js';

const MSG = '/api/mall/message';

describe('the chat panel', () => {
  let browser: Browser;
  let a: TestPerson;
  let b: TestPerson;
  let c: TestPerson;
  beforeAll(async () => {
    browser = await launchBrowser();
    [a, b, c] = await Promise.all([newPerson(), newPerson(), newPerson()]);
    await Promise.all([completeBaseInfo(a, '男'), completeBaseInfo(b, '女'), completeBaseInfo(c, '男')]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('invites a visitor to log in or register', async () => {
    const page = await newPage(browser);
    await page.goto(site('/home'));
    await page.getByTestId('chat-launcher').click();
    const dialog = page.getByRole('dialog', { name: '请先登录' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    // Never the expired-login text: this visitor had no session.
    expect(await page.getByText('登录状态已过期').count()).toBe(0);
    expect(await dialog.getByRole('button', { name: '登录', exact: true }).count()).toBe(1);
    await screenshot(page, 'visitor-login-first');
    await dialog.getByRole('button', { name: '注册', exact: true }).click();
    await page.waitForURL(/#\/login\/register/);
    await page.context().close();
  });

  it('tells a person whose session the server ended that the login expired', async () => {
    // Prepare: a logged-in page with its global socket open.
    const person = await newPerson();
    await completeBaseInfo(person);
    const page = await loggedInPage(browser, person);
    // Open means the browser sent its first frame (the HEARTBEAT on open): a login's kick cannot reach a socket still
    // in its $connect, which is then refused and learns of the ended session only later (docs/SECURITY.md "Sessions
    // and sockets").
    const socket = page.waitForEvent('websocket');
    await page.goto(site('/home'));
    await (await socket).waitForEvent('framesent', { timeout: 15_000 });
    await expect.poll(async () => (await connectionsOf(person.userId)).filter((c) => c.channel === 'radio').length, { timeout: 15_000 }).toBe(1);

    // Act: a newer login of the same account ends this session; the page is told (KICK_USER_OFFLINE) and leaves for
    // the login page, where the person clicks the chat button.
    await startSession(person.userId, 'PERSONAGE');
    await expect.poll(() => page.url(), { timeout: 15_000 }).toMatch(/#\/login\?redirect=/);
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await page.getByTestId('chat-launcher').click();

    // Assess: the expired-login confirmation of spec §6, not the visitor's invitation.
    await expect.poll(() => page.getByText('登录状态已过期，请重新登录').isVisible()).toBe(true);
    expect(await page.getByRole('dialog', { name: '请先登录' }).count()).toBe(0);
    await page.context().close();
  });

  it('befriends, chats with text, emoji and an image, and shows 已读', async () => {
    const pageA = await openPanel(browser, a);
    await screenshot(pageA, 'chat-home-messages');

    // A asks B to be friends, by B's number.
    await tab(pageA, '通讯录').click();
    await panel(pageA).getByRole('button', { name: '添加好友' }).click();
    await pageA.getByLabel('账号或手机号').fill(b.userNo);
    await pageA.getByLabel('验证信息').fill('我是A，合作愉快');
    await pageA.getByRole('button', { name: '发送申请' }).click();
    await expect.poll(() => pageA.getByRole('button', { name: '发送申请' }).count()).toBe(0);

    // B sees the request under 新的朋友 and agrees, putting A in a new friend group.
    const pageB = await openPanel(browser, b);
    await tab(pageB, '通讯录').click();
    await panel(pageB).getByTestId('new-friends-entry').click();
    await expect.poll(() => panel(pageB).getByTestId('friend-request').count(), { timeout: 10_000 }).toBe(1);
    await screenshot(pageB, 'chat-new-friends');
    await panel(pageB).getByRole('button', { name: '同意', exact: true }).click();
    await pageB.getByRole('button', { name: '新建分组' }).click();
    await pageB.getByLabel('分组名称').fill('合作伙伴');
    await pageB.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => pageB.getByRole('checkbox', { name: '合作伙伴' }).isChecked(), { timeout: 10_000 }).toBe(true);
    await pageB.getByRole('button', { name: '确认分组' }).click();
    await expect.poll(() => panel(pageB).getByText('已同意').isVisible(), { timeout: 10_000 }).toBe(true);

    // A finds B among the contacts and opens the chat.
    await tab(pageA, '消息').click();
    await tab(pageA, '通讯录').click();
    await expect.poll(() => panel(pageA).getByTestId('contact').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await screenshot(pageA, 'chat-contacts');
    await panel(pageA).getByTestId('contact').first().click();
    await panel(pageA).getByRole('button', { name: '发消息' }).click();
    const inputA = panel(pageA).getByLabel('输入消息');
    await expect.poll(() => panel(pageA).getByRole('button', { name: '发送', exact: true }).isEnabled(), { timeout: 15_000 }).toBe(true);
    await inputA.fill('你好，B！');
    await inputA.press('Enter');
    await expect.poll(() => panel(pageA).getByTestId('message-mine').filter({ hasText: '你好，B！' }).count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => inputA.inputValue()).toBe('');

    // A blank message is refused.
    await inputA.fill('   ');
    await inputA.press('Enter');
    await expect.poll(() => pageA.getByText('不能发送空白消息').isVisible()).toBe(true);
    await inputA.fill('');

    // B opens the conversation from the messages tab and answers with an emoji.
    await panel(pageB).getByRole('button', { name: '返回' }).click();
    await tab(pageB, '消息').click();
    // A's conversation, beside the system row of platform notices.
    const withA = panel(pageB).getByTestId('conversation').filter({ hasNotText: '平台通知' });
    await expect.poll(() => withA.count(), { timeout: 10_000 }).toBe(1);
    await withA.click();
    await expect.poll(() => panel(pageB).getByTestId('message-theirs').filter({ hasText: '你好，B！' }).count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => panel(pageB).getByRole('button', { name: '发送', exact: true }).isEnabled(), { timeout: 15_000 }).toBe(true);
    await panel(pageB).getByTestId('chat-emoji').click();
    await pageB.getByRole('option', { name: '😀' }).click();
    await panel(pageB).getByLabel('输入消息').press('Enter');
    await expect.poll(() => panel(pageA).getByTestId('message-theirs').filter({ hasText: '😀' }).count(), { timeout: 10_000 }).toBe(1);

    // A's text was read while B had the chat open.
    await expect.poll(() => panel(pageA).getByTestId('read-flag').first().textContent(), { timeout: 10_000 }).toBe('已读');

    // A sends an image: a progress bar while it uploads, then the picture on both sides.
    const progress = panel(pageA).getByRole('progressbar').waitFor({ state: 'attached', timeout: 10_000 });
    await panel(pageA).getByTestId('chat-image-input').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
    await progress;
    await expect.poll(() => panel(pageA).getByTestId('chat-image').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => panel(pageB).getByTestId('chat-image').count(), { timeout: 15_000 }).toBe(1);
    // Chat images are private: both sides load them through signed URLs, never the public /files/ path.
    for (const page of [pageA, pageB]) {
      const image = panel(page).getByTestId('chat-image');
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
      expect(await image.getAttribute('src')).toContain('X-Amz-Signature=');
    }
    await expect.poll(() => panel(pageA).getByTestId('read-flag').last().textContent(), { timeout: 10_000 }).toBe('已读');
    await screenshot(pageA, 'chat-frame');

    // B opens the picture: a viewer fitted to the screen that zooms, fits again, downloads and closes on Esc.
    await panel(pageB).getByTestId('chat-image').click();
    const viewer = pageB.getByTestId('image-viewer');
    await expect.poll(() => viewer.isVisible(), { timeout: 10_000 }).toBe(true);
    const zoom = () => viewer.getByTestId('viewer-zoom').textContent();
    await expect.poll(() => viewer.getByTestId('image-viewer-picture').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const fitted = await zoom();
    await viewer.getByTestId('viewer-zoom-in').click();
    await expect.poll(zoom).not.toBe(fitted);
    await viewer.getByTestId('viewer-fit').click();
    await expect.poll(zoom).toBe(fitted);
    const saved = pageB.waitForEvent('download');
    await viewer.getByTestId('viewer-download').click();
    expect((await saved).suggestedFilename()).toBe('photo.png');
    await screenshot(pageB, 'chat-image-viewer');
    await pageB.keyboard.press('Escape');
    await expect.poll(() => viewer.count()).toBe(0);

    // 放大窗口 makes the panel larger, and the size is kept for the next time the panel opens.
    const width = () => panel(pageB).evaluate((el) => el.getBoundingClientRect().width);
    const before = await width();
    await panel(pageB).getByTestId('chat-resize').first().click();
    await expect.poll(width).toBeGreaterThan(before + 200);
    expect(await pageB.evaluate(() => localStorage.getItem('hezuo.chat.large'))).toBe('1');
    await panel(pageB).getByTestId('chat-resize').first().click();
    await expect.poll(width).toBe(before);

    await pageA.context().close();
    await pageB.context().close();
  });

  it('makes a group of three, renames it, a member leaves it, and the owner dissolves it', async () => {
    // A and C become friends through the API; B is A's friend from the test before.
    const asked = await api<{ id: string }>('POST', `${MSG}/add-friend`, { token: a.token, json: { receiverId: c.userId, information: '' } });
    expect(asked.body.code).toBe(200);
    const agreed = await api('POST', `${MSG}/is-agree`, { token: c.token, json: { id: asked.body.data.id, pass: true } });
    expect(agreed.body.code).toBe(200);

    const page = await openPanel(browser, a);
    await tab(page, '群聊').click();
    await panel(page).getByTestId('create-group').click();
    // Nobody picked: '请选择联系人'.
    await panel(page).getByTestId('select-confirm').click();
    await expect.poll(() => page.getByText('请选择联系人').isVisible()).toBe(true);
    await expect.poll(() => panel(page).getByRole('checkbox').count(), { timeout: 10_000 }).toBe(2);
    for (const box of await panel(page).getByRole('checkbox').all()) await box.check();
    await panel(page).getByTestId('select-confirm').click();
    await expect.poll(() => panel(page).getByTestId('chat-title').textContent(), { timeout: 10_000 }).toMatch(/\(3\)$/);

    await panel(page).getByTestId('chat-group-settings').click();
    await expect.poll(() => panel(page).getByTestId('group-detail').isVisible(), { timeout: 10_000 }).toBe(true);
    // The three members are shown before the owner's add and remove tiles.
    await expect.poll(() => panel(page).getByTestId('group-detail').getByRole('button', { name: /测试/ }).count(), { timeout: 10_000 }).toBe(3);
    await screenshot(page, 'chat-group-detail');
    await panel(page).getByRole('button', { name: '修改群名' }).click();
    await page.getByLabel('群聊名称').fill('');
    await page.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => page.getByText('群聊名称不能为空').isVisible()).toBe(true);
    await page.getByLabel('群聊名称').fill('合作项目群');
    await page.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => panel(page).getByTestId('group-name').textContent(), { timeout: 10_000 }).toBe('合作项目群');

    // The owner's own name for the group, and the hand-over choices (every other member).
    await panel(page).getByRole('button', { name: '修改', exact: true }).click();
    await page.getByRole('dialog').getByRole('textbox').fill('周会群');
    await page.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => panel(page).getByTestId('group-remark').textContent(), { timeout: 10_000 }).toBe('周会群');
    await panel(page).getByRole('button', { name: '转让群主' }).click();
    await expect.poll(() => panel(page).getByTestId('hand-over').getByRole('button').count()).toBe(2);
    await panel(page).getByRole('button', { name: '转让群主' }).click();

    // B, a member, leaves the group: '删除并退出', after confirming.
    const pageB = await openPanel(browser, b);
    await tab(pageB, '群聊').click();
    await expect.poll(() => panel(pageB).getByTestId('group').count(), { timeout: 10_000 }).toBe(1);
    await panel(pageB).getByTestId('group').click();
    await panel(pageB).getByTestId('chat-group-settings').click();
    await panel(pageB).getByRole('button', { name: '删除并退出' }).click();
    await expect.poll(() => pageB.getByText('确定删除并退出吗').isVisible()).toBe(true);
    await pageB.getByRole('dialog').getByRole('button', { name: '删除并退出' }).click();
    await expect.poll(() => panel(pageB).getByTestId('group').count(), { timeout: 10_000 }).toBe(0);
    await pageB.context().close();
    const ownGroups = async () => (await api<{ name: string; total: number }[]>('GET', `${MSG}/group-list`, { token: a.token })).body.data;
    await expect.poll(async () => (await ownGroups()).find((g) => g.name === '合作项目群')?.total, { timeout: 10_000 }).toBe(2);

    await panel(page).getByRole('button', { name: '解散群聊' }).click();
    await expect.poll(() => page.getByText('群成员和群主都将被移出该群聊').isVisible()).toBe(true);
    await page.getByRole('dialog').getByRole('button', { name: '解散群聊' }).click();
    await expect.poll(() => tab(page, '群聊').getAttribute('aria-selected'), { timeout: 10_000 }).toBe('true');
    await expect.poll(() => panel(page).getByTestId('group').count(), { timeout: 10_000 }).toBe(0);
    await page.context().close();
  });

  it('shows a team invitation card and joins the team from it', async () => {
    const admin = await newPerson('TEAM');
    const sent = await api<{ records: string[] }>('POST', '/api/pc/hezuo/user-team/invite', { token: admin.token, json: { userIds: [c.userId] } });
    expect(sent.body.code).toBe(200);

    const page = await openPanel(browser, c);
    await expect.poll(() => panel(page).getByTestId('conversation').filter({ hasText: '[团队邀请]' }).count(), { timeout: 10_000 }).toBe(1);
    await panel(page).getByTestId('conversation').filter({ hasText: '[团队邀请]' }).click();
    await panel(page).getByRole('button', { name: new RegExp(admin.orgName!) }).click();
    await expect.poll(() => panel(page).getByTestId('team-invite-status').textContent(), { timeout: 10_000 }).toBe('待处理');
    await screenshot(page, 'chat-team-invite');
    await panel(page).getByRole('button', { name: '同意', exact: true }).click();
    await expect.poll(() => panel(page).getByTestId('team-invite-status').textContent(), { timeout: 10_000 }).toBe('已同意');
    // Joined: C can now log in as that team.
    const asTeam = await api<string>('POST', '/api/pc/hezuo/user-personage/login', { json: { phone: c.phone, password: c.password, userType: 'TEAM' } });
    expect(asTeam.body.code).toBe(200);
    await page.context().close();
  });

  it('rejects a friend request, and blacklists a friend from their detail with a remark', async () => {
    const [d, e, f] = await Promise.all([newPerson(), newPerson(), newPerson()]);
    await completeBaseInfo(d, '女');
    // E asks D; F is already D's friend.
    expect((await api('POST', `${MSG}/add-friend`, { token: e.token, json: { receiverId: d.userId, information: '你好' } })).body.code).toBe(200);
    const asked = await api<{ id: string }>('POST', `${MSG}/add-friend`, { token: f.token, json: { receiverId: d.userId, information: '' } });
    expect((await api('POST', `${MSG}/is-agree`, { token: d.token, json: { id: asked.body.data.id, pass: true } })).body.code).toBe(200);

    const page = await openPanel(browser, d);
    await tab(page, '通讯录').click();
    await panel(page).getByTestId('new-friends-entry').click();
    const pending = panel(page).getByTestId('friend-request').filter({ has: page.getByRole('button', { name: '拒绝' }) });
    await expect.poll(() => pending.count(), { timeout: 10_000 }).toBe(1);
    await pending.getByRole('button', { name: '拒绝' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect.poll(() => panel(page).getByTestId('friend-request').filter({ hasText: '已拒绝' }).count(), { timeout: 10_000 }).toBe(1);

    await page.getByRole('button', { name: /返回|‹/ }).first().click();
    await panel(page).getByTestId('contact').filter({ hasText: f.nickname }).first().click();
    await expect.poll(() => panel(page).getByTestId('person-name').isVisible(), { timeout: 10_000 }).toBe(true);
    await panel(page).getByLabel('备注').fill('老同学');
    await panel(page).getByRole('checkbox', { name: '加入黑名单' }).check();
    await panel(page).getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.getByText('已保存').isVisible(), { timeout: 10_000 }).toBe(true);

    // What the page saved holds: D's settings for F, and F can no longer write to D.
    const detail = await api<{ blacklist: boolean; friendRemark: string }>('GET', `${MSG}/user-detail/${f.userId}`, { token: d.token });
    expect(detail.body.data).toMatchObject({ blacklist: true, friendRemark: '老同学' });
    const refused = await api('POST', `${MSG}/send-link`, { token: f.token, json: { messageType: 'MSG', joinUserId: d.userId, content: 'https://hezuo.example' } });
    expect(refused.body.msg).toBe('对方已将您加入黑名单，消息无法发送');
    await page.context().close();
  });
  it('shows platform notices in the system row, their list with unread marks and a detail', async () => {
    const run = randomUUID().slice(0, 6);
    await publishNotice({
      id: `e2e-${run}`,
      title: `平台升级公告 ${run}`,
      context: '<p style="line-height: 2">新版本支持<strong>阶段验收提醒</strong>。</p><script>window.hacked = true</script><a href="javascript:alert(1)">链接</a>',
    });
    const page = await openPanel(browser, c);
    const row = panel(page).getByTestId('conversation').filter({ hasText: '平台通知' });
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain(`平台升级公告 ${run}`);
    expect(await row.getByTestId('unread-badge').count()).toBe(1);
    await row.click();

    const notice = panel(page).getByTestId('notice-row').filter({ hasText: `平台升级公告 ${run}` });
    await expect.poll(() => notice.count(), { timeout: 15_000 }).toBe(1);
    expect(await notice.getByLabel('未读').count()).toBe(1);
    // The seeded notices are listed too, 10 a page.
    expect(await panel(page).getByTestId('notice-row').count()).toBeLessThanOrEqual(10);
    await screenshot(page, 'chat-notices');

    await notice.click();
    const detail = panel(page).getByTestId('notice-detail');
    await expect.poll(() => detail.getByRole('heading', { name: `平台升级公告 ${run}` }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await detail.locator('strong').textContent()).toBe('阶段验收提醒');
    expect(await detail.locator('script').count()).toBe(0);
    expect(await detail.locator('a').getAttribute('href')).toBeNull();
    expect(await page.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();
    await screenshot(page, 'chat-notice-detail');

    // Seen: the system row has no unread count any more.
    await back(page).click();
    await back(page).click();
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => row.getByTestId('unread-badge').count(), { timeout: 15_000 }).toBe(0);
    await page.context().close();
  });
});
