/**
 * Calendar dates as `YYYY-MM-DD` strings, end to end (DESIGN: never build a `Date` from them for display).
 * Arithmetic goes through UTC midnights so no local time zone can shift a day.
 */
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
export const DAY_MS = 24 * 60 * 60 * 1000;

function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/** True for a real `YYYY-MM-DD` calendar date from year 1000 on (no 2026-02-30, no 2026-1-5). */
export function isCalendarDate(value: string): boolean {
  const m = CALENDAR_DATE.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return year >= 1000 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/**
 * The dates Inkpace accepts from writers (entries, goals, boards, filters): wide enough for any real writing
 * history and plan, narrow enough that every rule walking days from them (calendars padded to whole weeks, horizons
 * of a century) stays within four-digit years.
 */
export const EARLIEST_DATE = '1900-01-01';
export const LATEST_DATE = '2999-12-31';

/** A real calendar date within EARLIEST_DATE..LATEST_DATE. */
export function isAcceptedDate(value: string): boolean {
  return isCalendarDate(value) && value >= EARLIEST_DATE && value <= LATEST_DATE;
}

/*
 * Day numbers by plain integer arithmetic on the proleptic Gregorian calendar, counted in 400-year cycles of
 * 146,097 days from 0000-03-01 (putting February last makes the leap day the cycle's last), so every date from
 * 0000-01-01 to 9999-12-31 maps both ways exactly. `Date.UTC` maps years 0-99 to 1900-1999, and `toISOString`
 * writes years after 9999 as `+010000-…`, which read back as another date: a calendar walked past 9999-12-31
 * never ended. Past either end `fromDayNumber` throws instead, since `YYYY-MM-DD` strings stop sorting as dates.
 */
const DAYS_PER_400_YEARS = 146_097;
/** Day number of 0000-03-01, the epoch of the arithmetic below, counted from 1970-01-01. */
const MARCH_0000 = -719_468;
/** Day numbers of 0000-01-01 and 9999-12-31: the dates a `YYYY-MM-DD` string can write. */
const FIRST_WRITABLE_DAY = -719_528;
const LAST_WRITABLE_DAY = 2_932_896;

/** Days since 1970-01-01 of a calendar date (no time zone involved). */
export function dayNumber(date: string): number {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * ((month + 9) % 12) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * DAYS_PER_400_YEARS + dayOfEra + MARCH_0000;
}

/** The calendar date of a day number; a RangeError outside 0000-01-01..9999-12-31. */
export function fromDayNumber(dayNum: number): string {
  if (!Number.isInteger(dayNum) || dayNum < FIRST_WRITABLE_DAY || dayNum > LAST_WRITABLE_DAY) {
    throw new RangeError(`Day ${dayNum} is outside the dates YYYY-MM-DD can write.`);
  }
  const z = dayNum - MARCH_0000;
  const era = Math.floor(z / DAYS_PER_400_YEARS);
  const dayOfEra = z - era * DAYS_PER_400_YEARS;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function addDays(date: string, days: number): string {
  return fromDayNumber(dayNumber(date) + days);
}

/** Whole days from `a` to `b` (positive when b is later). */
export function daysBetween(a: string, b: string): number {
  return dayNumber(b) - dayNumber(a);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: string): number {
  return (((dayNumber(date) + 4) % 7) + 7) % 7;
}

/** The first day of the week holding `date`, for a week starting on `weekStartDay` (0 = Sunday). */
export function startOfWeek(date: string, weekStartDay: number): string {
  return addDays(date, -((weekday(date) - weekStartDay + 7) % 7));
}

/** The latest hour a writer's day may end at: work until 6 a.m. still counts for the day before. */
export const MAX_DAY_END_HOUR = 6;

export interface WriterDay {
  /** An IANA time zone, e.g. 'Europe/Berlin'; the runtime's own zone (the browser's) when left out. */
  timeZone?: string;
  /**
   * "My day ends at" this hour, 0–6 (0: at midnight). A writer who works until 2 a.m. sets 2, and 01:30 on the
   * 5th still counts for the 4th.
   */
  dayEndHour?: number;
}

/**
 * The one home of "today": the calendar date a writer's work at `instant` counts for. The day end is read on the
 * wall clock, not as a shift of the instant, so the hour a DST change skips or repeats moves nothing. An unknown
 * time zone throws the runtime's RangeError, as does a day-end hour outside 0–6.
 */
export function writerDate(instant: Date, { timeZone, dayEndHour = 0 }: WriterDay = {}): string {
  if (!Number.isInteger(dayEndHour) || dayEndHour < 0 || dayEndHour > MAX_DAY_END_HOUR) {
    throw new RangeError(`A day ends at a whole hour from 0 to ${MAX_DAY_END_HOUR}, not ${dayEndHour}.`);
  }
  const { date, hour } = wallClock(instant, timeZone);
  return Number(hour) < dayEndHour ? addDays(date, -1) : date;
}

/** What a clock in `timeZone` (the runtime's own when left out) shows at `instant`, as two-digit fields. */
export interface WallClock {
  date: string;
  hour: string;
  minute: string;
  second: string;
  /** The zone's short name ("GMT+1", "UTC"), when asked for. */
  zoneName: string;
}

/** The one reading of a wall clock: writerDate and the instants the app writes (format.ts) both go through it. */
export function wallClock(instant: Date, timeZone: string | undefined, withZoneName = false): WallClock {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    ...(withZoneName ? { timeZoneName: 'short' as const } : {}),
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`,
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
    zoneName: part('timeZoneName'),
  };
}

/** Every date from `from` to `to`, both included (empty when `to` is before `from`). */
export function dateRange(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = dayNumber(from), end = dayNumber(to); d <= end; d++) out.push(fromDayNumber(d));
  return out;
}

/** The first day of the month holding `date`. */
export function startOfMonth(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** The first day of the year holding `date`. */
export function startOfYear(date: string): string {
  return `${date.slice(0, 4)}-01-01`;
}

/**
 * `date` moved by whole calendar months; a day the target month lacks becomes its last day (Jan 31 + 1 month →
 * Feb 28 or 29). Plain string arithmetic: no time zone, no `Date`. A RangeError outside 0000..9999.
 */
export function addMonths(date: string, months: number): string {
  const index = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  if (year < 0 || year > 9999) throw new RangeError(`${date} moved by ${months} months is outside the dates YYYY-MM-DD can write.`);
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(year, month));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The later of two calendar dates (string order is date order for `YYYY-MM-DD`). */
export function laterDate(a: string, b: string): string {
  return a > b ? a : b;
}

/** The earlier of two calendar dates. */
export function earlierDate(a: string, b: string): string {
  return a < b ? a : b;
}
