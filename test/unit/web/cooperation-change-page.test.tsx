// @vitest-environment jsdom
/**
 * The demand change on the cooperation page (web/src/features/project-center/components/change-panel.tsx and
 * change-dialog.tsx; docs/cooperation.md "Demand change"), against a stub API: party A's 需求变更 — offered by
 * `query_demand_change`'s actions — opens the editor prefilled with the phases not accepted, and sends the changed,
 * removed and added phases in fen with the reason on the terms' version; party B sees the change proposed (what
 * becomes of each phase, the refund) and its 同意变更 is confirmed and sent; party A's 拒绝变更 of party B's change asks
 * a reason; an agreed change shows the supplement due and 补缴托管费.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProcessAction } from '../../../shared/process/types.js';
import { cooperationRoute } from '../../../shared/routes/cooperation.js';
import type { ChangeAnswer, ChangeView } from '../../../shared/schemas/cooperation-change.js';
import type { CooperationDetail } from '../../../shared/schemas/cooperation.js';
import { CooperationPage } from '../../../web/src/features/project-center/components/cooperation-page.js';
import { useApiStub } from './api-stub.js';
import { renderPage } from './render-page.js';
import { cooperationDetailOf } from './fixtures.js';

const DAY = 86_400_000;
const PROJECT = '01JCOOPERATION000000000000';
const CHANGE = '01JCHANGE00000000000000000';

const detail = (side: CooperationDetail['side']): CooperationDetail =>
  cooperationDetailOf(side, PROJECT, {
    termsVersion: 1,
    startTime: Date.now() - 2 * DAY,
    startDate: Date.now() - 2 * DAY,
    phases: [
      { index: 1, name: '宣传册设计', amount: 400_000, days: 5, deliverables: '设计稿', state: 'COMPILING', stateLabel: '编写中', funded: true, rounds: 0, startTime: Date.now() - DAY },
      { index: 2, name: '展会物料设计', amount: 600_000, days: 10, deliverables: '物料', state: 'PENDING', stateLabel: '未开始', funded: false, rounds: 0 },
    ],
    money: { total: 1_000_000, funded: 400_000, inEscrow: 400_000, paid: 0, fees: 0, refunded: 0 },
    nextStep: '第1阶段编写中：完成文档后提交审核',
  });

const change = (over: Partial<ChangeView>): ChangeView => ({
  id: CHANGE,
  state: 'A_PROPOSED',
  stateLabel: '待乙方答复',
  side: 'partyA',
  proposerName: '陈总',
  reason: '宣传册减少页数',
  baseVersion: 1,
  version: 2,
  phases: [
    { index: 1, name: '宣传册设计', amount: 300_000, days: 5, deliverables: '设计稿', kind: 'CHANGED', before: { name: '宣传册设计', amount: 400_000, days: 5, deliverables: '设计稿' } },
    { index: 2, name: '展会物料设计', amount: 600_000, days: 10, deliverables: '物料', kind: 'REMOVED', before: { name: '展会物料设计', amount: 600_000, days: 10, deliverables: '物料' }, documents: 2 },
  ],
  totalBefore: 1_000_000,
  totalAfter: 300_000,
  escrow: { held: 400_000, needed: 300_000, refund: 100_000, supplement: 0 },
  expireAt: Date.now() + 7 * DAY,
  createTime: Date.now(),
  actions: [],
  ...over,
});

const answer = (actions: ProcessAction[], open?: ChangeView): ChangeAnswer => ({ termsVersion: 1, actions, ...(open ? { change: open } : {}) });
/** The JSON bodies sent to a path (the stub keeps each body's bytes as latin1). */
const sent = (api: ReturnType<typeof useApiStub>, path: string) =>
  api.seen.filter((r) => r.path === path).map((r) => JSON.parse(Buffer.from(r.body, 'latin1').toString('utf8')) as Record<string, unknown>);

