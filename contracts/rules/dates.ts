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

/** Days since 1970-01-01 of a calendar date (no time zone involved). */
export function dayNumber(date: string): number {
  return Math.round(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS);
}

/** The calendar date of a day number. */
export function fromDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
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
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  const date = `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
  return Number(part('hour')) < dayEndHour ? addDays(date, -1) : date;
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
 * Feb 28 or 29). Plain string arithmetic: no time zone, no `Date`.
 */
export function addMonths(date: string, months: number): string {
  const index = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
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
