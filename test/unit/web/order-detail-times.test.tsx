// @vitest-environment jsdom
/**
 * 订单信息 on an order's details (buyer, seller and staff alike): the order's number and each step's time once it is
 * taken (下单, 付款, 发货, 完成, or 取消 with its reason, or 关闭), and the deadline running now (付款截止 while 待付款,
 * 自动确认收货 while 待收货, marked when extended); a step not taken shows no row.
 */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderTimes } from '../../../web/src/features/order/components/detail-parts.js';
import { formatDateTime } from '../../../web/src/lib/format-time.js';
import { order } from './order-fixtures.js';
import { renderPage } from './render-page.js';

let unsubscribe: (() => void) | undefined;
afterEach(() => unsubscribe?.());

const MINUTE = 60_000;
const T = Date.UTC(2026, 0, 5, 8, 0);

/** The rows of 订单信息 as [label, value]. */
const rowsOf = (over: Parameters<typeof order>[0]): [string, string][] => {
  unsubscribe = renderPage('/order/orderDetail', <OrderTimes order={order(over)} />).unsubscribe;
  const list = screen.getByTestId('order-times');
  const labels = within(list).getAllByRole('term').map((term) => term.textContent ?? '');
  const values = within(list).getAllByRole('definition').map((value) => value.textContent ?? '');
  return labels.map((label, index) => [label, values[index] ?? '']);
};

describe('the order’s times', () => {
  it('while unpaid: placed, and the pay deadline', () => {
    expect(rowsOf({ state: 'UNPAID', createTime: T, payTime: 0, payDueTime: T + 30 * MINUTE })).toEqual([
      ['订单号', '01JORDER000000000000000001'],
      ['下单时间', formatDateTime(T)],
      ['付款截止时间', formatDateTime(T + 30 * MINUTE)],
    ]);
  });

  it('while delivered: placed, paid, shipped, and the automatic receipt (extended)', () => {
    const shipped = T + 60 * MINUTE;
    const due = shipped + 15 * 24 * 60 * MINUTE;
    expect(rowsOf({ state: 'DELIVERED', viewerSide: 'SELLER', createTime: T, payTime: T + 5 * MINUTE, deliverTime: shipped, receiveDueTime: due, receiptExtended: true }).slice(1)).toEqual([
      ['下单时间', formatDateTime(T)],
      ['付款时间', formatDateTime(T + 5 * MINUTE)],
      ['发货时间', formatDateTime(shipped)],
      ['自动确认收货时间', `${formatDateTime(due)}（已延长收货）`],
    ]);
  });

  it('once completed: every step, no deadline', () => {
    expect(rowsOf({ state: 'COMPLETED', createTime: T, payTime: T + MINUTE, deliverTime: T + 2 * MINUTE, completeTime: T + 3 * MINUTE }).map(([label]) => label)).toEqual([
      '订单号',
      '下单时间',
      '付款时间',
      '发货时间',
      '完成时间',
    ]);
  });

  it('once cancelled: when and why; once closed: when', () => {
    expect(rowsOf({ state: 'CANCELLED', createTime: T, payTime: 0, cancelTime: T + 31 * MINUTE, cancelReason: '超时未付款，系统自动取消' }).slice(1)).toEqual([
      ['下单时间', formatDateTime(T)],
      ['取消时间', formatDateTime(T + 31 * MINUTE)],
      ['取消原因', '超时未付款，系统自动取消'],
    ]);
    unsubscribe?.();
    cleanup();
    expect(rowsOf({ state: 'CLOSED', createTime: T, payTime: T + MINUTE, closeTime: T + 9 * MINUTE }).slice(1)).toEqual([
      ['下单时间', formatDateTime(T)],
      ['付款时间', formatDateTime(T + MINUTE)],
      ['关闭时间', formatDateTime(T + 9 * MINUTE)],
    ]);
  });
});
