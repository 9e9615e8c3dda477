/**
 * Times in the chat panel (spec §9): today's messages show the time of day (HH:mm), older ones the calendar
 * date (YYYY/MM/DD); a time separator goes above a message sent more than 5 minutes after the previous one.
 */

/** Gap after which the message list shows a new time separator. */
export const SEPARATOR_GAP_MS = 5 * 60 * 1000;

const two = (n: number): string => String(n).padStart(2, '0');

const sameDay = (a: Date, b: Date): boolean =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** `HH:mm` for a time today (local), else `YYYY/MM/DD`; empty for a missing time. */
export const formatChatTime = (epochMs: number | undefined, now: number = Date.now()): string => {
  if (!epochMs || !Number.isFinite(epochMs)) return '';
  const at = new Date(epochMs);
  if (sameDay(at, new Date(now))) return `${two(at.getHours())}:${two(at.getMinutes())}`;
  return `${at.getFullYear()}/${two(at.getMonth() + 1)}/${two(at.getDate())}`;
};

/** The separator text above a message: today's time, or the date and the time for older days. */
export const formatSeparator = (epochMs: number, now: number = Date.now()): string => {
  const at = new Date(epochMs);
  const time = `${two(at.getHours())}:${two(at.getMinutes())}`;
  return sameDay(at, new Date(now)) ? time : `${formatChatTime(epochMs, now)} ${time}`;
};

/** Whether a message sent at `current` gets a separator, after one sent at `previous` (none: the first). */
export const needsSeparator = (previous: number | undefined, current: number): boolean =>
  previous === undefined || current - previous > SEPARATOR_GAP_MS;

/** For each message time in order, whether a separator goes above it. */
export const separatorsFor = (times: readonly number[]): boolean[] => times.map((time, i) => needsSeparator(i === 0 ? undefined : times[i - 1], time));
