// @vitest-environment jsdom
/**
 * Paying from the wallet (web/src/features/wallet/components/wallet-pay.tsx), the one way the fee, escrow and
 * checkout pages charge it, against a stub API for the wallet's balance and a pay call of the test's own: what is
 * paid and the balance show; a short wallet offers the recharge of the difference (or the way to the wallet); the pay
 * password's refusals are answered under the boxes, the page's own go to it; an attempt keeps its requestId only
 * while its outcome is unknown; the payment's answer goes to the page.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CORE_ERRORS } from '../../../shared/errors/core.js';
import { WALLET_ERRORS } from '../../../shared/errors/wallet.js';
import { walletRoute } from '../../../shared/routes/wallet.js';
import type { UserInfo } from '../../../shared/schemas/account.js';
import { HttpError } from '../../../web/src/api/http-error.js';
import { WalletPay, type OnPayRefused, type PayCall } from '../../../web/src/features/wallet/public.js';
import { useApiStub } from './api-stub.js';
import { userInfoOf } from './fixtures.js';
import { renderPage } from './render-page.js';

const INFO = walletRoute('wallet.info').path;
const api = useApiStub();

const wallet = (available: number) => ({ body: { code: 200, msg: '操作成功', data: { balance: available, available, frozen: 0, payPasswordSet: true } } });

const refusal = (code: number, msg: string, data: unknown = null) => new HttpError({ kind: 'business', code, msg, data, status: 200 });

let unsubscribe: (() => void) | undefined;
beforeEach(() => {
  api.seen.length = 0;
  api.reply(INFO, wallet(500_000));
});
afterEach(() => unsubscribe?.());

interface Options {
  payer?: UserInfo;
  amount?: number;
  pay?: PayCall<string>;
  onPaid?: (result: string) => void;
  onRefused?: OnPayRefused;
  shortfall?: 'recharge' | 'wallet';
}

const show = ({ payer = userInfoOf({ hasPayPassword: true }), amount = 200_000, pay = async () => 'paid', onPaid = () => undefined, onRefused, shortfall }: Options = {}) => {
  const page = renderPage(
    '/pay?id=1',
    <WalletPay
      name="test"
      payer={payer}
      lines={[
        { term: '项目名称', value: '门店预约小程序' },
        { term: '合作金额合计', value: '¥9,000.00', testId: 'test-total' },
      ]}
      amount={amount}
      amountLabel="应付金额"
      rule="支付说明"
      notOperator="只有钱包操作人可以支付"
      attempt={`pay:${amount}`}
      pay={pay}
      onPaid={onPaid}
      {...(onRefused ? { onRefused } : {})}
      {...(shortfall ? { shortfall } : {})}
    />,
  );
  unsubscribe = page.unsubscribe;
  return page;
};

const typePassword = (value: string) => fireEvent.change(screen.getByTestId('pay-password'), { target: { value } });
const payButton = () => screen.getByRole('button', { name: /确认支付|正在支付/ });

describe('what is paid', () => {
  it('shows the lines, the amount, the wallet that pays and its available balance', async () => {
    show({ payer: userInfoOf({ userType: 'TEAM', teamName: '星火设计工作室', hasPayPassword: true }) });
    expect(screen.getByText('门店预约小程序')).toBeTruthy();
    expect(screen.getByTestId('test-total').textContent).toBe('¥9,000.00');
    expect(screen.getByTestId('test-amount').textContent).toBe('¥2,000.00');
    expect(screen.getByText('团队钱包（星火设计工作室）')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('test-available').textContent).toBe('¥5,000.00'));
    expect(screen.queryByTestId('test-short')).toBeNull();
    expect(payButton().textContent).toBe('确认支付 ¥2,000.00');
    expect((payButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('leads a payer without a pay password to set one', async () => {
    show({ payer: userInfoOf({ hasPayPassword: false }) });
    expect(screen.getByText('您还没有设置支付密码，请先设置。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去设置' }).getAttribute('href')).toContain('/work/userCenter/setting');
    expect(screen.queryByTestId('pay-password')).toBeNull();
  });

  it('shows who may not pay from the wallet nothing but why', async () => {
    api.reply(INFO, { status: 403, body: { code: 403, msg: WALLET_ERRORS.NOT_WALLET_OPERATOR.msg, data: null } });
    show();
    await waitFor(() => expect(screen.getByText('只有钱包操作人可以支付')).toBeTruthy());
    expect(screen.queryByTestId('pay-password')).toBeNull();
  });
});

describe('a short wallet', () => {
  it('offers to recharge the difference, the dialog filled in with it', async () => {
    api.reply(INFO, wallet(50_000));
    show();
    await waitFor(() => expect(screen.getByTestId('test-short').textContent).toContain('还差 ¥1,500.00'));
    fireEvent.click(screen.getByTestId('test-recharge'));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByTestId('recharge-amount') as HTMLInputElement).value).toBe('1500');
  });

  it('or says so with the way to the wallet', async () => {
    api.reply(INFO, wallet(0));
    show({ shortfall: 'wallet' });
    await waitFor(() => expect(screen.getByTestId('test-short').textContent).toContain('可用余额不足，请先充值后再支付。'));
    expect(screen.getByRole('link', { name: '去充值' }).getAttribute('href')).toContain('/work/userCenter/wallet');
    expect(screen.queryByTestId('test-recharge')).toBeNull();
  });
});

describe('paying', () => {
  it('sends the pay password with the attempt’s requestId and hands the answer to the page', async () => {
    const pay = vi.fn<PayCall<string>>(async () => 'agreed');
    const onPaid = vi.fn();
    show({ pay, onPaid });
    typePassword('13a57x90');
    expect((screen.getByTestId('pay-password') as HTMLInputElement).value).toBe('135790');
    fireEvent.click(payButton());
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith('agreed'));
    expect(pay).toHaveBeenCalledTimes(1);
    expect(pay.mock.calls[0]?.[0]).toBe('135790');
    expect(pay.mock.calls[0]?.[1]).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it('answers a wrong password and a lock under the boxes, emptied; a new attempt gets a new requestId', async () => {
    const pay = vi
      .fn<PayCall<string>>()
      .mockRejectedValueOnce(refusal(WALLET_ERRORS.PAY_PASSWORD_WRONG.code, '支付密码错误，还可以输入4次'))
      .mockRejectedValueOnce(refusal(WALLET_ERRORS.PAY_LOCKED.code, WALLET_ERRORS.PAY_LOCKED.msg));
    show({ pay });
    typePassword('000000');
    fireEvent.click(payButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('支付密码错误，还可以输入4次'));
    const input = screen.getByTestId('pay-password') as HTMLInputElement;
    expect(input.value).toBe('');
    expect(input.getAttribute('aria-describedby')).toBe('test-password-error');
    typePassword('111111');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(payButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(WALLET_ERRORS.PAY_LOCKED.msg));
    expect(input.disabled).toBe(true);
    expect((payButton() as HTMLButtonElement).disabled).toBe(true);
    expect(pay.mock.calls[1]?.[1]).not.toBe(pay.mock.calls[0]?.[1]);
  });

  it('keeps the requestId when the outcome is unknown, so a retry never pays twice', async () => {
    const pay = vi
      .fn<PayCall<string>>()
      .mockRejectedValueOnce(new HttpError({ kind: 'network', code: -1, msg: '网络异常', status: 0 }))
      .mockResolvedValueOnce('paid');
    const onPaid = vi.fn();
    show({ pay, onPaid });
    typePassword('135790');
    fireEvent.click(payButton());
    await waitFor(() => expect(pay).toHaveBeenCalledTimes(1));
    await waitFor(() => expect((payButton() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(payButton());
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith('paid'));
    expect(pay.mock.calls[1]?.[1]).toBe(pay.mock.calls[0]?.[1]);
  });

  it('reads the balance again after too little balance, and leaves the page’s own refusals to it', async () => {
    const onRefused = vi.fn<OnPayRefused>(async (r) => r.code === CORE_ERRORS.STALE_DATA.code);
    const pay = vi
      .fn<PayCall<string>>()
      .mockRejectedValueOnce(refusal(WALLET_ERRORS.INSUFFICIENT_BALANCE.code, WALLET_ERRORS.INSUFFICIENT_BALANCE.msg))
      .mockRejectedValueOnce(refusal(CORE_ERRORS.STALE_DATA.code, CORE_ERRORS.STALE_DATA.msg));
    show({ pay, onRefused, shortfall: 'wallet' });
    await waitFor(() => expect(screen.getByTestId('test-available').textContent).toBe('¥5,000.00'));
    const reads = api.seen.filter((r) => r.path === INFO).length;
    api.reply(INFO, wallet(100_000));
    typePassword('135790');
    fireEvent.click(payButton());
    await waitFor(() => expect(screen.getByTestId('test-available').textContent).toBe('¥1,000.00'));
    expect(api.seen.filter((r) => r.path === INFO).length).toBe(reads + 1);
    expect(screen.getByTestId('test-short')).toBeTruthy();
    expect(screen.getByText(WALLET_ERRORS.INSUFFICIENT_BALANCE.msg)).toBeTruthy();
    expect(onRefused).not.toHaveBeenCalled();

    typePassword('135790');
    fireEvent.click(payButton());
    await waitFor(() => expect(onRefused).toHaveBeenCalledWith({ code: CORE_ERRORS.STALE_DATA.code, msg: CORE_ERRORS.STALE_DATA.msg, data: null }));
    expect(screen.queryByText(CORE_ERRORS.STALE_DATA.msg)).toBeNull();
  });
});
