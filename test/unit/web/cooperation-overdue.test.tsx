// @vitest-environment jsdom
/**
 * An overdue phase on the cooperation page (docs/cooperation.md "Overdue and postponement"): the line the page says
 * of its mark (how late, party B's request, party A's refusal, the agreed date with the first one), the day chosen
 * in 申请延期 sent as the end of that day in Beijing, and the dialog itself — a date after today and the deadline, within
 * 180 days, and a reason required, sent once, closed after the answer.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postponementProcess } from '../../../shared/process/cooperation.js';
import type { PhaseView } from '../../../shared/schemas/cooperation.js';
import { PostponeDialog } from '../../../web/src/features/project-center/components/postpone-dialog.js';
import { beijingDay, doneText, endOfBeijingDay, overdueNote } from '../../../web/src/features/project-center/model/cooperation.js';
import { renderPage } from './render-page.js';

const DAY = 86_400_000;
/** 2026-11-29 10:00 in Beijing. */
const NOW = Date.UTC(2026, 10, 29, 2, 0);

let unsubscribe: (() => void) | undefined;
afterEach(() => unsubscribe?.());

describe('the overdue mark in words', () => {
  const due = NOW - 3 * DAY + 3_600_000;
  const phase = (overdue: PhaseView['overdue'], more: Partial<PhaseView> = {}): Pick<PhaseView, 'overdue' | 'dueTime' | 'plannedDueTime'> => ({ dueTime: due, overdue, ...more });

  it('says nothing of a phase never overdue, then how late, the request, the refusal and the agreed date', () => {
    expect(overdueNote(phase(undefined), NOW)).toBeUndefined();
    const marked = { state: 'OVERDUE', stateLabel: '已逾期', since: due, dueTime: due };
    expect(overdueNote(phase(marked), NOW)).toBe('已超过计划完成时间 2026-11-26，逾期3天');
    expect(overdueNote(phase({ ...marked, state: 'ASKED', askedDueTime: NOW + 5 * DAY, askReason: '等甲方确认素材' }), NOW)).toBe('乙方申请延期至 2026-12-04，原因：等甲方确认素材');
    expect(overdueNote(phase({ ...marked, refuseReason: '不能再晚' }), NOW)).toBe('已超过计划完成时间 2026-11-26，逾期3天；甲方拒绝延期，原因：不能再晚');
    expect(overdueNote(phase({ ...marked, state: 'POSTPONED' }, { dueTime: NOW + 5 * DAY, plannedDueTime: due }), NOW)).toBe(
      '甲方已同意延期，计划完成时间改为 2026-12-04（原计划 2026-11-26，逾期天数仍计入延期率）',
    );
  });

  it('says each postponement step as what it did', () => {
    expect(Object.fromEntries(postponementProcess.transitions.map((t) => [t.name, doneText(t)]))).toEqual({
      askPostpone: '已申请延期，等待甲方确认',
      agreePostpone: '已同意延期，计划完成时间已更新',
      refusePostpone: '已拒绝延期，该阶段仍为逾期',
    });
  });
});

describe('the day asked for', () => {
  it('is the end of that day in Beijing, and nothing for what is not a day', () => {
    expect(endOfBeijingDay('2026-12-04')).toBe(Date.UTC(2026, 11, 4, 15, 59, 59, 999));
    expect(beijingDay(endOfBeijingDay('2026-12-04')!)).toBe('2026-12-04');
    expect(endOfBeijingDay('2026-02-30')).toBeUndefined();
    expect(endOfBeijingDay('12/04/2026')).toBeUndefined();
    expect(endOfBeijingDay('')).toBeUndefined();
  });
});

describe('申请延期', () => {
  const show = (onAsk: (input: { dueTime: number; reason: string }) => Promise<unknown>, dueTime = NOW - 3 * DAY) => {
    const onClose = vi.fn();
    unsubscribe = renderPage('/x', <PostponeDialog title="申请延期" now={NOW} dueTime={dueTime} onAsk={onAsk} onClose={onClose} />).unsubscribe;
    return { dialog: screen.getByRole('dialog'), onClose };
  };
  const submit = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
  const pick = (dialog: HTMLElement, day: string) => fireEvent.change(within(dialog).getByTestId('postpone-date'), { target: { value: day } });
  const write = (dialog: HTMLElement, text: string) => fireEvent.change(within(dialog).getByTestId('postpone-reason'), { target: { value: text } });

  it('asks for a date after today within 180 days and a reason, then sends the end of the day once and closes', async () => {
    let finish: () => void = () => undefined;
    const onAsk = vi.fn((_input: { dueTime: number; reason: string }) => new Promise<void>((resolve) => (finish = resolve)));
    const { dialog, onClose } = show(onAsk);
    submit(dialog);
    expect(await within(dialog).findByText('请选择延期后的完成日期')).toBeTruthy();
    expect(within(dialog).getByText('请填写延期原因')).toBeTruthy();
    pick(dialog, '2026-11-29');
    write(dialog, '  等甲方确认素材 ');
    submit(dialog);
    expect(await within(dialog).findByText('日期须晚于今天和原计划完成日期，且在180天之内')).toBeTruthy();
    pick(dialog, '2027-12-01');
    submit(dialog);
    expect(await within(dialog).findByText('日期须晚于今天和原计划完成日期，且在180天之内')).toBeTruthy();
    pick(dialog, '2026-12-04');
    submit(dialog);
    submit(dialog);
    await waitFor(() => expect(onAsk).toHaveBeenCalledTimes(1));
    expect(onAsk).toHaveBeenCalledWith({ dueTime: Date.UTC(2026, 11, 4, 15, 59, 59, 999), reason: '等甲方确认素材' });
    expect(onClose).not.toHaveBeenCalled();
    finish();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('refuses a day not after the deadline that passed (on the test clock a deadline may still be ahead)', async () => {
    const onAsk = vi.fn(async (_input: { dueTime: number; reason: string }) => undefined);
    const { dialog } = show(onAsk, NOW + 5 * DAY);
    pick(dialog, '2026-12-04');
    write(dialog, '需要时间');
    submit(dialog);
    expect(await within(dialog).findByText('日期须晚于今天和原计划完成日期，且在180天之内')).toBeTruthy();
    pick(dialog, '2026-12-05');
    submit(dialog);
    await waitFor(() => expect(onAsk).toHaveBeenCalledTimes(1));
  });
});
