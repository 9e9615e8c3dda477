/**
 * When a withdrawal is expected to arrive (spec §9: in 3 to 5 working days), counted on mainland China's working-day
 * calendar — public holidays off, make-up workdays (调休) on — from the maintained `chinese-days` data set. Days are
 * Beijing dates: a withdrawal at 23:30 on a Friday in Beijing starts from that Friday whatever the server's zone.
 * Years the data set does not cover yet count Monday to Friday.
 */
import chineseDays from 'chinese-days';
import { WITHDRAW_RULES } from '../../shared/schemas/wallet.js';

const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The Beijing calendar date of an instant, `YYYY-MM-DD`. */
export const beijingDate = (time: number): string => new Date(time + BEIJING_OFFSET_MS).toISOString().slice(0, 10);

/** The date `workdays` working days after the Beijing date of `time`. */
export const workdaysAfter = (time: number, workdays: number): string => chineseDays.findWorkday(workdays, beijingDate(time));

/** The window a withdrawal made at `time` arrives in: from the 3rd to the 5th working day after. */
export const expectedArrival = (time: number): { expectedFrom: string; expectedArrival: string } => ({
  expectedFrom: workdaysAfter(time, WITHDRAW_RULES.arrivalWorkdays.min),
  expectedArrival: workdaysAfter(time, WITHDRAW_RULES.arrivalWorkdays.max),
});
