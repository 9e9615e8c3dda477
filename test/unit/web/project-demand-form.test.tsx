// @vitest-environment jsdom
/**
 * The demand form (web/src/features/project-demand) against a stub API: the budget follows the phases as they are
 * typed; the name is checked with `project-name-verify` once typing pauses for 500 ms, only for the last name; an
 * incomplete demand shows a Chinese message under each field and sends nothing; a deadline in the past or beyond
 * the limit is refused at once; a whole demand goes to `project` in fen with the deadline's end of day and opens
 * the demand book; the server's 400 issues and a taken name land under their fields; a draft needs the name only;
 * the book written without a login goes with the new demand and leaves the browser only once it is saved.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PROJECT_ERRORS } from '../../../shared/errors/project.js';
import { PROJECT_LIMITS } from '../../../shared/limits.js';
import { routeById } from '../../../shared/routes/index.js';
import { DemandForm } from '../../../web/src/features/project-demand/components/demand-form.js';
import { DemandFormPage } from '../../../web/src/features/project-demand/components/demand-form-page.js';
import { NAME_CHECK_DELAY_MS } from '../../../web/src/features/project-demand/hooks/use-name-check.js';
import { readLocalBook, writeLocalBook } from '../../../web/src/features/project-demand/model/local-book.js';
import { useApiStub } from './api-stub.js';
import { renderPage } from './render-page.js';

const CATEGORIES = routeById('project.categories').path;
const VERIFY = routeById('project.verifyName').path;
const SAVE = routeById('project.save').path;
const DRAFT = routeById('project.saveDraft').path;
const PROJECT_ID = '01HZX0000000000000000000AB';
const ok = (data: unknown) => ({ body: { code: 200, msg: '操作成功', data } });

const api = useApiStub();

// The stub keeps bodies as latin1 (byte for byte); JSON bodies are UTF-8.
const bodiesOf = (path: string) => api.seen.filter((request) => request.path === path).map((request) => JSON.parse(Buffer.from(request.body, 'latin1').toString('utf8')) as Record<string, unknown>);

const renderForm = (element = <DemandForm />) =>
  renderPage('/work/demand-release/new-project', element, { routes: { '/compile-demand-book': <p>book</p>, '/work/demand-release': <p>choose</p> } });

const where = () => screen.getByTestId('where').textContent;
const type = (id: string, value: string) => fireEvent.change(document.getElementById(id)!, { target: { value } });
const phaseIds = (row: number) => ({ name: `demand-phase-${row}-name`, amount: `demand-phase-${row}-amount`, days: `demand-phase-${row}-days`, deliverables: `demand-phase-${row}-deliverables` });
const fillPhase = (row: number, name: string, amount: string, days: string, deliverables: string) => {
  const ids = phaseIds(row);
  type(ids.name, name);
  type(ids.amount, amount);
  type(ids.days, days);
  type(ids.deliverables, deliverables);
};
const budget = () => screen.getByTestId('demand-budget').textContent;
const day = (daysAhead: number) => dayjs().add(daysAhead, 'day').format('YYYY-MM-DD');
const next = () => fireEvent.click(screen.getByRole('button', { name: '下一步：编写需求书' }));

/** Fills every field of a whole demand (the name last, so the check has something to say). */
const fillWhole = async (name = '门店预约小程序') => {
  fireEvent.click(screen.getByRole('combobox', { name: '项目分类' }));
  fireEvent.click(await screen.findByRole('option', { name: 'App 与小程序' }));
  fireEvent.click(screen.getByRole('combobox', { name: '省份' }));
  fireEvent.click(await screen.findByRole('option', { name: '浙江省' }));
  fillPhase(0, '需求分析', '2000', '10', '需求规格说明书');
  fireEvent.click(screen.getByRole('button', { name: '添加阶段' }));
  fillPhase(1, '开发', '5000.5', '30', '小程序源码');
  type('demand-deadline', day(20));
  type('demand-name', name);
};

