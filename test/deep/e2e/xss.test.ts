/// <reference lib="dom" />
/**
 * Cross-site scripting, end to end (issue 14; docs/SECURITY.md "XSS"): vectors from the OWASP filter-evasion cheat
 * sheet written through every place where a person writes text that another person sees — nickname, friend request
 * note, remark, chat text, links and file names, person cards, group name, group join note, team name in a team
 * invitation — and through published rich text (a rule, sanitised on publishing, and one stored raw, which the
 * browser's own pass must clean). Another person opens each screen in headless Chromium, and on every screen: no
 * dialog opened, no CSP violation (an attempt to run script is one), no element or event attribute was injected,
 * no `javascript:` link exists, and the vector is shown as the text it is.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { publishOtherRule } from '../../../functions/content/publish.js';
import { saveOtherRule } from '../../../functions/content/store.js';
import { BOOT_SCRIPT } from '../../../shared/site-boot.js';
import { api, call } from '../../support/api.js';
import { launchBrowser, newPage, screenshot } from '../../support/browser.js';
import { befriend, loggedInPage, panel, site, tab } from '../../support/chat-panel.js';
import { friendsWith, newPerson, register } from '../../support/people.js';
import { socketPool } from '../../support/sockets.js';
import { completeBaseInfo, uploadAs } from '../../support/uploads.js';

/** Each vector marks what it would inject with `data-xss` or an event handler, and calls alert when it runs. */
const V = {
  nickname: '<i data-xss>甲</i>', // 20 at most
  otherNickname: '"><b data-xss>乙', // a person shown on a card
  requestNote: '"><img src=x onerror=alert(1) data-xss>', // 50 at most
  remark: '<u data-xss>备注</u>', // 20 at most
  groupName: '<svg/onload=alert(2) data-xss>', // 32 at most
  joinNote: '<iframe src="javascript:alert(3)" data-xss></iframe>', // 100 at most
  teamName: '<img src=x onerror=alert(4)>', // 30 at most
  fileName: '<img src=x onerror=alert(5) data-xss>.txt',
  texts: [
    '<script>alert(6)</script>',
    '<IMG SRC=JaVaScRiPt:alert(7)>',
    '<a href="javascript:alert(8)" data-xss>点我</a>',
    'javascript:alert(9)',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(10) data-xss>',
    "{{constructor.constructor('alert(11)')()}}",
    '<div style="background:url(javascript:alert(12))" data-xss>x</div>',
    '\u202e<b data-xss>反向</b>\u200b',
    'https://example.com/?q="><script>alert(13)</script>',
  ],
  link: 'https://example.com/"onmouseover="alert(14)',
  /** Put on the clipboard (and dragged in) as HTML, as a page copied from elsewhere would. */
  pasted: [
    '<p onmouseover="alert(27)" data-xss>粘贴的正文</p>',
    '<img src=x onerror=alert(28) data-xss>',
    '<img src="/files/none.png" onload=alert(29) onerror=alert(30)>',
    '<svg><image href=x onerror=alert(31)></image></svg>',
    '<a href="javascript:alert(32)" onclick="alert(33)">粘贴的链接</a>',
    '<details open ontoggle=alert(34)><summary>摘要</summary></details>',
    '<video><source onerror=alert(35)></video><style>@import "javascript:alert(36)"</style><script>alert(37)</script>',
  ].join(''),
  dropped: '<p>拖入的正文</p><img src=y onerror=alert(38) data-xss><body onload=alert(39)>',
  richText: [
    '<p>正文</p><script>alert(15)</script>',
    '<img src=x onerror=alert(16) data-xss>',
    '<a href="javascript:alert(17)">链接</a><a href=" JaVaScRiPt:alert(18)">链接二</a>',
    '<iframe src="javascript:alert(19)"></iframe><object data="javascript:alert(20)"></object>',
    '<svg><script>alert(21)</script></svg><math><mi xlink:href="javascript:alert(22)">x</mi></math>',
    '<p style="background:url(javascript:alert(23))" onclick="alert(24)">段落</p>',
    '<form action="javascript:alert(25)"><button>提交</button></form>',
    '<noscript><p title="</noscript><img src=x onerror=alert(26) data-xss>">',
  ].join(''),
};

