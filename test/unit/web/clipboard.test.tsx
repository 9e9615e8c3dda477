// @vitest-environment jsdom
/** Copying for the person (spec §8): the Clipboard API, else execCommand('copy'), else 该浏览器不支持复制; the 复制 button. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from '../../../web/src/components/copy-button.js';
import { copyText } from '../../../web/src/lib/clipboard.js';
import { subscribeNotices, type Notice } from '../../../web/src/lib/notify.js';
import { renderPage } from './render-page.js';

const withClipboard = (writeText: ((text: string) => Promise<void>) | undefined) =>
  Object.defineProperty(navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true });
const withExecCommand = (answer: boolean | undefined) =>
  Object.defineProperty(document, 'execCommand', { value: answer === undefined ? undefined : vi.fn(() => answer), configurable: true });

const noticesDuring = async (work: () => Promise<unknown>): Promise<Notice[]> => {
  const notices: Notice[] = [];
  const stop = subscribeNotices((notice) => notices.push(notice));
  try {
    await work();
  } finally {
    stop();
  }
  return notices;
};

afterEach(() => {
  withClipboard(undefined);
  withExecCommand(undefined);
});

describe('copyText', () => {
  it('uses the Clipboard API and says 已复制', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    withClipboard(writeText);
    const notices = await noticesDuring(async () => expect(await copyText('SF1234567890')).toBe(true));
    expect(writeText).toHaveBeenCalledWith('SF1234567890');
    expect(notices).toEqual([{ kind: 'toast', intent: 'success', text: '已复制' }]);
  });

  it('falls back to execCommand(copy) where the Clipboard API is missing or refused, leaving no text area behind', async () => {
    withClipboard(() => Promise.reject(new Error('not allowed')));
    withExecCommand(true);
    const notices = await noticesDuring(async () => expect(await copyText('12345678')).toBe(true));
    expect(document.execCommand).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();
    expect(notices).toEqual([{ kind: 'toast', intent: 'success', text: '已复制' }]);
  });

  it('says 该浏览器不支持复制 where neither works', async () => {
    withExecCommand(false);
    expect(await noticesDuring(async () => expect(await copyText('x')).toBe(false))).toEqual([{ kind: 'toast', intent: 'error', text: '该浏览器不支持复制' }]);
    withExecCommand(undefined);
    expect(await noticesDuring(async () => expect(await copyText('x')).toBe(false))).toEqual([{ kind: 'toast', intent: 'error', text: '该浏览器不支持复制' }]);
  });
});

describe('the 复制 button', () => {
  it('copies its text and is named for what it copies', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    withClipboard(writeText);
    const { notices, unsubscribe } = renderPage('/', <CopyButton text="SF1234567890" label="运单号" />);
    fireEvent.click(screen.getByRole('button', { name: '复制运单号' }));
    await waitFor(() => expect(notices).toEqual([{ kind: 'toast', intent: 'success', text: '已复制' }]));
    expect(writeText).toHaveBeenCalledWith('SF1234567890');
    unsubscribe();
  });
});
