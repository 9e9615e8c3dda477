/**
 * Recharges (充值) through a payment provider (docs/payments.md): the product opens a payment (PENDING, 15 minutes),
 * sends the payer to the provider's cashier, and credits the wallet when the provider's signed notify says the money
 * was paid. The notify, not the payer's browser, is what credits: it is verified over its raw body, and the credit
 * is a ledger posting whose requestId is the payment's own, so repeated and reordered notifies credit once. A FAIL
 * only closes a payment still PENDING; a SUCCESS credits whatever the product had concluded meanwhile (FAILED,
 * EXPIRED): the provider holds the payer's money, and the product must not keep it uncredited.
 */
import { createHash } from 'node:crypto';
import { PAYMENT_TTL_MS, type PayChannel, type Payment, type PaymentStatus, type RechargeStarted } from '../../shared/schemas/wallet.js';
import type { TokenClaims } from '../lib/auth/token.js';
import { fail } from '../lib/errors.js';
import { newId } from '../lib/ids.js';
import { logger } from '../lib/logger.js';
import { getItem, transact } from '../lib/store/client.js';
import { platformAccountId } from './accounts.js';
import { paymentKey } from './keys.js';
import { findPosting, post, type PostingOutcome } from './ledger.js';
import { claimItem } from './ledger-store.js';
import { expirePayment, failPendingPayment, newPaymentItem, paidItem } from './payment-store.js';
import { sandboxProvider } from './sandbox-provider.js';
import { walletOf } from './service.js';

/** What a provider's verified notify says. */
export interface PaymentNotice {
  payId: string;
  tradeNo: string;
  amount: number;
  result: 'SUCCESS' | 'FAIL';
  channel: PayChannel;
  time: number;
}

/**
 * A payment provider (docs/payments.md "Providers"): the sandbox now; Alipay and WeChat Pay adapters implement the
 * same three things later.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Opens the payment at the provider; answers where the payer pays it. */
  open(payment: { payId: string; amount: number; subject: string; expireTime: number }): Promise<{ cashierUrl: string }>;
  /** Verifies a notify over its exact raw body and headers; throws NOTIFY_SIGNATURE_INVALID when it does not verify. */
  verify(rawBody: string, headers: Readonly<Record<string, string | undefined>>): Promise<void>;
}

export interface PaymentItem {
  payId: string;
  /** The wallet it recharges. */
  accountId: string;
  userId: string;
  requestId: string;
  provider: string;
  amount: number;
  subject: string;
  status: PaymentStatus;
  createTime: number;
  expireTime: number;
  paidTime?: number;
  tradeNo?: string;
  channel?: PayChannel;
}

const SUBJECT = '钱包充值';

/** The recharge's requestId was claimed by a twin request between our read and our write. */
class ClaimTaken extends Error {}

/** The status a reader sees: a PENDING payment past its time is EXPIRED (whether or not it was written so yet). */
export const statusOf = (payment: PaymentItem, now = Date.now()): PaymentStatus =>
  payment.status === 'PENDING' && now > payment.expireTime ? 'EXPIRED' : payment.status;

const toPayment = (p: PaymentItem): Payment => ({
  payId: p.payId,
  amount: p.amount,
  status: statusOf(p),
  subject: p.subject,
  createTime: p.createTime,
  expireTime: p.expireTime,
  ...(p.paidTime ? { paidTime: p.paidTime } : {}),
});

export const getPayment = (payId: string): Promise<PaymentItem | undefined> => getItem<PaymentItem>(paymentKey(payId), { consistent: true });

/** The session's wallet's payment; any other (or none) is 404. */
const ownPayment = async (claims: TokenClaims, payId: string): Promise<PaymentItem> => {
  const [accountId, payment] = await Promise.all([walletOf(claims), getPayment(payId)]);
  if (!payment || payment.accountId !== accountId) throw fail('PAYMENT_NOT_FOUND');
  return payment;
};

/** The type of a recharge's claim of its requestId: it opens a payment and moves nothing (its entries are none). */
const RECHARGE_ORDER = 'RECHARGE_ORDER';

/**
 * Opens a recharge of the session's wallet: the payment and the claim of the client's requestId in one transaction.
 * The claim is the ledger's own (`POSTING#<wallet>#<requestId>`, with no entries), so a wallet's requestId names one
 * movement whatever its kind: a repeat of a recharge (sent twice at once, or again after a lost answer) finds the same
 * payment, and a requestId already used by a withdrawal is refused (REQUEST_ID_USED).
 */
