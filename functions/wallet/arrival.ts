/**
 * When a withdrawal is expected to arrive (spec §9: in 3 to 5 working days), counted on mainland China's working-day
 * calendar — public holidays off, make-up workdays (调休) on — from the maintained `chinese-days` data set. Days are
 * Beijing dates: a withdrawal at 23:30 on a Friday in Beijing starts from that Friday whatever the server's zone.
 * A year the data set does not cover yet counts by the schedule an operator published for it (platform content,
 * infra/content/workdays/), or Monday to Friday until one is: the date is then an estimate (`arrivalEstimated`, 预计).
 */
import { WITHDRAW_RULES } from '../../shared/schemas/wallet.js';
import { workdaysAfterDate, type PublishedSchedules } from '../lib/calendar.js';

const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The Beijing calendar date of an instant, `YYYY-MM-DD`. */
export const beijingDate = (time: number): string => new Date(time + BEIJING_OFFSET_MS).toISOString().slice(0, 10);

/** The date `workdays` working days after the Beijing date of `time`. */
export const workdaysAfter = (time: number, workdays: number, published: PublishedSchedules = {}): string =>
  workdaysAfterDate(beijingDate(time), workdays, published).date;

/**
 * The window a withdrawal made at `time` arrives in: from the 3rd to the 5th working day after; estimated when a day
 * counted falls in a year whose official schedule is not known yet.
 */
export const expectedArrival = (time: number, published: PublishedSchedules = {}): { expectedFrom: string; expectedArrival: string; arrivalEstimated?: true } => {
  const from = workdaysAfterDate(beijingDate(time), WITHDRAW_RULES.arrivalWorkdays.min, published);
  const to = workdaysAfterDate(beijingDate(time), WITHDRAW_RULES.arrivalWorkdays.max, published);
  return { expectedFrom: from.date, expectedArrival: to.date, ...(from.estimated || to.estimated ? { arrivalEstimated: true as const } : {}) };
};