/** What a page shows of an attack: dialogs, CSP violations, injected elements and attributes, script links. */
const watch = async (page: Page) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return async (where: string) => {
    // The site's own inline script (the boot shell's, allowed by its hash: shared/site-boot.ts) is not an injection;
    // any other inline script is, and so is a changed copy of it.
    const found = await page.evaluate((boot) => ({
      violations: (window as unknown as { __violations: string[] }).__violations,
      injected: Array.from(document.querySelectorAll('[data-xss], [onerror], [onload], [onclick], [onmouseover], script:not([src]), iframe, object, embed, form[action^="javascript" i]'))
        .filter((e) => !(e.tagName === 'SCRIPT' && e.textContent === boot && e.attributes.length === 0))
        .map((e) => e.outerHTML.slice(0, 120)),
      scriptLinks: Array.from(document.querySelectorAll('a[href], area[href]'), (a) => a.getAttribute('href') ?? '').filter((href) => /^\s*(javascript|vbscript|data):/i.test(href)),
    }), BOOT_SCRIPT);
    expect({ where, dialogs, ...found }).toEqual({ where, dialogs: [], violations: [], injected: [], scriptLinks: [] });
  };
};

/** Whether the page shows this text (the vector rendered as text, not dropped). */
const shows = (page: Page, text: string) => page.evaluate((t) => document.body.innerText.includes(t), text);

