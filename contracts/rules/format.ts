/**
 * Number, time and date display (spec §3 "Time is shown as hours and minutes (e.g. 1h 30m)", §9 "Counts use
 * thousands separators; multiples of 1000 may abbreviate to k or m"). One fixed locale, so the server, the browser
 * and the tests all write the same text whatever the reader's settings.
 */
import { wallClock } from './dates.ts';
import { MEASURE_INFO, type MeasureName } from './measures.ts';

const LOCALE = 'en-US';
const counts = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });
const oneDecimal = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });

/** Avoids "-0" for values like -0.001 or -0. */
const noNegativeZero = (n: number): number => (Object.is(n, -0) ? 0 : n);

/** 1234 → "1,234"; -1234567 → "-1,234,567"; fractions keep up to two decimals (paces). */
export function formatCount(n: number): string {
  return counts.format(noNegativeZero(n));
}

/**
 * Short form for tight places (chart axes): under a thousand as is, then thousands as "k" and millions as "m" with
 * at most one decimal: 999 → "999", 1500 → "1.5k", 1000 → "1k", 2_000_000 → "2m", -1500 → "-1.5k".
 * A value that would round up to "1000k" is written "1m".
 */
export function formatCountShort(n: number): string {
  const size = Math.abs(n);
  const sign = n < 0 ? '-' : '';
  if (Math.round(size) < 1000) return `${sign}${Math.round(size)}`.replace(/^-0$/, '0');
  const thousands = Math.round(size / 100) / 10;
  if (thousands < 1000) return `${sign}${oneDecimal.format(thousands)}k`;
  const millions = Math.round(size / 100_000) / 10;
  return `${sign}${oneDecimal.format(millions)}m`;
}

/**
 * Minutes as hours and minutes: 90 → "1h 30m", 45 → "45m", 120 → "2h", -65 → "-1h 5m", 0 → "0m".
 * Fractions of a minute (averages) round to the nearest minute.
 */
export function formatMinutes(min: number): string {
  const total = Math.round(Math.abs(min));
  if (total === 0) return '0m';
  const sign = min < 0 ? '-' : '';
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  if (hours === 0) return `${sign}${minutes}m`;
  if (minutes === 0) return `${sign}${formatCount(hours)}h`;
  return `${sign}${formatCount(hours)}h ${minutes}m`;
}

/**
 * A count with its measure: "1,234 words", "1 word", "-1 word", "0 pages"; time as hours and minutes ("1h 30m").
 * The singular goes with a magnitude of exactly one.
 */
export function formatMeasureCount(n: number, measure: MeasureName): string {
  if (measure === 'time') return formatMinutes(n);
  const info = MEASURE_INFO[measure];
  return `${formatCount(n)} ${Math.abs(n) === 1 ? info.singular : info.plural}`;
}

/** A count in a chart's axis: time as hours and minutes, others short ("1.5k"). */
export function formatAxisCount(n: number, measure: MeasureName): string {
  return measure === 'time' ? formatMinutes(n) : formatCountShort(n);
}

export const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** Month name of a `YYYY-MM-DD` date, read from the string ("2026-01-05" → "Jan"). */
export function monthShort(date: string): string {
  return MONTHS_SHORT[Number(date.slice(5, 7)) - 1] ?? '';
}

/**
 * A `YYYY-MM-DD` date for reading, from the string itself (no `Date`, so no time zone can move it a day):
 * "2026-01-05" → "Jan 5, 2026".
 */
export function formatCalendarDate(date: string): string {
  return `${monthShort(date)} ${Number(date.slice(8, 10))}, ${date.slice(0, 4)}`;
}

/** A change in a total, signed: "+40 words", "−510 lines" (a true minus sign), "−1h 30m"; 0 is "no change". */
export function formatMeasureChange(n: number, measure: MeasureName): string {
  if (n === 0) return 'no change';
  return `${n > 0 ? '+' : '−'}${formatMeasureCount(Math.abs(n), measure)}`;
}

export interface InstantFormat {
  /** The clock to read it on: an IANA zone; the reader's own (the runtime's) when left out. */
  timeZone?: string;
  /** Seconds too, for audit trails. */
  seconds?: boolean;
  /** The zone's short name after the time ("GMT+1", "UTC"), where readers in several zones compare times. */
  zone?: boolean;
}

/**
 * The one way the app writes an instant (a timestamp, not a calendar date): its date as `formatCalendarDate` writes
 * dates, then the 24-hour time: "Nov 24, 2026, 10:00"; "Nov 24, 2026, 10:00:05 GMT+1" with seconds and the zone.
 */
export function formatInstant(instant: string | Date, { timeZone, seconds = false, zone = false }: InstantFormat = {}): string {
  const p = wallClock(typeof instant === 'string' ? new Date(instant) : instant, timeZone, zone);
  const time = seconds ? `${p.hour}:${p.minute}:${p.second}` : `${p.hour}:${p.minute}`;
  return `${formatCalendarDate(p.date)}, ${time}${zone && p.zoneName ? ` ${p.zoneName}` : ''}`;
}

/** The calendar date of an instant on a clock (the reader's by default), written as dates are: "Nov 25, 2026". */
export function formatInstantDate(instant: string | Date, { timeZone }: Pick<InstantFormat, 'timeZone'> = {}): string {
  return formatCalendarDate(wallClock(typeof instant === 'string' ? new Date(instant) : instant, timeZone).date);
}

const AGO_UNITS = [
  { ms: 86_400_000, unit: 'day' },
  { ms: 3_600_000, unit: 'hour' },
  { ms: 60_000, unit: 'minute' },
] as const;

/** How long before `now` an instant was, in its largest whole unit: "3 days ago", "1 hour ago", "just now". */
export function formatAgo(instant: string | Date, now: Date): string {
  const elapsed = now.getTime() - (typeof instant === 'string' ? Date.parse(instant) : instant.getTime());
  for (const { ms, unit } of AGO_UNITS) {
    const n = Math.floor(elapsed / ms);
    if (n >= 1) return `${formatCount(n)} ${unit}${n === 1 ? '' : 's'} ago`;
  }
  return 'just now';
}