beforeEach(() => {
  api.seen.length = 0;
  api.reply(CATEGORIES, ok({ platform: [{ id: 'it', name: '信息技术', children: [{ id: 'it-app', name: 'App 与小程序', children: [] }, { id: 'it-web', name: '网站开发', children: [] }] }], custom: [{ id: 'cMINE', name: '我的装修', createTime: 1 }] }));
  api.reply(VERIFY, ok({ available: true }));
  api.reply(SAVE, ok({ projectId: PROJECT_ID }));
  api.reply(DRAFT, ok({ projectId: PROJECT_ID }));
  localStorage.clear();
});

afterEach(() => {
  localStorage.clear();
});

describe('the phases and the budget', { timeout: 60_000 }, () => {
  it('shows the budget as the exact sum of the amounts typed, and adds phases up to the limit', async () => {
    const { unsubscribe } = renderForm();
    expect(budget()).toBe('¥0.00');
    type(phaseIds(0).amount, '2000');
    expect(budget()).toBe('¥2,000.00');
    fireEvent.click(screen.getByRole('button', { name: '添加阶段' }));
    type(phaseIds(1).amount, '0.1');
    // Below ¥1.00: not an amount the budget counts.
    expect(budget()).toBe('¥2,000.00');
    type(phaseIds(1).amount, '1.15');
    expect(budget()).toBe('¥2,001.15');
    type(phaseIds(1).amount, '1.155');
    expect(budget()).toBe('¥2,000.00');
    for (let rows = 2; rows < PROJECT_LIMITS.phasesMax; rows += 1) fireEvent.click(screen.getByRole('button', { name: '添加阶段' }));
    expect(screen.getAllByTestId('demand-phase')).toHaveLength(PROJECT_LIMITS.phasesMax);
    expect((screen.getByRole('button', { name: '添加阶段' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '删除第1阶段' }));
    expect(screen.getAllByTestId('demand-phase')).toHaveLength(PROJECT_LIMITS.phasesMax - 1);
    expect(budget()).toBe('¥0.00');
    unsubscribe();
  });

  it('tells under the field what is wrong with an amount once it is left', async () => {
    const { unsubscribe } = renderForm();
    type(phaseIds(0).amount, '0.5');
    fireEvent.blur(document.getElementById(phaseIds(0).amount)!);
    expect(await screen.findByText('阶段金额不能少于¥1.00')).toBeTruthy();
    type(phaseIds(0).amount, '12.345');
    expect(screen.getByText('阶段金额最多保留两位小数')).toBeTruthy();
    type(phaseIds(0).days, '0');
    fireEvent.blur(document.getElementById(phaseIds(0).days)!);
    expect(screen.getByText(`工期须为1至${PROJECT_LIMITS.phaseDaysMax}的整数天`)).toBeTruthy();
    unsubscribe();
  });
});

describe('the name check', { timeout: 60_000 }, () => {
  it('asks once typing pauses for 500 ms, for the last name only, and says the name is free', async () => {
    const { unsubscribe } = renderForm();
    type('demand-name', '门');
    type('demand-name', '门店');
    type('demand-name', '门店预约');
    expect(screen.getByText('正在检查名称…')).toBeTruthy();
    // Nothing is asked while typing goes on.
    await new Promise((resolve) => setTimeout(resolve, NAME_CHECK_DELAY_MS / 2));
    expect(bodiesOf(VERIFY)).toEqual([]);
    expect(await screen.findByText('名称可用')).toBeTruthy();
    expect(bodiesOf(VERIFY)).toEqual([{ name: '门店预约' }]);
    unsubscribe();
  });

  it('says a taken name is taken, and refuses to go on with it', async () => {
    api.reply(VERIFY, ok({ available: false }));
    const { unsubscribe } = renderForm();
    await fillWhole('已有的项目');
    expect(await screen.findByText(PROJECT_ERRORS.PROJECT_NAME_TAKEN.msg)).toBeTruthy();
    next();
    await waitFor(() => expect(document.activeElement?.id).toBe('demand-name'));
    expect(bodiesOf(SAVE)).toEqual([]);
    unsubscribe();
  });
});

describe('going on to the demand book', { timeout: 60_000 }, () => {
  it('shows a Chinese message under every missing field and sends nothing', async () => {
    const { unsubscribe } = renderForm();
    for (const type of ['个人', '团队', '企业']) fireEvent.click(screen.getByRole('checkbox', { name: type }));
    next();
    // The category's message stands beside its placeholder of the same words.
    await waitFor(() => expect(screen.getAllByText('请选择项目分类')).toHaveLength(2));
    for (const message of ['请填写项目名称', '请选择省份', '请填写阶段名称', '请输入阶段金额', '请填写工期', '请填写交付内容', '请选择申请截止时间', '请选择可申请对象']) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(screen.getByText('请按提示修改标红的内容')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.id).toBe('demand-name'));
    expect(bodiesOf(SAVE)).toEqual([]);
    // Typing a name takes its message away.
    type('demand-name', '门店预约');
    expect(screen.queryByText('请填写项目名称')).toBeNull();
    unsubscribe();
  });

  it('refuses a deadline in the past or beyond the limit as soon as it is picked', async () => {
    const { unsubscribe } = renderForm();
    type('demand-deadline', day(-1));
    expect(await screen.findByText('申请截止时间须晚于当前时间')).toBeTruthy();
    type('demand-deadline', day(PROJECT_LIMITS.deadlineDaysMax + 1));
    expect(await screen.findByText(`申请截止时间不能超过${PROJECT_LIMITS.deadlineDaysMax}天后`)).toBeTruthy();
    type('demand-deadline', day(0));
    await waitFor(() => expect(screen.queryByText(/申请截止时间/, { selector: '[role="alert"], .fui-Field__validationMessage' })).toBeNull());
    const input = document.getElementById('demand-deadline') as HTMLInputElement;
    expect(input.min).toBe(day(0));
    expect(input.max).toBe(day(PROJECT_LIMITS.deadlineDaysMax - 1));
    unsubscribe();
  });

  it('sends a whole demand in fen with the end of the deadline’s day, then opens its demand book', async () => {
    const { unsubscribe } = renderForm();
    await fillWhole();
    expect(budget()).toBe('¥7,000.50');
    fireEvent.click(screen.getByRole('radio', { name: /仅邀请/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: '个人' }));
    next();
    await waitFor(() => expect(where()).toBe(`/compile-demand-book?projectId=${PROJECT_ID}`));
    expect(bodiesOf(SAVE)).toEqual([
      {
        name: '门店预约小程序',
        categoryId: 'it-app',
        provinceCode: '330000',
        phases: [
          { name: '需求分析', amount: 200_000, days: 10, deliverables: '需求规格说明书' },
          { name: '开发', amount: 500_050, days: 30, deliverables: '小程序源码' },
        ],
        applyDeadline: dayjs(day(20)).endOf('day').valueOf(),
        applicantTypes: ['TEAM', 'COMPANY'],
        visibility: 'PRIVATE',
        attachments: [],
      },
    ]);
    unsubscribe();
  });

  it('shows the server’s 400 issues under the fields and rows they name, without a notice', async () => {
    api.reply(SAVE, {
      status: 400,
      body: { code: 400, msg: '阶段金额不能大于1000000000', data: { issues: [{ path: 'phases.1.amount', message: '阶段金额不能大于1000000000' }, { path: 'cityCode', message: '城市不属于所选省份' }] } },
    });
    const { notices, unsubscribe } = renderForm();
    await fillWhole();
    next();
    expect(await screen.findByText('阶段金额不能大于1000000000')).toBeTruthy();
    expect(screen.getByText('城市不属于所选省份')).toBeTruthy();
    const amount = document.getElementById(phaseIds(1).amount)!;
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox', { name: '省份' })));
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(notices).toEqual([]);
    expect(where()).toBe('/work/demand-release/new-project');
    // Correcting the amount takes its message away; the region's stays until the region changes.
    type(phaseIds(1).amount, '5000');
    expect(screen.queryByText('阶段金额不能大于1000000000')).toBeNull();
    expect(screen.getByText('城市不属于所选省份')).toBeTruthy();
    unsubscribe();
  });

  it('shows a name the save finds taken under the name', async () => {
    api.reply(SAVE, { body: { code: PROJECT_ERRORS.PROJECT_NAME_TAKEN.code, msg: PROJECT_ERRORS.PROJECT_NAME_TAKEN.msg, data: null } });
    const { notices, unsubscribe } = renderForm();
    await fillWhole();
    next();
    const field = await screen.findByText(PROJECT_ERRORS.PROJECT_NAME_TAKEN.msg);
    expect(field).toBeTruthy();
    expect(notices.filter((notice) => notice.kind === 'modal')).toEqual([]);
    unsubscribe();
  });
});

