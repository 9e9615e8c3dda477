/** The local cloud's demo accounts exist and work as the README says. */
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../infra/local/demo-accounts.js';
import type { WalletInfo } from '../../shared/schemas/wallet.js';
import { call } from '../support/api.js';
import { info, login } from '../support/people.js';

describe('demo data', () => {
  it('has a person with completed basic information who also works for the demo company', async () => {
    const token = (await login(DEMO_ACCOUNTS[0].phone, DEMO_PASSWORD, 'PERSONAGE')).body.data;
    const me = await info(token);
    expect(me).toMatchObject({ nickname: '林晓', completeBaseInfoEdit: true, company: { name: '合作云示范科技有限公司', isAdmin: false } });
    const avatar = await fetch(me.headPortrait);
    expect(avatar.headers.get('content-type')).toBe('image/png');
    expect((await login(DEMO_ACCOUNTS[0].phone, DEMO_PASSWORD, 'COMPANY')).body.code).toBe(200);
  });

  it('has a team administrator and a company administrator', async () => {
    const team = await info((await login(DEMO_ACCOUNTS[1].phone, DEMO_PASSWORD, 'TEAM')).body.data);
    expect(team).toMatchObject({ userType: 'TEAM', teamName: '星火设计工作室', isAdmin: true });
    const company = await info((await login(DEMO_ACCOUNTS[2].phone, DEMO_PASSWORD, 'COMPANY')).body.data);
    expect(company).toMatchObject({ userType: 'COMPANY', companyName: '合作云示范科技有限公司', isAdmin: true });
  });

  it('has money in the person’s and the company’s wallets, and pay passwords set (README "Demo accounts")', async () => {
    const person = (await login(DEMO_ACCOUNTS[0].phone, DEMO_PASSWORD, 'PERSONAGE')).body.data;
    const company = (await login(DEMO_ACCOUNTS[2].phone, DEMO_PASSWORD, 'COMPANY')).body.data;
    expect((await call<WalletInfo>('wallet.info', {}, person)).body.data).toMatchObject({ payPasswordSet: true });
    expect((await call<WalletInfo>('wallet.info', {}, person)).body.data.balance).toBeGreaterThan(0);
    expect((await call<WalletInfo>('wallet.info', {}, company)).body.data).toMatchObject({ payPasswordSet: true });
  });
});
