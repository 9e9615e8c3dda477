/**
 * Dates as OpenSearch's `date` field keeps them: milliseconds since the epoch, UTC. Parsed by the field's `format`
 * (default `strict_date_optional_time||epoch_millis`), a subset of OpenSearch's built-in formats; range queries may use
 * date math (`now-7d/d`, `2024-01-01||+1M`) and `time_zone`.
 */
import { mapperParsing, unsupported, type SearchError } from './errors.js';

export const DEFAULT_DATE_FORMAT = 'strict_date_optional_time||epoch_millis';

const ISO = /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:[T ](\d{2})(?::(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?)?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/;
const SLASHED = /^(\d{4})\/(\d{2})\/(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

type Parser = (value: string, zoneOffsetMs: (local: number) => number) => number | undefined;

const fromParts = (parts: (string | undefined)[], zone: string | undefined, zoneOffsetMs: (local: number) => number): number | undefined => {
  const [y, mo = '01', d = '01', h = '00', mi = '00', s = '00', frac = '0'] = parts;
  const ms = Number(frac.padEnd(3, '0').slice(0, 3));
  const month = Number(mo);
  const day = Number(d);
  if (month < 1 || month > 12 || day < 1 || day > 31 || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return undefined;
  const local = Date.UTC(Number(y), month - 1, day, Number(h), Number(mi), Number(s), ms);
  if (new Date(local).getUTCDate() !== day) return undefined;
  if (zone === 'Z') return local;
  if (zone) {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    return local - sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || '0')) * 60_000;
  }
  return local - zoneOffsetMs(local);
};

const iso =
  (requireDate: boolean, requireTime: boolean): Parser =>
  (value, zoneOffsetMs) => {
    const m = ISO.exec(value);
    if (!m) return undefined;
    if (requireDate && m[3] === undefined) return undefined;
    if (requireTime && m[6] === undefined) return undefined;
    return fromParts(m.slice(1, 8), m[8], zoneOffsetMs);
  };

const epoch =
  (unitMs: number): Parser =>
  (value) =>
    /^-?\d+(\.\d+)?$/.test(value) ? Math.trunc(Number(value) * unitMs) : undefined;

const pattern =
  (re: RegExp): Parser =>
  (value, zoneOffsetMs) => {
    const m = re.exec(value);
    return m ? fromParts([m[1], m[2], m[3], m[4], m[5], m[6]], undefined, zoneOffsetMs) : undefined;
  };

const FORMATS: Record<string, Parser> = {
  strict_date_optional_time: iso(false, false),
  date_optional_time: iso(false, false),
  strict_date: iso(true, false),
  date: iso(true, false),
  strict_date_time: iso(true, true),
  date_time: iso(true, true),
  strict_date_hour_minute_second: iso(true, true),
  date_hour_minute_second: iso(true, true),
  epoch_millis: epoch(1),
  epoch_second: epoch(1000),
  'yyyy-MM-dd': pattern(/^(\d{4})-(\d{2})-(\d{2})$/),
  'yyyy-MM-dd HH:mm:ss': pattern(/^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/),
  'yyyy/MM/dd': pattern(/^(\d{4})\/(\d{2})\/(\d{2})$/),
  'yyyy/MM/dd HH:mm:ss': pattern(SLASHED),
};

/** Checks a mapping's or query's `format`: every alternative must be one this endpoint knows. */
export const checkDateFormat = (format: string): SearchError | undefined => {
  for (const name of format.split('||')) {
    if (!FORMATS[name]) return unsupported(`date format [${name}]`, 'mapper_parsing_exception');
  }
  return undefined;
};

const UTC = () => 0;

/** The offset from UTC of a `time_zone` (`+08:00`, `Z`, `UTC`, or an IANA name such as Asia/Shanghai) at an instant. */
export const zoneOffset = (timeZone: string | undefined): ((local: number) => number) => {
  if (!timeZone || timeZone === 'Z' || timeZone === 'UTC') return UTC;
  const fixed = /^([+-])(\d{2}):?(\d{2})$/.exec(timeZone);
  if (fixed) {
    const ms = (Number(fixed[2]) * 60 + Number(fixed[3])) * 60_000 * (fixed[1] === '-' ? -1 : 1);
    return () => ms;
  }
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
  } catch {
    throw mapperParsing(`Unknown time-zone ID: ${timeZone}`);
  }
  return (local) => {
    const name = formatter.formatToParts(new Date(local)).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
    const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
    return m ? (Number(m[2]) * 60 + Number(m[3])) * 60_000 * (m[1] === '-' ? -1 : 1) : 0;
  };
};

