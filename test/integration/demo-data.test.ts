/** The local cloud's demo accounts exist and work as the README says. */
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../infra/local/demo-accounts.js';
import type { Page } from '../../shared/envelope.js';
import type { ProjectCard, RequestCard } from '../../shared/schemas/project.js';
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

  it('has demo demands: the company’s two released ones, one with the team’s application waiting (README "Demo accounts")', async () => {
    const company = (await login(DEMO_ACCOUNTS[2].phone, DEMO_PASSWORD, 'COMPANY')).body.data;
    const mine = (await call<Page<ProjectCard>>('project.mine', { bucket: 'OPEN' }, company)).body.data;
    expect(mine.records.map((p) => p.name).sort()).toEqual(['企业官网改版与品牌视觉升级', '门店预约微信小程序的开发']);
    const received = (await call<Page<RequestCard>>('project.requests', { box: 'receive-apply' }, company)).body.data;
    expect(received.records[0]).toMatchObject({ kind: 'APPLY', state: 'PENDING', partyB: { type: 'TEAM', name: '星火设计工作室' } });
    // Found by Chinese words among the company's open demands (other tests post demands with the same words).
    const { companyId } = (await call<{ companyId: string }>('account.info', {}, company)).body.data;
    const found = (await call<Page<ProjectCard>>('search.partyProjects', { id: companyId, type: 'COMPANY' })).body.data;
    expect(found.records.map((p) => p.name).sort()).toEqual(['企业官网改版与品牌视觉升级', '门店预约微信小程序的开发']);
    const byWords = (await call<Page<ProjectCard>>('search.projects', { keyword: '门店预约 小程序开发', publisherType: 'COMPANY', size: 100 })).body.data;
    expect(byWords.records.map((p) => p.projectId)).toEqual(expect.arrayContaining(found.records.filter((p) => p.name.startsWith('门店')).map((p) => p.projectId)));
  });
});
