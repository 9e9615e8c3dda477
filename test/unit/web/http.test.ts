// @vitest-environment jsdom
/** The one HTTP helper against a local server: envelope unwrapping, headers, and spec §8's error rules. */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_GONE_CODES, SILENT_CODES, STALE_CODES } from '../../../shared/errors.js';
import { TIMING } from '../../../shared/limits.js';
import { configureApi } from '../../../web/src/api/api-config.js';
import { http } from '../../../web/src/api/http.js';
import { HttpError } from '../../../web/src/api/http-error.js';
import { pageActions } from '../../../web/src/lib/navigation.js';
import { subscribeNotices, type Notice } from '../../../web/src/lib/notify.js';
import { SESSION_CHANNEL } from '../../../web/src/lib/session-channel.js';
import { getToken, removeToken, setToken } from '../../../web/src/lib/token.js';
import { startApiStub, type ApiStub } from './api-stub.js';

let api: ApiStub;
let notices: Notice[] = [];
let unsubscribe: () => void;

const failureOf = async (call: Promise<unknown>): Promise<HttpError> => {
  const outcome = await call.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(HttpError);
  return outcome as HttpError;
};

const modals = () => notices.filter((n): n is Extract<Notice, { kind: 'modal' }> => n.kind === 'modal');
const toasts = () => notices.filter((n): n is Extract<Notice, { kind: 'toast' }> => n.kind === 'toast');

beforeAll(async () => {
  api = await startApiStub();
  configureApi({ apiBase: `${api.origin}/api` });
  unsubscribe = subscribeNotices((notice) => notices.push(notice));
});

afterAll(async () => {
  unsubscribe();
  await api.close();
});

