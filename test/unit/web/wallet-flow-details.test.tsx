// @vitest-environment jsdom
/**
 * 交易详情 (web/src/features/wallet/components/flow-details.tsx) of a withdrawal's hold: the entry moves no balance
 * (amount 0) but freezes the withdrawal's amount, so 交易金额 says what was frozen, as the figure above it does,
 * never ¥0.00.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { walletRoute } from '../../../shared/routes/wallet.js';
import type { FlowEntry } from '../../../shared/schemas/wallet.js';
import { FlowDetails } from '../../../web/src/features/wallet/components/flow-details.js';
import { useApiStub } from './api-stub.js';
import { renderPage } from './render-page.js';

const api = useApiStub();
let unsubscribe: (() => void) | undefined;
afterEach(() => unsubscribe?.());

const entry = (moved: Partial<FlowEntry>): FlowEntry => ({
  id: '7',
  type: 'WITHDRAW',
  title: '提现到中国工商银行(3445)',
  bizId: '01JTESTWITHDRAWAL000000000',
  createTime: Date.UTC(2026, 0, 5, 2, 0),
  amount: 0,
  available: -10_010,
  frozen: 10_010,
  balanceAfter: 50_000,
  availableAfter: 39_990,
  frozenAfter: 10_010,
  counterpart: '提现在途',
  ...moved,
});

const row = (term: string): string | null => {
  const dt = screen.getAllByRole('term').find((element) => element.textContent === term);
  return dt?.nextElementSibling?.textContent ?? null;
};

const show = async (shown: FlowEntry) => {
  api.reply(walletRoute('wallet.flowEntry').path.replace('{id}', shown.id), { body: { code: 200, msg: '操作成功', data: shown } });
  unsubscribe = renderPage(`/flow/${shown.id}`, <FlowDetails id={Number(shown.id)} />).unsubscribe;
  await waitFor(() => expect(screen.getByTestId('flow-details')).toBeTruthy());
};

describe('the details of a flow entry', () => {
  it('say under 交易金额 what a withdrawal’s hold froze', async () => {
    await show(entry({}));
    expect(screen.getByTestId('details-amount').textContent).toBe('冻结 ¥100.10');
    expect(row('交易金额')).toBe('冻结 ¥100.10');
    expect(row('冻结金额变动')).toBe('+¥100.10');
    expect(row('可用余额变动')).toBe('-¥100.10');
  });

  it('and what its release froze back to available', async () => {
    await show(entry({ id: '8', type: 'WITHDRAW_FAILED', available: 10_010, frozen: -10_010 }));
    expect(row('交易金额')).toBe('解冻 ¥100.10');
  });

  it('and money in as it moved the balance', async () => {
    await show(entry({ id: '9', type: 'RECHARGE', amount: 100_000, available: 100_000, frozen: 0 }));
    expect(row('交易金额')).toBe('+¥1,000.00');
  });
});
