// @vitest-environment jsdom
/**
 * Termination on the cooperation page (docs/cooperation.md "Termination"): the proposal dialog — a reason and party
 * B's share in yuan required, within what escrow holds, the split said as typed (net after the 5 % fee, party A's
 * share), the way chosen when both are offered, sent once and closed after the answer; the recovery dialog asking the
 * pay password only of a side that returns money; and the page's 变更与终止 panel: the offers with their reasons, the
 * proposal, party B's 同意终止 and 提出新方案 sent to their routes with the proposal's version.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cooperationRoute } from '../../../shared/routes/cooperation.js';
import { terminationRoute } from '../../../shared/routes/termination.js';
import type { CooperationDetail } from '../../../shared/schemas/cooperation.js';
import type { TerminationAnswer } from '../../../shared/schemas/termination.js';
import { CooperationPage } from '../../../web/src/features/project-center/components/cooperation-page.js';
import { TerminatedCooperations } from '../../../web/src/features/project-center/components/cooperation-lists.js';
import { RecoverDialog, splitOf, TerminationDialog, typedShare, type ProposalKind } from '../../../web/src/features/project-center/components/termination-dialog.js';
import { useApiStub } from './api-stub.js';
import { renderPage } from './render-page.js';
import { companyParty as party, cooperationDetailOf } from './fixtures.js';

let unsubscribe: (() => void) | undefined;
afterEach(() => unsubscribe?.());

describe('the split as typed', () => {
  it('reads yuan into fen (0 allowed) and splits what escrow holds', () => {
    expect(typedShare('1,000.50')).toBe(100_050);
    expect(typedShare('0')).toBe(0);
    expect(typedShare('-1')).toBeUndefined();
    expect(typedShare('1.234')).toBeUndefined();
    expect(splitOf(100_000, 400_000)).toEqual({ fee: 5_000, net: 95_000, toA: 300_000 });
    expect(splitOf(0, 400_000)).toEqual({ fee: 0, net: 0, toA: 400_000 });
  });
});

describe('the proposal dialog', () => {
  const show = (kinds: ProposalKind[], onSubmit: (input: { kind: ProposalKind; reason: string; toB: number }) => Promise<unknown>) => {
    const onClose = vi.fn();
    unsubscribe = renderPage('/x', <TerminationDialog kinds={kinds} escrow={400_000} onSubmit={onSubmit} onClose={onClose} />).unsubscribe;
    return { dialog: screen.getByRole('dialog'), onClose };
  };
  const submit = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: '提交' }));

  it('asks a reason and a share within escrow, says the split, and sends once then closes', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn((_input: { kind: ProposalKind; reason: string; toB: number }) => new Promise<void>((resolve) => (finish = resolve)));
    const { dialog, onClose } = show(['negotiate', 'request'], onSubmit);
    submit(dialog);
    expect(await within(dialog).findByText('请填写终止原因')).toBeTruthy();
    expect(within(dialog).getByText('请填写乙方所得金额')).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('termination-reason'), { target: { value: '  需求取消 ' } });
    fireEvent.change(within(dialog).getByTestId('termination-share'), { target: { value: '4000.01' } });
    submit(dialog);
    expect(await within(dialog).findByText('乙方所得金额须在0与托管金额 ¥4,000.00 之间')).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('termination-share'), { target: { value: '1000' } });
    expect(within(dialog).getByTestId('termination-split').textContent).toBe('乙方实收 ¥950.00（平台服务费 ¥50.00），退回甲方 ¥3,000.00');
    fireEvent.click(within(dialog).getByLabelText('申请终止（对方只能同意或拒绝）'));
    submit(dialog);
    submit(dialog);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ kind: 'request', reason: '需求取消', toB: 100_000 });
    expect(onClose).not.toHaveBeenCalled();
    finish();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('offers no choice of way for a counter-proposal, and takes a share of nothing', async () => {
    const onSubmit = vi.fn(async (_input: { kind: ProposalKind; reason: string; toB: number }) => undefined);
    const { dialog } = show(['counter'], onSubmit);
    expect(within(dialog).queryByTestId('termination-kind')).toBeNull();
    expect(within(dialog).getByText('提出新的终止方案')).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('termination-reason'), { target: { value: '尚未开始工作' } });
    fireEvent.change(within(dialog).getByTestId('termination-share'), { target: { value: '0' } });
    submit(dialog);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ kind: 'counter', reason: '尚未开始工作', toB: 0 }));
  });
});

describe('the recovery dialog', () => {
  it('asks the pay password of a side that returns money', async () => {
    const onSubmit = vi.fn(async (_password?: string) => undefined);
    unsubscribe = renderPage('/x', <RecoverDialog title="申请恢复合作" returns={95_000} onSubmit={onSubmit} onClose={() => undefined} />).unsubscribe;
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('恢复后，您需退回终止时收到的 ¥950.00（从钱包转回托管账户）。')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入6位支付密码')).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('recover-pay-password'), { target: { value: '135790' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('135790'));
  });

  it('asks no pay password of a side that returns nothing', async () => {
    const none = vi.fn(async (_password?: string) => undefined);
    unsubscribe = renderPage('/y', <RecoverDialog title="同意恢复" returns={0} onSubmit={none} onClose={() => undefined} />).unsubscribe;
    const second = screen.getByRole('dialog');
    expect(within(second).queryByTestId('recover-pay-password')).toBeNull();
    fireEvent.click(within(second).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(none).toHaveBeenCalledWith(undefined));
  });
});

const PROJECT = '01JCOOPERATION000000000000';
const detail = (side: CooperationDetail['side']): CooperationDetail =>
  cooperationDetailOf(side, PROJECT, {
    startTime: Date.now() - 86_400_000,
    startDate: Date.now() - 86_400_000,
    phases: [{ index: 1, name: '宣传册设计', amount: 400_000, days: 5, deliverables: '设计稿', state: 'COMPILING', stateLabel: '编写中', funded: true, rounds: 0 }],
    money: { total: 400_000, funded: 400_000, inEscrow: 400_000, paid: 0, fees: 0, refunded: 0 },
    nextStep: '甲方申请终止合作，请答复',
  });
const waiting: TerminationAnswer = {
  change: { kind: 'CHANGE', label: '需求变更', offered: false, reason: '只有甲方或乙方负责人可以发起需求变更' },
  terminate: { kind: 'TERMINATION', label: '终止合作', offered: false, reason: '项目正在终止合作，处理完毕后才能发起' },
  matter: { kind: 'TERMINATION', label: '终止合作', side: 'partyA', since: Date.now() - 3_600_000 },
  inEscrow: 400_000,
  termination: {
    id: 't1',
    state: 'WAIT_B',
    stateLabel: '待乙方答复',
    kind: 'NEGOTIATE',
    kindLabel: '协商终止',
    negotiable: true,
    openedBy: 'partyA',
    openedAt: Date.now() - 3_600_000,
    proposal: { version: 2, by: 'partyA', reason: '需求取消', toB: 100_000, fee: 5_000, net: 95_000, toA: 300_000, escrow: 400_000, time: Date.now() - 3_600_000 },
    expiresAt: Date.now() + 6 * 86_400_000,
    actions: [],
  },
  actions: [
    { name: 'counterByB', label: '提出新方案', reason: true },
    { name: 'agreeByB', label: '同意终止', confirm: '确定同意终止吗？' },
    { name: 'refuseByB', label: '拒绝终止', confirm: '拒绝后合作继续。', reason: true },
  ],
};
const sent = (api: ReturnType<typeof useApiStub>, path: string) =>
  api.seen.filter((r) => r.path === path).map((r) => JSON.parse(Buffer.from(r.body, 'latin1').toString('utf8')) as Record<string, unknown>);

describe('变更与终止 on the cooperation page', () => {
  const api = useApiStub();

  it('shows the offers with their reasons and the proposal; party B agrees and counters on the newest version', async () => {
    api.reply(cooperationRoute('project.coop.info').path, { body: { code: 200, msg: 'ok', data: detail('partyB') } });
    api.reply(terminationRoute('project.coop.canSelect').path, { body: { code: 200, msg: 'ok', data: waiting } });
    api.reply(terminationRoute('project.coop.agreeTerminate').path, { body: { code: 200, msg: 'ok', data: waiting } });
    api.reply(terminationRoute('project.coop.terminateNegotiate').path, { body: { code: 200, msg: 'ok', data: waiting } });
    const page = renderPage('/', <CooperationPage projectId={PROJECT} />);
    unsubscribe = page.unsubscribe;
    expect((await screen.findByTestId('offer-CHANGE')).textContent).toBe('需求变更：不可发起：只有甲方或乙方负责人可以发起需求变更');
    expect(screen.getByTestId('coop-matter').textContent).toMatch(/^正在处理：终止合作（甲方于/);
    expect(screen.getByTestId('termination-state').textContent).toBe('待乙方答复');
    expect(screen.getByTestId('termination-proposal').textContent).toContain('第2版方案（甲方提出）');
    fireEvent.click(screen.getByRole('button', { name: '同意终止' }));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(sent(api, terminationRoute('project.coop.agreeTerminate').path)).toHaveLength(1));
    expect(sent(api, terminationRoute('project.coop.agreeTerminate').path)[0]).toMatchObject({ projectId: PROJECT, version: 2, requestId: expect.any(String) });
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '提出新方案' }));
    const dialog = await screen.findByRole('dialog', { name: '提出新的终止方案' });
    fireEvent.change(within(dialog).getByTestId('termination-reason'), { target: { value: '已完成一半' } });
    fireEvent.change(within(dialog).getByTestId('termination-share'), { target: { value: '2000' } });
    // `hidden`: under load, jsdom's tabster may still mark the new dialog aria-hidden from the confirmation's modal
    // trap a moment after that closed (a test-environment timing, not the page's: the e2e journey submits it).
    fireEvent.click(within(dialog).getByRole('button', { name: '提交', hidden: true }));
    await waitFor(() => expect(sent(api, terminationRoute('project.coop.terminateNegotiate').path)).toEqual([{ projectId: PROJECT, version: 2, reason: '已完成一半', toB: 200_000, escrow: 400_000 }]));
  });
});

describe('已终止合作', () => {
  const api = useApiStub();

  it('lists the party’s terminated cooperations with why each ended', async () => {
    const card = {
      projectId: PROJECT,
      name: '产品宣传册设计',
      state: 'TERMINATED',
      stateLabel: '已终止',
      partyA: party('示范科技'),
      partyB: party('星火设计'),
      total: 400_000,
      current: 1,
      phaseCount: 1,
      phaseName: '宣传册设计',
      phaseState: 'COMPILING',
      phaseStateLabel: '编写中',
      startTime: Date.now() - 5 * 86_400_000,
      endTime: Date.now() - 86_400_000,
      updateTime: Date.now() - 86_400_000,
      terminationReason: '需求取消',
    };
    api.reply(cooperationRoute('project.coop.list').path, { body: { code: 200, msg: 'ok', data: { records: [card], total: 1, pages: 1, current: 1, size: 10 } } });
    unsubscribe = renderPage('/', <TerminatedCooperations />).unsubscribe;
    expect((await screen.findByTestId('cooperation-termination-reason')).textContent).toBe('终止原因：需求取消');
    expect(screen.getByTestId('cooperation-state').textContent).toBe('已终止');
    expect(screen.queryByTestId('cooperation-phase')).toBeNull();
    expect(screen.getByRole('heading', { name: '已终止合作' })).toBeTruthy();
    expect(JSON.parse(Buffer.from(api.seen.find((r) => r.path === cooperationRoute('project.coop.list').path)!.body, 'latin1').toString('utf8'))).toMatchObject({ tab: 'terminated' });
  });
});
