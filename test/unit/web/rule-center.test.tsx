// @vitest-environment jsdom
/**
 * The rule center and the other rules against a stub API (spec §2.1 /ruleCenter, /otherRule): the tabs of the
 * set named by `key`, the chosen one in `activeTwoName` (the first when missing or unknown), switching tabs and
 * sets through the URL, the empty and failed states, and /otherRule's article and its not-found state.
 */
import { tabClassNames } from '@fluentui/react-components';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OtherRule, RuleTab } from '../../../shared/schemas/content.js';
import { Component as OtherRulePage } from '../../../web/src/app/routes/other-rule.js';
import { Component as RuleCenter } from '../../../web/src/app/routes/rule-center.js';
import { useApiStub } from './api-stub.js';
import { renderPage } from './render-page.js';

const RULE = '/api/pc/hezuo/user-rule';
// Midday in China, early morning in UTC: the same date wherever the test runs.
const UPDATED = Date.UTC(2026, 10, 20, 4);

const tab = (id: string, name: string, html: string): RuleTab => ({ id, name, content: html, updateTime: UPDATED });
const RULES = [tab('r1', '交易规则', '<p>交易双方须在平台内签约。</p>'), tab('r2', '服务费规则', '<p>平台按成交金额收取服务费。</p>')];
const FAQ = [tab('f1', '如何发布需求', '<p>在工作台点击<strong>发布需求</strong>。</p>'), tab('f2', '如何提现', '<p>在钱包中申请提现。</p>')];

const ok = (data: unknown) => ({ body: { code: 200, msg: '', data } });

const api = useApiStub();


beforeEach(() => {
  api.seen.length = 0;
  api.reply(`${RULE}/get-info/rule/rule`, ok(RULES));
  api.reply(`${RULE}/get-info/rule/difficult`, ok(FAQ));
});

/** The router's location as path and parsed query. */
const where = () => {
  const [path = '', search = ''] = (screen.getByTestId('where').textContent ?? '').split('?');
  return { path, query: Object.fromEntries(new URLSearchParams(search)) };
};

const body = () => screen.getByTestId('rule-body');
// A Fluent tab repeats its text in a hidden span that reserves the bold width; its content slot has it once.
const tabName = (element: HTMLElement) => element.querySelector(`.${tabClassNames.content}`)?.textContent;
const selectedTab = () => screen.getAllByRole('tab').find((element) => element.getAttribute('aria-selected') === 'true');

const renderCenter = (path: string) => renderPage(path, <RuleCenter />, { routes: { '/otherRule': <OtherRulePage /> } });

