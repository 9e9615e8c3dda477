/**
 * The sandbox cashier's buttons (支付成功 / 支付失败; local and sandbox stages only, docs/payments.md): the sandbox
 * provider decides the payment once (its own record, beside the product's), then sends its signed notify to the
 * product's notify endpoint over HTTP, as a real provider does, retrying a failed delivery a few times. Where the
 * endpoint's address is not configured (a deployed sandbox stage) the notify is handed to the same verification in
 * process. The product learns the result only from the notify.
 */
import { randomInt } from 'node:crypto';
import { NOTIFY_SIGNATURE_HEADER, type PayChannel, type Payment } from '../../shared/schemas/wallet.js';
import { ENV } from '../../shared/runtime-config.js';
import type { TokenClaims } from '../lib/auth/token.js';
import { fail } from '../lib/errors.js';
import { logger } from '../lib/logger.js';
import { putIfAbsent } from '../lib/store/client.js';
import { sandboxDecisionKey } from './keys.js';
import { expire, payableOf, paymentOf, receiveNotify, statusOf, type PaymentNotice } from './payments.js';
import { sandboxProvider, signNotice } from './sandbox-provider.js';

const DELIVERY_TRIES = 3;

/** Sends a signed notify to the product; true once it answered 2xx. */
export const deliverNotice = async (notice: PaymentNotice): Promise<boolean> => {
  const { body, signature } = await signNotice(notice);
  const url = process.env[ENV.payNotifyUrl];
  if (!url) {
    await receiveNotify(sandboxProvider, body, { [NOTIFY_SIGNATURE_HEADER]: signature }, notice);
    return true;
  }
  for (let attempt = 1; attempt <= DELIVERY_TRIES; attempt += 1) {
    try {
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', [NOTIFY_SIGNATURE_HEADER]: signature }, body });
      if (response.ok) return true;
      logger.warn('sandbox notify refused', { payId: notice.payId, status: response.status, attempt });
    } catch (error) {
      logger.warn('sandbox notify not delivered', { payId: notice.payId, attempt, reason: (error as Error).message });
    }
    await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
  }
  return false;
};

/** The button: the session's own PENDING payment paid or failed, once; its notify sent; the payment as it is then. */
export const sandboxPay = async (claims: TokenClaims, { payId, result, channel = 'ALIPAY' }: { payId: string; result: 'SUCCESS' | 'FAIL'; channel?: PayChannel | undefined }): Promise<Payment> => {
  const payment = await payableOf(claims, payId);
  const status = statusOf(payment);
  if (status === 'EXPIRED') {
    await expire(payment);
    throw fail('PAYMENT_EXPIRED');
  }
  if (status !== 'PENDING') throw fail('PAYMENT_DECIDED');
  const notice: PaymentNotice = { payId, tradeNo: `SBX${Date.now()}${String(randomInt(1_000_000)).padStart(6, '0')}`, amount: payment.amount, result, channel, time: Date.now() };
  // The provider decides a payment once: a second click (or a twin request) is told so.
  if (!(await putIfAbsent({ ...sandboxDecisionKey(payId), ...notice }))) throw fail('PAYMENT_DECIDED');
  await deliverNotice(notice);
  return paymentOf(claims, payId);
};
