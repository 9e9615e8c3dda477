// @vitest-environment jsdom
/**
 * 平台介入 on the cooperation page (web/src/features/project-center/components/dispute-panel.tsx; docs/cooperation.md
 * "Disputes"), against a stub API: the open window offers 申请平台介入, whose dialog sends the kind, the claim and the split
 * typed in yuan as fen; a closed window says why; an open dispute shows its state, both sides' evidence and the desk's
 * question with exactly its actions — 提交证据 opens its dialog and sends the text; a ruled one shows the split and reason.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cooperationRoute, disputeRoute } from '../../../shared/routes/cooperation.js';
import type { CooperationDetail } from '../../../shared/schemas/cooperation.js';
import type { DisputeView, DisputeWindow } from '../../../shared/schemas/cooperation-dispute.js';
import { CooperationPage } from '../../../web/src/features/project-center/components/cooperation-page.js';
import { useApiStub } from './api-stub.js';
import { renderPage } from './render-page.js';
import { cooperationDetailOf } from './fixtures.js';

const DAY = 86_400_000;
const PROJECT = '01JCOOPERATION000000000000';
const DISPUTE = '01JDISPUTE0000000000000000';

const detail = (side: CooperationDetail['side']): CooperationDetail =>
  cooperationDetailOf(side, PROJECT, {
    startTime: Date.now() - 20 * DAY,
    startDate: Date.now() - 20 * DAY,
    phases: [{ index: 1, name: '宣传册设计', amount: 400_000, days: 5, deliverables: '设计稿', state: 'REJECTED', stateLabel: '验收未通过', funded: true, rounds: 2, reason: '仍不符合' }],
    money: { total: 400_000, funded: 400_000, inEscrow: 400_000, paid: 0, fees: 0, refunded: 0 },
    nextStep: '甲方验收不通过：请确认并修改',
  });

const dispute = (more: Partial<DisputeView> = {}): DisputeView => ({
  id: DISPUTE,
  projectId: PROJECT,
  kind: 'ACCEPTANCE',
  kindLabel: '验收争议',
  phase: 1,
  state: 'EVIDENCE',
  stateLabel: '举证中',
  openedBy: 'partyB',
  openTime: Date.now() - DAY,
  claim: '两次验收不通过的理由不成立',
  evidenceDue: Date.now() + 6 * DAY,
  inEscrow: 400_000,
  entries: [
    { id: '1', by: 'partyB', byName: '周航', text: '两次验收不通过的理由不成立', files: [{ name: '交付清单.pdf', url: 'https://files.example/signed?X-Amz-Signature=1', size: 10 }], createTime: Date.now() - DAY },
    { id: '2', by: 'desk', byName: '合作云客服', to: 'partyA', text: '请说明不通过的具体条款', files: [], createTime: Date.now() - 3_600_000 },
  ],
  actions: [
    { name: 'submitEvidence', label: '提交证据' },
    { name: 'withdraw', label: '撤回平台介入', confirm: '撤回后纠纷结束，合作按当前状态继续。确定撤回吗？' },
  ],
  ...more,
});

const ok = (data: unknown) => ({ body: { code: 200, msg: 'ok', data } });
const sent = (api: ReturnType<typeof useApiStub>, path: string) =>
  api.seen.filter((r) => r.path === path).map((r) => JSON.parse(Buffer.from(r.body, 'latin1').toString('utf8')) as Record<string, unknown>);

describe('平台介入 on the cooperation page', () => {
  const api = useApiStub();

  it('offers 申请平台介入 while the window is open and sends the claim with the split in fen', async () => {
    const window: DisputeWindow = { canOpen: true, over: false, kind: 'ACCEPTANCE', kindLabel: '验收争议', lastTime: Date.now() + 14 * DAY };
    api.reply(cooperationRoute('project.coop.info').path, ok(detail('partyB')));
    api.reply(disputeRoute('project.dispute.verify').path, ok(window));
    api.reply(disputeRoute('project.dispute.detail').path, { status: 404, body: { code: 404, msg: '纠纷不存在', data: null } });
    api.reply(disputeRoute('project.dispute.open').path, ok(dispute({ state: 'OPEN', stateLabel: '待受理' })));
    const { unsubscribe } = renderPage('/', <CooperationPage projectId={PROJECT} />);
    const panel = await screen.findByTestId('dispute-panel');
    expect(panel.textContent).toContain('验收争议');
    fireEvent.click(within(panel).getByTestId('dispute-open'));
    const dialog = await screen.findByRole('dialog');
    // The claim is required; a split beyond escrow is refused before sending.
    fireEvent.click(within(dialog).getByText('提交申请').closest('button')!);
    expect(await within(dialog).findByText('请填写申请说明')).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('dispute-claim'), { target: { value: '甲方两次验收不通过，理由不成立' } });
    fireEvent.change(within(dialog).getByTestId('dispute-asked'), { target: { value: '4000.01' } });
    fireEvent.click(within(dialog).getByText('提交申请').closest('button')!);
    expect(await within(dialog).findByText('请填写不超过托管金额的金额（最多两位小数）')).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('dispute-asked'), { target: { value: '3,500.5' } });
    fireEvent.click(within(dialog).getByText('提交申请').closest('button')!);
    await waitFor(() => expect(sent(api, disputeRoute('project.dispute.open').path)).toHaveLength(1));
    expect(sent(api, disputeRoute('project.dispute.open').path)[0]).toEqual({ projectId: PROJECT, kind: 'ACCEPTANCE', claim: '甲方两次验收不通过，理由不成立', askedToB: 350_050, files: [] });
    unsubscribe();
  });

  it('says why not when the window is closed', async () => {
    api.reply(cooperationRoute('project.coop.info').path, ok(detail('partyA')));
    api.reply(disputeRoute('project.dispute.verify').path, ok({ canOpen: false, over: true, kind: 'ACCEPTANCE', kindLabel: '验收争议', lastTime: Date.now() - DAY, reason: '申请平台介入的期限已过（2026-11-28）' }));
    api.reply(disputeRoute('project.dispute.detail').path, { status: 404, body: { code: 404, msg: '纠纷不存在', data: null } });
    const { unsubscribe } = renderPage('/', <CooperationPage projectId={PROJECT} />);
    const panel = await screen.findByTestId('dispute-panel');
    await waitFor(() => expect(panel.textContent).toContain('申请平台介入的期限已过（2026-11-28）'));
    expect(within(panel).queryByTestId('dispute-open')).toBeNull();
    unsubscribe();
  });

  it('shows the open dispute’s evidence and the desk’s question, and 提交证据 sends the text', async () => {
    api.reply(cooperationRoute('project.coop.info').path, ok(detail('partyA')));
    api.reply(disputeRoute('project.dispute.verify').path, ok({ canOpen: false, over: true, reason: '该项目已有纠纷正在处理', open: { id: DISPUTE, state: 'EVIDENCE', stateLabel: '举证中' } }));
    api.reply(disputeRoute('project.dispute.detail').path, ok(dispute()));
    api.reply(disputeRoute('project.dispute.evidence').path, ok(dispute()));
    const { unsubscribe } = renderPage('/', <CooperationPage projectId={PROJECT} />);
    expect((await screen.findByTestId('dispute-state')).textContent).toBe('举证中');
    const entries = screen.getAllByTestId('dispute-entry');
    expect(entries.map((e) => e.textContent)).toEqual([expect.stringContaining('两次验收不通过的理由不成立'), expect.stringContaining('平台客服 → 甲方')]);
    expect(within(entries[0]!).getByRole('link', { name: '交付清单.pdf' }).getAttribute('href')).toContain('X-Amz-Signature');
    fireEvent.click(screen.getByRole('button', { name: '提交证据' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByTestId('evidence-text'), { target: { value: '验收标准见合同第3条' } });
    fireEvent.click(within(dialog).getByText('提交').closest('button')!);
    await waitFor(() => expect(sent(api, disputeRoute('project.dispute.evidence').path)).toHaveLength(1));
    expect(sent(api, disputeRoute('project.dispute.evidence').path)[0]).toEqual({ projectId: PROJECT, disputeId: DISPUTE, text: '验收标准见合同第3条', files: [] });
    unsubscribe();
  });

  it('shows a ruling with its split and reason', async () => {
    const ruled = dispute({ kind: 'TERMINATION', kindLabel: '终止合作争议', state: 'DECIDED', stateLabel: '已裁决', actions: [], ruling: { ruling: 'TERMINATE', label: '终止合作', toB: 60_000, fee: 3_000, toA: 40_000, reason: '按完成比例分配', time: Date.now() } });
    api.reply(cooperationRoute('project.coop.info').path, ok(detail('partyB')));
    api.reply(disputeRoute('project.dispute.verify').path, ok({ canOpen: false, over: true, reason: '该项目当前不在合作中' }));
    api.reply(disputeRoute('project.dispute.detail').path, ok(ruled));
    const { unsubscribe } = renderPage('/', <CooperationPage projectId={PROJECT} />);
    const ruling = await screen.findByTestId('dispute-ruling');
    expect(ruling.textContent).toContain('平台裁决：终止合作');
    expect(ruling.textContent).toContain('乙方得 ¥600.00（平台服务费 ¥30.00），退回甲方 ¥400.00');
    expect(ruling.textContent).toContain('裁决理由：按完成比例分配');
    expect(screen.queryByRole('button', { name: '提交证据' })).toBeNull();
    unsubscribe();
  });
});
