// @vitest-environment jsdom
/**
 * The cooperation page with an overdue phase (web/src/features/project-center/components/cooperation-page.tsx;
 * docs/cooperation.md "Overdue and postponement"): the phase shows its mark and how late it is; party B's 申请延期 —
 * offered by the detail's `actions` — opens its dialog and sends the end of the chosen day with the reason to
 * `apply_overdue_postpone`; party A's 拒绝延期 asks a reason and sends it to `refuse_overdue_postpone`.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProcessAction } from '../../../shared/process/types.js';
import { cooperationRoute } from '../../../shared/routes/cooperation.js';
import type { CooperationDetail, PostponementView } from '../../../shared/schemas/cooperation.js';
import { CooperationPage } from '../../../web/src/features/project-center/components/cooperation-page.js';
import { beijingDay, endOfBeijingDay } from '../../../web/src/features/project-center/model/cooperation.js';
import { useApiStub } from './api-stub.js';
import { renderPage } from './render-page.js';
import { cooperationDetailOf } from './fixtures.js';

const DAY = 86_400_000;
const PROJECT = '01JCOOPERATION000000000000';

const detail = (side: CooperationDetail['side'], actions: ProcessAction[], overdue: PostponementView): CooperationDetail => {
  const due = Date.now() - 3 * DAY + 3_600_000;
  return cooperationDetailOf(side, PROJECT, {
    startTime: due - 5 * DAY,
    startDate: due - 5 * DAY,
    phases: [{ index: 1, name: '宣传册设计', amount: 400_000, days: 5, deliverables: '设计稿', state: 'COMPILING', stateLabel: '编写中', funded: true, rounds: 0, startTime: due - 5 * DAY, dueTime: due, overdue: { ...overdue, since: due, dueTime: due } }],
    actions,
  });
};

const OVERDUE: PostponementView = { state: 'OVERDUE', stateLabel: '已逾期', since: 0, dueTime: 0 };
/** The JSON bodies sent to a path (the stub keeps each body's bytes as latin1). */
const sent = (api: ReturnType<typeof useApiStub>, path: string) =>
  api.seen.filter((r) => r.path === path).map((r) => JSON.parse(Buffer.from(r.body, 'latin1').toString('utf8')) as Record<string, unknown>);

describe('an overdue phase on the cooperation page', () => {
  const api = useApiStub();

  it('shows the mark, and party B’s 申请延期 sends the end of the chosen day and the reason', async () => {
    // Prepare
    api.reply(cooperationRoute('project.coop.info').path, { body: { code: 200, msg: 'ok', data: detail('partyB', [{ name: 'goCheck', label: '提交审核' }, { name: 'askPostpone', label: '申请延期', reason: true }], OVERDUE) } });
    api.reply(cooperationRoute('project.coop.askPostpone').path, { body: { code: 200, msg: 'ok', data: {} } });
    // Act
    const { unsubscribe } = renderPage('/', <CooperationPage projectId={PROJECT} />);
    // Assess: the mark and how late it is
    expect((await screen.findByTestId('coop-overdue-state')).textContent).toBe('已逾期');
    expect(screen.getByTestId('coop-overdue').textContent).toMatch(/^已超过计划完成时间 \d{4}-\d{2}-\d{2}，逾期3天$/);
    expect(screen.getByTestId('phase-overdue').textContent).toBe('已逾期');
    // Act: ask for five days from now
    fireEvent.click(screen.getByRole('button', { name: '申请延期' }));
    const dialog = await screen.findByRole('dialog');
    const day = beijingDay(Date.now() + 5 * DAY);
    fireEvent.change(within(dialog).getByTestId('postpone-date'), { target: { value: day } });
    fireEvent.change(within(dialog).getByTestId('postpone-reason'), { target: { value: '素材待甲方确认' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    // Assess
    await waitFor(() => expect(sent(api, cooperationRoute('project.coop.askPostpone').path)).toHaveLength(1));
    expect(sent(api, cooperationRoute('project.coop.askPostpone').path)[0]).toEqual({ projectId: PROJECT, phase: 1, dueTime: endOfBeijingDay(day), reason: '素材待甲方确认' });
    unsubscribe();
  });

  it('shows party B’s request to party A, whose 拒绝延期 asks a reason and sends it', async () => {
    // Prepare
    const asked: PostponementView = { ...OVERDUE, state: 'ASKED', stateLabel: '延期待甲方确认', askedDueTime: Date.now() + 5 * DAY, askReason: '素材待甲方确认' };
    const actions = [
      { name: 'agreePostpone', label: '同意延期', confirm: '确定同意延期吗？' },
      { name: 'refusePostpone', label: '拒绝延期', confirm: '拒绝后本阶段仍为逾期，请写明原因。', reason: true },
    ];
    api.reply(cooperationRoute('project.coop.info').path, { body: { code: 200, msg: 'ok', data: detail('partyA', actions, asked) } });
    api.reply(cooperationRoute('project.coop.refusePostpone').path, { body: { code: 200, msg: 'ok', data: {} } });
    // Act
    const { unsubscribe } = renderPage('/', <CooperationPage projectId={PROJECT} />);
    // Assess
    expect((await screen.findByTestId('coop-overdue-state')).textContent).toBe('延期待甲方确认');
    expect(screen.getByTestId('coop-overdue').textContent).toBe(`乙方申请延期至 ${beijingDay(asked.askedDueTime!)}，原因：素材待甲方确认`);
    expect(screen.getByRole('button', { name: '同意延期' })).toBeTruthy();
    // Act
    fireEvent.click(screen.getByRole('button', { name: '拒绝延期' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.change(within(dialog).getByTestId('action-reason'), { target: { value: '交付时间不能再推迟' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    // Assess
    await waitFor(() => expect(sent(api, cooperationRoute('project.coop.refusePostpone').path)).toEqual([{ projectId: PROJECT, phase: 1, reason: '交付时间不能再推迟' }]));
    unsubscribe();
  });
});
