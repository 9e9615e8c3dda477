// @vitest-environment jsdom
/**
 * 申请发票 (web/src/features/order/components/invoice-form.tsx): a 普通发票 needs its title; a 专用发票 shows and
 * requires the tax number, the bank, the account, the registered address and phone, each refused under its field
 * when missing; what is sent for a 普通发票 carries no bank details.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderRoute } from '../../../shared/routes/order.js';
import { InvoiceForm, invoiceIssues } from '../../../web/src/features/order/components/invoice-form.js';
import { useApiStub } from './api-stub.js';
import { ok } from './order-fixtures.js';
import { renderPage } from './render-page.js';

const APPLY = orderRoute('order.invoice.apply').path;
const api = useApiStub();
const ORDER = '01JORDER000000000000000001';

let unsubscribe: (() => void) | undefined;
beforeEach(() => {
  api.seen.length = 0;
  api.reply(APPLY, ok(null));
});
afterEach(() => unsubscribe?.());

const show = (onDone = vi.fn()) => {
  const page = renderPage('/order/applyInvoice?id=1', <InvoiceForm orderId={ORDER} onDone={onDone} />);
  unsubscribe = page.unsubscribe;
  return { page, onDone };
};
const type = (name: string, value: string) => fireEvent.change(screen.getByTestId(`invoice-${name}`), { target: { value } });
const sent = () => api.seen.filter((request) => request.path === APPLY).map((request) => JSON.parse(Buffer.from(request.body, 'latin1').toString('utf8')) as Record<string, unknown>);
const BANK = ['bankName', 'bankAccount', 'registeredAddress', 'registeredPhone'];

describe('the 专票 requirements', () => {
  it('name every field a 专用发票 lacks, none for a 普通发票', () => {
    const empty = { kind: 'SPECIAL', title: '示范科技有限公司', taxNo: '', bankName: '', bankAccount: '', registeredAddress: '', registeredPhone: '', email: '' };
    expect(invoiceIssues(empty).map((issue) => [issue.path, issue.message])).toEqual([
      ['taxNo', '请填写税号'],
      ['bankName', '请填写开户银行'],
      ['bankAccount', '请填写银行账号'],
      ['registeredAddress', '请填写注册地址'],
      ['registeredPhone', '请填写注册电话'],
    ]);
    expect(invoiceIssues({ ...empty, kind: 'NORMAL' })).toEqual([]);
  });
});

describe('the invoice form', () => {
  it('shows the bank fields only for a 专用发票, required, and refuses each one missing under it', async () => {
    show();
    for (const name of BANK) expect(screen.queryByTestId(`invoice-${name}`)).toBeNull();
    fireEvent.click(screen.getByTestId('invoice-kind-SPECIAL'));
    for (const name of BANK) expect((screen.getByTestId(`invoice-${name}`) as HTMLInputElement).required).toBe(true);
    expect((screen.getByTestId('invoice-taxNo') as HTMLInputElement).required).toBe(true);
    type('title', '示范科技有限公司');
    type('bankAccount', '6222');
    fireEvent.click(screen.getByTestId('invoice-submit'));
    expect(await screen.findByText('请填写开户银行')).toBeTruthy();
    expect(screen.getByText('请填写税号')).toBeTruthy();
    expect(screen.getByText('请填写注册地址')).toBeTruthy();
    expect(screen.getByText('请填写注册电话')).toBeTruthy();
    // The schema's own rule for a field that is there.
    expect(screen.getByText('银行账号应为8至30位数字')).toBeTruthy();
    expect(sent()).toEqual([]);
  });

  it('sends a complete 专用发票', async () => {
    const { onDone } = show();
    fireEvent.click(screen.getByTestId('invoice-kind-SPECIAL'));
    type('title', '示范科技有限公司');
    type('taxNo', '91330100MA2B3C4D5E');
    type('bankName', '招商银行杭州分行');
    type('bankAccount', '571900000000001');
    type('registeredAddress', '杭州市西湖区文三路 100 号');
    type('registeredPhone', '0571-88888888');
    fireEvent.click(screen.getByTestId('invoice-submit'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent()[0]).toMatchObject({ orderId: ORDER, kind: 'SPECIAL', bankName: '招商银行杭州分行', registeredPhone: '0571-88888888' });
  });

  it('sends a 普通发票 with its title and no bank details typed before switching back', async () => {
    const { onDone } = show();
    fireEvent.click(screen.getByTestId('invoice-kind-SPECIAL'));
    type('bankName', '招商银行');
    fireEvent.click(screen.getByTestId('invoice-kind-NORMAL'));
    fireEvent.click(screen.getByTestId('invoice-submit'));
    await waitFor(() => expect(screen.getByTestId('invoice-title').getAttribute('aria-invalid')).toBe('true'));
    expect(sent()).toEqual([]);
    type('title', '林晓');
    fireEvent.click(screen.getByTestId('invoice-submit'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [body] = sent();
    expect(body).toMatchObject({ orderId: ORDER, kind: 'NORMAL', title: '林晓' });
    expect(body).not.toHaveProperty('bankName');
  });
});
