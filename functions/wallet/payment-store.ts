/** The payment items' writes (./payments.ts says what a payment is): a new one, and its ends — expired, failed, paid. */
import { table, updateItem, type TransactItems } from '../lib/store/client.js';
import { paymentKey } from './keys.js';
import type { PaymentItem } from './payments.js';

/** A new payment (its id is new). */
export const newPaymentItem = (payment: PaymentItem): TransactItems[number] => ({
  Put: { TableName: table(), Item: { ...paymentKey(payment.payId), ...payment }, ConditionExpression: 'attribute_not_exists(pk)' },
});

/** EXPIRED on a payment still PENDING past its time. */
export const expirePayment = async (payId: string): Promise<void> => {
  await updateItem(
    paymentKey(payId),
    { expression: 'SET #status = :expired', values: { ':expired': 'EXPIRED' }, names: { '#status': 'status' } },
    { expression: '#status = :pending AND expireTime < :now', values: { ':pending': 'PENDING', ':now': Date.now() } },
  );
};

/** FAILED on a payment still PENDING, with the provider's trade number and channel. */
export const failPendingPayment = async (payId: string, tradeNo: string, channel: string): Promise<void> => {
  await updateItem(
    paymentKey(payId),
    { expression: 'SET #status = :failed, tradeNo = :trade, channel = :channel', values: { ':failed': 'FAILED', ':trade': tradeNo, ':channel': channel }, names: { '#status': 'status' } },
    { expression: '#status = :pending', values: { ':pending': 'PENDING' } },
  );
};

/** PAID, written with the posting that credits it: refused if it was marked paid already. */
export const paidItem = (payId: string, paid: { time: number; tradeNo: string; channel: string }): TransactItems[number] => ({
  Update: {
    TableName: table(),
    Key: paymentKey(payId),
    UpdateExpression: 'SET #status = :paid, paidTime = :time, tradeNo = :trade, channel = :channel',
    ConditionExpression: '#status <> :paid',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':paid': 'PAID', ':time': paid.time, ':trade': paid.tradeNo, ':channel': paid.channel },
  },
});
