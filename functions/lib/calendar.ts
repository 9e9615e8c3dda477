/**
 * The mainland working-day calendar (public holidays off, make-up workdays on) from the maintained `chinese-days`
 * data set, for the date pickers of cooperation (`cal_work_time`). Served by the content function, so that the data
 * set is not in the project function's bundle (its budget: docs/BENCHMARKS.md "Bundles").
 */
import chineseDays from 'chinese-days';
import type { WorkTime } from '../../shared/schemas/cooperation.js';
import { fieldError } from './errors.js';

const DAY = 86_400_000;

/** Working days between two Beijing dates, or the date a number of working days after a start (both counted). */
export const workTime = (input: { start: string; days?: number; end?: string }): WorkTime => {
  const valid = (d: string) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d;
  if (!valid(input.start)) throw fieldError('start', '开始日期不正确');
  if (input.end !== undefined && !valid(input.end)) throw fieldError('end', '结束日期不正确');
  if (input.days === undefined && input.end === undefined) throw fieldError('days', '请填写工作日天数或结束日期');
  const firstWorkday = chineseDays.isWorkday(input.start) ? input.start : chineseDays.findWorkday(1, input.start);
  const end = input.end ?? chineseDays.findWorkday((input.days ?? 1) - 1, firstWorkday);
  if (end < input.start) throw fieldError('end', '结束日期不能早于开始日期');
  const calendarDays = Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${input.start}T00:00:00Z`)) / DAY) + 1;
  if (calendarDays > 3660) throw fieldError('end', '日期范围不能超过十年');
  let workdays = 0;
  for (let i = 0; i < calendarDays; i += 1) if (chineseDays.isWorkday(new Date(Date.parse(`${input.start}T00:00:00Z`) + i * DAY).toISOString().slice(0, 10))) workdays += 1;
  return { start: input.start, end, workdays, calendarDays };
};
