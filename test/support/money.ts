/**
 * Money as people move it, for tests: a pay password set through its SMS code, a wallet funded through the sandbox
 * cashier (recharge, then the cashier's 支付成功 button, whose signed notify credits the wallet), a bank card.
 */
import { randomUUID } from 'node:crypto';
import type { Payment, RechargeStarted } from '../../shared/schemas/wallet.js';
import { api, call } from './api.js';
import { smsCodeFor, type TestPerson } from './people.js';

export const PAY_PASSWORD = '135790';

const ok = <T>(answer: { status: number; body: { code: number; data: T } }, what: string): T => {
  if (answer.body.code !== 200) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
};

export const newRequestId = (): string => `t-${randomUUID()}`;

export const setPayPassword = async (person: TestPerson, payPassword = PAY_PASSWORD): Promise<void> => {
  const code = await smsCodeFor(person.phone, 'pay-password', person.token);
  ok(await api('POST', '/api/pc/hezuo/user-personage/update-pay-password', { token: person.token, json: { payPassword, code } }), 'pay password');
};

/** Opens a recharge of `amount` fen for the person's session's wallet. */
export const startRecharge = async (person: TestPerson, amount: number, requestId = newRequestId()): Promise<RechargeStarted> =>
  ok(await call<RechargeStarted>('wallet.recharge', { amount, requestId }, person.token), 'recharge');

/** Recharges `amount` fen and pays it at the sandbox cashier: the wallet is credited when this returns. */
export const fundWallet = async (person: TestPerson, amount: number): Promise<string> => {
  const { payId } = await startRecharge(person, amount);
  const paid = ok(await call<Payment>('wallet.sandboxPay', { payId, result: 'SUCCESS' }, person.token), 'sandbox pay');
  if (paid.status !== 'PAID') throw new Error(`payment ${payId} is ${paid.status}`);
  return payId;
};

export const addBankCard = async (person: TestPerson, account = `6222${String(Date.now()).slice(-12)}`): Promise<string> =>
  ok(await call<{ id: string }>('wallet.addMethod', { type: 'BANK', name: '王小明', account, bankName: '中国工商银行' }, person.token), 'bank card').id;
