// @vitest-environment jsdom
/**
 * What a process action asks before it runs (web/src/components/action-ask-dialog.tsx), shared by the project
 * center's action buttons and the order's and after-sale's: the confirmation sentence; a reason required (the order's
 * 拒绝 and 申请平台介入) refused when empty and when too long, an optional one sent only when written; 确定 pressed
 * twice runs once; the dialog closes after the answer, a refusal too.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProcessAction } from '../../../shared/process/types.js';
import { ActionAskDialog } from '../../../web/src/components/action-ask-dialog.js';
import { renderPage } from './render-page.js';

let unsubscribe: (() => void) | undefined;
afterEach(() => unsubscribe?.());

const REFUSE: ProcessAction = { name: 'refuse', label: '拒绝', confirm: '确定拒绝该售后申请吗？', reason: true };

const show = (action: ProcessAction, required: boolean, onRun: (reason?: string) => Promise<unknown>) => {
  const onClose = vi.fn();
  unsubscribe = renderPage('/x', <ActionAskDialog action={action} required={required} max={10} onRun={onRun} onClose={onClose} />).unsubscribe;
  return { dialog: screen.getByRole('alertdialog'), onClose };
};

const write = (dialog: HTMLElement, text: string) => fireEvent.change(within(dialog).getByTestId('action-reason'), { target: { value: text } });
const ok = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));

describe('the action’s ask', () => {
  it('asks its sentence, refuses a required reason empty or too long, then runs once with it and closes', async () => {
    let finish: () => void = () => undefined;
    const onRun = vi.fn((_reason?: string) => new Promise<void>((resolve) => (finish = resolve)));
    const { dialog, onClose } = show(REFUSE, true, onRun);
    expect(within(dialog).getByText('确定拒绝该售后申请吗？')).toBeTruthy();
    ok(dialog);
    expect(await within(dialog).findByText('请填写原因')).toBeTruthy();
    write(dialog, '超过十个字符的拒绝原因写在这里');
    ok(dialog);
    expect(await within(dialog).findByText('原因不能超过10个字符')).toBeTruthy();
    write(dialog, ' 商品已拆封 ');
    ok(dialog);
    ok(dialog);
    await waitFor(() => expect(onRun).toHaveBeenCalledTimes(1));
    expect(onRun).toHaveBeenCalledWith('商品已拆封');
    expect(onClose).not.toHaveBeenCalled();
    finish();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('sends an optional reason only when one is written, and closes after a refusal too', async () => {
    const onRun = vi.fn(async (_reason?: string) => Promise.reject(new Error('refused')));
    const { dialog, onClose } = show({ name: 'terminate', label: '终止洽谈', reason: true }, false, onRun);
    expect(within(dialog).getByText('原因（选填）')).toBeTruthy();
    ok(dialog);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onRun).toHaveBeenCalledWith(undefined);
  });
});
