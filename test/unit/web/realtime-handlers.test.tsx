// @vitest-environment jsdom
/**
 * What each push of spec §4 does in a tab: session endings (by the tab holding the socket, told to the others),
 * confirm-then-logout dialogs, counts and user info revalidated in SWR's cache, the sound only where enabled and
 * only once per browser, the notice dot; and the header's 通知 entry showing and clearing that dot.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import useSWR from 'swr';
import type { PushType } from '../../../shared/realtime.js';
import { NoticeEntry } from '../../../web/src/features/account/components/notice-entry.js';
import { userInfoKey } from '../../../web/src/features/account/api/get-user-info.js';
import { COUNT_KEY_PREFIX } from '../../../web/src/lib/count-keys.js';
import { pageActions } from '../../../web/src/lib/navigation.js';
import { clearNoticeUnread, hasUnreadNotice, markNoticeUnread } from '../../../web/src/lib/notice-unread.js';
import { subscribeNotices, type Notice } from '../../../web/src/lib/notify.js';
import { SESSION_CHANNEL } from '../../../web/src/lib/session-channel.js';
import { leaveForLogin } from '../../../web/src/lib/session-end.js';
import { SOUND_STORAGE_KEY } from '../../../web/src/lib/sound-setting.js';
import { getToken, removeToken, setToken } from '../../../web/src/lib/token.js';
import { pushHandlers, soundWhatCameMeanwhile } from '../../../web/src/realtime/handlers.js';
import type { SoundFlag } from '../../../web/src/realtime/sound-flag.js';
import { realtimeSession } from '../../../web/src/app/use-realtime.js';
import type { PushFrame } from '../../../web/src/realtime/frames.js';
import { renderPage, type ModalNotice } from './render-page.js';

const TOKEN = 'radio-handler-token';

let notices: Notice[];
let unsubscribe: () => void;
let told: unknown[];
let otherTab: BroadcastChannel;
let stopSocket: Mock<() => void>;
let playSound: Mock<() => void>;

const modals = () => notices.filter((n): n is ModalNotice => n.kind === 'modal');
const push = (type: PushType, leader: boolean, content?: string) => {
  const frame: PushFrame = { messageType: type, sendTime: Date.now(), ...(content ? { content } : {}) };
  pushHandlers({ stopSocket, playSound, refreshPrivileges: realtimeSession.refreshPrivileges })[type](frame, { leader });
};

beforeEach(() => {
  notices = [];
  told = [];
  unsubscribe = subscribeNotices((notice) => notices.push(notice));
  otherTab = new BroadcastChannel(SESSION_CHANNEL);
  otherTab.onmessage = (event: MessageEvent) => told.push(event.data);
  stopSocket = vi.fn<() => void>();
  playSound = vi.fn<() => void>();
  vi.spyOn(pageActions, 'navigate').mockImplementation(() => undefined);
  vi.spyOn(pageActions, 'currentPath').mockReturnValue('/work/backlog');
  setToken(TOKEN);
});

afterEach(() => {
  unsubscribe();
  otherTab.close();
  removeToken();
  clearNoticeUnread();
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('session endings pushed by the server', () => {
  it.each([
    ['KICK_USER_OFFLINE', 'kicked', '该账号已在其他设备登录'],
    ['DISABLE_ACCOUNT', 'disabled', '该账号已被禁用'],
  ] as const)('%s: the socket stops, the token goes, the other tabs are told and this one shows why on the login page', async (type, reason, text) => {
    push(type, true);
    expect(stopSocket).toHaveBeenCalledTimes(1);
    expect(getToken()).toBeUndefined();
    expect(pageActions.navigate).toHaveBeenCalledWith('/login?redirect=%2Fwork%2Fbacklog');
    const [dialog] = modals();
    expect(dialog?.text).toBe(text);
    expect(dialog?.actions.map((action) => action.label)).toEqual(['确定']);
    await waitFor(() => expect(told).toEqual([{ type: 'session-ended', reason }]));
  });

  it('leaves them to the tab holding the socket: a relayed one changes nothing here', async () => {
    push('KICK_USER_OFFLINE', false);
    push('DISABLE_ACCOUNT', false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(getToken()).toBe(TOKEN);
    expect(notices).toEqual([]);
    expect(told).toEqual([]);
    expect(stopSocket).not.toHaveBeenCalled();
  });

  it('shows the reason in the other tabs too, which go to the login page at once', () => {
    leaveForLogin('kicked');
    expect(pageActions.navigate).toHaveBeenCalledWith('/login?redirect=%2Fwork%2Fbacklog');
    expect(modals()[0]?.text).toBe('该账号已在其他设备登录');
    leaveForLogin('logout');
    expect(modals()).toHaveLength(1);
  });

  it.each([
    ['SERVER_LOGIN_EXPIRED', '登录状态已过期，请重新登录。'],
    ['PROGRAM_UPDATE', '服务器维护升级中，请稍后再试。'],
  ] as const)('%s: asks first, then logs every tab out', async (type, text) => {
    push(type, true);
    expect(stopSocket).toHaveBeenCalledTimes(1);
    const [dialog] = modals();
    expect(dialog?.text).toBe(text);
    expect(getToken()).toBe(TOKEN);
    expect(pageActions.navigate).not.toHaveBeenCalled();
    dialog?.onClosed?.();
    expect(getToken()).toBeUndefined();
    expect(pageActions.navigate).toHaveBeenCalledWith('/login?redirect=%2Fwork%2Fbacklog');
    await waitFor(() => expect(told).toEqual([{ type: 'session-ended', reason: 'expired' }]));
  });

  it('asks in a tab the push was relayed to as well; a dialog closed after another tab ended the session only closes', () => {
    push('SERVER_LOGIN_EXPIRED', false);
    expect(stopSocket).not.toHaveBeenCalled();
    removeToken();
    modals()[0]?.onClosed?.();
    expect(pageActions.navigate).not.toHaveBeenCalled();
  });
});

describe('pushes that refresh what the tab shows', () => {
  /** Mounted hooks on SWR's default cache, as the app's provider uses it; `tag` keeps each test's keys apart. */
  const Watch = ({ tag, fetchers }: { tag: string; fetchers: Record<string, () => Promise<string>> }) => {
    const count = useSWR([`${COUNT_KEY_PREFIX}backlog`, tag], fetchers.count!);
    const info = useSWR(userInfoKey(), fetchers.info!);
    const other = useSWR(['/api/pc/hezuo/other', tag], fetchers.other!);
    return <p>{`${count.data}/${info.data}/${other.data}`}</p>;
  };
  const watch = (tag: string) => {
    // The user info key holds the token: a token of the test's own keeps it apart too.
    setToken(`${TOKEN}-${tag}`);
    const calls = { count: 0, info: 0, other: 0 };
    const fetchers = Object.fromEntries(
      (Object.keys(calls) as (keyof typeof calls)[]).map((name) => [name, async () => String((calls[name] += 1))]),
    );
    render(<Watch tag={tag} fetchers={fetchers} />);
    return calls;
  };

  it('BANG_RADIO refreshes the counts, not other keys, and chimes in the socket’s tab when sound is on', async () => {
    const calls = watch('bang');
    await screen.findByText('1/1/1');
    await act(async () => push('BANG_RADIO', true));
    await screen.findByText('2/1/1');
    expect(playSound).toHaveBeenCalledTimes(1);

    await act(async () => push('BANG_RADIO', false));
    await screen.findByText('3/1/1');
    expect(playSound).toHaveBeenCalledTimes(1);

    window.localStorage.setItem(SOUND_STORAGE_KEY, 'off');
    await act(async () => push('BANG_RADIO', true));
    await screen.findByText('4/1/1');
    expect(playSound).toHaveBeenCalledTimes(1);
    expect(calls.other).toBe(1);
  });

  it('BANG_RADIO clears the message-sound flag in the socket’s tab only, sound on or off (spec §4)', async () => {
    watch('flag');
    await screen.findByText('1/1/1');
    const sounds = { clear: vi.fn(() => Promise.resolve(1)), due: vi.fn(() => Promise.resolve(0)) } satisfies SoundFlag;
    const bang = (leader: boolean) => pushHandlers({ stopSocket, playSound, refreshPrivileges: realtimeSession.refreshPrivileges, sounds }).BANG_RADIO({ messageType: 'BANG_RADIO', sendTime: Date.now() }, { leader });
    await act(async () => bang(false));
    expect(sounds.clear).not.toHaveBeenCalled();
    await act(async () => bang(true));
    expect(playSound).toHaveBeenCalledTimes(1);
    expect(sounds.clear).toHaveBeenCalledTimes(1);
    window.localStorage.setItem(SOUND_STORAGE_KEY, 'off');
    await act(async () => bang(true));
    expect(playSound).toHaveBeenCalledTimes(1);
    expect(sounds.clear).toHaveBeenCalledTimes(2);
  });

  it('the desk’s push about a dispute (NEED_RADIO kind desk) refreshes the counts — the desk’s list and badge — and is no notice', async () => {
    watch('desk');
    await screen.findByText('1/1/1');
    await act(async () => push('NEED_RADIO', true, JSON.stringify({ kind: 'desk', event: 'dispute', projectId: 'p1', id: 'd1', state: 'OPEN' })));
    await screen.findByText('2/1/1');
    expect(hasUnreadNotice()).toBe(false);
  });

  it('REFRESH_PRIVILEGES reloads the user info', async () => {
    watch('privileges');
    await screen.findByText('1/1/1');
    await act(async () => push('REFRESH_PRIVILEGES', false));
    await screen.findByText('1/2/1');
  });

  it.each(['NOTICE_RADIO', 'NEED_RADIO'] as const)('%s marks a notice unread', (type) => {
    push(type, false);
    expect(hasUnreadNotice()).toBe(true);
    expect(notices).toEqual([]);
  });

  it('HEARTBEAT does nothing visible', () => {
    push('HEARTBEAT', true);
    expect(notices).toEqual([]);
    expect(getToken()).toBe(TOKEN);
  });
});

