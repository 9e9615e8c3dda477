/**
 * Money in and out through the local gateway (CONTRACT "Money"; docs/payments.md): recharges through the sandbox
 * cashier and its signed notify (verified over the raw body; repeated, reordered, forged, stale and expired cases),
 * the pay password and its lock, withdrawals (frozen, expected arrival, thresholds and identity documents, an
 * operator paying or failing them), and who operates a company's wallet (its administrator and 授权人).
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from '../../shared/envelope.js';
import { ERRORS } from '../../shared/errors.js';
import { NOTIFY_SIGNATURE_HEADER, type FlowEntry, type IdentityDocuments, type Payment, type WalletInfo, type Withdrawal, type WithdrawStarted } from '../../shared/schemas/wallet.js';
import { routeById } from '../../shared/routes/index.js';
import { ddb, table } from '../../functions/lib/store/client.js';
import { expectedArrival } from '../../functions/wallet/arrival.js';
import { markWithdrawalFailed, markWithdrawalPaid, pendingWithdrawals } from '../../functions/wallet/operator.js';
import type { PaymentNotice } from '../../functions/wallet/payments.js';
import { signNotice } from '../../functions/wallet/sandbox-provider.js';
import { api, call } from '../support/api.js';
import { addBankCard, fundWallet, newRequestId, PAY_PASSWORD, setPayPassword, startRecharge } from '../support/money.js';
import { hireStaff } from '../support/org.js';
import { info as personInfo, login, newPerson, type TestPerson } from '../support/people.js';
import { uploadAs } from '../support/uploads.js';

const NOTIFY = routeById('wallet.notify').path;

const info = async (person: TestPerson) => (await call<WalletInfo>('wallet.info', {}, person.token)).body.data;
const payment = async (person: TestPerson, payId: string) => (await call<Payment>('wallet.payment', { payId }, person.token)).body.data;

/** Sends a notify as the provider would, signed unless told otherwise. */
const notify = async (notice: PaymentNotice, { signature, at }: { signature?: string; at?: number } = {}) => {
  const signed = await signNotice(notice, at);
  const response = await fetch(`${process.env.PAY_NOTIFY_URL}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [NOTIFY_SIGNATURE_HEADER]: signature ?? signed.signature },
    body: signed.body,
  });
  return { status: response.status, body: (await response.json()) as { code: number; msg: string } };
};

const notice = (payId: string, amount: number, result: 'SUCCESS' | 'FAIL' = 'SUCCESS'): PaymentNotice => ({ payId, tradeNo: `T${Date.now()}`, amount, result, channel: 'ALIPAY', time: Date.now() });

const withdraw = (person: TestPerson, input: { amount: number; methodId: string; payPassword?: string; requestId?: string }) =>
  call<WithdrawStarted>('wallet.withdraw', { payPassword: PAY_PASSWORD, requestId: newRequestId(), ...input }, person.token);

/** A person with a pay password, `fen` in the wallet and a bank card. */
const readyToWithdraw = async (fen: number, person?: TestPerson) => {
  const who = person ?? (await newPerson());
  await Promise.all([setPayPassword(who), fundWallet(who, fen)]);
  return { person: who, methodId: await addBankCard(who) };
};

describe('recharge through the sandbox cashier', () => {
  it('credits the wallet once the provider’s notify says paid; a repeat of the requestId is the same payment', async () => {
    const person = await newPerson();
    const requestId = newRequestId();
    const [first, twin] = await Promise.all([startRecharge(person, 12_345, requestId), startRecharge(person, 12_345, requestId)]);
    expect(twin.payId).toBe(first.payId);
    expect(first.cashierUrl).toBe(`/#/cashier/${first.payId}`);
    expect(await payment(person, first.payId)).toMatchObject({ status: 'PENDING', amount: 12_345, subject: '钱包充值' });

    const paid = await call<Payment>('wallet.sandboxPay', { payId: first.payId, result: 'SUCCESS', channel: 'WECHAT' }, person.token);
    expect(paid.body.data).toMatchObject({ status: 'PAID', amount: 12_345 });
    expect(await info(person)).toMatchObject({ balance: 12_345, available: 12_345, frozen: 0 });
    // The cashier decides once.
    expect((await call('wallet.sandboxPay', { payId: first.payId, result: 'SUCCESS' }, person.token)).body.code).toBe(ERRORS.PAYMENT_DECIDED.code);
    const flow = (await call<Page<FlowEntry>>('wallet.flow', {}, person.token)).body.data;
    expect(flow.records[0]).toMatchObject({ type: 'RECHARGE', amount: 12_345, balanceAfter: 12_345, bizId: first.payId, counterpart: '外部支付渠道' });
  });

  it('closes a payment the payer failed, and expires one left 15 minutes', async () => {
    const person = await newPerson();
    const failed = await startRecharge(person, 500);
    expect((await call<Payment>('wallet.sandboxPay', { payId: failed.payId, result: 'FAIL' }, person.token)).body.data.status).toBe('FAILED');
    const late = await startRecharge(person, 700);
    // Time passes: the payment was opened 16 minutes ago.
    await ddb.send(new UpdateCommand({ TableName: table(), Key: { pk: `PAY#${late.payId}`, sk: 'PAY' }, UpdateExpression: 'SET expireTime = :past', ExpressionAttributeValues: { ':past': Date.now() - 60_000 } }));
    expect((await payment(person, late.payId)).status).toBe('EXPIRED');
    const answer = await call('wallet.sandboxPay', { payId: late.payId, result: 'SUCCESS' }, person.token);
    expect([answer.body.code, answer.body.msg]).toEqual([ERRORS.PAYMENT_EXPIRED.code, '支付单已超时，请重新发起充值']);
    expect(await info(person)).toMatchObject({ balance: 0 });
  });

  it('credits repeated and reordered notifies once, and believes nothing unsigned, tampered, stale or mismatched', async () => {
    const person = await newPerson();
    const { payId } = await startRecharge(person, 2_000);
    // Forged: no signature, another key's, a body changed after signing, a signature from 10 minutes ago, a wrong amount.
    expect((await notify(notice(payId, 2_000), { signature: 't=1,v1=00' })).status).toBe(401);
    expect((await notify(notice(payId, 2_000), { signature: `t=${Math.floor(Date.now() / 1000)},v1=${'a'.repeat(64)}` })).body.code).toBe(ERRORS.NOTIFY_SIGNATURE_INVALID.code);
    const signed = await signNotice(notice(payId, 2_000));
    const tampered = await fetch(`${process.env.PAY_NOTIFY_URL}`, { method: 'POST', headers: { 'content-type': 'application/json', [NOTIFY_SIGNATURE_HEADER]: signed.signature }, body: signed.body.replace('2000', '200000') });
    expect(tampered.status).toBe(401);
    expect((await notify(notice(payId, 2_000), { at: Math.floor(Date.now() / 1000) - 600 })).body.code).toBe(ERRORS.NOTIFY_SIGNATURE_INVALID.code);
    expect((await notify(notice(payId, 9_999))).body.code).toBe(ERRORS.NOTIFY_MISMATCH.code);
    expect((await info(person)).balance).toBe(0);

    // Reordered: a FAIL arrives after the SUCCESS it lost to; duplicates at once and later.
    const success = notice(payId, 2_000);
    const answers = await Promise.all(Array.from({ length: 8 }, () => notify(success)));
    expect(answers.every((a) => a.body.code === 200)).toBe(true);
    expect((await notify(notice(payId, 2_000, 'FAIL'))).body.code).toBe(200);
    expect((await notify(success)).body.code).toBe(200);
    expect(await info(person)).toMatchObject({ balance: 2_000 });
    expect((await payment(person, payId)).status).toBe('PAID');

    // A SUCCESS after the product had closed the payment as failed still credits: the provider has the money.
    const second = await startRecharge(person, 300);
    expect((await notify(notice(second.payId, 300, 'FAIL'))).body.code).toBe(200);
    expect((await payment(person, second.payId)).status).toBe('FAILED');
    expect((await notify(notice(second.payId, 300))).body.code).toBe(200);
    expect(await info(person)).toMatchObject({ balance: 2_300 });
  });

  it('shows a payment to its wallet only', async () => {
    const [owner, stranger] = await Promise.all([newPerson(), newPerson()]);
    const { payId } = await startRecharge(owner, 100);
    expect((await call('wallet.payment', { payId }, stranger.token)).status).toBe(404);
    expect((await call('wallet.sandboxPay', { payId, result: 'SUCCESS' }, stranger.token)).status).toBe(404);
    expect((await payment(owner, payId)).status).toBe('PENDING');
  });
});

