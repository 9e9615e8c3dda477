// @vitest-environment jsdom
/**
 * The logged-in header (spec §2.3) for each account type: its colour token, the greeting with the account, the
 * avatar menu's entries, and the logout that asks first, ends the session and tells the other tabs.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { unstable_serialize } from 'swr';
import type { Membership, UserInfo } from '../../../shared/schemas/account.js';
import { AccountHeader } from '../../../web/src/app/layout/account-header.js';
import { userInfoKey } from '../../../web/src/features/account/api/get-user-info.js';
import { SESSION_CHANNEL } from '../../../web/src/lib/session-channel.js';
import { SOUND_STORAGE_KEY } from '../../../web/src/lib/sound-setting.js';
import { getToken, removeToken, setToken } from '../../../web/src/lib/token.js';
import { useApiStub } from './api-stub.js';
import { userInfoOf } from './fixtures.js';
import { renderPage } from './render-page.js';

const TOKEN = 'header-test-token';
const team: Membership = { orgId: 't1', name: '星火工作室', type: 'TEAM', isAdmin: true };
const company: Membership = { orgId: 'c1', name: '合作云科技', type: 'COMPANY', isAdmin: true };


/** The background colours the stylesheet gives the header element (Griffel writes atomic rules). */
const backgroundsOf = (element: Element): string[] =>
  [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && element.matches(rule.selectorText))
    .map((rule) => rule.style.getPropertyValue('background-color'))
    .filter(Boolean);

const renderHeader = (info: UserInfo) =>
  renderPage('/work', <AccountHeader />, {
    fallback: { [unstable_serialize(userInfoKey(TOKEN))]: info },
    routes: { '/login': <p>login</p>, '/login/team': <p>team login</p>, '/login/user': <p>user login</p> },
  });

const openMenu = async () => {
  fireEvent.click(screen.getByRole('button', { name: '账号菜单' }));
  return (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
};

const api = useApiStub();


beforeEach(() => {
  setToken(TOKEN);
  api.seen.length = 0;
});

afterEach(() => {
  removeToken();
  window.localStorage.clear();
});

describe('the logged-in header', () => {
  it.each([
    ['PERSONAGE', {}, 'personal', '个人', 'var(--hezuoAccountPersonalBackground)'],
    ['TEAM', { teamName: '星火工作室', teams: [team] }, 'team', '星火工作室', 'var(--hezuoAccountTeamBackground)'],
    ['COMPANY', { companyName: '合作云科技', company }, 'company', '合作云科技', 'var(--hezuoAccountCompanyBackground)'],
  ] as const)('for a %s account uses its colour token and names the account', async (userType, extra, variant, label, background) => {
    const { container, unsubscribe } = renderHeader(userInfoOf({ userType, ...(extra as Partial<UserInfo>) }));
    const header = container.querySelector('header');
    expect(header?.getAttribute('data-account')).toBe(variant);
    expect(backgroundsOf(header!)).toContain(background);
    expect(screen.getByTestId('greeting').textContent).toBe(`您好，张三${label}`);
    expect(screen.getByRole('link', { name: '工作台' }).getAttribute('href')).toBe('/work');
    unsubscribe();
  });

  it('offers 创建团队 to a person without a team, and no company account without a company', async () => {
    const { unsubscribe } = renderHeader(userInfoOf({}));
    expect(await openMenu()).toEqual(['创建团队', '退出登录']);
    unsubscribe();
  });

  it('offers the two other account types the person can use', async () => {
    const { unsubscribe } = renderHeader(userInfoOf({ userType: 'COMPANY', companyName: '合作云科技', company, teams: [team] }));
    expect(await openMenu()).toEqual(['切换到团队账号', '切换到个人账号', '退出登录']);
    unsubscribe();
  });

  it('adds 返回首页 to the logo menu once logged in', async () => {
    const { unsubscribe } = renderHeader(userInfoOf({}));
    fireEvent.click(screen.getByRole('button', { name: '合作云菜单' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['规则中心', '常见问题', '返回首页']);
    unsubscribe();
  });

  it('shows the notice dot while the center count has unread notices, and drops it when the notices are opened', async () => {
    // Prepare
    const count = { backlog: 0, myAttention: 0, notice: 2, releaseProject: 0, negotiateProject: 0, negotiateTerminatedProject: 0, onGoingPhaseProject: 0, cooperateTerminatedProject: 0, completeProject: 0, receiveInvite: 0, receiveApply: 0 };
    api.reply('/api/pc/hezuo/other/personage-center-count', { body: { code: 200, msg: '', data: count } });
    const { unsubscribe } = renderHeader(userInfoOf({}));
    // Assess
    expect(await screen.findByTestId('notice-dot')).toBeTruthy();
    expect(screen.getByRole('link', { name: '通知（有未读）' }).getAttribute('target')).toBe('inform');
    // Act
    fireEvent.click(screen.getByRole('link', { name: '通知（有未读）' }));
    // Assess
    await waitFor(() => expect(screen.queryByTestId('notice-dot')).toBeNull());
    unsubscribe();
  });

  it('keeps the sound setting in localStorage', () => {
    const { unsubscribe } = renderHeader(userInfoOf({}));
    fireEvent.click(screen.getByRole('button', { name: '声音开' }));
    expect(window.localStorage.getItem(SOUND_STORAGE_KEY)).toBe('off');
    fireEvent.click(screen.getByRole('button', { name: '声音关' }));
    expect(window.localStorage.getItem(SOUND_STORAGE_KEY)).toBe('on');
    unsubscribe();
  });

  it('asks before logging out, then ends the session on the server and here, tells the other tabs and goes to login', async () => {
    // Prepare
    api.reply('/api/pc/hezuo/user-personage/logout', { body: { code: 200, msg: '', data: null } });
    const otherTab = new BroadcastChannel(SESSION_CHANNEL);
    const told: unknown[] = [];
    otherTab.onmessage = (event: MessageEvent) => told.push(event.data);
    const { modals, unsubscribe } = renderHeader(userInfoOf({}));
    // Act
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: '退出登录' }));
    // Assess
    const [confirm] = modals();
    expect(confirm?.text).toBe('确定要退出登录吗？');
    // Nothing but the header's counts was asked before the confirmation.
    const logouts = () => api.seen.filter((request) => request.path.endsWith('/logout'));
    expect(logouts()).toEqual([]);
    confirm?.actions.find((action) => action.primary)?.run?.();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/login'));
    expect(logouts().map((request) => `${request.method} ${request.path}`)).toEqual(['POST /api/pc/hezuo/user-personage/logout']);
    expect(logouts()[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(getToken()).toBeUndefined();
    await waitFor(() => expect(told).toEqual([{ type: 'session-ended', reason: 'logout' }]));
    otherTab.close();
    unsubscribe();
  });

  it('switches account by logging out and opening that type’s login page', async () => {
    api.reply('/api/pc/hezuo/user-personage/logout', { body: { code: 200, msg: '', data: null } });
    const { unsubscribe } = renderHeader(userInfoOf({ teams: [team] }));
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: '切换到团队账号' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/login/team'));
    expect(getToken()).toBeUndefined();
    unsubscribe();
  });
});
