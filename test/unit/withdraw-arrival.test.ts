/**
 * A withdrawal's expected arrival (functions/wallet/arrival.ts; spec §9: 3 to 5 working days) on mainland China's
 * calendar: weekends and public holidays skipped, make-up workdays (调休) counted, days taken in Beijing time.
 */
import { beijingDate, expectedArrival, workdaysAfter } from '../../functions/wallet/arrival.js';

/** 09:00 in Beijing on a date. */
const beijing = (date: string, hour = 9) => Date.parse(`${date}T${String(hour).padStart(2, '0')}:00:00+08:00`);

describe('expected arrival of a withdrawal', () => {
  it('counts working days, skipping the weekend', () => {
    // Wednesday 2026-11-25: Mon 30 Nov is the 3rd working day, Wed 2 Dec the 5th.
    expect(expectedArrival(beijing('2026-11-25'))).toEqual({ expectedFrom: '2026-11-30', expectedArrival: '2026-12-02' });
  });

  it('skips the National Day holiday and counts its make-up Saturday', () => {
    // 2026-10-01 to 10-07 are off; Saturday 10-10 is a make-up workday.
    expect(workdaysAfter(beijing('2026-09-30'), 3)).toBe('2026-10-10');
    expect(workdaysAfter(beijing('2026-09-30'), 5)).toBe('2026-10-13');
  });

  it('takes the day in Beijing, whatever the server’s zone', () => {
    // 23:30 on Friday in Beijing is 15:30 UTC the same day; 00:30 on Saturday in Beijing is still Friday in UTC.
    expect(beijingDate(beijing('2026-11-27', 23) + 30 * 60_000)).toBe('2026-11-27');
    expect(beijingDate(Date.parse('2026-11-27T16:30:00Z'))).toBe('2026-11-28');
    expect(expectedArrival(Date.parse('2026-11-27T16:30:00Z')).expectedFrom).toBe('2026-12-02');
  });

  it('counts a year without its official schedule Monday to Friday, and says the dates are an estimate (预计)', () => {
    // Tuesday 2026-12-29: the 3rd working day is Friday 2027-01-01 and the 5th Tuesday 01-05 when 2027 is unknown.
    expect(expectedArrival(beijing('2026-12-29'))).toEqual({ expectedFrom: '2027-01-01', expectedArrival: '2027-01-05', arrivalEstimated: true });
  });

  it('counts a year by the schedule an operator published for it, no longer an estimate', () => {
    const published = { '2027': { holidays: ['2027-01-01'], workdays: [] } };
    expect(expectedArrival(beijing('2026-12-29'), published)).toEqual({ expectedFrom: '2027-01-04', expectedArrival: '2027-01-06' });
    // A make-up Saturday counts.
    const makeUp = { '2027': { holidays: ['2027-01-01'], workdays: ['2027-01-02'] } };
    expect(expectedArrival(beijing('2026-12-29'), makeUp)).toEqual({ expectedFrom: '2027-01-02', expectedArrival: '2027-01-05' });
  });

  it('keeps to the data set for the years it covers, whatever is published', () => {
    expect(expectedArrival(beijing('2026-09-30'), { '2026': { holidays: [], workdays: [] } })).toEqual({ expectedFrom: '2026-10-10', expectedArrival: '2026-10-13' });
  });
});