describe('the pay password', () => {
  it('is asked before any money leaves, and five wrong tries lock paying for 30 minutes', async () => {
    const person = await newPerson();
    await fundWallet(person, 10_000);
    const methodId = await addBankCard(person);
    expect((await withdraw(person, { amount: 100, methodId })).body.code).toBe(ERRORS.PAY_PASSWORD_NOT_SET.code);
    await setPayPassword(person);

    const tries = [];
    for (let i = 0; i < 5; i += 1) tries.push((await withdraw(person, { amount: 100, methodId, payPassword: '000000' })).body);
    expect(tries.slice(0, 4).map((t) => [t.code, t.msg])).toEqual(
      [4, 3, 2, 1].map((left) => [ERRORS.PAY_PASSWORD_WRONG.code, `支付密码错误，还可以输入${left}次`]),
    );
    expect(tries[4]!.code).toBe(ERRORS.PAY_LOCKED.code);
    expect(tries[4]!.msg).toBe('支付密码错误次数过多，请30分钟后再试');
    // Locked: even the right password is refused, and nothing moved.
    expect((await withdraw(person, { amount: 100, methodId })).body.code).toBe(ERRORS.PAY_LOCKED.code);
    expect(await info(person)).toMatchObject({ available: 10_000, frozen: 0 });
    // A new pay password (through its SMS code) starts again.
    await setPayPassword(person);
    expect((await withdraw(person, { amount: 100, methodId })).body.code).toBe(200);
  });

  it('judges tries sent at once in turn: never more than five wrong ones', async () => {
    const { person, methodId } = await readyToWithdraw(1_000);
    const answers = await Promise.all(Array.from({ length: 12 }, () => withdraw(person, { amount: 100, methodId, payPassword: '111111' })));
    const codes = answers.map((a) => a.body.code);
    // Five judged (four told the tries left, the fifth locked); the others refused unjudged: locked, or told to wait
    // while the five were still being judged.
    expect(codes.filter((c) => c === ERRORS.PAY_PASSWORD_WRONG.code)).toHaveLength(4);
    expect(codes.filter((c) => c === ERRORS.PAY_LOCKED.code).length).toBeGreaterThanOrEqual(1);
    expect(codes.every((c) => [ERRORS.PAY_PASSWORD_WRONG.code, ERRORS.PAY_LOCKED.code, ERRORS.TOO_MANY_REQUESTS.code].includes(c))).toBe(true);
    expect((await withdraw(person, { amount: 100, methodId })).body.code).toBe(ERRORS.PAY_LOCKED.code);
  });

  it('tells right tries beyond five at once to wait, without locking anyone', async () => {
    const { person, methodId } = await readyToWithdraw(10_000);
    const answers = await Promise.all(Array.from({ length: 8 }, () => withdraw(person, { amount: 100, methodId })));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 200).length).toBeGreaterThanOrEqual(5);
    expect(codes.every((c) => c === 200 || c === ERRORS.TOO_MANY_REQUESTS.code)).toBe(true);
    expect((await withdraw(person, { amount: 100, methodId })).body.code).toBe(200);
  });
});