describe('a demand change on the cooperation page', () => {
  const api = useApiStub();
  const ok = (data: unknown) => ({ body: { code: 200, msg: 'ok', data } });

  it('lets party A propose new terms: phase 1 cheaper, phase 2 removed, a phase added, with the reason, on the version in force', async () => {
    // Prepare
    api.reply(cooperationRoute('project.coop.info').path, ok(detail('partyA')));
    api.reply(cooperationRoute('project.coop.queryChange').path, ok(answer([{ name: 'proposeByA', label: '需求变更' }])));
    api.reply(cooperationRoute('project.coop.startChange').path, ok(change({})));
    // Act
    const { unsubscribe } = renderPage('/', <CooperationPage projectId={PROJECT} />);
    fireEvent.click(await screen.findByRole('button', { name: '需求变更' }));
    const dialog = await screen.findByRole('dialog');
    const rows = within(dialog).getAllByTestId('change-phase');
    // Assess: the phases not accepted, prefilled; phase 1 is begun (no 删除), phase 2 is not
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).queryByTestId('change-remove')).toBeNull();
    // Act
    fireEvent.change(within(rows[0]!).getByTestId('change-amount'), { target: { value: '3000' } });
    fireEvent.click(within(rows[1]!).getByTestId('change-remove'));
    fireEvent.click(within(dialog).getByTestId('change-add'));
    const added = within(dialog).getAllByTestId('change-phase')[2]!;
    const inputs = within(added).getAllByRole('textbox');
    fireEvent.change(inputs[0]!, { target: { value: '展会现场支持' } });
    fireEvent.change(inputs[1]!, { target: { value: '500.5' } });
    fireEvent.change(inputs[2]!, { target: { value: '2' } });
    fireEvent.change(inputs[3]!, { target: { value: '现场布置' } });
    expect(within(dialog).getByTestId('change-total').textContent).toBe('变更后项目合计：¥3,500.50');
    fireEvent.change(within(dialog).getByTestId('change-reason'), { target: { value: '展会取消，改为现场支持' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '发起变更' }));
    // Assess
    await waitFor(() => expect(sent(api, cooperationRoute('project.coop.startChange').path)).toHaveLength(1));
    expect(sent(api, cooperationRoute('project.coop.startChange').path)[0]).toEqual({
      projectId: PROJECT,
      version: 1,
      phases: [
        { index: 1, name: '宣传册设计', amount: 300_000, days: 5, deliverables: '设计稿' },
        { name: '展会现场支持', amount: 50_050, days: 2, deliverables: '现场布置' },
      ],
      reason: '展会取消，改为现场支持',
    });
    unsubscribe();
  });

  it('shows party B the change proposed — each phase’s fate, the refund, the documents kept — and sends its confirmed agreement', async () => {
    // Prepare
    const actions = [
      { name: 'agreeByB', label: '同意变更', confirm: '确定同意变更吗？' },
      { name: 'refuseByB', label: '拒绝变更', confirm: '拒绝后各阶段按原条款继续。', reason: true },
    ];
    api.reply(cooperationRoute('project.coop.info').path, ok(detail('partyB')));
    api.reply(cooperationRoute('project.coop.queryChange').path, ok(answer([], change({ actions }))));
    api.reply(cooperationRoute('project.coop.agreeChange').path, ok(change({ state: 'EFFECTIVE', stateLabel: '已生效' })));
    // Act
    const { unsubscribe } = renderPage('/', <CooperationPage projectId={PROJECT} />);
    // Assess
    expect((await screen.findByTestId('change-state')).textContent).toBe('待乙方答复');
    expect(screen.getByTestId('change-refund').textContent).toBe('生效时托管账户多出的 ¥1,000.00 将退回甲方钱包');
    expect(screen.getByTestId('change-reason-shown').textContent).toBe('变更说明：宣传册减少页数');
    const removed = screen.getByTestId('change-phases').querySelector('tr[data-kind="REMOVED"]')!;
    expect(removed.textContent).toContain('2个文档（只读保留）');
    // Act
    fireEvent.click(screen.getByRole('button', { name: '同意变更' }));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    // Assess
    await waitFor(() => expect(sent(api, cooperationRoute('project.coop.agreeChange').path)).toEqual([{ projectId: PROJECT, changeId: CHANGE }]));
    unsubscribe();
  });

  it('has party A refuse party B’s change with a reason, and shows an agreed change’s supplement with 补缴托管费', async () => {
    // Prepare
    const actions = [
      { name: 'agreeByA', label: '同意变更', confirm: '确定同意变更吗？' },
      { name: 'refuseByA', label: '拒绝变更', confirm: '拒绝后各阶段按原条款继续。', reason: true },
    ];
    const asked = change({ side: 'partyB', state: 'B_PROPOSED', stateLabel: '待甲方答复', escrow: { held: 400_000, needed: 450_000, refund: 0, supplement: 50_000 }, actions });
    api.reply(cooperationRoute('project.coop.info').path, ok(detail('partyA')));
    api.reply(cooperationRoute('project.coop.queryChange').path, ok(answer([], asked)));
    api.reply(cooperationRoute('project.coop.refuseChange').path, ok(change({ state: 'REFUSED', stateLabel: '已拒绝' })));
    // Act
    const { unsubscribe } = renderPage('/', <CooperationPage projectId={PROJECT} />);
    expect((await screen.findByTestId('change-supplement')).textContent).toBe('生效前甲方需补缴托管费 ¥500.00');
    fireEvent.click(screen.getByRole('button', { name: '拒绝变更' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.change(within(dialog).getByTestId('action-reason'), { target: { value: '预算不足' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    // Assess
    await waitFor(() => expect(sent(api, cooperationRoute('project.coop.refuseChange').path)).toEqual([{ projectId: PROJECT, changeId: CHANGE, reason: '预算不足' }]));
    unsubscribe();
  });

  it('offers party A 补缴托管费 once the change is agreed', async () => {
    // Prepare
    const agreed = change({ state: 'AGREED', stateLabel: '已同意，待甲方补缴托管费', escrow: { held: 400_000, needed: 450_000, refund: 0, supplement: 50_000 }, actions: [{ name: 'paySupplement', label: '补缴托管费' }] });
    api.reply(cooperationRoute('project.coop.info').path, ok(detail('partyA')));
    api.reply(cooperationRoute('project.coop.queryChange').path, ok(answer([], agreed)));
    // Act
    const { unsubscribe } = renderPage('/', <CooperationPage projectId={PROJECT} />);
    fireEvent.click(await screen.findByRole('button', { name: '补缴托管费' }));
    // Assess: the supplement due is said, and the wallet's payment opens in its dialog
    expect(screen.getByTestId('change-supplement').textContent).toBe('生效前甲方需补缴托管费 ¥500.00');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('补缴托管费')).toBeTruthy();
    unsubscribe();
  });
});