describe('text people write, shown to another person', () => {
  let browser: Browser;
  const open = socketPool(() => inject('cloud').wsUrl, 'all');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('never runs, injects or links script, on any screen', { timeout: 180_000 }, async () => {
    // Prepare: the attacker A (a nickname vector) befriends the victim; C (another vector) asks to be friends and to
    // join the victim's group; T, a team named with a vector, invites the victim.
    const [a, victim, c] = await Promise.all([newPerson(), newPerson(), newPerson()]);
    a.nickname = V.nickname;
    c.nickname = V.otherNickname;
    await Promise.all([completeBaseInfo(a, '男'), completeBaseInfo(victim, '女'), completeBaseInfo(c, '男')]);
    await befriend(a, victim, V.requestNote);
    expect((await call('chat.addFriend', { receiverId: victim.userId, information: V.requestNote }, c.token)).body.code).toBe(200);
    expect((await call('chat.edit', { friendId: a.userId, remark: V.remark }, victim.token)).body.code).toBe(200);

    // A writes to the victim: texts, a file with a hostile name, a link, a person card of C.
    const chat = await open(a.token, `channel=chat&messageType=MSG&joinUserId=${victim.userId}`);
    const send = async (messageContentType: string, content: string) => {
      const messageId = randomUUID();
      chat.socket.send(JSON.stringify({ messageType: 'MSG', joinUserId: victim.userId, messageContentType, content, messageId }));
      await expect.poll(() => chat.frames.find((f) => f.messageId === messageId)?.messageType, { timeout: 10_000 }).toBe('SEND_SUCCESSFULLY');
    };
    for (const text of V.texts) await send('TEXT', text);
    const file = await uploadAs(a, 'chat-file', 'notes.txt', Buffer.from('hi'), 'text/plain');
    await send('FILE', JSON.stringify({ name: V.fileName, url: file.fileUrl, size: 2 }));
    expect((await call('chat.sendLink', { messageType: 'MSG', joinUserId: victim.userId, content: V.link }, a.token)).body.code).toBe(200);
    expect((await call('chat.recommend', { messageType: 'MSG', joinUserId: victim.userId, recomendId: c.userId }, a.token)).body.code).toBe(200);

    // A's group with the victim, named with a vector, and a message in it; the victim's own group that C asks to join.
    await friendsWith(a.userId, [victim.userId]);
    const groupId = (await call<string>('chat.createGroup', { userIds: [victim.userId] }, a.token)).body.data;
    expect((await call('chat.groupEdit', { groupId, name: V.groupName }, a.token)).body.code).toBe(200);
    const own = (await call<string>('chat.createGroup', { userIds: [a.userId] }, victim.token)).body.data;
    expect((await call('chat.groupApply', { groupId: own, description: V.joinNote }, c.token)).body.code).toBe(200);

    // A team whose name is a vector invites the victim (registered through the API, as anyone would).
    const team = await register('TEAM', { orgName: `${V.teamName}${randomInt(10)}`.slice(0, 30) });
    expect((await call('org.teamInvite', { userIds: [victim.userId] }, team.token)).body.code).toBe(200);

    // Act + Assess: the victim's screens.
    const page = await loggedInPage(browser, victim);
    const clean = await watch(page);
    await page.goto(site('/home'));
    await page.getByTestId('chat-launcher').click();
    await expect.poll(() => panel(page).getByTestId('conversation').count(), { timeout: 15_000 }).toBeGreaterThan(2);
    await clean('消息 list');

    // The chat with A: every text shown as text, the file and the link and the card.
    await panel(page).getByTestId('conversation').filter({ hasText: V.remark }).click();
    await expect.poll(() => shows(page, V.texts[0]!), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => shows(page, V.fileName)).toBe(true);
    for (const text of V.texts.slice(1, 4)) expect(await shows(page, text), text).toBe(true);
    expect(await panel(page).getByRole('link', { name: V.link }).getAttribute('href')).toBe(V.link);
    await screenshot(page, 'xss-chat');
    await clean('the chat with A');

    // 通讯录: the contacts (A by the remark) and 新的朋友 (C's request and note).
    await panel(page).getByRole('button', { name: /返回|‹/ }).first().click();
    await tab(page, '通讯录').click();
    await expect.poll(() => panel(page).getByTestId('contact').filter({ hasText: V.remark }).count(), { timeout: 10_000 }).toBe(1);
    await clean('通讯录');
    await panel(page).getByTestId('new-friends-entry').click();
    await expect.poll(() => panel(page).getByTestId('friend-request').filter({ hasText: V.requestNote }).count(), { timeout: 10_000 }).toBe(2);
    expect(await shows(page, V.otherNickname)).toBe(true);
    await screenshot(page, 'xss-friend-requests');
    await clean('新的朋友');

    // 群聊: A's group by its name, its chat, and 新的群聊 with C's note.
    await panel(page).getByRole('button', { name: /返回|‹/ }).first().click();
    await tab(page, '群聊').click();
    // Long names are cut to 20 characters in lists.
    const group = panel(page).getByTestId('group').filter({ hasText: V.groupName.slice(0, 20) });
    await expect.poll(() => group.count(), { timeout: 10_000 }).toBe(1);
    await clean('群聊');
    await group.click();
    await expect.poll(() => panel(page).getByTestId('chat-title').textContent(), { timeout: 10_000 }).toContain(V.groupName);
    await clean('the group chat');
    await panel(page).getByRole('button', { name: /返回|‹/ }).first().click();
    await tab(page, '群聊').click();
    await panel(page).getByTestId('new-groups-entry').click();
    await expect.poll(() => panel(page).getByTestId('group-request').filter({ hasText: V.joinNote }).count(), { timeout: 10_000 }).toBe(1);
    await screenshot(page, 'xss-group-requests');
    await clean('新的群聊');

    // The team's invitation card, and its detail.
    await panel(page).getByRole('button', { name: /返回|‹/ }).first().click();
    await tab(page, '消息').click();
    await panel(page).getByTestId('conversation').filter({ hasText: '[团队邀请]' }).click();
    const card = panel(page).getByRole('button', { name: new RegExp(team.orgName!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
    await expect.poll(() => card.count(), { timeout: 10_000 }).toBe(1);
    await clean('the team invitation card');
    await card.click();
    await expect.poll(() => panel(page).getByTestId('team-invite-status').count(), { timeout: 10_000 }).toBe(1);
    await clean('the team invitation');
    await page.context().close();
  });
});

describe('rich text pasted or dropped into the demand book', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('is cleaned before it enters the document: no handler runs, no CSP violation', { timeout: 60_000 }, async () => {
    // Prepare: a visitor's demand book (the same editor as a logged-in person's).
    const page = await newPage(browser);
    const clean = await watch(page);
    await page.goto(site('/no-login-demand-book'));
    const box = page.getByRole('textbox', { name: '需求书' });
    await box.click();

    // Act: paste HTML carrying handlers, as the browser hands a paste to the page (a ClipboardEvent with its data).
    await page.evaluate((html) => {
      const data = new DataTransfer();
      data.setData('text/html', html);
      data.setData('text/plain', '粘贴的正文');
      document.querySelector('.ProseMirror')!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, V.pasted);
    await expect.poll(() => shows(page, '粘贴的正文'), { timeout: 10_000 }).toBe(true);
    // And drop some onto the first paragraph.
    await page.evaluate((html) => {
      const data = new DataTransfer();
      data.setData('text/html', html);
      data.setData('text/plain', '拖入的正文');
      const target = document.querySelector('.ProseMirror p')!;
      const { left, top } = target.getBoundingClientRect();
      target.dispatchEvent(new DragEvent('drop', { dataTransfer: data, clientX: left + 2, clientY: top + 2, bubbles: true, cancelable: true }));
    }, V.dropped);
    await expect.poll(() => shows(page, '拖入的正文'), { timeout: 10_000 }).toBe(true);
    // A picture of the page's own that fails to load: the pasted ones' loads (were any started) came before it.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const probe = Object.assign(new Image(), { src: '/files/none-probe.png' });
          probe.addEventListener('error', () => resolve(), { once: true });
          probe.addEventListener('load', () => resolve(), { once: true });
        }),
    );

    // Assess: what was harmless is kept, nothing ran and nothing carries a handler.
    expect(await shows(page, '粘贴的链接')).toBe(true);
    const editorHtml = await page.evaluate(() => document.querySelector('.ProseMirror')!.innerHTML);
    expect(editorHtml).not.toMatch(/onerror|onload|onclick|onmouseover|ontoggle|javascript:|<script|<svg|<style/i);
    await screenshot(page, 'xss-pasted-book');
    await clean('the demand book after a paste and a drop');
    await page.context().close();
  });
});