describe('the header’s 通知 entry', () => {
  it('opens the notices in their named window, shows a dot while a notice is unread and clears it when opened', async () => {
    const { unsubscribe: stop } = renderPage('/work', <NoticeEntry />);
    const link = screen.getByRole('link', { name: '通知' });
    expect(link.getAttribute('href')).toBe('/inform');
    expect(link.getAttribute('target')).toBe('inform');
    expect(screen.queryByTestId('notice-dot')).toBeNull();

    act(() => markNoticeUnread());
    const unread = screen.getByRole('link', { name: '通知（有未读）' });
    expect(screen.getByTestId('notice-dot')).toBeTruthy();

    fireEvent.click(unread);
    await waitFor(() => expect(screen.queryByTestId('notice-dot')).toBeNull());
    expect(hasUnreadNotice()).toBe(false);
    stop();
  });
});

describe('sounds of messages that came while no socket listened (query-user-audio-num on open)', () => {
  const flag = (due: number | Error) => ({
    clear: vi.fn(() => Promise.resolve(typeof due === 'number' ? due : 0)),
    due: vi.fn(() => (typeof due === 'number' ? Promise.resolve(due) : Promise.reject(due))),
  });

  it('sound once and clear the flag when some are due', async () => {
    const sounds = flag(3);
    await soundWhatCameMeanwhile(sounds, playSound);
    expect(playSound).toHaveBeenCalledTimes(1);
    expect(sounds.clear).toHaveBeenCalledTimes(1);
  });

  it('stay silent and leave the flag when none is due', async () => {
    const sounds = flag(0);
    await soundWhatCameMeanwhile(sounds, playSound);
    expect(playSound).not.toHaveBeenCalled();
    expect(sounds.clear).not.toHaveBeenCalled();
  });

  it('clear without a sound when the sound is off, and cost nothing when the call fails', async () => {
    window.localStorage.setItem(SOUND_STORAGE_KEY, 'off');
    const off = flag(2);
    await soundWhatCameMeanwhile(off, playSound);
    expect(playSound).not.toHaveBeenCalled();
    expect(off.clear).toHaveBeenCalledTimes(1);
    window.localStorage.removeItem(SOUND_STORAGE_KEY);
    await expect(soundWhatCameMeanwhile(flag(new Error('offline')), playSound)).resolves.toBeUndefined();
    expect(playSound).not.toHaveBeenCalled();
  });
});
