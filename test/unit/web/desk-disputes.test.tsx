// @vitest-environment jsdom
/**
 * The service desk's dispute pages (web/src/features/project-center/components/desk-*.tsx; docs/cooperation.md
 * "Disputes"), against a stub API: the list of open disputes (escalated first as the server orders them, each opening its
 * case; empty), the case whole (parties, claim, both sides' evidence with signed files, phases and escrow, records,
 * documents, the group's talk) with exactly its actions — 受理 confirmed first, 要求补充证据 to one side, 裁决 终止合作 with
 * party B's share typed in yuan sent as fen, the split said with the service fee, confirmed in the dialog, one requestId
 * however often it is sent, and the server's refusal shown in the dialog — and the route's guard: anyone but desk staff
 * gets the no-permission page; the avatar menu offers 纠纷处理 to desk staff only.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { unstable_serialize } from 'swr';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { phaseServiceFeeOf } from '../../../shared/limits.js';
import { formatFen } from '../../../shared/money.js';
import { disputeRoute } from '../../../shared/routes/cooperation.js';
import type { DeskDisputeRow, DisputeCase, DisputeView } from '../../../shared/schemas/cooperation-dispute.js';
import { Component as DeskDisputesRoute } from '../../../web/src/app/routes/desk/disputes.js';
import { userInfoKey } from '../../../web/src/features/account/api/get-user-info.js';
import { accountMenuEntries } from '../../../web/src/features/account/components/account-menu.js';
import { DeskCase } from '../../../web/src/features/project-center/components/desk-case.js';
import { DeskDisputes } from '../../../web/src/features/project-center/components/desk-disputes.js';
import { removeToken, setToken } from '../../../web/src/lib/token.js';
import { useApiStub } from './api-stub.js';
import { companyParty, userInfoOf } from './fixtures.js';
import { renderPage } from './render-page.js';

const DAY = 86_400_000;
const PROJECT = '01JCOOPERATION000000000000';
const DISPUTE = '01JDISPUTE0000000000000000';
const TOKEN = 'desk-test-token';

const ok = (data: unknown) => ({ body: { code: 200, msg: 'ok', data } });
const sent = (api: ReturnType<typeof useApiStub>, path: string) =>
  api.seen.filter((r) => r.path === path).map((r) => JSON.parse(Buffer.from(r.body, 'latin1').toString('utf8')) as Record<string, unknown>);

const row = (more: Partial<DeskDisputeRow> = {}): DeskDisputeRow => ({
  id: DISPUTE,
  projectId: PROJECT,
  projectName: '门店预约微信小程序的开发',
  kind: 'ACCEPTANCE',
  kindLabel: '验收争议',
  state: 'OPEN',
  stateLabel: '待受理',
  openedBy: 'partyB',
  openTime: Date.now() - DAY,
  escalated: false,
  ...more,
});

const caseOf = (more: Partial<DisputeCase> = {}): DisputeCase => ({
  id: DISPUTE,
  projectId: PROJECT,
  projectName: '门店预约微信小程序的开发',
  kind: 'ACCEPTANCE',
  kindLabel: '验收争议',
  phase: 1,
  state: 'OPEN',
  stateLabel: '待受理',
  openedBy: 'partyB',
  openTime: Date.now() - DAY,
  claim: '甲方两次验收不通过，理由与约定的交付物不符',
  askedToB: 150_000,
  inEscrow: 200_000,
  entries: [
    { id: 'e1', by: 'partyB', byName: '周航', text: '甲方两次验收不通过，理由与约定的交付物不符', files: [{ name: '交付清单.pdf', url: 'https://files.example/signed?X-Amz-Signature=1', size: 10 }], createTime: Date.now() - DAY },
    { id: 'e2', by: 'partyA', byName: '陈总', text: '登录页与原型不符', files: [], createTime: Date.now() - 3_600_000 },
  ],
  actions: [{ name: 'take', label: '受理' }],
  partyA: companyParty('示范科技'),
  partyB: { type: 'TEAM', id: 't1', name: '星火设计' },
  phases: [
    { index: 1, name: '需求分析', amount: 200_000, state: 'REJECTED', stateLabel: '验收未通过', rounds: 2, reason: '登录页与原型不符', funded: true },
    { index: 2, name: '开发上线', amount: 300_000, state: 'NOT_STARTED', stateLabel: '未开始', rounds: 0, funded: false },
  ],
  money: { total: 500_000, funded: 200_000, inEscrow: 200_000, paid: 0, fees: 0, refunded: 0 },
  records: [{ id: 'r1', kind: 'openDispute', label: '申请平台介入', by: 'partyB', byName: '乙方', message: '验收争议（第1阶段）', createTime: Date.now() - DAY }],
  documents: [{ phase: 1, title: '需求规格说明书', state: 'SUBMITTED', stateLabel: '已提交', writer: '林晓', version: 3 }],
  chat: [{ seq: 1, from: 'u2', fromName: '周航', type: 'TEXT', content: '第一版已交付，请查收', time: Date.now() - 2 * DAY }],
  ...more,
});

const view = (c: DisputeCase): DisputeView => {
  const { projectName: _n, partyA: _a, partyB: _b, phases: _p, money: _m, records: _r, documents: _d, chat: _c, ...rest } = c;
  return rest;
};

const api = useApiStub();

beforeEach(() => {
  setToken(TOKEN);
  api.seen.length = 0;
});

afterEach(() => {
  removeToken();
});

describe('the desk’s list of disputes', () => {
  it('lists the open disputes as the server orders them, the escalated marked, each opening its case', async () => {
    api.reply(disputeRoute('project.desk.disputes').path, ok({ records: [row({ id: 'd2', escalated: true, state: 'DECIDING', stateLabel: '待裁决', projectName: '企业官网改版' }), row()], total: 2, pages: 1, current: 1, size: 20 }));
    const { unsubscribe } = renderPage('/', <DeskDisputes />);
    const cards = await screen.findAllByTestId('desk-dispute');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['企业官网改版', '门店预约微信小程序的开发']);
    expect(within(cards[0]!).getByTestId('desk-dispute-escalated').textContent).toBe('加急');
    expect(within(cards[1]!).queryByTestId('desk-dispute-escalated')).toBeNull();
    expect(within(cards[1]!).getByTestId('desk-dispute-state').textContent).toBe('待受理');
    expect(cards[1]!.textContent).toContain('乙方于');
    expect(within(cards[1]!).getByRole('link', { name: '门店预约微信小程序的开发' }).getAttribute('href')).toBe(`/desk/disputes/${PROJECT}/${DISPUTE}`);
    expect(screen.getByTestId('desk-total').textContent).toBe('待处理 2 件');
    expect(sent(api, disputeRoute('project.desk.disputes').path)[0]).toEqual({ current: 1, size: 20 });
    unsubscribe();
  });

  it('says so when nothing waits', async () => {
    api.reply(disputeRoute('project.desk.disputes').path, ok({ records: [], total: 0, pages: 0, current: 1, size: 20 }));
    const { unsubscribe } = renderPage('/', <DeskDisputes />);
    expect(await screen.findByText('暂无待处理的纠纷')).toBeTruthy();
    unsubscribe();
  });
});

describe('a dispute’s case for the desk', () => {
  it('shows the whole case, and 受理 is confirmed before it is sent', async () => {
    const c = caseOf();
    api.reply(disputeRoute('project.desk.case').path, ok(c));
    api.reply(disputeRoute('project.desk.take').path, ok(view({ ...c, state: 'EVIDENCE', stateLabel: '举证中' })));
    const { notices, unsubscribe } = renderPage('/', <DeskCase projectId={PROJECT} disputeId={DISPUTE} />);
    expect((await screen.findByTestId('desk-case-state')).textContent).toBe('待受理');
    expect(screen.getByTestId('desk-party-a').textContent).toContain('示范科技');
    expect(screen.getByTestId('desk-party-b').textContent).toContain('星火设计');
    expect(screen.getByTestId('desk-claim').textContent).toBe('甲方两次验收不通过，理由与约定的交付物不符');
    expect(screen.getByText('主张乙方所得 ¥1,500.00')).toBeTruthy();
    const entries = screen.getAllByTestId('dispute-entry');
    expect(entries).toHaveLength(2);
    expect(within(entries[0]!).getByRole('link', { name: '交付清单.pdf' }).getAttribute('href')).toContain('X-Amz-Signature');
    // Phases and escrow first; the records, documents and the group's talk as tabs.
    expect(screen.getByTestId('desk-money-in-escrow').textContent).toBe('¥2,000.00');
    expect(screen.getAllByTestId('desk-phase-state').map((s) => s.textContent)).toEqual(['验收未通过', '未开始']);
    fireEvent.click(screen.getByRole('tab', { name: '过程记录' }));
    expect((await screen.findByTestId('record-label')).textContent).toBe('申请平台介入');
    fireEvent.click(screen.getByRole('tab', { name: '文档' }));
    expect((await screen.findByTestId('desk-document')).textContent).toContain('已提交');
    fireEvent.click(screen.getByRole('tab', { name: '群聊记录' }));
    expect((await screen.findByTestId('desk-chat')).textContent).toContain('第一版已交付，请查收');

    fireEvent.click(screen.getByRole('button', { name: '受理' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask.textContent).toContain('受理后双方将在7天内提交证据');
    expect(sent(api, disputeRoute('project.desk.take').path)).toHaveLength(0);
    fireEvent.click(within(ask).getByText('确定').closest('button')!);
    await waitFor(() => expect(sent(api, disputeRoute('project.desk.take').path)).toEqual([{ projectId: PROJECT, disputeId: DISPUTE }]));
    await waitFor(() => expect(notices.some((n) => n.kind === 'toast' && n.text === '已受理，双方已收到举证通知')).toBe(true));
    unsubscribe();
  });

  it('asks one side in its dialog', async () => {
    const c = caseOf({ state: 'EVIDENCE', stateLabel: '举证中', evidenceDue: Date.now() + 6 * DAY, actions: [{ name: 'ask', label: '要求补充证据', reason: true }, { name: 'closeEvidence', label: '结束举证' }, { name: 'decide', label: '裁决', reason: true }] });
    api.reply(disputeRoute('project.desk.case').path, ok(c));
    api.reply(disputeRoute('project.desk.ask').path, ok(view(c)));
    const { unsubscribe } = renderPage('/', <DeskCase projectId={PROJECT} disputeId={DISPUTE} />);
    fireEvent.click(await screen.findByRole('button', { name: '要求补充证据' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByText('发送').closest('button')!);
    expect(await within(dialog).findByText('请填写问题')).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('甲方'));
    fireEvent.change(within(dialog).getByTestId('desk-ask-text'), { target: { value: '请说明不通过的具体条款' } });
    fireEvent.click(within(dialog).getByText('发送').closest('button')!);
    await waitFor(() => expect(sent(api, disputeRoute('project.desk.ask').path)).toEqual([{ projectId: PROJECT, disputeId: DISPUTE, to: 'partyA', text: '请说明不通过的具体条款' }]));
    unsubscribe();
  });

  it('rules 终止合作 with party B’s share in fen, the split said, confirmed in the dialog, one requestId, refusals shown there', async () => {
    const c = caseOf({ state: 'DECIDING', stateLabel: '待裁决', actions: [{ name: 'ask', label: '要求补充证据', reason: true }, { name: 'decide', label: '裁决', reason: true }] });
    api.reply(disputeRoute('project.desk.case').path, ok(c));
    api.reply(disputeRoute('project.desk.decide').path, { body: { code: 100002, msg: '数据已变化，请刷新页面', data: null } });
    const { unsubscribe } = renderPage('/', <DeskCase projectId={PROJECT} disputeId={DISPUTE} />);
    fireEvent.click(await screen.findByRole('button', { name: '裁决' }));
    const dialog = await screen.findByRole('alertdialog');
    expect([...dialog.querySelectorAll('input[type=radio]')].map((r) => r.parentElement?.textContent)).toEqual(['验收通过', '继续修改', '终止合作']);
    fireEvent.click(within(dialog).getByLabelText('终止合作'));
    fireEvent.change(within(dialog).getByTestId('desk-decide-tob'), { target: { value: '2000.01' } });
    fireEvent.click(within(dialog).getByText('提交裁决').closest('button')!);
    expect(await within(dialog).findByText('请填写不超过托管金额的金额（最多两位小数）')).toBeTruthy();
    expect(within(dialog).getByText('请填写裁决理由')).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('desk-decide-tob'), { target: { value: '1,200.5' } });
    const fee = phaseServiceFeeOf(120_050);
    expect(within(dialog).getByTestId('desk-decide-split').textContent).toBe(`乙方得 ¥1,200.50，扣平台服务费 ${formatFen(fee)}，实收 ${formatFen(120_050 - fee)}；退回甲方 ¥799.50`);
    fireEvent.change(within(dialog).getByTestId('desk-decide-reason'), { target: { value: '交付物部分可用，按比例分配' } });
    fireEvent.click(within(dialog).getByText('提交裁决').closest('button')!);
    expect((await within(dialog).findByTestId('desk-decide-confirm')).textContent).toContain('乙方得 ¥1,200.50');
    expect(sent(api, disputeRoute('project.desk.decide').path)).toHaveLength(0);
    fireEvent.click(within(dialog).getByText('确定').closest('button')!);
    // The server's refusal is shown in the dialog, which stays; sent again, the ruling keeps its requestId.
    expect(await within(dialog).findByText('数据已变化，请刷新页面')).toBeTruthy();
    fireEvent.click(within(dialog).getByText('确定').closest('button')!);
    await waitFor(() => expect(sent(api, disputeRoute('project.desk.decide').path)).toHaveLength(2));
    const [first, second] = sent(api, disputeRoute('project.desk.decide').path);
    expect(first).toEqual({ projectId: PROJECT, disputeId: DISPUTE, ruling: 'TERMINATE', toB: 120_050, reason: '交付物部分可用，按比例分配', requestId: expect.any(String) });
    expect(second!.requestId).toBe(first!.requestId);
    unsubscribe();
  });
});

describe('who reaches the desk’s pages', () => {
  it('sends anyone but desk staff to the no-permission page, and asks nothing of the desk for them', async () => {
    const { unsubscribe } = renderPage('/desk/disputes', <DeskDisputesRoute />, {
      fallback: { [unstable_serialize(userInfoKey(TOKEN))]: userInfoOf({ serviceStaff: false }) },
      routes: { '/403': <p>无权访问</p> },
    });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/403'));
    expect(sent(api, disputeRoute('project.desk.disputes').path)).toHaveLength(0);
    unsubscribe();
  });

  it('lets desk staff in', async () => {
    api.reply(disputeRoute('project.desk.disputes').path, ok({ records: [row()], total: 1, pages: 1, current: 1, size: 20 }));
    const { unsubscribe } = renderPage('/desk/disputes', <DeskDisputesRoute />, { fallback: { [unstable_serialize(userInfoKey(TOKEN))]: userInfoOf({ serviceStaff: true }) } });
    expect(await screen.findAllByTestId('desk-dispute')).toHaveLength(1);
    unsubscribe();
  });

  it('offers 纠纷处理 in the avatar menu to desk staff only, with how many wait', () => {
    const props = { onSwitch: () => undefined, onCreateTeam: () => undefined, onLogout: () => undefined, onOpen: () => undefined };
    expect(accountMenuEntries({ ...props, info: userInfoOf({ serviceStaff: true }) }, 3)[0]!.label).toBe('纠纷处理（3）');
    expect(accountMenuEntries({ ...props, info: userInfoOf({ serviceStaff: false }) }, 3).map((e) => e.label)).not.toContain('纠纷处理（3）');
  });
});