describe('published rich text', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('is shown without script: sanitised when published, and by the browser when stored raw', { timeout: 60_000 }, async () => {
    // Prepare: one rule published as operators publish (sanitised), one written raw into the table.
    const tag = randomUUID().slice(0, 8);
    await publishOtherRule(`xss-${tag}`, '测试规则', V.richText);
    await saveOtherRule({ tagName: `raw-${tag}`, title: '未经清洗的规则', content: V.richText, updateTime: Date.now() });
    const person = await newPerson();
    await completeBaseInfo(person);

    for (const name of [`xss-${tag}`, `raw-${tag}`]) {
      // Act
      const page = await loggedInPage(browser, person);
      const clean = await watch(page);
      await page.goto(site(`/otherRule?tagName=${name}`));
      await expect.poll(() => page.getByTestId('other-rule').getByText('段落').count(), { timeout: 15_000 }).toBe(1);

      // Assess: the harmless parts kept, the script gone.
      expect(await shows(page, '正文')).toBe(true);
      await screenshot(page, `xss-rule-${name.slice(0, 3)}`);
      await clean(`rule ${name}`);
      await page.context().close();
    }
    // The API itself serves the published one clean, whoever reads it.
    const served = await api<{ content: string }>('GET', `/api/pc/hezuo/user-rule/getOtherRule/xss-${tag}`);
    expect(served.body.data.content).not.toMatch(/<script|onerror|javascript:|<iframe|<object|onclick/i);
  });
});
