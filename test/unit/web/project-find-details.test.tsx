// @vitest-environment jsdom
/**
 * A project's two pages (web/src/features/project-find/components/details-pages.tsx) against a stub API: the public
 * details count one view per visit and send a visitor who wants to apply to log in (coming back here); a viewer who
 * may not apply is told why; an engagement leads to its application; party A's buttons are exactly the answer's
 * `actions`, a confirmation is asked where the action says so, and deleting returns to the project center.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projectRoute } from '../../../shared/routes/project.js';
import type { ProjectDetail } from '../../../shared/schemas/project.js';
import { FindDetailsPage, PartyDetailsPage } from '../../../web/src/features/project-find/components/details-pages.js';
import { removeToken, setToken } from '../../../web/src/lib/token.js';
import { useApiStub } from './api-stub.js';
import { renderPage } from './render-page.js';

const INFO = projectRoute('project.info').path;
const BROWSE = projectRoute('project.browse').path;
const DELETE = projectRoute('project.delete').path;
const ID = '01JBCDEFGHJKMNPQRSTVWXYZ00';

const api = useApiStub();

const detail = (fields: Partial<ProjectDetail>): ProjectDetail => ({
  projectId: ID,
  name: '门店预约微信小程序的开发',
  state: 'RELEASED',
  stateLabel: '已发布',
  categoryName: 'App 与小程序',
  provinceCode: '330000',
  cityCode: '330100',
  budget: 800_000,
  phaseCount: 2,
  applyDeadline: Date.now() + 10 * 86_400_000,
  releaseTime: Date.now(),
  updateTime: Date.now(),
  publisher: { type: 'COMPANY', id: 'C', name: '示范科技有限公司' },
  applicantTypes: ['TEAM', 'COMPANY'],
  visibility: 'PUBLIC',
  summary: '',
  phases: [
    { name: '需求分析', amount: 200_000, days: 10, deliverables: '需求规格说明书' },
    { name: '开发', amount: 600_000, days: 30, deliverables: '小程序源码' },
  ],
  attachments: [{ name: '原型图.pdf', url: 'https://files.example/proto.pdf', size: 2_621_440 }],
  bookHtml: '<p>需要一个<strong>预约</strong>小程序</p><script>window.hacked=1</script>',
  createTime: Date.now(),
  browseNum: 4,
  relation: 'none',
  actions: [],
  canApply: { ok: true },
  ...fields,
});

const ok = (data: unknown) => ({ body: { code: 200, msg: '操作成功', data } });

beforeEach(() => {
  api.seen.length = 0;
  api.reply(BROWSE, ok({ browseNum: 5 }));
  api.reply(DELETE, ok(null));
});

afterEach(() => removeToken());

describe('the public details', () => {
  it('show the project, count the view once, and send a visitor to log in to apply', async () => {
    api.reply(INFO, ok(detail({})));
    const view = renderPage(`/project/find/details?projectId=${ID}`, <FindDetailsPage projectId={ID} />, { routes: { '/login': <p>登录页</p> } });
    expect(await screen.findByTestId('project-name')).toBeTruthy();
    expect(screen.getByTestId('project-budget').textContent).toBe('¥8,000.00');
    expect(screen.getByText('浙江省 杭州市')).toBeTruthy();
    expect(screen.getByTestId('project-deadline').textContent).toContain('剩 10 天');
    expect(within(screen.getByTestId('project-phases')).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByText('预约').tagName).toBe('STRONG');
    expect(view.container.querySelector('script')).toBeNull();
    expect(screen.getByRole('link', { name: '下载 原型图.pdf' }).getAttribute('href')).toBe('https://files.example/proto.pdf');
    expect(screen.getByText('2.5 MB')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('project-browse').textContent).toBe('浏览 5 次'));
    expect(api.seen.filter((r) => r.path === BROWSE)).toHaveLength(1);
    // A visitor reads the publisher's name; their page (/userInfo) is for those logged in.
    expect(within(screen.getByTestId('project-publisher')).queryByRole('link')).toBeNull();
    fireEvent.click(screen.getByTestId('apply-button'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`/login?redirect=${encodeURIComponent(`/project/find/details?projectId=${ID}`)}`));
    view.unsubscribe();
  });

  it('tell why one may not apply, and lead an engagement to its application', async () => {
    setToken('details-test-token');
    api.reply(INFO, ok(detail({ relation: 'partyB', canApply: { ok: false, reason: '您已申请或已被邀请洽谈该项目' }, engagement: { requestId: '01JBCDEFGHJKMNPQRSTVWXYZ99', kind: 'APPLY', state: 'PENDING', stateLabel: '待处理' } })));
    const view = renderPage(`/project/find/details?projectId=${ID}`, <FindDetailsPage projectId={ID} />);
    expect(await screen.findByTestId('engagement-state')).toBeTruthy();
    expect(screen.getByTestId('engagement-state').textContent).toBe('待处理');
    expect(screen.getByRole('link', { name: '查看申请' }).getAttribute('href')).toBe('/apply/details?id=01JBCDEFGHJKMNPQRSTVWXYZ99');
    // Logged in, the publisher's name leads to their page (issue 31).
    const publisher = within(screen.getByTestId('project-publisher')).getByRole('link');
    expect(publisher.getAttribute('href')).toBe('/userInfo?userId=C&type=COMPANY');
    expect(screen.queryByTestId('apply-button')).toBeNull();
    view.unsubscribe();
  });

  it('say so for a project that is not there, asking nothing more', async () => {
    api.reply(INFO, { status: 404, body: { code: 404, msg: '项目不存在', data: null } });
    const view = renderPage(`/project/find/details?projectId=${ID}`, <FindDetailsPage projectId={ID} />);
    expect(await screen.findByText('项目不存在或已下架')).toBeTruthy();
    expect(view.modals()).toEqual([]);
    expect(api.seen.filter((r) => r.path === BROWSE)).toHaveLength(0);
    view.unsubscribe();
  });
});

describe('the parties’ details', () => {
  it('show party A its counts and exactly the listed actions; delete asks first and returns to the project center', async () => {
    setToken('details-test-token');
    api.reply(
      INFO,
      ok(
        detail({
          relation: 'partyA',
          canApply: undefined,
          applyCount: 3,
          inviteCount: 1,
          negotiatingCount: 2,
          actions: [
            { name: 'modify', label: '修改' },
            { name: 'rename', label: '修改名称' },
            { name: 'withdraw', label: '撤回', confirm: '撤回后，正在进行的洽谈和未处理的邀请、申请都将结束。确定撤回吗？' },
            { name: 'delete', label: '删除', confirm: '删除后不可恢复。确定删除该项目吗？' },
          ],
        }),
      ),
    );
    const view = renderPage(`/project/details?projectId=${ID}`, <PartyDetailsPage projectId={ID} />, { routes: { '/work/project-center': <p>项目中心</p> } });
    expect(await screen.findByTestId('party-applyCount')).toBeTruthy();
    expect(screen.getByTestId('party-applyCount').textContent).toBe('3');
    expect(screen.getByTestId('party-inviteCount').textContent).toBe('1');
    expect(screen.getByTestId('party-negotiatingCount').textContent).toBe('2');
    const actions = within(screen.getByTestId('party-actions'));
    expect(actions.getAllByRole('button').map((b) => b.textContent)).toEqual(['邀请洽谈', '修改', '修改名称', '撤回', '删除']);
    expect(actions.queryByRole('button', { name: '发布' })).toBeNull();
    fireEvent.click(actions.getByRole('button', { name: '删除' }));
    expect(await screen.findByText('删除后不可恢复。确定删除该项目吗？')).toBeTruthy();
    expect(api.seen.filter((r) => r.path === DELETE)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('action-confirm'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/work/project-center'));
    const [sent] = api.seen.filter((r) => r.path === DELETE);
    expect(sent?.method).toBe('DELETE');
    expect(sent?.query.get('projectId')).toBe(ID);
    view.unsubscribe();
  });

  it('show a withdrawn project’s publisher only 发布 and the others it lists, and no invitation', async () => {
    setToken('details-test-token');
    api.reply(INFO, ok(detail({ relation: 'partyA', state: 'WITHDRAWN', stateLabel: '已撤回', canApply: undefined, actions: [{ name: 'release', label: '发布' }] })));
    const view = renderPage(`/project/details?projectId=${ID}`, <PartyDetailsPage projectId={ID} />);
    const actions = within(await screen.findByTestId('party-actions'));
    expect(actions.getAllByRole('button').map((b) => b.textContent)).toEqual(['发布']);
    view.unsubscribe();
  });
});