beforeEach(() => {
  notices = [];
  api.seen.length = 0;
  vi.spyOn(pageActions, 'navigate').mockImplementation(() => undefined);
  vi.spyOn(pageActions, 'reload').mockImplementation(() => undefined);
  vi.spyOn(pageActions, 'close').mockImplementation(() => undefined);
  removeToken();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('success', () => {
  it('resolves the data of code 200 and of code 0, sending the token, the language and the query', async () => {
    // Prepare
    setToken('token-1');
    api.reply('/api/pc/hezuo/thing', { body: { code: 200, msg: '操作成功', data: { id: 'a1' } } });
    api.reply('/api/pc/hezuo/zero', { body: { code: 0, msg: '', data: [1, 2] } });
    // Act
    const thing = await http.get<{ id: string }>('/api/pc/hezuo/thing', { query: { current: 1, name: '张三', skip: undefined } });
    const zero = await http.post<number[]>('/api/pc/hezuo/zero', { a: 1 });
    // Assess
    expect(thing).toEqual({ id: 'a1' });
    expect(zero).toEqual([1, 2]);
    const [get, post] = api.seen;
    expect(get?.headers.authorization).toBe('Bearer token-1');
    expect(get?.headers.language).toBe('zh_CN');
    expect(get?.query.get('current')).toBe('1');
    expect(get?.query.get('name')).toBe('张三');
    expect(get?.query.has('skip')).toBe(false);
    expect(post?.method).toBe('POST');
    expect(JSON.parse(post?.body ?? '')).toEqual({ a: 1 });
    expect(notices).toEqual([]);
  });

  it('sends no Authorization header without a token', async () => {
    api.reply('/api/open', { body: { code: 200, msg: '', data: null } });
    await http.get('/api/open');
    expect(api.seen[0]?.headers.authorization).toBeUndefined();
  });
});

describe('business codes (HTTP 200, code not 200/0)', () => {
  it('shows a 温馨提示 modal with the msg and rejects with code, msg and data', async () => {
    api.reply('/api/refuse', { body: { code: 103001, msg: '余额不足', data: { need: 100 } } });
    const error = await failureOf(http.post('/api/refuse'));
    expect(error).toMatchObject({ kind: 'business', code: 103001, msg: '余额不足', data: { need: 100 }, status: 200 });
    expect(modals()).toHaveLength(1);
    expect(modals()[0]).toMatchObject({ title: '温馨提示', text: '余额不足' });
    expect(modals()[0]?.actions.map((a) => a.label)).toEqual(['确定']);
  });

  it('offers 刷新页面 for a stale page (100002), which reloads', async () => {
    api.reply('/api/stale', { body: { code: STALE_CODES[0], msg: '数据已发生变化，请刷新页面后重试', data: null } });
    await failureOf(http.post('/api/stale'));
    const refresh = modals()[0]?.actions.find((a) => a.label === '刷新页面');
    expect(refresh).toBeDefined();
    refresh?.run?.();
    expect(pageActions.reload).toHaveBeenCalledOnce();
  });

  it.each(SILENT_CODES)('stays silent for the benign code %i but still rejects', async (code) => {
    api.reply('/api/noop', { body: { code, msg: '已处理', data: null } });
    const error = await failureOf(http.post('/api/noop'));
    expect(error.code).toBe(code);
    expect(notices).toEqual([]);
  });

  it.each(PAGE_GONE_CODES)('returns to /work after the modal of %i', async (code) => {
    vi.spyOn(pageActions, 'isChildWindow').mockReturnValue(false);
    api.reply('/api/gone', { body: { code, msg: '该项目已被删除', data: null } });
    await failureOf(http.get('/api/gone'));
    expect(pageActions.navigate).not.toHaveBeenCalled();
    modals()[0]?.onClosed?.();
    expect(pageActions.navigate).toHaveBeenCalledWith('/work');
  });

  it('closes a page opened in a named window after a page-gone modal', async () => {
    vi.spyOn(pageActions, 'isChildWindow').mockReturnValue(true);
    api.reply('/api/gone', { body: { code: PAGE_GONE_CODES[0], msg: '已终止', data: null } });
    await failureOf(http.get('/api/gone'));
    modals()[0]?.onClosed?.();
    expect(pageActions.close).toHaveBeenCalledOnce();
    expect(pageActions.navigate).not.toHaveBeenCalled();
  });

  it('keeps the modal away when the call is silent', async () => {
    api.reply('/api/refuse', { body: { code: 103001, msg: '余额不足', data: null } });
    const error = await failureOf(http.post('/api/refuse', undefined, { silent: true }));
    expect(error.msg).toBe('余额不足');
    expect(notices).toEqual([]);
  });
});

describe('error statuses', () => {
  it('shows code 500 as an error toast, with the data kept for the caller', async () => {
    api.reply('/api/boom', { status: 500, body: { code: 500, msg: '您现在的数据开小差了', data: { requestId: 'r-1' } } });
    const error = await failureOf(http.get('/api/boom'));
    expect(error).toMatchObject({ kind: 'business', code: 500, status: 500, data: { requestId: 'r-1' } });
    expect(toasts()).toEqual([{ kind: 'toast', intent: 'error', text: '您现在的数据开小差了' }]);
    expect(modals()).toEqual([]);
  });

  it('shows nothing for code 500 on a silent call', async () => {
    api.reply('/api/boom', { status: 500, body: { code: 500, msg: '您现在的数据开小差了', data: null } });
    await failureOf(http.get('/api/boom', { silent: true }));
    expect(notices).toEqual([]);
  });

  it('unwraps the envelope of a 400 and shows its msg in the modal', async () => {
    const issues = [{ path: 'phone', message: '手机号格式不正确' }];
    api.reply('/api/form', { status: 400, body: { code: 400, msg: '手机号格式不正确', data: { issues } } });
    const error = await failureOf(http.post('/api/form', { phone: '1' }));
    expect(error).toMatchObject({ code: 400, msg: '手机号格式不正确', data: { issues } });
    expect(modals()[0]?.text).toBe('手机号格式不正确');
  });

  it.each([
    [403, '当前操作没有权限'],
    [404, '访问资源不存在'],
    [502, '系统接口502异常'],
  ])('gives an answer without an envelope (HTTP %i) its default message', async (status, msg) => {
    api.reply('/api/proxy', { status, body: '<html>gateway</html>', contentType: 'text/html' });
    const error = await failureOf(http.get('/api/proxy'));
    expect(error).toMatchObject({ kind: 'http', code: status, status, msg });
    expect(toasts()).toEqual([{ kind: 'toast', intent: 'error', text: msg, timeoutMs: TIMING.networkErrorToastMs }]);
  });

  it('treats a 2xx answer that is not an envelope as an error', async () => {
    api.reply('/api/html', { status: 200, body: '<!doctype html>', contentType: 'text/html' });
    const error = await failureOf(http.get('/api/html'));
    expect(error).toMatchObject({ kind: 'http', msg: '系统接口返回数据异常' });
  });
});

describe('401: the session ends', () => {
  it('clears the token, tells other tabs, and goes to the login page two seconds later', async () => {
    // Prepare
    setToken('stale-token');
    window.location.hash = '#/work/backlog?tab=1';
    const otherTab = new BroadcastChannel(SESSION_CHANNEL);
    const told = new Promise<unknown>((resolve) => {
      otherTab.onmessage = (event: MessageEvent) => resolve(event.data);
    });
    api.reply('/api/me', { status: 401, body: { code: 401, msg: '登录状态已过期，请重新登录', data: null } });
    try {
      // Act: two calls fail together, as they do when a session ends
      const [first, second] = await Promise.all([failureOf(http.get('/api/me')), failureOf(http.get('/api/me', { silent: true }))]);
      // Assess
      expect(first.code).toBe(401);
      expect(second.code).toBe(401);
      expect(getToken()).toBeUndefined();
      await expect(told).resolves.toEqual({ type: 'session-ended', reason: 'expired' });
      expect(toasts()).toEqual([
        { kind: 'toast', intent: 'warning', text: '登录状态已过期，请重新登录', timeoutMs: TIMING.sessionExpiredLogoutMs },
      ]);
      expect(pageActions.navigate).not.toHaveBeenCalled();
      await vi.waitFor(() => expect(pageActions.navigate).toHaveBeenCalledOnce(), { timeout: TIMING.sessionExpiredLogoutMs + 1_000 });
      expect(pageActions.navigate).toHaveBeenCalledWith(`/login?redirect=${encodeURIComponent('/work/backlog?tab=1')}`);
    } finally {
      otherTab.close();
    }
  });
});

describe('no answer', () => {
  it('reports a timeout as 系统接口请求超时 for 5 seconds', async () => {
    api.reply('/api/slow', { delayMs: 1_000, body: { code: 200, msg: '', data: null } });
    const error = await failureOf(http.get('/api/slow', { timeoutMs: 100 }));
    expect(error).toMatchObject({ kind: 'timeout', msg: '系统接口请求超时', status: 0 });
    expect(toasts()).toEqual([{ kind: 'toast', intent: 'error', text: '系统接口请求超时', timeoutMs: 5_000 }]);
  });

  it('tells an offline person to check the network for 5 seconds and shows the offline page', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('fetch failed')));
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
    try {
      const error = await failureOf(http.get('/api/anything'));
      expect(error).toMatchObject({ kind: 'network', msg: '网络未连接或连接不稳定，请检查您的网络。' });
      expect(toasts()).toEqual([
        { kind: 'toast', intent: 'error', text: '网络未连接或连接不稳定，请检查您的网络。', timeoutMs: 5_000 },
      ]);
      expect(pageActions.navigate).toHaveBeenCalledWith('/403?online=false');
    } finally {
      delete (window.navigator as { onLine?: boolean }).onLine;
    }
  });

  it('rejects as canceled, without any notice, when the caller aborts', async () => {
    api.reply('/api/slow', { delayMs: 1_000, body: { code: 200, msg: '', data: null } });
    const controller = new AbortController();
    const call = http.get('/api/slow', { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const error = await failureOf(call);
    expect(error.kind).toBe('canceled');
    expect(notices).toEqual([]);
  });
});
