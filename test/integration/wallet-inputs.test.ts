/**
 * Money inputs and answers through the local gateway with the real handlers and DynamoDB Local (issue 28 item 8): a
 * trivial pay password is refused when set (the phone's digits by the function, which knows the phone), a card
 * number typed in full-width digits is taken.
 *
 * The negotiation fee paid twice at once (a double click on 确认支付, two tabs), through the local gateway with the
 * real handlers and DynamoDB Local (issue 28 item 8d): the money moves once, the winner is answered the agreed
 * negotiation, and each loser is told what happened to it — 洽谈已达成 (or that the data changed) — never 可用余额不足
 * although its wallet held the fee when it was sent. The wallet's ledger reconciles afterwards.
 */
import { readLedgerOf } from '../../infra/scripts/ledger-snapshot.js';
import { reconcileScoped } from '../../functions/wallet/reconcile.js';
import { walletAccountId } from '../../functions/wallet/public.js';
import { ERRORS } from '../../shared/errors.js';
import { negotiationFeeOf } from '../../shared/limits.js';
import type { Page } from '../../shared/envelope.js';
import type { NegotiationDetail, RequestCard } from '../../shared/schemas/project.js';
import type { FlowEntry, WalletInfo } from '../../shared/schemas/wallet.js';
import { call } from '../support/api.js';
import { PAY_PASSWORD_TRIVIAL, trivialPayPassword } from '../../shared/schemas/wallet-pay-password.js';
import { api } from '../support/api.js';
import { fundWallet, newRequestId, PAY_PASSWORD, setPayPassword } from '../support/money.js';
import { newPerson, smsCodeFor } from '../support/people.js';
import { demandFields, ok, releasedProject } from '../support/projects.js';

/** A negotiation party B confirmed: its fee is due, and party A's wallet holds exactly the fee. */
const feeDue = async () => {
  const [partyA, partyB] = await Promise.all([newPerson(), newPerson()]);
  const phases = demandFields().phases;
  const fee = negotiationFeeOf(phases.reduce((sum, p) => sum + p.amount, 0));
  const [project] = await Promise.all([releasedProject(partyA, { phases }), setPayPassword(partyA), fundWallet(partyA, fee)]);
  const { id } = ok<{ id: string }>(await call('project.apply', { projectId: project.projectId, message: '申请合作' }, partyB.token), 'apply');
  const { negotiationId } = ok<RequestCard>(await call('project.answerRequest', { id, action: 'accept' }, partyA.token), 'accept');
  const confirmed = ok<NegotiationDetail>(await call('project.confirm', { id: negotiationId!, version: 1 }, partyB.token), 'confirm');
  return { partyA, negotiationId: negotiationId!, version: confirmed.version, fee };
};

const setting = async (person: Awaited<ReturnType<typeof newPerson>>, payPassword: string) => {
  const code = await smsCodeFor(person.phone, 'pay-password', person.token);
  return api('POST', '/api/pc/hezuo/user-personage/update-pay-password', { token: person.token, json: { payPassword, code } });
};

describe('a new pay password', () => {
  it('is refused when trivial, with a Chinese message naming the field; the phone’s digits judged by the server', async () => {
    const person = await newPerson();
    const refusals: [string, string][] = [
      ['123456', PAY_PASSWORD_TRIVIAL.SEQUENCE],
      ['987654', PAY_PASSWORD_TRIVIAL.SEQUENCE],
      ['666666', PAY_PASSWORD_TRIVIAL.SAME],
      // The phone's last six digits, and six from its middle (refused as a run or one digit first, if one of those).
      ...[person.phone.slice(-6), person.phone.slice(2, 8)].map((digits): [string, string] => [digits, PAY_PASSWORD_TRIVIAL[trivialPayPassword(digits, person.phone) ?? 'PHONE']]),
    ];
    for (const [payPassword, message] of refusals) {
      const answer = await setting(person, payPassword);
      expect([answer.status, answer.body], payPassword).toEqual([400, expect.objectContaining({ code: 400, msg: message, data: { issues: [{ path: 'payPassword', message }] } })]);
    }
    const info = ok<WalletInfo>(await call('wallet.info', {}, person.token), 'wallet info');
    expect(info.payPasswordSet).toBe(false);
    expect((await setting(person, PAY_PASSWORD)).body.code).toBe(200);
    expect(ok<WalletInfo>(await call('wallet.info', {}, person.token), 'wallet info').payPasswordSet).toBe(true);
  });
});

describe('full-width digits', () => {
  it('make a bank card number the wallet takes, stored as ASCII digits', async () => {
    const person = await newPerson();
    const account = '６２２２ ０２０２ ００１１ ２２３３ ４４５';
    const added = await call<{ id: string }>('wallet.addMethod', { type: 'BANK', name: '王小明', account, bankName: '中国工商银行' }, person.token);
    expect(added.body.code, JSON.stringify(added.body)).toBe(200);
    const methods = ok<{ account: string }[]>(await call('wallet.methods', {}, person.token), 'methods');
    expect(methods.map((m) => m.account)).toEqual(['6222 **** **** 3445']);
    // The same card typed in ASCII is the same card.
    expect((await call('wallet.addMethod', { type: 'BANK', name: '王小明', account: '6222020200112233445', bankName: '中国工商银行' }, person.token)).body.code).toBe(ERRORS.WITHDRAW_METHOD_EXISTS.code);
  });
});

describe('the negotiation fee paid twice at once', () => {
  it('moves the money once and tells each loser the negotiation was agreed, not 可用余额不足; the ledger reconciles', { timeout: 120_000 }, async () => {
    const { partyA, negotiationId, version, fee } = await feeDue();
    // Four at once, each its own attempt (its own requestId): at most five pay-password checks of one person are judged at once.
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => call<NegotiationDetail>('project.payFee', { id: negotiationId, version, payPassword: PAY_PASSWORD, requestId: newRequestId() }, partyA.token)),
    );
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((code) => code === 200), JSON.stringify(answers.map((a) => a.body))).toHaveLength(1);
    expect(codes).not.toContain(ERRORS.INSUFFICIENT_BALANCE.code);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      if (answer.body.code !== 200) expect([ERRORS.NEGOTIATION_AGREED.code, ERRORS.STALE_DATA.code]).toContain(answer.body.code);
    }
    expect(answers.find((a) => a.body.code === 200)?.body.data.state).toBe('AGREED');

    // Once: the fee left the wallet one time, one entry in its flow.
    const info = ok<WalletInfo>(await call('wallet.info', {}, partyA.token), 'wallet info');
    expect(info).toMatchObject({ balance: 0, available: 0, frozen: 0 });
    const flow = ok<Page<FlowEntry>>(await call('wallet.flow', {}, partyA.token), 'flow');
    expect(flow.records.filter((e) => e.bizId === negotiationId)).toEqual([expect.objectContaining({ type: 'PAYMENT', amount: -fee, balanceAfter: 0 })]);

    // A later try is told the same, and moves nothing.
    const late = await call('project.payFee', { id: negotiationId, version, payPassword: PAY_PASSWORD, requestId: newRequestId() }, partyA.token);
    expect(late.body.code).toBe(ERRORS.NEGOTIATION_AGREED.code);

    const report = reconcileScoped(await readLedgerOf([walletAccountId('PERSONAGE', partyA.userId)]));
    expect(report.findings, report.findings.join('\n')).toEqual([]);
    expect(report.postings).toBe(2);
  });
});
