// @vitest-environment jsdom
/**
 * An order's card in 我的采购订单 / 我的销售订单: its buttons are exactly the order's `actions` (labels and order);
 * 支付 goes to the pay page; 取消订单 and 确认收货 ask their process's confirmation before they run; 发货 asks the
 * carrier and the tracking number (checked as the route checks them) before it runs.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderProcess } from '../../../shared/process/order.js';
import type { ProcessAction } from '../../../shared/process/types.js';
import { OrderCard } from '../../../web/src/features/order/components/order-card.js';
import { order } from './order-fixtures.js';
import { renderPage } from './render-page.js';

/** An action as the engine answers it: the transition's label and its ask. */
const action = (name: string): ProcessAction => {
  const transition = orderProcess.transitions.find((one) => one.name === name);
  if (!transition) throw new Error(name);
  return { name, label: transition.label, ...(transition.ask?.confirm ? { confirm: transition.ask.confirm } : {}), ...(transition.ask?.reason ? { reason: true } : {}) };
};

const buttons = () => screen.queryAllByRole('button').filter((button) => button.getAttribute('data-action'));

let unsubscribe: (() => void) | undefined;
afterEach(() => unsubscribe?.());

const show = (over: Parameters<typeof order>[0], run = vi.fn(async (_action: ProcessAction, _reason?: string) => undefined), deliver = vi.fn(async (_input: { carrier: string; trackingNo: string }) => undefined)) => {
  const page = renderPage('/work/userCenter/shopOrder', <OrderCard order={order(over)} view={over?.viewerSide === 'SELLER' ? 'seller' : 'buyer'} run={run} deliver={deliver} />, {
    routes: { '/mall/pay': <p>pay</p> },
  });
  unsubscribe = page.unsubscribe;
  return { page, run, deliver };
};

describe('the order card', () => {
  it('shows the seller, the state, the lines and the amount, and exactly the actions given', () => {
    show({ state: 'UNPAID', stateLabel: '待付款', actions: [action('pay'), action('cancel')] });
    expect(buttons().map((button) => [button.getAttribute('data-action'), button.textContent])).toEqual([
      ['pay', '支付'],
      ['cancel', '取消订单'],
    ]);
    expect(screen.getByTestId('order-party').textContent).toBe('卖家：示范科技有限公司');
    expect(screen.getByTestId('order-state').textContent).toBe('待付款');
    expect(screen.getByTestId('order-line').textContent).toContain('¥1,200.00 × 2台');
    expect(screen.getByRole('link', { name: '订单详情' }).getAttribute('href')).toContain('/order/orderDetail?id=01JORDER000000000000000001');
  });

  it('shows no buttons for an order with no actions, and names the buyer to the seller', () => {
    show({ viewerSide: 'SELLER', state: 'COMPLETED', stateLabel: '已完成', actions: [] });
    expect(buttons()).toEqual([]);
    expect(screen.getByTestId('order-party').textContent).toBe('买家：林晓');
    expect(screen.getByRole('link', { name: '订单详情' }).getAttribute('href')).toContain('/order/saleOrderDetail?id=');
  });

  it('goes to the pay page with 支付', async () => {
    const { page } = show({ state: 'UNPAID', stateLabel: '待付款', actions: [action('pay')] });
    fireEvent.click(screen.getByRole('button', { name: '支付' }));
    await waitFor(() => expect(page.getByTestId('where').textContent).toBe('/mall/pay?orderIds=01JORDER000000000000000001'));
  });

  it('asks the process’s confirmation before 取消订单 and 确认收货, and runs nothing when it is cancelled', async () => {
    const { run } = show({ state: 'DELIVERED', stateLabel: '待收货', actions: [action('confirmReceipt'), action('extendReceipt')] });
    fireEvent.click(screen.getByRole('button', { name: '确认收货' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('请确认已收到货物。确认收货后，货款将支付给卖家。')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(run).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '确认收货' }));
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    expect(run.mock.calls[0]?.[0]).toMatchObject({ name: 'confirmReceipt' });
  });

  it('asks the carrier and the tracking number before 发货, checked as the route checks them', async () => {
    const { deliver } = show({ viewerSide: 'SELLER', actions: [action('deliver')] });
    fireEvent.click(screen.getByRole('button', { name: '发货' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.change(within(dialog).getByTestId('ship-carrier'), { target: { value: '顺丰速运' } });
    fireEvent.change(within(dialog).getByTestId('ship-tracking'), { target: { value: 'SF 123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认发货' }));
    expect(await within(dialog).findByText('运单号只能包含字母、数字和-')).toBeTruthy();
    expect(deliver).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByTestId('ship-tracking'), { target: { value: 'SF1234567890' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认发货' }));
    await waitFor(() => expect(deliver).toHaveBeenCalledWith({ carrier: '顺丰速运', trackingNo: 'SF1234567890' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
