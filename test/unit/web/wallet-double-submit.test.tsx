// @vitest-environment jsdom
/**
 * Buttons that move money wait for their answer (issue 28 item 8e; web/src/components/async-button.tsx): two presses
 * landing before React draws the button disabled — a fast double click, Enter held down — send one request, for the
 * fee and escrow pages and the withdrawal (WalletPay / usePayPassword), the recharge dialog, the sandbox cashier,
 * adding a card, and the confirm dialog of a process action (验收通过 releases the escrow). Both presses are
 * dispatched in one act(), before React re-renders, as a double click faster than a render lands. And full-width
 * digits typed on a Chinese keyboard are kept as digits, in the pay password boxes and the card number (item 8b).
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { walletRoute } from '../../../shared/routes/wallet.js';
import type { ProcessAction } from '../../../shared/process/types.js';
import { AsyncButton } from '../../../web/src/components/async-button.js';
import { ActionButtons } from '../../../web/src/features/project-center/components/action-buttons.js';
import { AddMethodDialog } from '../../../web/src/features/wallet/components/add-method-dialog.js';
import { Cashier } from '../../../web/src/features/wallet/components/cashier.js';
import { RechargeDialog } from '../../../web/src/features/wallet/components/recharge-dialog.js';
import { WalletPay, type PayCall } from '../../../web/src/features/wallet/public.js';
import { useApiStub } from './api-stub.js';
import { userInfoOf } from './fixtures.js';
import { renderPage } from './render-page.js';

const api = useApiStub();
const PAY_ID = '01JTESTPAYMENT000000000000';
const OK = (data: unknown) => ({ body: { code: 200, msg: '操作成功', data } });
const posts = (path: string) => api.seen.filter((r) => r.method === 'POST' && r.path === path);
/** A request's JSON body (the stub keeps bodies as latin1). */
const sent = (path: string, index = 0): unknown => JSON.parse(Buffer.from(posts(path)[index]!.body, 'latin1').toString('utf8'));

let unsubscribe: (() => void) | undefined;
beforeEach(() => {
  api.seen.length = 0;
  api.reply(walletRoute('wallet.info').path, OK({ balance: 500_000, available: 500_000, frozen: 0, payPasswordSet: true }));
});
afterEach(() => unsubscribe?.());

/** Two presses before React draws anything: the second sees the page as the first found it. */
const pressTwice = (button: HTMLElement) =>
  act(() => {
    button.click();
    button.click();
  });

/** A promise the test settles: the answer the pressed action waits for. */
const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

describe('the shared async button', () => {
  it('runs its action once for two presses, disabled until the answer, then pressable again', async () => {
    const answer = deferred<void>();
    const action = vi.fn(() => answer.promise);
    unsubscribe = renderPage('/', <AsyncButton onClick={action}>释放</AsyncButton>).unsubscribe;
    const button = screen.getByRole('button', { name: '释放' }) as HTMLButtonElement;
    pressTwice(button);
    expect(action).toHaveBeenCalledTimes(1);
    expect(button.disabled).toBe(true);
    await act(async () => {
      answer.resolve();
      await answer.promise;
    });
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    expect(action).toHaveBeenCalledTimes(2);
  });
});

describe('paying from the wallet (fee, escrow, withdrawal)', () => {
  it('sends one payment for a double click on 确认支付', async () => {
    const answer = deferred<string>();
    const pay = vi.fn<PayCall<string>>(() => answer.promise);
    const onPaid = vi.fn();
    unsubscribe = renderPage(
      '/pay',
      <WalletPay name="test" payer={userInfoOf({ hasPayPassword: true })} lines={[]} amount={10_000} amountLabel="应付金额" rule="" notOperator="" attempt="fee" pay={pay} onPaid={onPaid} />,
    ).unsubscribe;
    fireEvent.change(screen.getByTestId('pay-password'), { target: { value: '１３５７９０' } });
    // Full-width digits are kept as the digits they are (item 8b).
    expect((screen.getByTestId('pay-password') as HTMLInputElement).value).toBe('135790');
    pressTwice(screen.getByRole('button', { name: /确认支付/ }));
    expect(pay).toHaveBeenCalledTimes(1);
    await act(async () => answer.resolve('paid'));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(pay).toHaveBeenCalledTimes(1);
  });
});