describe('withdrawals', () => {
  it('freeze the amount, say when it arrives, and end paid by an operator', async () => {
    const { person, methodId } = await readyToWithdraw(100_000);
    const requestId = newRequestId();
    const before = Date.now();
    const [answer, again] = await Promise.all([withdraw(person, { amount: 30_000, methodId, requestId }), withdraw(person, { amount: 30_000, methodId, requestId })]);
    expect(answer.body.code).toBe(200);
    expect(again.body.data.id).toBe(answer.body.data.id);
    expect([answer.body.data.expectedFrom, answer.body.data.expectedArrival]).toContain(expectedArrival(before).expectedArrival);
    expect(await info(person)).toMatchObject({ balance: 100_000, available: 70_000, frozen: 30_000 });
    const { id } = answer.body.data;
    const record = (await call<Withdrawal>('wallet.withdrawal', { id }, person.token)).body.data;
    expect(record).toMatchObject({ amount: 30_000, status: 'PENDING', method: { type: 'BANK', bankName: '中国工商银行', name: '王小明' } });
    expect(record.method.account).toMatch(/^6222 \*{4} \*{4} \d{4}$/);
    expect((await pendingWithdrawals()).some((w) => w.withdrawalId === id)).toBe(true);

    await markWithdrawalPaid(id);
    await markWithdrawalPaid(id);
    await expect(markWithdrawalFailed(id, '卡号有误')).rejects.toThrow('该提现已处理：已到账');
    expect(await info(person)).toMatchObject({ balance: 70_000, available: 70_000, frozen: 0 });
    expect((await pendingWithdrawals()).some((w) => w.withdrawalId === id)).toBe(false);
    const records = (await call<Page<Withdrawal>>('wallet.withdrawals', { status: 'PAID' }, person.token)).body.data;
    expect(records.records.map((r) => [r.id, r.status])).toEqual([[id, 'PAID']]);
    const flow = (await call<Page<FlowEntry>>('wallet.flow', {}, person.token)).body.data.records;
    expect(flow.slice(0, 2).map((e) => [e.type, e.amount, e.available, e.frozen, e.balanceAfter])).toEqual([
      ['WITHDRAW_PAID', -30_000, 0, -30_000, 70_000],
      ['WITHDRAW', 0, -30_000, 30_000, 100_000],
    ]);
    const detail = (await call<FlowEntry>('wallet.flowEntry', { id: Number(flow[0]!.id) }, person.token)).body.data;
    expect(detail).toMatchObject({ type: 'WITHDRAW_PAID', bizId: id, counterpart: '外部支付渠道' });
  });

  it('return the money when an operator fails them, with the reason', async () => {
    const { person, methodId } = await readyToWithdraw(5_000);
    const { id } = (await withdraw(person, { amount: 5_000, methodId })).body.data;
    expect(await info(person)).toMatchObject({ available: 0, frozen: 5_000 });
    const ended = await markWithdrawalFailed(id, '户名与卡号不符');
    expect(ended).toMatchObject({ status: 'FAILED', failReason: '户名与卡号不符' });
    await expect(markWithdrawalPaid(id)).rejects.toThrow('该提现已处理：提现失败');
    expect(await info(person)).toMatchObject({ balance: 5_000, available: 5_000, frozen: 0 });
    expect((await call<Withdrawal>('wallet.withdrawal', { id }, person.token)).body.data).toMatchObject({ status: 'FAILED', failReason: '户名与卡号不符' });
  });

  it('take methods once each, ten at most, however many adds come at once; names are names', async () => {
    const person = await newPerson();
    const card = (n: number) => `62220202${String(n).padStart(11, '0')}`;
    const adds = await Promise.all(Array.from({ length: 16 }, (_, n) => call('wallet.addMethod', { type: 'BANK', name: '王小明', account: card(n), bankName: '中国银行' }, person.token)));
    expect(adds.filter((a) => a.body.code === 200)).toHaveLength(10);
    expect(adds.filter((a) => a.body.code === ERRORS.WITHDRAW_METHODS_FULL.code)).toHaveLength(6);
    const other = await newPerson();
    const same = await Promise.all(Array.from({ length: 6 }, () => call('wallet.addMethod', { type: 'ALIPAY', name: '王小明', account: 'wxm@example.com' }, other.token)));
    expect(same.filter((a) => a.body.code === 200)).toHaveLength(1);
    expect(same.filter((a) => a.body.code === ERRORS.WITHDRAW_METHOD_EXISTS.code)).toHaveLength(5);
    // Removing one makes room again, and the same card may come back.
    const [first] = (await call<{ id: string }[]>('wallet.methods', {}, person.token)).body.data;
    expect((await call('wallet.deleteMethod', { id: first!.id }, person.token)).body.code).toBe(200);
    expect((await call('wallet.addMethod', { type: 'BANK', name: '王小明', account: card(99), bankName: '中国银行' }, person.token)).body.code).toBe(200);
    for (const name of ['王\u0000明', '\u200b\u200b\u200b', '\ud800\ud800', '<b>王</b>']) {
      const answer = await call('wallet.addMethod', { type: 'BANK', name, account: card(50), bankName: '中国银行' }, other.token);
      expect([answer.status, answer.body.msg], name).toEqual([400, '户名只能包含汉字、字母和间隔号·']);
    }
    const rtl = await call('wallet.addMethod', { type: 'BANK', name: '王小明', account: card(51), bankName: '中国银行\u202e' }, other.token);
    expect([rtl.status, rtl.body.msg]).toEqual([400, '开户银行只能包含汉字、字母、数字和括号']);
  });

  it('refuse what cannot be: under 1 yuan, more than available, another wallet’s method', async () => {
    const { person, methodId } = await readyToWithdraw(1_000);
    const small = await withdraw(person, { amount: 99, methodId });
    expect([small.status, small.body.msg]).toEqual([400, '提现金额不能少于1元']);
    expect((await withdraw(person, { amount: 1_001, methodId })).body.code).toBe(ERRORS.INSUFFICIENT_BALANCE.code);
    const other = await readyToWithdraw(1_000);
    expect((await withdraw(person, { amount: 100, methodId: other.methodId })).status).toBe(404);
    for (const amount of ['0x64', '1e3', ' 100', '100 ']) {
      const odd = await call('wallet.withdraw', { amount, methodId, payPassword: PAY_PASSWORD, requestId: newRequestId() } as never, person.token);
      expect([odd.status, odd.body.msg], amount).toEqual([400, '提现金额必须是数字']);
    }
    // A pay password in the address is refused before anything is judged.
    const inUrl = await api('POST', `${routeById('wallet.withdraw').path}?payPassword=${PAY_PASSWORD}`, { token: person.token, json: { amount: 100, methodId, requestId: newRequestId() } });
    expect([inUrl.status, inUrl.body.msg]).toEqual([400, '密码和验证码不能放在请求地址中，请放在请求体里']);
    // A requestId names one movement of the wallet, whatever its kind.
    const requestId = newRequestId();
    await startRecharge(person, 100, requestId);
    expect((await withdraw(person, { amount: 100, methodId, requestId })).body.code).toBe(ERRORS.REQUEST_ID_USED.code);
    const withdrawn = newRequestId();
    expect((await withdraw(person, { amount: 100, methodId, requestId: withdrawn })).body.code).toBe(200);
    expect((await call('wallet.recharge', { amount: 100, requestId: withdrawn }, person.token)).body.code).toBe(ERRORS.REQUEST_ID_USED.code);
    expect(await info(person)).toMatchObject({ available: 900, frozen: 100 });
  });

  it('above 10,000 yuan at once, or 50,000 yuan in 30 days, need identity documents first', async () => {
    const { person, methodId } = await readyToWithdraw(8_000_000);
    const big = await withdraw(person, { amount: 1_000_001, methodId });
    expect([big.body.code, big.body.msg, (big.body.data as unknown as { need: string } | null)?.need]).toEqual([
      ERRORS.IDENTITY_REQUIRED.code,
      '单笔提现超过1万元或30天内累计提现超过5万元，请先上传身份证正反面',
      'ID_CARD',
    ]);
    // 10,000 yuan at once is allowed; so are more, up to 50,000 in all.
    for (let i = 0; i < 5; i += 1) expect((await withdraw(person, { amount: 1_000_000, methodId })).body.code).toBe(200);
    expect((await withdraw(person, { amount: 100, methodId })).body.code).toBe(ERRORS.IDENTITY_REQUIRED.code);

    // Uploads: only the person's own identity files; then the same withdrawal passes.
    const stranger = await newPerson();
    const foreign = await uploadAs(stranger, 'identity', 'front.png');
    const [front, back] = await Promise.all([uploadAs(person, 'identity', 'front.png'), uploadAs(person, 'identity', 'back.png')]);
    expect((await call('wallet.saveIdentity', { front: foreign.fileUrl, back: back.fileUrl }, person.token)).status).toBe(403);
    expect((await call('wallet.saveIdentity', { front: front.fileUrl }, person.token)).body.msg).toBe('请上传身份证国徽面');
    expect((await call('wallet.saveIdentity', { front: front.fileUrl, back: front.fileUrl }, person.token)).body.msg).toBe('身份证人像面和国徽面应为两张不同的图片');
    // A presigned key never uploaded is no document.
    const never = (await call<{ fileUrl: string }>('upload.presign', { kind: 'identity', fileName: 'back.png', size: 100 }, person.token)).body.data;
    expect((await call('wallet.saveIdentity', { front: front.fileUrl, back: never.fileUrl }, person.token)).body.msg).toBe('身份证国徽面尚未上传完成，请重新上传');
    expect((await call('wallet.saveIdentity', { front: front.fileUrl, back: back.fileUrl }, person.token)).body.code).toBe(200);
    const documents = (await call<IdentityDocuments>('wallet.identity', {}, person.token)).body.data;
    expect(documents).toMatchObject({ kind: 'ID_CARD', submitted: true });
    expect(documents.files.front).toMatch(/X-Amz-Signature=/);
    expect((await withdraw(person, { amount: 1_500_000, methodId })).body.code).toBe(200);
  });
});

