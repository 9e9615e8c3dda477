/** The local cloud's demo accounts exist and work as the README says. */
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../infra/local/demo-accounts.js';
import { DEMO_COOPERATION } from '../../infra/local/seed-cooperation.js';
import type { Page } from '../../shared/envelope.js';
import { negotiationFeeOf } from '../../shared/limits.js';
import { SEARCH_LIMITS } from '../../shared/search.js';
import type { CooperationCard, CooperationDetail } from '../../shared/schemas/cooperation.js';
import type { DirectoryView, DocumentView } from '../../shared/schemas/documents.js';
import type { ProjectCard, RequestCard } from '../../shared/schemas/project.js';
import type { WalletInfo } from '../../shared/schemas/wallet.js';
import type { Goods } from '../../shared/schemas/mall-goods.js';
import type { Order } from '../../shared/schemas/order.js';
import type { BacklogItem } from '../../shared/schemas/project-backlog.js';
import type { DiscoveryPage } from '../../shared/schemas/discovery.js';
import { orderCommissionOf } from '../../shared/mall.js';
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
    // The team's waiting application (its accepted one, of the demo cooperation, is listed too).
    const received = (await call<Page<RequestCard>>('project.requests', { box: 'receive-apply' }, company)).body.data;
    expect(received.records.filter((r) => r.state === 'PENDING')).toHaveLength(1);
    expect(received.records.find((r) => r.state === 'PENDING')).toMatchObject({ kind: 'APPLY', project: { name: '门店预约微信小程序的开发' }, partyB: { type: 'TEAM', name: '星火设计工作室' } });
    // Found by Chinese words among the company's open demands (other tests post demands with the same words).
    const { companyId } = (await call<{ companyId: string }>('account.info', {}, company)).body.data;
    const found = (await call<Page<ProjectCard>>('search.partyProjects', { id: companyId, type: 'COMPANY' })).body.data;
    expect(found.records.map((p) => p.name).sort()).toEqual(['企业官网改版与品牌视觉升级', '门店预约微信小程序的开发']);
    const byWords = (await call<Page<ProjectCard>>('search.projects', { keyword: '门店预约 小程序开发', publisherType: 'COMPANY', size: SEARCH_LIMITS.maxPageSize })).body.data;
    expect(byWords.records.map((p) => p.projectId)).toEqual(expect.arrayContaining(found.records.filter((p) => p.name.startsWith('门店')).map((p) => p.projectId)));
  });

  it('has demo goods of each kind: the company’s, the team’s and 林晓’s (README "Demo accounts")', async () => {
    const company = (await login(DEMO_ACCOUNTS[2].phone, DEMO_PASSWORD, 'COMPANY')).body.data;
    const { companyId } = (await call<{ companyId: string }>('account.info', {}, company)).body.data;
    const shop = (await call<Page<Goods>>('mall.goods.seller', { sellerId: companyId })).body.data;
    expect(shop.records.map((g) => [g.goodsType, g.seller.name]).sort()).toEqual([[1, '合作云示范科技有限公司'], [1, '合作云示范科技有限公司'], [2, '合作云示范科技有限公司']]);
    const team = (await login(DEMO_ACCOUNTS[1].phone, DEMO_PASSWORD, 'TEAM')).body.data;
    expect((await call<Page<Goods>>('mall.goods.mine', { goodsType: 0 }, team)).body.data.records.map((g) => g.name)).toEqual(['采购设计用高色域显示器']);
    const person = (await login(DEMO_ACCOUNTS[0].phone, DEMO_PASSWORD, 'PERSONAGE')).body.data;
    expect((await call<Page<Goods>>('mall.goods.mine', { goodsType: 2 }, person)).body.data.total).toBe(1);
  });

  it('has demo resumes found by Chinese words: the company under 单位, the team under 人才 and 单位, 林晓 under 人才 (README "Demo accounts")', async () => {
    const company = (await login(DEMO_ACCOUNTS[2].phone, DEMO_PASSWORD, 'COMPANY')).body.data;
    const { companyId } = (await call<{ companyId: string }>('account.info', {}, company)).body.data;
    const team = await info((await login(DEMO_ACCOUNTS[1].phone, DEMO_PASSWORD, 'TEAM')).body.data);
    const person = await info((await login(DEMO_ACCOUNTS[0].phone, DEMO_PASSWORD, 'PERSONAGE')).body.data);
    const found = async (route: 'search.units' | 'search.talent', input: Record<string, unknown>) =>
      (await call<DiscoveryPage>(route, { ...input, size: 50 })).body.data.records.map((card) => card.id);
    // Written at start, indexed through the stream: searchable within seconds.
    await expect.poll(() => found('search.units', { keyword: '物联网 系统集成', type: 'COMPANY' }), { timeout: 15_000 }).toContain(companyId);
    await expect.poll(() => found('search.units', { keyword: '品牌设计', type: 'TEAM', provinceCode: '440000', cityCode: '440300' }), { timeout: 15_000 }).toContain(team.teamId);
    await expect.poll(() => found('search.talent', { keyword: '交互设计 小程序', provinceCode: '330000' }), { timeout: 15_000 }).toContain(person.id);
    // A person is found as strangers see them.
    const card = (await call<DiscoveryPage>('search.talent', { keyword: '交互设计', size: 50 })).body.data.records.find((c) => c.id === person.id);
    expect(card?.name).toBe('林女士');
  });

  it('has 林晓’s orders in three states: the company’s to ship (in its 待办), the team’s to receive, one completed (README "Demo accounts")', async () => {
    const person = (await login(DEMO_ACCOUNTS[0].phone, DEMO_PASSWORD, 'PERSONAGE')).body.data;
    const company = (await login(DEMO_ACCOUNTS[2].phone, DEMO_PASSWORD, 'COMPANY')).body.data;
    const bought = (await call<Page<Order>>('order.list', { side: 'BUY', current: 1, size: 20 }, person)).body.data.records;
    expect(bought.map((o) => [o.state, o.seller.name, o.amount]).sort()).toEqual([
      ['COMPLETED', '合作云示范科技有限公司', 136_000],
      ['DELIVERED', '星火设计工作室', 880_000],
      ['PAID', '合作云示范科技有限公司', 68_000],
    ]);
    // ¥20,000.00 recharged less the three orders.
    expect((await call<WalletInfo>('wallet.info', {}, person)).body.data.balance).toBe(2_000_000 - 68_000 - 880_000 - 136_000);
    const toShip = bought.find((o) => o.state === 'PAID')!;
    const backlog = (await call<Page<BacklogItem>>('project.backlog', { current: 1, size: 50, todo: true }, company)).body.data.records;
    expect(backlog.map((e) => e.link)).toContain(`/order/saleOrderDetail?id=${toShip.id}`);
  });

  it('has a cooperation running between the company and the team: phase 1 编写中, its escrow paid, a document drafted (README "Demo accounts")', async () => {
    const company = (await login(DEMO_ACCOUNTS[2].phone, DEMO_PASSWORD, 'COMPANY')).body.data;
    const team = (await login(DEMO_ACCOUNTS[1].phone, DEMO_PASSWORD, 'TEAM')).body.data;
    const [first, second] = DEMO_COOPERATION.phases;
    // Both sides find it in 项目中心 → 进行中的项目.
    const ongoing = async (token: string) => (await call<Page<CooperationCard>>('project.coop.list', { tab: 'ongoing' }, token)).body.data.records.filter((c) => c.name === DEMO_COOPERATION.name);
    const listed = await ongoing(company);
    expect(listed).toHaveLength(1);
    const [card] = listed;
    expect(card).toMatchObject({ stateLabel: '合作中', partyA: { type: 'COMPANY', name: '合作云示范科技有限公司' }, partyB: { type: 'TEAM', name: '星火设计工作室' }, total: first.amount + second.amount, current: 1, phaseCount: 2, phaseName: first.name, phaseState: 'COMPILING', phaseStateLabel: '编写中' });
    expect((await ongoing(team)).map((c) => c.projectId)).toEqual([card!.projectId]);

    const detailAs = async (token: string) => (await call<CooperationDetail>('project.coop.info', { projectId: card!.projectId }, token)).body;
    const forA = await detailAs(company);
    expect(forA.code).toBe(200);
    expect(forA.data).toMatchObject({ name: DEMO_COOPERATION.name, state: 'COOPERATING', escrowPlan: 'PER_PHASE', current: 1, escrowDue: 0 });
    expect(forA.data.phases).toMatchObject([
      { index: 1, name: first.name, amount: first.amount, state: 'COMPILING', stateLabel: '编写中', funded: true },
      { index: 2, name: second.name, amount: second.amount, funded: false },
    ]);
    expect(forA.data.money).toMatchObject({ total: first.amount + second.amount, funded: first.amount, inEscrow: first.amount, paid: 0, refunded: 0 });
    const forB = await detailAs(team);
    expect(forB.code).toBe(200);
    expect(forB.data).toMatchObject({ current: 1, escrowDue: 0, money: forA.data.money, phases: [{ state: 'COMPILING', funded: true }, { funded: false }] });

    // The fee and phase 1's escrow came out of the company's wallet, the completed demo order's income (less the 2%
    // commission) went in (README: ¥200,000.00 recharged, ¥197,232.80 left).
    const wallet = (await call<WalletInfo>('wallet.info', {}, company)).body.data;
    expect(wallet.balance).toBe(20_000_000 - negotiationFeeOf(first.amount + second.amount) - first.amount + 136_000 - orderCommissionOf(136_000));
    expect(wallet.balance).toBe(19_723_280);

    // 周航, the team's leader, writes phase 1's document: assigned to himself, one version saved, no lock left.
    const tree = (await call<DirectoryView>('project.docDirectories', { projectId: card!.projectId, phase: 1 }, team)).body.data;
    expect(tree).toMatchObject({ phaseState: 'COMPILING', writable: true, manage: true });
    const node = tree.nodes.find((n) => n.title === DEMO_COOPERATION.document.title);
    expect(node).toMatchObject({ assignee: { name: '周航' }, version: 1, permission: 'write' });
    expect(node?.lock).toBeUndefined();
    const document = (await call<DocumentView>('project.docQuery', { projectId: card!.projectId, taskId: node!.taskId }, team)).body.data;
    expect(document.html).toContain('宣传册结构');
  });
});