describe('/ruleCenter', () => {
  it('shows the platform rules: the heading, the tabs in order and the first tab’s body with its date', async () => {
    const { unsubscribe } = renderCenter('/ruleCenter?key=rule');
    expect(screen.getByRole('heading', { level: 1, name: '规则中心' })).toBeTruthy();
    await screen.findByTestId('rule-body');
    const list = screen.getByRole('tablist', { name: '平台规则目录' });
    expect(list.getAttribute('aria-orientation')).toBe('vertical');
    expect(within(list).getAllByRole('tab').map(tabName)).toEqual(['交易规则', '服务费规则']);
    expect(screen.getByRole('tab', { name: '交易规则' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: '服务费规则' }).getAttribute('aria-selected')).toBe('false');
    // The panel is labelled by the chosen tab and shows its name, date and body.
    expect(body().getAttribute('role')).toBe('tabpanel');
    expect(body().getAttribute('aria-labelledby')).toBe(selectedTab()?.id);
    expect(within(body()).getByRole('heading', { level: 2, name: '交易规则' })).toBeTruthy();
    expect(within(body()).getByText('更新于 2026/11/20')).toBeTruthy();
    expect(within(body()).getByText('交易双方须在平台内签约。')).toBeTruthy();
    // The set switch marks the current set; the related agreements are links.
    expect(screen.getByRole('link', { name: '平台规则' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '常见问题' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: '《用户协议》' }).getAttribute('href')).toBe(`/otherRule?tagName=${encodeURIComponent('用户协议')}`);
    expect(api.seen.map((request) => `${request.method} ${request.path}`)).toEqual([`GET ${RULE}/get-info/rule/rule`]);
    unsubscribe();
  });

  it('switches tabs through activeTwoName: the URL and the body change', async () => {
    const { unsubscribe } = renderCenter('/ruleCenter?key=rule');
    await screen.findByText('交易双方须在平台内签约。');
    // Act
    fireEvent.click(screen.getByRole('tab', { name: '服务费规则' }));
    // Assess
    await waitFor(() => expect(where().query).toEqual({ key: 'rule', activeTwoName: '服务费规则' }));
    expect(screen.getByRole('tab', { name: '服务费规则' }).getAttribute('aria-selected')).toBe('true');
    expect(within(body()).getByRole('heading', { level: 2, name: '服务费规则' })).toBeTruthy();
    expect(within(body()).getByText('平台按成交金额收取服务费。')).toBeTruthy();
    expect(within(body()).queryByText('交易双方须在平台内签约。')).toBeNull();
    expect(body().getAttribute('aria-labelledby')).toBe(selectedTab()?.id);
    // One call for the set: switching tabs asks nothing more.
    expect(api.seen).toHaveLength(1);
    unsubscribe();
  });

  it('opens on the tab the URL names, and on the first tab when the name is unknown', async () => {
    const first = renderCenter(`/ruleCenter?key=rule&activeTwoName=${encodeURIComponent('服务费规则')}`);
    expect(await screen.findByText('平台按成交金额收取服务费。')).toBeTruthy();
    first.unmount();
    first.unsubscribe();
    const second = renderCenter(`/ruleCenter?key=rule&activeTwoName=${encodeURIComponent('不存在的规则')}`);
    expect(await screen.findByText('交易双方须在平台内签约。')).toBeTruthy();
    expect(tabName(selectedTab()!)).toBe('交易规则');
    second.unsubscribe();
  });

  it('switches to the FAQ through key: the heading, the tabs and the body change', async () => {
    const { unsubscribe } = renderCenter(`/ruleCenter?key=rule&activeTwoName=${encodeURIComponent('服务费规则')}`);
    await screen.findByText('平台按成交金额收取服务费。');
    // Act
    fireEvent.click(screen.getByRole('link', { name: '常见问题' }));
    // Assess: a new key drops the old tab name; the FAQ opens on its first tab.
    await waitFor(() => expect(where().query).toEqual({ key: 'difficult' }));
    expect(await screen.findByRole('heading', { level: 1, name: '常见问题' })).toBeTruthy();
    expect(await screen.findByRole('tablist', { name: '常见问题目录' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '如何发布需求' }).getAttribute('aria-selected')).toBe('true');
    expect(within(body()).getByText('发布需求')).toBeTruthy();
    expect(screen.getByRole('link', { name: '常见问题' }).getAttribute('aria-current')).toBe('page');
    // And a tab of the FAQ keeps its key.
    fireEvent.click(screen.getByRole('tab', { name: '如何提现' }));
    await waitFor(() => expect(where().query).toEqual({ key: 'difficult', activeTwoName: '如何提现' }));
    expect(within(body()).getByText('在钱包中申请提现。')).toBeTruthy();
    expect(api.seen.map((request) => request.path)).toEqual([`${RULE}/get-info/rule/rule`, `${RULE}/get-info/rule/difficult`]);
    unsubscribe();
  });

  it('reads a missing or unknown key as the platform rules', async () => {
    const { unsubscribe } = renderCenter('/ruleCenter?key=nonsense');
    expect(await screen.findByText('交易双方须在平台内签约。')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '规则中心' })).toBeTruthy();
    unsubscribe();
  });

  it('shows an empty state for a set without tabs', async () => {
    api.reply(`${RULE}/get-info/rule/difficult`, ok([]));
    const { unsubscribe } = renderCenter('/ruleCenter?key=difficult');
    expect(await screen.findByText('暂无常见问题')).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    unsubscribe();
  });

  it('shows a failure in place, without a modal, and loads again on 重试', async () => {
    api.reply(`${RULE}/get-info/rule/rule`, { status: 500, body: { code: 500, msg: '您现在的数据开小差了，已将该问题通知合作云', data: null } });
    const { notices, unsubscribe } = renderCenter('/ruleCenter?key=rule');
    expect(await screen.findByText('内容加载失败')).toBeTruthy();
    expect(screen.getByText('您现在的数据开小差了，已将该问题通知合作云')).toBeTruthy();
    expect(notices).toEqual([]);
    // Act
    api.reply(`${RULE}/get-info/rule/rule`, ok(RULES));
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    // Assess
    expect(await screen.findByText('交易双方须在平台内签约。')).toBeTruthy();
    unsubscribe();
  });
});

describe('/otherRule', () => {
  const agreement: OtherRule = { tagName: '用户协议', title: '合作云用户协议', content: '<h2>一、总则</h2><p>欢迎使用合作云。</p>', updateTime: UPDATED };

  it('shows the rule named by tagName: its title, date and body', async () => {
    api.reply(`${RULE}/getOtherRule/${encodeURIComponent('用户协议')}`, ok(agreement));
    const { unsubscribe } = renderPage(`/otherRule?tagName=${encodeURIComponent('用户协议')}`, <OtherRulePage />);
    expect(await screen.findByRole('heading', { level: 1, name: '合作云用户协议' })).toBeTruthy();
    const article = screen.getByTestId('other-rule');
    expect(within(article).getByText('更新于 2026/11/20')).toBeTruthy();
    expect(within(article).getByText('欢迎使用合作云。')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '当前位置' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '规则中心' }).getAttribute('href')).toBe('/ruleCenter?key=rule');
    unsubscribe();
  });

  it('shows a 404 page, without a modal, for an unknown name (envelope 404) and for no name', async () => {
    api.reply(`${RULE}/getOtherRule/${encodeURIComponent('不存在')}`, { body: { code: 404, msg: '访问资源不存在', data: null } });
    const first = renderPage(`/otherRule?tagName=${encodeURIComponent('不存在')}`, <OtherRulePage />);
    expect(await screen.findByRole('heading', { level: 1, name: '未找到该规则' })).toBeTruthy();
    expect(screen.getByText('“不存在”不存在或已下线，您可以前往规则中心查看平台规则。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '前往规则中心' }).getAttribute('href')).toBe('/ruleCenter?key=rule');
    expect(first.notices).toEqual([]);
    first.unmount();
    first.unsubscribe();
    api.seen.length = 0;
    const second = renderPage('/otherRule', <OtherRulePage />);
    expect(screen.getByRole('heading', { level: 1, name: '未找到该规则' })).toBeTruthy();
    expect(api.seen).toEqual([]);
    second.unsubscribe();
  });
});
