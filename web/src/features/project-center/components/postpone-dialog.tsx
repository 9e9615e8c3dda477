/**
 * 申请延期 (docs/cooperation.md "Overdue and postponement"): party B asks party A to postpone its overdue phase — the
 * new completion date (a day after today and the deadline's day, at most OVERDUE_POSTPONE.maxDays ahead; the end of
 * that day in Beijing is sent) and the reason (required). 提交申请 waits for the answer, once; the dialog closes whatever it was (a refusal
 * is told by the HTTP helper, and the page read again shows where things stand).
 */
import { Field, Input, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { NO_PASS_REASON_LENGTH, OVERDUE_POSTPONE } from '../../../../../shared/limits.js';
import { useOneAtATime } from '../../../components/async-button.js';
import { FormDialog } from '../../../components/form-dialog.js';
import { tco } from '../cooperation-texts.js';
import { beijingDay, endOfBeijingDay } from '../model/cooperation.js';

const DAY = 86_400_000;

export interface PostponeDialogProps {
  /** The action's label (申请延期), from the process. */
  title: string;
  /** The moment the dialog judges the date by (the page's clock), and the phase's deadline that passed. */
  now: number;
  dueTime?: number;
  /** Sends the request: the end of the chosen day, and the reason written. */
  onAsk: (input: { dueTime: number; reason: string }) => Promise<unknown>;
  onClose: () => void;
}

export const PostponeDialog = ({ title, now, dueTime: deadline, onAsk, onClose }: PostponeDialogProps) => {
  const [day, setDay] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ day?: string; reason?: string }>({});
  const { pending, run } = useOneAtATime();
  // The first day to choose: after today and after the day of the deadline that passed.
  const first = beijingDay(Math.max(now, deadline ?? now) + DAY);
  const last = beijingDay(now + OVERDUE_POSTPONE.maxDays * DAY);
  const submit = async () => {
    const dueTime = endOfBeijingDay(day);
    const text = reason.trim();
    const found: { day?: string; reason?: string } = {};
    if (!day || dueTime === undefined) found.day = tco('co.postpone.dateRequired');
    else if (day < first || day > last) found.day = tco('co.postpone.dateRange', { days: OVERDUE_POSTPONE.maxDays });
    if (!text) found.reason = tco('co.postpone.reasonRequired');
    setErrors(found);
    if (found.day || found.reason || dueTime === undefined) return;
    await run(async () => {
      try {
        await onAsk({ dueTime, reason: text });
      } catch {
        // Told by the HTTP helper.
      }
      onClose();
    });
  };
  return (
    <FormDialog
      title={title}
      submitLabel={tco('co.postpone.submit')}
      submitting={pending}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Field
        label={tco('co.postpone.date')}
        required
        hint={tco('co.postpone.dateHint', { days: OVERDUE_POSTPONE.maxDays })}
        {...(errors.day ? { validationState: 'error' as const, validationMessage: errors.day } : {})}
      >
        <Input type="date" value={day} min={first} max={last} onChange={(_event, data) => setDay(data.value)} data-testid="postpone-date" />
      </Field>
      <Field label={tco('co.postpone.reason')} required {...(errors.reason ? { validationState: 'error' as const, validationMessage: errors.reason } : {})}>
        <Textarea value={reason} resize="vertical" maxLength={NO_PASS_REASON_LENGTH} onChange={(_event, data) => setReason(data.value)} data-testid="postpone-reason" />
      </Field>
    </FormDialog>
  );
};
