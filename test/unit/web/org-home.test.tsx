// @vitest-environment jsdom
/**
 * A unit's pages (web/src/features/org-home) against a stub API: the home shows the unit, its figures and the pages the
 * caller may open — the wallet's balance and the administrator's pages to them only, and the wallet never asked for by
 * plain staff — and 项目管理 lists the unit's projects as 甲方 and 乙方 through the side's own list.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentRoute } from '../../../shared/routes/content.js';
import { cooperationRoute } from '../../../shared/routes/cooperation.js';
import { historyRoute } from '../../../shared/routes/history.js';
import { orgRoute } from '../../../shared/routes/org.js';
import { projectRoute } from '../../../shared/routes/project.js';
import { walletRoute } from '../../../shared/routes/wallet.js';
import type { OrgHome } from '../../../shared/schemas/org-home.js';
import { homeLinks } from '../../../web/src/features/org-home/model/links.js';
import { OrgHomePage } from '../../../web/src/features/org-home/components/org-home-page.js';
import { OrgProjectsPage } from '../../../web/src/features/org-home/components/org-projects-page.js';
import { useApiStub } from './api-stub.js';
import { companyParty, userInfoOf } from './fixtures.js';
import { renderPage } from './render-page.js';
import { emitRadio } from '../../../web/src/lib/radio-events.js';

beforeAll(() => {
  // Fluent's message bar watches its own size to choose its layout; jsdom has no ResizeObserver.
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const ok = (data: unknown) => ({ body: { code: 200, msg: '操作成功', data } });
const api = useApiStub();
const page = (records: unknown[]) => ok({ records, total: records.length, pages: 1, current: 1, size: 10 });

const homeOf = (overrides: Partial<OrgHome> = {}): OrgHome => ({
  orgId: 'o1',
  type: 'COMPANY',
  name: '合作云示范科技有限公司',
  headPortrait: '',
  createTime: Date.UTC(2026, 0, 5),
  admin: { userId: 'u1', nickname: '陈总', headPortrait: '' },
  staff: { active: 5, leaders: 2, resigned: 1 },
  me: { role: 'ADMIN', certigier: false, projectLeader: true, joinTime: Date.UTC(2026, 0, 5) },
  ...overrides,
});

const count = { backlog: 4, myAttention: 0, notice: 3, releaseProject: 2, negotiateProject: 1, negotiateTerminatedProject: 0, onGoingPhaseProject: 6, cooperateTerminatedProject: 0, completeProject: 9, receiveInvite: 1, receiveApply: 2 };
const performance = { counts: { ongoing: 6, completed: 9, terminated: 0, completedAsPartyA: 4, completedAsPartyB: 5 }, phases: 20, onTime: 18, late: 2, onTimeRate: 0.9, delayRate: 0.1, delayDays: 3, rounds: 1, autoAccepted: 0, received: 0, fees: 0, paid: 0, refunded: 0, months: [] };

const stubHome = (home: OrgHome) => {
  api.reply(orgRoute('org.home').path, ok(home));
  api.reply(contentRoute('content.centerCount').path, ok(count));
  api.reply(historyRoute('project.partyPerformance').path, ok(performance));
  api.reply(walletRoute('wallet.info').path, ok({ balance: 19_723_280, available: 19_000_000, frozen: 723_280, payPasswordSet: true }));
};

const linkIds = () => within(screen.getByTestId('org-home-links')).getAllByRole('link').map((a) => a.getAttribute('data-testid'));

describe('a unit’s home', () => {
  it('shows the administrator the company, its figures, its wallet and every management page', async () => {
    // Prepare
    stubHome(homeOf({ certigier: { userId: 'u2', nickname: '林晓', headPortrait: '' } }));
    // Act
    const view = renderPage('/company/comSystem', <OrgHomePage kind="company" info={userInfoOf({ userType: 'COMPANY', isAdmin: true, walletOperator: true })} />);
    // Assess
    expect(await screen.findByTestId('org-home-name')).toHaveProperty('textContent', '合作云示范科技有限公司');
    expect(screen.getByTestId('org-home-certigier').textContent).toContain('林晓');
    await waitFor(() => expect(screen.getByTestId('org-home-ongoing').textContent).toContain('6'));
    expect(screen.getByTestId('org-home-requests').textContent).toContain('3');
    expect(screen.getByTestId('org-home-staff').textContent).toContain('项目负责人 2 人 · 已离职 1 人');
    await waitFor(() => expect(screen.getByTestId('org-home-on-time').textContent).toContain('90%'));
    await waitFor(() => expect(screen.getByTestId('org-home-wallet').textContent).toContain('197,232.80'));
    expect(linkIds()).toEqual(['project', 'performance', 'resume', 'adrate', 'staff', 'wallet', 'certigier', 'address'].map((id) => `org-home-link-${id}`));
    expect(screen.queryByTestId('org-home-staff-note')).toBeNull();
    view.unsubscribe();
  });

  it('shows a plain staff member the figures and what they may read, and never asks for the wallet', async () => {
    // Prepare
    stubHome(homeOf({ me: { role: 'STAFF', certigier: false, projectLeader: false, joinTime: Date.UTC(2026, 2, 1) } }));
    const before = api.seen.length;
    // Act
    const view = renderPage('/company/comSystem', <OrgHomePage kind="company" info={userInfoOf({ userType: 'COMPANY', isAdmin: false, walletOperator: false })} />);
    // Assess
    expect((await screen.findByTestId('org-home-roles')).textContent).toBe('员工');
    expect(screen.getByTestId('org-home-staff-note')).toBeTruthy();
    expect(screen.queryByTestId('org-home-certigier')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('org-home-ongoing').textContent).toContain('6'));
    expect(screen.queryByTestId('org-home-wallet')).toBeNull();
    expect(linkIds()).toEqual(['project', 'performance', 'resume', 'adrate', 'address'].map((id) => `org-home-link-${id}`));
    // The staff figure is no link for company staff (the staff list is the administrator's).
    expect(within(screen.getByTestId('org-home-staff')).queryByRole('link')).toBeNull();
    expect(api.seen.slice(before).map((r) => r.path)).not.toContain(walletRoute('wallet.info').path);
    view.unsubscribe();
  });

  it('reads the unit again when the member’s roles change (REFRESH_PRIVILEGES): named project leader, the note goes', async () => {
    // Prepare
    stubHome(homeOf({ type: 'TEAM', me: { role: 'STAFF', certigier: false, projectLeader: false, joinTime: 1 } }));
    const view = renderPage('/team/teamSystem', <OrgHomePage kind="team" info={userInfoOf({ userType: 'TEAM', isAdmin: false, walletOperator: false })} />);
    expect(await screen.findByTestId('org-home-staff-note')).toBeTruthy();
    expect(screen.getByTestId('org-home-roles').textContent).toBe('成员');
    // Act
    api.reply(orgRoute('org.home').path, ok(homeOf({ type: 'TEAM', me: { role: 'STAFF', certigier: false, projectLeader: true, joinTime: 1 } })));
    emitRadio({ messageType: 'REFRESH_PRIVILEGES', sendTime: Date.now(), content: JSON.stringify({ reason: 'project-leader', orgId: 'o1' }) });
    // Assess
    await waitFor(() => expect(screen.getByTestId('org-home-roles').textContent).toBe('成员项目负责人'));
    expect(screen.queryByTestId('org-home-staff-note')).toBeNull();
    view.unsubscribe();
  });

  it('offers a team’s members their members page, its wallet to its operators and its settings to its administrator', () => {
    expect(homeLinks('team', { isAdmin: false, walletOperator: false }).map((l) => [l.id, l.text])).toEqual([
      ['project', 'oh.link.projectText'],
      ['performance', 'oh.link.performanceText'],
      ['resume', 'oh.link.resumeText'],
      ['adrate', 'oh.link.adrateText'],
      ['staff', 'oh.link.staffViewText'],
      ['address', 'oh.link.addressText'],
    ]);
    expect(homeLinks('team', { isAdmin: false, walletOperator: true }).map((l) => l.id)).toContain('wallet');
    const admin = homeLinks('team', { isAdmin: true, walletOperator: true });
    expect(admin.map((l) => [l.id, l.to])).toEqual(
      expect.arrayContaining([
        ['setting', '/team/teamSetting'],
        ['certigier', '/team/setTeamCertigier'],
        ['wallet', '/work/userCenter/wallet'],
      ]),
    );
    expect(homeLinks('company', { isAdmin: true, walletOperator: true }).map((l) => l.id)).not.toContain('setting');
  });
});

describe('a unit’s 项目管理', () => {
  const bodies = (path: string, from: number) =>
    api.seen
      .slice(from)
      .filter((r) => r.path === path)
      .map((r) => JSON.parse(Buffer.from(r.body, 'latin1').toString('utf8')) as Record<string, unknown>);
  const card = { projectId: 'p1', name: '门店预约微信小程序的开发', state: 'COOPERATING', stateLabel: '合作中', partyA: companyParty('星辰科技'), partyB: companyParty('星火设计工作室'), total: 1_000_000, current: 1, phaseCount: 2, phaseName: '宣传册设计', phaseState: 'COMPILING', phaseStateLabel: '编写中', startTime: 1, updateTime: 2 };

  it('opens on the demands released as 甲方, and lists the cooperations of one side only', async () => {
    // Prepare
    api.reply(projectRoute('project.mine').path, page([]));
    api.reply(cooperationRoute('project.coop.list').path, page([card]));
    const before = api.seen.length;
    // Act
    const view = renderPage('/company/comProject', <OrgProjectsPage kind="company" />);
    // Assess: 发布中 as 甲方 first
    expect(await screen.findByText('暂无此类项目')).toBeTruthy();
    expect(bodies(projectRoute('project.mine').path, before)).toEqual([{ bucket: 'OPEN', current: 1 }]);
    // Act: 作为乙方
    fireEvent.click(screen.getByRole('tab', { name: '作为乙方' }));
    // Assess: party B's ongoing cooperations, the card leading to the cooperation
    expect(await screen.findByRole('link', { name: '门店预约微信小程序的开发' })).toHaveProperty('href', expect.stringContaining('/project/cooperate/p1'));
    expect(bodies(cooperationRoute('project.coop.list').path, before)).toEqual([{ tab: 'ongoing', side: 'partyB', current: 1 }]);
    // Party B has cooperations only: no demand tabs.
    expect(screen.getAllByRole('tab')).toHaveLength(5);
    for (const name of ['作为甲方', '合作中', '已完成', '已终止']) expect(screen.getByRole('tab', { name })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: '发布中' })).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/company/comProject?side=partyB&state=ongoing');
    view.unsubscribe();
  });

  it('opens the tab its address names (the home’s figures link there)', async () => {
    // Prepare
    api.reply(cooperationRoute('project.coop.list').path, page([]));
    const before = api.seen.length;
    // Act
    const view = renderPage('/team/teamProject?side=partyA&state=terminated', <OrgProjectsPage kind="team" />);
    // Assess
    expect(await screen.findByText('暂无作为甲方的合作')).toBeTruthy();
    expect(bodies(cooperationRoute('project.coop.list').path, before)).toEqual([{ tab: 'terminated', side: 'partyA', current: 1 }]);
    expect(screen.getByRole('tab', { name: '已终止', selected: true })).toBeTruthy();
    view.unsubscribe();
  });
});