describe('the recharge dialog', () => {
  it('opens one payment for a double click on 去支付', async () => {
    const path = walletRoute('wallet.recharge').path;
    api.reply(path, { ...OK({ payId: PAY_ID, cashierUrl: `/#/cashier/${PAY_ID}` }), delayMs: 100 });
    unsubscribe = renderPage('/wallet', <RechargeDialog onClose={() => undefined} />, { routes: { '/cashier/:payId': <p>收银台</p> } }).unsubscribe;
    fireEvent.change(screen.getByTestId('recharge-amount'), { target: { value: '１００' } });
    pressTwice(screen.getByRole('button', { name: '去支付' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`/cashier/${PAY_ID}`));
    expect(posts(path)).toHaveLength(1);
    expect(sent(path)).toMatchObject({ amount: 10_000 });
  });
});

describe('the sandbox cashier', () => {
  it('decides once for a double click on 支付成功', async () => {
    const pending = { payId: PAY_ID, amount: 10_000, status: 'PENDING', subject: '钱包充值', createTime: Date.now(), expireTime: Date.now() + 900_000 };
    const path = walletRoute('wallet.sandboxPay').path.replace('{payId}', PAY_ID);
    api.reply(walletRoute('wallet.payment').path.replace('{payId}', PAY_ID), OK(pending));
    api.reply(path, { ...OK({ ...pending, status: 'PAID', paidTime: Date.now() }), delayMs: 100 });
    unsubscribe = renderPage('/cashier', <Cashier payId={PAY_ID} />).unsubscribe;
    const button = await screen.findByRole('button', { name: /支付成功/ });
    pressTwice(button);
    await waitFor(() => expect(posts(path).length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryByRole('button', { name: /支付成功/ })).toBeNull());
    expect(posts(path)).toHaveLength(1);
  });
});

describe('adding a bank card', () => {
  it('adds it once for a double click on 添加, its full-width number sent as digits', async () => {
    const path = walletRoute('wallet.addMethod').path;
    api.reply(path, { ...OK({ id: '01JTESTMETHOD0000000000000' }), delayMs: 100 });
    const onAdded = vi.fn();
    unsubscribe = renderPage('/wallet', <AddMethodDialog onAdded={onAdded} onClose={() => undefined} />).unsubscribe;
    fireEvent.change(screen.getByRole('textbox', { name: /户名/ }), { target: { value: '王小明' } });
    fireEvent.change(screen.getByRole('textbox', { name: /银行卡号/ }), { target: { value: '６２２２０２０２００１１２２３３４４５' } });
    expect((screen.getByRole('textbox', { name: /银行卡号/ }) as HTMLInputElement).value).toBe('6222 0202 0011 2233 445');
    fireEvent.change(screen.getByTestId('bank-name'), { target: { value: '中国工商银行' } });
    pressTwice(screen.getByRole('button', { name: '添加提现方式' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(posts(path)).toHaveLength(1);
    expect(sent(path)).toMatchObject({ type: 'BANK', account: '6222020200112233445', bankName: '中国工商银行' });
  });
});

describe('a process action asked first (验收通过 releases the phase’s escrow)', () => {
  it('runs once for a double click on 确定', async () => {
    const answer = deferred<void>();
    const onRun = vi.fn(() => answer.promise);
    const accept = { name: 'acceptPass', label: '验收通过', confirm: '验收通过后，本阶段托管金额将支付给乙方。确定验收通过吗？' } as ProcessAction;
    unsubscribe = renderPage('/coop', <ActionButtons actions={[accept]} onRun={onRun} />).unsubscribe;
    fireEvent.click(screen.getByRole('button', { name: '验收通过' }));
    const ok = await screen.findByRole('button', { name: '确定' });
    pressTwice(ok);
    expect(onRun).toHaveBeenCalledTimes(1);
    await act(async () => answer.resolve());
    await waitFor(() => expect(screen.queryByRole('button', { name: '确定' })).toBeNull());
    expect(onRun).toHaveBeenCalledTimes(1);
  });
});
