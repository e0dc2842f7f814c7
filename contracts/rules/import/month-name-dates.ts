import { isAcceptedDate } from '../dates.ts';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;
const FULL = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** "Jan", "jan." or "January" → 1–12; null for anything else. */
export function monthNumber(word: string): number | null {
  const w = word.toLowerCase().replace(/\.$/, '');
  const short = MONTHS.indexOf(w as (typeof MONTHS)[number]);
  if (short >= 0) return short + 1;
  const full = FULL.indexOf(w);
  // "Sept" is common enough to take.
  return full >= 0 ? full + 1 : w === 'sept' ? 9 : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD from numbers, or null when that day does not exist or is outside the accepted range. */
export function calendarDateOf(year: number, month: number, day: number): string | null {
  const date = `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
  return isAcceptedDate(date) ? date : null;
}

/** "Jan 5, 2020" (or "January 05, 2020", comma optional) as YYYY-MM-DD; null when it is not such a date. */
export function parseMonthNameDate(text: string): string | null {
  const m = /^([A-Za-z]{3,9}\.?)\s+(\d{1,2}),?\s+(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const month = monthNumber(m[1] ?? '');
  return month === null ? null : calendarDateOf(Number(m[3]), month, Number(m[2]));
}