describe('保存并退出', { timeout: 60_000 }, () => {
  it('keeps a draft with the name alone and goes back to 发布需求', async () => {
    const { notices, unsubscribe } = renderForm();
    type('demand-name', '只有名称的草稿');
    type(phaseIds(0).amount, '300');
    fireEvent.click(screen.getByRole('button', { name: '保存并退出' }));
    // A phase begun must be finished, even in a draft.
    expect(await screen.findByText('请填写阶段名称')).toBeTruthy();
    expect(bodiesOf(DRAFT)).toEqual([]);
    type(phaseIds(0).amount, '');
    fireEvent.click(screen.getByRole('button', { name: '保存并退出' }));
    await waitFor(() => expect(where()).toBe('/work/demand-release'));
    expect(bodiesOf(DRAFT)).toEqual([{ name: '只有名称的草稿', phases: [], applicantTypes: ['PERSONAGE', 'TEAM', 'COMPANY'], visibility: 'PUBLIC', attachments: [] }]);
    expect(notices).toContainEqual({ kind: 'toast', intent: 'success', text: '草稿已保存' });
    unsubscribe();
  });
});

describe('the book written without a login', { timeout: 60_000 }, () => {
  it('goes with the new demand, named as the visitor named it, and leaves the browser once saved', async () => {
    writeLocalBook('未登录时的需求', '<p>需要一个<strong>预约</strong>系统</p>');
    const { unsubscribe } = renderForm(<DemandFormPage from="local" />);
    expect(within(await screen.findByTestId('demand-local-book')).getByText('已带入您未登录时编写的需求书（8字），保存后可继续编辑。')).toBeTruthy();
    expect((document.getElementById('demand-name') as HTMLInputElement).value).toBe('未登录时的需求');

    // A refused save keeps the browser's copy.
    api.reply(SAVE, { status: 400, body: { code: 400, msg: '项目分类不存在', data: { issues: [{ path: 'categoryId', message: '项目分类不存在' }] } } });
    await fillWhole('未登录时的需求');
    next();
    expect(await screen.findByText('项目分类不存在')).toBeTruthy();
    expect(readLocalBook()?.bookHtml).toBe('<p>需要一个<strong>预约</strong>系统</p>');

    api.reply(SAVE, ok({ projectId: PROJECT_ID }));
    act(() => {
      fireEvent.click(screen.getByRole('combobox', { name: '项目分类' }));
    });
    fireEvent.click(await screen.findByRole('option', { name: '网站开发' }));
    next();
    await waitFor(() => expect(where()).toBe(`/compile-demand-book?projectId=${PROJECT_ID}`));
    expect(bodiesOf(SAVE).at(-1)).toMatchObject({ name: '未登录时的需求', categoryId: 'it-web', bookHtml: '<p>需要一个<strong>预约</strong>系统</p>' });
    expect(readLocalBook()).toBeUndefined();
    unsubscribe();
  });
});
