/** The chat panel in a browser page, for the e2e tests: a logged-in page with the panel open, its tabs. */
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import type { ChatMessage, RecordPage } from '../../shared/schemas/chat-messages.js';
import { api } from './api.js';
import { launchBrowser, newPage } from './browser.js';
import { newPerson, type TestPerson } from './people.js';
import { completeBaseInfo } from './uploads.js';

/** A hash route of the SPA on the local cloud. */
export const site = (path: string): string => `${inject('cloud').siteUrl}/#${path}`;

/** A new page (its own context) logged in as `person`: the token cookie the SPA reads, set for the site. */
export const loggedInPage = async (browser: Browser, person: TestPerson): Promise<Page> => {
  const page = await newPage(browser);
  const { hostname } = new URL(inject('cloud').siteUrl);
  await page.context().addCookies([{ name: 'Admin-Token', value: person.token, domain: hostname, path: '/' }]);
  return page;
};

/** A page logged in as `person`, on /home, with the panel opened. */
export const openPanel = async (browser: Browser, person: TestPerson): Promise<Page> => {
  const page = await loggedInPage(browser, person);
  await page.goto(site('/home'));
  await page.getByTestId('chat-launcher').click();
  await expect.poll(() => page.getByTestId('chat-panel').isVisible(), { timeout: 15_000 }).toBe(true);
  return page;
};

export const panel = (page: Page) => page.getByTestId('chat-panel');

/** A tab of the panel's home (消息, 通讯录, 群聊), by the start of its name (badges follow it). */
export const tab = (page: Page, name: string) => panel(page).getByRole('tab', { name: new RegExp(`^${name}`) });

/** The back button in the header of a panel screen (a tooltip labels it 返回). */
export const back = (page: Page) => panel(page).getByRole('button', { name: /返回|‹/ }).first();

const MESSAGE_API = '/api/mall/message';

/** `from` asks `to` to be friends and `to` agrees, through the API. */
export const befriend = async (from: TestPerson, to: TestPerson, information = ''): Promise<void> => {
  const asked = await api<{ id: string }>('POST', `${MESSAGE_API}/add-friend`, { token: from.token, json: { receiverId: to.userId, information } });
  expect(asked.body.code).toBe(200);
  const agreed = await api('POST', `${MESSAGE_API}/is-agree`, { token: to.token, json: { id: asked.body.data.id, pass: true } });
  expect(agreed.body.code).toBe(200);
};

/** A browser and two people with complete basic information (A 男, B 女), friends when asked: a chat file's cast. */
export const chatPair = async ({ friends }: { friends: boolean }): Promise<{ browser: Browser; a: TestPerson; b: TestPerson }> => {
  const browser = await launchBrowser();
  const [a, b] = await Promise.all([newPerson(), newPerson()]);
  await Promise.all([completeBaseInfo(a, '男'), completeBaseInfo(b, '女')]);
  if (friends) await befriend(a, b);
  return { browser, a, b };
};

/** A page with the chat with the person's one contact open and connected, ready to send. */
export const openChatWithContact = async (browser: Browser, person: TestPerson): Promise<Page> => {
  const page = await openPanel(browser, person);
  await tab(page, '通讯录').click();
  await expect.poll(() => panel(page).getByTestId('contact').count(), { timeout: 10_000 }).toBeGreaterThan(0);
  await panel(page).getByTestId('contact').first().click();
  await panel(page).getByRole('button', { name: '发消息' }).click();
  await expect.poll(() => panel(page).getByRole('button', { name: '发送', exact: true }).isEnabled(), { timeout: 15_000 }).toBe(true);
  return page;
};

/** The newest 50 messages of `reader`'s chat with `other`, as the history route answers them. */
export const chatHistory = async (reader: TestPerson, other: TestPerson): Promise<ChatMessage[]> => {
  const page = await api<RecordPage>('GET', `${MESSAGE_API}/record?messageType=MSG&joinUserId=${other.userId}&current=1&size=50`, { token: reader.token });
  expect(page.body.code).toBe(200);
  return page.body.data.records;
};
