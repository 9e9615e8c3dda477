// @vitest-environment jsdom
/**
 * 申请售后 (web/src/features/order/components/refund-form.tsx): 仅退款 before delivery, 退货退款 too once delivered;
 * the amount is at most what is paid and not refunded (107011 before the server says it); a valid application is
 * sent in fen with a requestId, and the page goes to the refund's progress.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orderRoute } from '../../../shared/routes/order.js';
import { RefundForm, checkRefundAmount } from '../../../web/src/features/order/components/refund-form.js';
import { canApplyRefund, refundableOf, refundTypesFor } from '../../../web/src/features/order/model/after-sale.js';
import { useApiStub } from './api-stub.js';
import { ok, order } from './order-fixtures.js';
import { renderPage } from './render-page.js';

const APPLY = orderRoute('order.refund.apply').path;
const api = useApiStub();

let unsubscribe: (() => void) | undefined;
beforeEach(() => {
  api.seen.length = 0;
});
afterEach(() => unsubscribe?.());

const show = (over: Parameters<typeof order>[0]) => {
  const page = renderPage('/order/refundOrder?id=1', <RefundForm order={order(over)} />, { routes: { '/order/refundProgress': <p>progress</p> } });
  unsubscribe = page.unsubscribe;
  return page;
};
const radio = (type: string) => screen.getByTestId(`refund-type-${type}`) as HTMLInputElement;

describe('the refund rules', () => {
  it('offers 仅退款 before delivery, both types once delivered, none otherwise', () => {
    expect(refundTypesFor('PAID')).toEqual(['REFUND']);
    expect(refundTypesFor('DELIVERED')).toEqual(['REFUND', 'RETURN_REFUND']);
    for (const state of ['UNPAID', 'COMPLETED', 'CANCELLED', 'CLOSED'] as const) expect(refundTypesFor(state)).toEqual([]);
    expect(canApplyRefund(order({ state: 'DELIVERED' }))).toBe(true);
    expect(canApplyRefund(order({ state: 'DELIVERED', refund: { id: 'R1', state: 'REQUESTED', stateLabel: '待卖家处理' } }))).toBe(false);
    expect(canApplyRefund(order({ state: 'DELIVERED', viewerSide: 'SELLER' }))).toBe(false);
  });

  it('bounds the amount by what is paid and not refunded yet', () => {
    expect(refundableOf({ paid: 240_000, refunded: 40_000 })).toBe(200_000);
    expect(checkRefundAmount('2000', 200_000)).toEqual({ fen: 200_000 });
    expect(checkRefundAmount('0.01', 200_000)).toEqual({ fen: 1 });
    expect(checkRefundAmount('2000.01', 200_000)).toEqual({ error: '退款金额不能超过可退金额 ¥2,000.00' });
    expect(checkRefundAmount('0', 200_000)).toHaveProperty('error');
    expect(checkRefundAmount('1.234', 200_000)).toHaveProperty('error');
  });
});

describe('the refund form', () => {
  it('before delivery: only 仅退款, chosen; 退货退款 cannot be picked', () => {
    show({ state: 'PAID' });
    expect(radio('REFUND').checked).toBe(true);
    expect(radio('RETURN_REFUND').disabled).toBe(true);
    expect(screen.getByText('商品尚未发货，只能申请仅退款。')).toBeTruthy();
  });

  it('once delivered: both, the type to be chosen; the amount starts at what may be refunded and may not go over it', async () => {
    show({ state: 'DELIVERED', stateLabel: '待收货', refunded: 40_000 });
    expect(radio('REFUND').disabled).toBe(false);
    expect(radio('RETURN_REFUND').disabled).toBe(false);
    expect((screen.getByTestId('refund-amount') as HTMLInputElement).value).toBe('2000.00');
    fireEvent.change(screen.getByTestId('refund-amount'), { target: { value: '2400' } });
    fireEvent.click(screen.getByTestId('refund-submit'));
    expect(await screen.findByText('退款金额不能超过可退金额 ¥2,000.00')).toBeTruthy();
    expect(screen.getByText('请选择售后类型')).toBeTruthy();
    expect(screen.getByText('请填写退款原因')).toBeTruthy();
    expect(api.seen.filter((request) => request.path === APPLY)).toEqual([]);
  });

  it('sends a valid application in fen with a requestId, then shows its progress', async () => {
    api.reply(APPLY, ok({ id: 'R1' }));
    const page = show({ state: 'DELIVERED', stateLabel: '待收货' });
    fireEvent.click(radio('RETURN_REFUND'));
    fireEvent.change(screen.getByTestId('refund-amount'), { target: { value: '1200.5' } });
    fireEvent.change(screen.getByTestId('refund-reason'), { target: { value: '外壳破损' } });
    fireEvent.click(screen.getByTestId('refund-submit'));
    await waitFor(() => expect(page.getByTestId('where').textContent).toBe('/order/refundProgress?id=R1'));
    const [request] = api.seen.filter((one) => one.path === APPLY);
    const body = JSON.parse(Buffer.from(request?.body ?? '', 'latin1').toString('utf8')) as Record<string, unknown>;
    expect(body).toMatchObject({ orderId: '01JORDER000000000000000001', type: 'RETURN_REFUND', amount: 120_050, reason: '外壳破损' });
    expect(body.requestId).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(body).not.toHaveProperty('pictures');
  });
});
