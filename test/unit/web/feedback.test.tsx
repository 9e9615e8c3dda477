// @vitest-environment jsdom
/**
 * 意见反馈 and 使用说明 (spec §2.3, §4, §5) against a stub API: the dialog refuses an empty submission with
 * FEEDBACK_MESSAGES.empty and sends nothing; text alone goes as `{ content, star: 5, picUrls: [] }`; a 400's
 * issues land under the field; the floating helper asks a visitor to log in and a person with incomplete basic
 * information to complete it before feedback, while 使用说明 (sanitised rich text) is for everyone.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { unstable_serialize } from 'swr';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routeById } from '../../../shared/routes/index.js';

import { FEEDBACK_MESSAGES } from '../../../shared/schemas/content.js';
import { userInfoKey } from '../../../web/src/features/account/api/get-user-info.js';
import { FeedbackDialog } from '../../../web/src/features/helper/components/feedback-dialog.js';
import { FloatingHelper } from '../../../web/src/features/helper/floating-helper.js';
import { removeToken, setToken } from '../../../web/src/lib/token.js';
import { useApiStub } from './api-stub.js';
import { userInfoOf } from './fixtures.js';
import { renderPage } from './render-page.js';

const FEEDBACK_PATH = routeById('content.feedback').path;
const HOW_TO_USE_PATH = routeById('content.howToUse').path;
const TOKEN = 'feedback-test-token';


const api = useApiStub();

// The stub keeps bodies as latin1 (byte for byte); JSON bodies are UTF-8.
const sent = () =>
  api.seen.filter((request) => request.path === FEEDBACK_PATH).map((request) => JSON.parse(Buffer.from(request.body, 'latin1').toString('utf8')) as unknown);

const renderDialog = () => {
  let closed = 0;
  const view = renderPage('/work', <FeedbackDialog onClose={() => (closed += 1)} />);
  return { ...view, closed: () => closed };
};

const contentBox = () => screen.getByRole('textbox', { name: '建议内容' });


beforeEach(() => {
  api.seen.length = 0;
  api.reply(FEEDBACK_PATH, { body: { code: 200, msg: '操作成功', data: null } });
});

afterEach(() => {
  removeToken();
});

describe('the feedback dialog', () => {
  it('refuses an empty submission with the spec message and sends nothing', async () => {
    const { closed, unsubscribe } = renderDialog();
    expect(screen.getByTestId('feedback-counter').textContent).toBe('0/2000');
    expect(screen.getByRole('radio', { name: '5 星' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText(FEEDBACK_MESSAGES.empty)).toBeTruthy();
    expect(contentBox().getAttribute('aria-invalid')).toBe('true');
    expect(sent()).toEqual([]);
    expect(closed()).toBe(0);
    // Typing clears the message.
    fireEvent.change(contentBox(), { target: { value: '好' } });
    expect(screen.queryByText(FEEDBACK_MESSAGES.empty)).toBeNull();
    unsubscribe();
  });

  it('sends text alone as { content, star: 5, picUrls: [] }, thanks the person and closes', async () => {
    // Prepare
    const { closed, notices, unsubscribe } = renderDialog();
    // Act
    fireEvent.change(contentBox(), { target: { value: '  希望增加夜间模式  ' } });
    expect(screen.getByTestId('feedback-counter').textContent).toBe('12/2000');
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    // Assess
    await waitFor(() => expect(closed()).toBe(1));
    expect(sent()).toEqual([{ content: '希望增加夜间模式', star: 5, picUrls: [] }]);
    const [request] = api.seen.filter((r) => r.path === FEEDBACK_PATH);
    expect(request?.method).toBe('POST');
    expect(notices).toEqual([{ kind: 'toast', intent: 'success', text: '感谢您的反馈' }]);
    unsubscribe();
  });

  it('sends the stars chosen', async () => {
    const { closed, unsubscribe } = renderDialog();
    fireEvent.change(contentBox(), { target: { value: '还行' } });
    fireEvent.click(screen.getByRole('radio', { name: '4 星' }));
    expect(screen.getByText('满意')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(closed()).toBe(1));
    expect(sent()).toEqual([{ content: '还行', star: 4, picUrls: [] }]);
    unsubscribe();
  });

  it('shows a 400’s issues under their fields, without a toast, and stays open', async () => {
    api.reply(FEEDBACK_PATH, {
      status: 400,
      body: { code: 400, msg: '图片地址不正确', data: { issues: [{ path: 'picUrls.0', message: '图片地址不正确' }, { path: 'content', message: '建议内容含有不允许的字符' }] } },
    });
    const { closed, notices, unsubscribe } = renderDialog();
    fireEvent.change(contentBox(), { target: { value: '内容' } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('建议内容含有不允许的字符')).toBeTruthy();
    expect(screen.getByText('图片地址不正确')).toBeTruthy();
    expect(notices).toEqual([]);
    expect(closed()).toBe(0);
    unsubscribe();
  });
});

describe('the floating helper', () => {
  it('invites a visitor who never logged in to log in or register before feedback', async () => {
    const { modals, unsubscribe } = renderPage('/work?tab=1', <FloatingHelper loggedIn={false} />, { routes: { '/login/register': <p>register</p> } });
    fireEvent.click(screen.getByRole('button', { name: '意见反馈' }));
    const [ask] = modals();
    expect(ask).toMatchObject({ title: '请先登录', text: '登录后即可使用此功能。还没有账号？注册只需一分钟。' });
    expect(ask?.actions.map((action) => action.label)).toEqual(['登录', '注册', '取消']);
    act(() => ask?.actions[1]?.run?.());
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/login/register'));
    unsubscribe();
  });

  it('tells a person whose session the server ended that the login expired, and 重新登录 comes back to this page', async () => {
    setToken(TOKEN);
    removeToken(true);
    const { modals, unsubscribe } = renderPage('/work?tab=1', <FloatingHelper loggedIn={false} />, { routes: { '/login': <p>login</p> } });
    fireEvent.click(screen.getByRole('button', { name: '意见反馈' }));
    const [ask] = modals();
    expect(ask).toMatchObject({ title: '温馨提示', text: '登录状态已过期，请重新登录' });
    expect(ask?.actions.map((action) => action.label)).toEqual(['重新登录', '取消']);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => ask?.actions[0]?.run?.());
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/login?redirect=%2Fwork%3Ftab%3D1'));
    unsubscribe();
  });

  it('sends a person with incomplete basic information to complete it first', async () => {
    setToken(TOKEN);
    const { modals, unsubscribe } = renderPage('/work', <FloatingHelper loggedIn />, { fallback: { [unstable_serialize(userInfoKey(TOKEN))]: userInfoOf({ completeBaseInfoEdit: false }) } });
    fireEvent.click(screen.getByRole('button', { name: '意见反馈' }));
    expect(modals().map((modal) => modal.text)).toEqual(['请填写个人信息中的必填项。']);
    expect(screen.queryByRole('dialog')).toBeNull();
    unsubscribe();
  });

  it('opens the feedback dialog for a person whose basic information is complete', async () => {
    setToken(TOKEN);
    const { modals, unsubscribe } = renderPage('/work', <FloatingHelper loggedIn />, { fallback: { [unstable_serialize(userInfoKey(TOKEN))]: userInfoOf({ completeBaseInfoEdit: true }) } });
    fireEvent.click(screen.getByRole('button', { name: '意见反馈' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: '意见反馈' })).toBeTruthy();
    expect(modals()).toEqual([]);
    unsubscribe();
  });

  it('shows 使用说明 to anyone, through the sanitising rich text', async () => {
    api.reply(HOW_TO_USE_PATH, { body: { code: 200, msg: '', data: { content: '<h3>快速上手</h3><p>第一步：<strong>注册账号</strong></p><img src="x" onerror="alert(1)"><script>alert(2)</script>' } } });
    const { unsubscribe } = renderPage('/home', <FloatingHelper loggedIn={false} />);
    fireEvent.click(screen.getByRole('button', { name: '使用说明' }));
    const guide = await screen.findByTestId('how-to-use');
    expect(await within(guide).findByRole('heading', { name: '快速上手' })).toBeTruthy();
    expect(within(guide).getByText('注册账号').tagName).toBe('STRONG');
    expect(guide.querySelector('script')).toBeNull();
    expect(guide.querySelector('[onerror]')).toBeNull();
    expect(api.seen.filter((r) => r.path === HOW_TO_USE_PATH).map((r) => r.method)).toEqual(['GET']);
    fireEvent.click(within(guide).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByTestId('how-to-use')).toBeNull());
    unsubscribe();
  });
});
