/** The chat panel in a browser page, for the e2e tests: a logged-in page with the panel open, its tabs. */
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { newPage } from './browser.js';
import type { TestPerson } from './people.js';

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
