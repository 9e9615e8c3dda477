// @vitest-environment jsdom
/**
 * The login form against a stub API (docs/conventions.md "Identity and sessions"): CAPTCHA_REQUIRED brings the captcha row and the
 * next attempt carries its uuid and code; CHOOSE_TEAM brings the team chooser and the chosen team logs in; the
 * token is kept, the user info loaded once, and the page goes to `?redirect=`.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ERRORS } from '../../../shared/errors.js';
import type { Membership } from '../../../shared/schemas/account.js';
import { MESSAGES } from '../../../shared/validation/rules.js';
import { LoginForm } from '../../../web/src/features/account/components/login-form.js';
import { getToken, removeToken } from '../../../web/src/lib/token.js';
import { useApiStub } from './api-stub.js';
import { renderPage } from './render-page.js';

const BASE = '/api/pc/hezuo/user-personage';
const CAPTCHA_IMG = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`;
const teams: Membership[] = [
  { orgId: 'team-a', name: '星火工作室', type: 'TEAM', isAdmin: true },
  { orgId: 'team-b', name: '远山设计', type: 'TEAM', isAdmin: false },
];

const api = useApiStub();

const envelope = (code: number, msg: string, data: unknown = null) => ({ body: { code, msg, data } });
const bodies = (path: string) => api.seen.filter((r) => r.path === path).map((r) => JSON.parse(r.body) as Record<string, unknown>);

const fillAndSubmit = (values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label, { exact: false, selector: 'input' }), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: '登录' }));
};


beforeEach(() => {
  api.seen.length = 0;
  api.reply(`${BASE}/info`, envelope(200, '', { id: 'u1', userType: 'TEAM', nickname: '张三', teams, company: null, completeBaseInfoEdit: true }));
  api.reply('/api/captchaImage', envelope(200, '', { captchaEnabled: true, uuid: 'uuid-1', img: CAPTCHA_IMG }));
});

afterEach(() => {
  removeToken();
});

describe('LoginForm', () => {
  it('shows the field rules under the fields and sends nothing', async () => {
    const { unsubscribe } = renderPage('/login/team', <LoginForm userType="TEAM" />);
    fillAndSubmit({ 手机号: '12345' });
    expect(await screen.findByText(MESSAGES.phone)).toBeTruthy();
    expect(screen.getByText('请填写密码')).toBeTruthy();
    expect(screen.getByLabelText('手机号', { exact: false, selector: 'input' }).getAttribute('aria-invalid')).toBe('true');
    expect(api.seen.filter((r) => r.path === `${BASE}/login`)).toEqual([]);
    unsubscribe();
  });

  it('asks for the captcha on CAPTCHA_REQUIRED, then for a team on CHOOSE_TEAM, then logs in and goes on', async () => {
    // Prepare
    api.reply(`${BASE}/login`, envelope(ERRORS.CAPTCHA_REQUIRED.code, ERRORS.CAPTCHA_REQUIRED.msg, { captchaRequired: true }));
    const { modals, unsubscribe } = renderPage('/login/team?redirect=%2Fwork%2FuserCenter', <LoginForm userType="TEAM" />, {
      routes: { '/work/userCenter': <p>个人中心</p> },
    });

    // Act: the first attempt meets CAPTCHA_REQUIRED.
    fillAndSubmit({ 手机号: '13800138000', 密码: 'abc12345' });

    // Assess: the captcha row appears with the server's message under it, and no modal.
    const image = await screen.findByRole('img', { name: '图形验证码' });
    expect(image.getAttribute('src')).toBe(CAPTCHA_IMG);
    expect(await screen.findByText(ERRORS.CAPTCHA_REQUIRED.msg)).toBeTruthy();
    expect(modals()).toEqual([]);
    expect(bodies(`${BASE}/login`)).toEqual([{ phone: '13800138000', password: 'abc12345', userType: 'TEAM' }]);
    expect(api.seen.find((r) => r.path === '/api/captchaImage')?.query.get('phone')).toBe('13800138000');

    // Act: with the captcha solved, the server asks which team.
    api.reply(`${BASE}/login`, envelope(ERRORS.CHOOSE_TEAM.code, ERRORS.CHOOSE_TEAM.msg, { teams }));
    fireEvent.change(screen.getByLabelText('图形验证码', { exact: false, selector: 'input' }), { target: { value: 'K7PA' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));

    // Assess: the second attempt carried the captcha; the chooser lists the teams.
    const chooser = await screen.findByRole('dialog');
    expect(bodies(`${BASE}/login`)[1]).toEqual({ phone: '13800138000', password: 'abc12345', userType: 'TEAM', uuid: 'uuid-1', code: 'K7PA' });
    expect(within(chooser).getByRole('radio', { name: '星火工作室（管理员）' })).toBeTruthy();
    expect(within(chooser).getByRole('radio', { name: '远山设计' })).toBeTruthy();
    expect(modals()).toEqual([]);

    // Act: choose the second team.
    api.reply(`${BASE}/login`, envelope(200, '操作成功', 'token-team-b'));
    fireEvent.click(within(chooser).getByRole('radio', { name: '远山设计' }));
    fireEvent.click(within(chooser).getByRole('button', { name: '登录' }));

    // Assess: logged in for that team; the token is kept, the info loaded once, then the redirect.
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/work/userCenter'));
    expect(bodies(`${BASE}/login`)[2]).toMatchObject({ phone: '13800138000', userType: 'TEAM', teamId: 'team-b' });
    expect(getToken()).toBe('token-team-b');
    const infoCalls = api.seen.filter((r) => r.path === `${BASE}/info`);
    expect(infoCalls).toHaveLength(1);
    expect(infoCalls[0]?.headers.authorization).toBe('Bearer token-team-b');
    unsubscribe();
  });

  it('takes a person whose basic information is incomplete straight to completing it, with no modal', async () => {
    api.reply(`${BASE}/login`, envelope(200, '操作成功', 'token-new'));
    api.reply(`${BASE}/info`, envelope(200, '', { id: 'u2', userType: 'PERSONAGE', nickname: '新人', teams: [], company: null, completeBaseInfoEdit: false }));
    const { modals, unsubscribe } = renderPage('/login/user?redirect=%2Fwork%2Fbacklog', <LoginForm userType="PERSONAGE" />, {
      routes: { '/work/userCenter/resume': <p>个人简历</p> },
    });
    fillAndSubmit({ 手机号: '13800138001', 密码: 'abc12345' });
    await waitFor(() => expect(screen.getByText('个人简历')).toBeTruthy());
    expect(modals()).toEqual([]);
    unsubscribe();
  });

  it('refreshes the captcha on CAPTCHA_WRONG and shows why under it', async () => {
    api.reply(`${BASE}/login`, envelope(ERRORS.CAPTCHA_WRONG.code, ERRORS.CAPTCHA_WRONG.msg, { captchaRequired: true }));
    const { modals, unsubscribe } = renderPage('/login', <LoginForm userType="COMPANY" />);
    fillAndSubmit({ 手机号: '13800138000', 密码: 'abc12345' });
    expect(await screen.findByText(ERRORS.CAPTCHA_WRONG.msg)).toBeTruthy();
    expect(screen.getByRole('img', { name: '图形验证码' })).toBeTruthy();
    expect(modals()).toEqual([]);
    unsubscribe();
  });

  it('leaves other refusals to the 温馨提示 modal and shows the captcha when the server says it is now needed', async () => {
    api.reply(`${BASE}/login`, envelope(ERRORS.WRONG_PASSWORD.code, ERRORS.WRONG_PASSWORD.msg, { captchaRequired: true }));
    const { modals, unsubscribe } = renderPage('/login/user', <LoginForm userType="PERSONAGE" />);
    fillAndSubmit({ 手机号: '13800138000', 密码: 'wrong1234' });
    await waitFor(() => expect(modals().map((m) => m.text)).toEqual([ERRORS.WRONG_PASSWORD.msg]));
    expect(await screen.findByRole('img', { name: '图形验证码' })).toBeTruthy();
    expect(getToken()).toBeUndefined();
    unsubscribe();
  });

  it('offers 恢复账号 for a cancelled account', async () => {
    api.reply(`${BASE}/login`, envelope(ERRORS.ACCOUNT_CANCELLED.code, ERRORS.ACCOUNT_CANCELLED.msg));
    const { unsubscribe } = renderPage('/login/user', <LoginForm userType="PERSONAGE" />);
    fillAndSubmit({ 手机号: '13800138000', 密码: 'abc12345' });
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(ERRORS.ACCOUNT_CANCELLED.msg)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '恢复账号' })).toBeTruthy();
    expect(within(dialog).getByText('验证码将发送至 138****8000，验证后即可恢复账号并登录。')).toBeTruthy();
    unsubscribe();
  });
});