/** A date value (string or number) by a format; undefined when it does not parse. */
export const parseDate = (value: unknown, format = DEFAULT_DATE_FORMAT, timeZone?: string): number | undefined => {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    if (format.split('||').includes('epoch_second')) return Math.trunc(value * 1000);
    return Math.trunc(value);
  }
  if (typeof value !== 'string') return undefined;
  const offset = zoneOffset(timeZone);
  for (const name of format.split('||')) {
    const result = FORMATS[name]?.(value.trim(), offset);
    if (result !== undefined && Number.isFinite(result)) return result;
  }
  return undefined;
};

const UNITS = 'yMwdhHms';

/** Rounds a UTC instant down (or up to the last millisecond) to a unit, in the given zone. */
const round = (ms: number, unit: string, up: boolean, offset: (local: number) => number): number => {
  const shift = offset(ms);
  const d = new Date(ms + shift);
  const y = d.getUTCFullYear();
  const mo = d.getUTCMonth();
  const day = d.getUTCDate();
  let start: number;
  let next: number;
  switch (unit) {
    case 'y':
      start = Date.UTC(y, 0, 1);
      next = Date.UTC(y + 1, 0, 1);
      break;
    case 'M':
      start = Date.UTC(y, mo, 1);
      next = Date.UTC(y, mo + 1, 1);
      break;
    case 'w': {
      const weekday = (d.getUTCDay() + 6) % 7;
      start = Date.UTC(y, mo, day - weekday);
      next = start + 7 * 86_400_000;
      break;
    }
    case 'd':
      start = Date.UTC(y, mo, day);
      next = start + 86_400_000;
      break;
    case 'h':
    case 'H':
      start = Date.UTC(y, mo, day, d.getUTCHours());
      next = start + 3_600_000;
      break;
    case 'm':
      start = Date.UTC(y, mo, day, d.getUTCHours(), d.getUTCMinutes());
      next = start + 60_000;
      break;
    default:
      start = Date.UTC(y, mo, day, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds());
      next = start + 1000;
  }
  return (up ? next - 1 : start) - shift;
};

const add = (ms: number, amount: number, unit: string): number => {
  const d = new Date(ms);
  switch (unit) {
    case 'y':
      d.setUTCFullYear(d.getUTCFullYear() + amount);
      return d.getTime();
    case 'M':
      d.setUTCMonth(d.getUTCMonth() + amount);
      return d.getTime();
    case 'w':
      return ms + amount * 7 * 86_400_000;
    case 'd':
      return ms + amount * 86_400_000;
    case 'h':
    case 'H':
      return ms + amount * 3_600_000;
    case 'm':
      return ms + amount * 60_000;
    default:
      return ms + amount * 1000;
  }
};

/**
 * A range bound on a date field: a date in the format, or date math (`now`, `now-1d/d`, `<date>||+1M/M`).
 * `roundUp` is true for `gt` and `lte`, whose rounding goes to the end of the unit, as OpenSearch does.
 */
export const parseDateBound = (value: unknown, format: string, timeZone: string | undefined, roundUp: boolean, now: number): number | undefined => {
  if (typeof value !== 'string') return parseDate(value, format, timeZone);
  let anchor: number | undefined;
  let math: string;
  if (value.startsWith('now')) {
    anchor = now;
    math = value.slice(3);
  } else {
    const bar = value.indexOf('||');
    if (bar < 0) return parseDate(value, format, timeZone);
    anchor = parseDate(value.slice(0, bar), format, timeZone);
    math = value.slice(bar + 2);
  }
  if (anchor === undefined) return undefined;
  const offset = zoneOffset(timeZone);
  let ms = anchor;
  let i = 0;
  while (i < math.length) {
    const op = math[i];
    if (op === '/') {
      const unit = math[i + 1];
      if (!unit || !UNITS.includes(unit)) return undefined;
      ms = round(ms, unit, roundUp, offset);
      i += 2;
      continue;
    }
    if (op !== '+' && op !== '-') return undefined;
    const m = /^(\d*)([yMwdhHms])/.exec(math.slice(i + 1));
    if (!m) return undefined;
    ms = add(ms, (op === '-' ? -1 : 1) * Number(m[1] || '1'), m[2] ?? 's');
    i += 1 + m[0].length;
  }
  return ms;
};
