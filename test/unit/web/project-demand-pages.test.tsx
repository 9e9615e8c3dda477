// @vitest-environment jsdom
/**
 * The pages around the demand form (web/src/features/project-demand) against a stub API: the preview shows the
 * demand and its book with the owner's actions as the server lists them, shows PROJECT_INCOMPLETE's issues in place
 * and goes to the success page once released; a visitor's demand book is kept in the browser as it is typed, 发布
 * asks for a login that comes back to a new demand carrying it, and pictures, which need a login to upload, are
 * refused with a word rather than a failing upload.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PROJECT_ERRORS } from '../../../shared/errors/project.js';
import { routeById } from '../../../shared/routes/index.js';
import type { ProjectDetail } from '../../../shared/schemas/project.js';
import { DemandPreview } from '../../../web/src/features/project-demand/components/demand-preview.js';
import { NoLoginBook } from '../../../web/src/features/project-demand/components/no-login-book.js';
import { readLocalBook } from '../../../web/src/features/project-demand/model/local-book.js';
import { removeToken } from '../../../web/src/lib/token.js';
import { useApiStub } from './api-stub.js';
import { renderPage } from './render-page.js';

// ProseMirror measures the selection to scroll it into view; jsdom lays nothing out, so every box is empty.
beforeAll(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  const emptyRect = () => new DOMRect(0, 0, 0, 0);
  for (const proto of [Range.prototype, Element.prototype, Text.prototype] as unknown as { getClientRects?: unknown; getBoundingClientRect?: unknown }[]) {
    if (typeof proto.getClientRects !== 'function') proto.getClientRects = noRects;
    if (typeof proto.getBoundingClientRect !== 'function') proto.getBoundingClientRect = emptyRect;
  }
  if (typeof document.elementFromPoint !== 'function') document.elementFromPoint = () => null;
  // Fluent's message bar watches its own size to choose its layout; jsdom has no ResizeObserver.
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const PRERELEASE = routeById('project.prerelease').path;
const RELEASE = routeById('project.release').path;
const PRESIGN = routeById('upload.presign').path;
const PROJECT_ID = '01HZX0000000000000000000AC';
const ok = (data: unknown) => ({ body: { code: 200, msg: '操作成功', data } });

const api = useApiStub();

const draft = (overrides: Partial<ProjectDetail> = {}): ProjectDetail => ({
  projectId: PROJECT_ID,
  name: '门店预约小程序',
  state: 'DRAFT',
  stateLabel: '草稿',
  categoryId: 'it-app',
  categoryName: 'App 与小程序',
  provinceCode: '330000',
  cityCode: '330100',
  regionLabel: '浙江省 杭州市',
  budget: 700_050,
  phaseCount: 2,
  applyDeadline: new Date(2030, 0, 31, 23, 59, 59, 999).getTime(),
  updateTime: 1,
  publisher: { type: 'COMPANY', id: 'c1', name: '示范科技有限公司' },
  applicantTypes: ['TEAM', 'COMPANY'],
  visibility: 'PUBLIC',
  summary: '',
  phases: [
    { name: '需求分析', amount: 200_000, days: 10, deliverables: '需求规格说明书' },
    { name: '开发', amount: 500_050, days: 30, deliverables: '小程序源码' },
  ],
  attachments: [{ name: '原型.pdf', url: 'http://localhost/files/project-file/u/a.pdf', size: 2048 }],
  bookHtml: '<p>我们需要一个<strong>预约</strong>小程序。</p>',
  createTime: 1,
  browseNum: 0,
  relation: 'partyA',
  actions: [
    { name: 'modify', label: '修改' },
    { name: 'rename', label: '修改名称' },
    { name: 'release', label: '发布' },
    { name: 'delete', label: '删除', confirm: '删除后不可恢复。确定删除该项目吗？' },
  ],
  ...overrides,
});

const where = () => screen.getByTestId('where').textContent;

beforeEach(() => {
  api.seen.length = 0;
  localStorage.clear();
  removeToken();
});

afterEach(() => {
  localStorage.clear();
});

describe('the preview', { timeout: 60_000 }, () => {
  it('shows the demand and its book as others will see them, and the owner’s release and edit', async () => {
    api.reply(PRERELEASE, ok(draft()));
    const { unsubscribe } = renderPage(`/pre-release-demand?projectId=${PROJECT_ID}`, <DemandPreview projectId={PROJECT_ID} />);
    expect((await screen.findByTestId('preview-name')).textContent).toBe('门店预约小程序');
    expect(screen.getByTestId('preview-budget').textContent).toBe('¥7,000.50');
    expect(screen.getAllByTestId('preview-phase').map((phase) => phase.textContent)).toEqual([
      '第1阶段需求分析¥2,000.00工期 10 天 · 需求规格说明书',
      '第2阶段开发¥5,000.50工期 30 天 · 小程序源码',
    ]);
    expect(within(screen.getByTestId('preview-book')).getByText('预约').tagName).toBe('STRONG');
    expect(screen.getByText('浙江省 杭州市')).toBeTruthy();
    expect(screen.getByText('团队、企业')).toBeTruthy();
    expect(screen.getByRole('link', { name: '原型.pdf' }).getAttribute('href')).toBe('http://localhost/files/project-file/u/a.pdf');
    expect(screen.getByRole('link', { name: '返回修改' }).getAttribute('href')).toBe(`/work/demand-release/new-project?projectId=${PROJECT_ID}`);
    expect(screen.getByRole('button', { name: '发布' })).toBeTruthy();
    // The project center's actions are not this page's.
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    unsubscribe();
  });

  it('lists what PROJECT_INCOMPLETE names without a notice, then releases and opens the success page', async () => {
    api.reply(PRERELEASE, ok(draft()));
    api.reply(RELEASE, {
      body: { code: PROJECT_ERRORS.PROJECT_INCOMPLETE.code, msg: PROJECT_ERRORS.PROJECT_INCOMPLETE.msg, data: { issues: [{ path: 'categoryId', message: '请选择项目分类' }, { path: 'applyDeadline', message: '请选择申请截止时间' }] } },
    });
    const { notices, unsubscribe } = renderPage(`/pre-release-demand?projectId=${PROJECT_ID}`, <DemandPreview projectId={PROJECT_ID} />, { routes: { '/release-success': <p>done</p> } });
    fireEvent.click(await screen.findByRole('button', { name: '发布' }));
    const refusal = await screen.findByTestId('preview-refusal');
    expect(refusal.textContent).toContain('需求信息还不完整，请修改后再发布：');
    expect(within(refusal).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['请选择项目分类', '请选择申请截止时间']);
    expect(notices).toEqual([]);

    api.reply(RELEASE, ok(draft({ state: 'RELEASED', stateLabel: '已发布', actions: [{ name: 'modify', label: '修改' }] })));
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(where()).toBe(`/release-success?projectId=${PROJECT_ID}`));
    expect(api.seen.filter((request) => request.path === RELEASE)).toHaveLength(2);
    unsubscribe();
  });

  it('offers no release for a demand already released, but its page', async () => {
    api.reply(PRERELEASE, ok(draft({ state: 'RELEASED', stateLabel: '已发布', actions: [{ name: 'modify', label: '修改' }, { name: 'withdraw', label: '撤回' }] })));
    const { unsubscribe } = renderPage(`/pre-release-demand?projectId=${PROJECT_ID}`, <DemandPreview projectId={PROJECT_ID} />);
    expect(await screen.findByText('该项目当前为“已发布”，修改已保存。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '发布' })).toBeNull();
    expect(screen.getByRole('link', { name: '查看项目' }).getAttribute('href')).toBe(`/project/details?projectId=${PROJECT_ID}`);
    unsubscribe();
  });

  it('says so when the project is not the caller’s', async () => {
    api.reply(PRERELEASE, { status: 404, body: { code: 404, msg: '项目不存在', data: null } });
    const { notices, unsubscribe } = renderPage(`/pre-release-demand?projectId=${PROJECT_ID}`, <DemandPreview projectId={PROJECT_ID} />);
    expect(await screen.findByText('该项目不存在、已被删除，或不是您发布的项目。')).toBeTruthy();
    expect(notices).toEqual([]);
    unsubscribe();
  });
});

const editorBox = () => screen.findByRole('textbox', { name: '需求书' });
const write = async (html: string) => {
  const box = await editorBox();
  act(() => {
    (box as HTMLElement & { editor: Editor }).editor.commands.setContent(html, { emitUpdate: true });
  });
};

describe('the demand book without a login', { timeout: 60_000 }, () => {
  it('keeps what a visitor writes in the browser, and 发布 asks for a login that comes back to a new demand', async () => {
    const { unsubscribe } = renderPage('/no-login-demand-book', <NoLoginBook />, { routes: { '/login/user': <p>login</p> } });
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    expect(await screen.findByText('请先编写需求书')).toBeTruthy();

    fireEvent.change(screen.getByTestId('local-book-name'), { target: { value: '装修报价' } });
    await write('<p>三室两厅的<em>全包</em>装修</p>');
    await waitFor(() => expect(readLocalBook()).toMatchObject({ name: '装修报价', bookHtml: '<p>三室两厅的<em>全包</em>装修</p>' }));
    expect(screen.getByTestId('local-book-kept').textContent).toMatch(/^已保存在本浏览器 \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);

    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    const dialog = await screen.findByRole('dialog', { name: '登录后发布' });
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['个人登录', '团队登录', '企业登录', '注册账号', '取消']);
    fireEvent.click(within(dialog).getByRole('button', { name: '个人登录' }));
    await waitFor(() => expect(where()).toBe('/login/user?redirect=%2Fwork%2Fdemand-release%2Fnew-project%3Ffrom%3Dlocal'));
    expect(readLocalBook()?.name).toBe('装修报价');
    unsubscribe();
  });

  it('keeps the last keystrokes when the page is left within the pause, and says 正在保存 until they are kept', async () => {
    const { unsubscribe } = renderPage('/no-login-demand-book', <NoLoginBook />);
    fireEvent.change(screen.getByTestId('local-book-name'), { target: { value: '刚写的' } });
    await write('<p>最后一句</p>');
    // Within the pause nothing is written yet, and the page does not claim it is.
    expect(screen.getByTestId('local-book-kept').textContent).toBe('正在保存到本浏览器…');
    expect(readLocalBook()).toBeUndefined();
    // A reload or a closed tab fires pagehide: the book is written then.
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(readLocalBook()).toMatchObject({ name: '刚写的', bookHtml: '<p>最后一句</p>' });
    expect(screen.getByTestId('local-book-kept').textContent).toMatch(/^已保存在本浏览器 /);
    unsubscribe();
  });

  it('brings back what was kept, and tells a visitor that pictures need a login instead of uploading', async () => {
    localStorage.setItem('hezuo.noLoginDemandBook', JSON.stringify({ name: '旧的', bookHtml: '<p>上次写的</p>', savedAt: Date.now() }));
    const { notices, unsubscribe } = renderPage('/no-login-demand-book', <NoLoginBook />);
    await waitFor(async () => expect((await editorBox()).textContent).toBe('上次写的'));
    expect((screen.getByTestId('local-book-name') as HTMLInputElement).value).toBe('旧的');
    fireEvent.click(screen.getByRole('button', { name: '插入图片' }));
    expect(notices).toContainEqual({ kind: 'toast', intent: 'info', text: '登录后才能插入图片，请先编写文字内容' });
    expect(api.seen.filter((request) => request.path === PRESIGN)).toEqual([]);
    unsubscribe();
  });
});
