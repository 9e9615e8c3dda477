/**
 * The application deadline (申请截止时间): picked as a day, sent as the end of that day (23:59:59.999, local time),
 * which must be after now and at most PROJECT_LIMITS.deadlineDaysMax days ahead, as the server checks it.
 */
import dayjs from 'dayjs';
import { PROJECT_LIMITS } from '../../../../../shared/limits.js';
import { td } from '../texts.js';

const DAY = 86_400_000;
const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/;

/** The deadline a picked day stands for: its last millisecond; undefined for text that is no day. */
export const deadlineOf = (day: string): number | undefined => {
  if (!DAY_TEXT.test(day)) return undefined;
  const parsed = dayjs(day);
  if (!parsed.isValid() || parsed.format('YYYY-MM-DD') !== day) return undefined;
  return parsed.endOf('day').valueOf();
};

/** The day (`YYYY-MM-DD`) a deadline falls on, for the date field. */
export const dayOf = (epochMs: number): string => dayjs(epochMs).format('YYYY-MM-DD');

/** The latest deadline the server takes at `now`. */
export const latestDeadline = (now: number): number => now + PROJECT_LIMITS.deadlineDaysMax * DAY;

/** The days the date field offers at `now`: today to the last day whose end is still within the limit. */
export const deadlineBounds = (now: number): { min: string; max: string } => {
  const latest = latestDeadline(now);
  const lastDay = dayjs(latest).endOf('day').valueOf() <= latest ? dayjs(latest) : dayjs(latest).subtract(1, 'day');
  return { min: dayOf(now), max: lastDay.format('YYYY-MM-DD') };
};

/** What is wrong with a picked day at `now`, or undefined; `required` false lets an empty one pass (a draft). */
export const deadlineIssue = (day: string, now: number, required = true): string | undefined => {
  if (day.trim() === '') return required ? td('err.deadline') : undefined;
  const deadline = deadlineOf(day);
  if (deadline === undefined) return td('err.deadlineBad');
  if (deadline <= now) return td('err.deadlinePast');
  if (deadline > latestDeadline(now)) return td('err.deadlineFar', { max: PROJECT_LIMITS.deadlineDaysMax });
  return undefined;
};