export const recharge = async (claims: TokenClaims, { amount, requestId }: { amount: number; requestId: string }): Promise<RechargeStarted> => {
  const accountId = await walletOf(claims);
  const provider = sandboxProvider;
  const earlier = await findPosting(accountId, requestId);
  if (earlier) return rechargeAnswer(earlier, provider);
  const now = Date.now();
  const payId = newId();
  const payment: PaymentItem = { payId, accountId, userId: claims.userId, requestId, provider: provider.name, amount, subject: SUBJECT, status: 'PENDING', createTime: now, expireTime: now + PAYMENT_TTL_MS };
  try {
    await transact(
      [claimItem(accountId, requestId, { postingId: `order-${payId}`, type: RECHARGE_ORDER, bizId: payId, createTime: now, entries: [] }), newPaymentItem(payment)],
      () => new ClaimTaken(),
    );
  } catch (error) {
    if (!(error instanceof ClaimTaken)) throw error;
    // The same requestId claimed meanwhile by its twin: the twin's payment.
    const first = await findPosting(accountId, requestId);
    if (!first) throw error;
    return rechargeAnswer(first, provider);
  }
  return { payId, ...(await provider.open(payment)) };
};

const rechargeAnswer = async (claim: PostingOutcome, provider: PaymentProvider): Promise<RechargeStarted> => {
  if (claim.type !== RECHARGE_ORDER) throw fail('REQUEST_ID_USED');
  const payment = await getPayment(claim.bizId);
  if (!payment) throw fail('PAYMENT_NOT_FOUND');
  return { payId: payment.payId, ...(await provider.open(payment)) };
};

export const paymentOf = async (claims: TokenClaims, payId: string): Promise<Payment> => toPayment(await ownPayment(claims, payId));

/** The session's own payment as its cashier acts on it (the sandbox's button). */
export const payableOf = ownPayment;

/** Writes EXPIRED on a PENDING payment past its time (readers already see it so; this keeps the record plain). */
export const expire = async (payment: PaymentItem): Promise<void> => {
  await expirePayment(payment.payId);
};

/** The outside world's shard a payment's money comes from: fixed by the payment, so a repeat touches the same. */
const worldOf = (payId: string): string => platformAccountId('world', createHash('sha256').update(payId).digest()[0]! / 256);

/**
 * Acts on a verified notice: SUCCESS credits the wallet once (the posting's requestId is the payment's id, in the
 * provider's scope) and marks the payment PAID with it; FAIL closes a PENDING payment. Answers the payment after.
 */
export const applyNotice = async (provider: string, notice: PaymentNotice): Promise<PaymentItem> => {
  const payment = await getPayment(notice.payId);
  if (!payment || payment.provider !== provider) throw fail('PAYMENT_NOT_FOUND');
  if (notice.amount !== payment.amount) throw fail('NOTIFY_MISMATCH');
  if (notice.result === 'FAIL') {
    if (payment.status === 'PENDING') {
      await failPendingPayment(payment.payId, notice.tradeNo, notice.channel);
    }
    return (await getPayment(payment.payId)) ?? payment;
  }
  if (payment.status !== 'PAID') {
    if (statusOf(payment) !== 'PENDING') logger.warn('a provider confirmed a payment the product had closed: credited', { payId: payment.payId, status: statusOf(payment) });
    await post({
      scope: `provider:${provider}`,
      requestId: payment.payId,
      type: 'RECHARGE',
      title: SUBJECT,
      bizId: payment.payId,
      legs: [
        { accountId: worldOf(payment.payId), available: -payment.amount, frozen: 0 },
        { accountId: payment.accountId, available: payment.amount, frozen: 0 },
      ],
      extra: {
        items: [paidItem(payment.payId, notice)],
        // Only a posting of this very payment marks it PAID, and that one holds the claim: a repeat replays before.
        refusal: () => new Error(`payment ${payment.payId} was marked paid without its posting`),
      },
    });
  }
  return (await getPayment(payment.payId)) ?? payment;
};

/** The provider's notify at its endpoint: verified over the raw body, then applied. */
export const receiveNotify = async (
  provider: PaymentProvider,
  rawBody: string,
  headers: Readonly<Record<string, string | undefined>>,
  notice: PaymentNotice,
): Promise<{ code: 'SUCCESS' }> => {
  await provider.verify(rawBody, headers);
  await applyNotice(provider.name, notice);
  return { code: 'SUCCESS' };
};
