/**
 * The ledger through the wallet's public module (functions/wallet/public.ts), as the ledger tests use it: fresh wallets,
 * money in from outside as a confirmed recharge moves it, transfers, the provider's signed notify over HTTP, and an
 * account's balance.
 */
import { randomUUID } from 'node:crypto';
import { accountState, platformAccountId, post, walletAccountId } from '../../functions/wallet/public.js';
import { signNotice } from '../../functions/wallet/sandbox-provider.js';
import type { PaymentNotice } from '../../functions/wallet/payments.js';
import { NOTIFY_SIGNATURE_HEADER } from '../../shared/schemas/wallet.js';

export const newWallet = () => walletAccountId('PERSONAGE', `t-${randomUUID()}`);
export const world = () => platformAccountId('world', Math.random());
export const request = () => `req-${randomUUID()}`;

/** Money in from outside, as a confirmed recharge moves it. */
export const fund = (accountId: string, amount: number, requestId = request()) =>
  post({ scope: accountId, requestId, type: 'RECHARGE', title: '充值', legs: [{ accountId: world(), available: -amount, frozen: 0 }, { accountId, available: amount, frozen: 0 }] });

export const transfer = (from: string, to: string, amount: number, requestId = request()) =>
  post({ scope: from, requestId, type: 'TRANSFER', title: '转账', legs: [{ accountId: from, available: -amount, frozen: 0 }, { accountId: to, available: amount, frozen: 0 }] });

/** The provider's notify, signed, to the product's notify endpoint over HTTP; it must be accepted. */
export const sendNotice = async (notice: PaymentNotice): Promise<void> => {
  const { body, signature } = await signNotice(notice);
  const response = await fetch(process.env.PAY_NOTIFY_URL!, { method: 'POST', headers: { 'content-type': 'application/json', [NOTIFY_SIGNATURE_HEADER]: signature }, body });
  expect(response.status).toBe(200);
};

export const balanceOf = async (accountId: string) => {
  const state = await accountState(accountId);
  return { available: state?.available ?? 0, frozen: state?.frozen ?? 0 };
};
