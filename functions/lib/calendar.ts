/**
 * The mainland working-day calendar (public holidays off, make-up workdays on) from the maintained `chinese-days`
 * data set, for the date pickers of cooperation (`cal_work_time`). Served by the content function, so that the data
 * set is not in the project function's bundle (its budget: docs/BENCHMARKS.md "Bundles").
 */
import chineseDays from 'chinese-days';
import type { WorkTime } from '../../shared/schemas/cooperation.js';
import { fieldError } from './errors.js';
import { getItem } from './store/client.js';

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

/**
 * A year's official schedule of holidays and make-up workdays (国务院办公厅关于节假日安排的通知), as an operator
 * publishes it for a year `chinese-days` does not cover yet (`npm run ops -- content`, infra/content/workdays/).
 */
export interface WorkdaySchedule {
  /** Dates off that would be weekdays (`YYYY-MM-DD`). */
  readonly holidays: readonly string[];
  /** Weekend dates worked (调休). */
  readonly workdays: readonly string[];
}

/** Published schedules by year (`"2027"`): the content item `CONTENT` / `WORKDAYS`. */
export type PublishedSchedules = Readonly<Record<string, WorkdaySchedule>>;

export const WORKDAYS_CONTENT_KEY = { pk: 'CONTENT', sk: 'WORKDAYS' } as const;

/** The schedules operators published (none: every year `chinese-days` lacks counts Monday to Friday). */
export const publishedSchedules = async (): Promise<PublishedSchedules> =>
  (await getItem<{ years?: PublishedSchedules }>(WORKDAYS_CONTENT_KEY))?.years ?? {};

const covered = new Map<string, boolean>();
/** Whether the `chinese-days` data set has the year's official schedule (it lists the year's weekday holidays). */
export const dataSetCovers = (year: string): boolean => {
  let known = covered.get(year);
  if (known === undefined) covered.set(year, (known = chineseDays.getHolidaysInRange(`${year}-01-01`, `${year}-12-31`, false).length > 0));
  return known;
};

const weekday = (date: string): boolean => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day !== 0 && day !== 6;
};

/**
 * Whether a Beijing date is a working day, and whether that is only an estimate: the data set's answer for the years
 * it covers, the published schedule for a year an operator published, else Monday to Friday (estimated).
 */
export const workdayOf = (date: string, published: PublishedSchedules): { workday: boolean; estimated: boolean } => {
  const year = date.slice(0, 4);
  if (dataSetCovers(year)) return { workday: chineseDays.isWorkday(date), estimated: false };
  const schedule = published[year];
  if (schedule) return { workday: schedule.workdays.includes(date) || (weekday(date) && !schedule.holidays.includes(date)), estimated: false };
  return { workday: weekday(date), estimated: true };
};

/** The date `count` working days after a Beijing date (not counting it), and whether any day counted was estimated. */
export const workdaysAfterDate = (date: string, count: number, published: PublishedSchedules): { date: string; estimated: boolean } => {
  let at = Date.parse(`${date}T00:00:00Z`);
  let estimated = false;
  for (let left = count; left > 0; ) {
    at += DAY;
    const day = workdayOf(new Date(at).toISOString().slice(0, 10), published);
    estimated ||= day.estimated;
    if (day.workday) left -= 1;
  }
  return { date: new Date(at).toISOString().slice(0, 10), estimated };
};
