/**
 * Recharge (充值): POST .../wallet/recharge creates a payment (15 minutes to pay) and answers where its cashier is;
 * GET .../wallet/recharge/{payId} tells how it stands; on the sandbox, POST /api/pay/sandbox/pay/{payId} is the
 * cashier's 支付成功 / 支付失败 (the provider's notify then arrives asynchronously, docs/conventions.md "Money").
 */
import useSWR from 'swr';
import { WALLET_ERRORS } from '../../../../../shared/errors/wallet.js';
import { walletRoute } from '../../../../../shared/routes/wallet.js';
import type { PayChannel, Payment, RechargeStarted } from '../../../../../shared/schemas/wallet.js';
import type { HttpError } from '../../../api/http-error.js';
import { callRoute } from '../../../api/route-call.js';
import { FRESH } from './wallet-info.js';

const rechargeRoute = walletRoute('wallet.recharge');
const paymentRoute = walletRoute('wallet.payment');
const sandboxRoute = walletRoute('wallet.sandboxPay');

export const recharge = (amount: number, requestId: string): Promise<RechargeStarted> =>
  callRoute(rechargeRoute, { amount, requestId }, { handledCodes: [400, WALLET_ERRORS.NOT_WALLET_OPERATOR.code] });

export type PaymentKey = readonly [path: string, payId: string];

export const getPayment = ([, payId]: PaymentKey): Promise<Payment> =>
  callRoute(paymentRoute, { payId }, { handledCodes: [400, 404, WALLET_ERRORS.NOT_WALLET_OPERATOR.code] });

/** A payment, read afresh whenever asked (the cashier asks again while the provider's notify is on its way). */
export const usePayment = (payId: string | undefined) =>
  useSWR<Payment, HttpError, PaymentKey | null>(payId ? [paymentRoute.path, payId] : null, getPayment, FRESH);

/** The codes the cashier shows in its own way: the payment was decided or expired meanwhile. */
export const SANDBOX_REFUSALS: readonly number[] = [WALLET_ERRORS.PAYMENT_DECIDED.code, WALLET_ERRORS.PAYMENT_EXPIRED.code];

export const sandboxPay = (payId: string, result: 'SUCCESS' | 'FAIL', channel: PayChannel): Promise<Payment> =>
  callRoute(sandboxRoute, { payId, result, channel }, { handledCodes: SANDBOX_REFUSALS });
