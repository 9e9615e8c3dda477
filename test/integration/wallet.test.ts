/**
 * The wallet's routes through the local gateway (CONTRACT "Money"): `wallet/info` and `wallet/flow` act on the
 * session's wallet — a person's own, a team's or a company's for its administrator, 403 for other staff — and the
 * flow pages the ledger's entries newest first, with its type and time filters. Money is put in through the
 * wallet's public module, as a confirmed recharge does.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '../../shared/envelope.js';
import { ERRORS } from '../../shared/errors.js';
import type { FlowEntry, WalletInfo, WithdrawMethod } from '../../shared/schemas/wallet.js';
import { platformAccountId, post, walletAccountId } from '../../functions/wallet/public.js';
import { call } from '../support/api.js';
import { hireStaff, joinTeam } from '../support/org.js';
import { login, newPerson } from '../support/people.js';

const move = (accountId: string, amount: number, type: string, title: string) =>
  post({
    scope: accountId,
    requestId: `t-${randomUUID()}`,
    type,
    title,
    bizId: `biz-${randomUUID().slice(0, 8)}`,
    legs: [
      { accountId: platformAccountId('world', Math.random()), available: -amount, frozen: 0 },
      { accountId, available: amount, frozen: 0 },
    ],
  });

describe('the wallet', () => {
  it('shows a person’s amounts: nothing at first, then what the ledger holds', async () => {
    const person = await newPerson();
    expect((await call<WalletInfo>('wallet.info', {}, person.token)).body.data).toEqual({ balance: 0, available: 0, frozen: 0, payPasswordSet: false });
    await move(walletAccountId('PERSONAGE', person.userId), 12_345, 'RECHARGE', '充值');
    expect((await call<WalletInfo>('wallet.info', {}, person.token)).body.data).toEqual({ balance: 12_345, available: 12_345, frozen: 0, payPasswordSet: false });
  });

  it('pages the flow newest first, with the balance after each line, and filters it by type and time', async () => {
    // Prepare: 23 movements, every third a refund, each 100 fen more than the one before.
    const person = await newPerson();
    const wallet = walletAccountId('PERSONAGE', person.userId);
    const started = Date.now();
    for (let i = 1; i <= 23; i += 1) await move(wallet, i * 100, i % 3 === 0 ? 'REFUND' : 'RECHARGE', i % 3 === 0 ? '退款' : '充值');
    const flow = async (input: Record<string, unknown>) => (await call<Page<FlowEntry>>('wallet.flow', input as never, person.token)).body.data;

    // Act + Assess: pages of 10, newest first, each line's balance after it.
    const first = await flow({ current: 1, size: 10 });
    expect({ total: first.total, pages: first.pages }).toEqual({ total: 23, pages: 3 });
    expect(first.records.map((r) => r.amount)).toEqual([2300, 2200, 2100, 2000, 1900, 1800, 1700, 1600, 1500, 1400]);
    expect(first.records[0]).toMatchObject({ id: '23', type: 'RECHARGE', title: '充值', balanceAfter: (23 * 24 * 100) / 2 });
    expect(first.records[0]!.bizId).toMatch(/^biz-/);
    expect((await flow({ current: 3, size: 10 })).records.map((r) => r.amount)).toEqual([300, 200, 100]);
    expect((await flow({ current: 4, size: 10 })).records).toEqual([]);
    const refunds = await flow({ current: 1, size: 10, type: 'REFUND' });
    expect({ total: refunds.total, amounts: refunds.records.map((r) => r.amount) }).toEqual({ total: 7, amounts: [2100, 1800, 1500, 1200, 900, 600, 300] });
    expect((await flow({ current: 1, size: 10, start: started - 60_000, end: started - 1 })).total).toBe(0);
    expect((await flow({ current: 1, size: 50, start: started - 60_000 })).total).toBe(23);

    // Bad input names the field.
    const bad = await call('wallet.flow', { type: 'STEAL' } as never, person.token);
    expect([bad.status, bad.body.msg]).toEqual([400, '流水类型取值不正确']);
  });

  it('is a team’s or a company’s for its administrator only: other staff get 403', async () => {
    // Prepare: a company with a staff member, a team with a member, each logged in as the organisation.
    const [company, team, staff, member] = await Promise.all([newPerson('COMPANY'), newPerson('TEAM'), newPerson(), newPerson()]);
    await Promise.all([hireStaff(company, staff), joinTeam(team, member)]);
    const asCompany = (await login(staff.phone, staff.password, 'COMPANY')).body.data;
    const asTeam = (await login(member.phone, member.password, 'TEAM')).body.data;
    const companyId = (await call<{ companyId: string }>('account.info', {}, company.token)).body.data.companyId;
    await move(walletAccountId('COMPANY', companyId), 50_000, 'RECHARGE', '充值');

    // Act + Assess
    expect((await call<WalletInfo>('wallet.info', {}, company.token)).body.data).toMatchObject({ balance: 50_000 });
    expect((await call<WalletInfo>('wallet.info', {}, team.token)).body.data).toMatchObject({ balance: 0 });
    for (const token of [asCompany, asTeam]) {
      for (const answer of [await call('wallet.info', {}, token), await call('wallet.flow', {}, token)]) {
        expect([answer.status, answer.body.code, answer.body.msg]).toEqual([403, 403, '只有管理员或授权人可以查看和操作钱包']);
      }
    }
    // The staff member's own wallet, as a person, is theirs.
    expect((await call<WalletInfo>('wallet.info', {}, staff.token)).body.data).toMatchObject({ balance: 0 });
  });

  it('keeps withdrawal methods: bank cards and Alipay accounts, shown masked only, at most 10, each once, deleted by their owner', async () => {
    // Prepare
    const [person, other] = await Promise.all([newPerson(), newPerson()]);
    const add = (input: Record<string, unknown>, token = person.token) => call<{ id: string }>('wallet.addMethod', input as never, token);

    // Act + Assess: a card (spaces in the number taken out) and an Alipay phone, listed newest first, masked.
    const card = await add({ type: 'BANK', name: '王小明', account: '6222 0202 0011 2233 445', bankName: '中国工商银行' });
    expect(card.body.code).toBe(200);
    expect((await add({ type: 'ALIPAY', name: '王小明', account: '13812345678' })).body.code).toBe(200);
    const methods = (await call<WithdrawMethod[]>('wallet.methods', {}, person.token)).body.data;
    expect(methods.map((m) => [m.type, m.account, m.bankName])).toEqual([
      ['ALIPAY', '138****5678', '支付宝'],
      ['BANK', '6222 **** **** 3445', '中国工商银行'],
    ]);
    expect(JSON.stringify(methods)).not.toContain('6222020200112233445');

    // Refusals name the field, or say the rule.
    const badCard = await add({ type: 'BANK', name: '王小明', account: '6222-0202', bankName: '中国银行' });
    expect([badCard.status, badCard.body.msg]).toEqual([400, '银行卡号应为12至19位数字']);
    expect((await add({ type: 'BANK', name: '王小明', account: '6222020200112233446' })).body.msg).toBe('请填写开户银行');
    expect((await add({ type: 'ALIPAY', name: '王小明', account: 'not an account' })).body.msg).toBe('支付宝账号应为手机号或邮箱');
    expect((await add({ type: 'BANK', name: '王小明', account: '6222020200112233445', bankName: '中国工商银行' })).body.code).toBe(ERRORS.WITHDRAW_METHOD_EXISTS.code);
    for (let i = 0; i < 8; i += 1) expect((await add({ type: 'BANK', name: '王小明', account: `62220202001122330${i}0`, bankName: '中国银行' })).body.code).toBe(200);
    expect((await add({ type: 'BANK', name: '王小明', account: '6222020200112239999', bankName: '中国银行' })).body.code).toBe(ERRORS.WITHDRAW_METHODS_FULL.code);

    // Only the owner deletes; another wallet's method is not found.
    expect((await call('wallet.deleteMethod', { id: card.body.data.id }, other.token)).status).toBe(404);
    expect((await call('wallet.deleteMethod', { id: card.body.data.id }, person.token)).body.code).toBe(200);
    expect((await call('wallet.deleteMethod', { id: card.body.data.id }, person.token)).status).toBe(404);
    expect((await call<WithdrawMethod[]>('wallet.methods', {}, person.token)).body.data).toHaveLength(9);
    expect((await call<WithdrawMethod[]>('wallet.methods', {}, other.token)).body.data).toEqual([]);
  });
});

