import { isAcceptedDate, isCalendarDate } from '../dates.ts';
import { monthNumber } from './month-name-dates.ts';

/**
 * The date formats a CSV's date column may use (issue 29), decided once per column: a file written by one
 * spreadsheet uses one format, so each candidate is tried on every value and the first that reads them all wins.
 * 03/04/2020 reads as both month/day and day/month; when both read the whole column, month/day is taken (the
 * order listed) and `ambiguous` says so, so the preview can tell the writer which was chosen.
 */
export const DATE_FORMAT_IDS = ['iso', 'ymd-slash', 'mdy', 'dmy', 'dmy-dot', 'month-day-year', 'day-month-year'] as const;
export type DateFormatId = (typeof DATE_FORMAT_IDS)[number];

export interface DateFormat {
  id: DateFormatId;
  /** How the format is shown to writers. */
  label: string;
  /** The value's day as YYYY-MM-DD when it has this format and is a real calendar day (in any year); else null. */
  read: (text: string) => string | null;
}

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (year: string | undefined, month: number | null, day: string | undefined): string | null => {
  if (year === undefined || month === null || day === undefined) return null;
  const date = `${year}-${pad(month)}-${pad(Number(day))}`;
  return isCalendarDate(date) ? date : null;
};

/** A date, or a date-time whose date part is taken as written (no time-zone shift). */
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;
const YMD_SLASH = /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/;
const SLASHED = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const DOTTED = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
const MONTH_DAY_YEAR = /^([A-Za-z]{3,9}\.?)\s+(\d{1,2}),?\s+(\d{4})$/;
const DAY_MONTH_YEAR = /^(\d{1,2})\s+([A-Za-z]{3,9}\.?),?\s+(\d{4})$/;

const byPattern = (pattern: RegExp, pick: (m: RegExpExecArray) => string | null) => (text: string) => {
  const m = pattern.exec(text.trim());
  return m ? pick(m) : null;
};

const FORMATS: Record<DateFormatId, DateFormat> = {
  iso: { id: 'iso', label: 'YYYY-MM-DD', read: byPattern(ISO, (m) => ymd(m[1], Number(m[2]), m[3])) },
  'ymd-slash': { id: 'ymd-slash', label: 'YYYY/MM/DD', read: byPattern(YMD_SLASH, (m) => ymd(m[1], Number(m[2]), m[3])) },
  mdy: { id: 'mdy', label: 'MM/DD/YYYY (month first)', read: byPattern(SLASHED, (m) => ymd(m[3], Number(m[1]), m[2])) },
  dmy: { id: 'dmy', label: 'DD/MM/YYYY (day first)', read: byPattern(SLASHED, (m) => ymd(m[3], Number(m[2]), m[1])) },
  'dmy-dot': { id: 'dmy-dot', label: 'DD.MM.YYYY', read: byPattern(DOTTED, (m) => ymd(m[3], Number(m[2]), m[1])) },
  'month-day-year': { id: 'month-day-year', label: 'Jan 5, 2020', read: byPattern(MONTH_DAY_YEAR, (m) => ymd(m[3], monthNumber(m[1] ?? ''), m[2])) },
  'day-month-year': { id: 'day-month-year', label: '5 Jan 2020', read: byPattern(DAY_MONTH_YEAR, (m) => ymd(m[3], monthNumber(m[2] ?? ''), m[1])) },
};

/** The candidates in the order they are tried: month/day before day/month. */
export const DATE_FORMATS: readonly DateFormat[] = DATE_FORMAT_IDS.map((id) => FORMATS[id]);
export const dateFormat = (id: DateFormatId): DateFormat => FORMATS[id];

export interface DateFormatChoice {
  format: DateFormat;
  /** Every value also read as another format that gives a different day for some value (month/day vs day/month). */
  ambiguous: boolean;
}

/**
 * The format for a column's values (blank ones left out): the first that reads them all; when none does, the one
 * that reads the most, so the others are reported line by line. Null when no format reads any value.
 */
export function chooseDateFormat(values: readonly string[]): DateFormatChoice | null {
  const filled = values.map((v) => v.trim()).filter((v) => v !== '');
  let best: DateFormat | null = null;
  let bestRead = 0;
  for (const format of DATE_FORMATS) {
    let read = 0;
    for (const value of filled) if (format.read(value) !== null) read++;
    if (read > bestRead) {
      best = format;
      bestRead = read;
    }
    if (read === filled.length && read > 0) break;
  }
  if (best === null) return null;
  const chosen = best;
  const readsAll = (format: DateFormat) => filled.every((v) => format.read(v) !== null);
  const ambiguous = bestRead === filled.length &&
    DATE_FORMATS.some((other) => other !== chosen && readsAll(other) && filled.some((v) => other.read(v) !== chosen.read(v)));
  return { format: chosen, ambiguous };
}

export type DateReading = { ok: true; date: string } | { ok: false; reason: 'unreadable' | 'out-of-range' };

/** One value in the column's format: its day, or why it has none (not this format, or outside the accepted dates). */
export function readDate(format: DateFormat, text: string): DateReading {
  const date = format.read(text);
  if (date === null) return { ok: false, reason: 'unreadable' };
  return isAcceptedDate(date) ? { ok: true, date } : { ok: false, reason: 'out-of-range' };
}