describe('withdrawals at once', () => {
  it('cannot pass the 30-day sum together that none of them passes alone', async () => {
    const { person, methodId } = await readyToWithdraw(8_000_000);
    // 20,000 yuan first, then four of 10,000 yuan at once: each alone is within the limits; three more make 50,000.
    // (Five at most at once: more pay-password checks of one person at a time are refused as locked.)
    expect((await withdraw(person, { amount: 1_000_000, methodId })).body.code).toBe(200);
    expect((await withdraw(person, { amount: 1_000_000, methodId })).body.code).toBe(200);
    const answers = await Promise.all(Array.from({ length: 4 }, () => withdraw(person, { amount: 1_000_000, methodId })));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === ERRORS.IDENTITY_REQUIRED.code)).toHaveLength(1);
    expect(await info(person)).toMatchObject({ available: 3_000_000, frozen: 5_000_000 });
  });
});

describe('a company’s wallet', () => {
  it('is operated by the administrator and the authorised person, no other staff; a company needs its licence', async () => {
    const [admin, staff, other] = await Promise.all([newPerson('COMPANY'), newPerson(), newPerson()]);
    await Promise.all([hireStaff(admin, staff), hireStaff(admin, other)]);
    const asCompany = async (person: TestPerson): Promise<TestPerson> => ({ ...person, token: (await login(person.phone, person.password, 'COMPANY')).body.data });
    const [staffSession, otherSession] = await Promise.all([asCompany(staff), asCompany(other)]);
    expect((await call('wallet.info', {}, staffSession.token)).status).toBe(403);

    expect((await call('org.setCertigier', { userId: admin.userId }, admin.token)).status).toBe(400);
    expect((await call('org.setCertigier', { userId: (await newPerson()).userId }, admin.token)).status).toBe(404);
    expect((await call('org.setCertigier', { userId: staff.userId }, staffSession.token)).status).toBe(403);
    expect((await call('org.setCertigier', { userId: staff.userId }, admin.token)).body.code).toBe(200);
    expect((await call<{ userId: string }>('org.certigier', {}, admin.token)).body.data).toMatchObject({ userId: staff.userId, nickname: staff.nickname });
    // The shell shows the company wallet's entry to whoever may operate it.
    const operators = await Promise.all([admin, staffSession, otherSession].map(async (p) => (await personInfo(p.token)).walletOperator));
    expect(operators).toEqual([true, true, false]);

    // The authorised person runs the company's wallet, with their own pay password.
    await Promise.all([setPayPassword(staffSession), fundWallet(staffSession, 2_000_000)]);
    expect(await info(admin)).toMatchObject({ balance: 2_000_000 });
    expect((await call('wallet.info', {}, otherSession.token)).status).toBe(403);
    const methodId = await addBankCard(staffSession);
    const big = await withdraw(staffSession, { amount: 1_500_000, methodId });
    expect([big.body.code, (big.body.data as unknown as { need: string }).need]).toEqual([ERRORS.IDENTITY_REQUIRED.code, 'LICENCE']);
    expect(big.body.msg).toBe('单笔提现超过1万元或30天内累计提现超过5万元，请先上传营业执照');
    expect((await withdraw(staffSession, { amount: 100_000, methodId })).body.code).toBe(200);

    // Removed from the company and hired again: a new membership, not the authorised person.
    expect((await call('org.removeStaff', { userId: staff.userId }, admin.token)).body.code).toBe(200);
    await hireStaff(admin, staff);
    const again = await asCompany(staff);
    expect((await call('wallet.info', {}, again.token)).status).toBe(403);
    expect((await call('org.certigier', {}, admin.token)).body.data).toBeNull();
    expect((await call('org.setCertigier', { userId: staff.userId }, admin.token)).body.code).toBe(200);
    expect((await call('wallet.info', {}, again.token)).status).toBe(200);

    // Cancelled: back to 403.
    expect((await call('org.removeCertigier', {}, admin.token)).body.code).toBe(200);
    expect((await call('wallet.info', {}, again.token)).status).toBe(403);
    expect((await call('org.certigier', {}, admin.token)).body.data).toBeNull();
  });
});

describe('notify endpoint input', () => {
  it('answers a client’s junk with a 400 in Chinese', async () => {
    const answer = await api('POST', NOTIFY, { raw: 'not json', contentType: 'application/json' });
    expect(answer.status).toBe(400);
  });
});
